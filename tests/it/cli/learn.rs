//! Local mode's lessons (issue 34): `learn` shows the list and the task where the player
//! stopped; a wrong move is explained, a right one is stored and the next task follows; the
//! progress is kept across a restart of `timur local`.

/// Runs `timur local --lang en-US` in `dir` with the whole of `input`; its stdout.
fn local(dir: &std::path::Path, input: &[u8]) -> String {
    crate::support::cli::local_ok(dir, &["--lang", "en-US"], input)
}

/// The lines of `out` from the first line equal to `from`, `n` of them.
fn from<'a>(out: &'a str, from: &str, n: usize) -> Vec<&'a str> {
    let lines: Vec<&str> = out.lines().collect();
    let i = lines
        .iter()
        .position(|l| *l == from)
        .unwrap_or_else(|| panic!("no line {from:?} in:\n{out}"));
    lines[i..(i + n).min(lines.len())].to_vec()
}

#[test]
fn lessons_explain_wrong_moves_advance_on_right_ones_and_keep_progress() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(
        dir.path(),
        b"learn\nFe5-d6\nFe5xd5\nFe5xf4\nnext\nback\nboard\n",
    );
    // The list, nothing finished, then the first task with its board and picture.
    assert_eq!(
        from(&out, "Lessons (0 of 31 finished):", 4),
        [
            "Lessons (0 of 31 finished):",
            "Tamerlane:",
            "· 1. General",
            "· 2. Vizier",
        ]
    );
    assert!(out.contains("· 17. Pawn\n"), "{out}");
    assert_eq!(
        from(&out, "General · lesson 1 of 31 · task 1 of 1", 3),
        [
            "General · lesson 1 of 31 · task 1 of 1",
            "The General (F) moves like this: one step diagonally.",
            "Task: capture an enemy piece with your general.",
        ]
    );
    assert!(out.contains("Picture: pics/learn-general-1.png\n"), "{out}");
    assert!(dir.path().join("pics/learn-general-1.png").exists());
    // A legal move that misses, a refused one, then the right one and the next task.
    assert!(
        out.contains(
            "\nFe5-d6 is a legal move, but it does not capture anything with your general.\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("\n'Fe5xd5' is not a legal move: a general on e5 cannot move to d5."),
        "{out}"
    );
    assert_eq!(
        from(&out, "Right: Fe5xf4.", 5),
        [
            "Right: Fe5xf4.",
            "Lesson finished: General ✓",
            "Vizier · lesson 2 of 31 · task 1 of 1",
            "The Vizier (V) moves like this: one step orthogonally.",
            "Task: capture an enemy piece with your vizier.",
        ]
    );
    // `next` skips to the giraffe; `back` returns to the game, whose board follows.
    assert!(
        out.contains("\nGiraffe · lesson 3 of 31 · task 1 of 2\n"),
        "{out}"
    );
    assert!(out.contains("\nBack to your game.\n"), "{out}");
    // After a restart: the general is ticked, and the lessons go on with the vizier (the
    // lesson last worked in is finished, so the first one not finished).
    let out = local(dir.path(), b"learn\nVe5xe6\nquit\n");
    assert_eq!(
        from(&out, "Lessons (1 of 31 finished):", 4),
        [
            "Lessons (1 of 31 finished):",
            "Tamerlane:",
            "✓ 1. General",
            "· 2. Vizier",
        ]
    );
    assert!(
        out.contains("\nVizier · lesson 2 of 31 · task 1 of 1\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "\nRight: Ve5xe6.\nLesson finished: Vizier ✓\nGiraffe · lesson 3 of 31 · task 1 of 2\n"
        ),
        "{out}"
    );
    // A lesson by name, in another language, and one that does not exist.
    let out = crate::support::cli::local_ok(
        dir.path(),
        &["--lang", "ru"],
        b"learn mate\nRb1-b2\nlearn nothing\n",
    );
    assert!(
        out.contains("\nRb1-b2 — допустимый ход, но он не объявляет шах.\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "\nУрока «nothing» нет; в списке показаны все уроки.\nУроки (пройдено 2 из 31):\n"
        ),
        "{out}"
    );
}
