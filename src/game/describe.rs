//! Descriptions of pictures for people who cannot see them (alt text): what a board picture
//! shows, in one line, e.g. `Board after 12. Gd2-e6, Black to move`. The front ends attach
//! them to every picture (Discord shows them as the image's description and reads them out).

use super::record::Status;
use super::GameState;
use crate::rules::Color;

/// The longest description Discord accepts for an attachment, in characters.
pub const MAX_DESCRIPTION: usize = 1024;

/// What the board picture of `st` with `bottom` at the bottom shows: the last move with its
/// number (`12. Gd2-e6` for White's, `12... Kk3-x1` for Black's, with its check mark), who is
/// to move (and whether in check), or that the game is over with its result; `, seen from
/// Black` when Black is at the bottom. Examples: `Board after 12. Gd2-e6, Black to move`,
/// `Board at the start, White to move`, `Board after 30... Rb9xb1#, game over: 0-1, seen from
/// Black`.
pub fn board(st: &GameState, bottom: Color) -> String {
    let mut out = match &st.last {
        Some(last) => format!(
            "Board after {}",
            super::numbered(last.before.fullmoves(), last.before.turn(), &last.san)
        ),
        None => "Board at the start".to_string(),
    };
    let result = st.record.end.as_ref().and_then(|e| e.result);
    match result {
        Some(r) if st.record.status == Status::Finished => {
            out.push_str(&format!(", game over: {}", r.code()));
        }
        _ if st.record.status == Status::Finished => out.push_str(", game over"),
        _ => {
            let turn = st.turn();
            out.push_str(&format!(", {turn} to move"));
            if st.position.is_check(turn) {
                out.push_str(", in check");
            }
        }
    }
    if bottom == Color::Black {
        out.push_str(", seen from Black");
    }
    out
}

/// What the animation of `history` (the GIF of every position) shows: `The whole game Alice
/// vs Bob, 42 plies, as an animation ending 1-0` (no ending while the game runs).
pub fn animation(history: &super::History) -> String {
    let end = match history.ending() {
        Some(e) => format!(" ending {}", e.result.code()),
        None => String::new(),
    };
    cut(&format!(
        "The whole game {} vs {}, {} plies, as an animation{end}",
        history.white(),
        history.black(),
        history.len()
    ))
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
        let ending = super::super::Ending {
            result: super::super::GameResult::WhiteWins,
            reason: "Black resigned".into(),
        };
        let record = super::super::History::from_game(&game, "Alice", "Bob", Some(ending));
        assert_eq!(
            animation(&record),
            "The whole game Alice vs Bob, 2 plies, as an animation ending 1-0"
        );
        let record = super::super::History::from_game(&game, &"x".repeat(2000), "Bob", None);
        let long = animation(&record);
        assert_eq!(long.chars().count(), MAX_DESCRIPTION);
        assert!(long.ends_with('…'));
    }
}
