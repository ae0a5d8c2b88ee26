//! What the worker posts for an outbox row: the announcement composed from the stored game
//! and what it reads besides (ratings, the computer's exchange), or the edit of a question
//! that is no longer open.

use super::{Courier, Delivery};
use crate::game::announce::{present, Exchange, Extras, Kind, Message, Receipt};
use crate::game::history::History;
use crate::game::rating::ratings_shown;
use crate::game::retire;
use crate::game::views::{computer_exchange, HumanMove, PlayerStyle};
use crate::game::{At, GameError, Style};
use crate::store::OutboxRow;

impl<C: Courier> Delivery<C> {
    /// Composes the announcement of `row` from the stored game.
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`], database failures.
    pub async fn compose(&self, row: &OutboxRow) -> Result<Message, GameError> {
        if let Some(fate) = retire::Fate::from_kind(&row.kind) {
            return self.compose_edit(row, fate).await;
        }
        let st = self.service.state_at(row.game_id, row.ply).await?;
        let now = self.service.load(At::Game(row.game_id)).await?.record;
        let engine = self
            .service
            .store()
            .engine_of(row.game_id)
            .await?
            .map(|(id, _)| id);
        let style = PlayerStyle::new(self.courier.style_for(row).await, engine.as_deref());
        // The author's confirmation is written in their language.
        let author_lang = Receipt::of_row(row).map_or(style.lang(), |r| r.lang);
        let author = PlayerStyle::new(self.courier.style_in(author_lang), engine.as_deref());
        let exchange = match engine
            .clone()
            .filter(|_| self.courier.one_board_per_exchange())
        {
            Some(computer) => Some(Exchange {
                human: self.human_move(row, &computer).await?,
                computer,
            }),
            None => None,
        };
        let extras = Extras {
            ratings: ratings_shown(&self.service, row, &now).await?,
            exchange,
            computer: engine.clone(),
        };
        let mut message = present(row, &st, &now, &style, &author, &extras)?;
        if let Some(ex) = &extras.exchange {
            computer_exchange(
                &mut message,
                row,
                &st,
                &now,
                &ex.computer,
                ex.human.as_ref(),
                &author,
            );
        }
        // The game over: the whole game as a GIF with the result (moves read only then).
        if row.kind == Kind::GameOver.code() && st.record.ply > 0 && now.gif {
            let mut moves = self.service.moves(row.game_id).await?;
            moves.truncate(usize::try_from(row.ply).unwrap_or(0));
            // A game that does not replay loses its GIF, not its result.
            message.animation = match History::from_rows(&now, &moves) {
                Ok(h) => Some(h),
                Err(e) => {
                    tracing::error!(outbox_id = row.id, game_id = row.game_id, error = %e, "the game GIF could not be made");
                    None
                }
            };
        }
        Ok(message)
    }

    /// For the computer's move `row`: the human's move just before it, to post with it.
    async fn human_move(
        &self,
        row: &OutboxRow,
        computer: &str,
    ) -> Result<Option<HumanMove>, GameError> {
        if row.kind != Kind::Move.code() || row.actor_id.as_deref() != Some(computer) || row.ply < 2
        {
            return Ok(None);
        }
        let store = self.service.store();
        let Some(before) = store
            .announcement_at(row.game_id, Kind::Move.code(), row.ply - 1)
            .await?
            .filter(|r| r.actor_id.as_deref() != Some(computer))
        else {
            return Ok(None);
        };
        let st = self.service.state_at(row.game_id, row.ply - 1).await?;
        if st.last.is_none() {
            return Ok(None);
        }
        let receipt = Receipt::of_row(&before).filter(|r| r.answer.is_none());
        Ok(Some(HumanMove { state: st, receipt }))
    }

    /// Composes the edit `row` (a [`retire::Fate`]) of the question it targets: the
    /// question's new text, and in [`Message::edit`] the id of its posted message (`None` when
    /// it has none: nothing to edit).
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`] (no question to edit), database
    /// failures.
    pub(super) async fn compose_edit(
        &self,
        row: &OutboxRow,
        fate: retire::Fate,
    ) -> Result<Message, GameError> {
        let store = self.service.store();
        let target = match row.target_id {
            Some(t) => store.outbox_row(t).await?,
            None => None,
        };
        let Some(target) = target else {
            return Err(GameError::Corrupt {
                game_id: row.game_id,
                what: format!("edit {} has no question to edit", row.id), // operator: corrupt-record detail (timur check, logs)
            });
        };
        let message_id = target.message_id.clone();
        let now = self.service.load(At::Game(row.game_id)).await?.record;
        let engine = store.engine_of(row.game_id).await?.map(|(id, _)| id);
        let style = PlayerStyle::new(self.courier.style_for(row).await, engine.as_deref());
        let text = retire::retired_text(&target, fate, row.actor_id.as_deref(), &now, &style);
        Ok(Message {
            text,
            picture: None,
            actions: Vec::new(),
            game_id: row.game_id,
            pings: Vec::new(),
            receipt: None,
            animation: None,
            edit: message_id,
            dismiss: None,
            unposted: None,
        })
    }
}
