//! Perft speed: nodes per second from each Tamerlane array's start position, bulk-counted
//! (leaf moves are counted, not played), single thread. `cargo bench --bench perft`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::time::Instant;
use timur_rules::{perft, Position, VariantId};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (id, depth) in [
        (VariantId::Tamerlane, 4),
        (VariantId::TamerlaneFull, 4),
        (VariantId::Herat, 3),
    ] {
        let pos = Position::start(id, id.default_options());
        let nodes = perft(&pos, depth);
        let t = Instant::now();
        perft(&pos, depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{id} perft({depth}) = {nodes} nodes, {:.2} Mnps (one timed run)",
            nodes as f64 / secs / 1e6
        );
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{id}/{depth}"), |b| {
            b.iter(|| perft(black_box(&pos), depth))
        });
    }
    // A middle game: 30 plies of a fixed pseudo-random playout from the start.
    let id = VariantId::Tamerlane;
    let mut pos = Position::start(id, id.default_options());
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..30 {
        let moves = pos.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        pos = pos.play_unchecked(&moves[(seed >> 33) as usize % moves.len()]);
    }
    let nodes = perft(&pos, 3);
    let t = Instant::now();
    perft(&pos, 3);
    println!(
        "tamerlane middle game {} perft(3) = {nodes} nodes, {:.2} Mnps (one timed run)",
        pos.to_tfen(),
        nodes as f64 / t.elapsed().as_secs_f64() / 1e6
    );
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("tamerlane-middlegame/3", |b| {
        b.iter(|| perft(black_box(&pos), 3))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
