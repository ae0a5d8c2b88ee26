//! `/notify on|off|digest`: your-move notifications by direct message (see
//! [`crate::game::notify`]). Without a choice it shows the current one. Answers are ephemeral.

use super::{author_id, read, say, Context, Error};
use crate::game::notify::{NotifyMode, NotifySetting};

/// The `/notify` menu.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyParam {
    /// A DM when it is your move.
    #[name = "on"]
    On,
    /// No DMs.
    #[name = "off"]
    Off,
    /// One DM a day.
    #[name = "digest"]
    Digest,
}

/// What the setting `s` means, in a sentence.
pub fn notify_sentence(s: NotifySetting) -> String {
    let base = match s.mode {
        NotifyMode::On => {
            "You get a direct message when it is your move (at most one per game per hour)."
        }
        NotifyMode::Digest => {
            "You get one direct message a day listing the games waiting for your move."
        }
        NotifyMode::Off => {
            "You get no direct messages; the game's thread pings you when it is your move."
        }
    };
    if s.closed {
        format!("{base} They were turned off because your direct messages are closed: allow direct messages from this server's members, then choose /notify on again.")
    } else {
        base.to_string()
    }
}

/// Direct messages when it is your move: on, off, or a daily digest
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "on: a DM when it is your move; digest: one a day; off: none"] mode: Option<
        NotifyParam,
    >,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let user = author_id(ctx);
    let text = match mode {
        Some(m) => {
            let mode = match m {
                NotifyParam::On => NotifyMode::On,
                NotifyParam::Off => NotifyMode::Off,
                NotifyParam::Digest => NotifyMode::Digest,
            };
            service.set_notify(&user, mode).await?;
            format!(
                "Saved. {}",
                notify_sentence(NotifySetting {
                    mode,
                    closed: false
                })
            )
        }
        None => notify_sentence(read(service.notify_setting(&user)).await?),
    };
    say(ctx, &text, true).await
}
