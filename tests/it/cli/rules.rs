//! The rules tools of the `timur` binary stay robust (issue 10): perft of any depth runs or is
//! refused with its limit, a closed stdout ends the program quietly, `-o -` writes the PNG to
//! stdout, input is echoed short, and local mode says what a special move did.

use crate::support::cli::{command, run_raw};
use std::io::{Read, Write};
use std::process::Stdio;

fn timur(args: &[&str]) -> (i32, Vec<u8>, String) {
    let run = run_raw(None, args);
    (run.code, run.stdout, run.stderr)
}

#[test]
fn a_perft_beyond_the_limit_is_refused_not_crashed() {
    let (code, out, err) = timur(&["perft", "--depth", "3000"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "error: --depth 3000 is too deep: the limit is 32 plies (depth 6 of Tamerlane already takes minutes)\n"
    );
    // Depth 0 counts the one empty sequence.
    let (code, out, _) = timur(&["perft", "--depth", "0"]);
    assert_eq!((code, out.as_slice()), (0, b"1\n".as_slice()));
    // A deep perft of a finished game (no legal moves) runs at once.
    let (code, out, _) = timur(&[
        "perft",
        "--tfen",
        "11/12/11/11/11/11/11/11/12/K9k w - 00 0 1",
        "--option",
        "bare-king=loses",
        "--depth",
        "32",
    ]);
    assert_eq!((code, out.as_slice()), (0, b"0\n".as_slice()));
}

#[test]
fn a_deep_perft_counts_with_a_progress_bar_hidden_when_stderr_is_not_a_terminal() {
    // Depth 4 goes through the progress-bar path (per reply); the count is the same.
    let (code, out, err) = timur(&[
        "perft",
        "--variant",
        "herat",
        "--tfen",
        "k11/12/12/12/12/12/12/12/12/12/12/K11 w - -",
        "--depth",
        "4",
        "--divide",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "", "no bar on a pipe");
    // The same counts as the library's divide (which recurses without the bar).
    let id = timur::rules::VariantId::Herat;
    let pos = timur::rules::Position::from_tfen(
        id,
        id.default_options(),
        "k11/12/12/12/12/12/12/12/12/12/12/K11 w - -",
    )
    .unwrap();
    let mut want: Vec<String> = timur::rules::divide(&pos, 4)
        .into_iter()
        .map(|(m, n)| format!("{} {n}", pos.move_text(&m)))
        .collect();
    want.sort();
    want.push(timur::rules::perft(&pos, 4).to_string());
    assert_eq!(String::from_utf8(out).unwrap(), want.join("\n") + "\n");
    assert_eq!(want.len(), 4);
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let mut child = command()
        .args([
            "perft",
            "--variant",
            "tamerlane",
            "--depth",
            "3",
            "--divide",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 4];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let status = child.wait().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(err, "", "no panic, no message");
    assert!(status.success(), "{status:?}");
}

#[test]
fn render_to_stdout_writes_the_png_there() {
    let dir = tempfile::tempdir().unwrap();
    let out = command()
        .args(["render", "--variant", "herat", "-o", "-"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(&out.stdout[..8], b"\x89PNG\r\n\x1a\n");
    assert!(!dir.path().join("-").exists(), "no file named -");
}

#[test]
fn long_input_is_echoed_short() {
    let long = "w".repeat(10_000);
    let (code, _, err) = timur(&[
        "moves",
        "--tfen",
        &format!("11/12/11/11/11/11/11/11/12/K9k {long} - 00"),
    ]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        format!(
            "error: invalid TFEN: side to move must be 'w' or 'b', not '{}…'\n",
            "w".repeat(24)
        )
    );
    let (code, _, err) = timur(&["moves", "--variant", &long]);
    assert_eq!(code, 2);
    assert!(err.len() < 400, "{err}");
    assert!(
        err.starts_with(&format!(
            "error: unknown variant '{}…'; variants: tamerlane, ",
            "w".repeat(24)
        )),
        "{err}"
    );
}

#[test]
fn local_mode_says_what_a_special_move_did() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = command()
        .args([
            "local",
            "--db",
            "g.db",
            "--boards",
            "pics",
            "--variant",
            "herat",
        ])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // White's pawn reaches e8; Black's d-pawn double-steps past it; White takes en passant.
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e3-e5\na10-a9\ne5-e7\na9-a8\ne7-e8\nd10-d8\ne8xd9\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("White played 4. e8xd9. En passant: the Pawn on d8 is captured.\n"),
        "{text}"
    );
}
