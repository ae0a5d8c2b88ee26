//! Announcements: what a stored change tells the players. The outbox stores them as codes
//! ([`Kind`], ply, actor); [`present`] composes the text, the board to show, the answers
//! offered and whom to ping at delivery, so Discord and local mode say the same things. A
//! [`Style`] decides how a player is named (a Discord mention or a plain name) and how a
//! time is written.

use super::record::{End, EndReason, GameRecord, GameResult, Status};
use super::state::GameState;
use super::GameError;
use crate::rules::{Color, Position};
use crate::store::OutboxRow;

/// What happened, as stored in the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A challenge was posted (answers: accept, decline).
    Challenge,
    /// The game started: the first board, the player to move pinged.
    Start,
    /// A move: the board after it, the next player pinged.
    Move,
    /// A conditional move (issue 21): the reply a player stored, played in the transaction of
    /// the opponent's move; shown like a move, marked "(conditional move)".
    ConditionalMove,
    /// A draw offer (answers: accept, decline).
    DrawOffer,
    /// A draw offer was declined.
    DrawDeclined,
    /// A takeback request (answers: accept, decline).
    TakebackRequest,
    /// A takeback request was declined.
    TakebackDeclined,
    /// A takeback was accepted: the board after it.
    Takeback,
    /// The player to move is reminded of the deadline.
    Reminder,
    /// The game ended (any [`EndReason`], declined and expired challenges included).
    GameOver,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 11] = [
        Kind::Challenge,
        Kind::Start,
        Kind::Move,
        Kind::ConditionalMove,
        Kind::DrawOffer,
        Kind::DrawDeclined,
        Kind::TakebackRequest,
        Kind::TakebackDeclined,
        Kind::Takeback,
        Kind::Reminder,
        Kind::GameOver,
    ];

    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            Kind::Challenge => "challenge",
            Kind::Start => "start",
            Kind::Move => "move",
            Kind::ConditionalMove => "conditional_move",
            Kind::DrawOffer => "draw_offer",
            Kind::DrawDeclined => "draw_declined",
            Kind::TakebackRequest => "takeback_request",
            Kind::TakebackDeclined => "takeback_declined",
            Kind::Takeback => "takeback",
            Kind::Reminder => "reminder",
            Kind::GameOver => "game_over",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == s)
    }
}

/// An answer a player can give to an announcement (a button on Discord). One list for every
/// front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Accept a challenge.
    Accept,
    /// Decline a challenge (the challenger: withdraw it).
    Decline,
    /// Accept a draw offer.
    DrawYes,
    /// Decline a draw offer.
    DrawNo,
    /// Agree to a takeback.
    TakebackYes,
    /// Refuse a takeback.
    TakebackNo,
    /// Confirm a resignation.
    Resign,
    /// Ask for a rematch of a finished game (colours swapped).
    Rematch,
    /// A move chosen in a picker (Discord's Move button): confirmed like a typed move, but
    /// in the picker, which then shows the board, rather than by the board post alone.
    Pick,
}

impl Action {
    /// Every action.
    pub const ALL: [Action; 9] = [
        Action::Accept,
        Action::Decline,
        Action::DrawYes,
        Action::DrawNo,
        Action::TakebackYes,
        Action::TakebackNo,
        Action::Resign,
        Action::Rematch,
        Action::Pick,
    ];

    /// A short stable code (used in button ids).
    pub const fn code(self) -> &'static str {
        match self {
            Action::Accept => "accept",
            Action::Decline => "decline",
            Action::DrawYes => "draw-yes",
            Action::DrawNo => "draw-no",
            Action::TakebackYes => "takeback-yes",
            Action::TakebackNo => "takeback-no",
            Action::Resign => "resign",
            Action::Rematch => "rematch",
            Action::Pick => "picked",
        }
    }

    /// Parses a code.
    pub fn from_code(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.code() == s)
    }

    /// The label shown on the answer.
    pub const fn label(self) -> &'static str {
        match self {
            Action::Accept | Action::DrawYes | Action::TakebackYes => "Accept",
            Action::Decline | Action::DrawNo | Action::TakebackNo => "Decline",
            Action::Resign => "Resign",
            Action::Rematch => "Rematch",
            Action::Pick => "Move",
        }
    }
}

/// How a front end writes players, times and move explanations.
pub trait Style: Send + Sync {
    /// A player, e.g. `<@123>` on Discord or `Alice` locally.
    fn player(&self, id: &str, name: &str) -> String;
    /// A point in time (Unix seconds), e.g. `<t:1767398400:R>` on Discord.
    fn time(&self, t: i64) -> String;
    /// What a special move did (placements, swaps, promotions, …); empty for ordinary moves.
    fn explain_move(
        &self,
        _before: &Position,
        _mv: &crate::rules::Move,
        _after: &Position,
    ) -> String {
        String::new()
    }
    /// Things to keep in mind in a position (swaps left, arrivals); empty if none.
    fn notes(&self, _pos: &Position) -> String {
        String::new()
    }
}

/// A board picture to show: the game at a ply, seen from `bottom`.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The game at the announced ply.
    pub state: GameState,
    /// The side at the bottom.
    pub bottom: Color,
}

/// A composed announcement.
#[derive(Clone, Debug)]
pub struct Message {
    /// The text (at most a few hundred characters plus names; front ends clamp it).
    pub text: String,
    /// The board to show, if any.
    pub picture: Option<Picture>,
    /// Answers offered, for game `game_id`.
    pub actions: Vec<Action>,
    /// The game the answers act on.
    pub game_id: i64,
    /// Ids of the players this message may ping.
    pub pings: Vec<String>,
    /// The confirmation for the action's author and the front end's receipt to send it with,
    /// when the author waits for one (see [`super::with_receipt`] and [`answer_receipt`]).
    pub receipt: Option<(String, String)>,
    /// The whole game to attach as an animated GIF (White at the bottom), named
    /// [`super::replay_file_name`]: set by the delivery worker on a `game_over` announcement
    /// of a game with at least one move whose GIF switch is on.
    pub animation: Option<super::History>,
    /// Edit the front end's message with this id (the question a [`super::retire`] edit
    /// retires) instead of posting: the text replaces its text and its answers are removed.
    pub edit: Option<String>,
    /// The front end's receipt whose pending reply is removed once this message is posted:
    /// the mover's "thinking…" after a move, as the board is their confirmation (one message
    /// per move). When it equals [`Message::receipt`]'s, that confirmation is sent only if the
    /// message cannot be posted.
    pub dismiss: Option<String>,
    /// What the author is told instead of [`Message::receipt`]'s text when the message cannot
    /// be posted (the mover whose board was given up).
    pub unposted: Option<String>,
}

/// What the author of the action behind an announcement is told (ephemerally) once it is
/// stored: `st` is the game at the announcement's ply, `now` the game now. `None` for kinds
/// whose author is answered otherwise.
pub fn receipt_text(kind: Kind, st: &GameState, now: &GameRecord) -> Option<String> {
    let end = now.end.as_ref().map(|e| e.reason);
    Some(match kind {
        Kind::Move => {
            let san = st.last.as_ref().map_or("", |l| l.san.as_str());
            if now.status == Status::Finished && now.ply == st.record.ply {
                format!("You played **{san}**. The game is over; the board and result follow.")
            } else {
                format!("You played **{san}**. The board follows in the channel.")
            }
        }
        Kind::DrawOffer => {
            "You offered a draw. Your opponent can accept or decline; the offer lapses when they move."
                .into()
        }
        Kind::TakebackRequest => {
            "You asked to take back your last move; your opponent answers.".into()
        }
        Kind::GameOver => match end? {
            EndReason::Abort => "You aborted the game. It ends without a result.".into(),
            EndReason::CitadelClaim => "You claimed the citadel draw: the game is drawn.".into(),
            EndReason::Agreement => {
                "Your opponent had offered a draw, so the game is drawn.".into()
            }
            EndReason::Resignation => "You resigned.".into(),
            _ => return None,
        },
        _ => return None,
    })
}

/// The receipt to run an answer given with `action` under (see [`super::with_receipt`]):
/// `"{code} {receipt}"`. Its confirmation then names the answer ([`answer_text`]), e.g. "You
/// accepted the draw" rather than the confirmation of `/draw`. Front ends' receipts contain no
/// space (Discord's interaction tokens are URL-safe).
pub fn answer_receipt(action: Action, receipt: &str) -> String {
    format!("{} {receipt}", action.code())
}

/// A stored receipt split into the answer it was given with, if any, and the front end's
/// receipt.
pub fn split_receipt(stored: &str) -> (Option<Action>, &str) {
    match stored.split_once(' ') {
        Some((code, receipt)) => match Action::from_code(code) {
            Some(a) => (Some(a), receipt),
            None => (None, stored),
        },
        None => (None, stored),
    }
}

/// What the author of an answer with `action` (a button on Discord) is told once it is stored,
/// from the first announcement it caused (`kind`; `now` is the game now). `None` when that
/// announcement is not the answer's (e.g. the challenge had expired: the refusal says so).
pub fn answer_text(action: Action, kind: Kind, now: &GameRecord) -> Option<String> {
    let end = now.end.as_ref().map(|e| e.reason);
    let text = match (action, kind, end) {
        (Action::Accept, Kind::Start, _) => {
            "You accepted the challenge: the game begins, and the board follows."
        }
        (Action::Decline, Kind::GameOver, Some(EndReason::Declined)) => {
            "You declined the challenge."
        }
        (Action::Decline, Kind::GameOver, Some(EndReason::Withdrawn)) => {
            "You withdrew your challenge."
        }
        (Action::DrawYes, Kind::GameOver, Some(EndReason::Agreement)) => {
            "You accepted the draw: the game is drawn."
        }
        (Action::DrawNo, Kind::DrawDeclined, _) => "You declined the draw offer.",
        (Action::TakebackYes, Kind::Takeback, _) => {
            "You allowed the takeback: the move is taken back, and the board follows."
        }
        (Action::TakebackNo, Kind::TakebackDeclined, _) => "You declined the takeback.",
        (Action::Resign, Kind::GameOver, Some(EndReason::Resignation)) => "You resigned.",
        (Action::Rematch, Kind::Challenge, _) => {
            "You asked for a rematch, colours swapped: your challenge is posted."
        }
        (Action::Rematch, Kind::Start, _) => {
            "You accepted the rematch: the game begins, and the board follows."
        }
        _ => return None,
    };
    Some(text.to_string())
}

/// "**Tamerlane** (default rules)" or "**Tamerlane** (options: citadel=claim)".
pub fn variant_line(rec: &GameRecord) -> String {
    let options = rec.variant.options_text(&rec.options);
    let options = if options.is_empty() {
        "default rules".to_string()
    } else {
        format!("options: {options}")
    };
    format!("**{}** ({options})", rec.variant.name())
}

/// "3 days per move", "1 day per move" or "no time limit".
pub fn time_control(days: Option<i64>) -> String {
    match days {
        Some(1) => "1 day per move".to_string(),
        Some(d) => format!("{d} days per move"),
        None => "no time limit".to_string(),
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// Why the game ended, as a sentence without the final stop, naming the players in the style,
/// e.g. "Alice wins by checkmate", "Bob resigned; Alice wins", "The challenge expired
/// unanswered after 48 hours".
pub fn end_sentence(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end_sentence_naming(rec, end, style, true)
}

/// [`end_sentence`] with the winner and loser as colours ("Black resigned; White wins"), for
/// replays, whose captions name the players already.
pub fn colour_end_sentence(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end_sentence_naming(rec, end, style, false)
}

fn end_sentence_naming(rec: &GameRecord, end: &End, style: &dyn Style, names: bool) -> String {
    let winner = end.result.and_then(GameResult::winner);
    // The players by name (a mention on Discord), or by colour.
    let named = |c: Color| {
        if !names {
            return c.name().to_string();
        }
        let side = rec.side(c);
        style.player(&side.id, &side.name)
    };
    let w = winner.map_or_else(String::new, named);
    let l = winner.map_or_else(String::new, |c| named(!c));
    let by = || {
        end.by
            .as_deref()
            .map_or_else(String::new, |id| style.player(id, &rec.name_of(id)))
    };
    match (end.reason, winner) {
        (EndReason::Checkmate, _) => format!("{w} wins by checkmate"),
        (EndReason::Stalemate, Some(_)) => {
            format!("{w} wins: {l} has no legal move (stalemate loses)")
        }
        (EndReason::Stalemate, None) => "Draw by stalemate".into(),
        (EndReason::BareKing, Some(_)) => format!("{w} wins: {l} has only royals left (bare king)"),
        (EndReason::BareKing, None) => "Draw: both sides have only royals left".into(),
        (EndReason::Citadel, _) => "Draw: a Shah entered the opponent's citadel".into(),
        (EndReason::CitadelClaim, _) => {
            // One player at both sides (local mode): the claimant is the side to move.
            let claimant = if rec.plays_both() {
                let side = rec.side(rec.turn());
                style.player(&side.id, &side.name)
            } else {
                by()
            };
            format!("Draw claimed by {claimant}: their Shah stands in the opponent's citadel")
        }
        (EndReason::Repetition, _) => "Draw by threefold repetition".into(),
        (EndReason::MoveRule, _) => "Draw by the move rule".into(),
        (EndReason::Resignation, _) => format!("{l} resigned; {w} wins"),
        (EndReason::Time, _) => format!("{l} ran out of time; {w} wins"),
        (EndReason::Agreement, _) => "Draw agreed".into(),
        (EndReason::Abort, _) => format!("Game aborted by {}", by()),
        (EndReason::Declined, _) => format!("{} declined the challenge", by()),
        (EndReason::Withdrawn, _) => format!("{} withdrew the challenge", by()),
        (EndReason::Expired, _) => "The challenge expired unanswered after 48 hours".into(),
        (EndReason::Other, _) => end.note.clone().unwrap_or_else(|| "Game over".into()),
    }
}

/// "**Game over: White wins by checkmate (1-0).**", or "**Game aborted by Alice.**" for an
/// end without result; `None` while the game goes on.
pub fn result_line(rec: &GameRecord, style: &dyn Style) -> Option<String> {
    let end = rec.end.as_ref()?;
    let s = end_sentence(rec, end, style);
    Some(match end.result {
        Some(r) => format!("**Game over: {s} ({}).**", r.code()),
        None => format!("**{s}.**"),
    })
}

/// "Alice (White)" in the style.
pub fn player_with_color(rec: &GameRecord, color: Color, style: &dyn Style) -> String {
    let side = rec.side(color);
    format!("{} ({color})", style.player(&side.id, &side.name))
}

/// "White: A, Black: B."
fn sides(rec: &GameRecord, style: &dyn Style) -> String {
    format!(
        "White: {}, Black: {}.",
        style.player(&rec.white.id, &rec.white.name),
        style.player(&rec.black.id, &rec.black.name)
    )
}

/// The deadline line of an active game with a clock.
fn deadline_line(rec: &GameRecord, style: &dyn Style) -> String {
    match (rec.status, rec.clock.deadline) {
        (Status::Active, Some(d)) => format!(
            "\nDeadline for {}: {}.",
            player_with_color(rec, rec.turn(), style),
            style.time(d)
        ),
        _ => String::new(),
    }
}

/// The move number of the move that led to `pos`, e.g. "12." or "12...".
fn move_number(pos: &Position) -> String {
    let mover = !pos.turn();
    match mover {
        Color::White => format!("{}.", pos.fullmoves()),
        Color::Black => format!("{}...", pos.fullmoves().saturating_sub(1).max(1)),
    }
}

/// The challenge text.
pub fn challenge_text(rec: &GameRecord, style: &dyn Style) -> String {
    let challenger = style.player(&rec.challenger_id, &rec.name_of(&rec.challenger_id));
    let tail = format!(
        "{}; the challenge expires {}.",
        capitalize(&time_control(rec.clock.days_per_move)),
        style.time(rec.clock.expires_at.unwrap_or(rec.created_at))
    );
    if rec.is_open_challenge() {
        let color = rec.color_of(&rec.challenger_id).unwrap_or(Color::White);
        format!(
            "{challenger} posts an open challenge to a game of {}: anyone may accept. {challenger} plays {color}. {tail}",
            variant_line(rec)
        )
    } else {
        let challenged = rec.challenged();
        format!(
            "{}, {challenger} challenges you to a game of {}. {} {tail}",
            style.player(&challenged.id, &challenged.name),
            variant_line(rec),
            sides(rec, style)
        )
    }
}

/// The line under a board after a move or at the start: check, whose move, deadline; the
/// result once over.
fn turn_line(rec: &GameRecord, pos: &Position, style: &dyn Style) -> String {
    if let Some(r) = result_line(rec, style) {
        return r;
    }
    let check = if pos.is_check(pos.turn()) {
        "Check! "
    } else {
        ""
    };
    format!(
        "{check}{}, your move.{}",
        player_with_color(rec, pos.turn(), style),
        deadline_line(rec, style)
    )
}

/// "Alice (White) played **12. Gd2-e6**." with the explanation of a special move, for the
/// move that led to `st`; `None` at the start.
pub fn played_line(st: &GameState, style: &dyn Style) -> Option<String> {
    played_line_marked(st, style, false)
}

/// [`played_line`], with "(conditional move)" after the move when `conditional` (issue 21).
pub fn played_line_marked(st: &GameState, style: &dyn Style, conditional: bool) -> Option<String> {
    let rec = &st.record;
    let pos = &st.position;
    let last = st.last.as_ref()?;
    let mut out = format!(
        "{} played **{} {}**.",
        player_with_color(rec, !pos.turn(), style),
        move_number(pos),
        last.san
    );
    if conditional {
        out.insert_str(out.len() - 1, " (conditional move)");
    }
    let said = style.explain_move(&last.before, &last.mv, pos);
    if !said.is_empty() {
        out.push(' ');
        out.push_str(&said);
    }
    Some(out)
}

/// The notes of `pos` (the style's) that were not already true before the move that led to
/// it (`before`): a state note is said once, when it changes.
pub fn fresh_notes(pos: &Position, before: Option<&Position>, style: &dyn Style) -> String {
    let notes = style.notes(pos);
    let Some(before) = before else {
        return notes;
    };
    let old = style.notes(before);
    let said: Vec<&str> = old.split_inclusive(". ").map(str::trim).collect();
    notes
        .split_inclusive(". ")
        .map(str::trim)
        .filter(|n| !said.contains(n))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The text for the state at a move: who played what (with the explanation of a special move,
/// "(conditional move)" when `conditional`), then the turn line; `rec` is the game now (for
/// the result when this move ended it).
fn move_text(st: &GameState, now: &GameRecord, style: &dyn Style, conditional: bool) -> String {
    let rec = &st.record;
    let pos = &st.position;
    let mut out = String::new();
    if let Some(line) = played_line_marked(st, style, conditional) {
        out = line;
        out.push('\n');
    }
    // The result is told by its own announcement; here only whose move it is, while it goes on.
    let ended_here = now.status == Status::Finished && now.ply == rec.ply;
    if !ended_here {
        out.push_str(&turn_line(rec, pos, style));
    }
    let notes = fresh_notes(pos, st.last.as_ref().map(|l| &l.before), style);
    if !notes.is_empty() {
        out.push('\n');
        out.push_str(&notes);
    }
    out.trim_end().to_string()
}

/// The text above a board shown on request (`/board`, local `board`).
pub fn board_text(st: &GameState, style: &dyn Style) -> String {
    let rec = &st.record;
    let mut out = format!(
        "{}: {} vs {}.",
        variant_line(rec),
        player_with_color(rec, Color::White, style),
        player_with_color(rec, Color::Black, style)
    );
    match rec.status {
        Status::Challenge => out.push_str(" The challenge has not been accepted yet."),
        Status::Active => {
            if let Some(last) = &st.last {
                out.push_str(&format!(" Last move: {}.", last.san));
            }
            out.push_str(&format!(
                " Move {}, {} to move.{}",
                st.position.fullmoves(),
                player_with_color(rec, st.turn(), style),
                deadline_line(rec, style)
            ));
        }
        Status::Finished => {
            if let Some(r) = result_line(rec, style) {
                out.push(' ');
                out.push_str(&r);
            }
        }
    }
    out
}

/// The caption above a board picture: players, move number and who is to move, or the result.
/// Names are cut to [`super::names::CAPTION_NAME`] characters so the line stays on the
/// picture, never inside a parenthesis ([`super::names::short`]).
pub fn caption(st: &GameState) -> String {
    let rec = &st.record;
    let name = |c: Color| super::names::short(&rec.side(c).name, super::names::CAPTION_NAME);
    let players = format!(
        "{} (White) vs {} (Black)",
        name(Color::White),
        name(Color::Black)
    );
    match rec.end.as_ref().and_then(|e| e.result) {
        Some(result) if rec.status == Status::Finished => {
            format!("{players} · {}", result.code())
        }
        _ => format!(
            "{players} · move {}, {} to move",
            st.position.fullmoves(),
            st.turn()
        ),
    }
}

/// The board picture of `st` as PNG bytes, `bottom` at the bottom, last move highlighted,
/// caption above. CPU work of tens of milliseconds: call it off the async executor.
pub fn board_png(st: &GameState, bottom: Color) -> Vec<u8> {
    crate::render::render_png(&crate::render::BoardImage {
        position: &st.position,
        bottom,
        last_move: st.last.as_ref().map(|l| l.mv),
        caption: Some(caption(st)),
    })
}

/// Composes the announcement of outbox row `row`: `st` is the game at the row's ply, `now` the
/// game as it is now (answers are offered only while they still apply).
///
/// # Errors
/// [`GameError::Corrupt`] for an unknown kind code.
pub fn present(
    row: &OutboxRow,
    st: &GameState,
    now: &GameRecord,
    style: &dyn Style,
) -> Result<Message, GameError> {
    let kind = Kind::from_code(&row.kind).ok_or_else(|| GameError::Corrupt {
        game_id: row.game_id,
        what: format!("unknown announcement '{}'", row.kind),
    })?;
    let rec = &st.record;
    let actor = row.actor_id.as_deref().unwrap_or("");
    let actor_txt = style.player(actor, &now.name_of(actor));
    let other = now.opponent_of(actor).cloned().unwrap_or_default();
    let other_txt = style.player(&other.id, &other.name);
    let to_move = rec.to_move().clone();
    let both = || vec![now.white.id.clone(), now.black.id.clone()];
    let mut msg = Message {
        text: String::new(),
        picture: None,
        actions: Vec::new(),
        game_id: row.game_id,
        pings: Vec::new(),
        receipt: row.receipt.as_deref().and_then(|stored| {
            let (answer, receipt) = split_receipt(stored);
            let text = match answer {
                Some(Action::Pick) | None => receipt_text(kind, st, now)?,
                Some(a) => answer_text(a, kind, now)?,
            };
            Some((receipt.to_string(), text))
        }),
        animation: None,
        edit: None,
        dismiss: None,
        unposted: None,
    };
    // One orientation for every public post of a game (see `super::views`): White at the
    // bottom; the delivery worker turns games against the computer to the human's side.
    let board = |st: &GameState| Picture {
        state: st.clone(),
        bottom: Color::White,
    };
    match kind {
        Kind::Challenge => {
            msg.text = challenge_text(now, style);
            if now.status == Status::Challenge {
                msg.actions = vec![Action::Accept, Action::Decline];
            }
            msg.pings = vec![now.challenged().id.clone()];
        }
        Kind::Start => {
            let opener = if now.plays_both() || actor == now.challenger_id {
                format!("The game begins: {}.", variant_line(now))
            } else {
                format!(
                    "{actor_txt} accepted the challenge from {}: the game of {} begins.",
                    style.player(&now.challenger_id, &now.name_of(&now.challenger_id)),
                    variant_line(now)
                )
            };
            msg.text = format!(
                "{opener} {}\n{}",
                sides(now, style),
                turn_line(rec, &st.position, style)
            );
            msg.picture = Some(board(st));
            msg.pings = vec![to_move.id.clone()];
        }
        Kind::Move | Kind::ConditionalMove | Kind::Takeback => {
            msg.text = if kind == Kind::Takeback {
                format!(
                    "{actor_txt} agreed to take back the last move.\n{}",
                    turn_line(rec, &st.position, style)
                )
            } else {
                move_text(st, now, style, kind == Kind::ConditionalMove)
            };
            msg.picture = Some(board(st));
            // No ping once the game has moved on (a conditional reply answered this move).
            let ended_here = now.status == Status::Finished && now.ply == rec.ply;
            let answered = kind == Kind::Move && now.ply > rec.ply;
            if !ended_here && !answered {
                msg.pings = vec![to_move.id.clone()];
            }
        }
        Kind::DrawOffer => {
            msg.text = format!("{actor_txt} offers a draw. {other_txt}, do you accept?");
            if now.offers.draw_by.as_deref() == Some(actor) && now.ply == row.ply {
                msg.actions = vec![Action::DrawYes, Action::DrawNo];
            }
            msg.pings = vec![other.id.clone()];
        }
        Kind::DrawDeclined => {
            msg.text = format!("{actor_txt} declined the draw offer. The game goes on.");
            msg.pings = vec![other.id.clone()];
        }
        Kind::TakebackRequest => {
            msg.text = format!(
                "{actor_txt} asks to take back their last move. {other_txt}, do you agree?"
            );
            if now.offers.takeback_by.as_deref() == Some(actor) && now.ply == row.ply {
                msg.actions = vec![Action::TakebackYes, Action::TakebackNo];
            }
            msg.pings = vec![other.id.clone()];
        }
        Kind::TakebackDeclined => {
            msg.text = format!("{actor_txt} declined the takeback. The game goes on.");
            msg.pings = vec![other.id.clone()];
        }
        Kind::Reminder => {
            let deadline = rec
                .clock
                .deadline
                .or(now.clock.deadline)
                .map_or_else(String::new, |d| format!(" before {}", style.time(d)));
            msg.text = format!(
                "{}, a reminder: it is your move in {}. Move{deadline}, or the game is lost on time.",
                style.player(&to_move.id, &to_move.name),
                variant_line(now)
            );
            msg.pings = vec![to_move.id.clone()];
        }
        Kind::GameOver => {
            msg.text = result_line(now, style).unwrap_or_else(|| "**Game over.**".into());
            msg.pings = both();
            if super::rematch::rematchable(now) {
                msg.actions = vec![Action::Rematch];
            }
            if now
                .end
                .as_ref()
                .is_some_and(|e| e.reason == EndReason::Expired)
            {
                // Nobody answered: tell the challenger, by name.
                let id = &now.challenger_id;
                msg.text = format!(
                    "**{}, your challenge expired unanswered after 48 hours.**",
                    style.player(id, &now.name_of(id))
                );
                msg.pings = vec![id.clone()];
            }
        }
    }
    // A move's board is the mover's confirmation: their pending reply is removed once it is
    // posted instead of being edited into a second message.
    let untagged = row
        .receipt
        .as_deref()
        .is_some_and(|r| split_receipt(r).0.is_none());
    if kind == Kind::Move && msg.picture.is_some() && untagged {
        // Kept as the receipt too: its confirmation is sent where the board is not in view
        // (the front end knows), and `unposted` if the board cannot be posted.
        let san = st.last.as_ref().map_or("", |l| l.san.as_str());
        if let Some((token, _)) = msg.receipt.as_ref() {
            msg.unposted = Some(format!(
                "You played **{san}**. Its board could not be posted in the channel; /board shows it."
            ));
            msg.dismiss = Some(token.clone());
        }
    }
    msg.pings.retain(|id| !id.is_empty());
    msg.pings.dedup();
    Ok(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_code(k.code()), Some(k));
        }
        for a in Action::ALL {
            assert_eq!(Action::from_code(a.code()), Some(a));
        }
        for r in EndReason::ALL {
            assert_eq!(EndReason::from_code(r.code()), Some(r));
        }
        assert_eq!(Kind::from_code("nonsense"), None);
    }

    #[test]
    fn answer_receipts_round_trip() {
        let stored = answer_receipt(Action::DrawYes, "aW50ZXJhY3Rpb24.tok-en_1");
        assert_eq!(stored, "draw-yes aW50ZXJhY3Rpb24.tok-en_1");
        assert_eq!(
            split_receipt(&stored),
            (Some(Action::DrawYes), "aW50ZXJhY3Rpb24.tok-en_1")
        );
        assert_eq!(split_receipt("tok-1"), (None, "tok-1"));
        assert_eq!(
            split_receipt("rematch tok-1"),
            (Some(Action::Rematch), "tok-1")
        );
        assert_eq!(split_receipt("nonsense tok-1"), (None, "nonsense tok-1"));
    }

    /// A style whose notes depend on the side to move.
    struct Notes;

    impl Style for Notes {
        fn player(&self, _id: &str, name: &str) -> String {
            name.to_string()
        }
        fn time(&self, t: i64) -> String {
            t.to_string()
        }
        fn notes(&self, pos: &Position) -> String {
            match pos.turn() {
                Color::White => {
                    "Shah's swap still available to White only. White may use the Shah's swap now."
                }
                Color::Black => "Shah's swap still available to White only.",
            }
            .to_string()
        }
    }

    #[test]
    fn a_state_note_is_said_once_when_it_changes() {
        use crate::rules::VariantId;
        let id = VariantId::Tamerlane;
        let white = Position::start(id, id.parse_options("").unwrap());
        let black = white.play(&white.parse_move("e3-e4").unwrap()).unwrap();
        assert_eq!(fresh_notes(&black, Some(&white), &Notes), "");
        assert_eq!(
            fresh_notes(&white, Some(&black), &Notes),
            "White may use the Shah's swap now."
        );
        assert_eq!(
            fresh_notes(&white, None, &Notes),
            "Shah's swap still available to White only. White may use the Shah's swap now."
        );
    }

    #[test]
    fn time_controls_read_well() {
        assert_eq!(time_control(Some(1)), "1 day per move");
        assert_eq!(time_control(Some(3)), "3 days per move");
        assert_eq!(time_control(None), "no time limit");
    }
}
