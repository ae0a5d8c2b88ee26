//! The lines inside `play`'s transaction: advanced or dropped by the opponent's move, the
//! reply returned for `play` to play, a refused reply's lines kept with a note.

use super::{answer, color_code, DroppedNote, Line};
use crate::game::record::{GameRecord, Status};
use crate::game::GameError;
use crate::rules::MoveError;
use crate::store::WriteTx;

/// What the move just stored did to the stored lines, inside `play`'s transaction `tx`: `rec`
/// is the game after the move whose canonical text is `played`. The mover's own lines lapse;
/// the lines of the player now to move that start with `played` are advanced and the others
/// dropped; the reply, if any, is returned with its owner's id for `play` to play in the same
/// transaction (announced as [`Kind::ConditionalMove`](crate::game::Kind::ConditionalMove)). Nothing to do (one query) when the
/// game has no lines.
///
/// # Errors
/// Database failures.
pub(crate) async fn after_move(
    tx: &mut WriteTx,
    rec: &GameRecord,
    played: &str,
) -> Result<Option<(String, String, Vec<i64>)>, GameError> {
    if rec.status != Status::Active {
        return Ok(None);
    }
    let rows = tx.conditional_lines(rec.id).await?;
    if rows.is_empty() {
        return Ok(None);
    }
    let owner = rec.turn();
    let mut waiting = Vec::new();
    let mut owner_id = None;
    for row in rows.iter().filter(|r| r.dropped_note.is_none()) {
        if row.color == color_code(owner) && row.ply == rec.ply - 1 {
            owner_id.get_or_insert_with(|| row.owner_id.clone());
            waiting.push(Line::of(row));
        } else {
            // The mover's own lines (they moved themselves) and any left from an earlier ply.
            tx.delete_conditional_line(rec.id, row.id).await?;
        }
    }
    let a = answer(&waiting, played);
    // The lines ending with the reply go once it is played ([`reply_played`]); kept until
    // then, so that a refused reply can mark them dropped.
    for id in &a.dropped {
        tx.delete_conditional_line(rec.id, *id).await?;
    }
    for (id, rest) in &a.advanced {
        tx.set_conditional_line(*id, rec.ply + 1, &rest.join(" "))
            .await?;
    }
    let matched: Vec<i64> = a
        .advanced
        .iter()
        .map(|(id, _)| *id)
        .chain(a.done.iter().copied())
        .collect();
    for id in &a.done {
        if a.reply.is_none() {
            tx.delete_conditional_line(rec.id, *id).await?;
        }
    }
    Ok(a.reply.zip(owner_id).map(|(r, o)| (r, o, matched)))
}

/// The reply was played: the lines it ended (`matched` lines not advanced past it, still at
/// the ply before the move) are deleted.
///
/// # Errors
/// Database failures.
pub(crate) async fn reply_played(
    tx: &mut WriteTx,
    game_id: i64,
    matched: &[i64],
    ply_before: i64,
) -> Result<(), GameError> {
    for row in tx.conditional_lines(game_id).await? {
        if matched.contains(&row.id) && row.ply == ply_before && row.dropped_note.is_none() {
            tx.delete_conditional_line(game_id, row.id).await?;
        }
    }
    Ok(())
}

/// A reply that could not be played (`reply`, refused with `e`): the lines that led to it
/// (`matched`) are dropped, and kept with a note for their owner's next look at them (a code
/// and the reply, [`DroppedNote::stored`]; the owner reads it in their language).
pub(crate) async fn reply_refused(
    tx: &mut WriteTx,
    rec: &GameRecord,
    matched: &[i64],
    reply: &str,
    e: &MoveError,
) -> Result<(), GameError> {
    tracing::warn!(
        game_id = rec.id,
        reply,
        error = %e,
        "a conditional reply was not legal; its lines are dropped" // operator: log line
    );
    let note = DroppedNote::refused(reply, e).stored();
    for id in matched {
        tx.drop_conditional_line(*id, &note).await?;
    }
    Ok(())
}
