//! Time management for a game on a clock (UCI `go wtime btime winc binc movestogo`), after
//! Stockfish's `TimeManagement`: from the mover's remaining time, increment and moves to the
//! next time control, an *optimum* time for this move (what it should take on average) and a
//! *maximum* (where the search is stopped in any case). The search starts no new depth when the
//! next one would likely end after the optimum ([`Limits::optimum`], [`ITERATION_GROWTH`]) and
//! stops at the maximum ([`Limits::movetime`]).
//!
//! ```
//! use std::time::Duration;
//! use timur_engine::time::{allocate, Clock};
//!
//! let ms = Duration::from_millis;
//! let budget = allocate(&Clock { time: ms(60_000), increment: ms(1_000), moves_to_go: None });
//! // (60 s + 39 increments − 42 × 10 ms) / 40 moves; at most 5 × that.
//! assert_eq!(budget.optimum.as_millis(), 2_464);
//! assert_eq!(budget.maximum.as_millis(), 12_322);
//! ```

use super::Limits;
use std::time::Duration;

/// Time lost between the engine's `bestmove` and the clock stopping (output, the GUI, the
/// operating system), kept in reserve for every move still to be played in the plan.
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(10);

/// Moves planned for in sudden death (no `movestogo`): each move's optimum is about the
/// remaining time (with the increments to come) divided by this. Timurid games are long, and a
/// share of the remaining time never runs out.
pub const MOVE_HORIZON: u32 = 40;

/// A `movestogo` above this is planned as this many moves (the time control is far away).
pub const MAX_HORIZON: u32 = 50;

/// The optimum is at most this share of the remaining time (a large increment would
/// otherwise plan more than the clock holds now).
pub const OPTIMUM_MAX_SHARE: f64 = 0.2;

/// The maximum is at most this many times the optimum: room for an unfinished depth, no more.
pub const MAXIMUM_SCALE: u32 = 5;

/// The maximum is at most this share of the remaining time (less [`MOVE_OVERHEAD`]), so one
/// move never flags.
pub const MAXIMUM_SHARE: f64 = 0.8;

/// The least time given to a move, however short the clock: one depth or two.
pub const MIN_TIME: Duration = Duration::from_millis(1);

/// How much longer each depth of iterative deepening takes than the one before (measured on
/// middle-game positions: about 1.5–3×; the upper side is taken, to stop early rather than run
/// into the maximum). The search starts no depth when the time so far plus this many times the
/// last depth's time is beyond [`Limits::optimum`].
pub const ITERATION_GROWTH: f64 = 2.0;

/// The mover's clock, as UCI `go` states it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// The mover's remaining time (`wtime` or `btime`).
    pub time: Duration,
    /// The mover's increment per move (`winc` or `binc`).
    pub increment: Duration,
    /// Moves to the next time control (`movestogo`); `None`: the rest of the game
    /// (sudden death, maybe with an increment).
    pub moves_to_go: Option<u32>,
}

/// The time for one move: what to aim at and where to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// No new depth is started when it would likely end after this.
    pub optimum: Duration,
    /// The search stops here at the latest (never below `optimum`).
    pub maximum: Duration,
}

impl TimeBudget {
    /// The search limits of this budget: [`Limits::optimum`] and [`Limits::movetime`].
    pub fn limits(self) -> Limits {
        Limits {
            movetime: Some(self.maximum),
            optimum: Some(self.optimum),
            ..Limits::default()
        }
    }
}

/// The time budget of the next move on `clock`.
///
/// With `n` moves planned ([`MOVE_HORIZON`], or `movestogo` up to [`MAX_HORIZON`]) the time
/// for them is the remaining time plus `n − 1` increments less [`MOVE_OVERHEAD`] for `n + 2`
/// moves; the optimum is its `n`-th part (at most [`OPTIMUM_MAX_SHARE`] of the remaining time in
/// sudden death), the maximum [`MAXIMUM_SCALE`] times the optimum, at most [`MAXIMUM_SHARE`] of
/// the remaining time less [`MOVE_OVERHEAD`]. Both are at least [`MIN_TIME`] and the optimum is
/// never above the maximum.
pub fn allocate(clock: &Clock) -> TimeBudget {
    let moves = clock
        .moves_to_go
        .map_or(MOVE_HORIZON, |m| m.clamp(1, MAX_HORIZON));
    let time_left = (clock.time + clock.increment * (moves - 1))
        .saturating_sub(MOVE_OVERHEAD * (moves + 2))
        .max(MIN_TIME);
    let mut optimum = time_left / moves;
    if clock.moves_to_go.is_none() {
        optimum = optimum.min(clock.time.mul_f64(OPTIMUM_MAX_SHARE));
    }
    let maximum = (optimum * MAXIMUM_SCALE)
        .min(
            clock
                .time
                .mul_f64(MAXIMUM_SHARE)
                .saturating_sub(MOVE_OVERHEAD),
        )
        .max(MIN_TIME);
    TimeBudget {
        optimum: optimum.clamp(MIN_TIME, maximum),
        maximum,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn budget(time: u64, inc: u64, moves_to_go: Option<u32>) -> (u64, u64) {
        let b = allocate(&Clock {
            time: ms(time),
            increment: ms(inc),
            moves_to_go,
        });
        (b.optimum.as_millis() as u64, b.maximum.as_millis() as u64)
    }

    #[test]
    fn sudden_death_plans_forty_moves() {
        // (60 000 − 42 × 10) / 40 = 1 489.5 ms; maximum 5 × that.
        assert_eq!(budget(60_000, 0, None), (1_489, 7_447));
        // One second left: (1 000 − 420) / 40.
        assert_eq!(budget(1_000, 0, None), (14, 72));
    }

    #[test]
    fn an_increment_adds_the_increments_to_come() {
        // (60 000 + 39 × 1 000 − 420) / 40 = 2 464.5 ms.
        assert_eq!(budget(60_000, 1_000, None), (2_464, 12_322));
        // A large increment on a short clock: at most a fifth of the clock, at most 80 %.
        assert_eq!(budget(2_000, 5_000, None), (400, 1_590));
    }

    #[test]
    fn moves_to_go_divides_the_time_to_the_control() {
        // (60 000 − 12 × 10) / 10 = 5 988 ms; maximum 80 % of the clock less the overhead.
        assert_eq!(budget(60_000, 0, Some(10)), (5_988, 29_940));
        // The last move before the control: most of the clock, never all of it.
        assert_eq!(budget(10_000, 0, Some(1)), (7_990, 7_990));
        // A far control is planned as 50 moves.
        assert_eq!(budget(60_000, 0, Some(200)), budget(60_000, 0, Some(50)));
    }

    #[test]
    fn an_empty_clock_still_gets_the_least_time() {
        assert_eq!(budget(0, 0, None), (1, 1));
        assert_eq!(budget(5, 0, Some(1)), (1, 1));
    }

    #[test]
    fn the_budget_becomes_search_limits() {
        let b = allocate(&Clock {
            time: ms(60_000),
            increment: ms(1_000),
            moves_to_go: None,
        });
        let l = b.limits();
        assert_eq!((l.optimum, l.movetime), (Some(b.optimum), Some(b.maximum)));
        assert_eq!((l.depth, l.nodes), (None, None));
    }
}
