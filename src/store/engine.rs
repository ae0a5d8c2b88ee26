//! Games against the computer: the engine's player id and level per game.

use super::{Store, StoreError, WriteTx};

impl WriteTx {
    /// The engine's player id in game `game_id` (read in the transaction), `None` for a game
    /// between people.
    ///
    /// # Errors
    /// Database failures.
    pub async fn engine_player(&mut self, game_id: i64) -> Result<Option<String>, StoreError> {
        let q =
            sqlx::query_as("SELECT player_id FROM engine_games WHERE game_id = $1").bind(game_id);
        let row: Option<(String,)> = self.optional(q).await?;
        Ok(row.map(|(p,)| p))
    }

    /// Marks game `game_id` as played by the engine as `player_id` at `level` (1–8), in the
    /// transaction that stores its challenge, so the game is an engine game from the moment
    /// its challenge can be seen (its announcement never pings the computer). Marking it
    /// again changes nothing.
    ///
    /// # Errors
    /// Database failures.
    pub async fn mark_engine(
        &mut self,
        game_id: i64,
        player_id: &str,
        level: u8,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO engine_games (game_id, player_id, level) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(player_id)
        .bind(i64::from(level));
        self.run(q).await.map(|_| ())
    }
}

impl Store {
    /// The engine's `(player_id, level)` in game `game_id`, `None` for a game between people.
    ///
    /// # Errors
    /// Database failures.
    pub async fn engine_of(&self, game_id: i64) -> Result<Option<(String, u8)>, StoreError> {
        let q = sqlx::query_as("SELECT player_id, level FROM engine_games WHERE game_id = $1")
            .bind(game_id);
        let row: Option<(String, i64)> = self.optional(q).await?;
        Ok(row.map(|(p, l)| (p, l.clamp(1, 8) as u8)))
    }

    /// Every active (started, unfinished) engine game: `(game_id, player_id, level)`, oldest
    /// first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn active_engine_games(&self) -> Result<Vec<(i64, String, u8)>, StoreError> {
        let q = sqlx::query_as(
            "SELECT e.game_id, e.player_id, e.level FROM engine_games e \
             JOIN games g ON g.id = e.game_id WHERE g.status = 'active' ORDER BY e.game_id",
        );
        let rows: Vec<(i64, String, i64)> = self.all(q).await?;
        Ok(rows
            .into_iter()
            .map(|(g, p, l)| (g, p, l.clamp(1, 8) as u8))
            .collect())
    }

    /// Every active engine game with what decides whether the engine has something to do
    /// there (its turn, an offer to answer), oldest first: see [`EngineGame`]. One query, so
    /// the computer player can look after every commit without loading each game.
    ///
    /// # Errors
    /// Database failures.
    pub async fn engine_games(&self) -> Result<Vec<EngineGame>, StoreError> {
        type Row = (i64, String, i64, i64, Option<String>, Option<String>);
        let q = sqlx::query_as(
            "SELECT e.game_id, e.player_id, e.level, g.ply, g.draw_offer_by, g.takeback_by \
             FROM engine_games e JOIN games g ON g.id = e.game_id \
             WHERE g.status = 'active' ORDER BY e.game_id",
        );
        let rows: Vec<Row> = self.all(q).await?;
        Ok(rows
            .into_iter()
            .map(
                |(game_id, player_id, level, ply, draw, takeback)| EngineGame {
                    game_id,
                    player_id,
                    level: level.clamp(1, 8) as u8,
                    ply,
                    offers: (draw, takeback),
                },
            )
            .collect())
    }
}

/// An active engine game as [`Store::engine_games`] lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineGame {
    /// The game.
    pub game_id: i64,
    /// The engine's player id in it.
    pub player_id: String,
    /// Its level, 1–8.
    pub level: u8,
    /// The game's ply (the row's version): a move changes it.
    pub ply: i64,
    /// Who offers a draw, who asks for a takeback (user ids), as stored.
    pub offers: (Option<String>, Option<String>),
}
