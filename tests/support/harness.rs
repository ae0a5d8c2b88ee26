//! The one bot-plus-fake-Discord harness: a fake Discord on loopback, a bot (client, delivery
//! worker, scheduler) on a database in a temporary folder and the fake clock; interactions to
//! push, and waits for their answers. The bot can be killed (like `kill -9`: tasks aborted,
//! nothing closed) and started again on the same database.

use super::clock::FakeClock;
use super::fake_discord::{message_json, FakeDiscord, Recorded, APP_ID, ATTACHMENT_LIMIT, BOT_ID};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use timur::discord::{build_client, spawn_workers_leased, Config, ShardPlan, Workers};
use timur::game::GameService;
use timur::store::{GameKey, OutboxRow, Store};

/// The guild of every interaction.
pub const GUILD: &str = "800000000000000001";
/// The channel of every interaction.
pub const CHANNEL: &str = "700000000000000001";
/// Players: (id, name).
pub const ALICE: (&str, &str) = ("100000000000000001", "Alice");
/// Bob.
pub const BOB: (&str, &str) = ("100000000000000002", "Bob");
/// Eve, who plays in no game.
pub const EVE: (&str, &str) = ("100000000000000003", "Eve");
/// Discord's ephemeral message flag.
pub const EPHEMERAL: u64 = 64;
/// The note after "Your challenge is posted here." when the bot may not open a thread.
pub const NO_THREAD: &str =
    " (The game is played in this channel: I lack the Create Public Threads permission here.)";

/// How long a test bot's delivery worker holds an announcement before another may take it.
pub const TEST_LEASE: Duration = Duration::from_millis(500);

/// A running bot.
pub struct Bot {
    shards: Arc<serenity::gateway::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    workers: Workers,
    /// Its service (on the bot's store and the fake clock).
    pub service: GameService,
}

/// The fake Discord, the database folder, the clock, and the bot when running.
pub struct Harness {
    /// The fake Discord.
    pub fake: FakeDiscord,
    /// The database folder.
    pub dir: tempfile::TempDir,
    /// The clock of every bot started here.
    pub clock: Arc<FakeClock>,
    /// The running bot.
    pub bot: Option<Bot>,
    starts: usize,
    /// The database URL when not the SQLite file [`Harness::db`] (PostgreSQL).
    pub url: Option<String>,
    /// Send interactions through this shard's gateway connection (`None`: the last one).
    pub route: std::sync::Mutex<Option<u64>>,
    /// The delivery workers' lease for bots started from now on ([`TEST_LEASE`] unless set).
    pub lease: Duration,
    /// The abuse limits of bots started from now on ([`timur::game::Limits::OFF`] unless set).
    pub limits: timur::game::Limits,
    /// The tokens [`Harness::assert_refused`] saw refused: checked again when a bot stops.
    refused: std::sync::Mutex<Vec<String>>,
}

impl Bot {
    /// Kills this bot like `kill -9`: every task aborted, nothing closed or flushed.
    pub async fn kill(self) {
        self.workers.abort();
        self.task.abort();
        let _ = self.task.await;
    }
}

/// A user object as Discord sends it (in `resolved.users`, in a member) for `u` = `(id, name)`.
pub fn user(u: (&str, &str)) -> Value {
    json!({"id": u.0, "username": u.1.to_lowercase(), "global_name": u.1, "discriminator": "0", "avatar": null})
}

fn member(u: (&str, &str)) -> Value {
    json!({
        "user": user(u), "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00",
        "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": "2147483647",
    })
}

impl Harness {
    /// A fake Discord and a running bot on a fresh database.
    pub async fn new() -> Harness {
        // Build the piece sprites first, so the first picture does not eat into the waits.
        tokio::task::spawn_blocking(timur::render::warm_up)
            .await
            .unwrap();
        let mut h = Harness::without_bot(None).await;
        h.start().await;
        h
    }

    /// A fake Discord and no bot yet, on the database `url` (`None`: a SQLite file in a
    /// temporary folder).
    pub async fn without_bot(url: Option<String>) -> Harness {
        tokio::task::spawn_blocking(timur::render::warm_up)
            .await
            .unwrap();
        Harness {
            fake: FakeDiscord::start().await,
            dir: tempfile::tempdir().unwrap(),
            clock: FakeClock::new(),
            bot: None,
            starts: 0,
            url,
            route: std::sync::Mutex::new(None),
            lease: TEST_LEASE,
            limits: timur::game::Limits::OFF,
            refused: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// The database URL every bot started here opens.
    pub fn db_url(&self) -> String {
        match &self.url {
            Some(u) => u.clone(),
            None => self.db().to_str().unwrap().to_string(),
        }
    }

    /// Sends an interaction through the routed shard's connection (see [`Harness::route`]).
    pub fn send(&self, v: Value) {
        match *self.route.lock().unwrap() {
            Some(shard) => self.fake.interaction_to(shard, v),
            None => self.fake.interaction(v),
        }
    }

    /// Starts one more bot ("process") on the same database running `plan`'s shards, with its
    /// own gateway connection, delivery worker `worker` and scheduler; waits until it has
    /// registered its commands. The caller keeps it (it is not [`Harness::bot`]).
    pub async fn start_shards(&mut self, plan: ShardPlan, worker: &str) -> Bot {
        let url = self.db_url();
        let store = Store::open(&url).await.unwrap();
        let config = Config {
            token: "fake-token".into(),
            database_url: url,
            guild_id: None,
            api_base: Some(self.fake.base.clone()),
        };
        let service = GameService::with_clock(store, self.clock.clone()).with_limits(self.limits);
        let mut client = build_client(&config, service.clone()).await.unwrap();
        let workers = spawn_workers_leased(
            client.http.clone(),
            service.clone(),
            (Duration::from_millis(20), Duration::from_millis(200)),
            Duration::from_millis(100),
            worker,
            self.lease,
        );
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = plan.start(&mut client).await;
        });
        self.starts += 1;
        let n = self.starts;
        self.fake
            .wait_n(n, |r| {
                r.method == "PUT" && r.path == format!("/api/v10/applications/{APP_ID}/commands")
            })
            .await;
        Bot {
            shards,
            task,
            workers,
            service,
        }
    }

    /// The database file.
    pub fn db(&self) -> PathBuf {
        self.dir.path().join("bot.db")
    }

    /// Starts the bot and waits until it has registered its commands.
    pub async fn start(&mut self) {
        let url = self.db_url();
        let store = Store::open(&url).await.unwrap();
        let config = Config {
            token: "fake-token".into(),
            database_url: url,
            guild_id: None,
            api_base: Some(self.fake.base.clone()),
        };
        let service = GameService::with_clock(store, self.clock.clone()).with_limits(self.limits);
        let mut client = build_client(&config, service.clone()).await.unwrap();
        let workers = spawn_workers_leased(
            client.http.clone(),
            service.clone(),
            (Duration::from_millis(20), Duration::from_millis(200)),
            Duration::from_millis(100),
            &format!("bot-{}", self.starts + 1),
            self.lease,
        );
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        self.starts += 1;
        let n = self.starts;
        self.fake
            .wait_n(n, |r| {
                r.method == "PUT" && r.path == format!("/api/v10/applications/{APP_ID}/commands")
            })
            .await;
        self.bot = Some(Bot {
            shards,
            task,
            workers,
            service,
        });
    }

    /// The running bot's service.
    pub fn service(&self) -> &GameService {
        &self.bot.as_ref().expect("the bot is running").service
    }

    /// Kills the bot like `kill -9`: every task aborted, nothing closed or flushed.
    pub async fn kill(&mut self) {
        self.check_refusals();
        if let Some(bot) = self.bot.take() {
            bot.workers.abort();
            bot.task.abort();
            let _ = bot.task.await;
            drop(bot.service);
            drop(bot.shards);
        }
    }

    /// Stops the bot cleanly.
    pub async fn stop(&mut self) {
        if let Some(bot) = self.bot.take() {
            bot.workers.abort();
            bot.shards.shutdown_all().await;
            let _ = tokio::time::timeout(Duration::from_secs(5), bot.task).await;
            bot.service.store().close().await;
        }
        self.check_refusals();
    }

    /// Every interaction refused so far had exactly one request: its ephemeral refusal.
    fn check_refusals(&self) {
        for token in self.refused.lock().unwrap().iter() {
            let n = self
                .fake
                .requests()
                .iter()
                .filter(|r| r.path.contains(token.as_str()))
                .count();
            assert_eq!(n, 1, "a refusal is one ephemeral reply ({token})");
        }
    }

    /// Waits (at most 10 s, then panics naming `what`) until `check` gives a value, checking
    /// again after every request the fake Discord records and every commit of the running
    /// bot's service, and every 20 ms for what neither announces (a delivery worker marking a
    /// row delivered after Discord's answer).
    pub async fn until<T, F>(&self, what: &str, check: impl FnMut() -> F) -> T
    where
        F: std::future::Future<Output = Option<T>>,
    {
        self.until_within(Duration::from_secs(10), what, check)
            .await
    }

    /// Waits until `user` has `n` direct messages; returns them (all of them, in order).
    pub async fn wait_dms(&self, user: &str, n: usize) -> Vec<String> {
        self.until(&format!("{n} direct messages to {user}"), || async move {
            let dms = self.fake.dms(user);
            (dms.len() >= n).then_some(dms)
        })
        .await
    }

    /// [`Harness::until`] with the limit `limit`.
    pub async fn until_within<T, F>(
        &self,
        limit: Duration,
        what: &str,
        mut check: impl FnMut() -> F,
    ) -> T
    where
        F: std::future::Future<Output = Option<T>>,
    {
        let deadline = tokio::time::Instant::now() + limit;
        let mut commits = self.bot.as_ref().map(|b| b.service.commit_signal());
        loop {
            let request = self.fake.changed();
            if let Some(v) = check().await {
                return v;
            }
            let commit = async {
                match commits.as_mut() {
                    Some(c) => {
                        let _ = c.changed().await;
                    }
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = request => {}
                _ = commit => {}
                _ = tokio::time::sleep(Duration::from_millis(20)) => {}
                _ = tokio::time::sleep_until(deadline) => panic!("timed out waiting: {what}"),
            }
        }
    }

    /// Waits until every announcement of game `id` in `service`'s outbox is delivered (the
    /// outbox drained: nothing more will be posted for it); returns the rows.
    pub async fn drained_in(&self, service: &GameService, id: i64) -> Vec<OutboxRow> {
        self.until(&format!("game {id}'s outbox drained"), || async move {
            let rows = service.store().outbox_of(id).await.unwrap();
            rows.iter()
                .all(|r| r.delivery.delivered_at.is_some())
                .then_some(rows)
        })
        .await
    }

    /// [`Harness::drained_in`] of the running bot's service.
    pub async fn drained(&self, id: i64) -> Vec<OutboxRow> {
        self.drained_in(self.service(), id).await
    }

    /// The id of the game open (challenged or running) in [`CHANNEL`], read from the running
    /// bot's store; panics when there is none.
    pub async fn open_game(&self) -> i64 {
        self.service()
            .store()
            .game(GameKey::OpenIn(CHANNEL))
            .await
            .unwrap()
            .expect("a game open in the channel")
            .id
    }

    /// Alice challenges Bob (Alice White, no clock) and Bob accepts, through the fake Discord
    /// and the running bot; returns the game id once the start is posted (2 posts made).
    pub async fn start_game(&self) -> i64 {
        self.start_game_on(self.service()).await
    }

    /// [`Harness::start_game`] with the game read from `service`'s store.
    pub async fn start_game_on(&self, service: &GameService) -> i64 {
        let t = self.challenge(
            ALICE,
            BOB,
            json!([{"name": "color", "type": 4, "value": 0}]),
        );
        self.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}"))
            .await;
        let posts = self.fake.wait_posts(CHANNEL, 1).await;
        let id = service
            .store()
            .game(GameKey::OpenIn(CHANNEL))
            .await
            .unwrap()
            .unwrap()
            .id;
        assert_eq!(
            posts[0].buttons,
            [format!("timur:accept:{id}"), format!("timur:decline:{id}")]
        );
        let t = self.click(BOB, &format!("timur:accept:{id}"));
        self.assert_acted(
            &t,
            "You accepted the challenge: the game begins, and the board follows.",
        )
        .await;
        self.fake.wait_posts(CHANNEL, 2).await;
        id
    }

    /// The fields every interaction has, from `who` with Discord in English (`en-US`); returns
    /// it with its token.
    pub fn interaction(&self, kind: u8, who: (&str, &str)) -> (Value, String) {
        self.interaction_in_locale(kind, who, "en-US")
    }

    /// [`Harness::interaction`] from `who` whose Discord is set to `locale` (`fr`, `zh-CN`, `ja`,
    /// …): Discord sends it as `interaction.locale`.
    pub fn interaction_in_locale(
        &self,
        kind: u8,
        who: (&str, &str),
        locale: &str,
    ) -> (Value, String) {
        let id = self.fake.snowflake();
        let token = format!("tok-{id}");
        let v = json!({
            "id": id, "application_id": APP_ID, "type": kind, "token": token, "version": 1,
            "guild_id": GUILD, "channel_id": CHANNEL, "member": member(who),
            "locale": locale, "guild_locale": "en-US", "entitlements": [],
            "app_permissions": "2147483647", "attachment_size_limit": ATTACHMENT_LIMIT,
        });
        (v, token)
    }

    /// Sends a slash command (type 2) from `who` with Discord in English; returns its token.
    pub fn command(
        &self,
        who: (&str, &str),
        name: &str,
        options: Value,
        resolved: Value,
    ) -> String {
        self.command_in_locale("en-US", who, name, options, resolved)
    }

    /// [`Harness::command`] from `who` whose Discord is set to `locale`.
    pub fn command_in_locale(
        &self,
        locale: &str,
        who: (&str, &str),
        name: &str,
        options: Value,
        resolved: Value,
    ) -> String {
        let (mut v, token) = self.interaction_in_locale(2, who, locale);
        v["data"] = json!({"id": "600000000000000001", "name": name, "type": 1, "options": options, "resolved": resolved});
        self.send(v);
        token
    }

    /// [`Harness::command`] from a member whose resolved permissions in the channel are
    /// `permissions` (Discord's bit set as a decimal string: `"0"` for none, `"32"` for Manage
    /// Server alone); every other command comes from a member with all of them.
    pub fn command_with_permissions(
        &self,
        who: (&str, &str),
        permissions: &str,
        name: &str,
        options: Value,
        resolved: Value,
    ) -> String {
        let (mut v, token) = self.interaction(2, who);
        v["member"]["permissions"] = json!(permissions);
        v["data"] = json!({"id": "600000000000000001", "name": name, "type": 1, "options": options, "resolved": resolved});
        self.send(v);
        token
    }

    /// A slash command sent by `who` in a direct message with the bot (no server), their
    /// Discord set to `locale`; returns its token.
    pub fn command_in_dm(
        &self,
        locale: &str,
        who: (&str, &str),
        name: &str,
        options: Value,
    ) -> String {
        let (mut v, token) = self.interaction_in_locale(2, who, locale);
        let o = v.as_object_mut().unwrap();
        for k in ["guild_id", "member", "guild_locale"] {
            o.remove(k);
        }
        v["user"] = user(who);
        v["context"] = json!(1);
        v["data"] = json!({"id": "600000000000000001", "name": name, "type": 1, "options": options, "resolved": {}});
        self.send(v);
        token
    }

    /// A command without options.
    pub fn simple(&self, who: (&str, &str), name: &str) -> String {
        self.command(who, name, json!([]), json!({}))
    }

    /// `/move move:<text>`.
    pub fn play(&self, who: (&str, &str), text: &str) -> String {
        self.command(
            who,
            "move",
            json!([{"name": "move", "type": 3, "value": text}]),
            json!({}),
        )
    }

    /// `/challenge opponent:<who> days:none` plus `extra` options (choices as indices).
    pub fn challenge(&self, by: (&str, &str), opponent: (&str, &str), extra: Value) -> String {
        let mut options = vec![
            json!({"name": "opponent", "type": 6, "value": opponent.0}),
            json!({"name": "days", "type": 4, "value": 7}),
        ];
        options.extend(extra.as_array().unwrap().iter().cloned());
        let mut users = serde_json::Map::new();
        users.insert(opponent.0.to_string(), user(opponent));
        self.command(
            by,
            "challenge",
            Value::Array(options),
            json!({"users": users}),
        )
    }

    /// An autocomplete request (type 4) for `/move` with `typed` focused.
    pub fn autocomplete(&self, who: (&str, &str), typed: &str) -> String {
        let (mut v, token) = self.interaction(4, who);
        v["data"] = json!({"id": "600000000000000001", "name": "move", "type": 1,
            "options": [{"name": "move", "type": 3, "value": typed, "focused": true}]});
        self.send(v);
        token
    }

    /// A click (type 3) on the button `custom_id` of a bot message: the last message posted in
    /// [`CHANNEL`] that carries it (a made-up message if none does, e.g. a stale button).
    pub fn click(&self, who: (&str, &str), custom_id: &str) -> String {
        self.click_in_locale("en-US", who, custom_id)
    }

    /// [`Harness::click`] by `who` whose Discord is set to `locale`.
    pub fn click_in_locale(&self, locale: &str, who: (&str, &str), custom_id: &str) -> String {
        let (mut v, token) = self.interaction_in_locale(3, who, locale);
        v["data"] = json!({"custom_id": custom_id, "component_type": 2});
        let posted = self
            .fake
            .posts(CHANNEL)
            .into_iter()
            .rev()
            .find(|p| p.buttons.iter().any(|b| b == custom_id));
        v["message"] = match posted {
            Some(p) => message_json(&p.id, CHANNEL, BOT_ID, &p.content),
            None => message_json("500000000000000001", CHANNEL, BOT_ID, "a message"),
        };
        self.send(v);
        token
    }

    /// A click on a button of an ephemeral bot message (seen by the clicker alone).
    pub fn click_ephemeral(&self, who: (&str, &str), custom_id: &str) -> String {
        let (mut v, token) = self.interaction(3, who);
        v["data"] = json!({"custom_id": custom_id, "component_type": 2});
        v["message"] = message_json("500000000000000002", CHANNEL, BOT_ID, "a question");
        v["message"]["flags"] = json!(64);
        self.send(v);
        token
    }

    /// A choice of `value` in the select menu `custom_id` of an ephemeral bot message (a
    /// picker or a game select), seen by the chooser alone.
    pub fn select(&self, who: (&str, &str), custom_id: &str, value: &str) -> String {
        let (mut v, token) = self.interaction(3, who);
        v["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        v["message"] = message_json("500000000000000003", CHANNEL, BOT_ID, "a picker");
        v["message"]["flags"] = json!(64);
        self.send(v);
        token
    }

    /// A slash command sent in channel `channel` instead of [`CHANNEL`].
    pub fn command_in(
        &self,
        channel: &str,
        who: (&str, &str),
        name: &str,
        options: Value,
    ) -> String {
        let (mut v, token) = self.interaction(2, who);
        v["channel_id"] = json!(channel);
        v["data"] = json!({"id": "600000000000000001", "name": name, "type": 1, "options": options, "resolved": {}});
        self.send(v);
        token
    }

    /// An autocomplete request in `channel` for option `option` of command `name`, with
    /// `typed` focused.
    pub fn autocomplete_in(
        &self,
        channel: &str,
        who: (&str, &str),
        name: &str,
        option: (&str, u8),
        typed: Value,
    ) -> String {
        let (mut v, token) = self.interaction(4, who);
        v["channel_id"] = json!(channel);
        v["data"] = json!({"id": "600000000000000001", "name": name, "type": 1,
            "options": [{"name": option.0, "type": option.1, "value": typed, "focused": true}]});
        self.send(v);
        token
    }

    /// The interaction callback (the first answer) of `token`.
    pub async fn callback(&self, token: &str) -> Recorded {
        self.fake
            .wait_path("POST", &format!("/{token}/callback"))
            .await
    }

    /// The first followup of `token`.
    pub async fn followup(&self, token: &str) -> Recorded {
        self.fake
            .wait_path("POST", &format!("/webhooks/{APP_ID}/{token}"))
            .await
    }

    /// The answer after a deferred reply: a followup, an edit of the deferred reply (the
    /// delivery worker confirms announced actions that way), or its deletion (a move: its
    /// board is the confirmation).
    pub async fn answer(&self, token: &str) -> Recorded {
        let post = format!("/webhooks/{APP_ID}/{token}");
        let edit = format!("/webhooks/{APP_ID}/{token}/messages/@original");
        self.fake
            .wait_for(|r| {
                (r.method == "POST" && r.path.ends_with(&post))
                    || (r.method == "PATCH"
                        && r.path.ends_with(&edit)
                        && r.json["content"].is_string())
                    || (r.method == "DELETE" && r.path.ends_with(&edit))
            })
            .await
    }

    /// Asserts the acting pattern: an ephemeral defer (type 5, flag 64) at once, then one
    /// answer with exactly `text`, seen by the author alone (an ephemeral followup, or the edit
    /// of the ephemeral deferred reply).
    pub async fn assert_acted(&self, token: &str, text: &str) {
        let r = self.callback(token).await;
        assert_eq!(r.json["type"], 5, "{r:?}");
        assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
        let f = self.answer(token).await;
        assert_eq!(f.json["content"], text, "{f:?}");
        if f.method == "POST" {
            assert_eq!(f.json["flags"], EPHEMERAL, "{f:?}");
        }
    }

    /// Asserts a move's pattern: an ephemeral defer (type 5, flag 64) at once, then that
    /// deferred reply deleted once the board is posted (the board is the mover's one
    /// confirmation); nothing else is said to the mover for it.
    pub async fn assert_dismissed(&self, token: &str) {
        let r = self.callback(token).await;
        assert_eq!(r.json["type"], 5, "{r:?}");
        assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
        self.fake
            .wait_path(
                "DELETE",
                &format!("/webhooks/{APP_ID}/{token}/messages/@original"),
            )
            .await;
        let said = self.fake.requests().into_iter().filter(|r| {
            r.path.contains(token)
                && ((r.method == "POST" && !r.path.ends_with("/callback")) || r.method == "PATCH")
        });
        assert_eq!(said.count(), 0, "a move is confirmed by its board alone");
    }

    /// Asserts an immediate ephemeral refusal (type 4, flag 64) with exactly `text`, and
    /// nothing else for this interaction.
    pub async fn assert_refused(&self, token: &str, text: &str) {
        let r = self.callback(token).await;
        assert_eq!(r.json["type"], 4, "{r:?}");
        assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
        assert_eq!(r.json["data"]["content"], text);
        let n = self
            .fake
            .requests()
            .iter()
            .filter(|r| r.path.contains(token))
            .count();
        assert_eq!(n, 1, "a refusal is one ephemeral reply");
        // Nothing may follow it either: checked again when the bot stops (no fixed wait here).
        self.refused.lock().unwrap().push(token.to_string());
    }
}
