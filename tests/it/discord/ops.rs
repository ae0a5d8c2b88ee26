//! Operations (issue 23), end to end with the fake Discord.
//!
//! Recovery after `kill -9`: with announcements in flight (one post created by
//! Discord but its answer never back, more moves queued behind it in the same channel), a
//! killed bot's pending announcements go out within 5 s of the restart, each once, in the
//! order they were stored. The bots run with the production lease ([`timur::game::LEASE`],
//! renewed by a heartbeat), not the tests' short one. On SQLite and PostgreSQL; alone, and as
//! one of two processes on the database.

use crate::support;

use crate::support::fake_discord::Fault;
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, NO_THREAD};
use serde_json::json;
use std::collections::HashSet;
use std::time::{Duration, Instant};
use timur::discord::ShardPlan;
use timur::game::{At, GameService};

/// The four moves played while the first one's board hangs, and the text of each board post.
/// The English answer to a button or modal the bot does not know (`discord-stale-button`).
const STALE_BUTTON: &str = "This button is no longer valid.";

const MOVES: [(&str, &str, &str); 4] = [
    ("100000000000000001", "e3-e4", "played **1. e3-e4**"),
    ("100000000000000002", "e8-e7", "played **1... e8-e7**"),
    ("100000000000000001", "f3-f4", "played **2. f3-f4**"),
    ("100000000000000002", "f8-f7", "played **2... f8-f7**"),
];

/// The first move's board is created by Discord but its answer hangs; three more moves are
/// stored behind it. Returns when the hung post exists.
async fn moves_in_flight(h: &Harness, service: &GameService) {
    h.fake
        .fail_posts(CHANNEL, 1, Fault::Hang(Duration::from_secs(60)));
    for (user, text, _) in MOVES {
        service
            .play(At::Channel(CHANNEL), user, text)
            .await
            .unwrap();
    }
    h.fake.wait_posts(CHANNEL, 3).await;
}

/// The index of the first move's row (the one whose board hangs) among `rows`.
fn first_move(rows: &[timur::store::OutboxRow]) -> usize {
    rows.iter().position(|r| r.kind == "move").unwrap()
}

/// Waits (at most 5 s) until no announcement of `game` is pending in `service`'s outbox;
/// returns how long after `since` that was.
async fn all_delivered(h: &Harness, service: &GameService, game: i64, since: Instant) -> Duration {
    let limit = Duration::from_secs(5).saturating_sub(since.elapsed());
    h.until_within(
        limit,
        "all pending delivered within 5 s of the restart",
        || async move {
            let rows = service.store().outbox_of(game).await.unwrap();
            rows.iter()
                .all(|r| r.delivery.delivered_at.is_some())
                .then_some(())
        },
    )
    .await;
    since.elapsed()
}

/// Every announcement posted once, in the outbox's order, the hung one re-sent once with its
/// nonce (Discord answered with the message already created).
async fn assert_once_in_order(h: &Harness, service: &GameService, game: i64) {
    let rows = service.store().outbox_of(game).await.unwrap();
    let kinds: Vec<&str> = rows.iter().map(|r| r.kind.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "challenge",
            "retire-accepted",
            "start",
            "move",
            "move",
            "move",
            "move"
        ]
    );
    let posts = h.fake.posts(CHANNEL);
    let nonces: Vec<String> = posts.iter().map(|p| p.nonce.clone().unwrap()).collect();
    // The challenge's edit (its buttons removed once accepted) is an edit, not a post.
    let stored: Vec<String> = rows
        .iter()
        .filter(|r| !r.kind.starts_with("retire-"))
        .map(|r| r.delivery.nonce.clone())
        .collect();
    assert_eq!(nonces, stored, "posted once each, in the order stored");
    assert_eq!(nonces.iter().collect::<HashSet<_>>().len(), 6);
    for (post, (_, _, text)) in posts[2..].iter().zip(MOVES) {
        assert!(post.content.contains(text), "{} lacks {text}", post.content);
    }
    assert_eq!(
        h.fake.nonce_repeats(),
        1,
        "only the hung post was sent twice"
    );
}

both_backends! {
async fn killed_alone_its_pending_announcements_go_out_within_5_s_of_the_restart(db) {
    let mut h = Harness::without_bot(Some(db.url.clone())).await;
    h.lease = timur::game::LEASE;
    h.start().await;
    let service = h.service().clone();
    let id = h.start_game_on(&service).await;
    moves_in_flight(&h, &service).await;
    let held = service.store().outbox_of(id).await.unwrap();
    let first = first_move(&held);
    assert_eq!(held[first].claimed_by.as_deref(), Some("bot-1"), "{:?}", held[first]);
    assert_eq!(held.iter().filter(|r| r.delivery.delivered_at.is_none()).count(), 4);

    h.kill().await;
    h.fake.clear_faults(CHANNEL);
    let restart = Instant::now();
    h.start().await;
    let took = all_delivered(&h, h.service(), id, restart).await;
    eprintln!("all pending delivered {took:?} after the restart");
    assert_once_in_order(&h, h.service(), id).await;
    h.stop().await;
}}

both_backends! {
async fn one_of_two_bots_killed_its_announcements_go_out_within_5_s_once_in_order(db) {
    let shard = |n| ShardPlan::Range { first: n, last: n, total: 2 };
    let mut h = Harness::without_bot(Some(db.url.clone())).await;
    h.lease = timur::game::LEASE;
    let a = h.start_shards(shard(0), "A").await;
    let b = h.start_shards(shard(1), "B").await;
    *h.route.lock().unwrap() = Some(0);
    let id = h.start_game_on(&a.service).await;
    moves_in_flight(&h, &a.service).await;
    let held = a.service.store().outbox_of(id).await.unwrap();
    let first = first_move(&held);
    let holder = held[first].claimed_by.clone().unwrap();
    // The live holder keeps its claim (its heartbeat renews the lease while the post hangs):
    // once a renewal reaches a whole lease past the first one, the first has run out, and
    // still the other bot does not post it a second time.
    let lease = timur::game::LEASE.as_millis() as i64;
    let first_until = held[first].lease_until.unwrap();
    let svc = a.service.clone();
    h.until("the holder's lease renewed past its first", || {
        let svc = svc.clone();
        async move {
            let row = svc.store().outbox_of(id).await.unwrap().swap_remove(first);
            (row.lease_until.unwrap_or(0) >= first_until + lease).then_some(())
        }
    })
    .await;
    assert_eq!(h.fake.nonce_repeats(), 0);
    assert_eq!(
        a.service.store().outbox_of(id).await.unwrap()[first].claimed_by.as_deref(),
        Some(holder.as_str())
    );

    // Kill the holder and start it again (a new process under a new worker name).
    let (dead_shard, survivor) = match holder.as_str() {
        "A" => {
            a.kill().await;
            (0, b)
        }
        "B" => {
            b.kill().await;
            (1, a)
        }
        other => panic!("claimed by {other}"),
    };
    h.fake.clear_faults(CHANNEL);
    let restart = Instant::now();
    let again = h.start_shards(shard(dead_shard), "A2").await;
    let took = all_delivered(&h, &again.service, id, restart).await;
    eprintln!("all pending delivered {took:?} after the restart");
    assert_once_in_order(&h, &survivor.service, id).await;
    survivor.kill().await;
    again.kill().await;
}}

/// Every component or modal interaction the bot cannot parse, of any length and case, gets the
/// ephemeral "This button is no longer valid." and changes nothing.
#[tokio::test]
async fn unknown_custom_ids_of_every_kind_are_answered() {
    let mut h = Harness::new().await;
    let service = h.service().clone();
    let id = h.start_game_on(&service).await;
    let long = "x".repeat(200);
    let resign_upper = format!("TIMUR:resign:{id}");
    let ids = [
        "",
        long.as_str(),
        resign_upper.as_str(),
        "timur:picked:1",
        "timur:accept:x",
        "timur:resign",
        "Timur:accept:1",
        "other:accept:1",
        "ü:😀",
    ];
    for custom_id in ids {
        let t = h.click(ALICE, custom_id);
        h.assert_refused(&t, STALE_BUTTON).await;
    }
    // A select menu the bot does not know.
    let (mut v, t) = h.interaction(3, ALICE);
    v["data"] =
        json!({"custom_id": "timur:pick-something:1", "component_type": 3, "values": ["a"]});
    v["message"] = support::fake_discord::message_json(
        "500000000000000001",
        CHANNEL,
        support::fake_discord::BOT_ID,
        "a message",
    );
    h.send(v);
    h.assert_refused(&t, STALE_BUTTON).await;
    // A modal submission the bot does not know.
    let (mut v, t) = h.interaction(5, ALICE);
    v["data"] = json!({"custom_id": "timur:modal:1", "components": []});
    h.send(v);
    h.assert_refused(&t, STALE_BUTTON).await;
    // Nothing changed: the game is on, no move, nothing announced after the start.
    let rec = service.load(At::Game(id)).await.unwrap().record;
    assert_eq!(rec.status, timur::game::Status::Active);
    assert_eq!(service.moves(id).await.unwrap().len(), 0);
    assert_eq!(h.fake.posts(CHANNEL).len(), 2);
    h.stop().await;
}

/// SIGTERM with a delivery in flight: the bot stops taking interactions, lets the worker
/// finish the post Discord is still answering, releases nothing pending, and exits 0.
#[tokio::test]
async fn sigterm_finishes_the_delivery_in_flight_and_exits_0() {
    let h = Harness::without_bot(None).await;
    let log = std::fs::File::create(h.dir.path().join("bot.log")).unwrap();
    let mut child = crate::support::cli::command()
        .arg("bot")
        .current_dir(h.dir.path())
        .env("DISCORD_TOKEN", "fake-token")
        .env("TIMUR_DISCORD_API", &h.fake.base)
        .env("DATABASE_URL", h.db().to_str().unwrap())
        .env("SHARDS", "0")
        .env("SHARD_COUNT", "1")
        .env("RUST_LOG", "info")
        .stdout(std::process::Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap();
    h.fake
        .wait_n(1, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    // The challenge's post is created, but Discord's answer takes 2 s: SIGTERM meanwhile.
    h.fake
        .fail_posts(CHANNEL, 1, Fault::Hang(Duration::from_secs(2)));
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}"))
        .await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let term = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("the bot did not stop within 30 s of SIGTERM");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let log = std::fs::read_to_string(h.dir.path().join("bot.log")).unwrap();
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(log.contains("delivery stopped pending=0"), "{log}");
    // Delivered once, marked, no lease left behind.
    let store = timur::store::Store::open_existing(h.db().to_str().unwrap())
        .await
        .unwrap();
    let rows = store.pending(10, None).await.unwrap();
    assert!(rows.is_empty(), "{rows:#?}");
    assert_eq!(h.fake.posts(CHANNEL).len(), 1);
    assert_eq!(h.fake.nonce_repeats(), 0);
    store.close().await;
}

/// The load script of issue 23: 1,000 games in 1,000 channels, moves sent through the fake
/// Discord (10 a second) for 2 minutes while the bot is killed (`kill -9`: every task aborted)
/// and restarted every 10 s. Prints the figures: moves stored, interactions unanswered,
/// announcements lost (stored, never delivered) and doubled (posted twice), the p50/p99 time
/// to first answer, and the longest delay of an announcement pending at a restart. Run:
/// `cargo test --test ops_e2e -- --ignored --nocapture load`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a 2-minute load run; prints its figures"]
async fn load_1000_games_with_a_kill_every_10_s() {
    const GAMES: u64 = 1000;
    const RUN: Duration = Duration::from_secs(120);
    const KILL_EVERY: Duration = Duration::from_secs(10);
    const PACE: Duration = Duration::from_millis(100);
    let channel = |n: u64| (710_000_000_000_000_000 + n).to_string();
    let mut h = Harness::without_bot(None).await;
    h.lease = timur::game::LEASE;
    h.start().await;
    let setup = Instant::now();
    let mut games = Vec::new();
    for n in 0..GAMES {
        let svc = h.service().clone();
        let r = timur::game::ChallengeRequest::new(
            channel(n),
            timur::game::Player::new(ALICE.0, ALICE.1),
        )
        .guild(support::harness::GUILD)
        .opponent(timur::game::Player::new(BOB.0, BOB.1))
        .color(timur::game::ColorChoice::White)
        .gif(false);
        let g = svc.challenge(&r).await.unwrap();
        svc.accept(g.id, &timur::game::Player::new(BOB.0, BOB.1))
            .await
            .unwrap();
        games.push(g.id);
    }
    eprintln!("setup: {GAMES} games in {:?}", setup.elapsed());

    let start = Instant::now();
    let mut last_kill = Instant::now();
    let mut latencies: Vec<Duration> = Vec::new();
    let mut unanswered = 0;
    let mut restarts: Vec<(i64, Vec<i64>)> = Vec::new(); // (restart ms, rows pending then)
    let mut n = 0u64;
    while start.elapsed() < RUN {
        if last_kill.elapsed() >= KILL_EVERY {
            h.kill().await;
            let pending: Vec<i64> = {
                let store = timur::store::Store::open(&h.db_url()).await.unwrap();
                let p = store
                    .pending(1_000_000, None)
                    .await
                    .unwrap()
                    .into_iter()
                    .map(|r| r.id)
                    .collect();
                store.close().await;
                p
            };
            let restart = timur::store::now_ms();
            h.start().await;
            restarts.push((restart, pending));
            last_kill = Instant::now();
        }
        let g = games[(n % GAMES) as usize];
        n += 1;
        let svc = h.service().clone();
        let st = svc.load(At::Game(g)).await.unwrap();
        if st.record.status != timur::game::Status::Active {
            continue;
        }
        let legal = st.position.legal_moves();
        let text = st.position.move_text(&legal[(n as usize) % legal.len()]);
        let who = if st.record.ply % 2 == 0 { ALICE } else { BOB };
        let (mut v, token) = h.interaction(2, who);
        v["channel_id"] = json!(st.record.channel_id);
        v["data"] = json!({"id": "600000000000000001", "name": "move", "type": 1,
            "options": [{"name": "move", "type": 3, "value": text}]});
        let sent = std::time::Instant::now();
        h.send(v);
        match h
            .fake
            .received(&format!("/{token}/callback"), Duration::from_secs(10))
            .await
        {
            Some(at) => latencies.push(at.duration_since(sent)),
            None => unanswered += 1,
        }
        tokio::time::sleep(PACE).await;
    }
    // Everything stored goes out.
    let svc = h.service().clone();
    let drained = Instant::now();
    while !svc.store().pending(1, None).await.unwrap().is_empty() {
        assert!(drained.elapsed() < Duration::from_secs(60), "never drained");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut rows = Vec::new();
    for g in &games {
        rows.extend(svc.store().outbox_of(*g).await.unwrap());
    }
    let delivered: std::collections::HashMap<i64, i64> = rows
        .iter()
        .map(|r| (r.id, r.delivery.delivered_at.unwrap_or(i64::MAX)))
        .collect();
    let mut posted = 0;
    for g in 0..GAMES {
        posted += h.fake.posts(&channel(g)).len();
    }
    let lost = rows
        .iter()
        .filter(|r| r.delivery.delivered_at.is_none() || r.delivery.last_error.is_some())
        .count();
    let doubled = posted as i64 - rows.len() as i64;
    let longest = restarts
        .iter()
        .flat_map(|(at, ids)| ids.iter().map(move |id| (at, id)))
        .map(|(at, id)| delivered[id] - at)
        .max()
        .unwrap_or(0);
    let moves: usize = {
        let mut m = 0;
        for g in &games {
            m += svc.moves(*g).await.unwrap().len();
        }
        m
    };
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() as f64 * p) as usize).min(latencies.len() - 1)];
    eprintln!(
        "load: {} s, {} restarts, {} moves stored, {} interactions ({} unanswered), {} announcements ({} lost, {} doubled, {} re-sent with their nonce), first answer p50 {:?} p99 {:?} max {:?}, longest delay of an announcement pending at a restart {} ms",
        RUN.as_secs(),
        restarts.len(),
        moves,
        latencies.len() + unanswered,
        unanswered,
        rows.len(),
        lost,
        doubled,
        h.fake.nonce_repeats(),
        pct(0.5),
        pct(0.99),
        latencies.last().unwrap(),
        longest
    );
    assert_eq!((unanswered, lost, doubled), (0, 0, 0));
    h.stop().await;
}

/// `timur backup --to FILE`: a copy of the SQLite database, refusing an existing file; on
/// PostgreSQL it names pg_dump.
#[tokio::test]
async fn timur_backup_writes_a_copy_and_names_pg_dump_for_postgres() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let store = timur::store::Store::open(db.to_str().unwrap())
        .await
        .unwrap();
    let to = dir.path().join("copy.db");
    let run = |args: &[&str]| {
        crate::support::cli::command()
            .arg("backup")
            .args(args)
            .current_dir(dir.path())
            .output()
            .unwrap()
    };
    let out = run(&["--db", db.to_str().unwrap(), "--to", to.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let size = std::fs::metadata(&to).unwrap().len();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!(
            "backup of {} written to {} ({size} bytes)\n",
            db.display(),
            to.display()
        )
    );
    let again = run(&["--db", db.to_str().unwrap(), "--to", to.to_str().unwrap()]);
    assert_eq!(again.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&again.stderr),
        format!(
            "error: {} exists already; give the name of a new file\n",
            to.display()
        )
    );
    let pg = run(&[
        "--db",
        "postgres://timur@127.0.0.1:1/timur",
        "--to",
        "x.dump",
    ]);
    assert_eq!(pg.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&pg.stderr),
        "error: timur backup copies SQLite databases; back up PostgreSQL with pg_dump, for example: pg_dump --format=custom --file=timur.dump \"$DATABASE_URL\"\n"
    );
    store.close().await;
}

/// SIGTERM while the computer thinks at level 8 (3 s a move): the engine pool sets the
/// search's stop flag and waits for it, so the process exits 0 at once, well within the stop
/// timeout (30 s, README "Stopping"); the cancelled search stores no move (the computer moves
/// after the restart). Prints the time from SIGTERM to the exit.
#[tokio::test]
async fn sigterm_while_level_8_thinks_stops_the_search_and_exits_0_at_once() {
    use std::io::BufRead;
    const TIMUR: (&str, &str) = (crate::support::fake_discord::BOT_ID, "Timur");
    const STOP_TIMEOUT: Duration = Duration::from_secs(30);
    let h = Harness::without_bot(None).await;
    let mut child = crate::support::cli::command()
        .arg("bot")
        .current_dir(h.dir.path())
        .env("DISCORD_TOKEN", "fake-token")
        .env("TIMUR_DISCORD_API", &h.fake.base)
        .env("DATABASE_URL", h.db().to_str().unwrap())
        .env("SHARDS", "0")
        .env("SHARD_COUNT", "1")
        .env("RUST_LOG", "info,timur::engine=debug")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The log, line by line as the bot writes it: the waits below are on its lines.
    let (lines, mut log_rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    let stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            let _ = lines.send(line);
        }
    });
    let mut log = String::new();
    h.fake
        .wait_n(1, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    let t = h.challenge(
        ALICE,
        TIMUR,
        json!([{"name": "color", "type": 4, "value": 0}, {"name": "level", "type": 4, "value": 8}]),
    );
    h.assert_acted(
        &t,
        &format!("Your game against the computer (level 8) starts here.{NO_THREAD}"),
    )
    .await;
    h.fake.wait_posts(CHANNEL, 2).await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_acted(
        &t,
        "You played **e3-e4**. The computer is thinking; its answer and the board follow.",
    )
    .await;
    // The computer's search has started on the pool.
    tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(line) = log_rx.recv().await {
            log.push_str(&line);
            log.push('\n');
            if line.contains("engine search started") {
                return;
            }
        }
        panic!("the bot's log ended before its search started:\n{log}");
    })
    .await
    .unwrap_or_else(|_| panic!("no engine search within 10 s of the move"));
    let term = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let sent = Instant::now();
    let status = tokio::time::timeout(
        STOP_TIMEOUT,
        tokio::task::spawn_blocking(move || child.wait().map(|s| (s, child))),
    )
    .await;
    let took = sent.elapsed();
    let (status, _child) = match status {
        Ok(done) => done.unwrap().unwrap(),
        Err(_) => panic!("the bot did not stop within {STOP_TIMEOUT:?} of SIGTERM"),
    };
    reader.join().unwrap();
    while let Ok(line) = log_rx.try_recv() {
        log.push_str(&line);
        log.push('\n');
    }
    println!("SIGTERM with level 8 thinking: exited {status} after {took:?}");
    assert_eq!(status.code(), Some(0), "{log}");
    assert!(took < STOP_TIMEOUT, "{took:?}");
    // The pool had the one search running, stopped it, and nothing was left running.
    assert!(
        log.contains("engine searches stopped running=1 left=0"),
        "{log}"
    );
    assert!(log.contains("delivery stopped pending=0"), "{log}");
    // The cancelled search stored nothing: only Alice's move, the computer is to move.
    let store = timur::store::Store::open_existing(h.db().to_str().unwrap())
        .await
        .unwrap();
    let id = store
        .game(timur::store::GameKey::LastIn(CHANNEL))
        .await
        .unwrap()
        .unwrap()
        .id;
    let service = GameService::new(store.clone());
    assert_eq!(service.moves(id).await.unwrap().len(), 1);
    assert_eq!(
        service.load(At::Game(id)).await.unwrap().record.status,
        timur::game::Status::Active
    );
    store.close().await;
}
