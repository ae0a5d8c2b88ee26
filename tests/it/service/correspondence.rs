//! Correspondence play at the service level on the fake clock: deadlines, reminders, timeouts,
//! catch-up in order after downtime, offers, takebacks, abort, expiry, open challenges,
//! vacations and the exact export text.

use crate::support;
use crate::support::game::service;

use crate::support::clock::T0;
use timur::game::{
    At, ChallengeRequest, ColorChoice, DrawOffer, EndReason, GameError, GameResult, GameService,
    History, Player, Setup, Status,
};
use timur::rules::{Color, VariantId};
use timur::store::{EventKind, DAY};

const A: &str = "1";
const B: &str = "2";

fn req(channel: &str, days: Option<i64>, opponent: Option<Player>) -> ChallengeRequest {
    ChallengeRequest::new(channel, Player::new(A, "Alice"))
        .guild("9")
        .opponent(opponent)
        .color(ColorChoice::White)
        .days(days)
}

fn bob() -> Player {
    Player::new(B, "Bob")
}

/// A started game in `channel`, Alice White, Bob Black.
async fn started(svc: &GameService, channel: &str, days: Option<i64>) -> i64 {
    support::game::start_game(svc, &req(channel, days, Some(bob()))).await
}

async fn fire_all(svc: &GameService) -> Vec<(EventKind, i64)> {
    let mut out = Vec::new();
    for ev in svc.due_events().await.unwrap() {
        if let Some(rec) = svc.fire(&ev).await.unwrap() {
            out.push((ev.kind, rec.id));
        }
    }
    out
}

async fn play(svc: &GameService, ch: &str, who: &str, m: &str) -> Result<(), GameError> {
    svc.play(At::Channel(ch), who, m).await.map(|_| ())
}

both_backends! {
async fn deadlines_reminders_and_timeout(db) {
    let (svc, clock) = service(&db).await;
    let id = started(&svc, "c1", Some(3)).await;
    let s = svc.load(At::Game(id)).await.unwrap();
    assert_eq!(s.record.clock.deadline, Some(T0 + 3 * DAY));
    // A quarter of 3 days is 18 hours.
    assert_eq!(s.record.clock.remind_at, Some(T0 + 3 * DAY - 18 * 3600));
    clock.advance(DAY);
    play(&svc, "c1", A, "e3-e4").await.unwrap();
    let s = svc.load(At::Game(id)).await.unwrap();
    assert_eq!(s.record.clock.deadline, Some(T0 + 4 * DAY));
    assert!(fire_all(&svc).await.is_empty());
    // The reminder fires once, at its time.
    clock.advance(2 * DAY + 6 * 3600 - 1);
    assert!(fire_all(&svc).await.is_empty());
    clock.advance(1);
    assert_eq!(fire_all(&svc).await, [(EventKind::Reminder, id)]);
    assert!(fire_all(&svc).await.is_empty());
    // At the deadline Bob loses on time; the finish time is the deadline itself.
    clock.advance(18 * 3600 + 5);
    assert!(matches!(
        play(&svc, "c1", B, "e8-e7").await,
        Err(GameError::TimeUp)
    ));
    assert_eq!(fire_all(&svc).await, [(EventKind::Timeout, id)]);
    let rec = svc.load(At::Game(id)).await.unwrap().record;
    assert_eq!(rec.status, Status::Finished);
    let end = rec.end.clone().unwrap();
    assert_eq!(
        (end.result, end.reason, end.at),
        (Some(GameResult::WhiteWins), EndReason::Time, T0 + 4 * DAY)
    );
    assert_eq!((rec.clock.deadline, rec.clock.remind_at), (None, None));
    assert!(fire_all(&svc).await.is_empty());
    // The outbox holds exactly what happened, in order.
    let kinds: Vec<String> = svc
        .store()
        .outbox_of(id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| format!("{}@{}", r.kind, r.ply))
        .collect();
    assert_eq!(
        kinds,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "reminder@1", "game_over@1"]
    );
}}

both_backends! {
async fn catch_up_after_downtime_fires_each_event_once_in_order(db) {
    let order = {
        let (svc, clock) = service(&db).await;
        let g1 = started(&svc, "c1", Some(1)).await; // deadline T0+1d, reminder T0+18h
        clock.advance(3600);
        let g2 = started(&svc, "c2", Some(2)).await; // deadline T0+1h+2d, reminder T0+1h+1.5d
        let g3 = svc
            .challenge(&req("c3", Some(3), Some(bob())))
            .await
            .unwrap()
            .id; // expires T0+1h+2d (same instant as g2's deadline: expiry first)
        let _g4 = started(&svc, "c4", None).await; // no clock: never fires
        svc.store().close().await;
        vec![
            (EventKind::Reminder, g1),
            (EventKind::Timeout, g1),
            (EventKind::Reminder, g2),
            (EventKind::ChallengeExpiry, g3),
            (EventKind::Timeout, g2),
        ]
    };
    // The "bot" was down for a week; a new service on the same database catches up.
    let (svc, clock) = service(&db).await;
    clock.advance(7 * DAY);
    assert_eq!(fire_all(&svc).await, order);
    assert!(fire_all(&svc).await.is_empty());
    // Two schedulers racing on the same due events apply each exactly once.
    let db2 = support::db::TestDb::new(db.backend).await.unwrap();
    let (svc, clock) = service(&db2).await;
    for c in ["a", "b", "c"] {
        started(&svc, c, Some(1)).await;
    }
    clock.advance(2 * DAY);
    let (x, y) = tokio::join!(fire_all(&svc), fire_all(&svc));
    assert_eq!(x.len() + y.len(), 6, "{x:?} {y:?}");
}}

both_backends! {
async fn draw_offers_accepted_declined_and_lapsed(db) {
    let (svc, _clock) = service(&db).await;
    let id = started(&svc, "c", Some(3)).await;
    assert!(matches!(
        svc.offer_draw(At::Channel("c"), A).await.unwrap(),
        DrawOffer::Offered(_)
    ));
    assert!(matches!(
        svc.offer_draw(At::Channel("c"), A).await,
        Err(GameError::DrawAlreadyOffered)
    ));
    assert_eq!(
        svc.answer_draw(id, A, true).await.unwrap_err().to_string(),
        "Only Bob can answer this."
    );
    let rec = svc.answer_draw(id, B, false).await.unwrap();
    assert_eq!(rec.offers.draw_by, None);
    assert!(matches!(
        svc.answer_draw(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    // Alice offers and moves: the offer stands. Bob moves: it lapses.
    svc.offer_draw(At::Channel("c"), A).await.unwrap();
    play(&svc, "c", A, "e3-e4").await.unwrap();
    let rec = svc.load(At::Game(id)).await.unwrap().record;
    assert_eq!(rec.offers.draw_by.as_deref(), Some(A));
    play(&svc, "c", B, "e8-e7").await.unwrap();
    let rec = svc.load(At::Game(id)).await.unwrap().record;
    assert_eq!(rec.offers.draw_by, None);
    assert!(matches!(
        svc.answer_draw(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    // Bob offers; Alice's /draw agrees.
    svc.offer_draw(At::Channel("c"), B).await.unwrap();
    let DrawOffer::Agreed(rec) = svc.offer_draw(At::Channel("c"), A).await.unwrap() else {
        panic!("expected agreement")
    };
    let end = rec.end.unwrap();
    assert_eq!(
        (end.result, end.reason),
        (Some(GameResult::Draw), EndReason::Agreement)
    );
    let kinds: Vec<String> = svc
        .store()
        .outbox_of(id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| format!("{}@{}", r.kind, r.ply))
        .collect();
    assert_eq!(
        kinds,
        [
            "challenge@0",
            "retire-accepted@0",
            "start@0",
            "draw_offer@0",
            "retire-declined@0",
            "draw_declined@0",
            "draw_offer@0",
            "move@1",
            "retire-lapsed@2",
            "move@2",
            "draw_offer@2",
            "retire-accepted@2",
            "game_over@2"
        ]
    );
    // And accepting by button.
    let id = started(&svc, "d", None).await;
    svc.offer_draw(At::Channel("d"), B).await.unwrap();
    let rec = svc.answer_draw(id, A, true).await.unwrap();
    let end = rec.end.unwrap();
    assert_eq!(
        (end.result, end.reason, end.by.as_deref()),
        (Some(GameResult::Draw), EndReason::Agreement, Some(A))
    );
}}

both_backends! {
async fn abort_takeback_resign(db) {
    let (svc, clock) = service(&db).await;
    let id = started(&svc, "c", Some(2)).await;
    play(&svc, "c", A, "e3-e4").await.unwrap();
    // Takeback: only the mover, only before the reply; Bob refuses, then allows.
    assert!(matches!(
        svc.request_takeback(At::Channel("c"), B).await,
        Err(GameError::NoTakeback)
    ));
    svc.request_takeback(At::Channel("c"), A).await.unwrap();
    assert!(matches!(
        svc.request_takeback(At::Channel("c"), A).await,
        Err(GameError::TakebackPending)
    ));
    assert!(matches!(
        svc.answer_takeback(id, A, true).await,
        Err(GameError::NotForYou(_))
    ));
    svc.answer_takeback(id, B, false).await.unwrap();
    assert!(matches!(
        svc.answer_takeback(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    svc.request_takeback(At::Channel("c"), A).await.unwrap();
    clock.advance(3600);
    let rec = svc.answer_takeback(id, B, true).await.unwrap();
    assert_eq!(rec.ply, 0);
    assert_eq!(rec.turn(), Color::White);
    assert_eq!(rec.clock.deadline, Some(T0 + 3600 + 2 * DAY));
    assert!(svc.moves(id).await.unwrap().is_empty());
    // A request made stale by the reply is refused.
    play(&svc, "c", A, "e3-e4").await.unwrap();
    svc.request_takeback(At::Channel("c"), A).await.unwrap();
    play(&svc, "c", B, "e8-e7").await.unwrap();
    assert!(matches!(
        svc.answer_takeback(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    assert!(matches!(
        svc.abort(At::Channel("c"), B).await,
        Err(GameError::AbortTooLate)
    ));
    let rec = svc.resign(At::Game(id), B).await.unwrap();
    let end = rec.end.clone().unwrap();
    assert_eq!(
        (end.result, end.reason, end.by.as_deref()),
        (Some(GameResult::WhiteWins), EndReason::Resignation, Some(B))
    );
    assert!(matches!(
        svc.resign(At::Game(id), B).await,
        Err(GameError::GameOver)
    ));
    // Abort allowed after one move.
    let _id = started(&svc, "d", Some(2)).await;
    play(&svc, "d", A, "e3-e4").await.unwrap();
    assert!(matches!(
        svc.abort(At::Channel("d"), "3").await,
        Err(GameError::NotYourGame)
    ));
    let rec = svc.abort(At::Channel("d"), B).await.unwrap();
    assert_eq!(rec.status, Status::Finished);
    let end = rec.end.unwrap();
    assert_eq!((end.result, end.reason), (None, EndReason::Abort));
    assert!(fire_all(&svc).await.is_empty());
}}

both_backends! {
async fn challenges_expire_and_open_challenges_take_anyone(db) {
    let (svc, clock) = service(&db).await;
    let g = svc.challenge(&req("c", Some(3), Some(bob()))).await.unwrap();
    clock.advance(2 * DAY);
    // Expired even before the scheduler ran; the channel is free again.
    assert!(matches!(
        svc.accept(g.id, &bob()).await,
        Err(GameError::ChallengeExpired)
    ));
    assert!(matches!(
        svc.decline(g.id, B).await,
        Err(GameError::ChallengeExpired)
    ));
    assert!(fire_all(&svc).await.is_empty());
    let kinds: Vec<String> = svc
        .store()
        .outbox_of(g.id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.kind)
        .collect();
    assert_eq!(kinds, ["challenge", "retire-expired", "game_over"], "expired once, told once");
    // Open challenge: not the challenger; anyone else, whose name is recorded.
    let g = svc.challenge(&req("c", Some(1), None)).await.unwrap();
    assert_eq!(g.black.id, "");
    assert!(matches!(
        svc.accept(g.id, &Player::new(A, "Alice")).await,
        Err(GameError::NotChallenged)
    ));
    let rec = svc.accept(g.id, &Player::new("7", "Carol")).await.unwrap();
    assert_eq!(
        (rec.black.id.as_str(), rec.black.name.as_str()),
        ("7", "Carol")
    );
    assert_eq!(rec.clock.deadline, Some(T0 + 2 * DAY + DAY));
    assert!(matches!(
        svc.accept(g.id, &Player::new("8", "Dan")).await,
        Err(GameError::ChallengeClosed)
    ));
    assert!(matches!(
        play(&svc, "c", "7", "e3-e4").await,
        Err(GameError::NotYourTurn { .. })
    ));
    play(&svc, "c", A, "e3-e4").await.unwrap();
    // Expiry by the scheduler.
    let g = svc.challenge(&req("e", None, Some(bob()))).await.unwrap();
    clock.advance(2 * DAY);
    let fired = fire_all(&svc).await;
    assert!(
        fired.contains(&(EventKind::ChallengeExpiry, g.id)),
        "{fired:?}"
    );
    assert!(matches!(
        svc.accept(g.id, &bob()).await,
        Err(GameError::ChallengeExpired)
    ));
    assert!(matches!(
        svc.challenge(&req("e", Some(4), None)).await,
        Err(GameError::BadDays)
    ));
}}

both_backends! {
async fn vacations_pause_clocks_within_a_yearly_budget(db) {
    let (svc, clock) = service(&db).await;
    let g1 = started(&svc, "c1", Some(3)).await; // Alice to move
    let g2 = started(&svc, "c2", Some(3)).await;
    play(&svc, "c2", A, "e3-e4").await.unwrap(); // Bob to move
    let v = svc.start_vacation(A, 10).await.unwrap();
    assert_eq!(v.until, T0 + 10 * DAY);
    assert!(matches!(
        svc.start_vacation(A, 1).await,
        Err(GameError::VacationRunning)
    ));
    let deadline = |id| {
        let svc = svc.clone();
        async move { svc.load(At::Game(id)).await.unwrap().record.clock.deadline }
    };
    assert_eq!(deadline(g1).await, Some(T0 + 13 * DAY));
    // Bob moves during the vacation: Alice's clock starts when it ends.
    clock.advance(DAY);
    play(&svc, "c2", B, "e8-e7").await.unwrap();
    assert_eq!(deadline(g2).await, Some(T0 + 13 * DAY));
    // Back early after one day and a bit: 8 whole days refunded.
    clock.advance(3600);
    assert_eq!(svc.end_vacation(A).await.unwrap(), 8);
    assert_eq!(deadline(g1).await, Some(T0 + 5 * DAY));
    assert!(matches!(
        svc.end_vacation(A).await,
        Err(GameError::NoVacation)
    ));
    let st = svc.vacation_status(A).await.unwrap();
    assert_eq!((st.used_this_year, st.year), (2, 2026));
    assert!(matches!(
        svc.start_vacation(A, 29).await,
        Err(GameError::VacationBudget { left: 28 })
    ));
    assert!(matches!(
        svc.start_vacation(A, 0).await,
        Err(GameError::BadVacation)
    ));
    svc.start_vacation(A, 28).await.unwrap();
    let games = svc.games_of(A).await.unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].to_move().id, A);
}}

both_backends! {
async fn export_is_exact(db) {
    let (svc, _clock) = service(&db).await;
    let id = started(&svc, "c", Some(3)).await;
    for (u, m) in [
        (A, "e3-e4"),
        (B, "e8-e7"),
        (A, "Cc1-d4"),
        (B, "Kf9-f10"),
        (A, "Cd4xe7"),
    ] {
        play(&svc, "c", u, m).await.unwrap();
    }
    svc.resign(At::Game(id), B).await.unwrap();
    let rec = svc.load(At::Game(id)).await.unwrap().record;
    let moves = svc.moves(id).await.unwrap();
    let expected = format!(
        "[Event \"Timur correspondence game\"]
[Site \"https://discord.com/channels/9/c\"]
[Date \"2026.01.01\"]
[White \"Alice\"]
[Black \"Bob\"]
[Result \"1-0\"]
[Variant \"Tamerlane\"]
[SetUp \"1\"]
[FEN \"{}\"]
[Options \"-\"]
[TimeControl \"1/259200\"]

1. e3-e4 e8-e7 2. Cc1-d4 Kf9-f10 3. Cd4xe7+ 1-0
",
        rec.start_tfen
    );
    let mut history = History::from_rows(&rec, &moves).unwrap();
    history.set_tag("Site", "https://discord.com/channels/9/c");
    assert_eq!(history.pgn(), expected);
    // Read back, it is written again byte for byte.
    let setup = Setup {
        variant: VariantId::Herat,
        options: VariantId::Herat.default_options(),
        tfen: None,
    };
    assert_eq!(History::from_pgn(&expected, &setup).unwrap().pgn(), expected);
}}
