//! The transactional outbox: announcements stored in the same transaction as the change that
//! causes them, then delivered (and marked) by a worker. Rows are codes, not sentences.

use super::queue::{delivery_columns, Delivery, Queue};
use super::run::Select;
use super::{Store, StoreError, WriteTx};
use sqlx::AssertSqlSafe;

/// An announcement to store with a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewAnnouncement {
    /// The game.
    pub game_id: i64,
    /// What happened, a code (see `crate::game::Kind`).
    pub kind: &'static str,
    /// The game's ply after the change (the position to show).
    pub ply: i64,
    /// Who acted, if a player did.
    pub actor_id: Option<String>,
    /// Where to post it: the game's channel (or thread).
    pub channel_id: String,
    /// Game-clock time of the change, Unix seconds.
    pub created_at: i64,
    /// The front end's receipt for the action's author, if one waits for a confirmation.
    pub receipt: Option<ReceiptRow>,
}

/// The front end's receipt for the author of an action, stored with the action's first
/// announcement so the delivery worker confirms to them what happened (columns `receipt`,
/// `receipt_answer`, `receipt_link`, `receipt_locale`; migration 0022). Codes, not sentences.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReceiptRow {
    /// The front end's token (opaque; Discord: the interaction token).
    pub token: String,
    /// The code of the answer (button) the action was taken with, if any.
    pub answer: Option<String>,
    /// The channel the confirmation links, when the action was taken outside the game's.
    pub link: Option<String>,
    /// The author's locale tag (`fr`, `zh-CN`), when the front end knows it.
    pub locale: Option<String>,
}

/// One outbox row.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct OutboxRow {
    /// Primary key; delivery order within a channel.
    pub id: i64,
    /// The game.
    pub game_id: i64,
    /// What happened, a code.
    pub kind: String,
    /// The game's ply after the change.
    pub ply: i64,
    /// Who acted.
    pub actor_id: Option<String>,
    /// Where to post it.
    pub channel_id: String,
    /// Game-clock time of the change, Unix seconds.
    pub created_at: i64,
    /// Its nonce, attempts, retry time, delivery time and last failure.
    #[sqlx(flatten)]
    pub delivery: Delivery,
    /// The delivery worker holding this row (see [`Store::claim`]), if any.
    pub claimed_by: Option<String>,
    /// Until when its claim holds, Unix milliseconds (system time).
    pub lease_until: Option<i64>,
    /// The front end's receipt token for the action's author, if one waits for a
    /// confirmation (the rest of the receipt: [`OutboxRow::receipt`]).
    #[sqlx(rename = "receipt")]
    pub receipt_token: Option<String>,
    /// The receipt's answer code ([`ReceiptRow::answer`]).
    pub receipt_answer: Option<String>,
    /// The receipt's linked channel ([`ReceiptRow::link`]).
    pub receipt_link: Option<String>,
    /// The receipt's locale tag ([`ReceiptRow::locale`]).
    pub receipt_locale: Option<String>,
    /// The front end's id of the message it posted (Discord: the message snowflake), once
    /// delivered and when the front end keeps one (migration 0018).
    pub message_id: Option<String>,
    /// For an edit (kind `retire-…`): the outbox row whose posted message it edits.
    pub target_id: Option<i64>,
}

impl OutboxRow {
    /// The author's receipt stored with this row, if any.
    pub fn receipt(&self) -> Option<ReceiptRow> {
        Some(ReceiptRow {
            token: self.receipt_token.clone()?,
            answer: self.receipt_answer.clone(),
            link: self.receipt_link.clone(),
            locale: self.receipt_locale.clone(),
        })
    }
}

/// What [`Store::claim`] found: the rows now leased to the caller, and when the first of the
/// others (not yet due, or leased to another worker) may become claimable.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Claimed {
    /// Rows leased to the caller, oldest first; at most one per channel (its oldest pending).
    pub rows: Vec<OutboxRow>,
    /// Unix milliseconds of the earliest retry time or lease end among the heads not claimed.
    pub next_due: Option<i64>,
}

/// The outbox as a work queue: in order within each channel.
const OUTBOX: Queue = Queue {
    table: "outbox",
    group: "channel_id",
    columns: OUTBOX_COLUMNS,
};

const OUTBOX_COLUMNS: &str = concat!(
    "id, game_id, kind, ply, actor_id, channel_id, created_at, ",
    delivery_columns!(),
    ", claimed_by, lease_until, receipt, receipt_answer, receipt_link, receipt_locale, message_id, target_id"
);

/// Unix milliseconds from the system clock (the outbox's retry schedule; game times use the
/// game clock).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn out_min(slot: &mut Option<i64>, at: i64) {
    *slot = Some(slot.map_or(at, |n| n.min(at)));
}

fn fresh_nonce(game_id: i64, ply: i64) -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(now_ms());
    h.write_i64(game_id);
    h.write_i64(ply);
    format!("t{:016x}", h.finish())
}

/// The insert of announcement `a` with more columns `extra` (the receipt's, `target_id`) bound
/// by the caller as `$9`, `$10`, …; it returns the new id.
fn insert_announcement<'q>(a: &'q NewAnnouncement, extra: &[&str]) -> Select<'q, (i64,)> {
    let marks: Vec<String> = (0..extra.len()).map(|i| format!("${}", 9 + i)).collect();
    let sql = format!(
        "INSERT INTO outbox (game_id, kind, ply, actor_id, channel_id, nonce, created_at, attempts, next_attempt_at, {}) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, {}) RETURNING id",
        extra.join(", "),
        marks.join(", ")
    );
    sqlx::query_as(AssertSqlSafe(sql))
        .bind(a.game_id)
        .bind(a.kind)
        .bind(a.ply)
        .bind(&a.actor_id)
        .bind(&a.channel_id)
        .bind(fresh_nonce(a.game_id, a.ply))
        .bind(a.created_at)
        .bind(now_ms())
}

/// Outbox rows: `filter` is what follows `WHERE`.
fn select_outbox<'q>(filter: &str) -> Select<'q, OutboxRow> {
    let sql = format!("SELECT {OUTBOX_COLUMNS} FROM outbox WHERE {filter}");
    sqlx::query_as(AssertSqlSafe(sql))
}

impl WriteTx {
    /// Stores an announcement to deliver once this transaction commits; returns its id.
    ///
    /// # Errors
    /// Database failures.
    pub async fn announce(&mut self, a: &NewAnnouncement) -> Result<i64, StoreError> {
        let r = a.receipt.as_ref();
        let q = insert_announcement(
            a,
            &[
                "receipt",
                "receipt_answer",
                "receipt_link",
                "receipt_locale",
            ],
        )
        .bind(r.map(|r| &r.token))
        .bind(r.and_then(|r| r.answer.as_ref()))
        .bind(r.and_then(|r| r.link.as_ref()))
        .bind(r.and_then(|r| r.locale.as_ref()));
        Ok(self.one(q).await?.0)
    }

    /// The newest announcement of `kind` (a code) for game `game_id`, if any: the message a
    /// later edit retires.
    ///
    /// # Errors
    /// Database failures.
    pub async fn last_announcement(
        &mut self,
        game_id: i64,
        kind: &str,
    ) -> Result<Option<i64>, StoreError> {
        let q = sqlx::query_as(
            "SELECT id FROM outbox WHERE game_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1",
        )
        .bind(game_id)
        .bind(kind);
        Ok(self.optional(q).await?.map(|(id,)| id))
    }

    /// Stores an edit of the message posted for outbox row `target_id` (kind `kind`, a
    /// `retire-…` code; no receipt), delivered after it in the same channel; returns its id.
    ///
    /// # Errors
    /// Database failures.
    pub async fn announce_edit(
        &mut self,
        a: &NewAnnouncement,
        target_id: i64,
    ) -> Result<i64, StoreError> {
        let q = insert_announcement(a, &["target_id"]).bind(target_id);
        Ok(self.one(q).await?.0)
    }
}

impl Store {
    /// One outbox row by id.
    ///
    /// # Errors
    /// Database failures.
    pub async fn outbox_row(&self, id: i64) -> Result<Option<OutboxRow>, StoreError> {
        self.optional(select_outbox("id = $1").bind(id)).await
    }

    /// The newest announcement of `kind` (a code) for game `game_id` at ply `ply`, if any.
    ///
    /// # Errors
    /// Database failures.
    pub async fn announcement_at(
        &self,
        game_id: i64,
        kind: &str,
        ply: i64,
    ) -> Result<Option<OutboxRow>, StoreError> {
        let q = select_outbox("game_id = $1 AND kind = $2 AND ply = $3 ORDER BY id DESC LIMIT 1")
            .bind(game_id)
            .bind(kind)
            .bind(ply);
        self.optional(q).await
    }

    /// Records the front end's id of the message posted for outbox row `id` (kept so a later
    /// change can edit it).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_message_id(&self, id: i64, message_id: &str) -> Result<(), StoreError> {
        let q = sqlx::query("UPDATE outbox SET message_id = $1 WHERE id = $2")
            .bind(message_id)
            .bind(id);
        self.run(q).await.map(|_| ())
    }

    /// Undelivered announcements (of `channel`, or all), oldest first (at most `limit`),
    /// whatever their retry time;
    /// the worker keeps each channel's order and skips those not yet due.
    ///
    /// # Errors
    /// Database failures.
    pub async fn pending(
        &self,
        limit: i64,
        channel: Option<&str>,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        let q = select_outbox(
            "delivered_at IS NULL AND ($1 IS NULL OR channel_id = $1) ORDER BY id LIMIT $2",
        )
        .bind(channel)
        .bind(limit);
        self.all(q).await
    }

    /// Claims work for delivery worker `owner` at `now_ms`: the oldest pending announcement of
    /// each channel (of `channel`, or all; at most `limit` channels), if it is due and not
    /// leased to another worker whose lease is still running, is leased to `owner` until
    /// `now_ms + lease_ms`. A channel's next row becomes claimable only once this one is
    /// delivered, so each channel keeps its order across processes; a guarded update takes each
    /// lease, so two workers never hold one row at once, and a dead worker's rows are taken over
    /// when its lease runs out (the nonce keeps a repeat post from showing twice).
    ///
    /// # Errors
    /// Database failures.
    pub async fn claim(
        &self,
        owner: &str,
        now_ms: i64,
        lease_ms: i64,
        limit: i64,
        channel: Option<&str>,
    ) -> Result<Claimed, StoreError> {
        let q = OUTBOX.heads(" AND ($2 IS NULL OR o.channel_id = $2)");
        let heads: Vec<OutboxRow> = self.all(q.bind(limit).bind(channel)).await?;
        let mut out = Claimed::default();
        for mut row in heads {
            if row.delivery.next_attempt_at > now_ms {
                out_min(&mut out.next_due, row.delivery.next_attempt_at);
                continue;
            }
            let until = now_ms + lease_ms;
            if self.run(OUTBOX.take(row.id, owner, until, now_ms)).await? == 1 {
                row.claimed_by = Some(owner.to_string());
                row.lease_until = Some(until);
                out.rows.push(row);
            } else if let Some(until) = row.lease_until {
                out_min(&mut out.next_due, until);
            }
        }
        Ok(out)
    }

    /// Renews every lease worker `owner` holds to `now_ms + lease_ms` (its heartbeat, run
    /// every third of the lease while the worker lives); returns how many rows it holds. A
    /// worker that died stops renewing, so its rows become claimable by any other worker (or
    /// its own restart under a new name) when the short lease runs out, seconds later.
    ///
    /// # Errors
    /// Database failures.
    pub async fn renew(&self, owner: &str, now_ms: i64, lease_ms: i64) -> Result<u64, StoreError> {
        let q = sqlx::query(
            "UPDATE outbox SET lease_until = $1 WHERE claimed_by = $2 AND delivered_at IS NULL",
        )
        .bind(now_ms + lease_ms)
        .bind(owner);
        self.run(q).await
    }

    /// Releases every lease worker `owner` holds (a clean shutdown), so that another worker
    /// or the next start takes its rows over at once; returns how many were released.
    ///
    /// # Errors
    /// Database failures.
    pub async fn release(&self, owner: &str) -> Result<u64, StoreError> {
        let q = sqlx::query(
            "UPDATE outbox SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = $1 AND delivered_at IS NULL",
        )
        .bind(owner);
        self.run(q).await
    }

    /// Deletes up to `limit` announcements delivered (or given up) before `before_ms` (Unix
    /// milliseconds), oldest first; returns how many. Pending rows are never touched, nor are
    /// games or moves (announcements are composed from those, not the other way round), so
    /// `timur check` and every reply are unchanged by it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn prune_delivered(&self, before_ms: i64, limit: i64) -> Result<u64, StoreError> {
        let q = sqlx::query(
            "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < $1 ORDER BY id LIMIT $2)",
        )
        .bind(before_ms)
        .bind(limit);
        self.run(q).await
    }

    /// The outbox's backlog: how many announcements are pending, and the game-clock time
    /// (`created_at`, Unix seconds) of the oldest of them.
    ///
    /// # Errors
    /// Database failures.
    pub async fn outbox_backlog(&self) -> Result<(i64, Option<i64>), StoreError> {
        let q = sqlx::query_as(
            "SELECT COUNT(*), MIN(created_at) FROM outbox WHERE delivered_at IS NULL",
        );
        self.one(q).await
    }

    /// Every announcement of a game, in order (tests, `/history`).
    ///
    /// # Errors
    /// Database failures.
    pub async fn outbox_of(&self, game_id: i64) -> Result<Vec<OutboxRow>, StoreError> {
        self.all(select_outbox("game_id = $1 ORDER BY id").bind(game_id))
            .await
    }

    /// Marks an announcement delivered at `at_ms` (and releases its lease).
    ///
    /// # Errors
    /// Database failures.
    pub async fn mark_delivered(&self, id: i64, at_ms: i64) -> Result<(), StoreError> {
        self.run(OUTBOX.finish(id, at_ms, None)).await.map(|_| ())
    }

    /// Gives up on an announcement that cannot be delivered (kept, with why, for operators;
    /// its lease released).
    ///
    /// # Errors
    /// Database failures.
    pub async fn give_up(&self, id: i64, at_ms: i64, error: &str) -> Result<(), StoreError> {
        let q = OUTBOX.finish(id, at_ms, Some(format!("gave up: {error}")));
        self.run(q).await.map(|_| ())
    }

    /// Records a failed attempt (and releases its lease); the next one is not before `next_ms`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn mark_failed(&self, id: i64, next_ms: i64, error: &str) -> Result<(), StoreError> {
        self.run(OUTBOX.retry(id, next_ms, error)).await.map(|_| ())
    }
}
