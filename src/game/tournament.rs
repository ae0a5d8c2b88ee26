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

use super::record::{End, EndReason, GameRecord, GameResult, Status};
use super::{finish, ChallengeRequest, GameService};
use super::{ColorChoice, GameError, Player, SendError, Style};
use crate::rules::VariantId;
use crate::store::{
    now_ms, EntrantRow, GameKey, PairingRow, PostRow, StoreError, TournamentRow, WriteTx,
};
use crate::tournament::{
    roundrobin, standings, swiss, Board, Format, Outcome, Round, Standing, MAX_SWISS_ROUNDS,
};
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
    #[error("**{name}** is {status}, so that cannot be done now.")]
    WrongStatus {
        /// The event.
        name: String,
        /// Its status, as players read it.
        status: &'static str,
    },
    /// Withdrawn already.
    #[error("You have already withdrawn from **{0}**.")]
    AlreadyWithdrawn(String),
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

    /// As players read it ("open for sign-up", "running", …).
    pub const fn text(self) -> &'static str {
        match self {
            TStatus::Signup => "open for sign-up",
            TStatus::Closed => "closed for sign-up",
            TStatus::Running => "running",
            TStatus::Finished => "finished",
            TStatus::Cancelled => "cancelled",
        }
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

/// An event with its players and pairings, as read.
#[derive(Clone, Debug)]
pub struct Event {
    /// The row.
    pub row: TournamentRow,
    /// Players in sign-up order.
    pub entrants: Vec<EntrantRow>,
    /// Pairings by round and board.
    pub pairings: Vec<PairingRow>,
}

impl Event {
    /// Its format.
    pub fn format(&self) -> Format {
        Format::from_code(&self.row.format).unwrap_or(Format::Swiss)
    }

    /// Its status.
    pub fn status(&self) -> TStatus {
        TStatus::of(&self.row.status)
    }

    /// Its variant.
    pub fn variant(&self) -> VariantId {
        self.row.variant.parse().unwrap_or(VariantId::Tamerlane)
    }

    /// Players by seed (after the start; in sign-up order before).
    pub fn seeded(&self) -> Vec<&EntrantRow> {
        let mut v: Vec<&EntrantRow> = self.entrants.iter().collect();
        v.sort_by_key(|e| (e.seed.unwrap_or(i64::MAX), e.joined_at));
        v
    }

    fn seed_of(&self, user: &str) -> Option<usize> {
        self.seeded().iter().position(|e| e.user_id == user)
    }

    /// The name of `user` as signed up.
    pub fn name_of<'a>(&'a self, user: &'a str) -> &'a str {
        self.entrants
            .iter()
            .find(|e| e.user_id == user)
            .map_or(user, |e| e.name.as_str())
    }

    /// The played rounds as the pure module sees them (seeds for players).
    pub fn rounds(&self) -> Vec<Round> {
        let mut out: Vec<Round> = Vec::new();
        for p in &self.pairings {
            let r = usize::try_from(p.round).unwrap_or(0);
            if r == 0 {
                continue;
            }
            while out.len() < r {
                out.push(Round::default());
            }
            let Some(white) = self.seed_of(&p.white_id) else {
                continue;
            };
            match p.black_id.as_deref().and_then(|b| self.seed_of(b)) {
                None => out[r - 1].bye = Some(white),
                Some(black) => out[r - 1].boards.push(Board {
                    white,
                    black,
                    result: p.result.as_deref().and_then(Outcome::from_code),
                    forfeit: p.forfeit == 1,
                }),
            }
        }
        out
    }

    /// Withdrawn flags by seed.
    pub fn withdrawn(&self) -> Vec<bool> {
        self.seeded()
            .iter()
            .map(|e| e.withdrawn_at.is_some())
            .collect()
    }

    /// The standings now.
    pub fn standings(&self) -> Vec<Standing> {
        standings(self.entrants.len(), &self.rounds(), self.format())
    }

    /// The number of rounds (fixed at the start).
    pub fn total_rounds(&self) -> usize {
        self.row
            .rounds
            .and_then(|r| usize::try_from(r).ok())
            .unwrap_or_else(|| self.format().rounds(self.entrants.len(), None))
    }
}

/// What a front end must do for the tournament worker.
pub trait Desk: Send + Sync + 'static {
    /// How players and times are written.
    fn style(&self) -> &dyn Style;

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
    /// A picture (PNG bytes) and its file name.
    pub picture: Option<(String, Vec<u8>)>,
    /// Player ids to ping.
    pub pings: Vec<String>,
}

/// The tournament service. Cheap to clone.
#[derive(Clone, Debug)]
pub struct TournamentService {
    games: GameService,
}

fn wrong(row: &TournamentRow) -> TournamentError {
    TournamentError::WrongStatus {
        name: row.name.clone(),
        status: TStatus::of(&row.status).text(),
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
        self.games.outbox_signal().notify_one();
        Ok(())
    }

    /// Event `id` with its players and pairings.
    ///
    /// # Errors
    /// [`TournamentError::NoSuchTournament`]; database failures.
    pub async fn event(&self, id: i64) -> Result<Event, TournamentError> {
        let store = self.games.store();
        let row = store
            .tournament(id)
            .await?
            .ok_or(TournamentError::NoSuchTournament)?;
        Ok(Event {
            entrants: store.entrants(id).await?,
            pairings: store.pairings(id).await?,
            row,
        })
    }

    /// The server's event called `name` (the newest of that name), or with `None` its newest
    /// event.
    ///
    /// # Errors
    /// [`TournamentError::NoSuchTournament`]; database failures.
    pub async fn find(&self, guild: &str, name: Option<&str>) -> Result<Event, TournamentError> {
        let list = self.games.store().tournaments_of(guild, 200).await?;
        let row = list
            .into_iter()
            .find(|t| name.is_none_or(|n| t.name.eq_ignore_ascii_case(n.trim())))
            .ok_or(TournamentError::NoSuchTournament)?;
        self.event(row.id).await
    }

    /// The server's events, newest first (at most 25).
    ///
    /// # Errors
    /// Database failures.
    pub async fn list(&self, guild: &str) -> Result<Vec<TournamentRow>, TournamentError> {
        Ok(self.games.store().tournaments_of(guild, 25).await?)
    }

    /// Creates an event open for sign-up and stores its announcement.
    ///
    /// # Errors
    /// [`TournamentError::BadName`], [`TournamentError::NameTaken`],
    /// [`TournamentError::TooManyPlayers`], [`TournamentError::TooFewAllowed`],
    /// [`TournamentError::BadRounds`], [`TournamentError::StartInPast`]; bad options or days
    /// as [`GameService::check_challenge`] refuses them.
    pub async fn create(&self, req: &NewTournament) -> Result<TournamentRow, TournamentError> {
        let name = req.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(TournamentError::BadName);
        }
        let f = req.format;
        let max = req.max_players.unwrap_or(f.max_players());
        if max > f.max_players() {
            return Err(TournamentError::TooManyPlayers {
                format: f.code(),
                max: f.max_players(),
            });
        }
        if max < f.min_players() {
            return Err(TournamentError::TooFewAllowed {
                format: f.code(),
                min: f.min_players(),
            });
        }
        if req
            .rounds
            .is_some_and(|r| r == 0 || r > MAX_SWISS_ROUNDS || f.is_round_robin())
        {
            return Err(TournamentError::BadRounds);
        }
        let now = self.games.now();
        if req.starts_at.is_some_and(|s| s <= now) {
            return Err(TournamentError::StartInPast);
        }
        // The games' settings are checked as a challenge would be.
        self.games.check_challenge(&pairing_request(
            &req.guild_id,
            &req.channel_id,
            req.variant,
            &req.options,
            req.days,
            (&req.creator, &Player::new("0", "?")),
        ))?;
        let row = TournamentRow {
            id: 0,
            guild_id: req.guild_id.clone(),
            channel_id: req.channel_id.clone(),
            name: name.to_string(),
            variant: req.variant.id().to_string(),
            options: req.options.clone(),
            format: f.code().to_string(),
            rounds: req.rounds.map(|r| r as i64),
            days_per_move: req.days,
            rated: i64::from(req.rated),
            max_players: max as i64,
            starts_at: req.starts_at,
            creator_id: req.creator.id.clone(),
            status: TStatus::Signup.code().to_string(),
            round: 0,
            message_id: None,
            created_at: now,
            updated_at: now,
            finished_at: None,
        };
        let mut tx = self.begin().await?;
        let Some(id) = tx.insert_tournament(&row).await? else {
            return Err(TournamentError::NameTaken(row.name));
        };
        tx.post(id, PostKind::Announce.code(), 0, None, now).await?;
        self.commit(tx).await?;
        Ok(TournamentRow { id, ..row })
    }

    /// `player` signs up for event `id`.
    ///
    /// # Errors
    /// [`TournamentError::SignupClosed`], [`TournamentError::Full`],
    /// [`TournamentError::AlreadyIn`].
    pub async fn join(&self, id: i64, player: &Player) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if TStatus::of(&row.status) != TStatus::Signup {
            return Err(TournamentError::SignupClosed(row.name));
        }
        let ev = event_in(&mut tx, row).await?;
        if ev.entrants.iter().any(|e| e.user_id == player.id) {
            return Err(TournamentError::AlreadyIn(ev.row.name));
        }
        if ev.entrants.len() as i64 >= ev.row.max_players {
            return Err(TournamentError::Full(ev.row.name));
        }
        let name = if player.name.is_empty() {
            &player.id
        } else {
            &player.name
        };
        tx.add_entrant(id, &player.id, name, now).await?;
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, ev.row).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// `user` takes their name off event `id` before it starts.
    ///
    /// # Errors
    /// [`TournamentError::NotIn`]; [`TournamentError::WrongStatus`] once it runs (withdraw
    /// instead).
    pub async fn leave(&self, id: i64, user: &str) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if !matches!(TStatus::of(&row.status), TStatus::Signup | TStatus::Closed) {
            return Err(wrong(&row));
        }
        if !tx.remove_entrant(id, user).await? {
            return Err(TournamentError::NotIn(row.name));
        }
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, row).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// The organizer closes sign-up of event `id` (it starts later, by hand or at its time).
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`].
    pub async fn close(
        &self,
        id: i64,
        user: &str,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if row.creator_id != user && !manager {
            return Err(TournamentError::NotOrganizer);
        }
        if TStatus::of(&row.status) != TStatus::Signup {
            return Err(wrong(&row));
        }
        let mut after = row.clone();
        after.status = TStatus::Closed.code().to_string();
        after.updated_at = now;
        tx.update_tournament(&row.status, row.round, &after).await?;
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, after).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// The organizer cancels event `id`: no further round is paired; games already running
    /// are played out as ordinary games.
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`] once it is over.
    pub async fn cancel(
        &self,
        id: i64,
        user: &str,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if row.creator_id != user && !manager {
            return Err(TournamentError::NotOrganizer);
        }
        if matches!(
            TStatus::of(&row.status),
            TStatus::Finished | TStatus::Cancelled
        ) {
            return Err(wrong(&row));
        }
        let mut after = row.clone();
        after.status = TStatus::Cancelled.code().to_string();
        after.updated_at = now;
        after.finished_at = Some(now);
        tx.update_tournament(&row.status, row.round, &after).await?;
        tx.post(id, PostKind::Cancelled.code(), row.round, None, now)
            .await?;
        tx.post(id, PostKind::Refresh.code(), row.round, None, now)
            .await?;
        let ev = event_in(&mut tx, after).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// Starts event `id`: by its organizer (`user`, or a manager), or by itself at its start
    /// time (`user` `None`). Seeds the players (rating in the variant's pool, best first, then
    /// sign-up order), fixes the rounds and pairs round 1.
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`],
    /// [`TournamentError::NotEnoughPlayers`].
    pub async fn start(
        &self,
        id: i64,
        user: Option<&str>,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if user.is_some_and(|u| u != row.creator_id) && !manager {
            return Err(TournamentError::NotOrganizer);
        }
        if !matches!(TStatus::of(&row.status), TStatus::Signup | TStatus::Closed) {
            return Err(wrong(&row));
        }
        let ev = event_in(&mut tx, row).await?;
        let f = Format::from_code(&ev.row.format).unwrap_or(Format::Swiss);
        let n = ev.entrants.len();
        if n < f.min_players() {
            return Err(TournamentError::NotEnoughPlayers {
                name: ev.row.name,
                min: f.min_players(),
                have: n,
            });
        }
        let pool = crate::rating::Pool::of(ev.variant()).code();
        let mut by_rating = Vec::with_capacity(n);
        for e in &ev.entrants {
            let r = tx.rating(&e.user_id, pool).await?.map_or(0.0, |r| r.rating);
            by_rating.push((r, e.joined_at, e.user_id.clone()));
        }
        by_rating.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        for (seed, (_, _, user)) in by_rating.iter().enumerate() {
            tx.set_seed(id, user, seed as i64).await?;
        }
        let rounds = f.rounds(n, ev.row.rounds.and_then(|r| usize::try_from(r).ok()));
        let mut after = ev.row.clone();
        after.status = TStatus::Running.code().to_string();
        after.rounds = Some(rounds as i64);
        after.updated_at = now;
        tx.update_tournament(&ev.row.status, ev.row.round, &after)
            .await?;
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, after).await?;
        let ev = advance(&mut tx, ev, now).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// Starts every event whose start time has come (with too few players it is cancelled,
    /// and says so). Returns the events started.
    ///
    /// # Errors
    /// Database failures.
    pub async fn start_due(&self) -> Result<Vec<i64>, TournamentError> {
        let mut started = Vec::new();
        for id in self
            .games
            .store()
            .due_tournament_starts(self.games.now())
            .await?
        {
            match self.start(id, None, true).await {
                Ok(_) => started.push(id),
                Err(TournamentError::NotEnoughPlayers { .. }) => {
                    let ev = self.event(id).await?;
                    self.cancel(id, &ev.row.creator_id, true).await?;
                }
                Err(TournamentError::WrongStatus { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(started)
    }

    /// `user` withdraws from running event `id`: their running game is lost (ended as their
    /// resignation, through [`finish`]), games not yet created are forfeited, a Swiss leaves
    /// them out of later rounds and a round-robin forfeits their later games. Before the start
    /// this is [`TournamentService::leave`].
    ///
    /// # Errors
    /// [`TournamentError::NotIn`], [`TournamentError::AlreadyWithdrawn`],
    /// [`TournamentError::WrongStatus`] once it is over.
    pub async fn withdraw(&self, id: i64, user: &str) -> Result<Event, TournamentError> {
        let now = self.games.now();
        // Lock order: games first, then the event (as `finish` does).
        let pairings = self.games.store().pairings(id).await?;
        let mut tx = self.begin().await?;
        let mut running = Vec::new();
        for p in pairings.iter().filter(|p| {
            p.result.is_none() && (p.white_id == user || p.black_id.as_deref() == Some(user))
        }) {
            if let Some(g) = p.game_id {
                if let Some(row) = tx.game(GameKey::Id(g)).await? {
                    running.push(GameRecord::from_row(row)?);
                }
            }
        }
        let row = locked(&mut tx, id).await?;
        match TStatus::of(&row.status) {
            TStatus::Signup | TStatus::Closed => {
                drop(tx);
                return self.leave(id, user).await;
            }
            TStatus::Running => {}
            _ => return Err(wrong(&row)),
        }
        let ev = event_in(&mut tx, row).await?;
        match ev.entrants.iter().find(|e| e.user_id == user) {
            None => return Err(TournamentError::NotIn(ev.row.name)),
            Some(e) if e.withdrawn_at.is_some() => {
                return Err(TournamentError::AlreadyWithdrawn(ev.row.name))
            }
            Some(_) => {}
        }
        tx.set_withdrawn(id, user, now).await?;
        for rec in running {
            if rec.status != Status::Active {
                continue;
            }
            let Some(color) = rec.color_of(user) else {
                continue;
            };
            let end = End::new(EndReason::Resignation, Some(GameResult::win(!color)), now).by(user);
            let (from, ply) = (rec.status, rec.ply);
            // `finish` records the result on the pairing and may close the round.
            finish(&mut tx, from, ply, rec, end, now).await?;
        }
        // Pairings whose game does not exist yet: forfeited now.
        let pending: Vec<PairingRow> = tx
            .pairings(id)
            .await?
            .into_iter()
            .filter(|p| {
                p.result.is_none()
                    && p.game_id.is_none()
                    && (p.white_id == user || p.black_id.as_deref() == Some(user))
            })
            .collect();
        for p in pending {
            let code = if p.white_id == user { "0-1" } else { "1-0" };
            tx.set_pairing_result(p.id, code, true).await?;
        }
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let row = locked(&mut tx, id).await?;
        let ev = event_in(&mut tx, row).await?;
        let ev = advance(&mut tx, ev, now).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// Creates the game of pairing post `post` in channel `channel` (opened by the front end
    /// under `parent`): one transaction inserts the game through the game service's challenge
    /// path, links it to the pairing and marks the post done. `None` if there was nothing to
    /// create (done already, or the pairing was decided meanwhile).
    ///
    /// # Errors
    /// Database failures; [`GameError::ChannelBusy`] if the channel has another open game.
    pub async fn create_game(
        &self,
        post: &PostRow,
        channel: &str,
        parent: &str,
    ) -> Result<Option<GameRecord>, TournamentError> {
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, post.tournament_id).await?;
        let Some(p) = (match post.pairing_id {
            Some(pid) => tx.pairing(pid).await?,
            None => None,
        }) else {
            tx.post_done(post.id, now_ms()).await?;
            self.commit(tx).await?;
            return Ok(None);
        };
        if p.game_id.is_some() || p.result.is_some() || p.black_id.is_none() {
            tx.post_done(post.id, now_ms()).await?;
            self.commit(tx).await?;
            return Ok(None);
        }
        let ev = event_in(&mut tx, row).await?;
        let white = Player::new(p.white_id.clone(), ev.name_of(&p.white_id));
        let black_id = p.black_id.clone().unwrap_or_default();
        let black = Player::new(black_id.clone(), ev.name_of(&black_id));
        let mut req = pairing_request(
            &ev.row.guild_id,
            channel,
            ev.variant(),
            &ev.row.options,
            ev.row.days_per_move,
            (&white, &black),
        );
        req.parent_channel_id = Some(parent.to_string());
        let rec = self
            .games
            .challenge_in(&mut tx, &req, ev.row.rated == 1)
            .await?;
        if !tx.link_game(p.id, rec.id).await? || !tx.post_done(post.id, now_ms()).await? {
            // Someone else did it meanwhile: roll this one back.
            return Ok(None);
        }
        self.commit(tx).await?;
        Ok(Some(rec))
    }
}

/// The challenge of a paired game: White challenges Black, accepted at once (the pairing is
/// both players' consent), so the game starts with White to move and every rule of an
/// ordinary game (clock, reminders, timeouts, vacations, ratings).
fn pairing_request(
    guild: &str,
    channel: &str,
    variant: VariantId,
    options: &str,
    days: Option<i64>,
    (white, black): (&Player, &Player),
) -> ChallengeRequest {
    ChallengeRequest {
        guild_id: Some(guild.to_string()),
        channel_id: channel.to_string(),
        parent_channel_id: None,
        challenger: white.clone(),
        opponent: Some(black.clone()),
        variant,
        options: options.to_string(),
        color: ColorChoice::White,
        days,
        auto_accept: true,
        start: None,
        gif: true,
    }
}

/// The half of [`finish`] that belongs to tournaments: if `rec` is a game of an event, its
/// result goes on the pairing, the standings are posted, and a round whose last result this
/// was is closed and the next one paired, all in `tx` (the finishing transaction).
///
/// # Errors
/// Database failures.
pub(crate) async fn game_finished(
    tx: &mut WriteTx,
    rec: &GameRecord,
    now: i64,
) -> Result<(), GameError> {
    let Some(p) = tx.pairing_of_game(rec.id).await? else {
        return Ok(());
    };
    // The event's row lock: results of one event are recorded one after another.
    let Some(row) = tx.tournament(p.tournament_id).await? else {
        return Ok(());
    };
    let Some(end) = rec.end.as_ref() else {
        return Ok(());
    };
    let result = match end.result {
        Some(GameResult::WhiteWins) => Outcome::WhiteWins,
        Some(GameResult::BlackWins) => Outcome::BlackWins,
        Some(GameResult::Draw) => Outcome::Draw,
        // An aborted game is lost by whoever aborted it.
        None if end.by.as_deref() == Some(rec.white.id.as_str()) => Outcome::BlackWins,
        None if end.by.as_deref() == Some(rec.black.id.as_str()) => Outcome::WhiteWins,
        None => Outcome::Draw,
    };
    if !tx.set_pairing_result(p.id, result.code(), false).await? {
        return Ok(());
    }
    tx.post(row.id, PostKind::Standings.code(), p.round, None, now)
        .await?;
    if TStatus::of(&row.status) != TStatus::Running {
        return Ok(());
    }
    let ev = event_in(tx, row).await?;
    advance(tx, ev, now).await?;
    Ok(())
}

/// Closes the current round of running event `ev` if all its results are in, and pairs the
/// next (repeatedly, when a round is decided without games), or finishes the event. Runs in
/// `tx` under the event's row lock; the guarded update of the round makes a second closer
/// fail instead of pairing twice.
async fn advance(tx: &mut WriteTx, mut ev: Event, now: i64) -> Result<Event, StoreError> {
    loop {
        if TStatus::of(&ev.row.status) != TStatus::Running {
            return Ok(ev);
        }
        let round = ev.row.round;
        if ev
            .pairings
            .iter()
            .any(|p| p.round == round && p.result.is_none())
        {
            return Ok(ev);
        }
        let n = ev.entrants.len();
        let format = ev.format();
        let total = ev.total_rounds();
        let next = usize::try_from(round).unwrap_or(0) + 1;
        let played = ev.rounds();
        let withdrawn = ev.withdrawn();
        let pairing: Option<Round> = if next > total {
            None
        } else {
            match format {
                Format::RoundRobin => roundrobin::berger(n).get(next - 1).cloned(),
                Format::DoubleRoundRobin => roundrobin::double_berger(n).get(next - 1).cloned(),
                Format::Swiss => {
                    swiss::pair_swiss_within(n, &played, &withdrawn, total).map(|p| p.round)
                }
            }
        };
        let mut after = ev.row.clone();
        after.updated_at = now;
        let Some(pairing) = pairing else {
            after.status = TStatus::Finished.code().to_string();
            after.finished_at = Some(now);
            tx.update_tournament(&ev.row.status, round, &after).await?;
            tx.post(ev.row.id, PostKind::Final.code(), round, None, now)
                .await?;
            tx.post(ev.row.id, PostKind::Refresh.code(), round, None, now)
                .await?;
            return event_in(tx, after).await;
        };
        after.round = next as i64;
        tx.update_tournament(&ev.row.status, round, &after).await?;
        let seeded: Vec<String> = ev.seeded().iter().map(|e| e.user_id.clone()).collect();
        let next_i = next as i64;
        let mut games = Vec::new();
        for (i, b) in pairing.boards.iter().enumerate() {
            // A withdrawn player's round-robin game is forfeited, not played.
            let result = match (withdrawn[b.white], withdrawn[b.black]) {
                (false, false) => None,
                (true, false) => Some("0-1"),
                (false, true) => Some("1-0"),
                (true, true) => Some("1/2-1/2"),
            };
            let id = tx
                .insert_pairing(&PairingRow {
                    id: 0,
                    tournament_id: ev.row.id,
                    round: next_i,
                    board: i as i64 + 1,
                    white_id: seeded[b.white].clone(),
                    black_id: Some(seeded[b.black].clone()),
                    result: result.map(str::to_string),
                    forfeit: i64::from(result.is_some()),
                    game_id: None,
                })
                .await?;
            if result.is_none() {
                games.push(id);
            }
        }
        if let Some(b) = pairing.bye {
            if !withdrawn[b] {
                tx.insert_pairing(&PairingRow {
                    id: 0,
                    tournament_id: ev.row.id,
                    round: next_i,
                    board: 0,
                    white_id: seeded[b].clone(),
                    black_id: None,
                    result: Some("1-0".to_string()),
                    forfeit: 0,
                    game_id: None,
                })
                .await?;
            }
        }
        tx.post(ev.row.id, PostKind::Round.code(), next_i, None, now)
            .await?;
        for id in games {
            tx.post(ev.row.id, PostKind::Game.code(), next_i, Some(id), now)
                .await?;
        }
        ev = event_in(tx, after).await?;
    }
}

/// The tournament worker: carries out pending posts through a [`Desk`], oldest first per
/// event, retrying transient failures with backoff; after a crash it starts with whatever is
/// pending.
pub struct TournamentDesk<D> {
    service: TournamentService,
    desk: Arc<D>,
    owner: Arc<str>,
    base: Duration,
}

impl<D> Clone for TournamentDesk<D> {
    fn clone(&self) -> Self {
        TournamentDesk {
            service: self.service.clone(),
            desk: self.desk.clone(),
            owner: self.owner.clone(),
            base: self.base,
        }
    }
}

impl<D: Desk> TournamentDesk<D> {
    /// A worker over `service` posting through `desk`.
    pub fn new(service: TournamentService, desk: Arc<D>) -> TournamentDesk<D> {
        TournamentDesk {
            service,
            desk,
            owner: format!("t-{}", super::worker_name()).into(),
            base: Duration::from_secs(1),
        }
    }

    /// The same worker with another retry base (tests use milliseconds).
    pub fn with_backoff(mut self, base: Duration) -> TournamentDesk<D> {
        self.base = base;
        self
    }

    /// The desk.
    pub fn desk(&self) -> &D {
        &self.desk
    }

    /// Starts the events due, then carries out every pending post that is due; returns how
    /// many were done.
    ///
    /// # Errors
    /// Database failures (nothing is lost: posts stay pending).
    pub async fn run_once(&self) -> Result<usize, TournamentError> {
        self.service.start_due().await?;
        let store = self.service.games.store().clone();
        let mut done = 0;
        loop {
            let rows = store
                .claim_posts(&self.owner, now_ms(), super::LEASE.as_millis() as i64, 100)
                .await?;
            if rows.is_empty() {
                return Ok(done);
            }
            for row in rows {
                match self.carry_out(&row).await {
                    Ok(()) => done += 1,
                    Err(Failure::Retry(why)) => {
                        let wait =
                            super::backoff(self.base, Duration::from_secs(300), row.attempts + 1);
                        tracing::warn!(post_id = row.id, tournament_id = row.tournament_id, %why, "tournament post not done; will retry");
                        store
                            .retry_post(row.id, now_ms() + wait.as_millis() as i64, &why)
                            .await?;
                    }
                    Err(Failure::GiveUp(why)) => {
                        tracing::error!(post_id = row.id, tournament_id = row.tournament_id, %why, "tournament post cannot be done; giving up");
                        store
                            .finish_post(row.id, now_ms(), Some(&format!("gave up: {why}")))
                            .await?;
                    }
                    Err(Failure::Fatal(e)) => return Err(e),
                }
            }
        }
    }

    async fn carry_out(&self, row: &PostRow) -> Result<(), Failure> {
        let store = self.service.games.store();
        let ev = self.service.event(row.tournament_id).await?;
        let style = self.desk.style();
        let kind = PostKind::from_code(&row.kind)
            .ok_or_else(|| Failure::GiveUp(format!("unknown post kind '{}'", row.kind)))?;
        let thread = ev.row.message_id.clone();
        match kind {
            PostKind::Announce => {
                let m = signup_message(&ev, style);
                let title = cut(&ev.row.name, 100);
                let id = self
                    .desk
                    .post(&ev.row.channel_id, &row.nonce, &m, Some(&title))
                    .await?;
                store.set_tournament_message(ev.row.id, &id).await?;
            }
            PostKind::Refresh => {
                // A later refresh shows the newer list; this one would be overwritten.
                if !store.later_post(ev.row.id, &row.kind, row.id).await? {
                    if let Some(msg) = &thread {
                        self.desk
                            .edit(&ev.row.channel_id, msg, &signup_message(&ev, style))
                            .await?;
                    }
                }
            }
            PostKind::Round => {
                let m = round_message(&ev, row.round, style);
                self.desk
                    .post(thread_or(&ev, &thread), &row.nonce, &m, None)
                    .await?;
            }
            PostKind::Game => {
                let Some(p) = ev.pairings.iter().find(|p| Some(p.id) == row.pairing_id) else {
                    store.finish_post(row.id, now_ms(), None).await?;
                    return Ok(());
                };
                if p.game_id.is_some() || p.result.is_some() {
                    store.finish_post(row.id, now_ms(), None).await?;
                    return Ok(());
                }
                let black = p.black_id.clone().unwrap_or_default();
                let m = DeskMessage {
                    text: format!(
                        "**{}** · round {}, board {}: {} (White) vs {} (Black)",
                        ev.row.name,
                        p.round,
                        p.board,
                        style.player(&p.white_id, ev.name_of(&p.white_id)),
                        style.player(&black, ev.name_of(&black)),
                    ),
                    ..DeskMessage::default()
                };
                let title = format!(
                    "{} R{}: {} vs {}",
                    ev.row.name,
                    p.round,
                    ev.name_of(&p.white_id),
                    ev.name_of(&black)
                );
                let title = cut(&title, 100);
                let channel = self
                    .desk
                    .post(&ev.row.channel_id, &row.nonce, &m, Some(&title))
                    .await?;
                self.service
                    .create_game(row, &channel, &ev.row.channel_id)
                    .await?;
                // Marked done inside create_game's transaction.
                return Ok(());
            }
            PostKind::Standings => {
                if !store.later_post(ev.row.id, &row.kind, row.id).await? {
                    let m = standings_message(&ev, false, style);
                    self.desk
                        .post(thread_or(&ev, &thread), &row.nonce, &m, None)
                        .await?;
                }
            }
            PostKind::Final => {
                let m = standings_message(&ev, true, style);
                self.desk
                    .post(thread_or(&ev, &thread), &row.nonce, &m, None)
                    .await?;
            }
            PostKind::Cancelled => {
                let m = DeskMessage {
                    text: format!(
                        "**{}** was cancelled. Games already running are played out as ordinary games.",
                        ev.row.name
                    ),
                    ..DeskMessage::default()
                };
                self.desk
                    .post(thread_or(&ev, &thread), &row.nonce, &m, None)
                    .await?;
            }
        }
        store.finish_post(row.id, now_ms(), None).await?;
        Ok(())
    }

    /// Runs until aborted: at once (catching up after a restart), then whenever the game
    /// service commits or every `poll`.
    pub fn spawn(self, poll: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                if let Err(e) = self.run_once().await {
                    tracing::error!(error = %e, "tournament worker: cannot read its work; retrying");
                }
                tokio::time::sleep(poll).await;
            }
        })
    }
}

/// `s` cut to `max` characters (Discord's thread names take 100).
fn cut(s: &str, max: usize) -> String {
    s.chars().take(max).collect()
}

fn thread_or<'a>(ev: &'a Event, thread: &'a Option<String>) -> &'a str {
    thread.as_deref().unwrap_or(&ev.row.channel_id)
}

enum Failure {
    Retry(String),
    GiveUp(String),
    Fatal(TournamentError),
}

impl From<SendError> for Failure {
    fn from(e: SendError) -> Self {
        match e {
            SendError::Transient { why, .. } => Failure::Retry(why),
            SendError::Permanent(why) => Failure::GiveUp(why),
        }
    }
}

impl From<TournamentError> for Failure {
    fn from(e: TournamentError) -> Self {
        Failure::Fatal(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Fatal(e.into())
    }
}

/// The days per move as players read them.
fn days_text(days: Option<i64>) -> String {
    match days {
        Some(1) => "1 day per move".to_string(),
        Some(d) => format!("{d} days per move"),
        None => "no time limit".to_string(),
    }
}

/// The announcement: what, how, who has joined, and how to join.
pub fn signup_message(ev: &Event, style: &dyn Style) -> DeskMessage {
    let f = ev.format();
    let status = ev.status();
    let mut text = format!(
        "🏆 **{}** · {} · {} · {} · {}\n",
        ev.row.name,
        ev.variant().name(),
        f.code(),
        days_text(ev.row.days_per_move),
        if ev.row.rated == 1 { "rated" } else { "casual" },
    );
    match status {
        TStatus::Signup => {
            text.push_str(&format!(
                "Open for sign-up ({} of at most {} players; it starts with at least {}",
                ev.entrants.len(),
                ev.row.max_players,
                f.min_players()
            ));
            if let Some(s) = ev.row.starts_at {
                text.push_str(&format!(", by itself {}", style.time(s)));
            }
            text.push_str("). Press **Join** to play.\n");
        }
        TStatus::Closed => text.push_str("Sign-up is closed; it starts soon.\n"),
        TStatus::Running => text.push_str(&format!(
            "Running: round {} of {}.\n",
            ev.row.round,
            ev.total_rounds()
        )),
        TStatus::Finished => text.push_str("Finished.\n"),
        TStatus::Cancelled => text.push_str("Cancelled.\n"),
    }
    if ev.entrants.is_empty() {
        text.push_str("No players yet.");
    } else {
        text.push_str("Players: ");
        let names: Vec<String> = ev
            .seeded()
            .iter()
            .map(|e| {
                let p = style.player(&e.user_id, &e.name);
                if e.withdrawn_at.is_some() {
                    format!("~~{p}~~")
                } else {
                    p
                }
            })
            .collect();
        text.push_str(&names.join(", "));
    }
    DeskMessage {
        text,
        signup_buttons: (status == TStatus::Signup).then_some(ev.row.id),
        picture: None,
        pings: Vec::new(),
    }
}

/// A round's pairings: `1. A – B` per board, the bye, the players pinged.
pub fn round_message(ev: &Event, round: i64, style: &dyn Style) -> DeskMessage {
    let mut text = format!(
        "**{}** · round {round} of {}: the games start now, each in its own thread.\n",
        ev.row.name,
        ev.total_rounds()
    );
    let mut pings = Vec::new();
    for p in ev.pairings.iter().filter(|p| p.round == round) {
        let w = style.player(&p.white_id, ev.name_of(&p.white_id));
        match &p.black_id {
            None => text.push_str(&format!("Bye (1 point): {w}\n")),
            Some(b) => {
                let bl = style.player(b, ev.name_of(b));
                let note = if p.forfeit == 1 {
                    format!(" (forfeit, {})", p.result.as_deref().unwrap_or(""))
                } else {
                    pings.push(p.white_id.clone());
                    pings.push(b.clone());
                    String::new()
                };
                text.push_str(&format!("{}. {w} – {bl}{note}\n", p.board));
            }
        }
    }
    DeskMessage {
        text: text.trim_end().to_string(),
        signup_buttons: None,
        picture: None,
        pings,
    }
}

/// The standings (after a game, or final with the winner) with the table as a picture.
pub fn standings_message(ev: &Event, last: bool, style: &dyn Style) -> DeskMessage {
    let table = ev.standings();
    let seeded = ev.seeded();
    let mut text = if last {
        let winners: Vec<String> = table
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| style.player(&seeded[s.player].user_id, &seeded[s.player].name))
            .collect();
        format!(
            "🏆 **{}** is over. Winner: {}.\nFinal standings:\n",
            ev.row.name,
            winners.join(" and ")
        )
    } else {
        format!(
            "**{}** · standings after {} of {} rounds' games so far:\n",
            ev.row.name,
            ev.row.round,
            ev.total_rounds()
        )
    };
    text.push_str(&standings_text(ev, &table));
    let lines = standings_lines(ev, &table);
    let cross = ev.format().is_round_robin().then(|| crosstable(ev));
    let png = crate::render::standings::table_png(
        &ev.row.name,
        ev.format(),
        &lines,
        cross.as_ref(),
        crate::i18n::Lang::En,
    );
    DeskMessage {
        text,
        signup_buttons: None,
        picture: Some(("standings.png".to_string(), png)),
        pings: Vec::new(),
    }
}

/// The standings as plain lines: `1. Alice 2½ (SB 3.75)`.
pub fn standings_text(ev: &Event, table: &[Standing]) -> String {
    use crate::tournament::score_text;
    use crate::tournament::standings::{halves_text, quarters_text};
    let seeded = ev.seeded();
    let mut out = String::new();
    for s in table {
        let tb = if ev.format().is_round_robin() {
            format!("SB {}", quarters_text(s.sonneborn_berger))
        } else {
            format!(
                "BH-1 {}, BH {}",
                halves_text(s.buchholz_cut1),
                halves_text(s.buchholz)
            )
        };
        out.push_str(&format!(
            "{}. {} {} ({tb})\n",
            s.rank,
            seeded[s.player].name,
            score_text(s.half_points)
        ));
    }
    out.trim_end().to_string()
}

/// The standings as the picture's rows.
pub fn standings_lines(ev: &Event, table: &[Standing]) -> Vec<crate::render::standings::Line> {
    use crate::tournament::score_text;
    use crate::tournament::standings::{halves_text, quarters_text};
    let seeded = ev.seeded();
    table
        .iter()
        .map(|s| {
            let e = seeded[s.player];
            let mut name = e.name.clone();
            if e.withdrawn_at.is_some() {
                name.push_str(" (withdrew)");
            }
            let tiebreaks = if ev.format().is_round_robin() {
                vec![quarters_text(s.sonneborn_berger)]
            } else {
                vec![halves_text(s.buchholz_cut1), halves_text(s.buchholz)]
            };
            crate::render::standings::Line {
                rank: s.rank,
                seed: s.player + 1,
                name,
                score: score_text(s.half_points),
                tiebreaks,
                direct: halves_text(s.direct),
                wins: s.wins,
            }
        })
        .collect()
}

/// A round-robin's crosstable: cell `[i][j]` is what seed `i` scored against seed `j` (`1`,
/// `½`, `0`, `+`/`-` for forfeits; two games in a double round-robin), empty when not played.
pub fn crosstable(ev: &Event) -> Vec<Vec<String>> {
    let n = ev.entrants.len();
    let mut cells = vec![vec![String::new(); n]; n];
    for r in ev.rounds() {
        for b in r.boards {
            for (me, them) in [(b.white, b.black), (b.black, b.white)] {
                let Some(h) = b.half_points_of(me) else {
                    continue;
                };
                let mark = match (h, b.forfeit) {
                    (2, true) => "+",
                    (0, true) => "-",
                    (2, false) => "1",
                    (1, _) => "½",
                    _ => "0",
                };
                cells[me][them].push_str(mark);
            }
        }
    }
    cells
}
