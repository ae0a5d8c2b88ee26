//! The game service: challenges, turns, moves and results, used by both front ends (Discord
//! and the local command line). It owns no connection to Discord: callers pass who is acting
//! and where, and get back values to show.

mod correspondence;
mod error;

pub use correspondence::{
    civil_date, pgn, position_after, time_control, ChallengeRequest, DrawOffer, Fired, GameSummary,
    VacationStatus, CHALLENGE_LIFETIME, DAYS_PRESETS, EXPIRED_REASON, VACATION_DAYS_PER_YEAR,
};
pub use error::GameError;

use crate::rules::{Color, Game, Move, Outcome, Position, RuleOptions, VariantId};
use crate::store::{CorrRow, GameKey, GameRow, MoveRow, NewGame, Status, Store, StoreError};
use std::sync::Arc;

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

/// Someone acting in a game: a Discord user (id = the snowflake as text) or a local player.
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

/// A game loaded from the store and replayed: the row, the rules-level game, and derived facts.
#[derive(Clone, Debug)]
pub struct GameState {
    /// The stored row.
    pub row: GameRow,
    /// The variant.
    pub variant: VariantId,
    /// The rule options.
    pub options: RuleOptions,
    /// The game replayed from its start position and stored moves.
    pub game: Game,
    /// The correspondence columns (clock, offers, thread); default for a bare replay.
    pub corr: CorrRow,
}

impl GameState {
    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    /// The status.
    pub fn status(&self) -> Status {
        self.row.status().unwrap_or(Status::Finished)
    }

    /// The id of the player of `color`.
    pub fn player_id(&self, color: Color) -> &str {
        match color {
            Color::White => &self.row.white_id,
            Color::Black => &self.row.black_id,
        }
    }

    /// The name of the player of `color`.
    pub fn player_name(&self, color: Color) -> &str {
        match color {
            Color::White => &self.row.white_name,
            Color::Black => &self.row.black_name,
        }
    }

    /// The colour `user_id` plays, if they play in this game (White if they play both sides).
    pub fn color_of(&self, user_id: &str) -> Option<Color> {
        if self.row.white_id == user_id {
            Some(Color::White)
        } else if self.row.black_id == user_id {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The canonical move texts played so far, in order.
    pub fn move_texts(&self) -> Vec<String> {
        let mut pos = *self.game.start();
        self.game
            .moves()
            .iter()
            .map(|m| {
                let t = pos.move_text_with_check(m);
                pos = pos.play_unchecked(m);
                t
            })
            .collect()
    }

    /// The move list as text with move numbers: `1. e3-e4 e8-e7 2. …`.
    pub fn move_list(&self) -> String {
        let mut out = String::new();
        let mut number = self.game.start().fullmoves();
        let mut white_to_move = self.game.start().turn() == Color::White;
        for (i, t) in self.move_texts().iter().enumerate() {
            if white_to_move {
                out.push_str(&format!("{number}. {t} "));
            } else {
                if i == 0 {
                    out.push_str(&format!("{number}... "));
                }
                out.push_str(&format!("{t} "));
                number += 1;
            }
            white_to_move = !white_to_move;
        }
        out.trim_end().to_string()
    }
}

/// What a successful move produced.
#[derive(Clone, Debug)]
pub struct Played {
    /// The game after the move.
    pub state: GameState,
    /// The move as canonical text with `+`/`#`.
    pub text: String,
    /// The result if the move ended the game.
    pub outcome: Option<Outcome>,
}

/// The game service. Cheap to clone.
#[derive(Clone, Debug)]
pub struct GameService {
    store: Store,
    clock: Arc<dyn Clock>,
}

impl GameService {
    /// A service over `store` using the system clock.
    pub fn new(store: Store) -> GameService {
        GameService::with_clock(store, Arc::new(SystemClock))
    }

    /// A service over `store` with an injected clock.
    pub fn with_clock(store: Store, clock: Arc<dyn Clock>) -> GameService {
        GameService { store, clock }
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The current time, Unix seconds, from the service's clock.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Posts a challenge in `channel_id` from `challenger` to `opponent`.
    ///
    /// `options` is the options text (`giraffe-min=2 citadel=claim`). With `auto_accept` the game
    /// starts at once (local play).
    ///
    /// # Errors
    /// [`GameError::SelfChallenge`], [`GameError::BadOptions`], [`GameError::ChannelBusy`].
    #[allow(clippy::too_many_arguments)]
    pub async fn challenge(
        &self,
        guild_id: Option<String>,
        channel_id: &str,
        challenger: &Player,
        opponent: &Player,
        variant: VariantId,
        options: &str,
        color: ColorChoice,
        auto_accept: bool,
    ) -> Result<GameState, GameError> {
        if challenger.id == opponent.id && !auto_accept {
            return Err(GameError::SelfChallenge);
        }
        let opts = variant
            .parse_options(options)
            .map_err(GameError::BadOptions)?;
        let now = self.now();
        let challenger_white = match color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => coin_flip(now, channel_id),
        };
        let (white, black) = if challenger_white {
            (challenger, opponent)
        } else {
            (opponent, challenger)
        };
        let start = Position::start(variant, opts);
        let new = NewGame {
            guild_id,
            channel_id: channel_id.to_string(),
            variant: variant.id().to_string(),
            options: variant.options_text(&opts),
            white: (white.id.clone(), white.name.clone()),
            black: (black.id.clone(), black.name.clone()),
            challenger_id: challenger.id.clone(),
            start_tfen: start.to_tfen(),
            status: if auto_accept {
                Status::Active
            } else {
                Status::Challenge
            },
            now,
        };
        let row = self.store.create_game(&new).await.map_err(|e| match e {
            StoreError::ChannelBusy => GameError::ChannelBusy,
            e => GameError::Store(e),
        })?;
        self.load(row.id).await
    }

    /// Loads and replays a game by id.
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn load(&self, id: i64) -> Result<GameState, GameError> {
        let snap = self
            .store
            .snapshot_corr(GameKey::Id(id))
            .await?
            .ok_or(GameError::NoSuchGame)?;
        replay_corr(snap)
    }

    /// The open (challenge or active) game in a channel.
    ///
    /// # Errors
    /// [`GameError::NoGame`] if there is none; [`GameError::Corrupt`].
    pub async fn open_game(&self, channel_id: &str) -> Result<GameState, GameError> {
        let snap = self
            .store
            .snapshot_corr(GameKey::OpenIn(channel_id))
            .await?
            .ok_or(GameError::NoGame)?;
        replay_corr(snap)
    }

    /// The open game in a channel, or else the last finished one (for `/board`).
    ///
    /// # Errors
    /// [`GameError::NoGame`]; [`GameError::Corrupt`].
    pub async fn current_or_last(&self, channel_id: &str) -> Result<GameState, GameError> {
        let snap = match self
            .store
            .snapshot_corr(GameKey::OpenIn(channel_id))
            .await?
        {
            Some(s) => s,
            None => self
                .store
                .snapshot_corr(GameKey::LastIn(channel_id))
                .await?
                .ok_or(GameError::NoGame)?,
        };
        replay_corr(snap)
    }

    /// The challenged player accepts (anyone but the challenger for an open challenge). With
    /// days per move, the first player's clock starts now.
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotChallenged`], [`GameError::ChallengeClosed`],
    /// [`GameError::ChallengeExpired`].
    pub async fn accept(&self, game_id: i64, user_id: &str) -> Result<GameState, GameError> {
        self.accept_as(game_id, &Player::new(user_id, "")).await
    }

    /// [`GameService::accept`] by `player`, whose name is recorded when they take the free side
    /// of an open challenge.
    ///
    /// # Errors
    /// As [`GameService::accept`].
    pub async fn accept_as(&self, game_id: i64, player: &Player) -> Result<GameState, GameError> {
        let state = self.load(game_id).await?;
        self.check_challenge_open(&state).await?;
        let open = state.row.white_id.is_empty() || state.row.black_id.is_empty();
        if state.row.challenger_id == player.id || (!open && state.color_of(&player.id).is_none()) {
            return Err(GameError::NotChallenged);
        }
        let name = if player.name.is_empty() {
            player.id.as_str()
        } else {
            player.name.as_str()
        };
        if let Err(e) = self
            .store
            .start_game(game_id, (&player.id, name), self.now())
            .await
        {
            let again = self.load(game_id).await?;
            self.check_challenge_open(&again).await?;
            return Err(conflict_as(GameError::ChallengeClosed)(e));
        }
        self.load(game_id).await
    }

    /// The challenged player declines, or the challenger cancels.
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotYourGame`], [`GameError::ChallengeClosed`].
    pub async fn decline(&self, game_id: i64, user_id: &str) -> Result<GameState, GameError> {
        let state = self.load(game_id).await?;
        self.check_challenge_open(&state).await?;
        let to = if state.row.challenger_id == user_id {
            Status::Cancelled
        } else if state.color_of(user_id).is_some() {
            Status::Declined
        } else {
            return Err(GameError::NotYourGame);
        };
        self.store
            .close_challenge(game_id, to, None, None, self.now())
            .await
            .map_err(conflict_as(GameError::ChallengeClosed))?;
        self.load(game_id).await
    }

    /// The active game in a channel, checked to be `user_id`'s game.
    pub(crate) async fn my_active_game(
        &self,
        channel_id: &str,
        user_id: &str,
    ) -> Result<(GameState, Color), GameError> {
        let state = self.open_game(channel_id).await?;
        if state.status() == Status::Challenge {
            return Err(GameError::NotStarted);
        }
        let color = state.color_of(user_id).ok_or(GameError::NotYourGame)?;
        Ok((state, color))
    }

    /// Plays the move `text` for `user_id` in the channel's active game.
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::NotYourGame`],
    /// [`GameError::NotYourTurn`], [`GameError::BadMove`], [`GameError::PositionChanged`]
    /// (another move was stored meanwhile), [`GameError::Corrupt`].
    pub async fn play(
        &self,
        channel_id: &str,
        user_id: &str,
        text: &str,
    ) -> Result<Played, GameError> {
        let (state, color) = self.my_active_game(channel_id, user_id).await?;
        // Someone playing both sides (local mode) always has the move.
        let plays_both = state.row.white_id == state.row.black_id;
        if !plays_both && state.turn() != color {
            return Err(GameError::NotYourTurn {
                opponent: state.player_name(!color).to_string(),
            });
        }
        if state.corr.deadline.is_some_and(|d| self.now() >= d) {
            return Err(GameError::TimeUp);
        }
        let pos = *state.position();
        let mv = pos.parse_move(text).map_err(GameError::BadMove)?;
        self.play_move(state, user_id, mv).await
    }

    async fn play_move(
        &self,
        mut state: GameState,
        user_id: &str,
        mv: Move,
    ) -> Result<Played, GameError> {
        let pos = *state.position();
        let text = pos.move_text_with_check(&mv);
        state
            .game
            .play(&mv)
            .map_err(|_| GameError::PositionChanged)?;
        let outcome = state.game.outcome();
        let now = self.now();
        let row = MoveRow {
            game_id: state.row.id,
            ply: state.row.ply + 1,
            text: pos.move_text(&mv),
            tfen_after: state.position().to_tfen(),
            player_id: user_id.to_string(),
            played_at: now,
        };
        let reason = outcome.map(|o| o.describe());
        let result = outcome.map(|o| (o.result_text(), reason.clone().unwrap_or_default()));
        self.store
            .append_move(&row, result.as_ref().map(|(a, b)| (*a, b.as_str())))
            .await
            .map_err(conflict_as(
                if state.corr.deadline.is_some_and(|d| now >= d) {
                    GameError::TimeUp
                } else {
                    GameError::PositionChanged
                },
            ))?;
        let state = self.load(state.row.id).await?;
        Ok(Played {
            state,
            text,
            outcome,
        })
    }

    /// `user_id` resigns the channel's active game.
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::NotYourGame`],
    /// [`GameError::PositionChanged`].
    pub async fn resign(&self, channel_id: &str, user_id: &str) -> Result<GameState, GameError> {
        let (state, color) = self.my_active_game(channel_id, user_id).await?;
        let plays_both = state.row.white_id == state.row.black_id;
        // At one keyboard the side to move resigns.
        let loser = if plays_both { state.turn() } else { color };
        let result = if loser == Color::White { "0-1" } else { "1-0" };
        let reason = format!("{} resigned; {} wins", loser, !loser);
        self.store
            .transition(
                state.row.id,
                Status::Active,
                Status::Finished,
                Some(state.row.ply),
                Some((result, &reason)),
                self.now(),
            )
            .await
            .map_err(conflict_as(GameError::PositionChanged))?;
        self.load(state.row.id).await
    }

    /// Claims the citadel draw (`citadel=claim` / `second-entry`, RULES.md §4.5) for `user_id`.
    ///
    /// # Errors
    /// As [`GameService::play`]; [`GameError::NoClaim`] when no claim is possible now.
    pub async fn claim_citadel_draw(
        &self,
        channel_id: &str,
        user_id: &str,
    ) -> Result<GameState, GameError> {
        let (state, color) = self.my_active_game(channel_id, user_id).await?;
        let plays_both = state.row.white_id == state.row.black_id;
        if !plays_both && state.turn() != color {
            return Err(GameError::NotYourTurn {
                opponent: state.player_name(!color).to_string(),
            });
        }
        if !state.position().can_claim_citadel_draw() {
            return Err(GameError::NoClaim);
        }
        let reason = format!(
            "Draw claimed: {}'s Shah stands in the opponent's citadel",
            state.turn()
        );
        self.store
            .transition(
                state.row.id,
                Status::Active,
                Status::Finished,
                Some(state.row.ply),
                Some(("1/2-1/2", &reason)),
                self.now(),
            )
            .await
            .map_err(conflict_as(GameError::PositionChanged))?;
        self.load(state.row.id).await
    }

    /// Up to `limit` legal moves of `user_id` in the channel's active game whose canonical text
    /// contains `typed` (case-insensitive; prefix matches first), for autocomplete. Empty when
    /// it is not their game or turn.
    pub async fn suggestions(
        &self,
        channel_id: &str,
        user_id: &str,
        typed: &str,
        limit: usize,
    ) -> Vec<String> {
        let Ok((state, color)) = self.my_active_game(channel_id, user_id).await else {
            return Vec::new();
        };
        let plays_both = state.row.white_id == state.row.black_id;
        if !plays_both && state.turn() != color {
            return Vec::new();
        }
        suggest(&state, typed, limit)
    }

    /// Every active game (for resuming after a restart).
    pub async fn active_games(&self) -> Result<Vec<GameRow>, GameError> {
        Ok(self.store.active_games().await?)
    }
}

/// Legal moves of the position whose text matches `typed`: prefix matches first, then
/// substring matches; each list sorted; at most `limit`.
pub fn suggest(state: &GameState, typed: &str, limit: usize) -> Vec<String> {
    let pos = state.position();
    let needle: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_ascii_lowercase();
    let mut texts: Vec<String> = state
        .game
        .legal_moves()
        .iter()
        .map(|m| pos.move_text(m))
        .collect();
    texts.sort();
    let key = |t: &str| t.replace('-', "").to_ascii_lowercase();
    let mut out: Vec<String> = texts
        .iter()
        .filter(|t| key(t).starts_with(&needle))
        .cloned()
        .collect();
    out.extend(
        texts
            .iter()
            .filter(|t| !key(t).starts_with(&needle) && key(t).contains(&needle))
            .cloned(),
    );
    if out.is_empty() && !needle.is_empty() {
        // Nothing matches the text: offer moves to the square typed, if any.
        out = texts
            .iter()
            .filter(|t| key(t).ends_with(&needle))
            .cloned()
            .collect();
    }
    // The `citadel` shorthand, when it means exactly one legal move (RULES.md §6.2).
    if "citadel".starts_with(&needle)
        && state
            .game
            .legal_moves()
            .iter()
            .filter(|m| m.to().is_citadel())
            .count()
            == 1
    {
        out.insert(0, "citadel".to_string());
    }
    out.truncate(limit);
    out
}

pub(crate) fn conflict_as(e: GameError) -> impl FnOnce(StoreError) -> GameError {
    move |err| match err {
        StoreError::Conflict => e,
        other => GameError::Store(other),
    }
}

/// A coin flip that needs no random-number crate: a hash of the time and the channel.
pub(crate) fn coin_flip(now: i64, channel: &str) -> bool {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(now);
    h.write(channel.as_bytes());
    h.finish() & 1 == 0
}

/// [`replay`] keeping the correspondence columns.
fn replay_corr(
    (row, corr, moves): (GameRow, CorrRow, Vec<MoveRow>),
) -> Result<GameState, GameError> {
    let mut state = replay(row, &moves)?;
    state.corr = corr;
    Ok(state)
}

/// Rebuilds a game from its row and moves.
///
/// # Errors
/// [`GameError::Corrupt`] if the row names an unknown variant or options, a start TFEN that does
/// not parse, a move that does not replay, or a stored TFEN that differs from the replay.
pub fn replay(row: GameRow, moves: &[MoveRow]) -> Result<GameState, GameError> {
    let corrupt = |what: String| GameError::Corrupt {
        game_id: row.id,
        what,
    };
    let variant: VariantId = row
        .variant
        .parse()
        .map_err(|_| corrupt(format!("unknown variant '{}'", row.variant)))?;
    let options = variant
        .parse_options(&row.options)
        .map_err(|e| corrupt(format!("bad options: {e}")))?;
    let start = Position::from_tfen(variant, options, &row.start_tfen)
        .map_err(|e| corrupt(format!("start position: {e}")))?;
    let mut game = Game::new(start);
    for (i, m) in moves.iter().enumerate() {
        if m.ply != i as i64 + 1 {
            return Err(corrupt(format!(
                "move rows skip from ply {} to {}",
                i, m.ply
            )));
        }
        let mv = game
            .position()
            .parse_move(&m.text)
            .map_err(|_| corrupt(format!("move {} '{}' does not replay", m.ply, m.text)))?;
        game.play(&mv)
            .map_err(|_| corrupt(format!("move {} '{}' is illegal", m.ply, m.text)))?;
        if game.position().to_tfen() != m.tfen_after {
            return Err(corrupt(format!(
                "position after move {} differs from the stored one",
                m.ply
            )));
        }
    }
    if moves.len() as i64 != row.ply || game.position().to_tfen() != row.tfen {
        return Err(corrupt(format!(
            "the stored position differs from the replayed moves ({} moves, ply {}, {} vs {})",
            moves.len(),
            row.ply,
            game.position().to_tfen(),
            row.tfen
        )));
    }
    Ok(GameState {
        row,
        variant,
        options,
        game,
        corr: CorrRow::default(),
    })
}
