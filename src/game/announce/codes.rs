//! The codes of announcements: what the outbox stores ([`Kind`]) and the answers a player can
//! give ([`Action`], button ids on Discord), with the answers' labels.

use crate::i18n::Lang;
use crate::tr;

/// What happened, as stored in the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A challenge was posted (answers: accept, decline).
    Challenge,
    /// The game started: the first board, the player to move pinged.
    Start,
    /// A move: the board after it, the next player pinged.
    Move,
    /// A conditional move (issue 21): the reply a player stored, played in the transaction of
    /// the opponent's move; shown like a move, marked "(conditional move)".
    ConditionalMove,
    /// A draw offer (answers: accept, decline).
    DrawOffer,
    /// A draw offer was declined.
    DrawDeclined,
    /// A takeback request (answers: accept, decline).
    TakebackRequest,
    /// A takeback request was declined.
    TakebackDeclined,
    /// A takeback was accepted: the board after it.
    Takeback,
    /// The player to move is reminded of the deadline.
    Reminder,
    /// The game ended (any [`EndReason`](crate::game::EndReason), declined and expired challenges included).
    GameOver,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 11] = [
        Kind::Challenge,
        Kind::Start,
        Kind::Move,
        Kind::ConditionalMove,
        Kind::DrawOffer,
        Kind::DrawDeclined,
        Kind::TakebackRequest,
        Kind::TakebackDeclined,
        Kind::Takeback,
        Kind::Reminder,
        Kind::GameOver,
    ];

    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            Kind::Challenge => "challenge",
            Kind::Start => "start",
            Kind::Move => "move",
            Kind::ConditionalMove => "conditional_move",
            Kind::DrawOffer => "draw_offer",
            Kind::DrawDeclined => "draw_declined",
            Kind::TakebackRequest => "takeback_request",
            Kind::TakebackDeclined => "takeback_declined",
            Kind::Takeback => "takeback",
            Kind::Reminder => "reminder",
            Kind::GameOver => "game_over",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == s)
    }
}

/// An answer a player can give to an announcement (a button on Discord). One list for every
/// front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Accept a challenge.
    Accept,
    /// Decline a challenge (the challenger: withdraw it).
    Decline,
    /// Accept a draw offer.
    DrawYes,
    /// Decline a draw offer.
    DrawNo,
    /// Agree to a takeback.
    TakebackYes,
    /// Refuse a takeback.
    TakebackNo,
    /// Confirm a resignation.
    Resign,
    /// Ask for a rematch of a finished game (colours swapped).
    Rematch,
    /// A move chosen in a picker (Discord's Move button): confirmed like a typed move, but
    /// in the picker, which then shows the board, rather than by the board post alone.
    Pick,
}

impl Action {
    /// Every action.
    pub const ALL: [Action; 9] = [
        Action::Accept,
        Action::Decline,
        Action::DrawYes,
        Action::DrawNo,
        Action::TakebackYes,
        Action::TakebackNo,
        Action::Resign,
        Action::Rematch,
        Action::Pick,
    ];

    /// A short stable code (used in button ids).
    pub const fn code(self) -> &'static str {
        match self {
            Action::Accept => "accept",
            Action::Decline => "decline",
            Action::DrawYes => "draw-yes",
            Action::DrawNo => "draw-no",
            Action::TakebackYes => "takeback-yes",
            Action::TakebackNo => "takeback-no",
            Action::Resign => "resign",
            Action::Rematch => "rematch",
            Action::Pick => "picked",
        }
    }

    /// Parses a code.
    pub fn from_code(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.code() == s)
    }

    /// The label shown on the answer, in English ([`Action::label_in`]).
    pub fn label(self) -> String {
        self.label_in(Lang::En)
    }

    /// The label shown on the answer in `lang` (`game-action-…`).
    pub fn label_in(self, lang: Lang) -> String {
        let id = match self {
            Action::Accept | Action::DrawYes | Action::TakebackYes => "game-action-accept",
            Action::Decline | Action::DrawNo | Action::TakebackNo => "game-action-decline",
            Action::Resign => "game-action-resign",
            Action::Rematch => "game-action-rematch",
            Action::Pick => "game-action-move",
        };
        tr!(lang, id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::record::EndReason;

    /// Every value of `all` reads back from its code.
    fn round_trips<T: Copy + PartialEq + std::fmt::Debug>(
        all: &[T],
        code: impl Fn(T) -> &'static str,
        parse: impl Fn(&str) -> Option<T>,
    ) {
        for &v in all {
            assert_eq!(parse(code(v)), Some(v));
        }
    }

    #[test]
    fn codes_round_trip() {
        round_trips(&Kind::ALL, Kind::code, Kind::from_code);
        round_trips(&Action::ALL, Action::code, Action::from_code);
        round_trips(&EndReason::ALL, EndReason::code, EndReason::from_code);
        assert_eq!(Kind::from_code("nonsense"), None);
    }
}
