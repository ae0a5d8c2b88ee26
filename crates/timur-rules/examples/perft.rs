//! Counts the legal move sequences from a variant's start position, split by first move.
//!
//! ```sh
//! cargo run -p timur-rules --release --example perft                  # Tamerlane, 3 plies
//! cargo run -p timur-rules --release --example perft -- herat 2       # any variant id
//! cargo run -p timur-rules --release --example perft -- tamerlane 2 giraffe-min=2
//! ```

use std::process::ExitCode;
use std::time::Instant;
use timur_rules::{divide, Position, VariantId};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let variant = args.next().unwrap_or_else(|| "tamerlane".to_string());
    let depth = args.next().unwrap_or_else(|| "3".to_string());
    let options = args.next().unwrap_or_default();
    let id: VariantId = match variant.parse() {
        Ok(id) => id,
        Err(e) => {
            let ids: Vec<String> = VariantId::ALL.iter().map(|v| v.to_string()).collect();
            eprintln!("{e}; the variants are: {}", ids.join(", "));
            return ExitCode::FAILURE;
        }
    };
    let depth: u32 = match depth.parse() {
        Ok(d) if (1..=6).contains(&d) => d,
        _ => {
            eprintln!("the depth is a number of plies from 1 to 6, not '{depth}'");
            return ExitCode::FAILURE;
        }
    };
    let options = match id.parse_options(&options) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let pos = Position::start(id, options);
    println!("{id}: {}", pos.to_tfen());
    let started = Instant::now();
    let mut total = 0;
    for (m, nodes) in divide(&pos, depth) {
        println!("{:<12} {nodes}", pos.move_text(&m));
        total += nodes;
    }
    let secs = started.elapsed().as_secs_f64();
    println!("perft({depth}) = {total} nodes in {secs:.2} s");
    ExitCode::SUCCESS
}
