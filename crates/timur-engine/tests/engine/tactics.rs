//! The tactics suite (`tests/tactics.epd`): every position with a node limit is searched at
//! that limit and must find one of its best moves.

use std::sync::atomic::AtomicBool;
use timur_engine::{Engine, Limits, Settings};

use crate::suite::suite;

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
