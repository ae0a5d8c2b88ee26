//! Challenges: check, create (open, rated, marked, in a transaction), accept, decline,
//! withdraw.

use super::*;

impl GameService {
    /// Checks a challenge without storing it (so a thread is opened only for a valid one).
    ///
    /// # Errors
    /// [`GameError::SelfChallenge`], [`GameError::BadOptions`], [`GameError::BadDays`],
    /// [`GameError::BadPosition`].
    pub fn check_challenge(&self, req: &ChallengeRequest) -> Result<(), GameError> {
        if !req.auto_accept
            && req
                .opponent
                .as_ref()
                .is_some_and(|o| o.id == req.challenger.id)
        {
            return Err(GameError::SelfChallenge);
        }
        if req.days.is_some_and(|d| !DAYS_PRESETS.contains(&d)) {
            return Err(GameError::BadDays);
        }
        let opts = req
            .variant
            .parse_options(&req.options)
            .map_err(GameError::BadOptions)?;
        if let Some(t) = &req.start {
            Position::from_tfen(req.variant, opts, t)
                .map_err(|e| GameError::BadPosition(e.to_string()))?;
        }
        Ok(())
    }

    /// Posts a challenge (addressed, or open when `opponent` is `None`) that expires after
    /// [`CHALLENGE_LIFETIME`]; with `auto_accept` the game starts at once. Announces
    /// [`Kind::Challenge`] (or [`Kind::Start`]).
    ///
    /// # Errors
    /// As [`GameService::check_challenge`]; [`GameError::ChannelBusy`].
    pub async fn challenge(&self, req: &ChallengeRequest) -> Result<GameRecord, GameError> {
        // Rated when there is a time limit; one-keyboard (local) games are casual.
        let rated = crate::rating::default_rated(req.days) && !req.auto_accept;
        self.challenge_rated(req, rated).await
    }

    /// [`GameService::challenge`], rated (`true`) or casual as asked. Games against the
    /// computer opponent must be created casual; local games never count whatever the flag.
    ///
    /// # Errors
    /// As [`GameService::challenge`].
    pub async fn challenge_rated(
        &self,
        req: &ChallengeRequest,
        rated: bool,
    ) -> Result<GameRecord, GameError> {
        self.challenge_marked(req, rated, None).await
    }

    /// [`GameService::challenge_rated`], marking the game as the engine's (player id, level)
    /// in the same transaction when `engine` is given, so its challenge is never seen as a
    /// challenge to a person.
    pub(crate) async fn challenge_marked(
        &self,
        req: &ChallengeRequest,
        rated: bool,
        engine: Option<(&str, u8)>,
    ) -> Result<GameRecord, GameError> {
        self.check_challenge(req)?;
        let rec = decide::challenge_record(req, rated, self.now())?;
        let now = rec.created_at;
        let mut tx = self.begin().await?;
        if !req.auto_accept {
            self.limits
                .check_challenge(&mut tx, &req.challenger.id, now)
                .await?;
        }
        let rec = insert_challenge(&mut tx, rec, req.auto_accept, now).await?;
        if let Some((id, level)) = engine {
            tx.mark_engine(rec.id, id, level).await?;
        }
        self.commit(tx).await?;
        Ok(rec)
    }

    /// [`GameService::challenge_rated`] inside the caller's open transaction `tx` (which the
    /// caller commits): the paired games of a tournament are created in the transaction that
    /// links them to their pairing, so each is created exactly once.
    ///
    /// # Errors
    /// As [`GameService::challenge`].
    pub(crate) async fn challenge_in(
        &self,
        tx: &mut WriteTx,
        req: &ChallengeRequest,
        rated: bool,
    ) -> Result<GameRecord, GameError> {
        self.check_challenge(req)?;
        let now = self.now();
        let rec = decide::challenge_record(req, rated, now)?;
        insert_challenge(tx, rec, req.auto_accept, now).await
    }

    /// `player` accepts challenge `game_id` (anyone but the challenger for an open one; their
    /// name is recorded). With days per move, the first player's clock starts now. Announces
    /// [`Kind::Start`].
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotChallenged`], [`GameError::ChallengeClosed`],
    /// [`GameError::ChallengeExpired`].
    pub async fn accept(&self, game_id: i64, player: &Player) -> Result<GameRecord, GameError> {
        self.act(At::Game(game_id), |rec, now| {
            decide::accept(rec, player, now)
        })
        .await
    }

    /// The challenged player declines challenge `game_id`. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NotChallenged`] (the challenger withdraws instead, others may not),
    /// [`GameError::ChallengeClosed`], [`GameError::ChallengeExpired`].
    pub async fn decline(&self, game_id: i64, user: &str) -> Result<GameRecord, GameError> {
        self.close_challenge(game_id, user, EndReason::Declined)
            .await
    }

    /// The challenger withdraws challenge `game_id`. Announces [`Kind::GameOver`].
    ///
    /// # Errors
    /// [`GameError::NotChallenger`], [`GameError::ChallengeClosed`],
    /// [`GameError::ChallengeExpired`].
    pub async fn withdraw(&self, game_id: i64, user: &str) -> Result<GameRecord, GameError> {
        self.close_challenge(game_id, user, EndReason::Withdrawn)
            .await
    }

    async fn close_challenge(
        &self,
        game_id: i64,
        user: &str,
        reason: EndReason,
    ) -> Result<GameRecord, GameError> {
        self.act(At::Game(game_id), |rec, now| {
            decide::close_challenge(rec, user, reason, now)
        })
        .await
    }
}
