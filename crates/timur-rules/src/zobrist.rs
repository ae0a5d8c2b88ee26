//! Zobrist hashing of positions, for the engine's transposition table and repetition checks.
//!
//! The piece-square part is kept incrementally by [`Position`] (every `put` and `take` XORs one
//! key); the small state part (side to move, swaps, arrivals, en passant square, citadel entries
//! under `citadel=second-entry`) is XORed in when [`Position::zobrist_hash`] is asked. What is
//! hashed is exactly what [`Position::repetition_key`] compares, so a position reached by play and
//! the same position read from TFEN hash alike (the Timurid succession mark and the half-move
//! and full-move counters are not hashed).

use crate::{CitadelRule, Color, Piece, Position, ROLE_COUNT, SQUARE_COUNT};

const PIECE_KEYS: usize = 2 * ROLE_COUNT * SQUARE_COUNT;
/// Side to move (1), swaps (2), arrivals (2 × 4), en passant file+rank (192), citadel entries
/// (2 × 10).
const STATE_KEYS: usize = 1 + 2 + 8 + SQUARE_COUNT + 20;

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        out[i] = splitmix(seed.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)));
        i += 1;
    }
    out
}

static PIECES: [u64; PIECE_KEYS] = keys(0x5441_4D45_524C_414E);
static STATE: [u64; STATE_KEYS] = keys(0x5449_4D55_5249_4421);

/// The key of `piece` on the square with index `sq` (`0..SQUARE_COUNT`).
#[inline(always)]
pub(crate) fn piece_key(piece: Piece, sq: usize) -> u64 {
    PIECES[(piece.color.index() * ROLE_COUNT + piece.role.index()) * SQUARE_COUNT + sq]
}

impl Position {
    /// The 64-bit Zobrist hash of the position: equal for positions that
    /// [`Position::repetition_key`] calls equal (placement, side to move, swaps, arrivals, en
    /// passant square, citadel entries under `citadel=second-entry`), whether reached by play or
    /// read from TFEN. Distinct positions collide with probability about 2⁻⁶⁴.
    #[inline]
    pub fn zobrist_hash(&self) -> u64 {
        let mut h = self.zobrist;
        if self.turn == Color::Black {
            h ^= STATE[0];
        }
        for c in 0..2 {
            if self.swaps[c] {
                h ^= STATE[1 + c];
            }
            h ^= STATE[3 + c * 4 + (self.arrivals[c] as usize & 3)];
            if self.options.citadel == CitadelRule::SecondEntry {
                h ^= STATE[11 + SQUARE_COUNT + c * 10 + (self.citadel_entries[c] as usize).min(9)];
            }
        }
        if let Some(ep) = self.ep_square {
            h ^= STATE[11 + ep.index()];
        }
        h
    }
}
