//! The rules (src/rules): move generation per piece and variant, options, notation, perft, random
//! games.

mod data;
mod doc;
mod notation;
mod options;
mod perft;
mod pieces;
mod proptest_games;
mod tamerlane;
mod timurid;
