//! Ratings in the game core: the update inside [`super::finish`]'s transaction, and what the
//! front ends show (a player's ratings and history, the leaderboard, a game's changes), and
//! the rebuild from the stored games. The maths is [`crate::rating`]; the rows are
//! [`crate::store`]'s.

use super::announce::{Kind, Message, Style};
use super::record::{EndReason, GameRecord, GameResult};
use super::{GameError, GameService};
use crate::rating::{
    named, rated_score, rating_text, rebuild, Ending, Glicko, Pool, RatedGame, Score, Standing,
    Table, START,
};
use crate::rules::VariantId;
use crate::store::{OutboxRow, RatingChangeRow, RatingRow, Store, StoreError, WriteTx};
use std::collections::HashMap;

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

impl GameService {
    /// `user`'s standing in each pool, [`Standing::NEW`] where they have not played.
    ///
    /// # Errors
    /// Database failures.
    pub async fn ratings_of(&self, user: &str) -> Result<Vec<(Pool, Standing)>, GameError> {
        let rows = self.store().ratings_of(user).await?;
        Ok(Pool::ALL
            .into_iter()
            .map(|pool| {
                let row = rows.iter().find(|r| r.pool == pool.code());
                (pool, standing(row))
            })
            .collect())
    }

    /// `user`'s rating after each rated game in `pool`: `(unix seconds, rating)`, oldest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating_history(
        &self,
        user: &str,
        pool: Pool,
    ) -> Result<Vec<(i64, f64)>, GameError> {
        let rows = self.store().rating_history(user, pool.code()).await?;
        Ok(rows.iter().map(|c| (c.at, c.rating_after)).collect())
    }

    /// The current values (idle growth included) of each of `users` in the pool of `variant`;
    /// players without a rated game there are missing from the map.
    ///
    /// # Errors
    /// Database failures.
    pub async fn ratings_for(
        &self,
        variant: VariantId,
        users: &[&str],
    ) -> Result<HashMap<String, Glicko>, GameError> {
        let pool = Pool::of(variant);
        let now = self.now();
        let rows = self.store().ratings_in(pool.code(), users).await?;
        Ok(rows
            .iter()
            .map(|r| (r.user_id.clone(), standing(Some(r)).current(now)))
            .collect())
    }

    /// What game `game_id` did to its players' ratings, `None` if it was not rated.
    ///
    /// # Errors
    /// Database failures.
    pub async fn game_rating(&self, game_id: i64) -> Result<Option<GameRating>, GameError> {
        let rec = self.load(super::At::Game(game_id)).await?.record;
        let changes = self.store().rating_changes_of_game(game_id).await?;
        let find = |user: &str| changes.iter().find(|c| c.user_id == user);
        let (Some(w), Some(b)) = (find(&rec.white.id), find(&rec.black.id)) else {
            return Ok(None);
        };
        let Some(pool) = Pool::parse(&w.pool) else {
            return Ok(None);
        };
        Ok(Some(GameRating {
            pool,
            white: (w.user_id.clone(), glicko_before(w), glicko_after(w)),
            black: (b.user_id.clone(), glicko_before(b), glicko_after(b)),
        }))
    }

    /// Guild `guild_id`'s leaderboard in `pool`: players with a rated game of the pool in the
    /// guild, best first, the top [`LEADERBOARD_SIZE`] and `caller`'s own line if they are
    /// further down.
    ///
    /// # Errors
    /// Database failures.
    pub async fn leaderboard(
        &self,
        guild_id: &str,
        pool: Pool,
        caller: &str,
    ) -> Result<Leaderboard, GameError> {
        let rows = self.store().leaderboard(guild_id, pool.code()).await?;
        let ranked: Vec<Ranked> = rows
            .iter()
            .enumerate()
            .map(|(i, r)| Ranked {
                place: i + 1,
                user_id: r.user_id.clone(),
                standing: standing(Some(r)),
            })
            .collect();
        let caller = ranked
            .iter()
            .find(|r| r.user_id == caller && r.place > LEADERBOARD_SIZE)
            .cloned();
        Ok(Leaderboard {
            pool,
            total: ranked.len(),
            top: ranked.into_iter().take(LEADERBOARD_SIZE).collect(),
            caller,
        })
    }
}

/// Adds ratings to a composed announcement (at delivery, so local mode and Discord say the
/// same): a challenge gets each player's current rating after the last mention of their name
/// and says whether it is rated; a rated game's result gets a line with both players' new
/// ratings and changes (`Ratings: Alice 1632 (+14) · Bob 1490 (-14)`).
///
/// # Errors
/// Database failures.
pub(crate) async fn annotate(
    service: &GameService,
    row: &OutboxRow,
    now: &GameRecord,
    msg: &mut Message,
    style: &dyn Style,
) -> Result<(), GameError> {
    match Kind::from_code(&row.kind) {
        Some(Kind::Challenge) => {
            let sides: Vec<_> = [&now.white, &now.black]
                .into_iter()
                .filter(|s| !s.id.is_empty())
                .collect();
            let ids: Vec<&str> = sides.iter().map(|s| s.id.as_str()).collect();
            let current = service.ratings_for(now.variant, &ids).await?;
            for side in sides {
                let shown = style.player(&side.id, &side.name);
                let g = current.get(&side.id).copied().unwrap_or(START);
                if let Some(at) = msg.text.rfind(&shown) {
                    msg.text
                        .insert_str(at + shown.len(), &format!(" ({})", rating_text(&g)));
                }
            }
            msg.text.push_str(if now.rated {
                " Rated game."
            } else {
                " Casual game (not rated)."
            });
        }
        Some(Kind::GameOver) => {
            if let Some(r) = service.game_rating(now.id).await? {
                let line = |(id, before, after): &(String, Glicko, Glicko)| {
                    named(&style.player(id, &now.name_of(id)), before, after)
                };
                msg.text.push_str(&format!(
                    "\nRatings: {} · {}",
                    line(&r.white),
                    line(&r.black)
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

/// Recomputes every rating from the stored rated games, in the order they were rated, and
/// compares each stored value (both players' values before and after each game, and every
/// current standing) with the recomputed one, bit for bit. With `write`, replaces the stored
/// values with the recomputed ones in one transaction.
///
/// # Errors
/// Database failures.
pub async fn rebuild_ratings(store: &Store, write: bool) -> Result<RebuildReport, GameError> {
    let mut tx = store.write().await?;
    let rows = tx.rated_games().await?;
    let mut report = RebuildReport::default();
    let mut games = Vec::new();
    for r in &rows {
        let reason = r.end_reason.as_deref().and_then(EndReason::from_code);
        let result = r.result.as_deref().and_then(GameResult::from_code);
        let counts = reason.is_some_and(|reason| {
            eligible(
                true,
                &r.channel_id,
                (&r.white_id, &r.black_id),
                reason,
                result,
            )
            .is_some()
        });
        if r.applied == 0 && !counts {
            // Flagged rated but never counted (local, or without a result): nothing to replay.
            continue;
        }
        let variant: Option<VariantId> = r.variant.parse().ok();
        match (variant, score_code(r.result.as_deref()), r.finished_at) {
            (Some(v), Some(score), Some(at)) => games.push(RatedGame {
                game_id: r.game_id,
                pool: Pool::of(v),
                white: r.white_id.clone(),
                black: r.black_id.clone(),
                score,
                at,
            }),
            _ => report.differences.push(format!(
                "game {}: cannot be rated (variant '{}', result {:?}, finished at {:?}); left out",
                r.game_id, r.variant, r.result, r.finished_at
            )),
        }
    }
    let (table, applied) = rebuild(&games);
    report.games = games.len();
    report.standings = table.len();

    let stored = tx.all_rating_changes().await?;
    let mut by_game: HashMap<(i64, &str), &RatingChangeRow> = HashMap::new();
    for c in &stored {
        by_game.insert((c.game_id, c.user_id.as_str()), c);
    }
    let mut recomputed = 0;
    for (game, a) in games.iter().zip(&applied) {
        for (user, (before, after)) in [(&game.white, a.white), (&game.black, a.black)] {
            recomputed += 1;
            match by_game.get(&(game.game_id, user.as_str())) {
                None => report.differences.push(format!(
                    "game {}: no stored change for {user}",
                    game.game_id
                )),
                Some(c) if glicko_before(c) != before || glicko_after(c) != after => {
                    report.differences.push(format!(
                        "game {}: {user}: stored {:?} -> {:?}, recomputed {before:?} -> {after:?}",
                        game.game_id,
                        glicko_before(c),
                        glicko_after(c)
                    ))
                }
                Some(_) => {}
            }
        }
    }
    if stored.len() != recomputed {
        report.differences.push(format!(
            "{} change rows stored, {recomputed} recomputed",
            stored.len()
        ));
    }
    let stored_ratings = tx.all_ratings().await?;
    for (user, pool, s) in table.iter() {
        let row = stored_ratings
            .iter()
            .find(|r| r.user_id == user && r.pool == pool.code());
        let want = rating_row(user, pool, s);
        match row {
            Some(r) if *r == want => {}
            Some(r) => report.differences.push(format!(
                "{user} in {pool}: stored {r:?}, recomputed {want:?}"
            )),
            None => report
                .differences
                .push(format!("{user} in {pool}: no stored rating")),
        }
    }
    if stored_ratings.len() != table.len() {
        report.differences.push(format!(
            "{} ratings stored, {} recomputed",
            stored_ratings.len(),
            table.len()
        ));
    }
    if write {
        tx.clear_ratings().await?;
        for (game, a) in games.iter().zip(&applied) {
            tx.add_rating_change(&change_row(
                game.game_id,
                &game.white,
                game.pool,
                a.white.0,
                a.white.1,
            ))
            .await?;
            tx.add_rating_change(&change_row(
                game.game_id,
                &game.black,
                game.pool,
                a.black.0,
                a.black.1,
            ))
            .await?;
        }
        for (user, pool, s) in table.iter() {
            tx.put_rating(&rating_row(user, pool, s)).await?;
        }
        tx.commit().await?;
        report.written = true;
    }
    Ok(report)
}
