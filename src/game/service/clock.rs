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
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(ev.game_id)).await?;
        if before.status != Status::Active
            || before.ply != ev.ply
            || before.clock.remind_at != Some(ev.at)
        {
            return Err(GameError::Conflict);
        }
        let mut rec = before.clone();
        rec.clock.remind_at = None;
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, Kind::Reminder, None, now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// The player to move loses on time at the deadline. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn time_out(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(ev.game_id)).await?;
        if rec.status != Status::Active
            || rec.ply != ev.ply
            || rec.clock.deadline != Some(ev.at)
            || ev.at > now
        {
            return Err(GameError::Conflict);
        }
        let loser = rec.turn();
        let end = End::new(EndReason::Time, Some(GameResult::win(!loser)), ev.at);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// An unaccepted challenge expires. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::Conflict`] if it no longer applies.
    pub async fn expire(&self, ev: &DueEvent) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(ev.game_id)).await?;
        if rec.status != Status::Challenge || rec.clock.expires_at.is_none_or(|e| e > now) {
            return Err(GameError::Conflict);
        }
        let end = End::new(
            EndReason::Expired,
            None,
            rec.clock.expires_at.unwrap_or(now),
        );
        self.finish_and_commit(tx, Status::Challenge, rec, end, now)
            .await
    }

    // ----- vacations ---------------------------------------------------------------------
}
