//! The bot's engine pool (the engine crate's own tests are in crates/timur-engine/tests).

mod pool;
