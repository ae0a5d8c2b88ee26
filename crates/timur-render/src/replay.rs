//! A whole game as the replays (GIF and HTML) draw it: positions and moves with the texts the
//! game layer wrote for them. The renderer draws; it does not read move texts or replay moves
//! (the bot's `History::replay` fills a [`Replay`]).

use super::BoardImage;
use timur_i18n::Lang;
use timur_rules::{Color, Move, Position};

/// The frames of a game: frame 0 is the start position, frame `k` (1..=plies) the position
/// after ply `k` with that move highlighted, and the last frame ([`Replay::frame_count`] − 1)
/// the final position again with the result in its caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The start, then the position after each ply (plies + 1 entries).
    pub positions: Vec<Position>,
    /// The moves, one per ply.
    pub moves: Vec<Move>,
    /// What the game layer wrote about them.
    pub texts: ReplayTexts,
}

/// The computer's analysis shown by the replay page ([`crate::render_replay_html_with`]), its
/// texts written by the game layer: one entry per position (`plies + 1`: the start, then
/// after each ply) unless said otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayAnalysis {
    /// White's win percentage of each position, `0.0..=100.0` (the evaluation bar's white part).
    pub white_percent: Vec<f64>,
    /// The evaluation of each position as a line, e.g. `Evaluation: +1.25`.
    pub eval_texts: Vec<String>,
    /// The engine's move in each position as a line, e.g. `Engine's move: 12... Nc5-e4`, or
    /// that the game is over.
    pub best_texts: Vec<String>,
    /// The engine's move in each position (its squares are outlined in green); `None` where the
    /// game is over.
    pub best: Vec<Option<Move>>,
    /// The judgement mark of each ply (`plies` entries): `""`, `"?!"`, `"?"` or `"??"`,
    /// appended to the move in the move list.
    pub marks: Vec<String>,
    /// Lines shown under the result, e.g. each player's accuracy.
    pub summary: Vec<String>,
    /// The evaluation bar's title, e.g. `White's winning chances`.
    pub bar_title: String,
}

/// The texts of a [`Replay`], written by the game layer (the bot's `History::replay`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayTexts {
    /// Each ply with its number and check mark, `12... Kk3-x1` (the move list of the page).
    pub labels: Vec<String>,
    /// The caption of each frame (plies + 2 entries).
    pub captions: Vec<String>,
    /// The result, `1-0 · White wins by checkmate`, or `game in progress`.
    pub result_line: String,
    /// The page title, `alice (White) vs bob (Black) · Tamerlane`.
    pub title: String,
    /// The language of these texts; the HTML page writes its controls in it too.
    pub lang: Lang,
}

impl Replay {
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

    /// Ply `k` (from 1) with its move number, `12... Kk3-x1`.
    pub fn numbered_move(&self, k: usize) -> String {
        self.texts.labels[k - 1].clone()
    }

    /// The result line.
    pub fn result_line(&self) -> String {
        self.texts.result_line.clone()
    }

    /// Frames in a full replay: start, one per ply, end (`plies() + 2`).
    pub fn frame_count(&self) -> usize {
        self.plies() + 2
    }

    /// The caption of frame `index`, with `note`, when not empty, appended after ` · ` (the
    /// GIF says there that it is shrunk).
    pub fn caption(&self, index: usize, note: &str) -> String {
        let mut s = self.texts.captions[index].clone();
        if !note.is_empty() {
            s.push_str(" · ");
            s.push_str(note);
        }
        s
    }

    /// The picture of frame `index` seen with `bottom` at the bottom, as the GIF draws it
    /// (with an empty `note`); [`crate::render_png`] of it is that frame as PNG.
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
