//! `/premove` end to end against the fake Discord (issue 21): the ephemeral editor (list,
//! boards, Remove buttons), what the owner and the opponent each saw, the announcements of a
//! conditional reply, and a kill between the commit and the announcements.

use crate::support;

use crate::support::fake_discord::{Fault, APP_ID};
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EPHEMERAL};
use serde_json::json;

/// `/premove line:<text>`.
fn premove(h: &Harness, who: (&str, &str), line: &str) -> String {
    h.command(
        who,
        "premove",
        json!([{"name": "line", "type": 3, "value": line}]),
        json!({}),
    )
}

/// The button ids of a recorded message.
fn buttons(r: &support::fake_discord::Recorded) -> Vec<String> {
    r.json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| b["custom_id"].as_str().unwrap_or("").to_string())
        .collect()
}

/// The stored line ids of the game, in order.
async fn line_ids(h: &Harness, id: i64) -> Vec<i64> {
    h.service()
        .store()
        .conditional_lines(id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.id)
        .collect()
}

const FOOT: &str = "The boards show where each line ends. A line is played only while your opponent keeps to it; any other move drops it.";

#[tokio::test]
async fn the_editor_is_the_owners_alone_and_the_reply_is_announced_as_a_conditional_move() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // Bob enters a line while Alice is to move: forgiving input, canonical echo, a board.
    let t = premove(&h, BOB, "e3e4 e8e7");
    let r = h.callback(&t).await;
    assert_eq!(
        (r.json["type"].clone(), r.json["data"]["flags"].clone()),
        (json!(5), json!(EPHEMERAL))
    );
    let f = h.answer(&t).await;
    assert_eq!(
        f.json["content"],
        format!("Stored as line 1.\nYour conditional moves in this game (1 of 16; only you see them):\nLine 1: 1. e3-e4 e8-e7\n{FOOT}")
    );
    let names: Vec<&str> = f.files.iter().map(|p| p.filename.as_str()).collect();
    assert_eq!(names, ["line-1.png"]);
    assert!(f.files[0].bytes.starts_with(b"\x89PNG"));
    let lines = line_ids(&h, id).await;
    assert_eq!(
        buttons(&f),
        [
            format!("premove:del:{id}:{}", lines[0]),
            format!("premove:clear:{id}")
        ]
    );
    // A conflicting line is refused, ephemerally, naming the stored one; nothing changes.
    let t = premove(&h, BOB, "e3-e4 d8-d7");
    h.assert_acted(
        &t,
        "This line answers e3-e4 with d8-d7, but your line 1 (1. e3-e4 e8-e7) answers it with e8-e7. Remove that line first, or keep to its reply.",
    )
    .await;
    assert_eq!(line_ids(&h, id).await, lines);
    // Alice, to move, has nothing to answer in advance, and sees none of Bob's lines.
    let t = h.simple(ALICE, "premove");
    h.assert_acted(
        &t,
        "It is your move, so there is nothing to answer in advance: play your move. Conditional moves answer your opponent's next move.",
    )
    .await;
    assert!(
        h.fake.seen_by(ALICE.0).iter().all(|s| !s.contains("e8-e7")),
        "{:#?}",
        h.fake.seen_by(ALICE.0)
    );
    // Alice plays the line's move: her move and Bob's reply, one board each.
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    assert_eq!(
        posts[2].content,
        "<@100000000000000001> (White) played **1. e3-e4**.\n<@100000000000000002> (Black), your move."
    );
    // Bob is not pinged for a move his line already answered; Alice is, for the reply.
    assert!(posts[2].pings.is_empty(), "{:?}", posts[2].pings);
    assert_eq!(
        posts[3].content,
        "<@100000000000000002> (Black) played **1... e8-e7** (conditional move).\n<@100000000000000001> (White), your move."
    );
    assert_eq!(posts[3].pings, [ALICE.0.to_string()]);
    assert_eq!(
        (posts[2].files.clone(), posts[3].files.clone()),
        (vec!["board.png".to_string()], vec!["board.png".to_string()])
    );
    // challenge, retire-accepted, start, move, conditional_move
    assert_eq!(h.drained(id).await.len(), 5);
    assert!(line_ids(&h, id).await.is_empty());
    // Bob's editor: two new lines, then the Remove button of the first one.
    h.play(ALICE, "f3-f4");
    h.fake.wait_posts(CHANNEL, 5).await;
    let t = h.play(BOB, "f8-f7");
    h.assert_dismissed(&t).await;
    h.fake.wait_posts(CHANNEL, 6).await;
    let t = premove(&h, BOB, "g3-g4 g8-g7");
    h.answer(&t).await;
    let t = premove(&h, BOB, "h3-h4 h8-h7");
    let f = h.answer(&t).await;
    assert_eq!(
        f.json["content"],
        format!("Stored as line 2.\nYour conditional moves in this game (2 of 16; only you see them):\nLine 1: 3. g3-g4 g8-g7\nLine 2: 3. h3-h4 h8-h7\n{FOOT}")
    );
    assert_eq!(f.files.len(), 2);
    let lines = line_ids(&h, id).await;
    let t = h.click_ephemeral(BOB, &format!("premove:del:{id}:{}", lines[0]));
    assert_eq!(h.callback(&t).await.json["type"], 6);
    let edit = h
        .fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    assert_eq!(
        edit.json["content"],
        format!("Removed the line.\nYour conditional moves in this game (1 of 16; only you see them):\nLine 1: 3. h3-h4 h8-h7\n{FOOT}")
    );
    assert_eq!(
        buttons(&edit),
        [
            format!("premove:del:{id}:{}", lines[1]),
            format!("premove:clear:{id}")
        ]
    );
    assert_eq!(line_ids(&h, id).await, [lines[1]]);
    // Nothing about Bob's stored lines reached Alice or the channel.
    for s in h.fake.seen_by(ALICE.0) {
        assert!(!s.contains("h8-h7") && !s.contains("g8-g7"), "{s}");
    }
    // Remove all.
    let t = h.click_ephemeral(BOB, &format!("premove:clear:{id}"));
    assert_eq!(h.callback(&t).await.json["type"], 6);
    let edit = h
        .fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    assert_eq!(
        edit.json["content"],
        "Removed all your lines.\nYou have no conditional moves stored in this game."
    );
    assert!(line_ids(&h, id).await.is_empty());
    h.stop().await;
}

#[tokio::test]
async fn killed_between_commit_and_announcement_both_boards_are_posted_once_after_restart() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    let t = premove(&h, BOB, "e3-e4 e8-e7");
    h.answer(&t).await;
    // Discord is down for the channel: the move and the reply are stored, nothing is posted.
    h.fake.fail_posts(CHANNEL, 10_000, Fault::Status(503));
    let t = h.play(ALICE, "e3-e4");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5, "{r:?}");
    h.kill().await;
    h.fake.clear_faults(CHANNEL);
    assert_eq!(h.fake.posts(CHANNEL).len(), 2);
    h.start().await;
    let posts = h.fake.wait_posts(CHANNEL, 4).await;
    // Alice's board is her confirmation: her pending reply goes once it is posted.
    h.fake
        .wait_path(
            "DELETE",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    assert_eq!(h.drained(id).await.len(), 5);
    let posts_now = h.fake.posts(CHANNEL);
    assert_eq!(posts_now.len(), 4, "{posts_now:#?}");
    assert_eq!(
        posts[2].content,
        "<@100000000000000001> (White) played **1. e3-e4**.\n<@100000000000000002> (Black), your move."
    );
    assert_eq!(
        posts[3].content,
        "<@100000000000000002> (Black) played **1... e8-e7** (conditional move).\n<@100000000000000001> (White), your move."
    );
    assert_eq!(h.service().moves(id).await.unwrap().len(), 2);
    h.stop().await;
}

/// A stored reply that cannot be played drops its line with a note of codes (`illegal e8-e5`,
/// no sentence in the store); its owner, whose Discord is Russian, reads why in Russian the
/// next time they look, once.
#[tokio::test]
async fn a_dropped_reply_is_told_to_its_owner_in_their_language() {
    let mut h = Harness::new().await;
    let id = h.start_game().await;
    // Stored directly: the editor only stores replies it can play.
    let mut tx = h.service().store().write().await.unwrap();
    tx.insert_conditional_line(&timur::store::ConditionalRow {
        id: 0,
        game_id: id,
        color: "black".into(),
        owner_id: BOB.0.into(),
        ply: 0,
        moves: "e3-e4 e8-e5".into(),
        created_at: 0,
        dropped_note: None,
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();
    h.service()
        .play(timur::game::At::Game(id), ALICE.0, "e3-e4")
        .await
        .unwrap();
    let notes: Vec<Option<String>> = h
        .service()
        .store()
        .conditional_lines(id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.dropped_note)
        .collect();
    assert_eq!(notes, [Some("illegal e8-e5".to_string())]);
    // Bob plays his move himself; then, Alice to move, he looks at his lines.
    h.service()
        .play(timur::game::At::Game(id), BOB.0, "e8-e7")
        .await
        .unwrap();
    let look = |h: &Harness| h.command_in_locale("ru", BOB, "premove", json!([]), json!({}));
    let t = look(&h);
    h.assert_acted(
        &t,
        "Одна из ваших цепочек удалена: её ответ e8-e5 оказался недопустимым ходом в этой позиции.\nУ вас нет сохранённых условных ходов в этой партии.",
    )
    .await;
    // Told once.
    let t = look(&h);
    h.assert_acted(&t, "У вас нет сохранённых условных ходов в этой партии.")
        .await;
    assert!(line_ids(&h, id).await.is_empty());
    h.stop().await;
}
