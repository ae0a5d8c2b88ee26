//! The game service: one method per action, each one write transaction that reads the game
//! under the write lock, decides, writes through the guarded update, and stores the
//! announcements it causes in the outbox. Every end of a game goes through [`finish`].

mod challenge;
mod clock;
mod decide;
mod ends;
mod offers;
mod play;
mod reads;
mod vacation;

pub(crate) use ends::forfeit_in;
pub use reads::{sort_by_urgency, suggest};

use decide::{apply, Decision};

use super::record::{End, EndReason, GameRecord, GameResult, Offers, Side, Status};
use super::GameState;
use super::Kind;
use super::{civil_date, Clock, ColorChoice, GameError, Player, SystemClock};
use crate::explain::suggest::Suggestion;
use crate::rules::{Color, Position, VariantId};
use crate::store::{
    DueEvent, EventKind, GameKey, MoveRow, NewAnnouncement, Store, Vacation, WriteTx, DAY,
};
use std::sync::Arc;
use tokio::sync::{watch, Notify};

/// The days-per-move presets (lichess correspondence's); `None` means no time limit.
pub const DAYS_PRESETS: [i64; 7] = [1, 2, 3, 5, 7, 10, 14];
/// How long a challenge waits to be accepted, in seconds (48 hours).
pub const CHALLENGE_LIFETIME: i64 = 2 * DAY;
/// Vacation days a player may take per calendar year.
pub const VACATION_DAYS_PER_YEAR: i64 = 30;

/// Where an action is taken: the open game of a channel (slash commands, local mode) or a game
/// by id (buttons, the scheduler).
#[derive(Clone, Copy, Debug)]
pub enum At<'a> {
    /// The open (challenge or active) game of this channel.
    Channel(&'a str),
    /// The game with this id.
    Game(i64),
}

impl<'a> At<'a> {
    fn key(self) -> GameKey<'a> {
        match self {
            At::Channel(c) => GameKey::OpenIn(c),
            At::Game(id) => GameKey::Id(id),
        }
    }

    fn missing(self) -> GameError {
        match self {
            At::Channel(_) => GameError::NoGame,
            At::Game(_) => GameError::NoSuchGame,
        }
    }
}

/// A challenge to post.
#[derive(Clone, Debug)]
pub struct ChallengeRequest {
    /// Discord guild id, if any.
    pub guild_id: Option<String>,
    /// The game's channel or thread id.
    pub channel_id: String,
    /// The channel the thread was opened from, if the game has its own thread.
    pub parent_channel_id: Option<String>,
    /// Who challenges.
    pub challenger: Player,
    /// Whom; `None` for an open challenge anyone but the challenger may accept.
    pub opponent: Option<Player>,
    /// The variant.
    pub variant: VariantId,
    /// Options text (`giraffe-min=2 citadel=claim`).
    pub options: String,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// Days per move (one of [`DAYS_PRESETS`]), `None` for no limit.
    pub days: Option<i64>,
    /// Start at once without acceptance (local play at one keyboard).
    pub auto_accept: bool,
    /// A TFEN to start from instead of the variant's start position (docs/rules.md §6.1).
    pub start: Option<String>,
    /// Attach the whole game as a GIF to the game-over announcement (`gif:false` turns it off).
    pub gif: bool,
}

impl ChallengeRequest {
    /// A challenge by `challenger` in `channel_id` with the defaults of `/challenge` given no
    /// options: no guild, no thread, open (no opponent), Tamerlane without options, colour by
    /// coin flip, no time limit, acceptance required, the variant's start position, the
    /// game-over GIF on. The setters below change one field each and return the request.
    pub fn new(channel_id: impl Into<String>, challenger: Player) -> ChallengeRequest {
        ChallengeRequest {
            guild_id: None,
            channel_id: channel_id.into(),
            parent_channel_id: None,
            challenger,
            opponent: None,
            variant: VariantId::Tamerlane,
            options: String::new(),
            color: ColorChoice::Random,
            days: None,
            auto_accept: false,
            start: None,
            gif: true,
        }
    }

    /// In the Discord guild `id`.
    pub fn guild(mut self, id: impl Into<String>) -> ChallengeRequest {
        self.guild_id = Some(id.into());
        self
    }

    /// In a thread opened from the channel `id` (the request's channel is the thread).
    pub fn thread_of(mut self, id: impl Into<String>) -> ChallengeRequest {
        self.parent_channel_id = Some(id.into());
        self
    }

    /// Against `opponent`; `None` for an open challenge.
    pub fn opponent(mut self, opponent: impl Into<Option<Player>>) -> ChallengeRequest {
        self.opponent = opponent.into();
        self
    }

    /// Of `variant`.
    pub fn variant(mut self, variant: VariantId) -> ChallengeRequest {
        self.variant = variant;
        self
    }

    /// With the options text `options` (`giraffe-min=2 citadel=claim`).
    pub fn options(mut self, options: impl Into<String>) -> ChallengeRequest {
        self.options = options.into();
        self
    }

    /// The challenger's colour.
    pub fn color(mut self, color: ColorChoice) -> ChallengeRequest {
        self.color = color;
        self
    }

    /// Days per move (one of [`DAYS_PRESETS`]); `None` for no limit.
    pub fn days(mut self, days: Option<i64>) -> ChallengeRequest {
        self.days = days;
        self
    }

    /// Started at once without acceptance (`true`), as at one keyboard.
    pub fn auto_accept(mut self, auto_accept: bool) -> ChallengeRequest {
        self.auto_accept = auto_accept;
        self
    }

    /// From the TFEN `start` instead of the variant's start position; `None` for that.
    pub fn start(mut self, start: Option<String>) -> ChallengeRequest {
        self.start = start;
        self
    }

    /// With (`true`) or without the game-over GIF.
    pub fn gif(mut self, gif: bool) -> ChallengeRequest {
        self.gif = gif;
        self
    }
}

/// What a move did.
#[derive(Clone, Debug)]
pub struct Played {
    /// The game after the move.
    pub record: GameRecord,
    /// The move with its check mark (`Nb2xc4+`).
    pub san: String,
    /// The opponent's conditional reply played at once in the same transaction, with its
    /// check mark (issue 21), if their stored line answered this move.
    pub reply: Option<String>,
}

/// What `/draw` did.
#[derive(Clone, Debug)]
pub enum DrawOffer {
    /// The offer stands; the opponent answers.
    Offered(GameRecord),
    /// The opponent had offered a draw already: the game is drawn.
    Agreed(GameRecord),
}

/// A player's vacation state.
#[derive(Clone, Debug)]
pub struct VacationStatus {
    /// The running vacation, if any.
    pub current: Option<Vacation>,
    /// Vacation days charged this calendar year.
    pub used_this_year: i64,
    /// The calendar year.
    pub year: i64,
}

/// The deadline and reminder time of a turn starting at `start` with `days` per move: the
/// reminder comes when a quarter of the time is left, but at most 24 hours before the deadline.
pub fn turn_clock(start: i64, days: i64) -> (i64, i64) {
    let period = days * DAY;
    let deadline = start + period;
    (deadline, deadline - (period / 4).min(DAY))
}

/// The game service. Cheap to clone.
#[derive(Clone, Debug)]
pub struct GameService {
    store: Store,
    clock: Arc<dyn Clock>,
    outbox: Arc<Notify>,
    limits: super::Limits,
    /// Counts this process's commits (the computer player wakes on it).
    commits: Arc<watch::Sender<u64>>,
    /// The receipt of the author of the actions taken through this handle
    /// ([`GameService::receipted`]).
    receipt: Option<super::Receipt>,
}

/// Ends a game inside the open transaction `tx`: the record `rec` (read in `tx` with status
/// `from` at ply `ply`) gets `end`, status finished, no deadline, reminder, expiry or offers;
/// the guarded update writes it; a rated game updates both players' ratings
/// ([`super::rated_result`]); a [`Kind::GameOver`] announcement is stored. The one place every
/// end of a game goes through.
///
/// # Errors
/// [`GameError::Conflict`] if the game moved on; database failures.
pub async fn finish(
    tx: &mut WriteTx,
    from: Status,
    ply: i64,
    mut rec: GameRecord,
    end: End,
    now: i64,
) -> Result<GameRecord, GameError> {
    let before = rec.clone();
    rec.status = Status::Finished;
    rec.end = Some(end);
    rec.clock.deadline = None;
    rec.clock.remind_at = None;
    rec.clock.expires_at = None;
    rec.offers = Offers::default();
    rec.updated_at = now;
    tx.update_game(from.code(), ply, &rec.to_row()).await?;
    // The questions still open (a challenge, offers) are edited to say the game ended.
    super::store_edits(tx, &before, &rec, now).await?;
    // Conditional moves (issue 21) vanish with the game.
    tx.clear_conditional_lines(rec.id, None).await?;
    // In the same transaction as the result: a rating never disagrees with the games.
    super::rating::rate_finished(tx, &rec).await?;
    let by = rec.end.as_ref().and_then(|e| e.by.clone());
    announce(tx, &rec, Kind::GameOver, by, now).await?;
    // A tournament game: its result, and maybe the next round, in this same transaction.
    super::game_finished(tx, &rec, now).await?;
    Ok(rec)
}

/// Stores an announcement of `kind` about `rec` (at its ply) in the open transaction.
async fn announce(
    tx: &mut WriteTx,
    rec: &GameRecord,
    kind: Kind,
    actor: Option<String>,
    now: i64,
) -> Result<(), GameError> {
    // The first announcement of the action carries the author's receipt.
    let receipt = tx.take_receipt();
    tx.announce(&NewAnnouncement {
        game_id: rec.id,
        kind: kind.code(),
        ply: rec.ply,
        actor_id: actor,
        channel_id: rec.channel_id.clone(),
        created_at: now,
        receipt,
    })
    .await?;
    Ok(())
}

/// Inserts challenge `rec` (started at once with `auto_accept`) and announces it, in `tx`.
async fn insert_challenge(
    tx: &mut WriteTx,
    mut rec: GameRecord,
    auto_accept: bool,
    now: i64,
) -> Result<GameRecord, GameError> {
    if auto_accept {
        rec.status = Status::Active;
        rec.clock.expires_at = None;
        start_turn(tx, &mut rec, now).await?;
    }
    rec.id = tx.insert_game(&rec.to_row()).await?;
    let kind = if auto_accept {
        Kind::Start
    } else {
        Kind::Challenge
    };
    let by = Some(rec.challenger_id.clone());
    announce(tx, &rec, kind, by, now).await?;
    Ok(rec)
}

/// The guarded update of `before` to `after`.
async fn update(
    tx: &mut WriteTx,
    before: &GameRecord,
    after: &GameRecord,
) -> Result<(), GameError> {
    tx.update_game(before.status.code(), before.ply, &after.to_row())
        .await?;
    // Questions this change answered or let lapse are edited to say so.
    super::store_edits(tx, before, after, after.updated_at).await?;
    Ok(())
}

/// When `user`'s new turn starts at `now`: the end of their vacation if they are on one.
async fn turn_start(tx: &mut WriteTx, user: &str, now: i64) -> Result<i64, GameError> {
    Ok(tx.vacation(user, now).await?.map_or(now, |v| v.until))
}

/// Sets the clock of the turn now starting (the player to move of `rec`).
async fn start_turn(tx: &mut WriteTx, rec: &mut GameRecord, now: i64) -> Result<(), GameError> {
    // The computer answers at once: no deadline (nor reminder) for it.
    let days = match rec.clock.days_per_move {
        Some(_)
            if rec.id != 0
                && tx.engine_player(rec.id).await?.as_deref() == Some(&rec.to_move().id) =>
        {
            None
        }
        d => d,
    };
    match days {
        Some(days) => {
            let start = turn_start(tx, &rec.to_move().id.clone(), now).await?;
            let (deadline, remind) = turn_clock(start, days);
            rec.clock.deadline = Some(deadline);
            rec.clock.remind_at = Some(remind);
        }
        None => {
            rec.clock.deadline = None;
            rec.clock.remind_at = None;
        }
    }
    Ok(())
}

/// Reads the game `at` under the write lock.
async fn locked(tx: &mut WriteTx, at: At<'_>) -> Result<GameRecord, GameError> {
    let row = tx.game(at.key()).await?.ok_or_else(|| at.missing())?;
    GameRecord::from_row(row)
}

/// A coin flip without a random-number crate: a hash of the time and the channel.
fn coin_flip(now: i64, channel: &str) -> bool {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(now);
    h.write(channel.as_bytes());
    h.finish() & 1 == 0
}

impl GameService {
    /// A service over `store` using the system clock.
    pub fn new(store: Store) -> GameService {
        GameService::with_clock(store, Arc::new(SystemClock))
    }

    /// A service over `store` with an injected clock.
    pub fn with_clock(store: Store, clock: Arc<dyn Clock>) -> GameService {
        GameService {
            store,
            clock,
            outbox: Arc::new(Notify::new()),
            limits: super::Limits::OFF,
            commits: Arc::new(watch::Sender::new(0)),
            receipt: None,
        }
    }

    /// This service for one author waiting for confirmation: the first announcement of each
    /// action taken through the returned handle stores `receipt`, so the delivery worker
    /// confirms to the author what happened (in their language), even after a crash between
    /// the commit and the reply.
    pub fn receipted(&self, receipt: super::Receipt) -> GameService {
        GameService {
            receipt: Some(receipt),
            ..self.clone()
        }
    }

    /// The same service with abuse limits ([`super::Limits`]; a new service has none: tools,
    /// local mode and tests; the bot sets them from the environment).
    pub fn with_limits(mut self, limits: super::Limits) -> GameService {
        self.limits = limits;
        self
    }

    /// The abuse limits in force.
    pub fn limits(&self) -> &super::Limits {
        &self.limits
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The current time, Unix seconds, from the service's clock.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Notified after every commit that stored announcements (the delivery worker waits on it).
    pub fn outbox_signal(&self) -> Arc<Notify> {
        self.outbox.clone()
    }

    /// Changes after every commit of an action through this service or its tournament service
    /// (the value counts them): the computer player waits on it to answer a move at once, the
    /// tournament worker to create the next round's games. Any number of receivers; a
    /// receiver sees that something was committed since it last looked, not how often.
    /// Commits by other processes on the same database are not seen.
    pub fn commit_signal(&self) -> watch::Receiver<u64> {
        self.commits.subscribe()
    }

    async fn begin(&self) -> Result<WriteTx, GameError> {
        let mut tx = self.store.write().await?;
        tx.carry_receipt(self.receipt.as_ref().map(super::Receipt::to_row));
        Ok(tx)
    }

    async fn commit(&self, tx: WriteTx) -> Result<(), GameError> {
        tx.commit().await?;
        self.committed();
        Ok(())
    }

    /// Tells this process's workers that a transaction over this service's store committed:
    /// the delivery worker ([`GameService::outbox_signal`]) and everyone waiting on
    /// [`GameService::commit_signal`] (the computer player, the tournament worker).
    pub(crate) fn committed(&self) {
        self.outbox.notify_one();
        self.commits.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// The executor of an action on one game: reads the game `at` under the write lock,
    /// asks `decide` (a pure function of the game and the time, [`decide`]) what to do,
    /// applies it ([`apply`]) and commits.
    ///
    /// # Errors
    /// The decision's refusal (nothing is written); [`GameError::ChallengeExpired`] after
    /// committing the end of an expired challenge; [`GameError::Conflict`], database failures.
    async fn act(
        &self,
        at: At<'_>,
        decide: impl FnOnce(&GameRecord, i64) -> Result<Decision, GameError>,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, at).await?;
        let decision = decide(&before, now)?;
        self.settle(tx, before, decision, now).await
    }

    /// Applies `decision` to `before` in `tx` and commits: the tail of [`GameService::act`]
    /// for actions that read more than the game before deciding.
    async fn settle(
        &self,
        mut tx: WriteTx,
        before: GameRecord,
        decision: Decision,
        now: i64,
    ) -> Result<GameRecord, GameError> {
        let expired = matches!(decision, Decision::Expired(_));
        let rec = apply(&mut tx, before, decision, now).await?;
        self.commit(tx).await?;
        if expired {
            return Err(GameError::ChallengeExpired);
        }
        Ok(rec)
    }
}
