//! How a game ended, as a sentence naming the players ([`end_sentence`]) or the colours
//! ([`colour_end_sentence`]), and the result line of an announcement ([`result_line`]).

use super::Style;
use crate::game::record::{End, EndReason, GameRecord, GameResult};
use crate::rules::Color;

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
    // The players by name (a mention on Discord), or by colour.
    let named = |c: Color| {
        if !names {
            return c.name().to_string();
        }
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
    match (end.reason, winner) {
        (EndReason::Checkmate, _) => format!("{w} wins by checkmate"),
        (EndReason::Stalemate, Some(_)) => {
            format!("{w} wins: {l} has no legal move (stalemate loses)")
        }
        (EndReason::Stalemate, None) => "Draw by stalemate".into(),
        (EndReason::BareKing, Some(_)) => format!("{w} wins: {l} has only royals left (bare king)"),
        (EndReason::BareKing, None) => "Draw: both sides have only royals left".into(),
        (EndReason::Citadel, _) => "Draw: a Shah entered the opponent's citadel".into(),
        (EndReason::CitadelClaim, _) => {
            // One player at both sides (local mode): the claimant is the side to move.
            let claimant = if rec.plays_both() {
                let side = rec.side(rec.turn());
                style.player(&side.id, &side.name)
            } else {
                by()
            };
            format!("Draw claimed by {claimant}: their Shah stands in the opponent's citadel")
        }
        (EndReason::Repetition, _) => "Draw by threefold repetition".into(),
        (EndReason::MoveRule, _) => "Draw by the move rule".into(),
        (EndReason::Resignation, _) => format!("{l} resigned; {w} wins"),
        (EndReason::Time, _) => format!("{l} ran out of time; {w} wins"),
        (EndReason::Agreement, _) => "Draw agreed".into(),
        (EndReason::Abort, _) => format!("Game aborted by {}", by()),
        (EndReason::Declined, _) => format!("{} declined the challenge", by()),
        (EndReason::Withdrawn, _) => format!("{} withdrew the challenge", by()),
        (EndReason::Expired, _) => "The challenge expired unanswered after 48 hours".into(),
        (EndReason::Other, _) => end.note.clone().unwrap_or_else(|| "Game over".into()),
    }
}

/// In bold: "**Game over: White wins by checkmate (1-0).**", or "**Game aborted by Alice.**"
/// for an end without result (in Markdown); `None` while the game goes on.
pub fn result_line(rec: &GameRecord, style: &dyn Style) -> Option<String> {
    let end = rec.end.as_ref()?;
    let s = end_sentence(rec, end, style);
    Some(match end.result {
        Some(r) => style.bold(&format!("Game over: {s} ({}).", r.code())),
        None => style.bold(&format!("{s}.")),
    })
}
