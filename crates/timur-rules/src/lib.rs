//! The rules of Tamerlane chess and its relatives (docs/rules.md), as pure functions on values: no
//! I/O. A variant is data ([`Variant`]); a [`Position`] generates its [`Position::legal_moves`]
//! and [`Position::play`]s them.
//!
//! ```
//! use timur_rules::{perft, Position, VariantId};
//!
//! let id = VariantId::Tamerlane;
//! let pos = Position::start(id, id.default_options());
//! assert_eq!(pos.legal_moves().len(), 24);
//! let m = pos.parse_move("e3-e4").unwrap();
//! let pos = pos.play(&m).unwrap();
//! assert_eq!(pos.move_text(&pos.parse_move("Nj9-i7").unwrap()), "Nj9-i7");
//! assert_eq!(perft(&Position::start(id, id.default_options()), 2), 576);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod bits;
mod color;
mod game;
pub(crate) mod movement;
mod moves;
mod notation;
mod options;
mod perft;
mod position;
mod role;
mod san;
mod square;
mod tfen;
mod variant;
mod zobrist;

pub use bits::{SquareSet, SquareSetIter};
pub use color::Color;
pub use game::Game;
pub use movement::{Atom, EmptyBoardPath, Mode, Outward};
pub use moves::{Move, MoveList, Step};
pub use options::{
    CitadelRule, FullPieces, OptionDef, OptionError, OptionScope, OptionValues, RuleOptions,
    OPTIONS,
};
pub use perft::{divide, perft, MAX_PERFT_DEPTH};
pub use position::{DrawReason, IllegalMove, Outcome, Position, WinReason};
pub use role::{Piece, Role, ROLE_COUNT};
pub use san::{
    echo, MoveError, MoveSyntax, MoveText, NormalSyntax, Reading, Refusal, MAX_MOVE_CHARS,
};
pub use square::{ParseSquareError, Square, SQUARE_COUNT};
pub use tfen::{TfenError, TfenHeader};
pub use variant::{
    citadel_owner, variant_list, BlackArray, BoardShape, Family, FamilyRules, PieceDef, Promotion,
    RoyalExchange, Setup, Stalemate, UnknownVariant, Variant, VariantId, VariantSpec,
    TAMERLANE_RULES, TIMURID_RULES, VARIANTS,
};

/// The README's example, compiled and run as a doctest so that it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
