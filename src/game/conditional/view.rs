//! The owner's view of their lines: each walked for its text and end board, dropped-line
//! notes shown once.

use super::{color_code, walk, DroppedNote, Line, Walk, MAX_LINES};
use crate::game::record::GameRecord;
use crate::game::state::{GameState, LastMove};
use crate::game::GameError;
use crate::i18n::Lang;
use crate::rules::{Color, Position};
use crate::store::WriteTx;
use crate::tr;

/// One of the owner's stored lines, ready to show.
#[derive(Clone, Debug)]
pub struct LineView {
    /// Row id (for a remove button).
    pub id: i64,
    /// Canonical move texts.
    pub moves: Vec<String>,
    /// Numbered text with check marks, e.g. `12... Nb2xc4 13. Rd1xc4`.
    pub text: String,
    /// The game as it would stand at the line's end (for its board picture).
    pub end: GameState,
}

/// A player's conditional moves in one game.
#[derive(Clone, Debug)]
pub struct PremoveView {
    /// The game now.
    pub record: GameRecord,
    /// The colour whose replies the lines hold.
    pub color: Color,
    /// The stored lines, oldest first (numbered from 1 in this order).
    pub lines: Vec<LineView>,
    /// Lines dropped since the owner last looked because their reply could not be played: the
    /// stored notes, read (shown once, in the reader's language, by
    /// [`PremoveView::list_text_in`]).
    pub notes: Vec<DroppedNote>,
    /// After [`GameService::premove_add`](crate::game::GameService::premove_add): the number (1-based) of the line just stored.
    pub stored: Option<usize>,
}

impl PremoveView {
    /// The list as text in English ([`PremoveView::list_text_in`]).
    pub fn list_text(&self) -> String {
        self.list_text_in(Lang::En)
    }

    /// The list as text in `lang`: "Your conditional moves in this game (2 of 16):" and one
    /// numbered line each, or a sentence saying there are none; the dropped lines' notes first.
    pub fn list_text_in(&self, lang: Lang) -> String {
        let mut out = String::new();
        for n in &self.notes {
            out.push_str(&n.text_in(lang));
            out.push('\n');
        }
        if self.lines.is_empty() {
            out.push_str(&tr!(lang, "game-premove-none"));
            return out;
        }
        out.push_str(&tr!(
            lang,
            "game-premove-list",
            count = self.lines.len(),
            max = MAX_LINES
        ));
        for (i, l) in self.lines.iter().enumerate() {
            // Not "1. 1. e3-e4": the line's number apart from its move numbers.
            out.push('\n');
            out.push_str(&tr!(
                lang,
                "game-premove-list-line",
                n = i + 1,
                line = l.text.clone()
            ));
        }
        out
    }
}

/// The state at the end of `w`, walked from `rec`'s current position.
fn end_state(rec: &GameRecord, w: &Walk) -> GameState {
    let mut record = rec.clone();
    record.ply += w.moves.len() as i64;
    record.tfen = w.end.to_tfen();
    GameState {
        record,
        position: w.end,
        last: w.last.as_ref().map(|(mv, before)| LastMove {
            mv: *mv,
            san: w.sans.last().cloned().unwrap_or_default(),
            before: *before,
        }),
    }
}

/// The owner's view inside `tx`: `user`'s lines of colour `color` that start at the game's
/// current ply (stale ones are deleted), walked for their texts and end boards; dropped-line
/// notes are returned and deleted (shown once).
pub(super) async fn view(
    tx: &mut WriteTx,
    rec: &GameRecord,
    user: &str,
    color: Color,
    pos: &Position,
) -> Result<PremoveView, GameError> {
    let mut v = PremoveView {
        record: rec.clone(),
        color,
        lines: Vec::new(),
        notes: Vec::new(),
        stored: None,
    };
    for row in tx.conditional_lines(rec.id).await? {
        if row.owner_id != user {
            continue;
        }
        if let Some(note) = &row.dropped_note {
            v.notes.push(DroppedNote::read(note));
            tx.delete_conditional_line(rec.id, row.id).await?;
            continue;
        }
        let line = Line::of(&row);
        let walked = (row.color == color_code(color) && row.ply == rec.ply)
            .then(|| walk(pos, &line.moves, false).ok())
            .flatten();
        match walked {
            Some(w) => v.lines.push(LineView {
                id: row.id,
                moves: line.moves,
                text: w.text.clone(),
                end: end_state(rec, &w),
            }),
            None => {
                tx.delete_conditional_line(rec.id, row.id).await?;
            }
        }
    }
    Ok(v)
}
