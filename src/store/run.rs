//! How the store runs a query: every row ([`Store::all`]), at most one ([`Store::optional`]),
//! exactly one ([`Store::one`]), or a statement's count of changed rows ([`Store::run`]); on the
//! pool ([`Store`]) or on a write transaction's connection ([`WriteTx`]), with the error mapped
//! by [`Store::err`]. A query built once (a [`Select`] or [`Statement`]) runs in either, so a
//! read both a transaction and the pool need is written once.

use super::{Store, StoreError, WriteTx};
use sqlx::any::{Any, AnyArguments, AnyRow};
use sqlx::query::{Query, QueryAs};
use sqlx::FromRow;

/// A query that reads rows of `T` (`sqlx::query_as` with its values bound).
pub(super) type Select<'q, T> = QueryAs<'q, Any, T, AnyArguments>;

/// A statement that changes rows (`sqlx::query` with its values bound).
pub(super) type Statement<'q> = Query<'q, Any, AnyArguments>;

/// Binding the next `$n` value, alike for a [`Select`] and a [`Statement`]: for a list of
/// values two statements share.
pub(super) trait Bind<'q>: Sized {
    /// The query with `value` bound to its next placeholder.
    fn bind_next<T>(self, value: T) -> Self
    where
        T: 'q + sqlx::Encode<'q, Any> + sqlx::Type<Any>;
}

impl<'q, O> Bind<'q> for Select<'q, O> {
    fn bind_next<T>(self, value: T) -> Self
    where
        T: 'q + sqlx::Encode<'q, Any> + sqlx::Type<Any>,
    {
        self.bind(value)
    }
}

impl<'q> Bind<'q> for Statement<'q> {
    fn bind_next<T>(self, value: T) -> Self
    where
        T: 'q + sqlx::Encode<'q, Any> + sqlx::Type<Any>,
    {
        self.bind(value)
    }
}

/// Whether `e` is a unique-index violation (the row, or its key, exists already).
fn unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

impl Store {
    /// Every row `q` reads, on the pool.
    pub(super) async fn all<T>(&self, q: Select<'_, T>) -> Result<Vec<T>, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        q.fetch_all(&self.pool).await.map_err(|e| self.err(e))
    }

    /// The row `q` reads, `None` if there is none, on the pool.
    pub(super) async fn optional<T>(&self, q: Select<'_, T>) -> Result<Option<T>, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        q.fetch_optional(&self.pool).await.map_err(|e| self.err(e))
    }

    /// The one row `q` reads (a count, a `RETURNING`), on the pool.
    pub(super) async fn one<T>(&self, q: Select<'_, T>) -> Result<T, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        q.fetch_one(&self.pool).await.map_err(|e| self.err(e))
    }

    /// Runs `q` on the pool; returns how many rows it changed.
    pub(super) async fn run(&self, q: Statement<'_>) -> Result<u64, StoreError> {
        q.execute(&self.pool)
            .await
            .map(|done| done.rows_affected())
            .map_err(|e| self.err(e))
    }
}

impl WriteTx {
    /// Every row `q` reads, in this transaction.
    pub(super) async fn all<T>(&mut self, q: Select<'_, T>) -> Result<Vec<T>, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        let r = q.fetch_all(self.conn()).await;
        r.map_err(|e| self.err(e))
    }

    /// The row `q` reads, `None` if there is none, in this transaction.
    pub(super) async fn optional<T>(&mut self, q: Select<'_, T>) -> Result<Option<T>, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        let r = q.fetch_optional(self.conn()).await;
        r.map_err(|e| self.err(e))
    }

    /// The one row `q` reads (a count, a `RETURNING`), in this transaction.
    pub(super) async fn one<T>(&mut self, q: Select<'_, T>) -> Result<T, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        let r = q.fetch_one(self.conn()).await;
        r.map_err(|e| self.err(e))
    }

    /// Runs `q` in this transaction; returns how many rows it changed.
    pub(super) async fn run(&mut self, q: Statement<'_>) -> Result<u64, StoreError> {
        let r = q.execute(self.conn()).await;
        r.map(|done| done.rows_affected()).map_err(|e| self.err(e))
    }

    /// The one row `q` reads (an insert's `RETURNING`), `None` if a unique index refused it
    /// (its key exists already), in this transaction.
    pub(super) async fn one_unique<T>(&mut self, q: Select<'_, T>) -> Result<Option<T>, StoreError>
    where
        T: Send + Unpin + for<'r> FromRow<'r, AnyRow>,
    {
        match q.fetch_one(self.conn()).await {
            Ok(row) => Ok(Some(row)),
            Err(e) if unique_violation(&e) => Ok(None),
            Err(e) => Err(self.err(e)),
        }
    }

    /// Runs `q` in this transaction and returns how many rows it changed, `None` if a unique
    /// index refused the change.
    pub(super) async fn run_unique(&mut self, q: Statement<'_>) -> Result<Option<u64>, StoreError> {
        match q.execute(self.conn()).await {
            Ok(done) => Ok(Some(done.rows_affected())),
            Err(e) if unique_violation(&e) => Ok(None),
            Err(e) => Err(self.err(e)),
        }
    }
}
