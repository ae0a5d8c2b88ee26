//! Piece movement (docs/rules.md §2.2, §2.3, §5): exact sorted legal move lists of hand-made positions.

use crate::support::{assert_moves, setup};

// ---------------------------------------------------------------- Tamerlane (§2.2)

#[test]
fn giraffe_open_board() {
    // From e5: via d6 up d7, d8 to d9+ or left c6, b6 to a6; via f6 to f9+ or g6, h6 to i6+;
    // via d4 down to d1 or left to a4; via f4 down to f1 or right to i4+.
    let p = setup("tamerlane", "", "Ka1 kk10 Ge5", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Ge5-d9", "Ge5-d10", "Ge5-a6", "Ge5-f9", "Ge5-f10",
            "Ge5-i6", "Ge5-j6", "Ge5-k6", "Ge5-d1", "Ge5-a4", "Ge5-f1", "Ge5-i4", "Ge5-j4",
            "Ge5-k4",
        ],
    );
}

#[test]
fn giraffe_blocked_paths() {
    // d6: own General (the whole corner is shut); f7: enemy on the first orthogonal square
    // (no capture before the third step); d3: enemy blocks the way down; j4: enemy captured on
    // the fourth orthogonal step, nothing beyond.
    let p = setup("tamerlane", "", "Ka1 kk10 Ge5 Fd6 vf7 prd3 vj4", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Ge5-i6", "Ge5-j6", "Ge5-k6", "Ge5-a4", "Ge5-f1",
            "Ge5-i4", "Ge5xj4", "Fd6-c7", "Fd6-e7", "Fd6-c5",
        ],
    );
}

#[test]
fn giraffe_min_two_option() {
    let base = ["Kc1-b1", "Kc1-b2", "Kc1-c2", "Kc1-d1", "Kc1-d2"];
    let three = [
        "Ga1-b5", "Ga1-b6", "Ga1-b7", "Ga1-b8", "Ga1-b9", "Ga1-b10", "Ga1-e2", "Ga1-f2", "Ga1-g2",
        "Ga1-h2", "Ga1-i2", "Ga1-j2", "Ga1-k2",
    ];
    let p = setup("tamerlane", "", "Kc1 kk10 Ga1", "w - 00");
    assert_moves(&p, &[&base[..], &three[..]].concat());
    // giraffe-min=2: the first landing square is one step earlier (b4, d2).
    let p = setup("tamerlane", "giraffe-min=2", "Kc1 kk10 Ga1", "w - 00");
    assert_moves(
        &p,
        &[&base[..], &three[..], &["Ga1-b4", "Ga1-d2"][..]].concat(),
    );
}

#[test]
fn picket_first_square() {
    // f6 (enemy on the first square: no capture, no way past); d4 own; b8 enemy captured.
    let p = setup("tamerlane", "", "Kk1 ka10 Te5 vf6 vb8 Fd4", "w - 00");
    assert_moves(
        &p,
        &[
            "Kk1-j1", "Kk1-j2", "Kk1-k2", "Te5-c7", "Te5xb8", "Te5-g3", "Te5-h2", "Te5-i1",
            "Fd4-c3", "Fd4-c5", "Fd4-e3",
        ],
    );
}

#[test]
fn picket_open_board_reaches_corners_but_not_citadels() {
    // From e5 the diagonals end on j10, a9 (not x2), a1 and i1.
    let p = setup("tamerlane", "", "Kk1 kk10 Te5", "w - 00");
    assert_moves(
        &p,
        &[
            "Kk1-j1", "Kk1-j2", "Kk1-k2", "Te5-g7", "Te5-h8", "Te5-i9", "Te5-j10", "Te5-c7",
            "Te5-b8", "Te5-a9", "Te5-c3", "Te5-b2", "Te5-a1", "Te5-g3", "Te5-h2", "Te5-i1",
        ],
    );
}

#[test]
fn leapers_at_edges() {
    let p = setup("tamerlane", "", "Ka1 kf8 Na5 Ck6 Ef1 Wk10", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Na5-b7", "Na5-b3", "Na5-c6", "Na5-c4", "Ck6-h7",
            "Ck6-h5", "Ck6-j9", "Ck6-j3", "Ef1-d3", "Ef1-h3", "Wk10-i10", "Wk10-k8",
        ],
    );
}

#[test]
fn leapers_next_to_white_citadel_never_land_in_it() {
    // Each of these leaps would reach x1 if the citadel were the square right of k2.
    let p = setup("tamerlane", "", "Ka1 kf8 Nj3 Ci1 Wj2 Ej4", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Nj3-k5", "Nj3-i5", "Nj3-h4", "Nj3-h2", "Nj3-k1",
            "Ci1-f2", "Ci1-h4", "Wj2-h2", "Ej4-h6", "Ej4-h2",
        ],
    );
}

#[test]
fn leapers_next_to_black_citadel_never_land_in_it() {
    // Black to move: the knight on b8, war engine on b9, elephant on b7 and camel on a6 each
    // have a leap that would reach x2 if it were the square left of a9.
    let p = setup("tamerlane", "", "Kf3 kk5 nb8 wb9 eb7 ca6", "b - 00");
    assert_moves(
        &p,
        &[
            "Kk5-j4", "Kk5-j5", "Kk5-j6", "Kk5-k4", "Kk5-k6", "Nb8-d9", "Nb8-d7", "Nb8-c10",
            "Nb8-c6", "Nb8-a10", "Wb9-d9", "Eb7-d9", "Eb7-d5", "Ca6-d7", "Ca6-d5", "Ca6-b3",
        ],
    );
}

#[test]
fn steppers_and_prince() {
    let p = setup("tamerlane", "", "Ka1 kf8 Fc3 Vh5 Ik5", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Fc3-b2", "Fc3-b4", "Fc3-d2", "Fc3-d4", "Vh5-h6",
            "Vh5-h4", "Vh5-g5", "Vh5-i5", "Ik5-k4", "Ik5-k6", "Ik5-j4", "Ik5-j5", "Ik5-j6",
        ],
    );
}

#[test]
fn prince_never_enters_a_citadel() {
    // White Prince on k2 (beside its own citadel) and on a9 (beside Black's): no citadel move.
    let p = setup("tamerlane", "", "Ik2 Ia9 kf5", "w - 00");
    assert_moves(
        &p,
        &[
            "Ik2-j1", "Ik2-j2", "Ik2-j3", "Ik2-k1", "Ik2-k3", "Ia9-a8", "Ia9-a10", "Ia9-b8",
            "Ia9-b9", "Ia9-b10",
        ],
    );
}

#[test]
fn pawns_step_and_capture_forward_only() {
    // No double step from the start rank, no backward or sideways capture, blocked in front.
    // c3: one step only; e5: blocked in front, captures d6 and f6, not f4; h7: blocked, nothing
    // to capture.
    let p = setup(
        "tamerlane",
        "",
        "Ka1 kk10 PRc3 PNe5 pve6 pvd6 pvf6 pvf4 PWh7 pth8",
        "w - 00",
    );
    assert_moves(
        &p,
        &["Ka1-a2", "Ka1-b1", "Ka1-b2", "c3-c4", "e5xd6", "e5xf6"],
    );
}

// ---------------------------------------------------------------- Full Tamerlane (§2.3)

#[test]
fn full_cazaux_leapers() {
    let p = setup("tamerlane-full", "", "Ka1 kk10 Le5", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Le5-b5", "Le5-h5", "Le5-e2", "Le5-e8",
        ],
    );
    let p = setup("tamerlane-full", "", "Ka1 kk10 Be5", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Be5-h7", "Be5-b7", "Be5-h3", "Be5-b3", "Be5-g8",
            "Be5-c8", "Be5-g2", "Be5-c2",
        ],
    );
    let p = setup("tamerlane-full", "", "Ka1 kk10 Ye5 Sh5", "w - 00");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Ye5-h8", "Ye5-b8", "Ye5-h2", "Ye5-b2", "Sh5-h6",
            "Sh5-h4", "Sh5-g5", "Sh5-i5",
        ],
    );
}

/// Destinations (square, capture) of the piece on `from`.
fn destinations(
    p: &timur_rules::Position,
    from: &str,
) -> std::collections::BTreeSet<(String, bool)> {
    let from: timur_rules::Square = from.parse().unwrap();
    p.legal_moves()
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| (m.to().to_string(), m.is_capture()))
        .collect()
}

/// Asserts that `compound` on e5 moves exactly as the union of `parts` on e5, on a board with
/// blockers of both colours.
fn assert_compound(options: &str, compound: &str, parts: &[&str]) {
    let board = |piece: &str| format!("Ka1 kk10 {piece}e5 Fe7 pvg5 prc3 Wh8 pni6 Rb5");
    let got = destinations(
        &setup("tamerlane-full", options, &board(compound), "w - 00"),
        "e5",
    );
    let mut want = std::collections::BTreeSet::new();
    for part in parts {
        want.extend(destinations(
            &setup("tamerlane-full", options, &board(part), "w - 00"),
            "e5",
        ));
    }
    assert!(!got.is_empty());
    assert_eq!(got, want, "{options}: {compound} = {parts:?}");
}

#[test]
fn full_forbes_compounds() {
    assert_compound("full-pieces=forbes", "L", &["R", "G"]);
    assert_compound("full-pieces=forbes", "B", &["T", "G"]);
    assert_compound("full-pieces=forbes", "Y", &["T", "R"]);
}

#[test]
fn full_modern_compounds() {
    assert_compound("full-pieces=modern", "L", &["N", "R"]);
    // Knight + Bishop (a bishop, unlike the picket, also stops on or captures at the first square).
    let p = setup(
        "tamerlane-full",
        "full-pieces=modern",
        "Ka1 kk10 Be5 pvd6",
        "w - 00",
    );
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Be5xd6", "Be5-f6", "Be5-g7", "Be5-h8", "Be5-i9",
            "Be5-j10", "Be5-d4", "Be5-c3", "Be5-b2", "Be5-f4", "Be5-g3", "Be5-h2", "Be5-i1",
            "Be5-c6", "Be5-c4", "Be5-g6", "Be5-g4", "Be5-d7", "Be5-f7", "Be5-d3", "Be5-f3",
        ],
    );
    let p = setup(
        "tamerlane-full",
        "full-pieces=modern",
        "Ka1 kk10 Yh9",
        "w - 00",
    );
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Yh9-a9", "Yh9-b9", "Yh9-c9", "Yh9-d9", "Yh9-e9",
            "Yh9-f9", "Yh9-g9", "Yh9-i9", "Yh9-j9", "Yh9-k9", "Yh9-h10", "Yh9-h8", "Yh9-h7",
            "Yh9-h6", "Yh9-h5", "Yh9-h4", "Yh9-h3", "Yh9-h2", "Yh9-h1", "Yh9-g10", "Yh9-i10",
            "Yh9-i8", "Yh9-j7", "Yh9-k6", "Yh9-g8", "Yh9-f7", "Yh9-e6", "Yh9-d5", "Yh9-c4",
            "Yh9-b3", "Yh9-a2",
        ],
    );
}

// ---------------------------------------------------------------- Timurid (§5)

const WK: &str = "Kl1 ka12";
const KING: [&str; 3] = ["Kl1-k1", "Kl1-k2", "Kl1-l2"];

fn timurid(id: &str, pieces: &str, expected: &[&str]) {
    let p = setup(id, "", &format!("{WK} {pieces}"), "w - -");
    assert_moves(&p, &[&KING[..], expected].concat());
}

#[test]
fn ship_at_edge_and_blocked() {
    timurid(
        "herat",
        "Xa6",
        &[
            "Xa6-b7",
            "Xa6-b8",
            "Xa6-b9",
            "Xa6-b10",
            "Xa6-b11",
            "Xa6-b12=H",
            "Xa6-b5",
            "Xa6-b4",
            "Xa6-b3",
            "Xa6-b2",
            "Xa6-b1",
        ],
    );
    // Enemy on b9 captured, own pawn on b3 stops the way down; an enemy on the diagonal square
    // itself is captured there and nothing beyond.
    timurid(
        "herat",
        "Xa6 rb9 Pb3 Xh6 pg7",
        &[
            "Xa6-b7",
            "Xa6-b8",
            "Xa6xb9",
            "Xa6-b5",
            "Xa6-b4",
            "b3-b4",
            "b3-b5",
            "Xh6xg7",
            "Xh6-i7",
            "Xh6-i8",
            "Xh6-i9",
            "Xh6-i10",
            "Xh6-i11",
            "Xh6-i12=H",
            "Xh6-g5",
            "Xh6-g4",
            "Xh6-g3",
            "Xh6-g2",
            "Xh6-g1",
            "Xh6-i5",
            "Xh6-i4",
            "Xh6-i3",
            "Xh6-i2",
            "Xh6-i1",
        ],
    );
}

#[test]
fn griffon_at_edge_and_blocked() {
    timurid(
        "wild-herat",
        "Ha6 re7 Pb3",
        &[
            "Ha6-b7", "Ha6-b8", "Ha6-b9", "Ha6-b10", "Ha6-b11", "Ha6-b12", "Ha6-c7", "Ha6-d7",
            "Ha6xe7", "Ha6-b5", "Ha6-b4", "Ha6-c5", "Ha6-d5", "Ha6-e5", "Ha6-f5", "Ha6-g5",
            "Ha6-h5", "Ha6-i5", "Ha6-j5", "Ha6-k5", "Ha6-l5", "b3-b4", "b3-b5",
        ],
    );
}

#[test]
fn snake_steps_vertically_only() {
    // One step up or down the file, then diagonally outward; never a sideways first step.
    timurid(
        "mirza",
        "Sa6",
        &[
            "Sa6-a7",
            "Sa6-b8",
            "Sa6-c9",
            "Sa6-d10",
            "Sa6-e11",
            "Sa6-f12=U",
            "Sa6-a5",
            "Sa6-b4",
            "Sa6-c3",
            "Sa6-d2",
            "Sa6-e1",
        ],
    );
    // Blocked: own pawn on f7 (no way up), enemy on d3 captured, nothing beyond it.
    timurid(
        "mirza",
        "Sf6 Pf7 rd3",
        &[
            "f7-f8", "f7-f9", "Sf6-f5", "Sf6-e4", "Sf6xd3", "Sf6-g4", "Sf6-h3", "Sf6-i2", "Sf6-j1",
        ],
    );
}

#[test]
fn rhinoceros_steps_orthogonally() {
    timurid(
        "wild-mirza",
        "Ua6 pb6",
        &[
            "Ua6-a7", "Ua6-b8", "Ua6-c9", "Ua6-d10", "Ua6-e11", "Ua6-f12", "Ua6-a5", "Ua6-b4",
            "Ua6-c3", "Ua6-d2", "Ua6-e1", "Ua6xb6",
        ],
    );
    timurid(
        "wild-mirza",
        "Ua6",
        &[
            "Ua6-a7", "Ua6-b8", "Ua6-c9", "Ua6-d10", "Ua6-e11", "Ua6-f12", "Ua6-a5", "Ua6-b4",
            "Ua6-c3", "Ua6-d2", "Ua6-e1", "Ua6-b6", "Ua6-c7", "Ua6-d8", "Ua6-e9", "Ua6-f10",
            "Ua6-g11", "Ua6-h12", "Ua6-c5", "Ua6-d4", "Ua6-e3", "Ua6-f2", "Ua6-g1",
        ],
    );
}

#[test]
fn cannon_screens() {
    // Up: e7 is a screen, e9 captured. Down: no screen, no capture. Left: d5 adjacent (no
    // screen before it), c5 captured over d5, b5 behind two screens. Right: open.
    timurid(
        "herat",
        "Ze5 Pe7 re9 pd5 pc5 pb5",
        &[
            "Ze5-e6", "Ze5xe9", "Ze5-e4", "Ze5-e3", "Ze5-e2", "Ze5-e1", "Ze5xc5", "Ze5-f5",
            "Ze5-g5", "Ze5-h5", "Ze5-i5", "Ze5-j5", "Ze5-k5", "Ze5-l5", "e7-e8",
        ],
    );
}

#[test]
fn lion_squirrel_emir_wizard_elephant() {
    timurid(
        "wild-babur",
        "La1",
        &[
            "La1-a2", "La1-b1", "La1-b2", "La1-a3", "La1-c1", "La1-b3", "La1-c2", "La1-c3",
        ],
    );
    // Squirrel: leaps only; own piece on c3, enemy on b3.
    timurid(
        "babur",
        "Ya1 Nc3 rb3",
        &[
            "Ya1-a3", "Ya1-c1", "Ya1xb3", "Ya1-c2", "Nc3-a2", "Nc3-a4", "Nc3-b1", "Nc3-b5",
            "Nc3-d1", "Nc3-d5", "Nc3-e2", "Nc3-e4",
        ],
    );
    timurid(
        "wild-samarkand",
        "Ca1",
        &["Ca1-d2", "Ca1-b4", "Ca1-c2", "Ca1-b3", "Ca1-b2"],
    );
    timurid("samarkand", "Wa1", &["Wa1-b2", "Wa1-d2", "Wa1-b4"]);
    // The elephant jumps its 2-step over an occupied square.
    timurid("herat", "Ea1 Pb2", &["Ea1-c3", "b2-b3", "b2-b4"]);
}

#[test]
fn crowned_rook() {
    timurid(
        "herat",
        "Ae5",
        &[
            "Ae5-e6",
            "Ae5-e7",
            "Ae5-e8",
            "Ae5-e9",
            "Ae5-e10",
            "Ae5-e11",
            "Ae5-e12=Q",
            "Ae5-e4",
            "Ae5-e3",
            "Ae5-e2",
            "Ae5-e1",
            "Ae5-a5",
            "Ae5-b5",
            "Ae5-c5",
            "Ae5-d5",
            "Ae5-f5",
            "Ae5-g5",
            "Ae5-h5",
            "Ae5-i5",
            "Ae5-j5",
            "Ae5-k5",
            "Ae5-l5",
            "Ae5-d6",
            "Ae5-f6",
            "Ae5-d4",
            "Ae5-f4",
        ],
    );
}
