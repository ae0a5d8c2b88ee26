//! The write transaction every change goes through, on either backend.

use super::{Backend, Store, StoreError};
use sqlx::any::Any;
use sqlx::AnyConnection;
use sqlx::Transaction;

/// A write transaction on one connection (SQLite `BEGIN IMMEDIATE`; PostgreSQL `BEGIN` with
/// the game rows it reads locked `FOR UPDATE`): rolled back if dropped without
/// [`WriteTx::commit`].
#[derive(Debug)]
pub struct WriteTx {
    tx: Transaction<'static, Any>,
    store: Store,
    /// SQLite: the process's writer lane, held until commit or drop (declared after `tx`, so
    /// the rollback is queued first).
    _lane: Option<tokio::sync::OwnedMutexGuard<()>>,
    /// When it began (the transaction-time metric).
    begun: std::time::Instant,
    /// The receipt the transaction's first announcement carries ([`WriteTx::carry_receipt`]).
    receipt: Option<super::ReceiptRow>,
}

impl WriteTx {
    pub(super) async fn begin(store: &Store) -> Result<WriteTx, StoreError> {
        let (lane, tx) = match store.backend {
            Backend::Sqlite => {
                let lane = store.writer.clone().lock_owned().await;
                (Some(lane), store.pool.begin_with("BEGIN IMMEDIATE").await)
            }
            Backend::Postgres => (None, store.pool.begin().await),
        };
        let tx = tx.map_err(|e| store.err(e))?;
        Ok(WriteTx {
            tx,
            store: store.clone(),
            _lane: lane,
            begun: std::time::Instant::now(),
            receipt: None,
        })
    }

    /// Sets the author's receipt that the first announcement stored in this transaction
    /// carries (the action's author waits for its confirmation); `None` for none.
    pub fn carry_receipt(&mut self, receipt: Option<super::ReceiptRow>) {
        self.receipt = receipt;
    }

    /// The receipt set by [`WriteTx::carry_receipt`], taken: only the first announcement gets it.
    pub fn take_receipt(&mut self) -> Option<super::ReceiptRow> {
        self.receipt.take()
    }

    /// The connection, for the store's queries.
    pub(super) fn conn(&mut self) -> &mut AnyConnection {
        &mut self.tx
    }

    /// What to append to a `SELECT` of rows this transaction will update: `FOR UPDATE` on
    /// PostgreSQL (a row lock held to the commit); nothing on SQLite, whose `BEGIN IMMEDIATE`
    /// already holds the database's write lock.
    pub(super) fn lock(&self) -> &'static str {
        match self.store.backend {
            Backend::Sqlite => "",
            Backend::Postgres => " FOR UPDATE",
        }
    }

    /// The database this transaction runs on.
    pub(super) fn backend(&self) -> Backend {
        self.store.backend
    }

    /// Maps an sqlx error (see [`Store::err`]).
    pub(super) fn err(&self, e: sqlx::Error) -> StoreError {
        self.store.err(e)
    }

    /// Commits: durable on return (SQLite `synchronous=FULL`; PostgreSQL's default
    /// `synchronous_commit`).
    ///
    /// # Errors
    /// [`StoreError::Database`], [`StoreError::Unwritable`].
    pub async fn commit(self) -> Result<(), StoreError> {
        let WriteTx {
            tx,
            store,
            _lane,
            begun,
            ..
        } = self;
        let r = tx.commit().await.map_err(|e| store.err(e));
        crate::metrics::transaction(begun.elapsed());
        r
    }
}
