//! The rematch offered under every result: the same variant, options, start position, days per
//! move, rating and GIF switch, colours swapped, in the same channel; the opponent accepts it
//! like any challenge (the computer at once). When the opponent asked first, asking too accepts
//! their rematch.

use super::challenge_computer_as;
use super::record::{EndReason, GameRecord, Status};
use super::{At, ChallengeRequest, GameService};
use super::{ColorChoice, GameError, Player};
use crate::rules::{Color, Position};

/// Whether a rematch of `rec` may be asked: a finished game between two players (not one
/// keyboard), not a challenge that never started (declined, withdrawn, expired).
pub fn rematchable(rec: &GameRecord) -> bool {
    rec.status == Status::Finished
        && !rec.plays_both()
        && !rec.white.id.is_empty()
        && !rec.black.id.is_empty()
        && !rec.end.as_ref().is_some_and(|e| {
            matches!(
                e.reason,
                EndReason::Declined | EndReason::Withdrawn | EndReason::Expired
            )
        })
}

impl GameService {
    /// `player` asks for a rematch of finished game `game_id` (see the module docs). Announces
    /// a challenge (and the start against the computer, or when it accepts the
    /// opponent's rematch).
    ///
    /// # Errors
    /// [`GameError::NoRematch`], [`GameError::NotYourGame`], [`GameError::ChannelBusy`] (a
    /// game or challenge is open in the channel), database failures.
    pub async fn rematch(&self, game_id: i64, player: &Player) -> Result<GameRecord, GameError> {
        let old = self.load(At::Game(game_id)).await?.record;
        if !rematchable(&old) {
            return Err(GameError::NoRematch);
        }
        let color = old.color_of(&player.id).ok_or(GameError::NotYourGame)?;
        let other = old.side(!color).clone();
        // The opponent asked first: this answer accepts their rematch.
        if let Ok(open) = self.load(At::Channel(&old.channel_id)).await {
            let r = &open.record;
            if r.status == Status::Challenge
                && r.challenger_id == other.id
                && r.color_of(&player.id).is_some()
            {
                return self.accept(r.id, player).await;
            }
        }
        let name = if player.name.is_empty() {
            old.side(color).name.clone()
        } else {
            player.name.clone()
        };
        let standard = Position::start(old.variant, old.options).to_tfen();
        let req = ChallengeRequest {
            guild_id: old.guild_id.clone(),
            channel_id: old.channel_id.clone(),
            parent_channel_id: old.parent_channel_id.clone(),
            challenger: Player::new(player.id.clone(), name),
            opponent: Some(Player::new(other.id.clone(), other.name.clone())),
            variant: old.variant,
            options: old.variant.options_text(&old.options),
            color: match color {
                Color::White => ColorChoice::Black,
                Color::Black => ColorChoice::White,
            },
            days: old.clock.days_per_move,
            auto_accept: false,
            start: (old.start_tfen != standard).then(|| old.start_tfen.clone()),
            gif: old.gif,
        };
        match self.store().engine_of(game_id).await? {
            Some((engine, level)) => {
                let level = crate::engine::Level::new(level).unwrap_or(crate::engine::Level::MIN);
                // The computer keeps the name it had (in the first challenger's language).
                let computer = Player::new(engine.clone(), old.name_of(&engine));
                challenge_computer_as(self, &req, &computer, level).await
            }
            None => self.challenge_rated(&req, old.rated).await,
        }
    }
}
