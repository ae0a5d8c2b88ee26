//! Texts about the rules for players, shared by both front ends (Discord and the terminal):
//! what a move did, reminders after a move, the `/rules` and `/piece` texts, and the sentences
//! for refused moves, positions and options. Pure functions of the rules (docs/rules.md); the
//! rules module itself holds no sentences.

pub mod guide;
mod moves;
mod refusal;
pub mod suggest;

pub use moves::{describe_move, piece_name, status_note_list, status_notes};
pub use refusal::{move_error, refusal_reason, tfen_error};

use crate::i18n::Lang;

/// `items` as one phrase in `lang`: "a", "a and b", "a, b or c". The last two are joined by
/// the catalog's `last` message (`explain-list-and` or `explain-list-or`, variables `init` and
/// `last`), the others by `explain-list-separator`; empty for no items.
pub(crate) fn joined(items: &[String], last: &str, lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => crate::tr!(
            lang,
            last,
            init = init.join(&crate::tr!(lang, "explain-list-separator")),
            last = end
        ),
    }
}
