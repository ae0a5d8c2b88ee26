//! Round-robin tables: FIDE's Berger tables (Handbook C.05, Annex 1). For an even `n` the
//! last seed is fixed; round `r` (1-based) puts `a = 1 + (r-1)·n/2 (mod n-1)` against the last
//! seed on board 1 (`a` White in odd rounds) and `a+k` (White) against `a-k` on board `k+1`
//! (mod `n-1`, numbers `1..n-1`). An odd `n` plays the table of `n+1`: whoever meets the
//! missing last seed has the bye. A double round-robin plays the table twice, colours swapped
//! in the second cycle.

use super::{Board, Round};

/// The rounds of a single round-robin of `n` players (seeds `0..n`): `n-1` rounds for an even
/// `n`, `n` for an odd one (each with one bye). Every pair meets exactly once; board 1 first.
pub fn berger(n: usize) -> Vec<Round> {
    if n < 2 {
        return Vec::new();
    }
    let m = if n.is_multiple_of(2) { n } else { n + 1 };
    let last = m - 1; // the fixed seed, 0-based; `n` itself when n is odd (the bye)
    let cycle = m - 1;
    (1..=cycle)
        .map(|r| {
            // 1-based numbers 1..=cycle for the rotating seeds.
            let a = (1 + (r - 1) * (m / 2) - 1) % cycle + 1;
            let mut boards = Vec::with_capacity(m / 2);
            let mut bye = None;
            let (w, b) = if r % 2 == 1 {
                (a - 1, last)
            } else {
                (last, a - 1)
            };
            if last >= n {
                bye = Some(a - 1);
            } else {
                boards.push(Board::new(w, b));
            }
            for k in 1..m / 2 {
                let white = (a - 1 + k) % cycle; // 0-based
                let black = (a - 1 + cycle - k) % cycle;
                boards.push(Board::new(white, black));
            }
            Round { boards, bye }
        })
        .collect()
}

/// The rounds of a double round-robin: [`berger`] and then the same rounds with colours
/// swapped.
pub fn double_berger(n: usize) -> Vec<Round> {
    let first = berger(n);
    let second: Vec<Round> = first
        .iter()
        .map(|r| Round {
            boards: r
                .boards
                .iter()
                .map(|b| Board::new(b.black, b.white))
                .collect(),
            bye: r.bye,
        })
        .collect();
    first.into_iter().chain(second).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn table(rounds: &[Round]) -> Vec<String> {
        rounds
            .iter()
            .map(|r| {
                let mut s: Vec<String> = r
                    .boards
                    .iter()
                    .map(|b| format!("{}-{}", b.white + 1, b.black + 1))
                    .collect();
                if let Some(b) = r.bye {
                    s.push(format!("bye {}", b + 1));
                }
                s.join(" ")
            })
            .collect()
    }

    #[test]
    fn six_players_follow_fides_berger_table() {
        // FIDE Handbook C.05 Annex 1, 5 or 6 players.
        assert_eq!(
            table(&berger(6)),
            [
                "1-6 2-5 3-4",
                "6-4 5-3 1-2",
                "2-6 3-1 4-5",
                "6-5 1-4 2-3",
                "3-6 4-2 5-1",
            ]
        );
    }

    #[test]
    fn four_players_follow_fides_berger_table() {
        assert_eq!(table(&berger(4)), ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
    }

    #[test]
    fn five_players_sit_out_in_turn() {
        assert_eq!(
            table(&berger(5)),
            [
                "2-5 3-4 bye 1",
                "5-3 1-2 bye 4",
                "3-1 4-5 bye 2",
                "1-4 2-3 bye 5",
                "4-2 5-1 bye 3",
            ]
        );
    }

    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for n in 2..=16 {
            let rounds = berger(n);
            let mut met = HashSet::new();
            let mut whites = vec![0i32; n];
            for r in &rounds {
                let mut seen = HashSet::new();
                for b in &r.boards {
                    assert!(b.white < n && b.black < n);
                    assert!(seen.insert(b.white) && seen.insert(b.black));
                    assert!(met.insert((b.white.min(b.black), b.white.max(b.black))));
                    whites[b.white] += 1;
                    whites[b.black] -= 1;
                }
                if let Some(b) = r.bye {
                    assert!(seen.insert(b));
                }
                assert_eq!(seen.len(), n, "everyone plays or sits out");
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
            for w in whites {
                assert!(w.abs() <= 1, "n={n}: colour difference {w}");
            }
        }
    }

    #[test]
    fn the_double_round_robin_swaps_colours() {
        let d = double_berger(4);
        assert_eq!(
            table(&d),
            ["1-4 2-3", "4-3 1-2", "2-4 3-1", "4-1 3-2", "3-4 2-1", "4-2 1-3"]
        );
    }
}
