//! The computer opponent of Timur: a search engine for Tamerlane chess and every Timurid variant,
//! on [`timur_rules`]; no async, and no I/O or threads of its own outside [`uci`].
//!
//! - [`Engine`]: iterative-deepening principal variation search with a transposition table
//!   (keyed by [`timur_rules::Position::zobrist_hash`]), quiescence, move ordering (hash move,
//!   victim/attacker values, killers, history), check extensions; limits by depth, nodes or
//!   time ([`Limits`]) and a stop flag. Repetition and the move rule follow the game's options.
//!   Per-ply state in a frame and named pruning margins (`search.rs`), move ordering in
//!   `movepick.rs`, both shaped like Stockfish's.
//! - [`eval`]: the evaluation, derived from each variant's piece definitions.
//! - [`Level`]: playing levels 1–8 (node budgets; mistakes on purpose at levels 1–4, a seeded
//!   choice among near-equal moves at 5–7).
//! - [`analysis`]: evaluation per ply and turning points of a finished game.
//! - [`time`]: the time manager for games on a clock (optimum and maximum time per move).
//! - [`uci::run_uci`]: the engine as a UCI engine on any reader and writer (the one module
//!   with I/O and a thread: the search runs beside the command loop).
//!
//! ```
//! use timur_engine::{Engine, Limits};
//! use timur_rules::{Position, VariantId};
//!
//! let id = VariantId::Tamerlane;
//! let pos = Position::start(id, id.default_options());
//! let result = Engine::new().best_move(&pos, Limits::depth(2));
//! assert!(pos.legal_moves().contains(&result.best.unwrap()));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod accuracy;
pub mod analysis;
pub mod eval;
mod level;
mod movepick;
mod search;
pub mod time;
mod tt;
pub mod uci;

pub use analysis::{analyse, Analysis, Judgement, PlyEval, TurningPoint};
pub use level::{Level, LevelError};
pub use search::Engine;

use std::fmt;
use std::time::Duration;
use timur_rules::{Game, Move, Position};

/// Internal mate score: mate at the root is `MATE`, mate in `p` plies `MATE - p`.
pub(crate) const MATE: i32 = 32_000;
/// Scores beyond this magnitude are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than any score.
pub(crate) const INF: i32 = 32_500;

/// When a search stops: at the first limit reached. No limit at all means depth 64 (use a stop
/// flag then).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Maximum depth in plies (nominal: extensions and quiescence go deeper).
    pub depth: Option<u32>,
    /// Maximum number of nodes (positions visited).
    pub nodes: Option<u64>,
    /// Maximum thinking time: the search stops when it is up (checked every 1,024 nodes) and
    /// plays the best move so far. Alone (UCI `go movetime`) it is used whole, unless a mate
    /// is found or there is only one legal move.
    pub movetime: Option<Duration>,
    /// Optimum thinking time: iterative deepening starts no depth that would likely end after
    /// it (the time so far plus [`time::ITERATION_GROWTH`] times the last depth's), so a move
    /// usually takes less; a depth once started runs on up to `movetime`. Set by the time
    /// manager ([`time::allocate`]) and by the levels ([`Level::settings`]).
    pub optimum: Option<Duration>,
}

impl Limits {
    /// Depth `plies` only.
    pub fn depth(plies: u32) -> Limits {
        Limits {
            depth: Some(plies),
            ..Limits::default()
        }
    }

    /// `n` nodes only.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// `t` of thinking time only.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            movetime: Some(t),
            ..Limits::default()
        }
    }
}

/// Everything that shapes one search: its limits and its randomness.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// When to stop.
    pub limits: Limits,
    /// Each root move's score is offset by a fixed random amount in `-noise..=noise`
    /// centipawns, so that weak levels play varied, imperfect moves and levels below the top
    /// vary among near-equal ones (a move more than `2 × noise` below the best is never
    /// chosen instead of it). 0: none.
    pub noise: i32,
    /// Seed of that randomness (with the position's hash): the same seed gives the same moves.
    pub seed: u64,
}

/// An evaluation from one side's view: centipawns, or a forced mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (100 = a pawn); positive is good for the side whose view it is.
    Cp(i32),
    /// Mate in `n` moves (`n > 0`: that side mates; `n < 0`: it is mated in `-n` moves; `0`:
    /// it is mated now).
    Mate(i32),
}

impl Score {
    pub(crate) fn from_internal(s: i32) -> Score {
        if s > MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s < -MATE_BOUND {
            Score::Mate(-(MATE + s) / 2)
        } else {
            Score::Cp(s)
        }
    }

    /// A single number for comparisons and graphs: centipawns, mates as ±(32000 − plies).
    pub fn internal(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => MATE - (2 * n - 1),
            Score::Mate(n) => -(MATE - 2 * -n),
        }
    }

    /// The same evaluation from the other side's view.
    pub fn flip(self) -> Score {
        match self {
            Score::Cp(c) => Score::Cp(-c),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// Winning chances in `-1.0..=1.0` (lichess's logistic curve on centipawns; mates are ±1).
    pub fn winning_chances(self) -> f64 {
        match self {
            Score::Cp(c) => 2.0 / (1.0 + (-0.003_682_08 * c as f64).exp()) - 1.0,
            Score::Mate(n) if n > 0 => 1.0,
            Score::Mate(_) => -1.0,
        }
    }
}

impl fmt::Display for Score {
    /// `+1.25`, `-0.40`, `#3` (mate in 3), `#-2` (mated in 2).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Cp(c) => write!(
                f,
                "{}{:.2}",
                if c >= 0 { "+" } else { "-" },
                c.abs() as f64 / 100.0
            ),
            Score::Mate(n) => write!(f, "#{n}"),
        }
    }
}

/// What a search reports after each completed depth (UCI `info` lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Completed depth in plies.
    pub depth: u32,
    /// Deepest ply reached (with quiescence).
    pub seldepth: u32,
    /// The score from the side to move's view.
    pub score: Score,
    /// Nodes so far.
    pub nodes: u64,
    /// Time so far.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: always one of [`Position::legal_moves`]; `None` only when there is
    /// none (the game is over).
    pub best: Option<Move>,
    /// The evaluation from the side to move's view.
    pub score: Score,
    /// The last completed depth in plies (0 if none, e.g. the game is over).
    pub depth: u32,
    /// Nodes searched: positions the alpha-beta and quiescence search visited (the root not
    /// counted).
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The expected continuation, starting with `best`.
    pub pv: Vec<Move>,
    /// True when the side to move may claim a citadel draw (`citadel=claim` or a first entry
    /// under `citadel=second-entry`) and the search expects less than a draw by playing on: the
    /// caller should claim instead of playing `best`.
    pub claim_draw: bool,
}

/// The Zobrist hashes of the positions before the current one in `game` (start first), for the
/// `history` argument of [`Engine::search`].
pub fn game_history(game: &Game) -> Vec<u64> {
    let mut out = Vec::with_capacity(game.moves().len());
    let mut pos: Position = *game.start();
    for m in game.moves() {
        out.push(pos.zobrist_hash());
        pos = pos.play_unchecked(m);
    }
    out
}

/// A small deterministic random generator (xorshift64*), for noise and self-play openings.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The README's example, compiled and run as a doctest so that it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
