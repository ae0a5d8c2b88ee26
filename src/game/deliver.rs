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

use super::announce::{present, Kind, Message, Style};
use super::history::History;
use super::At;
use super::{GameError, GameService};
use crate::store::{now_ms, OutboxRow};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Why a post failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SendError {
    /// Worth retrying: rate limited (429), a 5xx, a network failure.
    Transient {
        /// How long the other side asked to wait, if it said.
        retry_after: Option<Duration>,
        /// For the log.
        why: String,
    },
    /// Retrying cannot help (the channel is gone, the bot lacks access): given up and logged.
    Permanent(String),
}

impl SendError {
    /// The kind of failure for the metrics: `429` (a transient failure that names a wait:
    /// rate limited), `5xx` (a transient one whose text starts with `HTTP `: the couriers'
    /// form for an HTTP status), `network` (any other transient one), `permanent`.
    pub fn kind(&self) -> &'static str {
        match self {
            SendError::Transient {
                retry_after: Some(_),
                ..
            } => "429",
            SendError::Transient { why, .. } if why.starts_with("HTTP ") => "5xx",
            SendError::Transient { .. } => "network",
            SendError::Permanent(_) => "permanent",
        }
    }
}

/// Where announcements go: Discord, or the terminal in local mode.
pub trait Courier: Send + Sync + 'static {
    /// How this front end writes players and times.
    fn style(&self) -> &dyn Style;

    /// Posts `message` for outbox row `row` (in `row.channel_id`, with `row.nonce` so that a
    /// repeat of the same row is recognised).
    fn send(
        &self,
        row: &OutboxRow,
        message: Message,
    ) -> impl Future<Output = Result<(), SendError>> + Send;

    /// Sends `text` to `user` alone (Discord: a direct message), with a link to the game's
    /// channel `place` = `(guild, channel)` when known. The default cannot reach anyone
    /// privately and does nothing.
    fn direct(
        &self,
        _user: &str,
        _text: String,
        _place: Option<(String, String)>,
    ) -> impl Future<Output = Result<(), super::notify::DirectError>> + Send {
        async { Ok(()) }
    }

    /// Whether games against the computer read as one post per exchange (the human's move is
    /// posted with the computer's answer, see [`super::views::computer_exchange`]); `false`
    /// keeps one announcement per move (local mode shows them its own way).
    fn one_board_per_exchange(&self) -> bool {
        false
    }

    /// [`Courier::send`], returning the id of the message posted (or edited) when the front
    /// end has one, so that a later change can edit it ([`super::retire`]). Front ends that
    /// cannot edit their posts keep this default (no id: their questions are never edited).
    fn send_posted(
        &self,
        row: &OutboxRow,
        message: Message,
    ) -> impl Future<Output = Result<Option<String>, SendError>> + Send {
        async move { self.send(row, message).await.map(|()| None) }
    }
}

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
            Ok(m) if m.edit.is_none() && super::retire::Fate::from_kind(&row.kind).is_some() => {
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
                let wait = backoff(self.base, self.max, row.attempts + 1)
                    .max(retry_after.unwrap_or_default());
                let next = now_ms() + wait.as_millis() as i64;
                tracing::warn!(outbox_id = row.id, game_id = row.game_id, attempts = row.attempts + 1, wait_ms = wait.as_millis() as u64, %why, "announcement not delivered; will retry");
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

    /// Composes the announcement of `row` from the stored game.
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`], database failures.
    pub async fn compose(&self, row: &OutboxRow) -> Result<Message, GameError> {
        if let Some(fate) = super::retire::Fate::from_kind(&row.kind) {
            return self.compose_edit(row, fate).await;
        }
        let st = self.service.state_at(row.game_id, row.ply).await?;
        let now = self.service.load(At::Game(row.game_id)).await?.record;
        let engine = self
            .service
            .store()
            .engine_of(row.game_id)
            .await?
            .map(|(id, _)| id);
        let style = super::views::PlayerStyle::new(self.courier.style(), engine.as_deref());
        let mut message = present(row, &st, &now, &style)?;
        if let Some(computer) = engine
            .as_deref()
            .filter(|_| self.courier.one_board_per_exchange())
        {
            let human = self.human_move(row, computer, &style).await?;
            super::views::computer_exchange(&mut message, row, &st, &now, computer, human, &style);
        }
        // The game over: the whole game as a GIF with the result (moves read only then).
        if row.kind == Kind::GameOver.code() && st.record.ply > 0 && now.gif {
            let mut moves = self.service.moves(row.game_id).await?;
            moves.truncate(usize::try_from(row.ply).unwrap_or(0));
            // A game that does not replay loses its GIF, not its result.
            message.animation = match History::from_rows(&now, &moves) {
                Ok(h) => Some(h),
                Err(e) => {
                    tracing::error!(outbox_id = row.id, game_id = row.game_id, error = %e, "the game GIF could not be made");
                    None
                }
            };
        }
        super::rating::annotate(&self.service, row, &now, &mut message, &style).await?;
        Ok(message)
    }

    /// For the computer's move `row`: the human's move just before it, to post with it.
    async fn human_move(
        &self,
        row: &OutboxRow,
        computer: &str,
        style: &dyn super::announce::Style,
    ) -> Result<Option<super::views::HumanMove>, GameError> {
        if row.kind != Kind::Move.code() || row.actor_id.as_deref() != Some(computer) || row.ply < 2
        {
            return Ok(None);
        }
        let store = self.service.store();
        let Some(before) = store
            .announcement_at(row.game_id, Kind::Move.code(), row.ply - 1)
            .await?
            .filter(|r| r.actor_id.as_deref() != Some(computer))
        else {
            return Ok(None);
        };
        let st = self.service.state_at(row.game_id, row.ply - 1).await?;
        let Some(line) = super::announce::played_line(&st, style) else {
            return Ok(None);
        };
        let receipt = before
            .receipt
            .as_deref()
            .map(super::announce::split_receipt)
            .filter(|(answer, _)| answer.is_none())
            .map(|(_, token)| token.to_string());
        Ok(Some(super::views::HumanMove { line, receipt }))
    }

    /// After a post that gave someone the move: their your-move DM, if they asked for them
    /// ([`super::notify`]). Failures are logged; a closed DM channel turns them off.
    async fn turn_notice(&self, row: &OutboxRow) {
        let gives_move = [Kind::Start, Kind::Move, Kind::Takeback]
            .iter()
            .any(|k| k.code() == row.kind);
        if !gives_move {
            return;
        }
        let rec = match self.service.load(At::Game(row.game_id)).await {
            Ok(s) if s.record.ply == row.ply => s.record,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!(game_id = row.game_id, error = %e, "no your-move DM: cannot read the game");
                return;
            }
        };
        let user = rec.to_move().id.clone();
        match self.service.take_turn_notice(&rec, &user).await {
            Ok(true) => {}
            Ok(false) => return,
            Err(e) => {
                tracing::warn!(game_id = row.game_id, error = %e, "no your-move DM");
                return;
            }
        }
        let text = super::notify::turn_text(&rec, &user);
        let place = rec.guild_id.clone().map(|g| (g, rec.channel_id.clone()));
        self.direct(&user, text, place).await;
    }

    /// Sends the daily digests that are due ([`super::notify`]).
    async fn digests(&self) {
        match self.service.due_digests().await {
            Ok(due) => {
                for (user, text) in due {
                    self.direct(&user, text, None).await;
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot read the due digests"),
        }
    }

    /// One DM; a closed DM channel turns the player's notifications off (no retry, no loop).
    async fn direct(&self, user: &str, text: String, place: Option<(String, String)>) {
        match self.courier.direct(user, text, place).await {
            Ok(()) => {}
            Err(super::notify::DirectError::Closed) => {
                tracing::info!(user, "direct messages closed: notifications turned off");
                if let Err(e) = self.service.notify_closed(user).await {
                    tracing::warn!(error = %e, "could not turn notifications off");
                }
            }
            Err(super::notify::DirectError::Failed(why)) => {
                tracing::warn!(user, %why, "a direct message failed");
            }
        }
    }

    /// Composes the edit `row` (a [`super::retire::Fate`]) of the question it targets: the
    /// question's new text, and in [`Message::edit`] the id of its posted message (`None` when
    /// it has none: nothing to edit).
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`] (no question to edit), database
    /// failures.
    async fn compose_edit(
        &self,
        row: &OutboxRow,
        fate: super::retire::Fate,
    ) -> Result<Message, GameError> {
        let store = self.service.store();
        let target = match row.target_id {
            Some(t) => store.outbox_row(t).await?,
            None => None,
        };
        let Some(target) = target else {
            return Err(GameError::Corrupt {
                game_id: row.game_id,
                what: format!("edit {} has no question to edit", row.id),
            });
        };
        let message_id = target.message_id.clone();
        let now = self.service.load(At::Game(row.game_id)).await?.record;
        let engine = store.engine_of(row.game_id).await?.map(|(id, _)| id);
        let style = super::views::PlayerStyle::new(self.courier.style(), engine.as_deref());
        let text =
            super::retire::retired_text(&target, fate, row.actor_id.as_deref(), &now, &style);
        Ok(Message {
            text,
            picture: None,
            actions: Vec::new(),
            game_id: row.game_id,
            pings: Vec::new(),
            receipt: None,
            animation: None,
            edit: message_id,
            dismiss: None,
            unposted: None,
        })
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
