//! Timur's engine as a UCI engine: [`run_uci`] speaks the Universal Chess Interface on any
//! reader and writer, so a GUI, a tournament manager or a script can play against the engine
//! without the Timur bot (the bot's `timur uci` command is this loop on standard input and
//! output).
//!
//! Supported commands (one per line; unknown ones are answered with
//! `info string error: unknown command '…'`):
//!
//! | command | answer |
//! |---|---|
//! | `uci` | `id name Timur <version>`, `id author …`, the options below, `uciok` |
//! | `isready` | `readyok` (at once, also during a search) |
//! | `setoption name UCI_Variant value <id>` | the variant (`tamerlane`, `herat`, …); resets the position to its start |
//! | `setoption name UCI_Options value <key=value …>` | the variant's rule options (`giraffe-min=2 …`); resets the position |
//! | `setoption name Hash value <MiB>` | the transposition table's size, 1–4096 MiB |
//! | `ucinewgame` | forgets what earlier searches learnt; the start position |
//! | `position startpos [moves …]`, `position tfen <TFEN> [moves …]` | the position to search (`fen` is read as `tfen`) |
//! | `go [depth D] [nodes N] [movetime MS] [wtime MS] [btime MS] [winc MS] [binc MS] [movestogo N] [infinite]` | `info depth …` after each depth, then `bestmove <move>` (`(none)` when the game is over) |
//! | `stop` | ends the search; its `bestmove` follows |
//! | `quit` | ends the search and the loop |
//!
//! Moves are in Timur's canonical text (`e3-e4`, `Nb2-c3`, `P@e6`, …; the Timur rules' §6.2),
//! positions in TFEN. `go movetime` uses the time whole (unless a mate is found or there is
//! one legal move); a `go` with the mover's clock (`wtime`/`btime`, `winc`/`binc`, `movestogo`)
//! and no `movetime` thinks as the time manager ([`crate::time`]) allots; a `go` without any
//! limit thinks for 1 s. A
//! `position` command that does not read (a bad TFEN, a word other than `moves` after it, a
//! move that is unreadable or not legal) is answered with one `info string error: …` line and
//! changes nothing: the previous position stays, so a following `go` searches that one. A
//! command that needs the engine idle (`position`, `go`, `setoption`, `ucinewgame`) waits for a
//! running search to end, and ends a `go infinite` one first. At the end of the input a running
//! search is finished (a `go infinite` one stopped) and its `bestmove` printed.
//!
//! ```
//! // Prints the `info` lines of depths 1 and 2, then `bestmove …`.
//! let input = "position startpos moves e3-e4 e8-e7\ngo depth 2\n";
//! timur_engine::uci::run_uci(input.as_bytes(), std::io::stdout());
//! ```
//!
//! A program that is a UCI engine (`examples/uci.rs`):
//!
//! ```no_run
//! timur_engine::uci::run_uci(std::io::stdin().lock(), std::io::stdout());
//! ```

use super::time::{self, Clock};
use super::{game_history, Engine, Info, Limits, Score, Settings};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use timur_rules::{Color, Game, Move, Position, RuleOptions, VariantId};

/// The moves of `pv` from `pos`, canonical text, space-separated.
fn pv_text(pos: &Position, pv: &[Move]) -> String {
    let mut p = *pos;
    let mut words = Vec::new();
    for m in pv {
        words.push(p.move_text(m));
        p = p.play_unchecked(m);
    }
    words.join(" ")
}

/// `cp 35` or `mate 3`, as UCI writes a score.
fn uci_score(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

/// The `info` line of a completed depth.
fn info_line(pos: &Position, info: &Info) -> String {
    let ms = info.time.as_millis();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        uci_score(info.score),
        info.nodes,
        info.nodes as u128 * 1000 / ms.max(1),
        ms,
        pv_text(pos, &info.pv)
    )
}

/// The search limits of `go …` (its words after `go`) for the side to move (`white`), and
/// whether it is `go infinite`. `movetime` is a hard limit used whole; a clock (`wtime` or
/// `btime` of the mover, with `winc`/`binc`, `movestogo`) without `movetime` gets the time
/// manager's optimum and maximum ([`time::allocate`]); no limit at all is 1 s. `depth` and
/// `nodes` apply besides; `infinite` ignores the clock. Unknown words and unreadable values
/// are skipped.
fn go_limits(words: &[&str], white: bool) -> (Limits, bool) {
    let mut limits = Limits::default();
    let mut infinite = false;
    let mut clock = Clock::default();
    let mut has_clock = false;
    let ms = |v: u64| Duration::from_millis(v);
    for (i, word) in words.iter().enumerate() {
        if *word == "infinite" {
            infinite = true;
            continue;
        }
        let Some(value) = words.get(i + 1).and_then(|v| v.parse::<u64>().ok()) else {
            continue;
        };
        match *word {
            "depth" => limits.depth = Some(value.min(u64::from(u32::MAX)) as u32),
            "nodes" => limits.nodes = Some(value),
            "movetime" => limits.movetime = Some(ms(value)),
            "wtime" | "btime" if (*word == "wtime") == white => {
                clock.time = ms(value);
                has_clock = true;
            }
            "winc" | "binc" if (*word == "winc") == white => clock.increment = ms(value),
            "movestogo" => clock.moves_to_go = Some(value.min(u64::from(u32::MAX)) as u32),
            _ => {}
        }
    }
    if infinite {
        return (
            Limits {
                movetime: None,
                optimum: None,
                ..limits
            },
            true,
        );
    }
    if limits.movetime.is_none() && has_clock {
        let budget = time::allocate(&clock).limits();
        limits.movetime = budget.movetime;
        limits.optimum = budget.optimum;
    } else if limits == Limits::default() {
        limits.movetime = Some(DEFAULT_MOVETIME);
    }
    (limits, false)
}

/// The thinking time of a `go` with no limit.
const DEFAULT_MOVETIME: Duration = Duration::from_secs(1);

/// The output, shared by the loop and the search thread.
type Out = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes one line and flushes it (a GUI waits for whole lines).
fn say(out: &Out, line: &str) {
    let mut w = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Engine>,
    /// `go infinite`: only a stop ends it.
    infinite: bool,
}

/// The loop's state between commands.
struct Uci {
    variant: VariantId,
    options: RuleOptions,
    game: Game,
    hash_mb: usize,
    engine: Option<Engine>,
    running: Option<Running>,
    out: Out,
}

impl Uci {
    /// Waits for the running search to end. A `go infinite` search is stopped first: a command
    /// that needs the engine idle (`position`, `go`, `setoption`, `ucinewgame`) during it acts
    /// as `stop` followed by that command, instead of waiting for ever.
    fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            if r.infinite {
                r.stop.store(true, Ordering::Relaxed);
            }
            self.engine = Some(r.handle.join().unwrap_or_default());
        }
    }

    fn stop(&mut self) {
        if let Some(r) = &self.running {
            r.stop.store(true, Ordering::Relaxed);
        }
        self.wait();
    }

    fn error(&self, msg: &str) {
        say(&self.out, &format!("info string error: {msg}"));
    }

    fn position(&mut self, words: &[&str]) {
        let (tfen, rest): (Option<String>, &[&str]) = match words.first() {
            Some(&"startpos") => (None, &words[1..]),
            Some(&"tfen") | Some(&"fen") => {
                let end = words
                    .iter()
                    .position(|w| *w == "moves")
                    .unwrap_or(words.len());
                (Some(words[1..end].join(" ")), &words[end..])
            }
            _ => return self.error("position needs startpos or tfen"),
        };
        let start = match tfen {
            None => Position::start(self.variant, self.options),
            Some(t) => match Position::from_tfen(self.variant, self.options, &t) {
                Ok(p) => p,
                Err(e) => return self.error(&e.to_string()),
            },
        };
        let mut game = Game::new(start);
        match rest.first() {
            None | Some(&"moves") => {}
            Some(w) => {
                return self.error(&format!("expected 'moves' after the position, not '{w}'"))
            }
        }
        if rest.first() == Some(&"moves") {
            for text in &rest[1..] {
                let m = match game.position().parse_move(text) {
                    Ok(m) => m,
                    // The rules' technical text: no sentences for players here.
                    Err(e) => return self.error(&e.to_string()),
                };
                if game.play(&m).is_err() {
                    return self.error(&format!("illegal move {text}"));
                }
            }
        }
        self.game = game;
    }

    fn go(&mut self, words: &[&str]) {
        let white = self.game.position().turn() == Color::White;
        let (limits, infinite) = go_limits(words, white);
        let pos = *self.game.position();
        let history = game_history(&self.game);
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::with_hash(self.hash_mb));
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let out = self.out.clone();
        let handle = std::thread::spawn(move || {
            let settings = Settings {
                limits,
                noise: 0,
                seed: 0,
            };
            let r = engine.search(&pos, &history, &settings, &flag, &mut |info| {
                say(&out, &info_line(&pos, info))
            });
            if infinite {
                // UCI: after `go infinite` the best move waits for `stop`.
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
            let best = r.best.map_or("(none)".to_string(), |m| pos.move_text(&m));
            say(&out, &format!("bestmove {best}"));
            engine
        });
        self.running = Some(Running {
            stop,
            handle,
            infinite,
        });
    }

    fn setoption(&mut self, words: &[&str]) {
        // setoption name NAME value VALUE
        let start = words.iter().position(|w| *w == "name").map_or(0, |i| i + 1);
        let vi = words.iter().position(|w| *w == "value");
        let name = words[start..vi.unwrap_or(words.len()).max(start)].join(" ");
        let value = vi.map(|i| words[i + 1..].join(" ")).unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<VariantId>() {
                Ok(v) => {
                    self.variant = v;
                    self.options = v.default_options();
                    self.game = Game::new(Position::start(v, self.options));
                }
                Err(e) => self.error(&e.to_string()),
            },
            "uci_options" => match self.variant.parse_options(&value) {
                Ok(o) => {
                    self.options = o;
                    self.game = Game::new(Position::start(self.variant, o));
                }
                Err(e) => self.error(&e.to_string()),
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    self.hash_mb = mb;
                    self.engine = Some(Engine::with_hash(mb));
                }
                _ => self.error("Hash must be 1 to 4096 (MiB)"),
            },
            _ => self.error(&format!("unknown option '{name}'")),
        }
    }

    /// The answer to `uci`: identification, options, `uciok`.
    fn identify(&self) {
        let vars: Vec<String> = VariantId::ALL
            .iter()
            .map(|v| format!("var {}", v.id()))
            .collect();
        for l in [
            format!("id name Timur {}", env!("CARGO_PKG_VERSION")),
            "id author the Timur authors".to_string(),
            format!(
                "option name UCI_Variant type combo default tamerlane {}",
                vars.join(" ")
            ),
            "option name UCI_Options type string default <empty>".to_string(),
            "option name Hash type spin default 16 min 1 max 4096".to_string(),
            "uciok".to_string(),
        ] {
            say(&self.out, &l);
        }
    }
}

/// Speaks UCI on `input`/`output` (the commands in the [module documentation](self)) until
/// `quit` or the end of the input, then returns. Each output line is written and flushed
/// whole; `info` and `bestmove` lines come from a search thread of the loop's own (joined
/// before it returns), hence `Send + 'static`. Read errors on `input` end the loop as its end
/// does; write errors are ignored (a GUI that went away reads nothing).
pub fn run_uci(input: impl BufRead, output: impl Write + Send + 'static) {
    let variant = VariantId::Tamerlane;
    let options = variant.default_options();
    let mut uci = Uci {
        variant,
        options,
        game: Game::new(Position::start(variant, options)),
        hash_mb: 16,
        engine: None,
        running: None,
        out: Arc::new(Mutex::new(Box::new(output))),
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = words.first() else { continue };
        match cmd {
            "uci" => uci.identify(),
            "isready" => say(&uci.out, "readyok"),
            "ucinewgame" => {
                uci.wait();
                if let Some(e) = uci.engine.as_mut() {
                    e.new_game();
                }
                uci.game = Game::new(Position::start(uci.variant, uci.options));
            }
            "setoption" => {
                uci.wait();
                uci.setoption(&words[1..]);
            }
            "position" => {
                uci.wait();
                uci.position(&words[1..]);
            }
            "go" => {
                uci.wait();
                uci.go(&words[1..]);
            }
            "stop" => uci.stop(),
            "quit" => return uci.stop(),
            _ => uci.error(&format!("unknown command '{cmd}'")),
        }
    }
    // The end of the input: a finite search ends by itself and prints its move.
    uci.wait();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer whose bytes the test reads afterwards.
    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(data);
            Ok(data.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// The loop's output lines for `input`.
    fn transcript(input: &str) -> Vec<String> {
        let out = Buffer::default();
        run_uci(input.as_bytes(), out.clone());
        let bytes = out.0.lock().unwrap().clone();
        String::from_utf8(bytes)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// The lines that do not depend on the machine (no `info depth` lines: they hold times).
    fn steady(lines: &[String]) -> Vec<&str> {
        lines
            .iter()
            .map(String::as_str)
            .filter(|l| !l.starts_with("info depth"))
            .collect()
    }

    #[test]
    fn a_session_answers_uci_isready_and_go_with_the_exact_lines() {
        let lines = transcript("uci\nisready\nposition startpos moves e3-e4 e8-e7\ngo depth 2\n");
        let version = format!("id name Timur {}", env!("CARGO_PKG_VERSION"));
        assert_eq!(
            steady(&lines),
            [
                version.as_str(),
                "id author the Timur authors",
                "option name UCI_Variant type combo default tamerlane var tamerlane var tamerlane-feminine var tamerlane-arabshah var tamerlane-full var herat var wild-herat var mirza var wild-mirza var babur var wild-babur var samarkand var wild-samarkand",
                "option name UCI_Options type string default <empty>",
                "option name Hash type spin default 16 min 1 max 4096",
                "uciok",
                "readyok",
                "bestmove Cc1-d4",
            ]
        );
        let depths: Vec<&str> = lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .map(|l| &l[..12])
            .collect();
        assert_eq!(depths, ["info depth 1", "info depth 2"]);
    }

    #[test]
    fn a_depth_limited_search_prints_its_info_lines_then_the_move() {
        let lines = transcript(
            "setoption name UCI_Variant value herat\n\
             position tfen 10k1/12/12/12/12/12/12/12/3Q4r3/12/12/K11 w - - 0 1\n\
             go depth 2\n",
        );
        let masked: Vec<String> = lines.iter().map(|l| mask_times(l)).collect();
        assert_eq!(
            masked,
            [
                "info depth 1 seldepth 4 score cp 991 nodes 53 nps * time * pv Qd4xi4",
                "info depth 2 seldepth 6 score cp 1015 nodes 223 nps * time * pv Qd4xi4 Kk12-l12",
                "bestmove Qd4xi4",
            ]
        );
    }

    #[test]
    fn bad_input_gets_one_protocol_error_line_each_and_changes_nothing() {
        let lines = transcript(
            "frobnicate\n\
             setoption name Colour value blue\n\
             setoption name Hash value 0\n\
             position startpos mvoes e3-e4\n\
             position startpos moves zz\n\
             position startpos moves e3-e4 e3-e4\n\
             position tfen nonsense\n\
             go depth 1\n",
        );
        assert_eq!(
            steady(&lines),
            [
                "info string error: unknown command 'frobnicate'",
                "info string error: unknown option 'Colour'",
                "info string error: Hash must be 1 to 4096 (MiB)",
                "info string error: expected 'moves' after the position, not 'mvoes'",
                "info string error: unreadable move text 'zz'",
                "info string error: illegal move 'e3-e4': EmptySquare(e3)",
                "info string error: invalid TFEN: expected 4 or 6 fields (placement, side, swaps, arrivals, and optionally the two counters), found 1",
                // The start position is searched: nothing above changed it.
                "bestmove Cc1-d4",
            ]
        );
    }

    #[test]
    fn quit_ends_the_loop_before_the_rest_of_the_input() {
        assert_eq!(transcript("isready\nquit\nisready\n"), ["readyok"]);
    }

    #[test]
    fn a_finished_game_has_no_best_move() {
        // Tamerlane: Rc1-c10 mates.
        let lines = transcript(
            "position tfen 10k/2R9/11/11/11/11/11/11/12/K1R8 w - 00 0 1 moves Rc1-c10\n\
             go depth 3\n",
        );
        assert_eq!(steady(&lines), ["bestmove (none)"]);
    }

    fn limits(go: &str, white: bool) -> (Limits, bool) {
        go_limits(&go.split_whitespace().collect::<Vec<_>>(), white)
    }

    #[test]
    fn go_reads_the_movers_clock_into_the_time_managers_budget() {
        let ms = Duration::from_millis;
        let clock = "wtime 60000 btime 30000 winc 1000 binc 0";
        let white = time::allocate(&Clock {
            time: ms(60_000),
            increment: ms(1_000),
            moves_to_go: None,
        });
        let black = time::allocate(&Clock {
            time: ms(30_000),
            increment: ms(0),
            moves_to_go: None,
        });
        assert_eq!(limits(clock, true), (white.limits(), false));
        assert_eq!(limits(clock, false), (black.limits(), false));
        let to_go = time::allocate(&Clock {
            time: ms(30_000),
            increment: ms(0),
            moves_to_go: Some(5),
        });
        assert_eq!(
            limits(&format!("{clock} movestogo 5"), false),
            (to_go.limits(), false)
        );
    }

    #[test]
    fn go_movetime_is_a_hard_limit_and_no_limit_is_one_second() {
        let ms = Duration::from_millis;
        // movetime wins over the clock, and has no optimum: it is used whole.
        let (l, _) = limits("wtime 60000 movetime 500 depth 9", true);
        assert_eq!(
            l,
            Limits {
                depth: Some(9),
                movetime: Some(ms(500)),
                ..Limits::default()
            }
        );
        assert_eq!(limits("", true), (Limits::movetime(ms(1_000)), false));
        assert_eq!(limits("depth 3", true), (Limits::depth(3), false));
        // The other side's clock alone is no limit for the mover.
        assert_eq!(
            limits("btime 5000", true),
            (Limits::movetime(ms(1_000)), false)
        );
        assert_eq!(
            limits("infinite wtime 5000", true),
            (Limits::default(), true)
        );
        assert_eq!(limits("depth x nodes 7", true), (Limits::nodes(7), false));
    }

    /// A `movetime` search runs to its end (the old rule stopped starting depths after half
    /// of it). Only the lower bound is asserted: the machine may be loaded.
    #[test]
    fn a_movetime_search_uses_at_least_ninety_percent_of_it() {
        let id = VariantId::Tamerlane;
        let pos = Position::start(id, id.default_options());
        let t = Duration::from_millis(300);
        let r = Engine::new().best_move(&pos, Limits::movetime(t));
        assert!(r.time >= t.mul_f64(0.9), "{:?} of {t:?}", r.time);
    }

    /// Masks the figures that depend on the machine: the values after `time` and `nps`.
    fn mask_times(line: &str) -> String {
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
}
