//! How a front end writes the styled parts of a text: emphasis, a player, a point in time,
//! code (moves, commands), a link. The game layer builds every text it shows through a
//! [`Style`] (`announce`, `retire`, `views`, `notify`), so each text is written once, in the
//! front end's form, and never patched afterwards: Discord writes Markdown, `<@id>` mentions
//! and `<t:UNIX:R>` timestamps (`crate::discord::DiscordStyle`), the terminal plain words,
//! names and UTC dates (`crate::cli::LocalStyle`).
//!
//! The forms of [`Style::bold`], [`Style::code`] and [`Style::link`] default to Markdown
//! (CommonMark, which Discord renders); a front end without Markdown overrides them.
//! A text catalog (one message per text, issue 19) renders its arguments through the same
//! trait: the catalog gives the words, the style the formatting of the parts.

use crate::i18n::{Args, Lang};
use crate::rules::{Move, Position};

/// How a front end writes players, times, emphasis, code, links and move explanations.
pub trait Style: Send + Sync {
    /// A player: a mention (`<@123>` on Discord) or their name (`Alice` locally). `id` is the
    /// player's id (empty for the open seat of an open challenge), `name` their display name.
    fn player(&self, id: &str, name: &str) -> String;

    /// A point in time (Unix seconds): relative on Discord (`<t:1767398400:R>`), a UTC date
    /// in the terminal (`2026-01-03 00:00 UTC`).
    fn time(&self, t: i64) -> String;

    /// `text` emphasised: `**text**` in Markdown, `text` in the terminal.
    fn bold(&self, text: &str) -> String {
        format!("**{text}**")
    }

    /// `text` as code (a move, a command, an option): `` `text` `` in Markdown.
    fn code(&self, text: &str) -> String {
        format!("`{text}`")
    }

    /// A link with the words `label` to `url`: `[label](url)` in Markdown.
    fn link(&self, label: &str, url: &str) -> String {
        format!("[{label}]({url})")
    }

    /// The language of the texts written with this style (English unless the front end says
    /// otherwise: the user's Discord locale, the server's language, `--lang`).
    fn lang(&self) -> Lang {
        Lang::En
    }

    /// The catalog's message `id` in [`Style::lang`] with `args` (see [`crate::i18n::text`]);
    /// the arguments that need styling are styled by the caller before they are passed.
    fn text(&self, id: &str, args: &Args) -> String {
        crate::i18n::text(self.lang(), id, args)
    }

    /// What a special move did (placements, swaps, promotions, …); empty for ordinary moves.
    fn explain_move(&self, _before: &Position, _mv: &Move, _after: &Position) -> String {
        String::new()
    }

    /// Things to keep in mind in a position (swaps left, arrivals), one sentence per note (so
    /// no caller splits a joined text at a language's sentence end); empty if none.
    fn notes(&self, _pos: &Position) -> Vec<String> {
        Vec::new()
    }
}

/// Markdown with players by name and times as Unix seconds: the style of texts composed
/// without a front end at hand (the defaults of [`Style`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Markdown;

impl Style for Markdown {
    fn player(&self, _id: &str, name: &str) -> String {
        name.to_string()
    }

    fn time(&self, t: i64) -> String {
        t.to_string()
    }
}

/// `inner`'s players, times, language and explanations without its emphasis, code marks and
/// links: the plain form of a sentence set inside another text that styles its own parts
/// (e.g. an end sentence in parentheses on a `/games finished:true` line). The catalog writes
/// the sentence once, in this form; nothing is stripped afterwards.
#[derive(Clone, Copy)]
pub struct Unmarked<'a>(pub &'a dyn Style);

impl Style for Unmarked<'_> {
    fn player(&self, id: &str, name: &str) -> String {
        self.0.player(id, name)
    }

    fn time(&self, t: i64) -> String {
        self.0.time(t)
    }

    fn bold(&self, text: &str) -> String {
        text.to_string()
    }

    fn code(&self, text: &str) -> String {
        text.to_string()
    }

    fn link(&self, label: &str, _url: &str) -> String {
        label.to_string()
    }

    fn lang(&self) -> Lang {
        self.0.lang()
    }

    fn text(&self, id: &str, args: &Args) -> String {
        self.0.text(id, args)
    }

    fn explain_move(&self, before: &Position, mv: &Move, after: &Position) -> String {
        self.0.explain_move(before, mv, after)
    }

    fn notes(&self, pos: &Position) -> Vec<String> {
        self.0.notes(pos)
    }
}

/// A refusal or error a player is shown, written in the style's language by the catalog.
/// Implemented by the game layer's errors (`GameError`, `PremoveError`, …) and, for the
/// rules' typed errors (which hold no sentences), by the game layer on their behalf.
pub trait Text {
    /// The sentence for the player, in `style`'s language and form.
    fn text(&self, style: &dyn Style) -> String;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmarked_keeps_players_and_words_and_drops_the_marks() {
        struct Mentions;
        impl Style for Mentions {
            fn player(&self, id: &str, _name: &str) -> String {
                format!("<@{id}>")
            }
            fn time(&self, t: i64) -> String {
                format!("<t:{t}:R>")
            }
            fn lang(&self) -> Lang {
                Lang::Fr
            }
        }
        let plain = Unmarked(&Mentions);
        assert_eq!(plain.player("1", "Alice"), "<@1>");
        assert_eq!(plain.time(5), "<t:5:R>");
        assert_eq!(plain.bold("Alice"), "Alice");
        assert_eq!(plain.code("e3-e4"), "e3-e4");
        assert_eq!(plain.link("la partie", "https://x"), "la partie");
        assert_eq!(plain.lang(), Lang::Fr);
        assert_eq!(Mentions.bold("Alice"), "**Alice**");
    }
}
