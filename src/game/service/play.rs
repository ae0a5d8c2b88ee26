//! Playing a move: parse, check, store, announce, and the computer's reply.

use super::*;

impl GameService {
    /// Plays the move `text` (forgiving input, docs/rules.md §6.2) for `user` in game `at`. The
    /// position is read from the stored TFEN and repetitions are counted from the stored
    /// positions: nothing is replayed. Announces [`Kind::Move`] (and [`Kind::GameOver`] when
    /// the move ends the game).
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::NotStarted`], [`GameError::GameOver`],
    /// [`GameError::NotYourGame`], [`GameError::NotYourTurn`], [`GameError::TimeUp`],
    /// [`GameError::BadMove`], [`GameError::Corrupt`].
    pub async fn play(&self, at: At<'_>, user: &str, text: &str) -> Result<Played, GameError> {
        self.play_checked(at, user, text, None).await
    }

    /// [`GameService::play`] in game `game_id` only if it still stands at `ply` plies (checked
    /// under the write lock): a move picked for a position that is no longer the game's.
    ///
    /// # Errors
    /// [`GameError::PositionChanged`] when the game has moved on (or back); otherwise those of
    /// [`GameService::play`].
    pub async fn play_at_ply(
        &self,
        game_id: i64,
        user: &str,
        text: &str,
        ply: i64,
    ) -> Result<Played, GameError> {
        self.play_checked(At::Game(game_id), user, text, Some(ply))
            .await
    }

    async fn play_checked(
        &self,
        at: At<'_>,
        user: &str,
        text: &str,
        expect_ply: Option<i64>,
    ) -> Result<Played, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let mut before = locked(&mut tx, at).await?;
        decide::may_move(&before, user, expect_ply, now)?;
        if before.start_rep_key.is_none() {
            // Stored before moves had their exact form: fill it in once.
            self.upgrade(&mut tx, &before).await?;
            before = locked(&mut tx, At::Game(before.id)).await?;
        }
        let (mut played, text) =
            Self::play_in(&mut tx, before, user, text, now, Kind::Move).await?;
        // Conditional moves (issue 21): the reply stored for this move, in this transaction.
        if let Some((reply, owner, matched)) =
            crate::game::conditional::after_move(&mut tx, &played.record, &text).await?
        {
            let rec = played.record.clone();
            let ply_before = rec.ply - 1;
            match Self::play_in(&mut tx, rec, &owner, &reply, now, Kind::ConditionalMove).await {
                Ok((answer, _)) => {
                    crate::game::conditional::reply_played(
                        &mut tx,
                        answer.record.id,
                        &matched,
                        ply_before,
                    )
                    .await?;
                    played.record = answer.record;
                    played.reply = Some(answer.san);
                }
                Err(GameError::BadMove(e)) => {
                    crate::game::conditional::reply_refused(
                        &mut tx,
                        &played.record,
                        &matched,
                        &reply,
                        &e,
                    )
                    .await?;
                }
                Err(e) => return Err(e),
            }
        }
        self.commit(tx).await?;
        crate::metrics::move_stored();
        if played.reply.is_some() {
            crate::metrics::move_stored();
        }
        Ok(played)
    }

    /// Plays `text` for `user` on `before` (read under the write lock, checked for turn and
    /// clock) inside `tx`: reads what the decision needs (the last move's succession marks in
    /// a Timurid game, docs/rules.md §5; how often the position after it has stood), decides
    /// ([`decide::play`]) and applies. Returns what was played and its canonical text.
    async fn play_in(
        tx: &mut WriteTx,
        before: GameRecord,
        user: &str,
        text: &str,
        now: i64,
        kind: Kind,
    ) -> Result<(Played, String), GameError> {
        // Only the Timurid games carry state outside TFEN (succession marks, docs/rules.md §5).
        let timurid = crate::rules::Variant::get(before.variant, &before.options).family()
            == crate::rules::Family::Timurid;
        let last = if before.ply > 0 && timurid {
            tx.move_at(before.id, before.ply).await?
        } else {
            None
        };
        let succeeded = last.as_ref().and_then(|m| m.succeeded.as_deref());
        let (pos, mv) = decide::parse_move(&before, succeeded, text)?;
        let after = pos.play_unchecked(&mv);
        let mut facts = decide::MoveFacts::new(&pos, &mv, &after, 1);
        facts.seen += tx.repetitions(before.id, &facts.key).await?
            + i64::from(before.start_rep_key.as_deref() == Some(facts.key.as_str()));
        let (decision, move_text) = decide::play(&before, user, facts, kind, now);
        // The move's SAN with its check mark, as the decision stored it in the move row.
        let san = match &decision {
            Decision::Change(c) => c.mv.as_ref().and_then(|m| m.san.clone()),
            _ => None,
        }
        .unwrap_or_default();
        let record = apply(tx, before, decision, now).await?;
        let played = Played {
            record,
            san,
            reply: None,
        };
        Ok((played, move_text))
    }

    /// Replays a game stored before the exact-form columns and fills them in (in `tx`).
    async fn upgrade(&self, tx: &mut WriteTx, rec: &GameRecord) -> Result<(), GameError> {
        let rows = self.store_moves_in(tx, rec).await?;
        let fixed = crate::game::verify(rec.to_row(), &rows)?;
        for m in &fixed {
            tx.backfill_move(m).await?;
        }
        let start = crate::game::position_of(rec, &rec.start_tfen, None)?;
        tx.backfill_start(rec.id, &start.repetition_key()).await?;
        Ok(())
    }

    async fn store_moves_in(
        &self,
        tx: &mut WriteTx,
        rec: &GameRecord,
    ) -> Result<Vec<MoveRow>, GameError> {
        let mut rows = Vec::with_capacity(rec.ply as usize);
        for p in 1..=rec.ply {
            if let Some(m) = tx.move_at(rec.id, p).await? {
                rows.push(m);
            }
        }
        Ok(rows)
    }
}
