//! Ratings: Glicko-2 per variant family, as pure functions on values (no I/O).
//!
//! - Two pools ([`Pool`]): the Tamerlane family (every 11×10 array and Full Tamerlane) and the
//!   Timurid family (the 12×12 games). A player has one [`Standing`] per pool.
//! - Every player starts at [`START`]: rating 1500, deviation 350, volatility 0.06 (Glickman's
//!   defaults). A deviation above [`PROVISIONAL_DEVIATION`] (110) makes the rating
//!   provisional, shown with `?` (`1500?`).
//! - The maths is the `skillratings` crate's Glicko-2 (τ = 0.5, its default), never ours. Each
//!   rated game is a rating period of its own for its two players (as lichess rates games one
//!   at a time). Time without games raises the deviation: before a game, a player's deviation
//!   takes one Glicko-2 "no games" step (`φ' = √(φ² + σ²)`, capped at 350) for every whole
//!   [`PERIOD_SECS`] (7 days) since their previous rated game in that pool. Seven days fits
//!   correspondence play, where a game lasts weeks: a settled deviation of 50 needs about
//!   88 idle weeks to become provisional again.
//! - [`rebuild`] folds a chronological sequence of rated games through the same
//!   [`rate_game`] the incremental path uses, so it reproduces stored values bit for bit.
//!
//! ```
//! use timur::rating::{rate_game, Score, Standing, named};
//!
//! let (w, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::WhiteWins, 0);
//! assert_eq!(named("Alice", &Standing::NEW.glicko, &w.glicko), "Alice 1662? (+162)");
//! assert_eq!(named("Bob", &Standing::NEW.glicko, &b.glicko), "Bob 1338? (-162)");
//! ```

mod display;
mod rated;
mod rebuild;
mod update;

pub use display::{change_text, named, rating_text};
pub use rated::{default_rated, rated_challenge, rated_score, Ending};
pub use rebuild::{rebuild, Applied, RatedGame, Table};
pub use update::{decay, idle_periods, rate_game};

use crate::rules::{Family, VariantId};
use std::fmt;

/// The start values: rating 1500, deviation 350, volatility 0.06.
pub const START: Glicko = Glicko {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// A rating whose deviation is above this (rating points) is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The length of a rating period in seconds (7 days): each whole period a player goes without
/// a rated game in a pool raises their deviation there by one Glicko-2 step.
pub const PERIOD_SECS: i64 = 7 * 86_400;

/// A rating pool: the variants whose games are rated together.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Pool {
    /// `tamerlane`, `tamerlane-feminine`, `tamerlane-arabshah`, `tamerlane-full`.
    Tamerlane,
    /// `herat`, `mirza`, `babur`, `samarkand` and their wild forms.
    Timurid,
}

impl Pool {
    /// Both pools, in display order.
    pub const ALL: [Pool; 2] = [Pool::Tamerlane, Pool::Timurid];

    /// The pool a variant's games are rated in (its family).
    pub const fn of(variant: VariantId) -> Pool {
        match variant.family() {
            Family::Tamerlane => Pool::Tamerlane,
            Family::Timurid => Pool::Timurid,
        }
    }

    /// The stored code: `tamerlane` or `timurid`.
    pub const fn code(self) -> &'static str {
        match self {
            Pool::Tamerlane => "tamerlane",
            Pool::Timurid => "timurid",
        }
    }

    /// Parses [`Pool::code`]; `None` for anything else.
    pub fn parse(code: &str) -> Option<Pool> {
        Pool::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The display name: `Tamerlane` or `Timurid`.
    pub const fn name(self) -> &'static str {
        match self {
            Pool::Tamerlane => "Tamerlane",
            Pool::Timurid => "Timurid",
        }
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Glicko-2 values on the public scale (rating points, 1500-centred).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Glicko {
    /// The rating, points.
    pub rating: f64,
    /// The rating deviation, points (350 at the start).
    pub deviation: f64,
    /// The volatility σ (Glicko-2 scale, 0.06 at the start).
    pub volatility: f64,
}

impl Glicko {
    /// Deviation above [`PROVISIONAL_DEVIATION`].
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating rounded to whole points, as shown.
    pub fn shown(&self) -> i64 {
        self.rating.round() as i64
    }
}

/// The result of a game from White's side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Score {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
}

/// A player's rating in one pool with its counts.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Standing {
    /// The values after the player's last rated game (not yet decayed for idle time since).
    pub glicko: Glicko,
    /// Rated games played in the pool.
    pub games: u32,
    /// Of those, won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// Unix seconds of the last rated game, `None` before the first.
    pub last_game_at: Option<i64>,
}

impl Standing {
    /// A player who has never played a rated game in the pool.
    pub const NEW: Standing = Standing {
        glicko: START,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        last_game_at: None,
    };

    /// The values as of `now` (Unix seconds): [`Standing::glicko`] with its deviation raised
    /// for the whole [`PERIOD_SECS`] passed since the last game. What `/rating` shows.
    pub fn current(&self, now: i64) -> Glicko {
        decay(self.glicko, idle_periods(self.last_game_at, now))
    }
}
