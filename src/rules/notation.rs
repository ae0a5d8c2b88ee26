//! Move text (RULES.md §6.2): canonical output and forgiving input.

use crate::rules::variant::Promotion;
use crate::rules::{Move, MoveList, Outcome, Position, Role, Square, WinReason};

/// Why a move text was refused. Messages are whole sentences, ready to show to a player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing was typed.
    #[error("Type a move, such as e3-e4, Nb2-c3, P@e6, K<>d3 or citadel.")]
    Empty,
    /// The game is already over.
    #[error("The game is over; no more moves can be played.")]
    GameOver,
    /// The text does not look like a move.
    #[error("I could not read '{input}' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel.")]
    Unparseable {
        /// What was typed.
        input: String,
    },
    /// The text reads as a move that is not legal here.
    #[error("'{input}' is not a legal move: {reason}.{}", closest_text(closest))]
    Illegal {
        /// What was typed.
        input: String,
        /// Why, e.g. "there is no piece of yours on e5".
        reason: String,
        /// The legal moves that come closest, canonical text.
        closest: Vec<String>,
    },
    /// Several legal moves match.
    #[error("'{input}' could mean {}. Please say which.", candidates.join(" or "))]
    Ambiguous {
        /// What was typed.
        input: String,
        /// The matching moves, canonical text.
        candidates: Vec<String>,
    },
}

fn closest_text(closest: &[String]) -> String {
    if closest.is_empty() {
        String::new()
    } else {
        format!(" Closest legal moves: {}.", closest.join(", "))
    }
}

impl Position {
    /// The canonical text of `m` without check marks, e.g. `Gd2-e6`, `Nb2xc4`, `e3-e4`,
    /// `f9xg10=I`, `Kk3-x1`, `P@e6`, `K<>d3` (RULES.md §6.2).
    pub fn move_text(&self, m: &Move) -> String {
        let v = self.variant;
        let letter = |role: Role| if role.is_pawn() { "" } else { v.letter(role) };
        match *m {
            Move::Normal {
                role,
                from,
                to,
                capture,
                promotion,
            } => {
                let sep = if capture.is_some() { 'x' } else { '-' };
                let mut s = format!("{}{from}{sep}{to}", letter(role));
                if let Some(p) = promotion {
                    s.push('=');
                    s.push_str(v.letter(p));
                }
                s
            }
            Move::EnPassant { from, to } => format!("{from}x{to}"),
            Move::Place { to, .. } => format!("P@{to}"),
            Move::Swap { to, .. } => format!("K<>{to}"),
        }
    }

    /// The canonical text of `m` with `+` when the opponent is then in check and `#` when that
    /// is checkmate, i.e. the game ends with [`WinReason::Checkmate`] (a check that ends the
    /// game otherwise, say by the move rule, is `+`; so is a Timurid mate from which the King
    /// can still escape by succession). `m` must be legal here.
    pub fn move_text_with_check(&self, m: &Move) -> String {
        let mut s = self.move_text(m);
        let after = self.play_unchecked(m);
        if after.is_check(after.turn()) {
            let mate = matches!(
                after.outcome(),
                Some(Outcome::Win {
                    reason: WinReason::Checkmate,
                    ..
                })
            );
            s.push(if mate { '#' } else { '+' });
        }
        s
    }

    /// Accepted spellings of a legal move, in canonical case without `-`.
    fn spellings(&self, m: &Move, out: &mut Vec<String>) {
        let v = self.variant;
        match *m {
            Move::Normal {
                role,
                from,
                to,
                capture,
                promotion,
            } => {
                let l = if role.is_pawn() { "" } else { v.letter(role) };
                let mut suffixes = vec![String::new()];
                if let Some(p) = promotion {
                    let pl = v.letter(p);
                    let optional = matches!(
                        v.piece(role).map(|d| d.promotion),
                        Some(Promotion::Optional(_))
                    );
                    suffixes = vec![format!("={pl}"), pl.to_string()];
                    if !optional {
                        suffixes.push(String::new());
                    }
                }
                let xs: &[&str] = if capture.is_some() { &["x", ""] } else { &[""] };
                let mut bases = Vec::new();
                for x in xs {
                    bases.push(format!("{l}{from}{x}{to}"));
                    bases.push(format!("{from}{x}{to}"));
                    if !role.is_pawn() {
                        bases.push(format!("{l}{x}{to}"));
                    }
                }
                if role.is_pawn() {
                    if capture.is_some() {
                        bases.push(format!("{}x{to}", (b'a' + from.file()) as char));
                    } else {
                        bases.push(format!("{to}"));
                    }
                }
                for b in &bases {
                    for s in &suffixes {
                        out.push(format!("{b}{s}"));
                    }
                }
            }
            Move::EnPassant { from, to } => {
                for s in [
                    format!("{from}x{to}"),
                    format!("{from}{to}"),
                    format!("{}x{to}", (b'a' + from.file()) as char),
                ] {
                    out.push(s.clone());
                    out.push(format!("{s}ep"));
                }
            }
            Move::Place { from, to, .. } => {
                out.push(format!("P@{to}"));
                out.push(format!("@{to}"));
                out.push(format!("PP@{to}"));
                out.push(format!("{from}@{to}"));
            }
            Move::Swap { from, to } => {
                out.push(format!("K<>{to}"));
                out.push(format!("<>{to}"));
                out.push(format!("K{from}<>{to}"));
                out.push(format!("{from}<>{to}"));
            }
        }
    }

    /// Reads a move typed by a player (RULES.md §6.2): case-insensitive where unambiguous, with
    /// or without piece letter, `-`, `x`, check marks; from-to (`b2c4`) or short (`Nc4`) when
    /// exactly one legal move matches; `citadel` for the one citadel a king of the mover can enter.
    ///
    /// # Errors
    /// [`MoveError`] with the reason and, where helpful, the closest legal moves.
    pub fn parse_move(&self, input: &str) -> Result<Move, MoveError> {
        let trimmed = input.trim();
        if trimmed.is_empty() {
            return Err(MoveError::Empty);
        }
        let shown = echo(trimmed);
        if trimmed.chars().count() > MAX_MOVE_CHARS {
            return Err(MoveError::Unparseable { input: shown });
        }
        let moves = self.legal_moves();
        if moves.is_empty() && self.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        let exact: String = trimmed
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '+' | '#' | '!' | '?'))
            .collect();
        let lower = exact.to_ascii_lowercase();
        if lower == "citadel" {
            let into: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.to().is_citadel() && matches!(m, Move::Normal { .. }))
                .collect();
            return match into.len() {
                1 => Ok(into[0]),
                0 => Err(MoveError::Illegal {
                    input: shown.clone(),
                    reason: "none of your kings can enter a citadel now".into(),
                    closest: Vec::new(),
                }),
                _ => Err(MoveError::Ambiguous {
                    input: shown.clone(),
                    candidates: into.iter().map(|m| self.move_text(m)).collect(),
                }),
            };
        }
        let mut matches: Vec<(Move, bool)> = Vec::new();
        let mut buf = Vec::new();
        for m in &moves {
            buf.clear();
            self.spellings(m, &mut buf);
            let lower_hit = buf.iter().any(|s| s.to_ascii_lowercase() == lower);
            if lower_hit {
                matches.push((*m, buf.contains(&exact)));
            }
        }
        if matches.len() > 1 {
            let exact_hits: Vec<(Move, bool)> =
                matches.iter().copied().filter(|(_, e)| *e).collect();
            if exact_hits.len() == 1 {
                matches = exact_hits;
            }
        }
        match matches.len() {
            1 => Ok(matches[0].0),
            0 => Err(self.explain(&shown, &lower, &moves)),
            _ => Err(MoveError::Ambiguous {
                input: shown.clone(),
                candidates: matches.iter().map(|(m, _)| self.move_text(m)).collect(),
            }),
        }
    }

    /// Why `lower` (normalised input) is no legal move.
    fn explain(&self, input: &str, lower: &str, moves: &MoveList) -> MoveError {
        let squares = find_squares(lower);
        if squares.is_empty() {
            return MoveError::Unparseable {
                input: input.to_string(),
            };
        }
        let us = self.turn;
        let in_check = self.is_check(us);
        let check_note = if in_check { " (you are in check)" } else { "" };
        let to = *squares.last().expect("non-empty");
        let from = (squares.len() >= 2).then(|| squares[0]);
        let reason = match from {
            Some(from) => match self.piece_at(from) {
                None => format!("there is no piece on {from}"),
                Some(p) if p.color != us => format!("the {} on {from} is not yours", p.role),
                Some(p) if self.is_parked(from) => {
                    format!(
                        "your {} on {from} is parked; it can only be placed (P@square)",
                        p.role
                    )
                }
                Some(p) => {
                    let mut pseudo = MoveList::new();
                    self.gen_piece(from, p.role, &mut pseudo);
                    if pseudo.iter().any(|m| m.to() == to) {
                        format!("it would leave your royal piece attacked{check_note}")
                    } else if self.piece_at(to).is_some_and(|q| q.color == us) {
                        format!("your own piece stands on {to}")
                    } else {
                        format!("a {} on {from} cannot move to {to}{check_note}", p.role)
                    }
                }
            },
            None => format!("no piece of yours can move to {to} that way{check_note}"),
        };
        let mut closest: Vec<&Move> = moves
            .iter()
            .filter(|m| Some(m.from()) == from && from.is_some())
            .collect();
        if closest.is_empty() {
            closest = moves.iter().filter(|m| m.to() == to).collect();
        }
        let mut closest: Vec<String> = closest.into_iter().map(|m| self.move_text(m)).collect();
        closest.sort();
        closest.truncate(8);
        MoveError::Illegal {
            input: input.to_string(),
            reason,
            closest,
        }
    }
}

/// No move text is longer than this (the longest forms are like `Gd10xe6=I+`).
const MAX_MOVE_CHARS: usize = 24;

/// The input as it may be shown back: control characters replaced, at most 24 characters.
fn echo(input: &str) -> String {
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

/// Square names found in `s` (lower case), left to right.
fn find_squares(s: &str) -> Vec<Square> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_lowercase() {
            let mut j = i + 1;
            while j < b.len() && j < i + 3 && b[j].is_ascii_digit() {
                j += 1;
            }
            if j > i + 1 {
                if let Ok(sq) = s[i..j].parse::<Square>() {
                    out.push(sq);
                    i = j;
                    continue;
                }
            }
        }
        i += 1;
    }
    out
}
