//! Announcements: what a stored change tells the players. The outbox stores them as codes
//! ([`Kind`], ply, actor); [`present`] composes the text, the board to show, the answers
//! offered and whom to ping at delivery, so Discord and local mode say the same things. Every
//! text is written once through the front end's [`Style`] (a Discord mention or a plain name,
//! Markdown or plain words), from the stored game and what the worker read for it
//! ([`Extras`]: ratings, the computer's exchange); nothing is patched afterwards.
//!
//! - `codes`: what the outbox stores ([`Kind`]) and the answers offered ([`Action`]).
//! - `lines`: the lines announcements are made of (variant, players, moves, turns, board).
//! - `end`: how a game ended, as a sentence and as a result line.
//! - `receipt`: what the author of an action is told.
//! - `picture`: the board picture and its caption.

mod codes;
mod end;
mod lines;
mod naming;
mod picture;
mod receipt;

pub use super::style::Style;
pub use codes::{Action, Kind};
pub(crate) use end::{claimant, parts_sentence as end_parts_sentence, Parts as EndParts};
pub use end::{colour_end_sentence, end_sentence, result_line};
pub use lines::{
    board_text, challenge_text, fresh_notes, played_line, played_line_marked, time_control,
    time_control_in, variant_line, variant_text,
};
pub(crate) use naming::color_code;
pub use naming::player_with_color;
pub use picture::{board_png, board_png_in, caption, caption_in, Picture};
pub use receipt::{answer_text, receipt_text, Receipt};

use super::rating::GameRating;
use super::record::{EndReason, GameRecord, Status};
use super::GameError;
use super::GameState;
use super::HumanMove;
use crate::rating::Glicko;
use crate::rules::Color;
use crate::store::OutboxRow;
use crate::tr;
use std::collections::HashMap;

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
    /// The front end's receipt of the action's author and their confirmation (in their
    /// language), when the author waits for one (see [`Receipt`]).
    pub receipt: Option<(Receipt, String)>,
    /// The whole game to attach as an animated GIF (White at the bottom), named
    /// [`super::replay_file_name`]: set by the delivery worker on a `game_over` announcement
    /// of a game with at least one move whose GIF switch is on.
    pub animation: Option<crate::game::History>,
    /// Edit the front end's message with this id (the question a [`super::retire`] edit
    /// retires) instead of posting: the text replaces its text and its answers are removed.
    pub edit: Option<String>,
    /// The front end's receipt whose pending reply is removed once this message is posted:
    /// the mover's "thinking…" after a move, as the board is their confirmation (one message
    /// per move). When it equals [`Message::receipt`]'s, that confirmation is sent only if the
    /// message cannot be posted.
    pub dismiss: Option<Receipt>,
    /// What the author is told instead of [`Message::receipt`]'s text when the message cannot
    /// be posted (the mover whose board was given up).
    pub unposted: Option<String>,
}

/// Ratings an announcement shows, read by the delivery worker when it composes it.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Ratings {
    /// Nothing to show.
    #[default]
    None,
    /// The players' current ratings by player id, for a challenge: each player is shown with
    /// theirs ([`crate::rating::START`] when missing), and the challenge says whether it is
    /// rated.
    Current(HashMap<String, Glicko>),
    /// What a rated game did to both players, for its result.
    Changed(GameRating),
}

/// A game against the computer posted as one board per exchange
/// ([`crate::game::views::computer_exchange`]).
#[derive(Clone, Debug)]
pub struct Exchange {
    /// The computer's player id.
    pub computer: String,
    /// For the computer's move: the human's move just before it, posted with it.
    pub human: Option<HumanMove>,
}

/// What an announcement shows besides the stored game, read by the delivery worker.
#[derive(Clone, Debug, Default)]
pub struct Extras {
    /// The ratings to show.
    pub ratings: Ratings,
    /// Set when the game is against the computer and its front end posts one board per
    /// exchange.
    pub exchange: Option<Exchange>,
    /// The computer's player id in a game against it (whatever the front end posts): no one
    /// is told "your move" when it is the computer's.
    pub computer: Option<String>,
}

/// `head`, then `turn` on its own line when there is one.
fn lines_of(head: String, turn: Option<String>) -> String {
    match turn {
        Some(t) => format!("{head}\n{t}"),
        None => head,
    }
}

/// Composes the announcement of outbox row `row`: `st` is the game at the row's ply, `now` the
/// game as it is now (answers are offered only while they still apply), `extras` what the
/// worker read besides (ratings, the computer's exchange). Every text is written once,
/// through `style`, except the author's confirmation, written through `author` (the same
/// front end's style in the author's language, [`Receipt::lang`]).
///
/// # Errors
/// [`GameError::Corrupt`] for an unknown kind code.
pub fn present(
    row: &OutboxRow,
    st: &GameState,
    now: &GameRecord,
    style: &dyn Style,
    author: &dyn Style,
    extras: &Extras,
) -> Result<Message, GameError> {
    let kind = Kind::from_code(&row.kind).ok_or_else(|| GameError::Corrupt {
        game_id: row.game_id,
        what: format!("unknown announcement '{}'", row.kind), // operator: corrupt-record detail (logs)
    })?;
    let rec = &st.record;
    let actor = row.actor_id.as_deref().unwrap_or("");
    let actor_txt = style.player(actor, &now.name_of(actor));
    let other = now.opponent_of(actor).cloned().unwrap_or_default();
    let other_txt = style.player(&other.id, &other.name);
    let to_move = rec.to_move().clone();
    let both = || vec![now.white.id.clone(), now.black.id.clone()];
    let computer = extras.exchange.as_ref().map(|e| e.computer.as_str());
    let engine = extras.computer.as_deref().or(computer);
    let mut msg = Message {
        text: String::new(),
        picture: None,
        actions: Vec::new(),
        game_id: row.game_id,
        pings: Vec::new(),
        receipt: Receipt::of_row(row).and_then(|receipt| {
            let text = match receipt.answer {
                Some(Action::Pick) | None => receipt_text(kind, st, now, author)?,
                Some(a) => answer_text(a, kind, now, author)?,
            };
            Some((receipt, text))
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
            let ratings = match &extras.ratings {
                Ratings::Current(r) => Some(r),
                _ => None,
            };
            msg.text = challenge_text(now, style, ratings);
            if now.status == Status::Challenge {
                msg.actions = vec![Action::Accept, Action::Decline];
            }
            msg.pings = vec![now.challenged().id.clone()];
        }
        Kind::Start => {
            let opener = if now.plays_both() || actor == now.challenger_id {
                tr!(
                    style,
                    "game-start-begins",
                    variant = variant_text(now, style)
                )
            } else {
                let challenger = style.player(&now.challenger_id, &now.name_of(&now.challenger_id));
                tr!(
                    style,
                    "game-start-accepted",
                    player = &actor_txt,
                    challenger_who = crate::i18n::who(&challenger),
                    challenger = challenger,
                    variant = variant_text(now, style)
                )
            };
            let computer_first = computer == Some(to_move.id.as_str()) && rec.ply == 0;
            let turn = if computer_first {
                Some(tr!(style, "game-start-computer-first"))
            } else {
                lines::turn_line(rec, &st.position, style, engine)
            };
            // Players named after their sides are not named again ("White: White, …").
            let head = if naming::named_after_sides(now, style) {
                opener
            } else {
                format!(
                    "{opener}{}{}",
                    lines::sentence_gap(style),
                    lines::sides(now, style, &|_| None)
                )
            };
            msg.text = lines_of(head, turn);
            msg.picture = Some(board(st));
            msg.pings = vec![to_move.id.clone()];
        }
        Kind::Move | Kind::ConditionalMove | Kind::Takeback => {
            msg.text = if kind == Kind::Takeback {
                let turn = lines::turn_line(rec, &st.position, style, engine);
                let head = match computer.filter(|c| *c != actor) {
                    // The computer allows it at once: no question was asked, the board answers.
                    Some(_) => tr!(
                        style,
                        "game-takeback-computer",
                        player = player_with_color(
                            now,
                            now.color_of(actor).unwrap_or(Color::White),
                            style
                        )
                    ),
                    None => tr!(style, "game-takeback-agreed", player = &actor_txt),
                };
                lines_of(head, turn)
            } else {
                let text = lines::move_text(st, now, style, kind == Kind::ConditionalMove, engine);
                // The computer's answer is posted with the human's move before it.
                let human = extras
                    .exchange
                    .as_ref()
                    .filter(|e| kind == Kind::Move && e.computer == actor)
                    .and_then(|e| e.human.as_ref())
                    .and_then(|h| played_line(&h.state, style));
                match human {
                    Some(line) => format!("{line}\n{text}"),
                    None => text,
                }
            };
            msg.picture = Some(board(st));
            // No ping once the game has moved on (a conditional reply answered this move).
            let ended_here = now.status == Status::Finished && now.ply == rec.ply;
            let answered = kind == Kind::Move && now.ply > rec.ply;
            if !ended_here && !answered {
                msg.pings = vec![to_move.id.clone()];
            }
        }
        Kind::DrawOffer | Kind::TakebackRequest => {
            // A question to the opponent, answerable while it stands and the game has not moved.
            let (id, asked_by, answers) = if kind == Kind::DrawOffer {
                (
                    "game-draw-offer",
                    &now.offers.draw_by,
                    [Action::DrawYes, Action::DrawNo],
                )
            } else {
                (
                    "game-takeback-request",
                    &now.offers.takeback_by,
                    [Action::TakebackYes, Action::TakebackNo],
                )
            };
            let text = tr!(style, id, player = &actor_txt, opponent = &other_txt);
            msg.text = text;
            if asked_by.as_deref() == Some(actor) && now.ply == row.ply {
                msg.actions = answers.to_vec();
            }
            msg.pings = vec![other.id.clone()];
        }
        Kind::DrawDeclined => {
            msg.text = tr!(style, "game-draw-declined", player = &actor_txt);
            msg.pings = vec![other.id.clone()];
        }
        Kind::TakebackDeclined => {
            msg.text = tr!(style, "game-takeback-declined", player = &actor_txt);
            msg.pings = vec![other.id.clone()];
        }
        Kind::Reminder => {
            let player = style.player(&to_move.id, &to_move.name);
            let variant = variant_text(now, style);
            msg.text = match rec.clock.deadline.or(now.clock.deadline) {
                Some(d) => tr!(
                    style,
                    "game-reminder-deadline",
                    player = player,
                    variant = variant,
                    time = style.time(d)
                ),
                None => tr!(style, "game-reminder", player = player, variant = variant),
            };
            msg.pings = vec![to_move.id.clone()];
        }
        Kind::GameOver => {
            msg.text = result_line(now, style)
                .unwrap_or_else(|| style.bold(&tr!(style, "game-over-plain")));
            msg.pings = both();
            if super::rematchable(now) {
                msg.actions = vec![Action::Rematch];
            }
            if now
                .end
                .as_ref()
                .is_some_and(|e| e.reason == EndReason::Expired)
            {
                // Nobody answered: tell the challenger, by name.
                let id = &now.challenger_id;
                msg.text = style.bold(&tr!(
                    style,
                    "game-challenge-expired-notice",
                    player = style.player(id, &now.name_of(id))
                ));
                msg.pings = vec![id.clone()];
            }
            if let Ratings::Changed(r) = &extras.ratings {
                let line = |(id, before, after): &(String, Glicko, Glicko)| {
                    crate::rating::named(&style.player(id, &now.name_of(id)), before, after)
                };
                let ratings = tr!(
                    style,
                    "game-ratings-line",
                    white = line(&r.white),
                    black = line(&r.black)
                );
                msg.text = format!("{}\n{ratings}", msg.text);
            }
        }
    }
    // A move's board is the mover's confirmation: their pending reply is removed once it is
    // posted instead of being edited into a second message.
    let untagged = Receipt::of_row(row).is_some_and(|r| r.answer.is_none());
    if kind == Kind::Move && msg.picture.is_some() && untagged {
        // Kept as the receipt too: its confirmation is sent where the board is not in view
        // (the front end knows), and `unposted` if the board cannot be posted.
        let san = st.last.as_ref().map_or("", |l| l.san.as_str());
        if let Some((receipt, _)) = msg.receipt.as_ref() {
            msg.unposted = Some(tr!(author, "game-move-unposted", move = author.bold(san)));
            msg.dismiss = Some(receipt.clone());
        }
    }
    msg.pings.retain(|id| !id.is_empty());
    msg.pings.dedup();
    Ok(msg)
}
