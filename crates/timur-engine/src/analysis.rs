//! Analysis of a finished game, like lichess's computer analysis: an evaluation after every
//! ply and the turning points (inaccuracies, mistakes, blunders) with the better move.

use super::{game_history, Engine, Limits, Score, Settings};
use std::sync::atomic::AtomicBool;
use timur_rules::{Color, Game, IllegalMove, Move, Outcome, Position};

/// How bad a move was, by the drop in the mover's winning chances (lichess's thresholds on
/// chances in `-1..=1`: 0.1, 0.2, 0.3; mates as lichess judges them: [`crate::accuracy::judge`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Judgement {
    /// A drop of at least 0.1.
    Inaccuracy,
    /// A drop of at least 0.2.
    Mistake,
    /// A drop of at least 0.3.
    Blunder,
}

impl Judgement {
    /// "inaccuracy", "mistake" or "blunder".
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// The evaluation of one position of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyEval {
    /// The engine's score from White's view; `None` when the game is over here.
    pub score: Option<Score>,
    /// White's winning chances in `-1.0..=1.0` (from the result when the game is over here).
    pub chances: f64,
    /// The engine's move here, if the game is not over.
    pub best: Option<Move>,
    /// The engine's expected line from here, starting with `best` (empty when the game is
    /// over; moves legal in sequence from this position).
    pub pv: Vec<Move>,
}

/// A move that lost winning chances.
#[derive(Clone, Debug, PartialEq)]
pub struct TurningPoint {
    /// The move's ply, 1-based: the move is `moves[ply - 1]`, played from `evals[ply - 1]`.
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move played.
    pub played: Move,
    /// The engine's better move in the same position.
    pub best: Move,
    /// How bad it was.
    pub judgement: Judgement,
    /// The mover's winning chances before and after the move, each in `-1.0..=1.0`.
    pub chances: (f64, f64),
}

/// The analysis of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// One entry per position: `evals[0]` is the start, `evals[i]` after `i` plies.
    pub evals: Vec<PlyEval>,
    /// The turning points in ply order.
    pub turning_points: Vec<TurningPoint>,
    /// The outcome by the rules, if the moves end the game (resignations etc. are the caller's).
    pub outcome: Option<Outcome>,
}

/// Analyses the game from `start` through `moves`, searching every position within `limits`
/// (e.g. `Limits::nodes(200_000)`: about 0.2–0.5 s per ply in a release build).
///
/// # Errors
/// [`IllegalMove`] if a move is not legal where it is played.
pub fn analyse(start: &Position, moves: &[Move], limits: Limits) -> Result<Analysis, IllegalMove> {
    let mut game = Game::new(*start);
    let mut positions = vec![(*start, game_history(&game), game.outcome())];
    for m in moves {
        game.play(m)?;
        positions.push((*game.position(), game_history(&game), game.outcome()));
    }
    let mut engine = Engine::new();
    let stop = AtomicBool::new(false);
    let settings = Settings {
        limits,
        noise: 0,
        seed: 0,
    };
    let mut evals = Vec::with_capacity(positions.len());
    for (pos, history, outcome) in &positions {
        let white = |s: Score| {
            if pos.turn() == Color::White {
                s
            } else {
                s.flip()
            }
        };
        if let Some(o) = outcome {
            let chances = match o.winner() {
                Some(Color::White) => 1.0,
                Some(Color::Black) => -1.0,
                None => 0.0,
            };
            evals.push(PlyEval {
                score: None,
                chances,
                best: None,
                pv: Vec::new(),
            });
            continue;
        }
        let r = engine.search(pos, history, &settings, &stop, &mut |_| {});
        let score = white(r.score);
        evals.push(PlyEval {
            score: Some(score),
            chances: score.winning_chances(),
            best: r.best,
            pv: legal_prefix(pos, &r.pv),
        });
    }
    let mut turning_points = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let mover = positions[i].0.turn();
        let Some(best) = evals[i].best else { continue };
        // The engine's own choice is never a mistake, whatever the next search says.
        if best == *m {
            continue;
        }
        let (before, after) = (
            mover_score(&evals[i], mover),
            mover_score(&evals[i + 1], mover),
        );
        let Some(judgement) = crate::accuracy::judge(before, after) else {
            continue;
        };
        let sign = if mover == Color::White { 1.0 } else { -1.0 };
        turning_points.push(TurningPoint {
            ply: i + 1,
            mover,
            played: *m,
            best,
            judgement,
            chances: (evals[i].chances * sign, evals[i + 1].chances * sign),
        });
    }
    Ok(Analysis {
        evals,
        turning_points,
        outcome: game.outcome(),
    })
}

/// The score of `e` from `mover`'s view; a position where the game is over counts as a mate
/// delivered (`Mate(1)`) for its winner and as 0 cp for a draw.
fn mover_score(e: &PlyEval, mover: Color) -> Score {
    let white = match e.score {
        Some(s) => s,
        None if e.chances > 0.0 => Score::Mate(1),
        None if e.chances < 0.0 => Score::Mate(-1),
        None => Score::Cp(0),
    };
    if mover == Color::White {
        white
    } else {
        white.flip()
    }
}

/// The longest start of `line` whose moves are legal one after the other from `pos` (a
/// principal variation from the hash table may end in a move of another position).
fn legal_prefix(pos: &Position, line: &[Move]) -> Vec<Move> {
    let mut p = *pos;
    let mut out = Vec::with_capacity(line.len());
    for m in line {
        if !p.legal_moves().contains(m) {
            break;
        }
        p = p.play_unchecked(m);
        out.push(*m);
    }
    out
}
