//! `timur render --gif` / `--html`: a whole game from a move list or a PGN-style file.

use crate::support::cli::timur_in as timur;
use timur::rules::{MoveError, Position, VariantId};

fn gif_frames(bytes: &[u8]) -> usize {
    let mut dec = gif::DecodeOptions::new().read_info(bytes).unwrap();
    let mut n = 0;
    while dec.read_next_frame().unwrap().is_some() {
        n += 1;
    }
    n
}

#[test]
fn gif_from_a_move_list_has_a_frame_per_ply_plus_two() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = timur(
        dir.path(),
        &[
            "render",
            "--gif",
            "--moves",
            "1. e3-e4 e8-e7 2. Nb2-c4",
            "-o",
            "g.gif",
        ],
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let bytes = std::fs::read(dir.path().join("g.gif")).unwrap();
    assert_eq!(
        out,
        format!(
            "wrote g.gif (5 frames, 952×778 px, {} bytes)\n",
            bytes.len()
        )
    );
    assert_eq!(gif_frames(&bytes), 5);
    // Without -o the file is game.gif.
    let (code, out, _) = timur(dir.path(), &["render", "--gif", "--moves", "e3-e4"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("wrote game.gif (3 frames, "), "{out}");
    assert_eq!(
        gif_frames(&std::fs::read(dir.path().join("game.gif")).unwrap()),
        3
    );
}

#[test]
fn html_from_a_pgn_file_takes_variant_players_and_result_from_its_tags() {
    let id = VariantId::Herat;
    let start = Position::start(id, id.default_options());
    let m = start.legal_moves()[0];
    let first = start.move_text(&m);
    let after = start.play(&m).unwrap();
    let second = after.move_text(&after.legal_moves()[0]);
    let pgn = format!(
        "[Event \"Timur correspondence game\"]\n[White \"alice\"]\n[Black \"bob\"]\n[Result \"0-1\"]\n[Variant \"Herat\"]\n[Options \"-\"]\n\n1. {first} {second} 0-1\n"
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("g.pgn"), pgn).unwrap();
    let (code, out, err) = timur(dir.path(), &["render", "--html", "--pgn", "g.pgn"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let html = std::fs::read_to_string(dir.path().join("game.html")).unwrap();
    assert_eq!(
        out,
        format!("wrote game.html (2 plies, {} bytes)\n", html.len())
    );
    assert!(html.contains("<title>alice (White) vs bob (Black) · Herat</title>"));
    assert!(html.contains("<div id=\"result\">0-1 · Black wins</div>"));
    assert!(html.contains(&format!("\"1. {first}\",\"1... {second}\"")));
}

#[test]
fn a_bad_move_or_no_moves_is_refused_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = timur(dir.path(), &["render", "--gif", "--moves", "e3-e4 zz"]);
    let why = MoveError::Unparseable { input: "zz".into() };
    assert_eq!(
        (code, out.as_str(), err),
        (
            2,
            "",
            format!(
                "error: move 2: {}\n",
                timur::explain::move_error(&why, timur::i18n::Lang::En)
            )
        )
    );
    let (code, _, err) = timur(dir.path(), &["render", "--html"]);
    assert_eq!(
        (code, err.as_str()),
        (2, "error: --gif and --html need --moves or --pgn\n")
    );
    assert!(!dir.path().join("game.gif").exists());
    assert!(!dir.path().join("game.html").exists());
}
