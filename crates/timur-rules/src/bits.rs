//! A fixed-size set of squares (192 bits), used for occupancy and precomputed reach.

use crate::Square;

/// A set of [`Square`]s as three 64-bit words, indexed by [`Square::index`].
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Hash)]
pub struct SquareSet([u64; 3]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 3]);

    /// True if `sq` is in the set.
    #[inline(always)]
    pub fn contains(&self, sq: Square) -> bool {
        let i = sq.index();
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Adds `sq`.
    #[inline(always)]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `sq`.
    #[inline(always)]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// True if the set is empty.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 3]
    }

    /// Number of squares in the set.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Union with `other`.
    pub fn union(&self, other: &SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
        ])
    }

    /// Intersection with `other`.
    #[inline(always)]
    pub fn intersection(&self, other: &SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
        ])
    }

    /// True if the set and `other` have a square in common.
    #[inline(always)]
    pub fn intersects(&self, other: &SquareSet) -> bool {
        (self.0[0] & other.0[0]) | (self.0[1] & other.0[1]) | (self.0[2] & other.0[2]) != 0
    }

    /// The squares in index order.
    #[inline]
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter {
            words: self.0,
            word: 0,
        }
    }
}

/// Iterator over a [`SquareSet`] in index order.
pub struct SquareSetIter {
    words: [u64; 3],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        while self.word < 3 {
            let w = self.words[self.word];
            if w != 0 {
                let bit = w.trailing_zeros();
                self.words[self.word] = w & (w - 1);
                // Only valid squares are ever inserted.
                return Some(Square::from_index_unchecked(
                    (self.word as u32 * 64 + bit) as u8,
                ));
            }
            self.word += 1;
        }
        None
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}
