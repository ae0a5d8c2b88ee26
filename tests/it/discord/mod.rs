//! End to end: the bot against the fake Discord (tests/support/fake_discord.rs) on the fake clock.

mod e2e;
mod engine;
mod messages;
mod ops;
mod play;
mod premove;
mod ratings;
mod replay;
mod scale;
mod tournament;
