//! Sentences for refused input: moves ([`MoveError`]) and positions ([`TfenError`]). The rules module returns typed errors; the words are chosen here, once,
//! for both front ends.

use crate::rules::{MoveError, Refusal, Role, TfenError};

/// The forms a move may take, for the player who typed something else.
const FORMS: &str = "e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel";

/// A piece kind in a sentence, lower case ("pawn of generals", "king").
fn name(role: Role) -> &'static str {
    match role {
        // "shah" would be wrong for a Timurid King; every player knows a Shah is a king.
        Role::King => "king",
        r => r.name(),
    }
}

/// "a", "a or b", "a, b or c".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Why a move was refused, in words, without a full stop: "there is no piece on e5".
pub fn refusal_reason(reason: &Refusal) -> String {
    match reason {
        Refusal::EmptySquare(sq) => format!("there is no piece on {sq}"),
        Refusal::NotYours { square, role } => format!("the {} on {square} is not yours", name(*role)),
        Refusal::WrongPiece {
            square,
            role,
            letters,
        } => format!(
            "the piece on {square} is a {}, not a piece with the letter {letters}",
            name(*role)
        ),
        Refusal::NoSuchPiece { letters } => {
            format!("you have no piece with the letter {letters}")
        }
        Refusal::Parked(sq) => format!(
            "your pawn of pawns on {sq} is parked; it can only be placed (P@square)"
        ),
        Refusal::OwnPiece(sq) => format!("your own piece stands on {sq}"),
        Refusal::NothingToCapture(sq) => format!("there is nothing to capture on {sq}"),
        Refusal::CannotReach { role, from, to } => {
            format!("a {} on {from} cannot move to {to}", name(*role))
        }
        Refusal::NoPieceReaches { to, role: Some(r) } => {
            format!("no {} of yours can move to {to}", name(*r))
        }
        Refusal::NoPieceReaches { to, role: None } => format!(
            "no pawn of yours can move to {to} (for another piece give its letter or square, as in Nc3 or b1-c3)"
        ),
        Refusal::WrongPromotion { letters } if letters.is_empty() => {
            "say whether the piece promotes: add =Q to promote, or nothing to stay".into()
        }
        Refusal::WrongPromotion { letters } => {
            format!("this move does not promote to {letters}")
        }
        Refusal::LeavesRoyalAttacked => "it would leave your royal piece attacked".into(),
        Refusal::NothingToPlace => "you have no parked pawn of pawns to place".into(),
        Refusal::PlacementOnLastRank(sq) => format!(
            "the pawn of pawns cannot be placed on {sq}, on its own last rank"
        ),
        Refusal::PlacementOccupied { square, role } => format!(
            "the {} on {square} cannot be removed by a placement (royals and parked pawns of pawns stay)",
            name(*role)
        ),
        Refusal::PlacementAttacksTooLittle { square, loose: false } => format!(
            "on {square} the pawn of pawns would neither fork two enemy pieces nor attack one that cannot move"
        ),
        Refusal::PlacementAttacksTooLittle { square, loose: true } => {
            format!("on {square} the pawn of pawns would attack no enemy piece")
        }
        Refusal::RelocationOnlyTo(sq) => format!(
            "after its second arrival the pawn of pawns can only go to {sq}"
        ),
        Refusal::NoSwap => "your Shah's swap is not available (once per game, from the main board)".into(),
        Refusal::SwapNotNow {
            succession: true, ..
        } => "the King may succeed with a Prince only when it is attacked and has no other move".into(),
        Refusal::SwapNotNow {
            check_only: true, ..
        } => "the Shah may swap only when it is attacked (swap=check-only)".into(),
        Refusal::SwapNotNow { .. } => {
            "the Shah may swap only when it is attacked or there is no other move".into()
        }
        Refusal::SwapPartner(sq) => format!("the piece on {sq} cannot take your royal's place"),
        Refusal::NoCitadel => "none of your kings can enter a citadel now".into(),
    }
}

/// The sentence for a refused move, ready to show to the player (docs/rules.md §6.2).
pub fn move_error(e: &MoveError) -> String {
    match e {
        MoveError::Empty => format!("Type a move, such as {}.", FORMS.replace("Nc3, ", "")),
        MoveError::GameOver => "The game is over; no more moves can be played.".into(),
        MoveError::Unparseable { input } => {
            format!("I could not read '{input}' as a move. Moves look like {FORMS}.")
        }
        MoveError::Illegal {
            input,
            reason,
            in_check,
            closest,
        } => {
            let note = match reason {
                Refusal::CannotReach { .. }
                | Refusal::NoPieceReaches { .. }
                | Refusal::LeavesRoyalAttacked
                    if *in_check =>
                {
                    " (you are in check)"
                }
                _ => "",
            };
            let closest = if closest.is_empty() {
                String::new()
            } else {
                format!(" Closest legal moves: {}.", closest.join(", "))
            };
            format!(
                "'{input}' is not a legal move: {}{note}.{closest}",
                refusal_reason(reason)
            )
        }
        MoveError::Ambiguous { input, candidates } => {
            format!(
                "'{input}' could mean {}. Please say which.",
                or_list(candidates)
            )
        }
    }
}

/// The sentence for a refused TFEN: what is wrong and where.
pub fn tfen_error(e: &TfenError) -> String {
    let text = e.to_string();
    let mut c = text.chars();
    match c.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), c.as_str()),
        None => String::new(),
    }
}
