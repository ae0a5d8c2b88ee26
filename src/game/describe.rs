//! Descriptions of pictures for people who cannot see them (alt text): what a board picture
//! shows, in one line, e.g. `Board after 12. Gd2-e6, Black to move`. The front ends attach
//! them to every picture (Discord shows them as the image's description and reads them out).

use super::record::Status;
use super::GameState;
use crate::i18n::Lang;
use crate::rules::Color;
use crate::tr;

/// The longest description Discord accepts for an attachment, in characters.
pub const MAX_DESCRIPTION: usize = 1024;

/// What the board picture of `st` with `bottom` at the bottom shows, in `lang`
/// (`game-alt-board-…`): the last move with its number (`12. Gd2-e6` for White's, `12...
/// Kk3-x1` for Black's, with its check mark), who is to move (and whether in check), or that
/// the game is over with its result; `, seen from Black` when Black is at the bottom. English
/// examples: `Board after 12. Gd2-e6, Black to move`, `Board at the start, White to move`,
/// `Board after 30... Rb9xb1#, game over: 0-1, seen from Black`.
pub fn board_in(st: &GameState, bottom: Color, lang: Lang) -> String {
    let mut parts = vec![match &st.last {
        Some(last) => tr!(
            lang,
            "game-alt-board-after",
            move = super::numbered(last.before.fullmoves(), last.before.turn(), &last.san)
        ),
        None => tr!(lang, "game-alt-board-start"),
    }];
    let result = st.record.end.as_ref().and_then(|e| e.result);
    match result {
        Some(r) if st.record.status == Status::Finished => {
            parts.push(tr!(lang, "game-alt-board-result", code = r.code()));
        }
        _ if st.record.status == Status::Finished => parts.push(tr!(lang, "game-alt-board-over")),
        _ => {
            let turn = st.turn();
            parts.push(tr!(
                lang,
                "game-alt-board-turn",
                color = super::color_code(turn)
            ));
            if st.position.is_check(turn) {
                parts.push(tr!(lang, "game-alt-board-check"));
            }
        }
    }
    if bottom == Color::Black {
        parts.push(tr!(lang, "game-alt-board-from-black"));
    }
    parts.join(&tr!(lang, "game-alt-separator"))
}

/// What the animation of `history` (the GIF of every position) shows, in `lang`
/// (`game-alt-animation`, `game-alt-animation-result`), cut to [`MAX_DESCRIPTION`]: in
/// English `The whole game Alice vs Bob, 42 plies, as an animation ending 1-0` (no ending
/// while the game runs).
pub fn animation_in(history: &super::History, lang: Lang) -> String {
    let white = history.white().to_string();
    let black = history.black().to_string();
    let plies = history.len() as i64;
    cut(&match history.ending() {
        Some(e) => tr!(
            lang,
            "game-alt-animation-result",
            white = white,
            black = black,
            count = plies,
            code = e.result.code()
        ),
        None => tr!(
            lang,
            "game-alt-animation",
            white = white,
            black = black,
            count = plies
        ),
    })
}

/// `text` within [`MAX_DESCRIPTION`] characters.
pub fn cut(text: &str) -> String {
    if text.chars().count() <= MAX_DESCRIPTION {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(MAX_DESCRIPTION - 1).collect();
        s.push('…');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn animations_name_players_length_and_result() {
        let id = crate::rules::VariantId::Tamerlane;
        let mut game =
            crate::rules::Game::new(crate::rules::Position::start(id, id.default_options()));
        for t in ["e3-e4", "e8-e7"] {
            let m = game.position().parse_move(t).unwrap();
            game.play(&m).unwrap();
        }
        let ending = super::super::Ending::new(
            super::super::GameResult::WhiteWins,
            super::super::EndReason::Resignation,
        );
        let record = super::super::History::from_game(&game, "Alice", "Bob", Some(ending));
        assert_eq!(
            animation_in(&record, Lang::En),
            "The whole game Alice vs Bob, 2 plies, as an animation ending 1-0"
        );
        let record = super::super::History::from_game(&game, &"x".repeat(2000), "Bob", None);
        let long = animation_in(&record, Lang::En);
        assert_eq!(long.chars().count(), MAX_DESCRIPTION);
        assert!(long.ends_with('…'));
    }
}
