//! Shared test support: the fake clock, test databases on both backends, the fake Discord and
//! the bot-plus-fake-Discord harness, the `timur` binary's runner, positions from piece lists
//! for the rules tests, and the tactics suite's data.
#![allow(dead_code)]

pub mod cli;
pub mod clock;
#[macro_use]
pub mod db;
pub mod fake_discord;
pub mod game;
pub mod harness;
/// Positions from piece lists: the rules crate's own test support, shared.
#[path = "../../crates/timur-rules/tests/rules/support.rs"]
pub mod rules;
