//! Your-move notifications by direct message, opt-in per player ([`NotifyMode`]): with `on`, a
//! DM when it becomes their move in a game (at most one per game per [`NOTIFY_GAP`]); with
//! `digest`, one DM a day listing the games waiting for them. A front end that cannot reach a
//! player ([`DirectError::Closed`], Discord's 50007) turns their notifications off and marks
//! it, so the next `/notify` says why; nothing is retried, so there is no error loop.
//!
//! The delivery worker sends them ([`super::Delivery`]): after a post that gives someone the
//! move, and on its rounds for the digests.

use super::record::{GameRecord, Status};
use super::style::Style;
use super::{GameError, GameService};
use crate::store::DAY;

/// The least time between two your-move DMs of one game to one player: 1 hour, in seconds.
pub const NOTIFY_GAP: i64 = 3600;

/// How a player wants to be told it is their move, besides the ping in the game's thread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NotifyMode {
    /// No direct messages (the default).
    #[default]
    Off,
    /// A DM when it becomes their move (at most one per game per hour).
    On,
    /// One DM a day listing the games where it is their move.
    Digest,
}

impl NotifyMode {
    /// Every mode.
    pub const ALL: [NotifyMode; 3] = [NotifyMode::Off, NotifyMode::On, NotifyMode::Digest];

    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            NotifyMode::Off => "off",
            NotifyMode::On => "on",
            NotifyMode::Digest => "digest",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<NotifyMode> {
        NotifyMode::ALL.into_iter().find(|m| m.code() == s)
    }
}

/// Why a direct message did not go out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectError {
    /// The player does not accept direct messages (Discord 50007): notifications are turned off.
    Closed,
    /// Anything else (logged; this one DM is skipped).
    Failed(String),
}

/// A player's notification setting and whether it was turned off because their DMs are closed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NotifySetting {
    /// The mode.
    pub mode: NotifyMode,
    /// Turned off by the bot: the player's direct messages were closed.
    pub closed: bool,
}

/// The your-move DM for `user` in game `rec`, the variant in bold: "Your move against Bob in
/// **Tamerlane** (move 12)." in Markdown.
pub fn turn_text(rec: &GameRecord, user: &str, style: &dyn Style) -> String {
    let opponent = rec.opponent_of(user).map_or("", |s| s.name.as_str());
    crate::tr!(
        style,
        "game-notify-turn",
        opponent = opponent.to_string(),
        variant = style.bold(&crate::explain::guide::variant_name(
            rec.variant,
            style.lang()
        )),
        number = rec.move_number()
    )
}

/// The digest for `user` over their games `waiting` (where it is their move): `None` if none.
pub fn digest_text(waiting: &[GameRecord], user: &str, style: &dyn Style) -> Option<String> {
    if waiting.is_empty() {
        return None;
    }
    let n = waiting.len();
    let mut out = crate::tr!(style, "game-notify-digest", count = n);
    for rec in waiting.iter().take(10) {
        out.push_str(&format!("\n- {}", turn_text(rec, user, style)));
    }
    if n > 10 {
        let more = crate::tr!(style, "game-notify-digest-more", count = n - 10);
        out.push_str(&format!("\n- {more}"));
    }
    Some(out)
}

impl GameService {
    /// `user`'s notification setting.
    ///
    /// # Errors
    /// Database failures.
    pub async fn notify_setting(&self, user: &str) -> Result<NotifySetting, GameError> {
        Ok(match self.store().notify_mode(user).await? {
            Some((code, closed)) => NotifySetting {
                mode: NotifyMode::from_code(&code).unwrap_or_default(),
                closed,
            },
            None => NotifySetting::default(),
        })
    }

    /// Sets `user`'s mode (the digest's first round is a day from now).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_notify(&self, user: &str, mode: NotifyMode) -> Result<(), GameError> {
        let next = (mode == NotifyMode::Digest).then(|| self.now() + DAY);
        Ok(self
            .store()
            .set_notify_mode(user, mode.code(), next, false)
            .await?)
    }

    /// Turns `user`'s notifications off because their direct messages are closed.
    ///
    /// # Errors
    /// Database failures.
    pub async fn notify_closed(&self, user: &str) -> Result<(), GameError> {
        Ok(self
            .store()
            .set_notify_mode(user, NotifyMode::Off.code(), None, true)
            .await?)
    }

    /// Whether `user` (mode `on`) is to be told now that it is their move in `rec`: records the
    /// DM if so (at most one per game per [`NOTIFY_GAP`]).
    ///
    /// # Errors
    /// Database failures.
    pub async fn take_turn_notice(&self, rec: &GameRecord, user: &str) -> Result<bool, GameError> {
        if rec.status != Status::Active || rec.to_move().id != user {
            return Ok(false);
        }
        if self.notify_setting(user).await?.mode != NotifyMode::On {
            return Ok(false);
        }
        Ok(self
            .store()
            .claim_notification(user, rec.id, self.now(), NOTIFY_GAP)
            .await?)
    }

    /// The digests due now: `(user, games)` for each player whose daily digest fell due and
    /// who has games waiting for their move (each digest is moved a day on, once, whether or
    /// not it had games). The front end writes each in its recipient's language with
    /// [`digest_text`].
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_digests(&self) -> Result<Vec<(String, Vec<GameRecord>)>, GameError> {
        let now = self.now();
        let mut out = Vec::new();
        for (user, due) in self.store().due_digests(now).await? {
            let mut next = due + DAY;
            while next <= now {
                next += DAY;
            }
            if !self.store().advance_digest(&user, due, next).await? {
                continue;
            }
            let waiting: Vec<GameRecord> = self
                .games_of(&user)
                .await?
                .into_iter()
                .filter(|g| g.status == Status::Active && g.to_move().id == user)
                .collect();
            if !waiting.is_empty() {
                out.push((user, waiting));
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Markdown;
    use crate::rules::{Position, VariantId};

    /// A game set up from a TFEN with Black to move, after Black's first ply: White's move 2.
    fn black_started_after_one_ply() -> GameRecord {
        let mut rec = GameRecord::alice_and_bob(VariantId::Tamerlane);
        let white_first = Position::from_tfen(rec.variant, rec.options, &rec.start_tfen).unwrap();
        let black_first = white_first.to_tfen().replacen(" w ", " b ", 1);
        let start = Position::from_tfen(rec.variant, rec.options, &black_first).unwrap();
        let reply = start.legal_moves()[0];
        rec.start_tfen = start.to_tfen();
        rec.tfen = start.play(&reply).unwrap().to_tfen();
        rec.ply = 1;
        rec
    }

    #[test]
    fn turn_text_numbers_the_move_of_a_game_started_with_black_to_move() {
        let rec = black_started_after_one_ply();
        assert_eq!(
            turn_text(&rec, "1", &Markdown),
            "Your move against Bob in **Tamerlane** (move 2)."
        );
    }

    #[test]
    fn turn_text_numbers_the_first_move_of_a_new_game() {
        let rec = GameRecord::alice_and_bob(VariantId::Tamerlane);
        assert_eq!(
            turn_text(&rec, "1", &Markdown),
            "Your move against Bob in **Tamerlane** (move 1)."
        );
    }
}
