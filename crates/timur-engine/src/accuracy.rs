//! Accuracy per player and the judgement of each move, by lichess's published method
//! (lila's `WinPercent`, `AccuracyPercent` and `Advice`, reimplemented here).
//!
//! Units: evaluations are **centipawns from White's view** (`cp`, 100 = a pawn), clamped to
//! ±[`CP_CEILING`]; a forced mate counts as the ceiling of its side. Win percentages are in
//! `0.0..=100.0` (50 = equal), winning chances in `-1.0..=1.0` (`win% = 50 + 50 · chances`),
//! accuracies in `0.0..=100.0`.
//!
//! - Win percentage: `win%(cp) = 50 + 50 · (2 / (1 + exp(−0.00368208 · cp)) − 1)`
//!   ([`win_percent`]).
//! - Accuracy of a move from the mover's win percentage before and after it:
//!   `103.1668100711649 · exp(−0.04354415386753951 · (before − after)) − 3.166924740191411`,
//!   plus lila's uncertainty bonus of 1, clamped to `0..=100`; 100 when the move lost nothing
//!   ([`move_accuracy`]).
//! - Accuracy of a game per player ([`game_accuracy`]): the mean of (a) the mean of that
//!   player's move accuracies weighted by the volatility of the game around each move (the
//!   population standard deviation of the win percentages in a window of
//!   `clamp(plies / 10, 2, 8)` positions, clamped to `0.5..=12`) and (b) their harmonic mean
//!   (each accuracy counted as at least 1).
//! - Judgements ([`judge`]), on the mover's winning chances with the centipawns clamped to
//!   ±1000: a drop of at least 0.1 (5 win-percentage points) is an inaccuracy, 0.2 (10 points)
//!   a mistake, 0.3 (15 points) a blunder. When a mate appears or disappears (lila's
//!   `MateAdvice`): walking into a forced mate is a blunder, a mistake when the mover was
//!   already below −700 cp, an inaccuracy below −999 cp; losing one's own forced mate is a
//!   blunder, a mistake when still above +700 cp after it, an inaccuracy above +999 cp.
//!
//! One difference from lichess: lila starts every game at a fixed +0.15 (chess's opening
//! advantage); here the start position's own evaluation by the analysis is used, as Tamerlane
//! has no such figure.

use crate::analysis::{Analysis, Judgement, PlyEval};
use crate::Score;
use timur_rules::Color;

/// Evaluations are clamped to ±this many centipawns; a mate counts as this (lila's
/// `Cp.CEILING`).
pub const CP_CEILING: i32 = 1_000;

/// The slope of the logistic curve from centipawns to winning chances, per centipawn (lila's
/// fit of lichess games).
pub const MULTIPLIER: f64 = 0.003_682_08;

/// The centipawns of `score` for these formulas: centipawns clamped to ±[`CP_CEILING`], a
/// forced mate as the ceiling of the side that mates (the same view as `score`).
pub fn score_cp(score: Score) -> i32 {
    match score {
        Score::Cp(c) => c.clamp(-CP_CEILING, CP_CEILING),
        Score::Mate(n) if n > 0 => CP_CEILING,
        Score::Mate(_) => -CP_CEILING,
    }
}

/// Winning chances in `-1.0..=1.0` of an advantage of `cp` centipawns (clamped to
/// ±[`CP_CEILING`]): `2 / (1 + exp(−0.00368208 · cp)) − 1`.
pub fn winning_chances(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-CP_CEILING, CP_CEILING));
    (2.0 / (1.0 + (-MULTIPLIER * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// The win percentage in `0.0..=100.0` of an advantage of `cp` centipawns:
/// `50 + 50 · winning_chances(cp)` (e.g. 0 cp → 50, +100 cp → 59.1, ±1000 cp → 97.55 / 2.45).
pub fn win_percent(cp: i32) -> f64 {
    50.0 + 50.0 * winning_chances(cp)
}

/// The accuracy in `0.0..=100.0` of a move that took the mover's win percentage from
/// `before` to `after` (both in `0.0..=100.0`, the mover's view): 100 if it lost nothing, else
/// `103.1668 · exp(−0.043544 · (before − after)) − 3.1669 + 1` clamped to `0..=100` (a drop
/// of 5 points → 80.8, 10 → 64.6, 20 → 41.0, 40 → 15.9).
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    // lila's uncertainty bonus, for the imperfection of the analysis.
    (raw + 1.0).clamp(0.0, 100.0)
}

/// The judgement of a move by its effect on the evaluation, both scores from the **mover's**
/// view: `before` the move, `after` it (see the module's thresholds). `None`: a good move.
pub fn judge(before: Score, after: Score) -> Option<Judgement> {
    match (before, after) {
        (Score::Cp(b), Score::Cp(a)) => {
            let drop = winning_chances(b) - winning_chances(a);
            if drop >= 0.3 {
                Some(Judgement::Blunder)
            } else if drop >= 0.2 {
                Some(Judgement::Mistake)
            } else if drop >= 0.1 {
                Some(Judgement::Inaccuracy)
            } else {
                None
            }
        }
        // Walked into a forced mate.
        (Score::Cp(b), Score::Mate(n)) if n <= 0 => Some(if b < -999 {
            Judgement::Inaccuracy
        } else if b < -700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        }),
        // Let one's own forced mate go, into a plain advantage…
        (Score::Mate(m), Score::Cp(a)) if m > 0 => Some(if a > 999 {
            Judgement::Inaccuracy
        } else if a > 700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        }),
        // …or into being mated.
        (Score::Mate(m), Score::Mate(n)) if m > 0 && n <= 0 => Some(Judgement::Blunder),
        _ => None,
    }
}

/// Both players' game accuracies, in `0.0..=100.0`; `None` for a player without moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameAccuracy {
    /// White's accuracy.
    pub white: Option<f64>,
    /// Black's accuracy.
    pub black: Option<f64>,
}

impl GameAccuracy {
    /// `color`'s accuracy.
    pub fn of(&self, color: Color) -> Option<f64> {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// The game accuracies of a game whose positions have the evaluations `cps` (White's view,
/// centipawns, clamped as [`win_percent`] does): `cps[0]` the start, `cps[i]` after `i`
/// plies. `first` moves first. See the module for the formula; fewer than two entries give no
/// accuracy.
pub fn game_accuracy(cps: &[i32], first: Color) -> GameAccuracy {
    let wins: Vec<f64> = cps.iter().map(|&c| win_percent(c)).collect();
    let plies = wins.len().saturating_sub(1);
    if plies == 0 {
        return GameAccuracy {
            white: None,
            black: None,
        };
    }
    let window = (plies / 10).clamp(2, 8).min(wins.len());
    // One window per move: the first ones repeat the game's opening window, then it slides.
    let mut windows: Vec<&[f64]> = vec![&wins[..window]; window - 2];
    windows.extend(wins.windows(window));
    let weights = windows
        .iter()
        .map(|w| standard_deviation(w).clamp(0.5, 12.0));
    let mut per: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for (i, weight) in weights.enumerate().take(plies) {
        let white_moves = (i % 2 == 0) == (first == Color::White);
        let (prev, next) = (wins[i], wins[i + 1]);
        let (acc, side) = if white_moves {
            (move_accuracy(prev, next), 0)
        } else {
            // Black's win percentage is 100 − White's; the drop is White's gain.
            (move_accuracy(next, prev), 1)
        };
        per[side].push((acc, weight));
    }
    let combine = |moves: &[(f64, f64)]| -> Option<f64> {
        if moves.is_empty() {
            return None;
        }
        let total_weight: f64 = moves.iter().map(|m| m.1).sum();
        let weighted = moves.iter().map(|m| m.0 * m.1).sum::<f64>() / total_weight;
        let harmonic = moves.len() as f64 / moves.iter().map(|m| 1.0 / m.0.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    };
    GameAccuracy {
        white: combine(&per[0]),
        black: combine(&per[1]),
    }
}

/// The population standard deviation of `xs` (not empty).
fn standard_deviation(xs: &[f64]) -> f64 {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// One player's figures in an analysed game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerReport {
    /// Game accuracy in `0.0..=100.0` ([`game_accuracy`]); `None` without moves.
    pub accuracy: Option<f64>,
    /// Moves judged inaccuracies.
    pub inaccuracies: usize,
    /// Moves judged mistakes.
    pub mistakes: usize,
    /// Moves judged blunders.
    pub blunders: usize,
}

/// Both players' [`PlayerReport`]s, White's first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Report {
    /// White's figures.
    pub white: PlayerReport,
    /// Black's figures.
    pub black: PlayerReport,
}

impl Report {
    /// `color`'s figures.
    pub fn of(&self, color: Color) -> &PlayerReport {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// The centipawns (White's view, clamped) of one analysed position: its score, or for a
/// position where the game is over the ceiling of the winner (0 for a draw).
pub fn ply_cp(e: &PlyEval) -> i32 {
    match e.score {
        Some(s) => score_cp(s),
        None => (e.chances * f64::from(CP_CEILING)).round() as i32,
    }
}

/// The accuracies and the counts of judged moves of `analysis` (its turning points), for a
/// game where `first` moved first.
pub fn report(analysis: &Analysis, first: Color) -> Report {
    let cps: Vec<i32> = analysis.evals.iter().map(ply_cp).collect();
    let acc = game_accuracy(&cps, first);
    let player = |color: Color| {
        let count = |j: Judgement| {
            analysis
                .turning_points
                .iter()
                .filter(|t| t.mover == color && t.judgement == j)
                .count()
        };
        PlayerReport {
            accuracy: acc.of(color),
            inaccuracies: count(Judgement::Inaccuracy),
            mistakes: count(Judgement::Mistake),
            blunders: count(Judgement::Blunder),
        }
    };
    Report {
        white: player(Color::White),
        black: player(Color::Black),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) {
        assert!((a - b).abs() < 0.1, "{a} vs {b}");
    }

    #[test]
    fn win_percent_follows_the_logistic_curve_and_is_clamped() {
        close(win_percent(0), 50.0);
        close(win_percent(100), 59.10);
        close(win_percent(-300), 24.89);
        close(win_percent(1_000), 97.55);
        assert_eq!(win_percent(5_000), win_percent(1_000));
        assert_eq!(score_cp(Score::Mate(3)), 1_000);
        assert_eq!(score_cp(Score::Mate(-2)), -1_000);
        assert_eq!(score_cp(Score::Cp(-4_000)), -1_000);
    }

    #[test]
    fn move_accuracy_drops_exponentially_with_the_lost_win_percentage() {
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert_eq!(move_accuracy(40.0, 60.0), 100.0);
        close(move_accuracy(60.0, 55.0), 80.82);
        close(move_accuracy(60.0, 50.0), 64.58);
        close(move_accuracy(70.0, 50.0), 41.02);
        close(move_accuracy(90.0, 50.0), 15.91);
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
        // A tiny drop gets the uncertainty bonus, capped at 100.
        assert_eq!(move_accuracy(50.0, 49.99), 100.0);
    }

    #[test]
    fn judgements_use_lichess_thresholds() {
        use Judgement::*;
        assert_eq!(judge(Score::Cp(0), Score::Cp(-50)), None);
        // −108 cp: chances −0.196; −112 cp: −0.203; −170 cp: −0.303.
        assert_eq!(judge(Score::Cp(0), Score::Cp(-108)), Some(Inaccuracy));
        assert_eq!(judge(Score::Cp(0), Score::Cp(-112)), Some(Mistake));
        assert_eq!(judge(Score::Cp(0), Score::Cp(-170)), Some(Blunder));
        // Beyond the ceiling nothing more is lost.
        assert_eq!(judge(Score::Cp(1_500), Score::Cp(1_000)), None);
        assert_eq!(judge(Score::Cp(0), Score::Mate(-3)), Some(Blunder));
        assert_eq!(judge(Score::Cp(-800), Score::Mate(-3)), Some(Mistake));
        assert_eq!(judge(Score::Cp(-1_200), Score::Mate(-3)), Some(Inaccuracy));
        assert_eq!(judge(Score::Mate(2), Score::Cp(300)), Some(Blunder));
        assert_eq!(judge(Score::Mate(2), Score::Cp(800)), Some(Mistake));
        assert_eq!(judge(Score::Mate(2), Score::Cp(1_200)), Some(Inaccuracy));
        assert_eq!(judge(Score::Mate(2), Score::Mate(-4)), Some(Blunder));
        assert_eq!(judge(Score::Mate(2), Score::Mate(3)), None);
    }

    #[test]
    fn game_accuracy_of_fixed_evaluation_sequences() {
        // Expected figures computed independently (a python script of the same formulas).
        // Four plies (window 2): White throws 2.7 pawns away at once, Black loses little.
        let a = game_accuracy(&[20, -250, -240, -260, -250], Color::White);
        close(a.white.unwrap(), 44.98);
        close(a.black.unwrap(), 97.68);
        // 24 plies (window 2): Black gives 0.8 pawns at ply 8, White 4 pawns at ply 13.
        let cps = [
            15, 20, 10, 25, 20, 30, 25, 30, 110, 100, 105, 95, 100, -300, -290, -300, -310, -305,
            -320, -330, -325, -340, -350, -345, -360,
        ];
        let a = game_accuracy(&cps, Color::White);
        close(a.white.unwrap(), 60.84);
        close(a.black.unwrap(), 92.89);
        // 40 plies: the window is 4 positions, the first one repeated twice.
        let cps = [
            0, -30, -15, -6, -50, -63, -6, 11, 11, 31, 45, -7, 10, -49, 7, 54, 54, 27, 37, 6, -30,
            1, -399, -390, -343, -333, -333, -343, -322, -272, -313, -344, -323, -364, -313, -255,
            -249, -260, -226, -285, -260,
        ];
        let a = game_accuracy(&cps, Color::White);
        close(a.white.unwrap(), 94.67);
        close(a.black.unwrap(), 94.44);
        // Black first: Black's moves are the odd plies.
        let a = game_accuracy(&[20, 30, -250], Color::Black);
        close(a.black.unwrap(), 96.95);
        close(a.white.unwrap(), 33.68);
        let a = game_accuracy(&[0, 300, 300], Color::Black);
        close(a.black.unwrap(), 32.40);
        assert_eq!(a.white, Some(100.0));
        assert_eq!(game_accuracy(&[0], Color::White).white, None);
        assert_eq!(game_accuracy(&[0, 10], Color::White).black, None);
    }
}
