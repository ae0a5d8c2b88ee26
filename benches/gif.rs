//! Game GIF size and speed: a 100-ply and a 300-ply Tamerlane game (deterministic pseudo-random
//! legal moves). Targets (issue 13): 100 plies ≤ 1.5 MiB and ≤ 300 ms to encode, 300 plies
//! ≤ 10 MiB. `cargo bench --bench gif` prints the figures and whether each target is met, then
//! runs criterion on the 100-ply game.

use criterion::{criterion_group, Criterion};
use std::hint::black_box;
use std::time::Instant;
use timur::game::{Ending, GameResult, History};
use timur::render::{render_gif, render_indexed, warm_up, GifOptions};
use timur::rules::Color;
use timur::rules::{Game, Position, VariantId};

fn game(plies: usize) -> Game {
    let id = VariantId::Tamerlane;
    let mut game = Game::new(Position::start(id, id.default_options()));
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    while game.moves().len() < plies {
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "the sample game ended early");
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        game.play(&m).unwrap();
    }
    game
}

/// The game's story (its moves replayed once more), as the bot builds it before drawing.
fn story(game: &Game) -> History {
    History::from_game(
        game,
        "alice",
        "bob",
        Some(Ending::noted(GameResult::Draw, "Draw by agreement")),
    )
}

fn bench(c: &mut Criterion) {
    warm_up();
    let opts = GifOptions::default();
    const MIB: f64 = 1024.0 * 1024.0;
    for (plies, max_mib, max_ms) in [(100, 1.5, Some(300.0)), (300, 10.0, None)] {
        let g = game(plies);
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..9 {
            let t = Instant::now();
            let gif = render_gif(black_box(&story(&g).replay()), &opts).unwrap();
            times.push(t.elapsed().as_secs_f64() * 1e3);
            last = Some(gif);
        }
        times.sort_by(f64::total_cmp);
        let gif = last.unwrap();
        // Where the time goes: replaying the moves, composing every frame; the rest is the
        // changed rectangles and LZW.
        let t = Instant::now();
        let replay = story(&g).replay();
        let replay_ms = t.elapsed().as_secs_f64() * 1e3;
        let t = Instant::now();
        for i in 0..replay.frame_count() {
            black_box(render_indexed(&replay.frame(i, Color::White)));
        }
        let compose_ms = t.elapsed().as_secs_f64() * 1e3;
        let mib = gif.bytes.len() as f64 / MIB;
        let ms = times[times.len() / 2];
        let time_ok = max_ms.is_none_or(|m| ms <= m);
        println!(
            "game GIF, {plies}-ply Tamerlane: {} frames {}×{} px{}, {} bytes ({mib:.2} MiB, target ≤ {max_mib} MiB: {}), median {ms:.1} ms (min {:.1}, max {:.1}) over {} runs{}",
            gif.frames,
            gif.size.0,
            gif.size.1,
            if gif.half_size { " (half size)" } else { "" },
            gif.bytes.len(),
            if mib <= max_mib { "met" } else { "MISSED" },
            times[0],
            times[times.len() - 1],
            times.len(),
            match max_ms {
                Some(m) => format!(", target ≤ {m} ms: {}", if time_ok { "met" } else { "MISSED" }),
                None => String::new(),
            }
        );
        println!(
            "  of which: replay {replay_ms:.1} ms, compose all frames {compose_ms:.1} ms (one run each)"
        );
    }
    let g = game(100);
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    group.bench_function("render_gif tamerlane 100 plies", |b| {
        b.iter(|| render_gif(black_box(&story(&g).replay()), &opts).unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
