//! Rating speed: one Glicko-2 game update, a rebuild of 100,000 rated games among 1,000
//! players, and the rating chart. `cargo bench --bench rating` prints its own timings first,
//! then runs criterion.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Instant;
use timur::rating::{rate_game, rebuild, Pool, RatedGame, Score, Standing};
use timur::render::rating_chart::{render_rating_chart, ChartSeries};

/// `n` games among `players` players, pseudo-random pairs and results, one every 3 hours.
fn games(n: usize, players: u64) -> Vec<RatedGame> {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        seed >> 33
    };
    (0..n)
        .map(|i| {
            let w = next() % players;
            let b = (w + 1 + next() % (players - 1)) % players;
            RatedGame {
                game_id: i as i64 + 1,
                pool: if next() % 3 == 0 {
                    Pool::Timurid
                } else {
                    Pool::Tamerlane
                },
                white: w.to_string(),
                black: b.to_string(),
                score: [Score::WhiteWins, Score::Draw, Score::BlackWins][(next() % 3) as usize],
                at: i as i64 * 3 * 3600,
            }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let all = games(100_000, 1_000);
    let t = Instant::now();
    let (table, applied) = rebuild(&all);
    let took = t.elapsed();
    println!(
        "rebuild: {} games, {} standings in {:.1} ms ({:.2} µs per game)",
        applied.len(),
        table.len(),
        took.as_secs_f64() * 1e3,
        took.as_secs_f64() * 1e6 / applied.len() as f64
    );
    let history: Vec<(i64, f64)> = applied
        .iter()
        .zip(&all)
        .filter(|(_, g)| g.white == "0" && g.pool == Pool::Tamerlane)
        .map(|(a, g)| (g.at, a.white.1.rating))
        .collect();
    let series = [ChartSeries {
        label: "Tamerlane",
        points: &history,
    }];
    let t = Instant::now();
    let png = render_rating_chart("player 0", &series, timur::i18n::Lang::En);
    println!(
        "chart: {} points, {} bytes in {:.2} ms",
        history.len(),
        png.len(),
        t.elapsed().as_secs_f64() * 1e3
    );

    c.bench_function("rate_game", |b| {
        b.iter(|| {
            rate_game(
                black_box(&Standing::NEW),
                black_box(&Standing::NEW),
                Score::WhiteWins,
                0,
            )
        })
    });
    let small = games(10_000, 200);
    c.bench_function("rebuild 10k games", |b| {
        b.iter(|| rebuild(black_box(&small)))
    });
    c.bench_function("rating chart", |b| {
        b.iter(|| render_rating_chart("player 0", black_box(&series), timur::i18n::Lang::En))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
