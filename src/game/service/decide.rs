//! The decisions of the service's actions: pure functions of the game as read under the write
//! lock, the input, the time (Unix seconds) and the few facts read for them beforehand. Each
//! returns a [`Decision`] (or the refusal) and writes nothing; [`apply`] turns a decision into
//! the writes of the one transaction every action shares. So every rule of the service is
//! unit-tested here without a database.

use super::*;
use crate::rules::{DrawReason, Move, Outcome};

/// What an action does to the game it was given.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Decision {
    /// The game becomes [`Change::after`].
    Change(Box<Change>),
    /// The game ends (through [`finish`]); nothing else changes.
    End(End),
    /// The challenge had expired when it was answered: it ends, that is committed, and the
    /// action is refused with [`GameError::ChallengeExpired`].
    Expired(End),
}

/// A change of a game short of its end, or before it (a move that ends the game).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Change {
    /// The game after the change. Its clock for the turn now starting is set by [`apply`]
    /// when [`Change::new_turn`] is (it depends on vacations and on who moves).
    pub after: GameRecord,
    /// The announcement of the change: its kind and actor (a user id; none for the clock).
    pub announce: Option<(Kind, Option<String>)>,
    /// A turn starts: its deadline and reminder are set from the player now to move.
    pub new_turn: bool,
    /// The move row to store (the change is a move).
    pub mv: Option<MoveRow>,
    /// The conditional lines (issue 21) go: they were entered on a position taken back.
    pub clear_lines: bool,
    /// The end this change leads to, applied through [`finish`] after it is announced.
    pub then: Option<End>,
}

impl Change {
    /// The change of `before` into `after`, announced as `kind` by `actor`, nothing else.
    fn to(after: GameRecord, kind: Kind, actor: Option<&str>) -> Change {
        Change {
            after,
            announce: Some((kind, actor.map(str::to_string))),
            new_turn: false,
            mv: None,
            clear_lines: false,
            then: None,
        }
    }

    fn starting_a_turn(mut self) -> Change {
        self.new_turn = true;
        self
    }

    fn boxed(self) -> Decision {
        Decision::Change(Box::new(self))
    }
}

/// Applies `decision` to `before` (read under the write lock in `tx`) at `now`: move rows
/// above the new ply are deleted (a takeback), the new move row stored, the turn's clock set,
/// conditional lines cleared, the guarded update written and the change announced, then the
/// end, if any, through [`finish`]. Returns the game as stored.
///
/// # Errors
/// [`GameError::Conflict`] if the game moved on; database failures.
pub(crate) async fn apply(
    tx: &mut WriteTx,
    before: GameRecord,
    decision: Decision,
    now: i64,
) -> Result<GameRecord, GameError> {
    let c = match decision {
        Decision::End(end) | Decision::Expired(end) => {
            let (from, ply) = (before.status, before.ply);
            return finish(tx, from, ply, before, end, now).await;
        }
        Decision::Change(c) => *c,
    };
    let mut rec = c.after;
    for ply in (rec.ply + 1..=before.ply).rev() {
        tx.delete_move(rec.id, ply).await?;
    }
    if let Some(m) = &c.mv {
        tx.insert_move(m).await?;
    }
    if c.new_turn {
        start_turn(tx, &mut rec, now).await?;
    }
    if c.clear_lines {
        tx.clear_conditional_lines(rec.id, None).await?;
    }
    update(tx, &before, &rec).await?;
    if let Some((kind, actor)) = c.announce {
        announce(tx, &rec, kind, actor, now).await?;
    }
    match c.then {
        Some(end) => {
            let ply = rec.ply;
            finish(tx, Status::Active, ply, rec, end, now).await
        }
        None => Ok(rec),
    }
}

/// The colour `user` acts for in an active game: their own, or the side to move when one
/// player plays both sides.
///
/// # Errors
/// [`GameError::NotStarted`], [`GameError::GameOver`], [`GameError::NotYourGame`].
pub(crate) fn acting_color(rec: &GameRecord, user: &str) -> Result<Color, GameError> {
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

// ----- ends --------------------------------------------------------------------------------

/// `user` resigns (at one keyboard: the side to move): the opponent wins.
pub(crate) fn resign(rec: &GameRecord, user: &str, now: i64) -> Result<Decision, GameError> {
    let loser = acting_color(rec, user)?;
    let end = End::new(EndReason::Resignation, Some(GameResult::win(!loser)), now).by(user);
    Ok(Decision::End(end))
}

/// `user`, to move with their Shah in the opponent's citadel, claims the draw (docs/rules.md
/// §4.5).
pub(crate) fn claim(rec: &GameRecord, user: &str, now: i64) -> Result<Decision, GameError> {
    let color = acting_color(rec, user)?;
    must_be_on_turn(rec, color)?;
    let pos = crate::game::position_of(rec, &rec.tfen, None)?;
    if !pos.can_claim_citadel_draw() {
        return Err(GameError::NoClaim);
    }
    let end = End::new(EndReason::CitadelClaim, Some(GameResult::Draw), now).by(user);
    Ok(Decision::End(end))
}

/// `user` aborts: allowed until both sides have moved; no result.
pub(crate) fn abort(rec: &GameRecord, user: &str, now: i64) -> Result<Decision, GameError> {
    acting_color(rec, user)?;
    if rec.ply >= 2 {
        return Err(GameError::AbortTooLate);
    }
    Ok(Decision::End(
        End::new(EndReason::Abort, None, now).by(user),
    ))
}

/// A manager of server `guild_id` ends the game (a challenge or a game in progress): aborted.
pub(crate) fn end_by_manager(
    rec: &GameRecord,
    guild_id: &str,
    manager: &str,
    now: i64,
) -> Result<Decision, GameError> {
    if rec.guild_id.as_deref() != Some(guild_id) {
        return Err(GameError::NotInThisServer);
    }
    if rec.status == Status::Finished {
        return Err(GameError::GameOver);
    }
    Ok(Decision::End(
        End::new(EndReason::Abort, None, now).by(manager),
    ))
}

// ----- offers ------------------------------------------------------------------------------

/// `user` offers a draw; the opponent's standing offer makes it an agreed draw.
pub(crate) fn offer_draw(rec: &GameRecord, user: &str, now: i64) -> Result<Decision, GameError> {
    acting_color(rec, user)?;
    let opponent = rec.opponent_of(user).map(|s| s.id.as_str());
    match rec.offers.draw_by.as_deref() {
        Some(by) if by == user => Err(GameError::DrawAlreadyOffered),
        Some(by) if Some(by) == opponent => Ok(Decision::End(
            End::new(EndReason::Agreement, Some(GameResult::Draw), now).by(user),
        )),
        _ => {
            let mut after = rec.clone();
            after.offers.draw_by = Some(user.to_string());
            after.updated_at = now;
            Ok(Change::to(after, Kind::DrawOffer, Some(user)).boxed())
        }
    }
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

/// The addressee of the draw offer accepts (an agreed draw) or declines it.
pub(crate) fn answer_draw(
    rec: &GameRecord,
    user: &str,
    accept: bool,
    now: i64,
) -> Result<Decision, GameError> {
    check_addressee(rec, rec.offers.draw_by.as_ref(), user)?;
    if accept {
        let end = End::new(EndReason::Agreement, Some(GameResult::Draw), now).by(user);
        return Ok(Decision::End(end));
    }
    let mut after = rec.clone();
    after.offers.draw_by = None;
    after.updated_at = now;
    Ok(Change::to(after, Kind::DrawDeclined, Some(user)).boxed())
}

/// What a takeback needs read from the store first.
#[derive(Clone, Debug, Default)]
pub(crate) struct TakebackFacts {
    /// The computer player's id, if the game is against the computer.
    pub engine: Option<String>,
    /// The ids of the game's last takeback and last move announcements (against the computer).
    pub last_takeback: Option<i64>,
    /// See [`TakebackFacts::last_takeback`].
    pub last_move: Option<i64>,
    /// The position (TFEN) one and two plies back (the start position where that is before
    /// the first move; `None` before that).
    pub back: [Option<String>; 2],
}

/// `rec` with `plies` plies taken back to `tfen`, at `now`.
fn taken_back(rec: &GameRecord, plies: i64, tfen: &str, now: i64) -> GameRecord {
    let mut after = rec.clone();
    after.ply -= plies;
    after.tfen = tfen.to_string();
    after.updated_at = now;
    after
}

/// `user` asks to take back their last move, before the opponent has replied. Against the
/// computer it is granted at once, with the computer's answer if it came (two plies when
/// `user` is to move), once per move.
pub(crate) fn request_takeback(
    rec: &GameRecord,
    user: &str,
    facts: &TakebackFacts,
    now: i64,
) -> Result<Decision, GameError> {
    let color = acting_color(rec, user)?;
    if facts
        .engine
        .as_deref()
        .is_some_and(|e| e != user && !rec.plays_both())
    {
        if facts.last_takeback.is_some() && facts.last_takeback > facts.last_move {
            return Err(GameError::TakebackUsed);
        }
        let plies = if rec.turn() == color { 2 } else { 1 };
        let Some(tfen) = facts.back[plies as usize - 1].as_deref() else {
            return Err(GameError::NoTakeback);
        };
        let mut after = taken_back(rec, plies, tfen, now);
        after.offers = Offers::default();
        return Ok(Change::to(after, Kind::Takeback, Some(user))
            .starting_a_turn()
            .boxed());
    }
    if rec.ply == 0 || rec.plays_both() || rec.turn() == color {
        return Err(GameError::NoTakeback);
    }
    if rec.offers.takeback_by.as_deref() == Some(user) {
        return Err(GameError::TakebackPending);
    }
    let mut after = rec.clone();
    after.offers.takeback_by = Some(user.to_string());
    after.updated_at = now;
    Ok(Change::to(after, Kind::TakebackRequest, Some(user)).boxed())
}

/// The addressee of a takeback request accepts (the last move, at `back` one ply back, is
/// undone and the requester moves again with a fresh clock) or declines it.
pub(crate) fn answer_takeback(
    rec: &GameRecord,
    user: &str,
    accept: bool,
    back: Option<&str>,
    now: i64,
) -> Result<Decision, GameError> {
    check_addressee(rec, rec.offers.takeback_by.as_ref(), user)?;
    if !accept {
        let mut after = rec.clone();
        after.offers.takeback_by = None;
        after.updated_at = now;
        return Ok(Change::to(after, Kind::TakebackDeclined, Some(user)).boxed());
    }
    let tfen = back.ok_or(GameError::OfferGone)?;
    let mut after = taken_back(rec, 1, tfen, now);
    after.offers = Offers::default();
    let mut change = Change::to(after, Kind::Takeback, Some(user)).starting_a_turn();
    change.clear_lines = true;
    Ok(change.boxed())
}

// ----- challenges --------------------------------------------------------------------------

/// The record of challenge `req` (`rated` or casual) made at `now`, before insertion (id
/// 0): the start position, the colours (a coin flip for [`ColorChoice::Random`]), and the
/// expiry after [`CHALLENGE_LIFETIME`].
///
/// # Errors
/// [`GameError::BadOptions`], [`GameError::BadPosition`].
pub(crate) fn challenge_record(
    req: &ChallengeRequest,
    rated: bool,
    now: i64,
) -> Result<GameRecord, GameError> {
    let opts = req
        .variant
        .parse_options(&req.options)
        .map_err(GameError::BadOptions)?;
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
        clock: crate::game::record::Clock {
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

/// Refuses unless `rec` is a challenge open at `now`; an expired one is ended.
fn open_challenge(rec: &GameRecord, now: i64) -> Result<Option<Decision>, GameError> {
    match rec.status {
        Status::Challenge => Ok(rec
            .clock
            .expires_at
            .filter(|&e| now >= e)
            .map(|at| Decision::Expired(End::new(EndReason::Expired, None, at)))),
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

/// `player` accepts the challenge (anyone but the challenger for an open one; their name is
/// recorded); the first turn starts.
pub(crate) fn accept(rec: &GameRecord, player: &Player, now: i64) -> Result<Decision, GameError> {
    if let Some(expired) = open_challenge(rec, now)? {
        return Ok(expired);
    }
    if rec.challenger_id == player.id
        || (!rec.is_open_challenge() && rec.color_of(&player.id).is_none())
    {
        return Err(GameError::NotChallenged);
    }
    let mut after = rec.clone();
    let name = if player.name.is_empty() {
        player.id.clone()
    } else {
        player.name.clone()
    };
    for side in [&mut after.white, &mut after.black] {
        if side.id.is_empty() || side.id == player.id {
            side.id = player.id.clone();
            side.name = name.clone();
        }
    }
    after.status = Status::Active;
    after.clock.expires_at = None;
    after.updated_at = now;
    Ok(Change::to(after, Kind::Start, Some(&player.id))
        .starting_a_turn()
        .boxed())
}

/// The challenger withdraws ([`EndReason::Withdrawn`]) or the challenged player declines
/// ([`EndReason::Declined`]) the challenge.
pub(crate) fn close_challenge(
    rec: &GameRecord,
    user: &str,
    reason: EndReason,
    now: i64,
) -> Result<Decision, GameError> {
    if let Some(expired) = open_challenge(rec, now)? {
        return Ok(expired);
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
    Ok(Decision::End(End::new(reason, None, now).by(user)))
}

// ----- the clock ---------------------------------------------------------------------------

/// The reminder `ev` is sent, if it still applies.
pub(crate) fn remind(rec: &GameRecord, ev: &DueEvent) -> Result<Decision, GameError> {
    if rec.status != Status::Active || rec.ply != ev.ply || rec.clock.remind_at != Some(ev.at) {
        return Err(GameError::Conflict);
    }
    let mut after = rec.clone();
    after.clock.remind_at = None;
    Ok(Change::to(after, Kind::Reminder, None).boxed())
}

/// The player to move loses on time at the deadline `ev`, if it still applies at `now`.
pub(crate) fn time_out(rec: &GameRecord, ev: &DueEvent, now: i64) -> Result<Decision, GameError> {
    if rec.status != Status::Active
        || rec.ply != ev.ply
        || rec.clock.deadline != Some(ev.at)
        || ev.at > now
    {
        return Err(GameError::Conflict);
    }
    let loser = rec.turn();
    let end = End::new(EndReason::Time, Some(GameResult::win(!loser)), ev.at);
    Ok(Decision::End(end))
}

/// An unaccepted challenge expires, if it has at `now`.
pub(crate) fn expire(rec: &GameRecord, now: i64) -> Result<Decision, GameError> {
    match rec.clock.expires_at {
        Some(at) if rec.status == Status::Challenge && at <= now => {
            Ok(Decision::End(End::new(EndReason::Expired, None, at)))
        }
        _ => Err(GameError::Conflict),
    }
}

/// The clocks of `rec` shifted by `by` seconds when `user` is to move (a vacation starts or
/// ends); `None` when the game is not waiting for them.
pub(crate) fn shift_clock(rec: &GameRecord, user: &str, by: i64) -> Option<Decision> {
    if rec.to_move().id != user {
        return None;
    }
    let mut after = rec.clone();
    after.clock.deadline = after.clock.deadline.map(|d| d + by);
    after.clock.remind_at = after.clock.remind_at.map(|d| d + by);
    let mut change = Change::to(after, Kind::Reminder, None);
    change.announce = None;
    Some(change.boxed())
}

// ----- moves -------------------------------------------------------------------------------

/// Checks that `user` may move in `rec` at `now` (`expect_ply`: the ply the move was picked
/// at) and returns the colour they move for.
///
/// # Errors
/// [`GameError::PositionChanged`], those of [`acting_color`], [`GameError::NotYourTurn`],
/// [`GameError::TimeUp`].
pub(crate) fn may_move(
    rec: &GameRecord,
    user: &str,
    expect_ply: Option<i64>,
    now: i64,
) -> Result<Color, GameError> {
    if expect_ply.is_some_and(|p| p != rec.ply) && rec.status == Status::Active {
        return Err(GameError::PositionChanged);
    }
    let color = acting_color(rec, user)?;
    must_be_on_turn(rec, color)?;
    if rec.clock.deadline.is_some_and(|d| now >= d) {
        return Err(GameError::TimeUp);
    }
    Ok(color)
}

/// The move `text` (forgiving input, docs/rules.md §6.2) in `rec`'s position, with the last
/// move's succession marks `succeeded` (Timurid games, §5): the position and the move.
///
/// # Errors
/// [`GameError::BadMove`], [`GameError::Corrupt`].
pub(crate) fn parse_move(
    rec: &GameRecord,
    succeeded: Option<&str>,
    text: &str,
) -> Result<(Position, Move), GameError> {
    let pos = crate::game::position_of(rec, &rec.tfen, succeeded)?;
    let mv = pos.parse_move(text).map_err(GameError::BadMove)?;
    Ok((pos, mv))
}

/// `user` plays `mv` in `pos` (the position of `before`), announced as `kind`; `seen` is how
/// often the position after it will have stood, this time included (a third time draws when
/// the options count repetitions, docs/rules.md §4.6). A draw offer lapses unless the mover
/// made it; a takeback request lapses. Returns the decision and the move's canonical text.
pub(crate) fn play(
    before: &GameRecord,
    user: &str,
    pos: &Position,
    mv: &Move,
    seen: i64,
    kind: Kind,
    now: i64,
) -> (Decision, String) {
    let after_pos = pos.play_unchecked(mv);
    let outcome = if seen >= 3 && before.options.repetition {
        Some(Outcome::Draw(DrawReason::Repetition))
    } else {
        after_pos.outcome()
    };
    let text = pos.move_text(mv);
    let mut after = before.clone();
    after.ply += 1;
    after.tfen = after_pos.to_tfen();
    after.updated_at = now;
    after.offers.takeback_by = None;
    if after.offers.draw_by.as_deref() != Some(user) || after.plays_both() {
        after.offers.draw_by = None;
    }
    let row = MoveRow {
        game_id: after.id,
        ply: after.ply,
        text: text.clone(),
        san: Some(pos.move_text_with_check(mv)),
        tfen_after: after.tfen.clone(),
        rep_key: Some(after_pos.repetition_key()),
        succeeded: Some(crate::game::succeeded_text(&after_pos)),
        player_id: user.to_string(),
        played_at: now,
    };
    let mut change = Change::to(after, kind, Some(user));
    change.mv = Some(row);
    match outcome {
        Some(o) => {
            let (reason, result) = EndReason::of_outcome(&o);
            change.then = Some(End::new(reason, Some(result), now));
        }
        None => change.new_turn = true,
    }
    (change.boxed(), text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_000_000;

    fn ann() -> Player {
        Player {
            id: "ann".into(),
            name: "Ann".into(),
        }
    }

    fn ben() -> Player {
        Player {
            id: "ben".into(),
            name: "Ben".into(),
        }
    }

    /// Ann (White) has challenged Ben at `NOW`, three days per move.
    fn challenge() -> GameRecord {
        let req = ChallengeRequest::new("chan", ann())
            .opponent(ben())
            .color(ColorChoice::White)
            .days(Some(3));
        challenge_record(&req, true, NOW).unwrap()
    }

    /// The challenge accepted: Ann to move.
    fn active() -> GameRecord {
        let mut rec = challenge();
        rec.id = 7;
        rec.status = Status::Active;
        rec.clock.expires_at = None;
        rec
    }

    /// `rec` after `moves` (each played at `NOW`), as the executor would store it.
    fn after(mut rec: GameRecord, moves: &[&str]) -> GameRecord {
        for m in moves {
            let user = rec.to_move().id.clone();
            let (pos, mv) = parse_move(&rec, None, m).unwrap();
            let (d, _) = play(&rec, &user, &pos, &mv, 1, Kind::Move, NOW);
            let Decision::Change(c) = d else {
                panic!("{m} ended the game")
            };
            rec = c.after;
        }
        rec
    }

    fn end_of(d: Decision) -> End {
        match d {
            Decision::End(e) => e,
            other => panic!("not an end: {other:?}"),
        }
    }

    fn change_of(d: Decision) -> Change {
        match d {
            Decision::Change(c) => *c,
            other => panic!("not a change: {other:?}"),
        }
    }

    #[test]
    fn resigning_gives_the_opponent_the_win_and_needs_a_running_game() {
        let end = end_of(resign(&active(), "ben", NOW + 5).unwrap());
        assert_eq!(end.reason, EndReason::Resignation);
        assert_eq!(end.result, Some(GameResult::WhiteWins));
        assert_eq!(end.by.as_deref(), Some("ben"));
        assert_eq!(end.at, NOW + 5);
        assert!(matches!(
            resign(&challenge(), "ann", NOW),
            Err(GameError::NotStarted)
        ));
        assert!(matches!(
            resign(&active(), "cat", NOW),
            Err(GameError::NotYourGame)
        ));
        let mut over = active();
        over.status = Status::Finished;
        assert!(matches!(
            resign(&over, "ann", NOW),
            Err(GameError::GameOver)
        ));
    }

    #[test]
    fn aborting_is_allowed_until_both_sides_have_moved() {
        let one = after(active(), &["b3-b4"]);
        let end = end_of(abort(&one, "ben", NOW).unwrap());
        assert_eq!((end.reason, end.result), (EndReason::Abort, None));
        let two = after(one, &["b8-b7"]);
        assert!(matches!(
            abort(&two, "ann", NOW),
            Err(GameError::AbortTooLate)
        ));
    }

    #[test]
    fn a_claim_needs_the_turn_and_the_shah_in_the_citadel() {
        assert!(matches!(
            claim(&active(), "ben", NOW),
            Err(GameError::NotYourTurn { opponent }) if opponent == "Ann"
        ));
        assert!(matches!(
            claim(&active(), "ann", NOW),
            Err(GameError::NoClaim)
        ));
    }

    #[test]
    fn a_manager_ends_only_games_of_their_server() {
        let mut rec = challenge();
        rec.guild_id = Some("g1".into());
        assert!(matches!(
            end_by_manager(&rec, "g2", "mod", NOW),
            Err(GameError::NotInThisServer)
        ));
        let end = end_of(end_by_manager(&rec, "g1", "mod", NOW).unwrap());
        assert_eq!(
            (end.reason, end.by.as_deref()),
            (EndReason::Abort, Some("mod"))
        );
    }

    #[test]
    fn a_draw_offer_stands_until_answered_and_two_offers_agree() {
        let c = change_of(offer_draw(&active(), "ann", NOW + 1).unwrap());
        assert_eq!(c.after.offers.draw_by.as_deref(), Some("ann"));
        assert_eq!(c.announce, Some((Kind::DrawOffer, Some("ann".into()))));
        assert_eq!((c.new_turn, c.mv, c.then), (false, None, None));
        let offered = c.after;
        assert!(matches!(
            offer_draw(&offered, "ann", NOW),
            Err(GameError::DrawAlreadyOffered)
        ));
        let end = end_of(offer_draw(&offered, "ben", NOW).unwrap());
        assert_eq!(
            (end.reason, end.result),
            (EndReason::Agreement, Some(GameResult::Draw))
        );
        assert!(matches!(
            answer_draw(&offered, "ann", true, NOW),
            Err(GameError::NotForYou(name)) if name == "Ben"
        ));
        let declined = change_of(answer_draw(&offered, "ben", false, NOW).unwrap());
        assert_eq!(declined.after.offers.draw_by, None);
        assert!(matches!(
            answer_draw(&declined.after, "ben", true, NOW),
            Err(GameError::OfferGone)
        ));
    }

    #[test]
    fn a_move_lets_the_opponents_draw_offer_lapse_but_not_the_movers() {
        let mut rec = active();
        rec.offers.draw_by = Some("ben".into());
        assert_eq!(after(rec.clone(), &["b3-b4"]).offers.draw_by, None);
        rec.offers.draw_by = Some("ann".into());
        assert_eq!(
            after(rec, &["b3-b4"]).offers.draw_by.as_deref(),
            Some("ann")
        );
    }

    #[test]
    fn takebacks_between_players_are_asked_for_and_granted_one_ply_back() {
        let start = active().tfen;
        let one = after(active(), &["b3-b4"]);
        let facts = TakebackFacts::default();
        assert!(matches!(
            request_takeback(&one, "ben", &facts, NOW),
            Err(GameError::NoTakeback)
        ));
        let asked = change_of(request_takeback(&one, "ann", &facts, NOW).unwrap()).after;
        assert!(matches!(
            request_takeback(&asked, "ann", &facts, NOW),
            Err(GameError::TakebackPending)
        ));
        let granted = change_of(answer_takeback(&asked, "ben", true, Some(&start), NOW).unwrap());
        assert_eq!(granted.after.ply, 0);
        assert_eq!(granted.after.tfen, start);
        assert_eq!(granted.after.offers, Offers::default());
        assert!(granted.new_turn && granted.clear_lines);
        assert_eq!(granted.announce, Some((Kind::Takeback, Some("ben".into()))));
    }

    #[test]
    fn against_the_computer_a_takeback_is_granted_at_once_once_per_move() {
        let start = active().tfen;
        let one = after(active(), &["b3-b4"]);
        let two = after(one.clone(), &["b8-b7"]);
        let mut facts = TakebackFacts {
            engine: Some("ben".into()),
            last_takeback: None,
            last_move: Some(3),
            back: [Some(one.tfen.clone()), Some(start.clone())],
        };
        // Ann to move after the computer's answer: both plies go.
        let c = change_of(request_takeback(&two, "ann", &facts, NOW).unwrap());
        assert_eq!((c.after.ply, c.after.tfen.as_str()), (0, start.as_str()));
        assert!(c.new_turn && !c.clear_lines);
        facts.last_takeback = Some(4);
        assert!(matches!(
            request_takeback(&two, "ann", &facts, NOW),
            Err(GameError::TakebackUsed)
        ));
    }

    #[test]
    fn a_challenge_is_accepted_by_the_challenged_or_anyone_when_open() {
        let rec = challenge();
        assert!(matches!(
            accept(&rec, &ann(), NOW),
            Err(GameError::NotChallenged)
        ));
        let cat = Player {
            id: "cat".into(),
            name: String::new(),
        };
        assert!(matches!(
            accept(&rec, &cat, NOW),
            Err(GameError::NotChallenged)
        ));
        let c = change_of(accept(&rec, &ben(), NOW + 9).unwrap());
        assert_eq!(c.after.status, Status::Active);
        assert_eq!(c.after.clock.expires_at, None);
        assert!(c.new_turn);
        let mut open = rec.clone();
        open.black = Side::default();
        let c = change_of(accept(&open, &cat, NOW).unwrap());
        assert_eq!(
            (c.after.black.id.as_str(), c.after.black.name.as_str()),
            ("cat", "cat")
        );
    }

    #[test]
    fn an_expired_challenge_ends_at_its_expiry_when_answered() {
        let rec = challenge();
        let at = rec.clock.expires_at.unwrap();
        assert_eq!(at, NOW + CHALLENGE_LIFETIME);
        let expected = Decision::Expired(End::new(EndReason::Expired, None, at));
        assert_eq!(accept(&rec, &ben(), at).unwrap(), expected);
        assert_eq!(
            close_challenge(&rec, "ann", EndReason::Withdrawn, at + 1).unwrap(),
            expected
        );
        let mut ended = rec.clone();
        ended.status = Status::Finished;
        ended.end = Some(End::new(EndReason::Expired, None, at));
        assert!(matches!(
            accept(&ended, &ben(), at),
            Err(GameError::ChallengeExpired)
        ));
        ended.end = Some(End::new(EndReason::Declined, None, at));
        assert!(matches!(
            accept(&ended, &ben(), at),
            Err(GameError::ChallengeClosed)
        ));
    }

    #[test]
    fn only_the_challenger_withdraws_and_only_the_challenged_declines() {
        let rec = challenge();
        assert!(matches!(
            close_challenge(&rec, "ben", EndReason::Withdrawn, NOW),
            Err(GameError::NotChallenger)
        ));
        assert!(matches!(
            close_challenge(&rec, "ann", EndReason::Declined, NOW),
            Err(GameError::NotChallenged)
        ));
        let end = end_of(close_challenge(&rec, "ben", EndReason::Declined, NOW).unwrap());
        assert_eq!(
            (end.reason, end.by.as_deref()),
            (EndReason::Declined, Some("ben"))
        );
    }

    #[test]
    fn the_clocks_events_apply_only_to_the_version_they_were_read_at() {
        let mut rec = active();
        rec.clock.deadline = Some(NOW + 100);
        rec.clock.remind_at = Some(NOW + 50);
        let reminder = DueEvent {
            at: NOW + 50,
            kind: EventKind::Reminder,
            game_id: 7,
            ply: 0,
        };
        let c = change_of(remind(&rec, &reminder).unwrap());
        assert_eq!(c.after.clock.remind_at, None);
        assert_eq!(c.announce, Some((Kind::Reminder, None)));
        assert!(matches!(
            remind(&c.after, &reminder),
            Err(GameError::Conflict)
        ));
        let deadline = DueEvent {
            at: NOW + 100,
            kind: EventKind::Timeout,
            ..reminder
        };
        assert!(matches!(
            time_out(&rec, &deadline, NOW + 99),
            Err(GameError::Conflict)
        ));
        let end = end_of(time_out(&rec, &deadline, NOW + 200).unwrap());
        assert_eq!(
            (end.reason, end.result, end.at),
            (EndReason::Time, Some(GameResult::BlackWins), NOW + 100)
        );
        assert!(matches!(
            expire(&challenge(), NOW + CHALLENGE_LIFETIME - 1),
            Err(GameError::Conflict)
        ));
    }

    #[test]
    fn a_vacation_shifts_only_the_clocks_of_games_waiting_for_the_player() {
        let mut rec = active();
        rec.clock.deadline = Some(NOW + 100);
        rec.clock.remind_at = Some(NOW + 50);
        assert_eq!(shift_clock(&rec, "ben", DAY), None);
        let c = change_of(shift_clock(&rec, "ann", DAY).unwrap());
        assert_eq!(c.after.clock.deadline, Some(NOW + 100 + DAY));
        assert_eq!(c.after.clock.remind_at, Some(NOW + 50 + DAY));
        assert_eq!(c.announce, None);
    }

    #[test]
    fn a_move_is_checked_for_the_ply_turn_and_clock_and_stored_in_exact_form() {
        let rec = active();
        assert!(matches!(
            may_move(&rec, "ann", Some(1), NOW),
            Err(GameError::PositionChanged)
        ));
        assert!(matches!(
            may_move(&rec, "ben", None, NOW),
            Err(GameError::NotYourTurn { .. })
        ));
        let mut late = rec.clone();
        late.clock.deadline = Some(NOW);
        assert!(matches!(
            may_move(&late, "ann", None, NOW),
            Err(GameError::TimeUp)
        ));
        assert_eq!(may_move(&rec, "ann", Some(0), NOW).unwrap(), Color::White);
        assert!(matches!(
            parse_move(&rec, None, "b3-b6"),
            Err(GameError::BadMove(_))
        ));
        let (pos, mv) = parse_move(&rec, None, "b4").unwrap();
        let (d, text) = play(&rec, "ann", &pos, &mv, 1, Kind::Move, NOW + 3);
        assert_eq!(text, "b3-b4");
        let c = change_of(d);
        let row = c.mv.as_ref().unwrap();
        assert_eq!(
            (
                row.ply,
                row.text.as_str(),
                row.player_id.as_str(),
                row.played_at
            ),
            (1, "b3-b4", "ann", NOW + 3)
        );
        assert_eq!(row.tfen_after, c.after.tfen);
        assert!(c.new_turn);
        assert_eq!(c.then, None);
    }

    #[test]
    fn the_third_time_a_position_stands_is_a_draw_when_repetitions_count() {
        let mut rec = active();
        rec.options.repetition = true;
        let (pos, mv) = parse_move(&rec, None, "b3-b4").unwrap();
        let (d, _) = play(&rec, "ann", &pos, &mv, 3, Kind::Move, NOW);
        let c = change_of(d);
        let end = c.then.unwrap();
        assert_eq!(
            (end.reason, end.result),
            (EndReason::Repetition, Some(GameResult::Draw))
        );
        assert!(!c.new_turn);
        rec.options.repetition = false;
        let (d, _) = play(&rec, "ann", &pos, &mv, 3, Kind::Move, NOW);
        assert_eq!(change_of(d).then, None);
    }
}
