//! Tamerlane's special rules and options (docs/rules.md §2.1, §3, §4): hand-made positions with their
//! exact legal move lists.

use crate::support::{assert_moves, has, legal, play, setup, tfen, variant};
use timur_rules::{
    Color, DrawReason, Game, Outcome, Piece, Position, Role, Square, VariantId, WinReason,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

// ---------------------------------------------------------------- setups (§3)

#[test]
fn start_positions_match_rules_md() {
    let cases = [
        ("tamerlane", "", "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1"),
        ("tamerlane-feminine", "", "e1c1vkf1c1e/1rntgwpkwgtnr/prpnptpgpv1pfpepcpwpp/11/11/11/11/PPPWPCPEPF1PVPGPTPNPR/RNTGWPKWGTNR1/E1C1FKV1C1E w Kk 00 0 1"),
        ("tamerlane-arabshah", "", "e1c1vkf1c1e/1rnwtgpkgtwnr/prpnptpgpv1pfpepcpwpp/11/11/11/11/PPPWPCPEPF1PVPGPTPNPR/RNWTGPKGTWNR1/E1C1FKV1C1E w Kk 00 0 1"),
        ("tamerlane-full", "", "elcbwywbnle/1rntgskfgtnr/prplptpgpspkpfpwpcpnpp/2pb2py2pe2/11/11/2PB2PY2PE2/PPPNPCPWPFPKPSPGPTPLPR/RNTGFKSGTNR1/ELNBWYWBCLE w Kk 00 0 1"),
        // symmetry=mirror: Black is White reflected in the horizontal midline.
        ("tamerlane", "symmetry=mirror", "e1c1w1w1c1e/1rntgfkvgtnr/pppwpcpepfpkpvpgptpnpr/11/11/11/11/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1"),
        // Full Tamerlane's 4th/7th ranks are reflected under both symmetries.
        ("tamerlane-full", "symmetry=mirror", "elnbwywbcle/1rntgfksgtnr/pppnpcpwpfpkpspgptplpr/2pb2py2pe2/11/11/2PB2PY2PE2/PPPNPCPWPFPKPSPGPTPLPR/RNTGFKSGTNR1/ELNBWYWBCLE w Kk 00 0 1"),
        ("herat", "", "e1j1z2z1j1e/rnbxikaixbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBXIKAIXBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("wild-herat", "", "e1j1z2z1j1e/rnbhikqihbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBHIKQIHBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("mirza", "", "e1j1z2z1j1e/rnbxiksixbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBXIKSIXBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("wild-mirza", "", "e1j1z2z1j1e/rnbhikuihbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBHIKUIHBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("babur", "", "e1j1z2z1j1e/rnbxikyixbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBXIKYIXBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("wild-babur", "", "e1j1z2z1j1e/rnbhiklihbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBHIKLIHBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("samarkand", "", "e1j1z2z1j1e/rnbxikwixbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBXIKWIXBNR/E1J1Z2Z1J1E w - - 0 1"),
        ("wild-samarkand", "", "e1j1z2z1j1e/rnbhikcihbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBHIKCIHBNR/E1J1Z2Z1J1E w - - 0 1"),
    ];
    for (id, options, expected) in cases {
        let (vid, opts) = variant(id, options);
        assert_eq!(
            Position::start(vid, opts).to_tfen(),
            expected,
            "{id} {options}"
        );
    }
}

// ---------------------------------------------------------------- citadels (§2.1, §4.5)

#[test]
fn shah_enters_the_opponents_citadel_only() {
    let p = setup("tamerlane", "", "Ka9 kf5", "w - 00");
    assert_moves(
        &p,
        &["Ka9-a8", "Ka9-a10", "Ka9-b8", "Ka9-b9", "Ka9-b10", "Ka9-x2"],
    );
    // Its own citadel x1 is closed to it.
    let p = setup("tamerlane", "", "Kk2 kf5", "w - 00");
    assert_moves(&p, &["Kk2-j1", "Kk2-j2", "Kk2-j3", "Kk2-k1", "Kk2-k3"]);
    let p = setup("tamerlane", "", "Kf5 kk2", "b - 00");
    assert_moves(
        &p,
        &["Kk2-j1", "Kk2-j2", "Kk2-j3", "Kk2-k1", "Kk2-k3", "Kk2-x1"],
    );
    let p = setup("tamerlane", "", "Kf5 ka9", "b - 00");
    assert_moves(&p, &["Ka9-a8", "Ka9-a10", "Ka9-b8", "Ka9-b9", "Ka9-b10"]);
}

#[test]
fn entering_draws_at_once_by_default() {
    let p = setup("tamerlane", "", "Ka9 kf5", "w - 00");
    let after = play(&p, "Ka9-x2");
    assert_eq!(
        after.to_tfen(),
        "11/K11/11/11/11/5k5/11/11/12/11 b - 00 1 1"
    );
    assert_eq!(after.outcome(), Some(Outcome::Draw(DrawReason::Citadel)));
    assert!(after.legal_moves().is_empty());
    assert!(!after.can_claim_citadel_draw());
}

#[test]
fn adventitious_king_enters_its_own_citadel_only() {
    let p = setup("tamerlane", "", "Ak2 kf5", "w - 30");
    assert_moves(
        &p,
        &["Ak2-j1", "Ak2-j2", "Ak2-j3", "Ak2-k1", "Ak2-k3", "Ak2-x1"],
    );
    let inside = play(&p, "Ak2-x1");
    assert_eq!(inside.outcome(), None, "no draw for an adventitious king");
    assert_eq!(
        inside.piece_at(Square::X1),
        Some(Piece::new(Color::White, Role::AdventitiousKing))
    );
    let p = setup("tamerlane", "", "Aa9 kf5", "w - 30");
    assert_moves(&p, &["Aa9-a8", "Aa9-a10", "Aa9-b8", "Aa9-b9", "Aa9-b10"]);
    // It leaves its citadel again to any neighbour.
    let p = setup("tamerlane", "", "Ax1 kf5", "w - 30");
    assert_moves(&p, &["Ax1-k1", "Ax1-k2", "Ax1-k3"]);
}

#[test]
fn shah_steps_into_citadel_while_in_check_and_neighbours_attacked() {
    // The rooks on a1 and b1 check the Shah on a9 and cover a8, a10, b8, b9, b10; x2 is never
    // attacked. No swap partner exists.
    let p = setup("tamerlane", "", "Ka9 ra1 rb1 kk5", "w Kk 00");
    assert!(p.is_check(Color::White));
    assert_moves(&p, &["Ka9-x2"]);
}

#[test]
fn citadel_occupant_attacks_its_neighbours_and_cannot_be_captured() {
    // Black's Shah in White's citadel (citadel=claim, so the game goes on): k1, k2, k3 are
    // attacked; the rook on k5 slides to k1 but never captures in x1.
    let p = setup("tamerlane", "citadel=claim", "Kj2 Rk5 kx1", "w - 00");
    assert_moves(
        &p,
        &[
            "Kj2-i1", "Kj2-i2", "Kj2-i3", "Kj2-j1", "Kj2-j3", "Rk5-k6", "Rk5-k7", "Rk5-k8",
            "Rk5-k9", "Rk5-k10", "Rk5-k4", "Rk5-k3", "Rk5-k2", "Rk5-k1", "Rk5-j5", "Rk5-i5",
            "Rk5-h5", "Rk5-g5", "Rk5-f5", "Rk5-e5", "Rk5-d5", "Rk5-c5", "Rk5-b5", "Rk5-a5",
        ],
    );
    // An adventitious king in its own citadel guards k1, k2, k3 too.
    let p = setup("tamerlane", "", "Ax1 Ka5 kj2", "b - 30");
    assert_moves(&p, &["Kj2-i1", "Kj2-i2", "Kj2-i3", "Kj2-j1", "Kj2-j3"]);
}

#[test]
fn citadel_claim_option() {
    let p = setup("tamerlane", "citadel=claim", "Ka9 kk5", "w - 00");
    let inside = play(&p, "Ka9-x2");
    assert_eq!(inside.outcome(), None);
    assert!(!inside.can_claim_citadel_draw(), "Black cannot claim");
    let p2 = play(&inside, "Kk5-k6");
    assert!(p2.can_claim_citadel_draw(), "White may claim on his turn");
    assert_moves(&p2, &["Kx2-a8", "Kx2-a9", "Kx2-a10"]);
    // Stepping out ends the claim.
    let out = play(&play(&p2, "Kx2-a9"), "Kk6-k5");
    assert!(!out.can_claim_citadel_draw());
    // Not under the default rule (the game is already drawn).
    let p = setup("tamerlane", "", "Ka9 kk5", "w - 00");
    assert!(!play(&p, "Ka9-x2").can_claim_citadel_draw());
}

#[test]
fn citadel_second_entry_option() {
    let p = setup("tamerlane", "citadel=second-entry", "Ka9 kk5", "w - 00/00");
    let first = play(&p, "Ka9-x2");
    assert_eq!(first.to_tfen().split(' ').nth(3), Some("00/10"));
    assert_eq!(first.outcome(), None);
    let p = play(&first, "Kk5-k6");
    assert!(p.can_claim_citadel_draw());
    let p = play(&play(&p, "Kx2-a9"), "Kk6-k5");
    assert!(!p.can_claim_citadel_draw());
    let second = play(&p, "Ka9-x2");
    assert_eq!(second.to_tfen().split(' ').nth(3), Some("00/20"));
    assert_eq!(second.outcome(), Some(Outcome::Draw(DrawReason::Citadel)));
    assert!(second.legal_moves().is_empty());
    // A TFEN that records one earlier entry: the next entry draws.
    let p = setup("tamerlane", "citadel=second-entry", "Ka9 kk5", "w - 00/10");
    assert_eq!(
        play(&p, "Ka9-x2").outcome(),
        Some(Outcome::Draw(DrawReason::Citadel))
    );
}

// ---------------------------------------------------------------- promotion (§4.1)

#[test]
fn every_pawn_promotes_to_its_piece() {
    let cases = [
        ("tamerlane", "PR", "R"),
        ("tamerlane", "PN", "N"),
        ("tamerlane", "PT", "T"),
        ("tamerlane", "PG", "G"),
        ("tamerlane", "PV", "V"),
        ("tamerlane", "PK", "I"),
        ("tamerlane", "PF", "F"),
        ("tamerlane", "PE", "E"),
        ("tamerlane", "PC", "C"),
        ("tamerlane", "PW", "W"),
        ("tamerlane-full", "PL", "L"),
        ("tamerlane-full", "PB", "B"),
        ("tamerlane-full", "PY", "Y"),
        ("tamerlane-full", "PS", "S"),
    ];
    for (id, pawn, piece) in cases {
        let p = setup(id, "", &format!("Ka1 kk5 {pawn}e9"), "w - 00");
        assert_moves(
            &p,
            &["Ka1-a2", "Ka1-b1", "Ka1-b2", &format!("e9-e10={piece}")],
        );
        let after = play(&p, "e9-e10");
        let role = after.piece_at(sq("e10")).unwrap().role;
        assert_eq!(after.variant().letter(role), piece);
        assert_eq!(after.halfmoves(), 0);
        // Black promotes on rank 1, also by capture.
        let p = setup(
            id,
            "",
            &format!("Ka10 kk5 {}e2 Nd1", pawn.to_lowercase()),
            "b - 00",
        );
        assert_moves(
            &p,
            &[
                "Kk5-j4",
                "Kk5-j5",
                "Kk5-j6",
                "Kk5-k4",
                "Kk5-k6",
                &format!("e2-e1={piece}"),
                &format!("e2xd1={piece}"),
            ],
        );
    }
}

#[test]
fn pawn_of_kings_capture_promotes_to_prince() {
    let p = setup("tamerlane", "", "Ka1 kk5 PKf9 rg10", "w - 00");
    assert!(has(&p, "f9xg10=I"));
    assert!(has(&p, "f9-f10=I"));
    let after = play(&p, "f9xg10");
    assert_eq!(after.royals(Color::White).count(), 2);
}

// ---------------------------------------------------------------- pawn of pawns (§4.2)

#[test]
fn pawn_of_pawns_first_arrival_parks() {
    let p = setup("tamerlane", "", "Ka1 kk5 PPe9", "w - 00");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2", "e9-e10"]);
    let parked = play(&p, "e9-e10");
    assert_eq!(parked.pawn_of_pawns_arrivals(Color::White), 1);
    assert!(parked.is_parked(sq("e10")));
    assert_eq!(
        parked.to_tfen(),
        "4PP6/12/11/11/11/10k/11/11/12/K10 b - 10 0 1"
    );
    // Next turn: it does not move; the lone king is no placement target (it can move).
    let p = play(&parked, "Kk5-k6");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2"]);
}

#[test]
fn parked_pawn_of_pawns_cannot_be_captured() {
    let p = setup("tamerlane", "", "Kk1 kk5 PPe10 ra10", "b - 10");
    assert!(!p.is_attacked(sq("e10"), Color::Black));
    assert_moves(
        &p,
        &[
            "Ra10-b10", "Ra10-c10", "Ra10-d10", "Ra10-a9", "Ra10-a8", "Ra10-a7", "Ra10-a6",
            "Ra10-a5", "Ra10-a4", "Ra10-a3", "Ra10-a2", "Ra10-a1", "Kk5-j4", "Kk5-j5", "Kk5-j6",
            "Kk5-k4", "Kk5-k6",
        ],
    );
}

#[test]
fn placement_by_fork() {
    // d6 attacks both rooks; b6 and f6 attack one rook each (which can move); j9 checks a king
    // that can move.
    let p = setup("tamerlane", "", "Ka1 kk10 PPe10 rc7 re7", "w - 10");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2", "P@d6"]);
    let after = play(&p, "P@d6");
    assert_eq!(
        after.to_tfen(),
        "10k/12/11/2r1r6/3PP7/11/11/11/12/K10 b - 10 0 1"
    );
    assert!(!after.is_parked(sq("d6")));
    assert_eq!(after.halfmoves(), 0);
}

#[test]
fn placement_by_attacked_piece_without_legal_move() {
    // b9 attacks only the elephant on a10, whose one leap (c8) is blocked by its own pawn.
    let p = setup("tamerlane", "", "Ka1 kf5 PPe10 ea10 prc8", "w - 10");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2", "P@b9"]);
    // pop-placement=loose: any square attacking an enemy piece.
    let p = setup(
        "tamerlane",
        "pop-placement=loose",
        "Ka1 kf5 PPe10 ea10 prc8",
        "w - 10",
    );
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "P@b9", "P@b7", "P@d7", "P@e4", "P@g4",
        ],
    );
}

#[test]
fn placement_next_to_a_pinned_piece() {
    // The general on k8 is pinned by the rook on k1: neither j7 (capturing the placed pawn) nor
    // j9 is legal for it, so P@j7 is allowed. P@j9 (check) is not: the Shah can move.
    let p = setup("tamerlane", "", "Ka1 Rk1 kk10 fk8 PPe10", "w - 10");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Rk1-k2", "Rk1-k3", "Rk1-k4", "Rk1-k5", "Rk1-k6",
            "Rk1-k7", "Rk1xk8", "Rk1-j1", "Rk1-i1", "Rk1-h1", "Rk1-g1", "Rk1-f1", "Rk1-e1",
            "Rk1-d1", "Rk1-c1", "Rk1-b1", "P@j7",
        ],
    );
}

#[test]
fn placement_refused_when_the_piece_can_capture_the_pawn() {
    // P@b9 would remove the vizier and attack the general on a10, whose only move is then to
    // capture on b9: that is a legal move, so no placement. Every other square attacks one piece
    // that can move.
    let p = setup("tamerlane", "", "Ka1 kk5 PPe10 fa10 vb9", "w - 10");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2"]);
}

#[test]
fn placement_obeys_the_check_rule_and_removes_either_colour() {
    // White is in check from the rook on a8: P@b7 (removing the own knight there) forks the
    // rooks on a8 and c8 but does not stop the check, so it is illegal; the knight blocks.
    let p = setup("tamerlane", "", "Ka1 kk5 PPe10 ra8 rc8 Nb7", "w - 10");
    assert!(p.is_check(Color::White));
    assert_moves(&p, &["Ka1-b1", "Ka1-b2", "Nb7-a5"]);
    // With the a-file shut, P@b7 is legal and removes the own knight.
    let p = setup("tamerlane", "", "Ka1 kk5 PPe10 ra8 rc8 Nb7 Fa6", "b - 10");
    let p = play(&p, "Kk5-k6");
    assert!(has(&p, "P@b7"));
    let after = play(&p, "P@b7");
    assert_eq!(
        after.piece_at(sq("b7")),
        Some(Piece::new(Color::White, Role::PawnOfPawns))
    );
    assert_eq!(after.piece_at(sq("e10")), None);
}

#[test]
fn second_arrival_relocates_removing_a_non_royal() {
    let p = setup("tamerlane", "", "Ka1 kk5 PPe9 rf3", "w - 10 7 20");
    assert!(has(&p, "e9-e10"));
    let after = play(&p, "e9-e10");
    assert_eq!(after.pawn_of_pawns_arrivals(Color::White), 2);
    assert_eq!(after.piece_at(sq("e10")), None);
    assert_eq!(
        after.piece_at(sq("f3")),
        Some(Piece::new(Color::White, Role::PawnOfPawns))
    );
    assert_eq!(after.halfmoves(), 0);
    assert_eq!(
        after.to_tfen(),
        "11/12/11/11/11/10k/11/5PP5/12/K10 b - 20 0 20"
    );
    // Own piece there: removed too. Feminine array: the pawn of kings starts on f2.
    let p = setup("tamerlane-feminine", "", "Ka1 kk5 PPe9 Nf2", "w - 10");
    let after = play(&p, "e9-e10");
    assert_eq!(
        after.piece_at(sq("f2")),
        Some(Piece::new(Color::White, Role::PawnOfPawns))
    );
    // Black's goes to f8 (f9 in the third array).
    let p = setup("tamerlane", "", "Ka1 kk5 ppe2", "b - 01");
    assert_eq!(
        play(&p, "e2-e1").piece_at(sq("f8")),
        Some(Piece::new(Color::Black, Role::PawnOfPawns))
    );
    let p = setup("tamerlane-arabshah", "", "Ka1 kk5 ppe2", "b - 01");
    assert_eq!(
        play(&p, "e2-e1").piece_at(sq("f9")),
        Some(Piece::new(Color::Black, Role::PawnOfPawns))
    );
}

#[test]
fn second_arrival_judged_as_a_whole_move() {
    // The rook on k10 checks the Shah on a10. With a first arrival e9-e10 blocks the check; a
    // second arrival moves on to f3 at once and leaves rank 10 open, so it is illegal.
    let first = setup("tamerlane", "", "Ka10 rk10 kk5 PPe9", "w - 00");
    assert_moves(&first, &["Ka10-a9", "Ka10-b9", "Ka10-x2", "e9-e10"]);
    let second = setup("tamerlane", "", "Ka10 rk10 kk5 PPe9", "w - 10");
    assert_moves(&second, &["Ka10-a9", "Ka10-b9", "Ka10-x2"]);
}

#[test]
fn second_arrival_blocked_by_a_royal_then_p_at_f3() {
    let p = setup("tamerlane", "", "Kf3 kk5 PPe9", "w - 10");
    let p = play(&p, "e9-e10");
    assert_eq!(p.pawn_of_pawns_arrivals(Color::White), 2);
    assert!(p.is_parked(sq("e10")));
    let p = play(&p, "Kk5-k6");
    assert!(!legal(&p).iter().any(|m| m.starts_with("P@")));
    let p = play(&play(&p, "Kf3-g3"), "Kk6-k5");
    assert!(has(&p, "P@f3"));
    let after = play(&p, "P@f3");
    assert_eq!(
        after.piece_at(sq("f3")),
        Some(Piece::new(Color::White, Role::PawnOfPawns))
    );
    assert_eq!(after.halfmoves(), 0);
    // A black royal blocks it too; a non-royal occupant is removed by P@f3.
    let p = setup("tamerlane", "", "Ka1 kf3 PPe10", "w - 20");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2"]);
    let p = setup("tamerlane", "", "Ka1 kk5 nf3 PPe10", "w - 20");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2", "P@f3"]);
    let p = setup("tamerlane", "", "Ka1 kk5 If3 PPe10", "w - 20");
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "If3-e2", "If3-e3", "If3-e4", "If3-f2", "If3-f4",
            "If3-g2", "If3-g3", "If3-g4",
        ],
    );
}

#[test]
fn third_arrival_makes_an_adventitious_king() {
    let p = setup("tamerlane", "", "Ka1 kk5 PPe9", "w - 20");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2", "e9-e10=A"]);
    let after = play(&p, "e9-e10");
    assert_eq!(
        after.piece_at(sq("e10")),
        Some(Piece::new(Color::White, Role::AdventitiousKing))
    );
    assert_eq!(after.pawn_of_pawns_arrivals(Color::White), 3);
    assert_eq!(after.royals(Color::White).count(), 2);
}

// ---------------------------------------------------------------- royals (§4.3)

#[test]
fn two_royals_are_not_bound_by_check() {
    let p = setup("tamerlane", "", "Ka1 Ih5 ra8 kk10", "w - 00");
    assert!(!p.is_check(Color::White));
    assert_moves(
        &p,
        &[
            "Ka1-a2", "Ka1-b1", "Ka1-b2", "Ih5-g4", "Ih5-g5", "Ih5-g6", "Ih5-h4", "Ih5-h6",
            "Ih5-i4", "Ih5-i5", "Ih5-i6",
        ],
    );
    // And a royal may be captured.
    let p = setup("tamerlane", "", "Ka1 Ih5 ra8 kk10", "b - 00");
    assert!(has(&p, "Ra8xa1"));
    let after = play(&p, "Ra8xa1");
    assert_eq!(
        after.royals(Color::White).collect::<Vec<_>>(),
        vec![sq("h5")]
    );
    assert_eq!(after.outcome(), None);
}

#[test]
fn promotion_to_prince_while_shah_attacked() {
    let p = setup("tamerlane", "", "Ka1 PKe9 ra8 kk5", "w - 00");
    assert!(p.is_check(Color::White));
    assert_moves(&p, &["Ka1-b1", "Ka1-b2", "e9-e10=I"]);
    let after = play(&p, "e9-e10=I");
    assert!(has(&after, "Ra8xa1"));
}

#[test]
fn checkmate_of_the_last_royal() {
    let p = setup("tamerlane", "", "Ka1 Ib5 ra8 rb8 kk10", "b - 00");
    let m = p.parse_move("Rb8xb5").unwrap();
    assert_eq!(p.move_text_with_check(&m), "Rb8xb5#");
    let after = p.play(&m).unwrap();
    assert!(after.is_check(Color::White));
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.outcome(), win(Color::Black, WinReason::Checkmate));
}

// ---------------------------------------------------------------- the Shah's swap (§4.4)

const CHECKED: [&str; 6] = ["Ke5-d4", "Ke5-d5", "Ke5-d6", "Ke5-f4", "Ke5-f5", "Ke5-f6"];

#[test]
fn swap_in_check() {
    let p = setup("tamerlane", "", "Ke5 Va1 re10 kk8", "w Kk 00 4 9");
    assert_moves(&p, &[&CHECKED[..], &["K<>a1"][..]].concat());
    let after = play(&p, "K<>a1");
    assert_eq!(after.king(Color::White), Some(sq("a1")));
    assert_eq!(
        after.piece_at(sq("e5")),
        Some(Piece::new(Color::White, Role::Vizier))
    );
    assert!(!after.swap_available(Color::White));
    assert!(after.swap_available(Color::Black));
    assert_eq!(after.halfmoves(), 5, "a swap is not a pawn move");
    // Not a second time.
    let p = setup("tamerlane", "", "Ke5 Va1 re10 kk8", "w k 00");
    assert_moves(&p, &CHECKED);
    // Not with a parked pawn of pawns.
    let p = setup("tamerlane", "", "Ke5 Va1 PPc10 re10 kk8", "w K 10");
    assert_moves(&p, &[&CHECKED[..], &["K<>a1"][..]].concat());
}

#[test]
fn swap_when_no_other_legal_move() {
    let p = setup("tamerlane", "", "Ka1 PRa2 pva3 rb10 kk10", "w Kk 00");
    assert!(!p.is_check(Color::White));
    assert_moves(&p, &["K<>a2"]);
    // swap=check-only, or the swap already used: stalemate, which loses.
    for (options, flags) in [("swap=check-only", "w Kk 00"), ("", "w k 00")] {
        let p = setup("tamerlane", options, "Ka1 PRa2 pva3 rb10 kk10", flags);
        assert!(p.legal_moves().is_empty());
        assert_eq!(p.outcome(), win(Color::Black, WinReason::Stalemate));
    }
    // With another legal move there is no swap when not attacked.
    let p = setup("tamerlane", "", "Ka1 PRa2 pva3 rb10 kk10 Vk1", "w Kk 00");
    assert_moves(&p, &["Vk1-j1", "Vk1-k2"]);
}

#[test]
fn swap_check_only_still_swaps_in_check() {
    let p = setup(
        "tamerlane",
        "swap=check-only",
        "Ke5 Va1 re10 kk8",
        "w Kk 00",
    );
    assert_moves(&p, &[&CHECKED[..], &["K<>a1"][..]].concat());
}

#[test]
fn swap_never_puts_a_pawn_on_its_last_rank_or_the_shah_en_prise() {
    let p = setup("tamerlane", "", "Ke10 PRc5 Vh3 ra10 kk5", "w K 00");
    assert_moves(&p, &["Ke10-d9", "Ke10-e9", "Ke10-f9", "K<>h3"]);
    // h3 attacked by the knight on g5: no swap there either.
    let p = setup("tamerlane", "", "Ke10 PRc5 Vh3 ra10 kk5 ng5", "w K 00");
    assert_moves(&p, &["Ke10-d9", "Ke10-e9", "Ke10-f9"]);
}

#[test]
fn swap_when_shah_attacked_with_several_royals() {
    let p = setup("tamerlane", "", "Ke5 Ia1 re10 kk8", "w K 00");
    assert_moves(
        &p,
        &[
            "Ke5-d4", "Ke5-d5", "Ke5-d6", "Ke5-e4", "Ke5-e6", "Ke5-f4", "Ke5-f5", "Ke5-f6",
            "Ia1-a2", "Ia1-b1", "Ia1-b2", "K<>a1",
        ],
    );
    // Not attacked and other moves exist: no swap.
    let p = setup("tamerlane", "", "Ke5 Ia1 rd10 kk8", "w K 00");
    assert!(!legal(&p).iter().any(|m| m.starts_with("K<>")));
}

#[test]
fn swap_never_promotes_nor_counts_as_an_arrival() {
    // The pawn of pawns may swap onto e9 (not its last rank) and stays an ordinary pawn.
    let p = setup("tamerlane", "", "Ke9 PPa5 rk9 kk5", "w K 00");
    let after = play(&p, "K<>a5");
    assert_eq!(
        after.piece_at(sq("e9")),
        Some(Piece::new(Color::White, Role::PawnOfPawns))
    );
    assert_eq!(after.pawn_of_pawns_arrivals(Color::White), 0);
}

// ---------------------------------------------------------------- end of game (§4.6)

#[test]
fn checkmate_and_stalemate_lose() {
    let mate = setup("tamerlane", "", "Ka1 ra8 rb8 kk10", "w Kk 00");
    assert_eq!(mate.outcome(), win(Color::Black, WinReason::Checkmate));
    let stale = setup("tamerlane", "", "Ka1 rb8 cd3 kk10", "w - 00");
    assert!(!stale.is_check(Color::White));
    assert_eq!(stale.outcome(), win(Color::Black, WinReason::Stalemate));
}

#[test]
fn bare_king_survives_by_default() {
    let p = setup("tamerlane", "", "Ka1 Re1 kk10 pve6", "w - 00");
    let p = play(&play(&p, "Re1xe6"), "Kk10-j10");
    assert_eq!(p.outcome(), None);
}

#[test]
fn bare_king_loses_option() {
    let p = setup(
        "tamerlane",
        "bare-king=loses",
        "Ka1 Re1 kk10 pve6",
        "w - 00",
    );
    let p = play(&p, "Re1xe6");
    assert_eq!(p.outcome(), None, "the bared side gets one move");
    let p = play(&p, "Kk10-j10");
    assert_eq!(p.outcome(), win(Color::White, WinReason::BareKing));
    assert!(p.legal_moves().is_empty());
    // Baring the opponent back in that one move draws.
    let p = setup("tamerlane", "bare-king=loses", "Ka1 Re1 kf9 re8", "w - 00");
    let p = play(&play(&p, "Re1xe8"), "Kf9xe8");
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::BareKings)));
}

#[test]
fn repetition_option() {
    let moves = ["Nb2-c4", "Nj9-i7", "Nc4-b2", "Ni7-j9"];
    let (id, options) = variant("tamerlane", "repetition=3");
    let mut g = Game::new(Position::start(id, options));
    for (i, text) in moves.iter().chain(&moves).enumerate() {
        assert_eq!(g.outcome(), None, "ply {i}");
        let m = g.position().parse_move(text).unwrap();
        g.play(&m).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(g.legal_moves().is_empty());
    let m = g.position().legal_moves()[0];
    assert!(g.play(&m).is_err());
    // Off by default in Tamerlane.
    let mut g = Game::new(Position::start(
        VariantId::Tamerlane,
        VariantId::Tamerlane.default_options(),
    ));
    for text in moves.iter().chain(&moves).chain(&moves) {
        let m = g.position().parse_move(text).unwrap();
        g.play(&m).unwrap();
    }
    assert_eq!(g.outcome(), None);
}

#[test]
fn move_rule_option() {
    let p = setup(
        "tamerlane",
        "move-rule=1",
        "Ka1 kk10 Re5 PRc3",
        "w - 00 1 30",
    );
    let drawn = play(&p, "Re5-e6");
    assert_eq!(drawn.halfmoves(), 2);
    assert_eq!(drawn.outcome(), Some(Outcome::Draw(DrawReason::MoveRule)));
    assert!(drawn.legal_moves().is_empty());
    let reset = play(&p, "c3-c4");
    assert_eq!(reset.halfmoves(), 0);
    assert_eq!(reset.outcome(), None);
    // move-rule=50: 100 half-moves.
    let p = setup("tamerlane", "move-rule=50", "Ka1 kk10 Re5", "w - 00 99 80");
    assert_eq!(p.outcome(), None);
    assert_eq!(
        play(&p, "Re5-e6").outcome(),
        Some(Outcome::Draw(DrawReason::MoveRule))
    );
    // Without the option the counter just grows.
    let p = setup("tamerlane", "", "Ka1 kk10 Re5", "w - 00 400 300");
    assert_eq!(play(&p, "Re5-e6").outcome(), None);
}

#[test]
fn move_rule_is_exhausted_loaded_position() {
    let p = tfen(
        "tamerlane",
        "move-rule=1",
        "10k/12/11/11/11/11/11/11/12/K10 w - 00 2 1",
    );
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::MoveRule)));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn swap_partner_must_stand_on_the_main_board() {
    // The adventitious king in its own citadel is no swap partner; the prince on a1 is.
    let p = setup("tamerlane", "", "Ke5 Ax1 Ia1 re10 kk8", "w K 30");
    let swaps: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("K<>"))
        .collect();
    assert_eq!(swaps, vec!["K<>a1"]);
}

#[test]
fn placement_against_a_shah_that_can_only_swap() {
    // P@b9 attacks only the black Shah on a10 (c10 is empty). The Shah cannot step anywhere
    // (a9 and b10 hold its pawns, b9 is guarded by the rook on b1, x2 is its own citadel), but
    // while Black's swap is available K<>b10 is a move of the Shah, so the placement is refused.
    let pieces = "Kk3 Rb1 PPe10 ka10 pra9 prb10";
    let p = setup("tamerlane", "", pieces, "w Kk 10");
    assert!(!has(&p, "P@b9"));
    // Without the swap the Shah has no legal move: the placement is allowed (and mates).
    let p = setup("tamerlane", "", pieces, "w K 10");
    assert!(has(&p, "P@b9"));
    let after = play(&p, "P@b9");
    assert_eq!(after.outcome(), win(Color::White, WinReason::Checkmate));
}
