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
