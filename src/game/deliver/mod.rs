//! The delivery worker: posts pending outbox announcements through a [`Courier`] in the order
//! they were stored (per channel), marks each delivered, and retries transient failures with
//! exponential backoff (at least the `retry_after` a rate limit asks for). On start it delivers
//! whatever is pending, so a crash anywhere loses no announcement; the courier sends the row's
//! nonce so that a crash between post and mark does not post twice.
//!
//! Several processes may run a worker on one database: each claims the oldest pending row of a
//! channel with a lease ([`crate::store::Store::claim`]), so a row is posted by one worker at a
//! time, channels keep their order, and a dead process's rows are taken over once their lease
//! runs out.

mod compose;
mod courier;
mod dm;

pub use courier::{Courier, SendError};

use super::{GameError, GameService};
use crate::store::{now_ms, OutboxRow};
use std::sync::Arc;
use std::time::Duration;

/// The worker: a service, a courier and a backoff schedule.
pub struct Delivery<C> {
    service: GameService,
    courier: Arc<C>,
    base: Duration,
    max: Duration,
    channel: Option<String>,
    owner: Arc<str>,
    lease: Duration,
    retention: Option<Duration>,
}

impl<C> Clone for Delivery<C> {
    fn clone(&self) -> Self {
        Delivery {
            service: self.service.clone(),
            courier: self.courier.clone(),
            base: self.base,
            max: self.max,
            channel: self.channel.clone(),
            owner: self.owner.clone(),
            lease: self.lease,
            retention: self.retention,
        }
    }
}

/// How long a worker's claim on an announcement holds (3 s) unless renewed. A live worker
/// renews all its claims every third of the lease ([`Store::renew`](crate::store::Store::renew),
/// its heartbeat), so a slow post keeps its claim; a dead process stops renewing, and its
/// announcements are taken over by another worker (or its own restart) at most 3 s after it
/// died.
pub const LEASE: Duration = Duration::from_secs(3);

/// How long delivered announcements are kept before the worker deletes them (30 days; the
/// operator's `OUTBOX_RETENTION_DAYS`).
pub const RETENTION: Duration = Duration::from_secs(30 * 86_400);

/// How many delivered announcements one prune deletes at most (a short write each, so
/// pruning never holds the database for long).
pub const PRUNE_BATCH: i64 = 500;

/// How often the worker prunes delivered announcements (every 10 minutes, and at its start).
pub const PRUNE_EVERY: Duration = Duration::from_secs(600);

/// A worker name unique across processes and machines: host, process id and a random part.
pub fn worker_name() -> String {
    use std::hash::{BuildHasher, Hasher};
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().chars().take(40).collect::<String>())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".to_string());
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(now_ms());
    format!("{host}-{}-{:08x}", std::process::id(), h.finish() as u32)
}

/// The retry delay after `attempts` failed attempts: `base · 2^(attempts-1)`, at most `max`.
pub fn backoff(base: Duration, max: Duration, attempts: i64) -> Duration {
    let shift = attempts.clamp(1, 20) - 1;
    base.saturating_mul(1 << shift).min(max)
}

impl<C: Courier> Delivery<C> {
    /// A worker with backoff from 1 s up to 5 minutes.
    pub fn new(service: GameService, courier: Arc<C>) -> Delivery<C> {
        Delivery {
            service,
            courier,
            base: Duration::from_secs(1),
            max: Duration::from_secs(300),
            channel: None,
            owner: worker_name().into(),
            lease: LEASE,
            retention: Some(RETENTION),
        }
    }

    /// The same worker under another name and lease (tests: two workers in one process, a
    /// short lease).
    pub fn with_lease(mut self, owner: &str, lease: Duration) -> Delivery<C> {
        self.owner = owner.into();
        self.lease = lease;
        self
    }

    /// The same worker keeping delivered announcements for `retention` (`None`: for ever).
    pub fn with_retention(mut self, retention: Option<Duration>) -> Delivery<C> {
        self.retention = retention;
        self
    }

    /// Deletes the announcements delivered more than the retention before `now_ms` (Unix
    /// milliseconds), [`PRUNE_BATCH`] at a time until none is left; returns how many.
    /// Pending announcements, games and moves are never deleted.
    ///
    /// # Errors
    /// Database failures (what was deleted stays deleted; the rest waits for the next prune).
    pub async fn prune(&self, now_ms: i64) -> Result<u64, GameError> {
        let Some(keep) = self.retention else {
            return Ok(0);
        };
        let before = now_ms - keep.as_millis() as i64;
        let mut total = 0;
        loop {
            let n = self
                .service
                .store()
                .prune_delivered(before, PRUNE_BATCH)
                .await?;
            total += n;
            if n < PRUNE_BATCH as u64 {
                return Ok(total);
            }
            tokio::task::yield_now().await;
        }
    }

    /// This worker's name, as stored in the rows it claims.
    pub fn owner(&self) -> &str {
        &self.owner
    }

    /// The same worker delivering only the announcements of one channel (local mode).
    pub fn with_channel(mut self, channel: &str) -> Delivery<C> {
        self.channel = Some(channel.to_string());
        self
    }

    /// The same worker with another backoff schedule (tests use milliseconds).
    pub fn with_backoff(mut self, base: Duration, max: Duration) -> Delivery<C> {
        self.base = base;
        self.max = max;
        self
    }

    /// The courier.
    pub fn courier(&self) -> &C {
        &self.courier
    }

    /// Delivers every pending announcement that is due and not leased to another worker,
    /// keeping each channel's order (a channel whose oldest pending row must wait holds the
    /// rest of that channel back). Returns how many were delivered and when the next pending
    /// row is due (or another worker's lease on it runs out), if any.
    ///
    /// # Errors
    /// Database failures (nothing is lost: rows stay pending).
    pub async fn run_once(&self) -> Result<(usize, Option<i64>), GameError> {
        let store = self.service.store();
        let lease = self.lease.as_millis() as i64;
        let mut delivered = 0;
        self.digests().await;
        loop {
            let claimed = store
                .claim(&self.owner, now_ms(), lease, 200, self.channel.as_deref())
                .await?;
            if claimed.rows.is_empty() {
                return Ok((delivered, claimed.next_due));
            }
            for row in claimed.rows {
                delivered += usize::from(self.deliver(&row).await?);
            }
        }
    }

    /// Posts one claimed row and records the outcome; `true` if it was delivered.
    async fn deliver(&self, row: &OutboxRow) -> Result<bool, GameError> {
        let store = self.service.store();
        let message = match self.compose(row).await {
            // An edit of a question that has no posted message: nothing to do.
            Ok(m) if m.edit.is_none() && super::Fate::from_kind(&row.kind).is_some() => {
                store.mark_delivered(row.id, now_ms()).await?;
                return Ok(true);
            }
            Ok(m) => m,
            Err(GameError::Store(e)) => return Err(GameError::Store(e)),
            Err(e) => {
                tracing::error!(outbox_id = row.id, game_id = row.game_id, error = %e, "cannot compose an announcement; giving up on it");
                store.give_up(row.id, now_ms(), &e.to_string()).await?;
                return Ok(false);
            }
        };
        crate::metrics::delivery_attempt();
        let sent = self.courier.send_posted(row, message).await;
        if let Err(e) = &sent {
            crate::metrics::delivery_failure(e.kind());
        }
        match sent {
            Ok(posted) => {
                // The id first: a crash before the mark re-posts with the same nonce, which
                // returns the same message.
                if let Some(id) = posted.filter(|_| row.target_id.is_none()) {
                    store.set_message_id(row.id, &id).await?;
                }
                // Before the mark, so that a caller who sees it delivered sees its DM too.
                self.turn_notice(row).await;
                store.mark_delivered(row.id, now_ms()).await?;
                Ok(true)
            }
            Err(SendError::Transient { retry_after, why }) => {
                let wait = backoff(self.base, self.max, row.delivery.attempts + 1)
                    .max(retry_after.unwrap_or_default());
                let next = now_ms() + wait.as_millis() as i64;
                tracing::warn!(outbox_id = row.id, game_id = row.game_id, attempts = row.delivery.attempts + 1, wait_ms = wait.as_millis() as u64, %why, "announcement not delivered; will retry");
                store.mark_failed(row.id, next, &why).await?;
                Ok(false)
            }
            Err(SendError::Permanent(why)) => {
                tracing::error!(outbox_id = row.id, game_id = row.game_id, %why, "announcement cannot be delivered; giving up on it");
                store.give_up(row.id, now_ms(), &why).await?;
                Ok(false)
            }
        }
    }

    /// Renews this worker's leases every third of the lease, for ever (the heartbeat that
    /// keeps its claims while it lives; see [`LEASE`]).
    pub async fn heartbeat(&self) {
        let lease = self.lease.as_millis() as i64;
        let every = (self.lease / 3).max(Duration::from_millis(10));
        loop {
            tokio::time::sleep(every).await;
            if let Err(e) = self
                .service
                .store()
                .renew(&self.owner, now_ms(), lease)
                .await
            {
                tracing::warn!(error = %e, "delivery: cannot renew the outbox leases");
            }
        }
    }

    /// Runs until the task is aborted: delivers at once (catching up after a restart), then
    /// whenever the service stores announcements or a retry falls due (and every `poll`); its
    /// [`heartbeat`](Delivery::heartbeat) runs in the same task, so an aborted (or killed)
    /// worker stops renewing its leases.
    pub fn spawn(self, poll: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            let heartbeat = self.heartbeat();
            let work = self.work(poll);
            tokio::join!(heartbeat, work);
        })
    }

    /// The delivery loop of [`Delivery::spawn`].
    async fn work(&self, poll: Duration) {
        let signal = self.service.outbox_signal();
        let mut pruned: Option<std::time::Instant> = None;
        loop {
            if pruned.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
                pruned = Some(std::time::Instant::now());
                match self.prune(now_ms()).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(deleted = n, "delivery: old announcements pruned"),
                    Err(e) => tracing::warn!(error = %e, "delivery: cannot prune the outbox"),
                }
            }
            let wait = match self.run_once().await {
                Ok((_, Some(next))) => {
                    Duration::from_millis((next - now_ms()).max(1) as u64).min(poll)
                }
                Ok((_, None)) => poll,
                Err(e) => {
                    tracing::error!(error = %e, "delivery: cannot read the outbox; retrying");
                    Duration::from_millis(500).min(poll)
                }
            };
            tokio::select! {
                () = signal.notified() => {}
                () = tokio::time::sleep(wait) => {}
            }
        }
    }
}
