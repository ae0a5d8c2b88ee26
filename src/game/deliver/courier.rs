//! Where announcements go: the [`Courier`] a front end implements (Discord, the terminal), and
//! why a post failed ([`SendError`]).

use crate::game::announce::{Message, Style};
use crate::game::notify::DirectError;
use crate::store::OutboxRow;
use std::future::Future;
use std::time::Duration;

/// Why a post failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SendError {
    /// Worth retrying: rate limited (429), a 5xx, a network failure.
    Transient {
        /// How long the other side asked to wait, if it said.
        retry_after: Option<Duration>,
        /// For the log.
        why: String,
    },
    /// Retrying cannot help (the channel is gone, the bot lacks access): given up and logged.
    Permanent(String),
}

impl SendError {
    /// The kind of failure for the metrics: `429` (a transient failure that names a wait:
    /// rate limited), `5xx` (a transient one whose text starts with `HTTP `: the couriers'
    /// form for an HTTP status), `network` (any other transient one), `permanent`.
    pub fn kind(&self) -> &'static str {
        match self {
            SendError::Transient {
                retry_after: Some(_),
                ..
            } => "429",
            SendError::Transient { why, .. } if why.starts_with("HTTP ") => "5xx",
            SendError::Transient { .. } => "network",
            SendError::Permanent(_) => "permanent",
        }
    }
}

/// Where announcements go: Discord, or the terminal in local mode.
pub trait Courier: Send + Sync + 'static {
    /// How this front end writes players and times.
    fn style(&self) -> &dyn Style;

    /// The style of the announcement of `row` (e.g. in the language of the place it is posted
    /// in); [`Courier::style`] unless the front end knows better.
    fn style_for<'a>(&'a self, row: &'a OutboxRow) -> impl Future<Output = &'a dyn Style> + Send {
        let _ = row;
        async move { self.style() }
    }

    /// This front end's style in `lang` (the author's confirmation is written in their
    /// language); [`Courier::style`] unless the front end writes several languages.
    fn style_in(&self, lang: crate::i18n::Lang) -> &dyn Style {
        let _ = lang;
        self.style()
    }

    /// The style of a message to `user` alone ([`Courier::direct`]), e.g. in their own
    /// language, else in that of the place game `game` is played in; [`Courier::style`]
    /// unless the front end knows better.
    fn style_for_user<'a>(
        &'a self,
        user: &'a str,
        game: Option<i64>,
    ) -> impl Future<Output = &'a dyn Style> + Send {
        let _ = (user, game);
        async move { self.style() }
    }

    /// Posts `message` for outbox row `row` (in `row.channel_id`, with `row.delivery.nonce` so
    /// that a repeat of the same row is recognised).
    fn send(
        &self,
        row: &OutboxRow,
        message: Message,
    ) -> impl Future<Output = Result<(), SendError>> + Send;

    /// Sends `text` to `user` alone (Discord: a direct message), with a link to the game's
    /// channel `place` = `(guild, channel)` when known. The default cannot reach anyone
    /// privately and does nothing.
    fn direct(
        &self,
        _user: &str,
        _text: String,
        _place: Option<(String, String)>,
    ) -> impl Future<Output = Result<(), DirectError>> + Send {
        async { Ok(()) }
    }

    /// Whether games against the computer read as one post per exchange (the human's move is
    /// posted with the computer's answer, see [`crate::game::views::computer_exchange`]); `false`
    /// keeps one announcement per move (local mode shows them its own way).
    fn one_board_per_exchange(&self) -> bool {
        false
    }

    /// [`Courier::send`], returning the id of the message posted (or edited) when the front
    /// end has one, so that a later change can edit it ([`crate::game::retire`]). Front ends that
    /// cannot edit their posts keep this default (no id: their questions are never edited).
    fn send_posted(
        &self,
        row: &OutboxRow,
        message: Message,
    ) -> impl Future<Output = Result<Option<String>, SendError>> + Send {
        async move { self.send(row, message).await.map(|()| None) }
    }
}
