//! The tactics suite timed: every position of `tests/tactics.epd` searched as level 8 does (no
//! randomness) for 2 s of thinking time, printing when the engine settled on a best move.
//! Target (the computer-opponent issue): level 8 finds each within 2 s.
//!
//! "Found at" is the time of the first completed depth from which the principal variation
//! starts with one of the best moves and keeps doing so to the end of the search.
//!
//! Run: `cargo bench --bench tactics`.

use std::sync::atomic::AtomicBool;
use std::time::Duration;
use timur_engine::{Engine, Info, Limits, Settings};

// The quick test's node limits are not used here.
#[allow(dead_code)]
#[path = "../tests/engine/suite.rs"]
mod tactics;

/// The limit for level 8.
const BUDGET: Duration = Duration::from_secs(2);

fn main() {
    let entries = tactics::suite();
    let mut found = 0;
    println!(
        "{:<48} {:>9} {:>10} {:>6} {:>11}  move",
        "position", "variant", "found at", "depth", "nodes"
    );
    for e in &entries {
        let settings = Settings {
            limits: Limits::movetime(BUDGET),
            noise: 0,
            seed: 0,
        };
        let mut infos: Vec<Info> = Vec::new();
        let r = Engine::new().search(
            &e.position,
            &[],
            &settings,
            &AtomicBool::new(false),
            &mut |i: &Info| infos.push(i.clone()),
        );
        let best = |i: &Info| {
            i.pv.first()
                .is_some_and(|m| e.best.contains(&e.position.move_text(m)))
        };
        let played = r.best.map(|m| e.position.move_text(&m)).unwrap_or_default();
        let ok = e.best.contains(&played);
        // The first info line of the final run of good lines.
        let settled = infos
            .iter()
            .rposition(|i| !best(i))
            .map_or(0, |last_bad| last_bad + 1);
        let at = infos.get(settled).filter(|_| ok);
        if ok {
            found += 1;
        }
        println!(
            "{:<48} {:>9} {:>10} {:>6} {:>11}  {}{}",
            e.id,
            e.position.variant().id.to_string(),
            at.map_or("not found".to_string(), |i| format!(
                "{:.0} ms",
                i.time.as_secs_f64() * 1000.0
            )),
            at.map_or(r.depth, |i| i.depth),
            at.map_or(r.nodes, |i| i.nodes),
            played,
            if ok {
                String::new()
            } else {
                format!(" (expected {})", e.best.join(" or "))
            }
        );
    }
    println!(
        "found {found} of {} within {} s (target: all)",
        entries.len(),
        BUDGET.as_secs()
    );
}
