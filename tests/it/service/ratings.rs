//! Ratings through the game service over a real SQLite file: which games are rated, the
//! update inside `finish` (exactly once, even when a resignation races a timeout), the stored
//! values, the announcements, the leaderboard, and the rebuild reproducing every stored value.

use crate::support::cli::timur;
use crate::support::clock::{FakeClock, T0};
use std::sync::Arc;
use timur::game::{
    rebuild_ratings, At, ChallengeRequest, ColorChoice, Courier, Delivery, GameService, Message,
    Player, SendError, Style,
};
use timur::rating::{Glicko, Pool, Standing, START};
use timur::rules::VariantId;
use timur::store::{OutboxRow, Store, DAY};

const GUILD: &str = "9";

fn p(id: &str) -> Player {
    Player::new(id, format!("P{id}"))
}

async fn service(dir: &tempfile::TempDir) -> (GameService, Arc<FakeClock>) {
    let store = Store::open(dir.path().join("t.db").to_str().unwrap())
        .await
        .unwrap();
    let clock = FakeClock::new();
    (GameService::with_clock(store, clock.clone()), clock)
}

/// White `white` against Black `black` in channel `ch`, 3 days per move.
fn req(ch: &str, variant: VariantId, white: &str, black: &str) -> ChallengeRequest {
    ChallengeRequest::new(ch, p(white))
        .guild(GUILD)
        .opponent(p(black))
        .variant(variant)
        .color(ColorChoice::White)
        .days(Some(3))
        .gif(false)
}

/// Starts `r` (accepted by its opponent) and returns the game id.
async fn start(svc: &GameService, r: &ChallengeRequest, rated: Option<bool>) -> i64 {
    let g = match rated {
        None => svc.challenge(r).await.unwrap(),
        Some(x) => svc.challenge_rated(r, x).await.unwrap(),
    };
    svc.accept(g.id, r.opponent.as_ref().unwrap())
        .await
        .unwrap();
    g.id
}

/// A game of `variant` in channel `ch` that `loser` resigns at once.
async fn resigned(
    svc: &GameService,
    ch: &str,
    variant: VariantId,
    white: &str,
    black: &str,
    loser: &str,
) -> i64 {
    let id = start(svc, &req(ch, variant, white, black), None).await;
    svc.resign(At::Game(id), loser).await.unwrap();
    id
}

fn glicko(s: &Standing) -> (f64, f64, f64) {
    (s.glicko.rating, s.glicko.deviation, s.glicko.volatility)
}

async fn standing(svc: &GameService, user: &str, pool: Pool) -> Standing {
    svc.ratings_of(user)
        .await
        .unwrap()
        .into_iter()
        .find(|(q, _)| *q == pool)
        .unwrap()
        .1
}

async fn change_rows(svc: &GameService) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM rating_changes")
        .fetch_one(svc.store().pool())
        .await
        .unwrap()
}

#[derive(Debug)]
struct Plain;

impl Style for Plain {
    fn player(&self, id: &str, name: &str) -> String {
        if id.is_empty() {
            "anyone".into()
        } else {
            name.into()
        }
    }
    fn time(&self, t: i64) -> String {
        format!("@{t}")
    }
}

struct Null;

impl Courier for Null {
    fn style(&self) -> &dyn Style {
        &Plain
    }
    async fn send(&self, _row: &OutboxRow, _message: Message) -> Result<(), SendError> {
        Ok(())
    }
}

/// The composed texts of game `id`'s announcements, in order.
async fn texts(svc: &GameService, id: i64) -> Vec<String> {
    let d = Delivery::new(svc.clone(), Arc::new(Null));
    let mut out = Vec::new();
    for row in svc.store().outbox_of(id).await.unwrap() {
        out.push(format!(
            "{}: {}",
            row.kind,
            d.compose(&row).await.unwrap().text
        ));
    }
    out
}

#[tokio::test]
async fn a_rated_result_updates_both_players_in_the_finishing_transaction() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    let id = start(&svc, &req("c1", VariantId::Tamerlane, "1", "2"), None).await;
    assert!(svc.load(At::Game(id)).await.unwrap().record.rated);
    // Announcements are composed at delivery: the challenge shows the ratings of then.
    let challenge = texts(&svc, id).await.remove(0);
    assert_eq!(
        challenge,
        "challenge: P2, P1 challenges you to a game of **Tamerlane** (default rules). White: P1 (1500?), Black: P2 (1500?). 3 days per move; the challenge expires @1767225600. Rated game."
    );
    clock.advance(3_600);
    svc.resign(At::Game(id), "1").await.unwrap();

    let winner = standing(&svc, "2", Pool::Tamerlane).await;
    let loser = standing(&svc, "1", Pool::Tamerlane).await;
    assert_eq!(
        glicko(&winner),
        (1662.3108939062977, 290.3189637179804, 0.05999967537233814)
    );
    assert_eq!(
        glicko(&loser),
        (1337.6891060937023, 290.3189637179804, 0.05999967537233814)
    );
    assert_eq!(
        (winner.games, winner.wins, winner.draws, winner.losses),
        (1, 1, 0, 0)
    );
    assert_eq!((loser.games, loser.losses), (1, 1));
    assert_eq!(winner.last_game_at, Some(T0 + 3_600));
    // The Timurid pool is untouched.
    assert_eq!(standing(&svc, "2", Pool::Timurid).await, Standing::NEW);
    assert_eq!(change_rows(&svc).await, 2);
    assert_eq!(
        svc.rating_history("2", Pool::Tamerlane).await.unwrap(),
        [(T0 + 3_600, 1662.3108939062977)]
    );
    let r = svc.game_rating(id).await.unwrap().unwrap();
    assert_eq!((r.white.1, r.black.1), (START, START));
    assert_eq!(r.black.2, winner.glicko);

    assert_eq!(
        texts(&svc, id).await[3],
        "game_over: **Game over: P1 resigned; P2 wins (0-1).**\nRatings: P1 1338? (-162) · P2 1662? (+162)"
    );
}

#[tokio::test]
async fn casual_games_and_games_without_a_result_are_not_rated() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    // No time limit: casual by default.
    let mut untimed = req("c1", VariantId::Herat, "1", "2");
    untimed.days = None;
    let id = start(&svc, &untimed, None).await;
    assert!(!svc.load(At::Game(id)).await.unwrap().record.rated);
    svc.resign(At::Game(id), "1").await.unwrap();
    // Timed but casual on request.
    let id = start(&svc, &req("c1", VariantId::Herat, "1", "2"), Some(false)).await;
    svc.resign(At::Game(id), "1").await.unwrap();
    // Rated but aborted, declined, withdrawn, expired.
    let id = start(&svc, &req("c1", VariantId::Herat, "1", "2"), None).await;
    svc.abort(At::Game(id), "1").await.unwrap();
    let g = svc
        .challenge(&req("c1", VariantId::Herat, "1", "2"))
        .await
        .unwrap();
    svc.decline(g.id, "2").await.unwrap();
    let g = svc
        .challenge(&req("c1", VariantId::Herat, "1", "2"))
        .await
        .unwrap();
    svc.withdraw(g.id, "1").await.unwrap();
    svc.challenge(&req("c1", VariantId::Herat, "1", "2"))
        .await
        .unwrap();
    clock.advance(3 * DAY);
    for ev in svc.due_events().await.unwrap() {
        svc.fire(&ev).await.unwrap();
    }
    assert_eq!(change_rows(&svc).await, 0);
    assert_eq!(standing(&svc, "1", Pool::Timurid).await, Standing::NEW);
    // Untimed but rated on request counts.
    let id = start(&svc, &untimed, Some(true)).await;
    svc.resign(At::Game(id), "1").await.unwrap();
    assert_eq!(change_rows(&svc).await, 2);
    let t = texts(&svc, id).await;
    assert!(t[0].ends_with("Rated game."), "{t:?}");
    // The casual game's result has no ratings line.
    let casual = texts(&svc, 2).await;
    assert_eq!(
        casual.last().unwrap(),
        "game_over: **Game over: P1 resigned; P2 wins (0-1).**"
    );
    assert!(
        casual[0].ends_with("Casual game (not rated)."),
        "{casual:?}"
    );
}

#[tokio::test]
async fn one_keyboard_games_are_casual() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _) = service(&dir).await;
    let mut r = req("local:x", VariantId::Tamerlane, "me", "me");
    r.opponent = None;
    r.auto_accept = true;
    let g = svc.challenge(&r).await.unwrap();
    assert!(!g.rated);
    // Even a rated flag does not make a game at one keyboard count.
    let mut r2 = req("local:y", VariantId::Tamerlane, "me", "you");
    r2.auto_accept = true;
    let g2 = svc.challenge_rated(&r2, true).await.unwrap();
    svc.resign(At::Game(g2.id), "you").await.unwrap();
    assert_eq!(change_rows(&svc).await, 0);
    // The rebuild agrees: nothing to replay.
    let report = rebuild_ratings(svc.store(), false).await.unwrap();
    assert_eq!((report.games, report.differences.len()), (0, 0));
}

/// A resignation and the timeout at the same instant, on two threads, ten times (both orders
/// usually occur; the split is printed): each game ends once and is rated once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resignation_racing_a_timeout_rates_once() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    let mut by = [0, 0];
    for round in 0..10 {
        let ch = format!("race{round}");
        let id = start(&svc, &req(&ch, VariantId::Tamerlane, "1", "2"), None).await;
        clock.advance(3 * DAY);
        let ev = svc
            .due_events()
            .await
            .unwrap()
            .into_iter()
            .find(|e| e.game_id == id && e.kind == timur::store::EventKind::Timeout)
            .expect("the timeout is due");
        let (s1, s2) = (svc.clone(), svc.clone());
        let resign = tokio::spawn(async move { s1.resign(At::Game(id), "2").await });
        let timeout = tokio::spawn(async move { s2.fire(&ev).await });
        let (resign, timeout) = (resign.await.unwrap(), timeout.await.unwrap());
        let timed_out = timeout.unwrap().is_some();
        assert_ne!(
            resign.is_ok(),
            timed_out,
            "exactly one of the two ends the game"
        );
        by[usize::from(timed_out)] += 1;
        let rec = svc.load(At::Game(id)).await.unwrap().record;
        // Black resigned (1-0), or White, to move, lost on time (0-1).
        let expected = if timed_out { "0-1" } else { "1-0" };
        assert_eq!(rec.end.unwrap().result.unwrap().code(), expected);
        assert_eq!(change_rows(&svc).await, 2 * (round + 1));
        let s = standing(&svc, "1", Pool::Tamerlane).await;
        assert_eq!(s.games as i64, round + 1);
    }
    assert_eq!(by[0] + by[1], 10);
    eprintln!("resigned first: {}, timed out first: {}", by[0], by[1]);
    let report = rebuild_ratings(svc.store(), false).await.unwrap();
    assert_eq!(report.differences, Vec::<String>::new());
    assert_eq!(report.games, 10);
}

/// Games over several weeks in both pools, one of them ending on time with an end time before
/// a game rated earlier: the rebuild replays them in rating order and reproduces every stored
/// value bit for bit; a tampered value is found and repaired.
#[tokio::test]
async fn rebuild_reproduces_the_stored_ratings() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, clock) = service(&dir).await;
    resigned(&svc, "a", VariantId::Tamerlane, "1", "2", "1").await;
    clock.advance(10 * DAY);
    resigned(&svc, "a", VariantId::TamerlaneFull, "3", "1", "3").await;
    resigned(&svc, "b", VariantId::Samarkand, "2", "3", "3").await;
    // A game whose deadline passes, then another game of player 1 ends before the timeout is
    // processed: the timeout's end time (the deadline) is earlier than that game's.
    let late = start(&svc, &req("c", VariantId::Tamerlane, "1", "3"), None).await;
    clock.advance(3 * DAY + 60);
    resigned(&svc, "a", VariantId::Tamerlane, "2", "1", "2").await;
    for ev in svc.due_events().await.unwrap() {
        svc.fire(&ev).await.unwrap();
    }
    let rec = svc.load(At::Game(late)).await.unwrap().record;
    assert_eq!(rec.end.unwrap().at, T0 + 13 * DAY);
    clock.advance(30 * DAY);
    let id = start(&svc, &req("a", VariantId::Mirza, "1", "2"), None).await;
    svc.offer_draw(At::Game(id), "1").await.unwrap();
    svc.answer_draw(id, "2", true).await.unwrap();
    assert_eq!(change_rows(&svc).await, 12);
    let one = standing(&svc, "1", Pool::Tamerlane).await;
    assert_eq!((one.games, one.wins, one.draws, one.losses), (4, 2, 0, 2));

    let report = rebuild_ratings(svc.store(), false).await.unwrap();
    assert_eq!(report.differences, Vec::<String>::new());
    assert_eq!(
        (report.games, report.standings, report.written),
        (6, 6, false)
    );

    sqlx::query(
        "UPDATE ratings SET rating = rating + 0.000001 WHERE user_id = '3' AND pool = 'timurid'",
    )
    .execute(svc.store().pool())
    .await
    .unwrap();
    let report = rebuild_ratings(svc.store(), true).await.unwrap();
    assert_eq!(report.differences.len(), 1, "{:?}", report.differences);
    assert!(report.differences[0].starts_with("3 in timurid: stored RatingRow"));
    assert!(report.written);
    let again = rebuild_ratings(svc.store(), false).await.unwrap();
    assert_eq!(again.differences, Vec::<String>::new());
    assert_eq!(change_rows(&svc).await, 12);

    // A rated game whose changes are missing is reported and replayed last (so every later
    // value of its players differs too), then stored.
    sqlx::query("DELETE FROM rating_changes WHERE game_id = 1")
        .execute(svc.store().pool())
        .await
        .unwrap();
    let report = rebuild_ratings(svc.store(), true).await.unwrap();
    assert_eq!(report.games, 6);
    for line in [
        "game 1: no stored change for 1",
        "game 1: no stored change for 2",
        "10 change rows stored, 12 recomputed",
    ] {
        assert!(
            report.differences.contains(&line.to_string()),
            "{line}: {:?}",
            report.differences
        );
    }
    assert_eq!(change_rows(&svc).await, 12);
    let again = rebuild_ratings(svc.store(), false).await.unwrap();
    assert_eq!(again.differences, Vec::<String>::new());
}

#[tokio::test]
async fn leaderboard_of_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _) = service(&dir).await;
    let board = svc.leaderboard(GUILD, Pool::Tamerlane, "1").await.unwrap();
    assert_eq!(
        (board.top.len(), board.caller.clone(), board.total),
        (0, None, 0)
    );
    // Players 10..=21: the higher number beats the lower, so 21 is best and 10 worst.
    for w in 11..=21 {
        let white = w.to_string();
        let black = (w - 1).to_string();
        resigned(&svc, "a", VariantId::Tamerlane, &white, &black, &black).await;
    }
    // A game in another server does not put player 99 on this server's board.
    let mut elsewhere = req("x", VariantId::Tamerlane, "99", "21");
    elsewhere.guild_id = Some("elsewhere".into());
    let id = start(&svc, &elsewhere, None).await;
    svc.resign(At::Game(id), "21").await.unwrap();

    let board = svc.leaderboard(GUILD, Pool::Tamerlane, "10").await.unwrap();
    assert_eq!(board.total, 12);
    let order: Vec<&str> = board.top.iter().map(|r| r.user_id.as_str()).collect();
    assert_eq!(
        order,
        ["21", "20", "19", "18", "17", "16", "15", "14", "13", "12"]
    );
    let me = board.caller.unwrap();
    assert_eq!((me.place, me.user_id.as_str()), (12, "10"));
    // Someone in the top ten gets no extra line; the other pool is empty.
    assert_eq!(
        svc.leaderboard(GUILD, Pool::Tamerlane, "20")
            .await
            .unwrap()
            .caller,
        None
    );
    assert_eq!(
        svc.leaderboard(GUILD, Pool::Timurid, "10")
            .await
            .unwrap()
            .total,
        0
    );
    let g: Glicko = board.top[0].standing.glicko;
    assert!(g.is_provisional());
}

/// `timur ratings --rebuild` on a database the bot wrote: every value reproduced (exit 0); a
/// tampered value is reported and repaired (exit 1), after which it is clean again.
#[tokio::test]
async fn ratings_rebuild_command() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let db = db.to_str().unwrap();
    {
        let (svc, clock) = service(&dir).await;
        resigned(&svc, "a", VariantId::Tamerlane, "1", "2", "1").await;
        clock.advance(9 * DAY);
        resigned(&svc, "a", VariantId::Babur, "2", "1", "1").await;
        svc.store().close().await;
    }
    let (code, out, err) = timur(&["ratings", "--rebuild", "--db", db]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        format!("2 rated games replayed, 4 ratings: every stored value reproduced exactly; stored values rewritten unchanged ({db})\n")
    );
    let (code, out, _) = timur(&["ratings", "--db", db]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Tamerlane  2                     1662?  1 games (+1 =0 -0)\n\
         Tamerlane  1                     1338?  1 games (+0 =0 -1)\n\
         Timurid    2                     1662?  1 games (+1 =0 -0)\n\
         Timurid    1                     1338?  1 games (+0 =0 -1)\n"
    );

    let store = Store::open(db).await.unwrap();
    sqlx::query("UPDATE rating_changes SET rating_after = 1700 WHERE id = (SELECT MIN(id) FROM rating_changes)")
        .execute(store.pool())
        .await
        .unwrap();
    store.close().await;
    let (code, out, _) = timur(&["ratings", "--rebuild", "--dry-run", "--db", db]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("game 1: 1: stored Glicko { rating: 1500.0"),
        "{out}"
    );
    let tail = format!("1 differences; nothing stored (dry run) ({db})\n");
    assert!(out.ends_with(&tail), "{out}");
    let (code, _, _) = timur(&["ratings", "--rebuild", "--db", db]);
    assert_eq!(code, 1);
    let (code, out, _) = timur(&["ratings", "--rebuild", "--db", db]);
    assert_eq!(code, 0, "{out}");
}
