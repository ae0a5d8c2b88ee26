//! Board picture speed and size: a middle-game Tamerlane board, render + indexed PNG encode.
//! `cargo bench --bench render` prints the median of its own timing loop and the PNG size,
//! the same for a Chinese caption (the CJK fallback font), then runs criterion.

use criterion::{criterion_group, Criterion};
use std::hint::black_box;
use std::time::Instant;
use timur_render::{caption, render_indexed, render_png, BoardImage};
use timur_rules::{Color, Move, Position, VariantId};

/// 60 pseudo-random legal plies from the start (deterministic): 40 of the 56 pieces remain.
fn middle_game() -> (Position, Option<Move>) {
    let id = VariantId::Tamerlane;
    let mut pos = Position::start(id, id.default_options());
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut last = None;
    for _ in 0..60 {
        let moves = pos.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        pos = pos.play(&m).unwrap();
        last = Some(m);
    }
    (pos, last)
}

fn bench(c: &mut Criterion) {
    let (pos, last) = middle_game();
    let image = BoardImage {
        position: &pos,
        bottom: Color::White,
        last_move: last,
        caption: Some(caption(&pos, "alice", "bob", None, timur_i18n::Lang::En)),
    };
    // The first picture builds the family's sprite set.
    let t = Instant::now();
    let png = render_png(&image);
    println!(
        "first picture (builds the sprite set): {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );
    let mut times: Vec<f64> = (0..300)
        .map(|_| {
            let t = Instant::now();
            black_box(render_png(black_box(&image)));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let pieces = pos.pieces_of(Color::White).len() + pos.pieces_of(Color::Black).len();
    println!(
        "render_png middle-game Tamerlane ({pieces} pieces): median {:.3} ms (p10 {:.3}, p90 {:.3}) over 300 runs, {} bytes ({:.1} KiB)",
        times[150],
        times[30],
        times[270],
        png.len(),
        png.len() as f64 / 1024.0
    );
    // The same board with a Chinese caption (glyphs from the CJK fallback font).
    let zh = BoardImage {
        caption: Some(caption(
            &pos,
            "王小明",
            "李华",
            None,
            timur_i18n::Lang::ZhCn,
        )),
        ..image.clone()
    };
    let zh_png = render_png(&zh);
    let mut zh_times: Vec<f64> = (0..300)
        .map(|_| {
            let t = Instant::now();
            black_box(render_png(black_box(&zh)));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    zh_times.sort_by(f64::total_cmp);
    println!(
        "render_png middle-game Tamerlane, Chinese caption: median {:.3} ms (p10 {:.3}, p90 {:.3}) over 300 runs, {} bytes ({:.1} KiB)",
        zh_times[150],
        zh_times[30],
        zh_times[270],
        zh_png.len(),
        zh_png.len() as f64 / 1024.0
    );
    if std::env::var_os("RENDER_ENCODER_MATRIX").is_some() {
        encoder_matrix(&image);
    }
    c.bench_function("render_png tamerlane middle game", |b| {
        b.iter(|| render_png(black_box(&image)))
    });
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}

/// Encoder settings compared on the same picture (set `RENDER_ENCODER_MATRIX=1`).
fn encoder_matrix(image: &BoardImage) {
    let t = Instant::now();
    let ix = render_indexed(image);
    println!("compose only: {:.3} ms", t.elapsed().as_secs_f64() * 1e3);
    use png::{DeflateCompression as D, Filter as F};
    for filter in [F::NoFilter, F::Sub, F::Up, F::Paeth, F::Adaptive] {
        for level in [
            D::FdeflateUltraFast,
            D::Level(1),
            D::Level(2),
            D::Level(3),
            D::Level(4),
            D::Level(6),
        ] {
            let mut times = Vec::new();
            let mut size = 0;
            for _ in 0..40 {
                let t = Instant::now();
                let mut out = Vec::new();
                let mut enc = png::Encoder::new(&mut out, ix.width, ix.height);
                enc.set_color(png::ColorType::Indexed);
                enc.set_depth(png::BitDepth::Eight);
                enc.set_palette(&ix.palette[..]);
                enc.set_filter(filter);
                enc.set_deflate_compression(level);
                enc.write_header()
                    .unwrap()
                    .write_image_data(&ix.pixels)
                    .unwrap();
                times.push(t.elapsed().as_secs_f64() * 1e3);
                size = out.len();
            }
            times.sort_by(f64::total_cmp);
            println!(
                "{filter:?} {level:?}: {:.3} ms, {:.1} KiB",
                times[20],
                size as f64 / 1024.0
            );
        }
    }
}
