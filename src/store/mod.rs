//! Persistence: games, moves, vacations and the announcement outbox, in SQLite through sqlx.
//!
//! The store speaks rows of plain values (codes and numbers, never sentences); the typed game
//! record lives in [`crate::game`]. Every write is one [`WriteTx`] (SQLite: `BEGIN IMMEDIATE`)
//! in which the game layer reads, decides, writes through the guarded update
//! [`WriteTx::update_game`] and enqueues the announcements the change causes, then commits.
//!
//! SQL is portable where a portable form exists (`RETURNING`, `ON CONFLICT`, standard types);
//! the SQLite-only parts (pragmas, busy timeout, `BEGIN IMMEDIATE`, error codes) are in
//! `src/store/sqlite.rs`.

mod games;
mod outbox;
mod ratings;
mod rows;
mod sqlite;
mod vacations;

pub use outbox::{now_ms, NewAnnouncement, OutboxRow};
pub use ratings::{RatedGameRow, RatingChangeRow, RatingRow};
pub use rows::{DueEvent, EventKind, GameKey, GameRow, MoveRow, Vacation, DAY};
pub use sqlite::WriteTx;

use sqlx::sqlite::SqlitePool;
use std::sync::Arc;

/// Storage errors. `Display` is for logs and operators (it names the database and the cause);
/// players see the game layer's sentences instead.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The channel already has an open game or challenge (the unique index refused the row).
    #[error("this channel already has a game or challenge")]
    ChannelBusy,
    /// A guarded update found the game no longer in the expected state (status, ply).
    #[error("the game changed since it was read")]
    Conflict,
    /// The database cannot be written (read-only file or directory, full disk, …).
    #[error("the database {path} cannot be written: {cause}")]
    Unwritable {
        /// The database path.
        path: String,
        /// What SQLite or the file system said.
        cause: String,
    },
    /// Anything else from SQLite.
    #[error("database error on {path}: {source}")]
    Database {
        /// The database path.
        path: String,
        /// The error.
        #[source]
        source: sqlx::Error,
    },
    /// Migrations failed.
    #[error("cannot update the tables of {path}: {source}")]
    Migrate {
        /// The database path.
        path: String,
        /// The error.
        #[source]
        source: sqlx::migrate::MigrateError,
    },
}

/// The database handle; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    path: Arc<str>,
    faults: Arc<sqlite::FaultClock>,
    /// One writer at a time within the process, in arrival order: write transactions queue
    /// here instead of in SQLite's busy handler (which sleeps in steps of up to 100 ms).
    writer: Arc<tokio::sync::Mutex<()>>,
}

impl Store {
    /// Opens (creating if missing) the SQLite database at `url` (`sqlite://timur.db`, or a plain
    /// path), applies the migrations (safe when two processes open a new file at once) and
    /// checks that it can be written.
    ///
    /// # Errors
    /// [`StoreError::Unwritable`] (with the path and cause) for a read-only database,
    /// [`StoreError::Database`] if it cannot be opened, [`StoreError::Migrate`].
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlite::open(url).await
    }

    /// The database path as given (for messages).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The underlying pool, for tests and later modules' own queries.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes the pool: waits for connections to be returned and checkpoints the WAL, so that
    /// the database file alone holds everything afterwards.
    pub async fn close(&self) {
        sqlite::close(self).await;
    }

    /// Starts a write transaction (SQLite: `BEGIN IMMEDIATE`, so the write lock is held from
    /// the first read and the guarded updates never race).
    ///
    /// # Errors
    /// [`StoreError::Database`] (busy after the busy timeout), [`StoreError::Unwritable`].
    pub async fn write(&self) -> Result<WriteTx, StoreError> {
        WriteTx::begin(self).await
    }

    /// Maps an sqlx error to a [`StoreError`], noting faults that poison a connection
    /// (read-only, full disk, I/O) so that the pool replaces its connections.
    pub(crate) fn err(&self, e: sqlx::Error) -> StoreError {
        sqlite::classify(self, e)
    }
}
