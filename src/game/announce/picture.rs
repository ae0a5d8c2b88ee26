//! The board picture an announcement shows: which position, from which side, and its caption.

use crate::game::record::Status;
use crate::game::state::GameState;
use crate::rules::Color;

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
    let rec = &st.record;
    let name =
        |c: Color| crate::game::names::short(&rec.side(c).name, crate::game::names::CAPTION_NAME);
    let players = format!(
        "{} (White) vs {} (Black)",
        name(Color::White),
        name(Color::Black)
    );
    match rec.end.as_ref().and_then(|e| e.result) {
        Some(result) if rec.status == Status::Finished => {
            format!("{players} · {}", result.code())
        }
        _ => format!(
            "{players} · move {}, {} to move",
            st.position.fullmoves(),
            st.turn()
        ),
    }
}

/// The board picture of `st` as PNG bytes, `bottom` at the bottom, last move highlighted,
/// caption above. CPU work of tens of milliseconds: call it off the async executor.
pub fn board_png(st: &GameState, bottom: Color) -> Vec<u8> {
    crate::render::render_png(&crate::render::BoardImage {
        position: &st.position,
        bottom,
        last_move: st.last.as_ref().map(|l| l.mv),
        caption: Some(caption(st)),
    })
}
