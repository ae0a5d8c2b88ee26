//! Everything PostgreSQL-specific: the pool, the migrations of `migrations/postgres/`, the URL
//! shown in messages (without its password) and error classes.

use super::{Backend, Store, StoreError};
use sqlx::any::AnyPoolOptions;
use std::sync::Arc;
use std::time::Duration;

/// Connections per process: the service's transactions are short, so a few suffice; several
/// processes share one server's `max_connections` (100 by default).
pub const MAX_CONNECTIONS: u32 = 10;

/// `postgres://user:secret@host/db` → `postgres://user@host/db`: the URL without its password,
/// for messages and logs.
pub(super) fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find('/').unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user, host)) => {
            let user = user.split_once(':').map_or(user, |(u, _)| u);
            format!("{scheme}://{user}@{host}{tail}")
        }
        None => url.to_string(),
    }
}

pub(super) async fn open(url: &str) -> Result<Store, StoreError> {
    let path = redact(url);
    let pool = AnyPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .acquire_timeout(Duration::from_secs(10))
        .connect(url)
        .await
        .map_err(|e| classify(&path, e))?;
    // sqlx holds an advisory lock while it migrates, so two processes starting at once take
    // turns.
    Store::start(
        pool,
        path,
        Backend::Postgres,
        Arc::new(super::sqlite::FaultClock::new()),
        &sqlx::migrate!("./migrations/postgres"),
    )
    .await
}

pub(super) fn classify(path: &str, e: sqlx::Error) -> StoreError {
    // 25006 read_only_sql_transaction (a standby, or default_transaction_read_only);
    // class 53 insufficient resources (disk full, out of memory, too many connections).
    super::classify_by_code(path, e, |code| code == "25006" || code.starts_with("53"))
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn the_password_is_left_out_of_messages() {
        assert_eq!(
            redact("postgres://timur:s3cret@db.example:5432/timur?sslmode=require"),
            "postgres://timur@db.example:5432/timur?sslmode=require"
        );
        assert_eq!(
            redact("postgres://timur@127.0.0.1:5432/postgres"),
            "postgres://timur@127.0.0.1:5432/postgres"
        );
        assert_eq!(
            redact("postgres://localhost/timur"),
            "postgres://localhost/timur"
        );
    }
}
