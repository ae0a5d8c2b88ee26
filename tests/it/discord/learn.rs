//! `/learn` end to end against the fake Discord (issue 34): the ephemeral lesson with its
//! board (and alt text) and picker, a wrong move explained, a right one leading to the next
//! task, the list with ticks, another language, and the progress after a restart.

use crate::support::fake_discord::Recorded;
use crate::support::harness::{Harness, ALICE, BOB, EPHEMERAL};
use serde_json::json;

/// The custom ids of a recorded message's components, row by row.
fn ids(r: &Recorded) -> Vec<String> {
    r.json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| b["custom_id"].as_str().unwrap_or("").to_string())
        .collect()
}

/// The deferred update of a click (type 6), then the edit of the lesson message.
async fn updated(h: &Harness, token: &str) -> Recorded {
    let r = h.callback(token).await;
    assert_eq!(r.json["type"], 6, "{r:?}");
    h.answer(token).await
}

const GENERAL: &str = "General · lesson 1 of 31 · task 1 of 1\nThe General (F) moves like this: one step diagonally.\nTask: capture an enemy piece with your general.";
const VIZIER: &str = "Vizier · lesson 2 of 31 · task 1 of 1\nThe Vizier (V) moves like this: one step orthogonally.\nTask: capture an enemy piece with your vizier.";

#[tokio::test]
async fn lessons_are_answered_with_the_picker_and_kept_after_a_restart() {
    let mut h = Harness::new().await;
    // /learn: the list (nothing finished) and the first task, ephemeral, with its board.
    let t = h.simple(ALICE, "learn");
    let r = h.callback(&t).await;
    assert_eq!(
        (r.json["type"].clone(), r.json["data"]["flags"].clone()),
        (json!(5), json!(EPHEMERAL))
    );
    let f = h.answer(&t).await;
    let content = f.json["content"].as_str().unwrap().to_string();
    assert!(
        content.starts_with("Lessons (0 of 31 finished):\nTamerlane:\n· 1. General\n· 2. Vizier\n"),
        "{content}"
    );
    assert!(content.ends_with(&format!("\n\n{GENERAL}")), "{content}");
    let names: Vec<&str> = f.files.iter().map(|p| p.filename.as_str()).collect();
    assert_eq!(names, ["lesson.png"]);
    assert!(f.files[0].bytes.starts_with(b"\x89PNG"));
    assert_eq!(
        f.json["attachments"][0]["description"],
        "Lesson board \"General\", task 1 of 1, White to move. White: shah a1, general e5. Black: camel f4, knight d5, rook e6, shah k10. Marked squares: e5."
    );
    assert_eq!(
        ids(&f),
        ["learn:p:general:0:0", "learn:t:vizier:0", "learn:l"]
    );
    // The piece, then its destinations.
    let t = h.select(ALICE, "learn:p:general:0:0", "e5");
    let e = updated(&h, &t).await;
    assert_eq!(
        ids(&e),
        ["learn:d:general:0:e5:0", "learn:t:general:0", "learn:l"]
    );
    // A wrong move: explained, the task stays.
    let t = h.select(ALICE, "learn:d:general:0:e5:0", "Fe5-d6");
    let e = updated(&h, &t).await;
    assert_eq!(
        e.json["content"],
        format!("Fe5-d6 is a legal move, but it does not capture anything with your general.\n\n{GENERAL}")
    );
    // The right move: stored, and the next lesson's task follows with its board.
    let t = h.select(ALICE, "learn:d:general:0:e5:0", "Fe5xf4");
    let e = updated(&h, &t).await;
    assert_eq!(
        e.json["content"],
        format!("Right: Fe5xf4.\nLesson finished: General ✓\n\n{VIZIER}")
    );
    assert_eq!(e.files.len(), 1);
    // Lessons: the list with the tick, Continue and the lesson menus.
    let t = h.click_ephemeral(ALICE, "learn:l");
    let e = updated(&h, &t).await;
    let list = e.json["content"].as_str().unwrap().to_string();
    assert!(
        list.starts_with("Lessons (1 of 31 finished):\nTamerlane:\n✓ 1. General\n· 2. Vizier\n"),
        "{list}"
    );
    assert!(
        list.ends_with("\nContinue with: Vizier, task 1 of 1."),
        "{list}"
    );
    assert_eq!(ids(&e), ["learn:t:vizier:0", "learn:o:0", "learn:o:1"]);
    // After a restart: the same progress, and the old buttons still work.
    h.stop().await;
    h.start().await;
    let t = h.simple(ALICE, "learn");
    h.callback(&t).await;
    let f = h.answer(&t).await;
    let content = f.json["content"].as_str().unwrap().to_string();
    assert!(content.contains("\n✓ 1. General\n"), "{content}");
    assert!(content.ends_with(&format!("\n\n{VIZIER}")), "{content}");
    let t = h.click_ephemeral(ALICE, "learn:t:vizier:0");
    let e = updated(&h, &t).await;
    assert_eq!(e.json["content"], VIZIER);
    // Bob's progress is his own, and he reads German; a typed answer is judged too.
    let t = h.command_in_locale(
        "de",
        BOB,
        "learn",
        json!([{"name": "lesson", "type": 3, "value": "mate"}, {"name": "move", "type": 3, "value": "Rb1-b2"}]),
        json!({}),
    );
    h.callback(&t).await;
    let f = h.answer(&t).await;
    let content = f.json["content"].as_str().unwrap().to_string();
    assert!(
        content.starts_with("Rb1-b2 ist ein legaler Zug, aber er gibt kein Schach.\n\nSchach und Matt · Lektion 10 von 31 · Aufgabe 1 von 2\n"),
        "{content}"
    );
    let t = h.command_in_locale("de", BOB, "learn", json!([]), json!({}));
    h.callback(&t).await;
    let f = h.answer(&t).await;
    let content = f.json["content"].as_str().unwrap().to_string();
    assert!(
        content.starts_with("Lektionen (0 von 31 abgeschlossen):\nTamerlan:\n· 1. Ferz\n"),
        "{content}"
    );
    h.stop().await;
}
