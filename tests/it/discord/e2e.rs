//! End to end: the real serenity/poise client, the delivery worker and the scheduler against
//! the fake Discord on 127.0.0.1, with injected faults. Each test asserts the final state of
//! the game and what each player saw.

use crate::support;

use crate::support::fake_discord::{Fault, APP_ID};
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EPHEMERAL, EVE, NO_THREAD};
use serde_json::json;
use std::time::{Duration, Instant};
use timur::game::{At, ChallengeRequest, ColorChoice, EndReason, GameResult, Player, Status};
use timur::rules::VariantId;
use timur::store::GameKey;

/// Waits until message `index` of the channel shows the buttons `want`.
async fn wait_buttons(h: &Harness, index: usize, want: &[String]) {
    h.until(&format!("message {index} shows {want:?}"), || async move {
        (h.fake.posts(CHANNEL)[index].buttons == want).then_some(())
    })
    .await
}

/// Waits until game `id` has a stored move.
async fn stored_move(h: &Harness, id: i64) {
    h.until("the move stored", || async move {
        (!h.service().moves(id).await.unwrap().is_empty()).then_some(())
    })
    .await
}

fn ids(p: &[&str]) -> Vec<String> {
    p.iter().map(|s| s.to_string()).collect()
}

#[tokio::test]
async fn a_game_from_challenge_to_resignation_as_each_player_saw_it() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    let posts = h.fake.posts(CHANNEL);
    // Answered, the challenge says so in place (its question as posted is in the request).
    assert_eq!(
        posts[0].content,
        "<@100000000000000001> challenged <@100000000000000002> to a game of **Tamerlane** (default rules). **<@100000000000000002> accepted: the game has begun.**"
    );
    let asked = h
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .unwrap();
    assert_eq!(
        asked.json["content"],
        "<@100000000000000002>, <@100000000000000001> challenges you to a game of **Tamerlane** (default rules). White: <@100000000000000001> (1500?), Black: <@100000000000000002> (1500?). No time limit; the challenge expires <t:1767398400:R>. Casual game (not rated)."
    );
    assert_eq!(posts[0].pings, ids(&[BOB.0]));
    assert!(posts[0].enforce_nonce && posts[0].nonce.is_some());
    assert_eq!(
        posts[1].content,
        "<@100000000000000002> accepted the challenge from <@100000000000000001>: the game of **Tamerlane** (default rules) begins. White: <@100000000000000001>, Black: <@100000000000000002>.\n<@100000000000000001> (White), your move."
    );
    assert_eq!(posts[1].files, ["board.png"]);
    assert_eq!(posts[1].pings, ids(&[ALICE.0]));
    // The answered challenge loses its buttons.
    wait_buttons(&h, 0, &[]).await;
    // A move: acknowledged at once, confirmed to the mover, the board posted with Bob's ping.
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[2].content,
        "<@100000000000000001> (White) played **1. e3-e4**.\n<@100000000000000002> (Black), your move."
    );
    assert_eq!(posts[2].pings, ids(&[BOB.0]));
    assert_eq!(posts[2].files, ["board.png"]);
    // Refusals are ephemeral and change nothing.
    let t = h.play(ALICE, "e4-e5");
    h.assert_acted(&t, "It is not your turn; Bob is to move.")
        .await;
    let t = h.play(EVE, "e8-e7");
    h.assert_acted(&t, "You are not playing in this game.")
        .await;
    // Resign with confirmation.
    let t = h.simple(BOB, "resign");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4);
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    assert_eq!(
        r.json["data"]["content"],
        "Do you really want to resign this game against Alice? This cannot be undone."
    );
    let t = h.click_ephemeral(BOB, &format!("timur:resign:{id}"));
    // The question is the clicker's own: the click defers an update of it, and the
    // confirmation replaces it, buttons and all.
    assert_eq!(h.callback(&t).await.json["type"], 6);
    let edit = h
        .fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    assert_eq!(edit.json["content"], "You resigned.");
    assert_eq!(edit.json["components"], json!([]));
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[3].content,
        "**Game over: <@100000000000000002> resigned; <@100000000000000001> wins (1-0).**"
    );
    assert_eq!(posts[3].pings, ids(&[ALICE.0, BOB.0]));
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    let end = rec.end.unwrap();
    assert_eq!(
        (rec.status, end.result, end.reason),
        (
            Status::Finished,
            Some(GameResult::WhiteWins),
            EndReason::Resignation
        )
    );
    // What each one saw: the public posts for everyone, ephemeral texts for their author only.
    let p: Vec<String> = h
        .fake
        .posts(CHANNEL)
        .into_iter()
        .map(|p| p.content)
        .collect();
    let s = |t: &str| t.to_string();
    assert_eq!(
        h.fake.seen_by(EVE.0),
        [
            p[0].clone(),
            p[1].clone(),
            p[2].clone(),
            s("You are not playing in this game."),
            p[3].clone()
        ]
    );
    assert_eq!(
        h.fake.seen_by(ALICE.0),
        [
            s(&format!("Your challenge is posted here.{NO_THREAD}")),
            p[0].clone(),
            p[1].clone(),
            p[2].clone(),
            s("It is not your turn; Bob is to move."),
            p[3].clone()
        ]
    );
    // Bob's confirmation of his click goes out before the public start post.
    let bob = h.fake.seen_by(BOB.0);
    assert_eq!(
        bob,
        [
            p[0].clone(),
            s("You accepted the challenge: the game begins, and the board follows."),
            p[1].clone(),
            p[2].clone(),
            s("Do you really want to resign this game against Alice? This cannot be undone."),
            s("You resigned."),
            p[3].clone()
        ]
    );
    h.stop().await;
}

#[tokio::test]
async fn a_board_post_failing_with_500_then_429_is_delivered_once_on_retry() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    h.fake.fail_posts(CHANNEL, 1, Fault::Status(500));
    h.fake.fail_posts(CHANNEL, 1, Fault::RateLimited(0.05));
    let t = h.play(ALICE, "e3-e4");
    // The mover is told the move happened, not to try again.
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[2].content,
        "<@100000000000000001> (White) played **1. e3-e4**.\n<@100000000000000002> (Black), your move."
    );
    h.drained(id).await;
    assert_eq!(h.fake.posts(CHANNEL).len(), 3, "exactly once");
    let tries = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .map(|r| r.status)
        .collect::<Vec<_>>();
    assert_eq!(tries, [200, 200, 500, 429, 200]);
    // serenity drops the 429's retry_after (0.05 s here): the retry waits the fixed wait.
    let posts_at: Vec<Instant> = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .map(|r| r.at)
        .collect();
    let waited = posts_at[4] - posts_at[3];
    assert!(
        waited >= timur::discord::RATE_LIMITED_WAIT,
        "retried after {waited:?}"
    );
    let rows = h.drained(id).await;
    // challenge, its edit (accepted), start, move.
    assert_eq!(rows[3].delivery.attempts, 3);
    assert!(rows.iter().all(|r| r.delivery.delivered_at.is_some()));
    assert_eq!(h.service().moves(id).await.unwrap().len(), 1);
    h.stop().await;
}

#[tokio::test]
async fn killed_between_commit_and_post_the_board_is_delivered_after_restart() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // Discord is down for this channel: the move is stored, its board cannot be posted.
    h.fake.fail_posts(CHANNEL, 10_000, Fault::Status(503));
    let t = h.play(ALICE, "e3-e4");
    h.callback(&t).await;
    stored_move(&h, id).await;
    h.kill().await;
    h.fake.clear_faults(CHANNEL);
    assert_eq!(h.fake.posts(CHANNEL).len(), 2);
    h.start().await;
    // The board is her confirmation: her pending reply goes once it is out.
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert!(posts[2].content.contains("played **1. e3-e4**"));
    h.drained(id).await;
    assert_eq!(h.fake.posts(CHANNEL).len(), 3);
    assert_eq!(h.service().moves(id).await.unwrap().len(), 1);
    h.stop().await;
}

#[tokio::test]
async fn killed_between_post_and_mark_the_nonce_prevents_a_duplicate() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // Discord creates the message but the answer never reaches the bot before it dies.
    h.fake
        .fail_posts(CHANNEL, 1, Fault::Hang(Duration::from_secs(30)));
    let t = h.play(ALICE, "e3-e4");
    h.callback(&t).await;
    h.fake.wait_posts(CHANNEL, 3).await;
    h.kill().await;
    let pending = h.service_rows_pending(id).await;
    assert_eq!(pending, 1, "not marked delivered");
    h.start().await;
    // The worker posts again with the same nonce; Discord returns the existing message.
    h.drained(id).await;
    let posts = h.fake.posts(CHANNEL);
    assert_eq!(posts.len(), 3, "{posts:#?}");
    assert_eq!(
        h.fake.nonce_repeats(),
        1,
        "the repeat was sent, and answered with the old message"
    );
    h.assert_dismissed(&t).await;
    h.stop().await;
}

trait Pending {
    async fn service_rows_pending(&self, id: i64) -> usize;
}

impl Pending for Harness {
    async fn service_rows_pending(&self, id: i64) -> usize {
        let db = self.db();
        let store = timur::store::Store::open(db.to_str().unwrap())
            .await
            .unwrap();
        let n = store
            .outbox_of(id)
            .await
            .unwrap()
            .iter()
            .filter(|r| r.delivery.delivered_at.is_none())
            .count();
        store.close().await;
        n
    }
}

#[tokio::test]
async fn when_the_accept_reply_fails_the_game_start_is_still_announced() {
    let mut h = Harness::new().await;
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    h.followup(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    // Bob's confirmation (the edit of his deferred reply) fails twice; the delivery worker
    // tries again, then posts the start.
    h.fake.fail_webhooks(2, Fault::Status(500));
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    let posts = h.fake.wait_posts(CHANNEL, 2).await;
    assert!(
        posts[1]
            .content
            .starts_with("<@100000000000000002> accepted the challenge from <@100000000000000001>"),
        "{}",
        posts[1].content
    );
    assert_eq!(posts[1].pings, ids(&[ALICE.0]));
    let edits: Vec<u16> = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.path.ends_with(&format!("/{t}/messages/@original")))
        .map(|r| r.status)
        .collect();
    assert_eq!(edits, [500, 500, 200]);
    let confirm = "You accepted the challenge: the game begins, and the board follows.";
    assert_eq!(
        h.fake
            .seen_by(BOB.0)
            .iter()
            .filter(|s| s.as_str() == confirm)
            .count(),
        1
    );
    assert_eq!(
        h.service().load(At::Game(id)).await.unwrap().record.status,
        Status::Active
    );
    h.stop().await;
}

#[tokio::test]
async fn with_the_database_locked_for_5_s_a_move_is_answered_within_3_s_and_applied_once() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // Another process holds the write lock for 5 seconds.
    let db = h.db();
    let (locked_tx, locked_rx) = tokio::sync::oneshot::channel();
    let locker = tokio::spawn(async move {
        use sqlx::{ConnectOptions, Connection};
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&db)
            .connect()
            .await
            .unwrap();
        sqlx::query("BEGIN IMMEDIATE")
            .execute(&mut conn)
            .await
            .unwrap();
        locked_tx.send(()).unwrap();
        tokio::time::sleep(Duration::from_secs(5)).await;
        sqlx::query("COMMIT").execute(&mut conn).await.unwrap();
        conn.close().await.unwrap();
    });
    locked_rx.await.unwrap();
    let sent = Instant::now();
    let t = h.play(ALICE, "e3-e4");
    let r = h.callback(&t).await;
    let answered = sent.elapsed();
    assert!(
        answered < Duration::from_secs(3),
        "answered after {answered:?}"
    );
    assert_eq!(
        (r.json["type"].as_u64(), r.json["data"]["flags"].as_u64()),
        (Some(5), Some(EPHEMERAL))
    );
    locker.await.unwrap();
    h.assert_dismissed(&t).await;
    h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(h.service().moves(id).await.unwrap().len(), 1);
    h.stop().await;
}

#[tokio::test]
async fn stale_buttons_bad_options_and_long_input_get_ephemeral_answers() {
    let mut h = Harness::new().await;
    // A button from an older version of the bot.
    let t = h.click(BOB, "timur:nonsense:1");
    h.assert_refused(&t, "This button is no longer valid.")
        .await;
    // A choice index outside the registered range.
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "variant", "type": 4, "value": 99}]),
    );
    h.assert_refused(
        &t,
        "I could not read this command's options (a value may be out of range). Please pick them from the menu.",
    )
    .await;
    // A 1,900-character options value: the refusal fits Discord's 2,000 characters.
    let long = format!("giraffe-min={}", "9".repeat(1890));
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "options", "type": 3, "value": long}]),
    );
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4);
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let text = r.json["data"]["content"].as_str().unwrap();
    // The rules echo the value short (docs/rules.md §7), so the refusal is far under the limit;
    // `limits::clamp` still guards every reply (its unit test).
    assert_eq!(
        text,
        "'999999999999999999999999…' is not a valid value for giraffe-min. Valid options for tamerlane: giraffe-min=2|3, citadel=immediate|claim|second-entry, bare-king=survives|loses, repetition=off|3, move-rule=N (1-1000), symmetry=rotate|mirror, pop-placement=strict|loose, swap=any|check-only"
    );
    // A move text far too long to be a move is echoed short.
    let t = h.play(ALICE, &"e".repeat(500));
    h.assert_refused(
        &t,
        "'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee…' is not a move: moves are short, such as e3-e4, Nb2-c4, P@e6 or citadel.",
    )
    .await;
    // No game stored by any of it.
    assert!(h.service().store().game_ids().await.unwrap().is_empty());
    h.stop().await;
}

#[tokio::test]
async fn draw_takeback_abort_games_history_and_export_through_discord() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // Abort before both have moved.
    let t = h.simple(ALICE, "abort");
    h.assert_acted(&t, "You aborted the game. It ends without a result.")
        .await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[2].content,
        "**Game aborted by <@100000000000000001>.**"
    );
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    assert_eq!(rec.end.unwrap().reason, EndReason::Abort);
    // Refused before anything is deferred: there is no game to find (commands find theirs).
    let t = h.play(ALICE, "e3-e4");
    h.assert_refused(
        &t,
        "The game in this channel is over: Game aborted by <@100000000000000001>. Start a new one with /challenge.",
    )
    .await;
    // A new game: takeback asked, refused, asked again, allowed.
    let id = start_game_again(&h, 5).await;
    let t = h.play(ALICE, "e3-e4");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 6).await;
    let t = h.simple(ALICE, "takeback");
    h.assert_acted(
        &t,
        "You asked to take back your last move; your opponent answers.",
    )
    .await;
    let posts = h.fake.wait_posts(CHANNEL, 7).await;
    assert_eq!(
        posts[6].content,
        "<@100000000000000001> asks to take back their last move. <@100000000000000002>, do you agree?"
    );
    assert_eq!(
        posts[6].buttons,
        [
            format!("timur:takeback-yes:{id}"),
            format!("timur:takeback-no:{id}")
        ]
    );
    let t = h.click(ALICE, &format!("timur:takeback-yes:{id}"));
    let f = h.followup(&t).await;
    assert_eq!(f.json["content"], "Only Bob can answer this.");
    assert_eq!(f.json["flags"], EPHEMERAL);
    let t = h.click(BOB, &format!("timur:takeback-yes:{id}"));
    h.assert_acted(
        &t,
        "You allowed the takeback: the move is taken back, and the board follows.",
    )
    .await;
    let posts = h.fake.wait_posts(CHANNEL, 8).await;
    assert_eq!(
        posts[7].content,
        "<@100000000000000002> agreed to take back the last move.\n<@100000000000000001> (White), your move."
    );
    assert_eq!(posts[7].files, ["board.png"]);
    assert_eq!(h.service().load(At::Game(id)).await.unwrap().record.ply, 0);
    wait_buttons(&h, 6, &[]).await;
    // Draw offered by Bob, accepted by Alice with the button.
    let t = h.simple(BOB, "draw");
    h.assert_acted(
        &t,
        "You offered a draw. Your opponent can accept or decline; the offer lapses when they move.",
    )
    .await;
    let posts = h.fake.wait_posts(CHANNEL, 9).await;
    assert_eq!(
        posts[8].content,
        "<@100000000000000002> offers a draw. <@100000000000000001>, do you accept?"
    );
    // /games, /history, /export while the game runs.
    let t = h.simple(ALICE, "games");
    let r = h.callback(&t).await;
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    assert_eq!(
        r.json["data"]["content"],
        format!("Games of <@100000000000000001>:\n• <#{CHANNEL}> vs **Bob** (1500?) · Tamerlane · your move, no time limit\n0 of 30 vacation days used in 2026.")
    );
    let t = h.simple(ALICE, "export");
    let r = h.followup_or_reply(&t).await;
    assert!(
        r.0.starts_with("The record of **Tamerlane** (default rules)"),
        "{}",
        r.0
    );
    assert_eq!(r.1, [format!("tamerlane-{id}.pgn")]);
    let t = h.click(ALICE, &format!("timur:draw-yes:{id}"));
    h.assert_acted(&t, "You accepted the draw: the game is drawn.")
        .await;
    let posts = h.fake.wait_posts(CHANNEL, 10).await;
    assert_eq!(posts[9].content, "**Game over: Draw agreed (1/2-1/2).**");
    wait_buttons(&h, 8, &[]).await;
    let t = h.simple(EVE, "history");
    let r = h.followup_or_reply(&t).await;
    assert!(
        r.0.contains("The current position (ply 0).\nNo moves yet."),
        "{}",
        r.0
    );
    assert_eq!(r.1, ["board.png"]);
    h.stop().await;
}

/// Another challenge after the channel's last game ended; waits for `posts` messages.
async fn start_game_again(h: &Harness, posts: usize) -> i64 {
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    h.followup(&t).await;
    h.fake.wait_posts(CHANNEL, posts - 1).await;
    let id = h.open_game().await;
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, posts).await;
    id
}

trait Reply {
    async fn followup_or_reply(&self, token: &str) -> (String, Vec<String>);
}

impl Reply for Harness {
    /// The content and file names of the public answer: the reply itself (type 4), or the
    /// followup after a defer.
    async fn followup_or_reply(&self, token: &str) -> (String, Vec<String>) {
        let r = self.callback(token).await;
        let f = if r.json["type"] == 4 {
            let mut r = r;
            r.json = r.json["data"].clone();
            r
        } else {
            self.followup(token).await
        };
        (
            f.json["content"].as_str().unwrap_or_default().to_string(),
            f.files.iter().map(|p| p.filename.clone()).collect(),
        )
    }
}

#[tokio::test]
async fn claim_in_a_timed_game_through_discord_clears_the_clock() {
    let mut h = Harness::new().await;
    // White Shah a9, rook c3; Black Shah k5; citadel=claim.
    let start = support_tfen("Ka9 Rc3 kk5", "w - 00");
    let req = ChallengeRequest::new(CHANNEL, Player::new(ALICE.0, ALICE.1))
        .guild(support::harness::GUILD)
        .opponent(Player::new(BOB.0, BOB.1))
        .options("citadel=claim")
        .color(ColorChoice::White)
        .days(Some(3))
        .start(Some(start));
    let g = h.service().challenge(&req).await.unwrap();
    h.service()
        .accept(g.id, &Player::new(BOB.0, BOB.1))
        .await
        .unwrap();
    h.fake.wait_posts(CHANNEL, 2).await;
    let t = h.play(ALICE, "Ka9-x2");
    h.answer(&t).await;
    let t = h.play(BOB, "Kk5-k6");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 4).await;
    h.clock.advance(3600);
    let t = h.simple(ALICE, "claim");
    h.assert_acted(&t, "You claimed the citadel draw: the game is drawn.")
        .await;
    let posts = h.fake.wait_posts(CHANNEL, 5).await;
    assert_eq!(
        posts[4].content,
        "**Game over: Draw claimed by <@100000000000000001>: their Shah stands in the opponent's citadel (1/2-1/2).**\nRatings: <@100000000000000001> 1500? (±0) · <@100000000000000002> 1500? (±0)"
    );
    let row = h
        .service()
        .store()
        .game(GameKey::Id(g.id))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            row.status.as_str(),
            row.end_reason.as_deref(),
            row.finished_at,
            row.deadline,
            row.remind_at
        ),
        (
            "finished",
            Some("citadel_claim"),
            Some(support::clock::T0 + 3600),
            None,
            None
        )
    );
    h.stop().await;
}

/// A Tamerlane TFEN from a piece list (see tests/common).
fn support_tfen(pieces: &str, rest: &str) -> String {
    format!(
        "{} {rest}",
        crate::support::rules::placement(VariantId::Tamerlane, pieces)
    )
}

#[tokio::test]
async fn reminders_and_timeouts_are_posted_by_the_scheduler() {
    let mut h = Harness::new().await;
    let t = h.command(
        ALICE,
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": BOB.0},
            {"name": "days", "type": 4, "value": 0},
            {"name": "color", "type": 4, "value": 0}
        ]),
        json!({"users": {BOB.0: {"id": BOB.0, "username": "bob", "global_name": "Bob", "discriminator": "0", "avatar": null}}}),
    );
    h.followup(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    h.answer(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 2).await;
    assert!(posts[1].content.ends_with(
        "<@100000000000000001> (White), your move.\nDeadline for <@100000000000000001> (White): <t:1767312000:R>."
    ), "{}", posts[1].content);
    // 18 hours later (a quarter of a day before the deadline): the reminder.
    h.clock.advance(18 * 3600);
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[2].content,
        "<@100000000000000001>, a reminder: it is your move in **Tamerlane** (default rules). Move before <t:1767312000:R>, or the game is lost on time."
    );
    assert_eq!(posts[2].pings, ids(&[ALICE.0]));
    h.clock.advance(6 * 3600);
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[3].content,
        "**Game over: <@100000000000000001> ran out of time; <@100000000000000002> wins (0-1).**\nRatings: <@100000000000000001> 1338? (-162) · <@100000000000000002> 1662? (+162)"
    );
    h.drained(id).await;
    assert_eq!(h.fake.posts(CHANNEL).len(), 4);
    h.stop().await;
}

#[tokio::test]
async fn autocomplete_lists_the_movers_legal_moves() {
    let mut h = Harness::new().await;
    h.start_game().await;
    let t = h.autocomplete(ALICE, "e3");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 8);
    assert_eq!(
        r.json["data"]["choices"],
        json!([{"name": "e3-e4", "value": "e3-e4"}])
    );
    let t = h.autocomplete(BOB, "e");
    let r = h.callback(&t).await;
    assert_eq!(r.json["data"]["choices"], json!([]));
    h.stop().await;
}

/// Makes files immutable (even for root) until dropped: a read-only database.
struct Immutable(Vec<std::path::PathBuf>);

impl Immutable {
    fn set(paths: Vec<std::path::PathBuf>) -> Immutable {
        for p in &paths {
            let ok = std::process::Command::new("chattr")
                .arg("+i")
                .arg(p)
                .status()
                .expect("chattr runs");
            assert!(ok.success(), "chattr +i {}", p.display());
        }
        Immutable(paths)
    }
}

impl Drop for Immutable {
    fn drop(&mut self) {
        for p in &self.0 {
            let _ = std::process::Command::new("chattr")
                .arg("-i")
                .arg(p)
                .status();
        }
    }
}

#[tokio::test]
async fn a_read_only_database_is_refused_politely_and_recovers_without_restart() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    let db = h.db();
    let wal = db.with_extension("db-wal");
    {
        let _ro = Immutable::set(vec![db.clone(), wal]);
        let t = h.play(ALICE, "e3-e4");
        h.assert_acted(
            &t,
            "The bot's game database is not available right now, so nothing was changed. Please try again in a few minutes.",
        )
        .await;
    }
    // Writable again: the same bot, without a restart.
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert!(posts[2].content.contains("played **1. e3-e4**"));
    assert_eq!(h.service().moves(id).await.unwrap().len(), 1);
    h.stop().await;
}

#[tokio::test]
async fn decline_withdraw_and_vacation_through_discord() {
    let mut h = Harness::new().await;
    let t = h.challenge(ALICE, BOB, json!([]));
    h.followup(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    // Eve may not answer; Bob declines.
    let t = h.click(EVE, &format!("timur:decline:{id}"));
    let f = h.followup(&t).await;
    assert_eq!(
        f.json["content"],
        "Only the challenged player can answer this challenge."
    );
    let t = h.click(BOB, &format!("timur:decline:{id}"));
    h.assert_acted(&t, "You declined the challenge.").await;
    wait_buttons(&h, 0, &[]).await;
    let posts = h.fake.wait_posts(CHANNEL, 2).await;
    assert_eq!(
        posts[1].content,
        "**<@100000000000000002> declined the challenge.**"
    );
    // The challenger withdraws the next one with the same button.
    let t = h.challenge(ALICE, BOB, json!([]));
    h.followup(&t).await;
    h.fake.wait_posts(CHANNEL, 3).await;
    let id2 = h.open_game().await;
    let t = h.click(ALICE, &format!("timur:decline:{id2}"));
    h.assert_acted(&t, "You withdrew your challenge.").await;
    wait_buttons(&h, 2, &[]).await;
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[3].content,
        "**<@100000000000000001> withdrew the challenge.**"
    );
    let reasons: Vec<_> = [id, id2]
        .iter()
        .map(|g| {
            let svc = h.service().clone();
            let g = *g;
            async move {
                svc.load(At::Game(g))
                    .await
                    .unwrap()
                    .record
                    .end
                    .unwrap()
                    .reason
            }
        })
        .collect();
    let mut got = Vec::new();
    for r in reasons {
        got.push(r.await);
    }
    assert_eq!(got, [EndReason::Declined, EndReason::Withdrawn]);
    // Vacation: start (an option within range), then end.
    let t = h.command(
        ALICE,
        "vacation",
        json!([{"name": "start", "type": 1, "options": [{"name": "days", "type": 4, "value": 3}]}]),
        json!({}),
    );
    h.assert_acted(
        &t,
        "Your clocks are paused until <t:1767484800:f> (<t:1767484800:R>): every deadline of yours moves by 3 days. 3 of 30 vacation days used in 2026. End it early with /vacation end.",
    )
    .await;
    let t = h.command(
        ALICE,
        "vacation",
        json!([{"name": "end", "type": 1, "options": []}]),
        json!({}),
    );
    h.assert_acted(
        &t,
        "Welcome back: your clocks run again. 3 unused vacation days refunded.",
    )
    .await;
    h.stop().await;
}

#[tokio::test]
async fn a_post_discord_refuses_for_good_is_given_up_and_the_channel_goes_on() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    h.fake.fail_posts(CHANNEL, 1, Fault::Status(403));
    let t = h.play(ALICE, "e3-e4");
    h.answer(&t).await;
    let t = h.play(BOB, "e8-e7");
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert!(
        posts[2].content.contains("played **1... e8-e7**"),
        "{}",
        posts[2].content
    );
    let rows = h.drained(id).await;
    // challenge, its edit (accepted), start, move.
    let move1 = &rows[3];
    assert_eq!(
        (
            move1.kind.as_str(),
            move1.delivery.attempts,
            move1.delivery.last_error.as_deref()
        ),
        ("move", 1, Some("gave up: HTTP 403: Injected failure"))
    );
    assert!(rows.iter().all(|r| r.delivery.delivered_at.is_some()));
    h.stop().await;
}

#[tokio::test]
async fn killed_between_commit_and_reply_the_author_is_still_told_after_restart() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // The board cannot go out, and with it the mover's answer (the board is their
    // confirmation: their pending reply is removed once it is posted).
    h.fake.fail_posts(CHANNEL, 10_000, Fault::Status(503));
    let t = h.play(ALICE, "e3-e4");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5);
    stored_move(&h, id).await;
    // The board's post was tried and refused before the bot dies.
    let board = format!("/api/v10/channels/{CHANNEL}/messages");
    h.fake
        .wait_for(|r| r.method == "POST" && r.path == board && r.status == 503)
        .await;
    h.kill().await;
    assert!(!h
        .fake
        .requests()
        .iter()
        .any(|r| r.method == "DELETE" && r.path.contains(&t)));
    h.fake.clear_faults(CHANNEL);
    h.start().await;
    // Within the token's 15 minutes, the restarted bot posts the board and answers her.
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert!(posts[2].content.contains("played **1. e3-e4**"));
    let deletes = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "DELETE" && r.path.contains(&t))
        .count();
    assert_eq!(deletes, 1);
    assert!(!h
        .fake
        .seen_by(ALICE.0)
        .iter()
        .any(|s| s.starts_with("You played")));
    h.stop().await;
}

#[tokio::test]
async fn killed_between_commit_and_reply_a_button_clicker_is_still_told_after_restart() {
    let mut h = Harness::new().await;
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}]),
    );
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    // Bob's confirmation cannot go out (and so nor does the start, which follows it).
    h.fake.fail_webhooks(10_000, Fault::Status(503));
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5);
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let hr = &h;
    hr.until("the accept stored", || async move {
        let status = hr.service().load(At::Game(id)).await.unwrap().record.status;
        (status == Status::Active).then_some(())
    })
    .await;
    // Bob's confirmation was tried and refused before the bot dies.
    h.fake
        .wait_for(|r| r.path.contains(&t) && r.status == 503)
        .await;
    h.kill().await;
    let confirm = "You accepted the challenge: the game begins, and the board follows.";
    assert!(!h.fake.seen_by(BOB.0).iter().any(|s| s == confirm));
    assert_eq!(h.fake.posts(CHANNEL).len(), 1);
    h.fake.clear_webhook_faults();
    h.start().await;
    // Within the token's 15 minutes, the restarted bot tells him, then posts the start.
    let edit = h.answer(&t).await;
    assert_eq!(edit.json["content"], confirm);
    let posts = h.fake.wait_posts(CHANNEL, 2).await;
    assert_eq!(
        posts[1].content,
        "<@100000000000000002> accepted the challenge from <@100000000000000001>: the game of **Tamerlane** (default rules) begins. White: <@100000000000000001>, Black: <@100000000000000002>.\n<@100000000000000001> (White), your move."
    );
    let rows = h.drained(id).await;
    assert!(rows.iter().all(|r| r.delivery.delivered_at.is_some()));
    assert_eq!(h.fake.posts(CHANNEL).len(), 2, "the start is posted once");
    let p = h.fake.posts(CHANNEL);
    assert_eq!(
        h.fake.seen_by(BOB.0),
        [
            p[0].content.clone(),
            confirm.to_string(),
            p[1].content.clone()
        ]
    );
    h.stop().await;
}
