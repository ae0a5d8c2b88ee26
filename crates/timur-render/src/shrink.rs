//! Half-size palette pictures: each 2×2 block averaged in RGB and mapped back to the nearest
//! palette entry (remembered, so a game's few thousand distinct blocks are looked up once).

use std::collections::HashMap;

/// Shrinks palette pictures to half their width and height over one palette.
pub(crate) struct Shrinker {
    colors: Vec<[u8; 3]>,
    memo: HashMap<[u8; 3], u8>,
}

impl Shrinker {
    /// A shrinker for pictures over `palette` (`PLTE` bytes, at most 256 entries).
    pub fn new(palette: &[u8]) -> Shrinker {
        Shrinker {
            colors: palette
                .chunks_exact(3)
                .map(|c| [c[0], c[1], c[2]])
                .collect(),
            memo: HashMap::new(),
        }
    }

    /// The half-size picture of `full` (`width` px wide, palette indices): a copy of `base`
    /// (the previous half-size picture) with only the blocks under `dirty` (`x, y, w, h` in full
    /// pixels) recomputed, or every block when `base` is `None`.
    pub fn shrink(
        &mut self,
        full: &[u8],
        width: u32,
        dirty: (u32, u32, u32, u32),
        base: Option<&[u8]>,
    ) -> Vec<u8> {
        let height = full.len() as u32 / width;
        let (sw, sh) = (width / 2, height / 2);
        let mut out = match base {
            Some(b) => b.to_vec(),
            None => vec![0; (sw * sh) as usize],
        };
        let (x0, y0, x1, y1) = match base {
            Some(_) => (
                dirty.0 / 2,
                dirty.1 / 2,
                (dirty.0 + dirty.2).div_ceil(2).min(sw),
                (dirty.1 + dirty.3).div_ceil(2).min(sh),
            ),
            None => (0, 0, sw, sh),
        };
        let w = width as usize;
        for y in y0..y1 {
            for x in x0..x1 {
                let i = (2 * y) as usize * w + (2 * x) as usize;
                let px = [full[i], full[i + 1], full[i + w], full[i + w + 1]];
                out[(y * sw + x) as usize] = if px.iter().all(|&p| p == px[0]) {
                    px[0]
                } else {
                    self.mean(px)
                };
            }
        }
        out
    }

    fn mean(&mut self, px: [u8; 4]) -> u8 {
        let mut sum = [2u32; 3];
        for p in px {
            let c = self.colors[p as usize];
            for ch in 0..3 {
                sum[ch] += u32::from(c[ch]);
            }
        }
        let rgb = sum.map(|s| (s / 4) as u8);
        if let Some(&i) = self.memo.get(&rgb) {
            return i;
        }
        let d = |c: &[u8; 3]| -> u32 {
            (0..3)
                .map(|ch| {
                    let x = u32::from(c[ch].abs_diff(rgb[ch]));
                    [3, 4, 2][ch] * x * x
                })
                .sum()
        };
        let best = (0..self.colors.len())
            .min_by_key(|&i| d(&self.colors[i]))
            .unwrap_or(0) as u8;
        self.memo.insert(rgb, best);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_average_to_the_nearest_entry_and_base_keeps_clean_blocks() {
        // Palette: black, white, mid grey.
        let mut s = Shrinker::new(&[0, 0, 0, 255, 255, 255, 128, 128, 128]);
        // 4×2 picture: left block all white, right block half black half white.
        let full = [1, 1, 0, 1, 1, 1, 1, 0];
        assert_eq!(s.shrink(&full, 4, (0, 0, 4, 2), None), [1, 2]);
        // Only the left block is dirty: the right one is copied from the base.
        let full = [0, 0, 0, 1, 0, 0, 1, 0];
        assert_eq!(s.shrink(&full, 4, (0, 0, 1, 2), Some(&[1, 1])), [0, 1]);
    }
}
