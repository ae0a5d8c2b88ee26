//! Ratings read for the front ends: a player's standings and history, the current values of a
//! game's players, what a game did, a server's leaderboard, and what an announcement shows.

use super::{
    glicko_after, glicko_before, standing, GameRating, Leaderboard, Ranked, LEADERBOARD_SIZE,
};
use crate::game::announce::{Kind, Ratings};
use crate::game::record::GameRecord;
use crate::game::{At, GameError, GameService};
use crate::rating::{Glicko, Pool, Standing};
use crate::rules::VariantId;
use crate::store::OutboxRow;
use std::collections::HashMap;

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
        let rec = self.load(At::Game(game_id)).await?.record;
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

/// The ratings the announcement of `row` shows ([`Ratings`], read at delivery so local mode
/// and Discord say the same): a challenge shows each player's current rating and says whether
/// it is rated; a rated game's result shows both players' new ratings and changes
/// (`Ratings: Alice 1632 (+14) · Bob 1490 (-14)`); anything else none.
///
/// # Errors
/// Database failures.
pub(crate) async fn ratings_shown(
    service: &GameService,
    row: &OutboxRow,
    now: &GameRecord,
) -> Result<Ratings, GameError> {
    Ok(match Kind::from_code(&row.kind) {
        Some(Kind::Challenge) => {
            let ids: Vec<&str> = [&now.white, &now.black]
                .into_iter()
                .map(|s| s.id.as_str())
                .filter(|id| !id.is_empty())
                .collect();
            Ratings::Current(service.ratings_for(now.variant, &ids).await?)
        }
        Some(Kind::GameOver) => service
            .game_rating(now.id)
            .await?
            .map_or(Ratings::None, Ratings::Changed),
        _ => Ratings::None,
    })
}
