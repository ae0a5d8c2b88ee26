//! Per-player preferences (migration 0018): the board orientation of pictures shown to a player
//! alone.

use super::{Store, StoreError};

impl Store {
    /// `user`'s board orientation code (`mine`, `white`), `None` when never set.
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_pref(&self, user: &str) -> Result<Option<String>, StoreError> {
        let q = sqlx::query_as("SELECT board FROM board_prefs WHERE user_id = $1").bind(user);
        let row: Option<(String,)> = self.optional(q).await?;
        Ok(row.map(|(b,)| b))
    }

    /// Sets `user`'s board orientation code (replacing any earlier one).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board_pref(&self, user: &str, board: &str) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO board_prefs (user_id, board) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET board = excluded.board",
        )
        .bind(user)
        .bind(board);
        self.run(q).await.map(|_| ())
    }
}
