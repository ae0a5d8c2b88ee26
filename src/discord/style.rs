//! How the announcements read on Discord: mentions, timestamps, move explanations.

use crate::explain;
use crate::game::Style;
use crate::i18n::Lang;
use crate::rules::{Move, Position};
use poise::serenity_prelude as serenity;

/// The Discord [`Style`]: `<@id>` mentions (plain names for non-Discord ids such as the bot's
/// computer player in tests), `<t:UNIX:R>` relative timestamps, the catalog's words in
/// [`DiscordStyle::lang`]: the user's `interaction.locale` for a reply to one user, the
/// server's language for a public announcement. [`Default`] is English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiscordStyle {
    /// The language of the texts written with this style.
    pub lang: Lang,
}

impl DiscordStyle {
    /// The English Discord style (the default), as a constant: `&DiscordStyle::EN` is a
    /// `&'static`.
    pub const EN: DiscordStyle = DiscordStyle::new(Lang::En);

    /// The Discord style writing in `lang`.
    pub const fn new(lang: Lang) -> DiscordStyle {
        DiscordStyle { lang }
    }

    /// The style for a Discord locale code (`interaction.locale`, `guild_locale`: `fr`,
    /// `zh-CN`, …); English for a locale without a catalog.
    pub fn for_locale(locale: &str) -> DiscordStyle {
        DiscordStyle::new(Lang::from_discord(locale))
    }
}

/// One style per language, for callers that hand out `&'static dyn Style`.
pub(crate) static STYLES: [DiscordStyle; 8] = [
    DiscordStyle::new(Lang::ALL[0]),
    DiscordStyle::new(Lang::ALL[1]),
    DiscordStyle::new(Lang::ALL[2]),
    DiscordStyle::new(Lang::ALL[3]),
    DiscordStyle::new(Lang::ALL[4]),
    DiscordStyle::new(Lang::ALL[5]),
    DiscordStyle::new(Lang::ALL[6]),
    DiscordStyle::new(Lang::ALL[7]),
];

/// The shared style of `lang` (one of [`STYLES`]).
pub(crate) fn style_of(lang: Lang) -> &'static DiscordStyle {
    &STYLES[lang as usize]
}

/// `<@id>`, Discord's mention of a user id (a decimal snowflake).
pub fn mention(id: &str) -> String {
    format!("<@{id}>")
}

/// Mentions that may ping: exactly the listed user ids (non-numeric ids are skipped).
pub fn pings<S: AsRef<str>>(ids: &[S]) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = ids
        .iter()
        .filter_map(|id| id.as_ref().parse::<u64>().ok().filter(|n| *n != 0))
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

impl Style for DiscordStyle {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn player(&self, id: &str, name: &str) -> String {
        if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) {
            mention(id)
        } else if name.is_empty() {
            crate::tr!(self, "discord-anyone")
        } else {
            name.to_string()
        }
    }

    fn time(&self, t: i64) -> String {
        format!("<t:{t}:R>")
    }

    fn explain_move(&self, before: &Position, mv: &Move, after: &Position) -> String {
        explain::describe_move(before, mv, after, self.lang())
    }

    fn notes(&self, pos: &Position) -> Vec<String> {
        explain::status_note_list(pos, self.lang())
    }
}
