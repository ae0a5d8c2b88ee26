//! What the author of an action is told once it is stored (the receipt's confirmation): one
//! text per announcement kind for a command, one per answer given with a button.

use super::{Action, Kind, Style};
use crate::game::record::{EndReason, GameRecord, Status};
use crate::game::state::GameState;
use crate::tr;

/// What the author of the action behind an announcement is told (ephemerally) once it is
/// stored: `st` is the game at the announcement's ply, `now` the game now. `None` for kinds
/// whose author is answered otherwise.
pub fn receipt_text(
    kind: Kind,
    st: &GameState,
    now: &GameRecord,
    style: &dyn Style,
) -> Option<String> {
    let end = now.end.as_ref().map(|e| e.reason);
    Some(match kind {
        Kind::Move => {
            let san = st.last.as_ref().map_or("", |l| l.san.as_str());
            let id = if now.status == Status::Finished && now.ply == st.record.ply {
                "game-receipt-move-final"
            } else {
                "game-receipt-move"
            };
            tr!(style, id, move = style.bold(san))
        }
        Kind::DrawOffer => tr!(style, "game-receipt-draw-offer"),
        Kind::TakebackRequest => tr!(style, "game-receipt-takeback-request"),
        Kind::GameOver => match end? {
            EndReason::Abort => tr!(style, "game-receipt-abort"),
            EndReason::CitadelClaim => tr!(style, "game-receipt-citadel-claim"),
            EndReason::Agreement => tr!(style, "game-receipt-agreement"),
            EndReason::Resignation => tr!(style, "game-receipt-resigned"),
            _ => return None,
        },
        _ => return None,
    })
}

/// The receipt to run an answer given with `action` under (see [`crate::game::with_receipt`]):
/// `"{code} {receipt}"`. Its confirmation then names the answer ([`answer_text`]), e.g. "You
/// accepted the draw" rather than the confirmation of `/draw`. Front ends' receipts contain no
/// space (Discord's interaction tokens are URL-safe).
pub fn answer_receipt(action: Action, receipt: &str) -> String {
    format!("{} {receipt}", action.code())
}

/// A stored receipt split into the answer it was given with, if any, and the front end's
/// receipt.
pub fn split_receipt(stored: &str) -> (Option<Action>, &str) {
    match stored.split_once(' ') {
        Some((code, receipt)) => match Action::from_code(code) {
            Some(a) => (Some(a), receipt),
            None => (None, stored),
        },
        None => (None, stored),
    }
}

/// What the author of an answer with `action` (a button on Discord) is told once it is stored,
/// from the first announcement it caused (`kind`; `now` is the game now). `None` when that
/// announcement is not the answer's (e.g. the challenge had expired: the refusal says so).
/// Written in `style`'s language.
pub fn answer_text(
    action: Action,
    kind: Kind,
    now: &GameRecord,
    style: &dyn Style,
) -> Option<String> {
    let end = now.end.as_ref().map(|e| e.reason);
    let id = match (action, kind, end) {
        (Action::Accept, Kind::Start, _) => "game-answer-accepted",
        (Action::Decline, Kind::GameOver, Some(EndReason::Declined)) => "game-answer-declined",
        (Action::Decline, Kind::GameOver, Some(EndReason::Withdrawn)) => "game-answer-withdrawn",
        (Action::DrawYes, Kind::GameOver, Some(EndReason::Agreement)) => {
            "game-answer-draw-accepted"
        }
        (Action::DrawNo, Kind::DrawDeclined, _) => "game-answer-draw-declined",
        (Action::TakebackYes, Kind::Takeback, _) => "game-answer-takeback-allowed",
        (Action::TakebackNo, Kind::TakebackDeclined, _) => "game-answer-takeback-declined",
        (Action::Resign, Kind::GameOver, Some(EndReason::Resignation)) => "game-receipt-resigned",
        (Action::Rematch, Kind::Challenge, _) => "game-answer-rematch-asked",
        (Action::Rematch, Kind::Start, _) => "game-answer-rematch-accepted",
        _ => return None,
    };
    Some(tr!(style, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answer_receipts_round_trip() {
        let stored = answer_receipt(Action::DrawYes, "aW50ZXJhY3Rpb24.tok-en_1");
        assert_eq!(stored, "draw-yes aW50ZXJhY3Rpb24.tok-en_1");
        assert_eq!(
            split_receipt(&stored),
            (Some(Action::DrawYes), "aW50ZXJhY3Rpb24.tok-en_1")
        );
        assert_eq!(split_receipt("tok-1"), (None, "tok-1"));
        assert_eq!(
            split_receipt("rematch tok-1"),
            (Some(Action::Rematch), "tok-1")
        );
        assert_eq!(split_receipt("nonsense tok-1"), (None, "nonsense tok-1"));
    }
}
