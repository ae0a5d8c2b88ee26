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
