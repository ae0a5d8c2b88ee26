//! Conditional moves (issue 21): the stored lines of `conditional_lines`, read and written only
//! inside a [`WriteTx`] that holds the game (so a line and the game's ply never disagree).
//! Rows of codes and texts; what a line means is `crate::game::conditional`'s.

use super::run::Select;
use super::{Store, StoreError, WriteTx};

const SELECT: &str = "SELECT id, game_id, color, owner_id, ply, moves, created_at, dropped_note \
                      FROM conditional_lines WHERE game_id = $1 ORDER BY id";

/// One stored line.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ConditionalRow {
    /// Row id (stable while the line is advanced).
    pub id: i64,
    /// The game.
    pub game_id: i64,
    /// The owner's colour code (`white`, `black`): the side whose replies the line holds.
    pub color: String,
    /// The owner's player id.
    pub owner_id: String,
    /// The game's ply the line starts from: its first move is expected as ply `ply + 1`.
    pub ply: i64,
    /// Canonical move texts separated by single spaces, the opponent's move first.
    pub moves: String,
    /// When the line was entered (Unix seconds).
    pub created_at: i64,
    /// Set when the line was dropped because its reply could not be played: a reason code and
    /// the reply's move text (`illegal e8-e5`, written and read by
    /// `crate::game::conditional::DroppedNote`; rows from before the codes hold an English
    /// note); the row then waits only to be shown to its owner once.
    pub dropped_note: Option<String>,
}

/// The lines of game `game_id`, in id order, with `lock` (`""` or `" FOR UPDATE"`) appended.
fn select_lines<'q>(game_id: i64, lock: &str) -> Select<'q, ConditionalRow> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!("{SELECT}{lock}"))).bind(game_id)
}

impl Store {
    /// Every stored line of game `game_id` (live and dropped), in id order: for the owner's
    /// own view and tests. Nothing public reads these rows.
    ///
    /// # Errors
    /// Database failures.
    pub async fn conditional_lines(&self, game_id: i64) -> Result<Vec<ConditionalRow>, StoreError> {
        self.all(select_lines(game_id, "")).await
    }
}

impl WriteTx {
    /// Every stored line of game `game_id` (live and dropped), in id order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn conditional_lines(
        &mut self,
        game_id: i64,
    ) -> Result<Vec<ConditionalRow>, StoreError> {
        let q = select_lines(game_id, self.lock());
        self.all(q).await
    }

    /// Stores a new line (`id` of `line` is ignored); returns its id.
    ///
    /// # Errors
    /// Database failures.
    pub async fn insert_conditional_line(
        &mut self,
        line: &ConditionalRow,
    ) -> Result<i64, StoreError> {
        let q = sqlx::query_as(
            "INSERT INTO conditional_lines (game_id, color, owner_id, ply, moves, created_at, dropped_note) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(line.game_id)
        .bind(&line.color)
        .bind(&line.owner_id)
        .bind(line.ply)
        .bind(&line.moves)
        .bind(line.created_at)
        .bind(&line.dropped_note);
        let (id,) = self.one(q).await?;
        Ok(id)
    }

    /// Rewrites line `id` to start from ply `ply` with `moves` (a line advanced past a played
    /// pair of moves, or extended by a longer one).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_conditional_line(
        &mut self,
        id: i64,
        ply: i64,
        moves: &str,
    ) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE conditional_lines SET ply = $1, moves = $2 WHERE id = $3")
            .bind(ply)
            .bind(moves)
            .bind(id);
        self.run(q).await.map(|_| ())
    }

    /// Marks line `id` dropped with `note` (a code and a move text, see
    /// [`ConditionalRow::dropped_note`]; kept until its owner has seen it).
    ///
    /// # Errors
    /// Database failures.
    pub async fn drop_conditional_line(&mut self, id: i64, note: &str) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE conditional_lines SET dropped_note = $1 WHERE id = $2")
            .bind(note)
            .bind(id);
        self.run(q).await.map(|_| ())
    }

    /// Deletes line `id` of game `game_id`; `false` if there was none.
    ///
    /// # Errors
    /// Database failures.
    pub async fn delete_conditional_line(
        &mut self,
        game_id: i64,
        id: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query("DELETE FROM conditional_lines WHERE id = $1 AND game_id = $2")
            .bind(id)
            .bind(game_id);
        Ok(self.run(q).await? == 1)
    }

    /// Deletes the lines of game `game_id`: of colour `color` only, or all with `None`.
    /// Returns how many rows went.
    ///
    /// # Errors
    /// Database failures.
    pub async fn clear_conditional_lines(
        &mut self,
        game_id: i64,
        color: Option<&str>,
    ) -> Result<u64, StoreError> {
        let q = match color {
            Some(c) => {
                sqlx::query("DELETE FROM conditional_lines WHERE game_id = $1 AND color = $2")
                    .bind(game_id)
                    .bind(c)
            }
            None => sqlx::query("DELETE FROM conditional_lines WHERE game_id = $1").bind(game_id),
        };
        self.run(q).await
    }
}
