//! Operations in the game service (issue 23), on SQLite and PostgreSQL: the challenge limits on
//! a fake clock, a server manager's end of a game, the outbox's retention (exact rows kept and
//! removed, `timur check` still clean), and the online backup.

use crate::support;

use crate::support::clock::{FakeClock, T0};
use std::sync::Arc;
use std::time::Duration;
use timur::discord::DiscordStyle;
use timur::game::{
    At, ChallengeRequest, ColorChoice, Courier, Delivery, EndReason, GameError, GameService,
    Limits, Message, Player, SendError, Status, Style,
};
use timur::store::{now_ms, OutboxRow, Store};

const A: &str = "1";
const B: &str = "2";
const GUILD: &str = "9";

fn alice() -> Player {
    Player::new(A, "Alice")
}
fn bob() -> Player {
    Player::new(B, "Bob")
}

fn req(ch: &str) -> ChallengeRequest {
    ChallengeRequest::new(ch, alice())
        .guild(GUILD)
        .opponent(bob())
        .color(ColorChoice::White)
        .days(Some(3))
}

async fn service(db: &support::db::TestDb, limits: Limits) -> (GameService, Arc<FakeClock>) {
    let store = Store::open(&db.url).await.unwrap();
    let clock = FakeClock::new();
    (
        GameService::with_clock(store, clock.clone()).with_limits(limits),
        clock,
    )
}

struct Null;

impl Courier for Null {
    fn style(&self) -> &dyn Style {
        &DiscordStyle::EN
    }
    async fn send(&self, _row: &OutboxRow, _message: Message) -> Result<(), SendError> {
        Ok(())
    }
}

both_backends! {
async fn challenge_limits_refuse_politely_and_lapse_with_the_clock(db) {
    let limits = Limits { open_challenges: 2, challenges_per_hour: 3, commands_per_minute: 0 };
    let (svc, clock) = service(&db, limits).await;
    let c1 = svc.challenge(&req("c1")).await.unwrap();
    clock.advance(600);
    svc.challenge(&req("c2")).await.unwrap();
    clock.advance(600);
    // Two open: a third is refused, and nothing is stored.
    let e = svc.challenge(&req("c3")).await.unwrap_err();
    assert!(matches!(e, GameError::TooManyOpenChallenges { max: 2 }), "{e:?}");
    assert_eq!(e.to_string(), "You already have 2 challenges waiting for an answer, the most allowed. Wait until one is answered or expires, or withdraw one, then try again.");
    assert!(svc.store().game(timur::store::GameKey::OpenIn("c3")).await.unwrap().is_none());
    // Bob accepts one: a third may be made (the third of this hour).
    svc.accept(c1.id, &bob()).await.unwrap();
    let c3 = svc.challenge(&req("c3")).await.unwrap();
    svc.withdraw(c3.id, A).await.unwrap();
    clock.advance(600); // T0 + 30 min: three made since T0
    let e = svc.challenge(&req("c4")).await.unwrap_err();
    assert!(matches!(e, GameError::TooManyChallenges { max: 3, .. }), "{e:?}");
    assert_eq!(e.to_string(), "You have made 3 challenges in the last hour, the most allowed. You can challenge again in 30 minutes.");
    // Bob is not limited by Alice's challenges.
    let mut by_bob = req("c5");
    by_bob.challenger = bob();
    by_bob.opponent = Some(alice());
    svc.challenge(&by_bob).await.unwrap();
    // One second before the first challenge is an hour old: still refused; at the hour: allowed.
    clock.set(T0 + 3599);
    assert!(matches!(svc.challenge(&req("c4")).await, Err(GameError::TooManyChallenges { .. })));
    clock.set(T0 + 3600);
    svc.challenge(&req("c4")).await.unwrap();
    // Off: no limit at all.
    let (free, _) = service(&db, Limits::OFF).await;
    for n in 0..6 {
        free.challenge(&req(&format!("free{n}"))).await.unwrap();
    }
}}

both_backends! {
/// Ten challenges by one user at once against an open-challenge limit of 3 (on PostgreSQL from
/// two processes, two stores on one database): exactly 3 are stored, the other 7 refused as
/// over the limit. Before the challenger lock, PostgreSQL stored more.
async fn simultaneous_challenges_of_one_user_store_exactly_the_limit(db) {
    let limits = Limits { open_challenges: 3, challenges_per_hour: 0, commands_per_minute: 0 };
    let (one, _) = service(&db, limits).await;
    let two = match timur::store::Backend::of(&db.url) {
        timur::store::Backend::Postgres => service(&db, limits).await.0,
        timur::store::Backend::Sqlite => one.clone(),
    };
    let reqs: Vec<ChallengeRequest> = (0..10).map(|i| req(&format!("race{i}"))).collect();
    let results = futures_util::future::join_all(reqs.iter().enumerate().map(|(i, r)| {
        let svc = if i % 2 == 0 { &one } else { &two };
        svc.challenge(r)
    }))
    .await;
    let stored = results.iter().filter(|r| r.is_ok()).count();
    let over = results
        .iter()
        .filter(|r| matches!(r, Err(GameError::TooManyOpenChallenges { max: 3 })))
        .count();
    assert_eq!((stored, over), (3, 7), "{results:?}");
    let open = one.store().open_games_in_guild(GUILD, 100).await.unwrap();
    assert_eq!(open.len(), 3, "{open:?}");
    assert!(open.iter().all(|g| g.challenger_id == A && g.status == "challenge"));
}}

both_backends! {
async fn a_server_manager_ends_any_open_game_of_the_server_unrated(db) {
    let (svc, _) = service(&db, Limits::OFF).await;
    let g = svc.challenge(&req("m1")).await.unwrap();
    svc.accept(g.id, &bob()).await.unwrap();
    for (who, mv) in [(A, "e3-e4"), (B, "e8-e7"), (A, "f3-f4")] {
        svc.play(At::Game(g.id), who, mv).await.unwrap();
    }
    let waiting = svc.challenge(&req("m2")).await.unwrap();
    let open: Vec<i64> = svc.open_games_in_guild(GUILD, 50).await.unwrap().iter().map(|r| r.id).collect();
    assert_eq!(open, [g.id, waiting.id]);
    assert!(svc.open_games_in_guild("other", 50).await.unwrap().is_empty());
    // Another server's manager cannot.
    let e = svc.end_by_manager(g.id, "other", "77").await.unwrap_err();
    assert!(matches!(e, GameError::NotInThisServer), "{e:?}");
    assert!(matches!(svc.end_by_manager(9999, GUILD, "77").await, Err(GameError::NoSuchGame)));
    // This server's manager ends a game after three moves, and a challenge.
    let rec = svc.end_by_manager(g.id, GUILD, "77").await.unwrap();
    assert_eq!(rec.status, Status::Finished);
    let end = rec.end.clone().unwrap();
    assert_eq!((end.reason, end.result, end.by.as_deref()), (EndReason::Abort, None, Some("77")));
    assert!(!rec.rated || timur::game::rated_result(&rec).is_none());
    assert!(svc.store().rating_changes_of_game(g.id).await.unwrap().is_empty());
    svc.end_by_manager(waiting.id, GUILD, "77").await.unwrap();
    assert!(svc.open_games_in_guild(GUILD, 50).await.unwrap().is_empty());
    assert!(matches!(svc.end_by_manager(g.id, GUILD, "77").await, Err(GameError::GameOver)));
    // Announced once each: the game over, composed as players see it.
    let rows = svc.store().outbox_of(g.id).await.unwrap();
    let kinds: Vec<&str> = rows.iter().map(|r| r.kind.as_str()).collect();
    assert_eq!(
        kinds,
        ["challenge", "retire-accepted", "start", "move", "move", "move", "game_over"]
    );
    let d = Delivery::new(svc.clone(), Arc::new(Null));
    let text = d.compose(rows.last().unwrap()).await.unwrap().text;
    assert!(text.starts_with("**Game aborted by <@77>.**"), "{text}");
}}

both_backends! {
async fn retention_removes_old_delivered_rows_only_and_check_still_passes(db) {
    let (svc, _) = service(&db, Limits::OFF).await;
    let g = svc.challenge(&req("r1")).await.unwrap();
    svc.accept(g.id, &bob()).await.unwrap();
    svc.play(At::Game(g.id), A, "e3-e4").await.unwrap();
    svc.play(At::Game(g.id), B, "e8-e7").await.unwrap();
    svc.resign(At::Game(g.id), A).await.unwrap();
    let h = svc.challenge(&req("r2")).await.unwrap();
    let store = svc.store();
    let ids = |rows: Vec<OutboxRow>| rows.iter().map(|r| r.id).collect::<Vec<_>>();
    let g_rows = ids(store.outbox_of(g.id).await.unwrap());
    let h_rows = ids(store.outbox_of(h.id).await.unwrap());
    // challenge, retire-accepted (its buttons removed), start, move, move, game_over
    assert_eq!(g_rows.len(), 6);
    let now = now_ms();
    let day = 86_400_000;
    // Delivered 40 and 31 days ago (prunable), 29 days ago and now (kept); one given up 35
    // days ago (prunable); one still pending (kept however old).
    store.mark_delivered(g_rows[0], now - 40 * day).await.unwrap();
    store.mark_delivered(g_rows[1], now - 31 * day).await.unwrap();
    store.give_up(g_rows[2], now - 35 * day, "gone").await.unwrap();
    store.mark_delivered(g_rows[3], now - 29 * day).await.unwrap();
    store.mark_delivered(g_rows[4], now).await.unwrap();
    store.mark_delivered(g_rows[5], now).await.unwrap();
    assert_eq!(store.outbox_backlog().await.unwrap().0, 1);

    // A batch of one deletes the oldest only.
    assert_eq!(store.prune_delivered(now - 30 * day, 1).await.unwrap(), 1);
    assert_eq!(ids(store.outbox_of(g.id).await.unwrap()), g_rows[1..]);
    // The worker prunes the rest in batches; then nothing is left to prune.
    let d = Delivery::new(svc.clone(), Arc::new(Null)).with_retention(Some(Duration::from_secs(30 * 86_400)));
    assert_eq!(d.prune(now).await.unwrap(), 2);
    assert_eq!(d.prune(now).await.unwrap(), 0);
    assert_eq!(
        ids(store.outbox_of(g.id).await.unwrap()),
        [g_rows[3], g_rows[4], g_rows[5]]
    );
    assert_eq!(ids(store.outbox_of(h.id).await.unwrap()), h_rows);
    // Kept for ever without a retention.
    let keep = Delivery::new(svc.clone(), Arc::new(Null)).with_retention(None);
    assert_eq!(keep.prune(now + 400 * day).await.unwrap(), 0);
    // Games and moves untouched: every game still verifies, the moves are all there.
    assert!(svc.check_all().await.unwrap().is_empty());
    assert_eq!(svc.moves(g.id).await.unwrap().len(), 2);
    assert_eq!(svc.load(At::Game(g.id)).await.unwrap().record.end.unwrap().reason, EndReason::Resignation);
}}

#[tokio::test]
async fn backup_copies_a_running_sqlite_database() {
    let db = support::db::TestDb::new(timur::store::Backend::Sqlite)
        .await
        .unwrap();
    let (svc, _) = service(&db, Limits::OFF).await;
    let g = svc.challenge(&req("b1")).await.unwrap();
    svc.accept(g.id, &bob()).await.unwrap();
    svc.play(At::Game(g.id), A, "e3-e4").await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let to = dir.path().join("copy.db");
    // While the service holds the database open.
    assert!(svc.store().backup(&to).await.unwrap());
    // An existing file is refused, not overwritten.
    assert!(svc.store().backup(&to).await.is_err());
    let copy = GameService::new(Store::open_existing(to.to_str().unwrap()).await.unwrap());
    let moves: Vec<String> = copy
        .moves(g.id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect();
    assert_eq!(moves, ["e3-e4"]);
    assert!(copy.check_all().await.unwrap().is_empty());
    // challenge, retire-accepted, start
    assert_eq!(copy.store().outbox_of(g.id).await.unwrap().len(), 4);
}

/// The README's figure: how big a SQLite database gets per 1,000 finished games of 40 plies
/// (each move chosen as the first legal one; then a resignation), compacted (`timur backup`'s
/// copy), with every announcement kept and after retention removed the delivered ones. Run:
/// `cargo test --test ops_service -- --ignored --nocapture database_size`.
#[tokio::test]
#[ignore = "a measurement (about a minute); prints the figures"]
async fn database_size_per_1000_finished_games() {
    let db = support::db::TestDb::new(timur::store::Backend::Sqlite)
        .await
        .unwrap();
    let (svc, _) = service(&db, Limits::OFF).await;
    const GAMES: usize = 1000;
    const PLIES: usize = 40;
    for n in 0..GAMES {
        let g = svc.challenge(&req(&format!("size{n}"))).await.unwrap();
        svc.accept(g.id, &bob()).await.unwrap();
        for ply in 0..PLIES {
            let st = svc.load(At::Game(g.id)).await.unwrap();
            if st.record.status != Status::Active {
                break;
            }
            let legal = st.position.legal_moves();
            let text = st.position.move_text(&legal[n % 3 % legal.len()]);
            let who = if ply % 2 == 0 { A } else { B };
            svc.play(At::Game(g.id), who, &text).await.unwrap();
        }
        if svc.load(At::Game(g.id)).await.unwrap().record.status == Status::Active {
            svc.resign(At::Game(g.id), A).await.unwrap();
        }
    }
    let store = svc.store();
    let rows = store.pending(1_000_000, None).await.unwrap();
    let announcements = rows.len();
    for r in &rows {
        store.mark_delivered(r.id, 0).await.unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("kept.db");
    store.backup(&kept).await.unwrap();
    let pruned = Delivery::new(svc.clone(), Arc::new(Null))
        .with_retention(Some(Duration::from_secs(1)))
        .prune(now_ms())
        .await
        .unwrap();
    let lean = dir.path().join("lean.db");
    store.backup(&lean).await.unwrap();
    let size = |p: &std::path::Path| std::fs::metadata(p).unwrap().len();
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(store.pool())
        .await
        .unwrap();
    println!(
        "{GAMES} finished games, {moves} moves, {announcements} announcements: {} bytes with every announcement, {} bytes after pruning {pruned} delivered ones",
        size(&kept),
        size(&lean)
    );
    assert_eq!(pruned as usize, announcements);
    assert!(svc.check_all().await.unwrap().is_empty());
}
