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
    #[error("{0}")]
    BadMove(MoveError),
    /// Another command changed the game first.
    #[error("The position changed while your command was being processed. Please look at the board and try again.")]
    PositionChanged,
    /// No citadel draw can be claimed now.
    #[error("You cannot claim a citadel draw now: your Shah must stand in the opponent's citadel (rule option citadel=claim or second-entry).")]
    NoClaim,
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
