//! The computer opponent through the fake Discord and through the service: challenging the bot
//! starts a game the engine accepts at once, the engine answers moves through the same outbox
//! (same announcements, same pings), a restart while it is to move still gets its move, and a
//! second attempt at the same turn is a quiet no-op. Engine searches are bounded by nodes.

use crate::support::clock::FakeClock;
use crate::support::fake_discord::BOT_ID;
use crate::support::harness::{Harness, ALICE, CHANNEL, NO_THREAD};
use serde_json::json;
use std::time::Duration;
use timur::engine::{EnginePool, Level};
use timur::game::computer::{challenge_computer, engine_name, Computer};
use timur::game::{At, ChallengeRequest, ColorChoice, GameService, Player, Status};
use timur::rules::VariantId;
use timur::store::{GameKey, Store};

const TIMUR: (&str, &str) = (BOT_ID, "Timur");

/// Waits (at most 10 s) until game `id` has `n` moves; returns their SAN. Checks after every
/// commit of `service` (the computer's move is one).
async fn wait_moves(service: &GameService, id: i64, n: usize) -> Vec<String> {
    let mut commits = service.commit_signal();
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let moves = service.moves(id).await.unwrap();
            if moves.len() >= n {
                return moves.into_iter().map(|m| m.san.unwrap_or(m.text)).collect();
            }
            commits.changed().await.unwrap();
        }
    })
    .await
    .unwrap_or_else(|_| panic!("game {id} did not reach {n} moves"))
}

/// Alice (White) challenges the computer at level 1, which accepts at once; the game's id once
/// the challenge and the start are posted.
async fn against_level_1(h: &Harness) -> i64 {
    let t = h.challenge(
        ALICE,
        TIMUR,
        json!([{"name": "color", "type": 4, "value": 0}, {"name": "level", "type": 4, "value": 1}]),
    );
    h.assert_acted(
        &t,
        &format!("Your game against the computer (level 1) starts here.{NO_THREAD}"),
    )
    .await;
    h.fake.wait_posts(CHANNEL, 2).await;
    h.service()
        .store()
        .game(GameKey::LastIn(CHANNEL))
        .await
        .unwrap()
        .unwrap()
        .id
}

#[tokio::test]
async fn challenging_the_bot_starts_a_game_it_answers_and_a_restart_still_gets_its_move() {
    let mut h = Harness::new().await;
    let id = against_level_1(&h).await;
    let posts = h.fake.posts(CHANNEL);
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    assert_eq!(rec.status, Status::Active);
    assert_eq!(rec.black.id, BOT_ID);
    assert_eq!(rec.black.name, "Timur (computer, level 1)");
    assert_eq!(
        h.service().store().engine_of(id).await.unwrap(),
        Some((BOT_ID.to_string(), 1))
    );
    let timur = "Timur (computer, level 1)";
    assert_eq!(
        posts[1].content,
        format!("{timur} accepted the challenge from <@{a}>: the game of **Tamerlane** (default rules) begins. White: <@{a}>, Black: {timur}.\n<@{a}> (White), your move.", a = ALICE.0)
    );
    assert_eq!(posts[1].files, ["board.png"]);
    // Alice moves; the engine answers with one post of both moves, a board and Alice's ping.
    let t = h.play(ALICE, "e3-e4");
    h.assert_acted(
        &t,
        "You played **e3-e4**. The computer is thinking; its answer and the board follow.",
    )
    .await;
    let sans = wait_moves(h.service(), id, 2).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[2].content,
        format!(
            "<@{a}> (White) played **1. e3-e4**.\n{timur} (Black) played **1... {}**.\n<@{a}> (White), your move.",
            sans[1],
            a = ALICE.0
        )
    );
    assert_eq!(posts[2].pings, [ALICE.0.to_string()]);
    assert_eq!(posts[2].files, ["board.png"]);
    // The bot is down when Alice moves again; started again, the engine catches up, once.
    h.kill().await;
    let store = Store::open(h.db().to_str().unwrap()).await.unwrap();
    let offline = GameService::with_clock(store.clone(), h.clock.clone());
    offline.play(At::Game(id), ALICE.0, "d3-d4").await.unwrap();
    store.close().await;
    h.start().await;
    let sans = wait_moves(h.service(), id, 4).await;
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[3].content,
        format!(
            "<@{a}> (White) played **2. d3-d4**.\n{timur} (Black) played **2... {}**.\n<@{a}> (White), your move.",
            sans[3],
            a = ALICE.0
        )
    );
    h.drained(id).await;
    assert_eq!(h.service().moves(id).await.unwrap().len(), 4);
    assert_eq!(h.fake.posts(CHANNEL).len(), 4);
    h.stop().await;
}

#[tokio::test]
async fn two_attempts_at_the_same_turn_play_one_move() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("t.db").to_str().unwrap())
        .await
        .unwrap();
    let service = GameService::with_clock(store, FakeClock::new());
    let req = ChallengeRequest::new("c1", Player::new("alice", "Alice"))
        .variant(VariantId::Herat)
        .color(ColorChoice::White)
        .gif(false);
    let level = Level::new(2).unwrap();
    let rec = challenge_computer(&service, &req, "engine", level)
        .await
        .unwrap();
    assert_eq!(rec.status, Status::Active);
    assert_eq!(rec.black.name, engine_name(level));
    let computer = Computer::new(service.clone(), EnginePool::new(2)).by_nodes();
    // White (the human) is to move: nothing to do.
    assert!(!computer.act(rec.id, "engine", 2).await.unwrap());
    service
        .play(At::Game(rec.id), "alice", "e3-e4")
        .await
        .unwrap();
    let (a, b) = tokio::join!(
        computer.act(rec.id, "engine", 2),
        computer.act(rec.id, "engine", 2)
    );
    let mut played = [a.unwrap(), b.unwrap()];
    played.sort();
    assert_eq!(played, [false, true]);
    assert_eq!(service.moves(rec.id).await.unwrap().len(), 2);
    // A draw offer to an engine that is not losing is declined at its next look.
    service.offer_draw(At::Game(rec.id), "alice").await.unwrap();
    assert_eq!(computer.sweep().await, 1);
    let rec = service.load(At::Game(rec.id)).await.unwrap().record;
    assert_eq!(rec.offers.draw_by, None);
    assert_eq!((rec.status, rec.ply), (Status::Active, 2));
}

/// Every board picture the bot posts carries a description (Discord's alt text) naming the
/// position: the move with its number and who is to move (issue 20).
#[tokio::test]
async fn every_board_posted_is_described_by_its_position() {
    let mut h = Harness::new().await;
    let id = against_level_1(&h).await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_acted(
        &t,
        "You played **e3-e4**. The computer is thinking; its answer and the board follow.",
    )
    .await;
    let sans = wait_moves(h.service(), id, 2).await;
    // One board per exchange against the computer: the human's move and the answer share one.
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    let path = format!("/api/v10/channels/{CHANNEL}/messages");
    let described: Vec<String> = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && !r.files.is_empty())
        .map(|r| {
            assert_eq!(r.json["attachments"][0]["filename"], "board.png");
            r.json["attachments"][0]["description"]
                .as_str()
                .unwrap_or("(none)")
                .to_string()
        })
        .collect();
    let boards = posts.iter().filter(|p| !p.files.is_empty()).count();
    assert_eq!(described.len(), boards, "{described:?}");
    assert_eq!(described[0], "Board at the start, White to move");
    assert_eq!(
        described.last().unwrap(),
        &format!("Board after 1... {}, White to move", sans[1])
    );
    assert_eq!(boards, 2, "{described:?}");
    h.stop().await;
}

#[tokio::test]
async fn analysis_is_refused_in_a_running_game_and_posted_after_it() {
    let mut h = Harness::new().await;
    let t = h.simple(ALICE, "analysis");
    h.assert_refused(
        &t,
        "There is no game in this channel. Start one with /challenge.",
    )
    .await;
    let id = against_level_1(&h).await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_acted(
        &t,
        "You played **e3-e4**. The computer is thinking; its answer and the board follow.",
    )
    .await;
    wait_moves(h.service(), id, 2).await;
    let t = h.simple(ALICE, "analysis");
    h.assert_refused(&t, "Analysis during a running game would be cheating. Ask again with /analysis when the game is over.")
        .await;
    h.service().resign(At::Game(id), ALICE.0).await.unwrap();
    let t = h.simple(ALICE, "analysis");
    let f = super::assert_analysis(
        &h,
        &t,
        "Computer analysis of Alice vs Timur (computer, level 1) (30000 nodes a position):",
        |line| {
            line == "No mistakes or blunders."
                || (line.starts_with("Alice: accuracy ") && line.contains(" %, "))
                || line.starts_with("Timur (computer, level 1): ")
                || (line.starts_with("• **1") && line.contains("; better was **"))
        },
    )
    .await;
    assert_eq!(f.files.len(), 2, "the graph and the analysed replay");
    assert_eq!(f.files[0].filename, format!("analysis-{id}.png"));
    assert_eq!(&f.files[0].bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(f.files[1].filename, format!("analysis-{id}.html"));
    h.stop().await;
}
