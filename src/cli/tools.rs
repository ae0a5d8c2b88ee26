//! The rules tools of the command line: `perft`, `moves` and `render`.
//!
//! Output goes to stdout through [`Out`], which treats a closed pipe (`timur perft --divide |
//! head -1`) as the end of the program rather than a panic. A long perft shows a progress bar
//! on stderr (when stderr is a terminal) and stops at Ctrl-C like any program.

use super::PositionArgs;
use crate::rules::{
    perft, Color, DrawReason, Game, Move, Outcome, Position, WinReason, MAX_PERFT_DEPTH,
};
use std::io::{self, Write};
use std::path::Path;

/// Why a tool stopped: a message for the user, or a closed stdout (not an error: the reader
/// has all it wanted).
#[derive(Debug)]
pub enum Stop {
    /// Print `error: …` and exit with code 2.
    Error(String),
    /// stdout was closed; end quietly with success.
    ClosedOutput,
}

impl From<String> for Stop {
    fn from(s: String) -> Stop {
        Stop::Error(s)
    }
}

/// stdout, with a broken pipe turned into [`Stop::ClosedOutput`].
struct Out(io::StdoutLock<'static>);

impl Out {
    fn new() -> Out {
        Out(io::stdout().lock())
    }

    fn line(&mut self, text: &str) -> Result<(), Stop> {
        writeln!(self.0, "{text}").map_err(write_error)
    }

    fn bytes(&mut self, bytes: &[u8]) -> Result<(), Stop> {
        self.0.write_all(bytes).map_err(write_error)?;
        self.0.flush().map_err(write_error)
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        let _ = self.0.flush();
    }
}

fn write_error(e: io::Error) -> Stop {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Stop::ClosedOutput
    } else {
        Stop::Error(format!("cannot write to stdout: {e}"))
    }
}

/// `timur perft`: the count on the last line; with `divide`, first one `MOVE COUNT` line per
/// root move, sorted by move text.
///
/// # Errors
/// [`Stop::Error`] for a bad position or a depth above [`MAX_PERFT_DEPTH`].
pub fn perft_command(position: &PositionArgs, depth: u32, divide: bool) -> Result<(), Stop> {
    if depth > MAX_PERFT_DEPTH {
        return Err(Stop::Error(format!(
            "--depth {depth} is too deep: the limit is {MAX_PERFT_DEPTH} plies (depth 6 of Tamerlane already takes minutes)"
        )));
    }
    let (_, _, pos) = position.resolve()?;
    let counts = counted(&pos, depth);
    let mut out = Out::new();
    if divide {
        let mut lines: Vec<(String, u64)> =
            counts.iter().map(|(m, n)| (pos.move_text(m), *n)).collect();
        lines.sort();
        for (m, n) in &lines {
            out.line(&format!("{m} {n}"))?;
        }
    }
    let total: u64 = if depth == 0 {
        1
    } else {
        counts.iter().map(|(_, n)| n).sum()
    };
    out.line(&total.to_string())
}

/// Perft below each root move, with a progress bar on stderr for depths of 4 and more (one
/// tick per root move and reply).
fn counted(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let roots = pos.legal_moves();
    if depth == 0 {
        return Vec::new();
    }
    let bar = if depth >= 4 {
        let total: usize = roots
            .iter()
            .map(|m| pos.play_unchecked(m).legal_moves().len().max(1))
            .sum();
        let bar = indicatif::ProgressBar::new(total as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "perft {msg} [{bar:40}] {pos}/{len} replies, {elapsed} elapsed, about {eta} left",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("=> "),
        );
        bar.set_message(format!("depth {depth}"));
        Some(bar)
    } else {
        None
    };
    let counts = roots
        .iter()
        .map(|m| {
            let after = pos.play_unchecked(m);
            let n = match &bar {
                Some(bar) => {
                    let replies = after.legal_moves();
                    if replies.is_empty() {
                        bar.inc(1);
                    }
                    replies
                        .iter()
                        .map(|r| {
                            let n = perft(&after.play_unchecked(r), depth - 2);
                            bar.inc(1);
                            n
                        })
                        .sum()
                }
                None => perft(&after, depth - 1),
            };
            (*m, n)
        })
        .collect();
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    counts
}

/// `timur moves`: the legal moves, sorted, one per line, after playing `moves` (space-separated
/// canonical text) from the position. With `state`, first the lines `tfen <TFEN>` and
/// `outcome <1-0|0-1|1/2-1/2> <reason>` (`outcome * none` while the game goes on).
///
/// # Errors
/// [`Stop::Error`] for a bad position, or naming the first move (and its ply, from 1) that is
/// unreadable or not legal.
pub fn moves_command(position: &PositionArgs, moves: &str, state: bool) -> Result<(), Stop> {
    let (_, _, start) = position.resolve()?;
    let mut game = Game::new(start);
    for (i, text) in moves.split_whitespace().enumerate() {
        let m = game.position().parse_move(text).map_err(|e| {
            format!(
                "move {} '{text}': {}",
                i + 1,
                crate::explain::move_error(&e, crate::i18n::Lang::En)
            )
        })?;
        game.play(&m)
            .map_err(|_| format!("move {} '{text}' is not legal here", i + 1))?;
    }
    let pos = *game.position();
    let mut out = Out::new();
    if state {
        out.line(&format!("tfen {}", pos.to_tfen()))?;
        out.line(&match game.outcome() {
            Some(o) => format!("outcome {} {}", o.result_text(), reason_word(&o)),
            None => "outcome * none".to_string(),
        })?;
    }
    let mut texts: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| pos.move_text(m))
        .collect();
    texts.sort();
    for t in texts {
        out.line(&t)?;
    }
    Ok(())
}

/// One word for why a game ended, as `moves --state` prints it.
fn reason_word(o: &Outcome) -> &'static str {
    match o {
        Outcome::Win { reason, .. } => match reason {
            WinReason::Checkmate => "checkmate",
            WinReason::Stalemate => "stalemate",
            WinReason::BareKing => "bare-king",
        },
        Outcome::Draw(reason) => match reason {
            DrawReason::Citadel => "citadel",
            DrawReason::Stalemate => "stalemate",
            DrawReason::BareKings => "bare-kings",
            DrawReason::Repetition => "repetition",
            DrawReason::MoveRule => "move-rule",
        },
    }
}

/// `timur render`: the PNG to `output`, or to stdout when `output` is `-`.
///
/// # Errors
/// [`Stop::Error`] for a bad position or a file that cannot be written.
pub fn render_command(position: &PositionArgs, flip: bool, output: &Path) -> Result<(), Stop> {
    let (_, _, pos) = position.resolve()?;
    let bottom = if flip { Color::Black } else { Color::White };
    let png = crate::render::render_png(&crate::render::BoardImage {
        position: &pos,
        bottom,
        last_move: None,
        caption: None,
    });
    if output == Path::new("-") {
        return Out::new().bytes(&png);
    }
    std::fs::write(output, png)
        .map_err(|e| Stop::Error(format!("cannot write {}: {e}", output.display())))?;
    Out::new().line(&format!("wrote {}", output.display()))
}
