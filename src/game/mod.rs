//! The game core: the typed game record, one service method per action (each one database
//! transaction with its announcements in the outbox), the announcements' texts, and their
//! delivery. Used by the Discord front end and local mode alike; it knows nothing of Discord.
//!
//! - [`record`]: what a stored game means (status, result, [`EndReason`], clock, offers).
//! - [`state`]: a game loaded for use (current position from the stored TFEN, no replay) and
//!   full verification by replay ([`verify`], for `timur check`).
//! - [`history`]: a game's story ([`History`]): the one replay of its moves, move list and
//!   numbers, PGN written and read, the replays' frames.
//! - [`service`]: [`GameService`], the actions and [`finish`].
//! - [`announce`]: outbox kinds, answers ([`Action`]) and the presenter ([`present`]).
//! - [`style`]: how a front end writes the styled parts of a text ([`Style`]).
//! - [`deliver`]: the delivery worker over a [`Courier`] (Discord, or the terminal).
//! - `rating`: ratings updated inside [`finish`], read for the front ends, rebuilt.
//! - [`tournament`]: events, the round closing inside [`finish`], the tournament worker.

pub mod analysis;
pub mod announce;
pub mod computer;
pub mod conditional;
pub mod deliver;
pub mod describe;
mod error;
pub mod history;
pub mod limits;
pub mod names;
pub mod notify;
mod outcome_text;
mod rating;
pub mod record;
mod rematch;
pub mod retire;
mod rules_text;
pub mod service;
pub mod state;
pub mod style;
#[cfg(test)]
mod testing;
pub mod tournament;
pub mod views;

pub use announce::{present, Action, Kind, Message, Picture, Receipt};
pub use conditional::{DropReason, DroppedNote, LineView, PremoveError, PremoveView, Which};
pub use deliver::{worker_name, Courier, Delivery, SendError, LEASE, RETENTION};
pub use error::GameError;
pub use history::{civil_date, replay_file_name, Ending, History, HistoryError, Ply, Setup, Stamp};
pub use limits::Limits;
pub use outcome_text::{outcome_sentence, outcome_sentence_in};
pub use rating::{
    rated_result, rebuild_ratings, standing, GameRating, Leaderboard, Ranked, RebuildReport,
    LEADERBOARD_SIZE,
};
pub use record::{
    Clock as GameClock, End, EndReason, GameRecord, GameResult, Offers, Side, Status,
};
pub use rematch::rematchable;
pub use service::{
    finish, sort_by_urgency, suggest, turn_clock, At, ChallengeRequest, DrawOffer, GameService,
    Played, VacationStatus, CHALLENGE_LIFETIME, DAYS_PRESETS, VACATION_DAYS_PER_YEAR,
};
pub use state::{verify, GameState, LastMove};
pub use style::{Markdown, Style, Text, Unmarked};
// Shared by the game's own modules through the parent, so siblings never name each other.
pub(crate) use announce::{claimant, color_code, end_parts_sentence, variant_text, EndParts};
pub(crate) use computer::challenge_computer_as;
pub(crate) use deliver::backoff;
pub(crate) use history::numbered;
pub(crate) use limits::wait_text_in;
pub(crate) use retire::{store_edits, Fate};
pub(crate) use state::{at_ply, find_move, position_of, succeeded_text};
pub(crate) use tournament::game_finished;
pub(crate) use views::HumanMove;

/// A source of the current time in Unix seconds; injectable so tests run on a fake clock.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// Seconds since 1970-01-01 UTC.
    fn now(&self) -> i64;
}

/// The system clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

/// Someone acting in a game: a Discord user (id = the snowflake as text), a local player, or
/// the bot itself as a computer player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Stable id.
    pub id: String,
    /// Display name.
    pub name: String,
}

impl Player {
    /// A player with this id and name.
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> Player {
        Player {
            id: id.into(),
            name: name.into(),
        }
    }
}

/// The challenger's colour choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    /// The challenger plays White.
    White,
    /// The challenger plays Black.
    Black,
    /// Decided by a coin flip at challenge time.
    Random,
}
