//! Timur's Swiss system: a documented simplification of the FIDE Dutch system (full text in
//! docs/tournaments.md). Its guarantees:
//!
//! - nobody meets the same opponent twice (absolute);
//! - at most one bye per player, to the lowest-ranked player who has not had one (absolute);
//! - nobody gets the same colour three times in a row, and nobody's whites and blacks differ
//!   by more than two (absolute, unless no pairing at all satisfies them: then they are
//!   relaxed for that round, which the result says);
//! - score groups are kept as far as possible: players are ranked by score, then seed; the
//!   highest-ranked unpaired player is paired first, within their score group Dutch-style
//!   (the top half against the bottom half: the first against the first of the second half),
//!   preferring an opponent whose colour is due the other way, and only when that cannot lead
//!   to a complete pairing with someone of the next score group down (depth-first search with
//!   backtracking, so the first complete pairing in this order is taken).
//!
//! Colours: the player whose colour preference is stronger gets it (must have it > colour
//! difference > alternation); equal preferences go to the higher-ranked player; in the first
//! round the higher seed has White on odd boards and Black on even ones.

use super::{half_point_scores, Board, Round};

/// A colour, for histories.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

/// What a player brings to the pairing of the next round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Score in half-points.
    pub half_points: u32,
    /// Colours of the games played, in order (byes and forfeits not counted).
    pub colours: Vec<Side>,
    /// Everyone met (forfeits included).
    pub opponents: Vec<usize>,
    /// Whether the player has had a bye.
    pub had_bye: bool,
}

impl History {
    fn diff(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Side::White { 1 } else { -1 })
            .sum()
    }

    /// Whether the player may take `side` next without breaking the colour rules (no third
    /// same colour in a row, a colour difference of at most two).
    pub fn may_take(&self, side: Side) -> bool {
        let n = self.colours.len();
        let twice = n >= 2 && self.colours[n - 1] == side && self.colours[n - 2] == side;
        let d = self.diff() + if side == Side::White { 1 } else { -1 };
        !twice && d.abs() <= 2
    }

    /// The colour due next and how strongly (3: absolute, 2: strong, 1: mild), `None` before
    /// the first game.
    fn due(&self) -> Option<(Side, u8)> {
        let last = *self.colours.last()?;
        let other = if last == Side::White {
            Side::Black
        } else {
            Side::White
        };
        let d = self.diff();
        if !self.may_take(last) {
            return Some((other, 3));
        }
        if d > 0 {
            return Some((Side::Black, 2));
        }
        if d < 0 {
            return Some((Side::White, 2));
        }
        Some((other, 1))
    }
}

/// Every player's history after `rounds`, for `n` players.
pub fn histories(n: usize, rounds: &[Round]) -> Vec<History> {
    let scores = half_point_scores(n, rounds);
    let mut h: Vec<History> = scores
        .into_iter()
        .map(|half_points| History {
            half_points,
            ..History::default()
        })
        .collect();
    for r in rounds {
        if let Some(b) = r.bye {
            h[b].had_bye = true;
        }
        for b in &r.boards {
            h[b.white].opponents.push(b.black);
            h[b.black].opponents.push(b.white);
            if !b.forfeit {
                h[b.white].colours.push(Side::White);
                h[b.black].colours.push(Side::Black);
            }
        }
    }
    h
}

/// The pairing of one Swiss round: its boards (board 1 first), the bye, and whether the colour
/// rules had to be relaxed to find it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissPairing {
    /// The round, without results.
    pub round: Round,
    /// The colour rules were relaxed (no pairing kept them).
    pub relaxed_colours: bool,
}

/// How many search steps one attempt may take (a 64-player round needs a few hundred when a
/// pairing exists; this bounds pathological cases).
const BUDGET: usize = 200_000;

/// [`pair_swiss_within`] for a round that may be the last one (no look-ahead).
pub fn pair_swiss(n: usize, rounds: &[Round], withdrawn: &[bool]) -> Option<SwissPairing> {
    pair_swiss_within(n, rounds, withdrawn, rounds.len() + 1)
}

/// Pairs the next round of a Swiss of `total` rounds for `n` players (seeds `0..n`) after
/// `rounds`, leaving out players with `withdrawn[p]`: the first pairing in the system's order
/// (module docs) after which the remaining rounds can still be paired without a repeat, a
/// second bye or a broken colour rule (a look-ahead over the players still in; the colour
/// rules win over it). `None` when no pairing without a repeat (and a second bye) exists: the
/// event ends there.
pub fn pair_swiss_within(
    n: usize,
    rounds: &[Round],
    withdrawn: &[bool],
    total: usize,
) -> Option<SwissPairing> {
    let later = total.saturating_sub(rounds.len() + 1);
    // The colour rules come before the look-ahead, which only steers: strict colours with the
    // look-ahead, strict without it (a withdrawal can make the later rounds impossible), and
    // only then relaxed colours, again with the look-ahead first.
    let mut tries = vec![(true, later), (true, 0), (false, later), (false, 0)];
    tries.dedup();
    tries
        .into_iter()
        .find_map(|(strict, ahead)| pair_round(n, rounds, withdrawn, ahead, strict))
}

fn pair_round(
    n: usize,
    rounds: &[Round],
    withdrawn: &[bool],
    later: usize,
    strict: bool,
) -> Option<SwissPairing> {
    let hist = histories(n, rounds);
    // Rank: score, then seed.
    let mut ranked: Vec<usize> = (0..n)
        .filter(|p| !withdrawn.get(*p).copied().unwrap_or(false))
        .collect();
    ranked.sort_by_key(|p| (std::cmp::Reverse(hist[*p].half_points), *p));
    if ranked.len() < 2 {
        return None;
    }
    let byes: Vec<Option<usize>> = if ranked.len().is_multiple_of(2) {
        vec![None]
    } else {
        // The lowest-ranked player without a bye first.
        ranked
            .iter()
            .rev()
            .filter(|p| !hist[**p].had_bye)
            .map(|p| Some(*p))
            .collect()
    };
    for bye in byes {
        let rest: Vec<usize> = ranked.iter().copied().filter(|p| Some(*p) != bye).collect();
        let mut search = Search {
            hist: &hist,
            strict,
            steps: 0,
            later,
            bye,
            players: &ranked,
        };
        let mut pairs = Vec::with_capacity(rest.len() / 2);
        if search.pair(&rest, &mut pairs) {
            let rank_of = |p: usize| ranked.iter().position(|q| *q == p).unwrap_or(n);
            pairs.sort_by_key(|(a, b)| rank_of(*a).min(rank_of(*b)));
            let boards = pairs
                .iter()
                .enumerate()
                .map(|(i, (a, b))| colours(&hist, *a, *b, i + 1, &rank_of))
                .collect();
            return Some(SwissPairing {
                round: Round { boards, bye },
                relaxed_colours: !strict,
            });
        }
    }
    None
}

struct Search<'h> {
    hist: &'h [History],
    strict: bool,
    steps: usize,
    /// Rounds still to pair after this one (the look-ahead).
    later: usize,
    /// This round's bye.
    bye: Option<usize>,
    /// Everyone still in.
    players: &'h [usize],
}

/// A player slot for the look-ahead: a seed, or the bye of an odd field.
const BYE: usize = usize::MAX;

/// The look-ahead's state: who has met whom (a bye is a meeting with [`BYE`]) and everyone's
/// colours so far, changed and restored as the search goes.
struct Ahead<'p> {
    players: &'p [usize],
    met: std::collections::HashSet<(usize, usize)>,
    hist: Vec<History>,
    /// Whether the colour rules bind the later rounds too.
    strict: bool,
    budget: usize,
}

fn key(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

impl Ahead<'_> {
    /// Whether `later` more rounds can be paired among the players (with a bye slot for an odd
    /// number) without a repeat, a second bye or, when strict, a broken colour rule (for some
    /// choice of colours), within the budget (an exhausted budget counts as yes: the look-ahead
    /// only steers, the pairing's rules stay absolute).
    fn completable(&mut self, later: usize) -> bool {
        if later == 0 {
            return true;
        }
        let mut slots: Vec<usize> = self.players.to_vec();
        if slots.len() % 2 == 1 {
            slots.push(BYE);
        }
        self.matchings(&slots, &mut Vec::new(), later)
    }

    /// The colour allocations `a` (White first) and `b` may take.
    fn sides(&self, a: usize, b: usize) -> Vec<(Side, Side)> {
        if a == BYE || b == BYE {
            return vec![(Side::White, Side::White)];
        }
        let (ha, hb) = (&self.hist[a], &self.hist[b]);
        [(Side::White, Side::Black), (Side::Black, Side::White)]
            .into_iter()
            .filter(|(sa, sb)| !self.strict || (ha.may_take(*sa) && hb.may_take(*sb)))
            .take(if self.strict { 2 } else { 1 })
            .collect()
    }

    fn matchings(
        &mut self,
        rest: &[usize],
        chosen: &mut Vec<(usize, usize)>,
        later: usize,
    ) -> bool {
        if self.budget == 0 {
            return true;
        }
        self.budget -= 1;
        let Some((&a, others)) = rest.split_first() else {
            for (x, y) in chosen.iter() {
                self.met.insert(key(*x, *y));
            }
            let ok = self.completable(later - 1);
            for (x, y) in chosen.iter() {
                self.met.remove(&key(*x, *y));
            }
            return ok;
        };
        for &b in others {
            if self.met.contains(&key(a, b)) {
                continue;
            }
            let left: Vec<usize> = others.iter().copied().filter(|p| *p != b).collect();
            for (sa, sb) in self.sides(a, b) {
                let real = a != BYE && b != BYE;
                if real {
                    self.hist[a].colours.push(sa);
                    self.hist[b].colours.push(sb);
                }
                chosen.push((a, b));
                let ok = self.matchings(&left, chosen, later);
                chosen.pop();
                if real {
                    self.hist[a].colours.pop();
                    self.hist[b].colours.pop();
                }
                if ok {
                    return true;
                }
            }
        }
        false
    }
}

impl Search<'_> {
    fn compatible(&self, a: usize, b: usize) -> bool {
        let (ha, hb) = (&self.hist[a], &self.hist[b]);
        if ha.opponents.contains(&b) {
            return false;
        }
        !self.strict
            || (ha.may_take(Side::White) && hb.may_take(Side::Black))
            || (ha.may_take(Side::Black) && hb.may_take(Side::White))
    }

    /// Pairs `rest` (in rank order) into `pairs`; `false` if impossible within the budget.
    fn pair(&mut self, rest: &[usize], pairs: &mut Vec<(usize, usize)>) -> bool {
        let Some((&top, others)) = rest.split_first() else {
            return self.leaves_a_way(pairs);
        };
        self.steps += 1;
        if self.steps > BUDGET {
            return false;
        }
        for opp in self.candidates(top, others) {
            if !self.compatible(top, opp) {
                continue;
            }
            let left: Vec<usize> = others.iter().copied().filter(|p| *p != opp).collect();
            pairs.push((top, opp));
            if self.pair(&left, pairs) {
                return true;
            }
            pairs.pop();
            if self.steps > BUDGET {
                return false;
            }
        }
        false
    }

    /// Whether the rounds after this one can still be paired once `pairs` are played (with
    /// the colours [`colours`] will give them).
    fn leaves_a_way(&mut self, pairs: &[(usize, usize)]) -> bool {
        if self.later == 0 {
            return true;
        }
        let mut met = std::collections::HashSet::new();
        for &p in self.players {
            for &o in &self.hist[p].opponents {
                met.insert(key(p, o));
            }
            if self.hist[p].had_bye {
                met.insert(key(p, BYE));
            }
        }
        let mut hist = self.hist.to_vec();
        let rank_of = |p: usize| {
            self.players
                .iter()
                .position(|q| *q == p)
                .unwrap_or(usize::MAX)
        };
        let mut sorted = pairs.to_vec();
        sorted.sort_by_key(|(a, b)| rank_of(*a).min(rank_of(*b)));
        for (i, (a, b)) in sorted.iter().enumerate() {
            met.insert(key(*a, *b));
            let board = colours(self.hist, *a, *b, i + 1, &rank_of);
            hist[board.white].colours.push(Side::White);
            hist[board.black].colours.push(Side::Black);
        }
        if let Some(b) = self.bye {
            met.insert(key(b, BYE));
        }
        let mut ahead = Ahead {
            players: self.players,
            met,
            hist,
            strict: self.strict,
            budget: 20_000,
        };
        ahead.completable(self.later)
    }

    /// `top`'s opponents in order of preference: their score group Dutch-style (from the
    /// middle of the group down, then up), an opponent due the other colour first; then the
    /// lower groups in rank order.
    fn candidates(&self, top: usize, others: &[usize]) -> Vec<usize> {
        let score = self.hist[top].half_points;
        let group: Vec<usize> = others
            .iter()
            .copied()
            .filter(|p| self.hist[*p].half_points == score)
            .collect();
        // `group` excludes `top`; in the group with `top` at 0, the Dutch opponent is at g/2.
        let g = group.len() + 1;
        let half = (g / 2).max(1);
        let mut order: Vec<usize> = (half..g)
            .chain((1..half).rev())
            .map(|i| group[i - 1])
            .collect();
        let top_due = self.hist[top].due().map(|d| d.0);
        let clash =
            |p: &usize| u8::from(top_due.is_some() && self.hist[*p].due().map(|d| d.0) == top_due);
        // Stable: the Dutch order stays within "colours fit" and "colours clash".
        order.sort_by_key(clash);
        // Lower groups: the nearest score first, within it colours that fit, then rank.
        let mut lower: Vec<usize> = others
            .iter()
            .copied()
            .filter(|p| self.hist[*p].half_points != score)
            .collect();
        lower.sort_by_key(|p| (std::cmp::Reverse(self.hist[*p].half_points), clash(p)));
        order.extend(lower);
        order
    }
}

/// The board of `a` and `b` (board number `board`, 1-based) with colours allocated.
fn colours(
    hist: &[History],
    a: usize,
    b: usize,
    board: usize,
    rank_of: &dyn Fn(usize) -> usize,
) -> Board {
    let (hi, lo) = if rank_of(a) <= rank_of(b) {
        (a, b)
    } else {
        (b, a)
    };
    let (hh, hl) = (&hist[hi], &hist[lo]);
    let hi_white = hh.may_take(Side::White) && hl.may_take(Side::Black);
    let hi_black = hh.may_take(Side::Black) && hl.may_take(Side::White);
    let white_is_hi = match (hi_white, hi_black) {
        (true, false) => true,
        (false, true) => false,
        _ => match (hh.due(), hl.due()) {
            (None, None) => board % 2 == 1,
            (Some((s, _)), None) => s == Side::White,
            (None, Some((s, _))) => s == Side::Black,
            (Some((sh, ph)), Some((sl, pl))) => {
                if sh != sl || ph >= pl {
                    sh == Side::White
                } else {
                    sl == Side::Black
                }
            }
        },
    };
    if white_is_hi {
        Board::new(hi, lo)
    } else {
        Board::new(lo, hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outcome::{BlackWins, Draw, WhiteWins};

    fn text(p: &SwissPairing) -> String {
        let mut s: Vec<String> = p
            .round
            .boards
            .iter()
            .map(|b| format!("{}-{}", b.white + 1, b.black + 1))
            .collect();
        if let Some(b) = p.round.bye {
            s.push(format!("bye {}", b + 1));
        }
        s.join(" ")
    }

    #[test]
    fn round_one_is_top_half_against_bottom_half_with_alternating_colours() {
        let p = pair_swiss(8, &[], &[false; 8]).unwrap();
        assert_eq!(text(&p), "1-5 6-2 3-7 8-4");
        assert!(!p.relaxed_colours);
    }

    #[test]
    fn an_odd_field_gives_the_last_seed_the_bye() {
        let p = pair_swiss(5, &[], &[false; 5]).unwrap();
        assert_eq!(text(&p), "1-3 4-2 bye 5");
    }

    #[test]
    fn round_two_pairs_score_groups_and_alternates_colours() {
        // Round 1: 1-5 1-0, 6-2 0-1, 3-7 ½, 8-4 0-1.
        let r1 = Round {
            boards: vec![
                Board::new(0, 4).with(WhiteWins),
                Board::new(5, 1).with(BlackWins),
                Board::new(2, 6).with(Draw),
                Board::new(7, 3).with(BlackWins),
            ],
            bye: None,
        };
        let p = pair_swiss(8, &[r1], &[false; 8]).unwrap();
        // Group {1,2,4} (1 point): S1 = {1}, S2 = {2,4}: 1 (due Black) meets 2 (due White),
        // 4 floats down to the ½ group and meets its top, 3 (due Black); 7 (due White) meets
        // the first of the 0 group due Black, 6; 5 (due White) and 8 (due Black) are left.
        assert_eq!(text(&p), "2-1 4-3 7-6 5-8");
    }

    #[test]
    fn withdrawn_players_are_left_out_and_the_bye_moves_up() {
        let mut w = [false; 6];
        w[5] = true;
        let p = pair_swiss(6, &[], &w).unwrap();
        assert_eq!(text(&p), "1-3 4-2 bye 5");
        let r1 = Round {
            boards: vec![Board::new(0, 2).with(Draw), Board::new(3, 1).with(Draw)],
            bye: Some(4),
        };
        let p2 = pair_swiss(6, &[r1], &w).unwrap();
        assert_eq!(
            p2.round.bye,
            Some(3),
            "5 had a bye: the next lowest sits out"
        );
    }

    #[test]
    fn no_pairing_without_a_repeat_ends_the_event() {
        let r1 = Round {
            boards: vec![Board::new(0, 1).with(Draw), Board::new(2, 3).with(Draw)],
            bye: None,
        };
        let r2 = Round {
            boards: vec![Board::new(2, 0).with(Draw), Board::new(1, 3).with(Draw)],
            bye: None,
        };
        let r3 = Round {
            boards: vec![Board::new(0, 3).with(Draw), Board::new(2, 1).with(Draw)],
            bye: None,
        };
        assert!(pair_swiss(4, &[r1, r2, r3], &[false; 4]).is_none());
    }
}
