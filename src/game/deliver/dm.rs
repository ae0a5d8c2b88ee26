//! The worker's direct messages: a player's your-move DM after a post that gave them the move,
//! and the daily digests ([`crate::game::notify`]), each in its recipient's language
//! ([`Courier::style_for_user`]).

use super::{Courier, Delivery};
use crate::game::notify::{self, DirectError};
use crate::game::{announce::Kind, At};
use crate::store::OutboxRow;

impl<C: Courier> Delivery<C> {
    /// After a post that gave someone the move: their your-move DM, if they asked for them
    /// ([`crate::game::notify`]). Failures are logged; a closed DM channel turns them off.
    pub(super) async fn turn_notice(&self, row: &OutboxRow) {
        let gives_move = [Kind::Start, Kind::Move, Kind::Takeback]
            .iter()
            .any(|k| k.code() == row.kind);
        if !gives_move {
            return;
        }
        let rec = match self.service.load(At::Game(row.game_id)).await {
            Ok(s) if s.record.ply == row.ply => s.record,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!(game_id = row.game_id, error = %e, "no your-move DM: cannot read the game");
                return;
            }
        };
        let user = rec.to_move().id.clone();
        match self.service.take_turn_notice(&rec, &user).await {
            Ok(true) => {}
            Ok(false) => return,
            Err(e) => {
                tracing::warn!(game_id = row.game_id, error = %e, "no your-move DM");
                return;
            }
        }
        let style = self.courier.style_for_user(&user, Some(rec.id)).await;
        let text = notify::turn_text(&rec, &user, style);
        let place = rec.guild_id.clone().map(|g| (g, rec.channel_id.clone()));
        self.direct(&user, text, place).await;
    }

    /// Sends the daily digests that are due ([`crate::game::notify`]).
    pub(super) async fn digests(&self) {
        match self.service.due_digests().await {
            Ok(due) => {
                for (user, waiting) in due {
                    let game = waiting.first().map(|g| g.id);
                    let style = self.courier.style_for_user(&user, game).await;
                    if let Some(text) = notify::digest_text(&waiting, &user, style) {
                        self.direct(&user, text, None).await;
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot read the due digests"),
        }
    }

    /// One DM; a closed DM channel turns the player's notifications off (no retry, no loop).
    async fn direct(&self, user: &str, text: String, place: Option<(String, String)>) {
        match self.courier.direct(user, text, place).await {
            Ok(()) => {}
            Err(DirectError::Closed) => {
                tracing::info!(user, "direct messages closed: notifications turned off");
                if let Err(e) = self.service.notify_closed(user).await {
                    tracing::warn!(error = %e, "could not turn notifications off");
                }
            }
            Err(DirectError::Failed(why)) => {
                tracing::warn!(user, %why, "a direct message failed");
            }
        }
    }
}
