//! Who sees what: the board orientation of each picture (decided here, docs/architecture.md
//! "Orientation"), each player's orientation preference, and how games against the computer
//! read (the computer named, never pinged, one board per exchange).
//!
//! Orientation:
//! - **Public posts** keep one orientation for the whole game, so the board never flips
//!   between posts: White at the bottom in a game between people (as on a printed diagram or
//!   a lichess broadcast), the human's side in a game against the computer.
//! - **Pictures for one viewer** (`/board`, ephemeral boards) are drawn from the viewer's side
//!   ([`BoardPref::Mine`], the default) or with White at the bottom ([`BoardPref::White`]),
//!   as the viewer chose with `/settings board:`; a spectator sees White at the bottom.

use super::record::{GameRecord, Status};
use super::GameState;
use super::{Kind, Message, Style};
use crate::rules::{Color, Position};
use crate::store::OutboxRow;

/// A player's board orientation for pictures shown to them alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardPref {
    /// Their own side at the bottom (White when they do not play in the game).
    #[default]
    Mine,
    /// White at the bottom always.
    White,
}

impl BoardPref {
    /// Both preferences.
    pub const ALL: [BoardPref; 2] = [BoardPref::Mine, BoardPref::White];

    /// The stored code (`mine`, `white`).
    pub const fn code(self) -> &'static str {
        match self {
            BoardPref::Mine => "mine",
            BoardPref::White => "white",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<BoardPref> {
        BoardPref::ALL.into_iter().find(|p| p.code() == s)
    }
}

/// The side at the bottom of public posts of game `rec`: the human's side against the
/// computer (`computer` = the engine's player id), White otherwise. The same for every post
/// of a game.
pub fn public_bottom(rec: &GameRecord, computer: Option<&str>) -> Color {
    match computer.and_then(|c| rec.color_of(c)) {
        Some(engine) if !rec.plays_both() => !engine,
        _ => Color::White,
    }
}

/// The side at the bottom of a picture of `rec` shown to `viewer` alone, with their
/// preference `pref`: their own colour with [`BoardPref::Mine`] (White for a spectator, or
/// for one player at both sides), White with [`BoardPref::White`].
pub fn viewer_bottom(rec: &GameRecord, viewer: &str, pref: BoardPref) -> Color {
    match pref {
        BoardPref::White => Color::White,
        BoardPref::Mine if rec.plays_both() => Color::White,
        BoardPref::Mine => rec.color_of(viewer).unwrap_or(Color::White),
    }
}

/// A [`Style`] that writes the computer player by its name (`Timur (computer, level 2)`)
/// instead of a mention, so the bot never mentions itself; everyone else as the inner style.
pub struct PlayerStyle<'a> {
    inner: &'a dyn Style,
    computer: Option<&'a str>,
}

impl<'a> PlayerStyle<'a> {
    /// `inner`, with the player id `computer` (if any) written by name.
    pub fn new(inner: &'a dyn Style, computer: Option<&'a str>) -> PlayerStyle<'a> {
        PlayerStyle { inner, computer }
    }
}

impl Style for PlayerStyle<'_> {
    // Without this every announcement it wraps would fall back to English.
    fn lang(&self) -> crate::i18n::Lang {
        self.inner.lang()
    }

    fn player(&self, id: &str, name: &str) -> String {
        if self.computer == Some(id) && !name.is_empty() {
            name.to_string()
        } else {
            self.inner.player(id, name)
        }
    }

    fn time(&self, t: i64) -> String {
        self.inner.time(t)
    }

    fn bold(&self, text: &str) -> String {
        self.inner.bold(text)
    }

    fn code(&self, text: &str) -> String {
        self.inner.code(text)
    }

    fn link(&self, label: &str, url: &str) -> String {
        self.inner.link(label, url)
    }

    fn explain_move(&self, before: &Position, mv: &crate::rules::Move, after: &Position) -> String {
        self.inner.explain_move(before, mv, after)
    }

    fn notes(&self, pos: &Position) -> Vec<String> {
        self.inner.notes(pos)
    }
}

/// What the human's move before the computer's answer was, for the combined post.
#[derive(Clone, Debug)]
pub struct HumanMove {
    /// The game after the human's move: the post opens with its
    /// [`played_line`](crate::game::announce::played_line), "<@1> (White) played **1. e3-e4**.".
    pub state: GameState,
    /// The receipt of the human's action, whose pending reply the combined post dismisses.
    pub receipt: Option<crate::game::Receipt>,
}

/// Adjusts the announcement `msg` of `row` in a game against the computer (engine player id
/// `computer`), composed with [`Exchange`](crate::game::announce::Exchange) for one board per
/// exchange (which wrote the exchange's own texts), from the human's side:
/// - the computer is never pinged;
/// - the human's move is not posted (unless it ended the game): their confirmation says the
///   computer is thinking, and the computer's answer posts both moves with one board
///   (`human` = the human's move just before it) and dismisses that confirmation;
/// - a start with the computer to move shows no board (its first move brings it);
/// - every picture is drawn from the human's side.
///
/// The human's confirmation is written through `author` (the style in their language).
pub fn computer_exchange(
    msg: &mut Message,
    row: &OutboxRow,
    st: &GameState,
    now: &GameRecord,
    computer: &str,
    human: Option<&HumanMove>,
    author: &dyn Style,
) {
    msg.pings.retain(|p| p != computer);
    let bottom = public_bottom(now, Some(computer));
    if let Some(p) = msg.picture.as_mut() {
        p.bottom = bottom;
    }
    let Some(kind) = Kind::from_code(&row.kind) else {
        return;
    };
    let by_computer = row.actor_id.as_deref() == Some(computer);
    let ended_here = now.status == Status::Finished && now.ply == row.ply;
    match kind {
        Kind::Move if !by_computer && !ended_here => {
            msg.text.clear();
            msg.picture = None;
            msg.pings.clear();
            msg.dismiss = None;
            let receipt = msg.receipt.take().map(|(receipt, _)| receipt);
            let san = st.last.as_ref().map_or("", |l| l.san.as_str());
            msg.receipt = receipt.map(|r| {
                (
                    r,
                    crate::tr!(author, "game-receipt-computer-thinking", move = author.bold(san)),
                )
            });
        }
        Kind::Move if by_computer => {
            if let Some(h) = human.filter(|_| msg.dismiss.is_none()) {
                msg.dismiss = h.receipt.clone();
            }
        }
        Kind::Takeback if !by_computer => {
            msg.dismiss = crate::game::Receipt::of_row(row).filter(|r| r.answer.is_none());
        }
        Kind::Start if st.record.to_move().id == computer && st.record.ply == 0 => {
            msg.picture = None;
        }
        Kind::Reminder if st.record.to_move().id == computer => {
            msg.text.clear();
            msg.pings.clear();
        }
        _ => {}
    }
}

impl super::GameService {
    /// `user`'s board orientation for pictures shown to them alone ([`BoardPref::Mine`] until
    /// they choose).
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_pref(&self, user: &str) -> Result<BoardPref, super::GameError> {
        Ok(self
            .store()
            .board_pref(user)
            .await?
            .and_then(|c| BoardPref::from_code(&c))
            .unwrap_or_default())
    }

    /// Stores `user`'s board orientation.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board_pref(
        &self,
        user: &str,
        pref: BoardPref,
    ) -> Result<(), super::GameError> {
        Ok(self.store().set_board_pref(user, pref.code()).await?)
    }
}
