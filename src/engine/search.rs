//! Iterative-deepening principal variation search with a transposition table, quiescence on
//! captures, check extensions, null-move pruning and late-move reductions.

use super::eval::{evaluate, evaluate_with, material, material_after, tables, EvalTables};
use super::tt::{Bound, Table};
use super::{Info, Limits, Score, SearchResult, Settings, INF, MATE, MATE_BOUND};
use crate::rules::{
    CitadelRule, Color, Move, MoveList, Outcome, Position, Role, Stalemate, SQUARE_COUNT,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const MAX_PLY: usize = 100;
/// Depth used when no depth limit is given.
const MAX_DEPTH: u32 = 64;

/// A search engine: its transposition table and move-ordering history survive between searches
/// of one game. One `Engine` searches on one thread; see [`super::EnginePool`] for many.
pub struct Engine {
    tt: Table,
    history: Vec<i32>,
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
            history: vec![0; SQUARE_COUNT * SQUARE_COUNT],
        }
    }

    /// Forgets what earlier searches learnt (call between unrelated games for reproducible
    /// results).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
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
        for h in self.history.iter_mut() {
            *h /= 8;
        }
        let mut s = Search {
            tt: &mut self.tt,
            history: &mut self.history,
            eval: tables(pos.variant()),
            killers: [[None; 2]; MAX_PLY + 2],
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
                (m, s.order_score(pos, &m, None, 0), noise)
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
            if let Some(t) = settings.limits.movetime {
                if start.elapsed() * 2 > t {
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

/// True for moves that quiescence searches: captures, en passant, placements that remove an
/// enemy piece, promotions.
fn is_tactical(m: &Move, us: Color) -> bool {
    match *m {
        Move::Normal {
            capture, promotion, ..
        } => capture.is_some() || promotion.is_some(),
        Move::EnPassant { .. } => true,
        Move::Place { removed, .. } => removed.is_some_and(|p| p.color != us),
        Move::Swap { .. } => false,
    }
}

struct Search<'a> {
    tt: &'a mut Table,
    history: &'a mut [i32],
    eval: &'static EvalTables,
    killers: [[Option<Move>; 2]; MAX_PLY + 2],
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
            || (self.nodes & 1023 == 0
                && (self.stop.load(Ordering::Relaxed)
                    || self.deadline.is_some_and(|d| Instant::now() >= d)));
        self.stopped
    }

    fn value(&self, pos: &Position, role: Role) -> i32 {
        self.eval.values[pos.variant().kind(role)]
    }

    fn order_score(&self, pos: &Position, m: &Move, tt_move: Option<Move>, ply: usize) -> i32 {
        if Some(*m) == tt_move {
            return 1 << 30;
        }
        match *m {
            Move::Normal {
                role,
                capture,
                promotion,
                from,
                to,
            } => {
                if capture.is_some() || promotion.is_some() {
                    let victim = capture.map_or(0, |r| self.value(pos, r));
                    let gain = promotion.map_or(0, |r| self.value(pos, r));
                    return (1 << 28) + (victim + gain) * 16 - self.value(pos, role) / 16;
                }
                if self.killers[ply][0] == Some(*m) {
                    return 1 << 26;
                }
                if self.killers[ply][1] == Some(*m) {
                    return (1 << 26) - 1;
                }
                self.history[from.index() * SQUARE_COUNT + to.index()]
            }
            Move::EnPassant { .. } => (1 << 28) + 100 * 16,
            Move::Place { removed, .. } => match removed {
                Some(p) if p.color != pos.turn() => (1 << 28) + self.value(pos, p.role) * 16,
                _ => 1 << 27,
            },
            Move::Swap { from, to } => self.history[from.index() * SQUARE_COUNT + to.index()],
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
            let cm = material_after(pos, &m, &child, mat, self.eval);
            let a = alpha - noise;
            let b = beta - noise;
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, -b, -a, 1, true, cm);
            } else {
                score = -self.negamax(&child, depth - 1, -a - 1, -a, 1, true, cm);
                if score > a && !self.stopped {
                    score = -self.negamax(&child, depth - 1, -b, -a, 1, true, cm);
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

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        null_ok: bool,
        mat: i32,
    ) -> i32 {
        if self.check_stop() {
            return 0;
        }
        if let Some(o) = pos.static_outcome() {
            self.nodes += 1;
            return outcome_score(o, pos.turn, ply);
        }
        let key = pos.zobrist_hash();
        if self.repetition && self.is_repetition(key, pos.halfmoves) {
            self.nodes += 1;
            return 0;
        }
        if pos.options.citadel != CitadelRule::Immediate && pos.can_claim_citadel_draw() {
            if 0 >= beta {
                return 0;
            }
            alpha = alpha.max(0);
        }
        let in_check = pos.is_check(pos.turn);
        let depth = if in_check && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 || ply >= MAX_PLY {
            return self.qsearch(pos, alpha, beta, ply, 0, mat);
        }
        self.nodes += 1;
        let pv_node = beta - alpha > 1;
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
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
        let static_eval = evaluate_with(pos, self.eval, mat);
        if !pv_node
            && !in_check
            && depth <= 3
            && beta.abs() < MATE_BOUND
            && static_eval - 150 * depth >= beta
        {
            return static_eval;
        }
        self.stack.push(key);
        let result = self.moves(
            pos,
            depth,
            alpha,
            beta,
            ply,
            null_ok,
            in_check,
            pv_node,
            static_eval,
            tt_move,
            key,
            mat,
        );
        self.stack.pop();
        result
    }

    #[allow(clippy::too_many_arguments)]
    fn moves(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        null_ok: bool,
        in_check: bool,
        pv_node: bool,
        static_eval: i32,
        tt_move: Option<Move>,
        key: u64,
        mat: i32,
    ) -> i32 {
        let us = pos.turn;
        if null_ok
            && !pv_node
            && !in_check
            && depth >= 3
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && self.has_pieces(pos, us)
        {
            let null = pos.null_move();
            let r = 2 + depth / 4;
            let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false, mat);
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
        let mut keys: arrayvec::ArrayVec<i32, 512> = moves
            .iter()
            .map(|m| self.order_score(pos, m, tt_move, ply))
            .collect();
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..moves.len() {
            // Selection sort: most cut-offs come from the first few moves.
            let mut j = i;
            for k in i + 1..moves.len() {
                if keys[k] > keys[j] {
                    j = k;
                }
            }
            moves.swap(i, j);
            keys.swap(i, j);
            let m = moves[i];
            let quiet = !is_tactical(&m, us);
            let child = pos.play_unchecked(&m);
            let cm = material_after(pos, &m, &child, mat, self.eval);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, cm);
            } else {
                let mut r = 0;
                if depth >= 3
                    && i >= 3
                    && quiet
                    && !in_check
                    && keys[i] < (1 << 26)
                    && !child.is_check(child.turn)
                {
                    r = 1 + (i >= 10) as i32 + (depth >= 8) as i32;
                }
                score = -self.negamax(&child, depth - 1 - r, -alpha - 1, -alpha, ply + 1, true, cm);
                if score > alpha && (r > 0 || pv_node) && !self.stopped {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, cm);
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
                            if self.killers[ply][0] != Some(m) {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = Some(m);
                            }
                            let h =
                                &mut self.history[m.from().index() * SQUARE_COUNT + m.to().index()];
                            *h = (*h + depth * depth).min(1 << 20);
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
        pos.occupied[us.index()].iter().any(|sq| {
            pos.board[sq.index()]
                .is_some_and(|p| !p.role.is_pawn() && !pos.variant.is_royal(p.role))
        })
    }

    fn qsearch(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
        mat: i32,
    ) -> i32 {
        if self.check_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if let Some(o) = pos.static_outcome() {
            return outcome_score(o, pos.turn, ply);
        }
        let us = pos.turn;
        let in_check = qdepth < 4 && pos.is_check(us);
        let stand = evaluate_with(pos, self.eval, mat);
        if !in_check {
            if stand >= beta || ply >= MAX_PLY {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let mut list: arrayvec::ArrayVec<(i32, Move), 512> = arrayvec::ArrayVec::new();
        if in_check {
            // Every evasion, and mate when there is none.
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return no_move_score(pos, ply);
            }
            for &m in &moves {
                list.push((self.order_score(pos, &m, None, MAX_PLY + 1), m));
            }
        } else {
            // Legal captures and promotions of the pieces (en passant and placements are left
            // to the full-width search).
            let mut moves = MoveList::new();
            pos.tactical_moves((qdepth < 4).then_some(false), &mut moves);
            for &m in &moves {
                if is_tactical(&m, us) {
                    list.push((self.order_score(pos, &m, None, MAX_PLY + 1), m));
                }
            }
        }
        list.sort_unstable_by_key(|e| -e.0);
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
                    _ => 100,
                };
                if stand + gain + 200 < alpha {
                    continue;
                }
            }
            let child = pos.play_unchecked(&m);
            let cm = material_after(pos, &m, &child, mat, self.eval);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1, qdepth + 1, cm);
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
