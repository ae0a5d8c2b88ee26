//! Persistence: games, moves, vacations and the announcement outbox, in SQLite or PostgreSQL
//! through sqlx's `Any` driver, chosen by the database URL alone ([`Backend::of`]).
//!
//! The store speaks rows of plain values (codes and numbers, never sentences); the typed game
//! record lives in [`crate::game`]. Every write is one [`WriteTx`] (SQLite: `BEGIN IMMEDIATE`)
//! in which the game layer reads, decides, writes through the guarded update
//! [`WriteTx::update_game`] and enqueues the announcements the change causes, then commits.
//! On PostgreSQL the transaction is a plain `BEGIN` and the game rows it reads are locked with
//! `SELECT … FOR UPDATE`, so concurrent actions on one game queue up instead of conflicting.
//!
//! Every query is one portable text for both backends (`$1` placeholders, `RETURNING`,
//! `ON CONFLICT`, standard types); the SQLite-only parts (pragmas, busy timeout,
//! `BEGIN IMMEDIATE`, error codes) are in `sqlite.rs`, the PostgreSQL-only ones in `postgres.rs`.
//! Migrations are per backend: `migrations/sqlite/` and `migrations/postgres/`.

mod conditional;
mod copy;
mod engine;
mod games;
mod lessons;
mod notify;
mod ops;
mod outbox;
mod postgres;
mod prefs;
mod queue;
mod ratings;
mod rows;
mod run;
mod sqlite;
mod tournaments;
mod tx;
mod vacations;

pub use conditional::ConditionalRow;
pub use copy::CopyCounts;
pub use engine::EngineGame;
pub use ops::ChallengeCounts;
pub use outbox::{now_ms, Claimed, NewAnnouncement, OutboxRow, ReceiptRow};
pub use prefs::GuildLanguage;
pub use queue::Delivery;
pub use ratings::{RatedGameRow, RatingChangeRow, RatingRow};
pub use rows::{DueEvent, EventKind, GameKey, GameRow, MoveRow, Vacation, DAY};
pub use tournaments::{EntrantRow, PairingRow, PostRow, TournamentRow};
pub use tx::WriteTx;

use sqlx::AnyPool;
use std::sync::Arc;

/// Which database engine a [`Store`] runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// One SQLite file (the default): `sqlite://timur.db`, `sqlite:timur.db` or a plain path.
    Sqlite,
    /// A PostgreSQL server: `postgres://user[:password]@host[:port]/database` (or
    /// `postgresql://`), shared by several bot processes.
    Postgres,
}

impl Backend {
    /// The backend a database URL names: `postgres://`/`postgresql://` is PostgreSQL, anything
    /// else (a `sqlite:` URL or a plain path) SQLite.
    pub fn of(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

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
        /// The database path (PostgreSQL: the URL without its password).
        path: String,
        /// What the database or the file system said.
        cause: String,
    },
    /// [`Store::open_existing`]: the SQLite file does not exist (it was not created).
    #[error("no database at {path}")]
    Missing {
        /// The path looked for.
        path: String,
    },
    /// The SQLite path names a file that is not a SQLite database.
    #[error("{path} is not a SQLite database (it does not start with the SQLite header); give the path of a Timur database, or a new file name")]
    NotADatabase {
        /// The file.
        path: String,
    },
    /// Anything else from the database.
    #[error("database error on {path}: {source}")]
    Database {
        /// The database path.
        path: String,
        /// The error.
        #[source]
        source: sqlx::Error,
    },
    /// `timur migrate` refuses a target that already holds rows.
    #[error("the database {path} is not empty (table {table} has rows); migrate only into a new database")]
    NotEmpty {
        /// The target database.
        path: String,
        /// A table with rows.
        table: String,
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

impl StoreError {
    /// The database the error is about, as it names it (PostgreSQL: the URL without its
    /// password); `None` for the errors that name none.
    pub fn path(&self) -> Option<&str> {
        match self {
            StoreError::Unwritable { path, .. }
            | StoreError::Missing { path }
            | StoreError::NotADatabase { path }
            | StoreError::Database { path, .. }
            | StoreError::NotEmpty { path, .. }
            | StoreError::Migrate { path, .. } => Some(path),
            StoreError::ChannelBusy | StoreError::Conflict => None,
        }
    }
}

/// The [`StoreError`] for `e` on database `path`: [`StoreError::Unwritable`] (with the
/// database's message) when `unwritable` says the error code (the backend's own, as text; empty
/// if it has none) means the database cannot be written, else [`StoreError::Database`].
fn classify_by_code(
    path: &str,
    e: sqlx::Error,
    unwritable: impl FnOnce(&str) -> bool,
) -> StoreError {
    if let Some(db) = e.as_database_error() {
        if unwritable(&db.code().unwrap_or_default()) {
            return StoreError::Unwritable {
                path: path.to_string(),
                cause: db.message().to_string(),
            };
        }
    }
    StoreError::Database {
        path: path.to_string(),
        source: e,
    }
}

/// The database handle; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    path: Arc<str>,
    backend: Backend,
    faults: Arc<sqlite::FaultClock>,
    /// SQLite: one writer at a time within the process, in arrival order: write transactions
    /// queue here instead of in SQLite's busy handler (which sleeps in steps of up to 100 ms).
    /// Not taken on PostgreSQL, where writers to different games run side by side.
    writer: Arc<tokio::sync::Mutex<()>>,
}

impl Store {
    /// Opens the database `url` names ([`Backend::of`]): the SQLite file at `sqlite://timur.db`
    /// or a plain path (created if missing), or the PostgreSQL database at `postgres://…`;
    /// applies that backend's migrations (safe when two processes open a new database at once)
    /// and checks that it can be written.
    ///
    /// # Errors
    /// [`StoreError::Unwritable`] (with the path and cause) for a read-only database,
    /// [`StoreError::NotADatabase`] for a SQLite path naming some other file,
    /// [`StoreError::Database`] if it cannot be opened, [`StoreError::Migrate`].
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        match Backend::of(url) {
            Backend::Sqlite => sqlite::open(url).await,
            Backend::Postgres => postgres::open(url).await,
        }
    }

    /// [`Store::open`] for a database that must already exist (commands that only read or copy
    /// one): a missing SQLite file is refused instead of created. PostgreSQL and in-memory
    /// SQLite open as with [`Store::open`].
    ///
    /// # Errors
    /// [`StoreError::Missing`] naming the path; otherwise as [`Store::open`].
    pub async fn open_existing(url: &str) -> Result<Store, StoreError> {
        if Backend::of(url) == Backend::Sqlite {
            if let Some(path) = sqlite::missing_file(url) {
                return Err(StoreError::Missing { path });
            }
        }
        Store::open(url).await
    }

    /// The database path as given (for messages); for PostgreSQL the URL without its password.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Which engine this store runs on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The underlying pool, for tests and later modules' own queries (portable SQL with `$1`
    /// placeholders works on both backends).
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Closes the pool: waits for connections to be returned and (SQLite) checkpoints the WAL,
    /// so that the database file alone holds everything afterwards.
    pub async fn close(&self) {
        match self.backend {
            Backend::Sqlite => sqlite::close(self).await,
            Backend::Postgres => self.pool.close().await,
        }
    }

    /// Starts a write transaction (SQLite: `BEGIN IMMEDIATE`, so the write lock is held from
    /// the first read and the guarded updates never race; PostgreSQL: `BEGIN`, and the game rows
    /// read in it are locked with `FOR UPDATE`).
    ///
    /// # Errors
    /// [`StoreError::Database`] (busy after the busy timeout), [`StoreError::Unwritable`].
    pub async fn write(&self) -> Result<WriteTx, StoreError> {
        WriteTx::begin(self).await
    }

    /// Maps an sqlx error to a [`StoreError`], noting faults that poison a connection
    /// (read-only, full disk, I/O) so that the pool replaces its connections.
    pub(crate) fn err(&self, e: sqlx::Error) -> StoreError {
        match self.backend {
            Backend::Sqlite => sqlite::classify(self, e),
            Backend::Postgres => postgres::classify(&self.path, e),
        }
    }

    /// The store on the new `pool` of database `path` (for messages), once `migrator` has
    /// brought its tables up to date and a write has shown that it can be written: the end of
    /// each backend's `open`.
    async fn start(
        pool: AnyPool,
        path: String,
        backend: Backend,
        faults: Arc<sqlite::FaultClock>,
        migrator: &sqlx::migrate::Migrator,
    ) -> Result<Store, StoreError> {
        let store = Store {
            pool,
            path: path.into(),
            backend,
            faults,
            writer: Arc::new(tokio::sync::Mutex::new(())),
        };
        store.migrate(migrator).await?;
        store.probe().await?;
        Ok(store)
    }

    /// Applies `migrator` with retries: two processes opening a new database at once both try
    /// the first migration; the loser's transaction rolls back, and on the next try it finds
    /// the migrations applied.
    async fn migrate(&self, migrator: &sqlx::migrate::Migrator) -> Result<(), StoreError> {
        let mut tries = 0;
        loop {
            match migrator.run(&self.pool).await {
                Ok(()) => return Ok(()),
                Err(e) if tries < 20 => {
                    tries += 1;
                    tracing::debug!(error = %e, "migration attempt failed; retrying");
                    tokio::time::sleep(std::time::Duration::from_millis(50 * tries)).await;
                }
                Err(sqlx::migrate::MigrateError::Execute(inner)) => return Err(self.err(inner)),
                Err(e) => {
                    return Err(StoreError::Migrate {
                        path: self.path.to_string(),
                        source: e,
                    })
                }
            }
        }
    }

    /// Writes `store_meta.opened_at`: refuses a database that cannot be written, naming the
    /// path and the cause.
    async fn probe(&self) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO store_meta (key, value) VALUES ('opened_at', CAST($1 AS TEXT)) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .bind(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0),
        )
        .execute(&self.pool)
        .await
        .map(|_| ())
        .map_err(|e| match self.err(e) {
            StoreError::Database { path, source } => StoreError::Unwritable {
                path,
                cause: source.to_string(),
            },
            other => other,
        })
    }
}
