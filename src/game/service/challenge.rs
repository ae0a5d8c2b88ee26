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
        let rec = self.challenge_record(req, rated)?;
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

    /// The record of challenge `req` before insertion (id 0).
    fn challenge_record(
        &self,
        req: &ChallengeRequest,
        rated: bool,
    ) -> Result<GameRecord, GameError> {
        let opts = req
            .variant
            .parse_options(&req.options)
            .map_err(GameError::BadOptions)?;
        let now = self.now();
        let challenger_white = match req.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => coin_flip(now, &req.channel_id),
        };
        let challenger = Side {
            id: req.challenger.id.clone(),
            name: req.challenger.name.clone(),
        };
        let opponent = req.opponent.as_ref().map_or_else(Side::default, |o| Side {
            id: o.id.clone(),
            name: o.name.clone(),
        });
        let (white, black) = if challenger_white {
            (challenger, opponent)
        } else {
            (opponent, challenger)
        };
        let start = match &req.start {
            Some(t) => Position::from_tfen(req.variant, opts, t)
                .map_err(|e| GameError::BadPosition(e.to_string()))?,
            None => Position::start(req.variant, opts),
        };
        let rec = GameRecord {
            id: 0,
            guild_id: req.guild_id.clone(),
            channel_id: req.channel_id.clone(),
            parent_channel_id: req.parent_channel_id.clone(),
            variant: req.variant,
            options: opts,
            white,
            black,
            challenger_id: req.challenger.id.clone(),
            status: Status::Challenge,
            start_tfen: start.to_tfen(),
            start_rep_key: Some(start.repetition_key()),
            tfen: start.to_tfen(),
            ply: 0,
            end: None,
            clock: crate::game::record::Clock {
                days_per_move: req.days,
                deadline: None,
                remind_at: None,
                expires_at: Some(now + CHALLENGE_LIFETIME),
            },
            offers: Offers::default(),
            created_at: now,
            updated_at: now,
            rated,
            gif: req.gif,
        };
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
        let rec = self.challenge_record(req, rated)?;
        insert_challenge(tx, rec, req.auto_accept, self.now()).await
    }

    /// Refuses unless `rec` is a challenge open at `now`. An expired one is ended (in `tx`,
    /// which the caller commits) and reported as [`GameError::ChallengeExpired`].
    async fn open_challenge(
        &self,
        tx: &mut WriteTx,
        rec: &GameRecord,
        now: i64,
    ) -> Result<Option<GameError>, GameError> {
        match rec.status {
            Status::Challenge => {
                if rec.clock.expires_at.is_some_and(|e| now >= e) {
                    let at = rec.clock.expires_at.unwrap_or(now);
                    let end = End::new(EndReason::Expired, None, at);
                    finish(tx, Status::Challenge, rec.ply, rec.clone(), end, now).await?;
                    return Ok(Some(GameError::ChallengeExpired));
                }
                Ok(None)
            }
            Status::Finished
                if rec
                    .end
                    .as_ref()
                    .is_some_and(|e| e.reason == EndReason::Expired) =>
            {
                Err(GameError::ChallengeExpired)
            }
            _ => Err(GameError::ChallengeClosed),
        }
    }

    /// `player` accepts challenge `game_id` (anyone but the challenger for an open one; their
    /// name is recorded). With days per move, the first player's clock starts now. Announces
    /// [`Kind::Start`].
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::NotChallenged`], [`GameError::ChallengeClosed`],
    /// [`GameError::ChallengeExpired`].
    pub async fn accept(&self, game_id: i64, player: &Player) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(game_id)).await?;
        if let Some(expired) = self.open_challenge(&mut tx, &before, now).await? {
            self.commit(tx).await?;
            return Err(expired);
        }
        let open = before.is_open_challenge();
        if before.challenger_id == player.id || (!open && before.color_of(&player.id).is_none()) {
            return Err(GameError::NotChallenged);
        }
        let mut rec = before.clone();
        let name = if player.name.is_empty() {
            player.id.clone()
        } else {
            player.name.clone()
        };
        for side in [&mut rec.white, &mut rec.black] {
            if side.id.is_empty() || side.id == player.id {
                side.id = player.id.clone();
                side.name = name.clone();
            }
        }
        rec.status = Status::Active;
        rec.clock.expires_at = None;
        rec.updated_at = now;
        start_turn(&mut tx, &mut rec, now).await?;
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, Kind::Start, Some(player.id.clone()), now).await?;
        self.commit(tx).await?;
        Ok(rec)
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
        let now = self.now();
        let mut tx = self.begin().await?;
        let rec = locked(&mut tx, At::Game(game_id)).await?;
        if let Some(expired) = self.open_challenge(&mut tx, &rec, now).await? {
            self.commit(tx).await?;
            return Err(expired);
        }
        let is_challenger = rec.challenger_id == user;
        match reason {
            EndReason::Withdrawn if !is_challenger => return Err(GameError::NotChallenger),
            EndReason::Declined
                if is_challenger || rec.is_open_challenge() || rec.color_of(user).is_none() =>
            {
                return Err(GameError::NotChallenged)
            }
            _ => {}
        }
        let end = End::new(reason, None, now).by(user);
        self.finish_and_commit(tx, Status::Challenge, rec, end, now)
            .await
    }

    // ----- play ----------------------------------------------------------------------------
}
