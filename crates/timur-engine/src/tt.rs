//! The transposition table: a fixed array of entries indexed by the low bits of the Zobrist
//! hash, replaced by depth (deeper or newer search wins).

use timur_rules::Move;

/// What a stored score is: exact, a lower bound (fail high) or an upper bound (fail low).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
pub(crate) struct Entry {
    pub key: u64,
    pub best: Option<Move>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    pub age: u8,
}

/// A transposition table of `2^k` entries.
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
    pub age: u8,
}

impl Table {
    /// A table of about `megabytes` MiB (at least 1024 entries).
    pub fn new(megabytes: usize) -> Table {
        let size = std::mem::size_of::<Option<Entry>>();
        let mut n = 1024usize;
        while n * 2 * size <= megabytes << 20 {
            n *= 2;
        }
        Table {
            entries: vec![None; n],
            mask: n - 1,
            age: 0,
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        let replace = match slot {
            None => true,
            Some(e) => e.key == key || e.age != self.age || e.depth as i32 <= depth,
        };
        if replace {
            let best = best.or_else(|| slot.filter(|e| e.key == key).and_then(|e| e.best));
            *slot = Some(Entry {
                key,
                best,
                score,
                depth: depth as i16,
                bound,
                age: self.age,
            });
        }
    }
}
