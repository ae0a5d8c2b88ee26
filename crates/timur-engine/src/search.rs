//! Iterative-deepening principal variation search with a transposition table, quiescence on
//! captures, check extensions, null-move pruning and late-move reductions, shaped like
//! Stockfish's `search.cpp`: the state of each ply of the path in a [`Frame`] (its `Stack`),
//! the pruning margins named below, move ordering in [`super::movepick`].

use super::eval::{evaluate, evaluate_with, material, material_after, tables, EvalTables};
use super::movepick::{self, is_tactical, History, MovePicker, Orderer};
use super::tt::{Bound, Table};
use super::{Info, Limits, Score, SearchResult, Settings, INF, MATE, MATE_BOUND};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use timur_rules::{CitadelRule, Color, Move, MoveList, Outcome, Position, Role, Stalemate};

/// Deepest ply of the full-width search; quiescence takes over there.
const MAX_PLY: usize = 100;
/// Depth used when no depth limit is given.
const MAX_DEPTH: u32 = 64;
/// Quiescence plies that search every evasion when in check (deeper, checks are ignored).
const QS_CHECK_PLIES: u32 = 4;
/// Frames of the search path: every full-width ply, the quiescence plies that can follow the
/// last one, and one for the last node's child.
const FRAMES: usize = MAX_PLY + QS_CHECK_PLIES as usize + 2;
/// The stop flag and the clock are read once every this many nodes (a power of two, minus one,
/// as a mask).
const STOP_CHECK_MASK: u64 = 1023;

// Pruning and reduction margins (depths in plies, scores in centipawns).

/// Reverse futility pruning (static null move) applies at this depth and below.
const FUTILITY_DEPTH: i32 = 3;

/// How far the static evaluation must be above beta at `depth` for reverse futility pruning.
fn futility_margin(depth: i32) -> i32 {
    150 * depth
}

/// Null-move pruning applies from this depth.
const NULL_MOVE_DEPTH: i32 = 3;

/// The depth reduction of the null-move search at `depth`, besides the ply itself.
fn null_move_reduction(depth: i32) -> i32 {
    2 + depth / 4
}

/// Late-move reductions apply from this depth ...
const LMR_DEPTH: i32 = 3;
/// ... to moves from this index on (0-based, in search order).
const LMR_MOVE_INDEX: usize = 3;

/// The late-move reduction of the move with 0-based index `index` at `depth`.
fn lmr_reduction(depth: i32, index: usize) -> i32 {
    1 + (index >= 10) as i32 + (depth >= 8) as i32
}

/// Delta pruning in quiescence: a capture is skipped when even winning its gain plus this
/// margin would not reach alpha.
const DELTA_MARGIN: i32 = 200;
/// The gain assumed in delta pruning for a tactical move that takes no piece on its square
/// (en passant).
const DELTA_OTHER_GAIN: i32 = 100;

/// A search engine: its transposition table and move-ordering history survive between searches
/// of one game. One `Engine` searches on one thread; run several on threads of their own (the bot's `EnginePool`).
pub struct Engine {
    tt: Table,
    history: History,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine with a 16 MiB transposition table.
    pub fn new() -> Engine {
        Engine::with_hash(16)
    }

    /// An engine with a transposition table of about `megabytes` MiB.
    pub fn with_hash(megabytes: usize) -> Engine {
        Engine {
            tt: Table::new(megabytes),
            history: History::new(),
        }
    }

    /// Forgets what earlier searches learnt (call between unrelated games for reproducible
    /// results).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.clear();
    }

    /// The best move of `pos` within `limits`, no game history, no randomness, no stop flag.
    pub fn best_move(&mut self, pos: &Position, limits: Limits) -> SearchResult {
        let stop = AtomicBool::new(false);
        self.search(
            pos,
            &[],
            &Settings {
                limits,
                noise: 0,
                seed: 0,
            },
            &stop,
            &mut |_| {},
        )
    }

    /// Searches `pos` and returns the best move found.
    ///
    /// `history` holds the Zobrist hashes ([`Position::zobrist_hash`]) of the positions before
    /// `pos` in the game, oldest first (see [`super::game_history`]); it is used only when the
    /// game's `repetition` option is on. The search stops at the first of `settings.limits`
    /// or when `stop` becomes true, and calls `on_info` after every completed depth.
    /// `best` is `None` only when the game is over in `pos` (no legal move).
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        settings: &Settings,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let start = Instant::now();
        self.tt.age = self.tt.age.wrapping_add(1);
        self.history.age();
        let mut s = Search {
            tt: &mut self.tt,
            history: &mut self.history,
            eval: tables(pos.variant()),
            frames: [Frame::EMPTY; FRAMES],
            stack: history.to_vec(),
            root_len: history.len(),
            nodes: 0,
            stop,
            stopped: false,
            deadline: settings.limits.movetime.map(|t| start + t),
            node_limit: settings.limits.nodes.unwrap_or(u64::MAX),
            repetition: pos.options().repetition,
            seldepth: 0,
        };
        let mut result = SearchResult {
            best: None,
            score: Score::Cp(evaluate(pos, s.eval)),
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: Vec::new(),
            claim_draw: false,
        };
        let legal = pos.legal_moves();
        if legal.is_empty() {
            let score = match pos.static_outcome() {
                Some(o) => outcome_score(o, pos.turn(), 0),
                None => no_move_score(pos, 0),
            };
            result.score = Score::from_internal(score);
            return result;
        }
        // Root moves in search order, each with a fixed random offset (low levels).
        let mut rng = super::Rng::new(settings.seed ^ pos.zobrist_hash());
        let mut root: Vec<(Move, i32, i32)> = legal
            .iter()
            .map(|&m| {
                let noise = if settings.noise > 0 {
                    (rng.next_u64() % (2 * settings.noise as u64 + 1)) as i32 - settings.noise
                } else {
                    0
                };
                (m, s.orderer(None, None).score(pos, &m), noise)
            })
            .collect();
        root.sort_by_key(|r| -r.1);
        result.best = Some(root[0].0);
        let can_claim =
            pos.options().citadel != CitadelRule::Immediate && pos.can_claim_citadel_draw();
        let max_depth = settings
            .limits
            .depth
            .unwrap_or(MAX_DEPTH)
            .clamp(1, MAX_DEPTH);
        s.stack.push(pos.zobrist_hash());
        for depth in 1..=max_depth {
            let depth_start = start.elapsed();
            let (score, best, scores) = s.root(pos, &root, depth as i32);
            if s.stopped {
                // A partial iteration counts only if another move beat the previous best (at
                // depth 1: if any move was searched at all).
                if let Some(b) = best {
                    if depth == 1 || (scores[0] > -INF && Some(b) != result.best) {
                        result.best = Some(b);
                        result.score = Score::from_internal(score);
                    }
                }
                break;
            }
            if let Some(b) = best {
                result.best = Some(b);
            }
            result.score = Score::from_internal(score);
            result.depth = depth;
            // Best first, then the others by this iteration's scores.
            let mut order: Vec<(usize, i32)> = scores.iter().copied().enumerate().collect();
            order.sort_by_key(|&(i, sc)| (Some(root[i].0) != best, -sc));
            root = order.iter().map(|&(i, _)| root[i]).collect();
            result.pv = s.principal_variation(pos, best, depth as usize);
            on_info(&Info {
                depth,
                seldepth: s.seldepth as u32,
                score: result.score,
                nodes: s.nodes,
                time: start.elapsed(),
                pv: result.pv.clone(),
            });
            if s.stopped {
                break;
            }
            if root.len() == 1 && settings.limits.depth.is_none() && depth >= 2 {
                break;
            }
            if score.abs() > MATE_BOUND && depth as i32 > 2 * (MATE - score.abs()) + 2 {
                break;
            }
            // No new depth that would likely end after the optimum.
            let elapsed = start.elapsed();
            if let Some(optimum) = settings.limits.optimum {
                let last = elapsed - depth_start;
                if elapsed + last.mul_f64(super::time::ITERATION_GROWTH) > optimum {
                    break;
                }
            }
        }
        // Claiming beats playing on when the search expects less than a draw.
        result.claim_draw = can_claim && result.score.internal() < 0;
        result.nodes = s.nodes;
        result.time = start.elapsed();
        if result.pv.first() != result.best.as_ref() {
            result.pv = result.best.into_iter().collect();
        }
        result
    }
}

/// The score of a finished game for the side to move at `ply` from the root.
fn outcome_score(o: Outcome, turn: Color, ply: usize) -> i32 {
    match o.winner() {
        None => 0,
        Some(w) if w == turn => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
    }
}

/// The score when the side to move has no legal move and the game is not over otherwise:
/// checkmate loses; stalemate as the family's rules say (loses in Tamerlane, §4.6; draws in the
/// Timurid games, §5).
fn no_move_score(pos: &Position, ply: usize) -> i32 {
    if pos.is_check(pos.turn()) || pos.variant().rules.stalemate == Stalemate::Loses {
        -(MATE - ply as i32)
    } else {
        0
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The state of one ply of the search path (Stockfish's `Stack`): `Search::frames[ply]`
/// belongs to the node `ply` plies from the root while it is searched. A node fills its own
/// frame; its parent sets `material` before searching it; `killers` outlive the node, for its
/// siblings.
#[derive(Clone, Copy)]
struct Frame {
    /// The node's Zobrist hash.
    key: u64,
    /// [`material`] of the node's position, kept incrementally (set by the parent).
    material: i32,
    /// The side to move is in check.
    in_check: bool,
    /// The static evaluation (full-width nodes that are not cut off before it).
    static_eval: i32,
    /// The transposition table's move for the node.
    hash_move: Option<Move>,
    /// The depth the node is searched to (after the check extension), full-width nodes.
    depth: i32,
    /// The window `alpha..beta` the node's moves are searched with, full-width nodes.
    window: (i32, i32),
    /// The move being searched from this node; `None` while its null move is.
    current_move: Option<Move>,
    /// Quiet moves that caused a cut-off at this ply.
    killers: movepick::Killers,
}

impl Frame {
    const EMPTY: Frame = Frame {
        key: 0,
        material: 0,
        in_check: false,
        static_eval: 0,
        hash_move: None,
        depth: 0,
        window: (0, 0),
        current_move: None,
        killers: [None; 2],
    };
}

struct Search<'a> {
    tt: &'a mut Table,
    history: &'a mut History,
    eval: &'static EvalTables,
    /// One frame per ply of the search path, the root's first.
    frames: [Frame; FRAMES],
    /// Hashes of the game's positions, then of the search path (parent last).
    stack: Vec<u64>,
    /// Index of the root's hash in `stack`.
    root_len: usize,
    nodes: u64,
    stop: &'a AtomicBool,
    stopped: bool,
    deadline: Option<Instant>,
    node_limit: u64,
    repetition: bool,
    seldepth: usize,
}

impl Search<'_> {
    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.stopped = self.nodes >= self.node_limit
            || (self.nodes & STOP_CHECK_MASK == 0
                && (self.stop.load(Ordering::Relaxed)
                    || self.deadline.is_some_and(|d| Instant::now() >= d)));
        self.stopped
    }

    fn value(&self, pos: &Position, role: Role) -> i32 {
        self.eval.values[pos.variant().kind(role)]
    }

    /// Move ordering at a node with `killers` (none at the root and in quiescence) and
    /// `hash_move`.
    fn orderer(&self, killers: Option<movepick::Killers>, hash_move: Option<Move>) -> Orderer<'_> {
        Orderer {
            eval: self.eval,
            history: self.history,
            killers: killers.unwrap_or([None; 2]),
            hash_move,
        }
    }

    /// Searches every root move at `depth`; returns the best score, the best move and each
    /// root move's score (`-INF` when not searched).
    fn root(
        &mut self,
        pos: &Position,
        root: &[(Move, i32, i32)],
        depth: i32,
    ) -> (i32, Option<Move>, Vec<i32>) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best = None;
        let mut scores = vec![-INF; root.len()];
        let mat = material(pos, self.eval);
        for (i, &(m, _, noise)) in root.iter().enumerate() {
            let child = pos.play_unchecked(&m);
            self.frames[0].current_move = Some(m);
            self.frames[1].material = material_after(pos, &m, &child, mat, self.eval);
            let a = alpha - noise;
            let b = beta - noise;
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, 1, depth - 1, -b, -a);
            } else {
                score = -self.negamax(&child, 1, depth - 1, -a - 1, -a);
                if score > a && !self.stopped {
                    score = -self.negamax(&child, 1, depth - 1, -b, -a);
                }
            }
            if self.stopped {
                break;
            }
            let score = if score.abs() > MATE_BOUND {
                score
            } else {
                score + noise
            };
            scores[i] = score;
            if score > alpha {
                alpha = score;
                best = Some(m);
            }
        }
        if best.is_some() && !self.stopped {
            let key = pos.zobrist_hash();
            self.tt
                .store(key, best, to_tt(alpha, 0), depth, Bound::Exact);
        }
        (alpha, best, scores)
    }

    fn is_repetition(&self, key: u64, halfmoves: u32) -> bool {
        let n = self.stack.len();
        let mut count = 0;
        let mut i = n as isize - 2;
        let oldest = n as isize - 1 - halfmoves.max(4) as isize;
        while i >= 0 && i >= oldest {
            if self.stack[i as usize] == key {
                if i as usize >= self.root_len {
                    return true;
                }
                count += 1;
                if count >= 2 {
                    return true;
                }
            }
            i -= 2;
        }
        false
    }

    /// The full-width search of `pos`, the node `ply` plies from the root (its frame's
    /// `material` set by the parent), at `depth` with the window `alpha..beta`: the score
    /// from the side to move's view.
    fn negamax(
        &mut self,
        pos: &Position,
        ply: usize,
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.check_stop() {
            return 0;
        }
        if let Some(o) = pos.static_outcome() {
            self.nodes += 1;
            return outcome_score(o, pos.turn(), ply);
        }
        let key = pos.zobrist_hash();
        if self.repetition && self.is_repetition(key, pos.halfmoves()) {
            self.nodes += 1;
            return 0;
        }
        if pos.options().citadel != CitadelRule::Immediate && pos.can_claim_citadel_draw() {
            if 0 >= beta {
                return 0;
            }
            alpha = alpha.max(0);
        }
        let in_check = pos.is_check(pos.turn());
        // Check extension, in the first half of the path only.
        let depth = if in_check && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return self.qsearch(pos, ply, 0, alpha, beta);
        }
        self.nodes += 1;
        let pv_node = beta - alpha > 1;
        let mut hash_move = None;
        if let Some(e) = self.tt.probe(key) {
            hash_move = e.best;
            if !pv_node && e.depth as i32 >= depth {
                let s = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let static_eval = evaluate_with(pos, self.eval, self.frames[ply].material);
        // Reverse futility pruning: far enough above beta near the leaves.
        if !pv_node
            && !in_check
            && depth <= FUTILITY_DEPTH
            && beta.abs() < MATE_BOUND
            && static_eval - futility_margin(depth) >= beta
        {
            return static_eval;
        }
        let frame = &mut self.frames[ply];
        frame.key = key;
        frame.in_check = in_check;
        frame.static_eval = static_eval;
        frame.hash_move = hash_move;
        frame.depth = depth;
        frame.window = (alpha, beta);
        self.stack.push(key);
        let result = self.search_moves(pos, ply);
        self.stack.pop();
        result
    }

    /// The moves of the full-width node at `ply` (its frame filled by [`Search::negamax`]:
    /// depth and window too): the null move first where it may cut off, then every legal move
    /// in [`MovePicker`] order with late-move reductions; stores the result in the
    /// transposition table.
    fn search_moves(&mut self, pos: &Position, ply: usize) -> i32 {
        let us = pos.turn();
        let Frame {
            key,
            material: mat,
            in_check,
            static_eval,
            hash_move,
            depth,
            window: (mut alpha, beta),
            ..
        } = self.frames[ply];
        let pv_node = beta - alpha > 1;
        // Null-move pruning, never twice in a row.
        let after_null = self.frames[ply - 1].current_move.is_none();
        if !after_null
            && !pv_node
            && !in_check
            && depth >= NULL_MOVE_DEPTH
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && self.has_pieces(pos, us)
        {
            let null = pos.null_move();
            let r = null_move_reduction(depth);
            self.frames[ply].current_move = None;
            self.frames[ply + 1].material = mat;
            let s = -self.negamax(&null, ply + 1, depth - 1 - r, -beta, -beta + 1);
            if self.stopped {
                return 0;
            }
            if s >= beta {
                return if s > MATE_BOUND { beta } else { s };
            }
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return no_move_score(pos, ply);
        }
        let picker = MovePicker::new(
            pos,
            &mut moves,
            &self.orderer(Some(self.frames[ply].killers), hash_move),
        );
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (i, (m, order)) in picker.enumerate() {
            let quiet = !is_tactical(&m, us);
            let child = pos.play_unchecked(&m);
            self.frames[ply].current_move = Some(m);
            self.frames[ply + 1].material = material_after(pos, &m, &child, mat, self.eval);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, ply + 1, depth - 1, -beta, -alpha);
            } else {
                // Late quiet moves that give no check (and are not the first killer) are
                // searched shallower first, and again at full depth if they beat alpha.
                let r = if depth >= LMR_DEPTH
                    && i >= LMR_MOVE_INDEX
                    && quiet
                    && !in_check
                    && order < movepick::KILLER
                    && !child.is_check(child.turn())
                {
                    lmr_reduction(depth, i)
                } else {
                    0
                };
                score = -self.negamax(&child, ply + 1, depth - 1 - r, -alpha - 1, -alpha);
                if score > alpha && (r > 0 || pv_node) && !self.stopped {
                    score = -self.negamax(&child, ply + 1, depth - 1, -beta, -alpha);
                }
            }
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        if quiet {
                            movepick::update_killers(&mut self.frames[ply].killers, m);
                            self.history.reward(&m, depth);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, to_tt(best, ply), depth, bound);
        best
    }

    /// True if `us` has a piece besides royals and pawns (null-move pruning is unsafe in pawn
    /// endings, where zugzwang is common).
    fn has_pieces(&self, pos: &Position, us: Color) -> bool {
        pos.pieces_of(us).iter().any(|sq| {
            pos.piece_at(sq)
                .is_some_and(|p| !p.role.is_pawn() && !pos.variant().is_royal(p.role))
        })
    }

    /// The quiescence search of `pos`, the node `ply` plies from the root and `qdepth` plies
    /// into quiescence (its frame's `material` set by the parent), with the window
    /// `alpha..beta`: captures and promotions, every evasion when in check in the first
    /// [`QS_CHECK_PLIES`] plies.
    fn qsearch(
        &mut self,
        pos: &Position,
        ply: usize,
        qdepth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.check_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if let Some(o) = pos.static_outcome() {
            return outcome_score(o, pos.turn(), ply);
        }
        let us = pos.turn();
        let mat = self.frames[ply].material;
        let in_check = qdepth < QS_CHECK_PLIES && pos.is_check(us);
        let stand = evaluate_with(pos, self.eval, mat);
        if !in_check {
            if stand >= beta || ply >= MAX_PLY {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let orderer = self.orderer(None, None);
        let list = if in_check {
            // Every evasion, and mate when there is none.
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return no_move_score(pos, ply);
            }
            orderer.sorted(pos, moves.into_iter())
        } else {
            // Legal captures and promotions of the pieces (en passant and placements are left
            // to the full-width search).
            let mut moves = MoveList::new();
            pos.tactical_moves((qdepth < QS_CHECK_PLIES).then_some(false), &mut moves);
            orderer.sorted(pos, moves.into_iter().filter(|m| is_tactical(m, us)))
        };
        let mut best = if in_check { -INF } else { stand };
        for &(_, m) in &list {
            if !in_check {
                let gain = match m {
                    Move::Normal {
                        capture, promotion, ..
                    } => {
                        capture.map_or(0, |r| self.value(pos, r))
                            + promotion.map_or(0, |r| self.value(pos, r))
                    }
                    Move::Place {
                        removed: Some(p), ..
                    } => self.value(pos, p.role),
                    _ => DELTA_OTHER_GAIN,
                };
                if stand + gain + DELTA_MARGIN < alpha {
                    continue;
                }
            }
            let child = pos.play_unchecked(&m);
            self.frames[ply + 1].material = material_after(pos, &m, &child, mat, self.eval);
            let score = -self.qsearch(&child, ply + 1, qdepth + 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if in_check && best == -INF {
            // Unreachable: a position in check with legal moves searched them all.
            return stand;
        }
        best
    }

    /// The principal variation from the transposition table, starting with `best`.
    fn principal_variation(&self, pos: &Position, best: Option<Move>, depth: usize) -> Vec<Move> {
        let mut pv = Vec::new();
        let Some(first) = best else { return pv };
        let mut p = pos.play_unchecked(&first);
        pv.push(first);
        let mut seen = vec![pos.zobrist_hash()];
        while pv.len() < depth.max(1) {
            let key = p.zobrist_hash();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(m) = self.tt.probe(key).and_then(|e| e.best) else {
                break;
            };
            let legal: MoveList = p.legal_moves();
            if !legal.contains(&m) {
                break;
            }
            pv.push(m);
            p = p.play_unchecked(&m);
        }
        pv
    }
}
