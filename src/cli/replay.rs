//! `timur render --gif` / `--html`: a whole game from a move list or a PGN-style export, as an
//! animated GIF or a replay page.

use super::PositionArgs;
use crate::game::{History, HistoryError, Setup};
use crate::render::{render_gif, render_replay_html, GifOptions, DISCORD_ATTACHMENT_LIMIT};
use crate::rules::Color;
use std::path::{Path, PathBuf};

/// Replay options of `render`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ReplayArgs {
    /// Draw the whole game as an animated GIF (needs --moves or --pgn).
    #[arg(long, conflicts_with = "html")]
    pub gif: bool,
    /// Write the whole game as a self-contained HTML replay page (needs --moves or --pgn).
    #[arg(long)]
    pub html: bool,
    /// The moves, e.g. "1. e3-e4 e8-e7 2. Nb2-c3" (numbers optional), from the position given.
    #[arg(long, conflicts_with = "pgn")]
    pub moves: Option<String>,
    /// A PGN-style game file (as `/export` writes it): its tags give the variant, start
    /// position, options, players and result.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// White's name (default: the PGN's, or "White").
    #[arg(long)]
    pub white: Option<String>,
    /// Black's name (default: the PGN's, or "Black").
    #[arg(long)]
    pub black: Option<String>,
    /// Largest GIF allowed, bytes; a longer game is shrunk, then thinned (default 10 MiB).
    #[arg(long, default_value_t = DISCORD_ATTACHMENT_LIMIT)]
    pub max_bytes: usize,
}

impl ReplayArgs {
    /// True when a replay (not a single board) is asked for.
    pub fn wanted(&self) -> bool {
        self.gif || self.html
    }
}

/// The game the arguments describe: the moves or the PGN file read by
/// [`History::from_pgn`] from the position given, the players renamed by `--white`/`--black`.
///
/// # Errors
/// A message naming the unreadable file, unknown variant, bad option or TFEN, the move that
/// cannot be played, or missing moves.
pub fn record(position: &PositionArgs, args: &ReplayArgs) -> Result<History, String> {
    let (variant, options, _) = position.resolve()?;
    let text = match (&args.moves, &args.pgn) {
        (Some(m), _) => m.clone(),
        (None, Some(path)) => std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        (None, None) => return Err("--gif and --html need --moves or --pgn".to_string()),
    };
    let setup = Setup {
        variant,
        options,
        tfen: position.tfen.clone(),
    };
    let mut history = History::from_pgn(&text, &setup).map_err(|e| record_error(&e))?;
    let white = args
        .white
        .clone()
        .unwrap_or_else(|| history.white().to_string());
    let black = args
        .black
        .clone()
        .unwrap_or_else(|| history.black().to_string());
    history.set_players(&white, &black);
    Ok(history)
}

/// Writes the GIF or HTML replay to `output` (`board.png`, the single-board default, becomes
/// `game.gif` / `game.html`).
///
/// # Errors
/// A message for a bad record or an unwritable file.
pub fn run(
    position: &PositionArgs,
    flip: bool,
    output: &Path,
    args: &ReplayArgs,
) -> Result<(), String> {
    let history = record(position, args)?;
    let replay = history.replay();
    let bottom = if flip { Color::Black } else { Color::White };
    let default_out = output == Path::new("board.png");
    let (bytes, path, what) = if args.gif {
        let gif = render_gif(
            &replay,
            &GifOptions {
                bottom,
                max_bytes: args.max_bytes,
                ..GifOptions::default()
            },
        )
        .map_err(|e| e.to_string())?;
        let mut what = format!(
            "{} frames, {}×{} px, {} bytes",
            gif.frames,
            gif.size.0,
            gif.size.1,
            gif.bytes.len()
        );
        if gif.half_size {
            what.push_str(", half size");
        }
        if gif.ply_step > 1 {
            what.push_str(&format!(", every {} plies", gif.ply_step));
        }
        let path = if default_out {
            PathBuf::from("game.gif")
        } else {
            output.to_path_buf()
        };
        (gif.bytes, path, what)
    } else {
        let page = render_replay_html(&replay, bottom);
        let what = format!("{} plies, {} bytes", history.len(), page.len());
        let path = if default_out {
            PathBuf::from("game.html")
        } else {
            output.to_path_buf()
        };
        (page.into_bytes(), path, what)
    };
    // `-o -` writes the file to stdout (as for the PNG board); the summary then goes to stderr.
    if path == Path::new("-") {
        super::write_out(&bytes);
        eprintln!("wrote stdout ({what})");
        return Ok(());
    }
    std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    super::say(&format!("wrote {} ({what})", path.display()));
    Ok(())
}

/// A game that does not replay, with a refused move in the sentence a player reads
/// (`crate::explain::move_error`) rather than the error's fields.
fn record_error(e: &HistoryError) -> String {
    match e {
        HistoryError::Move { ply, error, .. } => {
            format!(
                "move {ply}: {}",
                crate::explain::move_error(error, crate::i18n::Lang::En)
            )
        }
        other => other.to_string(),
    }
}
