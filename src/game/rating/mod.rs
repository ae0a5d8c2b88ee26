//! Ratings in the game core: the update inside [`super::finish`]'s transaction, and what the
//! front ends show (a player's ratings and history, the leaderboard, a game's changes), and
//! the rebuild from the stored games. The maths is [`crate::rating`]; the rows are
//! [`crate::store`]'s.

mod reads;
mod rebuild;

pub(crate) use reads::ratings_shown;
pub use rebuild::rebuild_ratings;

use super::record::{EndReason, GameRecord, GameResult};
use super::GameError;
use crate::rating::{rated_score, Ending, Glicko, Pool, RatedGame, Score, Standing, Table};
use crate::store::{RatingChangeRow, RatingRow, StoreError, WriteTx};

/// What one rated game did to both players.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRating {
    /// The pool.
    pub pool: Pool,
    /// White's id, values before (as stored) and after.
    pub white: (String, Glicko, Glicko),
    /// Black's id, values before and after.
    pub black: (String, Glicko, Glicko),
}

/// One leaderboard line.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// 1 for the best.
    pub place: usize,
    /// The player's id.
    pub user_id: String,
    /// The standing (its [`Standing::current`] is what is shown).
    pub standing: Standing,
}

/// A server's leaderboard in one pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    /// The pool.
    pub pool: Pool,
    /// The best ten (fewer if fewer have played).
    pub top: Vec<Ranked>,
    /// The caller's own line when they are ranked but outside the top ten.
    pub caller: Option<Ranked>,
    /// How many players are ranked.
    pub total: usize,
}

/// What `timur ratings --rebuild` found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RebuildReport {
    /// Rated games replayed.
    pub games: usize,
    /// `(player, pool)` standings computed.
    pub standings: usize,
    /// Each stored value that differed from the recomputed one, a line per difference
    /// (for operators, not players).
    pub differences: Vec<String>,
    /// Whether the recomputed values were written.
    pub written: bool,
}

/// The leaderboard's length.
pub const LEADERBOARD_SIZE: usize = 10;

/// The standing stored in `row` ([`Standing::NEW`] for `None`).
pub fn standing(row: Option<&RatingRow>) -> Standing {
    row.map_or(Standing::NEW, |r| Standing {
        glicko: Glicko {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        },
        games: r.games as u32,
        wins: r.wins as u32,
        draws: r.draws as u32,
        losses: r.losses as u32,
        last_game_at: Some(r.last_game_at),
    })
}

fn rating_row(user: &str, pool: Pool, s: &Standing) -> RatingRow {
    RatingRow {
        user_id: user.to_string(),
        pool: pool.code().to_string(),
        rating: s.glicko.rating,
        deviation: s.glicko.deviation,
        volatility: s.glicko.volatility,
        games: i64::from(s.games),
        wins: i64::from(s.wins),
        draws: i64::from(s.draws),
        losses: i64::from(s.losses),
        last_game_at: s.last_game_at.unwrap_or(0),
    }
}

fn change_row(
    game_id: i64,
    user: &str,
    pool: Pool,
    before: Glicko,
    after: Glicko,
) -> RatingChangeRow {
    RatingChangeRow {
        id: 0,
        game_id,
        user_id: user.to_string(),
        pool: pool.code().to_string(),
        at: 0,
        rating_before: before.rating,
        deviation_before: before.deviation,
        volatility_before: before.volatility,
        rating_after: after.rating,
        deviation_after: after.deviation,
        volatility_after: after.volatility,
    }
}

fn score_of(result: GameResult) -> Score {
    match result {
        GameResult::WhiteWins => Score::WhiteWins,
        GameResult::BlackWins => Score::BlackWins,
        GameResult::Draw => Score::Draw,
    }
}

fn score_code(result: Option<&str>) -> Option<Score> {
    result.and_then(GameResult::from_code).map(score_of)
}

/// The score to rate for a finished game, `None` when it is not rated: a casual game, a
/// local-mode game or one player on both sides, or one that ended without a result (abort,
/// declined, withdrawn, expired).
pub fn rated_result(rec: &GameRecord) -> Option<Score> {
    let end = rec.end.as_ref()?;
    eligible(
        rec.rated,
        &rec.channel_id,
        (&rec.white.id, &rec.black.id),
        end.reason,
        end.result,
    )
}

/// [`rated_result`] on plain values (the rebuild reads rows, not records).
fn eligible(
    rated: bool,
    channel_id: &str,
    (white, black): (&str, &str),
    reason: EndReason,
    result: Option<GameResult>,
) -> Option<Score> {
    let ending = match (reason, result) {
        (EndReason::Abort, _) => Ending::Aborted,
        (EndReason::Declined, _) => Ending::Declined,
        (EndReason::Withdrawn, _) => Ending::Withdrawn,
        (EndReason::Expired, _) => Ending::Expired,
        (_, Some(result)) => Ending::Decided(score_of(result)),
        (_, None) => return None,
    };
    let local = channel_id.starts_with("local:") || white == black;
    // A computer opponent's games are created casual (`GameService::challenge_rated`).
    rated_score(rated, false, local, ending)
}

/// Rates the just-finished game `rec` inside the finishing transaction: reads both players'
/// standings, applies [`crate::rating::rate_game`] and writes both standings and both change
/// rows. Returns what it did, `None` for a game that is not rated.
///
/// # Errors
/// [`GameError::Store`] with [`StoreError::Conflict`] if the game was rated already (the
/// transaction must then roll back); database failures.
pub(crate) async fn rate_finished(
    tx: &mut WriteTx,
    rec: &GameRecord,
) -> Result<Option<GameRating>, GameError> {
    let (Some(score), Some(end)) = (rated_result(rec), rec.end.as_ref()) else {
        return Ok(None);
    };
    let pool = Pool::of(rec.variant);
    let (white, black) = (rec.white.id.as_str(), rec.black.id.as_str());
    let mut table = Table::new();
    for user in [white, black] {
        let row = tx.rating(user, pool.code()).await?;
        table.set(user, pool, standing(row.as_ref()));
    }
    let applied = table.apply(&RatedGame {
        game_id: rec.id,
        pool,
        white: white.to_string(),
        black: black.to_string(),
        score,
        at: end.at,
    });
    for (user, (before, after)) in [(white, applied.white), (black, applied.black)] {
        if !tx
            .add_rating_change(&change_row(rec.id, user, pool, before, after))
            .await?
        {
            return Err(GameError::Store(StoreError::Conflict));
        }
        tx.put_rating(&rating_row(user, pool, &table.get(user, pool)))
            .await?;
    }
    Ok(Some(GameRating {
        pool,
        white: (white.to_string(), applied.white.0, applied.white.1),
        black: (black.to_string(), applied.black.0, applied.black.1),
    }))
}

fn glicko_before(c: &RatingChangeRow) -> Glicko {
    Glicko {
        rating: c.rating_before,
        deviation: c.deviation_before,
        volatility: c.volatility_before,
    }
}

fn glicko_after(c: &RatingChangeRow) -> Glicko {
    Glicko {
        rating: c.rating_after,
        deviation: c.deviation_after,
        volatility: c.volatility_after,
    }
}
