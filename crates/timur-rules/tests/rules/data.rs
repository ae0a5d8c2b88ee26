//! A variant is data (docs/rules.md §8): variants defined here from a `VariantSpec` alone start,
//! play and perft through the same engine as the built-in ones.

use timur_rules::{
    perft, Color, Piece, Position, Role, Setup, Square, Variant, VariantId, VariantSpec,
    TAMERLANE_RULES, TIMURID_RULES, VARIANTS,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn a_copy_of_a_table_row_plays_like_the_built_in_variant() {
    for id in [
        VariantId::Tamerlane,
        VariantId::Herat,
        VariantId::TamerlaneFull,
    ] {
        let spec = *id.spec();
        let options = id.default_options();
        let copy = Variant::from_spec(spec, &options);
        let a = Position::start_in(copy, options);
        let b = Position::start(id, options);
        assert_eq!(a.to_tfen(), b.to_tfen(), "{id}");
        assert_eq!(perft(&a, 3), perft(&b, 3), "{id}");
    }
}

#[test]
fn a_new_timurid_variant_from_data_alone() {
    // "Lion Herat": a Lion in the centre, Ships on the sides; nothing else is written for it.
    let spec = VariantSpec {
        id: VariantId::Herat,
        key: "lion-herat",
        name: "Lion Herat",
        array: "Timurid array",
        rules: TIMURID_RULES,
        extra_pieces: false,
        setup: Setup::Timurid {
            central: Role::Lion,
            side: Role::Ship,
        },
    };
    let options = VariantId::Herat.default_options();
    let v = Variant::from_spec(spec, &options);
    // The Ship's promotion brings the Griffon in; the Lion needs nothing more.
    let roles: Vec<Role> = v.pieces.iter().map(|p| p.role).collect();
    assert_eq!(&roles[10..], [Role::Lion, Role::Ship, Role::Griffon]);
    assert_eq!(v.piece_name(Role::Lion), "Lion");
    let pos = Position::start_in(v, options);
    assert_eq!(
        pos.to_tfen(),
        "e1j1z2z1j1e/rnbxiklixbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBXIKLIXBNR/E1J1Z2Z1J1E w - - 0 1"
    );
    assert_eq!(
        pos.piece_at(sq("g11")),
        Some(Piece::new(Color::Black, Role::Lion))
    );
    let herat = Position::start(VariantId::Herat, options);
    // The Lion on g2 has 8 first moves (f1, g1 by king step; i1, f4, h4, g4, e4, i4 by leaps)
    // where the Crowned rook has 2 (f1, g1); every other first move is Herat's.
    let mut lion: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == sq("g2"))
        .map(|m| pos.move_text(m))
        .collect();
    lion.sort();
    assert_eq!(
        lion,
        ["Lg2-e4", "Lg2-f1", "Lg2-f4", "Lg2-g1", "Lg2-g4", "Lg2-h4", "Lg2-i1", "Lg2-i4"]
            .map(String::from)
            .to_vec()
    );
    assert_eq!(perft(&pos, 1), perft(&herat, 1) + 6);
    // It plays: the Lion leaps out over the pawns once g3 is open.
    let pos = pos.play(&pos.parse_move("g3-g5").unwrap()).unwrap();
    let pos = pos.play(&pos.parse_move("a10-a9").unwrap()).unwrap();
    let m = pos.parse_move("Lg2-g4").unwrap();
    let pos = pos.play(&m).unwrap();
    assert_eq!(
        pos.piece_at(sq("g4")),
        Some(Piece::new(Color::White, Role::Lion))
    );
}

#[test]
fn a_new_tamerlane_array_from_data_alone() {
    // The masculine array with the Giraffes and Pickets exchanged.
    let spec = VariantSpec {
        id: VariantId::Tamerlane,
        key: "tamerlane-swapped",
        name: "Tamerlane (giraffes outside)",
        array: "masculine array with giraffes and pickets exchanged",
        rules: TAMERLANE_RULES,
        extra_pieces: false,
        setup: Setup::Ranks(&[
            "E . C . W . W . C . E",
            "R N G T F K V T G N R",
            "PP PW PC PE PF PK PV PG PT PN PR",
        ]),
    };
    let options = VariantId::Tamerlane.default_options();
    let v = Variant::from_spec(spec, &options);
    assert_eq!(v.pk_start, [Some(sq("f3")), Some(sq("f8"))]);
    let pos = Position::start_in(v, options);
    assert_eq!(
        pos.piece_at(sq("i9")),
        Some(Piece::new(Color::Black, Role::Giraffe)),
        "Black's array is White's turned 180°"
    );
    assert_eq!(perft(&pos, 1), 24);
    assert_eq!(perft(&pos, 2), 576);
    assert!(perft(&pos, 3) > 0);
    // Every built-in variant is a row of the table, in menu order.
    assert_eq!(
        VARIANTS.iter().map(|v| v.id).collect::<Vec<_>>(),
        VariantId::ALL
    );
}
