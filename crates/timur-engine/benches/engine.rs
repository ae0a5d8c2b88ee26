//! Engine search speed: nodes per second on a Tamerlane and a Herat middle game, one thread.
//! `cargo bench --bench engine` (target: 1,000,000 nodes/s on both). Each middle game is 24
//! plies of engine self-play (level-3-like randomness, seeded) from the start position; every
//! iteration searches 200,000 nodes with a fresh engine (its 16 MiB transposition table
//! allocated inside the timing).
//!
//! A node is what [`timur_engine::SearchResult::nodes`] counts: one visit of a position by
//! the alpha-beta search (a full-width node, including null-move and re-searched children, or
//! a quiescence node), the root excepted. Criterion prints the rate as `thrpt` in elements
//! (nodes) per second; a plain line per position gives one timed run as well.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use timur_engine::{game_history, Engine, Limits, Settings};
use timur_rules::{Game, Position, VariantId};

const NODES: u64 = 200_000;

fn middle_game(id: VariantId) -> (Position, Vec<u64>) {
    let mut game = Game::new(Position::start(id, id.default_options()));
    let mut engine = Engine::new();
    for ply in 0..24 {
        let settings = Settings {
            limits: Limits::nodes(3_000),
            noise: 40,
            seed: ply,
        };
        let r = engine.search(
            game.position(),
            &game_history(&game),
            &settings,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        game.play(&r.best.expect("a move")).expect("legal");
    }
    (*game.position(), game_history(&game))
}

fn search(pos: &Position, history: &[u64]) -> u64 {
    let mut engine = Engine::new();
    let settings = Settings {
        limits: Limits::nodes(NODES),
        noise: 0,
        seed: 0,
    };
    engine
        .search(
            pos,
            history,
            &settings,
            &AtomicBool::new(false),
            &mut |_| {},
        )
        .nodes
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.sample_size(10);
    for id in [VariantId::Tamerlane, VariantId::Herat] {
        let (pos, history) = middle_game(id);
        let t = Instant::now();
        let nodes = search(&pos, &history);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{id} middle game {}: {nodes} nodes in {:.3} s, {:.0} nodes/s (one timed run)",
            pos.to_tfen(),
            secs,
            nodes as f64 / secs
        );
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{id}/middle-game"), |b| {
            b.iter(|| search(&pos, &history))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
