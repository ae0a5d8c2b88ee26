//! TFEN, the position text of RULES.md §6.1.

use crate::rules::variant::{citadel_owner, Family};
use crate::rules::{
    CitadelRule, Color, Piece, Position, Role, RuleOptions, Square, Variant, VariantId,
};
use std::fmt::Write;

/// Why a TFEN was refused. The message says what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid TFEN: {0}")]
pub struct TfenError(pub String);

fn err<T>(msg: impl Into<String>) -> Result<T, TfenError> {
    Err(TfenError(msg.into()))
}

impl Position {
    /// Parses a TFEN of variant `id` under `options` (RULES.md §6.1). Four fields get the
    /// counters `0 1`.
    ///
    /// # Errors
    /// [`TfenError`] for a malformed field, an unknown piece letter, a wrong number of cells in
    /// a rank, a piece in a citadel that may not stand there, a side without royals, a pawn (or a
    /// Timurid piece whose promotion is forced) on its last rank that cannot be there, or the side not to move in check.
    pub fn from_tfen(
        id: VariantId,
        options: RuleOptions,
        text: &str,
    ) -> Result<Position, TfenError> {
        let variant = Variant::get(id, &options);
        let fields: Vec<&str> = text.split_whitespace().collect();
        let tamerlane = variant.family() == Family::Tamerlane;
        if fields.len() != 4 && fields.len() != 6 {
            return err(format!(
                "expected 4 or 6 fields (placement, side, {}, and optionally the two counters), found {}",
                if tamerlane { "swaps, arrivals" } else { "-, en passant square" },
                fields.len()
            ));
        }
        let mut pos = Position::empty(variant, options);
        pos.parse_placement(fields[0])?;
        pos.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return err(format!("side to move must be 'w' or 'b', not '{other}'")),
        };
        if tamerlane {
            pos.swaps = match fields[2] {
                "Kk" => [true, true],
                "K" => [true, false],
                "k" => [false, true],
                "-" => [false, false],
                other => return err(format!("swap field must be Kk, K, k or -, not '{other}'")),
            };
            let (arrivals, entries) = match fields[3].split_once('/') {
                Some((a, e)) => (a, Some(e)),
                None => (fields[3], None),
            };
            pos.arrivals = two_digits(arrivals, "pawn-of-pawns arrivals", 3)?;
            match (entries, options.citadel) {
                (Some(e), CitadelRule::SecondEntry) => {
                    pos.citadel_entries = two_digits(e, "citadel entries", 9)?
                }
                (None, CitadelRule::SecondEntry) => return err(
                    "under citadel=second-entry the arrivals are followed by /NN citadel entries",
                ),
                (Some(_), _) => {
                    return err("citadel entries (/NN) are written only under citadel=second-entry")
                }
                (None, _) => {}
            }
        } else {
            if fields[2] != "-" {
                return err(format!(
                    "the third field of a Timurid TFEN is '-', not '{}'",
                    fields[2]
                ));
            }
            if fields[3] != "-" {
                let sq: Square = fields[3].parse().map_err(|_| {
                    TfenError(format!("'{}' is not an en passant square", fields[3]))
                })?;
                // The double step went from `origin` over `sq` to `beyond`, where the piece
                // stands: a Pawn or Prince, or the Queen it became on its last rank (§5).
                let beyond = sq.rank() as i8 - pos.turn.forward();
                let origin = sq.rank() as i8 + pos.turn.forward();
                let ranks = 0..variant.shape.ranks as i8;
                let mover = !pos.turn;
                let ok = variant.shape.contains(sq)
                    && pos.piece_at(sq).is_none()
                    && ranks.contains(&beyond)
                    && ranks.contains(&origin)
                    && pos.piece_at(Square::new(sq.file(), origin as u8)).is_none()
                    && pos
                        .piece_at(Square::new(sq.file(), beyond as u8))
                        .is_some_and(|p| {
                            p.color == mover
                                && (matches!(p.role, Role::Pawn | Role::Prince)
                                    || (p.role == Role::Queen
                                        && beyond as u8 == variant.shape.last_rank(mover)))
                        });
                if !ok {
                    return err(format!(
                        "{sq} is not the square passed by the last double step"
                    ));
                }
                pos.ep_square = Some(sq);
            }
        }
        if fields.len() == 6 {
            pos.halfmoves = fields[4].parse().map_err(|_| {
                TfenError(format!("half-move counter '{}' is not a number", fields[4]))
            })?;
            pos.fullmoves = fields[5]
                .parse()
                .ok()
                .filter(|&n: &u32| n >= 1)
                .ok_or_else(|| {
                    TfenError(format!(
                        "full-move number '{}' is not a number from 1",
                        fields[5]
                    ))
                })?;
        }
        pos.validate()?;
        Ok(pos)
    }

    fn parse_placement(&mut self, text: &str) -> Result<(), TfenError> {
        let shape = self.variant.shape;
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != shape.ranks as usize {
            return err(format!(
                "expected {} ranks separated by '/', found {}",
                shape.ranks,
                rows.len()
            ));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = shape.ranks - 1 - i as u8;
            // Cells of this rank, left to right (§6.1: x2 opens rank 9, x1 closes rank 2).
            let mut cells: Vec<Square> = (0..shape.files).map(|f| Square::new(f, rank)).collect();
            if shape.citadels && rank == 8 {
                cells.insert(0, Square::X2);
            }
            if shape.citadels && rank == 1 {
                cells.push(Square::X1);
            }
            let mut n = 0usize;
            let bytes = row.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                let c = bytes[i] as char;
                if c.is_ascii_digit() {
                    let start = i;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                    let run: usize = row[start..i]
                        .parse()
                        .map_err(|_| TfenError(format!("bad number in rank {}", rank + 1)))?;
                    if run == 0 {
                        return err(format!("empty run of 0 cells in rank {}", rank + 1));
                    }
                    n += run;
                    continue;
                }
                if !c.is_ascii_alphabetic() {
                    return err(format!("unexpected '{c}' in rank {}", rank + 1));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let mut letters = c.to_ascii_uppercase().to_string();
                i += 1;
                if c.eq_ignore_ascii_case(&'p') && self.variant.typed_pawns() {
                    let Some(&t) = bytes.get(i) else {
                        return err(format!("pawn without its type letter in rank {}", rank + 1));
                    };
                    let t = t as char;
                    if t.is_ascii_uppercase() != c.is_ascii_uppercase() || !t.is_ascii_alphabetic()
                    {
                        return err(format!(
                            "pawn type letter after '{c}' in rank {} must have the same case",
                            rank + 1
                        ));
                    }
                    letters.push(t.to_ascii_uppercase());
                    i += 1;
                }
                let Some(role) = self.variant.role_by_letter(&letters) else {
                    return err(format!("'{letters}' is not a piece of {}", self.variant.id));
                };
                let Some(&sq) = cells.get(n) else {
                    return err(format!(
                        "too many cells in rank {} (expected {})",
                        rank + 1,
                        cells.len()
                    ));
                };
                self.put(sq, Piece::new(color, role));
                n += 1;
            }
            if n != cells.len() {
                return err(format!(
                    "rank {} has {} cells, expected {}",
                    rank + 1,
                    n,
                    cells.len()
                ));
            }
        }
        Ok(())
    }

    fn validate(&self) -> Result<(), TfenError> {
        let v = self.variant;
        for color in Color::ALL {
            if self.royals(color).next().is_none() {
                return err(format!("{color} has no royal piece"));
            }
        }
        for &sq in v.shape.citadels() {
            if let Some(p) = self.piece_at(sq) {
                let ok = match p.role {
                    Role::King => citadel_owner(sq) != Some(p.color),
                    Role::AdventitiousKing => citadel_owner(sq) == Some(p.color),
                    _ => false,
                };
                if !ok {
                    return err(format!(
                        "a {} {} cannot stand in citadel {sq}",
                        p.color, p.role
                    ));
                }
            }
        }
        for color in Color::ALL {
            let last = v.shape.last_rank(color);
            for sq in self.pieces_of(color).iter() {
                let p = self.piece_at(sq).expect("occupied");
                if sq.is_citadel() || sq.rank() != last {
                    continue;
                }
                if p.role == Role::PawnOfPawns {
                    if !matches!(self.arrivals[color.index()], 1 | 2) {
                        return err(format!(
                            "{color}'s pawn of pawns on {sq} is on its last rank, so its arrivals must be 1 or 2"
                        ));
                    }
                } else if matches!(
                    v.piece(p.role).map(|d| d.promotion),
                    Some(crate::rules::Promotion::Forced(_))
                ) {
                    // Pawns and the Timurid pieces whose promotion is forced (§4.1, §5).
                    return err(format!("{color}'s {} on {sq} should have promoted", p.role));
                }
            }
        }
        if self.is_check(!self.turn) {
            return err(format!(
                "{} is in check but it is {}'s move",
                !self.turn, self.turn
            ));
        }
        Ok(())
    }

    /// The TFEN of this position (RULES.md §6.1).
    pub fn to_tfen(&self) -> String {
        let mut s = self.placement();
        let _ = write!(s, " {} ", self.turn.char());
        if self.variant.family() == Family::Tamerlane {
            s.push_str(match self.swaps {
                [true, true] => "Kk",
                [true, false] => "K",
                [false, true] => "k",
                [false, false] => "-",
            });
            let _ = write!(s, " {}{}", self.arrivals[0], self.arrivals[1]);
            if self.options.citadel == CitadelRule::SecondEntry {
                let _ = write!(
                    s,
                    "/{}{}",
                    self.citadel_entries[0].min(9),
                    self.citadel_entries[1].min(9)
                );
            }
        } else {
            s.push_str("- ");
            match self.ep_square {
                Some(sq) => {
                    let _ = write!(s, "{sq}");
                }
                None => s.push('-'),
            }
        }
        let _ = write!(s, " {} {}", self.halfmoves, self.fullmoves);
        s
    }

    /// The TFEN without the two counters: equal for positions that repeat (§4.6).
    pub fn repetition_key(&self) -> String {
        let t = self.to_tfen();
        let mut fields: Vec<&str> = t.split(' ').collect();
        fields.truncate(fields.len() - 2);
        fields.join(" ")
    }

    fn placement(&self) -> String {
        let shape = self.variant.shape;
        let mut s = String::new();
        for rank in (0..shape.ranks).rev() {
            let mut cells: Vec<Square> = (0..shape.files).map(|f| Square::new(f, rank)).collect();
            if shape.citadels && rank == 8 {
                cells.insert(0, Square::X2);
            }
            if shape.citadels && rank == 1 {
                cells.push(Square::X1);
            }
            let mut empty = 0;
            for sq in cells {
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        let letters = self.variant.letter(p.role);
                        match p.color {
                            Color::White => s.push_str(letters),
                            Color::Black => s.push_str(&letters.to_ascii_lowercase()),
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s
    }
}

fn two_digits(text: &str, what: &str, max: u8) -> Result<[u8; 2], TfenError> {
    let b = text.as_bytes();
    if b.len() != 2 || !b.iter().all(|c| c.is_ascii_digit()) {
        return err(format!("{what} must be two digits, not '{text}'"));
    }
    let (w, bl) = (b[0] - b'0', b[1] - b'0');
    if w > max || bl > max {
        return err(format!(
            "{what} must be at most {max} per side, not '{text}'"
        ));
    }
    Ok([w, bl])
}
