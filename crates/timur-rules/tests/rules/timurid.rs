//! Timurid special rules (docs/rules.md §5): exact legal move lists of hand-made positions.

use crate::support::{assert_moves, has, legal, play, setup, variant};
use timur_rules::{Color, DrawReason, Game, Outcome, Piece, Position, Role, Square, WinReason};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

const KING: [&str; 3] = ["Kl1-k1", "Kl1-k2", "Kl1-l2"];

fn with_king(moves: &[&str]) -> Vec<String> {
    KING.iter().chain(moves).map(|s| s.to_string()).collect()
}

#[track_caller]
fn assert_white(id: &str, pieces: &str, rest: &str, moves: &[&str]) -> Position {
    let p = setup(id, "", &format!("Kl1 ka12 {pieces}"), rest);
    let expected = with_king(moves);
    assert_moves(&p, &expected.iter().map(String::as_str).collect::<Vec<_>>());
    p
}

#[test]
fn rapid_pawn_double_step_from_any_rank() {
    // e5: one or two; c5: blocked in front; g5: second square taken.
    assert_white(
        "herat",
        "Pe5 Pc5 pc6 Pg5 pg7",
        "w - -",
        &["e5-e6", "e5-e7", "g5-g6"],
    );
    // Black moves down the board, also from rank 9.
    let p = setup("herat", "", "Kl1 ka12 pd9 Pc8", "b - -");
    assert_moves(
        &p,
        &[
            "Ka12-a11", "Ka12-b11", "Ka12-b12", "d9-d8", "d9-d7", "d9xc8",
        ],
    );
}

#[test]
fn pawn_promotes_to_queen_only() {
    assert_white(
        "herat",
        "Pe10 Ph11 rg12",
        "w - -",
        &["e10-e11", "e10-e12=Q", "h11-h12=Q", "h11xg12=Q"],
    );
    let p = setup("herat", "", "Kl12 ka1 pd2", "b - -");
    assert_moves(&p, &["Ka1-a2", "Ka1-b1", "Ka1-b2", "d2-d1=Q"]);
}

#[test]
fn prince_double_step_does_not_capture() {
    let steps = [
        "Ie5-d4", "Ie5-d5", "Ie5-d6", "Ie5-e4", "Ie5-e6", "Ie5-f4", "Ie5-f5", "Ie5-f6",
    ];
    assert_white(
        "herat",
        "Ie5",
        "w - -",
        &[&steps[..], &["Ie5-e7"][..]].concat(),
    );
    assert_white("herat", "Ie5 pe7", "w - -", &steps);
    // Over an occupied square: no double step.
    assert_white(
        "herat",
        "Ie5 Pe6",
        "w - -",
        &[
            "Ie5-d4", "Ie5-d5", "Ie5-d6", "Ie5-e4", "Ie5-f4", "Ie5-f5", "Ie5-f6", "e6-e7", "e6-e8",
        ],
    );
}

#[test]
fn prince_promotion_is_optional() {
    assert_white(
        "herat",
        "Ie11",
        "w - -",
        &[
            "Ie11-d12",
            "Ie11-d12=Q",
            "Ie11-e12",
            "Ie11-e12=Q",
            "Ie11-f12",
            "Ie11-f12=Q",
            "Ie11-d11",
            "Ie11-f11",
            "Ie11-d10",
            "Ie11-e10",
            "Ie11-f10",
        ],
    );
    // The double step to the last rank too; and a prince on the last rank may promote later.
    let p = setup("herat", "", "Kl1 ka12 Ie10 Ig12", "w - -");
    for m in [
        "Ie10-e12",
        "Ie10-e12=Q",
        "Ig12-f12",
        "Ig12-f12=Q",
        "Ig12-h12=Q",
        "Ig12-g11",
    ] {
        assert!(has(&p, m), "{m}");
    }
    assert!(!has(&p, "Ig12-g11=Q"));
    let queen = play(&p, "Ie10-e12=Q");
    assert_eq!(
        queen.piece_at(sq("e12")),
        Some(Piece::new(Color::White, Role::Queen))
    );
    let prince = play(&p, "Ie10-e12");
    assert_eq!(
        prince.piece_at(sq("e12")),
        Some(Piece::new(Color::White, Role::Prince))
    );
    // Black's prince promotes on rank 1.
    let p = setup("herat", "", "Kl12 ka12 id2", "b - -");
    assert!(has(&p, "Id2-d1=Q") && has(&p, "Id2-d1"));
}

#[test]
fn forced_promotions_of_the_other_pieces() {
    let cases = [
        ("herat", "Xd11", "H"),
        ("herat", "Ad11", "Q"),
        ("babur", "Yd10", "L"),
        ("mirza", "Sd11", "U"),
        ("samarkand", "Wd9", "C"),
        ("herat", "Pd11", "Q"),
    ];
    for (id, piece, to) in cases {
        for (pieces, rest, last) in [
            (format!("Kl1 ka12 {piece}"), "w - -", 11u8),
            (
                format!(
                    "Kl12 ka1 {}",
                    piece
                        .to_lowercase()
                        .replace("11", "2")
                        .replace("10", "3")
                        .replace("9", "4")
                ),
                "b - -",
                0,
            ),
        ] {
            let p = setup(id, "", &pieces, rest);
            let promoting: Vec<String> = p
                .legal_moves()
                .iter()
                .filter(|m| {
                    m.to().rank() == last
                        && !matches!(
                            p.piece_at(m.from()),
                            Some(Piece {
                                role: Role::King,
                                ..
                            })
                        )
                })
                .map(|m| p.move_text(m))
                .collect();
            assert!(!promoting.is_empty(), "{id} {pieces}");
            for m in &promoting {
                assert!(m.ends_with(&format!("={to}")), "{id} {pieces}: {m}");
            }
        }
    }
}

#[test]
fn en_passant_after_pawn_double_step() {
    let p = setup("herat", "", "Kl1 ka12 Pe2 pd4", "w - -");
    let p = play(&p, "e2-e4");
    assert_eq!(p.ep_square(), Some(sq("e3")));
    assert_eq!(
        p.to_tfen(),
        "k11/12/12/12/12/12/12/12/3pP7/12/12/11K b - e3 0 1"
    );
    assert_moves(
        &p,
        &[
            "Ka12-a11", "Ka12-b11", "Ka12-b12", "d4-d3", "d4-d2", "d4xe3",
        ],
    );
    let after = play(&p, "d4xe3");
    assert_eq!(after.piece_at(sq("e4")), None);
    assert_eq!(
        after.piece_at(sq("e3")),
        Some(Piece::new(Color::Black, Role::Pawn))
    );
    assert_eq!(after.halfmoves(), 0);
    // Not one move later.
    let later = play(&play(&p, "Ka12-b12"), "Kl1-k1");
    assert_eq!(later.ep_square(), None);
    assert_moves(
        &later,
        &[
            "Kb12-a11", "Kb12-a12", "Kb12-b11", "Kb12-c11", "Kb12-c12", "d4-d3", "d4-d2",
        ],
    );
}

#[test]
fn en_passant_after_prince_double_step() {
    let p = setup("herat", "", "Kl1 ka12 Ie2 pf4", "w - - 5 9");
    let p = play(&p, "Ie2-e4");
    assert_eq!(p.ep_square(), Some(sq("e3")));
    assert_eq!(p.halfmoves(), 6, "a prince double step is not a pawn move");
    assert!(has(&p, "f4xe3"));
    let after = play(&p, "f4xe3");
    assert_eq!(after.piece_at(sq("e4")), None);
}

#[test]
fn en_passant_square_written_even_without_a_capturer() {
    let p = setup("herat", "", "Kl1 ka12 Pe2", "w - -");
    assert_eq!(
        play(&p, "e2-e4").to_tfen(),
        "k11/12/12/12/12/12/12/12/4P7/12/12/11K b - e3 0 1"
    );
}

#[test]
fn only_pawns_capture_en_passant() {
    let p = setup("herat", "", "Kl1 ka12 pe7 Id5", "b - -");
    let p = play(&p, "e7-e5");
    assert_moves(
        &p,
        &[
            "Kl1-k1", "Kl1-k2", "Kl1-l2", "Id5-c4", "Id5-c5", "Id5-c6", "Id5-d4", "Id5-d6",
            "Id5-d7", "Id5-e4", "Id5-e6", "Id5xe5",
        ],
    );
}

#[test]
fn double_step_onto_the_last_rank_round_trips() {
    // A pawn's double step from rank 10 promotes on rank 12 and still leaves the en passant
    // square e11 in the TFEN (§6.1: written after every double step).
    for (pieces, mv) in [
        ("Pe10", "e10-e12"),
        ("Ie10", "Ie10-e12=Q"),
        ("Ie10", "Ie10-e12"),
    ] {
        let p = setup("herat", "", &format!("Kl1 ka12 {pieces}"), "w - -");
        let after = play(&p, mv);
        assert_eq!(after.ep_square(), Some(sq("e11")), "{mv}");
        let (id, options) = variant("herat", "");
        let back = Position::from_tfen(id, options, &after.to_tfen())
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
        assert_eq!(back, after);
    }
}

// ---------------------------------------------------------------- succession (§5)

/// White's King on a1 is checkmated by the rooks on a11 (check) and b12 (b-file); the d12 rook
/// covers the d-file for later. The princes stand on `princes`.
fn mate_position(princes: &str) -> Position {
    setup(
        "herat",
        "",
        &format!("Ka1 {princes} ra11 rb12 rd12 kl12"),
        "w - -",
    )
}

#[test]
fn succession_only_in_checkmate() {
    let p = mate_position("Ic3");
    assert!(p.is_check(Color::White));
    assert_moves(&p, &["K<>c3"]);
    let after = play(&p, "K<>c3");
    assert_eq!(after.king(Color::White), Some(sq("c3")));
    assert_eq!(
        after.piece_at(sq("a1")),
        Some(Piece::new(Color::White, Role::Prince))
    );
    // An attacked prince cannot take the King's place: checkmate.
    let p = mate_position("Ic11");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    // In check but with another legal move: no succession.
    let p = mate_position("Ic3 Rk2");
    assert_moves(&p, &["Rk2-a2"]);
    // Not in check: no succession even without other moves.
    let p = setup("herat", "", "Ka1 Il12 rb11 rl2 kh12", "w - -");
    assert!(!legal(&p).iter().any(|m| m.starts_with("K<>")));
}

#[test]
fn succession_never_promotes() {
    let p = setup("herat", "", "Ka12 Ie7 ra5 rb1 kl1", "w - -");
    assert_moves(&p, &["K<>e7"]);
    let after = play(&p, "K<>e7");
    assert_eq!(
        after.piece_at(sq("a12")),
        Some(Piece::new(Color::White, Role::Prince))
    );
}

#[test]
fn succession_once_per_prince() {
    // After K<>c3 the prince stands on a1. Black's rook then checks along the c-file: the King
    // on c3 is mated again and the prince on a1 is no longer attacked, but it has already
    // taken the King's place once.
    let p = play(&mate_position("Ic3"), "K<>c3");
    let p = play(&p, "Ra11-c11");
    assert!(p.is_check(Color::White));
    assert!(!p.is_attacked(sq("a1"), Color::Black));
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    assert!(p.legal_moves().is_empty());
    // Another prince is still available.
    let p = mate_position("Ic3 Ij6");
    assert_moves(&p, &["K<>c3", "K<>j6"]);
    let p = play(&play(&p, "K<>c3"), "Ra11-c11");
    assert_moves(&p, &["K<>j6"]);
    // The same holds after the used prince has moved on.
    let p = play(&mate_position("Ic3 Ij6"), "K<>c3");
    let p = play(&play(&play(&p, "Kl12-l11"), "Ia1-a2"), "Kl11-l12");
    let p = play(&p, "Ia2-a1");
    let p = play(&p, "Ra11-c11");
    assert_moves(&p, &["K<>j6"]);
}

// ---------------------------------------------------------------- end of game (§5)

#[test]
fn stalemate_draws() {
    let p = setup("herat", "", "Ka1 rb12 rl2 kh12", "w - -");
    assert!(!p.is_check(Color::White));
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn checkmate_wins() {
    let p = setup("herat", "", "Ka1 ra11 rb12 kl12", "w - -");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
}

#[test]
fn repetition_draws_by_default() {
    let moves = ["Nb2-c4", "Nk11-j9", "Nc4-b2", "Nj9-k11"];
    for (options, drawn) in [("", true), ("repetition=off", false)] {
        let (id, options) = variant("herat", options);
        let mut g = Game::new(Position::start(id, options));
        for (i, text) in moves.iter().chain(&moves).enumerate() {
            assert_eq!(g.outcome(), None, "ply {i}");
            let m = g.position().parse_move(text).unwrap();
            g.play(&m).unwrap();
        }
        assert_eq!(g.outcome().is_some(), drawn);
        if drawn {
            assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        }
    }
}

#[test]
fn move_rule_option() {
    let p = setup("herat", "move-rule=1", "Kl1 ka12 Re5", "w - - 1 1");
    assert_eq!(
        play(&p, "Re5-e6").outcome(),
        Some(Outcome::Draw(DrawReason::MoveRule))
    );
}
