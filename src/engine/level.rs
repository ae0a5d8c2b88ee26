//! Playing levels 1–8: how long the engine thinks and how much it errs on purpose.

use super::{Limits, Settings};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A playing level, 1 (beginner) to 8 (strongest). Levels 1–4 add random offsets to the
/// move scores so that a beginner can win; every level is bounded by nodes (reproducible) and by
/// time (never slower than [`Level::max_time`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A level outside 1–8.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("level must be a number from 1 to 8, not '{0}'")]
pub struct LevelError(pub String);

/// (nodes, noise in centipawns, time cap in ms) per level.
const TABLE: [(u64, i32, u64); 8] = [
    (300, 250, 200),
    (1_500, 120, 300),
    (6_000, 60, 500),
    (25_000, 30, 800),
    (100_000, 0, 1_200),
    (400_000, 0, 1_600),
    (1_500_000, 0, 2_000),
    (u64::MAX, 0, 2_000),
];

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);

    /// Level `n`.
    ///
    /// # Errors
    /// [`LevelError`] unless `1 <= n <= 8`.
    pub fn new(n: u8) -> Result<Level, LevelError> {
        if (1..=8).contains(&n) {
            Ok(Level(n))
        } else {
            Err(LevelError(n.to_string()))
        }
    }

    /// The level's number, 1–8.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The longest a move of this level takes to think (plus a few ms to stop).
    pub fn max_time(self) -> Duration {
        Duration::from_millis(TABLE[self.0 as usize - 1].2)
    }

    /// The search settings of this level; `seed` varies its random choices.
    pub fn settings(self, seed: u64) -> Settings {
        let (nodes, noise, ms) = TABLE[self.0 as usize - 1];
        Settings {
            limits: Limits {
                depth: None,
                nodes: (nodes != u64::MAX).then_some(nodes),
                movetime: Some(Duration::from_millis(ms)),
            },
            noise,
            seed,
        }
    }

    /// The settings of this level by nodes only (no time cap): the same moves on any machine,
    /// for self-play and tests. Level 8 gets 4 million nodes.
    pub fn settings_by_nodes(self, seed: u64) -> Settings {
        let (nodes, noise, _) = TABLE[self.0 as usize - 1];
        Settings {
            limits: Limits::nodes(nodes.min(4_000_000)),
            noise,
            seed,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Level {
    type Err = LevelError;
    fn from_str(s: &str) -> Result<Level, LevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or_else(|| LevelError(s.to_string()))
    }
}
