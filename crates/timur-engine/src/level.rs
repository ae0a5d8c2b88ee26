//! Playing levels 1–8: how long the engine thinks and how much it errs on purpose.

use super::{Limits, Settings};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A playing level, 1 (beginner) to 8 (strongest). Levels 1–4 add random offsets to the
/// move scores so that a beginner can win. Levels 5–7 add small ones, for variety: a seeded
/// choice among the moves within the level's margin of the best (2 × its noise), so the same
/// moves against the computer do not give the same game twice (the bot seeds each game
/// differently), while a fixed seed gives the same moves. Level 8 plays its best move. Each
/// level thinks strictly longer than the one below: by nodes and by time (never longer than
/// [`Level::max_time`]), level 8 by time only.
///
/// | level | nodes | noise (cp) | thinking time at most |
/// |---|---|---|---|
/// | 1 | 300 | ±250 | 0.2 s |
/// | 2 | 1,500 | ±120 | 0.3 s |
/// | 3 | 6,000 | ±60 | 0.5 s |
/// | 4 | 25,000 | ±30 | 0.8 s |
/// | 5 | 100,000 | ±12 (margin 24) | 1 s |
/// | 6 | 400,000 | ±8 (margin 16) | 1.5 s |
/// | 7 | 1,500,000 | ±5 (margin 10) | 2 s |
/// | 8 | time only | 0 | 3 s |
///
/// Each root move's score is offset by a fixed amount in `-noise..=noise` drawn from the seed
/// and the position ([`Settings::noise`]): a move more than 2 × noise below the best is never
/// played instead of it.
///
/// At about a million nodes per second the node budget ends levels 1–7 before their time cap;
/// the cap keeps a loaded machine within the level's time. Iterative deepening does not start
/// a depth that would likely end after the cap ([`Limits::optimum`]), so a move often comes
/// sooner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A level outside 1–8.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("level must be a number from 1 to 8, not '{0}'")]
pub struct LevelError(pub String);

/// Variety at level 5 (issue 35): a move up to this many centipawns below the best may be
/// played instead of it, chosen by the seed. Small beside a level's own errors: at 100,000
/// nodes the best move's score itself moves by more from one depth to the next.
const LEVEL_5_MARGIN: i32 = 24;
/// Variety at level 6, as [`LEVEL_5_MARGIN`].
const LEVEL_6_MARGIN: i32 = 16;
/// Variety at level 7, as [`LEVEL_5_MARGIN`]; level 8 has none.
const LEVEL_7_MARGIN: i32 = 10;

/// (nodes, noise in centipawns, time cap in ms) per level; `u64::MAX`: no node limit. A noise
/// of `n` lets a move up to `2n` below the best be chosen instead.
const TABLE: [(u64, i32, u64); 8] = [
    (300, 250, 200),
    (1_500, 120, 300),
    (6_000, 60, 500),
    (25_000, 30, 800),
    (100_000, LEVEL_5_MARGIN / 2, 1_000),
    (400_000, LEVEL_6_MARGIN / 2, 1_500),
    (1_500_000, LEVEL_7_MARGIN / 2, 2_000),
    (u64::MAX, 0, 3_000),
];

/// Level 8's node budget in [`Level::settings_by_nodes`]: about its 3 s at a million nodes per
/// second and more.
const LEVEL_8_NODES: u64 = 4_000_000;

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

    /// The longest a move of this level takes to think (plus a few ms to stop): 0.2 s at level
    /// 1 up to 3 s at level 8 (see the table at [`Level`]).
    pub fn max_time(self) -> Duration {
        Duration::from_millis(TABLE[self.0 as usize - 1].2)
    }

    /// The search settings of this level for play: its node budget (none at level 8) and its
    /// time cap, so that a move arrives within [`Level::max_time`] on any machine. `seed`
    /// varies its random choices.
    pub fn settings(self, seed: u64) -> Settings {
        let (nodes, noise, ms) = TABLE[self.0 as usize - 1];
        Settings {
            limits: Limits {
                depth: None,
                nodes: (nodes != u64::MAX).then_some(nodes),
                movetime: Some(Duration::from_millis(ms)),
                // No depth that would likely end after the cap: a move often comes sooner.
                optimum: Some(Duration::from_millis(ms)),
            },
            noise,
            seed,
        }
    }

    /// The settings of this level by nodes only (no time cap): the same moves on any machine,
    /// for self-play and tests. Level 8 gets 4 million nodes. Slower than [`Level::settings`]
    /// on a slow or loaded machine.
    pub fn settings_by_nodes(self, seed: u64) -> Settings {
        let (nodes, noise, _) = TABLE[self.0 as usize - 1];
        Settings {
            limits: Limits::nodes(nodes.min(LEVEL_8_NODES)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{game_history, Engine};
    use std::sync::atomic::AtomicBool;
    use timur_rules::{Game, Position, VariantId};

    /// The first `plies` plies from the Tamerlane start position with `level` on both sides
    /// (by nodes, or by `nodes` instead of the level's budget), seeded as the bot seeds game
    /// `game`: `game × 0x9E37_79B9 + ply`.
    fn opening(level: u8, game: u64, plies: usize, nodes: Option<u64>) -> Vec<String> {
        let id = VariantId::Tamerlane;
        let mut g = Game::new(Position::start(id, id.default_options()));
        let mut engine = Engine::new();
        let level = Level::new(level).unwrap();
        let mut out = Vec::new();
        for ply in 0..plies {
            let seed = game.wrapping_mul(0x9E37_79B9).wrapping_add(ply as u64);
            let mut settings = level.settings_by_nodes(seed);
            if nodes.is_some() {
                settings.limits.nodes = nodes;
            }
            let pos = *g.position();
            let r = engine.search(
                &pos,
                &game_history(&g),
                &settings,
                &AtomicBool::new(false),
                &mut |_| {},
            );
            let m = r.best.unwrap();
            out.push(pos.move_text(&m));
            g.play(&m).unwrap();
        }
        out
    }

    fn distinct(openings: impl Iterator<Item = Vec<String>>) -> usize {
        openings.collect::<std::collections::HashSet<_>>().len()
    }

    #[test]
    fn the_same_seed_gives_the_same_moves() {
        assert_eq!(opening(3, 7, 10, None), opening(3, 7, 10, None));
        assert_eq!(opening(6, 7, 4, Some(5_000)), opening(6, 7, 4, Some(5_000)));
    }

    #[test]
    fn level_3_plays_different_openings_in_different_games() {
        assert_eq!(distinct((1..=10).map(|g| opening(3, g, 10, None))), 10);
    }

    #[test]
    fn the_variety_margins_of_levels_5_to_7_vary_the_moves_but_level_8_has_none() {
        // At a small node budget, so that the test is quick; the margins are the levels'.
        assert_eq!(distinct((1..=10).map(|g| opening(7, g, 6, Some(5_000)))), 9);
        assert_eq!(
            distinct((1..=10).map(|g| opening(5, g, 6, Some(5_000)))),
            10
        );
        assert_eq!(distinct((1..=4).map(|g| opening(8, g, 4, Some(5_000)))), 1);
    }
}
