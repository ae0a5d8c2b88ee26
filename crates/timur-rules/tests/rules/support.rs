//! Helpers for the rules tests: positions from piece lists, sorted move texts.
#![allow(dead_code)]

use timur_rules::{Position, Square, VariantId};

/// Parses `id` and `options` (an options text such as `giraffe-min=2`).
pub fn variant(id: &str, options: &str) -> (VariantId, timur_rules::RuleOptions) {
    let id: VariantId = id.parse().expect("variant id");
    let options = id.parse_options(options).expect("options");
    (id, options)
}

/// Splits a token such as `PRe5`, `kk10` or `Kx1` into its letters and square.
fn split_token(token: &str) -> (&str, Square) {
    for len in [3, 2] {
        if token.len() > len {
            let (letters, sq) = token.split_at(token.len() - len);
            if let Ok(sq) = sq.parse::<Square>() {
                if sq.to_string() == sq.to_string().to_ascii_lowercase()
                    && letters.chars().all(|c| c.is_ascii_alphabetic())
                {
                    return (letters, sq);
                }
            }
        }
    }
    panic!("bad piece token '{token}'")
}

/// The TFEN placement of the pieces listed in `pieces` (`"Kf2 kf9 PRe5 Ax1"`), written by hand
/// from docs/rules.md §6.1 (independently of the engine's writer).
pub fn placement(id: VariantId, pieces: &str) -> String {
    let tamerlane = matches!(
        id,
        VariantId::Tamerlane
            | VariantId::TamerlaneFeminine
            | VariantId::TamerlaneArabshah
            | VariantId::TamerlaneFull
    );
    let (files, ranks) = if tamerlane { (11u8, 10u8) } else { (12, 12) };
    let mut cells: std::collections::HashMap<Square, String> = Default::default();
    for token in pieces.split_whitespace() {
        let (letters, sq) = split_token(token);
        assert!(
            cells.insert(sq, letters.to_string()).is_none(),
            "square {sq} twice"
        );
    }
    let mut out = Vec::new();
    for rank in (0..ranks).rev() {
        let mut row: Vec<Square> = (0..files).map(|f| Square::new(f, rank)).collect();
        if tamerlane && rank == 8 {
            row.insert(0, Square::X2);
        }
        if tamerlane && rank == 1 {
            row.push(Square::X1);
        }
        let mut s = String::new();
        let mut empty = 0;
        for sq in row {
            match cells.get(&sq) {
                None => empty += 1,
                Some(l) => {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s += l;
                }
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        out.push(s);
    }
    out.join("/")
}

/// A position of variant `id` under `options` with `pieces` (see [`placement`]) and the TFEN
/// fields after the placement in `rest` (`"w Kk 00"`, `"b - -"`).
pub fn setup(id: &str, options: &str, pieces: &str, rest: &str) -> Position {
    let (id, options) = variant(id, options);
    let tfen = format!("{} {rest}", placement(id, pieces));
    Position::from_tfen(id, options, &tfen).unwrap_or_else(|e| panic!("{tfen}: {e}"))
}

/// The position of a TFEN.
pub fn tfen(id: &str, options: &str, text: &str) -> Position {
    let (id, options) = variant(id, options);
    Position::from_tfen(id, options, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves in canonical text, sorted.
pub fn legal(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
    v.sort();
    v
}

/// Asserts the exact legal move list (order does not matter in `expected`).
#[track_caller]
pub fn assert_moves(pos: &Position, expected: &[&str]) {
    let mut e: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    e.sort();
    let got = legal(pos);
    assert_eq!(
        got,
        e,
        "\nposition {}\nmissing: {:?}\nextra: {:?}",
        pos.to_tfen(),
        e.iter().filter(|m| !got.contains(m)).collect::<Vec<_>>(),
        got.iter().filter(|m| !e.contains(m)).collect::<Vec<_>>()
    );
}

/// Plays the move written `text` (parsed with `parse_move`).
#[track_caller]
pub fn play(pos: &Position, text: &str) -> Position {
    let m = pos
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.to_tfen()));
    pos.play(&m).expect("legal")
}

/// True if the move written `text` is legal (exact canonical text).
pub fn has(pos: &Position, text: &str) -> bool {
    legal(pos).iter().any(|m| m == text)
}
