//! Timur: a Discord bot for Tamerlane chess and its relatives, played by correspondence.
//!
//! - [`rules`]: the rules engine (pure, no I/O), following RULES.md.
//! - [`render`]: board pictures as PNG bytes.

pub mod render;
pub mod rules;
