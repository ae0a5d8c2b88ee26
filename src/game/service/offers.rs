//! Offers between the players: draws and takebacks.

use super::*;

impl GameService {
    /// `user` offers a draw in game `at`; if the opponent's offer stands, the game is drawn.
    /// Announces [`Kind::DrawOffer`] (or [`Kind::GameOver`]).
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::DrawAlreadyOffered`].
    pub async fn offer_draw(&self, at: At<'_>, user: &str) -> Result<DrawOffer, GameError> {
        let mut agreed = false;
        let rec = self
            .act(at, |rec, now| {
                let d = decide::offer_draw(rec, user, now)?;
                agreed = matches!(d, Decision::End(_));
                Ok(d)
            })
            .await?;
        Ok(if agreed {
            DrawOffer::Agreed(rec)
        } else {
            DrawOffer::Offered(rec)
        })
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
        self.act(At::Game(game_id), |rec, now| {
            decide::answer_draw(rec, user, accept, now)
        })
        .await
    }

    /// `user` asks to take back their last move, before the opponent has replied. Announces
    /// [`Kind::TakebackRequest`]. Against the computer, which allows it at once: `user`'s last
    /// move is taken back, with the computer's answer if it came (two plies when `user` is to
    /// move, one while the computer thinks); once per move. Announces [`Kind::Takeback`]
    /// (actor: `user`) then.
    ///
    /// # Errors
    /// As [`GameService::resign`]; [`GameError::NoTakeback`], [`GameError::TakebackPending`],
    /// [`GameError::TakebackUsed`].
    pub async fn request_takeback(&self, at: At<'_>, user: &str) -> Result<GameRecord, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let before = locked(&mut tx, at).await?;
        let mut facts = decide::TakebackFacts {
            engine: tx.engine_player(before.id).await?,
            ..Default::default()
        };
        if facts.engine.is_some() {
            facts.last_takeback = tx
                .last_announcement(before.id, Kind::Takeback.code())
                .await?;
            facts.last_move = tx.last_announcement(before.id, Kind::Move.code()).await?;
            for back in 1..=2 {
                facts.back[back as usize - 1] = position_back(&mut tx, &before, back).await?;
            }
        }
        let decision = decide::request_takeback(&before, user, &facts, now)?;
        self.settle(tx, before, decision, now).await
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
        let back = match accept {
            true => position_back(&mut tx, &before, 1).await?,
            false => None,
        };
        let decision = decide::answer_takeback(&before, user, accept, back.as_deref(), now)?;
        self.settle(tx, before, decision, now).await
    }
}

/// The position (TFEN) of `rec` `plies` plies back: after the move stored there, or the start
/// position; `None` before the start.
async fn position_back(
    tx: &mut WriteTx,
    rec: &GameRecord,
    plies: i64,
) -> Result<Option<String>, GameError> {
    let ply = rec.ply - plies;
    if ply < 0 {
        return Ok(None);
    }
    Ok(Some(match tx.move_at(rec.id, ply).await? {
        Some(m) => m.tfen_after,
        None => rec.start_tfen.clone(),
    }))
}
