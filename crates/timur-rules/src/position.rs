//! Positions: the board and the state that travels with it, legal move generation and play.

use crate::movement::slot;
use crate::variant::{
    black_square, citadel_owner, BlackArray, Promotion, RoyalExchange, Stalemate,
};
use crate::zobrist;
use crate::{
    CitadelRule, Color, Move, MoveList, Piece, Role, RuleOptions, Square, SquareSet, Step, Variant,
    VariantId, SQUARE_COUNT,
};

/// A position of any variant: placement, side to move and the state of docs/rules.md §6.1.
///
/// A `Position` is a small `Copy` value (about 450 bytes); [`Position::play`] returns the new
/// position, so the previous one stays valid (copy-make). Repetition history is not part of a
/// position; see [`crate::Game`].
#[derive(Clone, Copy)]
pub struct Position {
    pub(crate) variant: &'static Variant,
    pub(crate) options: RuleOptions,
    pub(crate) board: [Option<Piece>; SQUARE_COUNT],
    pub(crate) occupied: [SquareSet; 2],
    /// The squares of each side's royals (§4.3), kept with `occupied`.
    pub(crate) royal_squares: [SquareSet; 2],
    pub(crate) turn: Color,
    /// Shah's swap still available, per colour (§4.4).
    pub(crate) swaps: [bool; 2],
    /// Pawn-of-pawns arrivals so far, per colour (§4.2).
    pub(crate) arrivals: [u8; 2],
    /// Entries of each side's Shah into the opponent's citadel (counted under every citadel
    /// option; written in TFEN only under `citadel=second-entry`).
    pub(crate) citadel_entries: [u8; 2],
    /// Timurid en passant square: the square passed by the last double step (§5).
    pub(crate) ep_square: Option<Square>,
    /// Timurid princes (of either colour, by square) that have already taken their King's place
    /// by succession (§5: once per such Prince). Not part of TFEN; see
    /// [`Position::prince_has_succeeded`].
    pub(crate) succeeded: SquareSet,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    /// Zobrist hash of the placement alone, kept by `put` and `take` (see `zobrist.rs`).
    pub(crate) zobrist: u64,
}

/// How a finished game ended, from the rules alone (docs/rules.md §4.5, §4.6, §5).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Drawn.
    Draw(DrawReason),
}

/// Why a game was won.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum WinReason {
    /// The loser's royal was attacked and it had no legal move.
    Checkmate,
    /// The loser had no legal move without being in check (a loss in Tamerlane, §4.6).
    Stalemate,
    /// `bare-king=loses` (§4.6).
    BareKing,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum DrawReason {
    /// A Shah entered the opponent's citadel (§4.5).
    Citadel,
    /// The side to move had no legal move and was not in check (Timurid, §5).
    Stalemate,
    /// Both sides have royals only (`bare-king=loses`, §4.6).
    BareKings,
    /// Third occurrence of a position (§4.6, §5).
    Repetition,
    /// `move-rule=N` (§4.6).
    MoveRule,
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The PGN-style result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_text(&self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// Whether nested move generation may use the "piece without a legal move" clause of a
/// placement (§4.2); nested generation does not, so that two parked pawns of pawns cannot recurse.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Top,
    Nested,
}

impl Position {
    /// The start position of `id` under `options` (docs/rules.md §3).
    pub fn start(id: VariantId, options: RuleOptions) -> Position {
        Position::start_in(Variant::get(id, &options), options)
    }

    /// The start position of `variant` under `options`: for a variant made with
    /// [`Variant::from_spec`] (docs/rules.md §8).
    pub fn start_in(variant: &'static Variant, options: RuleOptions) -> Position {
        let mut pos = Position::empty(variant, options);
        for (r, row) in variant.white_ranks.iter().enumerate() {
            for (f, cell) in row.iter().enumerate() {
                let Some(letters) = cell else { continue };
                let role = variant
                    .role_by_letter(letters)
                    .expect("setup letter of the variant");
                let white = Square::new(f as u8, r as u8);
                // Black is White turned (Tamerlane) or reflected (Timurid, `symmetry=mirror`,
                // and Full Tamerlane's 4th rank, §3.4).
                let array = if options.mirror || r == 3 {
                    BlackArray::Reflected
                } else {
                    variant.rules.black_array
                };
                let black = black_square(array, &variant.shape, white);
                pos.put(white, Piece::new(Color::White, role));
                pos.put(black, Piece::new(Color::Black, role));
            }
        }
        if variant.rules.royal_exchange == RoyalExchange::ShahSwap {
            pos.swaps = [true, true];
        }
        pos
    }

    pub(crate) fn empty(variant: &'static Variant, options: RuleOptions) -> Position {
        Position {
            variant,
            options,
            board: [None; SQUARE_COUNT],
            occupied: [SquareSet::EMPTY; 2],
            royal_squares: [SquareSet::EMPTY; 2],
            turn: Color::White,
            swaps: [false; 2],
            arrivals: [0; 2],
            citadel_entries: [0; 2],
            ep_square: None,
            succeeded: SquareSet::EMPTY,
            halfmoves: 0,
            fullmoves: 1,
            zobrist: 0,
        }
    }

    #[inline(always)]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        if let Some(old) = self.board[sq.index()] {
            self.occupied[old.color.index()].remove(sq);
            self.royal_squares[old.color.index()].remove(sq);
            self.zobrist ^= zobrist::piece_key(old, sq.index());
        }
        self.zobrist ^= zobrist::piece_key(piece, sq.index());
        self.board[sq.index()] = Some(piece);
        self.occupied[piece.color.index()].insert(sq);
        if self.variant.is_royal(piece.role) {
            self.royal_squares[piece.color.index()].insert(sq);
        }
    }

    #[inline(always)]
    pub(crate) fn take(&mut self, sq: Square) -> Option<Piece> {
        let p = self.board[sq.index()].take();
        if let Some(p) = p {
            self.occupied[p.color.index()].remove(sq);
            self.royal_squares[p.color.index()].remove(sq);
            self.zobrist ^= zobrist::piece_key(p, sq.index());
        }
        p
    }

    /// The variant.
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// The rule options of the game.
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }

    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Half-moves since the last capture, removal or pawn move (§6.1).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The full-move number, starting at 1 and incremented after Black's move.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// True if `color`'s Shah may still swap (§4.4).
    pub fn swap_available(&self, color: Color) -> bool {
        self.swaps[color.index()]
    }

    /// Pawn-of-pawns arrivals of `color` so far (0–3, §4.2).
    pub fn pawn_of_pawns_arrivals(&self, color: Color) -> u8 {
        self.arrivals[color.index()]
    }

    /// Entries of `color`'s Shah into the opponent's citadel so far (§4.5).
    pub fn citadel_entries(&self, color: Color) -> u8 {
        self.citadel_entries[color.index()]
    }

    /// The Timurid en passant square, if the last move was a double step (§5).
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// True if the Timurid Prince on `sq` has already taken its King's place by succession, so
    /// that it cannot do so again (§5: "once per such Prince").
    ///
    /// The Prince keeps this mark wherever it moves; it is lost when the Prince is captured or
    /// promotes. The mark lives in the position (and so in a [`crate::Game`] replayed
    /// from its moves) but is **not** written in TFEN, which has no field for it: a position
    /// loaded from TFEN treats every Prince as unused.
    pub fn prince_has_succeeded(&self, sq: Square) -> bool {
        self.succeeded.contains(sq)
    }

    /// Marks the Timurid Prince on `sq` as having taken its King's place by succession (§5),
    /// for a position read from TFEN, which does not carry the marks (see
    /// [`Position::prince_has_succeeded`]). The mark is kept as given: a mark on a square
    /// without a Prince has no effect on the moves and is dropped when a piece moves there.
    pub fn mark_succeeded(&mut self, sq: Square) {
        self.succeeded.insert(sq);
    }

    /// The squares of the Princes marked by [`Position::mark_succeeded`] or by a succession
    /// played (§5), in index order.
    pub fn succession_marks(&self) -> SquareSet {
        self.succeeded
    }

    /// The squares occupied by `color`'s pieces.
    pub fn pieces_of(&self, color: Color) -> SquareSet {
        self.occupied[color.index()]
    }

    /// True if the piece on `sq` is a parked pawn of pawns (§4.2): a pawn of pawns on its own
    /// last rank while its side's arrivals are 1 or 2.
    #[inline]
    pub fn is_parked(&self, sq: Square) -> bool {
        match self.board[sq.index()] {
            Some(Piece {
                role: Role::PawnOfPawns,
                color,
            }) => {
                !sq.is_citadel()
                    && sq.rank() == self.variant.shape.last_rank(color)
                    && matches!(self.arrivals[color.index()], 1 | 2)
            }
            _ => false,
        }
    }

    /// The squares of `color`'s royals (§4.3), in index order.
    pub fn royals(&self, color: Color) -> impl Iterator<Item = Square> + '_ {
        self.royal_squares[color.index()].iter()
    }

    /// The single royal of `color`, or `None` if it has zero or several.
    #[inline]
    fn single_royal(&self, color: Color) -> Option<Square> {
        let set = &self.royal_squares[color.index()];
        if set.len() == 1 {
            set.iter().next()
        } else {
            None
        }
    }

    /// The square of `color`'s Shah (King), if it has one.
    pub fn king(&self, color: Color) -> Option<Square> {
        self.royal_squares[color.index()]
            .iter()
            .find(|&sq| self.board[sq.index()].map(|p| p.role) == Some(Role::King))
    }

    /// True if `color` is in check: it has exactly one royal and it is attacked (§4.3).
    pub fn is_check(&self, color: Color) -> bool {
        self.single_royal(color)
            .is_some_and(|k| self.is_attacked(k, !color))
    }

    /// `color`'s royals that `!color` attacks (all of them, whatever their number).
    pub fn attacked_royals(&self, color: Color) -> Vec<Square> {
        self.royals(color)
            .filter(|&sq| self.is_attacked(sq, !color))
            .collect()
    }

    /// The move-table slot of the piece on `from` (its kind, colour and square); `from` must be
    /// occupied.
    #[inline(always)]
    fn slot_on(&self, from: Square) -> usize {
        let piece = self.board[from.index()].expect("occupied");
        slot(self.variant.kind(piece.role), piece.color, from)
    }

    /// True if a piece of `by` attacks `target`. A citadel is never attacked (§4.5); a parked
    /// pawn of pawns cannot be captured, so it is never attacked either.
    pub fn is_attacked(&self, target: Square, by: Color) -> bool {
        if target.is_citadel() || self.is_parked(target) {
            return false;
        }
        let t = &self.variant.tables;
        let candidates = self.occupied[by.index()]
            .intersection(&t.attackers_of[by.index() * SQUARE_COUNT + target.index()]);
        for from in candidates.iter() {
            let s = self.slot_on(from);
            if t.leap_reach[s].contains(target) {
                return true;
            }
            if !t.ray_reach[s].contains(target) {
                continue;
            }
            for ray in t.capture_rays_of(s) {
                let sqs = t.ray_squares(ray);
                let mut screens = 0;
                for (i, &sq) in sqs.iter().enumerate() {
                    if ray.hop {
                        if self.board[sq.index()].is_some() {
                            if screens == 1 {
                                if sq == target {
                                    return true;
                                }
                                break;
                            }
                            screens += 1;
                        }
                        continue;
                    }
                    if sq == target {
                        if i >= ray.min as usize {
                            return true;
                        }
                        break;
                    }
                    if self.board[sq.index()].is_some() {
                        break;
                    }
                }
            }
        }
        false
    }

    /// May a piece of `role` and `color` enter citadel `to`? Only the Shah into the opponent's,
    /// only the Adventitious king into its own (§4.5).
    #[inline]
    fn may_enter(role: Role, color: Color, to: Square) -> bool {
        match role {
            Role::King => citadel_owner(to) != Some(color),
            Role::AdventitiousKing => citadel_owner(to) == Some(color),
            _ => false,
        }
    }

    /// Appends the moves of the piece of `role` on `from` that need only the board (no check
    /// rule): steps, leaps, slides and captures, with promotions.
    pub(crate) fn gen_piece(&self, from: Square, role: Role, moves: &mut MoveList) {
        self.gen_piece_of::<false>(from, role, moves);
    }

    /// As [`Position::gen_piece`] with `TACTICAL` true: only the moves that may capture or
    /// promote (captures, and moves to empty squares of the last rank by a piece that
    /// promotes), in the order `gen_piece` gives them. The caller keeps the captures and
    /// promotions among them.
    #[inline(always)]
    fn gen_piece_of<const TACTICAL: bool>(&self, from: Square, role: Role, moves: &mut MoveList) {
        let us = self.turn;
        let t = &self.variant.tables;
        let kind = self.variant.kind(role);
        let s = slot(kind, us, from);
        // A quiet move is tactical only as a promotion: on the last rank, by a piece that promotes.
        let promotes = !matches!(self.variant.pieces[kind].promotion, Promotion::None);
        let last = self.variant.shape.last_rank(us);
        let quiet_ok = |to: Square| !TACTICAL || (promotes && to.rank() == last);
        for leap in t.leaps_of(s) {
            let to = leap.to;
            match self.board[to.index()] {
                None => {
                    if TACTICAL && !quiet_ok(to) {
                        continue;
                    }
                    if to.is_citadel() {
                        if Self::may_enter(role, us, to) {
                            moves.push(Move::Normal {
                                role,
                                from,
                                to,
                                capture: None,
                                promotion: None,
                            });
                        }
                    } else if leap.mode.can_move() {
                        self.push_normal(role, from, to, None, moves);
                    }
                }
                Some(p) => {
                    if p.color != us
                        && leap.mode.captures()
                        && !to.is_citadel()
                        && !self.is_parked(to)
                    {
                        self.push_normal(role, from, to, Some(p.role), moves);
                    }
                }
            }
        }
        for ray in t.rays_of(s) {
            let sqs = t.ray_squares(ray);
            if ray.hop {
                let mut screened = false;
                for &to in sqs {
                    if let Some(p) = self.board[to.index()] {
                        if screened {
                            if p.color != us && !self.is_parked(to) {
                                self.push_normal(role, from, to, Some(p.role), moves);
                            }
                            break;
                        }
                        screened = true;
                    }
                }
                continue;
            }
            for (i, &to) in sqs.iter().enumerate() {
                match self.board[to.index()] {
                    None => {
                        if i >= ray.min as usize && ray.mode.can_move() && quiet_ok(to) {
                            self.push_normal(role, from, to, None, moves);
                        }
                    }
                    Some(p) => {
                        if i >= ray.min as usize
                            && p.color != us
                            && ray.mode.captures()
                            && !self.is_parked(to)
                        {
                            self.push_normal(role, from, to, Some(p.role), moves);
                        }
                        break;
                    }
                }
            }
        }
    }

    #[inline(always)]
    fn push_normal(
        &self,
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
        moves: &mut MoveList,
    ) {
        let mv = |promotion| Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        };
        if to.rank() != self.variant.shape.last_rank(self.turn) {
            moves.push(mv(None));
            return;
        }
        match self.variant.pieces[self.variant.kind(role)].promotion {
            Promotion::None => moves.push(mv(None)),
            Promotion::Forced(r) => moves.push(mv(Some(r))),
            Promotion::Optional(r) => {
                moves.push(mv(None));
                moves.push(mv(Some(r)));
            }
            Promotion::PawnOfPawns => {
                // The third arrival makes an adventitious king (§4.2).
                let third = self.arrivals[self.turn.index()] >= 2;
                moves.push(mv(third.then_some(Role::AdventitiousKing)));
            }
        }
    }

    /// Every pseudo-legal move that does not depend on the other legal moves: piece moves, en
    /// passant, placements and relocations. Swaps and successions are added by `legal_moves`.
    fn gen_pseudo(&self, moves: &mut MoveList) {
        let us = self.turn;
        for from in self.occupied[us.index()].iter() {
            let piece = self.board[from.index()].expect("occupied");
            if piece.role == Role::PawnOfPawns && self.is_parked(from) {
                continue;
            }
            self.gen_piece(from, piece.role, moves);
        }
        if let Some(ep) = self.ep_square {
            self.gen_en_passant(ep, moves);
        }
    }

    fn gen_en_passant(&self, ep: Square, moves: &mut MoveList) {
        let us = self.turn;
        let dy = us.forward();
        for dx in [-1i8, 1] {
            let (x, y) = (ep.file() as i8 - dx, ep.rank() as i8 - dy);
            if x < 0
                || y < 0
                || x >= self.variant.shape.files as i8
                || y >= self.variant.shape.ranks as i8
            {
                continue;
            }
            let from = Square::new(x as u8, y as u8);
            if self.board[from.index()] == Some(Piece::new(us, Role::Pawn))
                && self.board[ep.index()].is_none()
            {
                moves.push(Move::EnPassant { from, to: ep });
            }
        }
    }

    /// The squares a pawn of `color` standing on `sq` attacks: one step diagonally forward
    /// (docs/rules.md §2.2, §5), on this variant's main board, whatever stands there (at most
    /// two squares, never a citadel). The same for every kind of pawn; a pawn of pawns placed
    /// on `sq` attacks these squares too (§4.2).
    pub fn pawn_attacks(&self, sq: Square, color: Color) -> SquareSet {
        let mut out = SquareSet::EMPTY;
        let y = sq.rank() as i8 + color.forward();
        for dx in [-1i8, 1] {
            let x = sq.file() as i8 + dx;
            if x >= 0
                && y >= 0
                && x < self.variant.shape.files as i8
                && y < self.variant.shape.ranks as i8
            {
                out.insert(Square::new(x as u8, y as u8));
            }
        }
        out
    }

    /// Placements and relocations of a parked pawn of pawns (§4.2), before the check rule.
    fn gen_pawn_of_pawns(&self, depth: Depth, moves: &mut MoveList) {
        let us = self.turn;
        let Some(from) = self.occupied[us.index()].iter().find(|&sq| {
            self.board[sq.index()].map(|p| p.role) == Some(Role::PawnOfPawns) && self.is_parked(sq)
        }) else {
            return;
        };
        if self.arrivals[us.index()] == 2 {
            let Some(to) = self.variant.pk_start[us.index()] else {
                return;
            };
            let occupant = self.board[to.index()];
            if occupant.is_none_or(|p| !self.variant.is_royal(p.role)) {
                moves.push(Move::Place {
                    from,
                    to,
                    removed: occupant,
                });
            }
            return;
        }
        let last = self.variant.shape.last_rank(us);
        let shape = self.variant.shape;
        for to in shape.squares() {
            if to.is_citadel() || to.rank() == last || to == from {
                continue;
            }
            let occupant = self.board[to.index()];
            if let Some(p) = occupant {
                if self.variant.is_royal(p.role) || self.is_parked(to) {
                    continue;
                }
            }
            let targets: arrayvec::ArrayVec<Square, 2> = self
                .pawn_attacks(to, us)
                .iter()
                .filter(|&a| {
                    self.board[a.index()].is_some_and(|p| p.color != us) && !self.is_parked(a)
                })
                .collect();
            if targets.is_empty() {
                continue;
            }
            let mv = Move::Place {
                from,
                to,
                removed: occupant,
            };
            let ok = targets.len() >= 2
                || self.options.pop_loose
                || (depth == Depth::Top && {
                    let after = self.play_unchecked(&mv);
                    !after.has_legal_move_from(targets[0])
                });
            if ok {
                moves.push(mv);
            }
        }
    }

    /// Placements and relocations before the check rule, judged as at the top level (§4.2).
    pub(crate) fn gen_pawn_of_pawns_top(&self, moves: &mut MoveList) {
        self.gen_pawn_of_pawns(Depth::Top, moves);
    }

    /// True if the piece on `sq` (of the side to move) has a legal move. A swap counts as a move
    /// of the Shah only (§4.2).
    fn has_legal_move_from(&self, sq: Square) -> bool {
        let Some(piece) = self.board[sq.index()] else {
            return false;
        };
        let mut moves = MoveList::new();
        self.gen_piece(sq, piece.role, &mut moves);
        if let Some(ep) = self.ep_square {
            self.gen_en_passant(ep, &mut moves);
        }
        if moves.iter().any(|m| m.from() == sq && self.is_legal(m)) {
            return true;
        }
        if piece.role == Role::King {
            let mut all = MoveList::new();
            self.gen_legal(Depth::Nested, &mut all);
            return all
                .iter()
                .any(|m| matches!(m, Move::Swap { from, .. } if *from == sq));
        }
        false
    }

    /// The check rule (§4.3): after the move the mover must not have exactly one royal that is
    /// attacked.
    #[inline]
    fn is_legal(&self, m: &Move) -> bool {
        let after = self.play_unchecked(m);
        after.leaves_royal_safe(self.turn)
    }

    #[inline]
    fn leaves_royal_safe(&self, mover: Color) -> bool {
        match self.single_royal(mover) {
            Some(k) => !self.is_attacked(k, !mover),
            None => true,
        }
    }

    /// The legal moves, without the game-over test; see [`Position::legal_moves`].
    fn gen_legal(&self, depth: Depth, out: &mut MoveList) {
        let us = self.turn;
        let mut pseudo = MoveList::new();
        self.gen_pseudo(&mut pseudo);
        let royal = self.single_royal(us);
        let mut in_check = false;
        match royal {
            None => out.extend(pseudo.iter().copied()),
            Some(k) => {
                let guard = self.guard(k, None);
                in_check = guard.in_check;
                for &m in &pseudo {
                    if self.is_legal_by(&guard, &m) {
                        out.push(m);
                    }
                }
            }
        }
        if matches!(self.arrivals[us.index()], 1 | 2) {
            let mut extra = MoveList::new();
            self.gen_pawn_of_pawns(depth, &mut extra);
            for m in extra {
                if self.is_legal(&m) {
                    out.push(m);
                }
            }
        }
        match self.variant.rules.royal_exchange {
            RoyalExchange::ShahSwap => self.gen_swaps(royal, in_check, out),
            RoyalExchange::Succession => self.gen_successions(out),
        }
    }

    /// What the quick legality test needs for the side to move's single royal on `k`;
    /// `in_check` when already known.
    #[inline]
    fn guard(&self, k: Square, in_check: Option<bool>) -> Guard {
        let (off, onto) = self.exposers(k);
        Guard {
            royal: k,
            in_check: in_check.unwrap_or_else(|| self.is_attacked(k, !self.turn)),
            off,
            onto,
        }
    }

    /// The check rule (§4.3) for a pseudo-legal move of the side to move, whose single royal
    /// `guard` describes: a normal move of another piece that leaves no square of
    /// `guard.off` and enters no square of `guard.onto` cannot expose the royal when it is not
    /// in check; every other move is played and tested.
    #[inline]
    fn is_legal_by(&self, guard: &Guard, m: &Move) -> bool {
        let quick = match *m {
            Move::Normal { role, from, to, .. } => {
                !guard.in_check
                    && from != guard.royal
                    && role != Role::PawnOfPawns
                    && !guard.off.contains(from)
                    && !guard.onto.contains(to)
            }
            _ => false,
        };
        quick || self.is_legal(m)
    }

    /// The legal captures and promotions of the side to move's pieces (a parked pawn of pawns
    /// excepted), in generation order, plus the same pieces' moves to empty squares of their
    /// last rank without promotion (the caller drops those). No en passant, placements or
    /// swaps. For the engine's quiescence search.
    /// `in_check`, when known, is whether the side to move is in check.
    pub fn tactical_moves(&self, in_check: Option<bool>, out: &mut MoveList) {
        let us = self.turn;
        let mut pseudo = MoveList::new();
        for from in self.occupied[us.index()].iter() {
            let piece = self.board[from.index()].expect("occupied");
            if piece.role == Role::PawnOfPawns && self.is_parked(from) {
                continue;
            }
            self.gen_piece_of::<true>(from, piece.role, &mut pseudo);
        }
        match self.single_royal(us) {
            None => out.extend(pseudo.iter().copied()),
            Some(k) => {
                let guard = self.guard(k, in_check);
                for &m in &pseudo {
                    if self.is_legal_by(&guard, &m) {
                        out.push(m);
                    }
                }
            }
        }
    }

    /// The squares a move of the side to move must not leave (`.0`) or enter (`.1`) to be
    /// sure, without playing it, that its royal on `k` (not in check) stays unattacked: on each
    /// enemy line to `k`, the side's piece that alone blocks a slider (a pin), the side's two
    /// screens of a cannon that has two, and every square of a cannon's empty line (a new
    /// screen). Leaving or entering any other square changes no line's attack on `k`.
    fn exposers(&self, k: Square) -> (SquareSet, SquareSet) {
        let us = self.turn;
        let t = &self.variant.tables;
        let mut off = SquareSet::EMPTY;
        let mut onto = SquareSet::EMPTY;
        if k.is_citadel() {
            return (off, onto);
        }
        let ours = |sq: Square| self.board[sq.index()].is_some_and(|p| p.color == us);
        for from in self.occupied[(!us).index()].iter() {
            let s = self.slot_on(from);
            if !t.ray_reach[s].contains(k) {
                continue;
            }
            for ray in t.capture_rays_of(s) {
                let sqs = t.ray_squares(ray);
                let Some(i) = sqs.iter().position(|&sq| sq == k) else {
                    continue;
                };
                if !ray.hop && i < ray.min as usize {
                    continue;
                }
                let path = &sqs[..i];
                let mut blockers = [k; 2];
                let mut count = 0;
                for &sq in path {
                    if self.board[sq.index()].is_some() {
                        if count < 2 {
                            blockers[count] = sq;
                        }
                        count += 1;
                        if count > 2 {
                            break;
                        }
                    }
                }
                match (ray.hop, count) {
                    // A cannon attacks over exactly one screen.
                    (true, 0) => path.iter().for_each(|&sq| onto.insert(sq)),
                    (true, 2) => blockers.into_iter().filter(|&b| ours(b)).for_each(|b| {
                        off.insert(b);
                    }),
                    (false, 1) if ours(blockers[0]) => off.insert(blockers[0]),
                    _ => {}
                }
            }
        }
        (off, onto)
    }

    /// The Shah's swap, §4.4.
    fn gen_swaps(&self, royal: Option<Square>, in_check: bool, out: &mut MoveList) {
        let us = self.turn;
        if !self.swaps[us.index()] {
            return;
        }
        let Some(k) = self.king(us) else { return };
        if k.is_citadel() {
            return;
        }
        // The swap needs the Shah attacked, whatever the number of royals (§4.4).
        let attacked = if royal == Some(k) {
            in_check
        } else {
            self.is_attacked(k, !us)
        };
        if !attacked && (self.options.swap_check_only || !out.is_empty()) {
            return;
        }
        let last = self.variant.shape.last_rank(us);
        for to in self.occupied[us.index()].iter() {
            if to == k || to.is_citadel() || self.is_parked(to) {
                continue;
            }
            let partner = self.board[to.index()].expect("occupied");
            if partner.role.is_pawn() && k.rank() == last {
                continue;
            }
            let mv = Move::Swap { from: k, to };
            let after = self.play_unchecked(&mv);
            if !after.is_attacked(to, !us) && after.leaves_royal_safe(us) {
                out.push(mv);
            }
        }
    }

    /// The Timurid King's succession, §5: in checkmate only, with an own unattacked Prince that
    /// has not taken the King's place before.
    fn gen_successions(&self, out: &mut MoveList) {
        let us = self.turn;
        if !out.is_empty() {
            return;
        }
        let Some(k) = self.king(us) else { return };
        if !self.is_attacked(k, !us) {
            return;
        }
        for to in self.occupied[us.index()].iter() {
            if self.board[to.index()].map(|p| p.role) != Some(Role::Prince)
                || self.succeeded.contains(to)
                || self.is_attacked(to, !us)
            {
                continue;
            }
            let mv = Move::Swap { from: k, to };
            if self.is_legal(&mv) {
                out.push(mv);
            }
        }
    }

    /// The legal moves (docs/rules.md §6.3): none when the game is over by the rules of the position
    /// (citadel draw, bare king, move rule, no legal move). Repetition needs the game's history;
    /// see [`crate::Game`].
    pub fn legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        if self.static_outcome().is_none() {
            self.gen_legal(Depth::Top, &mut out);
        }
        out
    }

    /// The outcome decided without looking at moves: citadel, bare king, move rule (§4.5, §4.6);
    /// `None` when the game goes on or only the moves can tell (mate, stalemate). For a search
    /// that tests it before generating moves; [`Position::outcome`] is the whole test.
    pub fn static_outcome(&self) -> Option<Outcome> {
        for &citadel in self.variant.shape.citadels() {
            // A Shah in a citadel stands in the opponent's: its own is closed to it (§4.5).
            if let Some(Piece {
                role: Role::King,
                color,
            }) = self.board[citadel.index()]
            {
                let immediate = match self.options.citadel {
                    CitadelRule::Immediate => true,
                    CitadelRule::Claim => false,
                    CitadelRule::SecondEntry => self.citadel_entries[color.index()] >= 2,
                };
                if immediate {
                    return Some(Outcome::Draw(DrawReason::Citadel));
                }
            }
        }
        if self.options.bare_king_loses {
            let bare = |c: Color| {
                self.occupied[c.index()].iter().all(|sq| {
                    self.variant
                        .is_royal(self.board[sq.index()].expect("occupied").role)
                })
            };
            let mover = !self.turn;
            if bare(mover) {
                return Some(if bare(self.turn) {
                    Outcome::Draw(DrawReason::BareKings)
                } else {
                    Outcome::Win {
                        winner: self.turn,
                        reason: WinReason::BareKing,
                    }
                });
            }
        }
        if let Some(n) = self.options.move_rule {
            if self.halfmoves >= 2 * n as u32 {
                return Some(Outcome::Draw(DrawReason::MoveRule));
            }
        }
        None
    }

    /// The outcome if the game is over by the rules of this position alone, else `None`.
    /// Repetition is judged by [`crate::Game`].
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.static_outcome() {
            return Some(o);
        }
        let mut moves = MoveList::new();
        self.gen_legal(Depth::Top, &mut moves);
        if !moves.is_empty() {
            return None;
        }
        let us = self.turn;
        let check = self.is_check(us);
        Some(match (self.variant.rules.stalemate, check) {
            (_, true) => Outcome::Win {
                winner: !us,
                reason: WinReason::Checkmate,
            },
            (Stalemate::Loses, false) => Outcome::Win {
                winner: !us,
                reason: WinReason::Stalemate,
            },
            (Stalemate::Draws, false) => Outcome::Draw(DrawReason::Stalemate),
        })
    }

    /// True if the side to move may claim a citadel draw instead of moving (`citadel=claim`, and
    /// the first entry under `citadel=second-entry`, §4.5).
    pub fn can_claim_citadel_draw(&self) -> bool {
        self.options.citadel != CitadelRule::Immediate
            && self.static_outcome().is_none()
            && self
                .king(self.turn)
                .is_some_and(|k| k.is_citadel() && citadel_owner(k) != Some(self.turn))
    }

    /// Plays a legal move and returns the new position.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not among [`Position::legal_moves`].
    pub fn play(&self, m: &Move) -> Result<Position, IllegalMove> {
        if self.legal_moves().contains(m) {
            Ok(self.play_unchecked(m))
        } else {
            Err(IllegalMove)
        }
    }

    /// Plays `m` without checking that it is legal. Playing an illegal move gives a position that
    /// may break the invariants of the rules (for example a side without royals).
    pub fn play_unchecked(&self, m: &Move) -> Position {
        let mut p = *self;
        let us = self.turn;
        let mut reset = false;
        p.ep_square = None;
        match *m {
            Move::Normal { .. } => {
                let step = m.step().expect("a normal move has a step");
                reset = step.capture.is_some() || step.role.is_pawn();
                p.play_step(self, step);
            }
            Move::EnPassant { from, to } => {
                let piece = p.take(from).expect("pawn");
                p.take(Square::new(to.file(), from.rank()));
                p.put(to, piece);
                reset = true;
            }
            Move::Place { from, to, .. } => {
                let piece = p.take(from).expect("pawn of pawns");
                p.take(to);
                p.put(to, piece);
                reset = true;
            }
            Move::Swap { from, to } => {
                let a = p.take(from).expect("shah");
                let b = p.take(to).expect("partner");
                p.put(to, a);
                p.put(from, b);
                match self.variant.rules.royal_exchange {
                    RoyalExchange::ShahSwap => p.swaps[us.index()] = false,
                    RoyalExchange::Succession => {
                        // Succession: the prince now on `from` has had its one use (§5).
                        p.succeeded.remove(to);
                        p.succeeded.insert(from);
                    }
                }
            }
        }
        p.halfmoves = if reset { 0 } else { self.halfmoves + 1 };
        if us == Color::Black {
            p.fullmoves += 1;
        }
        p.turn = !us;
        p
    }

    /// Plays the normal move `step` of `before`'s side to move on this copy of `before`
    /// (placement, succession marks, pawn-of-pawns arrival, citadel entries, en passant square);
    /// the counters and the turn are [`Position::play_unchecked`]'s.
    fn play_step(&mut self, before: &Position, step: Step) {
        let us = before.turn;
        let Step { role, from, to, .. } = step;
        self.take(from);
        self.put(to, Piece::new(us, step.landed()));
        // A prince that has succeeded keeps its mark (lost on promotion or capture).
        let succeeded = self.succeeded.contains(from);
        self.succeeded.remove(from);
        self.succeeded.remove(to);
        if succeeded && step.promotion.is_none() {
            self.succeeded.insert(to);
        }
        if role == Role::PawnOfPawns
            && !to.is_citadel()
            && to.rank() == before.variant.shape.last_rank(us)
        {
            self.arrive_pawn_of_pawns(to);
        }
        if role == Role::King && to.is_citadel() && citadel_owner(to) != Some(us) {
            self.citadel_entries[us.index()] = self.citadel_entries[us.index()].saturating_add(1);
        }
        if matches!(role, Role::Pawn | Role::Prince)
            && before.variant.rules.en_passant
            && from.file() == to.file()
            && from.rank().abs_diff(to.rank()) == 2
        {
            self.ep_square = Some(Square::new(from.file(), (from.rank() + to.rank()) / 2));
        }
    }

    /// The position with the turn passed to the opponent: a null move, for the engine's
    /// null-move pruning, not a move of the rules. Same placement, swaps, arrivals and
    /// succession marks; no en passant square; half-move counter + 1; full-move number
    /// unchanged. Its [`Position::zobrist_hash`] differs from this one's by the side-to-move key
    /// and the en passant key, if there was an en passant square. Only meaningful when the side
    /// to move is not in check (otherwise the side not to move would stand in check).
    pub fn null_move(&self) -> Position {
        let mut p = *self;
        p.turn = !self.turn;
        p.ep_square = None;
        p.halfmoves = self.halfmoves + 1;
        p
    }

    /// §4.2 arrivals of the pawn of pawns that just reached `to` on its last rank.
    fn arrive_pawn_of_pawns(&mut self, to: Square) {
        let us = self.turn;
        let n = self.arrivals[us.index()].saturating_add(1).min(3);
        self.arrivals[us.index()] = n;
        if n == 2 {
            if let Some(target) = self.variant.pk_start[us.index()] {
                let royal_there =
                    self.board[target.index()].is_some_and(|p| self.variant.is_royal(p.role));
                if !royal_there {
                    let pawn = self.take(to).expect("pawn of pawns");
                    self.take(target);
                    self.put(target, pawn);
                }
            }
        }
        // n == 3: the move itself carries the promotion to Adventitious king.
    }
}

/// A side's single royal and what may expose it, for [`Position::is_legal_by`].
struct Guard {
    royal: Square,
    in_check: bool,
    /// Squares a move must not leave to be judged without playing it.
    off: SquareSet,
    /// Squares a move must not enter to be judged without playing it.
    onto: SquareSet,
}

/// The move is not legal in the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("illegal move")]
pub struct IllegalMove;

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        std::ptr::eq(self.variant, other.variant)
            && self.options == other.options
            && self.board == other.board
            && self.turn == other.turn
            && self.swaps == other.swaps
            && self.arrivals == other.arrivals
            && self.citadel_entries == other.citadel_entries
            && self.ep_square == other.ep_square
            && self.succeeded == other.succeeded
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
    }
}

impl Eq for Position {}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_tfen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().expect("square")
    }

    fn set(names: &[&str]) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        names.iter().for_each(|n| s.insert(sq(n)));
        s
    }

    fn start(id: VariantId) -> Position {
        Position::start(id, id.default_options())
    }

    #[test]
    fn pawn_attacks_are_the_two_forward_diagonals_on_the_board() {
        let t = start(VariantId::Tamerlane);
        assert_eq!(t.pawn_attacks(sq("e3"), Color::White), set(&["d4", "f4"]));
        assert_eq!(t.pawn_attacks(sq("e3"), Color::Black), set(&["d2", "f2"]));
        // Edge files, and the last rank (nothing ahead); citadels are never attacked by pawns.
        assert_eq!(t.pawn_attacks(sq("a3"), Color::White), set(&["b4"]));
        assert_eq!(t.pawn_attacks(sq("k8"), Color::Black), set(&["j7"]));
        assert_eq!(t.pawn_attacks(sq("k1"), Color::White), set(&["j2"]));
        assert_eq!(t.pawn_attacks(sq("e10"), Color::White), SquareSet::EMPTY);
        assert_eq!(t.pawn_attacks(sq("e1"), Color::Black), SquareSet::EMPTY);
        // The 12-file Timurid board has an l-file.
        let h = start(VariantId::Herat);
        assert_eq!(h.pawn_attacks(sq("k5"), Color::White), set(&["j6", "l6"]));
        assert_eq!(h.pawn_attacks(sq("l12"), Color::Black), set(&["k11"]));
        assert_eq!(h.pawn_attacks(sq("l12"), Color::White), SquareSet::EMPTY);
    }

    #[test]
    fn null_move_passes_the_turn_and_hashes_as_the_same_placement_read_from_tfen() {
        let id = VariantId::Tamerlane;
        let pos = start(id);
        let null = pos.null_move();
        assert_eq!(null.turn(), Color::Black);
        assert_eq!((null.halfmoves(), null.fullmoves()), (1, 1));
        let placement = "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E";
        assert_eq!(null.to_tfen(), format!("{placement} b Kk 00 1 1"));
        let read = Position::from_tfen(id, pos.options, &null.to_tfen()).unwrap();
        assert_eq!(null.zobrist_hash(), read.zobrist_hash());
        assert_ne!(null.zobrist_hash(), pos.zobrist_hash());
        // Passing twice gives the first hash back (the counters are not hashed).
        let twice = null.null_move();
        assert_eq!(twice.turn(), Color::White);
        assert_eq!(twice.halfmoves(), 2);
        assert_eq!(twice.zobrist_hash(), pos.zobrist_hash());
        // The en passant square goes with the turn (Timurid double step, §5).
        let h = start(VariantId::Herat);
        let m = h.parse_move("e3-e5").unwrap();
        let after = h.play(&m).unwrap();
        assert_eq!(after.ep_square(), Some(sq("e4")));
        let null = after.null_move();
        assert_eq!(null.ep_square(), None);
        assert_eq!(null.turn(), Color::White);
        let read = Position::from_tfen(VariantId::Herat, h.options, &null.to_tfen()).unwrap();
        assert!(null.to_tfen().ends_with(" w - - 1 1"), "{}", null.to_tfen());
        assert_eq!(null.zobrist_hash(), read.zobrist_hash());
        assert_eq!(null.null_move().zobrist_hash(), {
            let mut p = after;
            p.ep_square = None;
            p.zobrist_hash()
        });
    }

    #[test]
    fn a_marked_prince_cannot_succeed_again() {
        // White's King on a1 is mated by the rooks on a11 and b12; the Prince on c3 may take
        // its place (K<>c3) until it is marked as having done so (§5).
        let id = VariantId::Herat;
        let tfen = "1r1r7k/r11/12/12/12/12/12/12/12/2I9/12/K11 w - - 0 1";
        let mut pos = Position::from_tfen(id, id.default_options(), tfen).unwrap();
        let texts: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
        assert_eq!(texts, ["K<>c3"]);
        assert_eq!(pos.succession_marks(), SquareSet::EMPTY);
        let hash = pos.zobrist_hash();
        pos.mark_succeeded(sq("c3"));
        assert!(pos.prince_has_succeeded(sq("c3")));
        assert_eq!(pos.succession_marks(), set(&["c3"]));
        assert!(pos.legal_moves().is_empty());
        assert_eq!(
            pos.outcome(),
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Checkmate
            })
        );
        // Neither TFEN nor the hash carries the mark.
        assert_eq!(pos.to_tfen(), tfen);
        assert_eq!(pos.zobrist_hash(), hash);
    }
}
