//! Why a line was dropped, as `conditional_lines.dropped_note` keeps it: a code and the reply's
//! move text (`illegal e8-e5`), never a sentence; said in the owner's language when they look
//! ([`DroppedNote::text_in`]).

use crate::i18n::Lang;
use crate::rules::MoveError;
use crate::tr;

/// Why a stored reply could not be played: the kind of [`MoveError`] the rules gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DropReason {
    /// [`MoveError::Empty`].
    Empty,
    /// [`MoveError::GameOver`].
    GameOver,
    /// [`MoveError::Unparseable`].
    Unreadable,
    /// [`MoveError::Illegal`].
    Illegal,
    /// [`MoveError::Ambiguous`].
    Ambiguous,
}

impl DropReason {
    /// Every reason, in code order.
    pub const ALL: [DropReason; 5] = [
        DropReason::Empty,
        DropReason::GameOver,
        DropReason::Unreadable,
        DropReason::Illegal,
        DropReason::Ambiguous,
    ];

    /// The reason of a refused reply.
    pub fn of(e: &MoveError) -> DropReason {
        match e {
            MoveError::Empty => DropReason::Empty,
            MoveError::GameOver => DropReason::GameOver,
            MoveError::Unparseable { .. } => DropReason::Unreadable,
            MoveError::Illegal { .. } => DropReason::Illegal,
            MoveError::Ambiguous { .. } => DropReason::Ambiguous,
        }
    }

    /// The stored code (also the catalog's selector value in `game-premove-dropped-reply`):
    /// `empty`, `game-over`, `unreadable`, `illegal`, `ambiguous`.
    pub fn code(self) -> &'static str {
        match self {
            DropReason::Empty => "empty",
            DropReason::GameOver => "game-over",
            DropReason::Unreadable => "unreadable",
            DropReason::Illegal => "illegal",
            DropReason::Ambiguous => "ambiguous",
        }
    }

    /// The reason stored as `code`; `None` for any other text.
    pub fn parse(code: &str) -> Option<DropReason> {
        DropReason::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// A dropped line's note, as read from `conditional_lines.dropped_note`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DroppedNote {
    /// The line's reply `reply` (canonical move text) could not be played, for `reason`.
    Refused {
        /// Why.
        reason: DropReason,
        /// The reply's move text.
        reply: String,
    },
    /// A note stored before notes were codes: the English "{reply}: {why}", shown as it is.
    Old(String),
}

impl DroppedNote {
    /// The note of `reply` refused with `e`.
    pub fn refused(reply: &str, e: &MoveError) -> DroppedNote {
        DroppedNote::Refused {
            reason: DropReason::of(e),
            reply: reply.to_string(),
        }
    }

    /// The stored text: `<code> <reply>` (e.g. `illegal e8-e5`); an old note unchanged.
    pub fn stored(&self) -> String {
        match self {
            DroppedNote::Refused { reason, reply } => format!("{} {reply}", reason.code()),
            DroppedNote::Old(text) => text.clone(),
        }
    }

    /// The note stored as `text` ([`DroppedNote::stored`]): a known code, one space and a move
    /// text without spaces; anything else is an [`DroppedNote::Old`] note.
    pub fn read(text: &str) -> DroppedNote {
        let parsed = text.split_once(' ').and_then(|(code, reply)| {
            let ok = !reply.is_empty() && !reply.contains(char::is_whitespace);
            DropReason::parse(code)
                .filter(|_| ok)
                .map(|reason| (reason, reply))
        });
        match parsed {
            Some((reason, reply)) => DroppedNote::Refused {
                reason,
                reply: reply.to_string(),
            },
            None => DroppedNote::Old(text.to_string()),
        }
    }

    /// The sentence telling the owner, in `lang`: `game-premove-dropped-reply` (the reply and
    /// why), or `game-premove-dropped` quoting an old note as stored.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            DroppedNote::Refused { reason, reply } => tr!(
                lang,
                "game-premove-dropped-reply",
                reply = reply.clone(),
                reason = reason.code()
            ),
            DroppedNote::Old(text) => tr!(lang, "game-premove-dropped", note = text.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn illegal() -> MoveError {
        MoveError::Illegal {
            input: "e8-e5".into(),
            reason: crate::rules::Refusal::LeavesRoyalAttacked,
            in_check: false,
            closest: vec!["e8-e7".into()],
        }
    }

    /// The stored value is a code and the move, byte for byte: no sentence in the store.
    #[test]
    fn the_stored_note_is_a_code_and_the_reply() {
        let note = DroppedNote::refused("e8-e5", &illegal());
        assert_eq!(note.stored().as_bytes(), b"illegal e8-e5");
        assert_eq!(DroppedNote::read("illegal e8-e5"), note);
        let vague = DroppedNote::refused(
            "Nb2-c4",
            &MoveError::Ambiguous {
                input: "Nc4".into(),
                candidates: vec!["Nb2-c4".into(), "Nd2-c4".into()],
            },
        );
        assert_eq!(vague.stored().as_bytes(), b"ambiguous Nb2-c4");
        for r in DropReason::ALL {
            assert_eq!(DropReason::parse(r.code()), Some(r));
        }
    }

    /// A note stored as English text before the codes is read back and shown as it is.
    #[test]
    fn old_notes_stay_readable() {
        let old = "e8-e5: the Pawn on e8 cannot reach e5.";
        assert_eq!(DroppedNote::read(old), DroppedNote::Old(old.into()));
        assert_eq!(
            DroppedNote::read("illegal"),
            DroppedNote::Old("illegal".into())
        );
        assert_eq!(
            DroppedNote::read(old).text_in(Lang::En),
            "A line of yours was dropped: its reply e8-e5: the Pawn on e8 cannot reach e5."
        );
    }

    #[test]
    fn the_note_is_said_in_the_owners_language() {
        let note = DroppedNote::refused("e8-e5", &illegal());
        assert_eq!(
            note.text_in(Lang::En),
            "A line of yours was dropped: its reply e8-e5 was not a legal move in that position."
        );
        assert_eq!(
            note.text_in(Lang::Ru),
            "Одна из ваших цепочек удалена: её ответ e8-e5 оказался недопустимым ходом в этой позиции."
        );
        assert_eq!(
            note.text_in(Lang::Fr),
            "Une de vos lignes a été supprimée : sa réponse e8-e5 n'était pas un coup légal dans cette position."
        );
    }
}
