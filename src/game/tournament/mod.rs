//! Tournaments: the service (create, join, leave, close, start, cancel, withdraw), the round
//! closing that runs inside [`super::finish`], and the tournament worker that carries out the
//! event's posts (announcement, list refreshes, pairings, standings) and creates each paired
//! game through the game service's challenge path.
//!
//! Exactly once:
//! - a round is paired in the transaction that records its last result, under the event's row
//!   lock (`FOR UPDATE` on PostgreSQL; SQLite's write lock) and through the guarded update of
//!   the event's round, with `UNIQUE (tournament_id, round, board)` behind it: two games
//!   ending at the same instant pair the next round once;
//! - a paired game is created in one transaction with its pairing's `game_id` (guarded:
//!   only while unset) and the post that asked for it marked done, so a crash before the
//!   commit leaves the post pending (done again after the restart) and a crash after it leaves
//!   nothing to do: never two games, never none;
//! - the thread a game is played in is opened by the front end from a message posted with the
//!   post's nonce (Discord returns the same message on a repeat, and a thread started from a
//!   message has the message's id), so a repeat opens no second thread.
//!
//! Lock order: game rows before the event's row (as `finish` takes them), so two
//! transactions never wait on each other in a circle.

mod desk;
mod event;
mod messages;
mod rounds;
mod service;

pub use desk::TournamentDesk;
pub use event::Event;
pub use messages::{
    crosstable, round_message, signup_message, standings_lines, standings_message, standings_text,
};
pub(crate) use rounds::game_finished;
use rounds::{advance, pairing_request};
pub use rounds::{withdrawal_plan, Forfeit};

use super::record::{GameRecord, GameResult, Status};
use super::{backoff, worker_name, ColorChoice, GameError, Player, SendError, Style, LEASE};
use super::{ChallengeRequest, GameService};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::store::{now_ms, GameKey, PairingRow, PostRow, StoreError, TournamentRow, WriteTx};
use crate::tournament::{roundrobin, swiss, Format, Outcome, Round, Standing, MAX_SWISS_ROUNDS};
use crate::tr;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Longest event name, in characters.
pub const MAX_NAME: usize = 50;

/// Why a tournament action was refused. `Display` is the polite sentence players see.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// No event of that name or id.
    #[error("There is no tournament of that name in this server.")]
    NoSuchTournament,
    /// The name is empty or too long.
    #[error("A tournament name has 1 to 50 characters.")]
    BadName,
    /// An open event already has the name.
    #[error("This server already has an open tournament called **{0}**; choose another name.")]
    NameTaken(String),
    /// More players than the format takes.
    #[error("A {format} takes at most {max} players.")]
    TooManyPlayers {
        /// The format's name.
        format: &'static str,
        /// Its limit.
        max: usize,
    },
    /// A maximum below the format's minimum.
    #[error("A {format} needs at least {min} players.")]
    TooFewAllowed {
        /// The format's name.
        format: &'static str,
        /// Its minimum.
        min: usize,
    },
    /// Rounds out of range.
    #[error("A Swiss has 1 to 15 rounds (a round-robin's rounds follow from its players).")]
    BadRounds,
    /// Sign-up is over.
    #[error("Sign-up for **{0}** is closed.")]
    SignupClosed(String),
    /// The event is full.
    #[error("**{0}** is full.")]
    Full(String),
    /// Joined already.
    #[error("You are already signed up for **{0}**.")]
    AlreadyIn(String),
    /// Not signed up.
    #[error("You are not signed up for **{0}**.")]
    NotIn(String),
    /// Only the creator or a server manager may.
    #[error("Only the tournament's creator or a server manager can do that.")]
    NotOrganizer,
    /// Not enough players to start.
    #[error("**{name}** needs at least {min} players to start; it has {have}.")]
    NotEnoughPlayers {
        /// The event.
        name: String,
        /// The format's minimum.
        min: usize,
        /// Signed up.
        have: usize,
    },
    /// The action needs another status.
    #[error("**{name}** is {}, so that cannot be done now.", status.text())]
    WrongStatus {
        /// The event.
        name: String,
        /// Its status.
        status: TStatus,
    },
    /// Withdrawn already.
    #[error("You have already withdrawn from **{0}**.")]
    AlreadyWithdrawn(String),
    /// Someone else's withdrawal: that player is not in the event.
    #[error("{} is not playing in **{name}**.", if player_name.is_empty() { player } else { player_name })]
    PlayerNotIn {
        /// The event.
        name: String,
        /// The player's id.
        player: String,
        /// Their name in the event (empty when they are not in it).
        player_name: String,
    },
    /// Someone else's withdrawal: that player withdrew already.
    #[error("{player_name} has already withdrawn from **{name}**.")]
    PlayerAlreadyWithdrawn {
        /// The event.
        name: String,
        /// The player's id.
        player: String,
        /// Their name in the event.
        player_name: String,
    },
    /// The start time is in the past.
    #[error("The start time must be in the future.")]
    StartInPast,
    /// Only members with the server's tournament role may create one.
    #[error("In this server only members with the <@&{0}> role (or Manage Server) can create tournaments.")]
    RoleRequired(String),
    /// A game-layer refusal (bad options, bad days).
    #[error(transparent)]
    Game(#[from] GameError),
}

impl super::Text for TournamentError {
    /// The sentence in `style`'s language (`game-tournament-…`); `Display` is the English one.
    fn text(&self, style: &dyn super::Style) -> String {
        use TournamentError as E;
        let b = |n: &String| style.bold(n);
        match self {
            E::NoSuchTournament => tr!(style, "game-tournament-no-such"),
            E::BadName => tr!(style, "game-tournament-bad-name"),
            E::NameTaken(n) => tr!(style, "game-tournament-name-taken", name = b(n)),
            E::TooManyPlayers { format, max } => tr!(
                style,
                "game-tournament-too-many-players",
                format = *format,
                max = *max
            ),
            E::TooFewAllowed { format, min } => tr!(
                style,
                "game-tournament-too-few-allowed",
                format = *format,
                min = *min
            ),
            E::BadRounds => tr!(style, "game-tournament-bad-rounds"),
            E::SignupClosed(n) => tr!(style, "game-tournament-signup-closed", name = b(n)),
            E::Full(n) => tr!(style, "game-tournament-full", name = b(n)),
            E::AlreadyIn(n) => tr!(style, "game-tournament-already-in", name = b(n)),
            E::NotIn(n) => tr!(style, "game-tournament-not-in", name = b(n)),
            E::NotOrganizer => tr!(style, "game-tournament-not-organizer"),
            E::NotEnoughPlayers { name, min, have } => tr!(
                style,
                "game-tournament-not-enough-players",
                name = b(name),
                min = *min,
                have = *have
            ),
            E::WrongStatus { name, status } => tr!(
                style,
                "game-tournament-wrong-status",
                name = b(name),
                status = status.code()
            ),
            E::AlreadyWithdrawn(n) => {
                tr!(style, "game-tournament-already-withdrawn", name = b(n))
            }
            E::PlayerNotIn {
                name,
                player,
                player_name,
            } => tr!(
                style,
                "game-tournament-player-not-in",
                player = style.player(player, player_name),
                name = b(name)
            ),
            E::PlayerAlreadyWithdrawn {
                name,
                player,
                player_name,
            } => tr!(
                style,
                "game-tournament-player-already-withdrawn",
                player = style.player(player, player_name),
                name = b(name)
            ),
            E::StartInPast => tr!(style, "game-tournament-start-in-past"),
            E::RoleRequired(r) => tr!(style, "game-tournament-role-required", role = r),
            E::Game(e) => e.text(style),
        }
    }
}

impl From<StoreError> for TournamentError {
    fn from(e: StoreError) -> Self {
        TournamentError::Game(GameError::from(e))
    }
}

/// An event's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TStatus {
    /// Taking sign-ups.
    Signup,
    /// Sign-up closed, not started.
    Closed,
    /// Rounds being played.
    Running,
    /// Over, final standings announced.
    Finished,
    /// Called off.
    Cancelled,
}

impl TStatus {
    /// Every status.
    pub const ALL: [TStatus; 5] = [
        TStatus::Signup,
        TStatus::Closed,
        TStatus::Running,
        TStatus::Finished,
        TStatus::Cancelled,
    ];

    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            TStatus::Signup => "signup",
            TStatus::Closed => "closed",
            TStatus::Running => "running",
            TStatus::Finished => "finished",
            TStatus::Cancelled => "cancelled",
        }
    }

    /// As players read it in English ("open for sign-up", "running", …; see
    /// [`TStatus::text_in`]).
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// As players read it in `lang` (`game-tournament-status`).
    pub fn text_in(self, lang: Lang) -> String {
        tr!(lang, "game-tournament-status", status = self.code())
    }

    /// Parses a code (unknown codes read as cancelled: nothing more happens to such an event).
    pub fn of(code: &str) -> TStatus {
        TStatus::ALL
            .into_iter()
            .find(|s| s.code() == code)
            .unwrap_or(TStatus::Cancelled)
    }
}

/// What the tournament worker must do for a post.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostKind {
    /// Post the announcement (with Join/Leave) and open its thread.
    Announce,
    /// Edit the announcement: the list of players, the status.
    Refresh,
    /// Post a round's pairings in the event's thread.
    Round,
    /// Open the game's thread and create the game of a pairing.
    Game,
    /// Post the standings in the event's thread (after a game).
    Standings,
    /// Post the final standings and the winner.
    Final,
    /// Post that the event was cancelled.
    Cancelled,
}

impl PostKind {
    /// Every kind.
    pub const ALL: [PostKind; 7] = [
        PostKind::Announce,
        PostKind::Refresh,
        PostKind::Round,
        PostKind::Game,
        PostKind::Standings,
        PostKind::Final,
        PostKind::Cancelled,
    ];

    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            PostKind::Announce => "announce",
            PostKind::Refresh => "refresh",
            PostKind::Round => "round",
            PostKind::Game => "game",
            PostKind::Standings => "standings",
            PostKind::Final => "final",
            PostKind::Cancelled => "cancelled",
        }
    }

    /// Parses a code.
    pub fn from_code(s: &str) -> Option<PostKind> {
        PostKind::ALL.into_iter().find(|k| k.code() == s)
    }
}

/// A new event, as asked.
#[derive(Clone, Debug)]
pub struct NewTournament {
    /// The server.
    pub guild_id: String,
    /// Where its announcement goes.
    pub channel_id: String,
    /// Its name.
    pub name: String,
    /// The variant of every game.
    pub variant: VariantId,
    /// Rule options text of every game.
    pub options: String,
    /// How it is paired.
    pub format: Format,
    /// Swiss rounds (`None`: ⌈log₂ n⌉ + 1).
    pub rounds: Option<usize>,
    /// Days per move (one of [`super::DAYS_PRESETS`]), `None` for no limit.
    pub days: Option<i64>,
    /// Rated games.
    pub rated: bool,
    /// Sign-up limit (`None`: the format's maximum).
    pub max_players: Option<usize>,
    /// Automatic start, Unix seconds.
    pub starts_at: Option<i64>,
    /// Who creates it.
    pub creator: Player,
}

/// What a front end must do for the tournament worker.
pub trait Desk: Send + Sync + 'static {
    /// How players and times are written.
    fn style(&self) -> &dyn Style;

    /// How the posts of an event are written in `lang`, its server's language (read by the
    /// worker: the language chosen for the server, else its Discord locale, else English);
    /// [`Desk::style`] for a desk that writes one language only.
    fn style_in(&self, lang: Lang) -> &dyn Style {
        let _ = lang;
        self.style()
    }

    /// Posts `message` in `channel` with `nonce` (a repeat with the same nonce must not post
    /// twice); with `thread`, also opens a thread of that name from the message (a repeat
    /// opens none). Returns the message's id (which is the thread's id).
    fn post(
        &self,
        channel: &str,
        nonce: &str,
        message: &DeskMessage,
        thread: Option<&str>,
    ) -> impl Future<Output = Result<String, SendError>> + Send;

    /// Replaces message `message` in `channel` with `content` (idempotent).
    fn edit(
        &self,
        channel: &str,
        message: &str,
        content: &DeskMessage,
    ) -> impl Future<Output = Result<(), SendError>> + Send;
}

/// A tournament message to post.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeskMessage {
    /// The text.
    pub text: String,
    /// Offer the Join and Leave buttons of event `tournament_id`.
    pub signup_buttons: Option<i64>,
    /// A picture to attach.
    pub picture: Option<DeskPicture>,
    /// Player ids to ping.
    pub pings: Vec<String>,
    /// The language of the message (its buttons' labels).
    pub lang: Lang,
}

/// A picture of a tournament message: its file name, PNG bytes and description (alt text, in
/// the message's language).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeskPicture {
    /// The file name, e.g. `standings.png`.
    pub file: String,
    /// The PNG bytes.
    pub png: Vec<u8>,
    /// What it shows, for people who cannot see it (at most
    /// [`crate::game::describe::MAX_DESCRIPTION`] characters).
    pub alt: String,
}

/// The tournament service. Cheap to clone.
#[derive(Clone, Debug)]
pub struct TournamentService {
    games: GameService,
}

fn wrong(row: &TournamentRow) -> TournamentError {
    TournamentError::WrongStatus {
        name: row.name.clone(),
        status: TStatus::of(&row.status),
    }
}

async fn locked(tx: &mut WriteTx, id: i64) -> Result<TournamentRow, TournamentError> {
    tx.tournament(id)
        .await?
        .ok_or(TournamentError::NoSuchTournament)
}

async fn event_in(tx: &mut WriteTx, row: TournamentRow) -> Result<Event, StoreError> {
    let entrants = tx.entrants(row.id).await?;
    let pairings = tx.pairings(row.id).await?;
    Ok(Event {
        row,
        entrants,
        pairings,
    })
}

impl TournamentService {
    /// A service creating its games through `games`.
    pub fn new(games: GameService) -> TournamentService {
        TournamentService { games }
    }

    /// The game service.
    pub fn games(&self) -> &GameService {
        &self.games
    }

    async fn begin(&self) -> Result<WriteTx, TournamentError> {
        Ok(self.games.store().write().await?)
    }

    async fn commit(&self, tx: WriteTx) -> Result<(), TournamentError> {
        tx.commit().await?;
        self.games.committed();
        Ok(())
    }
}
