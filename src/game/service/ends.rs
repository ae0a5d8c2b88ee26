//! Ends a player or a manager asks for: resign, claim, abort, end by a manager.

use super::*;

impl GameService {
    /// `user` resigns game `at` (at one keyboard: the side to move resigns). Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::GameOver`],
    /// [`GameError::NotYourGame`].
    pub async fn resign(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, at).await?;
        let loser = acting_color(&rec, user)?;
        let end = End::new(EndReason::Resignation, Some(GameResult::win(!loser)), now).by(user);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// Claims the citadel draw (`citadel=claim` / `second-entry`, docs/rules.md §4.5) for `user`,
    /// who must be to move with their Shah in the opponent's citadel. Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::NotYourTurn`], [`GameError::NoClaim`].
    pub async fn claim(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, at).await?;
        let color = acting_color(&rec, user)?;
        must_be_on_turn(&rec, color)?;
        let pos = crate::game::position_of(&rec, &rec.tfen, None)?;
        if !pos.can_claim_citadel_draw() {
            return Err(GameError::NoClaim);
        }
        let end = End::new(EndReason::CitadelClaim, Some(GameResult::Draw), now).by(user);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// Aborts game `at`: allowed until both sides have moved; no result. Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::AbortTooLate`].
    pub async fn abort(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, at).await?;
        acting_color(&rec, user)?;
        if rec.ply >= 2 {
            return Err(GameError::AbortTooLate);
        }
        let end = End::new(EndReason::Abort, None, now).by(user);
        self.finish_and_commit(tx, Status::Active, rec, end, now)
            .await
    }

    /// A server manager ends game `game_id` of server `guild_id` (a challenge or a game in
    /// progress, whatever its ply): aborted, without a result, so never rated; `manager` is
    /// recorded as who aborted it. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotInThisServer`], [`GameError::GameOver`].
    pub async fn end_by_manager(
        &self,
        game_id: i64,
        guild_id: &str,
        manager: &str,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(game_id)).await?;
        if rec.guild_id.as_deref() != Some(guild_id) {
            return Err(GameError::NotInThisServer);
        }
        let from = rec.status;
        if from == Status::Finished {
            return Err(GameError::GameOver);
        }
        let end = End::new(EndReason::Abort, None, now).by(manager);
        self.finish_and_commit(tx, from, rec, end, now).await
    }
}
