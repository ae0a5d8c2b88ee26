//! The delivery worker: posts pending outbox announcements through a [`Courier`] in the order
//! they were stored (per channel), marks each delivered, and retries transient failures with
//! exponential backoff (at least the `retry_after` a rate limit asks for). On start it delivers
//! whatever is pending, so a crash anywhere loses no announcement; the courier sends the row's
//! nonce so that a crash between post and mark does not post twice.

use super::announce::{present, Kind, Message, Style};
use super::replay::replay_record;
use super::At;
use super::{GameError, GameService};
use crate::store::{now_ms, OutboxRow};
use std::collections::HashSet;
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
}

/// The worker: a service, a courier and a backoff schedule.
pub struct Delivery<C> {
    service: GameService,
    courier: Arc<C>,
    base: Duration,
    max: Duration,
    channel: Option<String>,
}

impl<C> Clone for Delivery<C> {
    fn clone(&self) -> Self {
        Delivery {
            service: self.service.clone(),
            courier: self.courier.clone(),
            base: self.base,
            max: self.max,
            channel: self.channel.clone(),
        }
    }
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
        }
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

    /// Delivers every pending announcement that is due, keeping each channel's order (a
    /// channel whose oldest pending row must wait holds the rest of that channel back).
    /// Returns how many were delivered and when the next pending row is due, if any.
    ///
    /// # Errors
    /// Database failures (nothing is lost: rows stay pending).
    pub async fn run_once(&self) -> Result<(usize, Option<i64>), GameError> {
        let rows = self
            .service
            .store()
            .pending(200, self.channel.as_deref())
            .await?;
        let mut held: HashSet<String> = HashSet::new();
        let mut delivered = 0;
        let mut next_due: Option<i64> = None;
        for row in rows {
            if held.contains(&row.channel_id) {
                continue;
            }
            let now = now_ms();
            if row.next_attempt_at > now {
                held.insert(row.channel_id.clone());
                next_due =
                    Some(next_due.map_or(row.next_attempt_at, |n| n.min(row.next_attempt_at)));
                continue;
            }
            let message = match self.compose(&row).await {
                Ok(m) => m,
                Err(GameError::Store(e)) => return Err(GameError::Store(e)),
                Err(e) => {
                    tracing::error!(outbox_id = row.id, game_id = row.game_id, error = %e, "cannot compose an announcement; giving up on it");
                    self.service
                        .store()
                        .give_up(row.id, now_ms(), &e.to_string())
                        .await?;
                    continue;
                }
            };
            match self.courier.send(&row, message).await {
                Ok(()) => {
                    self.service
                        .store()
                        .mark_delivered(row.id, now_ms())
                        .await?;
                    delivered += 1;
                }
                Err(SendError::Transient { retry_after, why }) => {
                    let wait = backoff(self.base, self.max, row.attempts + 1)
                        .max(retry_after.unwrap_or_default());
                    let next = now_ms() + wait.as_millis() as i64;
                    tracing::warn!(outbox_id = row.id, game_id = row.game_id, attempts = row.attempts + 1, wait_ms = wait.as_millis() as u64, %why, "announcement not delivered; will retry");
                    self.service.store().mark_failed(row.id, next, &why).await?;
                    held.insert(row.channel_id.clone());
                    next_due = Some(next_due.map_or(next, |n| n.min(next)));
                }
                Err(SendError::Permanent(why)) => {
                    tracing::error!(outbox_id = row.id, game_id = row.game_id, %why, "announcement cannot be delivered; giving up on it");
                    self.service.store().give_up(row.id, now_ms(), &why).await?;
                }
            }
        }
        Ok((delivered, next_due))
    }

    /// Composes the announcement of `row` from the stored game.
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`], database failures.
    pub async fn compose(&self, row: &OutboxRow) -> Result<Message, GameError> {
        let st = self.service.state_at(row.game_id, row.ply).await?;
        let now = self.service.load(At::Game(row.game_id)).await?.record;
        let mut message = present(row, &st, &now, self.courier.style())?;
        // The game over: the whole game as a GIF with the result (moves read only then).
        if row.kind == Kind::GameOver.code() && st.record.ply > 0 && now.gif {
            let mut moves = self.service.moves(row.game_id).await?;
            moves.truncate(usize::try_from(row.ply).unwrap_or(0));
            message.animation = Some(replay_record(&now, &moves));
        }
        super::rating::annotate(&self.service, row, &now, &mut message, self.courier.style())
            .await?;
        Ok(message)
    }

    /// Runs until the task is aborted: delivers at once (catching up after a restart), then
    /// whenever the service stores announcements or a retry falls due (and every `poll`).
    pub fn spawn(self, poll: Duration) -> tokio::task::JoinHandle<()> {
        let signal = self.service.outbox_signal();
        tokio::spawn(async move {
            loop {
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
        })
    }
}
