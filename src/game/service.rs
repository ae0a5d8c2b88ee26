//! The game service: one method per action, each one write transaction that reads the game
//! under the write lock, decides, writes through the guarded update, and stores the
//! announcements it causes in the outbox. Every end of a game goes through [`finish`].

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

tokio::task_local! {
    /// The receipt of the action running in this task (see [`with_receipt`]).
    static RECEIPT: std::cell::RefCell<Option<String>>;
}

/// Runs one action `f` with the front end's receipt for its author (opaque; Discord: the
/// interaction token). The action's first announcement stores it, so the delivery worker
/// confirms to the author what happened, even after a crash between the commit and the reply.
pub async fn with_receipt<F: std::future::Future>(receipt: String, f: F) -> F::Output {
    RECEIPT
        .scope(std::cell::RefCell::new(Some(receipt)), f)
        .await
}

/// Stores an announcement of `kind` about `rec` (at its ply) in the open transaction.
async fn announce(
    tx: &mut WriteTx,
    rec: &GameRecord,
    kind: Kind,
    actor: Option<String>,
    now: i64,
) -> Result<(), GameError> {
    tx.announce(&NewAnnouncement {
        game_id: rec.id,
        kind: kind.code(),
        ply: rec.ply,
        actor_id: actor,
        channel_id: rec.channel_id.clone(),
        created_at: now,
        // The first announcement of the action carries the author's receipt.
        receipt: RECEIPT.try_with(|r| r.borrow_mut().take()).ok().flatten(),
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

/// The colour `user` acts for in an active game: their own, or the side to move when one
/// player plays both sides.
fn acting_color(rec: &GameRecord, user: &str) -> Result<Color, GameError> {
    match rec.status {
        Status::Challenge => return Err(GameError::NotStarted),
        Status::Finished => return Err(GameError::GameOver),
        Status::Active => {}
    }
    let color = rec.color_of(user).ok_or(GameError::NotYourGame)?;
    Ok(if rec.plays_both() { rec.turn() } else { color })
}

fn must_be_on_turn(rec: &GameRecord, color: Color) -> Result<(), GameError> {
    if rec.turn() != color {
        return Err(GameError::NotYourTurn {
            opponent: rec.to_move().name.clone(),
        });
    }
    Ok(())
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

    /// Changes after every commit of an action through this service (the value counts them):
    /// the computer player waits on it to answer a move at once. Any number of receivers; a
    /// receiver sees that something was committed since it last looked, not how often.
    /// Commits by other processes on the same database are not seen.
    pub fn commit_signal(&self) -> watch::Receiver<u64> {
        self.commits.subscribe()
    }

    async fn begin(&self) -> Result<WriteTx, GameError> {
        Ok(self.store.write().await?)
    }

    async fn commit(&self, tx: WriteTx) -> Result<(), GameError> {
        tx.commit().await?;
        self.outbox.notify_one();
        self.commits.send_modify(|n| *n = n.wrapping_add(1));
        Ok(())
    }

    /// Ends `rec` (in status `from`, at its current ply) through [`finish`] and commits: the
    /// tail of every action whose only change is the end of the game.
    async fn finish_and_commit(
        &self,
        mut tx: WriteTx,
        from: Status,
        rec: GameRecord,
        end: End,
        now: i64,
    ) -> Result<GameRecord, GameError> {
        let ply = rec.ply;
        let rec = finish(&mut tx, from, ply, rec, end, now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    // ----- reads -------------------------------------------------------------------------

    /// The game `at` with its current position and last move (no replay).
    ///
    /// # Errors
    /// [`GameError::NoGame`] / [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn load(&self, at: At<'_>) -> Result<GameState, GameError> {
        let (row, tail) = self
            .store
            .game_with_moves(at.key(), Some(2))
            .await?
            .ok_or_else(|| at.missing())?;
        GameState::from_rows(row, &tail)
    }

    /// The channel's open game, or else its last finished one (for `/board`).
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::Corrupt`].
    pub async fn current_or_last(&self, channel: &str) -> Result<GameState, GameError> {
        match self.load(At::Channel(channel)).await {
            Err(GameError::NoGame) => {
                let (row, tail) = self
                    .store
                    .game_with_moves(GameKey::LastIn(channel), Some(2))
                    .await?
                    .ok_or(GameError::NoGame)?;
                GameState::from_rows(row, &tail)
            }
            other => other,
        }
    }

    /// The game `game_id` as it stood after `ply` plies (clamped to its length).
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn state_at(&self, game_id: i64, ply: i64) -> Result<GameState, GameError> {
        let row = self
            .store
            .game(GameKey::Id(game_id))
            .await?
            .ok_or(GameError::NoSuchGame)?;
        let record = GameRecord::from_row(row)?;
        let ply = ply.clamp(0, record.ply);
        let rows = self.store.moves(game_id, ply - 1).await?;
        let rows: Vec<MoveRow> = rows.into_iter().take_while(|m| m.ply <= ply).collect();
        super::at_ply(record, &rows, Some(ply))
    }

    /// The moves of a game in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<MoveRow>, GameError> {
        Ok(self.store.moves(game_id, 1).await?)
    }

    /// `user`'s open games (challenges and active games), oldest first.
    ///
    /// # Errors
    /// Database failures; [`GameError::Corrupt`].
    pub async fn games_of(&self, user: &str) -> Result<Vec<GameRecord>, GameError> {
        self.store
            .games_of(user)
            .await?
            .into_iter()
            .map(GameRecord::from_row)
            .collect()
    }

    /// `user`'s finished games that were played, the most recently finished first, at most
    /// `limit`.
    ///
    /// # Errors
    /// Database failures; [`GameError::Corrupt`].
    pub async fn finished_games_of(
        &self,
        user: &str,
        limit: i64,
    ) -> Result<Vec<GameRecord>, GameError> {
        self.store
            .finished_games_of(user, limit)
            .await?
            .into_iter()
            .map(GameRecord::from_row)
            .collect()
    }

    /// The games a command of `user` given in `channel` may be about: the channel's open
    /// game if it has one (whoever plays it), else `user`'s active games (where it is their
    /// move first, then by deadline, then oldest first). With `to_move`, only games where it
    /// is `user`'s move (for `/move`). Empty when there are none.
    ///
    /// # Errors
    /// Database failures; [`GameError::Corrupt`].
    pub async fn games_for(
        &self,
        channel: &str,
        user: &str,
        to_move: bool,
    ) -> Result<Vec<GameRecord>, GameError> {
        if let Some(row) = self.store.game(GameKey::OpenIn(channel)).await? {
            return Ok(vec![GameRecord::from_row(row)?]);
        }
        let mut games: Vec<GameRecord> = self
            .games_of(user)
            .await?
            .into_iter()
            .filter(|g| g.status == Status::Active)
            .filter(|g| !to_move || g.to_move().id == user)
            .collect();
        sort_by_urgency(&mut games, user);
        Ok(games)
    }

    /// Up to `limit` legal moves of `user` that match `typed`, ranked
    /// ([`crate::explain::suggest::suggest`]), in the game a `/move` in `channel` would play
    /// in: the channel's active game, else `user`'s only game where it is their move. Empty
    /// when it is not their game or turn, or the game is not clear. No replay: one legal move
    /// generation of the current position (and one per move for its check mark).
    pub async fn suggestions(
        &self,
        channel: &str,
        user: &str,
        typed: &str,
        limit: usize,
    ) -> Vec<Suggestion> {
        let games = match self.games_for(channel, user, true).await {
            Ok(g) if g.len() == 1 => g,
            _ => return Vec::new(),
        };
        self.suggestions_in(games[0].id, user, typed, limit).await
    }

    /// [`GameService::suggestions`] in game `game_id`.
    pub async fn suggestions_in(
        &self,
        game_id: i64,
        user: &str,
        typed: &str,
        limit: usize,
    ) -> Vec<Suggestion> {
        match self.position_for(game_id, user).await {
            Ok(Some((_, pos))) => crate::explain::suggest::suggest(&pos, typed, limit),
            _ => Vec::new(),
        }
    }

    /// Game `game_id` and its current position when `user` is to move in it (active, their
    /// turn); `None` otherwise. No replay.
    ///
    /// # Errors
    /// Database failures; [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn position_for(
        &self,
        game_id: i64,
        user: &str,
    ) -> Result<Option<(GameRecord, Position)>, GameError> {
        let (row, tail) = self
            .store
            .game_with_moves(GameKey::Id(game_id), Some(1))
            .await?
            .ok_or(GameError::NoSuchGame)?;
        if row.status != Status::Active.code() {
            return Ok(None);
        }
        let record = GameRecord::from_row(row)?;
        match acting_color(&record, user) {
            Ok(c) if c == record.turn() => {}
            _ => return Ok(None),
        }
        let succ = tail.last().and_then(|m| m.succeeded.clone());
        let pos = super::position_of(&record, &record.tfen, succ.as_deref())?;
        Ok(Some((record, pos)))
    }

    /// Every scheduler event due now (service clock), in the order they fell due.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_events(&self) -> Result<Vec<DueEvent>, GameError> {
        Ok(self.store.due_events(self.now()).await?)
    }

    /// `user`'s vacation now and the days used this calendar year.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation_status(&self, user: &str) -> Result<VacationStatus, GameError> {
        let now = self.now();
        let year = civil_date(now).0;
        Ok(VacationStatus {
            current: self.store.vacation(user, now).await?,
            used_this_year: self.store.vacation_days_used(user, year).await?,
            year,
        })
    }

    // ----- challenges --------------------------------------------------------------------

    /// Checks a challenge without storing it (so a thread is opened only for a valid one).
    ///
    /// # Errors
    /// [`GameError::SelfChallenge`], [`GameError::BadOptions`], [`GameError::BadDays`],
    /// [`GameError::BadPosition`].
    pub fn check_challenge(&self, req: &ChallengeRequest) -> Result<(), GameError> {
        if !req.auto_accept
            && req
                .opponent
                .as_ref()
                .is_some_and(|o| o.id == req.challenger.id)
        {
            return Err(GameError::SelfChallenge);
        }
        if req.days.is_some_and(|d| !DAYS_PRESETS.contains(&d)) {
            return Err(GameError::BadDays);
        }
        let opts = req
            .variant
            .parse_options(&req.options)
            .map_err(GameError::BadOptions)?;
        if let Some(t) = &req.start {
            Position::from_tfen(req.variant, opts, t)
                .map_err(|e| GameError::BadPosition(e.to_string()))?;
        }
        Ok(())
    }

    /// Posts a challenge (addressed, or open when `opponent` is `None`) that expires after
    /// [`CHALLENGE_LIFETIME`]; with `auto_accept` the game starts at once. Announces
    /// [`Kind::Challenge`] (or [`Kind::Start`]).
    ///
    /// # Errors
    /// As [`GameService::check_challenge`]; [`GameError::ChannelBusy`].
    pub async fn challenge(&self, req: &ChallengeRequest) -> Result<GameRecord, GameError> {
        // Rated when there is a time limit; one-keyboard (local) games are casual.
        let rated = crate::rating::default_rated(req.days) && !req.auto_accept;
        self.challenge_rated(req, rated).await
    }

    /// [`GameService::challenge`], rated (`true`) or casual as asked. Games against the
    /// computer opponent must be created casual; local games never count whatever the flag.
    ///
    /// # Errors
    /// As [`GameService::challenge`].
    pub async fn challenge_rated(
        &self,
        req: &ChallengeRequest,
        rated: bool,
    ) -> Result<GameRecord, GameError> {
        self.challenge_marked(req, rated, None).await
    }

    /// [`GameService::challenge_rated`], marking the game as the engine's (player id, level)
    /// in the same transaction when `engine` is given, so its challenge is never seen as a
    /// challenge to a person.
    pub(crate) async fn challenge_marked(
        &self,
        req: &ChallengeRequest,
        rated: bool,
        engine: Option<(&str, u8)>,
    ) -> Result<GameRecord, GameError> {
        self.check_challenge(req)?;
        let rec = self.challenge_record(req, rated)?;
        let now = rec.created_at;
        let mut tx = self.begin().await?;
        if !req.auto_accept {
            self.limits
                .check_challenge(&mut tx, &req.challenger.id, now)
                .await?;
        }
        let rec = insert_challenge(&mut tx, rec, req.auto_accept, now).await?;
        if let Some((id, level)) = engine {
            tx.mark_engine(rec.id, id, level).await?;
        }
        self.commit(tx).await?;
        Ok(rec)
    }

    /// The record of challenge `req` before insertion (id 0).
    fn challenge_record(
        &self,
        req: &ChallengeRequest,
        rated: bool,
    ) -> Result<GameRecord, GameError> {
        let opts = req
            .variant
            .parse_options(&req.options)
            .map_err(GameError::BadOptions)?;
        let now = self.now();
        let challenger_white = match req.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => coin_flip(now, &req.channel_id),
        };
        let challenger = Side {
            id: req.challenger.id.clone(),
            name: req.challenger.name.clone(),
        };
        let opponent = req.opponent.as_ref().map_or_else(Side::default, |o| Side {
            id: o.id.clone(),
            name: o.name.clone(),
        });
        let (white, black) = if challenger_white {
            (challenger, opponent)
        } else {
            (opponent, challenger)
        };
        let start = match &req.start {
            Some(t) => Position::from_tfen(req.variant, opts, t)
                .map_err(|e| GameError::BadPosition(e.to_string()))?,
            None => Position::start(req.variant, opts),
        };
        let rec = GameRecord {
            id: 0,
            guild_id: req.guild_id.clone(),
            channel_id: req.channel_id.clone(),
            parent_channel_id: req.parent_channel_id.clone(),
            variant: req.variant,
            options: opts,
            white,
            black,
            challenger_id: req.challenger.id.clone(),
            status: Status::Challenge,
            start_tfen: start.to_tfen(),
            start_rep_key: Some(start.repetition_key()),
            tfen: start.to_tfen(),
            ply: 0,
            end: None,
            clock: super::record::Clock {
                days_per_move: req.days,
                deadline: None,
                remind_at: None,
                expires_at: Some(now + CHALLENGE_LIFETIME),
            },
            offers: Offers::default(),
            created_at: now,
            updated_at: now,
            rated,
            gif: req.gif,
        };
        Ok(rec)
    }

    /// [`GameService::challenge_rated`] inside the caller's open transaction `tx` (which the
    /// caller commits): the paired games of a tournament are created in the transaction that
    /// links them to their pairing, so each is created exactly once.
    ///
    /// # Errors
    /// As [`GameService::challenge`].
    pub(crate) async fn challenge_in(
        &self,
        tx: &mut WriteTx,
        req: &ChallengeRequest,
        rated: bool,
    ) -> Result<GameRecord, GameError> {
        self.check_challenge(req)?;
        let rec = self.challenge_record(req, rated)?;
        insert_challenge(tx, rec, req.auto_accept, self.now()).await
    }

    /// Refuses unless `rec` is a challenge open at `now`. An expired one is ended (in `tx`,
    /// which the caller commits) and reported as [`GameError::ChallengeExpired`].
    async fn open_challenge(
        &self,
        tx: &mut WriteTx,
        rec: &GameRecord,
        now: i64,
    ) -> Result<Option<GameError>, GameError> {
        match rec.status {
            Status::Challenge => {
                if rec.clock.expires_at.is_some_and(|e| now >= e) {
                    let at = rec.clock.expires_at.unwrap_or(now);
                    let end = End::new(EndReason::Expired, None, at);
                    finish(tx, Status::Challenge, rec.ply, rec.clone(), end, now).await?;
                    return Ok(Some(GameError::ChallengeExpired));
                }
                Ok(None)
            }
            Status::Finished
                if rec
                    .end
                    .as_ref()
                    .is_some_and(|e| e.reason == EndReason::Expired) =>
            {
                Err(GameError::ChallengeExpired)
            }
            _ => Err(GameError::ChallengeClosed),
        }
    }

    /// `player` accepts challenge `game_id` (anyone but the challenger for an open one; their
    /// name is recorded). With days per move, the first player's clock starts now. Announces
    /// [`Kind::Start`].
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotChallenged`], [`GameError::ChallengeClosed`],
    /// [`GameError::ChallengeExpired`].
    pub async fn accept(&self, game_id: i64, player: &Player) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(game_id)).await?;
        if let Some(expired) = self.open_challenge(&mut tx, &before, now).await? {
            self.commit(tx).await?;
            return Err(expired);
        }
        let open = before.is_open_challenge();
        if before.challenger_id == player.id || (!open && before.color_of(&player.id).is_none()) {
            return Err(GameError::NotChallenged);
        }
        let mut rec = before.clone();
        let name = if player.name.is_empty() {
            player.id.clone()
        } else {
            player.name.clone()
        };
        for side in [&mut rec.white, &mut rec.black] {
            if side.id.is_empty() || side.id == player.id {
                side.id = player.id.clone();
                side.name = name.clone();
            }
        }
        rec.status = Status::Active;
        rec.clock.expires_at = None;
        rec.updated_at = now;
        start_turn(&mut tx, &mut rec, now).await?;
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, Kind::Start, Some(player.id.clone()), now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// The challenged player declines challenge `game_id`. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NotChallenged`] (the challenger withdraws instead, others may not),
    /// [`GameError::ChallengeClosed`], [`GameError::ChallengeExpired`].
    pub async fn decline(&self, game_id: i64, user: &str) -> Result<GameRecord, GameError> {
        self.close_challenge(game_id, user, EndReason::Declined)
            .await
    }

    /// The challenger withdraws challenge `game_id`. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NotChallenger`], [`GameError::ChallengeClosed`],
    /// [`GameError::ChallengeExpired`].
    pub async fn withdraw(&self, game_id: i64, user: &str) -> Result<GameRecord, GameError> {
        self.close_challenge(game_id, user, EndReason::Withdrawn)
            .await
    }

    async fn close_challenge(
        &self,
        game_id: i64,
        user: &str,
        reason: EndReason,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(game_id)).await?;
        if let Some(expired) = self.open_challenge(&mut tx, &rec, now).await? {
            self.commit(tx).await?;
            return Err(expired);
        }
        let is_challenger = rec.challenger_id == user;
        match reason {
            EndReason::Withdrawn if !is_challenger => return Err(GameError::NotChallenger),
            EndReason::Declined
                if is_challenger || rec.is_open_challenge() || rec.color_of(user).is_none() =>
            {
                return Err(GameError::NotChallenged)
            }
            _ => {}
        }
        let end = End::new(reason, None, now).by(user);
        self.finish_and_commit(tx, Status::Challenge, rec, end, now)
            .await
    }

    // ----- play ----------------------------------------------------------------------------

    /// Plays the move `text` (forgiving input, docs/rules.md §6.2) for `user` in game `at`. The
    /// position is read from the stored TFEN and repetitions are counted from the stored
    /// positions: nothing is replayed. Announces [`Kind::Move`] (and [`Kind::GameOver`] when
    /// the move ends the game).
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::GameOver`],
    /// [`GameError::NotYourGame`], [`GameError::NotYourTurn`], [`GameError::TimeUp`],
    /// [`GameError::BadMove`], [`GameError::Corrupt`].
    pub async fn play(&self, at: At<'_>, user: &str, text: &str) -> Result<Played, GameError> {
        self.play_checked(at, user, text, None).await
    }

    /// [`GameService::play`] in game `game_id` only if it still stands at `ply` plies (checked
    /// under the write lock): a move picked for a position that is no longer the game's.
    ///
    /// # Errors
    /// [`GameError::PositionChanged`] when the game has moved on (or back); otherwise those of
    /// [`GameService::play`].
    pub async fn play_at_ply(
        &self,
        game_id: i64,
        user: &str,
        text: &str,
        ply: i64,
    ) -> Result<Played, GameError> {
        self.play_checked(At::Game(game_id), user, text, Some(ply))
            .await
    }

    async fn play_checked(
        &self,
        at: At<'_>,
        user: &str,
        text: &str,
        expect_ply: Option<i64>,
    ) -> Result<Played, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let mut before = locked(&mut tx, at).await?;
        if expect_ply.is_some_and(|p| p != before.ply) && before.status == Status::Active {
            return Err(GameError::PositionChanged);
        }
        let color = acting_color(&before, user)?;
        must_be_on_turn(&before, color)?;
        if before.clock.deadline.is_some_and(|d| now >= d) {
            return Err(GameError::TimeUp);
        }
        if before.start_rep_key.is_none() {
            // Stored before moves had their exact form: fill it in once.
            self.upgrade(&mut tx, &before).await?;
            before = locked(&mut tx, At::Game(before.id)).await?;
        }
        let (mut played, text) =
            Self::play_in(&mut tx, before, user, text, now, Kind::Move).await?;
        // Conditional moves (issue 21): the reply stored for this move, in this transaction.
        if let Some((reply, owner, matched)) =
            super::conditional::after_move(&mut tx, &played.record, &text).await?
        {
            let rec = played.record.clone();
            match Self::play_in(&mut tx, rec, &owner, &reply, now, Kind::ConditionalMove).await {
                Ok((answer, _)) => {
                    played.record = answer.record;
                    played.reply = Some(answer.san);
                }
                Err(GameError::BadMove(e)) => {
                    let why = crate::explain::move_error(&e);
                    super::conditional::reply_refused(
                        &mut tx,
                        &played.record,
                        &matched,
                        &reply,
                        &why,
                    )
                    .await?;
                }
                Err(e) => return Err(e),
            }
        }
        self.commit(tx).await?;
        crate::metrics::move_stored();
        if played.reply.is_some() {
            crate::metrics::move_stored();
        }
        Ok(played)
    }

    /// Plays `text` for `user` on `before` (read under the write lock, checked for turn and
    /// clock) inside `tx`: the move row, the guarded update, the announcement `kind` (and
    /// `finish` when the move ends the game). Returns what was played and its canonical text.
    async fn play_in(
        tx: &mut WriteTx,
        before: GameRecord,
        user: &str,
        text: &str,
        now: i64,
        kind: Kind,
    ) -> Result<(Played, String), GameError> {
        // Only the Timurid games carry state outside TFEN (succession marks, docs/rules.md §5).
        let timurid = crate::rules::Variant::get(before.variant, &before.options).family()
            == crate::rules::Family::Timurid;
        let last = if before.ply > 0 && timurid {
            tx.move_at(before.id, before.ply).await?
        } else {
            None
        };
        let pos = super::position_of(
            &before,
            &before.tfen,
            last.as_ref().and_then(|m| m.succeeded.as_deref()),
        )?;
        let mv = pos.parse_move(text).map_err(GameError::BadMove)?;
        let after = pos.play_unchecked(&mv);
        let key = after.repetition_key();
        let seen = tx.repetitions(before.id, &key).await?
            + i64::from(before.start_rep_key.as_deref() == Some(key.as_str()))
            + 1;
        let outcome = if seen >= 3 && before.options.repetition {
            Some(crate::rules::Outcome::Draw(
                crate::rules::DrawReason::Repetition,
            ))
        } else {
            after.outcome()
        };
        let san = pos.move_text_with_check(&mv);
        let move_text = pos.move_text(&mv);
        let mut rec = before.clone();
        rec.ply += 1;
        rec.tfen = after.to_tfen();
        rec.updated_at = now;
        tx.insert_move(&MoveRow {
            game_id: rec.id,
            ply: rec.ply,
            text: move_text.clone(),
            san: Some(san.clone()),
            tfen_after: rec.tfen.clone(),
            rep_key: Some(key),
            succeeded: Some(super::succeeded_text(&after)),
            player_id: user.to_string(),
            played_at: now,
        })
        .await?;
        // A draw offer lapses unless the mover made it; a takeback request lapses.
        rec.offers.takeback_by = None;
        if rec.offers.draw_by.as_deref() != Some(user) || rec.plays_both() {
            rec.offers.draw_by = None;
        }
        let rec = match outcome {
            None => {
                start_turn(tx, &mut rec, now).await?;
                update(tx, &before, &rec).await?;
                announce(tx, &rec, kind, Some(user.to_string()), now).await?;
                rec
            }
            Some(o) => {
                let (reason, result) = EndReason::of_outcome(&o);
                // The move row and position first (guarded), then the end on top of it.
                update(tx, &before, &rec).await?;
                announce(tx, &rec, kind, Some(user.to_string()), now).await?;
                let end = End::new(reason, Some(result), now);
                let ply = rec.ply;
                finish(tx, Status::Active, ply, rec, end, now).await?
            }
        };
        let played = Played {
            record: rec,
            san,
            reply: None,
        };
        Ok((played, move_text))
    }

    /// Replays a game stored before the exact-form columns and fills them in (in `tx`).
    async fn upgrade(&self, tx: &mut WriteTx, rec: &GameRecord) -> Result<(), GameError> {
        let rows = self.store_moves_in(tx, rec).await?;
        let fixed = super::verify(rec.to_row(), &rows)?;
        for m in &fixed {
            tx.backfill_move(m).await?;
        }
        let start = super::position_of(rec, &rec.start_tfen, None)?;
        tx.backfill_start(rec.id, &start.repetition_key()).await?;
        Ok(())
    }

    async fn store_moves_in(
        &self,
        tx: &mut WriteTx,
        rec: &GameRecord,
    ) -> Result<Vec<MoveRow>, GameError> {
        let mut rows = Vec::with_capacity(rec.ply as usize);
        for p in 1..=rec.ply {
            if let Some(m) = tx.move_at(rec.id, p).await? {
                rows.push(m);
            }
        }
        Ok(rows)
    }

    /// `user` resigns game `at` (at one keyboard: the side to move resigns). Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::GameOver`],
    /// [`GameError::NotYourGame`].
    pub async fn resign(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, at).await?;
        let loser = acting_color(&rec, user)?;
        let end = End::new(EndReason::Resignation, Some(GameResult::win(!loser)), now).by(user);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// Claims the citadel draw (`citadel=claim` / `second-entry`, docs/rules.md §4.5) for `user`,
    /// who must be to move with their Shah in the opponent's citadel. Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::NotYourTurn`], [`GameError::NoClaim`].
    pub async fn claim(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, at).await?;
        let color = acting_color(&rec, user)?;
        must_be_on_turn(&rec, color)?;
        let pos = super::position_of(&rec, &rec.tfen, None)?;
        if !pos.can_claim_citadel_draw() {
            return Err(GameError::NoClaim);
        }
        let end = End::new(EndReason::CitadelClaim, Some(GameResult::Draw), now).by(user);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// Aborts game `at`: allowed until both sides have moved; no result. Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::AbortTooLate`].
    pub async fn abort(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, at).await?;
        acting_color(&rec, user)?;
        if rec.ply >= 2 {
            return Err(GameError::AbortTooLate);
        }
        let end = End::new(EndReason::Abort, None, now).by(user);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// `user` offers a draw in game `at`; if the opponent's offer stands, the game is drawn.
    /// Announces [`Kind::DrawOffer`] (or [`Kind::GameOver`]).
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::DrawAlreadyOffered`].
    pub async fn offer_draw(&self, at: At<'_>, user: &str) -> Result<DrawOffer, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, at).await?;
        acting_color(&before, user)?;
        let opponent = before.opponent_of(user).map(|s| s.id.clone());
        let done = match before.offers.draw_by.as_deref() {
            Some(by) if by == user => return Err(GameError::DrawAlreadyOffered),
            Some(by) if Some(by) == opponent.as_deref() => {
                let end = End::new(EndReason::Agreement, Some(GameResult::Draw), now).by(user);
                let ply = before.ply;
                DrawOffer::Agreed(finish(&mut tx, Status::Active, ply, before, end, now).await?)
            }
            _ => {
                let mut rec = before.clone();
                rec.offers.draw_by = Some(user.to_string());
                rec.updated_at = now;
                update(&mut tx, &before, &rec).await?;
                announce(&mut tx, &rec, Kind::DrawOffer, Some(user.to_string()), now).await?;
                DrawOffer::Offered(rec)
            }
        };
        self.commit(tx).await?;
        Ok(done)
    }

    /// The addressee of the standing offer `by` in `rec`, checked to be `user`.
    fn check_addressee(rec: &GameRecord, by: Option<&String>, user: &str) -> Result<(), GameError> {
        let by = match (by, rec.status) {
            (Some(by), Status::Active) => by,
            _ => return Err(GameError::OfferGone),
        };
        let to = rec.opponent_of(by).ok_or(GameError::OfferGone)?;
        if to.id != user {
            return Err(GameError::NotForYou(to.name.clone()));
        }
        Ok(())
    }

    /// The opponent of the draw offer's author in game `game_id` accepts or declines it.
    /// Announces [`Kind::GameOver`] or [`Kind::DrawDeclined`].
    ///
    /// # Errors
    /// [`GameError::OfferGone`], [`GameError::NotForYou`].
    pub async fn answer_draw(
        &self,
        game_id: i64,
        user: &str,
        accept: bool,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(game_id)).await?;
        Self::check_addressee(&before, before.offers.draw_by.as_ref(), user)?;
        let rec = if accept {
            let end = End::new(EndReason::Agreement, Some(GameResult::Draw), now).by(user);
            let ply = before.ply;
            finish(&mut tx, Status::Active, ply, before, end, now).await?
        } else {
            let mut rec = before.clone();
            rec.offers.draw_by = None;
            rec.updated_at = now;
            update(&mut tx, &before, &rec).await?;
            announce(
                &mut tx,
                &rec,
                Kind::DrawDeclined,
                Some(user.to_string()),
                now,
            )
            .await?;
            rec
        };
        self.commit(tx).await?;
        Ok(rec)
    }

    /// `user` asks to take back their last move, before the opponent has replied. Announces
    /// [`Kind::TakebackRequest`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::NoTakeback`], [`GameError::TakebackPending`].
    pub async fn request_takeback(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, at).await?;
        let color = acting_color(&before, user)?;
        if let Some(engine) = tx.engine_player(before.id).await? {
            if engine != user && !before.plays_both() {
                return self
                    .takeback_against_computer(tx, before, color, user, now)
                    .await;
            }
        }
        if before.ply == 0 || before.plays_both() || before.turn() == color {
            return Err(GameError::NoTakeback);
        }
        if before.offers.takeback_by.as_deref() == Some(user) {
            return Err(GameError::TakebackPending);
        }
        let mut rec = before.clone();
        rec.offers.takeback_by = Some(user.to_string());
        rec.updated_at = now;
        update(&mut tx, &before, &rec).await?;
        announce(
            &mut tx,
            &rec,
            Kind::TakebackRequest,
            Some(user.to_string()),
            now,
        )
        .await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// Against the computer, which allows it at once: `user`'s last move is taken back, with
    /// the computer's answer if it came (two plies when `user` is to move, one while the
    /// computer thinks). Once per move: after a takeback `user` must move before the next.
    /// Announces [`Kind::Takeback`] (actor: `user`).
    async fn takeback_against_computer(
        &self,
        mut tx: WriteTx,
        before: GameRecord,
        color: Color,
        user: &str,
        now: i64,
    ) -> Result<GameRecord, GameError> {
        let last_takeback = tx
            .last_announcement(before.id, Kind::Takeback.code())
            .await?;
        let last_move = tx.last_announcement(before.id, Kind::Move.code()).await?;
        if last_takeback.is_some() && last_takeback > last_move {
            return Err(GameError::TakebackUsed);
        }
        let plies = if before.turn() == color { 2 } else { 1 };
        if before.ply < plies {
            return Err(GameError::NoTakeback);
        }
        let mut rec = before.clone();
        for _ in 0..plies {
            tx.delete_move(rec.id, rec.ply).await?;
            rec.ply -= 1;
        }
        rec.tfen = match tx.move_at(rec.id, rec.ply).await? {
            Some(m) => m.tfen_after,
            None => rec.start_tfen.clone(),
        };
        rec.offers = Offers::default();
        rec.updated_at = now;
        start_turn(&mut tx, &mut rec, now).await?;
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, Kind::Takeback, Some(user.to_string()), now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// The opponent accepts (the last move is undone; the requester moves again with a fresh
    /// clock) or declines a takeback request. Announces [`Kind::Takeback`] or
    /// [`Kind::TakebackDeclined`].
    ///
    /// # Errors
    /// [`GameError::OfferGone`], [`GameError::NotForYou`].
    pub async fn answer_takeback(
        &self,
        game_id: i64,
        user: &str,
        accept: bool,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(game_id)).await?;
        Self::check_addressee(&before, before.offers.takeback_by.as_ref(), user)?;
        let mut rec = before.clone();
        rec.offers.takeback_by = None;
        rec.updated_at = now;
        let kind = if accept {
            tx.delete_move(rec.id, rec.ply).await?;
            rec.ply -= 1;
            rec.tfen = match tx.move_at(rec.id, rec.ply).await? {
                Some(m) => m.tfen_after,
                None => rec.start_tfen.clone(),
            };
            rec.offers.draw_by = None;
            start_turn(&mut tx, &mut rec, now).await?;
            // Conditional moves (issue 21) were entered on the position taken back.
            tx.clear_conditional_lines(rec.id, None).await?;
            Kind::Takeback
        } else {
            Kind::TakebackDeclined
        };
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, kind, Some(user.to_string()), now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    // ----- the scheduler -----------------------------------------------------------------

    /// Applies one due event if it still applies: [`GameService::remind`],
    /// [`GameService::time_out`] or [`GameService::expire`]. `None` if it no longer applied.
    ///
    /// # Errors
    /// Database failures, [`GameError::Corrupt`].
    pub async fn fire(&self, ev: &DueEvent) -> Result<Option<GameRecord>, GameError> {
        let r = match ev.kind {
            EventKind::Reminder => self.remind(ev).await,
            EventKind::Timeout => self.time_out(ev).await,
            EventKind::ChallengeExpiry => self.expire(ev).await,
        };
        match r {
            Ok(rec) => Ok(Some(rec)),
            Err(GameError::Conflict | GameError::NoSuchGame) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Marks the reminder of the player to move as sent and announces [`Kind::Reminder`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn remind(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(ev.game_id)).await?;
        if before.status != Status::Active
            || before.ply != ev.ply
            || before.clock.remind_at != Some(ev.at)
        {
            return Err(GameError::Conflict);
        }
        let mut rec = before.clone();
        rec.clock.remind_at = None;
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, Kind::Reminder, None, now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// The player to move loses on time at the deadline. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn time_out(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(ev.game_id)).await?;
        if rec.status != Status::Active
            || rec.ply != ev.ply
            || rec.clock.deadline != Some(ev.at)
            || ev.at > now
        {
            return Err(GameError::Conflict);
        }
        let loser = rec.turn();
        let end = End::new(EndReason::Time, Some(GameResult::win(!loser)), ev.at);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// An unaccepted challenge expires. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn expire(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(ev.game_id)).await?;
        if rec.status != Status::Challenge || rec.clock.expires_at.is_none_or(|e| e > now) {
            return Err(GameError::Conflict);
        }
        let end = End::new(
            EndReason::Expired,
            None,
            rec.clock.expires_at.unwrap_or(now),
        );
        self.finish_and_commit(tx, Status::Challenge, rec, end, now)
            .await
    }

    // ----- vacations ---------------------------------------------------------------------

    /// Starts a vacation of `days` (1–30) days: every clock of `user` pauses (deadlines of
    /// games where they are to move move by `days` days; turns reaching them meanwhile start
    /// when it ends). Charged to the calendar year, at most [`VACATION_DAYS_PER_YEAR`].
    ///
    /// # Errors
    /// [`GameError::BadVacation`], [`GameError::VacationRunning`],
    /// [`GameError::VacationBudget`].
    pub async fn start_vacation(&self, user: &str, days: i64) -> Result<Vacation, GameError> {
        if !(1..=VACATION_DAYS_PER_YEAR).contains(&days) {
            return Err(GameError::BadVacation);
        }
        let now = self.now();
        let year = civil_date(now).0;
        let mut tx = self.begin().await?;
        if tx.vacation(user, now).await?.is_some() {
            return Err(GameError::VacationRunning);
        }
        let used = tx.vacation_days_used(user, year).await?;
        if used + days > VACATION_DAYS_PER_YEAR {
            return Err(GameError::VacationBudget {
                left: VACATION_DAYS_PER_YEAR - used,
            });
        }
        let v = Vacation {
            started_at: now,
            until: now + days * DAY,
            days,
            year,
        };
        tx.put_vacation(user, &v).await?;
        self.shift_clocks(&mut tx, user, days * DAY).await?;
        self.commit(tx).await?;
        Ok(v)
    }

    /// Ends the running vacation now; whole unused days are refunded (and taken off the
    /// paused deadlines). Returns the refunded days.
    ///
    /// # Errors
    /// [`GameError::NoVacation`].
    pub async fn end_vacation(&self, user: &str) -> Result<i64, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let v = tx.vacation(user, now).await?.ok_or(GameError::NoVacation)?;
        let refund = (v.until - now) / DAY;
        tx.end_vacation(user, v.year, refund).await?;
        self.shift_clocks(&mut tx, user, -refund * DAY).await?;
        self.commit(tx).await?;
        Ok(refund)
    }

    async fn shift_clocks(&self, tx: &mut WriteTx, user: &str, by: i64) -> Result<(), GameError> {
        for row in tx.clocked_games_of(user).await? {
            let before = GameRecord::from_row(row)?;
            if before.to_move().id != user {
                continue;
            }
            let mut rec = before.clone();
            rec.clock.deadline = rec.clock.deadline.map(|d| d + by);
            rec.clock.remind_at = rec.clock.remind_at.map(|d| d + by);
            update(tx, &before, &rec).await?;
        }
        Ok(())
    }

    /// A server manager ends game `game_id` of server `guild_id` (a challenge or a game in
    /// progress, whatever its ply): aborted, without a result, so never rated; `manager` is
    /// recorded as who aborted it. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotInThisServer`], [`GameError::GameOver`].
    pub async fn end_by_manager(
        &self,
        game_id: i64,
        guild_id: &str,
        manager: &str,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(game_id)).await?;
        if rec.guild_id.as_deref() != Some(guild_id) {
            return Err(GameError::NotInThisServer);
        }
        let from = rec.status;
        if from == Status::Finished {
            return Err(GameError::GameOver);
        }
        let end = End::new(EndReason::Abort, None, now).by(manager);
        self.finish_and_commit(tx, from, rec, end, now).await
    }

    /// The open games and challenges of server `guild_id`, oldest first (at most `limit`).
    ///
    /// # Errors
    /// [`GameError::Corrupt`] for a row that does not parse; database failures.
    pub async fn open_games_in_guild(
        &self,
        guild_id: &str,
        limit: i64,
    ) -> Result<Vec<GameRecord>, GameError> {
        self.store
            .open_games_in_guild(guild_id, limit)
            .await?
            .into_iter()
            .map(GameRecord::from_row)
            .collect()
    }

    /// Replays every stored game and reports each that does not verify (`timur check`).
    ///
    /// # Errors
    /// Database failures (a corrupt game is a report entry, not an error).
    pub async fn check_all(&self) -> Result<Vec<(i64, GameError)>, GameError> {
        let mut bad = Vec::new();
        for id in self.store.game_ids().await? {
            let Some((row, moves)) = self.store.game_with_moves(GameKey::Id(id), None).await?
            else {
                continue;
            };
            if let Err(e) = super::verify(row, &moves) {
                bad.push((id, e));
            }
        }
        Ok(bad)
    }
}

/// The values (canonical texts) of [`crate::explain::suggest::suggest`]: the legal moves of
/// `pos` matching `typed`, ranked, at most `limit`.
pub fn suggest(pos: &Position, typed: &str, limit: usize) -> Vec<String> {
    crate::explain::suggest::suggest(pos, typed, limit)
        .into_iter()
        .map(|s| s.value)
        .collect()
}

/// Orders `user`'s games: their move first, then by deadline (none last), then oldest first.
pub fn sort_by_urgency(games: &mut [GameRecord], user: &str) {
    games.sort_by_key(|g| {
        (
            g.to_move().id != user,
            g.clock.deadline.unwrap_or(i64::MAX),
            g.id,
        )
    });
}
