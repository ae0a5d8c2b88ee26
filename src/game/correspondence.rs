//! Correspondence play: challenges with days per move (open or addressed, expiring after 48
//! hours), deadlines and reminders fired by a scheduler, draw offers, takebacks, abort,
//! vacations, the list of a player's games, history positions and the PGN-style export.
//! Times are Unix seconds from the service's [`super::Clock`].

use super::{conflict_as, ColorChoice, GameError, GameService, GameState, Player};
use crate::rules::{Color, Game, Position, VariantId};
use crate::store::{
    CorrRow, DueEvent, EventKind, FinishIf, GameRow, NewCorr, NewGame, Offer, Status, StoreError,
    Vacation, DAY,
};

/// The days-per-move presets (lichess correspondence's); `None` means no time limit.
pub const DAYS_PRESETS: [i64; 7] = [1, 2, 3, 5, 7, 10, 14];
/// How long a challenge waits to be accepted, in seconds (48 hours).
pub const CHALLENGE_LIFETIME: i64 = 2 * DAY;
/// Vacation days a player may take per calendar year.
pub const VACATION_DAYS_PER_YEAR: i64 = 30;
/// `result_reason` of a challenge that expired (the buttons then answer "expired").
pub const EXPIRED_REASON: &str = "The challenge expired unanswered after 48 hours";

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
}

/// The result of `/draw`.
#[derive(Clone, Debug)]
pub enum DrawOffer {
    /// The offer stands; the opponent answers with buttons.
    Offered(GameState),
    /// The opponent had offered a draw already: the game is drawn.
    Agreed(GameState),
}

/// What a fired event did; each carries the game after it.
#[derive(Clone, Debug)]
pub enum Fired {
    /// A challenge expired.
    Expired(GameState),
    /// The player to move must be reminded (the reminder is marked as sent).
    Reminder(GameState),
    /// The player to move lost on time at the deadline `at` (Unix seconds).
    Timeout(GameState, i64),
}

/// One of a player's open games, for `/games`.
#[derive(Clone, Debug)]
pub struct GameSummary {
    /// The row.
    pub row: GameRow,
    /// Its correspondence columns.
    pub corr: CorrRow,
}

impl GameSummary {
    /// The player to move (from the stored TFEN's side field).
    pub fn turn(&self) -> Color {
        if self.row.tfen.split_whitespace().nth(1) == Some("b") {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The id of the player to move.
    pub fn to_move_id(&self) -> &str {
        match self.turn() {
            Color::White => &self.row.white_id,
            Color::Black => &self.row.black_id,
        }
    }

    /// The status.
    pub fn status(&self) -> Status {
        self.row.status().unwrap_or(Status::Finished)
    }
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

/// "3 days per move", "1 day per move" or "no time limit".
pub fn time_control(days: Option<i64>) -> String {
    match days {
        Some(1) => "1 day per move".to_string(),
        Some(d) => format!("{d} days per move"),
        None => "no time limit".to_string(),
    }
}

/// The UTC calendar date (year, month 1–12, day 1–31) of Unix time `t`
/// (H. Hinnant's civil-from-days; no date crate needed for this one conversion).
pub fn civil_date(t: i64) -> (i64, u32, u32) {
    let z = t.div_euclid(DAY) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// The game as it stood after `ply` plies (clamped to the game's length), for `/history`:
/// a replayed state whose row is rewound, shown as an ongoing game.
pub fn position_after(state: &GameState, ply: usize) -> GameState {
    let ply = ply.min(state.game.moves().len());
    let mut game = Game::new(*state.game.start());
    for m in &state.game.moves()[..ply] {
        // The stored game replayed already, so its prefix does too.
        let _ = game.play(m);
    }
    let mut row = state.row.clone();
    row.ply = ply as i64;
    row.tfen = game.position().to_tfen();
    if ply < state.game.moves().len() {
        row.status = Status::Active.as_str().to_string();
        row.result = None;
        row.result_reason = None;
    }
    GameState {
        row,
        variant: state.variant,
        options: state.options,
        game,
        corr: state.corr.clone(),
    }
}

/// The game record as PGN-style text: the seven standard tags (with the variant's TFEN start
/// position in `[FEN]` and `[SetUp "1"]`), `[Variant]`, `[Options]` (the rule options, `-` for
/// the defaults) and `[TimeControl]` (`1/SECONDS` per move, `-` without a limit), a blank line,
/// then the moves in canonical text with move numbers and the result, lines at most 80 chars.
/// `site` is the game's address (a Discord channel link, or `Local`).
pub fn pgn(state: &GameState, site: &str) -> String {
    let (y, m, d) = civil_date(state.row.created_at);
    let result = match state.status() {
        Status::Finished => state.row.result.clone().unwrap_or_else(|| "*".into()),
        _ => "*".to_string(),
    };
    let quote = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let options = if state.row.options.is_empty() {
        "-".to_string()
    } else {
        state.row.options.clone()
    };
    let tc = state
        .corr
        .days_per_move
        .map_or_else(|| "-".to_string(), |d| format!("1/{}", d * DAY));
    let tags = [
        ("Event", "Timur correspondence game".to_string()),
        ("Site", site.to_string()),
        ("Date", format!("{y:04}.{m:02}.{d:02}")),
        ("White", state.row.white_name.clone()),
        ("Black", state.row.black_name.clone()),
        ("Result", result.clone()),
        ("Variant", state.variant.name().to_string()),
        ("SetUp", "1".to_string()),
        ("FEN", state.row.start_tfen.clone()),
        ("Options", options),
        ("TimeControl", tc),
    ];
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&format!("[{k} \"{}\"]\n", quote(&v)));
    }
    out.push('\n');
    let mut line = String::new();
    let list = state.move_list();
    for token in list
        .split_whitespace()
        .chain(std::iter::once(result.as_str()))
    {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

impl GameService {
    /// Checks a challenge without storing it (so a thread is only opened for a valid one).
    ///
    /// # Errors
    /// [`GameError::SelfChallenge`], [`GameError::BadOptions`], [`GameError::BadDays`].
    pub fn check_challenge(&self, req: &ChallengeRequest) -> Result<(), GameError> {
        if req
            .opponent
            .as_ref()
            .is_some_and(|o| o.id == req.challenger.id)
        {
            return Err(GameError::SelfChallenge);
        }
        if req.days.is_some_and(|d| !DAYS_PRESETS.contains(&d)) {
            return Err(GameError::BadDays);
        }
        req.variant
            .parse_options(&req.options)
            .map_err(GameError::BadOptions)?;
        Ok(())
    }

    /// Posts a challenge (addressed, or open when `opponent` is `None`) that expires after
    /// [`CHALLENGE_LIFETIME`]. An open challenge leaves the other side's id empty until
    /// someone accepts.
    ///
    /// # Errors
    /// As [`GameService::check_challenge`]; [`GameError::ChannelBusy`].
    pub async fn create_challenge(&self, req: &ChallengeRequest) -> Result<GameState, GameError> {
        self.check_challenge(req)?;
        let opts = req
            .variant
            .parse_options(&req.options)
            .map_err(GameError::BadOptions)?;
        let now = self.now();
        let challenger_white = match req.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => super::coin_flip(now, &req.channel_id),
        };
        let open = Player::new("", "");
        let opponent = req.opponent.as_ref().unwrap_or(&open);
        let (white, black) = if challenger_white {
            (&req.challenger, opponent)
        } else {
            (opponent, &req.challenger)
        };
        let start = Position::start(req.variant, opts);
        let new = NewGame {
            guild_id: req.guild_id.clone(),
            channel_id: req.channel_id.clone(),
            variant: req.variant.id().to_string(),
            options: req.variant.options_text(&opts),
            white: (white.id.clone(), white.name.clone()),
            black: (black.id.clone(), black.name.clone()),
            challenger_id: req.challenger.id.clone(),
            start_tfen: start.to_tfen(),
            status: Status::Challenge,
            now,
        };
        let corr = NewCorr {
            days_per_move: req.days,
            expires_at: Some(now + CHALLENGE_LIFETIME),
            parent_channel_id: req.parent_channel_id.clone(),
        };
        let row = self
            .store
            .create_game_corr(&new, &corr)
            .await
            .map_err(|e| match e {
                StoreError::ChannelBusy => GameError::ChannelBusy,
                e => GameError::Store(e),
            })?;
        self.load(row.id).await
    }

    /// Refuses with the right error unless `state` is a challenge still open at `now`; an
    /// expired one is closed on the spot (the scheduler may not have run yet).
    pub(crate) async fn check_challenge_open(&self, state: &GameState) -> Result<(), GameError> {
        match state.status() {
            Status::Challenge => {
                let now = self.now();
                if state.corr.expires_at.is_some_and(|e| now >= e) {
                    let _ = self
                        .store
                        .close_challenge(
                            state.row.id,
                            Status::Cancelled,
                            Some(EXPIRED_REASON),
                            Some(now),
                            now,
                        )
                        .await;
                    return Err(GameError::ChallengeExpired);
                }
                Ok(())
            }
            Status::Cancelled if state.row.result_reason.as_deref() == Some(EXPIRED_REASON) => {
                Err(GameError::ChallengeExpired)
            }
            _ => Err(GameError::ChallengeClosed),
        }
    }

    /// Offers a draw in the channel's game; if the opponent's offer stands, agrees to it.
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::NotYourGame`],
    /// [`GameError::DrawAlreadyOffered`], [`GameError::PositionChanged`].
    pub async fn offer_draw(
        &self,
        channel_id: &str,
        user_id: &str,
    ) -> Result<DrawOffer, GameError> {
        let (state, color) = self.my_active_game(channel_id, user_id).await?;
        let opponent = state.player_id(!color).to_string();
        let id = state.row.id;
        let ply = state.row.ply;
        match state.corr.draw_offer_by.as_deref() {
            Some(by) if by == user_id => Err(GameError::DrawAlreadyOffered),
            Some(by) if by == opponent => {
                self.agree_draw(&state, &opponent).await?;
                Ok(DrawOffer::Agreed(self.load(id).await?))
            }
            current => {
                self.store
                    .set_offer(id, ply, Offer::Draw, current, Some(user_id), self.now())
                    .await
                    .map_err(conflict_as(GameError::PositionChanged))?;
                Ok(DrawOffer::Offered(self.load(id).await?))
            }
        }
    }

    async fn agree_draw(&self, state: &GameState, offered_by: &str) -> Result<(), GameError> {
        let now = self.now();
        self.store
            .finish_game(
                state.row.id,
                state.row.ply,
                FinishIf {
                    draw_offer_by: Some(offered_by),
                    ..FinishIf::default()
                },
                Status::Finished,
                Some("1/2-1/2"),
                "Draw agreed",
                now,
                now,
            )
            .await
            .map_err(conflict_as(GameError::OfferGone))
    }

    /// The opponent of the draw offer's author accepts or declines it (a button).
    ///
    /// # Errors
    /// [`GameError::OfferGone`] (answered, lapsed, game over), [`GameError::NotForYou`] for
    /// anyone but the opponent.
    pub async fn answer_draw(
        &self,
        game_id: i64,
        user_id: &str,
        accept: bool,
    ) -> Result<GameState, GameError> {
        let state = self.load(game_id).await?;
        let by = match (&state.corr.draw_offer_by, state.status()) {
            (Some(by), Status::Active) => by.clone(),
            _ => return Err(GameError::OfferGone),
        };
        let to = addressee(&state, &by)?;
        if to != user_id {
            return Err(GameError::NotForYou(name_of(&state, to)));
        }
        if accept {
            self.agree_draw(&state, &by).await?;
        } else {
            self.store
                .set_offer(
                    game_id,
                    state.row.ply,
                    Offer::Draw,
                    Some(&by),
                    None,
                    self.now(),
                )
                .await
                .map_err(conflict_as(GameError::OfferGone))?;
        }
        self.load(game_id).await
    }

    /// Aborts the channel's game: allowed until both sides have made a move. The game is
    /// cancelled without a result.
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::NotYourGame`],
    /// [`GameError::AbortTooLate`].
    pub async fn abort(&self, channel_id: &str, user_id: &str) -> Result<GameState, GameError> {
        let (state, color) = self.my_active_game(channel_id, user_id).await?;
        if state.row.ply >= 2 {
            return Err(GameError::AbortTooLate);
        }
        let now = self.now();
        let reason = format!("Game aborted by {}", state.player_name(color));
        self.store
            .finish_game(
                state.row.id,
                state.row.ply,
                FinishIf {
                    max_ply: Some(1),
                    ..FinishIf::default()
                },
                Status::Cancelled,
                None,
                &reason,
                now,
                now,
            )
            .await
            .map_err(conflict_as(GameError::AbortTooLate))?;
        self.load(state.row.id).await
    }

    /// Resigns game `game_id` for `user_id` (the confirmation button of `/resign`).
    ///
    /// # Errors
    /// [`GameError::NotYourGame`], [`GameError::ChallengeClosed`] if it is not active,
    /// [`GameError::PositionChanged`].
    pub async fn resign_game(&self, game_id: i64, user_id: &str) -> Result<GameState, GameError> {
        let state = self.load(game_id).await?;
        let color = state.color_of(user_id).ok_or(GameError::NotYourGame)?;
        if state.status() != Status::Active {
            return Err(GameError::OfferGone);
        }
        let loser = if state.row.white_id == state.row.black_id {
            state.turn()
        } else {
            color
        };
        let result = if loser == Color::White { "0-1" } else { "1-0" };
        let reason = format!("{} resigned; {} wins", loser, !loser);
        let now = self.now();
        self.store
            .finish_game(
                game_id,
                state.row.ply,
                FinishIf::default(),
                Status::Finished,
                Some(result),
                &reason,
                now,
                now,
            )
            .await
            .map_err(conflict_as(GameError::PositionChanged))?;
        self.load(game_id).await
    }

    /// Asks the opponent to take back the caller's last move; only while the opponent has not
    /// replied.
    ///
    /// # Errors
    /// [`GameError::NoTakeback`], [`GameError::TakebackPending`], and as
    /// [`GameService::offer_draw`].
    pub async fn request_takeback(
        &self,
        channel_id: &str,
        user_id: &str,
    ) -> Result<GameState, GameError> {
        let (state, color) = self.my_active_game(channel_id, user_id).await?;
        if state.row.ply == 0 || state.turn() == color {
            return Err(GameError::NoTakeback);
        }
        if state.corr.takeback_by.as_deref() == Some(user_id) {
            return Err(GameError::TakebackPending);
        }
        self.store
            .set_offer(
                state.row.id,
                state.row.ply,
                Offer::Takeback,
                state.corr.takeback_by.as_deref(),
                Some(user_id),
                self.now(),
            )
            .await
            .map_err(conflict_as(GameError::NoTakeback))?;
        self.load(state.row.id).await
    }

    /// The opponent accepts (the last move is undone; the requester moves again with a fresh
    /// deadline) or declines a takeback request (a button).
    ///
    /// # Errors
    /// [`GameError::OfferGone`], [`GameError::NotForYou`].
    pub async fn answer_takeback(
        &self,
        game_id: i64,
        user_id: &str,
        accept: bool,
    ) -> Result<GameState, GameError> {
        let state = self.load(game_id).await?;
        let by = match (&state.corr.takeback_by, state.status()) {
            (Some(by), Status::Active) => by.clone(),
            _ => return Err(GameError::OfferGone),
        };
        let to = addressee(&state, &by)?;
        if to != user_id {
            return Err(GameError::NotForYou(name_of(&state, to)));
        }
        let now = self.now();
        let res = if accept {
            self.store
                .undo_last_move(game_id, state.row.ply, &by, now)
                .await
        } else {
            self.store
                .set_offer(
                    game_id,
                    state.row.ply,
                    Offer::Takeback,
                    Some(&by),
                    None,
                    now,
                )
                .await
        };
        res.map_err(conflict_as(GameError::OfferGone))?;
        self.load(game_id).await
    }

    /// Every scheduled event due now (from the service's clock), in the order they fell due.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_events(&self) -> Result<Vec<DueEvent>, GameError> {
        Ok(self.store.due_events(self.now()).await?)
    }

    /// Applies one due event if it still applies (a conditional write, so each event takes
    /// effect exactly once even if two schedulers raced). `None` if it no longer applied.
    ///
    /// # Errors
    /// Database failures, [`GameError::Corrupt`].
    pub async fn fire(&self, ev: &DueEvent) -> Result<Option<Fired>, GameError> {
        let now = self.now();
        let applied = match ev.kind {
            EventKind::ChallengeExpiry => self
                .store
                .close_challenge(
                    ev.game_id,
                    Status::Cancelled,
                    Some(EXPIRED_REASON),
                    Some(now),
                    now,
                )
                .await
                .map(|()| true),
            EventKind::Reminder => self.store.claim_reminder(ev.game_id, ev.ply, ev.at).await,
            EventKind::Timeout => {
                let state = self.load(ev.game_id).await?;
                if state.row.ply != ev.ply {
                    return Ok(None);
                }
                let loser = state.turn();
                let result = if loser == Color::White { "0-1" } else { "1-0" };
                let reason = format!("{} ran out of time; {} wins", loser, !loser);
                self.store
                    .finish_game(
                        ev.game_id,
                        ev.ply,
                        FinishIf {
                            deadline: Some(ev.at),
                            ..FinishIf::default()
                        },
                        Status::Finished,
                        Some(result),
                        &reason,
                        ev.at,
                        now,
                    )
                    .await
                    .map(|()| true)
            }
        };
        match applied {
            Ok(true) => {}
            Ok(false) | Err(StoreError::Conflict) => return Ok(None),
            Err(e) => return Err(e.into()),
        }
        let state = self.load(ev.game_id).await?;
        Ok(Some(match ev.kind {
            EventKind::ChallengeExpiry => Fired::Expired(state),
            EventKind::Reminder => Fired::Reminder(state),
            EventKind::Timeout => Fired::Timeout(state, ev.at),
        }))
    }

    /// `user_id`'s open games (challenges and active games), oldest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn games_of(&self, user_id: &str) -> Result<Vec<GameSummary>, GameError> {
        Ok(self
            .store
            .games_of(user_id)
            .await?
            .into_iter()
            .map(|(row, corr)| GameSummary { row, corr })
            .collect())
    }

    /// `user_id`'s vacation now and the days used this calendar year.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation_status(&self, user_id: &str) -> Result<VacationStatus, GameError> {
        let now = self.now();
        let year = civil_date(now).0;
        Ok(VacationStatus {
            current: self.store.vacation(user_id, now).await?,
            used_this_year: self.store.vacation_days_used(user_id, year).await?,
            year,
        })
    }

    /// Starts a vacation of `days` (1–30) days: every clock of `user_id` pauses (deadlines
    /// move by `days` days, and turns that reach them meanwhile start when it ends). Charged to
    /// the current calendar year, at most [`VACATION_DAYS_PER_YEAR`] days per year.
    ///
    /// # Errors
    /// [`GameError::BadVacation`], [`GameError::VacationRunning`],
    /// [`GameError::VacationBudget`].
    pub async fn start_vacation(&self, user_id: &str, days: i64) -> Result<Vacation, GameError> {
        if !(1..=VACATION_DAYS_PER_YEAR).contains(&days) {
            return Err(GameError::BadVacation);
        }
        let now = self.now();
        let year = civil_date(now).0;
        self.store
            .start_vacation(user_id, days, year, VACATION_DAYS_PER_YEAR, now)
            .await
            .map_err(|e| match e {
                StoreError::VacationRunning => GameError::VacationRunning,
                StoreError::VacationBudget { left } => GameError::VacationBudget { left },
                e => GameError::Store(e),
            })
    }

    /// Ends the running vacation now; whole unused days are refunded (and taken off the paused
    /// deadlines). Returns the refunded days.
    ///
    /// # Errors
    /// [`GameError::NoVacation`].
    pub async fn end_vacation(&self, user_id: &str) -> Result<i64, GameError> {
        self.store
            .end_vacation(user_id, self.now())
            .await?
            .ok_or(GameError::NoVacation)
    }
}

/// The player an offer by `by` is addressed to (the other player).
fn addressee<'a>(state: &'a GameState, by: &str) -> Result<&'a str, GameError> {
    let color = state.color_of(by).ok_or(GameError::OfferGone)?;
    Ok(state.player_id(!color))
}

fn name_of(state: &GameState, id: &str) -> String {
    state
        .color_of(id)
        .map_or_else(|| id.to_string(), |c| state.player_name(c).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(1_700_000_000), (2023, 11, 14));
        assert_eq!(civil_date(951_782_400), (2000, 2, 29));
        assert_eq!(civil_date(-1), (1969, 12, 31));
    }

    #[test]
    fn time_controls_read_well() {
        assert_eq!(time_control(Some(1)), "1 day per move");
        assert_eq!(time_control(Some(3)), "3 days per move");
        assert_eq!(time_control(None), "no time limit");
    }

    #[test]
    fn reminders_come_at_a_quarter_but_at_most_a_day_before() {
        use crate::store::turn_clock;
        assert_eq!(turn_clock(0, 1), (DAY, DAY - DAY / 4));
        assert_eq!(turn_clock(0, 3), (3 * DAY, 3 * DAY - 3 * DAY / 4));
        assert_eq!(turn_clock(0, 5), (5 * DAY, 4 * DAY));
        assert_eq!(turn_clock(10, 14), (10 + 14 * DAY, 10 + 13 * DAY));
    }
}
