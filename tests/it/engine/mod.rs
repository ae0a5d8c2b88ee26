//! The engine (src/engine): search, piece values, the tactics suite.

mod search;
mod tactics;
mod values;
