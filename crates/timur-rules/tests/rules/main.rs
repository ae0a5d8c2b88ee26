//! The rules crate's integration tests: move generation per piece and variant, options, perft,
//! random games.

mod support;

mod data;
mod options;
mod perft;
mod pieces;
mod proptest_games;
mod tamerlane;
mod timurid;
