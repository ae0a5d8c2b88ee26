//! Ends a player or a manager asks for: resign, claim, abort, end by a manager, and the
//! forfeit of a tournament game whose player withdrew.

use super::*;

impl GameService {
    /// `user` resigns game `at` (at one keyboard: the side to move resigns). Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::GameOver`],
    /// [`GameError::NotYourGame`].
    pub async fn resign(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        self.act(at, |rec, now| decide::resign(rec, user, now))
            .await
    }

    /// Claims the citadel draw (`citadel=claim` / `second-entry`, docs/rules.md §4.5) for `user`,
    /// who must be to move with their Shah in the opponent's citadel. Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::NotYourTurn`], [`GameError::NoClaim`].
    pub async fn claim(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        self.act(at, |rec, now| decide::claim(rec, user, now)).await
    }

    /// Aborts game `at`: allowed until both sides have moved; no result. Announces
    /// [`Kind::GameOver`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::AbortTooLate`].
    pub async fn abort(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        self.act(at, |rec, now| decide::abort(rec, user, now)).await
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
        self.act(At::Game(game_id), |rec, now| {
            decide::end_by_manager(rec, guild_id, manager, now)
        })
        .await
    }
}

/// Ends `rec` (read under the write lock in `tx`) as `user`'s forfeit ([`decide::forfeit`]):
/// they withdrew from its tournament. Announces [`Kind::GameOver`] and rates it, as every end
/// through [`finish`] does.
///
/// # Errors
/// As [`decide::forfeit`]; [`GameError::Conflict`] if the game moved on; database failures.
pub(crate) async fn forfeit_in(
    tx: &mut WriteTx,
    rec: GameRecord,
    user: &str,
    now: i64,
) -> Result<GameRecord, GameError> {
    let decision = decide::forfeit(&rec, user, now)?;
    decide::apply(tx, rec, decision, now).await
}
