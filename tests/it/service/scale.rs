//! Several processes on one database (issue 14), each test on SQLite and on PostgreSQL: the
//! outbox lease (one worker per announcement, channel order kept, a dead worker's rows taken
//! over when the lease runs out), two delivery workers posting each announcement exactly once,
//! two schedulers firing each event exactly once, and `timur migrate`'s copy.

use crate::support;

use crate::support::clock::FakeClock;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use timur::discord::{DiscordStyle, Scheduler};
use timur::game::{
    ChallengeRequest, ColorChoice, Courier, Delivery, GameService, Message, Player, SendError,
    Style,
};
use timur::store::{Backend, OutboxRow, Store, DAY};

const A: &str = "1";
const B: &str = "2";

fn req(channel: &str, days: Option<i64>) -> ChallengeRequest {
    ChallengeRequest::new(channel, Player::new(A, "Alice"))
        .guild("9")
        .opponent(Player::new(B, "Bob"))
        .color(ColorChoice::White)
        .days(days)
}

/// Two services ("processes") on one database with one clock.
async fn two(db: &support::db::TestDb) -> (GameService, GameService, Arc<FakeClock>) {
    let clock = FakeClock::new();
    let a = GameService::with_clock(Store::open(&db.url).await.unwrap(), clock.clone());
    let b = GameService::with_clock(Store::open(&db.url).await.unwrap(), clock.clone());
    (a, b, clock)
}

async fn started(svc: &GameService, channel: &str, days: Option<i64>) -> i64 {
    support::game::start_game(svc, &req(channel, days)).await
}

/// Records every post: (worker, outbox id, channel).
#[derive(Default)]
struct Recorder {
    name: String,
    posts: Arc<Mutex<Vec<(String, i64, String)>>>,
}

impl Courier for Recorder {
    fn style(&self) -> &dyn Style {
        &DiscordStyle::EN
    }

    async fn send(&self, row: &OutboxRow, _message: Message) -> Result<(), SendError> {
        // A post takes a little while, so that two workers really overlap.
        tokio::time::sleep(Duration::from_millis(2)).await;
        self.posts
            .lock()
            .unwrap()
            .push((self.name.clone(), row.id, row.channel_id.clone()));
        Ok(())
    }
}

both_backends! {
/// The lease: the oldest pending row of each channel only, one holder at a time, taken over
/// after it runs out, released by delivery.
async fn outbox_rows_are_leased_one_holder_at_a_time(db) {
    let (svc, other, _clock) = two(&db).await;
    let g1 = started(&svc, "c1", None).await; // challenge + start in c1
    started(&svc, "c2", None).await; // challenge + start in c2
    let store = svc.store();
    let rows = store.outbox_of(g1).await.unwrap();
    assert_eq!(rows.iter().map(|r| r.kind.as_str()).collect::<Vec<_>>(), ["challenge", "retire-accepted", "start"]);
    let t = timur::store::now_ms();
    let first = store.claim("w1", t, 1000, 10, None).await.unwrap();
    // The head of each channel, nothing behind it.
    assert_eq!(first.rows.len(), 2);
    assert_eq!(first.rows[0].id, rows[0].id);
    assert_eq!(first.rows[0].claimed_by.as_deref(), Some("w1"));
    assert_eq!(first.rows[0].lease_until, Some(t + 1000));
    assert_eq!(first.rows[1].channel_id, "c2");
    // Another worker (process) finds both leased: nothing, and when the leases run out.
    let second = other.store().claim("w2", t + 10, 1000, 10, None).await.unwrap();
    assert!(second.rows.is_empty());
    assert_eq!(second.next_due, Some(t + 1000));
    // w1 died: after the lease, w2 takes over the same rows.
    let later = other.store().claim("w2", t + 1000, 1000, 10, None).await.unwrap();
    assert_eq!(later.rows.iter().map(|r| r.id).collect::<Vec<_>>(), first.rows.iter().map(|r| r.id).collect::<Vec<_>>());
    assert!(later.rows.iter().all(|r| r.claimed_by.as_deref() == Some("w2")));
    // Delivered: the channel's next row becomes the head, and the lease is released.
    other.store().mark_delivered(rows[0].id, t + 1001).await.unwrap();
    let next = store.claim("w1", t + 1002, 1000, 10, Some("c1")).await.unwrap();
    assert_eq!(next.rows.len(), 1);
    assert_eq!(next.rows[0].id, rows[1].id);
    let done = store.outbox_of(g1).await.unwrap();
    assert_eq!(done[0].claimed_by, None);
    assert_eq!(done[0].lease_until, None);
    assert_eq!(done[0].delivery.delivered_at, Some(t + 1001));
}}

both_backends! {
/// Two delivery workers on one database post every announcement exactly once, each channel in
/// the order the announcements were stored.
async fn two_delivery_workers_post_each_announcement_once_in_order(db) {
    let (svc, other, _clock) = two(&db).await;
    for c in ["c1", "c2", "c3", "c4"] {
        started(&svc, c, None).await;
    }
    for c in ["c1", "c2", "c3", "c4"] {
        svc.play(timur::game::At::Channel(c), A, "e3-e4").await.unwrap();
        svc.play(timur::game::At::Channel(c), B, "e8-e7").await.unwrap();
    }
    let posts = Arc::new(Mutex::new(Vec::new()));
    let w1 = Delivery::new(svc.clone(), Arc::new(Recorder { name: "w1".into(), posts: posts.clone() }))
        .with_lease("w1", Duration::from_secs(30));
    let w2 = Delivery::new(other.clone(), Arc::new(Recorder { name: "w2".into(), posts: posts.clone() }))
        .with_lease("w2", Duration::from_secs(30));
    let (a, b) = tokio::join!(w1.run_once(), w2.run_once());
    let (a, b) = (a.unwrap().0, b.unwrap().0);
    let posts = posts.lock().unwrap().clone();
    // 4 channels × (challenge, its edit (accepted), start, move, move); the edits have no
    // posted message to edit here (this courier keeps no ids), so nothing is sent for them.
    assert_eq!(a + b, 20, "{posts:?}");
    let mut ids: Vec<i64> = posts.iter().map(|p| p.1).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 16, "an announcement was posted twice: {posts:?}");
    for c in ["c1", "c2", "c3", "c4"] {
        let order: Vec<i64> = posts.iter().filter(|p| p.2 == c).map(|p| p.1).collect();
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(order, sorted, "channel {c} out of order");
    }
    assert!(svc.store().pending(100, None).await.unwrap().is_empty());
}}

both_backends! {
/// Two schedulers ("processes") on one database fire each reminder and timeout exactly once.
async fn two_schedulers_fire_each_event_once(db) {
    let (svc, other, clock) = two(&db).await;
    let mut games = Vec::new();
    for c in ["a", "b", "c", "d"] {
        games.push(started(&svc, c, Some(1)).await);
    }
    clock.advance(2 * DAY);
    let (s1, s2) = (Scheduler::new(svc.clone()), Scheduler::new(other.clone()));
    let (x, y) = tokio::join!(s1.tick(), s2.tick());
    // Per game: one reminder and one timeout.
    assert_eq!(x + y, 8, "{x} + {y}");
    for g in games {
        let kinds: Vec<String> = svc.store().outbox_of(g).await.unwrap().into_iter().map(|r| r.kind).collect();
        assert_eq!(kinds, ["challenge", "retire-accepted", "start", "reminder", "game_over"]);
    }
    assert_eq!(Scheduler::new(other).tick().await, 0);
}}

both_backends! {
/// Racing moves from two processes on one game: exactly one is stored.
async fn racing_moves_from_two_processes_store_one(db) {
    let (svc, other, _clock) = two(&db).await;
    let id = started(&svc, "c", None).await;
    let at = timur::game::At::Channel("c");
    let (x, y) = tokio::join!(svc.play(at, A, "e3-e4"), other.play(at, A, "f3-f4"));
    assert!(x.is_ok() != y.is_ok(), "{x:?} {y:?}");
    let moves = svc.moves(id).await.unwrap();
    assert_eq!(moves.len(), 1);
    let kinds: Vec<String> = svc.store().outbox_of(id).await.unwrap().into_iter().map(|r| r.kind).collect();
    assert_eq!(kinds, ["challenge", "retire-accepted", "start", "move"]);
}}

/// Games in several states, vacations and pending announcements, for the copy.
async fn populate(svc: &GameService, clock: &FakeClock) -> Vec<i64> {
    let g1 = started(svc, "c1", Some(3)).await;
    let at = timur::game::At::Channel("c1");
    for (who, m) in [(A, "e3-e4"), (B, "e8-e7"), (A, "f3-f4")] {
        svc.play(at, who, m).await.unwrap();
    }
    let g2 = started(svc, "c2", None).await;
    svc.resign(timur::game::At::Channel("c2"), B).await.unwrap();
    let g3 = svc.challenge(&req("c3", Some(1))).await.unwrap().id;
    svc.start_vacation(A, 5).await.unwrap();
    clock.advance(3600);
    vec![g1, g2, g3]
}

#[tokio::test]
async fn migrate_copies_everything_and_refuses_a_non_empty_target() {
    let src = support::db::TestDb::new(Backend::Sqlite).await.unwrap();
    let clock = FakeClock::new();
    let svc = GameService::with_clock(Store::open(&src.url).await.unwrap(), clock.clone());
    let games = populate(&svc, &clock).await;
    // Some announcements delivered, the rest pending.
    let first = svc.store().pending(2, None).await.unwrap();
    for r in &first {
        svc.store().mark_delivered(r.id, 1_000).await.unwrap();
    }
    svc.store().close().await;
    let target = match support::db::TestDb::new(Backend::Postgres).await {
        Some(db) => db,
        None => support::db::TestDb::new(Backend::Sqlite).await.unwrap(),
    };
    let out = crate::support::cli::command()
        .args(["migrate", "--from", &src.url, "--to", &target.url])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..20],
        [
            "games: 3 rows copied",
            "board_prefs: 0 rows copied",
            "conditional_lines: 0 rows copied",
            "engine_games: 0 rows copied",
            "guild_settings: 0 rows copied",
            "lesson_progress: 0 rows copied",
            "moves: 3 rows copied",
            "notify_prefs: 0 rows copied",
            "notify_sent: 0 rows copied",
            "outbox: 11 rows copied",
            "rating_changes: 0 rows copied",
            "ratings: 0 rows copied",
            "tournament_pairings: 0 rows copied",
            "tournament_players: 0 rows copied",
            "tournament_posts: 0 rows copied",
            "tournaments: 0 rows copied",
            "user_locale: 0 rows copied",
            "vacation_days: 1 rows copied",
            "vacations: 1 rows copied",
            &*format!("3 games checked, 0 corrupt ({})", target.url),
        ]
    );
    assert!(lines[20].starts_with("copied and verified: "), "{text}");
    // The copy: the same rows, field for field.
    let a = Store::open(&src.url).await.unwrap();
    let b = Store::open(&target.url).await.unwrap();
    for g in &games {
        let key = timur::store::GameKey::Id(*g);
        assert_eq!(
            a.game_with_moves(key, None).await.unwrap(),
            b.game_with_moves(key, None).await.unwrap()
        );
        assert_eq!(
            a.outbox_of(*g).await.unwrap(),
            b.outbox_of(*g).await.unwrap()
        );
    }
    assert_eq!(
        a.pending(100, None).await.unwrap(),
        b.pending(100, None).await.unwrap()
    );
    // (with the challenges' edits, issue 20)
    assert_eq!(b.pending(100, None).await.unwrap().len(), 9);
    assert_eq!(
        a.vacation(A, support::clock::T0).await.unwrap(),
        b.vacation(A, support::clock::T0).await.unwrap()
    );
    assert!(b.vacation(A, support::clock::T0).await.unwrap().is_some());
    // New rows on the target get fresh ids after the copied ones.
    let svc_b = GameService::with_clock(b.clone(), clock.clone());
    let g4 = svc_b.challenge(&req("c4", None)).await.unwrap().id;
    assert_eq!(g4, games[2] + 1);
    a.close().await;
    b.close().await;
    // A second run refuses: the target is not empty, and nothing changes.
    let out = crate::support::cli::command()
        .args(["migrate", "--from", &src.url, "--to", &target.url])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("error: the database {} is not empty (table games has rows); migrate only into a new database\n", target.url)
    );
}

/// `DATABASE_URL` forms for SQLite: a plain path, `sqlite:PATH` and `sqlite://PATH` name the
/// same file; `timur ping` opens it and says so.
#[tokio::test]
async fn sqlite_url_forms_name_one_file_and_ping_opens_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("forms.db");
    let p = path.to_str().unwrap();
    let clock = FakeClock::new();
    let svc = GameService::with_clock(Store::open(p).await.unwrap(), clock.clone());
    let id = started(&svc, "c", None).await;
    svc.store().close().await;
    for url in [format!("sqlite:{p}"), format!("sqlite://{p}")] {
        let store = Store::open(&url).await.unwrap();
        assert_eq!(store.backend(), Backend::Sqlite);
        assert_eq!(store.path(), p);
        assert_eq!(store.game_ids().await.unwrap(), [id]);
        store.close().await;
    }
    let out = crate::support::cli::command()
        .args(["ping", "--db", &format!("sqlite://{p}")])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("ok ({p})\n"));
    assert_eq!(Backend::of("postgres://u@h/db"), Backend::Postgres);
    assert_eq!(Backend::of("postgresql://u@h/db"), Backend::Postgres);
    assert_eq!(Backend::of("timur.db"), Backend::Sqlite);
}
