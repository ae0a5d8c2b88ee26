//! Correspondence play at the service level on a fake clock: deadlines, reminders, timeouts,
//! catch-up in order after downtime, offers, takebacks, abort, expiry, open challenges,
//! vacations and the exact export text.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use timur::game::{
    pgn, ChallengeRequest, Clock, ColorChoice, DrawOffer, Fired, GameError, GameService, Player,
};
use timur::rules::{Color, VariantId};
use timur::store::{EventKind, Status, Store, DAY};

#[derive(Debug)]
struct FakeClock(AtomicI64);
impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}
impl FakeClock {
    fn advance(&self, s: i64) {
        self.0.fetch_add(s, Ordering::SeqCst);
    }
}

const T0: i64 = 1_767_225_600; // 2026-01-01 00:00 UTC
const A: &str = "1";
const B: &str = "2";

async fn service(dir: &tempfile::TempDir) -> (GameService, Arc<FakeClock>) {
    let store = Store::open(dir.path().join("t.db").to_str().unwrap())
        .await
        .unwrap();
    let clock = Arc::new(FakeClock(AtomicI64::new(T0)));
    (GameService::with_clock(store, clock.clone()), clock)
}

fn req(channel: &str, days: Option<i64>, opponent: Option<Player>) -> ChallengeRequest {
    ChallengeRequest {
        guild_id: Some("9".into()),
        channel_id: channel.into(),
        parent_channel_id: None,
        challenger: Player::new(A, "Alice"),
        opponent,
        variant: VariantId::Tamerlane,
        options: String::new(),
        color: ColorChoice::White,
        days,
    }
}

/// A started game in `channel`, Alice White, Bob Black.
async fn started(svc: &GameService, channel: &str, days: Option<i64>) -> i64 {
    let g = svc
        .create_challenge(&req(channel, days, Some(Player::new(B, "Bob"))))
        .await
        .unwrap();
    svc.accept(g.row.id, B).await.unwrap();
    g.row.id
}

async fn fire_all(svc: &GameService) -> Vec<(EventKind, i64)> {
    let mut out = Vec::new();
    for ev in svc.due_events().await.unwrap() {
        if let Some(f) = svc.fire(&ev).await.unwrap() {
            let id = match &f {
                Fired::Expired(s) | Fired::Reminder(s) | Fired::Timeout(s, _) => s.row.id,
            };
            out.push((ev.kind, id));
        }
    }
    out
}

#[tokio::test]
async fn deadlines_reminders_and_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    let id = started(&svc, "c1", Some(3)).await;
    let s = svc.load(id).await.unwrap();
    assert_eq!(s.corr.deadline, Some(T0 + 3 * DAY));
    // A quarter of 3 days is 18 hours.
    assert_eq!(s.corr.remind_at, Some(T0 + 3 * DAY - 18 * 3600));
    // Alice moves after a day: Bob gets 3 days from then; the draw offer logic is untouched.
    clock.advance(DAY);
    svc.play("c1", A, "e3-e4").await.unwrap();
    let s = svc.load(id).await.unwrap();
    assert_eq!(s.corr.deadline, Some(T0 + 4 * DAY));
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
        svc.play("c1", B, "e8-e7").await,
        Err(GameError::TimeUp)
    ));
    assert_eq!(fire_all(&svc).await, [(EventKind::Timeout, id)]);
    let s = svc.load(id).await.unwrap();
    assert_eq!(s.status(), Status::Finished);
    assert_eq!(s.row.result.as_deref(), Some("1-0"));
    assert_eq!(
        s.row.result_reason.as_deref(),
        Some("Black ran out of time; White wins")
    );
    assert_eq!(s.corr.finished_at, Some(T0 + 4 * DAY));
    assert!(fire_all(&svc).await.is_empty());
}

#[tokio::test]
async fn catch_up_after_downtime_fires_each_event_once_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let order = {
        let (svc, clock) = service(&dir).await;
        let g1 = started(&svc, "c1", Some(1)).await; // deadline T0+1d, reminder T0+18h
        clock.advance(3600);
        let g2 = started(&svc, "c2", Some(2)).await; // deadline T0+1h+2d, reminder T0+1h+1.5d
        let g3 = svc
            .create_challenge(&req("c3", Some(3), Some(Player::new(B, "Bob"))))
            .await
            .unwrap()
            .row
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
    let (svc, clock) = service(&dir).await;
    clock.advance(7 * DAY);
    assert_eq!(fire_all(&svc).await, order);
    assert!(fire_all(&svc).await.is_empty());
    // Two schedulers racing on the same due events apply each exactly once.
    let dir2 = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir2).await;
    for c in ["a", "b", "c"] {
        started(&svc, c, Some(1)).await;
    }
    clock.advance(2 * DAY);
    let (x, y) = tokio::join!(fire_all(&svc), fire_all(&svc));
    assert_eq!(x.len() + y.len(), 6, "{x:?} {y:?}");
}

#[tokio::test]
async fn draw_offers_accepted_declined_and_lapsed() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir).await;
    let id = started(&svc, "c", Some(3)).await;
    assert!(matches!(
        svc.offer_draw("c", A).await.unwrap(),
        DrawOffer::Offered(_)
    ));
    assert!(matches!(
        svc.offer_draw("c", A).await,
        Err(GameError::DrawAlreadyOffered)
    ));
    // Only Bob answers; he declines.
    assert_eq!(
        svc.answer_draw(id, A, true).await.unwrap_err().to_string(),
        "Only Bob can answer this."
    );
    let s = svc.answer_draw(id, B, false).await.unwrap();
    assert_eq!(s.corr.draw_offer_by, None);
    assert!(matches!(
        svc.answer_draw(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    // Alice offers and moves: the offer stands. Bob moves: it lapses.
    svc.offer_draw("c", A).await.unwrap();
    svc.play("c", A, "e3-e4").await.unwrap();
    assert_eq!(
        svc.load(id).await.unwrap().corr.draw_offer_by.as_deref(),
        Some(A)
    );
    svc.play("c", B, "e8-e7").await.unwrap();
    assert_eq!(svc.load(id).await.unwrap().corr.draw_offer_by, None);
    assert!(matches!(
        svc.answer_draw(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    // Bob offers; Alice's /draw agrees.
    svc.offer_draw("c", B).await.unwrap();
    let DrawOffer::Agreed(s) = svc.offer_draw("c", A).await.unwrap() else {
        panic!("expected agreement")
    };
    assert_eq!(s.row.result.as_deref(), Some("1/2-1/2"));
    // And accepting by button.
    let id = started(&svc, "d", None).await;
    svc.offer_draw("d", B).await.unwrap();
    let s = svc.answer_draw(id, A, true).await.unwrap();
    assert_eq!(
        (s.row.result.as_deref(), s.row.result_reason.as_deref()),
        (Some("1/2-1/2"), Some("Draw agreed"))
    );
}

#[tokio::test]
async fn abort_takeback_resign() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    let id = started(&svc, "c", Some(2)).await;
    svc.play("c", A, "e3-e4").await.unwrap();
    // Takeback: only the mover, only before the reply; Bob refuses, then allows.
    assert!(matches!(
        svc.request_takeback("c", B).await,
        Err(GameError::NoTakeback)
    ));
    svc.request_takeback("c", A).await.unwrap();
    assert!(matches!(
        svc.request_takeback("c", A).await,
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
    svc.request_takeback("c", A).await.unwrap();
    clock.advance(3600);
    let s = svc.answer_takeback(id, B, true).await.unwrap();
    assert_eq!(s.row.ply, 0);
    assert_eq!(s.turn(), Color::White);
    assert_eq!(s.corr.deadline, Some(T0 + 3600 + 2 * DAY));
    assert!(svc.store().moves(id).await.unwrap().is_empty());
    // A request made stale by the reply is refused.
    svc.play("c", A, "e3-e4").await.unwrap();
    svc.request_takeback("c", A).await.unwrap();
    svc.play("c", B, "e8-e7").await.unwrap();
    assert!(matches!(
        svc.answer_takeback(id, B, true).await,
        Err(GameError::OfferGone)
    ));
    // Abort: refused after both moved.
    assert!(matches!(
        svc.abort("c", B).await,
        Err(GameError::AbortTooLate)
    ));
    let s = svc.resign_game(id, B).await.unwrap();
    assert_eq!(s.row.result.as_deref(), Some("1-0"));
    assert!(matches!(
        svc.resign_game(id, B).await,
        Err(GameError::OfferGone)
    ));
    // Abort allowed after one move.
    let _id = started(&svc, "d", Some(2)).await;
    svc.play("d", A, "e3-e4").await.unwrap();
    assert!(matches!(
        svc.abort("d", "3").await,
        Err(GameError::NotYourGame)
    ));
    let s = svc.abort("d", B).await.unwrap();
    assert_eq!(s.status(), Status::Cancelled);
    assert_eq!(s.row.result_reason.as_deref(), Some("Game aborted by Bob"));
    assert!(fire_all(&svc).await.is_empty());
}

#[tokio::test]
async fn challenges_expire_and_open_challenges_take_anyone() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    let g = svc
        .create_challenge(&req("c", Some(3), Some(Player::new(B, "Bob"))))
        .await
        .unwrap();
    clock.advance(2 * DAY);
    // Expired even before the scheduler ran; the channel is free again.
    assert!(matches!(
        svc.accept(g.row.id, B).await,
        Err(GameError::ChallengeExpired)
    ));
    assert!(matches!(
        svc.decline(g.row.id, B).await,
        Err(GameError::ChallengeExpired)
    ));
    assert!(fire_all(&svc).await.is_empty());
    // Open challenge: not the challenger; anyone else, whose name is recorded.
    let g = svc
        .create_challenge(&req("c", Some(1), None))
        .await
        .unwrap();
    assert_eq!(g.row.black_id, "");
    assert!(matches!(
        svc.accept(g.row.id, A).await,
        Err(GameError::NotChallenged)
    ));
    let s = svc
        .accept_as(g.row.id, &Player::new("7", "Carol"))
        .await
        .unwrap();
    assert_eq!(
        (s.row.black_id.as_str(), s.row.black_name.as_str()),
        ("7", "Carol")
    );
    assert_eq!(s.corr.deadline, Some(clock.now() + DAY));
    assert!(matches!(
        svc.accept_as(g.row.id, &Player::new("8", "Dan")).await,
        Err(GameError::ChallengeClosed)
    ));
    svc.play("c", "7", "e3-e4").await.unwrap_err();
    svc.play("c", A, "e3-e4").await.unwrap();
    // Expiry by the scheduler.
    let g = svc
        .create_challenge(&req("e", None, Some(Player::new(B, "Bob"))))
        .await
        .unwrap();
    clock.advance(2 * DAY);
    let fired = fire_all(&svc).await;
    assert!(
        fired.contains(&(EventKind::ChallengeExpiry, g.row.id)),
        "{fired:?}"
    );
    assert!(matches!(
        svc.accept(g.row.id, B).await,
        Err(GameError::ChallengeExpired)
    ));
    assert!(matches!(
        svc.create_challenge(&req("e", Some(4), None)).await,
        Err(GameError::BadDays)
    ));
}

#[tokio::test]
async fn vacations_pause_clocks_within_a_yearly_budget() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    let g1 = started(&svc, "c1", Some(3)).await; // Alice to move
    let g2 = started(&svc, "c2", Some(3)).await;
    svc.play("c2", A, "e3-e4").await.unwrap(); // Bob to move
    let v = svc.start_vacation(A, 10).await.unwrap();
    assert_eq!(v.until, T0 + 10 * DAY);
    assert!(matches!(
        svc.start_vacation(A, 1).await,
        Err(GameError::VacationRunning)
    ));
    assert_eq!(
        svc.load(g1).await.unwrap().corr.deadline,
        Some(T0 + 13 * DAY)
    );
    // Bob moves during the vacation: Alice's clock starts when it ends.
    clock.advance(DAY);
    svc.play("c2", B, "e8-e7").await.unwrap();
    assert_eq!(
        svc.load(g2).await.unwrap().corr.deadline,
        Some(T0 + 13 * DAY)
    );
    // Back early after one day and a bit: 8 whole days refunded.
    clock.advance(3600);
    assert_eq!(svc.end_vacation(A).await.unwrap(), 8);
    assert_eq!(
        svc.load(g1).await.unwrap().corr.deadline,
        Some(T0 + 5 * DAY)
    );
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
    assert_eq!(games[0].to_move_id(), A);
}

#[tokio::test]
async fn export_is_exact() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _clock) = service(&dir).await;
    let id = started(&svc, "c", Some(3)).await;
    for (u, m) in [
        (A, "e3-e4"),
        (B, "e8-e7"),
        (A, "Cc1-d4"),
        (B, "Kf9-f10"),
        (A, "Cd4xe7"),
    ] {
        svc.play("c", u, m).await.unwrap();
    }
    svc.resign_game(id, B).await.unwrap();
    let s = svc.load(id).await.unwrap();
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
        s.row.start_tfen
    );
    assert_eq!(pgn(&s, "https://discord.com/channels/9/c"), expected);
}
