//! Which games are rated: a rated challenge between two people that was played to a result.

use super::Score;

/// How a game ended, as far as rating cares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// Played to a result (checkmate, resignation, time, agreement, a draw rule, …).
    Decided(Score),
    /// Aborted before it really started.
    Aborted,
    /// The challenge was declined.
    Declined,
    /// The challenger withdrew the challenge.
    Withdrawn,
    /// The challenge expired unanswered.
    Expired,
}

/// The score to rate, or `None` when the game is not rated: it must be a rated challenge
/// (`rated`), not against the computer opponent, not a local-mode game, and decided
/// (aborted, declined, withdrawn and expired games never count).
pub fn rated_score(rated: bool, against_computer: bool, local: bool, end: Ending) -> Option<Score> {
    match end {
        Ending::Decided(score) if rated && !against_computer && !local => Some(score),
        _ => None,
    }
}

/// Whether a new challenge is rated: as `asked`, else [`default_rated`]; a game against the
/// computer opponent is always casual. `None` when a rated game against the computer was
/// asked for (the front end refuses it).
pub fn rated_challenge(
    asked: Option<bool>,
    days_per_move: Option<i64>,
    against_computer: bool,
) -> Option<bool> {
    match (asked, against_computer) {
        (Some(true), true) => None,
        (_, true) => Some(false),
        (Some(rated), false) => Some(rated),
        (None, false) => Some(default_rated(days_per_move)),
    }
}

/// Whether a new challenge is rated when `/challenge` does not say: rated when it has a time
/// limit (`days_per_move`, days), casual otherwise.
pub fn default_rated(days_per_move: Option<i64>) -> bool {
    days_per_move.is_some()
}
