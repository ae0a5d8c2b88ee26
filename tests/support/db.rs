//! A fresh database per test on either backend: a SQLite file in a temporary folder, or a new
//! PostgreSQL database on the cluster named by `TIMUR_TEST_POSTGRES_URL` (started by
//! `scripts/pg-test-cluster.sh`). Without that variable the PostgreSQL half of a test is
//! skipped with a loud message, except under `CI=true`, where it fails.

use std::sync::atomic::{AtomicU32, Ordering};
use timur::store::Backend;

/// The variable naming the test cluster (an admin URL; each test gets its own database on it).
pub const PG_VAR: &str = "TIMUR_TEST_POSTGRES_URL";

/// A fresh, empty database; the SQLite folder is removed when dropped (PostgreSQL test
/// databases live as long as the throwaway cluster).
pub struct TestDb {
    /// The URL to open with `Store::open`.
    pub url: String,
    /// Which backend.
    pub backend: Backend,
    dir: Option<tempfile::TempDir>,
}

static SEQ: AtomicU32 = AtomicU32::new(0);

impl TestDb {
    /// A fresh database on `backend`, or `None` (after a loud message) when PostgreSQL is asked
    /// for and `TIMUR_TEST_POSTGRES_URL` is unset; panics then if `CI=true`.
    pub async fn new(backend: Backend) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().unwrap();
                Some(TestDb {
                    url: dir.path().join("t.db").to_str().unwrap().to_string(),
                    backend,
                    dir: Some(dir),
                })
            }
            Backend::Postgres => {
                let admin = pg_admin_url()?;
                let name = format!(
                    "timur_t{}_{}_{}",
                    std::process::id(),
                    SEQ.fetch_add(1, Ordering::SeqCst),
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .unwrap()
                        .subsec_nanos()
                );
                create_database(&admin, &name).await;
                Some(TestDb {
                    url: with_database(&admin, &name),
                    backend,
                    dir: None,
                })
            }
        }
    }

    /// The SQLite folder (for tests' own files); `None` on PostgreSQL.
    pub fn dir(&self) -> Option<&std::path::Path> {
        self.dir.as_ref().map(|d| d.path())
    }
}

/// The admin URL of the test cluster, or `None` with a loud message (a panic under `CI=true`).
pub fn pg_admin_url() -> Option<String> {
    match std::env::var(PG_VAR).ok().filter(|s| !s.is_empty()) {
        Some(url) => Some(url),
        None => {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("{PG_VAR} is not set under CI=true: start the cluster with scripts/pg-test-cluster.sh");
            }
            eprintln!(
                "\n*** SKIPPED the PostgreSQL half of {}: {PG_VAR} is not set.\n\
                 *** Run: eval \"$(scripts/pg-test-cluster.sh start)\" (see README) ***\n",
                std::thread::current().name().unwrap_or("this test")
            );
            None
        }
    }
}

/// `url` with its database (the last path part) replaced by `name`, keeping any query.
pub fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let base = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    match query {
        Some(q) => format!("{base}/{name}?{q}"),
        None => format!("{base}/{name}"),
    }
}

async fn create_database(admin: &str, name: &str) {
    use sqlx::{Connection, Executor};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(admin)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to the test cluster ({PG_VAR}): {e}"));
    let sql = format!("CREATE DATABASE {name}");
    conn.execute(sqlx::AssertSqlSafe(sql)).await.unwrap();
    conn.close().await.unwrap();
}

/// Defines a test that runs once per backend: `mod NAME { sqlite, postgres }`, each calling the
/// body with a fresh [`TestDb`] bound to the given name.
#[macro_export]
macro_rules! both_backends {
    ($(#[doc = $doc:literal])* async fn $name:ident($db:ident) $body:block) => {
        $(#[doc = $doc])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn body($db: $crate::support::db::TestDb) $body

            #[tokio::test]
            async fn sqlite() {
                let db = $crate::support::db::TestDb::new(timur::store::Backend::Sqlite).await.unwrap();
                body(db).await;
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(db) = $crate::support::db::TestDb::new(timur::store::Backend::Postgres).await {
                    body(db).await;
                }
            }
        }
    };
}
