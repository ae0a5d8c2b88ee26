//! How a game ended, as a sentence naming the players ([`end_sentence`]) or the colours
//! ([`colour_end_sentence`]), and the result line of an announcement ([`result_line`]).

use super::Style;
use crate::game::record::{End, EndReason, GameRecord, GameResult};
use crate::rules::Color;
use crate::tr;

/// Why the game ended, as a sentence without the final stop, naming the players in the style,
/// e.g. "Alice wins by checkmate", "Bob resigned; Alice wins", "The challenge expired
/// unanswered after 48 hours".
pub fn end_sentence(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end_sentence_naming(rec, end, style, true)
}

/// [`end_sentence`] with the winner and loser as colours ("Black resigned; White wins"), for
/// replays, whose captions name the players already.
pub fn colour_end_sentence(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end_sentence_naming(rec, end, style, false)
}

fn end_sentence_naming(rec: &GameRecord, end: &End, style: &dyn Style, names: bool) -> String {
    let winner = end.result.and_then(GameResult::winner);
    // The players by name (a mention on Discord), or by colour: the colour messages
    // (`…-color`) take the winner's colour code and agree with it in each language.
    let named = |c: Color| {
        let side = rec.side(c);
        style.player(&side.id, &side.name)
    };
    let w = winner.map_or_else(String::new, named);
    let l = winner.map_or_else(String::new, |c| named(!c));
    let by = || {
        end.by
            .as_deref()
            .map_or_else(String::new, |id| style.player(id, &rec.name_of(id)))
    };
    let win = |id: &str| match winner {
        Some(c) if !names => tr!(style, &format!("{id}-color"), winner = color_code(c)),
        _ => tr!(style, id, winner = w.clone(), loser = l.clone()),
    };
    match (end.reason, winner) {
        (EndReason::Checkmate, _) => win("game-end-checkmate"),
        (EndReason::Stalemate, Some(_)) => win("game-end-stalemate-win"),
        (EndReason::Stalemate, None) => tr!(style, "game-end-stalemate-draw"),
        (EndReason::BareKing, Some(_)) => win("game-end-bare-king-win"),
        (EndReason::BareKing, None) => tr!(style, "game-end-bare-king-draw"),
        (EndReason::Citadel, _) => tr!(style, "game-end-citadel"),
        (EndReason::CitadelClaim, _) => {
            // One player at both sides (local mode): the claimant is the side to move.
            let claimant = if rec.plays_both() {
                let side = rec.side(rec.turn());
                style.player(&side.id, &side.name)
            } else {
                by()
            };
            tr!(style, "game-end-citadel-claim", claimant = claimant)
        }
        (EndReason::Repetition, _) => tr!(style, "game-end-repetition"),
        (EndReason::MoveRule, _) => tr!(style, "game-end-move-rule"),
        (EndReason::Resignation, _) => win("game-end-resignation"),
        (EndReason::Time, _) => win("game-end-time"),
        (EndReason::Agreement, _) => tr!(style, "game-end-agreement"),
        (EndReason::Abort, _) => tr!(style, "game-end-abort", by = by()),
        (EndReason::Declined, _) => tr!(style, "game-end-declined", by = by()),
        (EndReason::Withdrawn, _) => tr!(style, "game-end-withdrawn", by = by()),
        (EndReason::Expired, _) => tr!(style, "game-end-expired"),
        // A note is stored text (the rules' own words when the game was written).
        (EndReason::Other, _) => end
            .note
            .clone()
            .unwrap_or_else(|| tr!(style, "game-end-other")),
    }
}

/// A colour as the catalog's selectors take it: `white` or `black`.
pub(crate) fn color_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// In bold: "**Game over: White wins by checkmate (1-0).**", or "**Game aborted by Alice.**"
/// for an end without result (in Markdown); `None` while the game goes on.
pub fn result_line(rec: &GameRecord, style: &dyn Style) -> Option<String> {
    let end = rec.end.as_ref()?;
    let s = end_sentence(rec, end, style);
    Some(match end.result {
        Some(r) => style.bold(&tr!(style, "game-result-line", sentence = s, code = r.code())),
        None => style.bold(&tr!(style, "game-result-line-no-result", sentence = s)),
    })
}
