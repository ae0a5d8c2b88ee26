//! The story's unit tests: numbers, move lists, PGN both ways.

use super::pgn::{movetext_moves, tag_pair, variant_named};
use super::*;
use crate::rules::Color;

fn tamerlane() -> Setup {
    let id = VariantId::Tamerlane;
    Setup {
        variant: id,
        options: id.default_options(),
        tfen: None,
    }
}

fn game(texts: &[&str]) -> Game {
    let id = VariantId::Tamerlane;
    let mut g = Game::new(Position::start(id, id.default_options()));
    for t in texts {
        let m = g.position().parse_move(t).unwrap();
        g.play(&m).unwrap();
    }
    g
}

#[test]
fn civil_dates() {
    assert_eq!(civil_date(0), (1970, 1, 1));
    assert_eq!(civil_date(1_700_000_000), (2023, 11, 14));
    assert_eq!(civil_date(951_782_400), (2000, 2, 29));
    assert_eq!(civil_date(-1), (1969, 12, 31));
}

#[test]
fn moves_are_numbered_for_white_and_black() {
    assert_eq!(numbered(12, Color::White, "Gd2-e6"), "12. Gd2-e6");
    assert_eq!(numbered(30, Color::Black, "Rb9xb1#"), "30... Rb9xb1#");
}

#[test]
fn move_lists_lose_numbers_results_tags_and_comments() {
    let text =
        "[Event \"x\"]\n\n1. e3-e4 e8-e7 2.Nb2-c3 {a comment here} 2... Nj9-i7\n3. K<>d3 1/2-1/2";
    assert_eq!(
        movetext_moves(text),
        ["e3-e4", "e8-e7", "Nb2-c3", "Nj9-i7", "K<>d3"]
    );
}

#[test]
fn pgn_tags_are_read_with_escapes() {
    // Moved from cli/replay.rs.
    let text = "[White \"a \\\"b\\\"\"]\n[Variant \"Tamerlane (feminine array)\"]\n";
    let tags: Vec<(String, String)> = text.lines().filter_map(tag_pair).collect();
    let tag = |name: &str| tags.iter().find(|t| t.0 == name).map(|t| t.1.clone());
    assert_eq!(tag("White").as_deref(), Some("a \"b\""));
    assert_eq!(
        variant_named(&tag("Variant").unwrap()),
        Some(VariantId::TamerlaneFeminine)
    );
    assert_eq!(variant_named("herat"), Some(VariantId::Herat));
    assert_eq!(tag("Black"), None);
    assert_eq!(
        tag_pair("[White \"a \\\"b\\\" \\\\c\"]"),
        Some(("White".into(), "a \"b\" \\c".into()))
    );
    assert_eq!(tag_pair("1. e3-e4"), None);
    assert_eq!(variant_named("chess"), None);
}

/// Five plies from White's start: 1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7 3. d3-d4.
fn five_plies(white: &str, black: &str) -> History {
    let moves = ["e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7", "d3-d4"];
    History::from_game(&game(&moves), white, black, None)
}

#[test]
fn a_short_game_has_its_move_list_numbers_and_plies_of_moves() {
    let h = five_plies("Alice", "Bob");
    assert_eq!(h.len(), 5);
    assert_eq!(
        h.move_texts(),
        ["e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7", "d3-d4"]
    );
    assert_eq!(h.move_list(), "1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7 3. d3-d4");
    assert_eq!(
        h.full_moves(),
        [
            (1, "1. e3-e4 e8-e7".to_string()),
            (2, "2. Nb2-c4 Nj9-i7".to_string()),
            (3, "3. d3-d4".to_string()),
        ]
    );
    assert_eq!(h.move_number(1), (1, Color::White));
    assert_eq!(h.move_number(2), (1, Color::Black));
    assert_eq!(h.move_number(3), (2, Color::White));
    assert_eq!(h.numbered(4), "2... Nj9-i7");
    assert_eq!(h.last_move_number(), 3);
    // Move 0 is the start; a move's board is after Black's ply; past the end, the last.
    assert_eq!(h.ply_of_move(0), 0);
    assert_eq!(h.ply_of_move(1), 2);
    assert_eq!(h.ply_of_move(2), 4);
    assert_eq!(h.ply_of_move(3), 5);
    assert_eq!(h.ply_of_move(9), 5);
    assert_eq!(h.set_up_tfen(), None);
    assert_eq!(h.result_line(), "game in progress");
    assert_eq!(h.caption(0), "Alice vs Bob · Tamerlane · start");
    assert_eq!(h.caption(5), "Alice vs Bob · 3. d3-d4");
    assert_eq!(
        h.caption(6),
        "Alice vs Bob · game in progress after 3. d3-d4"
    );
    assert_eq!(h.position(2), &h.plies()[1].after);
    assert_eq!(h.position(0), h.start());
    assert!(History::from_game(&game(&[]), "a", "b", None).ply_of_move(3) == 0);
}

#[test]
fn plies_of_move_numbers() {
    // Moved from discord/info.rs: a 5-ply game from White's start.
    let h = five_plies("a", "b");
    assert_eq!(h.ply_of_move(1), 2);
    assert_eq!(h.ply_of_move(2), 4);
    assert_eq!(h.ply_of_move(9), 5);
    assert_eq!(h.ply_of_move(0), 0);
}

#[test]
fn a_game_black_begins_is_numbered_from_its_tfen() {
    let start = *game(&["e3-e4"]).position();
    let fen = start.to_tfen().replace(" 1", " 7");
    assert!(fen.ends_with(" 7"), "{fen}");
    let setup = Setup {
        tfen: Some(fen.clone()),
        ..tamerlane()
    };
    let h = History::from_pgn("e8-e7 Nb2-c4 Nj9-i7", &setup).unwrap();
    assert_eq!(h.move_list(), "7... e8-e7 8. Nb2-c4 Nj9-i7");
    assert_eq!(
        h.full_moves(),
        [
            (7, "7... e8-e7".to_string()),
            (8, "8. Nb2-c4 Nj9-i7".to_string())
        ]
    );
    assert_eq!(h.ply_of_move(6), 0);
    assert_eq!(h.ply_of_move(7), 1);
    assert_eq!(h.ply_of_move(8), 3);
    assert_eq!(h.last_move_number(), 8);
    assert_eq!(h.set_up_tfen(), Some(fen));
}

#[test]
fn pgn_round_trips_byte_for_byte() {
    let mut h = History::from_game(
        &game(&["e3-e4", "e8-e7", "Nb2-c4"]),
        "Al \"the\" \\ one",
        "Bob",
        Some(Ending::new(GameResult::WhiteWins, EndReason::Resignation)),
    );
    h.set_tag("Site", "https://discord.com/channels/9/c");
    let pgn = h.pgn();
    assert_eq!(
        pgn,
        "[White \"Al \\\"the\\\" \\\\ one\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n[Site \"https://discord.com/channels/9/c\"]\n\n1. e3-e4 e8-e7 2. Nb2-c4 1-0\n"
    );
    let back = History::from_pgn(&pgn, &tamerlane()).unwrap();
    assert_eq!(back.pgn(), pgn);
    assert_eq!(back.white(), "Al \"the\" \\ one");
    assert_eq!(back.moves(), h.moves());
    assert_eq!(back.result_line(), "1-0 · White wins");
}

#[test]
fn long_movetext_wraps_at_80_characters() {
    let moves = [
        "e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7", "d3-d4", "d8-d7", "f3-f4", "f8-f7", "g3-g4", "g8-g7",
        "h3-h4", "h8-h7",
    ];
    let h = History::from_game(&game(&moves), "a", "b", None);
    let pgn = h.pgn();
    let body: Vec<&str> = pgn.split("\n\n").nth(1).unwrap().lines().collect();
    assert_eq!(
        body,
        [
            "1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7 3. d3-d4 d8-d7 4. f3-f4 f8-f7 5. g3-g4 g8-g7 6.",
            "h3-h4 h8-h7 *"
        ]
    );
    assert_eq!(History::from_pgn(&pgn, &tamerlane()).unwrap().pgn(), pgn);
}

#[test]
fn a_pasted_pgn_with_comments_variations_and_numbers_reads() {
    let text = "[Event \"Casual\"]\n[White \"Ann\"]\n[Black \"Ben\"]\n[Result \"0-1\"]\n\n\
        1.e3-e4 {the usual} e8-e7 (1... Nj9-i7 2. Nb2-c4 (2. d3-d4)) 2. Nb2-c4! $1\n\
        ; a line comment 3. zz\n2... Nj9-i7?! 0-1\n";
    let h = History::from_pgn(text, &tamerlane()).unwrap();
    assert_eq!(h.move_texts(), ["e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7"]);
    assert_eq!(h.move_list(), "1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7");
    assert_eq!((h.white(), h.black()), ("Ann", "Ben"));
    assert_eq!(h.result_line(), "0-1 · Black wins");
    assert_eq!(h.tag("Event"), Some("Casual"));
    assert_eq!(h.plies()[0].stamp, None);
    assert_eq!(
        h.replay().texts.title,
        "Ann (White) vs Ben (Black) · Tamerlane"
    );
}

#[test]
fn an_illegal_move_in_a_pgn_is_refused_naming_its_ply() {
    let err = History::from_pgn("1. e3-e4 e8-e7 2. e3-e4", &tamerlane()).unwrap_err();
    match err {
        HistoryError::Move { ply, text, error } => {
            assert_eq!((ply, text.as_str()), (3, "e3-e4"));
            assert!(matches!(error, MoveError::Illegal { .. }), "{error:?}");
        }
        other => panic!("{other:?}"),
    }
    let err = History::from_pgn("[Variant \"chess\"]\n1. e4", &tamerlane()).unwrap_err();
    assert_eq!(err, HistoryError::Variant("chess".into()));
    assert_eq!(err.to_string(), "unknown variant 'chess' in the PGN");
    let bad_fen = Setup {
        tfen: Some("nonsense".into()),
        ..tamerlane()
    };
    assert!(matches!(
        History::from_pgn("", &bad_fen),
        Err(HistoryError::Tfen(_))
    ));
}

#[test]
fn the_rules_ending_wins_over_the_result_tag() {
    // Black mates the last royal (tests/rules_tamerlane.rs, checkmate_of_the_last_royal).
    let setup = Setup {
        tfen: Some("10k/12/rr9/11/11/1I9/11/11/12/K10 b - 00 0 1".into()),
        ..tamerlane()
    };
    let h = History::from_pgn("[Result \"1/2-1/2\"]\n1... Rb8xb5", &setup).unwrap();
    assert_eq!(h.ending().map(|e| e.result), Some(GameResult::BlackWins));
    assert_eq!(h.result_line(), "0-1 · Black wins by checkmate");
    assert_eq!(h.move_list(), "1... Rb8xb5#");
    // No move after the end.
    let err = History::from_pgn("1... Rb8xb5 2. Ka1-b2", &setup).unwrap_err();
    assert!(
        matches!(
            err,
            HistoryError::Move {
                ply: 2,
                error: MoveError::GameOver,
                ..
            }
        ),
        "{err:?}"
    );
}
