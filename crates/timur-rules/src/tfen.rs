//! TFEN, the position text of docs/rules.md §6.1.

use crate::variant::citadel_owner;
use crate::{CitadelRule, Color, Piece, Position, Role, RuleOptions, Square, Variant, VariantId};
use std::fmt::Write;

/// Why a TFEN was refused: one variant per rule of docs/rules.md §6.1. Text taken from the input
/// is cut to at most [`crate::MAX_MOVE_CHARS`] characters (see [`crate::echo`]).
/// `Display` is a short technical text; the `explain` module of the `timur` bot makes a sentence of it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TfenError {
    /// A TFEN has 4 or 6 fields separated by spaces.
    #[error("invalid TFEN: expected 4 or 6 fields (placement, side, {}, and optionally the two counters), found {found}", if *.timurid { "-, en passant square" } else { "swaps, arrivals" })]
    FieldCount {
        /// Fields found.
        found: usize,
        /// True when the variant's flags are `- square` (Timurid).
        timurid: bool,
    },
    /// The placement has one `/`-separated part per rank.
    #[error("invalid TFEN: expected {expected} ranks separated by '/', found {found}")]
    RankCount {
        /// Ranks of the board.
        expected: u8,
        /// Parts found.
        found: usize,
    },
    /// A rank lists exactly its cells (12 on Tamerlane's ranks 2 and 9, with a citadel).
    #[error("invalid TFEN: rank {rank} has {found} cells, expected {expected}")]
    CellCount {
        /// The rank, 1-based.
        rank: u8,
        /// Cells found (at least this many).
        found: usize,
        /// Cells of the rank.
        expected: usize,
    },
    /// A run of empty cells is a positive decimal number.
    #[error("invalid TFEN: bad run of empty cells in rank {rank}")]
    BadRun {
        /// The rank, 1-based.
        rank: u8,
    },
    /// Only letters and digits stand in a placement.
    #[error("invalid TFEN: unexpected '{found}' in rank {rank}")]
    UnexpectedChar {
        /// The rank, 1-based.
        rank: u8,
        /// The character.
        found: char,
    },
    /// A Tamerlane pawn is `P` and its type letter, in the same case (§2.2).
    #[error("invalid TFEN: a pawn in rank {rank} lacks its type letter in the same case")]
    PawnType {
        /// The rank, 1-based.
        rank: u8,
    },
    /// Every letter is a piece of the variant.
    #[error("invalid TFEN: '{letters}' is not a piece of {variant}")]
    UnknownPiece {
        /// The letters (upper case).
        letters: String,
        /// The variant id.
        variant: &'static str,
    },
    /// The side to move is `w` or `b`.
    #[error("invalid TFEN: side to move must be 'w' or 'b', not '{found}'")]
    Side {
        /// The field as given (cut short).
        found: String,
    },
    /// The swap field is `Kk`, `K`, `k` or `-` (§4.4).
    #[error("invalid TFEN: swap field must be Kk, K, k or -, not '{found}'")]
    Swaps {
        /// The field as given (cut short).
        found: String,
    },
    /// Arrivals (0–3 each) and citadel entries (0–9 each) are two digits (§4.2, §4.5).
    #[error("invalid TFEN: {what} must be two digits of at most {max}, not '{found}'")]
    Digits {
        /// "pawn-of-pawns arrivals" or "citadel entries".
        what: &'static str,
        /// The largest digit.
        max: u8,
        /// The text as given (cut short).
        found: String,
    },
    /// Citadel entries (`/NN`) are written exactly under `citadel=second-entry`.
    #[error("invalid TFEN: citadel entries (/NN) are written {} citadel=second-entry", if *.expected { "after the arrivals under" } else { "only under" })]
    CitadelEntries {
        /// True when they were expected and are missing.
        expected: bool,
    },
    /// The third field of a Timurid TFEN is `-`.
    #[error("invalid TFEN: the third field of a Timurid TFEN is '-', not '{found}'")]
    TimuridFlag {
        /// The field as given (cut short).
        found: String,
    },
    /// The en passant square is `-` or the square passed by the last double step (§5).
    #[error("invalid TFEN: '{found}' is not the square passed by the last double step")]
    EnPassant {
        /// The field as given (cut short).
        found: String,
    },
    /// The half-move counter is a number.
    #[error("invalid TFEN: half-move counter '{found}' is not a number")]
    Halfmoves {
        /// The field as given (cut short).
        found: String,
    },
    /// The full-move number is a number from 1.
    #[error("invalid TFEN: full-move number '{found}' is not a number from 1")]
    Fullmoves {
        /// The field as given (cut short).
        found: String,
    },
    /// Each side has a royal piece (§4.3).
    #[error("invalid TFEN: {0} has no royal piece")]
    NoRoyal(Color),
    /// Only a Shah stands in the opponent's citadel, only an Adventitious king in its own (§4.5).
    #[error("invalid TFEN: a {color} {role} cannot stand in citadel {square}")]
    CitadelOccupant {
        /// Its colour.
        color: Color,
        /// Its role.
        role: Role,
        /// The citadel.
        square: Square,
    },
    /// A pawn of pawns on its last rank is parked, so its side's arrivals are 1 or 2 (§4.2).
    #[error("invalid TFEN: {color}'s pawn of pawns on {square} is on its last rank, so its arrivals must be 1 or 2")]
    ParkedArrivals {
        /// Its colour.
        color: Color,
        /// Its square.
        square: Square,
    },
    /// No piece whose promotion is compulsory stands on its last rank (§4.1, §5).
    #[error("invalid TFEN: {color}'s {role} on {square} should have promoted")]
    NotPromoted {
        /// Its colour.
        color: Color,
        /// Its role.
        role: Role,
        /// Its square.
        square: Square,
    },
    /// The side not to move is not in check (§4.3).
    #[error("invalid TFEN: {checked} is in check but it is {mover}'s move", checked = .0, mover = !*.0)]
    OpponentInCheck(Color),
}

/// The fields of a TFEN that every variant writes alike (docs/rules.md §6.1): the side to move
/// (field 2) and the two counters (fields 5 and 6), read without knowing the variant. For the
/// side to move and the move numbers of a stored position; [`Position::from_tfen`] reads the
/// whole TFEN with the same rules for these fields.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TfenHeader {
    /// The side to move.
    pub turn: Color,
    /// Half-moves since the last capture, removal or pawn move (0 when the TFEN has 4 fields).
    pub halfmoves: u32,
    /// The full-move number, from 1 (1 when the TFEN has 4 fields).
    pub fullmoves: u32,
}

impl TfenHeader {
    /// Reads the header of `text`, a TFEN of 4 or 6 fields separated by white space. The
    /// placement and the flags (fields 1, 3 and 4) are counted, not checked.
    ///
    /// # Errors
    /// [`TfenError::FieldCount`] (its `timurid` guessed from field 4: a digit starts
    /// Tamerlane's arrivals), [`TfenError::Side`], [`TfenError::Halfmoves`] or
    /// [`TfenError::Fullmoves`], as [`Position::from_tfen`] would give them.
    pub fn read(text: &str) -> Result<TfenHeader, TfenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 4 && fields.len() != 6 {
            let timurid = fields
                .get(3)
                .is_some_and(|f| !f.starts_with(|c: char| c.is_ascii_digit()));
            return Err(TfenError::FieldCount {
                found: fields.len(),
                timurid,
            });
        }
        let turn = read_side(fields[1])?;
        let (halfmoves, fullmoves) = read_counters(&fields)?;
        Ok(TfenHeader {
            turn,
            halfmoves,
            fullmoves,
        })
    }
}

/// The side to move field, `w` or `b` (§6.1).
fn read_side(field: &str) -> Result<Color, TfenError> {
    match field {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        other => Err(TfenError::Side { found: cut(other) }),
    }
}

/// The half-move counter and full-move number of a TFEN's `fields` (4 or 6 of them): `0 1`
/// when there are 4 (§6.1).
fn read_counters(fields: &[&str]) -> Result<(u32, u32), TfenError> {
    let &[_, _, _, _, half, full] = fields else {
        return Ok((0, 1));
    };
    let halfmoves = half
        .parse()
        .map_err(|_| TfenError::Halfmoves { found: cut(half) })?;
    let fullmoves = full
        .parse()
        .ok()
        .filter(|&n: &u32| n >= 1)
        .ok_or_else(|| TfenError::Fullmoves { found: cut(full) })?;
    Ok((halfmoves, fullmoves))
}

/// `text` cut short for an error (at most [`crate::MAX_MOVE_CHARS`] characters).
fn cut(text: &str) -> String {
    crate::echo(text)
}

impl Position {
    /// Parses a TFEN of variant `id` under `options` (docs/rules.md §6.1). Four fields get the
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
        // Swaps and arrivals (Tamerlane), or `-` and an en passant square (Timurid), §6.1.
        let tamerlane = !variant.rules.en_passant;
        if fields.len() != 4 && fields.len() != 6 {
            return Err(TfenError::FieldCount {
                found: fields.len(),
                timurid: !tamerlane,
            });
        }
        let mut pos = Position::empty(variant, options);
        pos.parse_placement(fields[0])?;
        pos.turn = read_side(fields[1])?;
        if tamerlane {
            pos.swaps = match fields[2] {
                "Kk" => [true, true],
                "K" => [true, false],
                "k" => [false, true],
                "-" => [false, false],
                other => return Err(TfenError::Swaps { found: cut(other) }),
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
                (None, CitadelRule::SecondEntry) => {
                    return Err(TfenError::CitadelEntries { expected: true })
                }
                (Some(_), _) => return Err(TfenError::CitadelEntries { expected: false }),
                (None, _) => {}
            }
        } else {
            if fields[2] != "-" {
                return Err(TfenError::TimuridFlag {
                    found: cut(fields[2]),
                });
            }
            if fields[3] != "-" {
                let bad = || TfenError::EnPassant {
                    found: cut(fields[3]),
                };
                let sq: Square = fields[3].parse().map_err(|_| bad())?;
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
                    return Err(bad());
                }
                pos.ep_square = Some(sq);
            }
        }
        (pos.halfmoves, pos.fullmoves) = read_counters(&fields)?;
        pos.validate()?;
        Ok(pos)
    }

    fn parse_placement(&mut self, text: &str) -> Result<(), TfenError> {
        let shape = self.variant.shape;
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != shape.ranks as usize {
            return Err(TfenError::RankCount {
                expected: shape.ranks,
                found: rows.len(),
            });
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
                        .map_err(|_| TfenError::BadRun { rank: rank + 1 })?;
                    if run == 0 {
                        return Err(TfenError::BadRun { rank: rank + 1 });
                    }
                    n = n.saturating_add(run);
                    continue;
                }
                if !c.is_ascii_alphabetic() {
                    return Err(TfenError::UnexpectedChar {
                        rank: rank + 1,
                        found: c,
                    });
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
                        return Err(TfenError::PawnType { rank: rank + 1 });
                    };
                    let t = t as char;
                    if t.is_ascii_uppercase() != c.is_ascii_uppercase() || !t.is_ascii_alphabetic()
                    {
                        return Err(TfenError::PawnType { rank: rank + 1 });
                    }
                    letters.push(t.to_ascii_uppercase());
                    i += 1;
                }
                let Some(role) = self.variant.role_by_letter(&letters) else {
                    return Err(TfenError::UnknownPiece {
                        letters,
                        variant: self.variant.spec.key,
                    });
                };
                let Some(&sq) = cells.get(n) else {
                    return Err(TfenError::CellCount {
                        rank: rank + 1,
                        found: n + 1,
                        expected: cells.len(),
                    });
                };
                self.put(sq, Piece::new(color, role));
                n += 1;
            }
            if n != cells.len() {
                return Err(TfenError::CellCount {
                    rank: rank + 1,
                    found: n,
                    expected: cells.len(),
                });
            }
        }
        Ok(())
    }

    fn validate(&self) -> Result<(), TfenError> {
        let v = self.variant;
        for color in Color::ALL {
            if self.royals(color).next().is_none() {
                return Err(TfenError::NoRoyal(color));
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
                    return Err(TfenError::CitadelOccupant {
                        color: p.color,
                        role: p.role,
                        square: sq,
                    });
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
                        return Err(TfenError::ParkedArrivals { color, square: sq });
                    }
                } else if matches!(
                    v.piece(p.role).map(|d| d.promotion),
                    Some(crate::Promotion::Forced(_))
                ) {
                    // Pawns and the Timurid pieces whose promotion is forced (§4.1, §5).
                    return Err(TfenError::NotPromoted {
                        color,
                        role: p.role,
                        square: sq,
                    });
                }
            }
        }
        if self.is_check(!self.turn) {
            return Err(TfenError::OpponentInCheck(!self.turn));
        }
        Ok(())
    }

    /// The TFEN of this position (docs/rules.md §6.1).
    pub fn to_tfen(&self) -> String {
        let mut s = self.placement();
        let _ = write!(s, " {} ", self.turn.char());
        if !self.variant.rules.en_passant {
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

fn two_digits(text: &str, what: &'static str, max: u8) -> Result<[u8; 2], TfenError> {
    let b = text.as_bytes();
    let bad = || TfenError::Digits {
        what,
        max,
        found: cut(text),
    };
    if b.len() != 2 || !b.iter().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    let (w, bl) = (b[0] - b'0', b[1] - b'0');
    if w > max || bl > max {
        return Err(bad());
    }
    Ok([w, bl])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_of_start_positions() {
        let h = TfenHeader::read("e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1").unwrap();
        assert_eq!(
            h,
            TfenHeader {
                turn: Color::White,
                halfmoves: 0,
                fullmoves: 1
            }
        );
        // Every variant's start, and a position later in a game, agree with the full reader.
        for id in VariantId::ALL {
            let pos = Position::start(id, id.default_options());
            let h = TfenHeader::read(&pos.to_tfen()).unwrap();
            assert_eq!(
                (h.turn, h.halfmoves, h.fullmoves),
                (pos.turn(), pos.halfmoves(), pos.fullmoves()),
                "{id}"
            );
        }
        let herat = "e3z2z1j1e/rnbxikai2nr/1pp1ppp2ppp/3j8/1P1p7P/5bP5/p11/7xp3/2PJ8/P2PPP1PP1P1/RNBXIKAIXBNR/E3Z2Z1J1E b - - 7 13";
        let h = TfenHeader::read(herat).unwrap();
        assert_eq!((h.turn, h.halfmoves, h.fullmoves), (Color::Black, 7, 13));
        // Four fields: the counters are 0 1.
        let h = TfenHeader::read("x b Kk 00").unwrap();
        assert_eq!((h.turn, h.halfmoves, h.fullmoves), (Color::Black, 0, 1));
    }

    #[test]
    fn header_errors_are_those_of_the_full_reader() {
        let read = TfenHeader::read;
        assert_eq!(
            read("x w Kk 00 3"),
            Err(TfenError::FieldCount {
                found: 5,
                timurid: false
            })
        );
        assert_eq!(
            read("x w - - 3"),
            Err(TfenError::FieldCount {
                found: 5,
                timurid: true
            })
        );
        assert_eq!(
            read(""),
            Err(TfenError::FieldCount {
                found: 0,
                timurid: false
            })
        );
        assert_eq!(
            read("x y Kk 00 0 1"),
            Err(TfenError::Side { found: "y".into() })
        );
        assert_eq!(
            read("x w Kk 00 a 1"),
            Err(TfenError::Halfmoves { found: "a".into() })
        );
        assert_eq!(
            read("x w Kk 00 0 0"),
            Err(TfenError::Fullmoves { found: "0".into() })
        );
        let id = VariantId::Tamerlane;
        let full = Position::from_tfen(
            id,
            id.default_options(),
            "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 0",
        );
        assert_eq!(full.err(), read("x w Kk 00 0 0").err());
    }
}
