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
        if expect_ply.is_some_and(|p| p != before.ply) && before.status == Status::Active {
            return Err(GameError::PositionChanged);
        }
        let color = acting_color(&before, user)?;
        must_be_on_turn(&before, color)?;
        if before.clock.deadline.is_some_and(|d| now >= d) {
            return Err(GameError::TimeUp);
        }
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
            match Self::play_in(&mut tx, rec, &owner, &reply, now, Kind::ConditionalMove).await {
                Ok((answer, _)) => {
                    played.record = answer.record;
                    played.reply = Some(answer.san);
                }
                Err(GameError::BadMove(e)) => {
                    let why = crate::explain::move_error(&e, crate::i18n::Lang::En);
                    crate::game::conditional::reply_refused(
                        &mut tx,
                        &played.record,
                        &matched,
                        &reply,
                        &why,
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
    /// clock) inside `tx`: the move row, the guarded update, the announcement `kind` (and
    /// `finish` when the move ends the game). Returns what was played and its canonical text.
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
        let pos = crate::game::position_of(
            &before,
            &before.tfen,
            last.as_ref().and_then(|m| m.succeeded.as_deref()),
        )?;
        let mv = pos.parse_move(text).map_err(GameError::BadMove)?;
        let after = pos.play_unchecked(&mv);
        let key = after.repetition_key();
        let seen = tx.repetitions(before.id, &key).await?
            + i64::from(before.start_rep_key.as_deref() == Some(key.as_str()))
            + 1;
        let outcome = if seen >= 3 && before.options.repetition {
            Some(crate::rules::Outcome::Draw(
                crate::rules::DrawReason::Repetition,
            ))
        } else {
            after.outcome()
        };
        let san = pos.move_text_with_check(&mv);
        let move_text = pos.move_text(&mv);
        let mut rec = before.clone();
        rec.ply += 1;
        rec.tfen = after.to_tfen();
        rec.updated_at = now;
        tx.insert_move(&MoveRow {
            game_id: rec.id,
            ply: rec.ply,
            text: move_text.clone(),
            san: Some(san.clone()),
            tfen_after: rec.tfen.clone(),
            rep_key: Some(key),
            succeeded: Some(crate::game::succeeded_text(&after)),
            player_id: user.to_string(),
            played_at: now,
        })
        .await?;
        // A draw offer lapses unless the mover made it; a takeback request lapses.
        rec.offers.takeback_by = None;
        if rec.offers.draw_by.as_deref() != Some(user) || rec.plays_both() {
            rec.offers.draw_by = None;
        }
        let rec = match outcome {
            None => {
                start_turn(tx, &mut rec, now).await?;
                update(tx, &before, &rec).await?;
                announce(tx, &rec, kind, Some(user.to_string()), now).await?;
                rec
            }
            Some(o) => {
                let (reason, result) = EndReason::of_outcome(&o);
                // The move row and position first (guarded), then the end on top of it.
                update(tx, &before, &rec).await?;
                announce(tx, &rec, kind, Some(user.to_string()), now).await?;
                let end = End::new(reason, Some(result), now);
                let ply = rec.ply;
                finish(tx, Status::Active, ply, rec, end, now).await?
            }
        };
        let played = Played {
            record: rec,
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
