//! Ratings through the fake Discord: `/challenge … rated:`, the result announcement with new
//! ratings, `/rating` (a stranger's, one's own, a never-rated player's) with its chart, and
//! `/leaderboard` (empty, then ranked, with the caller's place).

use crate::support;

use crate::support::fake_discord::APP_ID;
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EPHEMERAL, EVE, NO_THREAD};
use serde_json::{json, Value};
use timur::game::At;

const PROVISIONAL: &str =
    "`?` = provisional: too few games, or a long pause, for the rating to be settled yet.";

fn user_json(u: (&str, &str)) -> Value {
    json!({"id": u.0, "username": u.1.to_lowercase(), "global_name": u.1, "discriminator": "0", "avatar": null})
}

/// `/rating` by `by`, about `about` (their own without).
fn rating(h: &Harness, by: (&str, &str), about: Option<(&str, &str)>) -> String {
    match about {
        None => h.simple(by, "rating"),
        Some(u) => {
            let mut users = serde_json::Map::new();
            users.insert(u.0.to_string(), user_json(u));
            h.command(
                by,
                "rating",
                json!([{"name": "user", "type": 6, "value": u.0}]),
                json!({"users": users}),
            )
        }
    }
}

/// `/leaderboard [pool]` (choice index: 0 Tamerlane, 1 Timurid).
fn leaderboard(h: &Harness, by: (&str, &str), pool: Option<u8>) -> String {
    let options = match pool {
        None => json!([]),
        Some(i) => json!([{"name": "pool", "type": 4, "value": i}]),
    };
    h.command(by, "leaderboard", options, json!({}))
}

/// The public reply of a read command (callback type 4, not ephemeral, nobody pinged).
async fn public_reply(h: &Harness, token: &str) -> String {
    let r = h.callback(token).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_ne!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
    assert_eq!(
        r.json["data"]["allowed_mentions"]["users"],
        json!([]),
        "{r:?}"
    );
    r.json["data"]["content"].as_str().unwrap().to_string()
}

/// Alice (White) challenges Bob with `extra` options; Bob accepts; Bob resigns. Returns the
/// game id after the result is posted (the third post in the channel).
pub(crate) async fn bob_resigns(h: &Harness, extra: Value) -> i64 {
    let mut options = vec![json!({"name": "color", "type": 4, "value": 0})];
    options.extend(extra.as_array().unwrap().iter().cloned());
    let t = h.challenge(ALICE, BOB, Value::Array(options));
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}"))
        .await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 2).await;
    h.simple(BOB, "resign");
    let t = h.click(BOB, &format!("timur:resign:{id}"));
    h.fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    h.fake.wait_posts(CHANNEL, 3).await;
    id
}

#[tokio::test]
async fn before_any_rated_game_the_leaderboard_and_rating_say_so() {
    let mut h = Harness::new().await;
    let t = leaderboard(&h, EVE, None);
    assert_eq!(
        public_reply(&h, &t).await,
        "No rated Tamerlane games have been played in this server yet, so the Tamerlane leaderboard is empty. Challenge someone with `/challenge` (rated when there is a time limit)."
    );
    let t = leaderboard(&h, EVE, Some(1));
    assert!(public_reply(&h, &t)
        .await
        .starts_with("No rated Timurid games have been played in this server yet"));
    // Eve asks about herself and about Bob: neither has played.
    let t = rating(&h, EVE, None);
    assert_eq!(
        public_reply(&h, &t).await,
        "<@100000000000000003> has not played a rated game yet. Everyone starts at 1500? (provisional); rated games are those challenged with `rated:true` (the default when there is a time limit)."
    );
    let t = rating(&h, EVE, Some(BOB));
    assert!(public_reply(&h, &t)
        .await
        .starts_with("<@100000000000000002> has not played a rated game yet."));
    h.stop().await;
}

#[tokio::test]
async fn a_rated_game_through_discord_shows_ratings_everywhere() {
    let mut h = Harness::new().await;
    // The harness's challenge has no time limit: casual unless asked; here rated:true.
    let id = bob_resigns(&h, json!([{"name": "rated", "type": 5, "value": true}])).await;
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    assert!(rec.rated);
    let posts = h.fake.posts(CHANNEL);
    // The challenge as posted (answered, it now says so).
    let asked = h
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .unwrap();
    assert_eq!(
        asked.json["content"],
        "<@100000000000000002>, <@100000000000000001> challenges you to a game of **Tamerlane** (default rules). White: <@100000000000000001> (1500?), Black: <@100000000000000002> (1500?). No time limit; the challenge expires <t:1767398400:R>. Rated game."
    );
    assert_eq!(
        posts[2].content,
        "**Game over: <@100000000000000002> resigned; <@100000000000000001> wins (1-0).**\nRatings: <@100000000000000001> 1662? (+162) · <@100000000000000002> 1338? (-162)"
    );
    // Nobody is pinged by the ratings line beyond the players the result pings anyway.
    assert_eq!(posts[2].pings, [ALICE.0.to_string(), BOB.0.to_string()]);

    // A stranger's /rating about Bob: public, deferred, then the text and the chart.
    let t = rating(&h, EVE, Some(BOB));
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5, "{r:?}");
    assert_ne!(r.json["data"]["flags"], EPHEMERAL);
    let f = h.followup(&t).await;
    assert_eq!(
        f.json["content"],
        format!("**Ratings of <@100000000000000002>**\n**Tamerlane**: **1338?** · 1 game: 0 won, 0 drawn, 1 lost\n**Timurid**: no rated games yet (starts at 1500?)\n{PROVISIONAL}")
    );
    assert_eq!(f.json["allowed_mentions"]["users"], json!([]));
    assert_eq!(f.files.len(), 1);
    assert_eq!(f.files[0].filename, "rating.png");
    let img = image::load_from_memory(&f.files[0].bytes).unwrap();
    assert_eq!((img.width(), img.height()), (640, 300));

    // /leaderboard by Eve (not ranked), then Bob asking for Timurid (empty).
    let t = leaderboard(&h, EVE, None);
    assert_eq!(
        public_reply(&h, &t).await,
        format!("**Tamerlane leaderboard** (this server)\n1. <@100000000000000001> **1662?** · 1 game\n2. <@100000000000000002> **1338?** · 1 game\n{PROVISIONAL}")
    );
    let t = leaderboard(&h, BOB, Some(1));
    assert!(public_reply(&h, &t)
        .await
        .starts_with("No rated Timurid games"));

    // /games shows the opponent's rating; a casual game's result has no ratings line.
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "rated", "type": 5, "value": false}]),
    );
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}"))
        .await;
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert!(posts[3].content.contains("(1662?)"), "{}", posts[3].content);
    assert!(posts[3].content.ends_with("Casual game (not rated)."));
    let t = h.simple(BOB, "games");
    let r = h.callback(&t).await;
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let games = r.json["data"]["content"].as_str().unwrap();
    assert!(
        games.contains("vs **Alice** (1662?) · Tamerlane · challenge waiting"),
        "{games}"
    );
    h.stop().await;
}

#[tokio::test]
async fn the_leaderboard_shows_the_callers_place_outside_the_top_ten() {
    let mut h = Harness::new().await;
    // Twelve players in this server, 2 beats 1, 3 beats 2, …, 12 beats 11 (through the
    // service; the leaderboard is what is tested here).
    let svc = h.service().clone();
    for w in 2..=12_u64 {
        let white = timur::game::Player::new(format!("{}", 200 + w), format!("P{w}"));
        let black = timur::game::Player::new(format!("{}", 200 + w - 1), format!("P{}", w - 1));
        let g = svc
            .challenge(
                &timur::game::ChallengeRequest::new(format!("9{w}"), white.clone())
                    .guild(support::harness::GUILD)
                    .opponent(black.clone())
                    .color(timur::game::ColorChoice::White)
                    .days(Some(3))
                    .gif(false),
            )
            .await
            .unwrap();
        svc.accept(g.id, &black).await.unwrap();
        svc.resign(At::Game(g.id), &black.id).await.unwrap();
    }
    let me = ("201", "P1");
    let t = leaderboard(&h, me, None);
    let text = public_reply(&h, &t).await;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "**Tamerlane leaderboard** (this server)");
    assert_eq!(lines.len(), 1 + 10 + 2 + 1 + 1, "{text}");
    assert!(lines[1].starts_with("1. <@212> **"), "{text}");
    assert_eq!(lines[11], "…");
    assert!(lines[12].starts_with("12. <@201> (you) **"), "{text}");
    assert!(lines[12].ends_with("?** · 1 game"), "{text}");
    assert_eq!(lines[13], "12 players ranked.");
    assert_eq!(lines[14], PROVISIONAL);
    h.stop().await;
}
