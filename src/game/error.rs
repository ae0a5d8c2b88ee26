//! Errors of the game service, each a polite sentence for the player.

use crate::rules::{MoveError, OptionError};
use crate::store::StoreError;

/// Why a command was refused. `Display` gives the message to show (ephemerally) to the player.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// No open game in this channel.
    #[error("There is no game in this channel. Start one with /challenge.")]
    NoGame,
    /// The game id (from a button) does not exist.
    #[error("That game no longer exists.")]
    NoSuchGame,
    /// The channel already has an open game or challenge.
    #[error("A game or challenge is already running in this channel. Finish it first, or play in a thread.")]
    ChannelBusy,
    /// Challenging oneself.
    #[error("You cannot challenge yourself.")]
    SelfChallenge,
    /// The options text was refused.
    #[error("{0}")]
    BadOptions(OptionError),
    /// The caller does not play in this game.
    #[error("You are not playing in this game.")]
    NotYourGame,
    /// Only the challenged player may accept.
    #[error("Only the challenged player can accept this challenge.")]
    NotChallenged,
    /// The challenge was already accepted, declined or cancelled.
    #[error("This challenge is no longer open.")]
    ChallengeClosed,
    /// The game in the channel is still a challenge.
    #[error("The challenge has not been accepted yet.")]
    NotStarted,
    /// Not the caller's turn.
    #[error("It is not your turn; {opponent} is to move.")]
    NotYourTurn {
        /// Who is to move.
        opponent: String,
    },
    /// The move text was refused by the rules.
    #[error("{}", crate::explain::move_error(.0))]
    BadMove(MoveError),
    /// Another command changed the game first.
    #[error("The position changed while your command was being processed. Please look at the board and try again.")]
    PositionChanged,
    /// No citadel draw can be claimed now.
    #[error("You cannot claim a citadel draw now: your Shah must stand in the opponent's citadel (rule option citadel=claim or second-entry).")]
    NoClaim,
    /// The challenge was not accepted in time.
    #[error("This challenge has expired: it was not accepted within 48 hours.")]
    ChallengeExpired,
    /// Days per move not among the offered presets.
    #[error("Days per move must be one of 1, 2, 3, 5, 7, 10 or 14 (or none).")]
    BadDays,
    /// The mover's deadline has passed; the scheduler ends the game on time.
    #[error("Your time for this move has run out; the game is lost on time.")]
    TimeUp,
    /// The caller already has a draw offer standing.
    #[error("You have already offered a draw; it stands until your opponent moves.")]
    DrawAlreadyOffered,
    /// The offer or request this button answers is gone (answered, lapsed or the game moved on).
    #[error("This offer is no longer open.")]
    OfferGone,
    /// Someone other than the player the offer is addressed to pressed its button.
    #[error("Only {0} can answer this.")]
    NotForYou(String),
    /// Abort after both sides have moved.
    #[error("A game can only be aborted until both sides have made a move. Resign or offer a draw instead.")]
    AbortTooLate,
    /// A takeback that is not of the caller's own last move, or after the opponent replied.
    #[error("You can only ask to take back your own last move, before your opponent has replied.")]
    NoTakeback,
    /// A takeback request already stands.
    #[error("You have already asked to take back your move; wait for the answer.")]
    TakebackPending,
    /// Vacation length out of range.
    #[error("A vacation lasts from 1 to 30 days.")]
    BadVacation,
    /// A vacation is already running.
    #[error("You are already on vacation. End it with /vacation end first.")]
    VacationRunning,
    /// Not enough vacation days left this calendar year.
    #[error("You have only {left} vacation days left this year (30 per calendar year).")]
    VacationBudget {
        /// Days left.
        left: i64,
    },
    /// `/vacation end` without a vacation.
    #[error("You are not on vacation.")]
    NoVacation,
    /// The stored game does not replay.
    #[error("This game's record is damaged ({what}), so it cannot continue. Please start a new game; the bot's operator has been told.")]
    Corrupt {
        /// The game id.
        game_id: i64,
        /// What is wrong.
        what: String,
    },
    /// A database failure.
    #[error("Something went wrong on the bot's side; please try again in a moment.")]
    Store(#[from] StoreError),
}
