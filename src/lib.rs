//! Timur: a Discord bot for Tamerlane chess and its relatives, played by correspondence.
//!
//! - [`rules`]: the rules engine (pure, no I/O), following docs/rules.md.
//! - [`engine`]: the computer opponent (search, evaluation, levels, analysis).
//! - [`render`]: board pictures as PNG bytes.
//! - [`store`]: games and moves in SQLite.
//! - [`game`]: the game service both front ends use.
//! - [`rating`]: Glicko-2 ratings per variant family (pure).
//! - [`discord`]: the Discord front end (poise slash commands, challenge buttons).
//! - [`cli`]: the command line and the local (terminal) mode.
//! - [`explain`]: texts about the rules and moves, for both front ends.
//! - [`tournament`]: round-robin tables, Swiss pairings and standings (pure).
//! - [`calendar`]: calendar dates of Unix times (pure).
//! - [`metrics`]: the operators' metrics (Prometheus), recorded by every layer.

#![warn(missing_docs)]

pub mod calendar;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod explain;
pub mod game;
pub mod i18n;
pub mod metrics;
pub mod rating;
pub mod render;
pub mod rules;
pub mod store;
pub mod tournament;
