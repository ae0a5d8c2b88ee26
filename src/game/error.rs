//! Why the game service refused an action. [`Text`](crate::game::Text) is a polite sentence for
//! the player in the style's language (`game-error-…` in `locales/<tag>/game.ftl`) that names no
//! front end's commands (each front end adds its own hints); `Display` is the English sentence,
//! for logs.

use super::Text as _;
use crate::rules::{MoveError, OptionError};
use crate::store::StoreError;

/// Why an action was refused (nothing was changed).
#[derive(Debug)]
pub enum GameError {
    /// No open game where the action was taken.
    NoGame,
    /// The game in question is over.
    GameOver,
    /// The game id (from a button) does not exist.
    NoSuchGame,
    /// The channel already has an open game or challenge.
    ChannelBusy,
    /// Challenging oneself.
    SelfChallenge,
    /// The options text was refused.
    BadOptions(OptionError),
    /// The start position given does not parse or is not legal.
    BadPosition(String),
    /// The caller does not play in this game.
    NotYourGame,
    /// Only the challenged player may accept or decline.
    NotChallenged,
    /// Only the challenger may withdraw.
    NotChallenger,
    /// The challenge was already accepted, declined or withdrawn.
    ChallengeClosed,
    /// The game is still a challenge.
    NotStarted,
    /// Not the caller's turn.
    NotYourTurn {
        /// Who is to move.
        opponent: String,
    },
    /// The move text was refused by the rules.
    BadMove(MoveError),
    /// No citadel draw can be claimed now.
    NoClaim,
    /// The challenge was not accepted in time.
    ChallengeExpired,
    /// Days per move not among the presets.
    BadDays,
    /// The mover's deadline has passed; the scheduler ends the game on time.
    TimeUp,
    /// The caller already has a draw offer standing.
    DrawAlreadyOffered,
    /// The offer or request answered is gone (answered, lapsed, or the game moved on).
    OfferGone,
    /// Someone other than the addressee answered an offer.
    NotForYou(String),
    /// Abort after both sides have moved.
    AbortTooLate,
    /// A takeback not of the caller's own last move, or after the opponent replied.
    NoTakeback,
    /// A takeback request already stands.
    TakebackPending,
    /// Against the computer: this move was taken back already (one takeback per move).
    TakebackUsed,
    /// A rematch of something that was not a finished game between two players.
    NoRematch,
    /// Vacation length out of range.
    BadVacation,
    /// A vacation is already running.
    VacationRunning,
    /// Not enough vacation days left this calendar year.
    VacationBudget {
        /// Days left.
        left: i64,
    },
    /// Ending a vacation that is not running.
    NoVacation,
    /// The user has as many unanswered challenges as allowed (an abuse limit).
    TooManyOpenChallenges {
        /// The limit.
        max: i64,
    },
    /// The user made as many challenges in the last hour as allowed (an abuse limit).
    TooManyChallenges {
        /// The limit.
        max: i64,
        /// Seconds until the next challenge is allowed (said as "12 minutes", "30 seconds" by
        /// [`crate::game::limits::wait_text`]).
        wait_secs: i64,
    },
    /// The game to end is not in the server of the manager ending it.
    NotInThisServer,
    /// Another action changed the game first (the guarded update found it moved on).
    Conflict,
    /// A move chosen in a picker for an earlier position (the game moved on since it was
    /// shown); nothing was played.
    PositionChanged,
    /// The stored game does not parse or does not replay.
    Corrupt {
        /// The game id.
        game_id: i64,
        /// What is wrong.
        what: String,
    },
    /// A conditional move line or edit was refused (issue 21). Boxed: its texts would make
    /// every `Result<_, GameError>` larger.
    Premove(Box<super::conditional::PremoveError>),
    /// A database failure; nothing was changed. `Display` names the database and the cause.
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

impl std::fmt::Display for GameError {
    /// The English sentence (the catalog's `en-US`), for logs; a damaged record's says what
    /// is damaged and a database failure names the database and its cause (the details
    /// players are spared, for `timur check` and the log).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Corrupt { what, .. } => write!(
                f,
                "This game's record is damaged ({what}), so it cannot continue. Please start a new game." // operator: the log and timur check
            ),
            GameError::Store(e) => write!(
                f,
                "The game database failed, so nothing was changed: {e}" // operator: the log and local mode's stderr
            ),
            _ => f.write_str(&self.text(&super::Markdown)),
        }
    }
}

impl std::error::Error for GameError {}

impl super::Text for GameError {
    fn text(&self, style: &dyn super::Style) -> String {
        use GameError as E;
        let id = match self {
            E::NoGame => "game-error-no-game",
            E::GameOver => "game-error-game-over",
            E::NoSuchGame => "game-error-no-such-game",
            E::ChannelBusy => "game-error-channel-busy",
            E::SelfChallenge => "game-error-self-challenge",
            E::BadOptions(e) => return e.text(style),
            E::BadPosition(reason) => {
                return crate::tr!(style, "game-error-bad-position", reason = reason)
            }
            E::NotYourGame => "game-error-not-your-game",
            E::NotChallenged => "game-error-not-challenged",
            E::NotChallenger => "game-error-not-challenger",
            E::ChallengeClosed => "game-error-challenge-closed",
            E::NotStarted => "game-error-not-started",
            E::NotYourTurn { opponent } => {
                return crate::tr!(style, "game-error-not-your-turn", opponent = opponent)
            }
            E::BadMove(e) => return e.text(style),
            E::NoClaim => "game-error-no-claim",
            E::ChallengeExpired => "game-error-challenge-expired",
            E::BadDays => "game-error-bad-days",
            E::TimeUp => "game-error-time-up",
            E::DrawAlreadyOffered => "game-error-draw-already-offered",
            E::OfferGone => "game-error-offer-gone",
            E::NotForYou(player) => {
                return crate::tr!(style, "game-error-not-for-you", player = player)
            }
            E::AbortTooLate => "game-error-abort-too-late",
            E::NoTakeback => "game-error-no-takeback",
            E::TakebackPending => "game-error-takeback-pending",
            E::TakebackUsed => "game-error-takeback-used",
            E::NoRematch => "game-error-no-rematch",
            E::BadVacation => "game-error-bad-vacation",
            E::VacationRunning => "game-error-vacation-running",
            E::VacationBudget { left } => {
                return crate::tr!(style, "game-error-vacation-budget", left = *left)
            }
            E::NoVacation => "game-error-no-vacation",
            E::TooManyOpenChallenges { max } => {
                return crate::tr!(style, "game-error-too-many-open-challenges", max = *max)
            }
            E::TooManyChallenges { max, wait_secs } => {
                return crate::tr!(
                    style,
                    "game-error-too-many-challenges",
                    max = *max,
                    wait = super::wait_text_in(style.lang(), *wait_secs)
                )
            }
            E::NotInThisServer => "game-error-not-in-this-server",
            E::Conflict => "game-error-conflict",
            E::PositionChanged => "game-error-position-changed",
            // The detail is English for operators (log, `timur check`); the player gets the game.
            E::Corrupt { game_id, .. } => {
                return crate::tr!(style, "game-error-corrupt", game = *game_id)
            }
            E::Premove(e) => return e.text(style),
            // The cause is for operators: the front ends log it (Discord) or print it apart (local).
            E::Store(_) => "game-error-store",
        };
        crate::tr!(style, id)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Text;
    use super::GameError;
    use crate::game::history::Plain as In;
    use crate::i18n::Lang;

    /// A player reads which game is damaged in their language; the English detail (for
    /// `timur check` and the log) stays in `Display`.
    #[test]
    fn a_damaged_record_is_told_to_players_without_the_operators_detail() {
        let e = GameError::Corrupt {
            game_id: 7,
            what: "move 3 'Zz9-z9' is not legal".into(),
        };
        assert_eq!(
            e.text(&In(Lang::Fr)),
            "L'enregistrement de cette partie est endommagé (partie 7), elle ne peut donc pas continuer. Commencez une nouvelle partie."
        );
        assert_eq!(
            e.text(&In(Lang::ZhCn)),
            "这局棋的记录已损坏（第 7 号对局），无法继续。请开始新的对局。"
        );
        assert_eq!(
            e.to_string(),
            "This game's record is damaged (move 3 'Zz9-z9' is not legal), so it cannot continue. Please start a new game."
        );
    }
}
