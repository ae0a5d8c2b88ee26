//! A position as monospace text, for the terminal (local mode) and logs.

use crate::rules::{Color, Position, Square};

/// The board as text: one line per rank from the top (`bottom` side at the bottom), cells three
/// characters wide (`PR` a white pawn of rooks, `pr` a black one, `.` empty), citadels in an
/// extra column on their side, file letters under the board.
pub fn board_text(pos: &Position, bottom: Color) -> String {
    let shape = pos.variant().shape;
    let files: Vec<u8> = match bottom {
        Color::White => (0..shape.files).collect(),
        Color::Black => (0..shape.files).rev().collect(),
    };
    let ranks: Vec<u8> = match bottom {
        Color::White => (0..shape.ranks).rev().collect(),
        Color::Black => (0..shape.ranks).collect(),
    };
    let cell = |sq: Square| match pos.piece_at(sq) {
        None => {
            if sq.is_citadel() {
                "[]".to_string()
            } else {
                ".".to_string()
            }
        }
        Some(p) => {
            let l = pos.variant().letter(p.role);
            if p.color == Color::White {
                l.to_string()
            } else {
                l.to_ascii_lowercase()
            }
        }
    };
    // x2 sits left of a9 and x1 right of k2 from White's view; flipped, they swap sides.
    let citadel_at = |rank: u8, left: bool| -> Option<Square> {
        if !shape.citadels {
            return None;
        }
        let white_left = bottom == Color::White;
        match (rank, left == white_left) {
            (8, true) => Some(Square::X2),
            (1, false) => Some(Square::X1),
            _ => None,
        }
    };
    let mut out = String::new();
    for &r in &ranks {
        out.push_str(&format!("{:>2} ", r + 1));
        let left = citadel_at(r, true)
            .map(|sq| format!("{:>3}", cell(sq)))
            .unwrap_or_else(|| "   ".into());
        if shape.citadels {
            out.push_str(&left);
            out.push(' ');
        }
        for &f in &files {
            out.push_str(&format!("{:>3}", cell(Square::new(f, r))));
        }
        if let Some(sq) = citadel_at(r, false) {
            out.push_str(&format!("  {:>3}", cell(sq)));
        }
        out = out.trim_end().to_string();
        out.push('\n');
    }
    out.push_str("   ");
    if shape.citadels {
        out.push_str("    ");
    }
    for &f in &files {
        out.push_str(&format!("{:>3}", (b'a' + f) as char));
    }
    out.push('\n');
    out
}
