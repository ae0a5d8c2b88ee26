//! Move input as a value (docs/rules.md §6.2): player text is first read into [`MoveText`]
//! without a position, then resolved against one by [`Position::resolve`], with typed errors
//! ([`MoveError`], [`Refusal`]) that say the true reason. The forgiving spellings live here,
//! in the reading step only; the stored form of a move is always [`Position::move_text`].

use crate::{Move, MoveList, Position, Promotion, Role, Square};

/// No move text is longer than this, in characters (the longest forms are like `Gd10xe6=I+`).
pub const MAX_MOVE_CHARS: usize = 24;

/// A move as typed, read without looking at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveSyntax {
    /// `citadel`: the one citadel entry of the mover.
    Citadel,
    /// A placement or relocation of the pawn of pawns (`P@e6`, `@e6`, `e10@e6`).
    Place {
        /// The parked pawn's square, if given.
        from: Option<Square>,
        /// The destination.
        to: Square,
    },
    /// A Shah's swap or a King's succession (`K<>d3`, `Ke2<>d3`).
    Swap {
        /// The royal's square, if given.
        from: Option<Square>,
        /// The partner's square.
        to: Square,
    },
    /// Any other move: `Nb2-c4`, `b2c4`, `Nc4`, `Zef1`, `bxc4`, `e10=I`, `PFe3-e4`.
    Normal(NormalSyntax),
}

/// The parts of a move as typed that is neither a citadel entry, a placement nor a swap
/// ([`MoveSyntax::Normal`]): `Nb2-c4`, `b2c4`, `Nc4`, `Zef1`, `bxc4`, `e10=I`, `PFe3-e4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormalSyntax {
    /// The piece letters as typed, upper-cased (`N`, `P`, `PF`); `None` when omitted.
    pub piece: Option<String>,
    /// The origin square, if given whole (`b2c4`, `Kx2-a9`).
    pub from: Option<Square>,
    /// The origin's file (0-based), if only that is given (`Zef1`, `bxc4`).
    pub file: Option<u8>,
    /// The origin's rank (0-based), if only that is given (`R1b2`).
    pub rank: Option<u8>,
    /// True when `x` marks a capture.
    pub capture: bool,
    /// The destination.
    pub to: Square,
    /// The promotion letters, upper-cased, if given (`=Q` or a bare `Q`).
    pub promotion: Option<String>,
    /// True when the text ends in `ep`.
    pub en_passant: bool,
}

/// One way of reading a text. A letter may be a piece or a file (`b` in `bxc4`), so a text can
/// have several readings; `exact_case` is true when its letters have the canonical case
/// (pieces upper case, squares lower case), which settles such doubts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// What the text says.
    pub syntax: MoveSyntax,
    /// True when the letters have the canonical case.
    pub exact_case: bool,
}

/// Player text read into the moves it may mean (docs/rules.md §6.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// The input as it may be shown back: trimmed, control characters replaced, at most
    /// [`MAX_MOVE_CHARS`] characters (then `…`).
    pub shown: String,
    /// Its readings, at least one.
    pub readings: Vec<Reading>,
}

/// Why a move text was refused. `Display` is a short technical text; the sentences for
/// players are built by the `explain` module of the `timur` bot.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing was typed.
    #[error("empty move text")]
    Empty,
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// The text does not read as a move.
    #[error("unreadable move text '{input}'")]
    Unparseable {
        /// What was typed, as shown back.
        input: String,
    },
    /// The text reads as a move that is not legal here.
    #[error("illegal move '{input}': {reason:?}")]
    Illegal {
        /// What was typed, as shown back.
        input: String,
        /// Why.
        reason: Refusal,
        /// True when the mover is in check.
        in_check: bool,
        /// The legal moves that come closest, canonical text, sorted, at most 8.
        closest: Vec<String>,
    },
    /// Several legal moves match.
    #[error("ambiguous move '{input}': {}", candidates.join(", "))]
    Ambiguous {
        /// What was typed, as shown back.
        input: String,
        /// The matching moves, canonical text, in move generation order.
        candidates: Vec<String>,
    },
}

/// Why a readable move is not legal here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No piece stands on the origin.
    EmptySquare(Square),
    /// The piece on the origin belongs to the opponent.
    NotYours {
        /// The origin.
        square: Square,
        /// The piece there.
        role: Role,
    },
    /// The named piece letters are not those of the piece on the origin.
    WrongPiece {
        /// The origin.
        square: Square,
        /// The piece there.
        role: Role,
        /// The letters typed.
        letters: String,
    },
    /// The mover has no piece with these letters (or the variant has none).
    NoSuchPiece {
        /// The letters typed.
        letters: String,
    },
    /// The pawn of pawns on the origin is parked: it can only be placed (§4.2).
    Parked(Square),
    /// A piece of the mover's stands on the destination.
    OwnPiece(Square),
    /// `x` was typed but there is nothing to capture on the destination.
    NothingToCapture(Square),
    /// The piece cannot reach the destination by its move.
    CannotReach {
        /// The piece.
        role: Role,
        /// The origin.
        from: Square,
        /// The destination.
        to: Square,
    },
    /// No piece of the mover's (of the kind named, if any) can go to the destination.
    NoPieceReaches {
        /// The destination.
        to: Square,
        /// The kind named, if any.
        role: Option<Role>,
    },
    /// The promotion typed is not the one this move makes (or it makes none).
    WrongPromotion {
        /// The letters typed.
        letters: String,
    },
    /// The move would leave the mover's only royal attacked (§4.3).
    LeavesRoyalAttacked,
    /// No pawn of pawns of the mover is parked (§4.2).
    NothingToPlace,
    /// A placement onto the pawn's last rank (§4.2).
    PlacementOnLastRank(Square),
    /// A placement onto a royal or a parked pawn of pawns (§4.2).
    PlacementOccupied {
        /// The square.
        square: Square,
        /// The piece there.
        role: Role,
    },
    /// A placement from which the pawn would not fork two enemy pieces nor attack one that
    /// cannot move (or, under `pop-placement=loose`, would attack none) (§4.2).
    PlacementAttacksTooLittle {
        /// The square.
        square: Square,
        /// True under `pop-placement=loose`.
        loose: bool,
    },
    /// After its second arrival the pawn of pawns may only go to this square (§4.2).
    RelocationOnlyTo(Square),
    /// The variant has no swap or the swap was used (§4.4), or there is no King to succeed (§5).
    NoSwap,
    /// The swap (succession) is allowed only when attacked, or without another legal move
    /// (succession: in checkmate only) (§4.4, §5).
    SwapNotNow {
        /// True for the Timurid succession.
        succession: bool,
        /// True under `swap=check-only`.
        check_only: bool,
    },
    /// The square holds no piece the royal may exchange with (§4.4, §5).
    SwapPartner(Square),
    /// No royal of the mover can enter a citadel now (§4.5).
    NoCitadel,
}

impl MoveText {
    /// Reads `input` into its possible moves, without a position.
    ///
    /// # Errors
    /// [`MoveError::Empty`] for blank input; [`MoveError::Unparseable`] for text longer than
    /// [`MAX_MOVE_CHARS`] or not of any move form.
    pub fn parse(input: &str) -> Result<MoveText, MoveError> {
        let trimmed = input.trim();
        if trimmed.is_empty() {
            return Err(MoveError::Empty);
        }
        let shown = echo(trimmed);
        let unreadable = || MoveError::Unparseable {
            input: shown.clone(),
        };
        if trimmed.chars().count() > MAX_MOVE_CHARS || !trimmed.is_ascii() {
            return Err(unreadable());
        }
        let text: String = trimmed
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '+' | '#' | '!' | '?'))
            .collect();
        let readings = readings(&text);
        if readings.is_empty() {
            return Err(unreadable());
        }
        Ok(MoveText { shown, readings })
    }
}

/// The input as it may be shown back: control characters replaced, at most
/// [`MAX_MOVE_CHARS`] characters.
pub fn echo(input: &str) -> String {
    let mut s: String = input
        .chars()
        .take(MAX_MOVE_CHARS)
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect();
    if input.chars().count() > MAX_MOVE_CHARS {
        s.push('…');
    }
    s
}

/// A square at the start of `s` (`e4`, `k10`, `x1`): the square and its length.
fn square_at(s: &str) -> Vec<(Square, usize)> {
    let mut out = Vec::new();
    for len in [2, 3] {
        if let Some(t) = s.get(..len) {
            if let Ok(sq) = t.parse::<Square>() {
                out.push((sq, len));
            }
        }
    }
    out
}

fn is_lower(s: &str) -> bool {
    !s.bytes().any(|b| b.is_ascii_uppercase())
}

fn is_upper(s: &str) -> bool {
    !s.bytes().any(|b| b.is_ascii_lowercase())
}

/// An origin as typed: a whole square, a file, a rank (or nothing), and its length in bytes.
type Origin = (Option<Square>, Option<u8>, Option<u8>, usize);

/// Every reading of `text` (check marks, `-` and spaces already removed).
fn readings(text: &str) -> Vec<Reading> {
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    if lower == "citadel" {
        out.push(Reading {
            syntax: MoveSyntax::Citadel,
            exact_case: true,
        });
        return out;
    }
    for (sep, swap) in [("<>", true), ("@", false)] {
        if let Some((left, right)) = text.split_once(sep) {
            let Ok(to) = right.parse::<Square>() else {
                return out;
            };
            let letters: &[&str] = if swap { &["", "k"] } else { &["", "p", "pp"] };
            for l in letters {
                let Some(rest) = left
                    .get(..l.len())
                    .filter(|p| p.eq_ignore_ascii_case(l))
                    .map(|_| &left[l.len()..])
                else {
                    continue;
                };
                let from = if rest.is_empty() {
                    None
                } else if let Ok(sq) = rest.parse::<Square>() {
                    Some(sq)
                } else {
                    continue;
                };
                let exact = is_upper(&left[..l.len()]) && is_lower(rest) && is_lower(right);
                let syntax = if swap {
                    MoveSyntax::Swap { from, to }
                } else {
                    MoveSyntax::Place { from, to }
                };
                out.push(Reading {
                    syntax,
                    exact_case: exact,
                });
            }
            return out;
        }
    }
    // [piece] [file][rank] [x] to [=promotion | promotion] [ep]
    let b = text.as_bytes();
    let mut pieces: Vec<(Option<String>, usize)> = vec![(None, 0)];
    if b.first().is_some_and(u8::is_ascii_alphabetic) {
        pieces.push((Some(text[..1].to_string()), 1));
        if b[0].eq_ignore_ascii_case(&b'p') && b.get(1).is_some_and(u8::is_ascii_alphabetic) {
            pieces.push((Some(text[..2].to_string()), 2));
        }
    }
    for (piece, i) in pieces {
        let rest = &text[i..];
        // Origins: none, a file, a rank, or a square.
        let mut origins: Vec<Origin> = vec![(None, None, None, 0)];
        let rb = rest.as_bytes();
        if let Some(&c) = rb.first() {
            let f = c.to_ascii_lowercase().wrapping_sub(b'a');
            if f < 12 && !c.eq_ignore_ascii_case(&b'x') {
                origins.push((None, Some(f), None, 1));
            }
            if c.is_ascii_digit() {
                let n = rb.iter().take_while(|d| d.is_ascii_digit()).count().min(2);
                for len in 1..=n {
                    if let Ok(r) = rest[..len].parse::<u8>() {
                        if (1..=12).contains(&r) {
                            origins.push((None, None, Some(r - 1), len));
                        }
                    }
                }
            }
            for (sq, len) in square_at(rest) {
                origins.push((Some(sq), None, None, len));
            }
        }
        for (from, file, rank, j) in origins {
            let rest = &rest[j..];
            let mut captures = vec![(false, 0)];
            if rest
                .as_bytes()
                .first()
                .is_some_and(|c| c.eq_ignore_ascii_case(&b'x'))
            {
                captures.push((true, 1));
            }
            for (capture, k) in captures {
                let rest = &rest[k..];
                for (to, len) in square_at(rest) {
                    let Some((promotion, en_passant)) = suffix(&rest[len..]) else {
                        continue;
                    };
                    let origin_text = &text[i..i + j];
                    let exact = piece
                        .as_deref()
                        .is_none_or(|p| p.as_bytes()[0].is_ascii_uppercase())
                        && is_lower(origin_text)
                        && is_lower(&rest[..len])
                        && promotion.as_deref().is_none_or(is_upper);
                    out.push(Reading {
                        syntax: MoveSyntax::Normal(NormalSyntax {
                            piece: piece.as_ref().map(|p| p.to_ascii_uppercase()),
                            from,
                            file,
                            rank,
                            capture,
                            to,
                            promotion: promotion.map(|p| p.to_ascii_uppercase()),
                            en_passant,
                        }),
                        exact_case: exact,
                    });
                }
            }
        }
    }
    out
}

/// The tail after the destination: nothing, `ep`, or a promotion (`=Q`, `Q`, `=PR`).
fn suffix(s: &str) -> Option<(Option<String>, bool)> {
    if s.is_empty() {
        return Some((None, false));
    }
    if s.eq_ignore_ascii_case("ep") {
        return Some((None, true));
    }
    let letters = s.strip_prefix('=').unwrap_or(s);
    (!letters.is_empty() && letters.len() <= 2 && letters.bytes().all(|c| c.is_ascii_alphabetic()))
        .then(|| (Some(letters.to_string()), false))
}

impl Position {
    /// Reads a move typed by a player (docs/rules.md §6.2): [`MoveText::parse`], then
    /// [`Position::resolve`].
    ///
    /// # Errors
    /// [`MoveError`] with the true reason and, where helpful, the closest legal moves.
    pub fn parse_move(&self, input: &str) -> Result<Move, MoveError> {
        let text = MoveText::parse(input);
        if self.legal_moves().is_empty() && self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        self.resolve(&text?)
    }

    /// The one legal move `text` means here.
    ///
    /// # Errors
    /// [`MoveError::GameOver`], [`MoveError::Ambiguous`] with the candidates, or
    /// [`MoveError::Illegal`] with the [`Refusal`] that applies to the text's best reading.
    pub fn resolve(&self, text: &MoveText) -> Result<Move, MoveError> {
        let moves = self.legal_moves();
        if moves.is_empty() && self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        let mut hits: Vec<(Move, bool)> = Vec::new();
        for r in &text.readings {
            for m in moves.iter().filter(|m| self.matches(&r.syntax, m)) {
                match hits.iter_mut().find(|(h, _)| h == m) {
                    Some(h) => h.1 |= r.exact_case,
                    None => hits.push((*m, r.exact_case)),
                }
            }
        }
        if hits.len() > 1 {
            let exact: Vec<(Move, bool)> = hits.iter().copied().filter(|h| h.1).collect();
            if exact.len() == 1 {
                hits = exact;
            }
        }
        match hits.len() {
            1 => Ok(hits[0].0),
            0 => {
                let best = text
                    .readings
                    .iter()
                    .find(|r| r.exact_case)
                    .unwrap_or(&text.readings[0]);
                Err(self.refuse(&text.shown, &best.syntax, &moves))
            }
            _ => {
                let candidates: Vec<String> = hits.iter().map(|(m, _)| self.move_text(m)).collect();
                Err(MoveError::Ambiguous {
                    input: text.shown.clone(),
                    candidates,
                })
            }
        }
    }

    /// True if `letters` (upper case) name `role` here: its letters, or `P` for any pawn.
    fn names(&self, letters: &str, role: Role) -> bool {
        self.variant
            .piece(role)
            .is_some_and(|d| d.letter == letters)
            || (letters == "P" && role.is_pawn())
    }

    /// True if legal move `m` is what `syntax` says.
    fn matches(&self, syntax: &MoveSyntax, m: &Move) -> bool {
        match (syntax, *m) {
            (MoveSyntax::Citadel, Move::Normal { to, .. }) => to.is_citadel(),
            (MoveSyntax::Place { from, to }, Move::Place { from: f, to: t, .. }) => {
                *to == t && from.is_none_or(|x| x == f)
            }
            (MoveSyntax::Swap { from, to }, Move::Swap { from: f, to: t }) => {
                *to == t && from.is_none_or(|x| x == f)
            }
            (MoveSyntax::Normal(n), _) => self.matches_normal(n, m),
            _ => false,
        }
    }

    /// True if legal move `m` is what the normal move text `n` says.
    fn matches_normal(&self, n: &NormalSyntax, m: &Move) -> bool {
        let v = self.variant;
        let (role, promoted) = match *m {
            Move::Normal {
                role, promotion, ..
            } => (role, promotion),
            Move::EnPassant { .. } => (Role::Pawn, None),
            _ => return false,
        };
        let from = m.from();
        if n.to != m.to() || (n.capture && !m.is_capture()) {
            return false;
        }
        if n.en_passant && !matches!(m, Move::EnPassant { .. }) {
            return false;
        }
        if n.from.is_some_and(|o| o != from)
            || n.file
                .is_some_and(|f| from.is_citadel() || f != from.file())
            || n.rank
                .is_some_and(|r| from.is_citadel() || r != from.rank())
        {
            return false;
        }
        match &n.piece {
            Some(letters) => {
                if !self.names(letters, role) {
                    return false;
                }
            }
            // Without a letter: any piece from a full origin square, else a pawn.
            None => {
                if n.from.is_none() && !role.is_pawn() {
                    return false;
                }
            }
        }
        match (&n.promotion, promoted) {
            (Some(p), Some(r)) => v.letter(r) == p,
            (Some(_), None) => false,
            // An optional promotion must be asked for; a forced one may be left out.
            (None, Some(_)) => !matches!(
                v.piece(role).map(|d| d.promotion),
                Some(Promotion::Optional(_))
            ),
            (None, None) => true,
        }
    }

    /// The refusal for `syntax`, which matches no legal move.
    fn refuse(&self, input: &str, syntax: &MoveSyntax, moves: &MoveList) -> MoveError {
        let us = self.turn;
        let (reason, from, to) = match syntax {
            MoveSyntax::Citadel => (Refusal::NoCitadel, None, None),
            MoveSyntax::Place { to, .. } => {
                // The closest moves are the placements there are.
                let parked = moves
                    .iter()
                    .find(|m| matches!(m, Move::Place { .. }))
                    .map(Move::from);
                (self.placement_refusal(*to), parked, Some(*to))
            }
            MoveSyntax::Swap { to, .. } => (self.swap_refusal(*to), self.king(us), Some(*to)),
            MoveSyntax::Normal(n) => {
                let to = n.to;
                let letters = n.piece.as_deref();
                let reason = match n.from {
                    // `ep` names a capture onto the square just passed by a double step (§5).
                    _ if n.en_passant && self.ep_square != Some(to) => {
                        Refusal::NothingToCapture(to)
                    }
                    Some(from) => self.origin_refusal(letters, from, to, n.capture, &n.promotion),
                    None => {
                        let hint = (n.file, n.rank);
                        self.short_refusal(letters, hint, to, n.capture, &n.promotion, moves)
                    }
                };
                (reason, n.from, Some(to))
            }
        };
        let mut closest: Vec<String> = moves
            .iter()
            .filter(|m| from.is_some_and(|f| m.from() == f))
            .map(|m| self.move_text(m))
            .collect();
        if closest.is_empty() {
            closest = moves
                .iter()
                .filter(|m| to.is_some_and(|t| m.to() == t))
                .map(|m| self.move_text(m))
                .collect();
        }
        closest.sort();
        closest.truncate(8);
        MoveError::Illegal {
            input: input.to_string(),
            reason,
            in_check: self.is_check(us),
            closest,
        }
    }

    /// Why the piece on `from` may not go to `to` as typed.
    fn origin_refusal(
        &self,
        letters: Option<&str>,
        from: Square,
        to: Square,
        capture: bool,
        promotion: &Option<String>,
    ) -> Refusal {
        let us = self.turn;
        let Some(p) = self.piece_at(from) else {
            return Refusal::EmptySquare(from);
        };
        if p.color != us {
            return Refusal::NotYours {
                square: from,
                role: p.role,
            };
        }
        if let Some(l) = letters {
            if !self.names(l, p.role) {
                return Refusal::WrongPiece {
                    square: from,
                    role: p.role,
                    letters: l.to_string(),
                };
            }
        }
        if self.is_parked(from) {
            return Refusal::Parked(from);
        }
        let mut pseudo = MoveList::new();
        self.gen_piece(from, p.role, &mut pseudo);
        let reaching: Vec<&Move> = pseudo.iter().filter(|m| m.to() == to).collect();
        if reaching.is_empty() {
            if self.piece_at(to).is_some_and(|q| q.color == us) {
                return Refusal::OwnPiece(to);
            }
            return Refusal::CannotReach {
                role: p.role,
                from,
                to,
            };
        }
        if capture && !reaching.iter().any(|m| m.is_capture()) {
            return Refusal::NothingToCapture(to);
        }
        if let Some(r) = self.promotion_refusal(&reaching, promotion) {
            return r;
        }
        Refusal::LeavesRoyalAttacked
    }

    /// The promotion typed does not fit any of `reaching` (pseudo-legal moves to the square).
    fn promotion_refusal(&self, reaching: &[&Move], promotion: &Option<String>) -> Option<Refusal> {
        let v = self.variant;
        let fits = |m: &Move| match (promotion, m) {
            (
                Some(p),
                Move::Normal {
                    promotion: Some(r), ..
                },
            ) => v.letter(*r) == p,
            (Some(_), _) => false,
            (None, _) => true,
        };
        (!reaching.iter().any(|m| fits(m))).then(|| Refusal::WrongPromotion {
            letters: promotion.clone().unwrap_or_default(),
        })
    }

    /// Why no piece (of the kind named) goes to `to`, for a text without an origin square.
    fn short_refusal(
        &self,
        letters: Option<&str>,
        (file, rank): (Option<u8>, Option<u8>),
        to: Square,
        capture: bool,
        promotion: &Option<String>,
        moves: &MoveList,
    ) -> Refusal {
        let us = self.turn;
        let role = match letters {
            Some(l) => {
                let mine = self.occupied[us.index()]
                    .iter()
                    .filter_map(|sq| self.piece_at(sq))
                    .find(|p| self.names(l, p.role));
                match mine {
                    Some(p) => Some(p.role),
                    None => {
                        return Refusal::NoSuchPiece {
                            letters: l.to_string(),
                        }
                    }
                }
            }
            None => None,
        };
        let wanted = |r: Role| match letters {
            Some(l) => self.names(l, r),
            None => r.is_pawn(),
        };
        let mut pseudo = MoveList::new();
        // A citadel has no file or rank, so only a hint-free text names a piece there.
        let hinted = |sq: Square| {
            if sq.is_citadel() {
                file.is_none() && rank.is_none()
            } else {
                file.is_none_or(|f| f == sq.file()) && rank.is_none_or(|r| r == sq.rank())
            }
        };
        for from in self.occupied[us.index()].iter() {
            let p = self.piece_at(from).expect("occupied");
            if wanted(p.role) && hinted(from) && !self.is_parked(from) {
                self.gen_piece(from, p.role, &mut pseudo);
            }
        }
        let reaching: Vec<&Move> = pseudo.iter().filter(|m| m.to() == to).collect();
        if reaching.is_empty() {
            if self.piece_at(to).is_some_and(|q| q.color == us) {
                return Refusal::OwnPiece(to);
            }
            return Refusal::NoPieceReaches { to, role };
        }
        if capture && !reaching.iter().any(|m| m.is_capture()) {
            return Refusal::NothingToCapture(to);
        }
        if let Some(r) = self.promotion_refusal(&reaching, promotion) {
            return r;
        }
        // A reaching move exists; it is illegal only by the check rule, unless it is legal and
        // the text left out a choice (an optional promotion).
        if reaching.iter().any(|m| moves.contains(m)) {
            return Refusal::WrongPromotion {
                letters: String::new(),
            };
        }
        Refusal::LeavesRoyalAttacked
    }

    /// Why the pawn of pawns may not be placed on `to` (§4.2).
    fn placement_refusal(&self, to: Square) -> Refusal {
        let us = self.turn;
        let parked = self.occupied[us.index()].iter().find(|&sq| {
            self.piece_at(sq).map(|p| p.role) == Some(Role::PawnOfPawns) && self.is_parked(sq)
        });
        if parked.is_none() {
            return Refusal::NothingToPlace;
        }
        if self.arrivals[us.index()] == 2 {
            if let Some(target) = self.variant.pk_start[us.index()] {
                if target != to {
                    return Refusal::RelocationOnlyTo(target);
                }
            }
        }
        if to.is_citadel() || to.rank() == self.variant.shape.last_rank(us) {
            return Refusal::PlacementOnLastRank(to);
        }
        if let Some(p) = self.piece_at(to) {
            if self.variant.is_royal(p.role) || self.is_parked(to) {
                return Refusal::PlacementOccupied {
                    square: to,
                    role: p.role,
                };
            }
        }
        let mut pseudo = MoveList::new();
        self.gen_pawn_of_pawns_top(&mut pseudo);
        if pseudo.iter().any(|m| m.to() == to) {
            Refusal::LeavesRoyalAttacked
        } else {
            Refusal::PlacementAttacksTooLittle {
                square: to,
                loose: self.options.pop_loose,
            }
        }
    }

    /// Why the royal may not exchange with the piece on `to` (§4.4, §5).
    fn swap_refusal(&self, to: Square) -> Refusal {
        let us = self.turn;
        let succession = self.variant.rules.royal_exchange == crate::RoyalExchange::Succession;
        let Some(k) = self.king(us) else {
            return Refusal::NoSwap;
        };
        if !succession && (!self.swaps[us.index()] || k.is_citadel()) {
            return Refusal::NoSwap;
        }
        let last = self.variant.shape.last_rank(us);
        let partner_ok = self.piece_at(to).is_some_and(|p| {
            p.color == us
                && to != k
                && !to.is_citadel()
                && !self.is_parked(to)
                && (!succession || p.role == Role::Prince)
                && (succession || !(p.role.is_pawn() && k.rank() == last))
        });
        if !partner_ok {
            return Refusal::SwapPartner(to);
        }
        let attacked = self.is_attacked(k, !us);
        let others = self
            .legal_moves()
            .iter()
            .any(|m| !matches!(m, Move::Swap { .. }));
        let now = if succession {
            attacked && !others
        } else {
            attacked || (!self.options.swap_check_only && !others)
        };
        if !now {
            return Refusal::SwapNotNow {
                succession,
                check_only: self.options.swap_check_only,
            };
        }
        if succession && self.prince_has_succeeded(to) {
            return Refusal::SwapPartner(to);
        }
        Refusal::LeavesRoyalAttacked
    }
}
