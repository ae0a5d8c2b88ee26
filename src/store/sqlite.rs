//! Everything SQLite-specific in one place: connection settings (WAL, `synchronous=FULL`, busy
//! timeout, foreign keys), the file URL, error codes, and replacing pooled connections after a
//! read-only or full-disk fault. (`BEGIN IMMEDIATE` is chosen in the write transaction.)

use super::{Backend, Store, StoreError};
use sqlx::any::AnyPoolOptions;
use sqlx::Executor;
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
    pub(super) fn new() -> FaultClock {
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

/// The SQLite URL of a path or URL as given, and the bare path (for messages). The path is
/// percent-encoded where a URL would misread it, and `mode=rwc` creates a missing file.
fn url_and_path(url: &str) -> (String, String) {
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    let path = path.split_once('?').map_or(path, |(p, _)| p).to_string();
    let mut encoded = String::with_capacity(path.len());
    for c in path.chars() {
        match c {
            '%' => encoded.push_str("%25"),
            '?' => encoded.push_str("%3F"),
            '#' => encoded.push_str("%23"),
            ' ' => encoded.push_str("%20"),
            c => encoded.push(c),
        }
    }
    (format!("sqlite:{encoded}?mode=rwc"), path)
}

/// The path of the SQLite file `url` names, if that file does not exist (`None` for an
/// in-memory database or an empty path).
pub(super) fn missing_file(url: &str) -> Option<String> {
    let (_, path) = url_and_path(url);
    let absent =
        !path.is_empty() && !path.starts_with(":memory:") && !std::path::Path::new(&path).exists();
    absent.then_some(path)
}

/// Set on every new connection: the busy timeout, and an acknowledged move survives power
/// loss (WAL with FULL syncs every commit).
fn pragmas() -> String {
    format!(
        "PRAGMA busy_timeout = {}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;",
        BUSY_TIMEOUT.as_millis()
    )
}

/// The first 16 bytes of every SQLite database file.
const HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Refuses an existing, non-empty file that is not a SQLite database: the pool would otherwise
/// retry its failing connections until its acquire timeout (30 s) and then name no cause.
fn check_header(path: &str) -> Result<(), StoreError> {
    use std::io::Read;
    let Ok(mut file) = std::fs::File::open(path) else {
        return Ok(()); // missing (created) or unreadable (SQLite says why)
    };
    let mut head = Vec::with_capacity(16);
    if file.by_ref().take(16).read_to_end(&mut head).is_err() || head.is_empty() {
        return Ok(());
    }
    if head.as_slice() == HEADER {
        Ok(())
    } else {
        Err(StoreError::NotADatabase {
            path: path.to_string(),
        })
    }
}

pub(super) async fn open(url: &str) -> Result<Store, StoreError> {
    let (url, path) = url_and_path(url);
    check_header(&path)?;
    let faults = Arc::new(FaultClock::new());
    let db_err = |e: sqlx::Error| classify_parts(&path, &faults, e);
    let keep = faults.clone();
    let keep_after = faults.clone();
    let pool = AnyPoolOptions::new()
        .max_connections(4)
        .after_connect(|conn, _meta| {
            Box::pin(async move {
                conn.execute(sqlx::AssertSqlSafe(pragmas())).await?;
                Ok(())
            })
        })
        .before_acquire(move |_conn, meta| {
            let ok = keep.keep(meta.age);
            Box::pin(async move { Ok(ok) })
        })
        .after_release(move |_conn, meta| {
            let ok = keep_after.keep(meta.age);
            Box::pin(async move { Ok(ok) })
        })
        .connect(&url)
        .await
        .map_err(db_err)?;
    Store::start(
        pool,
        path,
        Backend::Sqlite,
        faults,
        &sqlx::migrate!("./migrations/sqlite"),
    )
    .await
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
    super::classify_by_code(path, e, |code| {
        let code = code.parse::<i64>().unwrap_or_default();
        // SQLITE_READONLY 8, SQLITE_IOERR 10, SQLITE_FULL 13, SQLITE_CANTOPEN 14.
        let unwritable = matches!(code & 0xff, 8 | 10 | 13 | 14);
        if unwritable {
            faults.note();
        }
        unwritable
    })
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
