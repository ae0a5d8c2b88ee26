//! Static evaluation from data: piece values derived from each piece's mobility on an open
//! board, placement tables from the same mobility per square, pawn advancement weighted by what
//! each pawn promotes to, royal safety, and the special rules (citadel draw, parked pawn of
//! pawns, swaps, Timurid succession). Scores are centipawns from the side to move's view.

use std::collections::VecDeque;
use std::sync::{Mutex, OnceLock};
use timur_rules::{
    CitadelRule, Color, EmptyBoardPath, Position, Role, RoyalExchange, Square, SquareSet, Variant,
    ROLE_COUNT, SQUARE_COUNT,
};
use timur_rules::{Move, Promotion};

/// Value of every pawn before advancement, centipawns.
const PAWN: i32 = 100;
/// Worth of a non-king royal (Tamerlane Prince, Adventitious king): a spare life.
const SPARE_ROYAL: i32 = 450;
/// Extra worth of a Timurid Prince, the King's successor (§5).
const SUCCESSOR: i32 = 150;
/// A parked pawn of pawns threatens a placement (§4.2).
const PARKED: i32 = 250;
/// Each side's unused Shah swap (§4.4).
const SWAP: i32 = 30;
/// Side to move.
const TEMPO: i32 = 12;

/// Per-variant evaluation data, derived once from the variant's move tables.
pub struct EvalTables {
    /// Material value per piece kind (the variant's `pieces` order), centipawns. Royals that
    /// are the game (the King) have 0.
    pub values: Vec<i32>,
    /// Value plus placement bonus per (role, colour, square), `psq[(role * 2 + color) *
    /// SQUARE_COUNT + sq]`, centipawns, indexed by role (no kind lookup).
    psq: Vec<i32>,
    /// True for roles that count as attackers near a royal (everything but pawns).
    attacker: [bool; ROLE_COUNT],
    /// Per square, the squares at Chebyshev distance 1, 2 and 3 from it, then all three
    /// (citadels at their geometric places), for royal safety without a distance per piece.
    rings: Vec<[SquareSet; 4]>,
}

/// The evaluation tables of `variant`, built on first use and kept for the process.
pub fn tables(variant: &'static Variant) -> &'static EvalTables {
    type Cache = Mutex<Vec<(usize, &'static EvalTables)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = variant as *const Variant as usize;
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, t)) = cache.iter().find(|(k, _)| *k == key) {
        return t;
    }
    let t: &'static EvalTables = Box::leak(Box::new(EvalTables::build(variant)));
    cache.push((key, t));
    t
}

/// Index of `(kind, colour, square)` in the per-kind placement table.
fn pst_slot(kind: usize, color: Color, sq: Square) -> usize {
    (kind * 2 + color.index()) * SQUARE_COUNT + sq.index()
}

/// Squares a piece of kind `k` and colour `c` on `from` may move to on an empty board.
fn reach(v: &Variant, k: usize, c: Color, from: Square) -> Vec<Square> {
    let mut out = Vec::new();
    for path in v.empty_board_paths(v.pieces[k].role, c, from) {
        match path {
            EmptyBoardPath::Leap { to, .. } => out.push(to),
            EmptyBoardPath::Ray { hop: true, .. } => {}
            EmptyBoardPath::Ray { squares, min, .. } => out.extend_from_slice(&squares[min..]),
        }
    }
    out.retain(|sq| !sq.is_citadel());
    out
}

impl EvalTables {
    fn build(v: &'static Variant) -> EvalTables {
        let kinds = v.pieces.len();
        let main: Vec<Square> = v.shape.squares().filter(|s| !s.is_citadel()).collect();
        let mut mobility = vec![0f32; kinds];
        let mut values = vec![0i32; kinds];
        let mut pst = vec![0i16; kinds * 2 * SQUARE_COUNT];
        // Mobility first: pawn values need the value of what they promote to.
        for (k, def) in v.pieces.iter().enumerate() {
            let total: usize = main
                .iter()
                .map(|&sq| reach(v, k, Color::White, sq).len())
                .sum();
            mobility[k] = total as f32 / main.len() as f32;
            // Colour-bound and otherwise confined pieces reach part of the board only.
            let centre = Square::new(v.shape.files / 2, v.shape.ranks / 2);
            let mut seen = [false; SQUARE_COUNT];
            let mut queue = VecDeque::from([centre]);
            seen[centre.index()] = true;
            let mut n = 1usize;
            while let Some(sq) = queue.pop_front() {
                for to in reach(v, k, Color::White, sq) {
                    if !seen[to.index()] {
                        seen[to.index()] = true;
                        n += 1;
                        queue.push_back(to);
                    }
                }
            }
            let fraction = n as f32 / main.len() as f32;
            let confinement = 0.6 + 0.4 * (2.0 * fraction).min(1.0);
            let hopper = if def
                .atoms
                .iter()
                .any(|a| matches!(a, timur_rules::Atom::Hop(..)))
            {
                0.8
            } else {
                1.0
            };
            // Fitted on chess: knight 5.25 → ~290, rook 14 → ~510, queen 22.75 → ~800.
            values[k] = (80.0 * mobility[k].powf(0.7) * confinement * hopper) as i32;
        }
        for (k, def) in v.pieces.iter().enumerate() {
            if def.role.is_pawn() {
                values[k] = PAWN;
            }
            if def.royal {
                values[k] = if def.role == Role::King {
                    0
                } else {
                    SPARE_ROYAL
                };
            }
            // Under succession the Prince is the King's successor (§5).
            if v.rules.royal_exchange == RoyalExchange::Succession && def.role == Role::Prince {
                values[k] += SUCCESSOR;
            }
        }
        let value_of = |r: Role| v.piece(r).map_or(0, |d| values[v.kind(d.role)]);
        for (k, def) in v.pieces.iter().enumerate() {
            let promo = match def.promotion {
                Promotion::Forced(r) | Promotion::Optional(r) => value_of(r),
                Promotion::PawnOfPawns => PAWN + PARKED,
                Promotion::None => 0,
            };
            for c in Color::ALL {
                for &sq in &main {
                    let mut bonus = 0f32;
                    if !def.royal {
                        let m = reach(v, k, c, sq).len() as f32;
                        // Centralization: mobility here against the average, for pieces that move.
                        bonus += (m - mobility[k]) * 3.0;
                    }
                    if promo > values[k] {
                        let last = v.shape.last_rank(c) as i32;
                        let first = if c == Color::White {
                            0
                        } else {
                            v.shape.ranks as i32 - 1
                        };
                        let span = (last - first).abs() as f32;
                        let done = (sq.rank() as i32 - first).abs() as f32 / span;
                        bonus += (promo - values[k]) as f32 * 0.4 * done.powi(3);
                    }
                    if def.role == Role::King && !v.shape.citadels {
                        // Without a citadel to run for (§4.5), the King stays home behind its
                        // pawns while pieces are about.
                        let home = (sq.rank() as i32 - v.shape.last_rank(!c) as i32).abs();
                        bonus -= 8.0 * home as f32;
                    }
                    pst[pst_slot(k, c, sq)] = bonus.round() as i16;
                }
            }
        }
        let mut psq = vec![0i32; ROLE_COUNT * 2 * SQUARE_COUNT];
        for def in &v.pieces {
            let k = v.kind(def.role);
            for c in Color::ALL {
                for &sq in &main {
                    psq[(def.role.index() * 2 + c.index()) * SQUARE_COUNT + sq.index()] =
                        values[k] + pst[pst_slot(k, c, sq)] as i32;
                }
                for &sq in v.shape.citadels() {
                    psq[(def.role.index() * 2 + c.index()) * SQUARE_COUNT + sq.index()] =
                        values[k] + pst[pst_slot(k, c, sq)] as i32;
                }
            }
        }
        let mut attacker = [false; ROLE_COUNT];
        for &r in Role::ALL {
            attacker[r.index()] = !r.is_pawn();
        }
        let all: Vec<Square> = (0..SQUARE_COUNT as u8)
            .filter_map(Square::from_index)
            .collect();
        let mut rings = vec![[SquareSet::EMPTY; 4]; SQUARE_COUNT];
        for &a in &all {
            for &b in &all {
                let d = distance(a, b);
                if (1..=3).contains(&d) {
                    rings[a.index()][d as usize - 1].insert(b);
                    rings[a.index()][3].insert(b);
                }
            }
        }
        EvalTables {
            values,
            psq,
            attacker,
            rings,
        }
    }

    /// The value of `role` in centipawns (0 for the King and for roles the variant lacks).
    pub fn value(&self, v: &Variant, role: Role) -> i32 {
        v.piece(role).map_or(0, |_| self.values[v.kind(role)])
    }
}

/// Chebyshev distance between two squares (citadels at their geometric places).
#[inline]
fn distance(a: Square, b: Square) -> i32 {
    let (ax, ay) = a.coords();
    let (bx, by) = b.coords();
    ((ax - bx).abs()).max((ay - by).abs()) as i32
}

/// Material plus placement of `pos` in centipawns from White's view: the sum of each White
/// piece's value and placement bonus minus the same for Black (no special-rule terms).
pub fn material(pos: &Position, t: &EvalTables) -> i32 {
    let mut score = [0i32; 2];
    for c in Color::ALL {
        let ci = c.index();
        for sq in pos.pieces_of(c).iter() {
            if let Some(p) = pos.piece_at(sq) {
                score[ci] += t.psq[(p.role.index() * 2 + ci) * SQUARE_COUNT + sq.index()];
            }
        }
    }
    score[0] - score[1]
}

/// [`material`] of `after`, the position `m` leads to from `before`, given `material` of
/// `before`: by the pieces the move changes for a plain move, in full otherwise.
#[inline]
pub fn material_after(
    before: &Position,
    m: &Move,
    after: &Position,
    material_before: i32,
    t: &EvalTables,
) -> i32 {
    match m.step() {
        // The pawn of pawns' arrivals may move it again or remove a piece (§4.2).
        Some(step) if step.role != Role::PawnOfPawns => {
            let us = before.turn().index();
            let psq = |r: Role, ci: usize, sq: Square| {
                t.psq[(r.index() * 2 + ci) * SQUARE_COUNT + sq.index()]
            };
            let mut d = psq(step.landed(), us, step.to) - psq(step.role, us, step.from);
            if let Some(c) = step.capture {
                d += psq(c, 1 - us, step.to);
            }
            if us == 0 {
                material_before + d
            } else {
                material_before - d
            }
        }
        _ => material(after, t),
    }
}

/// The static evaluation of `pos` in centipawns from the side to move's view.
pub fn evaluate(pos: &Position, t: &EvalTables) -> i32 {
    evaluate_with(pos, t, material(pos, t))
}

/// [`evaluate`] given `material` = [`material`]`(pos, t)` (kept incrementally by the search).
pub fn evaluate_with(pos: &Position, t: &EvalTables, material: i32) -> i32 {
    let v = pos.variant();
    let mut score = [0i32; 2];
    let mut king: [Option<Square>; 2] = [None, None];
    for c in Color::ALL {
        let ci = c.index();
        king[ci] = pos.king(c);
        if pos.swap_available(c) {
            score[ci] += SWAP;
        }
        if matches!(pos.pawn_of_pawns_arrivals(c), 1 | 2) {
            for sq in pos.pieces_of(c).iter() {
                if pos.is_parked(sq) {
                    score[ci] += PARKED;
                }
            }
        }
    }
    // Royal safety: only a side with a single royal can be mated. Enemy pieces (not pawns)
    // within distance 3 count 4 - distance each; own pieces next to the royal shield it.
    for c in Color::ALL {
        let ci = c.index();
        let mut royals = pos.royals(c);
        let (Some(k), None) = (royals.next(), royals.next()) else {
            continue;
        };
        if k.is_citadel() {
            continue;
        }
        let rings = &t.rings[k.index()];
        let mut danger = 0;
        for sq in pos.pieces_of(!c).intersection(&rings[3]).iter() {
            if pos.piece_at(sq).is_some_and(|p| t.attacker[p.role.index()]) {
                danger += if rings[0].contains(sq) {
                    3
                } else if rings[1].contains(sq) {
                    2
                } else {
                    1
                };
            }
        }
        let shield = pos.pieces_of(c).intersection(&rings[0]).len() as i32;
        score[ci] -= danger * danger * 3 - shield.min(3) * 8;
    }
    let mut white = material + score[0] - score[1];
    // A won ending: drive the lone royal to the edge and bring the own King closer (mates on a
    // large board are otherwise beyond the horizon).
    if white.abs() > 400 {
        let strong = if white > 0 {
            Color::White
        } else {
            Color::Black
        };
        let weak = !strong;
        if let (Some(ks), Some(kw)) = (king[strong.index()], king[weak.index()]) {
            if pos.royals(weak).nth(1).is_none() && !ks.is_citadel() && !kw.is_citadel() {
                let (x, y) = kw.coords();
                let dx = (2 * x as i32 - (v.shape.files as i32 - 1)).abs();
                let dy = (2 * y as i32 - (v.shape.ranks as i32 - 1)).abs();
                let bonus = 6 * dx.max(dy) - 5 * distance(ks, kw);
                white += if strong == Color::White {
                    bonus
                } else {
                    -bonus
                };
            }
        }
    }
    // A Shah near the enemy citadel can draw (§4.5): the side behind is pulled towards a draw.
    if v.shape.citadels {
        for c in Color::ALL {
            let behind = if c == Color::White {
                white < -150
            } else {
                white > 150
            };
            let Some(k) = king[c.index()] else { continue };
            if !behind || k.is_citadel() {
                continue;
            }
            let citadel = if c == Color::White {
                Square::X2
            } else {
                Square::X1
            };
            let d = distance(k, citadel);
            let near = match pos.options().citadel {
                CitadelRule::Immediate | CitadelRule::Claim => d <= 3,
                CitadelRule::SecondEntry => d <= 2 && pos.citadel_entries(c) >= 1,
            };
            if near {
                // d = 1: one step away. Keep a little of the edge so that progress still counts.
                white = white * (d * 2 - 1) / 8;
            }
        }
    }
    let stm = if pos.turn() == Color::White {
        white
    } else {
        -white
    };
    stm + TEMPO
}
