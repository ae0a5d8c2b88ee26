//! `/notify on|off|digest`: your-move notifications by direct message (see
//! [`crate::game::notify`]). Without a choice it shows the current one. Answers are ephemeral.

use super::{author_id, lang, read, say, Context, Error};
use crate::game::notify::{NotifyMode, NotifySetting};
use crate::i18n::Lang;
use crate::tr;

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

/// What the setting `s` means, in a sentence in `lang` (`community-notify-…`), with why it
/// was turned off when the user's direct messages are closed.
pub fn notify_sentence(s: NotifySetting, lang: Lang) -> String {
    let base = match s.mode {
        NotifyMode::On => tr!(lang, "community-notify-on"),
        NotifyMode::Digest => tr!(lang, "community-notify-digest"),
        NotifyMode::Off => tr!(lang, "community-notify-off"),
    };
    if s.closed {
        tr!(lang, "community-notify-closed", sentence = base)
    } else {
        base
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
    let lang = lang(ctx);
    let text = match mode {
        Some(m) => {
            let mode = match m {
                NotifyParam::On => NotifyMode::On,
                NotifyParam::Off => NotifyMode::Off,
                NotifyParam::Digest => NotifyMode::Digest,
            };
            service.set_notify(&user, mode).await?;
            let sentence = notify_sentence(
                NotifySetting {
                    mode,
                    closed: false,
                },
                lang,
            );
            tr!(lang, "discord-settings-saved", sentence = sentence)
        }
        None => notify_sentence(read(service.notify_setting(&user)).await?, lang),
    };
    say(ctx, &text, true).await
}
