//! A stored game as the renderer's replay record ([`crate::render::GameRecord`]), for the game
//! GIF and the HTML replay (`/export`, the game-over announcement, local mode).

use super::announce::{colour_end_sentence, Style};
use super::record::{GameRecord, Status};
use crate::render;
use crate::store::MoveRow;

/// Plain names, no mentions: what a picture or a file shows.
struct Plain;

impl Style for Plain {
    fn player(&self, _id: &str, name: &str) -> String {
        name.to_string()
    }
    fn time(&self, t: i64) -> String {
        t.to_string()
    }
}

/// The file name of a game's replay: `game-<id>.<ext>` (`ext` `gif` or `html`).
pub fn replay_file_name(game_id: i64, ext: &str) -> String {
    format!("game-{game_id}.{ext}")
}

/// The replay record of stored game `rec` with its `moves` (in ply order): start position,
/// canonical move texts, the players' names and, once finished with a result, the score and
/// the end sentence ("White wins by checkmate").
pub fn replay_record(rec: &GameRecord, moves: &[MoveRow]) -> render::GameRecord {
    let result = match (&rec.status, &rec.end) {
        (Status::Finished, Some(end)) => end.result.map(|r| render::RecordResult {
            score: r.code().to_string(),
            reason: colour_end_sentence(rec, end, &Plain),
        }),
        _ => None,
    };
    render::GameRecord {
        variant: rec.variant,
        options: rec.options,
        start_tfen: Some(rec.start_tfen.clone()),
        moves: moves.iter().map(|m| m.text.clone()).collect(),
        white: rec.white.name.clone(),
        black: rec.black.name.clone(),
        result,
    }
}
