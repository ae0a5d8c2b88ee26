//! Games against the computer: the engine's player id and level per game.

use super::{Store, StoreError, WriteTx};

impl WriteTx {
    /// The engine's player id in game `game_id` (read in the transaction), `None` for a game
    /// between people.
    ///
    /// # Errors
    /// Database failures.
    pub async fn engine_player(&mut self, game_id: i64) -> Result<Option<String>, StoreError> {
        let r: Result<Option<(String,)>, _> =
            sqlx::query_as("SELECT player_id FROM engine_games WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(self.conn())
                .await;
        Ok(r.map_err(|e| self.err(e))?.map(|(p,)| p))
    }
}

impl Store {
    /// Marks game `game_id` as played by the engine as `player_id` at `level` (1–8). Marking
    /// it again changes nothing.
    ///
    /// # Errors
    /// Database failures.
    pub async fn mark_engine(
        &self,
        game_id: i64,
        player_id: &str,
        level: u8,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO engine_games (game_id, player_id, level) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(player_id)
        .bind(i64::from(level))
        .execute(&self.pool)
        .await
        .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The engine's `(player_id, level)` in game `game_id`, `None` for a game between people.
    ///
    /// # Errors
    /// Database failures.
    pub async fn engine_of(&self, game_id: i64) -> Result<Option<(String, u8)>, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT player_id, level FROM engine_games WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await
                .map_err(|e| self.err(e))?;
        Ok(row.map(|(p, l)| (p, l.clamp(1, 8) as u8)))
    }

    /// Every active (started, unfinished) engine game: `(game_id, player_id, level)`, oldest
    /// first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn active_engine_games(&self) -> Result<Vec<(i64, String, u8)>, StoreError> {
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT e.game_id, e.player_id, e.level FROM engine_games e \
             JOIN games g ON g.id = e.game_id WHERE g.status = 'active' ORDER BY e.game_id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(|e| self.err(e))?;
        Ok(rows
            .into_iter()
            .map(|(g, p, l)| (g, p, l.clamp(1, 8) as u8))
            .collect())
    }
}
