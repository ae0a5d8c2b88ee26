//! Runs the perft suites `tests/tamerlane.perft` and `tests/timurid.perft` (docs/rules.md §6.3).
//!
//! Format (shakmaty style): blocks of `id <name>`, `variant <id>`, optional
//! `options <key=value ...>`, `tfen <TFEN>`, then `perft <depth> <count>` lines; `#` starts a
//! comment line. Every block also checks that its TFEN round-trips.

use timur_rules::{perft, Position, VariantId};

struct Case {
    id: String,
    variant: String,
    options: String,
    tfen: String,
    perfts: Vec<(u32, u64)>,
}

fn parse(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("line {}: '{line}'", n + 1));
        let value = value.trim();
        if key == "id" {
            cases.push(Case {
                id: value.to_string(),
                variant: String::new(),
                options: String::new(),
                tfen: String::new(),
                perfts: Vec::new(),
            });
            continue;
        }
        let case = cases
            .last_mut()
            .unwrap_or_else(|| panic!("line {}: no id before it", n + 1));
        match key {
            "variant" => case.variant = value.to_string(),
            "options" => case.options = value.to_string(),
            "tfen" => case.tfen = value.to_string(),
            "perft" => {
                let (depth, count) = value.split_once(' ').expect("perft <depth> <count>");
                case.perfts.push((
                    depth.parse().expect("depth"),
                    count
                        .trim()
                        .parse()
                        .unwrap_or_else(|_| panic!("{}: count '{count}'", case.id)),
                ));
            }
            _ => panic!("line {}: unknown key '{key}'", n + 1),
        }
    }
    cases
}

fn run(file: &str) {
    let text =
        std::fs::read_to_string(format!("{}/tests/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let cases = parse(&text);
    assert!(!cases.is_empty());
    let mut failures = Vec::new();
    for case in &cases {
        let id: VariantId = case
            .variant
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let options = id
            .parse_options(&case.options)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let pos = Position::from_tfen(id, options, &case.tfen)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        assert_eq!(pos.to_tfen(), case.tfen, "{}: TFEN round trip", case.id);
        assert!(!case.perfts.is_empty(), "{}: no perft lines", case.id);
        for &(depth, expected) in &case.perfts {
            let got = perft(&pos, depth);
            if got != expected {
                failures.push(format!(
                    "{} perft {depth}: expected {expected}, got {got}",
                    case.id
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{file}:\n{}", failures.join("\n"));
}

#[test]
fn tamerlane_suite() {
    run("tamerlane.perft");
}

#[test]
fn timurid_suite() {
    run("timurid.perft");
}

#[test]
fn start_positions_are_in_the_suites() {
    let text = std::fs::read_to_string(format!(
        "{}/tests/tamerlane.perft",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
        + &std::fs::read_to_string(format!(
            "{}/tests/timurid.perft",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
    let cases = parse(&text);
    for id in VariantId::ALL {
        let start = Position::start(id, id.default_options()).to_tfen();
        assert!(
            cases.iter().any(|c| c.variant == id.id()
                && c.options.is_empty()
                && c.tfen == start
                && c.perfts.iter().map(|p| p.0).collect::<Vec<_>>() == [1, 2, 3]),
            "{id}: start position at depths 1-3 missing"
        );
    }
}
