//! `/metrics` and `/healthz` (issue 23) after a few moves through the fake Discord: the
//! counters have exactly the values of what happened. One test in its own binary, since the
//! metrics recorder is global to the process.

mod support;

use serde_json::json;
use support::fake_discord::Fault;
use support::harness::{Harness, ALICE, BOB, CHANNEL};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A plain HTTP/1.1 GET on loopback: (status code, body).
async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).await.unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, body.to_string())
}

/// The sample lines of `name` (without `# HELP`/`# TYPE`), sorted.
fn samples(text: &str, name: &str) -> Vec<String> {
    let mut v: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with(name) && l[name.len()..].starts_with([' ', '{']))
        .map(str::to_string)
        .collect();
    v.sort();
    v
}

#[tokio::test]
async fn a_scrape_after_a_few_moves_shows_the_exact_counts() {
    let mut h = Harness::new().await;
    let (addr, server) =
        timur::discord::health::serve("127.0.0.1:0".parse().unwrap(), h.service().clone())
            .await
            .unwrap();
    let (code, body) = get(addr, "/healthz").await;
    assert_eq!((code, body.as_str()), (200, "ok\n"));

    // A challenge, its acceptance, three moves, a refused move, a stale button; the first
    // move's board meets one 503 and is retried.
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 2).await;
    h.fake.fail_posts(CHANNEL, 1, Fault::Status(503));
    for (n, (who, text)) in [(ALICE, "e3-e4"), (BOB, "e8-e7"), (ALICE, "f3-f4")]
        .into_iter()
        .enumerate()
    {
        let t = h.play(who, text);
        h.answer(&t).await;
        h.fake.wait_posts(CHANNEL, 3 + n).await;
    }
    let t = h.play(BOB, "a1-a9");
    h.answer(&t).await;
    // A rematch of a game still running: deferred, then refused (counted before the answer).
    let t = h.click(ALICE, "timur:rematch:1");
    h.callback(&t).await;
    h.answer(&t).await;
    // Every announcement out (the last board's and the answered challenge's edit included).
    h.drained(id).await;

    let (code, text) = get(addr, "/metrics").await;
    assert_eq!(code, 200);
    // The README's sample scrape (`--nocapture`).
    eprintln!("{text}");
    assert_eq!(
        samples(&text, "timur_interactions_total"),
        [
            r#"timur_interactions_total{command="button",outcome="ok"} 1"#,
            r#"timur_interactions_total{command="button",outcome="refused"} 1"#,
            r#"timur_interactions_total{command="challenge",outcome="ok"} 1"#,
            r#"timur_interactions_total{command="move",outcome="ok"} 3"#,
            r#"timur_interactions_total{command="move",outcome="refused"} 1"#,
        ],
        "{text}"
    );
    assert_eq!(
        samples(&text, "timur_moves_stored_total"),
        ["timur_moves_stored_total 3"]
    );
    assert_eq!(
        samples(&text, "timur_games_active"),
        ["timur_games_active 1"]
    );
    assert_eq!(
        samples(&text, "timur_outbox_pending"),
        ["timur_outbox_pending 0"]
    );
    assert_eq!(
        samples(&text, "timur_outbox_oldest_pending_seconds"),
        ["timur_outbox_oldest_pending_seconds 0"]
    );
    // Six announcements (the challenge's edit once accepted among them), one of them twice.
    assert_eq!(
        samples(&text, "timur_delivery_attempts_total"),
        ["timur_delivery_attempts_total 7"]
    );
    assert_eq!(
        samples(&text, "timur_delivery_failures_total"),
        [r#"timur_delivery_failures_total{kind="5xx"} 1"#]
    );
    // Seven interactions answered (the refused move too); five write transactions committed.
    assert_eq!(
        samples(&text, "timur_first_answer_seconds_count"),
        ["timur_first_answer_seconds_count 7"]
    );
    assert_eq!(
        samples(&text, "timur_db_transaction_seconds_count"),
        ["timur_db_transaction_seconds_count 5"]
    );
    assert!(
        text.contains("# TYPE timur_first_answer_seconds histogram"),
        "{text}"
    );

    // A pending announcement shows in the backlog with its age on the game clock.
    h.fake.fail_posts(CHANNEL, 10_000, Fault::Status(503));
    let t = h.play(BOB, "e7-e6");
    // Its board is its confirmation, so nothing answers it while posts fail: await the store.
    h.callback(&t).await;
    let hr = &h;
    hr.until("the move stored", || async move {
        (hr.service().moves(id).await.unwrap().len() >= 4).then_some(())
    })
    .await;
    h.clock.advance(42);
    let (_, text) = get(addr, "/metrics").await;
    assert_eq!(
        samples(&text, "timur_outbox_pending"),
        ["timur_outbox_pending 1"]
    );
    assert_eq!(
        samples(&text, "timur_outbox_oldest_pending_seconds"),
        ["timur_outbox_oldest_pending_seconds 42"]
    );
    assert_eq!(
        samples(&text, "timur_moves_stored_total"),
        ["timur_moves_stored_total 4"]
    );
    server.abort();
    h.kill().await;
}
