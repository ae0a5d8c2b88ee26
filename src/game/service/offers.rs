//! Offers between the players: draws and takebacks.

use super::*;

impl GameService {
    /// `user` offers a draw in game `at`; if the opponent's offer stands, the game is drawn.
    /// Announces [`Kind::DrawOffer`] (or [`Kind::GameOver`]).
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::DrawAlreadyOffered`].
    pub async fn offer_draw(&self, at: At<'_>, user: &str) -> Result<DrawOffer, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, at).await?;
        acting_color(&before, user)?;
        let opponent = before.opponent_of(user).map(|s| s.id.clone());
        let done = match before.offers.draw_by.as_deref() {
            Some(by) if by == user => return Err(GameError::DrawAlreadyOffered),
            Some(by) if Some(by) == opponent.as_deref() => {
                let end = End::new(EndReason::Agreement, Some(GameResult::Draw), now).by(user);
                let ply = before.ply;
                DrawOffer::Agreed(finish(&mut tx, Status::Active, ply, before, end, now).await?)
            }
            _ => {
                let mut rec = before.clone();
                rec.offers.draw_by = Some(user.to_string());
                rec.updated_at = now;
                update(&mut tx, &before, &rec).await?;
                announce(&mut tx, &rec, Kind::DrawOffer, Some(user.to_string()), now).await?;
                DrawOffer::Offered(rec)
            }
        };
        self.commit(tx).await?;
        Ok(done)
    }

    /// The addressee of the standing offer `by` in `rec`, checked to be `user`.
    fn check_addressee(rec: &GameRecord, by: Option<&String>, user: &str) -> Result<(), GameError> {
        let by = match (by, rec.status) {
            (Some(by), Status::Active) => by,
            _ => return Err(GameError::OfferGone),
        };
        let to = rec.opponent_of(by).ok_or(GameError::OfferGone)?;
        if to.id != user {
            return Err(GameError::NotForYou(to.name.clone()));
        }
        Ok(())
    }

    /// The opponent of the draw offer's author in game `game_id` accepts or declines it.
    /// Announces [`Kind::GameOver`] or [`Kind::DrawDeclined`].
    ///
    /// # Errors
    /// [`GameError::OfferGone`], [`GameError::NotForYou`].
    pub async fn answer_draw(
        &self,
        game_id: i64,
        user: &str,
        accept: bool,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(game_id)).await?;
        Self::check_addressee(&before, before.offers.draw_by.as_ref(), user)?;
        let rec = if accept {
            let end = End::new(EndReason::Agreement, Some(GameResult::Draw), now).by(user);
            let ply = before.ply;
            finish(&mut tx, Status::Active, ply, before, end, now).await?
        } else {
            let mut rec = before.clone();
            rec.offers.draw_by = None;
            rec.updated_at = now;
            update(&mut tx, &before, &rec).await?;
            announce(
                &mut tx,
                &rec,
                Kind::DrawDeclined,
                Some(user.to_string()),
                now,
            )
            .await?;
            rec
        };
        self.commit(tx).await?;
        Ok(rec)
    }

    /// `user` asks to take back their last move, before the opponent has replied. Announces
    /// [`Kind::TakebackRequest`].
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::NoTakeback`], [`GameError::TakebackPending`].
    pub async fn request_takeback(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, at).await?;
        let color = acting_color(&before, user)?;
        if let Some(engine) = tx.engine_player(before.id).await? {
            if engine != user && !before.plays_both() {
                return self
                    .takeback_against_computer(tx, before, color, user, now)
                    .await;
            }
        }
        if before.ply == 0 || before.plays_both() || before.turn() == color {
            return Err(GameError::NoTakeback);
        }
        if before.offers.takeback_by.as_deref() == Some(user) {
            return Err(GameError::TakebackPending);
        }
        let mut rec = before.clone();
        rec.offers.takeback_by = Some(user.to_string());
        rec.updated_at = now;
        update(&mut tx, &before, &rec).await?;
        announce(
            &mut tx,
            &rec,
            Kind::TakebackRequest,
            Some(user.to_string()),
            now,
        )
        .await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// Against the computer, which allows it at once: `user`'s last move is taken back, with
    /// the computer's answer if it came (two plies when `user` is to move, one while the
    /// computer thinks). Once per move: after a takeback `user` must move before the next.
    /// Announces [`Kind::Takeback`] (actor: `user`).
    async fn takeback_against_computer(
        &self,
        mut tx: WriteTx,
        before: GameRecord,
        color: Color,
        user: &str,
        now: i64,
    ) -> Result<GameRecord, GameError> {
        let last_takeback = tx
            .last_announcement(before.id, Kind::Takeback.code())
            .await?;
        let last_move = tx.last_announcement(before.id, Kind::Move.code()).await?;
        if last_takeback.is_some() && last_takeback > last_move {
            return Err(GameError::TakebackUsed);
        }
        let plies = if before.turn() == color { 2 } else { 1 };
        if before.ply < plies {
            return Err(GameError::NoTakeback);
        }
        let mut rec = before.clone();
        for _ in 0..plies {
            tx.delete_move(rec.id, rec.ply).await?;
            rec.ply -= 1;
        }
        rec.tfen = match tx.move_at(rec.id, rec.ply).await? {
            Some(m) => m.tfen_after,
            None => rec.start_tfen.clone(),
        };
        rec.offers = Offers::default();
        rec.updated_at = now;
        start_turn(&mut tx, &mut rec, now).await?;
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, Kind::Takeback, Some(user.to_string()), now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    /// The opponent accepts (the last move is undone; the requester moves again with a fresh
    /// clock) or declines a takeback request. Announces [`Kind::Takeback`] or
    /// [`Kind::TakebackDeclined`].
    ///
    /// # Errors
    /// [`GameError::OfferGone`], [`GameError::NotForYou`].
    pub async fn answer_takeback(
        &self,
        game_id: i64,
        user: &str,
        accept: bool,
    ) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, At::Game(game_id)).await?;
        Self::check_addressee(&before, before.offers.takeback_by.as_ref(), user)?;
        let mut rec = before.clone();
        rec.offers.takeback_by = None;
        rec.updated_at = now;
        let kind = if accept {
            tx.delete_move(rec.id, rec.ply).await?;
            rec.ply -= 1;
            rec.tfen = match tx.move_at(rec.id, rec.ply).await? {
                Some(m) => m.tfen_after,
                None => rec.start_tfen.clone(),
            };
            rec.offers.draw_by = None;
            start_turn(&mut tx, &mut rec, now).await?;
            // Conditional moves (issue 21) were entered on the position taken back.
            tx.clear_conditional_lines(rec.id, None).await?;
            Kind::Takeback
        } else {
            Kind::TakebackDeclined
        };
        update(&mut tx, &before, &rec).await?;
        announce(&mut tx, &rec, kind, Some(user.to_string()), now).await?;
        self.commit(tx).await?;
        Ok(rec)
    }

    // ----- the scheduler -----------------------------------------------------------------
}
