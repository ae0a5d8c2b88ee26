//! The scheduler's events: reminders, time-outs, expired challenges.

use super::*;

impl GameService {
    /// Applies one due event if it still applies: [`GameService::remind`],
    /// [`GameService::time_out`] or [`GameService::expire`]. `None` if it no longer applied.
    ///
    /// # Errors
    /// Database failures, [`GameError::Corrupt`].
    pub async fn fire(&self, ev: &DueEvent) -> Result<Option<GameRecord>, GameError> {
        let r = match ev.kind {
            EventKind::Reminder => self.remind(ev).await,
            EventKind::Timeout => self.time_out(ev).await,
            EventKind::ChallengeExpiry => self.expire(ev).await,
        };
        match r {
            Ok(rec) => Ok(Some(rec)),
            Err(GameError::Conflict | GameError::NoSuchGame) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Marks the reminder of the player to move as sent and announces [`Kind::Reminder`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn remind(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        self.act(At::Game(ev.game_id), |rec, _| decide::remind(rec, ev))
            .await
    }

    /// The player to move loses on time at the deadline. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn time_out(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        self.act(At::Game(ev.game_id), |rec, now| {
            decide::time_out(rec, ev, now)
        })
        .await
    }

    /// An unaccepted challenge expires. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn expire(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        self.act(At::Game(ev.game_id), decide::expire).await
    }
}
