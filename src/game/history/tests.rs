//! The story's unit tests: numbers, move lists, PGN both ways, the typed ending and the
//! replay's texts in a language.

// The whole file is test code: the literal scanner (`crate::i18n::check`) stops here.
#[cfg(test)]
use super::pgn::{movetext_moves, tag_pair, variant_named};
use super::*;
use crate::game::End;
use crate::rules::Color;
use crate::store::MoveRow;

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

/// A finished game stored as Alice (White) against Bob (Black): three plies, then `end`.
fn stored(end: End) -> (GameRecord, Vec<MoveRow>) {
    let mut rec = GameRecord::alice_and_bob(VariantId::Tamerlane);
    let g = game(&["e3-e4", "e8-e7", "Nb2-c4"]);
    let mut pos = *g.start();
    let rows = g
        .moves()
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let text = pos.move_text(mv);
            pos = pos.play(mv).unwrap();
            MoveRow {
                game_id: rec.id,
                ply: i as i64 + 1,
                text,
                san: None,
                tfen_after: pos.to_tfen(),
                rep_key: None,
                succeeded: None,
                player_id: if i % 2 == 0 { "1" } else { "2" }.to_string(),
                played_at: 100 + i as i64,
            }
        })
        .collect();
    rec.status = Status::Finished;
    rec.ply = 3;
    rec.tfen = pos.to_tfen();
    rec.end = Some(end);
    (rec, rows)
}

/// The ending of a game stored with `end`, as its history reads it back.
fn stored_ending(end: End) -> Ending {
    let (rec, rows) = stored(end);
    History::from_rows(&rec, &rows)
        .unwrap()
        .ending()
        .cloned()
        .unwrap()
}

#[test]
fn a_stored_ending_is_typed_and_said_in_each_language() {
    let resigned = End::new(EndReason::Resignation, Some(GameResult::BlackWins), 200).by("1");
    let (rec, rows) = stored(resigned);
    let h = History::from_rows(&rec, &rows).unwrap();
    let e = h.ending().unwrap();
    assert_eq!(
        e,
        &Ending::new(GameResult::BlackWins, EndReason::Resignation)
    );
    assert_eq!(e.sentence(Lang::En), "White resigned; Black wins");
    assert_eq!(e.sentence(Lang::Ru), "Белые сдались; чёрные победили");
    assert_eq!(e.sentence(Lang::ZhCn), "白方认输；黑方获胜");
    assert_eq!(h.result_line(), "0-1 · White resigned; Black wins");
    // A citadel draw names its claimant, a note is shown as stored.
    let claim = End::new(EndReason::CitadelClaim, Some(GameResult::Draw), 200).by("2");
    let e = stored_ending(claim);
    assert_eq!(
        (e.reason, e.claimant.as_deref()),
        (Some(EndReason::CitadelClaim), Some("Bob"))
    );
    assert_eq!(
        e.sentence(Lang::En),
        "Draw claimed by Bob: their Shah stands in the opponent's citadel"
    );
    let mut old = End::new(EndReason::Other, Some(GameResult::WhiteWins), 200);
    old.note = Some("Black lost on a Tuesday".into());
    let e = stored_ending(old);
    assert_eq!(
        e,
        Ending::noted(GameResult::WhiteWins, "Black lost on a Tuesday")
    );
    assert_eq!(e.sentence(Lang::De), "Black lost on a Tuesday");
    // No ending while the game runs, nor for a game that ended without a result.
    let (mut rec, rows) = stored(End::new(EndReason::Abort, None, 200).by("1"));
    assert_eq!(History::from_rows(&rec, &rows).unwrap().ending(), None);
    rec.status = Status::Active;
    rec.end = None;
    assert_eq!(History::from_rows(&rec, &rows).unwrap().ending(), None);
}

#[test]
fn a_pgn_ending_is_typed_from_the_rules_or_the_result_tag() {
    let h = History::from_pgn("[Result \"0-1\"]\n1. e3-e4 e8-e7 0-1", &tamerlane()).unwrap();
    assert_eq!(h.ending(), Some(&Ending::of_result(GameResult::BlackWins)));
    assert_eq!(h.ending().unwrap().reason, None);
    assert_eq!(h.ending().unwrap().sentence(Lang::Fr), "Les Noirs gagnent");
    let draw = History::from_pgn("[Result \"1/2-1/2\"]\n1. e3-e4", &tamerlane()).unwrap();
    assert_eq!(draw.result_line_in(Lang::Es), "1/2-1/2 · Tablas");
    let setup = Setup {
        tfen: Some("10k/12/rr9/11/11/1I9/11/11/12/K10 b - 00 0 1".into()),
        ..tamerlane()
    };
    let mate = History::from_pgn("1... Rb8xb5", &setup).unwrap();
    assert_eq!(
        mate.ending(),
        Some(&Ending::new(GameResult::BlackWins, EndReason::Checkmate))
    );
    assert_eq!(mate.result_line_in(Lang::ZhTw), "0-1 · 黑方將死獲勝");
}

#[test]
fn a_finished_games_replay_is_captioned_in_the_readers_language() {
    let resigned = End::new(EndReason::Resignation, Some(GameResult::WhiteWins), 200).by("2");
    let (rec, rows) = stored(resigned);
    let h = History::from_rows(&rec, &rows).unwrap();
    let ru = h.replay_in(Lang::Ru);
    assert_eq!(
        ru.texts.captions,
        [
            "Alice — Bob · Тамерлан · начальная позиция",
            "Alice — Bob · 1. e3-e4",
            "Alice — Bob · 1... e8-e7",
            "Alice — Bob · 2. Nb2-c4",
            "Alice — Bob · 1-0 · Чёрные сдались; белые победили после 2. Nb2-c4",
        ]
    );
    assert_eq!(ru.texts.title, "Alice (белые) — Bob (чёрные) · Тамерлан");
    assert_eq!(ru.texts.result_line, "1-0 · Чёрные сдались; белые победили");
    assert_eq!(ru.texts.lang, Lang::Ru);
    let zh = h.replay_in(Lang::ZhCn);
    assert_eq!(
        zh.texts.captions[4],
        "Alice 对 Bob · 1-0 · 黑方认输；白方获胜（2. Nb2-c4 之后）"
    );
    // (The variant's name as the Chinese catalog writes it, `explain-variant-tamerlane`.)
    let variant = crate::explain::guide::variant_name(VariantId::Tamerlane, Lang::ZhCn);
    assert_eq!(
        zh.texts.title,
        format!("Alice（白方） 对 Bob（黑方） · {variant}")
    );
    // English stays as it was.
    let en = h.replay();
    assert_eq!(
        en.texts.captions[4],
        "Alice vs Bob · 1-0 · Black resigned; White wins after 2. Nb2-c4"
    );
    assert_eq!(en.texts.title, "Alice (White) vs Bob (Black) · Tamerlane");
    // Players named after their sides (local mode's) are named once, in the reader's
    // language whichever language named them.
    let sides = five_plies("White", "Чёрные");
    assert_eq!(
        sides.replay_in(Lang::Ru).texts.title,
        "Белые — Чёрные · Тамерлан"
    );
    assert_eq!(
        sides.caption_in(0, Lang::En),
        "White vs Black · Tamerlane · start"
    );
    // A running game, in German.
    let running = five_plies("Alice", "Bob");
    assert_eq!(running.result_line_in(Lang::De), "Partie läuft");
    assert_eq!(
        running.caption_in(6, Lang::De),
        "Alice gegen Bob · Partie läuft nach 3. d3-d4"
    );
}

#[test]
fn variant_names_in_english_are_the_rules_names() {
    for id in VariantId::ALL {
        assert_eq!(crate::explain::guide::variant_name(id, Lang::En), id.name());
    }
}
