//! `timur selfplay`: refused input and the shape of its result line.

use crate::support::cli::timur;

#[test]
fn zero_games_is_refused_before_any_game() {
    let (code, out, err) = timur(&[
        "selfplay",
        "--variant",
        "herat",
        "--a",
        "greedy",
        "--b",
        "greedy",
        "--games",
        "0",
    ]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("invalid value '0' for '--games <GAMES>'"),
        "{err}"
    );
}

/// Issue 35: `selfplay` counts the distinct games, so the levels' variety can be measured; a
/// fixed seed plays the same games again, another seed other ones.
#[test]
fn selfplay_counts_distinct_games_and_a_seed_replays_them() {
    let run = |seed: &str| {
        let (code, out, err) = timur(&[
            "selfplay",
            "--variant",
            "tamerlane",
            "--a",
            "level:3",
            "--b",
            "level:3",
            "--games",
            "4",
            "--random-plies",
            "0",
            "--max-plies",
            "6",
            "--seed",
            seed,
            "--verbose",
        ]);
        assert_eq!(code, 0, "{err}");
        out
    };
    let first = run("1");
    assert_eq!(
        first.lines().last(),
        Some("distinct games: 4 of 4"),
        "{first}"
    );
    assert_eq!(run("1"), first);
    assert_ne!(run("2"), first);
}
