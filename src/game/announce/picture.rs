//! The board picture an announcement shows: which position, from which side, and its caption.

use super::naming::color_code;
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
    let name = |c: Color| {
        let short = crate::game::names::short(&rec.side(c).name, crate::game::names::CAPTION_NAME);
        crate::i18n::player_with_side(lang, &short, color_code(c))
    };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRecord;
    use crate::rules::{Position, VariantId};

    /// The start of a Tamerlane game between `white` and `black` (names as stored).
    fn start(white: &str, black: &str) -> GameState {
        let mut record = GameRecord::alice_and_bob(VariantId::Tamerlane);
        record.white.name = white.into();
        record.black.name = black.into();
        let id = VariantId::Tamerlane;
        GameState {
            record,
            position: Position::start(id, id.default_options()),
            last: None,
        }
    }

    /// Found in `timur local`: its players are named after their sides, and the caption said
    /// each side twice (`白方（白方）对 黑方（黑方）`), in Russian with the English side in
    /// brackets (`Белые (White)`). A player named after their own side is shown once, by the
    /// side's name in the reader's language, whichever language the game was started in.
    #[test]
    fn players_named_after_their_sides_are_named_once_in_the_readers_language() {
        let en = start("White", "Black");
        assert_eq!(
            caption_in(&en, Lang::En),
            "White vs Black · move 1, White to move"
        );
        assert_eq!(
            caption_in(&en, Lang::Ru),
            "Белые — Чёрные · ход 1, ходят белые"
        );
        assert_eq!(
            caption_in(&en, Lang::ZhCn),
            "白方 对 黑方 · 第 1 回合，白方走棋"
        );
        let ru = start("Белые", "Чёрные");
        assert_eq!(
            caption_in(&ru, Lang::Ru),
            "Белые — Чёрные · ход 1, ходят белые"
        );
        assert_eq!(
            caption_in(&ru, Lang::En),
            "White vs Black · move 1, White to move"
        );
        let zh = start("白方", "黑方");
        assert_eq!(
            caption_in(&zh, Lang::ZhCn),
            "白方 对 黑方 · 第 1 回合，白方走棋"
        );
        // Other names keep their side; a name that is the other side's is not the player's
        // own side, so it is said.
        let named = start("Alice", "Bob");
        assert_eq!(
            caption_in(&named, Lang::En),
            "Alice (White) vs Bob (Black) · move 1, White to move"
        );
        assert_eq!(
            caption_in(&named, Lang::Ru),
            "Alice (белые) — Bob (чёрные) · ход 1, ходят белые"
        );
        assert_eq!(
            caption_in(&named, Lang::ZhCn),
            "Alice（白方） 对 Bob（黑方） · 第 1 回合，白方走棋"
        );
        let swapped = start("Black", "White");
        assert_eq!(
            caption_in(&swapped, Lang::En),
            "Black (White) vs White (Black) · move 1, White to move"
        );
    }
}
