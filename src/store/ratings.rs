//! Ratings: each player's current values per pool (`ratings`) and one row per player per rated
//! game (`rating_changes`, in the order games were rated). Values are REAL (IEEE doubles),
//! stored exactly as computed. Pools are codes (`tamerlane`, `timurid`); the maths lives in
//! [`crate::rating`], the decisions in [`crate::game`].

use super::run::Select;
use super::{Store, StoreError, WriteTx};
use sqlx::AssertSqlSafe;

/// One row of `ratings`: a player's current values in one pool.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    /// The player's id.
    pub user_id: String,
    /// Pool code.
    pub pool: String,
    /// Rating, points.
    pub rating: f64,
    /// Rating deviation, points, as of the last rated game.
    pub deviation: f64,
    /// Volatility.
    pub volatility: f64,
    /// Rated games played in the pool.
    pub games: i64,
    /// Won.
    pub wins: i64,
    /// Drawn.
    pub draws: i64,
    /// Lost.
    pub losses: i64,
    /// Unix seconds of the last rated game.
    pub last_game_at: i64,
}

/// One row of `rating_changes`: what one rated game did to one player.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingChangeRow {
    /// The order games were rated in (ascending).
    pub id: i64,
    /// The game.
    pub game_id: i64,
    /// The player.
    pub user_id: String,
    /// Pool code.
    pub pool: String,
    /// The game's end (Unix seconds; read from `games.finished_at`).
    pub at: i64,
    /// Rating before the game, points.
    pub rating_before: f64,
    /// Deviation before (as stored, before idle growth).
    pub deviation_before: f64,
    /// Volatility before.
    pub volatility_before: f64,
    /// Rating after.
    pub rating_after: f64,
    /// Deviation after.
    pub deviation_after: f64,
    /// Volatility after.
    pub volatility_after: f64,
}

/// A rated game as the rebuild reads it: the result and players from `games`, in the order
/// the games were rated.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RatedGameRow {
    /// The game.
    pub game_id: i64,
    /// Variant id.
    pub variant: String,
    /// White's id.
    pub white_id: String,
    /// Black's id.
    pub black_id: String,
    /// `1-0`, `0-1` or `1/2-1/2` (`None` would be a corrupt row).
    pub result: Option<String>,
    /// When it ended, Unix seconds (`updated_at` for an old row without it).
    pub finished_at: Option<i64>,
    /// The game's channel (`local:NAME` for local games).
    pub channel_id: String,
    /// End reason code.
    pub end_reason: Option<String>,
    /// 1 when change rows were stored for it (it was rated when it finished), else 0 (an
    /// integer: sqlx's `Any` driver never reads a SQLite value as bool).
    pub applied: i64,
}

const RATING_COLUMNS: &str =
    "user_id, pool, rating, deviation, volatility, games, wins, draws, losses, last_game_at";

const CHANGE_SELECT: &str = "SELECT c.id, c.game_id, c.user_id, c.pool, \
     COALESCE(g.finished_at, g.updated_at) AS at, c.rating_before, c.deviation_before, \
     c.volatility_before, c.rating_after, c.deviation_after, c.volatility_after \
     FROM rating_changes c JOIN games g ON g.id = c.game_id";

/// `ratings` rows (the table named `r`): `rest` is what follows the table (`WHERE`, order).
fn select_ratings<'q>(rest: &str) -> Select<'q, RatingRow> {
    let sql = format!("SELECT {RATING_COLUMNS} FROM ratings r {rest}");
    sqlx::query_as(AssertSqlSafe(sql))
}

/// Change rows with their game's end time: `rest` is what follows the join (`WHERE`, order).
fn select_changes<'q>(rest: &str) -> Select<'q, RatingChangeRow> {
    sqlx::query_as(AssertSqlSafe(format!("{CHANGE_SELECT} {rest}")))
}

/// `user`'s row in `pool`.
fn select_rating<'q>(user: &'q str, pool: &'q str) -> Select<'q, RatingRow> {
    select_ratings("WHERE user_id = $1 AND pool = $2")
        .bind(user)
        .bind(pool)
}

/// Every `ratings` row, by user then pool.
fn select_all_ratings<'q>() -> Select<'q, RatingRow> {
    select_ratings("ORDER BY user_id, pool")
}

impl WriteTx {
    /// `user`'s row in `pool`, `None` before their first rated game there.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating(
        &mut self,
        user: &str,
        pool: &str,
    ) -> Result<Option<RatingRow>, StoreError> {
        self.optional(select_rating(user, pool)).await
    }

    /// Inserts or replaces `row` (keyed by user and pool).
    ///
    /// # Errors
    /// Database failures.
    pub async fn put_rating(&mut self, row: &RatingRow) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO ratings (user_id, pool, rating, deviation, volatility, games, wins, draws, losses, last_game_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
             ON CONFLICT (user_id, pool) DO UPDATE SET rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, \
             wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, \
             last_game_at = excluded.last_game_at",
        )
        .bind(&row.user_id)
        .bind(&row.pool)
        .bind(row.rating)
        .bind(row.deviation)
        .bind(row.volatility)
        .bind(row.games)
        .bind(row.wins)
        .bind(row.draws)
        .bind(row.losses)
        .bind(row.last_game_at);
        self.run(q).await.map(|_| ())
    }

    /// Appends a change row (its `id` and `at` are ignored: the id is assigned in order, the
    /// time is the game's). Returns false, writing nothing, if the game already has a change
    /// for this player: a game is rated once.
    ///
    /// # Errors
    /// Database failures.
    pub async fn add_rating_change(&mut self, c: &RatingChangeRow) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "INSERT INTO rating_changes (game_id, user_id, pool, rating_before, deviation_before, \
             volatility_before, rating_after, deviation_after, volatility_after) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (game_id, user_id) DO NOTHING",
        )
        .bind(c.game_id)
        .bind(&c.user_id)
        .bind(&c.pool)
        .bind(c.rating_before)
        .bind(c.deviation_before)
        .bind(c.volatility_before)
        .bind(c.rating_after)
        .bind(c.deviation_after)
        .bind(c.volatility_after);
        Ok(self.run(q).await? == 1)
    }

    /// Every change row in rating order (for the rebuild).
    ///
    /// # Errors
    /// Database failures.
    pub async fn all_rating_changes(&mut self) -> Result<Vec<RatingChangeRow>, StoreError> {
        self.all(select_changes("ORDER BY c.id")).await
    }

    /// Every `ratings` row, by user then pool (for the rebuild).
    ///
    /// # Errors
    /// Database failures.
    pub async fn all_ratings(&mut self) -> Result<Vec<RatingRow>, StoreError> {
        self.all(select_all_ratings()).await
    }

    /// The rated games to replay, in the order they were rated: games with change rows by
    /// their first change row, then rated finished games with a result but no change row
    /// (never applied; the game layer decides whether they should have been) by end time and
    /// id.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rated_games(&mut self) -> Result<Vec<RatedGameRow>, StoreError> {
        let q = sqlx::query_as(
            "SELECT g.id AS game_id, g.variant, g.white_id, g.black_id, g.result, \
             COALESCE(g.finished_at, g.updated_at) AS finished_at, g.channel_id, g.end_reason, \
             CASE WHEN c.seq IS NULL THEN 0 ELSE 1 END AS applied FROM games g LEFT JOIN (SELECT game_id, MIN(id) AS seq FROM rating_changes GROUP BY game_id) c \
             ON c.game_id = g.id \
             WHERE c.seq IS NOT NULL OR (g.rated <> 0 AND g.status = 'finished' AND g.result IS NOT NULL) \
             ORDER BY c.seq IS NULL, c.seq, g.finished_at, g.id",
        );
        self.all(q).await
    }

    /// Deletes every rating and change row (the rebuild then writes them again, in one
    /// transaction).
    ///
    /// # Errors
    /// Database failures.
    pub async fn clear_ratings(&mut self) -> Result<(), StoreError> {
        for sql in ["DELETE FROM rating_changes", "DELETE FROM ratings"] {
            self.run(sqlx::query(sql)).await?;
        }
        Ok(())
    }
}

impl Store {
    /// Every `ratings` row, by user then pool.
    ///
    /// # Errors
    /// Database failures.
    pub async fn all_ratings(&self) -> Result<Vec<RatingRow>, StoreError> {
        self.all(select_all_ratings()).await
    }

    /// `user`'s rows in every pool they have played.
    ///
    /// # Errors
    /// Database failures.
    pub async fn ratings_of(&self, user: &str) -> Result<Vec<RatingRow>, StoreError> {
        self.all(select_ratings("WHERE user_id = $1 ORDER BY pool").bind(user))
            .await
    }

    /// The rows of `users` in `pool` (players without one are missing).
    ///
    /// # Errors
    /// Database failures.
    pub async fn ratings_in(
        &self,
        pool: &str,
        users: &[&str],
    ) -> Result<Vec<RatingRow>, StoreError> {
        let mut out = Vec::new();
        for user in users {
            out.extend(self.optional(select_rating(user, pool)).await?);
        }
        Ok(out)
    }

    /// `user`'s changes in `pool`, oldest first (the rating chart).
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating_history(
        &self,
        user: &str,
        pool: &str,
    ) -> Result<Vec<RatingChangeRow>, StoreError> {
        let q = select_changes("WHERE c.user_id = $1 AND c.pool = $2 ORDER BY c.id");
        self.all(q.bind(user).bind(pool)).await
    }

    /// The changes game `game_id` made (none if it was not rated), White's first if both.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating_changes_of_game(
        &self,
        game_id: i64,
    ) -> Result<Vec<RatingChangeRow>, StoreError> {
        self.all(select_changes("WHERE c.game_id = $1 ORDER BY c.id").bind(game_id))
            .await
    }

    /// The rows in `pool` of every player who has a rated game of that pool in guild
    /// `guild_id`, best rating first (ties: more games, then id).
    ///
    /// # Errors
    /// Database failures.
    pub async fn leaderboard(
        &self,
        guild_id: &str,
        pool: &str,
    ) -> Result<Vec<RatingRow>, StoreError> {
        let q = select_ratings(
            "WHERE r.pool = $1 AND EXISTS ( \
             SELECT 1 FROM rating_changes c JOIN games g ON g.id = c.game_id \
             WHERE c.user_id = r.user_id AND c.pool = $1 AND g.guild_id = $2) \
             ORDER BY r.rating DESC, r.games DESC, r.user_id",
        );
        self.all(q.bind(pool).bind(guild_id)).await
    }
}
