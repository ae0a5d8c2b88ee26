//! Conditional moves in local mode (issue 21): `premove <line>` for the side not to move,
//! `premove list`, `premove remove N`, `premove clear`, and the reply printed as a conditional
//! move right after the move it answers.

/// Runs `timur local` in `dir` with the whole of `input`; its stdout (exit 0 asserted).
fn local(dir: &std::path::Path, input: &[u8]) -> String {
    crate::support::cli::local_ok(dir, &[], input)
}

#[test]
fn premove_lines_are_stored_listed_removed_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(
        dir.path(),
        b"premove e3e4 e8-e7 f3-f4 f8-f7\npremove d3-d4 d8-d7\npremove e3-e4 c8-c7\npremove remove 2\npremove list\ne3-e4\n",
    );
    // Stored for Black (the side not to move), in canonical text with move numbers.
    assert!(
        out.contains("Your conditional moves in this game (1 of 16; only you see them):\nLine 1: 1. e3-e4 e8-e7 2. f3-f4 f8-f7\n"),
        "{out}"
    );
    assert!(
        out.contains("Your conditional moves in this game (2 of 16; only you see them):\nLine 1: 1. e3-e4 e8-e7 2. f3-f4 f8-f7\nLine 2: 1. d3-d4 d8-d7\n"),
        "{out}"
    );
    assert!(
        out.contains("This line answers e3-e4 with c8-c7, but your line 1 (1. e3-e4 e8-e7 2. f3-f4 f8-f7) answers it with e8-e7. Remove that line first, or keep to its reply.\n"),
        "{out}"
    );
    assert_eq!(
        out.matches("Your conditional moves in this game (1 of 16; only you see them):\nLine 1: 1. e3-e4 e8-e7 2. f3-f4 f8-f7\n").count(),
        3,
        "{out}"
    );
    // White's move, then Black's reply at once, marked.
    let white = out.find("White played 1. e3-e4.").expect(&out);
    let black = out
        .find("Black played 1... e8-e7 (conditional move).\nWhite, your move.")
        .expect(&out);
    assert!(white < black, "{out}");
    // The rest of the line waits; a deviation drops it; clear says there is none.
    let out = local(dir.path(), b"premove list\ng3-g4\nd8-d7\npremove list\n");
    assert!(
        out.contains("Your conditional moves in this game (1 of 16; only you see them):\nLine 1: 2. f3-f4 f8-f7\n"),
        "{out}"
    );
    assert!(!out.contains("(conditional move)"), "{out}");
    assert!(
        out.ends_with("You have no conditional moves stored in this game.\nGame saved. Run `timur local` again to continue.\n"),
        "{out}"
    );
    let out = local(
        dir.path(),
        b"premove h3-h4 h8-h7\npremove a3-a4 a8-a7 b3-b4\npremove a3-a4 a8-a7\npremove clear\npremove list\n",
    );
    assert!(
        out.contains("A line ends with your reply: add what you would play after b3-b4.\n"),
        "{out}"
    );
    assert!(
        out.contains("Your conditional moves in this game (2 of 16; only you see them):\nLine 1: 3. h3-h4 h8-h7\nLine 2: 3. a3-a4 a8-a7\n"),
        "{out}"
    );
    assert_eq!(
        out.matches("You have no conditional moves stored in this game.")
            .count(),
        2,
        "{out}"
    );
}
