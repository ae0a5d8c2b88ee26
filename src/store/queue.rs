//! The work-queue statements the two outbox tables share (`outbox`, per channel, and
//! `tournament_posts`, per event): each row is delivered once, in order within its group, by
//! one worker at a time under a lease (`claimed_by`, `lease_until`), with `attempts`,
//! `next_attempt_at`, `delivered_at` and `last_error` kept for retries and operators. One
//! text a statement, with the table and group column filled in.

use super::run::{Select, Statement};
use sqlx::AssertSqlSafe;

/// The delivery state of one row of an outbox-shaped table ([`crate::store::OutboxRow`],
/// [`crate::store::PostRow`]): the nonce it is posted with and how its delivery went, read
/// from the columns of the same names (the store's `delivery_columns!`) and written by the
/// store's work-queue statements.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Delivery {
    /// Unique per row, at most 25 bytes: sent as the message nonce (Discord: with
    /// `enforce_nonce`), so that a repeated post shows once.
    pub nonce: String,
    /// Delivery attempts so far.
    pub attempts: i64,
    /// Earliest next attempt, Unix milliseconds (system time).
    pub next_attempt_at: i64,
    /// When delivered (or given up), Unix milliseconds; `None` while pending.
    pub delivered_at: Option<i64>,
    /// The last failure, for operators.
    pub last_error: Option<String>,
}

/// The columns a [`Delivery`] is read from, as a literal for `concat!` in a row type's column
/// list.
macro_rules! delivery_columns {
    () => {
        "nonce, attempts, next_attempt_at, delivered_at, last_error"
    };
}
pub(super) use delivery_columns;

/// An outbox-shaped table: its name, the column whose rows keep their order (a row is a
/// head while no older row of its group is pending), and the columns its rows are read with.
#[derive(Clone, Copy, Debug)]
pub(super) struct Queue {
    /// The table.
    pub table: &'static str,
    /// The group column (`channel_id`, `tournament_id`).
    pub group: &'static str,
    /// The column list its row type is read from (by name).
    pub columns: &'static str,
}

impl Queue {
    /// The pending head of each group, oldest first, at most `$1` of them, among the rows
    /// `filter` (`""`, or `" AND …"` on the row `o` with placeholders from `$2`) keeps; the
    /// caller binds the limit, then the filter's values.
    pub fn heads<'q, T>(&self, filter: &str) -> Select<'q, T>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow>,
    {
        let Queue {
            table,
            group,
            columns,
        } = *self;
        let sql = format!(
            "SELECT {columns} FROM {table} o WHERE o.delivered_at IS NULL{filter} \
             AND NOT EXISTS (SELECT 1 FROM {table} p WHERE p.{group} = o.{group} AND p.delivered_at IS NULL AND p.id < o.id) \
             ORDER BY o.id LIMIT $1"
        );
        sqlx::query_as(AssertSqlSafe(sql))
    }

    /// Leases row `id` to `owner` until `until_ms` if it is pending and not leased to another
    /// worker whose lease runs after `now_ms`.
    pub fn take<'q>(&self, id: i64, owner: &'q str, until_ms: i64, now_ms: i64) -> Statement<'q> {
        let sql = format!(
            "UPDATE {} SET claimed_by = $1, lease_until = $2 WHERE id = $3 AND delivered_at IS NULL \
             AND (claimed_by IS NULL OR claimed_by = $1 OR lease_until <= $4)",
            self.table
        );
        sqlx::query(AssertSqlSafe(sql))
            .bind(owner)
            .bind(until_ms)
            .bind(id)
            .bind(now_ms)
    }

    /// Marks pending row `id` done at `at_ms` with `error` (`None`: delivered; else given
    /// up, and why), counting the attempt and releasing its lease.
    pub fn finish<'q>(&self, id: i64, at_ms: i64, error: Option<String>) -> Statement<'q> {
        self.release(
            id,
            "delivered_at = $1, attempts = attempts + 1",
            at_ms,
            error,
        )
    }

    /// Records a failed attempt at pending row `id` (`error`), the next not before `next_ms`,
    /// releasing its lease.
    pub fn retry<'q>(&self, id: i64, next_ms: i64, error: &str) -> Statement<'q> {
        let error = Some(error.to_string());
        self.release(
            id,
            "attempts = attempts + 1, next_attempt_at = $1",
            next_ms,
            error,
        )
    }

    /// The update of pending row `id` that sets `set` (with `$1` = `at_ms`) and `last_error`
    /// = `error`, and releases its lease.
    fn release<'q>(&self, id: i64, set: &str, at_ms: i64, error: Option<String>) -> Statement<'q> {
        let sql = format!(
            "UPDATE {} SET {set}, last_error = $2, claimed_by = NULL, lease_until = NULL WHERE id = $3 AND delivered_at IS NULL",
            self.table
        );
        sqlx::query(AssertSqlSafe(sql))
            .bind(at_ms)
            .bind(error)
            .bind(id)
    }
}
