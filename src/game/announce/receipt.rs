//! What the author of an action is told once it is stored (the receipt's confirmation): one
//! text per announcement kind for a command, one per answer given with a button.

use super::{Action, Kind, Style};
use crate::game::record::{EndReason, GameRecord, Status};
use crate::game::state::GameState;
use crate::i18n::Lang;
use crate::store::{OutboxRow, ReceiptRow};
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

/// The front end's receipt for the author of an action: how the delivery worker reaches them
/// with the confirmation of what was stored, even after a crash between the commit and the
/// reply. Given to the service with [`crate::game::GameService::receipted`]; the action's first
/// announcement stores it in explicit columns ([`crate::store::ReceiptRow`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Receipt {
    /// The front end's token (opaque; Discord: the interaction token, valid 15 minutes).
    pub token: String,
    /// The answer (a button) the action was taken with: its confirmation names the answer
    /// ([`answer_text`]), e.g. "You accepted the draw" rather than the confirmation of `/draw`.
    pub answer: Option<Action>,
    /// The channel the confirmation links: the game's, when the action was taken elsewhere.
    pub link: Option<String>,
    /// The author's language: the confirmation is written in it.
    pub lang: Lang,
}

impl Receipt {
    /// The receipt `token` of an author reading `lang`, with no answer and no link.
    pub fn new(token: impl Into<String>, lang: Lang) -> Receipt {
        Receipt {
            token: token.into(),
            answer: None,
            link: None,
            lang,
        }
    }

    /// Given with the answer `action`.
    pub fn answer(mut self, action: Action) -> Receipt {
        self.answer = Some(action);
        self
    }

    /// Linking channel `channel` in the confirmation; `None` for no link.
    pub fn link(mut self, channel: Option<String>) -> Receipt {
        self.link = channel;
        self
    }

    /// The stored form.
    pub fn to_row(&self) -> ReceiptRow {
        ReceiptRow {
            token: self.token.clone(),
            answer: self.answer.map(|a| a.code().to_string()),
            link: self.link.clone(),
            locale: Some(self.lang.tag().to_string()),
        }
    }

    /// The receipt stored with outbox row `row`, if any. An unknown answer code reads as none
    /// (the confirmation of the command); an unknown or missing locale as English.
    pub fn of_row(row: &OutboxRow) -> Option<Receipt> {
        let r = row.receipt()?;
        Some(Receipt {
            token: r.token,
            answer: r.answer.as_deref().and_then(Action::from_code),
            link: r.link,
            lang: r
                .locale
                .as_deref()
                .and_then(Lang::parse)
                .unwrap_or_default(),
        })
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
    fn receipts_are_stored_in_their_columns_and_read_back() {
        let r = Receipt::new("aW50ZXJhY3Rpb24.tok-en_1", Lang::Fr)
            .answer(Action::DrawYes)
            .link(Some("123".into()));
        let row = r.to_row();
        assert_eq!(
            row,
            ReceiptRow {
                token: "aW50ZXJhY3Rpb24.tok-en_1".into(),
                answer: Some("draw-yes".into()),
                link: Some("123".into()),
                locale: Some("fr".into()),
            }
        );
        let mut out = OutboxRow {
            receipt_token: Some(row.token),
            receipt_answer: row.answer,
            receipt_link: row.link,
            receipt_locale: row.locale,
            ..OutboxRow::default()
        };
        assert_eq!(Receipt::of_row(&out), Some(r));
        out.receipt_answer = Some("nonsense".into());
        out.receipt_locale = None;
        let plain = Receipt::of_row(&out).unwrap();
        assert_eq!((plain.answer, plain.lang), (None, Lang::En));
        out.receipt_token = None;
        assert_eq!(Receipt::of_row(&out), None);
    }
}
