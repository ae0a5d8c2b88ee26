//! How the announcements read on Discord: mentions, timestamps, move explanations.

use crate::explain;
use crate::game::Style;
use crate::rules::{Move, Position};
use poise::serenity_prelude as serenity;

/// The Discord [`Style`]: `<@id>` mentions (plain names for non-Discord ids such as the bot's
/// computer player in tests), `<t:UNIX:R>` relative timestamps.
#[derive(Clone, Copy, Debug, Default)]
pub struct DiscordStyle;

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
    fn player(&self, id: &str, name: &str) -> String {
        if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) {
            mention(id)
        } else if name.is_empty() {
            "anyone".to_string()
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

    fn notes(&self, pos: &Position) -> String {
        explain::status_notes(pos, self.lang())
    }
}
