//! The sentence for a game ended by the rules alone ([`Outcome`]), by colour: the rules decide
//! the ending (`src/rules`, no sentences), the layers that show it say it in words here.
//! The same sentences as the rules endings of [`super::end_sentence`], with the
//! colours for names.

use crate::rules::{DrawReason, Outcome, WinReason};

/// A sentence without the final stop, e.g. "White wins by checkmate" or "Draw: a Shah entered
/// the opponent's citadel" (docs/rules.md §4.5, §4.6, §5).
pub fn outcome_sentence(o: &Outcome) -> String {
    match o {
        Outcome::Win { winner, reason } => match reason {
            WinReason::Checkmate => format!("{winner} wins by checkmate"),
            WinReason::Stalemate => format!(
                "{winner} wins: {} has no legal move (stalemate loses)",
                !*winner
            ),
            WinReason::BareKing => format!(
                "{winner} wins: {} has only royals left (bare king)",
                !*winner
            ),
        },
        Outcome::Draw(reason) => match reason {
            DrawReason::Citadel => "Draw: a Shah entered the opponent's citadel".to_string(),
            DrawReason::Stalemate => "Draw by stalemate".to_string(),
            DrawReason::BareKings => "Draw: both sides have only royals left".to_string(),
            DrawReason::Repetition => "Draw by threefold repetition".to_string(),
            DrawReason::MoveRule => "Draw by the move rule".to_string(),
        },
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
    }
}
