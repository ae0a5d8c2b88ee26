//! `/analysis` of a finished game through the fake Discord: each player's accuracy and counts
//! (lichess's method), the mistakes with the better move and the engine's line, a board per
//! mistake with its description, and the analysed replay page.

use crate::support::fake_discord::APP_ID;
use crate::support::harness::{Harness, ALICE, BOB, CHANNEL};
use serde_json::json;
use timur::engine::accuracy::{report, PlayerReport};
use timur::engine::{analyse, Judgement, Limits};
use timur::game::analysis::{line_text, ANALYSIS_NODES, LINE_PLIES};
use timur::game::At;
use timur::rules::Color;

/// Alice (White) challenges Bob, Bob accepts, and they play `moves` in turn; the game's id
/// once every board is posted.
async fn play(h: &Harness, moves: &[&str]) -> i64 {
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
    for (k, m) in moves.iter().enumerate() {
        let who = if k % 2 == 0 { ALICE } else { BOB };
        let t = h.play(who, m);
        h.answer(&t).await;
        h.fake.wait_posts(CHANNEL, 3 + k).await;
    }
    id
}

/// `who` resigns (command and confirmation); returns once the game-over post (the
/// `posts`-th) is out.
async fn resign(h: &Harness, who: (&str, &str), id: i64, posts: usize) {
    let t = h.simple(who, "resign");
    h.callback(&t).await;
    let t = h.click_ephemeral(who, &format!("timur:resign:{id}"));
    h.fake
        .wait_path(
            "PATCH",
            &format!("/webhooks/{APP_ID}/{t}/messages/@original"),
        )
        .await;
    h.fake.wait_posts(CHANNEL, posts).await;
}

/// `3 inaccuracies` / `1 inaccuracy`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The English line of a player's figures.
fn player_line(name: &str, p: &PlayerReport) -> String {
    format!(
        "{name}: accuracy {} %, {}, {}, {}",
        p.accuracy.unwrap().round() as i64,
        count(p.inaccuracies, "inaccuracy", "inaccuracies"),
        count(p.mistakes, "mistake", "mistakes"),
        count(p.blunders, "blunder", "blunders")
    )
}

#[tokio::test]
async fn analysis_gives_accuracy_boards_of_the_mistakes_and_the_analysed_replay() {
    let mut h = Harness::new().await;
    // White's knight walks onto d6, where the pawn on e7 takes it; then White resigns.
    let id = play(&h, &["Nb2-c4", "e8-e7", "Nc4-d6", "e7xd6"]).await;
    resign(&h, ALICE, id, 7).await;
    let t = h.simple(BOB, "analysis");
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5, "deferred: {r:?}");
    let f = h.followup(&t).await;

    // What the analysis says, from the engine directly (it is deterministic).
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    let rows = h.service().moves(id).await.unwrap();
    let history = timur::game::History::from_rows(&rec, &rows).unwrap();
    let a = analyse(
        history.start(),
        &history.moves(),
        Limits::nodes(ANALYSIS_NODES),
    )
    .unwrap();
    let figures = report(&a, Color::White);
    let blunder = a
        .turning_points
        .iter()
        .find(|t| t.ply == 3)
        .expect("Nc4-d6 is judged");
    assert_eq!(blunder.judgement, Judgement::Blunder);
    assert!(figures.white.accuracy.unwrap() < figures.black.accuracy.unwrap());

    let mut expected = vec![
        "Computer analysis of Alice vs Bob (30000 nodes a position):".to_string(),
        player_line("Alice", &figures.white),
        player_line("Bob", &figures.black),
    ];
    let listed: Vec<_> = a
        .turning_points
        .iter()
        .filter(|t| t.judgement != Judgement::Inaccuracy)
        .collect();
    for t in &listed {
        let before = history.position(t.ply - 1);
        let (number, dots) = (
            before.fullmoves(),
            if t.mover == Color::White { "." } else { "..." },
        );
        let sign = if t.judgement == Judgement::Blunder {
            "??"
        } else {
            "?"
        };
        let pv = &a.evals[t.ply - 1].pv;
        assert_eq!(pv.first(), Some(&t.best));
        let rest = &pv[1..pv.len().min(1 + LINE_PLIES)];
        let mut line = format!(
            "• **{number}{dots} {}{sign}** {}; better was **{}**",
            before.move_text_with_check(&t.played),
            t.judgement.name(),
            before.move_text_with_check(&t.best)
        );
        if !rest.is_empty() {
            line.push_str(&format!(
                ", then {}",
                line_text(&before.play_unchecked(&t.best), rest)
            ));
        }
        expected.push(line);
    }
    assert_eq!(f.json["content"].as_str().unwrap(), expected.join("\n"));

    // The graph, one board per mistake or blunder, the replay page, in that order.
    let mut names = vec![format!("analysis-{id}.png")];
    names.extend(
        listed
            .iter()
            .map(|t| format!("analysis-{id}-ply-{}.png", t.ply)),
    );
    names.push(format!("analysis-{id}.html"));
    let got: Vec<&str> = f.files.iter().map(|p| p.filename.as_str()).collect();
    assert_eq!(got, names);
    let k = 1 + listed.iter().position(|t| t.ply == 3).unwrap();
    let board = &f.files[k];
    assert_eq!(&board.bytes[..8], b"\x89PNG\r\n\x1a\n");
    let before = history.position(2);
    let better = before.move_text_with_check(&blunder.best);
    assert_eq!(
        f.json["attachments"][k]["description"].as_str().unwrap(),
        format!(
            "Board before 2. Nc4-d6 (blunder), White to move, White at the bottom. Red arrow: the move played, from c4 to d6. Green arrow: the better move {better}, from {} to {}.",
            blunder.best.from(),
            blunder.best.to()
        )
    );
    let img = image::load_from_memory(&board.bytes).unwrap().to_rgb8();
    assert_eq!(img.dimensions(), (952, 778));

    assert_eq!(
        f.json["attachments"][names.len() - 1]["description"]
            .as_str()
            .unwrap(),
        "Replay page (HTML) of Alice vs Bob, 2 moves, to open in a browser"
    );
    // The replay page carries the analysis: a bar value per position, the players' lines.
    let html = String::from_utf8(f.files.last().unwrap().bytes.clone()).unwrap();
    assert!(html.contains("\"analysis\":{\"wp\":["), "analysis data");
    assert!(html.contains(&player_line("Alice", &figures.white)));
    assert!(html.contains("2. Nc4-d6??"), "the mark in the move list");
    assert!(html.contains(&format!("Engine's move: 2. {better}")));
    h.stop().await;
}
