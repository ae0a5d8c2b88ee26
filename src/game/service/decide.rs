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

    /// The change of `before` into `after` that nobody is told of (a clock shifted).
    fn quiet(after: GameRecord) -> Change {
        Change {
            announce: None,
            ..Change::to(after, Kind::Reminder, None)
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

/// `user` withdrew from the tournament game `rec` belongs to (docs/tournaments.md,
/// "Withdrawal"): the opponent wins by forfeit ([`EndReason::Forfeit`], rated as a timeout
/// is), `user` recorded as who caused it.
///
/// # Errors
/// [`GameError::NotStarted`], [`GameError::GameOver`], [`GameError::NotYourGame`].
pub(crate) fn forfeit(rec: &GameRecord, user: &str, now: i64) -> Result<Decision, GameError> {
    let loser = acting_color(rec, user)?;
    let end = End::new(EndReason::Forfeit, Some(GameResult::win(!loser)), now).by(user);
    Ok(Decision::End(end))
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
    Some(Change::quiet(after).boxed())
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

/// A move as read for its decision: the position it is played in, the move, the position
/// after it with its repetition key, and how often that position will have stood, this time
/// included (a third time draws when the options count repetitions, docs/rules.md §4.6).
pub(crate) struct MoveFacts<'a> {
    /// The position of the game before the move.
    pub pos: &'a Position,
    /// The move, legal in `pos`.
    pub mv: &'a Move,
    /// `pos` after `mv`.
    pub after: &'a Position,
    /// `after`'s repetition key.
    pub key: String,
    /// How often `after` will have stood.
    pub seen: i64,
}

impl<'a> MoveFacts<'a> {
    /// The facts of `mv` in `pos`, played into `after`, whose position stood `seen` times.
    pub fn new(pos: &'a Position, mv: &'a Move, after: &'a Position, seen: i64) -> Self {
        MoveFacts {
            pos,
            mv,
            after,
            key: after.repetition_key(),
            seen,
        }
    }
}

/// `user` plays the move of `m` in game `before`, announced as `kind`. A draw offer lapses
/// unless the mover made it; a takeback request lapses. Returns the decision and the move's
/// canonical text.
pub(crate) fn play(
    before: &GameRecord,
    user: &str,
    m: MoveFacts<'_>,
    kind: Kind,
    now: i64,
) -> (Decision, String) {
    let (pos, mv, after_pos) = (m.pos, m.mv, m.after);
    let outcome = if m.seen >= 3 && before.options.repetition {
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
        rep_key: Some(m.key),
        succeeded: Some(crate::game::succeeded_text(after_pos)),
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

mod challenges;
#[cfg(test)]
mod tests;

pub(crate) use challenges::{accept, challenge_record, close_challenge};
