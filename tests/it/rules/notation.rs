//! TFEN (docs/rules.md §6.1) and move text (§6.2): round trips, exact error messages, forgiving input.

use crate::support::rules::{play, setup, variant};
use timur_rules::{MoveError, Position, VariantId};

fn tfen_err(id: &str, options: &str, text: &str) -> String {
    let (id, options) = variant(id, options);
    match Position::from_tfen(id, options, text) {
        Ok(p) => panic!("accepted {text}: {}", p.to_tfen()),
        Err(e) => e.to_string(),
    }
}

const START: &str = "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/11/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E";
const EMPTY_T: &str = "11/12/11/11/11/11/11/11/12/11";

#[test]
fn tfen_round_trips() {
    for id in VariantId::ALL {
        let p = Position::start(id, id.default_options());
        let back = Position::from_tfen(id, id.default_options(), &p.to_tfen()).unwrap();
        assert_eq!(back, p, "{id}");
    }
    for (id, options, text) in [
        (
            "tamerlane",
            "",
            "4PP6/12/11/11/11/11/11/11/12/K9k b - 10 3 7",
        ),
        (
            "tamerlane",
            "citadel=second-entry",
            "11/K11/11/11/11/5k5/11/11/12/11 b - 00/10 1 1",
        ),
        (
            "tamerlane",
            "citadel=claim",
            "11/12/11/11/11/5K5/11/11/11k/11 w Kk 12 0 40",
        ),
        (
            "tamerlane",
            "",
            "11/12/11/11/11/5K5/11/11/11A/5k5 b k 30 0 40",
        ),
        (
            "herat",
            "",
            "k11/12/12/12/12/12/12/12/3pP7/12/12/11K b - e3 0 1",
        ),
    ] {
        let (vid, opts) = variant(id, options);
        let p = Position::from_tfen(vid, opts, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(p.to_tfen(), text);
    }
    // Four fields get the counters 0 1.
    let (id, options) = variant("tamerlane", "");
    assert_eq!(
        Position::from_tfen(id, options, &format!("{START} w Kk 00"))
            .unwrap()
            .to_tfen(),
        format!("{START} w Kk 00 0 1")
    );
}

#[test]
fn tfen_errors() {
    let t = |s: &str| tfen_err("tamerlane", "", s);
    let cases: Vec<(String, &str)> = vec![
        (t(&format!("{START} w Kk")), "invalid TFEN: expected 4 or 6 fields (placement, side, swaps, arrivals, and optionally the two counters), found 3"),
        (t(&format!("{START} w Kk 00 0")), "invalid TFEN: expected 4 or 6 fields (placement, side, swaps, arrivals, and optionally the two counters), found 5"),
        (t("11/12/11/11/11/11/11/11/12 w - 00"), "invalid TFEN: expected 10 ranks separated by '/', found 9"),
        (t("11/11/11/11/11/11/11/11/12/K10 w - 00"), "invalid TFEN: rank 9 has 11 cells, expected 12"),
        (t("11/12/11/11/11/11/11/11/12/K10k w - 00"), "invalid TFEN: rank 1 has 12 cells, expected 11"),
        (t("11/12/11/11/11/11/11/11/12/K9Q w - 00"), "invalid TFEN: 'Q' is not a piece of tamerlane"),
        (t("11/12/11/11/11/11/11/P10/12/K10 w - 00"), "invalid TFEN: a pawn in rank 3 lacks its type letter in the same case"),
        (t("11/12/11/11/11/11/11/10P/12/K10 w - 00"), "invalid TFEN: a pawn in rank 3 lacks its type letter in the same case"),
        (t("11/12/11/11/11/11/11/11/12/K0k9 w - 00"), "invalid TFEN: bad run of empty cells in rank 1"),
        (t("11/12/11/11/11/11/11/11/12/K*9 w - 00"), "invalid TFEN: unexpected '*' in rank 1"),
        (t(&format!("{START} x Kk 00")), "invalid TFEN: side to move must be 'w' or 'b', not 'x'"),
        (t(&format!("{START} w kK 00")), "invalid TFEN: swap field must be Kk, K, k or -, not 'kK'"),
        (t(&format!("{START} w Kk 0")), "invalid TFEN: pawn-of-pawns arrivals must be two digits of at most 3, not '0'"),
        (t(&format!("{START} w Kk 40")), "invalid TFEN: pawn-of-pawns arrivals must be two digits of at most 3, not '40'"),
        (t(&format!("{START} w Kk 00/00")), "invalid TFEN: citadel entries (/NN) are written only under citadel=second-entry"),
        (tfen_err("tamerlane", "citadel=second-entry", &format!("{START} w Kk 00")), "invalid TFEN: citadel entries (/NN) are written after the arrivals under citadel=second-entry"),
        (t(&format!("{START} w Kk 00 x 1")), "invalid TFEN: half-move counter 'x' is not a number"),
        (t(&format!("{START} w Kk 00 0 0")), "invalid TFEN: full-move number '0' is not a number from 1"),
        (t("11/12/11/11/11/11/11/11/12/K10 w - 00"), "invalid TFEN: Black has no royal piece"),
        (t("11/12/11/11/11/11/11/11/11R/K9k w - 00"), "invalid TFEN: a White rook cannot stand in citadel x1"),
        (t("11/12/11/11/11/11/11/11/11K/10k w - 00"), "invalid TFEN: a White shah cannot stand in citadel x1"),
        (t("11/12/11/11/11/11/11/11/11a/K10 w - 00"), "invalid TFEN: a Black adventitious king cannot stand in citadel x1"),
        (t("4PP6/12/11/11/11/11/11/11/12/K9k w - 00"), "invalid TFEN: White's pawn of pawns on e10 is on its last rank, so its arrivals must be 1 or 2"),
        (t("4PR6/12/11/11/11/11/11/11/12/K9k w - 00"), "invalid TFEN: White's pawn of rooks on e10 should have promoted"),
        (t("r10/12/11/11/11/11/11/11/12/K9k b - 00"), "invalid TFEN: White is in check but it is Black's move"),
        (tfen_err("herat", "", "k11/12/12/12/12/12/12/12/12/12/12/11K w K -"), "invalid TFEN: the third field of a Timurid TFEN is '-', not 'K'"),
        (tfen_err("herat", "", "k11/12/12/12/12/12/12/12/12/12/12/11K w - z9"), "invalid TFEN: 'z9' is not the square passed by the last double step"),
        (tfen_err("herat", "", "k11/12/12/12/12/12/12/12/4P7/12/12/11K b - e4"), "invalid TFEN: 'e4' is not the square passed by the last double step"),
        (tfen_err("herat", "", "k11/12/12/12/12/12/12/12/4P7/12/4P7/11K b - e3"), "invalid TFEN: 'e3' is not the square passed by the last double step"),
        (tfen_err("herat", "", "k2X8/12/12/12/12/12/12/12/12/12/12/11K w - -"), "invalid TFEN: White's ship on d12 should have promoted"),
        (tfen_err("herat", "", "k11/12/12/12/12/12/12/12/12/12/12/3p7K w - -"), "invalid TFEN: Black's pawn on d1 should have promoted"),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
    let _ = EMPTY_T;
}

fn start() -> Position {
    Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options())
}

#[track_caller]
fn reads(pos: &Position, input: &str, canonical: &str) {
    let m = pos
        .parse_move(input)
        .unwrap_or_else(|e| panic!("{input}: {e}"));
    assert_eq!(pos.move_text(&m), canonical, "{input}");
}

#[track_caller]
fn refuses(pos: &Position, input: &str, message: &str) -> MoveError {
    let e = pos.parse_move(input).expect_err(input);
    assert_eq!(
        timur::explain::move_error(&e, timur::i18n::Lang::En),
        message,
        "{input}"
    );
    e
}

#[test]
fn forgiving_input() {
    let p = start();
    for (input, canonical) in [
        ("b2c4", "Nb2-c4"),
        ("Nb2-c4", "Nb2-c4"),
        ("Nc4", "Nb2-c4"),
        ("nc4", "Nb2-c4"),
        ("Nb2c4+", "Nb2-c4"),
        (" nb2-c4 ", "Nb2-c4"),
        ("e3e4", "e3-e4"),
        ("e3-e4", "e3-e4"),
        ("e4", "e3-e4"),
        ("E3E4", "e3-e4"),
    ] {
        reads(&p, input, canonical);
    }
    // Captures, with and without x; the pawn's short form names its file.
    let p = setup("tamerlane", "", "Ka1 kk10 Nb2 prc4 PRb3", "w - 00");
    for (input, canonical) in [
        ("nxc4", "Nb2xc4"),
        ("Nxc4", "Nb2xc4"),
        ("b2c4", "Nb2xc4"),
        ("Nb2xc4", "Nb2xc4"),
        ("bxc4", "b3xc4"),
        ("b3c4", "b3xc4"),
    ] {
        reads(&p, input, canonical);
    }
    // Placement, swap, citadel, promotions.
    let p = setup("tamerlane", "", "Ka1 kk10 PPe10 rd7 rf7", "w - 10");
    for input in ["P@e6", "p@e6", "@e6", "PP@e6", "e10@e6"] {
        reads(&p, input, "P@e6");
    }
    let p = setup("tamerlane", "", "Ke5 Va1 Vd3 re10 kk8", "w Kk 00");
    for input in ["K<>d3", "k<>d3", "<>d3", "Ke5<>d3"] {
        reads(&p, input, "K<>d3");
    }
    let p = setup("tamerlane", "", "Ka9 kk5", "w - 00");
    for input in ["citadel", "Citadel", "Ka9-x2", "Kx2", "a9x2"] {
        reads(&p, input, "Ka9-x2");
    }
    let p = setup("tamerlane", "", "Ka1 kk5 PKe9 PPh9", "w - 20");
    reads(&p, "e9-e10", "e9-e10=I");
    reads(&p, "e10=I", "e9-e10=I");
    reads(&p, "h10", "h9-h10=A");
    // Timurid: the prince's promotion is optional, so its suffix decides.
    let p = setup("herat", "", "Kl1 ka12 Id11", "w - -");
    reads(&p, "Id11-d12", "Id11-d12");
    reads(&p, "Id11-d12=Q", "Id11-d12=Q");
    reads(&p, "id11d12q", "Id11-d12=Q");
    // Timurid letters that are also files: exact case decides.
    let p = setup("herat", "", "Kl1 ka12 Bd3 Pb3 pc4", "w - -");
    reads(&p, "bxc4", "b3xc4");
    reads(&p, "Bxc4", "Bd3xc4");
    refuses(
        &p,
        "BXC4",
        "'BXC4' could mean b3xc4 or Bd3xc4. Please say which.",
    );
    // En passant.
    let p = play(&setup("herat", "", "Kl1 ka12 Pe2 pd4", "w - -"), "e2-e4");
    reads(&p, "dxe3", "d4xe3");
    reads(&p, "d4e3ep", "d4xe3");
}

#[test]
fn refusals() {
    let p = start();
    assert_eq!(p.parse_move("  "), Err(MoveError::Empty));
    refuses(
        &p,
        "",
        "Type a move, such as e3-e4, Nb2-c3, P@e6, K<>d3 or citadel.",
    );
    refuses(&p, "hello", "I could not read 'hello' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel.");
    refuses(&p, "e3e5", "'e3e5' is not a legal move: a pawn of generals on e3 cannot move to e5. Closest legal moves: e3-e4.");
    refuses(
        &p,
        "e5e6",
        "'e5e6' is not a legal move: there is no piece on e5.",
    );
    refuses(
        &p,
        "e8e7",
        "'e8e7' is not a legal move: the pawn of viziers on e8 is not yours.",
    );
    refuses(
        &p,
        "a2a3",
        "'a2a3' is not a legal move: your own piece stands on a3.",
    );
    refuses(
        &p,
        "Nd5",
        "'Nd5' is not a legal move: no knight of yours can move to d5.",
    );
    refuses(
        &p,
        "citadel",
        "'citadel' is not a legal move: none of your kings can enter a citadel now.",
    );
    // Leaving the royal attacked; the closest moves are those of the same piece.
    let p = setup("tamerlane", "", "Ke1 Ne2 re10 kk10", "w - 00");
    refuses(
        &p,
        "Ne2-c3",
        "'Ne2-c3' is not a legal move: it would leave your royal piece attacked.",
    );
    // In check.
    let p = setup("tamerlane", "", "Ke1 Va1 re10 kk10", "w - 00");
    refuses(
        &p,
        "Va2",
        "'Va2' is not a legal move: it would leave your royal piece attacked (you are in check).",
    );
    // Parked pawn of pawns.
    let p = setup("tamerlane", "", "Ka1 kk10 PPe10", "w - 10");
    refuses(&p, "e10e9", "'e10e9' is not a legal move: your pawn of pawns on e10 is parked; it can only be placed (P@square).");
    // Ambiguity.
    let p = setup("tamerlane", "", "Ka1 kk10 Nb1 Nd1", "w - 00");
    refuses(
        &p,
        "Nc3",
        "'Nc3' could mean Nb1-c3 or Nd1-c3. Please say which.",
    );
    let p = setup("tamerlane", "", "Ka9 Ak2 kk5", "w - 30");
    refuses(
        &p,
        "citadel",
        "'citadel' could mean Ak2-x1 or Ka9-x2. Please say which.",
    );
    // Game over.
    let p = play(&setup("tamerlane", "", "Ka9 kk5", "w - 00"), "Ka9-x2");
    assert_eq!(p.parse_move("Kk5-k6"), Err(MoveError::GameOver));
    refuses(
        &p,
        "Kk5-k6",
        "The game is over; no more moves can be played.",
    );
}

#[test]
fn check_marks() {
    let p = setup("tamerlane", "", "Ka1 Rb5 kk10", "w - 00");
    let m = p.parse_move("Rb5-k5").unwrap();
    assert_eq!(p.move_text_with_check(&m), "Rb5-k5+");
    let m = p.parse_move("Rb5-b6").unwrap();
    assert_eq!(p.move_text_with_check(&m), "Rb5-b6");
    let p = setup("tamerlane", "", "Ka1 Rb5 Rc9 kk10", "w - 00");
    let m = p.parse_move("Rb5-b10").unwrap();
    assert_eq!(p.move_text_with_check(&m), "Rb5-b10#");
    // A check that also ends the game by the move rule is not checkmate.
    let p = setup("tamerlane", "move-rule=1", "Ka1 Rb5 kk10", "w - 00 1 1");
    let m = p.parse_move("Rb5-k5").unwrap();
    assert_eq!(p.move_text_with_check(&m), "Rb5-k5+");
    // Timurid: a mated King that can still succeed is in check, not mated.
    let p = setup("herat", "", "Ka1 Ic3 rb12 rd12 kl12 rh11", "b - -");
    let m = p.parse_move("Rh11-a11").unwrap();
    assert_eq!(p.move_text_with_check(&m), "Rh11-a11+");
    // Input with check marks reads the same move.
    assert_eq!(p.parse_move("Rh11-a11+"), Ok(m));
    assert_eq!(p.parse_move("Ra11#"), Ok(m));
}

/// Long or control-laden input is not echoed back whole (a newcomer pasted a 1 MB line).
#[test]
fn long_and_control_input_is_echoed_short_and_clean() {
    let id = timur_rules::VariantId::Tamerlane;
    let pos = timur_rules::Position::start(id, id.default_options());
    let long = "x".repeat(100_000);
    assert_eq!(
        timur::explain::move_error(&pos.parse_move(&long).unwrap_err(), timur::i18n::Lang::En),
        format!("I could not read '{}…' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel.", "x".repeat(24))
    );
    assert_eq!(
        timur::explain::move_error(&pos.parse_move("\u{1b}[31mzz").unwrap_err(), timur::i18n::Lang::En),
        "I could not read '\u{fffd}[31mzz' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel."
    );
}

/// An option given twice is refused rather than silently overridden.
#[test]
fn repeated_option_is_refused() {
    let err = timur_rules::VariantId::Tamerlane
        .parse_options("giraffe-min=2 giraffe-min=3")
        .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("option 'giraffe-min' is given twice. Valid options for tamerlane:"),
        "{err}"
    );
}

/// The refusals found at the start position (issue 10): each now says the true reason.
#[test]
fn refusals_say_the_true_reason() {
    let p = start();
    // Pawn letters: a bare P, or the typed letters the terminal board shows.
    reads(&p, "Pe3-e4", "e3-e4");
    reads(&p, "PFe3-e4", "e3-e4");
    reads(&p, "pfe3e4", "e3-e4");
    refuses(
        &p,
        "PVe3-e4",
        "'PVe3-e4' is not a legal move: the piece on e3 is a pawn of generals, not a piece with the letter PV. Closest legal moves: e3-e4.",
    );
    refuses(
        &p,
        "e3xe4",
        "'e3xe4' is not a legal move: there is nothing to capture on e4. Closest legal moves: e3-e4.",
    );
    refuses(
        &p,
        "e3e4ep",
        "'e3e4ep' is not a legal move: there is nothing to capture on e4. Closest legal moves: e3-e4.",
    );
    refuses(
        &p,
        "e3-e4 please",
        "I could not read 'e3-e4 please' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel.",
    );
    refuses(
        &p,
        "P@e6",
        "'P@e6' is not a legal move: you have no parked pawn of pawns to place.",
    );
    refuses(
        &p,
        "K<>d3",
        "'K<>d3' is not a legal move: the Shah may swap only when it is attacked or there is no other move. Closest legal moves: Kf2-f1.",
    );
    refuses(
        &p,
        "K<>e8",
        "'K<>e8' is not a legal move: the piece on e8 cannot take your royal's place. Closest legal moves: Kf2-f1.",
    );
    refuses(
        &p,
        "Qe4",
        "'Qe4' is not a legal move: you have no piece with the letter Q. Closest legal moves: e3-e4.",
    );
    // A parked pawn of pawns: placements that fork nothing, on a royal, on its last rank.
    let p = setup("tamerlane", "", "Ka1 kk10 PPe10 rd7 rf7", "w - 10");
    refuses(
        &p,
        "P@b6",
        "'P@b6' is not a legal move: on b6 the pawn of pawns would neither fork two enemy pieces nor attack one that cannot move. Closest legal moves: P@e6.",
    );
    refuses(
        &p,
        "P@k10",
        "'P@k10' is not a legal move: the pawn of pawns cannot be placed on k10, on its own last rank. Closest legal moves: P@e6.",
    );
    let loose = setup(
        "tamerlane",
        "pop-placement=loose",
        "Ka1 kk10 PPe10 rd7 rf7",
        "w - 10",
    );
    refuses(
        &loose,
        "P@b6",
        "'P@b6' is not a legal move: on b6 the pawn of pawns would attack no enemy piece. Closest legal moves: P@c6, P@e6, P@g6, P@j9.",
    );
    let p = setup("tamerlane", "", "Ka1 kk7 PPe10 rd7 rf7", "w - 10");
    refuses(
        &p,
        "P@k7",
        "'P@k7' is not a legal move: the king on k7 cannot be removed by a placement (royals and parked pawns of pawns stay). Closest legal moves: P@e6.",
    );
    // After a second arrival the pawn may only go to its pawn of kings' square.
    let p = setup("tamerlane", "", "Ka1 kk10 PPe10 rd7 rf7", "w - 20");
    refuses(
        &p,
        "P@e6",
        "'P@e6' is not a legal move: after its second arrival the pawn of pawns can only go to f3. Closest legal moves: P@f3.",
    );
}

/// After `Zf1` is called ambiguous, the file (or rank) of the piece settles it.
#[test]
fn a_file_or_rank_settles_an_ambiguity() {
    let p = setup("herat", "", "Kl12 ka10 Ze1 Zh1", "w - -");
    refuses(
        &p,
        "Zf1",
        "'Zf1' could mean Ze1-f1 or Zh1-f1. Please say which.",
    );
    reads(&p, "Zef1", "Ze1-f1");
    reads(&p, "Zhf1", "Zh1-f1");
    // A hint that fits no piece says so, rather than blaming the check rule.
    refuses(
        &p,
        "Zaf1",
        "'Zaf1' is not a legal move: no cannon of yours can move to f1. Closest legal moves: Ze1-f1, Zh1-f1.",
    );
    let p = setup("tamerlane", "", "Ka5 kk10 Rb1 Rb3", "w - 00");
    refuses(
        &p,
        "Rb2",
        "'Rb2' could mean Rb1-b2 or Rb3-b2. Please say which.",
    );
    reads(&p, "R1b2", "Rb1-b2");
    reads(&p, "R3b2", "Rb3-b2");
}

/// Reading needs no position: the syntax of a text is a value.
#[test]
fn move_text_is_read_without_a_position() {
    use timur_rules::{MoveSyntax, MoveText, NormalSyntax, Square};
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let t = MoveText::parse(" Zef1+ ").unwrap();
    assert_eq!(t.shown, "Zef1+");
    assert!(t.readings.iter().any(|r| r.exact_case
        && r.syntax
            == MoveSyntax::Normal(NormalSyntax {
                piece: Some("Z".into()),
                from: None,
                file: Some(4),
                rank: None,
                capture: false,
                to: sq("f1"),
                promotion: None,
                en_passant: false,
            })));
    let t = MoveText::parse("e10@e6").unwrap();
    assert_eq!(
        t.readings
            .iter()
            .map(|r| r.syntax.clone())
            .collect::<Vec<_>>(),
        [MoveSyntax::Place {
            from: Some(sq("e10")),
            to: sq("e6")
        }]
    );
    assert_eq!(MoveText::parse("   "), Err(MoveError::Empty));
    assert!(matches!(
        MoveText::parse("e3-e4 please"),
        Err(MoveError::Unparseable { .. })
    ));
    // The stored form is exact: every legal move's canonical text reads back as that move.
    for id in VariantId::ALL {
        let p = Position::start(id, id.default_options());
        for m in p.legal_moves() {
            assert_eq!(p.parse_move(&p.move_text(&m)), Ok(m), "{id}");
        }
    }
}
