//! `timur selfplay`: refused input and the shape of its result line.

use std::process::Command;

fn timur(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_timur"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

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
