//! What the author of an action is told once it is stored (the receipt's confirmation): one
//! text per announcement kind for a command, one per answer given with a button.

use super::{Action, Kind, Style};
use crate::game::record::{EndReason, GameRecord, Status};
use crate::game::state::GameState;

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
            if now.status == Status::Finished && now.ply == st.record.ply {
                format!("You played {}. The game is over; the board and result follow.", style.bold(san))
            } else {
                format!("You played {}. The board follows in the channel.", style.bold(san))
            }
        }
        Kind::DrawOffer => {
            "You offered a draw. Your opponent can accept or decline; the offer lapses when they move."
                .into()
        }
        Kind::TakebackRequest => {
            "You asked to take back your last move; your opponent answers.".into()
        }
        Kind::GameOver => match end? {
            EndReason::Abort => "You aborted the game. It ends without a result.".into(),
            EndReason::CitadelClaim => "You claimed the citadel draw: the game is drawn.".into(),
            EndReason::Agreement => {
                "Your opponent had offered a draw, so the game is drawn.".into()
            }
            EndReason::Resignation => "You resigned.".into(),
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
pub fn answer_text(action: Action, kind: Kind, now: &GameRecord) -> Option<String> {
    let end = now.end.as_ref().map(|e| e.reason);
    let text = match (action, kind, end) {
        (Action::Accept, Kind::Start, _) => {
            "You accepted the challenge: the game begins, and the board follows."
        }
        (Action::Decline, Kind::GameOver, Some(EndReason::Declined)) => {
            "You declined the challenge."
        }
        (Action::Decline, Kind::GameOver, Some(EndReason::Withdrawn)) => {
            "You withdrew your challenge."
        }
        (Action::DrawYes, Kind::GameOver, Some(EndReason::Agreement)) => {
            "You accepted the draw: the game is drawn."
        }
        (Action::DrawNo, Kind::DrawDeclined, _) => "You declined the draw offer.",
        (Action::TakebackYes, Kind::Takeback, _) => {
            "You allowed the takeback: the move is taken back, and the board follows."
        }
        (Action::TakebackNo, Kind::TakebackDeclined, _) => "You declined the takeback.",
        (Action::Resign, Kind::GameOver, Some(EndReason::Resignation)) => "You resigned.",
        (Action::Rematch, Kind::Challenge, _) => {
            "You asked for a rematch, colours swapped: your challenge is posted."
        }
        (Action::Rematch, Kind::Start, _) => {
            "You accepted the rematch: the game begins, and the board follows."
        }
        _ => return None,
    };
    Some(text.to_string())
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
