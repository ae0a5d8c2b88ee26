//! Why the game service refused an action. `Display` is a polite sentence for the player that
//! names no front end's commands (each front end adds its own hints).

use crate::rules::{MoveError, OptionError};
use crate::store::StoreError;

/// Why an action was refused (nothing was changed).
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// No open game where the action was taken.
    #[error("There is no game here.")]
    NoGame,
    /// The game in question is over.
    #[error("This game is over.")]
    GameOver,
    /// The game id (from a button) does not exist.
    #[error("That game no longer exists.")]
    NoSuchGame,
    /// The channel already has an open game or challenge.
    #[error("A game or challenge is already running here. Finish it first, or play in a thread.")]
    ChannelBusy,
    /// Challenging oneself.
    #[error("You cannot challenge yourself.")]
    SelfChallenge,
    /// The options text was refused.
    #[error("{0}")]
    BadOptions(OptionError),
    /// The start position given does not parse or is not legal.
    #[error("That start position cannot be used: {0}")]
    BadPosition(String),
    /// The caller does not play in this game.
    #[error("You are not playing in this game.")]
    NotYourGame,
    /// Only the challenged player may accept or decline.
    #[error("Only the challenged player can answer this challenge.")]
    NotChallenged,
    /// Only the challenger may withdraw.
    #[error("Only the challenger can withdraw this challenge.")]
    NotChallenger,
    /// The challenge was already accepted, declined or withdrawn.
    #[error("This challenge is no longer open.")]
    ChallengeClosed,
    /// The game is still a challenge.
    #[error("The challenge has not been accepted yet.")]
    NotStarted,
    /// Not the caller's turn.
    #[error("It is not your turn; {opponent} is to move.")]
    NotYourTurn {
        /// Who is to move.
        opponent: String,
    },
    /// The move text was refused by the rules.
    #[error("{}", crate::explain::move_error(.0, crate::i18n::Lang::En))]
    BadMove(MoveError),
    /// No citadel draw can be claimed now.
    #[error("You cannot claim a citadel draw now: your Shah must stand in the opponent's citadel (rule option citadel=claim or second-entry).")]
    NoClaim,
    /// The challenge was not accepted in time.
    #[error("This challenge has expired: it was not accepted within 48 hours.")]
    ChallengeExpired,
    /// Days per move not among the presets.
    #[error("Days per move must be one of 1, 2, 3, 5, 7, 10 or 14 (or none).")]
    BadDays,
    /// The mover's deadline has passed; the scheduler ends the game on time.
    #[error("Your time for this move has run out; the game is lost on time.")]
    TimeUp,
    /// The caller already has a draw offer standing.
    #[error("You have already offered a draw; it stands until your opponent moves.")]
    DrawAlreadyOffered,
    /// The offer or request answered is gone (answered, lapsed, or the game moved on).
    #[error("This offer is no longer open.")]
    OfferGone,
    /// Someone other than the addressee answered an offer.
    #[error("Only {0} can answer this.")]
    NotForYou(String),
    /// Abort after both sides have moved.
    #[error("A game can only be aborted until both sides have made a move. Resign or offer a draw instead.")]
    AbortTooLate,
    /// A takeback not of the caller's own last move, or after the opponent replied.
    #[error("You can only ask to take back your own last move, before your opponent has replied.")]
    NoTakeback,
    /// A takeback request already stands.
    #[error("You have already asked to take back your move; wait for the answer.")]
    TakebackPending,
    /// Against the computer: this move was taken back already (one takeback per move).
    #[error("You have already taken back a move here; play a move before the next takeback.")]
    TakebackUsed,
    /// A rematch of something that was not a finished game between two players.
    #[error("A rematch can only follow a finished game between two players.")]
    NoRematch,
    /// Vacation length out of range.
    #[error("A vacation lasts from 1 to 30 days.")]
    BadVacation,
    /// A vacation is already running.
    #[error("You are already on vacation; end it first.")]
    VacationRunning,
    /// Not enough vacation days left this calendar year.
    #[error("You have only {left} vacation days left this year (30 per calendar year).")]
    VacationBudget {
        /// Days left.
        left: i64,
    },
    /// Ending a vacation that is not running.
    #[error("You are not on vacation.")]
    NoVacation,
    /// The user has as many unanswered challenges as allowed (an abuse limit).
    #[error("You already have {max} challenges waiting for an answer, the most allowed. Wait until one is answered or expires, or withdraw one, then try again.")]
    TooManyOpenChallenges {
        /// The limit.
        max: i64,
    },
    /// The user made as many challenges in the last hour as allowed (an abuse limit).
    #[error("You have made {max} challenges in the last hour, the most allowed. You can challenge again in {wait}.")]
    TooManyChallenges {
        /// The limit.
        max: i64,
        /// How long until the next challenge is allowed ("12 minutes").
        wait: String,
    },
    /// The game to end is not in the server of the manager ending it.
    #[error("That game is not in this server.")]
    NotInThisServer,
    /// Another action changed the game first (the guarded update found it moved on).
    #[error("The game changed while your action was being processed; nothing was changed. Please look at the board again.")]
    Conflict,
    /// A move chosen in a picker for an earlier position (the game moved on since it was
    /// shown); nothing was played.
    #[error("The position has changed since this was shown, so nothing was played. Please look at the latest board.")]
    PositionChanged,
    /// The stored game does not parse or does not replay.
    #[error(
        "This game's record is damaged ({what}), so it cannot continue. Please start a new game."
    )]
    Corrupt {
        /// The game id.
        game_id: i64,
        /// What is wrong.
        what: String,
    },
    /// A conditional move line or edit was refused (issue 21). Boxed: its texts would make
    /// every `Result<_, GameError>` larger.
    #[error("{0}")]
    Premove(Box<super::conditional::PremoveError>),
    /// A database failure; nothing was changed. `Display` names the database and the cause.
    #[error("The game database failed, so nothing was changed: {0}")]
    Store(StoreError),
}

impl From<super::conditional::PremoveError> for GameError {
    fn from(e: super::conditional::PremoveError) -> GameError {
        GameError::Premove(Box::new(e))
    }
}

impl From<StoreError> for GameError {
    fn from(e: StoreError) -> GameError {
        match e {
            StoreError::ChannelBusy => GameError::ChannelBusy,
            StoreError::Conflict => {
                crate::metrics::conflict();
                GameError::Conflict
            }
            e => GameError::Store(e),
        }
    }
}

impl super::Text for GameError {
    // Issue 19 moves these sentences into the catalog (locales/*/game.ftl).
    fn text(&self, _style: &dyn super::Style) -> String {
        self.to_string()
    }
}
