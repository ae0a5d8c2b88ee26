//! Standings and tie-breaks. Scores count finished boards (a win 1, a draw ½, a forfeit win 1)
//! and byes (1). Tie-breaks, in this order:
//!
//! - round-robin: **Sonneborn–Berger** (for each opponent, the points scored against them
//!   times their score), then direct encounter, then wins;
//! - Swiss: **Buchholz cut-1** (Buchholz without the lowest contribution), **Buchholz** (the
//!   sum of the opponents' scores; a bye counts as an opponent with the player's own score, a
//!   virtual opponent as in FIDE's tie-break rules for unplayed rounds), then direct encounter,
//!   then wins.
//!
//! **Direct encounter**: among the players still tied on score and the tie-breaks before it,
//! the points each scored in their games against the others of that group (0 for a player
//! tied with nobody). **Wins**: games won, forfeit wins included, byes not. Players equal on
//! all of these share a rank and are listed by seed.
//!
//! Values are integers in exact units: scores, Buchholz and direct encounter in half-points,
//! Sonneborn–Berger in quarter-points.

use super::{half_point_scores, Format, Round};

/// One line of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player's seed.
    pub player: usize,
    /// 1-based; players equal on everything share it.
    pub rank: usize,
    /// Score, half-points.
    pub half_points: u32,
    /// Sonneborn–Berger, quarter-points (round-robin).
    pub sonneborn_berger: u32,
    /// Buchholz, half-points (Swiss).
    pub buchholz: u32,
    /// Buchholz cut-1, half-points (Swiss).
    pub buchholz_cut1: u32,
    /// Direct encounter, half-points.
    pub direct: u32,
    /// Wins (forfeit wins included).
    pub wins: u32,
    /// Finished games (forfeits included, byes not).
    pub games: u32,
}

impl Standing {
    /// The tie-break values in order, for comparisons (larger is better).
    fn key(&self, format: Format) -> [u32; 6] {
        if format.is_round_robin() {
            [
                self.half_points,
                self.sonneborn_berger,
                0,
                0,
                self.direct,
                self.wins,
            ]
        } else {
            [
                self.half_points,
                self.buchholz_cut1,
                self.buchholz,
                0,
                self.direct,
                self.wins,
            ]
        }
    }
}

/// The standings of `n` players after `rounds` (boards without a result do not count), best
/// first, ranked by score and the tie-breaks of `format` (module docs).
pub fn standings(n: usize, rounds: &[Round], format: Format) -> Vec<Standing> {
    let scores = half_point_scores(n, rounds);
    let mut rows: Vec<Standing> = (0..n)
        .map(|p| Standing {
            player: p,
            rank: 0,
            half_points: scores[p],
            sonneborn_berger: 0,
            buchholz: 0,
            buchholz_cut1: 0,
            direct: 0,
            wins: 0,
            games: 0,
        })
        .collect();
    let mut contributions: Vec<Vec<u32>> = vec![Vec::new(); n];
    for r in rounds {
        if let Some(b) = r.bye {
            contributions[b].push(scores[b]);
        }
        for b in &r.boards {
            if b.result.is_none() {
                continue;
            }
            for p in [b.white, b.black] {
                let opp = b.opponent_of(p).unwrap_or(p);
                let got = b.half_points_of(p).unwrap_or(0);
                let row = &mut rows[p];
                row.games += 1;
                row.wins += u32::from(got == 2);
                row.sonneborn_berger += got * scores[opp];
                contributions[p].push(scores[opp]);
            }
        }
    }
    for (row, c) in rows.iter_mut().zip(&contributions) {
        row.buchholz = c.iter().sum();
        row.buchholz_cut1 = row.buchholz - c.iter().min().copied().unwrap_or(0);
    }
    // Direct encounter among players equal on everything before it.
    let before = |s: &Standing| {
        let k = s.key(format);
        [k[0], k[1], k[2], k[3]]
    };
    let keys: Vec<[u32; 4]> = rows.iter().map(before).collect();
    for r in rounds {
        for b in &r.boards {
            if b.result.is_some() && keys[b.white] == keys[b.black] {
                rows[b.white].direct += b.half_points_of(b.white).unwrap_or(0);
                rows[b.black].direct += b.half_points_of(b.black).unwrap_or(0);
            }
        }
    }
    rows.sort_by(|a, b| {
        b.key(format)
            .cmp(&a.key(format))
            .then(a.player.cmp(&b.player))
    });
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && rows[i].key(format) == rows[i - 1].key(format) {
            rows[i - 1].rank
        } else {
            i + 1
        };
    }
    rows
}

/// A value in quarter-points as text: `7.25`, `6.5`, `3`.
pub fn quarters_text(q: u32) -> String {
    match q % 4 {
        0 => (q / 4).to_string(),
        2 => format!("{}.5", q / 4),
        r => format!("{}.{}", q / 4, r * 25),
    }
}

/// A value in half-points as decimal text: `6.5`, `3`.
pub fn halves_text(h: u32) -> String {
    quarters_text(2 * h)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outcome::{BlackWins, Draw, WhiteWins};
    use crate::{roundrobin, Board};

    /// A four-player round-robin checked by hand:
    ///
    /// ```text
    ///        1  2  3  4   score  SB
    ///   1    ·  1  ½  1   2½     1·1½ + ½·1½ + 1·½ = 2.75
    ///   2    0  ·  1  ½   1½     1·1½ + ½·½ = 1.75
    ///   3    ½  0  ·  1   1½     ½·2½ + 1·½ = 1.75
    ///   4    0  ½  0  ·   ½      ½·1½ = 0.75
    /// ```
    /// 2 and 3 tie on score and SB; 2 beat 3 (direct encounter 1 to 0).
    #[test]
    fn a_round_robin_table_checked_by_hand() {
        let mut rounds = roundrobin::berger(4);
        // Berger: r1 1-4 2-3, r2 4-3 1-2, r3 2-4 3-1 (seeds 1-based).
        rounds[0].boards[0].result = Some(WhiteWins); // 1-4 1-0
        rounds[0].boards[1].result = Some(WhiteWins); // 2-3 1-0
        rounds[1].boards[0].result = Some(BlackWins); // 4-3 0-1
        rounds[1].boards[1].result = Some(WhiteWins); // 1-2 1-0
        rounds[2].boards[0].result = Some(Draw); // 2-4 ½
        rounds[2].boards[1].result = Some(Draw); // 3-1 ½
        let t = standings(4, &rounds, Format::RoundRobin);
        let got: Vec<(usize, usize, u32, String, u32, u32)> = t
            .iter()
            .map(|s| {
                (
                    s.rank,
                    s.player + 1,
                    s.half_points,
                    quarters_text(s.sonneborn_berger),
                    s.direct,
                    s.wins,
                )
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (1, 1, 5, "2.75".to_string(), 0, 2),
                (2, 2, 3, "1.75".to_string(), 2, 1),
                (3, 3, 3, "1.75".to_string(), 0, 1),
                (4, 4, 1, "0.75".to_string(), 0, 0),
            ]
        );
    }

    /// A six-player, two-round Swiss checked by hand (seeds 1-based):
    ///
    /// ```text
    /// r1: 1-4 1-0, 5-2 ½, 3-6 0-1     r2: 6-1 ½, 2-3 1-0, 4-5 ½
    /// scores: 1 1½, 2 1½, 3 0, 4 ½, 5 1, 6 1½
    /// Buchholz: 1 = 4(½) + 6(1½) = 2,  cut-1 1½
    ///           6 = 3(0) + 1(1½) = 1½, cut-1 1½
    ///           2 = 5(1) + 3(0)  = 1,  cut-1 1
    ///           5 = 2(1½) + 4(½) = 2,  cut-1 1½
    ///           4 = 1(1½) + 5(1) = 2½, cut-1 1½
    ///           3 = 6(1½) + 2(1½) = 3, cut-1 1½
    /// ```
    /// 1, 6 and 2 share 1½: cut-1 puts 2 last, Buchholz puts 1 before 6.
    #[test]
    fn a_swiss_table_checked_by_hand() {
        let rounds = vec![
            Round {
                boards: vec![
                    Board::new(0, 3).with(WhiteWins),
                    Board::new(4, 1).with(Draw),
                    Board::new(2, 5).with(BlackWins),
                ],
                bye: None,
            },
            Round {
                boards: vec![
                    Board::new(5, 0).with(Draw),
                    Board::new(1, 2).with(WhiteWins),
                    Board::new(3, 4).with(Draw),
                ],
                bye: None,
            },
        ];
        let t = standings(6, &rounds, Format::Swiss);
        let got: Vec<(usize, usize, u32, u32, u32, u32, u32)> = t
            .iter()
            .map(|s| {
                (
                    s.rank,
                    s.player + 1,
                    s.half_points,
                    s.buchholz_cut1,
                    s.buchholz,
                    s.direct,
                    s.wins,
                )
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (1, 1, 3, 3, 4, 0, 1),
                (2, 6, 3, 3, 3, 0, 1),
                (3, 2, 3, 2, 2, 0, 1),
                (4, 5, 2, 3, 4, 0, 0),
                (5, 4, 1, 3, 5, 0, 0),
                (6, 3, 0, 3, 6, 0, 0),
            ]
        );
    }

    #[test]
    fn a_bye_counts_a_point_and_a_virtual_opponent() {
        let rounds = vec![Round {
            boards: vec![Board::new(0, 1).with(WhiteWins)],
            bye: Some(2),
        }];
        let t = standings(3, &rounds, Format::Swiss);
        let three = t.iter().find(|s| s.player == 2).unwrap();
        assert_eq!(
            (three.half_points, three.buchholz, three.wins, three.games),
            (2, 2, 0, 0)
        );
    }

    #[test]
    fn quarter_points_read_as_decimals() {
        assert_eq!(quarters_text(11), "2.75");
        assert_eq!(quarters_text(6), "1.5");
        assert_eq!(quarters_text(5), "1.25");
        assert_eq!(quarters_text(8), "2");
        assert_eq!(halves_text(7), "3.5");
    }
}
