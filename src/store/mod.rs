//! Persistence: games and moves in SQLite through sqlx, migrations from `migrations/` applied at
//! open. Every write that depends on what was read runs in one `BEGIN IMMEDIATE` transaction
//! with a version check (the game's ply), so concurrent commands on one game never both apply.

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::str::FromStr;
use std::time::Duration;

mod corr;

pub use corr::{turn_clock, CorrRow, DueEvent, EventKind, FinishIf, NewCorr, Offer, Vacation, DAY};

/// A game's lifecycle state, stored as text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// Challenge posted, waiting for the opponent.
    Challenge,
    /// Being played.
    Active,
    /// Over; `result` is set.
    Finished,
    /// The challenged player declined.
    Declined,
    /// The challenger withdrew the challenge.
    Cancelled,
}

impl Status {
    /// The stored text.
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Declined => "declined",
            Status::Cancelled => "cancelled",
        }
    }

    /// Parses the stored text.
    pub fn parse(s: &str) -> Option<Status> {
        Some(match s {
            "challenge" => Status::Challenge,
            "active" => Status::Active,
            "finished" => Status::Finished,
            "declined" => Status::Declined,
            "cancelled" => Status::Cancelled,
            _ => return None,
        })
    }
}

/// One row of `games`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    /// Primary key.
    pub id: i64,
    /// Discord guild id, `None` for direct messages and local games.
    pub guild_id: Option<String>,
    /// Discord channel (or thread) id; `local:NAME` for local games.
    pub channel_id: String,
    /// Variant id (`tamerlane`, …).
    pub variant: String,
    /// Non-default rule options, `key=value` words.
    pub options: String,
    /// White player's id (Discord user id or local name).
    pub white_id: String,
    /// White player's display name at challenge time.
    pub white_name: String,
    /// Black player's id.
    pub black_id: String,
    /// Black player's display name.
    pub black_name: String,
    /// Who issued the challenge.
    pub challenger_id: String,
    /// Stored status text; see [`GameRow::status`].
    pub status: String,
    /// TFEN of the start position.
    pub start_tfen: String,
    /// TFEN of the current position.
    pub tfen: String,
    /// Number of moves played (plies); the row's version for optimistic concurrency.
    pub ply: i64,
    /// `1-0`, `0-1` or `1/2-1/2` once finished.
    pub result: Option<String>,
    /// Why it ended, a sentence.
    pub result_reason: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds.
    pub updated_at: i64,
}

impl GameRow {
    /// The parsed status; `None` for a corrupt row.
    pub fn status(&self) -> Option<Status> {
        Status::parse(&self.status)
    }
}

/// One row of `moves`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct MoveRow {
    /// The game.
    pub game_id: i64,
    /// 1 for the first move.
    pub ply: i64,
    /// Canonical move text (RULES.md §6.2), without check marks.
    pub text: String,
    /// TFEN after the move.
    pub tfen_after: String,
    /// Who played it.
    pub player_id: String,
    /// Unix seconds.
    pub played_at: i64,
}

/// A new challenge to insert.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// Discord guild id, if any.
    pub guild_id: Option<String>,
    /// Channel (or thread) id.
    pub channel_id: String,
    /// Variant id.
    pub variant: String,
    /// Non-default options text.
    pub options: String,
    /// White's id and name.
    pub white: (String, String),
    /// Black's id and name.
    pub black: (String, String),
    /// Who challenged.
    pub challenger_id: String,
    /// Start TFEN (also the current TFEN).
    pub start_tfen: String,
    /// Initial status (`Challenge`, or `Active` for local games).
    pub status: Status,
    /// Unix seconds.
    pub now: i64,
}

/// Storage errors.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The channel already has an open game or challenge.
    #[error("this channel already has a game or challenge")]
    ChannelBusy,
    /// The row changed since it was read (another command won the race).
    #[error("the game changed since it was read")]
    Conflict,
    /// Anything from SQLite or the migrations.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// A vacation is already running.
    #[error("a vacation is already running")]
    VacationRunning,
    /// Not enough vacation days left this year.
    #[error("only {left} vacation days left this year")]
    VacationBudget {
        /// Days left.
        left: i64,
    },
    /// Migrations failed.
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// Which game [`Store::snapshot`] reads.
#[derive(Clone, Copy, Debug)]
pub enum GameKey<'a> {
    /// By primary key.
    Id(i64),
    /// The open (challenge or active) game of a channel.
    OpenIn(&'a str),
    /// The most recent game of a channel, whatever its status.
    LastIn(&'a str),
}

/// The database handle; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

pub(crate) const GAME_COLUMNS: &str = "id, guild_id, channel_id, variant, options, white_id, white_name, black_id, black_name, challenger_id, status, start_tfen, tfen, ply, result, result_reason, created_at, updated_at";

impl Store {
    /// Opens (creating if missing) the SQLite database at `url` (`sqlite://timur.db`, or a plain
    /// path), in WAL mode with a 10 s busy timeout, and applies the migrations.
    ///
    /// # Errors
    /// [`StoreError::Database`] if the file cannot be opened, [`StoreError::Migrate`] if a
    /// migration fails.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let url = if url.starts_with("sqlite:") {
            url.to_string()
        } else {
            format!("sqlite://{url}")
        };
        let options = SqliteConnectOptions::from_str(&url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    /// The underlying pool, for tests and for later modules' own queries.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes the pool (waits for connections to be returned).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Inserts a new game.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`] if the channel already has an open game or challenge.
    pub async fn create_game(&self, g: &NewGame) -> Result<GameRow, StoreError> {
        let untimed = corr::NewCorr {
            days_per_move: None,
            expires_at: None,
            parent_channel_id: None,
        };
        self.create_game_corr(g, &untimed).await
    }

    /// The game with this id.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"));
        Ok(sqlx::query_as(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// A game and its moves read in one transaction, so that a move stored meanwhile cannot
    /// tear the pair. `open_in_channel` selects the channel's open game instead of `id`.
    pub async fn snapshot(
        &self,
        by: GameKey<'_>,
    ) -> Result<Option<(GameRow, Vec<MoveRow>)>, StoreError> {
        Ok(self
            .snapshot_corr(by)
            .await?
            .map(|(row, _, moves)| (row, moves)))
    }

    /// [`Store::snapshot`] with the game's correspondence columns, all in one transaction.
    pub async fn snapshot_corr(
        &self,
        by: GameKey<'_>,
    ) -> Result<Option<(GameRow, CorrRow, Vec<MoveRow>)>, StoreError> {
        // One read transaction: WAL gives both reads the same snapshot.
        let mut tx = self.pool.begin().await?;
        let row: Option<GameRow> = match by {
            GameKey::Id(id) => {
                let sql =
                    sqlx::AssertSqlSafe(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"));
                sqlx::query_as(sql)
                    .bind(id)
                    .fetch_all(&mut *tx)
                    .await?
                    .pop()
            }
            GameKey::OpenIn(channel) => {
                let sql = sqlx::AssertSqlSafe(format!(
                    "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('challenge', 'active')"
                ));
                sqlx::query_as(sql)
                    .bind(channel)
                    .fetch_all(&mut *tx)
                    .await?
                    .pop()
            }
            GameKey::LastIn(channel) => {
                let sql = sqlx::AssertSqlSafe(format!(
                    "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1"
                ));
                sqlx::query_as(sql)
                    .bind(channel)
                    .fetch_all(&mut *tx)
                    .await?
                    .pop()
            }
        };
        let Some(row) = row else {
            tx.commit().await?;
            return Ok(None);
        };
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM games WHERE id = ?",
            corr::CORR_COLUMNS
        ));
        let corr: CorrRow = sqlx::query_as(sql).bind(row.id).fetch_one(&mut *tx).await?;
        let moves = sqlx::query_as(
            "SELECT game_id, ply, text, tfen_after, player_id, played_at FROM moves WHERE game_id = ? ORDER BY ply",
        )
        .bind(row.id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some((row, corr, moves)))
    }

    /// Every game with status `active`, oldest first.
    pub async fn active_games(&self) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' ORDER BY id"
        ));
        Ok(sqlx::query_as(sql).fetch_all(&self.pool).await?)
    }

    /// The moves of a game in order.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<MoveRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game_id, ply, text, tfen_after, player_id, played_at FROM moves WHERE game_id = ? ORDER BY ply",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Changes a game's status from `from` to `to` if it still is `from` (and, when `ply` is
    /// given, still at that ply), setting the result when finishing.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the row is no longer in the expected state.
    pub async fn transition(
        &self,
        id: i64,
        from: Status,
        to: Status,
        ply: Option<i64>,
        result: Option<(&str, &str)>,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT status, ply FROM games WHERE id = ?")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
        match row {
            Some((status, p)) if status == from.as_str() && ply.is_none_or(|want| want == p) => {}
            _ => return Err(StoreError::Conflict),
        }
        sqlx::query("UPDATE games SET status = ?, result = ?, result_reason = ?, updated_at = ? WHERE id = ?")
            .bind(to.as_str())
            .bind(result.map(|r| r.0))
            .bind(result.map(|r| r.1))
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Appends move `mv` (whose `ply` must be the game's ply + 1) to an active game, updates the
    /// current TFEN, and finishes the game when `result` is given — all in one transaction.
    /// With days per move, the player now to move gets a fresh deadline (from the end of their
    /// vacation if they are on one); a draw offer lapses unless the mover made it; a takeback
    /// request lapses.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the game is no longer active at ply `mv.ply - 1`, or its
    /// deadline passed before `mv.played_at`.
    pub async fn append_move(
        &self,
        mv: &MoveRow,
        result: Option<(&str, &str)>,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        #[allow(clippy::type_complexity)]
        let row: Option<(String, i64, Option<i64>, Option<i64>, String, String, Option<String>)> =
            sqlx::query_as("SELECT status, ply, deadline, days_per_move, white_id, black_id, draw_offer_by FROM games WHERE id = ?")
                .bind(mv.game_id)
                .fetch_optional(&mut *tx)
                .await?;
        let (days, white, black, offer) = match row {
            Some((status, p, deadline, days, white, black, offer))
                if status == "active"
                    && p + 1 == mv.ply
                    && deadline.is_none_or(|d| mv.played_at < d) =>
            {
                (days, white, black, offer)
            }
            _ => return Err(StoreError::Conflict),
        };
        let next = if corr::white_to_move(&mv.tfen_after) {
            white
        } else {
            black
        };
        let clock = match (days, result) {
            (Some(d), None) => Some(turn_clock(
                corr::turn_start(&mut tx, &next, mv.played_at).await?,
                d,
            )),
            _ => None,
        };
        let offer = offer.filter(|by| *by == mv.player_id && result.is_none());
        sqlx::query("UPDATE games SET deadline = ?, remind_at = ?, draw_offer_by = ?, takeback_by = NULL, finished_at = ? WHERE id = ?")
            .bind(clock.map(|c| c.0))
            .bind(clock.map(|c| c.1))
            .bind(offer)
            .bind(result.map(|_| mv.played_at))
            .bind(mv.game_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("INSERT INTO moves (game_id, ply, text, tfen_after, player_id, played_at) VALUES (?, ?, ?, ?, ?, ?)")
            .bind(mv.game_id)
            .bind(mv.ply)
            .bind(&mv.text)
            .bind(&mv.tfen_after)
            .bind(&mv.player_id)
            .bind(mv.played_at)
            .execute(&mut *tx)
            .await?;
        let status = if result.is_some() {
            Status::Finished
        } else {
            Status::Active
        };
        sqlx::query("UPDATE games SET tfen = ?, ply = ?, status = ?, result = ?, result_reason = ?, updated_at = ? WHERE id = ?")
            .bind(&mv.tfen_after)
            .bind(mv.ply)
            .bind(status.as_str())
            .bind(result.map(|r| r.0))
            .bind(result.map(|r| r.1))
            .bind(mv.played_at)
            .bind(mv.game_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
