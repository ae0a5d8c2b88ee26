//! Tournaments, pure: the shapes of an event (players by seed, rounds of boards with results),
//! round-robin tables ([`roundrobin`], FIDE's Berger tables, single or double), a Swiss
//! pairing system ([`swiss`], documented in docs/tournaments.md) and standings with
//! tie-breaks ([`mod@standings`]). No I/O, no database, no Discord: the store keeps these as rows
//! and the game layer of the `timur` bot runs them.
//!
//! Players are numbered by seed, `0..n` (0 is the first seed). Scores are counted in
//! half-points (`u32`, a win is 2) so that no float enters a pairing decision.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod roundrobin;
pub mod standings;
pub mod swiss;

pub use standings::{standings, Standing};
pub use swiss::pair_swiss;

/// Most players in a Swiss event.
pub const MAX_SWISS_PLAYERS: usize = 64;
/// Most players in a round-robin (single or double).
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 16;
/// Fewest players a Swiss starts with.
pub const MIN_SWISS_PLAYERS: usize = 4;
/// Fewest players a round-robin starts with.
pub const MIN_ROUND_ROBIN_PLAYERS: usize = 3;
/// Most rounds a Swiss may be created with.
pub const MAX_SWISS_ROUNDS: usize = 15;

/// How an event is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Every pair plays once (Berger tables), round by round.
    RoundRobin,
    /// Every pair plays twice, colours swapped in the second cycle, round by round.
    DoubleRoundRobin,
    /// A Swiss of a fixed number of rounds ([`swiss`]).
    Swiss,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 3] = [Format::RoundRobin, Format::DoubleRoundRobin, Format::Swiss];

    /// The stored code (also the `/tournament create format:` name).
    pub const fn code(self) -> &'static str {
        match self {
            Format::RoundRobin => "round-robin",
            Format::DoubleRoundRobin => "double-round-robin",
            Format::Swiss => "swiss",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.code() == s)
    }

    /// Whether the event is a round-robin (single or double).
    pub const fn is_round_robin(self) -> bool {
        !matches!(self, Format::Swiss)
    }

    /// The most players this format takes.
    pub const fn max_players(self) -> usize {
        match self {
            Format::Swiss => MAX_SWISS_PLAYERS,
            _ => MAX_ROUND_ROBIN_PLAYERS,
        }
    }

    /// The fewest players this format starts with.
    pub const fn min_players(self) -> usize {
        match self {
            Format::Swiss => MIN_SWISS_PLAYERS,
            _ => MIN_ROUND_ROBIN_PLAYERS,
        }
    }

    /// The number of rounds for `n` players: a round-robin's is fixed (`n - 1`, or `n` when `n`
    /// is odd, twice that when double); a Swiss plays `asked` rounds (default ⌈log₂ n⌉ + 1),
    /// at most `n - 1` so that nobody must meet anyone twice.
    pub fn rounds(self, n: usize, asked: Option<usize>) -> usize {
        let cycle = if n.is_multiple_of(2) {
            n.saturating_sub(1)
        } else {
            n
        };
        match self {
            Format::RoundRobin => cycle,
            Format::DoubleRoundRobin => 2 * cycle,
            Format::Swiss => {
                let default = (usize::BITS - n.saturating_sub(1).leading_zeros()) as usize + 1;
                asked
                    .unwrap_or(default)
                    .clamp(1, n.saturating_sub(1).max(1))
            }
        }
    }
}

/// A board's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// Drawn.
    Draw,
}

impl Outcome {
    /// White's half-points (2, 1 or 0).
    pub const fn white_half_points(self) -> u32 {
        match self {
            Outcome::WhiteWins => 2,
            Outcome::Draw => 1,
            Outcome::BlackWins => 0,
        }
    }

    /// The stored code (`1-0`, `0-1`, `1/2-1/2`, the games table's).
    pub const fn code(self) -> &'static str {
        match self {
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<Outcome> {
        [Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw]
            .into_iter()
            .find(|o| o.code() == s)
    }
}

/// One board of a round: two players by seed, the result once known; `forfeit` when the game
/// was never played (a withdrawn player's later round-robin games).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's seed.
    pub white: usize,
    /// Black's seed.
    pub black: usize,
    /// The result, `None` while the game runs.
    pub result: Option<Outcome>,
    /// Decided without a game (counts for scores, not for colours).
    pub forfeit: bool,
}

impl Board {
    /// A board without a result yet.
    pub const fn new(white: usize, black: usize) -> Board {
        Board {
            white,
            black,
            result: None,
            forfeit: false,
        }
    }

    /// The board with `result`.
    pub const fn with(mut self, result: Outcome) -> Board {
        self.result = Some(result);
        self
    }

    /// The half-points `player` scored on this board (`None` if not theirs or no result).
    pub fn half_points_of(&self, player: usize) -> Option<u32> {
        let r = self.result?;
        if player == self.white {
            Some(r.white_half_points())
        } else if player == self.black {
            Some(2 - r.white_half_points())
        } else {
            None
        }
    }

    /// The opponent of `player` on this board.
    pub fn opponent_of(&self, player: usize) -> Option<usize> {
        if player == self.white {
            Some(self.black)
        } else if player == self.black {
            Some(self.white)
        } else {
            None
        }
    }
}

/// One round: its boards (board 1 first) and the player with the bye, if any (worth a point).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Round {
    /// The boards, board 1 first.
    pub boards: Vec<Board>,
    /// The player sitting out with a point (odd number of players).
    pub bye: Option<usize>,
}

impl Round {
    /// Whether every board has a result.
    pub fn is_complete(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some())
    }
}

/// Each player's score in half-points after `rounds` (a bye is 2, a result on a board its
/// half-points), for `n` players.
pub fn half_point_scores(n: usize, rounds: &[Round]) -> Vec<u32> {
    let mut s = vec![0; n];
    for r in rounds {
        if let Some(b) = r.bye {
            s[b] += 2;
        }
        for b in &r.boards {
            for p in [b.white, b.black] {
                s[p] += b.half_points_of(p).unwrap_or(0);
            }
        }
    }
    s
}

/// A score in half-points as players read it: `3`, `2½`, `½`.
pub fn score_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// A small deterministic random-number generator (SplitMix64) for simulations (the CLI, the
/// tests, the bench): the same seed gives the same results everywhere.
#[derive(Clone, Debug)]
pub struct SplitMix(u64);

impl SplitMix {
    /// A generator from `seed`.
    pub const fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A random result: the better seed (lower number) wins 45 %, draws 25 %, loses 30 %.
    pub fn outcome(&mut self, board: &Board) -> Outcome {
        let x = self.next_u64() % 100;
        let better_is_white = board.white < board.black;
        match x {
            0..=44 if better_is_white => Outcome::WhiteWins,
            0..=44 => Outcome::BlackWins,
            45..=69 => Outcome::Draw,
            _ if better_is_white => Outcome::BlackWins,
            _ => Outcome::WhiteWins,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_counts() {
        assert_eq!(Format::RoundRobin.rounds(4, None), 3);
        assert_eq!(Format::RoundRobin.rounds(5, None), 5);
        assert_eq!(Format::DoubleRoundRobin.rounds(4, None), 6);
        assert_eq!(Format::Swiss.rounds(8, None), 4);
        assert_eq!(Format::Swiss.rounds(64, None), 7);
        assert_eq!(Format::Swiss.rounds(5, None), 4);
        assert_eq!(Format::Swiss.rounds(4, Some(9)), 3);
        assert_eq!(Format::Swiss.rounds(30, Some(5)), 5);
    }

    #[test]
    fn scores_read_like_a_crosstable() {
        assert_eq!(score_text(0), "0");
        assert_eq!(score_text(1), "½");
        assert_eq!(score_text(5), "2½");
        assert_eq!(score_text(6), "3");
    }

    #[test]
    fn format_codes_round_trip() {
        for f in Format::ALL {
            assert_eq!(Format::from_code(f.code()), Some(f));
        }
        assert_eq!(Format::from_code("knockout"), None);
    }
}

/// The README's example, compiled and run as a doctest so that it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
