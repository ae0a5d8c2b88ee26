//! The game GIF and HTML replay through the fake Discord: `/export format:`, the GIF attached
//! to the game-over announcement, and `/challenge gif:false`.

use crate::support::fake_discord::{Fault, Recorded, APP_ID};
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EPHEMERAL, EVE};
use serde_json::json;
use timur::game::{At, History};
use timur::i18n::Lang;
use timur::render::{render_gif, render_replay_html, GifOptions};
use timur::rules::Color;

/// Alice (White) challenges Bob with `extra` options; Bob accepts; Alice plays e3-e4 and Bob
/// e8-e7. Returns the game id once the four posts are out.
async fn two_plies(h: &Harness, extra: serde_json::Value) -> i64 {
    let mut options = vec![json!({"name": "color", "type": 4, "value": 0})];
    options.extend(extra.as_array().unwrap().iter().cloned());
    let t = h.challenge(ALICE, BOB, serde_json::Value::Array(options));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 2).await;
    let t = h.play(ALICE, "e3-e4");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 3).await;
    let t = h.play(BOB, "e8-e7");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 4).await;
    id
}

/// Bob resigns (command and confirmation); returns once the game-over post is out.
async fn bob_resigns(h: &Harness, id: i64) {
    let t = h.simple(BOB, "resign");
    h.callback(&t).await;
    let t = h.click_ephemeral(BOB, &format!("timur:resign:{id}"));
    h.fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    h.fake.wait_posts(CHANNEL, 5).await;
}

/// `/export format:<index>` (0 pgn, 1 gif, 2 html).
fn export(h: &Harness, who: (&str, &str), format: u8) -> String {
    h.command(
        who,
        "export",
        json!([{"name": "format", "type": 4, "value": format}]),
        json!({}),
    )
}

/// The deferred public answer (type 5 without the ephemeral flag), then its followup.
async fn deferred_followup(h: &Harness, token: &str) -> Recorded {
    let r = h.callback(token).await;
    assert_eq!(r.json["type"], 5, "{r:?}");
    assert_ne!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
    h.followup(token).await
}

/// The number of frames of a GIF.
fn frames(bytes: &[u8]) -> usize {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut dec = opts.read_info(bytes).expect("valid GIF");
    let mut n = 0;
    while dec.read_next_frame().expect("valid frame").is_some() {
        n += 1;
    }
    n
}

/// The replay record of stored game `id` as the bot draws it.
async fn record(h: &Harness, id: i64) -> History {
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    let moves = h.service().moves(id).await.unwrap();
    History::from_rows(&rec, &moves).unwrap()
}

#[tokio::test]
async fn export_gif_and_html_from_each_side_and_the_gif_with_the_result() {
    let mut h = Harness::new().await;
    let id = two_plies(&h, json!([])).await;
    let players = "The record of **Tamerlane** (default rules): <@100000000000000001> (White) vs <@100000000000000002> (Black).";
    let running = record(&h, id).await;
    assert_eq!(running.move_texts(), ["e3-e4", "e8-e7"]);
    // Bob sees the game from Black's side, Alice and the spectator Eve from White's.
    for (who, format, bottom, name) in [
        (BOB, 1, Color::Black, format!("game-{id}.gif")),
        (ALICE, 1, Color::White, format!("game-{id}.gif")),
        (EVE, 1, Color::White, format!("game-{id}.gif")),
        (BOB, 2, Color::Black, format!("game-{id}.html")),
    ] {
        let t = export(&h, who, format);
        let f = deferred_followup(&h, &t).await;
        assert_eq!(f.json["content"], players);
        assert_eq!(f.files.len(), 1, "{f:?}");
        assert_eq!(f.files[0].filename, name);
        let expected = if format == 1 {
            let options = GifOptions {
                bottom,
                ..GifOptions::default()
            };
            render_gif(&running.replay(), &options).unwrap().bytes
        } else {
            render_replay_html(&running.replay(), bottom).into_bytes()
        };
        assert!(f.files[0].bytes == expected, "{name} for {}", who.1);
        if format == 1 {
            // Start, two plies, the end frame.
            assert_eq!(frames(&f.files[0].bytes), 4);
        }
    }
    // The game ends: the result comes with the whole game as a GIF, White at the bottom.
    bob_resigns(&h, id).await;
    let posts = h.fake.posts(CHANNEL);
    assert_eq!(
        posts[4].content,
        "**Game over: <@100000000000000002> resigned; <@100000000000000001> wins (1-0).**"
    );
    assert_eq!(posts[4].files, [format!("game-{id}.gif")]);
    let post = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| {
            r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
        })
        .find(|r| {
            r.files
                .iter()
                .any(|f| f.filename == format!("game-{id}.gif"))
        })
        .expect("the game-over post");
    let finished = record(&h, id).await;
    assert_eq!(
        finished
            .ending()
            .map(|r| (r.result.code(), r.sentence(Lang::En))),
        Some(("1-0", "Black resigned; White wins".to_string()))
    );
    let gif = &post.files[0].bytes;
    assert_eq!(frames(gif), 4);
    assert!(
        *gif == render_gif(&finished.replay(), &GifOptions::default())
            .unwrap()
            .bytes
    );
    // Once finished, the channel's last game still exports.
    let t = export(&h, EVE, 2);
    let f = deferred_followup(&h, &t).await;
    assert_eq!(f.files[0].filename, format!("game-{id}.html"));
    assert!(f.files[0].bytes == render_replay_html(&finished.replay(), Color::White).into_bytes());
    // The PGN stays the default.
    let t = h.simple(ALICE, "export");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_eq!(r.json["data"]["content"], players);
    h.stop().await;
}

#[tokio::test]
async fn a_challenge_with_gif_false_ends_without_the_gif() {
    let mut h = Harness::new().await;
    let id = two_plies(&h, json!([{"name": "gif", "type": 5, "value": false}])).await;
    assert!(!h.service().load(At::Game(id)).await.unwrap().record.gif);
    bob_resigns(&h, id).await;
    let posts = h.fake.posts(CHANNEL);
    assert_eq!(
        posts[4].content,
        "**Game over: <@100000000000000002> resigned; <@100000000000000001> wins (1-0).**"
    );
    assert!(posts[4].files.is_empty(), "{:?}", posts[4].files);
    h.stop().await;
}

#[tokio::test]
async fn export_gif_outside_a_game_is_refused_politely() {
    let mut h = Harness::new().await;
    let t = export(&h, EVE, 1);
    h.assert_refused(
        &t,
        "There is no game in this channel. Start one with /challenge.",
    )
    .await;
    h.stop().await;
}

#[tokio::test]
async fn the_game_over_gif_survives_a_restart_and_is_posted_once() {
    let mut h = Harness::new().await;
    let id = two_plies(&h, json!([])).await;
    // Discord is down when the game ends: the result is stored, its post waits in the outbox.
    h.fake.fail_posts(CHANNEL, 10_000, Fault::Status(503));
    let t = h.simple(BOB, "resign");
    h.callback(&t).await;
    let t = h.click_ephemeral(BOB, &format!("timur:resign:{id}"));
    h.fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    h.kill().await;
    h.fake.clear_faults(CHANNEL);
    assert_eq!(h.fake.posts(CHANNEL).len(), 4);
    h.start().await;
    let posts = h.fake.wait_posts(CHANNEL, 5).await;
    assert_eq!(
        posts[4].content,
        "**Game over: <@100000000000000002> resigned; <@100000000000000001> wins (1-0).**"
    );
    assert_eq!(posts[4].files, [format!("game-{id}.gif")]);
    h.drained(id).await;
    assert_eq!(h.fake.posts(CHANNEL).len(), 5);
    h.stop().await;
}
