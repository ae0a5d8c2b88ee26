//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST routes the bot uses, recorded,
//! and a websocket gateway (HELLO, IDENTIFY → READY, heartbeat ACKs) into which tests push
//! `INTERACTION_CREATE` dispatches. Unknown routes answer 404 and are recorded too, so a test
//! can assert there were none.

#![allow(dead_code)] // Each test binary uses a different part.

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, Notify};

/// The application id the fake announces in READY.
pub const APP_ID: &str = "900000000000000001";
/// The bot user's id.
pub const BOT_ID: &str = "900000000000000002";
/// Discord's default upload limit for unboosted guilds (10 MiB), sent in every interaction.
pub const ATTACHMENT_LIMIT: u32 = 10 * 1024 * 1024;

/// A file part of a multipart request (`files[n]`).
#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field name, e.g. `files[0]`.
    pub field: String,
    /// The file name, e.g. `board.png`.
    pub filename: String,
    /// The bytes.
    pub bytes: Vec<u8>,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// `GET`, `POST`, …
    pub method: String,
    /// The path without the host, e.g. `/api/v10/interactions/1/tok/callback`.
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body; `Null` without a body.
    pub json: Value,
    /// The files of a multipart body.
    pub files: Vec<FilePart>,
    /// The status the fake answered.
    pub status: u16,
    /// When the fake received it.
    pub at: std::time::Instant,
}

#[derive(Default)]
struct Shared {
    port: u16,
    requests: Mutex<Vec<Recorded>>,
    gateway: Mutex<Option<mpsc::UnboundedSender<Value>>>,
    /// The connection of each shard id (from IDENTIFY's `shard`), for several bot processes.
    shards: Mutex<HashMap<u64, mpsc::UnboundedSender<Value>>>,
    identifies: AtomicU64,
    next_id: AtomicU64,
    changed: Notify,
    /// Answer thread creation with 403 / 50013 Missing Permissions.
    refuse_threads: AtomicBool,
    /// Faults to inject into the next posts to a channel, in order.
    faults: Mutex<HashMap<String, VecDeque<Fault>>>,
    /// Faults to inject into the next interaction webhook requests (followups, edits).
    webhook_faults: Mutex<VecDeque<Fault>>,
    /// Messages created in channels, in order (with the edits made to them since).
    posts: Mutex<Vec<Posted>>,
    /// The message created for each (channel, nonce) sent with `enforce_nonce`.
    nonces: Mutex<HashMap<(String, String), Value>>,
    /// Which user each interaction token belongs to.
    token_users: Mutex<HashMap<String, String>>,
    /// How many posts were answered with an earlier message of the same nonce.
    nonce_repeats: AtomicU64,
    /// Tokens whose deferred response is ephemeral.
    ephemeral_tokens: Mutex<HashSet<String>>,
    /// What was shown, to whom (`None`: everyone in the channel), in order; an edit of an
    /// interaction's reply replaces what that reply showed (the token is the third field).
    seen: Mutex<Vec<Seen>>,
    /// The DM channel opened for each user (`POST /users/@me/channels`).
    dm_channels: Mutex<HashMap<String, String>>,
    /// Users who do not accept direct messages: posts to their DM channel answer 50007.
    closed_dms: Mutex<HashSet<String>>,
    /// Every uploaded file without a description (alt text), as `METHOD path: file`: checked
    /// when the fake is dropped, so every test that drives the bot checks it.
    undescribed: Mutex<Vec<String>>,
}

/// One thing shown: to whom (`None`: everyone), the text, and the interaction token when it
/// is (an edit of) that interaction's reply.
type Seen = (Option<String>, String, Option<String>);

/// A fault injected into a request.
#[derive(Clone, Debug)]
pub enum Fault {
    /// Answer with this HTTP status (5xx) and nothing else happens.
    Status(u16),
    /// Answer 429 with this `retry_after` (seconds).
    RateLimited(f64),
    /// Create the message, then hold the answer this long (a crash window between post and mark).
    Hang(Duration),
    /// Answer 400 with Discord's code 50083: the thread is archived (until it is edited with
    /// `archived: false`).
    ArchivedThread,
}

/// A message the bot created in a channel.
#[derive(Clone, Debug)]
pub struct Posted {
    /// Its id.
    pub id: String,
    /// The channel.
    pub channel: String,
    /// The content.
    pub content: String,
    /// The nonce sent, if any.
    pub nonce: Option<String>,
    /// Whether `enforce_nonce` was set.
    pub enforce_nonce: bool,
    /// The users it may ping (`allowed_mentions.users`).
    pub pings: Vec<String>,
    /// The button `custom_id`s.
    pub buttons: Vec<String>,
    /// The attached file names.
    pub files: Vec<String>,
}

/// The running fake. Dropping it stops the server.
pub struct FakeDiscord {
    /// `http://127.0.0.1:PORT`, the value for `TIMUR_DISCORD_API`.
    pub base: String,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
        // Every picture and file the bot sends is described for people who cannot see it
        // (Discord's alt text): a test that uploaded one without fails here, at its end.
        let undescribed = self.undescribed();
        if !undescribed.is_empty() && !std::thread::panicking() {
            panic!("files uploaded without a description (alt text): {undescribed:#?}");
        }
    }
}

impl FakeDiscord {
    /// Starts the fake on an ephemeral loopback port.
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let shared = Arc::new(Shared {
            port,
            next_id: AtomicU64::new(1_000),
            ..Shared::default()
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeDiscord {
            base: format!("http://127.0.0.1:{port}"),
            shared,
            server,
        }
    }

    /// Every file uploaded so far without a description (`attachments[].description` of the
    /// `payload_json` part), as `METHOD path: file name`; the fake fails the test at its drop
    /// when this is not empty.
    pub fn undescribed(&self) -> Vec<String> {
        self.shared.undescribed.lock().unwrap().clone()
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.requests.lock().unwrap().clone()
    }

    /// When the fake received the latest request whose path ends with `suffix`, waiting at
    /// most `limit` for one (`None` then). Copies nothing: for load runs with many requests.
    pub async fn received(&self, suffix: &str, limit: Duration) -> Option<std::time::Instant> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let notified = self.shared.changed.notified();
            let at = self
                .shared
                .requests
                .lock()
                .unwrap()
                .iter()
                .rev()
                .find(|r| r.path.ends_with(suffix))
                .map(|r| r.at);
            if at.is_some() {
                return at;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return None;
            }
        }
    }

    /// Completes when the fake records its next request (or changes state otherwise); create
    /// it before looking, so nothing in between is missed.
    pub fn changed(&self) -> tokio::sync::futures::Notified<'_> {
        self.shared.changed.notified()
    }

    /// How many IDENTIFYs the gateway has answered with READY.
    pub fn identifies(&self) -> u64 {
        self.shared.identifies.load(Ordering::SeqCst)
    }

    /// Waits (at most 5 s) until `n` requests match `pred`, and returns them in order.
    pub async fn wait_n(&self, n: usize, pred: impl Fn(&Recorded) -> bool) -> Vec<Recorded> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        loop {
            let notified = self.shared.changed.notified();
            let found: Vec<Recorded> = self.requests().into_iter().filter(|r| pred(r)).collect();
            if found.len() >= n {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!(
                    "timed out waiting for {n} matching requests; got {}:\n{:#?}",
                    found.len(),
                    self.requests()
                );
            }
        }
    }

    /// Waits for the first request that matches `pred`.
    pub async fn wait_for(&self, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        self.wait_n(1, pred).await.remove(0)
    }

    /// Waits for the first request whose method is `method` and whose path ends with `suffix`.
    pub async fn wait_path(&self, method: &str, suffix: &str) -> Recorded {
        self.wait_for(|r| r.method == method && r.path.ends_with(suffix))
            .await
    }

    /// Waits until the gateway has sent `n` READYs in total.
    pub async fn wait_identified(&self, n: u64) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        loop {
            let notified = self.shared.changed.notified();
            if self.identifies() >= n {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("timed out waiting for IDENTIFY number {n}");
            }
        }
    }

    /// Pushes a dispatch (`op` 0) of type `t` to the connected bot.
    pub fn dispatch(&self, t: &str, d: Value) {
        let tx = self.shared.gateway.lock().unwrap().clone();
        let tx = tx.expect("no bot is connected to the gateway");
        tx.send(json!({"t": t, "d": d}))
            .expect("the gateway connection is closed");
    }

    /// Pushes a dispatch of type `t` through the connection of shard `shard`.
    pub fn dispatch_to(&self, shard: u64, t: &str, d: Value) {
        let tx = self.shared.shards.lock().unwrap().get(&shard).cloned();
        let tx = tx.unwrap_or_else(|| panic!("no bot has identified as shard {shard}"));
        tx.send(json!({"t": t, "d": d}))
            .expect("the gateway connection is closed");
    }

    /// The shard ids that have identified, sorted.
    pub fn shard_ids(&self) -> Vec<u64> {
        let mut ids: Vec<u64> = self.shared.shards.lock().unwrap().keys().copied().collect();
        ids.sort();
        ids
    }

    /// Pushes an `INTERACTION_CREATE` through shard `shard`'s connection.
    pub fn interaction_to(&self, shard: u64, d: Value) {
        self.remember(&d);
        self.dispatch_to(shard, "INTERACTION_CREATE", d);
    }

    /// Pushes an `INTERACTION_CREATE` (and remembers whose token it is).
    pub fn interaction(&self, d: Value) {
        self.remember(&d);
        self.dispatch("INTERACTION_CREATE", d);
    }

    fn remember(&self, d: &Value) {
        let token = d["token"].as_str().unwrap_or_default().to_string();
        let user = d["member"]["user"]["id"]
            .as_str()
            .or(d["user"]["id"].as_str())
            .unwrap_or_default()
            .to_string();
        // A click on an ephemeral message: what the click edits is seen by the clicker alone.
        if d["message"]["flags"].as_u64().unwrap_or(0) & 64 != 0 {
            self.shared
                .ephemeral_tokens
                .lock()
                .unwrap()
                .insert(token.clone());
        }
        self.shared.token_users.lock().unwrap().insert(token, user);
    }

    /// Makes `POST /channels/{id}/threads` fail with 403 and Discord's code 50013 (`true`).
    pub fn refuse_threads(&self, refuse: bool) {
        self.shared.refuse_threads.store(refuse, Ordering::SeqCst);
    }

    /// The next `n` posts to `channel` fail with `fault` (after any faults already queued).
    pub fn fail_posts(&self, channel: &str, n: usize, fault: Fault) {
        let mut f = self.shared.faults.lock().unwrap();
        let q = f.entry(channel.to_string()).or_default();
        for _ in 0..n {
            q.push_back(fault.clone());
        }
    }

    /// Drops every queued fault of `channel`.
    pub fn clear_faults(&self, channel: &str) {
        self.shared.faults.lock().unwrap().remove(channel);
    }

    /// The next `n` interaction webhook requests (followups, edits of the original response)
    /// fail with `fault`.
    pub fn fail_webhooks(&self, n: usize, fault: Fault) {
        let mut q = self.shared.webhook_faults.lock().unwrap();
        for _ in 0..n {
            q.push_back(fault.clone());
        }
    }

    /// Drops every queued interaction webhook fault.
    pub fn clear_webhook_faults(&self) {
        self.shared.webhook_faults.lock().unwrap().clear();
    }

    /// Messages created in `channel`, in order, as they are now (edits applied).
    pub fn posts(&self, channel: &str) -> Vec<Posted> {
        self.shared
            .posts
            .lock()
            .unwrap()
            .iter()
            .filter(|p| p.channel == channel)
            .cloned()
            .collect()
    }

    /// Waits (at most 10 s) until `channel` has `n` messages, and returns them.
    pub async fn wait_posts(&self, channel: &str, n: usize) -> Vec<Posted> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.changed.notified();
            let found = self.posts(channel);
            if found.len() >= n {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!(
                    "timed out waiting for {n} messages in {channel}; got {}:\n{:#?}",
                    found.len(),
                    found
                );
            }
        }
    }

    /// How many posts were answered with the message an earlier post of the same nonce made.
    pub fn nonce_repeats(&self) -> u64 {
        self.shared.nonce_repeats.load(Ordering::SeqCst)
    }

    /// Every text `user` saw, in order: messages in channels, public interaction replies, and
    /// the ephemeral replies to their own interactions (nobody else's).
    pub fn seen_by(&self, user: &str) -> Vec<String> {
        self.shared
            .seen
            .lock()
            .unwrap()
            .iter()
            .filter(|(who, _, _)| who.as_deref().is_none_or(|w| w == user))
            .map(|(_, t, _)| t.clone())
            .collect()
    }

    /// From now on, direct messages to `user` are refused with 403 / 50007 ("Cannot send
    /// messages to this user"), as when they closed their DMs.
    pub fn close_dms(&self, user: &str) {
        self.shared
            .closed_dms
            .lock()
            .unwrap()
            .insert(user.to_string());
    }

    /// The direct messages the bot sent `user`, in order.
    pub fn dms(&self, user: &str) -> Vec<String> {
        let Some(ch) = self.shared.dm_channels.lock().unwrap().get(user).cloned() else {
            return Vec::new();
        };
        self.posts(&ch).into_iter().map(|p| p.content).collect()
    }

    /// A fresh snowflake (as a string).
    pub fn snowflake(&self) -> String {
        self.shared
            .next_id
            .fetch_add(1, Ordering::SeqCst)
            .to_string()
    }
}

impl Shared {
    fn record(&self, r: Recorded) {
        if r.status == 404 {
            eprintln!("fake discord: unknown route {} {}", r.method, r.path);
        }
        for file in undescribed_files(&r) {
            let what = format!("{} {}: {file}", r.method, r.path);
            eprintln!("fake discord: uploaded without a description: {what}");
            self.undescribed.lock().unwrap().push(what);
        }
        self.requests.lock().unwrap().push(r);
        self.changed.notify_waiters();
    }

    fn message(&self, body: &Value) -> Value {
        let id = self.next_id.fetch_add(1, Ordering::SeqCst).to_string();
        message_json(&id, "1", BOT_ID, body["content"].as_str().unwrap_or(""))
    }

    fn saw(&self, who: Option<String>, text: &str) {
        if !text.is_empty() {
            self.seen
                .lock()
                .unwrap()
                .push((who, text.to_string(), None));
        }
    }

    /// An edit of `token`'s reply: replaces what it showed, as Discord does.
    fn saw_edit(&self, who: Option<String>, text: &str, token: &str) {
        if text.is_empty() {
            return;
        }
        let mut seen = self.seen.lock().unwrap();
        let entry = (who, text.to_string(), Some(token.to_string()));
        match seen.iter().position(|e| e.2.as_deref() == Some(token)) {
            Some(i) => seen[i] = entry,
            None => seen.push(entry),
        }
    }

    fn user_of(&self, token: &str) -> Option<String> {
        self.token_users.lock().unwrap().get(token).cloned()
    }

    fn next_fault(&self, channel: &str) -> Option<Fault> {
        self.faults
            .lock()
            .unwrap()
            .get_mut(channel)
            .and_then(|q| q.pop_front())
    }

    /// Creates a channel message as Discord does, honouring `nonce` + `enforce_nonce`: a repeat
    /// returns the message already created.
    fn create_post(&self, channel: &str, body: &Value, files: &[FilePart]) -> Value {
        let nonce = body["nonce"].as_str().map(str::to_string);
        let enforce = body["enforce_nonce"].as_bool().unwrap_or(false);
        if let (Some(n), true) = (&nonce, enforce) {
            if let Some(m) = self
                .nonces
                .lock()
                .unwrap()
                .get(&(channel.to_string(), n.clone()))
            {
                self.nonce_repeats.fetch_add(1, Ordering::SeqCst);
                return m.clone();
            }
        }
        let id = self.next_id.fetch_add(1, Ordering::SeqCst).to_string();
        let content = body["content"].as_str().unwrap_or("").to_string();
        let msg = message_json(&id, channel, BOT_ID, &content);
        let buttons = buttons_of(body["components"].as_array().map_or(&[], |v| v.as_slice()));
        let pings = body["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| {
                u.as_str()
                    .map(str::to_string)
                    .or(u.as_u64().map(|n| n.to_string()))
            })
            .collect();
        self.posts.lock().unwrap().push(Posted {
            id: id.clone(),
            channel: channel.to_string(),
            content: content.clone(),
            nonce: nonce.clone(),
            enforce_nonce: enforce,
            pings,
            buttons,
            files: files.iter().map(|f| f.filename.clone()).collect(),
        });
        // Keyed by the message id, so an edit replaces what it shows; a DM is its user's alone.
        let dm_of = self
            .dm_channels
            .lock()
            .unwrap()
            .iter()
            .find(|(_, c)| c.as_str() == channel)
            .map(|(u, _)| u.clone());
        self.saw_edit(dm_of, &content, &format!("msg:{id}"));
        if let (Some(n), true) = (nonce, enforce) {
            self.nonces
                .lock()
                .unwrap()
                .insert((channel.to_string(), n), msg.clone());
        }
        msg
    }

    /// Edits message `id` of `channel` as Discord does: only the fields sent change (here the
    /// content and the buttons). `None` for a message the bot did not post there.
    fn edit_post(&self, channel: &str, id: &str, body: &Value) -> Option<Value> {
        let mut posts = self.posts.lock().unwrap();
        let p = posts
            .iter_mut()
            .find(|p| p.channel == channel && p.id == id)?;
        if let Some(c) = body["content"].as_str() {
            p.content = c.to_string();
            self.saw_edit(None, c, &format!("msg:{id}"));
        }
        if let Some(rows) = body["components"].as_array() {
            p.buttons = buttons_of(rows);
        }
        Some(message_json(&p.id, channel, BOT_ID, &p.content))
    }

    /// Records what an interaction reply showed, and to whom.
    fn interaction_reply(&self, token: &str, body: &Value, kind: &str) {
        let user = self.user_of(token);
        let flags = body["flags"].as_u64().unwrap_or(0);
        let content = body["content"].as_str().unwrap_or("");
        let ephemeral = match kind {
            "followup" => flags & 64 != 0 || self.ephemeral_tokens.lock().unwrap().contains(token),
            _ => self.ephemeral_tokens.lock().unwrap().contains(token),
        };
        let who = if ephemeral { user } else { None };
        if kind == "edit" {
            self.saw_edit(who, content, token);
        } else {
            self.saw(who, content);
        }
    }
}

/// The button `custom_id`s of a message's component rows.
fn buttons_of(rows: &[Value]) -> Vec<String> {
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// A minimal Message object that serenity deserializes.
pub fn message_json(id: &str, channel_id: &str, author_id: &str, content: &str) -> Value {
    json!({
        "id": id,
        "channel_id": channel_id,
        "author": {"id": author_id, "username": "Timur", "discriminator": "0", "avatar": null, "bot": true},
        "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    })
}

/// The names of the files of multipart request `r` that have no description: each file part
/// `files[N]` must have an entry `{"id": N, "description": "…"}` (not empty) in the payload's
/// `attachments` (`data.attachments` for an interaction callback), as Discord reads them.
pub fn undescribed_files(r: &Recorded) -> Vec<String> {
    let listed = match r.json.get("data").and_then(|d| d.get("attachments")) {
        Some(a) => a,
        None => &r.json["attachments"],
    };
    let described = |id: &str| {
        listed.as_array().into_iter().flatten().any(|a| {
            let a_id = match &a["id"] {
                Value::Number(n) => n.to_string(),
                Value::String(s) => s.clone(),
                _ => return false,
            };
            a_id == id
                && a["description"]
                    .as_str()
                    .is_some_and(|d| !d.trim().is_empty())
        })
    };
    r.files
        .iter()
        .filter(|f| {
            let id = f
                .field
                .strip_prefix("files[")
                .and_then(|x| x.strip_suffix(']'))
                .unwrap_or(&f.field);
            !described(id)
        })
        .map(|f| f.filename.clone())
        .collect()
}

/// Every REST route: record, then answer as Discord would for the routes the bot uses.
async fn rest(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let at = std::time::Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let (json, files) = if is_multipart {
        let mut form = Multipart::from_request(req, &()).await.unwrap();
        let mut json = Value::Null;
        let mut files = Vec::new();
        while let Some(field) = form.next_field().await.unwrap() {
            let name = field.name().unwrap_or_default().to_string();
            if name == "payload_json" {
                json = serde_json::from_str(&field.text().await.unwrap()).unwrap();
            } else {
                let filename = field.file_name().unwrap_or_default().to_string();
                let bytes = field.bytes().await.unwrap().to_vec();
                files.push(FilePart {
                    field: name,
                    filename,
                    bytes,
                });
            }
        }
        (json, files)
    } else {
        let bytes = axum::body::to_bytes(req.into_body(), 64 * 1024 * 1024)
            .await
            .unwrap();
        let json = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or(Value::Null)
        };
        (json, Vec::new())
    };
    let segs: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let (status, body): (StatusCode, Option<Value>) = match (&method, segs.as_slice()) {
        (&Method::GET, ["gateway"]) => (
            StatusCode::OK,
            Some(json!({"url": format!("ws://127.0.0.1:{}/ws", shared.port)})),
        ),
        (&Method::GET, ["gateway", "bot"]) => (
            StatusCode::OK,
            Some(json!({
                "url": format!("ws://127.0.0.1:{}/ws", shared.port),
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
            })),
        ),
        (&Method::PUT, ["applications", _, "commands"])
        | (&Method::PUT, ["applications", _, "guilds", _, "commands"]) => {
            // Discord refuses the whole bulk overwrite when one name or description breaks its
            // rules (400, "Invalid Form Body").
            let problems = command_payload_problems(&json);
            if problems.is_empty() {
                (StatusCode::OK, Some(json!([])))
            } else {
                (
                    StatusCode::BAD_REQUEST,
                    Some(
                        json!({"code": 50035, "message": "Invalid Form Body", "errors": problems}),
                    ),
                )
            }
        }
        (&Method::POST, ["interactions", _, token, "callback"]) => {
            let data = &json["data"];
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            match json["type"].as_u64() {
                Some(4) => {
                    let user = shared.user_of(token);
                    shared.saw(
                        if ephemeral { user } else { None },
                        data["content"].as_str().unwrap_or(""),
                    );
                }
                Some(5) if ephemeral => {
                    shared
                        .ephemeral_tokens
                        .lock()
                        .unwrap()
                        .insert(token.to_string());
                }
                _ => {}
            }
            (StatusCode::NO_CONTENT, None)
        }
        (&Method::POST, ["webhooks", _, token])
        | (&Method::PATCH, ["webhooks", _, token, "messages", _]) => {
            let fault = shared.webhook_faults.lock().unwrap().pop_front();
            match fault {
                Some(Fault::Status(code)) => (
                    StatusCode::from_u16(code).unwrap(),
                    Some(json!({"message": "Injected failure", "code": 0})),
                ),
                Some(Fault::RateLimited(after)) => (
                    StatusCode::TOO_MANY_REQUESTS,
                    Some(
                        json!({"message": "You are being rate limited.", "retry_after": after, "global": false}),
                    ),
                ),
                _ => {
                    let kind = if method == Method::POST {
                        "followup"
                    } else {
                        "edit"
                    };
                    shared.interaction_reply(token, &json, kind);
                    (StatusCode::OK, Some(shared.message(&json)))
                }
            }
        }
        (&Method::DELETE, ["webhooks", _, token, "messages", _]) => {
            // The reply is gone: nobody sees it any more.
            shared
                .seen
                .lock()
                .unwrap()
                .retain(|e| e.2.as_deref() != Some(*token));
            (StatusCode::NO_CONTENT, None)
        }
        (&Method::POST, ["users", "@me", "channels"]) => {
            let user = json["recipient_id"]
                .as_str()
                .map(str::to_string)
                .or(json["recipient_id"].as_u64().map(|n| n.to_string()))
                .unwrap_or_default();
            let ch = shared
                .dm_channels
                .lock()
                .unwrap()
                .entry(user.clone())
                .or_insert_with(|| shared.next_id.fetch_add(1, Ordering::SeqCst).to_string())
                .clone();
            (
                StatusCode::OK,
                Some(json!({
                    "id": ch, "type": 1, "last_message_id": null,
                    "recipients": [{"id": user, "username": "user", "discriminator": "0", "avatar": null, "global_name": null}],
                })),
            )
        }
        (&Method::POST, ["channels", channel, "messages"])
            if shared.dm_channels.lock().unwrap().iter().any(|(u, c)| {
                c.as_str() == *channel && shared.closed_dms.lock().unwrap().contains(u)
            }) =>
        {
            (
                StatusCode::FORBIDDEN,
                Some(json!({"message": "Cannot send messages to this user", "code": 50007})),
            )
        }
        (&Method::PATCH, ["channels", channel]) => (
            StatusCode::OK,
            Some(json!({
                "id": channel, "type": 11, "guild_id": "800000000000000001", "parent_id": "700000000000000001",
                "name": json["name"].as_str().unwrap_or("thread"), "owner_id": BOT_ID,
                "thread_metadata": {"archived": json["archived"].as_bool().unwrap_or(false), "auto_archive_duration": 10080, "archive_timestamp": "2026-01-01T00:00:00.000000+00:00", "locked": false},
            })),
        ),
        (&Method::POST, ["channels", channel, "messages"]) => match shared.next_fault(channel) {
            Some(Fault::ArchivedThread) => (
                StatusCode::BAD_REQUEST,
                Some(json!({"message": "Thread is archived", "code": 50083})),
            ),
            Some(Fault::Status(code)) => (
                StatusCode::from_u16(code).unwrap(),
                Some(json!({"message": "Injected failure", "code": 0})),
            ),
            Some(Fault::RateLimited(after)) => (
                StatusCode::TOO_MANY_REQUESTS,
                Some(
                    json!({"message": "You are being rate limited.", "retry_after": after, "global": false}),
                ),
            ),
            Some(Fault::Hang(d)) => {
                let m = shared.create_post(channel, &json, &files);
                shared.changed.notify_waiters();
                tokio::time::sleep(d).await;
                (StatusCode::OK, Some(m))
            }
            None => (
                StatusCode::OK,
                Some(shared.create_post(channel, &json, &files)),
            ),
        },
        (&Method::PATCH, ["channels", channel, "messages", id]) => {
            match shared.edit_post(channel, id, &json) {
                Some(m) => (StatusCode::OK, Some(m)),
                None => (
                    StatusCode::NOT_FOUND,
                    Some(json!({"message": "Unknown Message", "code": 10008})),
                ),
            }
        }
        (&Method::POST, ["channels", parent, "threads"]) => {
            if shared.refuse_threads.load(Ordering::SeqCst) {
                (
                    StatusCode::FORBIDDEN,
                    Some(json!({"message": "Missing Permissions", "code": 50013})),
                )
            } else {
                let id = shared.next_id.fetch_add(1, Ordering::SeqCst).to_string();
                (
                    StatusCode::CREATED,
                    Some(json!({
                        "id": id, "type": json["type"], "parent_id": parent,
                        "name": json["name"], "owner_id": BOT_ID,
                        "thread_metadata": {"archived": false, "auto_archive_duration": json["auto_archive_duration"], "archive_timestamp": "2026-01-01T00:00:00.000000+00:00", "locked": false},
                    })),
                )
            }
        }
        (&Method::POST, ["channels", parent, "messages", message, "threads"]) => {
            // A thread started from a message has the message's id; a second one for the same
            // message is refused with 160004, as Discord does.
            let again = shared
                .requests
                .lock()
                .unwrap()
                .iter()
                .any(|r| r.method == "POST" && r.path == path && r.status == 201);
            if again {
                (
                    StatusCode::BAD_REQUEST,
                    Some(
                        json!({"message": "A thread has already been created for this message", "code": 160004}),
                    ),
                )
            } else {
                (
                    StatusCode::CREATED,
                    Some(json!({
                        "id": message, "type": 11, "parent_id": parent,
                        "name": json["name"], "owner_id": BOT_ID,
                        "thread_metadata": {"archived": false, "auto_archive_duration": json["auto_archive_duration"], "archive_timestamp": "2026-01-01T00:00:00.000000+00:00", "locked": false},
                    })),
                )
            }
        }
        (&Method::PUT, ["channels", _, "thread-members", _]) => (StatusCode::NO_CONTENT, None),
        _ => (
            StatusCode::NOT_FOUND,
            Some(json!({"message": "Unknown route (fake Discord)", "code": 0})),
        ),
    };
    shared.record(Recorded {
        method: method.to_string(),
        path,
        json,
        files,
        status: status.as_u16(),
        at,
    });
    match body {
        Some(b) => (status, Json(b)).into_response(),
        None => status.into_response(),
    }
}

async fn gateway(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(shared, socket))
}

/// One gateway connection: HELLO; READY on IDENTIFY; ACK every heartbeat; forward dispatches.
async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let mut seq: u64 = 0;
    let mut shard_id: u64 = 0;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                let text = match msg {
                    WsMessage::Text(t) => t.to_string(),
                    WsMessage::Close(_) => break,
                    _ => continue,
                };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                let reply = match frame["op"].as_u64() {
                    Some(1) => Some(json!({"op": 11})),
                    Some(2) => {
                        seq += 1;
                        let shard = frame["d"]["shard"].as_array().cloned().unwrap_or_else(|| vec![json!(0), json!(1)]);
                        shard_id = shard[0].as_u64().unwrap_or(0);
                        Some(json!({"op": 0, "s": seq, "t": "READY", "d": {
                            "v": 10,
                            "user": {"id": BOT_ID, "username": "Timur", "discriminator": "0", "avatar": null, "bot": true, "verified": true, "mfa_enabled": false},
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": format!("ws://127.0.0.1:{}/ws", shared.port),
                            "shard": shard,
                            "application": {"id": APP_ID, "flags": 0},
                        }}))
                    }
                    // Resuming is not supported: ask for a fresh IDENTIFY.
                    Some(6) => Some(json!({"op": 9, "d": false})),
                    _ => None,
                };
                if let Some(reply) = reply {
                    let ready = reply["t"] == "READY";
                    if socket.send(WsMessage::Text(reply.to_string().into())).await.is_err() {
                        break;
                    }
                    if ready {
                        *shared.gateway.lock().unwrap() = Some(tx.clone());
                        shared.shards.lock().unwrap().insert(shard_id, tx.clone());
                        shared.identifies.fetch_add(1, Ordering::SeqCst);
                        shared.changed.notify_waiters();
                    }
                }
            }
            out = rx.recv() => {
                let Some(mut event) = out else { break };
                seq += 1;
                event["op"] = json!(0);
                event["s"] = json!(seq);
                if socket.send(WsMessage::Text(event.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// What Discord would refuse in a bulk overwrite of application commands (`payload`: the JSON
/// array of commands): names (commands, options, in every `name_localizations` entry) that do
/// not match `^[-_\p{L}\p{N}]{1,32}$` or are not lower case; descriptions (also localized)
/// not 1–100 characters; choice names (also localized) not 1–100 characters; a name, in some
/// locale, repeated among its siblings. One line per problem, empty when Discord accepts it.
pub fn command_payload_problems(payload: &Value) -> Vec<String> {
    fn name_ok(n: &str) -> bool {
        let len = n.chars().count();
        (1..=32).contains(&len)
            && n.chars()
                .all(|c| c == '-' || c == '_' || (c.is_alphanumeric() && !c.is_whitespace()))
            && n.to_lowercase() == n
    }
    fn texts<'a>(o: &'a Value, field: &str) -> Vec<(String, &'a str)> {
        let mut out = vec![("default".to_string(), o[field].as_str().unwrap_or(""))];
        if let Some(m) = o[format!("{field}_localizations")].as_object() {
            for (locale, t) in m {
                out.push((locale.clone(), t.as_str().unwrap_or("")));
            }
        }
        out
    }
    fn siblings(items: &[Value], at: &str, choices: bool, problems: &mut Vec<String>) {
        // Every locale any sibling is named in: a sibling without that localization shows
        // its default name there.
        let mut locales = std::collections::BTreeSet::from(["default".to_string()]);
        for item in items {
            locales.extend(texts(item, "name").into_iter().map(|(l, _)| l));
        }
        let mut seen = std::collections::HashSet::new();
        for item in items {
            let path = format!("{at}/{}", item["name"].as_str().unwrap_or("?"));
            let names = texts(item, "name");
            for (locale, n) in &names {
                let ok = if choices {
                    (1..=100).contains(&n.chars().count())
                } else {
                    name_ok(n)
                };
                if !ok {
                    problems.push(format!("{path} [{locale}]: bad name {n:?}"));
                }
            }
            for locale in &locales {
                let shown = names
                    .iter()
                    .find(|(l, _)| l == locale)
                    .map_or(names[0].1, |(_, n)| *n);
                if !seen.insert((locale.clone(), shown.to_string())) {
                    problems.push(format!("{path} [{locale}]: name {shown:?} repeated"));
                }
            }
            if !choices {
                for (locale, d) in texts(item, "description") {
                    let len = d.chars().count();
                    if !(1..=100).contains(&len) {
                        problems.push(format!(
                            "{path} [{locale}]: description of {len} characters"
                        ));
                    }
                }
                if let Some(opts) = item["options"].as_array() {
                    siblings(opts, &path, false, problems);
                }
                if let Some(ch) = item["choices"].as_array() {
                    siblings(ch, &path, true, problems);
                }
            }
        }
    }
    let mut problems = Vec::new();
    match payload.as_array() {
        Some(commands) => siblings(commands, "", false, &mut problems),
        None => problems.push("the payload is not an array of commands".into()),
    }
    problems
}
