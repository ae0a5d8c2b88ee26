//! The tactics suite (`tests/tactics.epd`): every position with a node limit is searched at
//! that limit and must find one of its best moves.

use std::sync::atomic::AtomicBool;
use timur::engine::{Engine, Limits, Settings};
use timur::rules::{Position, VariantId};

/// One suite entry.
struct Entry {
    id: String,
    position: Position,
    best: Vec<String>,
    nodes: Option<u64>,
}

fn suite() -> Vec<Entry> {
    let text = include_str!("tactics.epd");
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.splitn(7, ' ').collect();
        let tfen = fields[..6].join(" ");
        let mut variant = None;
        let mut options = String::new();
        let mut best = Vec::new();
        let mut id = String::new();
        let mut nodes = None;
        for op in fields[6].split(';') {
            let op = op.trim();
            let Some((key, value)) = op.split_once(' ') else {
                continue;
            };
            let value = value.trim().trim_matches('"');
            match key {
                "variant" => variant = Some(value.parse::<VariantId>().unwrap()),
                "options" => options = value.to_string(),
                "bm" => best = value.split(',').map(str::to_string).collect(),
                "id" => id = value.to_string(),
                "nodes" => nodes = Some(value.parse().unwrap()),
                other => panic!("unknown operation {other} in {line}"),
            }
        }
        let variant = variant.expect("variant");
        let opts = variant.parse_options(&options).unwrap();
        let position = Position::from_tfen(variant, opts, &tfen)
            .unwrap_or_else(|e| panic!("{id}: {tfen}: {e}"));
        for b in &best {
            let m = position
                .parse_move(b)
                .unwrap_or_else(|e| panic!("{id}: {b}: {e}"));
            assert_eq!(
                &position.move_text(&m),
                b,
                "{id}: best moves in canonical text"
            );
        }
        out.push(Entry {
            id,
            position,
            best,
            nodes,
        });
    }
    out
}

#[test]
fn quick_tactics_are_found_at_their_node_limit() {
    let entries = suite();
    assert_eq!(entries.len(), 9);
    let mut failures = Vec::new();
    for e in entries.iter().filter(|e| e.nodes.is_some()) {
        let settings = Settings {
            limits: Limits::nodes(e.nodes.unwrap()),
            noise: 0,
            seed: 0,
        };
        let r = Engine::new().search(
            &e.position,
            &[],
            &settings,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let played = e.position.move_text(&r.best.unwrap());
        if !e.best.contains(&played) {
            failures.push(format!(
                "{}: played {played}, expected {:?} (score {})",
                e.id, e.best, r.score
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
