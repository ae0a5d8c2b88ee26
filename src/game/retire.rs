//! Messages stay true: when a challenge, a draw offer or a takeback request stops being open
//! (answered, withdrawn, expired, lapsed with a move, or the game ended), the message that asked
//! it is edited to say so and its answers are removed.
//!
//! The edit is an outbox row of its own, stored in the same transaction as the change (kind
//! `retire-{fate}`, [`Fate`]; `target_id` = the announcement that asked), so it is delivered
//! exactly once, after the question itself in the same channel, also across a crash. The front
//! end records the id of every message it posts ([`crate::store::Store::set_message_id`]); an
//! edit whose question has no recorded message (local mode, or a post given up) is a quiet
//! no-op.

use super::record::{EndReason, GameRecord, Status};
use super::GameError;
use super::{variant_text, Kind, Style};
use crate::store::{NewAnnouncement, OutboxRow, WriteTx};
use crate::tr;

/// What became of a question (a challenge or an offer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fate {
    /// Accepted (a challenge: the game began; a draw: drawn; a takeback: taken back).
    Accepted,
    /// Declined by the player it was put to.
    Declined,
    /// Withdrawn by the challenger.
    Withdrawn,
    /// A challenge that expired unanswered.
    Expired,
    /// An offer that lapsed because the position changed (a move, a takeback).
    Lapsed,
    /// The game ended some other way before an answer.
    Ended,
}

impl Fate {
    /// Every fate.
    pub const ALL: [Fate; 6] = [
        Fate::Accepted,
        Fate::Declined,
        Fate::Withdrawn,
        Fate::Expired,
        Fate::Lapsed,
        Fate::Ended,
    ];

    /// The outbox kind code of the edit, `retire-{fate}`.
    pub const fn code(self) -> &'static str {
        match self {
            Fate::Accepted => "retire-accepted",
            Fate::Declined => "retire-declined",
            Fate::Withdrawn => "retire-withdrawn",
            Fate::Expired => "retire-expired",
            Fate::Lapsed => "retire-lapsed",
            Fate::Ended => "retire-ended",
        }
    }

    /// Parses an outbox kind code; `None` for every other kind.
    pub fn from_kind(code: &str) -> Option<Fate> {
        Fate::ALL.into_iter().find(|f| f.code() == code)
    }
}

/// What a change from `before` to `after` did to a question: `(kind asked with, fate, who
/// answered)` for each that was open before and is not after.
pub fn retired(before: &GameRecord, after: &GameRecord) -> Vec<(Kind, Fate, Option<String>)> {
    let mut out = Vec::new();
    let end = after.end.as_ref();
    let finished = after.status == Status::Finished;
    if before.status == Status::Challenge && after.status != Status::Challenge {
        let (fate, by) = match (after.status, end.map(|e| e.reason)) {
            (Status::Active, _) => {
                let accepter = [&after.white, &after.black]
                    .into_iter()
                    .find(|s| s.id != after.challenger_id)
                    .map(|s| s.id.clone());
                (Fate::Accepted, accepter)
            }
            (_, Some(EndReason::Declined)) => (Fate::Declined, end.and_then(|e| e.by.clone())),
            (_, Some(EndReason::Withdrawn)) => (Fate::Withdrawn, end.and_then(|e| e.by.clone())),
            (_, Some(EndReason::Expired)) => (Fate::Expired, None),
            _ => (Fate::Ended, None),
        };
        out.push((Kind::Challenge, fate, by));
    }
    let offers = [
        (
            Kind::DrawOffer,
            &before.offers.draw_by,
            &after.offers.draw_by,
        ),
        (
            Kind::TakebackRequest,
            &before.offers.takeback_by,
            &after.offers.takeback_by,
        ),
    ];
    for (kind, was, is) in offers {
        let Some(by) = was else { continue };
        if is.as_ref() == Some(by) {
            continue;
        }
        // The player it was put to; one keyboard: the asker themselves.
        let to = after
            .opponent_of(by)
            .map_or_else(|| by.clone(), |s| s.id.clone());
        let fate = if finished {
            let agreed = end.is_some_and(|e| e.reason == EndReason::Agreement);
            if agreed && kind == Kind::DrawOffer {
                Fate::Accepted
            } else {
                Fate::Ended
            }
        } else if after.ply > before.ply {
            Fate::Lapsed
        } else if after.ply < before.ply {
            // A takeback: accepted if it was the request; a standing draw offer lapses.
            if kind == Kind::TakebackRequest {
                Fate::Accepted
            } else {
                Fate::Lapsed
            }
        } else {
            Fate::Declined
        };
        let who = matches!(fate, Fate::Accepted | Fate::Declined).then_some(to);
        out.push((kind, fate, who));
    }
    out
}

/// Stores, in `tx`, the edit of every question the change from `before` to `after` closed
/// ([`retired`]); questions never announced (none stored) are skipped. Edits carry no receipt.
///
/// # Errors
/// Database failures.
pub async fn store_edits(
    tx: &mut WriteTx,
    before: &GameRecord,
    after: &GameRecord,
    now: i64,
) -> Result<(), GameError> {
    for (kind, fate, by) in retired(before, after) {
        let Some(target) = tx.last_announcement(after.id, kind.code()).await? else {
            continue;
        };
        let edit = NewAnnouncement {
            game_id: after.id,
            kind: fate.code(),
            ply: after.ply,
            actor_id: by,
            channel_id: after.channel_id.clone(),
            created_at: now,
            receipt: None,
        };
        tx.announce_edit(&edit, target).await?;
    }
    Ok(())
}

/// The new text of the question `target` (its row) once it met `fate`, answered by `by`; `now`
/// is the game now. The question's own words in the past tense, then what became of it in bold,
/// e.g. "<@1> offered a draw. **<@2> declined.**".
pub fn retired_text(
    target: &OutboxRow,
    fate: Fate,
    by: Option<&str>,
    now: &GameRecord,
    style: &dyn Style,
) -> String {
    let who = |id: &str| style.player(id, &now.name_of(id));
    let asker = target.actor_id.as_deref().map_or_else(String::new, who);
    let by = by.map_or_else(String::new, who);
    match Kind::from_code(&target.kind) {
        Some(Kind::Challenge) => {
            let challenger = who(&now.challenger_id);
            let asked = if now.is_open_challenge() {
                tr!(
                    style,
                    "game-retired-open-challenge",
                    challenger = challenger,
                    variant = variant_text(now, style)
                )
            } else {
                let challenged = now.challenged();
                tr!(
                    style,
                    "game-retired-challenge",
                    challenger = challenger,
                    challenged = style.player(&challenged.id, &challenged.name),
                    variant = variant_text(now, style)
                )
            };
            let fate = match fate {
                Fate::Accepted => tr!(style, "game-retired-challenge-accepted", by = by),
                Fate::Declined => tr!(style, "game-retired-declined", by = by),
                Fate::Withdrawn => tr!(style, "game-retired-withdrawn", by = by),
                Fate::Expired => tr!(style, "game-retired-expired"),
                Fate::Lapsed | Fate::Ended => tr!(style, "game-retired-challenge-closed"),
            };
            format!("{asked} {}", style.bold(&fate))
        }
        Some(kind @ (Kind::DrawOffer | Kind::TakebackRequest)) => {
            let draw = kind == Kind::DrawOffer;
            let fate = match fate {
                Fate::Accepted if draw => tr!(style, "game-retired-draw-accepted", by = by),
                Fate::Accepted => tr!(style, "game-retired-takeback-accepted", by = by),
                Fate::Declined => tr!(style, "game-retired-declined", by = by),
                Fate::Lapsed if draw => tr!(style, "game-retired-offer-lapsed"),
                Fate::Lapsed => tr!(style, "game-retired-request-lapsed"),
                _ => tr!(style, "game-retired-game-ended"),
            };
            let asked = if draw {
                tr!(style, "game-retired-draw-offer", player = asker)
            } else {
                tr!(style, "game-retired-takeback-request", player = asker)
            };
            format!("{asked} {}", style.bold(&fate))
        }
        _ => style.bold(&tr!(style, "game-retired-question-closed")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fate_codes_round_trip_and_differ_from_kinds() {
        for f in Fate::ALL {
            assert_eq!(Fate::from_kind(f.code()), Some(f));
            assert_eq!(Kind::from_code(f.code()), None);
        }
        assert_eq!(Fate::from_kind("move"), None);
    }
}
