//! Games and moves: reads, the insert, and the one guarded update every change goes through.

use super::rows::{GAME_COLUMNS, MOVE_COLUMNS};
use super::run::{Bind, Select, Statement};
use super::{DueEvent, EventKind, GameKey, GameRow, MoveRow, Store, StoreError, WriteTx};
use sqlx::AnyConnection;
use sqlx::AssertSqlSafe;

/// Game rows: `filter` is what follows `WHERE` (with its order, limit and lock).
pub(super) fn select_games<'q>(filter: &str) -> Select<'q, GameRow> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE {filter}");
    sqlx::query_as(AssertSqlSafe(sql))
}

/// Move rows: `filter` is what follows `WHERE` (with its order).
fn select_moves<'q>(filter: &str) -> Select<'q, MoveRow> {
    let sql = format!("SELECT {MOVE_COLUMNS} FROM moves WHERE {filter}");
    sqlx::query_as(AssertSqlSafe(sql))
}

/// The game `key` names, with `lock` (`""` or `" FOR UPDATE"`) appended.
fn select_game<'q>(key: GameKey<'q>, lock: &str) -> Select<'q, GameRow> {
    match key {
        GameKey::Id(id) => select_games(&format!("id = $1{lock}")).bind(id),
        GameKey::OpenIn(ch) => select_games(&format!(
            "channel_id = $1 AND status IN ('challenge', 'active'){lock}"
        ))
        .bind(ch),
        GameKey::LastIn(ch) => {
            select_games(&format!("channel_id = $1 ORDER BY id DESC LIMIT 1{lock}")).bind(ch)
        }
    }
}

/// Binds the 18 columns the guarded update writes, in this order (`white_id` … `finished_at`):
/// the first values of both [`WriteTx::insert_game`] and [`WriteTx::update_game`].
fn bind_changes<'q, Q: Bind<'q>>(q: Q, g: &'q GameRow) -> Q {
    q.bind_next(&g.white_id)
        .bind_next(&g.white_name)
        .bind_next(&g.black_id)
        .bind_next(&g.black_name)
        .bind_next(&g.status)
        .bind_next(&g.tfen)
        .bind_next(g.ply)
        .bind_next(&g.result)
        .bind_next(&g.end_reason)
        .bind_next(&g.end_note)
        .bind_next(&g.ended_by)
        .bind_next(g.deadline)
        .bind_next(g.remind_at)
        .bind_next(g.expires_at)
        .bind_next(&g.draw_offer_by)
        .bind_next(&g.takeback_by)
        .bind_next(g.updated_at)
        .bind_next(g.finished_at)
}

async fn game_on(
    conn: &mut AnyConnection,
    key: GameKey<'_>,
    lock: &str,
) -> Result<Option<GameRow>, sqlx::Error> {
    select_game(key, lock).fetch_optional(conn).await
}

async fn moves_on(
    conn: &mut AnyConnection,
    game_id: i64,
    from_ply: i64,
) -> Result<Vec<MoveRow>, sqlx::Error> {
    select_moves("game_id = $1 AND ply >= $2 ORDER BY ply")
        .bind(game_id)
        .bind(from_ply)
        .fetch_all(conn)
        .await
}

impl Store {
    /// A game row, `None` if there is none.
    ///
    /// # Errors
    /// Database failures.
    pub async fn game(&self, key: GameKey<'_>) -> Result<Option<GameRow>, StoreError> {
        let mut conn = self.pool.acquire().await.map_err(|e| self.err(e))?;
        game_on(&mut conn, key, "").await.map_err(|e| self.err(e))
    }

    /// A game row with its last `tail` moves (all moves for `None`), read in one transaction
    /// so that a move stored meanwhile cannot tear the pair.
    ///
    /// # Errors
    /// Database failures.
    pub async fn game_with_moves(
        &self,
        key: GameKey<'_>,
        tail: Option<i64>,
    ) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        let mut tx = self.pool.begin().await.map_err(|e| self.err(e))?;
        let Some(row) = game_on(&mut tx, key, "").await.map_err(|e| self.err(e))? else {
            return Ok(None);
        };
        let from = tail.map_or(1, |n| row.ply - n + 1);
        let moves = moves_on(&mut tx, row.id, from)
            .await
            .map_err(|e| self.err(e))?;
        tx.commit().await.map_err(|e| self.err(e))?;
        Ok(Some((row, moves)))
    }

    /// The moves of a game from ply `from` (1 = all), in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn moves(&self, game_id: i64, from: i64) -> Result<Vec<MoveRow>, StoreError> {
        let mut conn = self.pool.acquire().await.map_err(|e| self.err(e))?;
        moves_on(&mut conn, game_id, from)
            .await
            .map_err(|e| self.err(e))
    }

    /// Open (challenge or active) games in which `user` plays, oldest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn games_of(&self, user: &str) -> Result<Vec<GameRow>, StoreError> {
        let q = select_games(
            "(white_id = $1 OR black_id = $1) AND status IN ('challenge', 'active') ORDER BY id",
        );
        self.all(q.bind(user)).await
    }

    /// `user`'s finished games that were played (not declined, withdrawn or expired
    /// challenges), the most recently finished first, at most `limit` (for `/games
    /// finished:true` and the autocomplete of `game:` options).
    ///
    /// # Errors
    /// Database failures.
    pub async fn finished_games_of(
        &self,
        user: &str,
        limit: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let q = select_games(
            "(white_id = $1 OR black_id = $1) AND status = 'finished' AND (end_reason IS NULL OR end_reason NOT IN ('declined', 'withdrawn', 'expired')) ORDER BY finished_at DESC, id DESC LIMIT $2",
        );
        self.all(q.bind(user).bind(limit)).await
    }

    /// Every game id, in order (for `timur check`).
    ///
    /// # Errors
    /// Database failures.
    pub async fn game_ids(&self) -> Result<Vec<i64>, StoreError> {
        let rows: Vec<(i64,)> = self
            .all(sqlx::query_as("SELECT id FROM games ORDER BY id"))
            .await?;
        Ok(rows.into_iter().map(|r| r.0).collect())
    }

    /// Every scheduler event due at or before `now`, in the order they fell due (then expiry,
    /// reminder, timeout; then game id).
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_events(&self, now: i64) -> Result<Vec<DueEvent>, StoreError> {
        let mut tx = self.pool.begin().await.map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        let queries = [
            (EventKind::ChallengeExpiry, "SELECT id, ply, expires_at FROM games WHERE status = 'challenge' AND expires_at <= $1"),
            (EventKind::Reminder, "SELECT id, ply, remind_at FROM games WHERE status = 'active' AND remind_at <= $1"),
            (EventKind::Timeout, "SELECT id, ply, deadline FROM games WHERE status = 'active' AND deadline <= $1"),
        ];
        for (kind, sql) in queries {
            let rows: Vec<(i64, i64, i64)> = sqlx::query_as(sql)
                .bind(now)
                .fetch_all(&mut *tx)
                .await
                .map_err(|e| self.err(e))?;
            out.extend(rows.into_iter().map(|(game_id, ply, at)| DueEvent {
                at,
                kind,
                game_id,
                ply,
            }));
        }
        tx.commit().await.map_err(|e| self.err(e))?;
        out.sort_by_key(|e| (e.at, e.kind, e.game_id));
        Ok(out)
    }
}

impl WriteTx {
    /// A game row, read under the write lock (PostgreSQL: the row locked `FOR UPDATE`).
    ///
    /// # Errors
    /// Database failures.
    pub async fn game(&mut self, key: GameKey<'_>) -> Result<Option<GameRow>, StoreError> {
        let lock = self.lock();
        let r = game_on(self.conn(), key, lock).await;
        r.map_err(|e| self.err(e))
    }

    /// The move row of `ply`, if stored.
    ///
    /// # Errors
    /// Database failures.
    pub async fn move_at(&mut self, game_id: i64, ply: i64) -> Result<Option<MoveRow>, StoreError> {
        let q = select_moves("game_id = $1 AND ply = $2");
        self.optional(q.bind(game_id).bind(ply)).await
    }

    /// How many stored moves of the game led to a position with repetition key `key`
    /// (indexed: the cost does not grow with the game's length).
    ///
    /// # Errors
    /// Database failures.
    pub async fn repetitions(&mut self, game_id: i64, key: &str) -> Result<i64, StoreError> {
        let q = sqlx::query_as("SELECT COUNT(*) FROM moves WHERE game_id = $1 AND rep_key = $2")
            .bind(game_id)
            .bind(key);
        let (n,) = self.one(q).await?;
        Ok(n)
    }

    /// Inserts a new game and returns its id.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`] if the channel already has an open game or challenge.
    pub async fn insert_game(&mut self, g: &GameRow) -> Result<i64, StoreError> {
        let q: Select<'_, (i64,)> = sqlx::query_as(
            "INSERT INTO games (white_id, white_name, black_id, black_name, status, tfen, ply, result, end_reason, end_note, ended_by, deadline, remind_at, expires_at, draw_offer_by, takeback_by, updated_at, finished_at, \
             guild_id, channel_id, parent_channel_id, variant, options, challenger_id, start_tfen, start_rep_key, days_per_move, created_at, rated, gif) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30) RETURNING id",
        );
        let q = bind_changes(q, g)
            .bind(&g.guild_id)
            .bind(&g.channel_id)
            .bind(&g.parent_channel_id)
            .bind(&g.variant)
            .bind(&g.options)
            .bind(&g.challenger_id)
            .bind(&g.start_tfen)
            .bind(&g.start_rep_key)
            .bind(g.days_per_move)
            .bind(g.created_at)
            .bind(g.rated)
            .bind(g.gif);
        let (id,) = self.one_unique(q).await?.ok_or(StoreError::ChannelBusy)?;
        Ok(id)
    }

    /// The guarded update: writes every mutable column of `g` to game `g.id` if it still has
    /// status `status` and ply `ply` (`UPDATE … WHERE id = ? AND status = ? AND ply = ?`), then
    /// checks that exactly one row changed.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the game is no longer in that state;
    /// [`StoreError::ChannelBusy`] if reopening it clashes with another open game.
    pub async fn update_game(
        &mut self,
        status: &str,
        ply: i64,
        g: &GameRow,
    ) -> Result<(), StoreError> {
        let q: Statement<'_> = sqlx::query(
            "UPDATE games SET white_id = $1, white_name = $2, black_id = $3, black_name = $4, status = $5, tfen = $6, ply = $7, result = $8, end_reason = $9, end_note = $10, ended_by = $11, deadline = $12, remind_at = $13, expires_at = $14, draw_offer_by = $15, takeback_by = $16, updated_at = $17, finished_at = $18 \
             WHERE id = $19 AND status = $20 AND ply = $21",
        );
        let q = bind_changes(q, g).bind(g.id).bind(status).bind(ply);
        match self.run_unique(q).await? {
            Some(1) => Ok(()),
            Some(_) => Err(StoreError::Conflict),
            None => Err(StoreError::ChannelBusy),
        }
    }

    /// Appends a move row.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if that ply is already stored.
    pub async fn insert_move(&mut self, m: &MoveRow) -> Result<(), StoreError> {
        let q = sqlx::query("INSERT INTO moves (game_id, ply, text, san, tfen_after, rep_key, succeeded, player_id, played_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)")
            .bind(m.game_id)
            .bind(m.ply)
            .bind(&m.text)
            .bind(&m.san)
            .bind(&m.tfen_after)
            .bind(&m.rep_key)
            .bind(&m.succeeded)
            .bind(&m.player_id)
            .bind(m.played_at);
        match self.run_unique(q).await? {
            Some(_) => Ok(()),
            None => Err(StoreError::Conflict),
        }
    }

    /// Deletes the move of `ply` (a takeback).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it was not stored.
    pub async fn delete_move(&mut self, game_id: i64, ply: i64) -> Result<(), StoreError> {
        let q = sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply = $2")
            .bind(game_id)
            .bind(ply);
        match self.run(q).await? {
            1 => Ok(()),
            _ => Err(StoreError::Conflict),
        }
    }

    /// Fills in the exact-form columns of an older move row (after a one-time replay).
    ///
    /// # Errors
    /// Database failures.
    pub async fn backfill_move(&mut self, m: &MoveRow) -> Result<(), StoreError> {
        let q = sqlx::query(
            "UPDATE moves SET san = $1, rep_key = $2, succeeded = $3 WHERE game_id = $4 AND ply = $5",
        )
        .bind(&m.san)
        .bind(&m.rep_key)
        .bind(&m.succeeded)
        .bind(m.game_id)
        .bind(m.ply);
        self.run(q).await.map(|_| ())
    }

    /// Sets a game's start repetition key (older rows, after a one-time replay).
    ///
    /// # Errors
    /// Database failures.
    pub async fn backfill_start(&mut self, game_id: i64, key: &str) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE games SET start_rep_key = $1 WHERE id = $2")
            .bind(key)
            .bind(game_id);
        self.run(q).await.map(|_| ())
    }

    /// Active games with a clock in which `user` plays (for vacations).
    ///
    /// # Errors
    /// Database failures.
    pub async fn clocked_games_of(&mut self, user: &str) -> Result<Vec<GameRow>, StoreError> {
        let q = select_games(&format!(
            "status = 'active' AND deadline IS NOT NULL AND (white_id = $1 OR black_id = $1) ORDER BY id{}",
            self.lock()
        ));
        self.all(q.bind(user)).await
    }
}
