//! End to end with the fake Discord: two bots ("processes") on one database, each with its own
//! gateway connection and shard id (0 and 1 of 2), delivery worker and scheduler; on SQLite
//! and on PostgreSQL. A game whose interactions alternate between them plays to its end on
//! time, the reminder and the timeout fire once, and a killed bot's claimed announcement is
//! delivered by the other once its lease runs out.

use crate::support::fake_discord::Fault;
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, NO_THREAD};
use serde_json::json;
use std::collections::HashSet;
use std::time::Duration;
use timur::discord::ShardPlan;
use timur::store::{GameKey, DAY};

fn shard(n: u32) -> ShardPlan {
    ShardPlan::Range {
        first: n,
        last: n,
        total: 2,
    }
}

/// `/challenge` from Alice to Bob, Alice White, one day per move.
fn challenge(h: &Harness) -> String {
    h.command(
        ALICE,
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": BOB.0},
            {"name": "days", "type": 4, "value": 0},
            {"name": "color", "type": 4, "value": 0}
        ]),
        json!({"users": {BOB.0: {"id": BOB.0, "username": "bob", "global_name": "Bob", "discriminator": "0", "avatar": null}}}),
    )
}

both_backends! {
async fn two_bots_share_the_work_and_take_over_a_dead_ones_announcement(db) {
    let mut h = Harness::without_bot(Some(db.url.clone())).await;
    let a = h.start_shards(shard(0), "A").await;
    let b = h.start_shards(shard(1), "B").await;
    assert_eq!(h.fake.shard_ids(), [0, 1]);
    let route = |h: &Harness, s: u64| *h.route.lock().unwrap() = Some(s);

    // Alice's interactions reach bot A (shard 0), Bob's reach bot B (shard 1).
    route(&h, 0);
    let t = challenge(&h);
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}")).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = a.service.store().game(GameKey::OpenIn(CHANNEL)).await.unwrap().unwrap().id;
    route(&h, 1);
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    let f = h.answer(&t).await;
    assert_eq!(f.json["content"], "You accepted the challenge: the game begins, and the board follows.");
    h.fake.wait_posts(CHANNEL, 2).await;
    for (n, (who, text, s)) in [(ALICE, "e3-e4", 0), (BOB, "e8-e7", 1), (ALICE, "f3-f4", 0)].into_iter().enumerate() {
        route(&h, s);
        let t = h.play(who, text);
        h.assert_dismissed(&t).await;
        h.fake.wait_posts(CHANNEL, 3 + n).await;
    }
    assert_eq!(b.service.moves(id).await.unwrap().len(), 3);

    // Bob never moves: both schedulers see the reminder and the deadline; each fires once.
    h.clock.advance(2 * DAY);
    let posts = h.fake.wait_posts(CHANNEL, 7).await;
    // The game is over, so no scheduler adds a row for it: once its outbox is drained,
    // every post it will ever get has been made.
    let rows = h.drained_in(&a.service, id).await;
    let posts_now = h.fake.posts(CHANNEL);
    assert_eq!(posts_now.len(), 7, "{posts_now:#?}");
    let kinds: Vec<String> = rows.into_iter().map(|r| r.kind).collect();
    assert_eq!(kinds, ["challenge", "retire-accepted", "start", "move", "move", "move", "reminder", "game_over"]);
    assert!(posts[5].content.starts_with("<@100000000000000002>, a reminder: it is your move"), "{}", posts[5].content);
    // A timed game is rated by default (issue 12), so the result carries the new ratings.
    assert_eq!(posts[6].content, "**Game over: <@100000000000000002> ran out of time; <@100000000000000001> wins (1-0).**\nRatings: <@100000000000000001> 1662? (+162) · <@100000000000000002> 1338? (-162)");
    let nonces: HashSet<_> = posts_now.iter().map(|p| p.nonce.clone().unwrap()).collect();
    assert_eq!(nonces.len(), 7);
    assert_eq!(h.fake.nonce_repeats(), 0);

    // The next challenge's post reaches Discord, but the answer never comes back to the bot
    // that claimed it; that bot dies. The other posts it again after the lease (same nonce:
    // Discord answers with the message already created) and marks it delivered.
    h.fake.fail_posts(CHANNEL, 1, Fault::Hang(Duration::from_secs(30)));
    route(&h, 0);
    let t = challenge(&h);
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}")).await;
    h.fake.wait_posts(CHANNEL, 8).await;
    let g2 = a.service.store().game(GameKey::OpenIn(CHANNEL)).await.unwrap().unwrap().id;
    let row = a.service.store().outbox_of(g2).await.unwrap().remove(0);
    assert_eq!(row.delivery.delivered_at, None);
    let holder = row.claimed_by.clone().unwrap();
    let survivor = match holder.as_str() {
        "A" => {
            a.kill().await;
            b
        }
        "B" => {
            b.kill().await;
            a
        }
        other => panic!("claimed by {other}"),
    };
    h.drained_in(&survivor.service, g2).await;
    assert_eq!(h.fake.posts(CHANNEL).len(), 8);
    assert_eq!(h.fake.nonce_repeats(), 1, "the survivor re-sent it with the same nonce");
    survivor.kill().await;
}}
