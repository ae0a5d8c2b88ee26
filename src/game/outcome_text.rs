//! The sentence for a game ended by the rules alone ([`Outcome`]), by colour: the rules decide
//! the ending (`src/rules`, no sentences), the layers that show it say it in words here.
//! The same sentences as the rules endings of [`super::end_sentence`], with the
//! colours for names.

use crate::i18n::Lang;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::tr;

/// A sentence without the final stop, in English, e.g. "White wins by checkmate" or "Draw: a
/// Shah entered the opponent's citadel" (docs/rules.md §4.5, §4.6, §5); see
/// [`outcome_sentence_in`].
pub fn outcome_sentence(o: &Outcome) -> String {
    outcome_sentence_in(o, Lang::En)
}

/// [`outcome_sentence`] in `lang`: the catalog's `game-end-…` messages, the winner by colour.
pub fn outcome_sentence_in(o: &Outcome, lang: Lang) -> String {
    match o {
        Outcome::Win { winner, reason } => {
            let id = match reason {
                WinReason::Checkmate => "game-end-checkmate-color",
                WinReason::Stalemate => "game-end-stalemate-win-color",
                WinReason::BareKing => "game-end-bare-king-win-color",
            };
            tr!(lang, id, winner = super::color_code(*winner))
        }
        Outcome::Draw(reason) => tr!(
            lang,
            match reason {
                DrawReason::Citadel => "game-end-citadel",
                DrawReason::Stalemate => "game-end-stalemate-draw",
                DrawReason::BareKings => "game-end-bare-king-draw",
                DrawReason::Repetition => "game-end-repetition",
                DrawReason::MoveRule => "game-end-move-rule",
            }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn every_rules_ending_has_its_sentence() {
        let win = |winner, reason| Outcome::Win { winner, reason };
        let cases = [
            (
                win(Color::White, WinReason::Checkmate),
                "White wins by checkmate",
            ),
            (
                win(Color::Black, WinReason::Stalemate),
                "Black wins: White has no legal move (stalemate loses)",
            ),
            (
                win(Color::White, WinReason::BareKing),
                "White wins: Black has only royals left (bare king)",
            ),
            (
                Outcome::Draw(DrawReason::Citadel),
                "Draw: a Shah entered the opponent's citadel",
            ),
            (Outcome::Draw(DrawReason::Stalemate), "Draw by stalemate"),
            (
                Outcome::Draw(DrawReason::BareKings),
                "Draw: both sides have only royals left",
            ),
            (
                Outcome::Draw(DrawReason::Repetition),
                "Draw by threefold repetition",
            ),
            (Outcome::Draw(DrawReason::MoveRule), "Draw by the move rule"),
        ];
        for (o, want) in cases {
            assert_eq!(outcome_sentence(&o), want);
        }
        let mate = win(Color::Black, WinReason::Checkmate);
        assert_eq!(outcome_sentence_in(&mate, Lang::Ru), "Чёрные поставили мат");
        assert_eq!(outcome_sentence_in(&mate, Lang::ZhCn), "黑方将死获胜");
        assert_eq!(
            outcome_sentence_in(&Outcome::Draw(DrawReason::Repetition), Lang::ZhTw),
            "三次重複局面，和棋"
        );
    }
}
