//! Everything SQLite-specific in one place: connection options (WAL, `synchronous=FULL`, busy
//! timeout), `BEGIN IMMEDIATE`, migrations safe against a second process, the writability
//! probe, error codes, and replacing pooled connections after a read-only or full-disk fault.

use super::{Store, StoreError};
use sqlx::sqlite::{
    Sqlite, SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{SqliteConnection, Transaction};
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a statement waits for another writer's lock before failing.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How long after a read-only, full-disk or I/O fault connections are not reused.
pub const RECOVERY: Duration = Duration::from_secs(30);

/// When the last connection-poisoning fault (read-only, full disk, I/O error) was seen; pooled
/// connections opened before it are closed instead of reused, so that the store recovers once
/// the file is writable again, without a restart.
#[derive(Debug)]
pub(super) struct FaultClock {
    base: Instant,
    /// Milliseconds after `base` plus one; 0 = never.
    last: AtomicU64,
}

impl FaultClock {
    fn new() -> FaultClock {
        FaultClock {
            base: Instant::now(),
            last: AtomicU64::new(0),
        }
    }

    fn note(&self) {
        let ms = self.base.elapsed().as_millis() as u64 + 1;
        self.last.store(ms, Ordering::SeqCst);
    }

    /// Whether a connection of this age may be reused: not if it was opened before the last
    /// fault, and none during [`RECOVERY`] after it (a connection opened while the file was
    /// read-only stays read-only, so each operation then opens a fresh one).
    fn keep(&self, age: Duration) -> bool {
        self.keep_within(age, RECOVERY)
    }

    fn keep_within(&self, age: Duration, recovery: Duration) -> bool {
        let last = self.last.load(Ordering::SeqCst);
        if last == 0 {
            return true;
        }
        let now = self.base.elapsed().as_millis() as u64 + 1;
        let opened = now.saturating_sub(age.as_millis() as u64);
        opened > last && now.saturating_sub(last) > recovery.as_millis() as u64
    }
}

/// A write transaction on one connection (SQLite `BEGIN IMMEDIATE`): rolled back if dropped
/// without [`WriteTx::commit`].
#[derive(Debug)]
pub struct WriteTx {
    pub(super) tx: Transaction<'static, Sqlite>,
    pub(super) store: Store,
    /// Held until commit or drop (declared after `tx`, so the rollback is queued first).
    _lane: tokio::sync::OwnedMutexGuard<()>,
}

impl WriteTx {
    pub(super) async fn begin(store: &Store) -> Result<WriteTx, StoreError> {
        let lane = store.writer.clone().lock_owned().await;
        let tx = store
            .pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(|e| store.err(e))?;
        Ok(WriteTx {
            tx,
            store: store.clone(),
            _lane: lane,
        })
    }

    /// The connection, for the store's queries.
    pub(super) fn conn(&mut self) -> &mut SqliteConnection {
        &mut self.tx
    }

    /// Maps an sqlx error (see [`Store::err`]).
    pub(super) fn err(&self, e: sqlx::Error) -> StoreError {
        self.store.err(e)
    }

    /// Commits: durable on return (`synchronous=FULL`).
    ///
    /// # Errors
    /// [`StoreError::Database`], [`StoreError::Unwritable`].
    pub async fn commit(self) -> Result<(), StoreError> {
        let WriteTx { tx, store, _lane } = self;
        tx.commit().await.map_err(|e| store.err(e))
    }
}

pub(super) async fn open(url: &str) -> Result<Store, StoreError> {
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url)
        .to_string();
    let url = if url.starts_with("sqlite:") {
        url.to_string()
    } else {
        format!("sqlite://{url}")
    };
    let faults = Arc::new(FaultClock::new());
    let db_err = |e: sqlx::Error| classify_parts(&path, &faults, e);
    let options = SqliteConnectOptions::from_str(&url)
        .map_err(db_err)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // An acknowledged move survives power loss: WAL with FULL syncs every commit.
        .synchronous(SqliteSynchronous::Full)
        .busy_timeout(BUSY_TIMEOUT)
        .foreign_keys(true);
    let keep = faults.clone();
    let keep_after = faults.clone();
    let pool = SqlitePoolOptions::new()
        .max_connections(4)
        .before_acquire(move |_conn, meta| {
            let ok = keep.keep(meta.age);
            Box::pin(async move { Ok(ok) })
        })
        .after_release(move |_conn, meta| {
            let ok = keep_after.keep(meta.age);
            Box::pin(async move { Ok(ok) })
        })
        .connect_with(options)
        .await
        .map_err(db_err)?;
    let store = Store {
        pool,
        path: path.clone().into(),
        faults,
        writer: Arc::new(tokio::sync::Mutex::new(())),
    };
    // Two processes opening a new file at once both try the first migration; the loser's
    // transaction rolls back, and on the next try it finds the migrations applied.
    let mut tries = 0;
    loop {
        match sqlx::migrate!("./migrations").run(&store.pool).await {
            Ok(()) => break,
            Err(e) if tries < 20 => {
                tries += 1;
                tracing::debug!(error = %e, "migration attempt failed; retrying");
                tokio::time::sleep(Duration::from_millis(50 * tries)).await;
            }
            Err(e) => {
                if let sqlx::migrate::MigrateError::Execute(inner) = e {
                    return Err(store.err(inner));
                }
                return Err(StoreError::Migrate { path, source: e });
            }
        }
    }
    // Refuse to start on a database that cannot be written, naming the path and the cause.
    sqlx::query(
        "INSERT INTO store_meta (key, value) VALUES ('opened_at', CAST(? AS TEXT)) \
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0),
    )
    .execute(&store.pool)
    .await
    .map_err(|e| match store.err(e) {
        StoreError::Database { path, source } => StoreError::Unwritable {
            path,
            cause: source.to_string(),
        },
        other => other,
    })?;
    Ok(store)
}

pub(super) async fn close(store: &Store) {
    // Move everything from the WAL into the main file, so that `timur.db` alone is complete.
    if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(&store.pool)
        .await
    {
        tracing::warn!(path = %store.path, error = %e, "WAL checkpoint at close failed");
    }
    store.pool.close().await;
}

pub(super) fn classify(store: &Store, e: sqlx::Error) -> StoreError {
    classify_parts(&store.path, &store.faults, e)
}

fn classify_parts(path: &str, faults: &FaultClock, e: sqlx::Error) -> StoreError {
    if let Some(db) = e.as_database_error() {
        let code = db
            .code()
            .and_then(|c| c.parse::<i64>().ok())
            .unwrap_or_default();
        // SQLITE_READONLY 8, SQLITE_IOERR 10, SQLITE_FULL 13, SQLITE_CANTOPEN 14.
        if matches!(code & 0xff, 8 | 10 | 13 | 14) {
            faults.note();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_from_before_a_fault_and_during_recovery_are_not_reused() {
        let f = FaultClock::new();
        assert!(
            f.keep(Duration::from_secs(3600)),
            "no fault yet: keep everything"
        );
        std::thread::sleep(Duration::from_millis(30));
        f.note();
        // Opened before the fault: never again.
        assert!(!f.keep_within(Duration::from_millis(25), Duration::ZERO));
        // Opened after it, but while recovering (it may have opened read-only): not reused.
        assert!(!f.keep_within(Duration::ZERO, Duration::from_secs(30)));
        std::thread::sleep(Duration::from_millis(20));
        // Opened after the fault, once the recovery time is over: reused.
        assert!(f.keep_within(Duration::from_millis(5), Duration::from_millis(10)));
    }
}
