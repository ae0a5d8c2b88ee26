//! Issue 20, "uxplay", through the fake Discord: autocomplete that understands and ranks, the
//! Move button and its picker (with a restart in between and a stale picker), commands from
//! the parent channel with one and with two games, the archive (`/games finished:true`,
//! `/export game:ID`), `/history` and `/help`, and an archived thread reopened.

use crate::support;

use crate::support::fake_discord::{Fault, Recorded, APP_ID};
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EPHEMERAL};
use serde_json::{json, Value};
use timur::game::{At, ChallengeRequest, ColorChoice, Player};

/// Game threads opened from [`CHANNEL`].
const T1: &str = "700000000000000011";
const T2: &str = "700000000000000012";

/// The start with a black Knight on c4 (White to move).
const KNIGHT_ON_C4: &str = "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/2n8/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1";

/// Alice (White) against Bob in `channel` (a thread of [`CHANNEL`] unless it is [`CHANNEL`]),
/// accepted, from `start` if given; waits for its start post.
async fn game(h: &Harness, channel: &str, start: Option<&str>) -> i64 {
    let before = h.fake.posts(channel).len();
    let req = ChallengeRequest {
        parent_channel_id: (channel != CHANNEL).then(|| CHANNEL.to_string()),
        ..ChallengeRequest::new(channel, Player::new(ALICE.0, ALICE.1))
            .guild(support::harness::GUILD)
            .opponent(Player::new(BOB.0, BOB.1))
            .color(ColorChoice::White)
            .days(Some(3))
            .start(start.map(str::to_string))
            .gif(false)
    };
    let g = h.service().challenge(&req).await.unwrap();
    h.service()
        .accept(g.id, &Player::new(BOB.0, BOB.1))
        .await
        .unwrap();
    h.fake.wait_posts(channel, before + 2).await;
    g.id
}

/// The edit of `token`'s reply that carries a content.
async fn edited(h: &Harness, token: &str) -> Recorded {
    let edit = format!("/webhooks/{APP_ID}/{token}/messages/@original");
    h.fake
        .wait_for(|r| {
            r.method == "PATCH" && r.path.ends_with(&edit) && r.json["content"].is_string()
        })
        .await
}

/// The `(custom_id, option values)` of each select, or `(custom_id, [])` for each button, of a
/// request's components.
fn components(json: &Value) -> Vec<(String, Vec<String>)> {
    json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|c| {
            let values = c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| o["value"].as_str().unwrap_or_default().to_string())
                .collect();
            (
                c["custom_id"].as_str().unwrap_or_default().to_string(),
                values,
            )
        })
        .collect()
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[tokio::test]
async fn autocomplete_understands_the_short_forms_and_ranks_captures_first() {
    let mut h = Harness::new().await;
    game(&h, CHANNEL, Some(KNIGHT_ON_C4)).await;
    for typed in ["Nc4", "nc4", "nxc4", "N-c4", "b2c4"] {
        let t = h.autocomplete(ALICE, typed);
        let r = h.callback(&t).await;
        assert_eq!(r.json["type"], 8);
        assert_eq!(
            r.json["data"]["choices"],
            json!([{"name": "Nb2xc4 · takes Knight", "value": "Nb2xc4"}]),
            "{typed}"
        );
    }
    let t = h.autocomplete(ALICE, "Pe4");
    assert_eq!(
        h.callback(&t).await.json["data"]["choices"],
        json!([{"name": "e3-e4", "value": "e3-e4"}])
    );
    // Nothing typed: the three captures first (cheapest taker first), at most 25 in all.
    let t = h.autocomplete(ALICE, "");
    let r = h.callback(&t).await;
    let choices = r.json["data"]["choices"].as_array().unwrap().clone();
    assert_eq!(choices.len(), 25);
    assert_eq!(
        Value::Array(choices[..3].to_vec()),
        json!([
            {"name": "b3xc4 · takes Knight", "value": "b3xc4"},
            {"name": "d3xc4 · takes Knight", "value": "d3xc4"},
            {"name": "Nb2xc4 · takes Knight", "value": "Nb2xc4"},
        ])
    );
    // Not Bob's move: nothing to suggest.
    let t = h.autocomplete(BOB, "");
    assert_eq!(h.callback(&t).await.json["data"]["choices"], json!([]));
    h.stop().await;
}

#[tokio::test]
async fn the_move_button_opens_a_picker_that_survives_a_restart_and_refuses_when_stale() {
    let mut h = Harness::new().await;
    let id = game(&h, CHANNEL, None).await;
    let posts = h.fake.posts(CHANNEL);
    let button = format!("timur:mv:{id}:0");
    assert_eq!(posts.last().unwrap().buttons, std::slice::from_ref(&button));
    // Bob is not to move: told so, only him.
    let t = h.click(BOB, &button);
    let r = h.callback(&t).await;
    assert_eq!(
        (r.json["type"].clone(), r.json["data"]["flags"].clone()),
        (json!(5), json!(EPHEMERAL))
    );
    assert_eq!(
        edited(&h, &t).await.json["content"],
        "It is not your move: Alice is to move. Press Move on the board after their move."
    );
    // Alice gets the piece select.
    let t = h.click(ALICE, &button);
    let r = h.callback(&t).await;
    assert_eq!(
        (r.json["type"].clone(), r.json["data"]["flags"].clone()),
        (json!(5), json!(EPHEMERAL))
    );
    let e = edited(&h, &t).await;
    assert_eq!(
        e.json["content"],
        "Your move in **Tamerlane** (default rules) (White, move 1): choose the piece to move."
    );
    let pieces = strings(&[
        "f2", "e2", "b2", "j2", "c1", "i1", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "i3",
        "j3", "k3",
    ]);
    assert_eq!(
        components(&e.json),
        [(format!("timur:mvp:{id}:0:0"), pieces)]
    );
    // A restart between the two steps: the picker's state is all in its custom ids.
    h.kill().await;
    h.start().await;
    let t = h.select(ALICE, &format!("timur:mvp:{id}:0:0"), "b2");
    assert_eq!(h.callback(&t).await.json["type"], 6);
    let e = edited(&h, &t).await;
    assert_eq!(e.json["content"], "Knight on b2: choose where it goes.");
    assert_eq!(
        components(&e.json),
        [
            (
                format!("timur:mvd:{id}:0:b2:0"),
                strings(&["Nb2-a4", "Nb2-c4", "Nb2-d1"])
            ),
            (format!("timur:mvb:{id}:0"), vec![]),
        ]
    );
    let t = h.select(ALICE, &format!("timur:mvd:{id}:0:b2:0"), "Nb2-c4");
    assert_eq!(h.callback(&t).await.json["type"], 6);
    assert_eq!(
        edited(&h, &t).await.json["content"],
        "You played **Nb2-c4**. The board follows in the channel."
    );
    // The picker then shows the board after the move.
    let edit = format!("/webhooks/{APP_ID}/{t}/messages/@original");
    let pic = h
        .fake
        .wait_for(|r| r.method == "PATCH" && r.path.ends_with(&edit) && !r.files.is_empty())
        .await;
    assert_eq!(pic.files[0].filename, "board.png");
    // Described for people who cannot see it, in the mover's language, from their side.
    assert_eq!(
        pic.json["attachments"][0]["description"],
        "Board after 1. Nb2-c4, Black to move"
    );
    let posts = h.fake.wait_posts(CHANNEL, 3).await;
    assert!(
        posts[2]
            .content
            .starts_with("<@100000000000000001> (White) played **1. Nb2-c4**"),
        "{}",
        posts[2].content
    );
    assert_eq!(posts[2].buttons, [format!("timur:mv:{id}:1")]);
    // Bob opens a picker at ply 1, but plays with /move instead; Alice replies.
    let t = h.click(BOB, &format!("timur:mv:{id}:1"));
    let e = edited(&h, &t).await;
    assert_eq!(components(&e.json)[0].0, format!("timur:mvp:{id}:1:0"));
    let t = h.play(BOB, "e8-e7");
    h.assert_dismissed(&t).await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    // Bob's old picker (ply 1) is refused politely, and nothing is played.
    let t = h.select(BOB, &format!("timur:mvp:{id}:1:0"), "b9");
    let e = edited(&h, &t).await;
    assert_eq!(
        e.json["content"],
        "The position has changed since this picker was opened, so nothing was played. Press Move on the latest board."
    );
    assert_eq!(components(&e.json), []);
    let t = h.select(BOB, &format!("timur:mvd:{id}:1:b9:0"), "Nb9-c7");
    assert_eq!(
        edited(&h, &t).await.json["content"],
        "The position has changed since this picker was opened, so nothing was played. Press Move on the latest board."
    );
    assert_eq!(h.service().load(At::Game(id)).await.unwrap().record.ply, 3);
    // His old Move button opens the picker of the position now, and says so.
    let t = h.click(BOB, &format!("timur:mv:{id}:1"));
    let e = edited(&h, &t).await;
    assert_eq!(
        e.json["content"],
        "The board you pressed is from an earlier position; this is the position now. Your move in **Tamerlane** (default rules) (Black, move 2): choose the piece to move."
    );
    assert_eq!(components(&e.json)[0].0, format!("timur:mvp:{id}:3:0"));
    h.stop().await;
}

#[tokio::test]
async fn commands_in_the_parent_channel_find_the_only_game_or_ask() {
    let mut h = Harness::new().await;
    let g1 = game(&h, T1, None).await;
    // One game: /move in the parent channel plays there and links the thread.
    let t = h.play(ALICE, "e3-e4");
    h.assert_acted(
        &t,
        &format!("You played **e3-e4**. The board follows in the channel.\nThe game: <#{T1}>"),
    )
    .await;
    let posts = h.fake.wait_posts(T1, 3).await;
    assert!(
        posts[2].content.contains("played **1. e3-e4**"),
        "{}",
        posts[2].content
    );
    assert!(h.fake.posts(CHANNEL).is_empty());
    // Bob's /board in the parent channel shows that game, linked.
    let t = h.simple(BOB, "board");
    let f = h.answer(&t).await;
    assert!(
        f.json["content"]
            .as_str()
            .unwrap()
            .ends_with(&format!(" (in <#{T1}>)")),
        "{}",
        f.json["content"]
    );
    // Two games: a select of both, then the move in the one chosen.
    let g2 = game(&h, T2, None).await;
    let t = h.play(BOB, "e8-e7");
    h.assert_acted(
        &t,
        &format!("You played **e8-e7**. The board follows in the channel.\nThe game: <#{T1}>"),
    )
    .await;
    let t = h.simple(ALICE, "draw");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4);
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    assert_eq!(
        r.json["data"]["content"],
        format!("You have 2 games (<#{T1}>, <#{T2}>). Which one is /draw for?")
    );
    assert_eq!(
        components(&r.json["data"]),
        [(
            "timur:pick:draw:".to_string(),
            vec![g1.to_string(), g2.to_string()]
        )]
    );
    // A French reader is asked about the command by the name their Discord shows.
    let t = h.command_in_locale("fr", ALICE, "draw", json!([]), json!({}));
    let r = h.callback(&t).await;
    assert_eq!(
        r.json["data"]["content"],
        format!("Vous avez 2 parties (<#{T1}>, <#{T2}>). À laquelle s'adresse /nulle ?")
    );
    let t = h.play(ALICE, "e3-e4");
    let r = h.callback(&t).await;
    assert_eq!(
        components(&r.json["data"]),
        [(
            "timur:pick:move:e3-e4".to_string(),
            vec![g1.to_string(), g2.to_string()]
        )]
    );
    let t = h.select(ALICE, "timur:pick:move:e3-e4", &g2.to_string());
    assert_eq!(h.callback(&t).await.json["type"], 6);
    assert_eq!(
        edited(&h, &t).await.json["content"],
        format!("You played **e3-e4**. The board follows in the channel.\nThe game: <#{T2}>")
    );
    let posts = h.fake.wait_posts(T2, 3).await;
    assert!(
        posts[2].content.contains("played **1. e3-e4**"),
        "{}",
        posts[2].content
    );
    assert_eq!(h.service().load(At::Game(g1)).await.unwrap().record.ply, 2);
    h.stop().await;
}

#[tokio::test]
async fn finished_games_are_listed_and_exported_from_anywhere() {
    let mut h = Harness::new().await;
    let id = game(&h, T1, None).await;
    h.service().resign(At::Game(id), BOB.0).await.unwrap();
    h.fake.wait_posts(T1, 3).await;
    let t = h.command(
        ALICE,
        "games",
        json!([{"name": "finished", "type": 5, "value": true}]),
        json!({}),
    );
    let r = h.callback(&t).await;
    assert_eq!(r.json["data"]["flags"], EPHEMERAL);
    let content = r.json["data"]["content"].as_str().unwrap();
    assert_eq!(
        content,
        format!(
            "Last finished games of <@100000000000000001> (export one with /export game:ID, analyse it with /analysis game:ID):\n• <#{T1}> #{id} vs **Bob** · Tamerlane · 1-0 won (<@100000000000000002> resigned; <@100000000000000001> wins) · <t:{}:R>",
            support::clock::T0
        )
    );
    let t = h.command(
        ALICE,
        "export",
        json!([{"name": "game", "type": 4, "value": id}]),
        json!({}),
    );
    let f = h.callback(&t).await;
    assert_eq!(f.files[0].filename, format!("tamerlane-{id}.pgn"));
    let pgn = String::from_utf8(f.files[0].bytes.clone()).unwrap();
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    h.stop().await;
}

#[tokio::test]
async fn history_is_private_by_default_and_right_at_the_edges() {
    let mut h = Harness::new().await;
    game(&h, CHANNEL, None).await;
    let t = h.play(ALICE, "e3-e4");
    h.assert_dismissed(&t).await;
    let history = |n: u32| json!([{"name": "move", "type": 4, "value": n}]);
    let t = h.command(ALICE, "history", history(0), json!({}));
    let r = h.callback(&t).await;
    assert_eq!(
        (r.json["type"].clone(), r.json["data"]["flags"].clone()),
        (json!(5), json!(EPHEMERAL))
    );
    let f = h.answer(&t).await;
    assert_eq!(
        f.json["content"],
        "**Tamerlane** (default rules): <@100000000000000001> (White) vs <@100000000000000002> (Black). The start position, before move 1.\n1. e3-e4"
    );
    let t = h.command(ALICE, "history", history(99), json!({}));
    let f = h.answer(&t).await;
    assert_eq!(
        f.json["content"],
        "**Tamerlane** (default rules): <@100000000000000001> (White) vs <@100000000000000002> (Black). Move 99 has not been played: the game is at move 1. The current position (ply 1).\n1. e3-e4"
    );
    // Only Alice saw these.
    assert!(!h
        .fake
        .seen_by(BOB.0)
        .iter()
        .any(|s| s.contains("The start position") || s.contains("Move 99")));
    let t = h.command(
        ALICE,
        "history",
        json!([{"name": "public", "type": 5, "value": true}]),
        json!({}),
    );
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5);
    assert_eq!(r.json["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    h.stop().await;
}

#[tokio::test]
async fn help_lists_every_command_and_how_to_play() {
    let mut h = Harness::new().await;
    let t = h.simple(ALICE, "help");
    let r = h.callback(&t).await;
    let first = r.json["data"]["content"].as_str().unwrap().to_string();
    // Every description whole takes two messages: the reply and one followup.
    let f = h.followup(&t).await;
    let second = f.json["content"].as_str().unwrap().to_string();
    for page in [&first, &second] {
        assert!(page.chars().count() <= 2000, "{}", page.chars().count());
    }
    assert!(first.starts_with("**Timur"), "{first}");
    let text = format!("{first}\n{second}");
    for c in timur::discord::commands() {
        assert!(
            text.contains(&format!("• /{}", c.name)),
            "/{} missing:\n{text}",
            c.name
        );
    }
    assert!(
        text.contains("• /vacation start <days>: Pause all your clocks"),
        "{text}"
    );
    assert!(text.contains("**How to play**"), "{text}");
    assert!(text.contains("opponent:@Timur"), "{text}");
    h.stop().await;
}

#[tokio::test]
async fn an_archived_thread_is_reopened_for_the_post() {
    let mut h = Harness::new().await;
    let id = game(&h, T1, None).await;
    h.fake.fail_posts(T1, 1, Fault::ArchivedThread);
    h.service()
        .play(At::Game(id), ALICE.0, "e3-e4")
        .await
        .unwrap();
    let posts = h.fake.wait_posts(T1, 3).await;
    assert!(
        posts[2].content.contains("played **1. e3-e4**"),
        "{}",
        posts[2].content
    );
    let reopen = h.fake.wait_path("PATCH", &format!("/channels/{T1}")).await;
    assert_eq!(reopen.json["archived"], false);
    h.stop().await;
}
