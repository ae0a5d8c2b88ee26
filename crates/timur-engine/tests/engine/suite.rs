//! The tactics suite as data (`tests/tactics.epd`), parsed for the quick test
//! (`tests/tactics.rs`) and the timed run (`cargo bench --bench tactics`).
//!
//! A line: the TFEN (6 fields), then EPD-style operations separated by `;`: `variant`,
//! `options` (optional), `bm` (best moves in canonical text, comma-separated), `id`, `nodes` (the
//! node limit of the quick test; positions without it run only in the timed run).

use timur_rules::{Position, VariantId};

/// One suite entry.
pub struct Entry {
    /// The `id` operation: what the position tests.
    pub id: String,
    /// The position to search.
    pub position: Position,
    /// The best moves, canonical text.
    pub best: Vec<String>,
    /// The quick test's node limit, if it runs in the quick test.
    pub nodes: Option<u64>,
}

/// Every entry of `tests/tactics.epd`; panics on a malformed line.
pub fn suite() -> Vec<Entry> {
    let text = include_str!("../tactics.epd");
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
