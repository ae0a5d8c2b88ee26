//! The engine crate's integration tests: search, piece values, the tactics suite.

/// Positions from piece lists: the rules crate's test support, shared.
#[path = "../../../timur-rules/tests/rules/support.rs"]
mod rules_support;
pub mod suite;

mod search;
mod tactics;
mod values;
