//! `timur render --gif` / `--html`: a whole game from a move list or a PGN-style export, as an
//! animated GIF or a replay page.

use super::PositionArgs;
use crate::render::{
    render_gif, render_replay_html, GameRecord, GifOptions, RecordResult, DISCORD_ATTACHMENT_LIMIT,
};
use crate::rules::{Color, Game, VariantId};
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

/// The tag values of a PGN-style text: `[Name "value"]` lines.
fn tag(text: &str, name: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let rest = line.trim().strip_prefix('[')?.strip_prefix(name)?;
        let value = rest.trim().strip_suffix(']')?.trim();
        let inner = value.strip_prefix('"')?.strip_suffix('"')?;
        Some(inner.replace("\\\"", "\"").replace("\\\\", "\\"))
    })
}

/// A variant by id (`tamerlane-feminine`) or by name (`Tamerlane (feminine array)`).
fn variant_named(s: &str) -> Option<VariantId> {
    s.parse()
        .ok()
        .or_else(|| VariantId::ALL.into_iter().find(|v| v.name() == s))
}

/// The game record the arguments describe.
///
/// # Errors
/// A message naming the unreadable file, unknown variant, bad option or TFEN, or missing moves.
pub fn record(position: &PositionArgs, args: &ReplayArgs) -> Result<GameRecord, String> {
    let (mut id, mut options, _) = position.resolve()?;
    let mut start_tfen = position.tfen.clone();
    let (mut white, mut black) = ("White".to_string(), "Black".to_string());
    let mut score = None;
    let moves = match (&args.moves, &args.pgn) {
        (Some(m), _) => GameRecord::parse_move_list(m),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            if let Some(v) = tag(&text, "Variant") {
                id =
                    variant_named(&v).ok_or_else(|| format!("unknown variant '{v}' in the PGN"))?;
                options = id.default_options();
            }
            if let Some(o) = tag(&text, "Options").filter(|o| o != "-") {
                options = id.parse_options(&o).map_err(|e| format!("{e}"))?;
            }
            start_tfen = tag(&text, "FEN").or(start_tfen);
            white = tag(&text, "White").unwrap_or(white);
            black = tag(&text, "Black").unwrap_or(black);
            score = tag(&text, "Result").filter(|r| r != "*");
            GameRecord::parse_move_list(&text)
        }
        (None, None) => return Err("--gif and --html need --moves or --pgn".to_string()),
    };
    let mut record = GameRecord {
        variant: id,
        options,
        start_tfen,
        moves,
        white: args.white.clone().unwrap_or(white),
        black: args.black.clone().unwrap_or(black),
        result: None,
    };
    // The rules' own result when the moves end the game; otherwise the file's.
    let replay = record.replay().map_err(|e| record_error(&e))?;
    let mut game = Game::new(replay.positions()[0]);
    for m in replay.moves() {
        let _ = game.play(m);
    }
    record.result = match game.outcome() {
        Some(o) => Some(RecordResult {
            score: o.result_text().to_string(),
            reason: o.describe(),
        }),
        None => score.map(|s| {
            let reason = match s.as_str() {
                "1-0" => "White wins",
                "0-1" => "Black wins",
                _ => "Draw",
            };
            RecordResult {
                score: s,
                reason: reason.to_string(),
            }
        }),
    };
    Ok(record)
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
    let record = record(position, args)?;
    let bottom = if flip { Color::Black } else { Color::White };
    let default_out = output == Path::new("board.png");
    let (bytes, path, what) = if args.gif {
        let gif = render_gif(
            &record,
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
        let page = render_replay_html(&record, bottom).map_err(|e| e.to_string())?;
        let what = format!("{} plies, {} bytes", record.moves.len(), page.len());
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

/// A record that does not replay, with a refused move in the sentence a player reads
/// (`crate::explain::move_error`) rather than the error's fields.
fn record_error(e: &crate::render::RecordError) -> String {
    match e {
        crate::render::RecordError::Move { ply, error, .. } => {
            format!("move {ply}: {}", crate::explain::move_error(error))
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_tags_are_read_with_escapes() {
        let text = "[White \"a \\\"b\\\"\"]\n[Variant \"Tamerlane (feminine array)\"]\n";
        assert_eq!(tag(text, "White").as_deref(), Some("a \"b\""));
        assert_eq!(
            variant_named(&tag(text, "Variant").unwrap()),
            Some(VariantId::TamerlaneFeminine)
        );
        assert_eq!(variant_named("herat"), Some(VariantId::Herat));
        assert_eq!(tag(text, "Black"), None);
    }
}
