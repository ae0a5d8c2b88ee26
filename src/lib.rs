//! Timur: a Discord bot for Tamerlane chess and its relatives, played by correspondence.
//!
//! - [`rules`]: the rules engine (pure, no I/O), following RULES.md.
//! - [`discord`]: the Discord front end (poise slash commands, challenge buttons).

pub mod discord;
pub mod game;
pub mod rules;
pub mod store;
