//! Your-move notifications by direct message (migration 0018): each player's mode, the daily
//! digest's schedule, and the last DM per game (for the one-per-hour limit).

use super::{Store, StoreError};

impl Store {
    /// `user`'s notification mode code (`on`, `off`, `digest`) and whether their DMs were found
    /// closed; `None` when never set.
    ///
    /// # Errors
    /// Database failures.
    pub async fn notify_mode(&self, user: &str) -> Result<Option<(String, bool)>, StoreError> {
        let q =
            sqlx::query_as("SELECT mode, closed FROM notify_prefs WHERE user_id = $1").bind(user);
        let row: Option<(String, i64)> = self.optional(q).await?;
        Ok(row.map(|(m, c)| (m, c != 0)))
    }

    /// Sets `user`'s mode code, the next digest time (Unix seconds, for `digest`) and the
    /// closed-DMs mark.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_notify_mode(
        &self,
        user: &str,
        mode: &str,
        next_digest_at: Option<i64>,
        closed: bool,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO notify_prefs (user_id, mode, next_digest_at, closed) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode, next_digest_at = excluded.next_digest_at, closed = excluded.closed",
        )
        .bind(user)
        .bind(mode)
        .bind(next_digest_at)
        .bind(i64::from(closed));
        self.run(q).await.map(|_| ())
    }

    /// Takes the right to send `user` a your-move DM for game `game_id` at `now` (Unix seconds):
    /// `true` (and recorded) unless one went out less than `gap` seconds ago.
    ///
    /// # Errors
    /// Database failures.
    pub async fn claim_notification(
        &self,
        user: &str,
        game_id: i64,
        now: i64,
        gap: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "INSERT INTO notify_sent (user_id, game_id, sent_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id, game_id) DO UPDATE SET sent_at = excluded.sent_at \
             WHERE notify_sent.sent_at <= $4",
        )
        .bind(user)
        .bind(game_id)
        .bind(now)
        .bind(now - gap);
        Ok(self.run(q).await? == 1)
    }

    /// Players whose daily digest is due at `now` (Unix seconds), with its due time.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_digests(&self, now: i64) -> Result<Vec<(String, i64)>, StoreError> {
        let q = sqlx::query_as(
            "SELECT user_id, next_digest_at FROM notify_prefs WHERE mode = 'digest' AND next_digest_at <= $1 ORDER BY user_id",
        )
        .bind(now);
        self.all(q).await
    }

    /// Moves `user`'s digest from `due` to `next` (guarded: only if still due at `due`, so two
    /// workers send it once); `true` if this call moved it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn advance_digest(
        &self,
        user: &str,
        due: i64,
        next: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE notify_prefs SET next_digest_at = $1 WHERE user_id = $2 AND mode = 'digest' AND next_digest_at = $3",
        )
        .bind(next)
        .bind(user)
        .bind(due);
        Ok(self.run(q).await? == 1)
    }
}
