//! Why a conditional line or an edit of the lines was refused: the sentences are the catalog's
//! `game-premove-…` ([`crate::game::Text`]); `Display` is the English one, for logs.

use crate::rules::{MoveError, Refusal};

/// Why a line or an edit was refused (nothing was changed). [`crate::game::Text`] is the
/// sentence for the player, naming no front end's commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PremoveError {
    /// It is the player's own move: there is nothing to answer in advance.
    YourTurn,
    /// No move was given.
    Empty,
    /// More than [`MAX_PLIES`](super::MAX_PLIES) plies (the count given).
    TooLong(usize),
    /// The line ends with the opponent's move (its canonical text with check mark).
    NoReply(String),
    /// [`MAX_LINES`](super::MAX_LINES) lines are stored already.
    TooMany,
    /// A move of the line is not legal where it stands.
    Illegal {
        /// 1-based position in the line.
        index: usize,
        /// Whether it is the opponent's move (odd places) rather than the player's reply.
        theirs: bool,
        /// Why it is not legal.
        reason: LineRefusal,
    },
    /// The game would be over before the line's end (the move that ends it).
    EndsEarly(String),
    /// A different reply to the same opponent's move is stored.
    Conflict {
        /// The opponent's move both lines answer.
        theirs: String,
        /// The new line's reply.
        yours: String,
        /// The stored line's reply.
        stored: String,
        /// The stored line's number (1-based).
        n: usize,
        /// The stored line's text.
        line: String,
    },
    /// The line is stored already, alone or as the start of a longer one.
    Duplicate {
        /// The stored line's number (1-based).
        n: usize,
        /// The stored line's text.
        line: String,
    },
    /// Removing a line number that is not in the list.
    NoSuchLine {
        /// The number asked for.
        n: usize,
        /// How many lines there are.
        count: usize,
    },
}

/// Why a move of a line is not legal where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineRefusal {
    /// The rules refused the typed move.
    Move(MoveError),
    /// A stored move (its canonical text) is no longer legal there.
    NoLongerLegal(String),
}

impl std::fmt::Display for PremoveError {
    /// The English sentence (the catalog's `en-US`), for logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::game::Text::text(self, &crate::game::Markdown))
    }
}

impl std::error::Error for PremoveError {}

impl crate::game::Text for PremoveError {
    fn text(&self, style: &dyn crate::game::Style) -> String {
        use crate::tr;
        match self {
            PremoveError::YourTurn => tr!(style, "game-premove-your-turn"),
            PremoveError::Empty => tr!(style, "game-premove-empty"),
            PremoveError::TooLong(n) => tr!(style, "game-premove-too-long", count = *n),
            PremoveError::NoReply(m) => tr!(style, "game-premove-no-reply", move = m),
            PremoveError::TooMany => tr!(style, "game-premove-too-many"),
            // "The piece on d3 is not yours" would be said to the piece's owner.
            PremoveError::Illegal {
                index,
                theirs: true,
                reason:
                    LineRefusal::Move(MoveError::Illegal {
                        input,
                        reason: Refusal::NotYours { .. },
                        ..
                    }),
            } => tr!(
                style,
                "game-premove-theirs-is-yours",
                index = *index,
                move = input
            ),
            PremoveError::Illegal {
                index,
                theirs,
                reason,
            } => {
                let reason = match reason {
                    LineRefusal::Move(e) => e.text(style),
                    LineRefusal::NoLongerLegal(m) => {
                        tr!(style, "game-premove-no-longer-legal", move = m)
                    }
                };
                let id = if *theirs {
                    "game-premove-illegal-theirs"
                } else {
                    "game-premove-illegal-yours"
                };
                tr!(style, id, index = *index, reason = reason)
            }
            PremoveError::EndsEarly(m) => tr!(style, "game-premove-ends-early", move = m),
            PremoveError::Conflict {
                theirs,
                yours,
                stored,
                n,
                line,
            } => tr!(
                style,
                "game-premove-conflict",
                theirs = theirs,
                yours = yours,
                stored = stored,
                n = *n,
                line = line
            ),
            PremoveError::Duplicate { n, line } => {
                tr!(style, "game-premove-duplicate", n = *n, line = line)
            }
            PremoveError::NoSuchLine { n, count } => {
                tr!(style, "game-premove-no-such-line", n = *n, count = *count)
            }
        }
    }
}
