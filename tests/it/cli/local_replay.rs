//! Local mode's `export` command and the game-over GIF in the boards folder.

/// Runs `timur local` in `dir` with the whole of `input`; its stdout (exit 0 asserted).
fn local(dir: &std::path::Path, input: &[u8]) -> String {
    crate::support::cli::local_ok(dir, &[], input)
}

/// The number of frames of a GIF.
fn frames(bytes: &[u8]) -> usize {
    let mut dec = gif::DecodeOptions::new()
        .read_info(bytes)
        .expect("valid GIF");
    let mut n = 0;
    while dec.read_next_frame().expect("valid frame").is_some() {
        n += 1;
    }
    n
}

#[test]
fn export_writes_each_format_next_to_the_boards_and_the_end_writes_the_gif() {
    let dir = tempfile::tempdir().unwrap();
    let pics = dir.path().join("pics");
    let out = local(
        dir.path(),
        b"e3-e4\ne8-e7\nexport gif\nexport HTML\nexport\nexport svg\n",
    );
    for line in [
        "Exported: pics/default-g1.gif",
        "Exported: pics/default-g1.html",
        "Exported: pics/default-g1.pgn",
        "Unknown export format 'svg': use gif, html or pgn.",
    ] {
        assert_eq!(out.matches(line).count(), 1, "{line} in {out}");
    }
    let gif = std::fs::read(pics.join("default-g1.gif")).unwrap();
    assert_eq!(frames(&gif), 4);
    let html = std::fs::read_to_string(pics.join("default-g1.html")).unwrap();
    assert!(html.contains("e3-e4") && html.contains("e8-e7"));
    let pgn = std::fs::read_to_string(pics.join("default-g1.pgn")).unwrap();
    assert!(pgn.ends_with("\n\n1. e3-e4 e8-e7 *\n"), "{pgn}");
    // The end: the result, then the game GIF (replacing the running game's export).
    let out = local(dir.path(), b"resign\nyes\n");
    let end = "Game over: White resigned; Black wins (0-1).\nGame GIF: pics/default-g1.gif\n";
    assert!(out.contains(end), "{out}");
    let gif = std::fs::read(pics.join("default-g1.gif")).unwrap();
    assert_eq!(frames(&gif), 4);
    // A game without moves ends without one.
    let out = local(dir.path(), b"new\nresign\nyes\n");
    assert!(!out.contains("Game GIF"), "{out}");
    assert!(!pics.join("default-g2.gif").exists());
}

#[test]
fn analysis_waits_for_the_end_then_writes_the_boards_of_the_mistakes_and_the_replay() {
    let dir = tempfile::tempdir().unwrap();
    let pics = dir.path().join("pics");
    let out = local(
        dir.path(),
        b"Nb2-c4\ne8-e7\nanalysis\nNc4-d6\ne7xd6\nresign\nyes\nanalysis\n",
    );
    assert_eq!(
        out.matches("The computer analyses finished games only: finish this one first.")
            .count(),
        1,
        "{out}"
    );
    assert!(
        out.contains("The computer is analysing 4 plies…\n"),
        "{out}"
    );
    // The knight walking onto d6 is White's blunder (ply 3), its board written.
    let blunder = out
        .lines()
        .find(|l| l.starts_with("• 2. Nc4-d6?? blunder; better was "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(blunder.contains(", then 2... "), "{blunder}");
    let white = out
        .lines()
        .find(|l| l.starts_with("White: accuracy "))
        .unwrap();
    assert!(
        white.ends_with(" blunder") || white.ends_with(" blunders"),
        "{white}"
    );
    assert!(
        out.lines().any(|l| l.starts_with("Black: accuracy ")),
        "{out}"
    );
    let written = out
        .lines()
        .find(|l| l.starts_with("The boards of the mistakes and the replay with the analysis: "))
        .unwrap();
    assert!(
        written.contains("pics/default-g1-analysis-003.png"),
        "{written}"
    );
    assert!(
        written.ends_with("pics/default-g1-analysis.html"),
        "{written}"
    );
    let png = std::fs::read(pics.join("default-g1-analysis-003.png")).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let html = std::fs::read_to_string(pics.join("default-g1-analysis.html")).unwrap();
    assert!(html.contains("\"analysis\":{\"wp\":[") && html.contains("2. Nc4-d6??"));
}
