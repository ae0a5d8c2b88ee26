//! Move ordering, after Stockfish's `movepick.cpp` (simplified): every move gets an ordering
//! score (the hash move, then captures and promotions by the most valuable victim and least
//! valuable attacker, placements, the two killer moves of the ply, then quiet moves by their
//! history), and the search takes them best first.

use super::eval::EvalTables;
use timur_rules::{Color, Move, MoveList, Position, Role, SQUARE_COUNT};

/// The hash move's score: searched first.
pub(super) const HASH_MOVE: i32 = 1 << 30;
/// Base score of captures, capturing placements and promotions (plus victim and gain).
const CAPTURE: i32 = 1 << 28;
/// A placement or relocation of the pawn of pawns that removes no enemy piece (§4.2).
const PLACEMENT: i32 = 1 << 27;
/// The first killer move's score; the second killer's is one less. Late-move reductions apply
/// below this score (to the second killer too).
pub(super) const KILLER: i32 = 1 << 26;
/// The score of the victim of an en passant capture (a pawn), before [`VICTIM_WEIGHT`].
const EN_PASSANT_VICTIM: i32 = 100;
/// Weight of the victim's value (and promotion gain) in a capture's score.
const VICTIM_WEIGHT: i32 = 16;
/// Divisor of the attacker's value in a capture's score.
const ATTACKER_DIVISOR: i32 = 16;
/// Largest history value.
const HISTORY_MAX: i32 = 1 << 20;
/// History values are divided by this at the start of every search (older searches count less).
const HISTORY_AGING: i32 = 8;

/// True for moves that quiescence searches, and that are not quiet for the killer and history
/// heuristics: captures, en passant, placements that remove an enemy piece, promotions.
pub(super) fn is_tactical(m: &Move, us: Color) -> bool {
    match *m {
        Move::Normal {
            capture, promotion, ..
        } => capture.is_some() || promotion.is_some(),
        Move::EnPassant { .. } => true,
        Move::Place { removed, .. } => removed.is_some_and(|p| p.color != us),
        Move::Swap { .. } => false,
    }
}

/// Butterfly history (Stockfish's `ButterflyHistory`): per from–to square pair, how often a
/// quiet move caused a beta cut-off, weighted by depth². Kept by an engine between the
/// searches of one game.
pub(super) struct History(Vec<i32>);

impl History {
    /// All zero.
    pub fn new() -> History {
        History(vec![0; SQUARE_COUNT * SQUARE_COUNT])
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|h| *h = 0);
    }

    /// Divides every value by [`HISTORY_AGING`] (at the start of a search).
    pub fn age(&mut self) {
        for h in self.0.iter_mut() {
            *h /= HISTORY_AGING;
        }
    }

    fn slot(m: &Move) -> usize {
        m.from().index() * SQUARE_COUNT + m.to().index()
    }

    /// The value of quiet move `m`.
    pub fn get(&self, m: &Move) -> i32 {
        self.0[History::slot(m)]
    }

    /// Rewards quiet move `m` for a cut-off at `depth`: + depth², at most [`HISTORY_MAX`].
    pub fn reward(&mut self, m: &Move, depth: i32) {
        let h = &mut self.0[History::slot(m)];
        *h = (*h + depth * depth).min(HISTORY_MAX);
    }
}

/// The two killer moves of a ply: quiet moves that caused a beta cut-off in a sibling node.
pub(super) type Killers = [Option<Move>; 2];

/// Makes `m`, a quiet move that caused a cut-off, the first killer (the old first becomes the
/// second), unless it is the first already.
pub(super) fn update_killers(killers: &mut Killers, m: Move) {
    if killers[0] != Some(m) {
        killers[1] = killers[0];
        killers[0] = Some(m);
    }
}

/// What move ordering knows at a node: the evaluation's piece values, the history, the
/// node's killers and its hash move.
pub(super) struct Orderer<'a> {
    /// Piece values.
    pub eval: &'static EvalTables,
    /// Quiet moves' history.
    pub history: &'a History,
    /// This ply's killers (none in quiescence and at the root).
    pub killers: Killers,
    /// The transposition table's move for the node, if any.
    pub hash_move: Option<Move>,
}

impl Orderer<'_> {
    fn value(&self, pos: &Position, role: Role) -> i32 {
        self.eval.values[pos.variant().kind(role)]
    }

    /// The ordering score of legal move `m` of `pos`: higher first.
    pub fn score(&self, pos: &Position, m: &Move) -> i32 {
        if Some(*m) == self.hash_move {
            return HASH_MOVE;
        }
        match *m {
            Move::Normal {
                role,
                capture,
                promotion,
                ..
            } => {
                if capture.is_some() || promotion.is_some() {
                    let victim = capture.map_or(0, |r| self.value(pos, r));
                    let gain = promotion.map_or(0, |r| self.value(pos, r));
                    return CAPTURE + (victim + gain) * VICTIM_WEIGHT
                        - self.value(pos, role) / ATTACKER_DIVISOR;
                }
                if self.killers[0] == Some(*m) {
                    return KILLER;
                }
                if self.killers[1] == Some(*m) {
                    return KILLER - 1;
                }
                self.history.get(m)
            }
            Move::EnPassant { .. } => CAPTURE + EN_PASSANT_VICTIM * VICTIM_WEIGHT,
            Move::Place { removed, .. } => match removed {
                Some(p) if p.color != pos.turn() => {
                    CAPTURE + self.value(pos, p.role) * VICTIM_WEIGHT
                }
                _ => PLACEMENT,
            },
            Move::Swap { .. } => self.history.get(m),
        }
    }

    /// The moves of `moves` with their scores, best first; equal scores in the order of a
    /// `sort_unstable` (deterministic). For quiescence, which searches most of its few moves.
    pub fn sorted(
        &self,
        pos: &Position,
        moves: impl Iterator<Item = Move>,
    ) -> arrayvec::ArrayVec<(i32, Move), 512> {
        let mut list: arrayvec::ArrayVec<(i32, Move), 512> =
            moves.map(|m| (self.score(pos, &m), m)).collect();
        list.sort_unstable_by_key(|e| -e.0);
        list
    }
}

/// The moves of a full-width node handed out best first, each found by a selection step over
/// the rest (most cut-offs come from the first few moves, so most are never sorted). It
/// reorders the caller's list in place (no copy of it).
pub(super) struct MovePicker<'m> {
    moves: &'m mut MoveList,
    scores: arrayvec::ArrayVec<i32, 512>,
    next: usize,
}

impl<'m> MovePicker<'m> {
    /// A picker over `moves`, scored by `orderer` in `pos`.
    pub fn new(pos: &Position, moves: &'m mut MoveList, orderer: &Orderer<'_>) -> MovePicker<'m> {
        let scores = moves.iter().map(|m| orderer.score(pos, m)).collect();
        MovePicker {
            moves,
            scores,
            next: 0,
        }
    }
}

impl Iterator for MovePicker<'_> {
    /// A move and its ordering score.
    type Item = (Move, i32);

    fn next(&mut self) -> Option<(Move, i32)> {
        let i = self.next;
        if i >= self.moves.len() {
            return None;
        }
        // The first of the best scores among the rest, swapped into place.
        let mut j = i;
        for k in i + 1..self.moves.len() {
            if self.scores[k] > self.scores[j] {
                j = k;
            }
        }
        self.moves.swap(i, j);
        self.scores.swap(i, j);
        self.next += 1;
        Some((self.moves[i], self.scores[i]))
    }
}
