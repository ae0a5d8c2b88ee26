//! End to end: the real serenity/poise client against a fake Discord on 127.0.0.1.
//! The tests push interactions into the fake gateway and assert on the REST requests the bot
//! makes in answer: callback types, ephemeral flags, texts, attachments.

mod support;

use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;
use support::fake_discord::{message_json, FakeDiscord, Recorded, APP_ID, ATTACHMENT_LIMIT};
use timur::discord::{build_client, Config};
use timur::game::{Clock, GameService};
use timur::rules::{Position, VariantId};
use timur::store::Store;

const GUILD: &str = "800000000000000001";
const CHANNEL: &str = "700000000000000001";
const ALICE: (&str, &str) = ("100000000000000001", "Alice");
const BOB: (&str, &str) = ("100000000000000002", "Bob");
const EVE: (&str, &str) = ("100000000000000003", "Eve");
const EPHEMERAL: u64 = 64;

/// The bot's fixed clock in these tests (Unix seconds), so timestamps in texts are exact.
const NOW: i64 = 1_767_225_600;
/// What every challenge here adds after the board-game part: no clock (days: none), the
/// expiry 48 hours after [`NOW`], and why there is no thread (no Create Public Threads bit).
const CHALLENGE_TAIL: &str = " No time limit; the challenge expires <t:1767398400:R>.\n(The game is played in this channel: I lack the Create Public Threads permission here.)";

#[derive(Debug)]
struct FixedClock;
impl Clock for FixedClock {
    fn now(&self) -> i64 {
        NOW
    }
}

/// A running bot: its client task and what is needed to stop it.
struct Bot {
    shards: std::sync::Arc<serenity::gateway::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    store: Store,
}

/// Starts a bot on `db` against `fake` and waits until it has registered its commands (the
/// `registrations`-th PUT), i.e. until it is ready.
async fn start_bot(fake: &FakeDiscord, db: &Path, registrations: usize) -> Bot {
    // Build the piece sprites first, so that the first picture
    // does not eat into the fake's 5 s waits when several tests share the two cores.
    tokio::task::spawn_blocking(timur::render::warm_up)
        .await
        .unwrap();
    let store = Store::open(db.to_str().unwrap()).await.unwrap();
    let config = Config {
        token: "fake-token".into(),
        database_url: db.to_str().unwrap().into(),
        guild_id: None,
        api_base: Some(fake.base.clone()),
    };
    let service = GameService::with_clock(store.clone(), std::sync::Arc::new(FixedClock));
    let mut client = build_client(&config, service).await.unwrap();
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        client.start().await.unwrap();
    });
    fake.wait_n(registrations, |r| {
        r.method == "PUT" && r.path == format!("/api/v10/applications/{APP_ID}/commands")
    })
    .await;
    Bot {
        shards,
        task,
        store,
    }
}

impl Bot {
    async fn stop(self) {
        self.shards.shutdown_all().await;
        tokio::time::timeout(Duration::from_secs(5), self.task)
            .await
            .expect("the client did not stop")
            .unwrap();
        self.store.close().await;
    }
}

fn user(u: (&str, &str)) -> Value {
    json!({"id": u.0, "username": u.1.to_lowercase(), "global_name": u.1, "discriminator": "0", "avatar": null})
}

fn member(u: (&str, &str)) -> Value {
    json!({
        "user": user(u), "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00",
        "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": "2147483647",
    })
}

/// The fields every interaction has; returns it with its token.
fn interaction(fake: &FakeDiscord, kind: u8, who: (&str, &str)) -> (Value, String) {
    let id = fake.snowflake();
    let token = format!("tok-{id}");
    let v = json!({
        "id": id, "application_id": APP_ID, "type": kind, "token": token, "version": 1,
        "guild_id": GUILD, "channel_id": CHANNEL, "member": member(who),
        "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "app_permissions": "2147483647", "attachment_size_limit": ATTACHMENT_LIMIT,
    });
    (v, token)
}

/// Sends a slash command (type 2) and returns its token.
fn command(
    fake: &FakeDiscord,
    who: (&str, &str),
    name: &str,
    options: Value,
    resolved: Value,
) -> String {
    let (mut v, token) = interaction(fake, 2, who);
    v["data"] = json!({"id": "600000000000000001", "name": name, "type": 1, "options": options, "resolved": resolved});
    fake.interaction(v);
    token
}

/// `/move move:<text>`.
fn play(fake: &FakeDiscord, who: (&str, &str), text: &str) -> String {
    command(
        fake,
        who,
        "move",
        json!([{"name": "move", "type": 3, "value": text}]),
        json!({}),
    )
}

/// `/challenge opponent:<who> [variant] [color] [options]` (choices are sent as indices).
fn challenge(fake: &FakeDiscord, by: (&str, &str), opponent: (&str, &str), extra: Value) -> String {
    // days: none (menu index 7), so move replies carry no deadline line.
    let mut options = vec![
        json!({"name": "opponent", "type": 6, "value": opponent.0}),
        json!({"name": "days", "type": 4, "value": 7}),
    ];
    options.extend(extra.as_array().unwrap().iter().cloned());
    let mut users = serde_json::Map::new();
    users.insert(opponent.0.to_string(), user(opponent));
    command(
        fake,
        by,
        "challenge",
        Value::Array(options),
        json!({"users": users}),
    )
}

/// An autocomplete request (type 4) for `/move` with `typed` focused.
fn autocomplete(fake: &FakeDiscord, who: (&str, &str), typed: &str) -> String {
    let (mut v, token) = interaction(fake, 4, who);
    v["data"] = json!({"id": "600000000000000001", "name": "move", "type": 1,
        "options": [{"name": "move", "type": 3, "value": typed, "focused": true}]});
    fake.interaction(v);
    token
}

/// A click (type 3) on the button `custom_id` of a bot message.
fn click(fake: &FakeDiscord, who: (&str, &str), custom_id: &str) -> String {
    let (mut v, token) = interaction(fake, 3, who);
    v["data"] = json!({"custom_id": custom_id, "component_type": 2});
    v["message"] = message_json(
        "500000000000000001",
        CHANNEL,
        support::fake_discord::BOT_ID,
        "challenge",
    );
    fake.interaction(v);
    token
}

async fn callback(fake: &FakeDiscord, token: &str) -> Recorded {
    fake.wait_path("POST", &format!("/{token}/callback")).await
}

async fn followup(fake: &FakeDiscord, token: &str) -> Recorded {
    fake.wait_path("POST", &format!("/webhooks/{APP_ID}/{token}"))
        .await
}

/// Asserts an ephemeral message reply (type 4, flag 64) with exactly `text`.
async fn assert_refused(fake: &FakeDiscord, token: &str, text: &str) {
    let r = callback(fake, token).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
    assert_eq!(r.json["data"]["content"], text);
    // Nothing else was sent for this interaction (no defer, no followup).
    tokio::time::sleep(Duration::from_millis(50)).await;
    let n = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains(token))
        .count();
    assert_eq!(n, 1, "a refusal is one ephemeral reply");
}

/// Asserts a public deferred move (type 5, no flags) followed by a board and `text`.
async fn assert_board_reply(fake: &FakeDiscord, token: &str, text: &str) {
    let r = callback(fake, token).await;
    assert_eq!(r.json["type"], 5, "{r:?}");
    assert_ne!(r.json["data"]["flags"], EPHEMERAL);
    let f = followup(fake, token).await;
    assert_eq!(f.json["content"], text);
    assert_board_png(&f);
}

fn assert_board_png(r: &Recorded) {
    assert_eq!(r.files.len(), 1, "{r:?}");
    assert_eq!(r.files[0].field, "files[0]");
    assert_eq!(r.files[0].filename, "board.png");
    assert_eq!(r.json["attachments"][0]["filename"], "board.png");
    let img = image::load_from_memory_with_format(&r.files[0].bytes, image::ImageFormat::Png)
        .expect("the attachment is a PNG");
    assert!(
        img.width() > 800,
        "board is {}×{}",
        img.width(),
        img.height()
    );
    let id = VariantId::Tamerlane;
    let variant = Position::start(id, id.default_options()).variant();
    assert_eq!(
        (img.width(), img.height()),
        timur::render::board_size(variant)
    );
}

fn no_unknown_routes(fake: &FakeDiscord) {
    let unknown: Vec<_> = fake
        .requests()
        .into_iter()
        .filter(|r| r.status == 404)
        .collect();
    assert!(unknown.is_empty(), "unexpected requests: {unknown:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_over_the_fake_gateway() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("t.db"), 1).await;

    // Registration: every command, with the variant menu and move autocomplete.
    let put = fake.wait_path("PUT", "/commands").await;
    let names: Vec<&str> = put
        .json
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "challenge",
            "move",
            "board",
            "resign",
            "claim",
            "rules",
            "piece",
            "help",
            "draw",
            "abort",
            "takeback",
            "games",
            "history",
            "export",
            "vacation"
        ]
    );
    let challenge_cmd = &put.json[0];
    let variant = &challenge_cmd["options"][1];
    assert_eq!(variant["name"], "variant");
    let choices: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = VariantId::ALL.iter().map(|v| v.name()).collect();
    assert_eq!(choices, expected);
    assert_eq!(put.json[1]["options"][0]["name"], "move");
    assert_eq!(put.json[1]["options"][0]["autocomplete"], true);

    // Alice challenges Bob and takes White.
    let t = challenge(
        &fake,
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 4);
    assert_eq!(r.json["data"]["flags"], 0);
    assert_eq!(
        r.json["data"]["content"],
        format!("<@100000000000000002>, <@100000000000000001> challenges you to a game of **Tamerlane** (default rules). White: <@100000000000000001>, Black: <@100000000000000002>.{CHALLENGE_TAIL}")
    );
    let buttons = &r.json["data"]["components"][0]["components"];
    assert_eq!(buttons[0]["custom_id"], "timur:accept:1");
    assert_eq!(buttons[0]["label"], "Accept");
    assert_eq!(buttons[1]["custom_id"], "timur:decline:1");
    assert_eq!(r.json["data"]["allowed_mentions"]["users"], json!([BOB.0]));

    // A stranger, and the challenger herself, cannot accept.
    let t = click(&fake, EVE, "timur:accept:1");
    assert_refused(
        &fake,
        &t,
        "Only the challenged player can accept this challenge.",
    )
    .await;
    let t = click(&fake, ALICE, "timur:accept:1");
    assert_refused(
        &fake,
        &t,
        "Only the challenged player can accept this challenge.",
    )
    .await;
    // Moving before the challenge is accepted.
    let t = play(&fake, ALICE, "e3-e4");
    assert_refused(&fake, &t, "The challenge has not been accepted yet.").await;

    // Bob accepts: the challenge message is updated in place (type 7, buttons gone) and the
    // first board is posted from White's side.
    let t = click(&fake, BOB, "timur:accept:1");
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 7);
    assert_eq!(
        r.json["data"]["content"],
        "<@100000000000000002> accepted the challenge from <@100000000000000001> to a game of **Tamerlane** (default rules). White: <@100000000000000001>, Black: <@100000000000000002>."
    );
    assert_eq!(r.json["data"]["components"], json!([]));
    let f = followup(&fake, &t).await;
    assert_eq!(
        f.json["content"],
        "The game begins. <@100000000000000001> (White), your move: type /move."
    );
    assert_board_png(&f);
    // A late click on the closed challenge.
    let t = click(&fake, BOB, "timur:decline:1");
    assert_refused(&fake, &t, "This challenge is no longer open.").await;

    // Autocomplete: Alice's legal moves matching "e3"; Bob (not his turn) gets none.
    let t = autocomplete(&fake, ALICE, "e3");
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 8);
    let choices = r.json["data"]["choices"].as_array().unwrap();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    assert!(
        choices
            .iter()
            .any(|c| c["value"] == "e3-e4" && c["name"] == "e3-e4"),
        "{choices:?}"
    );
    assert!(choices
        .iter()
        .all(|c| c["name"].as_str().unwrap().len() <= 100));
    let t = autocomplete(&fake, ALICE, "");
    let r = callback(&fake, &t).await;
    let all = r.json["data"]["choices"].as_array().unwrap().len();
    assert!((1..=25).contains(&all), "{all}");
    let t = autocomplete(&fake, BOB, "e");
    assert_eq!(callback(&fake, &t).await.json["data"]["choices"], json!([]));

    // Refusals: not your turn, not your game, illegal (the rules' exact sentence).
    let t = play(&fake, BOB, "e8-e7");
    assert_refused(&fake, &t, "It is not your turn; Alice is to move.").await;
    let t = play(&fake, EVE, "e3-e4");
    assert_refused(&fake, &t, "You are not playing in this game.").await;
    let id = VariantId::Tamerlane;
    let start = Position::start(id, id.default_options());
    let illegal = timur::explain::move_error(&start.parse_move("e3-e6").unwrap_err());
    assert!(
        illegal.starts_with("'e3-e6' is not a legal move"),
        "{illegal}"
    );
    let t = play(&fake, ALICE, "e3-e6");
    assert_refused(&fake, &t, &illegal).await;
    let t = play(&fake, ALICE, "hello");
    assert_refused(
        &fake,
        &t,
        &timur::explain::move_error(&start.parse_move("hello").unwrap_err()),
    )
    .await;

    // Two legal moves, each answered publicly with a board.
    let t = play(&fake, ALICE, "e3-e4");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000001> (White) played **1. e3-e4**.\n<@100000000000000002> (Black), your move.",
    )
    .await;
    let t = play(&fake, BOB, "e8-e7");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000002> (Black) played **1... e8-e7**.\n<@100000000000000001> (White), your move.",
    )
    .await;
    let t = play(&fake, BOB, "f8-f7");
    assert_refused(&fake, &t, "It is not your turn; Alice is to move.").await;

    // /rules and /board.
    let t = command(&fake, EVE, "rules", json!([]), json!({}));
    let id = VariantId::Tamerlane;
    assert_refused(
        &fake,
        &t,
        &timur::explain::guide::rules_text(id, &id.default_options()),
    )
    .await;
    let t = command(
        &fake,
        EVE,
        "board",
        json!([{"name": "flip", "type": 5, "value": true}]),
        json!({}),
    );
    assert_board_reply(
        &fake,
        &t,
        "**Tamerlane** (default rules): <@100000000000000001> (White) vs <@100000000000000002> (Black). Last move: e8-e7. Move 2, <@100000000000000001> (White) to move.",
    )
    .await;

    // A check is announced (the line was found with the rules engine).
    let t = play(&fake, ALICE, "Cc1-d4");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000001> (White) played **2. Cc1-d4**.\n<@100000000000000002> (Black), your move.",
    )
    .await;
    let t = play(&fake, BOB, "Kf9-f10");
    callback(&fake, &t).await;
    followup(&fake, &t).await;
    let t = play(&fake, ALICE, "Cd4xe7");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000001> (White) played **3. Cd4xe7+**.\nCheck! <@100000000000000002> (Black), your move.\nBlack may use the Shah's swap now (K<>square, once per game).",
    )
    .await;

    // Bob resigns after confirming with the button; the result is public; further moves are
    // refused as "over".
    let t = command(&fake, BOB, "resign", json!([]), json!({}));
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 4);
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    assert_eq!(
        r.json["data"]["content"],
        "Do you really want to resign this game against Alice? This cannot be undone."
    );
    assert_eq!(
        r.json["data"]["components"][0]["components"][0]["custom_id"],
        "timur:resign:1"
    );
    let t = click(&fake, EVE, "timur:resign:1");
    assert_refused(&fake, &t, "You are not playing in this game.").await;
    let t = click(&fake, BOB, "timur:resign:1");
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 7);
    assert_eq!(r.json["data"]["content"], "You resigned.");
    let f = followup(&fake, &t).await;
    assert_eq!(
        f.json["content"],
        "<@100000000000000002> (Black) resigned.\n**Game over: Black resigned; White wins (1-0).**"
    );
    let t = play(&fake, ALICE, "e4-e5");
    assert_refused(
        &fake,
        &t,
        "The game in this channel is over: Black resigned; White wins (1-0). Start a new one with /challenge.",
    )
    .await;
    let t = command(&fake, ALICE, "resign", json!([]), json!({}));
    assert_refused(
        &fake,
        &t,
        "The game in this channel is over: Black resigned; White wins (1-0). Start a new one with /challenge.",
    )
    .await;

    no_unknown_routes(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_and_moves_survive_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");

    // First process: the challenge is posted, then the bot stops.
    let bot = start_bot(&fake, &db, 1).await;
    let t = challenge(
        &fake,
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    assert_eq!(callback(&fake, &t).await.json["type"], 4);
    bot.stop().await;

    // Second process on the same database: the old button still works, and so do moves.
    let bot = start_bot(&fake, &db, 2).await;
    fake.wait_identified(2).await;
    let t = click(&fake, BOB, "timur:accept:1");
    assert_eq!(callback(&fake, &t).await.json["type"], 7);
    assert_board_png(&followup(&fake, &t).await);
    let t = play(&fake, ALICE, "e3-e4");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000001> (White) played **1. e3-e4**.\n<@100000000000000002> (Black), your move.",
    )
    .await;
    bot.stop().await;

    // Third process: the game goes on where it was.
    let bot = start_bot(&fake, &db, 3).await;
    fake.wait_identified(3).await;
    let t = play(&fake, ALICE, "f3-f4");
    assert_refused(&fake, &t, "It is not your turn; Bob is to move.").await;
    let t = play(&fake, BOB, "e8-e7");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000002> (Black) played **1... e8-e7**.\n<@100000000000000001> (White), your move.",
    )
    .await;
    no_unknown_routes(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_are_refused_or_withdrawn_politely() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("t.db"), 1).await;

    let t = play(&fake, ALICE, "e3-e4");
    assert_refused(
        &fake,
        &t,
        "There is no game in this channel. Start one with /challenge.",
    )
    .await;
    let t = command(&fake, ALICE, "rules", json!([]), json!({}));
    assert_refused(
        &fake,
        &t,
        "There is no game in this channel. Start one with /challenge.",
    )
    .await;

    // Bad options: the sentence lists the valid ones.
    let t = challenge(
        &fake,
        ALICE,
        BOB,
        json!([{"name": "options", "type": 3, "value": "foo=bar"}]),
    );
    let expected = VariantId::Tamerlane
        .parse_options("foo=bar")
        .unwrap_err()
        .to_string();
    assert!(expected.contains("giraffe-min=2|3"), "{expected}");
    assert_refused(&fake, &t, &expected).await;
    let t = challenge(&fake, ALICE, ALICE, json!([]));
    assert_refused(&fake, &t, "You cannot challenge yourself.").await;

    // Herat (menu index 4), then a second challenge in the same channel.
    let t = challenge(
        &fake,
        ALICE,
        BOB,
        json!([{"name": "variant", "type": 4, "value": 4}]),
    );
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 4);
    assert!(r.json["data"]["content"]
        .as_str()
        .unwrap()
        .contains("**Herat** (default rules)"));
    let t = command(&fake, BOB, "rules", json!([]), json!({}));
    let herat = VariantId::Herat;
    assert_refused(
        &fake,
        &t,
        &timur::explain::guide::rules_text(herat, &herat.default_options()),
    )
    .await;
    let t = challenge(&fake, BOB, EVE, json!([]));
    assert_refused(
        &fake,
        &t,
        "A game or challenge is already running in this channel. Finish it first, or play in a thread.",
    )
    .await;

    // A stranger cannot decline; the challenger cancels.
    let t = click(&fake, EVE, "timur:decline:1");
    assert_refused(&fake, &t, "You are not playing in this game.").await;
    let t = click(&fake, ALICE, "timur:decline:1");
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 7);
    assert_eq!(
        r.json["data"]["content"],
        "<@100000000000000001> cancelled the challenge to <@100000000000000002> to a game of **Herat** (default rules)."
    );
    assert_eq!(r.json["data"]["components"], json!([]));

    // A new challenge with options; Bob declines.
    let t = challenge(
        &fake,
        ALICE,
        BOB,
        json!([{"name": "options", "type": 3, "value": "citadel=claim"}]),
    );
    let r = callback(&fake, &t).await;
    assert!(
        r.json["data"]["content"]
            .as_str()
            .unwrap()
            .contains("**Tamerlane** (options: citadel=claim)"),
        "{r:?}"
    );
    let t = click(&fake, BOB, "timur:decline:2");
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["type"], 7);
    assert_eq!(
        r.json["data"]["content"],
        "<@100000000000000002> declined the challenge from <@100000000000000001> to a game of **Tamerlane** (options: citadel=claim)."
    );
    // Unknown buttons are ignored, unknown games refused.
    let t = click(&fake, BOB, "timur:accept:99");
    assert_refused(&fake, &t, "That game no longer exists.").await;

    // /help is ephemeral and teaches the notation.
    let t = command(&fake, EVE, "help", json!([]), json!({}));
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let help = r.json["data"]["content"].as_str().unwrap();
    for example in ["e3-e4", "Nb2-c4", "Nc4", "P@e6", "K<>d3", "citadel"] {
        assert!(help.contains(example), "{example}");
    }
    assert!(help.chars().count() <= 2000);

    no_unknown_routes(&fake);
    bot.stop().await;
}

/// Asserts a deferred ephemeral reply (type 5, flag 64) whose followup carries one PNG named
/// `file`; returns the followup's text.
async fn assert_ephemeral_png(fake: &FakeDiscord, token: &str, file: &str) -> String {
    let r = callback(fake, token).await;
    assert_eq!(r.json["type"], 5, "{r:?}");
    assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
    let f = followup(fake, token).await;
    assert_eq!(f.json["flags"], EPHEMERAL, "{f:?}");
    assert_eq!(f.files.len(), 1, "{f:?}");
    assert_eq!(f.files[0].filename, file);
    let img = image::load_from_memory_with_format(&f.files[0].bytes, image::ImageFormat::Png)
        .expect("the attachment is a PNG");
    assert!(img.width() > 300 && img.height() > 200);
    let text = f.json["content"].as_str().unwrap().to_string();
    assert!(text.chars().count() <= 2000);
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pieces_help_rules_and_challenge_options() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("t.db"), 1).await;

    // /piece giraffe (no game here: Tamerlane), /piece by alias in Herat (menu index 4).
    let t = command(
        &fake,
        EVE,
        "piece",
        json!([{"name": "name", "type": 3, "value": "zurafa"}]),
        json!({}),
    );
    let text = assert_ephemeral_png(&fake, &t, "piece.png").await;
    assert!(
        text.starts_with("**Giraffe (G)** in Tamerlane: One diagonal step"),
        "{text}"
    );
    assert!(
        text.contains("The pawn of giraffes (PG) promotes to it"),
        "{text}"
    );
    let t = command(
        &fake,
        EVE,
        "piece",
        json!([{"name": "name", "type": 3, "value": "X"}, {"name": "variant", "type": 4, "value": 4}]),
        json!({}),
    );
    let text = assert_ephemeral_png(&fake, &t, "piece.png").await;
    assert!(text.starts_with("**Ship (X)** in Herat"), "{text}");
    // An unknown piece is refused with the list.
    let t = command(
        &fake,
        EVE,
        "piece",
        json!([{"name": "name", "type": 3, "value": "dragon"}]),
        json!({}),
    );
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let refusal = r.json["data"]["content"].as_str().unwrap();
    assert!(
        refusal.starts_with(
            "Tamerlane has no piece called 'dragon'. Its pieces: Shah (K), General (F)"
        ),
        "{refusal}"
    );
    // Autocomplete lists the variant's pieces.
    let (mut v, token) = interaction(&fake, 4, EVE);
    v["data"] = json!({"id": "600000000000000001", "name": "piece", "type": 1,
        "options": [{"name": "name", "type": 3, "value": "gir", "focused": true}]});
    fake.interaction(v);
    let r = callback(&fake, &token).await;
    assert_eq!(r.json["type"], 8);
    assert_eq!(
        r.json["data"]["choices"],
        json!([
            {"name": "Giraffe (G)", "value": "giraffe"},
            {"name": "Pawn of giraffes (PG)", "value": "pawn of giraffes"}
        ])
    );

    // /help pieces: the legend; /help: the overview lists the families.
    let t = command(
        &fake,
        EVE,
        "help",
        json!([{"name": "topic", "type": 4, "value": 1}]),
        json!({}),
    );
    let text = assert_ephemeral_png(&fake, &t, "pieces.png").await;
    assert!(text.starts_with("**Pieces of Tamerlane**"), "{text}");
    let t = command(&fake, EVE, "help", json!([]), json!({}));
    let r = callback(&fake, &t).await;
    let help = r.json["data"]["content"].as_str().unwrap();
    for family in ["Full Tamerlane", "Herat", "Wild", "feminine"] {
        assert!(help.contains(family), "{family}");
    }

    // /rules variant:<v> without a game: the defaults.
    let t = command(
        &fake,
        EVE,
        "rules",
        json!([{"name": "variant", "type": 4, "value": 6}]),
        json!({}),
    );
    assert_refused(
        &fake,
        &t,
        &timur::explain::guide::rules_text(VariantId::Mirza, &VariantId::Mirza.default_options()),
    )
    .await;

    // Invalid options are refused with the valid list, in every family.
    for (index, id, bad) in [
        (0, VariantId::Tamerlane, "giraffe-min=5"),
        (3, VariantId::TamerlaneFull, "full-pieces=odd"),
        (4, VariantId::Herat, "citadel=claim"),
    ] {
        let t = challenge(
            &fake,
            ALICE,
            BOB,
            json!([{"name": "variant", "type": 4, "value": index}, {"name": "options", "type": 3, "value": bad}]),
        );
        let expected = id.parse_options(bad).unwrap_err().to_string();
        assert!(expected.contains("Valid options for"), "{expected}");
        assert!(expected.contains("move-rule=N (1-1000)"), "{expected}");
        assert_refused(&fake, &t, &expected).await;
    }

    // A game with options: the challenge states them, /rules shows every value.
    let t = challenge(
        &fake,
        ALICE,
        BOB,
        json!([{"name": "options", "type": 3, "value": "giraffe-min=2 citadel=claim"}]),
    );
    let r = callback(&fake, &t).await;
    assert!(
        r.json["data"]["content"]
            .as_str()
            .unwrap()
            .contains("**Tamerlane** (options: giraffe-min=2 citadel=claim)"),
        "{r:?}"
    );
    let t = command(&fake, EVE, "rules", json!([]), json!({}));
    let r = callback(&fake, &t).await;
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let rules = r.json["data"]["content"].as_str().unwrap();
    for line in [
        "• giraffe-min=2: the Giraffe lands from the 2nd square after its diagonal step (chosen)",
        "• citadel=claim: while his Shah stands in the opponent's citadel, its owner may claim a draw on his turn (chosen)",
        "• swap=any: the Shah may swap when attacked or when there is no other move (default)",
        "• Stalemate loses.",
    ] {
        assert!(rules.contains(line), "{line}\n{rules}");
    }
    // /piece in the channel uses the game's options.
    let t = command(
        &fake,
        EVE,
        "piece",
        json!([{"name": "name", "type": 3, "value": "G"}]),
        json!({}),
    );
    let text = assert_ephemeral_png(&fake, &t, "piece.png").await;
    assert!(text.contains("landing on the 2nd square"), "{text}");

    no_unknown_routes(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_special_move_is_explained_in_the_reply() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("t.db"), 1).await;
    // White (Alice) has a parked pawn of pawns on a10; Black's Rook d7 and Giraffe f7.
    let tfen = "PP10/6k5/11/3r1g5/11/11/11/11/5K6/11 w Kk 10 0 1";
    bot.store
        .create_game(&timur::store::NewGame {
            guild_id: Some(GUILD.into()),
            channel_id: CHANNEL.into(),
            variant: "tamerlane".into(),
            options: String::new(),
            white: (ALICE.0.into(), ALICE.1.into()),
            black: (BOB.0.into(), BOB.1.into()),
            challenger_id: ALICE.0.into(),
            start_tfen: tfen.into(),
            status: timur::store::Status::Active,
            now: 0,
        })
        .await
        .unwrap();
    // Autocomplete offers the placements.
    let t = autocomplete(&fake, ALICE, "P@");
    let r = callback(&fake, &t).await;
    let choices = r.json["data"]["choices"].as_array().unwrap();
    assert!(choices.iter().any(|c| c["value"] == "P@e6"), "{choices:?}");
    let t = play(&fake, ALICE, "P@e6");
    assert_board_reply(
        &fake,
        &t,
        "<@100000000000000001> (White) played **1. P@e6**. Pawn of pawns placed on e6, forking the Rook on d7 and the Giraffe on f7.\n<@100000000000000002> (Black), your move.\nPawn-of-pawns arrivals: White 1, Black 0 (3rd makes an Adventitious king).",
    )
    .await;
    no_unknown_routes(&fake);
    bot.stop().await;
}
