//! Correspondence end to end against the fake Discord on 127.0.0.1: a thread per game (and
//! the fallback without permission), and the scheduler's reminder and timeout on a fake clock,
//! caught up after a restart exactly once.

mod support;

use serde_json::{json, Value};
use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use support::fake_discord::{message_json, FakeDiscord, Recorded, APP_ID, ATTACHMENT_LIMIT};
use timur::discord::{build_client, Config, Scheduler};
use timur::game::{Clock, GameService};
use timur::store::Store;

const GUILD: &str = "800000000000000001";
const CHANNEL: &str = "700000000000000001";
const ALICE: (&str, &str) = ("100000000000000001", "Alice");
const BOB: (&str, &str) = ("100000000000000002", "Bob");
const T0: i64 = 1_767_225_600;
/// Every permission bit below 2^31 plus Create Public Threads and Send Messages in Threads.
const WITH_THREADS: &str = "311385128959";
const NO_THREADS: &str = "2147483647";

#[derive(Debug)]
struct FakeClock(AtomicI64);
impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

struct Bot {
    shards: Arc<serenity::gateway::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    scheduler: tokio::task::JoinHandle<()>,
    store: Store,
}

async fn start_bot(fake: &FakeDiscord, db: &Path, clock: Arc<FakeClock>, n: usize) -> Bot {
    let store = Store::open(db.to_str().unwrap()).await.unwrap();
    let config = Config {
        token: "fake-token".into(),
        database_url: db.to_str().unwrap().into(),
        guild_id: None,
        api_base: Some(fake.base.clone()),
    };
    let service = GameService::with_clock(store.clone(), clock);
    let mut client = build_client(&config, service.clone()).await.unwrap();
    let scheduler = Scheduler::new(client.http.clone(), service).spawn(Duration::from_millis(20));
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        client.start().await.unwrap();
    });
    fake.wait_n(n, |r| {
        r.method == "PUT" && r.path == format!("/api/v10/applications/{APP_ID}/commands")
    })
    .await;
    fake.wait_identified(n as u64).await;
    Bot {
        shards,
        task,
        scheduler,
        store,
    }
}

impl Bot {
    async fn stop(self) {
        self.scheduler.abort();
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

fn interaction(
    fake: &FakeDiscord,
    kind: u8,
    who: (&str, &str),
    channel: &str,
    perms: &str,
) -> (Value, String) {
    let id = fake.snowflake();
    let token = format!("tok-{id}");
    let member = json!({
        "user": user(who), "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00",
        "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": "2147483647",
    });
    let v = json!({
        "id": id, "application_id": APP_ID, "type": kind, "token": token, "version": 1,
        "guild_id": GUILD, "channel_id": channel, "member": member,
        "channel": {"id": channel, "type": 0},
        "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "app_permissions": perms, "attachment_size_limit": ATTACHMENT_LIMIT,
    });
    (v, token)
}

/// `/challenge opponent days:<index>` in `channel` with the bot's permissions `perms`.
fn challenge(fake: &FakeDiscord, channel: &str, perms: &str, days_index: u8) -> String {
    let (mut v, token) = interaction(fake, 2, ALICE, channel, perms);
    let mut users = serde_json::Map::new();
    users.insert(BOB.0.to_string(), user(BOB));
    v["data"] = json!({"id": "600000000000000001", "name": "challenge", "type": 1,
        "options": [
            {"name": "opponent", "type": 6, "value": BOB.0},
            {"name": "color", "type": 4, "value": 0},
            {"name": "days", "type": 4, "value": days_index},
        ],
        "resolved": {"users": users}});
    fake.interaction(v);
    token
}

fn click(fake: &FakeDiscord, who: (&str, &str), channel: &str, custom_id: &str) -> String {
    let (mut v, token) = interaction(fake, 3, who, channel, NO_THREADS);
    v["data"] = json!({"custom_id": custom_id, "component_type": 2});
    v["message"] = message_json(
        "500000000000000001",
        channel,
        support::fake_discord::BOT_ID,
        "x",
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_per_game_and_the_fallback_without_permission() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(FakeClock(AtomicI64::new(T0)));
    let bot = start_bot(&fake, &dir.path().join("t.db"), clock, 1).await;

    // days index 0 = 1 day per move.
    let t = challenge(&fake, CHANNEL, WITH_THREADS, 0);
    assert_eq!(callback(&fake, &t).await.json["type"], 5);
    let create = fake
        .wait_path("POST", &format!("/channels/{CHANNEL}/threads"))
        .await;
    assert_eq!(create.json["name"], "Tamerlane: Alice vs Bob");
    assert_eq!(create.json["type"], 11);
    let members = fake
        .wait_n(2, |r| {
            r.method == "PUT" && r.path.contains("/thread-members/")
        })
        .await;
    let thread = members[0].path.split('/').nth(4).unwrap().to_string();
    assert_eq!(
        members
            .iter()
            .map(|r| r.path.rsplit('/').next().unwrap())
            .collect::<Vec<_>>(),
        [ALICE.0, BOB.0]
    );
    let posted = fake
        .wait_path("POST", &format!("/channels/{thread}/messages"))
        .await;
    assert_eq!(
        posted.json["content"],
        "<@100000000000000002>, <@100000000000000001> challenges you to a game of **Tamerlane** (default rules). White: <@100000000000000001>, Black: <@100000000000000002>. 1 day per move; the challenge expires <t:1767398400:R>."
    );
    assert_eq!(
        posted.json["components"][0]["components"][0]["custom_id"],
        "timur:accept:1"
    );
    let f = followup(&fake, &t).await;
    assert_eq!(
        f.json["content"],
        format!("<@100000000000000001> challenges <@100000000000000002> to a game of **Tamerlane** (default rules) (1 day per move): <#{thread}>.")
    );
    // Bob accepts in the thread: the first board shows Alice's deadline.
    let t = click(&fake, BOB, &thread, "timur:accept:1");
    assert_eq!(callback(&fake, &t).await.json["type"], 7);
    let f = followup(&fake, &t).await;
    assert_eq!(
        f.json["content"],
        "The game begins. <@100000000000000001> (White), your move: type /move.\nDeadline for <@100000000000000001> (White): <t:1767312000:R> (<t:1767312000:f>)."
    );
    assert_eq!(f.files.len(), 1);

    // Without permission (Discord answers 50013) the game stays in the channel, which says why.
    fake.refuse_threads(true);
    let other = "700000000000000002";
    let t = challenge(&fake, other, WITH_THREADS, 7);
    assert_eq!(callback(&fake, &t).await.json["type"], 5);
    let refused = fake
        .wait_path("POST", &format!("/channels/{other}/threads"))
        .await;
    assert_eq!(refused.status, 403);
    let f = followup(&fake, &t).await;
    assert_eq!(
        f.json["content"],
        "<@100000000000000002>, <@100000000000000001> challenges you to a game of **Tamerlane** (default rules). White: <@100000000000000001>, Black: <@100000000000000002>. No time limit; the challenge expires <t:1767398400:R>.\n(The game is played in this channel: Discord refused me permission to create a thread here.)"
    );
    assert_eq!(
        f.json["components"][0]["components"][0]["custom_id"],
        "timur:accept:2"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminder_then_timeout_caught_up_after_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock(AtomicI64::new(T0)));
    let bot = start_bot(&fake, &db, clock.clone(), 1).await;
    let t = challenge(&fake, CHANNEL, NO_THREADS, 0);
    assert_eq!(callback(&fake, &t).await.json["type"], 4);
    let t = click(&fake, BOB, CHANNEL, "timur:accept:1");
    followup(&fake, &t).await;
    let posts = |r: &Recorded| {
        r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
    };

    // 18 hours in (a quarter of a day left), Alice is reminded once.
    clock.0.store(T0 + 18 * 3600, Ordering::SeqCst);
    let r = fake.wait_for(posts).await;
    assert_eq!(
        r.json["content"],
        "<@100000000000000001> (White), reminder: it is your move against Bob. Your time runs out <t:1767312000:R> (<t:1767312000:f>)."
    );
    assert_eq!(r.json["allowed_mentions"]["users"], json!([ALICE.0]));
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert_eq!(fake.requests().iter().filter(|r| posts(r)).count(), 1);
    bot.stop().await;

    // Down past the deadline; the new process catches up on start: the timeout, once.
    clock.0.store(T0 + 3 * 86_400, Ordering::SeqCst);
    let bot = start_bot(&fake, &db, clock.clone(), 2).await;
    let all = fake.wait_n(2, posts).await;
    assert_eq!(
        all[1].json["content"],
        "<@100000000000000001> (White) ran out of time at <t:1767312000:F>.\n**Game over: White ran out of time; Black wins (0-1).**"
    );
    assert_eq!(all[1].files.len(), 1);
    assert_eq!(all[1].files[0].filename, "board.png");
    tokio::time::sleep(Duration::from_millis(150)).await;
    bot.stop().await;
    let bot = start_bot(&fake, &db, clock, 3).await;
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert_eq!(fake.requests().iter().filter(|r| posts(r)).count(), 2);
    let unknown: Vec<_> = fake
        .requests()
        .into_iter()
        .filter(|r| r.status == 404)
        .collect();
    assert!(unknown.is_empty(), "{unknown:#?}");
    bot.stop().await;
}
