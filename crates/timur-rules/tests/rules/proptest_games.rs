//! Property tests: random legal games from every variant's start (and from a few positions
//! where the special rules are close), under various options.

use proptest::prelude::*;
use timur_rules::{Color, Move, Position, Square, VariantId};

/// Start points: every variant's start under its defaults and some options, plus positions
/// near the special rules (pawn of pawns, citadels, swaps, successions).
fn starts() -> Vec<Position> {
    let mut out = Vec::new();
    for id in VariantId::ALL {
        out.push(Position::start(id, id.default_options()));
    }
    let with = |id: VariantId, options: &str, tfen: Option<&str>| {
        let options = id.parse_options(options).unwrap();
        match tfen {
            None => Position::start(id, options),
            Some(t) => Position::from_tfen(id, options, t).unwrap(),
        }
    };
    use VariantId::*;
    out.push(with(
        Tamerlane,
        "giraffe-min=2 symmetry=mirror swap=check-only",
        None,
    ));
    out.push(with(
        TamerlaneFull,
        "full-pieces=forbes bare-king=loses",
        None,
    ));
    out.push(with(TamerlaneFull, "full-pieces=modern move-rule=5", None));
    out.push(with(
        TamerlaneArabshah,
        "repetition=3 pop-placement=loose",
        None,
    ));
    let parked = "3PP7/6k5/3pv1pk1g3/2r1n3t2/1pw9/11/PN3N6/4TPK1PR3/3G1KV5/CR9 w Kk 10 0 1";
    out.push(with(Tamerlane, "", Some(parked)));
    out.push(with(
        Tamerlane,
        "pop-placement=loose citadel=second-entry",
        Some(&parked.replace("10 0 1", "10/00 0 1")),
    ));
    out.push(with(
        Tamerlane,
        "",
        Some("4PP6/3r8/5k5/6n4/3pv7/11/3N7/5K5/1R10/4C6 w Kk 20 0 1"),
    ));
    out.push(with(
        Tamerlane,
        "citadel=claim",
        Some("11/5r6/6n4/3pv7/7t3/10R/2PR8/3K7/4N6k/11 w k 00 0 1"),
    ));
    out.push(with(
        Tamerlane,
        "",
        Some("4r6/6k5/2t2pkpv4/7A3/6i4/11/4I6/2PR8/5K6/1N9 w Kk 31 0 1"),
    ));
    out.push(with(
        Tamerlane,
        "bare-king=loses",
        Some("4r6/6k2t1c/5pk5/4v2n3/11/r4K5/3PC7/6N4/1G8R1/V1T8 w Kk 00 0 1"),
    ));
    out.push(with(
        Tamerlane,
        "",
        Some("k10/1PP10/11/11/11/11/11/11/pp11/10K w Kk 00 0 1"),
    ));
    out.push(with(
        WildBabur,
        "",
        Some("1r1r7k/r11/12/12/6l5/12/9I2/12/4L7/2I9/3H8/K11 w - - 0 1"),
    ));
    out.push(with(
        Samarkand,
        "",
        Some("2r3b1k3/1P1XI6z/3p3P4/9w2/4i7/12/12/4pP6/6W5/12/R11/5K5Z w - e6 0 1"),
    ));
    out
}

fn assert_royal_rule(pos: &Position, mover: Color) {
    for color in Color::ALL {
        assert!(
            pos.royals(color).next().is_some(),
            "{color} lost all royals: {}",
            pos.to_tfen()
        );
    }
    let royals: Vec<Square> = pos.royals(mover).collect();
    if royals.len() == 1 {
        assert!(
            !pos.is_attacked(royals[0], !mover),
            "{mover} left its royal attacked: {}",
            pos.to_tfen()
        );
    }
}

fn any_succeeded(pos: &Position) -> bool {
    (0..192u8)
        .filter_map(Square::from_index)
        .any(|sq| pos.prince_has_succeeded(sq))
}

fn check_position(pos: &Position, read_all_moves: bool) {
    // TFEN round trip.
    let text = pos.to_tfen();
    let back = Position::from_tfen(pos.variant().id, *pos.options(), &text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back.to_tfen(), text);
    let moves = pos.legal_moves();
    if !any_succeeded(pos) {
        assert_eq!(back.legal_moves(), moves, "{text}");
    }
    // Every canonical text reads back as the same move (the played move is also read back
    // with its check mark, by the replay in `random_game`).
    // Reading is slow-ish (every spelling of every move), so only every few plies.
    let texts: Vec<String> = moves.iter().map(|m| pos.move_text(m)).collect();
    for (i, t) in texts.iter().enumerate() {
        assert!(!texts[i + 1..].contains(t), "{text}: two moves written {t}");
    }
    for m in moves.iter().filter(|_| read_all_moves) {
        let t = pos.move_text(m);
        assert_eq!(pos.parse_move(&t), Ok(*m), "{text}: {t}");
    }
    // No duplicates.
    for (i, m) in moves.iter().enumerate() {
        assert!(!moves[i + 1..].contains(m), "{text}: duplicate {m:?}");
    }
}

fn random_game(start: &Position, choices: &[u16]) {
    let mut pos = *start;
    let mut texts = Vec::new();
    check_position(&pos, true);
    for (ply, &c) in choices.iter().enumerate() {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            assert!(
                pos.outcome().is_some(),
                "no moves but no outcome: {}",
                pos.to_tfen()
            );
            break;
        }
        assert_eq!(pos.outcome(), None, "{}", pos.to_tfen());
        let m: Move = moves[c as usize % moves.len()];
        texts.push(pos.move_text_with_check(&m));
        let mover = pos.turn();
        pos = pos.play(&m).expect("legal move plays");
        assert_royal_rule(&pos, mover);
        check_position(&pos, ply % 6 == 5);
    }
    // Replaying the texts reproduces the same position.
    let mut replay = *start;
    for t in &texts {
        let m = replay.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        replay = replay.play(&m).unwrap();
    }
    assert_eq!(replay, pos);
}

proptest! {
    // 32 cases by default; set TIMUR_PROPTEST_CASES for a longer hunt.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("TIMUR_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(32),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_games(start in 0usize..1000, choices in prop::collection::vec(any::<u16>(), 0..60)) {
        let starts = starts();
        random_game(&starts[start % starts.len()], &choices);
    }
}

#[test]
fn every_start_point_plays_a_long_game() {
    // Deterministic coverage of every start point (proptest picks them at random).
    for (i, start) in starts().iter().enumerate() {
        let choices: Vec<u16> = (0..120u16)
            .map(|k| k.wrapping_mul(7919).wrapping_add(i as u16 * 31))
            .collect();
        random_game(start, &choices);
    }
}
