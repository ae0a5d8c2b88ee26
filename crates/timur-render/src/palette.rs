//! A 256-colour palette: fixed entries first (flat colours that must be exact), the rest chosen
//! by median cut over the colours the sprites really use. Built once per sprite set.

use super::theme::Rgb;
use std::collections::HashMap;

/// At most 256 colours and a memo of nearest entries.
pub(crate) struct Palette {
    pub colors: Vec<Rgb>,
    memo: HashMap<Rgb, u8>,
}

impl Palette {
    /// `fixed` keep their indices (0..fixed.len()); the remaining entries summarise `histogram`
    /// (colour → pixel count).
    pub fn build(fixed: &[Rgb], histogram: &HashMap<Rgb, u32>) -> Palette {
        assert!(fixed.len() <= 256);
        let mut colors = fixed.to_vec();
        let mut rest: Vec<(Rgb, u32)> = histogram
            .iter()
            .filter(|(c, _)| !fixed.contains(c))
            .map(|(&c, &n)| (c, n))
            .collect();
        // HashMap order differs from run to run; the palette must not.
        rest.sort_unstable();
        let room = 256 - colors.len();
        if rest.len() <= room {
            colors.extend(rest.iter().map(|(c, _)| *c));
        } else {
            colors.extend(median_cut(rest, room));
        }
        let memo = colors
            .iter()
            .enumerate()
            .rev()
            .map(|(i, &c)| (c, i as u8))
            .collect();
        Palette { colors, memo }
    }

    /// The index of the entry nearest to `c`.
    pub fn index(&mut self, c: Rgb) -> u8 {
        if let Some(&i) = self.memo.get(&c) {
            return i;
        }
        let i = nearest(&self.colors, c);
        self.memo.insert(c, i);
        i
    }

    /// `PLTE` bytes: r, g, b per entry.
    pub fn bytes(&self) -> Vec<u8> {
        self.colors.iter().flatten().copied().collect()
    }
}

fn dist(a: Rgb, b: Rgb) -> u32 {
    let d = |i: usize, w: u32| {
        let x = u32::from(a[i].abs_diff(b[i]));
        w * x * x
    };
    // Rough perceptual weights: green matters most, blue least.
    d(0, 3) + d(1, 4) + d(2, 2)
}

fn nearest(colors: &[Rgb], c: Rgb) -> u8 {
    let mut best = (u32::MAX, 0u8);
    for (i, &p) in colors.iter().enumerate() {
        let d = dist(p, c);
        if d < best.0 {
            best = (d, i as u8);
        }
    }
    best.1
}

/// Median cut: split the box with the widest channel range at its pixel-weighted median until
/// there are `n` boxes; each box's weighted mean is one colour.
fn median_cut(colors: Vec<(Rgb, u32)>, n: usize) -> Vec<Rgb> {
    let mut boxes: Vec<Vec<(Rgb, u32)>> = vec![colors];
    while boxes.len() < n {
        let pick = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .max_by_key(|(_, b)| {
                let (_, range) = widest(b);
                // Prefer wide boxes, then heavy ones.
                u64::from(range)
                    * u64::from(range)
                    * (1 + (b.iter().map(|e| u64::from(e.1)).sum::<u64>()).ilog2() as u64)
            })
            .map(|(i, _)| i);
        let Some(i) = pick else { break };
        let mut b = boxes.swap_remove(i);
        let (ch, _) = widest(&b);
        b.sort_unstable_by_key(|e| e.0[ch]);
        let total: u64 = b.iter().map(|e| u64::from(e.1)).sum();
        let mut acc = 0;
        let mut cut = 1;
        for (k, e) in b.iter().enumerate() {
            acc += u64::from(e.1);
            if acc * 2 >= total {
                cut = (k + 1).clamp(1, b.len() - 1);
                break;
            }
        }
        let tail = b.split_off(cut);
        boxes.push(b);
        boxes.push(tail);
    }
    boxes
        .iter()
        .map(|b| {
            let w: f64 = b.iter().map(|e| f64::from(e.1)).sum();
            let m = |i: usize| {
                (b.iter()
                    .map(|e| f64::from(e.0[i]) * f64::from(e.1))
                    .sum::<f64>()
                    / w)
                    .round() as u8
            };
            [m(0), m(1), m(2)]
        })
        .collect()
}

fn widest(b: &[(Rgb, u32)]) -> (usize, u8) {
    (0..3)
        .map(|ch| {
            let lo = b.iter().map(|e| e.0[ch]).min().unwrap_or(0);
            let hi = b.iter().map(|e| e.0[ch]).max().unwrap_or(0);
            (ch, hi - lo)
        })
        .max_by_key(|&(_, r)| r)
        .unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_colours_keep_their_index_and_others_are_summarised() {
        let fixed = [[1, 2, 3], [200, 200, 200]];
        let mut h = HashMap::new();
        for i in 0..=255u8 {
            for j in (0..=255u8).step_by(17) {
                h.insert([i, j, 0], 1);
            }
        }
        let mut p = Palette::build(&fixed, &h);
        assert_eq!(p.colors.len(), 256);
        assert_eq!(p.index([1, 2, 3]), 0);
        assert_eq!(p.index([200, 200, 200]), 1);
        let i = p.index([100, 51, 0]);
        let c = p.colors[i as usize];
        assert!(dist(c, [100, 51, 0]) < 3 * 20 * 20, "{c:?}");
    }
}
