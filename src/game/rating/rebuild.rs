//! `timur ratings --rebuild`: every rating recomputed from the stored rated games and compared
//! with the stored values bit for bit.

use super::{
    change_row, eligible, glicko_after, glicko_before, rating_row, score_code, RebuildReport,
};
use crate::game::record::{EndReason, GameResult};
use crate::game::GameError;
use crate::rating::{rebuild, Pool, RatedGame};
use crate::rules::VariantId;
use crate::store::{RatingChangeRow, Store};
use std::collections::HashMap;

/// Recomputes every rating from the stored rated games, in the order they were rated, and
/// compares each stored value (both players' values before and after each game, and every
/// current standing) with the recomputed one, bit for bit. With `write`, replaces the stored
/// values with the recomputed ones in one transaction.
///
/// # Errors
/// Database failures.
pub async fn rebuild_ratings(store: &Store, write: bool) -> Result<RebuildReport, GameError> {
    let mut tx = store.write().await?;
    let rows = tx.rated_games().await?;
    let mut report = RebuildReport::default();
    let mut games = Vec::new();
    for r in &rows {
        let reason = r.end_reason.as_deref().and_then(EndReason::from_code);
        let result = r.result.as_deref().and_then(GameResult::from_code);
        let counts = reason.is_some_and(|reason| {
            eligible(
                true,
                &r.channel_id,
                (&r.white_id, &r.black_id),
                reason,
                result,
            )
            .is_some()
        });
        if r.applied == 0 && !counts {
            // Flagged rated but never counted (local, or without a result): nothing to replay.
            continue;
        }
        let variant: Option<VariantId> = r.variant.parse().ok();
        match (variant, score_code(r.result.as_deref()), r.finished_at) {
            (Some(v), Some(score), Some(at)) => games.push(RatedGame {
                game_id: r.game_id,
                pool: Pool::of(v),
                white: r.white_id.clone(),
                black: r.black_id.clone(),
                score,
                at,
            }),
            _ => report.differences.push(format!(
                "game {}: cannot be rated (variant '{}', result {:?}, finished at {:?}); left out", // operator: timur rating rebuild report
                r.game_id, r.variant, r.result, r.finished_at
            )),
        }
    }
    let (table, applied) = rebuild(&games);
    report.games = games.len();
    report.standings = table.len();

    let stored = tx.all_rating_changes().await?;
    let mut by_game: HashMap<(i64, &str), &RatingChangeRow> = HashMap::new();
    for c in &stored {
        by_game.insert((c.game_id, c.user_id.as_str()), c);
    }
    let mut recomputed = 0;
    for (game, a) in games.iter().zip(&applied) {
        for (user, (before, after)) in [(&game.white, a.white), (&game.black, a.black)] {
            recomputed += 1;
            match by_game.get(&(game.game_id, user.as_str())) {
                None => report.differences.push(format!(
                    "game {}: no stored change for {user}", // operator: timur rating rebuild report
                    game.game_id
                )),
                Some(c) if glicko_before(c) != before || glicko_after(c) != after => {
                    report.differences.push(format!(
                        "game {}: {user}: stored {:?} -> {:?}, recomputed {before:?} -> {after:?}", // operator: timur rating rebuild report
                        game.game_id,
                        glicko_before(c),
                        glicko_after(c)
                    ))
                }
                Some(_) => {}
            }
        }
    }
    if stored.len() != recomputed {
        report.differences.push(format!(
            "{} change rows stored, {recomputed} recomputed", // operator: timur rating rebuild report
            stored.len()
        ));
    }
    let stored_ratings = tx.all_ratings().await?;
    for (user, pool, s) in table.iter() {
        let row = stored_ratings
            .iter()
            .find(|r| r.user_id == user && r.pool == pool.code());
        let want = rating_row(user, pool, s);
        match row {
            Some(r) if *r == want => {}
            Some(r) => report.differences.push(format!(
                "{user} in {pool}: stored {r:?}, recomputed {want:?}" // operator: timur rating rebuild report
            )),
            None => report
                .differences
                .push(format!("{user} in {pool}: no stored rating")), // operator: timur rating rebuild report
        }
    }
    if stored_ratings.len() != table.len() {
        report.differences.push(format!(
            "{} ratings stored, {} recomputed", // operator: timur rating rebuild report
            stored_ratings.len(),
            table.len()
        ));
    }
    if write {
        tx.clear_ratings().await?;
        for (game, a) in games.iter().zip(&applied) {
            tx.add_rating_change(&change_row(
                game.game_id,
                &game.white,
                game.pool,
                a.white.0,
                a.white.1,
            ))
            .await?;
            tx.add_rating_change(&change_row(
                game.game_id,
                &game.black,
                game.pool,
                a.black.0,
                a.black.1,
            ))
            .await?;
        }
        for (user, pool, s) in table.iter() {
            tx.put_rating(&rating_row(user, pool, s)).await?;
        }
        tx.commit().await?;
        report.written = true;
    }
    Ok(report)
}
