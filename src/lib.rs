//! Timur: a Discord bot for Tamerlane chess and its relatives, played by correspondence.
//!
//! - [`rules`]: the rules engine (pure, no I/O), following RULES.md.
//! - [`render`]: board pictures as PNG bytes.
//! - [`store`]: games and moves in SQLite.
//! - [`game`]: the game service both front ends use.
//! - [`rating`]: Glicko-2 ratings per variant family (pure).
//! - [`discord`]: the Discord front end (poise slash commands, challenge buttons).
//! - [`cli`]: the command line and the local (terminal) mode.

pub mod cli;
pub mod discord;
pub mod game;
pub mod rating;
pub mod render;
pub mod rules;
pub mod store;
