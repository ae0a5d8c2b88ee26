//! The background scheduler: challenge expiries, reminders and timeouts. Each tick reads every
//! event due by the service's (injectable) clock, applies them one by one in the order they
//! fell due — each a conditional write, so each takes effect exactly once — and posts the
//! result in the game's channel. The first tick runs at once, so after downtime the bot
//! catches up on everything that fell due meanwhile.

use super::correspondence::relative;
use super::present::{self, mention, pings};
use crate::game::{Fired, GameService, GameState};
use crate::rules::Color;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How often the bot's scheduler looks for due events (30 seconds; deadlines are in days).
pub const POLL: Duration = Duration::from_secs(30);

/// Posts due events with `http`; see the module doc.
#[derive(Clone, Debug)]
pub struct Scheduler {
    http: Arc<serenity::Http>,
    service: GameService,
}

impl Scheduler {
    /// A scheduler over the service (and its clock) posting with `http`.
    pub fn new(http: Arc<serenity::Http>, service: GameService) -> Scheduler {
        Scheduler { http, service }
    }

    /// Processes every event due now, in order; returns how many took effect. Failures are
    /// logged: a failed post is not retried (the event is already applied).
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
                Ok(Some(f)) => {
                    fired += 1;
                    if let Err(e) = self.announce(&f).await {
                        tracing::error!(error = %e, game_id = ev.game_id, kind = ?ev.kind, "scheduler: could not post");
                    }
                }
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(error = %e, game_id = ev.game_id, "scheduler: event failed")
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

    async fn announce(&self, fired: &Fired) -> Result<(), super::Error> {
        let (state, message) = match fired {
            Fired::Expired(state) => {
                let text = format!(
                    "The challenge from {} to a game of {} expired: nobody accepted it within 48 hours.",
                    mention(&state.row.challenger_id),
                    present::variant_line(state)
                );
                (
                    state,
                    serenity::CreateMessage::new()
                        .content(text)
                        .allowed_mentions(pings(&[])),
                )
            }
            Fired::Reminder(state) => {
                let turn = state.turn();
                let d = state.corr.deadline.unwrap_or_default();
                let text = format!(
                    "{}, reminder: it is your move against {}. Your time runs out {} (<t:{d}:f>).",
                    present::player(state, turn),
                    state.player_name(!turn),
                    relative(d)
                );
                (
                    state,
                    serenity::CreateMessage::new()
                        .content(text)
                        .allowed_mentions(pings(&[state.player_id(turn)])),
                )
            }
            Fired::Timeout(state, at) => {
                let loser = state.turn();
                let text = format!(
                    "{} ran out of time at <t:{at}:F>.\n{}",
                    present::player(state, loser),
                    present::result_line(state).unwrap_or_default()
                );
                let board = present::render(state, !loser).await?;
                (
                    state,
                    serenity::CreateMessage::new()
                        .content(text)
                        .add_file(board)
                        .allowed_mentions(pings(&[
                            state.player_id(Color::White),
                            state.player_id(Color::Black),
                        ])),
                )
            }
        };
        let Some(channel) = channel_of(state) else {
            return Ok(());
        };
        channel.send_message(&self.http, message).await?;
        Ok(())
    }
}

/// The Discord channel of a game (`None` for local games).
fn channel_of(state: &GameState) -> Option<serenity::ChannelId> {
    state
        .row
        .channel_id
        .parse::<u64>()
        .ok()
        .filter(|n| *n != 0)
        .map(serenity::ChannelId::new)
}
