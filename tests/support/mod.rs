//! Shared test support: one fake clock, the fake Discord, and the bot-plus-fake-Discord harness.
#![allow(dead_code)]

pub mod clock;
pub mod db;
pub mod fake_discord;
pub mod harness;
