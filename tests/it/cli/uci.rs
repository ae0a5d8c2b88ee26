//! `timur uci` and `timur bestmove`: exact transcripts (times and speeds masked).

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

/// Masks the figures that depend on the machine: the values after `time` and `nps`.
fn mask(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').collect();
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 && matches!(words[i - 1], "time" | "nps") {
            out.push("*");
        } else {
            out.push(w);
        }
    }
    out.join(" ")
}

struct Session {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Session {
    fn start() -> Session {
        let mut child = crate::support::cli::command()
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Session {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `last`.
    fn until(&mut self, last: &str) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                self.output.read_line(&mut line).unwrap() > 0,
                "EOF after {out:?}"
            );
            let line = mask(line.trim_end());
            let done = line.starts_with(last);
            out.push(line);
            if done {
                return out;
            }
        }
    }
}

#[test]
fn uci_transcript() {
    let mut s = Session::start();
    s.send("uci");
    assert_eq!(
        s.until("uciok"),
        [
            format!("id name Timur {}", env!("CARGO_PKG_VERSION")).as_str(),
            "id author the Timur authors",
            "option name UCI_Variant type combo default tamerlane var tamerlane var tamerlane-feminine var tamerlane-arabshah var tamerlane-full var herat var wild-herat var mirza var wild-mirza var babur var wild-babur var samarkand var wild-samarkand",
            "option name UCI_Options type string default <empty>",
            "option name Hash type spin default 16 min 1 max 4096",
            "uciok",
        ]
    );
    s.send("isready");
    assert_eq!(s.until("readyok"), ["readyok"]);
    s.send("frobnicate");
    s.send("setoption name UCI_Variant value herat");
    s.send("ucinewgame");
    s.send("position tfen 10k1/12/12/12/12/12/12/12/3Q4r3/12/12/K11 w - - 0 1");
    s.send("go depth 2");
    assert_eq!(
        s.until("bestmove"),
        [
            "info string error: unknown command 'frobnicate'",
            "info depth 1 seldepth 4 score cp 991 nodes 53 nps * time * pv Qd4xi4",
            "info depth 2 seldepth 6 score cp 1015 nodes 223 nps * time * pv Qd4xi4 Kk12-l12",
            "bestmove Qd4xi4",
        ]
    );
    s.send("position startpos moves e3-e4 e10-e9");
    s.send("position tfen nonsense");
    assert_eq!(s.until("info string"), ["info string error: invalid TFEN: expected 4 or 6 fields (placement, side, -, en passant square, and optionally the two counters), found 1"]);
    s.send("position tfen 10k1/12/12/12/12/12/12/12/3Q4r3/12/12/K11 w - - 0 1");
    s.send("go infinite");
    // The first iteration is done (its best move known) before the next command.
    s.until("info depth");
    s.send("stop");
    let lines = s.until("bestmove");
    assert!(
        lines.last().unwrap().starts_with("bestmove Qd4xi4"),
        "{lines:?}"
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

/// A `position` command that does not read is answered with an error and changes nothing:
/// the search that follows is the one of the previous position. The errors are the rules
/// crate's technical texts (the loop lives in the engine crate, which has no translations).
#[test]
fn a_bad_position_is_refused_and_the_previous_one_kept() {
    let mut s = Session::start();
    s.send("setoption name UCI_Variant value herat");
    s.send("position tfen 10k1/12/12/12/12/12/12/12/3Q4r3/12/12/K11 w - - 0 1");
    s.send("position startpos mvoes e3-e4");
    s.send("position startpos moves e3-e4 zz");
    s.send("position startpos moves e3-e4 e3-e4");
    s.send("go depth 2");
    assert_eq!(
        s.until("bestmove"),
        [
            "info string error: expected 'moves' after the position, not 'mvoes'",
            "info string error: unreadable move text 'zz'",
            "info string error: illegal move 'e3-e4': EmptySquare(e3)",
            "info depth 1 seldepth 4 score cp 991 nodes 53 nps * time * pv Qd4xi4",
            "info depth 2 seldepth 6 score cp 1015 nodes 223 nps * time * pv Qd4xi4 Kk12-l12",
            "bestmove Qd4xi4",
        ]
    );
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn bestmove_prints_move_and_evaluation() {
    let out = crate::support::cli::command()
        .args([
            "bestmove",
            "--variant",
            "tamerlane",
            "--tfen",
            "10k/2R9/11/11/11/11/11/11/12/K1R8 w - 00 0 1",
            "--depth",
            "3",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<String> = text.lines().map(mask).collect();
    assert_eq!(lines[0], "Rc1-c10 #1");
    assert!(lines[1].starts_with("depth 3 nodes "), "{}", lines[1]);
    assert!(lines[1].ends_with(" pv Rc1-c10"), "{}", lines[1]);
}

/// Found by a newcomer trial: `position` (or `go`, `setoption`, `ucinewgame`) during `go
/// infinite` waited for a search that only `stop` ends, so the engine hung, `stop` and `quit`
/// included.
#[test]
fn a_command_during_go_infinite_stops_the_search_instead_of_hanging() {
    let mut s = Session::start();
    s.send("setoption name UCI_Variant value herat");
    s.send("position tfen 10k1/12/12/12/12/12/12/12/3Q4r3/12/12/K11 w - - 0 1");
    s.send("go infinite");
    // The first iteration is done (its best move known) before the next command.
    s.until("info depth");
    // The new position ends the infinite search (its best move is printed), then applies.
    s.send("position tfen 10k1/12/12/12/12/12/12/12/3Q8/12/12/K11 w - - 0 1");
    let lines = s.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove Qd4xi4", "{lines:?}");
    s.send("go depth 1");
    let lines = s.until("bestmove");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("info depth 1 "), "{lines:?}");
    assert_ne!(lines[1], "bestmove Qd4xi4", "{lines:?}");
    s.send("go infinite");
    s.until("info depth");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}
