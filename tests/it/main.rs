//! The integration tests as one binary (issue 18): one module per topic, one `support`.
//! (`tests/metrics.rs` stays its own binary: the metrics recorder is global to a process.)

#[macro_use]
#[path = "../support/mod.rs"]
mod support;

mod cli;
mod discord;
mod engine;

mod render;
mod rules;
mod service;
