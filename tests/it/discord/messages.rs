//! Messages stay true, and each player sees their side (issue 20), through the fake Discord:
//! answered and lapsed offers and challenges edited through the outbox (also across a kill),
//! one confirmation per move, results that name the players, the expiry that pings the
//! challenger, the computer never pinged and one board per exchange against it, the takeback
//! against the computer, the Rematch button, and the orientation of every picture per viewer.

use crate::support;

use crate::support::fake_discord::{Recorded, APP_ID, BOT_ID};
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EVE, NO_THREAD};
use serde_json::json;

use timur::game::announce::board_png;
use timur::game::{At, GameService};
use timur::rules::Color;
use timur::store::{GameKey, Store};

const TIMUR: (&str, &str) = (BOT_ID, "Timur");
const A: &str = "<@100000000000000001>";
const B: &str = "<@100000000000000002>";

async fn open_game(h: &Harness) -> i64 {
    h.service()
        .store()
        .game(GameKey::LastIn(CHANNEL))
        .await
        .unwrap()
        .unwrap()
        .id
}

/// Waits until message `index` of the channel reads `text` with no buttons.
async fn wait_edited(h: &Harness, index: usize, text: &str) {
    h.until(
        &format!("message {index} reads {text:?} with no buttons"),
        || async move {
            let p = h.fake.posts(CHANNEL)[index].clone();
            (p.content == text && p.buttons.is_empty()).then_some(())
        },
    )
    .await
}

/// The PNG posted with the `n`-th message (0-based) of the channel.
fn posted_png(h: &Harness, n: usize) -> Vec<u8> {
    let posts: Vec<Recorded> = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .collect();
    let id = &h.fake.posts(CHANNEL)[n].id;
    // Posts and messages pair up in order (no repeats in these tests).
    let r = &posts[n];
    assert!(!r.files.is_empty(), "message {n} ({id}) has no picture");
    r.files[0].bytes.clone()
}

/// `/board` by `who`: the picture they got.
async fn board_png_of(h: &Harness, who: (&str, &str)) -> Vec<u8> {
    let t = h.simple(who, "board");
    let r = h.answer(&t).await;
    assert!(
        r.json["content"]
            .as_str()
            .unwrap()
            .starts_with("**Tamerlane** (default rules)"),
        "{r:?}"
    );
    r.files[0].bytes.clone()
}

/// `who` plays `text`; the board is their confirmation.
async fn mv(h: &Harness, who: (&str, &str), text: &str) {
    let t = h.play(who, text);
    h.assert_dismissed(&t).await;
}

/// The picture of game `id` at `ply` with `bottom` at the bottom, as the bot draws it.
async fn drawn(service: &GameService, id: i64, ply: i64, bottom: Color) -> Vec<u8> {
    let st = service.state_at(id, ply).await.unwrap();
    tokio::task::spawn_blocking(move || board_png(&st, bottom))
        .await
        .unwrap()
}

#[tokio::test]
async fn answered_challenges_and_offers_are_edited_to_say_so_and_lose_their_buttons() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // The challenge, answered, says so in place.
    let challenge = format!(
        "{A} challenged {B} to a game of **Tamerlane** (default rules). **{B} accepted: the game has begun.**"
    );
    wait_edited(&h, 0, &challenge).await;
    // One confirmation per move: the board; the mover's "thinking…" is removed.
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[2].content,
        format!("{A} (White) played **1. e3-e4**.\n{B} (Black), your move.")
    );
    // A draw offer declined.
    let t = h.simple(BOB, "draw");
    h.assert_acted(
        &t,
        "You offered a draw. Your opponent can accept or decline; the offer lapses when they move.",
    )
    .await;
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[3].buttons,
        [
            format!("timur:draw-yes:{id}"),
            format!("timur:draw-no:{id}")
        ]
    );
    let t = h.click(ALICE, &format!("timur:draw-no:{id}"));
    h.assert_acted(&t, "You declined the draw offer.").await;
    wait_edited(&h, 3, &format!("{B} offered a draw. **{A} declined.**")).await;
    let posts = h.fake.wait_posts(CHANNEL, 5).await;
    assert_eq!(
        posts[4].content,
        format!("{A} declined the draw offer. The game goes on.")
    );
    // A draw offer that lapses with the opponent's next move (the offerer's own move keeps it).
    let t = h.simple(BOB, "draw");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 6).await;
    mv(&h, BOB, "e8-e7").await;
    assert_eq!(h.fake.posts(CHANNEL)[5].buttons.len(), 2);
    mv(&h, ALICE, "d3-d4").await;
    wait_edited(
        &h,
        5,
        &format!("{B} offered a draw. **The offer lapsed with the next move.**"),
    )
    .await;
    // A takeback agreed.
    mv(&h, BOB, "d8-d7").await;
    h.fake.wait_posts(CHANNEL, 9).await;
    let t = h.simple(BOB, "takeback");
    h.assert_acted(
        &t,
        "You asked to take back your last move; your opponent answers.",
    )
    .await;
    h.fake.wait_posts(CHANNEL, 10).await;
    let t = h.click(ALICE, &format!("timur:takeback-yes:{id}"));
    h.assert_acted(
        &t,
        "You allowed the takeback: the move is taken back, and the board follows.",
    )
    .await;
    wait_edited(
        &h,
        9,
        &format!(
            "{B} asked to take back their last move. **{A} agreed: the move was taken back.**"
        ),
    )
    .await;
    // A draw offer standing when the game ends: the result names the players.
    let t = h.simple(ALICE, "draw");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 12).await;
    let t = h.simple(BOB, "resign");
    h.callback(&t).await;
    let t = h.click_ephemeral(BOB, &format!("timur:resign:{id}"));
    h.callback(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 13).await;
    assert_eq!(
        posts[12].content,
        format!("**Game over: {B} resigned; {A} wins (1-0).**")
    );
    wait_edited(
        &h,
        11,
        &format!("{A} offered a draw. **The game ended before an answer.**"),
    )
    .await;
    h.drained(id).await;
    // What Alice saw, in order: every question as it reads now, her own answers, no
    // confirmation of her moves but the boards.
    let p: Vec<String> = h
        .fake
        .posts(CHANNEL)
        .into_iter()
        .map(|p| p.content)
        .collect();
    let s = |t: &str| t.to_string();
    assert_eq!(
        h.fake.seen_by(ALICE.0),
        [
            s(&format!("Your challenge is posted here.{NO_THREAD}")),
            p[0].clone(),
            p[1].clone(),
            p[2].clone(),
            p[3].clone(),
            s("You declined the draw offer."),
            p[4].clone(),
            p[5].clone(),
            p[6].clone(),
            p[7].clone(),
            p[8].clone(),
            p[9].clone(),
            s("You allowed the takeback: the move is taken back, and the board follows."),
            p[10].clone(),
            s("You offered a draw. Your opponent can accept or decline; the offer lapses when they move."),
            p[11].clone(),
            p[12].clone(),
        ]
    );
    // Not one message still offers an answer (a board's Move button is no answer: on a past
    // board it refuses politely, tests/discord_play.rs).
    for p in &h.fake.posts(CHANNEL)[..12] {
        let answers: Vec<&String> = p
            .buttons
            .iter()
            .filter(|b| !b.starts_with("timur:mv:"))
            .collect();
        assert!(answers.is_empty(), "{} {:?}", p.content, p.buttons);
    }
    h.stop().await;
}

#[tokio::test]
async fn offers_and_challenges_are_edited_after_a_kill_and_the_expiry_pings_the_challenger() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let t = h.simple(ALICE, "draw");
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 4).await;
    h.drained(id).await;
    // The bot is killed; meanwhile Bob moves (the offer lapses) through another process.
    h.kill().await;
    let store = Store::open(h.db().to_str().unwrap()).await.unwrap();
    let offline = GameService::with_clock(store.clone(), h.clock.clone());
    offline.play(At::Game(id), BOB.0, "e8-e7").await.unwrap();
    store.close().await;
    assert_eq!(
        h.fake.posts(CHANNEL)[3].buttons,
        [
            format!("timur:draw-yes:{id}"),
            format!("timur:draw-no:{id}")
        ]
    );
    h.start().await;
    wait_edited(
        &h,
        3,
        &format!("{A} offered a draw. **The offer lapsed with the next move.**"),
    )
    .await;
    h.drained(id).await;
    // The edit went out once: one PATCH of that message.
    let msg = h.fake.posts(CHANNEL)[3].id.clone();
    let patches = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "PATCH" && r.path.ends_with(&format!("/messages/{msg}")))
        .count();
    assert_eq!(patches, 1);
    // Resigned; a challenge to Eve expires unanswered: edited, and Alice is pinged by name.
    h.service().resign(At::Game(id), ALICE.0).await.unwrap();
    h.drained(id).await;
    let n = h.fake.posts(CHANNEL).len();
    let t = h.challenge(ALICE, EVE, json!([]));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, n + 1).await;
    let eve_game = open_game(&h).await;
    assert_ne!(eve_game, id);
    h.clock.advance(2 * 24 * 3600 + 1);
    let posts = h.fake.wait_posts(CHANNEL, n + 2).await;
    assert_eq!(
        posts[n + 1].content,
        format!("**{A}, your challenge expired unanswered after 48 hours.**")
    );
    assert_eq!(posts[n + 1].pings, [ALICE.0.to_string()]);
    wait_edited(
        &h,
        n,
        &format!(
            "{A} challenged <@100000000000000003> to a game of **Tamerlane** (default rules). **The challenge expired unanswered.**"
        ),
    )
    .await;
    h.stop().await;
}

#[tokio::test]
async fn against_the_computer_one_board_per_exchange_from_the_humans_side_and_no_self_ping() {
    let mut h = Harness::new().await;
    // Alice plays Black: the computer moves first, and no board comes before its move.
    let t = h.challenge(
        ALICE,
        TIMUR,
        json!([{"name": "color", "type": 4, "value": 1}, {"name": "level", "type": 4, "value": 1}]),
    );
    h.answer(&t).await;
    let id = open_game(&h).await;
    let timur = "Timur (computer, level 1)";
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert_eq!(
        posts[1].content,
        format!("{timur} accepted the challenge from {A}: the game of **Tamerlane** (default rules) begins. White: {timur}, Black: {A}.\nThe computer moves first; the board follows with its move.")
    );
    assert!(posts[1].files.is_empty());
    assert!(posts[1].pings.is_empty());
    let first = h.service().moves(id).await.unwrap()[0].san.clone().unwrap();
    assert_eq!(
        posts[2].content,
        format!("{timur} (White) played **1. {first}**.\n{A} (Black), your move.")
    );
    assert_eq!(posts[2].pings, [ALICE.0.to_string()]);
    assert_eq!(posts[2].files, ["board.png"]);
    assert_eq!(
        posted_png(&h, 2),
        drawn(h.service(), id, 1, Color::Black).await
    );
    // Alice's move: she is told the computer is thinking; its answer posts both moves with one
    // board from her side, and her confirmation is removed.
    let t = h.play(ALICE, "e8-e7");
    let f = h.answer(&t).await;
    assert_eq!(
        f.json["content"],
        "You played **e8-e7**. The computer is thinking; its answer and the board follow."
    );
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    h.fake
        .wait_path(
            "DELETE",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    let second = h.service().moves(id).await.unwrap()[2].san.clone().unwrap();
    // (The engine's move may give check, or leave a note; the lines before are fixed.)
    let both =
        format!("{A} (Black) played **1... e8-e7**.\n{timur} (White) played **2. {second}**.\n");
    assert!(posts[3].content.starts_with(&both), "{}", posts[3].content);
    assert!(posts[3]
        .content
        .contains(&format!("{A} (Black), your move.")));
    assert_eq!(
        posted_png(&h, 3),
        drawn(h.service(), id, 3, Color::Black).await
    );
    // Nothing ever mentions or pings the bot itself.
    for p in h.fake.posts(CHANNEL) {
        assert!(
            !p.content.contains(&format!("<@{BOT_ID}>")),
            "{}",
            p.content
        );
        assert!(
            !p.pings.contains(&BOT_ID.to_string()),
            "{} {:?}",
            p.content,
            p.pings
        );
    }
    // A takeback against the computer: Alice's move and its answer, at once; once per move.
    let t = h.simple(ALICE, "takeback");
    h.callback(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 5).await;
    h.fake
        .wait_path(
            "DELETE",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    assert_eq!(
        posts[4].content,
        format!("{A} (Black) took back their last move (against the computer: one takeback per move).\n{A} (Black), your move.")
    );
    assert_eq!(h.service().moves(id).await.unwrap().len(), 1);
    assert_eq!(
        posted_png(&h, 4),
        drawn(h.service(), id, 1, Color::Black).await
    );
    let t = h.simple(ALICE, "takeback");
    h.assert_acted(
        &t,
        "You have already taken back a move here; play a move before the next takeback.",
    )
    .await;
    // What Alice saw: the posts (her thinking note is gone) and the refusal.
    let p: Vec<String> = h
        .fake
        .posts(CHANNEL)
        .into_iter()
        .map(|p| p.content)
        .collect();
    // (The reply to /challenge may come before or after the first posts.)
    let alice: Vec<String> = h
        .fake
        .seen_by(ALICE.0)
        .into_iter()
        .filter(|s| !s.starts_with("Your game against the computer"))
        .collect();
    assert_eq!(alice[..5], p[..5]);
    assert_eq!(
        alice[5..],
        ["You have already taken back a move here; play a move before the next takeback."]
    );
    h.stop().await;
}

#[tokio::test]
async fn every_picture_is_drawn_from_the_viewers_side_and_public_boards_keep_white_below() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let t = h.play(BOB, "e8-e7");
    h.assert_dismissed(&t).await;
    h.fake.wait_posts(CHANNEL, 4).await;
    // Public posts: White at the bottom at every ply, whoever is to move.
    for (n, ply) in [(1, 0), (2, 1), (3, 2)] {
        assert_eq!(
            posted_png(&h, n),
            drawn(h.service(), id, ply, Color::White).await,
            "post {n}"
        );
    }
    // /board for each viewer.
    let white = drawn(h.service(), id, 2, Color::White).await;
    let black = drawn(h.service(), id, 2, Color::Black).await;
    assert_ne!(white, black);
    assert_eq!(board_png_of(&h, ALICE).await, white);
    assert_eq!(board_png_of(&h, BOB).await, black);
    assert_eq!(board_png_of(&h, EVE).await, white);
    // Bob prefers White at the bottom.
    let t = h.command(
        BOB,
        "settings",
        json!([{"name": "board", "type": 4, "value": 1}]),
        json!({}),
    );
    h.assert_acted(
        &t,
        "Saved. Boards shown to you alone (such as /board) have White at the bottom.",
    )
    .await;
    assert_eq!(board_png_of(&h, BOB).await, white);
    let t = h.simple(BOB, "settings");
    h.assert_acted(&t, "Your settings. Board: white. Boards shown to you alone (such as /board) have White at the bottom.")
        .await;
    let t = h.command(
        BOB,
        "settings",
        json!([{"name": "board", "type": 4, "value": 0}]),
        json!({}),
    );
    h.answer(&t).await;
    assert_eq!(board_png_of(&h, BOB).await, black);
    h.stop().await;
}

#[tokio::test]
async fn a_rematch_from_the_result_swaps_colours_and_the_opponent_accepts() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    h.service().resign(At::Game(id), BOB.0).await.unwrap();
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[3].content,
        format!("**Game over: {B} resigned; {A} wins (1-0).**")
    );
    assert_eq!(posts[3].buttons, [format!("timur:rematch:{id}")]);
    // Eve cannot; Bob asks.
    let t = h.click(EVE, &format!("timur:rematch:{id}"));
    h.assert_acted(&t, "You are not playing in this game.")
        .await;
    let t = h.click(BOB, &format!("timur:rematch:{id}"));
    h.assert_acted(
        &t,
        "You asked for a rematch, colours swapped: your challenge is posted.",
    )
    .await;
    let posts = h.fake.wait_posts(CHANNEL, 5).await;
    let re = open_game(&h).await;
    assert_ne!(re, id);
    assert!(
        posts[4].content.starts_with(&format!(
            "{A}, {B} challenges you to a game of **Tamerlane** (default rules). White: {B}"
        )),
        "{}",
        posts[4].content
    );
    assert_eq!(posts[4].pings, [ALICE.0.to_string()]);
    // The result's button is gone; Alice accepts the rematch with its own button.
    let hr = &h;
    hr.until("the result's button gone", || async move {
        hr.fake.posts(CHANNEL)[3].buttons.is_empty().then_some(())
    })
    .await;
    let t = h.click(ALICE, &format!("timur:accept:{re}"));
    h.assert_acted(
        &t,
        "You accepted the challenge: the game begins, and the board follows.",
    )
    .await;
    let rec = h.service().load(At::Game(re)).await.unwrap().record;
    assert_eq!(
        (rec.white.id.as_str(), rec.black.id.as_str()),
        (BOB.0, ALICE.0)
    );
    h.stop().await;
}

#[tokio::test]
async fn your_move_dms_at_most_hourly_a_daily_digest_and_a_closed_dm_channel_turns_them_off() {
    use support::harness::GUILD;
    let mut h = Harness::new().await;
    let t = h.command(
        BOB,
        "notify",
        json!([{"name": "mode", "type": 4, "value": 0}]),
        json!({}),
    );
    h.assert_acted(
        &t,
        "Saved. You get a direct message when it is your move (at most one per game per hour).",
    )
    .await;
    let id = h.start_game().await;
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    mv(&h, ALICE, "e3-e4").await;
    let dms = h.wait_dms(BOB.0, 1).await;
    assert_eq!(
        dms,
        [format!(
            "Your move against Alice in **Tamerlane** (move 1). {link}"
        )]
    );
    // Within the hour: no second DM for this game.
    mv(&h, BOB, "e8-e7").await;
    mv(&h, ALICE, "d3-d4").await;
    h.drained(id).await;
    h.clock.advance(3601);
    mv(&h, BOB, "d8-d7").await;
    mv(&h, ALICE, "c3-c4").await;
    let dms = h.wait_dms(BOB.0, 2).await;
    assert_eq!(
        dms[1],
        format!("Your move against Alice in **Tamerlane** (move 3). {link}")
    );
    h.drained(id).await;
    assert_eq!(h.fake.dms(BOB.0).len(), 2);
    // Bob closes his DMs: the next DM fails once, and his notifications are off, with a note.
    h.fake.close_dms(BOB.0);
    h.drained(id).await;
    h.clock.advance(3601);
    mv(&h, BOB, "c8-c7").await;
    mv(&h, ALICE, "b3-b4").await;
    let hr = &h;
    hr.until("notifications turned off", || async move {
        hr.service()
            .notify_setting(BOB.0)
            .await
            .unwrap()
            .closed
            .then_some(())
    })
    .await;
    let t = h.simple(BOB, "notify");
    h.assert_acted(&t, "You get no direct messages; the game's thread pings you when it is your move. They were turned off because your direct messages are closed: allow direct messages from this server's members, then choose /notify mode:on again.")
        .await;
    h.drained(id).await;
    h.clock.advance(3601);
    mv(&h, BOB, "b8-b7").await;
    mv(&h, ALICE, "f3-f4").await;
    h.drained(id).await;
    // Alice asks for a daily digest; a day later it lists the game waiting for her.
    let t = h.command(
        ALICE,
        "notify",
        json!([{"name": "mode", "type": 4, "value": 2}]),
        json!({}),
    );
    h.assert_acted(
        &t,
        "Saved. You get one direct message a day listing the games waiting for your move.",
    )
    .await;
    h.clock.advance(24 * 3600 + 1);
    mv(&h, BOB, "f8-f7").await;
    let dms = h.wait_dms(ALICE.0, 1).await;
    assert_eq!(
        dms,
        ["Your daily digest: 1 game waits for your move.\n- Your move against Bob in **Tamerlane** (move 6)."]
    );
    // Only one refused DM ever went to Bob's channel: no error loop.
    let refused = h
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.status == 403 && r.path.ends_with("/messages"))
        .count();
    assert_eq!(refused, 1);
    assert_eq!(h.fake.dms(BOB.0).len(), 2);
    // A DM is seen by its recipient alone.
    assert!(!h
        .fake
        .seen_by(EVE.0)
        .iter()
        .any(|s| s.starts_with("Your move against")));
    h.stop().await;
}

/// The fake's check of every upload (run on every test's fake at its end) catches a file
/// without a description, wherever the payload lists its attachments.
#[test]
fn the_fake_discord_catches_every_file_uploaded_without_a_description() {
    use support::fake_discord::{undescribed_files, FilePart, Recorded};
    let file = |n: usize, name: &str| FilePart {
        field: format!("files[{n}]"),
        filename: name.to_string(),
        bytes: vec![1],
    };
    let upload = |json: serde_json::Value, files: Vec<FilePart>| Recorded {
        method: "POST".into(),
        path: "/api/v10/channels/1/messages".into(),
        json,
        files,
        status: 200,
        at: std::time::Instant::now(),
    };
    let described = upload(
        json!({"attachments": [{"id": 0, "filename": "board.png", "description": "Board at the start"}]}),
        vec![file(0, "board.png")],
    );
    assert!(undescribed_files(&described).is_empty());
    let callback = upload(
        json!({"type": 4, "data": {"attachments": [
            {"id": 0, "filename": "board.png", "description": "Board at the start"},
            {"id": 1, "filename": "game-1.gif", "description": null},
        ]}}),
        vec![file(0, "board.png"), file(1, "game-1.gif")],
    );
    assert_eq!(undescribed_files(&callback), ["game-1.gif"]);
    let empty = upload(
        json!({"attachments": [{"id": 0, "filename": "x.pgn", "description": " "}]}),
        vec![file(0, "x.pgn")],
    );
    assert_eq!(undescribed_files(&empty), ["x.pgn"]);
    let unlisted = upload(json!({"content": "hi"}), vec![file(0, "standings.png")]);
    assert_eq!(undescribed_files(&unlisted), ["standings.png"]);
}
