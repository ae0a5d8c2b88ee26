//! The background scheduler: challenge expiries, reminders and timeouts. Each tick reads every
//! event due by the service's (injectable) clock and fires them in the order they fell due —
//! each one transaction with a guarded update, so each takes effect exactly once — and the
//! announcements go out through the outbox. The first tick runs at once, so after downtime
//! the bot catches up on everything that fell due meanwhile.

use crate::game::GameService;
use std::time::Duration;

/// How often the bot's scheduler looks for due events (30 seconds; deadlines are in days).
pub const POLL: Duration = Duration::from_secs(30);

/// Fires due events through the service.
#[derive(Clone, Debug)]
pub struct Scheduler {
    service: GameService,
}

impl Scheduler {
    /// A scheduler over the service (and its clock).
    pub fn new(service: GameService) -> Scheduler {
        Scheduler { service }
    }

    /// Fires every event due now, in order; returns how many took effect. Failures are logged
    /// and retried at the next tick (nothing was stored for them).
    pub async fn tick(&self) -> usize {
        let events = match self.service.due_events().await {
            Ok(e) => e,
            Err(e) => {
                tracing::error!(error = %e, "scheduler: cannot read due events");
                return 0;
            }
        };
        let mut fired = 0;
        for ev in events {
            match self.service.fire(&ev).await {
                Ok(Some(_)) => fired += 1,
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(error = %e, game_id = ev.game_id, kind = ?ev.kind, "scheduler: event failed")
                }
            }
        }
        fired
    }

    /// Ticks now, then every `poll`, until the task is aborted.
    pub fn spawn(self, poll: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                self.tick().await;
                tokio::time::sleep(poll).await;
            }
        })
    }
}
