//! Perft: counting legal move sequences (docs/rules.md §6.3), bulk-counted at the last ply.

use crate::{Move, Position};

/// The deepest perft the command line runs, in plies: the recursion uses a few kilobytes of
/// stack per ply, and depth 6 of Tamerlane already takes minutes.
pub const MAX_PERFT_DEPTH: u32 = 32;

/// The number of legal move sequences of `depth` plies from `pos`. Recursive: each ply takes a
/// few kilobytes of stack, so keep `depth` at most [`MAX_PERFT_DEPTH`]. Repetition is not judged
/// (a position carries no history), which is exact for depths below 8.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| perft(&pos.play_unchecked(m), depth - 1))
        .sum()
}

/// Perft split by root move: each legal move with the count below it (`depth ≥ 1`).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|m| (*m, perft(&pos.play_unchecked(m), depth.saturating_sub(1))))
        .collect()
}
