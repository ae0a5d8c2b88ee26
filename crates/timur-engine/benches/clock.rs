//! How the UCI loop uses its time (issue 35), measured from outside as a GUI sees it: the wall
//! time from sending `go` to reading `bestmove`.
//!
//! 1. `go movetime 100/500/1000`, five times each from two middle-game positions: used time
//!    min/median/max and the worst overshoot (target: at least 90 % used unless a mate is found,
//!    never more than 50 ms over).
//! 2. A game fragment on the clock, `wtime 60000 btime 60000 winc 1000 binc 1000`, the engine
//!    playing both sides: per move the time used, the time manager's budget and the clock after.
//!
//! Run: `cargo bench -p timur-engine --bench clock` (about a minute and a half).

use std::io::{BufReader, Read, Write};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::time::{Duration, Instant};
use timur_engine::time::{allocate, Clock};
use timur_engine::{Engine, Limits};
use timur_rules::{Position, VariantId};

/// The loop's input: lines sent on a channel, the end of the input when it closes.
struct Input {
    rx: Receiver<String>,
    buf: Vec<u8>,
    at: usize,
}

impl Read for Input {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.at >= self.buf.len() {
            match self.rx.recv() {
                Ok(line) => {
                    self.buf = format!("{line}\n").into_bytes();
                    self.at = 0;
                }
                Err(_) => return Ok(0),
            }
        }
        let n = out.len().min(self.buf.len() - self.at);
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// The loop's output: each whole line sent on a channel with the instant it was written.
struct Output {
    tx: Sender<(Instant, String)>,
    pending: Vec<u8>,
}

impl Write for Output {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(data);
        while let Some(i) = self.pending.iter().position(|&b| b == b'\n') {
            let line = String::from_utf8_lossy(&self.pending[..i]).into_owned();
            self.pending.drain(..=i);
            let _ = self.tx.send((Instant::now(), line));
        }
        Ok(data.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A UCI session with the loop on a thread of its own.
struct Session {
    tx: Sender<String>,
    rx: Receiver<(Instant, String)>,
}

impl Session {
    fn start() -> Session {
        let (tx, input) = channel();
        let (output, rx) = channel();
        std::thread::spawn(move || {
            timur_engine::uci::run_uci(
                BufReader::new(Input {
                    rx: input,
                    buf: Vec::new(),
                    at: 0,
                }),
                Output {
                    tx: output,
                    pending: Vec::new(),
                },
            )
        });
        Session { tx, rx }
    }

    /// Sends `position`, then `go …`; returns the best move and the time from sending `go` to
    /// reading `bestmove`.
    fn go(&self, position: &str, go: &str) -> (String, Duration, bool) {
        self.tx.send(position.to_string()).unwrap();
        let sent = Instant::now();
        self.tx.send(go.to_string()).unwrap();
        let mut mate = false;
        loop {
            let (at, line) = self.rx.recv().unwrap();
            if line.contains(" score mate ") {
                mate = true;
            }
            if let Some(best) = line.strip_prefix("bestmove ") {
                return (best.to_string(), at - sent, mate);
            }
        }
    }
}

/// Two middle-game positions: Tamerlane after 24 and 36 plies of engine play from the start.
fn middle_games() -> Vec<(String, String)> {
    let id = VariantId::Tamerlane;
    let mut engine = Engine::new();
    let mut pos = Position::start(id, id.default_options());
    let mut moves = Vec::new();
    let mut out = Vec::new();
    for ply in 1..=36 {
        let m = engine.best_move(&pos, Limits::nodes(3_000)).best.unwrap();
        moves.push(pos.move_text(&m));
        pos = pos.play_unchecked(&m);
        if ply == 24 || ply == 36 {
            out.push((
                format!("after {ply} plies"),
                format!("position startpos moves {}", moves.join(" ")),
            ));
        }
    }
    out
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let s = Session::start();
    s.tx.send("uci".into()).unwrap();
    println!("go movetime: wall time from `go` to `bestmove`, 5 runs each");
    println!(
        "{:<16} {:>8} {:>8} {:>8} {:>8} {:>10} {:>6}",
        "position", "movetime", "min", "median", "max", "overshoot", "mates"
    );
    for (name, position) in middle_games() {
        for target in [100u64, 500, 1000] {
            let mut used = Vec::new();
            let mut mates = 0;
            for _ in 0..5 {
                s.tx.send("ucinewgame".into()).unwrap();
                let (_, t, mate) = s.go(&position, &format!("go movetime {target}"));
                used.push(ms(t));
                mates += usize::from(mate);
            }
            used.sort_by(f64::total_cmp);
            println!(
                "{:<16} {:>8} {:>8.1} {:>8.1} {:>8.1} {:>+10.1} {:>6}",
                name,
                target,
                used[0],
                used[2],
                used[4],
                used[4] - target as f64,
                mates
            );
        }
    }

    println!();
    println!("game fragment: wtime 60000 btime 60000 winc 1000 binc 1000, 16 plies");
    println!(
        "{:>4} {:<12} {:>9} {:>9} {:>9} {:>10}",
        "ply", "move", "optimum", "maximum", "used", "clock after"
    );
    s.tx.send("ucinewgame".into()).unwrap();
    let inc = Duration::from_millis(1000);
    let mut clocks = [Duration::from_millis(60_000); 2];
    let mut moves: Vec<String> = Vec::new();
    let mut total = Duration::ZERO;
    for ply in 0..16 {
        let side = ply % 2;
        let budget = allocate(&Clock {
            time: clocks[side],
            increment: inc,
            moves_to_go: None,
        });
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        let go = format!(
            "go wtime {} btime {} winc 1000 binc 1000",
            clocks[0].as_millis(),
            clocks[1].as_millis()
        );
        let (best, used, _) = s.go(&position, &go);
        total += used;
        clocks[side] = clocks[side].saturating_sub(used) + inc;
        println!(
            "{:>4} {:<12} {:>9.0} {:>9.0} {:>9.1} {:>10.0}",
            ply + 1,
            best,
            ms(budget.optimum),
            ms(budget.maximum),
            ms(used),
            ms(clocks[side])
        );
        moves.push(best);
    }
    println!("average {:.0} ms a move over 16 plies", ms(total) / 16.0);
    s.tx.send("quit".into()).unwrap();
}
