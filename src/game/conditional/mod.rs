//! Conditional moves (issue 21, lichess's "conditional premoves"): while the opponent is to
//! move, a player stores lines of alternating moves — the opponent's next move, the player's
//! reply, the opponent's move after that, … — and when the opponent plays the first move of a
//! line, the reply is played in the same database transaction as that move.
//!
//! - The lines form a tree: lines sharing a prefix agree on every reply (a different reply to
//!   the same opponent's move is refused, naming the stored line). At most [`MAX_LINES`] lines
//!   per player and game, each at most [`MAX_PLIES`] plies, each ending with a reply.
//! - Each move is checked against the rules in sequence, with the forgiving parser of a move
//!   ([`crate::rules::Position::parse_move`]), and stored in canonical text.
//! - When the opponent moves (`after_move`, inside `play`'s transaction): the lines whose
//!   first move it was are advanced past it and the reply, every other line of that player is
//!   dropped, and the reply is played like a move, announced as [`Kind::ConditionalMove`](super::Kind::ConditionalMove).
//!   The mover's own lines lapse (they move themselves). Lines vanish when the game ends
//!   ([`super::finish`]) and on an accepted takeback.
//! - Private: only the owner's own view ([`GameService::premove_lines`](crate::game::GameService::premove_lines)) reads them; exports,
//!   replays and announcements read played moves only.

mod dropped;
mod edit;
mod error;
mod play;
mod tree;
mod view;
mod walk;

pub use dropped::{DropReason, DroppedNote};
pub use edit::Which;
pub use error::{LineRefusal, PremoveError};
pub(crate) use play::{after_move, reply_played, reply_refused};
pub use tree::{answer, place, Answer, Line, Placement};
pub use view::{LineView, PremoveView};
pub use walk::{tokens, walk, Walk};

use crate::rules::Color;

/// At most this many lines per player and game.
pub const MAX_LINES: usize = 16;
/// At most this many plies (the opponent's moves and the replies) per line.
pub const MAX_PLIES: usize = 10;

/// The colour's stored code.
pub fn color_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}
