//! Queries for running the bot (issue 23): the abuse limits' counts, a server's open games,
//! the figures metrics show, and the online backup.

use super::games::select_games;
use super::{Backend, GameRow, Store, StoreError, WriteTx};

/// A user's challenges as the abuse limits count them (see `crate::game::Limits`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChallengeCounts {
    /// Challenges made by the user still waiting for an answer (not expired at `now`).
    pub open: i64,
    /// Challenges (and games against the computer) made by the user since `since`.
    pub recent: i64,
    /// When the oldest of those was made, Unix seconds (game clock).
    pub oldest_recent: Option<i64>,
}

/// The first key of the advisory locks [`WriteTx::lock_challenger`] takes (the second is the
/// user's hash), so that they meet no other advisory lock.
const CHALLENGER_LOCK: i32 = 23;

impl WriteTx {
    /// Takes `user`'s challenger lock until this transaction ends, so that counting their
    /// challenges and inserting a new one are one step: on PostgreSQL a transaction-level
    /// advisory lock keyed by the user (a second challenge by the same user waits here until
    /// the first commits, then counts it; a hash collision only makes two users wait for each
    /// other); on SQLite nothing, since `BEGIN IMMEDIATE` already lets one writer in at a time.
    ///
    /// # Errors
    /// Database failures.
    pub async fn lock_challenger(&mut self, user: &str) -> Result<(), StoreError> {
        if self.backend() == Backend::Sqlite {
            return Ok(());
        }
        let q = sqlx::query_as(
            "SELECT CAST(1 AS BIGINT) FROM (SELECT pg_advisory_xact_lock($1, hashtext($2))) AS l",
        )
        .bind(CHALLENGER_LOCK)
        .bind(user);
        let (_,): (i64,) = self.one(q).await?;
        Ok(())
    }

    /// Counts `user`'s challenges: open at `now`, and made since `since` (Unix seconds), inside
    /// the write transaction; after [`WriteTx::lock_challenger`] two challenges at once cannot
    /// both pass a limit, on either backend.
    ///
    /// # Errors
    /// Database failures.
    pub async fn challenge_counts(
        &mut self,
        user: &str,
        now: i64,
        since: i64,
    ) -> Result<ChallengeCounts, StoreError> {
        let q = sqlx::query_as(
            "SELECT COUNT(*) FROM games WHERE challenger_id = $1 AND status = 'challenge' AND (expires_at IS NULL OR expires_at > $2)",
        )
        .bind(user)
        .bind(now);
        let (open,) = self.one(q).await?;
        let q = sqlx::query_as(
            "SELECT COUNT(*), MIN(created_at) FROM games WHERE challenger_id = $1 AND created_at > $2",
        )
        .bind(user)
        .bind(since);
        let (recent, oldest_recent) = self.one(q).await?;
        Ok(ChallengeCounts {
            open,
            recent,
            oldest_recent,
        })
    }
}

impl Store {
    /// The open games and challenges of server `guild_id`, oldest first (at most `limit`).
    ///
    /// # Errors
    /// Database failures.
    pub async fn open_games_in_guild(
        &self,
        guild_id: &str,
        limit: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let q = select_games(
            "guild_id = $1 AND status IN ('challenge', 'active') ORDER BY id LIMIT $2",
        );
        self.all(q.bind(guild_id).bind(limit)).await
    }

    /// How many games are being played (status active).
    ///
    /// # Errors
    /// Database failures.
    pub async fn active_games(&self) -> Result<i64, StoreError> {
        let q = sqlx::query_as("SELECT COUNT(*) FROM games WHERE status = 'active'");
        let (n,) = self.one(q).await?;
        Ok(n)
    }

    /// Writes a consistent copy of the SQLite database to the new file `to` (`VACUUM INTO`:
    /// safe while the bot runs, the copy is compacted and needs no WAL file). Returns `false`,
    /// writing nothing, on PostgreSQL (back it up with `pg_dump`).
    ///
    /// # Errors
    /// Database failures (among them: `to` exists already).
    pub async fn backup(&self, to: &std::path::Path) -> Result<bool, StoreError> {
        if self.backend == Backend::Postgres {
            return Ok(false);
        }
        let q = sqlx::query("VACUUM INTO $1").bind(to.to_string_lossy().into_owned());
        self.run(q).await.map(|_| true)
    }
}
