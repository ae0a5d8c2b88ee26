//! The one runner of the `timur` binary under test: its environment is cleared of
//! `DISCORD_TOKEN` and `DATABASE_URL` (a test names its database and token itself).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// `timur` as a command to add arguments to, without the bot's token and database in its
/// environment.
pub fn command() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_timur"));
    c.env_remove("DISCORD_TOKEN").env_remove("DATABASE_URL");
    c
}

/// What a finished run printed: exit code (-1 when killed by a signal), stdout, stderr.
pub struct Run {
    /// The exit code; -1 when killed by a signal.
    pub code: i32,
    /// Standard output, bytes.
    pub stdout: Vec<u8>,
    /// Standard error, text.
    pub stderr: String,
}

impl Run {
    /// (exit code, stdout as text, stderr).
    pub fn text(self) -> (i32, String, String) {
        (
            self.code,
            String::from_utf8(self.stdout).unwrap(),
            self.stderr,
        )
    }
}

/// Runs `c` with `input` on its stdin (closed after it) and waits for it.
pub fn finish(mut c: Command, input: &[u8]) -> Run {
    let mut child = c
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: out.stdout,
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// Runs `timur ARGS` in `dir` (the test process's folder when `None`) with nothing on stdin.
pub fn run_raw(dir: Option<&Path>, args: &[&str]) -> Run {
    let mut c = command();
    c.args(args);
    if let Some(dir) = dir {
        c.current_dir(dir);
    }
    finish(c, b"")
}

/// `timur ARGS`: (exit code, stdout, stderr).
pub fn timur(args: &[&str]) -> (i32, String, String) {
    run_raw(None, args).text()
}

/// `timur ARGS` in `dir`: (exit code, stdout, stderr).
pub fn timur_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    run_raw(Some(dir), args).text()
}

/// `timur local --db g.db --boards pics ARGS` in `dir` with the whole of `input` typed:
/// (exit code, stdout, stderr).
pub fn local(dir: &Path, args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut c = command();
    c.args(["local", "--db", "g.db", "--boards", "pics"])
        .args(args)
        .current_dir(dir);
    finish(c, input).text()
}

/// Like [`local`], asserting exit 0; its stdout.
#[track_caller]
pub fn local_ok(dir: &Path, args: &[&str], input: &[u8]) -> String {
    let (code, out, err) = local(dir, args, input);
    assert_eq!(code, 0, "{err}");
    out
}
