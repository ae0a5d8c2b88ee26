//! The board picture an announcement shows: which position, from which side, and its caption.

use super::end::color_code;
use crate::game::record::Status;
use crate::game::state::GameState;
use crate::i18n::Lang;
use crate::rules::Color;
use crate::tr;

/// A board picture to show: the game at a ply, seen from `bottom`.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The game at the announced ply.
    pub state: GameState,
    /// The side at the bottom.
    pub bottom: Color,
}

/// The caption above a board picture: players, move number and who is to move, or the result.
/// Names are cut to [`crate::game::names::CAPTION_NAME`] characters so the line stays on the
/// picture, never inside a parenthesis ([`crate::game::names::short`]).
pub fn caption(st: &GameState) -> String {
    caption_in(st, Lang::En)
}

/// [`caption`] in `lang` (`game-caption-…`; the picture's font must have its glyphs).
pub fn caption_in(st: &GameState, lang: Lang) -> String {
    let rec = &st.record;
    let name =
        |c: Color| crate::game::names::short(&rec.side(c).name, crate::game::names::CAPTION_NAME);
    let players = tr!(
        lang,
        "game-caption-players",
        white = name(Color::White),
        black = name(Color::Black)
    );
    match rec.end.as_ref().and_then(|e| e.result) {
        Some(result) if rec.status == Status::Finished => {
            format!("{players} · {}", result.code())
        }
        _ => {
            let turn = tr!(
                lang,
                "game-caption-turn",
                number = st.position.fullmoves(),
                color = color_code(st.turn())
            );
            format!("{players} · {turn}")
        }
    }
}

/// The board picture of `st` as PNG bytes, `bottom` at the bottom, last move highlighted,
/// caption above (in English, [`board_png_in`]). CPU work of tens of milliseconds: call it off
/// the async executor.
pub fn board_png(st: &GameState, bottom: Color) -> Vec<u8> {
    board_png_in(st, bottom, Lang::En)
}

/// [`board_png`] with the caption in `lang`.
pub fn board_png_in(st: &GameState, bottom: Color, lang: Lang) -> Vec<u8> {
    crate::render::render_png(&crate::render::BoardImage {
        position: &st.position,
        bottom,
        last_move: st.last.as_ref().map(|l| l.mv),
        caption: Some(caption_in(st, lang)),
    })
}
