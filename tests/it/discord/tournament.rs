//! A Swiss of eight players through the fake Discord: `/tournament create`, eight Join clicks
//! (the announcement edited as they join), `/tournament start`, each round's games in their own
//! threads with their first boards, results, the standings, and the final standings with the
//! winner. The results are given through the game service (every other step is Discord's).

use super::swiss_cup;
use crate::support::harness::{Harness, CHANNEL};
use serde_json::json;
use std::time::Duration;
use timur::game::At;

fn players() -> Vec<(String, String)> {
    (0..8)
        .map(|i| (format!("1000000000000001{i:02}"), format!("P{}", i + 1)))
        .collect()
}

/// Waits (at most 20 s) until round `round` of event 1 has `n` games in the bot's database.
pub(super) async fn games_of_round(
    h: &Harness,
    round: i64,
    n: usize,
) -> Vec<(i64, String, String)> {
    let store = h.service().store().clone();
    let store = &store;
    h.until_within(
        Duration::from_secs(20),
        "the round's games created",
        || async move {
            let ps = store.pairings(1).await.unwrap();
            let games: Vec<(i64, String, String)> = ps
                .iter()
                .filter(|p| p.round == round)
                .filter_map(|p| {
                    p.game_id
                        .map(|g| (g, p.white_id.clone(), p.black_id.clone().unwrap()))
                })
                .collect();
            (games.len() == n).then_some(games)
        },
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_players_play_a_swiss_from_signup_to_the_winner() {
    let h = Harness::new().await;
    let ps = players();
    let p = |i: usize| (ps[i].0.as_str(), ps[i].1.as_str());
    let token = h.command(
        p(0),
        "tournament",
        json!([{"name": "create", "type": 1, "options": swiss_cup("Cup")}]),
        json!({}),
    );
    h.assert_acted(
        &token,
        "**Cup** is created; its announcement with the Join button follows in this channel.",
    )
    .await;
    let announcement = h.fake.wait_posts(CHANNEL, 1).await.remove(0);
    assert_eq!(
        announcement.buttons,
        vec!["tourney:join:1", "tourney:leave:1"]
    );
    assert!(
        announcement.content.starts_with(
            "🏆 **Cup** · Tamerlane · swiss · 3 days per move · rated\nOpen for sign-up (0 of at most 64 players"
        ),
        "{}",
        announcement.content
    );
    for i in 0..8 {
        let t = h.click(p(i), "tourney:join:1");
        let f = h.followup(&t).await;
        assert_eq!(
            f.json["content"],
            format!("You are signed up for **Cup** ({} players so far).", i + 1)
        );
    }
    // The announcement is edited until it lists all eight.
    let last = format!("<@{}>", ps[7].0);
    let edit_path = format!("/api/v10/channels/{CHANNEL}/messages/{}", announcement.id);
    let edit = h
        .fake
        .wait_for(|r| {
            r.method == "PATCH"
                && r.path == edit_path
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains(&last))
        })
        .await;
    assert!(edit.json["content"]
        .as_str()
        .unwrap()
        .contains("Open for sign-up (8 of at most 64 players"));
    let token = h.command(
        p(0),
        "tournament",
        json!([{"name": "start", "type": 1, "options": []}]),
        json!({}),
    );
    h.assert_acted(
        &token,
        "**Cup** has started with 8 players: 4 rounds; the pairings of round 1 follow in its thread.",
    )
    .await;
    let thread = announcement.id.clone();
    for round in 1..=4 {
        let games = games_of_round(&h, round, 4).await;
        for (g, white, black) in &games {
            let rec = h.service().load(At::Game(*g)).await.unwrap().record;
            // The game's own thread got its first board, pinging White.
            let start = h.fake.wait_posts(&rec.channel_id, 1).await.remove(0);
            assert!(start.pings.contains(white), "{start:?}");
            assert_eq!(rec.parent_channel_id.as_deref(), Some(CHANNEL));
            let loser = white.clone().max(black.clone());
            h.service().resign(At::Game(*g), &loser).await.unwrap();
        }
    }
    let winner = format!("🏆 **Cup** is over. Winner: <@{}>.", ps[0].0);
    let final_post = h
        .fake
        .wait_for(|r| {
            r.method == "POST"
                && r.path == format!("/api/v10/channels/{thread}/messages")
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.starts_with(&winner))
        })
        .await;
    assert_eq!(final_post.files.len(), 1);
    assert_eq!(final_post.files[0].filename, "standings.png");
    // One thread for the event and one per game, none twice.
    let threads = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/threads") && r.status == 201)
        .count();
    assert_eq!(threads, 1 + 16);
}
