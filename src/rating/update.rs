//! One rated game: idle-time decay, then the `skillratings` Glicko-2 update for both players.

use super::{Glicko, Score, Standing, PERIOD_SECS};
use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// Whole rating periods ([`PERIOD_SECS`]) from `last` to `now` (Unix seconds): 0 without a
/// last game or when `now` is not after it.
pub fn idle_periods(last: Option<i64>, now: i64) -> u64 {
    match last {
        Some(last) if now > last => ((now - last) / PERIOD_SECS) as u64,
        _ => 0,
    }
}

/// `g` after `periods` rating periods without games: the deviation takes one Glicko-2 step
/// per period (`skillratings::glicko2::decay_deviation`, capped at 350); rating and volatility
/// stay.
pub fn decay(g: Glicko, periods: u64) -> Glicko {
    let mut r = to_lib(g);
    for _ in 0..periods {
        let next = decay_deviation(&r);
        if next == r {
            // At the cap: further periods change nothing.
            break;
        }
        r = next;
    }
    from_lib(r)
}

/// Both players' standings after one game finished at `at` (Unix seconds): each deviation is
/// first decayed for the player's own idle periods, then one Glicko-2 update (τ = 0.5) is
/// applied; counts go up and `last_game_at` becomes the later of the old value and `at`.
pub fn rate_game(
    white: &Standing,
    black: &Standing,
    score: Score,
    at: i64,
) -> (Standing, Standing) {
    let w = to_lib(white.current(at));
    let b = to_lib(black.current(at));
    let outcome = match score {
        Score::WhiteWins => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::BlackWins => Outcomes::LOSS,
    };
    let (w2, b2) = glicko2(&w, &b, &outcome, &Glicko2Config::new());
    let (w_points, b_points) = match score {
        Score::WhiteWins => (2, 0),
        Score::Draw => (1, 1),
        Score::BlackWins => (0, 2),
    };
    (
        after(white, from_lib(w2), w_points, at),
        after(black, from_lib(b2), b_points, at),
    )
}

/// `s` after a game worth `half_points` (0 loss, 1 draw, 2 win).
fn after(s: &Standing, glicko: Glicko, half_points: u8, at: i64) -> Standing {
    Standing {
        glicko,
        games: s.games + 1,
        wins: s.wins + u32::from(half_points == 2),
        draws: s.draws + u32::from(half_points == 1),
        losses: s.losses + u32::from(half_points == 0),
        last_game_at: Some(s.last_game_at.map_or(at, |t| t.max(at))),
    }
}

fn to_lib(g: Glicko) -> Glicko2Rating {
    Glicko2Rating {
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
    }
}

fn from_lib(r: Glicko2Rating) -> Glicko {
    Glicko {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}
