//! The piece values the evaluation derives from each variant's movement (centipawns).

use timur_engine::eval::tables;
use timur_rules::{Position, VariantId};

fn values(id: VariantId) -> Vec<(String, i32)> {
    let v = Position::start(id, id.default_options()).variant();
    let t = tables(v);
    v.pieces
        .iter()
        .map(|p| (p.letter.to_string(), t.value(v, p.role)))
        .collect()
}

fn pairs(list: &[(&str, i32)]) -> Vec<(String, i32)> {
    list.iter().map(|(l, v)| (l.to_string(), *v)).collect()
}

/// Mobility on an open board, 80·m^0.7, scaled down for confined (colour-bound) pieces and
/// cannons; pawns 100; the King 0; Tamerlane's spare royals 450; the Timurid Prince +150.
#[test]
fn derived_piece_values() {
    assert_eq!(
        values(VariantId::Tamerlane),
        pairs(&[
            ("K", 0),
            ("F", 183),
            ("V", 196),
            ("G", 576),
            ("T", 364),
            ("N", 275),
            ("R", 628),
            ("C", 252),
            ("E", 108),
            ("W", 142),
            ("I", 450),
            ("A", 450),
            ("PK", 100),
            ("PF", 100),
            ("PV", 100),
            ("PG", 100),
            ("PT", 100),
            ("PN", 100),
            ("PR", 100),
            ("PC", 100),
            ("PE", 100),
            ("PW", 100),
            ("PP", 100),
        ])
    );
    assert_eq!(
        values(VariantId::Herat),
        pairs(&[
            ("K", 0),
            ("I", 488),
            ("P", 100),
            ("R", 696),
            ("B", 508),
            ("N", 284),
            ("E", 284),
            ("J", 263),
            ("Z", 557),
            ("Q", 983),
            ("A", 769),
            ("X", 655),
            ("H", 1001),
        ])
    );
}
