//! A game as plain data for the replays (GIF and HTML), and its positions replayed.
//!
//! Every front end (Discord, local mode, the command line) fills a [`GameRecord`] the same way;
//! [`GameRecord::replay`] checks it against the rules once and gives the positions, moves and
//! frame pictures both replay formats draw from.

use super::BoardImage;
use crate::rules::{Color, Game, Move, MoveError, Position, RuleOptions, TfenError, VariantId};

/// A game as plain data: enough to replay it, with no store or Discord types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The variant.
    pub variant: VariantId,
    /// The rule options the game was played under.
    pub options: RuleOptions,
    /// The start position as TFEN (docs/rules.md §6.1); `None` for the variant's start position.
    pub start_tfen: Option<String>,
    /// The moves, one per ply, in canonical text (docs/rules.md §6.2; `+`/`#` allowed) or any
    /// spelling [`Position::parse_move`] accepts unambiguously.
    pub moves: Vec<String>,
    /// White's display name.
    pub white: String,
    /// Black's display name.
    pub black: String,
    /// The result of a finished game; `None` while it runs.
    pub result: Option<RecordResult>,
}

/// How a game ended, as the game service tells it (resignation and time included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub score: String,
    /// Why, one short sentence, e.g. `White wins by checkmate` or `Black resigned`.
    pub reason: String,
}

/// Why a [`GameRecord`] cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The start TFEN is not valid for the variant and options.
    #[error("the start position is not valid: {0}")]
    Tfen(#[from] TfenError),
    /// A move is not legal (or not readable) where it stands.
    #[error("move {ply} ('{text}') cannot be played: {error}")]
    Move {
        /// Its ply, from 1.
        ply: usize,
        /// The text given.
        text: String,
        /// Why.
        error: MoveError,
    },
}

impl GameRecord {
    /// The record of a rules-level `game` (its start position and moves) with the players'
    /// names and the result, if finished.
    pub fn from_game(
        game: &Game,
        white: &str,
        black: &str,
        result: Option<RecordResult>,
    ) -> GameRecord {
        let start = game.start();
        let mut pos = *start;
        let mut moves = Vec::with_capacity(game.moves().len());
        for m in game.moves() {
            moves.push(pos.move_text(m));
            pos = pos.play_unchecked(m);
        }
        let id = start.variant().id;
        let standard = Position::start(id, *start.options());
        GameRecord {
            variant: id,
            options: *start.options(),
            start_tfen: (*start != standard).then(|| start.to_tfen()),
            moves,
            white: white.to_string(),
            black: black.to_string(),
            result,
        }
    }

    /// The move texts of a numbered list such as `1. e3-e4 e8-e7 2. Nb2-c3` or a PGN movetext:
    /// move numbers (`12.`, `12...`), results (`1-0`, `0-1`, `1/2-1/2`, `*`), comments in
    /// braces and `[Tag "…"]` lines are skipped.
    pub fn parse_move_list(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut in_comment = false;
        for line in text.lines() {
            if line.trim_start().starts_with('[') {
                continue;
            }
            for token in line.split_whitespace() {
                if in_comment {
                    in_comment = !token.ends_with('}');
                    continue;
                }
                if token.starts_with('{') {
                    in_comment = !token.ends_with('}');
                    continue;
                }
                // `12.e3-e4` is also seen: drop a leading move number.
                let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
                let t = if t.len() < token.len() && t.starts_with('.') {
                    t.trim_start_matches('.')
                } else {
                    token
                };
                if t.is_empty() || matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*") {
                    continue;
                }
                out.push(t.to_string());
            }
        }
        out
    }

    /// Checks the record against the rules and replays it.
    ///
    /// # Errors
    /// [`RecordError::Tfen`] for a bad start position, [`RecordError::Move`] for the first
    /// move that cannot be played.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let start = match &self.start_tfen {
            Some(t) => Position::from_tfen(self.variant, self.options, t)?,
            None => Position::start(self.variant, self.options),
        };
        let mut game = Game::new(start);
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        let mut moves = Vec::with_capacity(self.moves.len());
        let mut texts = Vec::with_capacity(self.moves.len());
        positions.push(start);
        for (i, text) in self.moves.iter().enumerate() {
            let pos = *game.position();
            let bad = |error| RecordError::Move {
                ply: i + 1,
                text: text.clone(),
                error,
            };
            if game.legal_moves().is_empty() {
                return Err(bad(MoveError::GameOver));
            }
            let m = pos.parse_move(text).map_err(bad)?;
            texts.push(pos.move_text_with_check(&m));
            // parse_move gave a legal move, so only an ended game (a rule draw) refuses it.
            game.play(&m).map_err(|_| bad(MoveError::GameOver))?;
            positions.push(*game.position());
            moves.push(m);
        }
        Ok(Replay {
            record: self.clone(),
            positions,
            moves,
            texts,
        })
    }
}

/// A [`GameRecord`] replayed: every position, move and move text, and the picture of every
/// replay frame. Frame 0 is the start position, frame `k` (1..=plies) the position after ply
/// `k` with that move highlighted, and the last frame ([`Replay::frame_count`] − 1) the final
/// position again with the result in its caption.
#[derive(Clone, Debug)]
pub struct Replay {
    record: GameRecord,
    positions: Vec<Position>,
    moves: Vec<Move>,
    texts: Vec<String>,
}

impl Replay {
    /// The record replayed.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Number of plies.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The positions: the start, then the one after each ply (`plies() + 1` entries).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves, one per ply.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The canonical move texts with `+`/`#`, one per ply.
    pub fn move_texts(&self) -> &[String] {
        &self.texts
    }

    /// `12. Gd2-e6` for White's ply, `12... Kk3-x1` for Black's: ply `k` (from 1) with its
    /// move number.
    pub fn numbered_move(&self, k: usize) -> String {
        let before = &self.positions[k - 1];
        let dots = if before.turn() == Color::White {
            "."
        } else {
            "..."
        };
        format!("{}{dots} {}", before.fullmoves(), self.texts[k - 1])
    }

    /// The result line: `1-0 · White wins by checkmate`, or `game in progress` for a running game.
    pub fn result_line(&self) -> String {
        match &self.record.result {
            Some(r) => format!("{} · {}", r.score, r.reason),
            None => "game in progress".to_string(),
        }
    }

    /// Frames in a full replay: start, one per ply, end (`plies() + 2`).
    pub fn frame_count(&self) -> usize {
        self.plies() + 2
    }

    /// The caption of frame `index` (see [`Replay`]): `alice vs bob · Tamerlane · start`,
    /// `alice vs bob · 12... Kk3-x1`, `alice vs bob · 1-0 · White wins by checkmate`. `note`,
    /// when not empty, is appended after ` · ` (the GIF says there that it is shrunk).
    pub fn caption(&self, index: usize, note: &str) -> String {
        let r = &self.record;
        let players = format!("{} vs {}", r.white, r.black);
        let mut s = if index == 0 {
            format!("{players} · {} · start", r.variant.name())
        } else if index <= self.plies() {
            format!("{players} · {}", self.numbered_move(index))
        } else {
            let last = if self.plies() > 0 {
                format!(" after {}", self.numbered_move(self.plies()))
            } else {
                String::new()
            };
            format!("{players} · {}{last}", self.result_line())
        };
        if !note.is_empty() {
            s.push_str(" · ");
            s.push_str(note);
        }
        s
    }

    /// The picture of frame `index` seen with `bottom` at the bottom, as the GIF draws it
    /// (with an empty `note`); [`crate::render::render_png`] of it is that frame as PNG.
    ///
    /// # Panics
    /// If `index >= frame_count()`.
    pub fn frame(&self, index: usize, bottom: Color) -> BoardImage<'_> {
        self.frame_with_note(index, bottom, "")
    }

    pub(crate) fn frame_with_note(
        &self,
        index: usize,
        bottom: Color,
        note: &str,
    ) -> BoardImage<'_> {
        assert!(
            index < self.frame_count(),
            "frame {index} of {}",
            self.frame_count()
        );
        let ply = index.min(self.plies());
        BoardImage {
            position: &self.positions[ply],
            bottom,
            last_move: ply.checked_sub(1).map(|k| self.moves[k]),
            caption: Some(self.caption(index, note)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lists_lose_numbers_results_tags_and_comments() {
        let text = "[Event \"x\"]\n\n1. e3-e4 e8-e7 2.Nb2-c3 {a comment here} 2... Nj9-i7\n3. K<>d3 1/2-1/2";
        assert_eq!(
            GameRecord::parse_move_list(text),
            ["e3-e4", "e8-e7", "Nb2-c3", "Nj9-i7", "K<>d3"]
        );
    }
}
