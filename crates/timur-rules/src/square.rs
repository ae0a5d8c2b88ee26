//! Squares: main-board squares of boards up to 12×12 and Tamerlane's two citadels.

use std::fmt;
use std::str::FromStr;

/// A square, named as in docs/rules.md §2.1 and §3.5.
///
/// The index packs `rank << 4 | file` (both 0-based), so one numbering serves the 11×10
/// Tamerlane board and the 12×12 Timurid board; boards are at most 12 files × 12 ranks.
/// The two citadels use files no board has: `x1` (White's, beside k2) is file 13, rank 1;
/// `x2` (Black's, beside a9) is file 14, rank 8. Whether a square exists on a given board is
/// the business of [`crate::BoardShape`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Number of distinct square indices (`0..SQUARE_COUNT`); tables are indexed by [`Square::index`].
pub const SQUARE_COUNT: usize = 192;

/// File number of White's citadel `x1`.
const X1_FILE: u8 = 13;
/// File number of Black's citadel `x2`.
const X2_FILE: u8 = 14;

impl Square {
    /// White's citadel `x1`, to the right of k2 (docs/rules.md §2.1).
    pub const X1: Square = Square(1 << 4 | X1_FILE);
    /// Black's citadel `x2`, to the left of a9 (docs/rules.md §2.1).
    pub const X2: Square = Square(8 << 4 | X2_FILE);

    /// The main-board square at 0-based `file` (0 = a) and `rank` (0 = rank 1).
    ///
    /// # Panics
    /// If `file` or `rank` is 12 or more.
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < 12 && rank < 12);
        Square(rank << 4 | file)
    }

    /// The square with this raw index, if it is a main-board square of a 12×12 board or a citadel.
    pub const fn from_index(index: u8) -> Option<Square> {
        let sq = Square(index);
        if (sq.file() < 12 && sq.rank() < 12) || sq.is_citadel() {
            Some(sq)
        } else {
            None
        }
    }

    /// The square with this raw index, known to be valid (taken from a [`Square::index`]).
    #[inline(always)]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    /// Raw index, `0..SQUARE_COUNT`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file (0 = a). Citadels report 13 (`x1`) and 14 (`x2`).
    pub const fn file(self) -> u8 {
        self.0 & 15
    }

    /// 0-based rank (0 = rank 1). `x1` is on rank 2 (1), `x2` on rank 9 (8).
    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }

    /// True for `x1` and `x2`.
    pub const fn is_citadel(self) -> bool {
        self.0 == Self::X1.0 || self.0 == Self::X2.0
    }

    /// `(file, rank)` coordinates for geometry, 0-based: citadels sit just outside the 11-file board
    /// (`x1` at file 11, `x2` at file −1), so king steps reach exactly their three neighbours.
    pub const fn coords(self) -> (i8, i8) {
        if self.0 == Self::X1.0 {
            (11, 1)
        } else if self.0 == Self::X2.0 {
            (-1, 8)
        } else {
            (self.file() as i8, self.rank() as i8)
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Self::X1 {
            f.write_str("x1")
        } else if *self == Self::X2 {
            f.write_str("x2")
        } else {
            write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
        }
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Error for a string that names no square.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square (squares look like e4, k10 or x1)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `a1`..`l12` (case-insensitive) and the citadels `x1`, `x2`.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_string());
        let lower = s.to_ascii_lowercase();
        match lower.as_str() {
            "x1" => return Ok(Square::X1),
            "x2" => return Ok(Square::X2),
            _ => {}
        }
        let bytes = lower.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return Err(err());
        }
        let file = bytes[0].wrapping_sub(b'a');
        if file >= 12 {
            return Err(err());
        }
        let digits = &lower[1..];
        if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if !(1..=12).contains(&rank) {
            return Err(err());
        }
        Ok(Square::new(file, rank - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in ["a1", "k10", "l12", "x1", "x2", "e4"] {
            let sq: Square = name.parse().unwrap();
            assert_eq!(sq.to_string(), name);
        }
        assert_eq!("K10".parse::<Square>().unwrap(), Square::new(10, 9));
        for bad in ["", "a", "a0", "a13", "m1", "x3", "a01", "e4x"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }
}
