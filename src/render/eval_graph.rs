//! The evaluation graph of an analysed game: White's winning chances over the plies, as a PNG.

use image::{ImageFormat, Rgb, RgbImage};
use imageproc::drawing::{
    draw_filled_circle_mut, draw_filled_rect_mut, draw_line_segment_mut, draw_text_mut,
};
use imageproc::rect::Rect;
use std::io::Cursor;

/// Width of the graph picture, pixels.
pub const GRAPH_WIDTH: u32 = 800;
/// Height of the graph picture, pixels.
pub const GRAPH_HEIGHT: u32 = 300;

const LEFT: u32 = 16;
const RIGHT: u32 = 16;
const TOP: u32 = 40;
const BOTTOM: u32 = 28;

/// How a marked ply is drawn: a dot of the judgement's colour on the curve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphMark {
    /// Blue dot.
    Inaccuracy,
    /// Orange dot.
    Mistake,
    /// Red dot.
    Blunder,
}

/// The graph as PNG bytes, [`GRAPH_WIDTH`] × [`GRAPH_HEIGHT`] pixels: `chances[i]` is White's
/// winning chances (`-1.0..=1.0`) after `i` plies (index 0: the start), drawn as a white area
/// above the middle line and a black one below; `marks` are `(ply, mark)` dots on the curve;
/// `title` is written above (e.g. the result). Fewer than two points draw a flat line.
pub fn eval_graph_png(chances: &[f64], marks: &[(usize, GraphMark)], title: &str) -> Vec<u8> {
    let (w, h) = (GRAPH_WIDTH, GRAPH_HEIGHT);
    let mut img = RgbImage::from_pixel(w, h, Rgb([38, 36, 33]));
    let plot_w = w - LEFT - RIGHT;
    let plot_h = h - TOP - BOTTOM;
    let mid = (TOP + plot_h / 2) as f32;
    let half = (plot_h / 2) as f32;
    draw_filled_rect_mut(
        &mut img,
        Rect::at(LEFT as i32, TOP as i32).of_size(plot_w, plot_h),
        Rgb([120, 117, 112]),
    );
    let n = chances.len().max(2) - 1;
    let value = |i: usize| chances.get(i).copied().unwrap_or(0.0).clamp(-1.0, 1.0) as f32;
    let x_of = |i: usize| LEFT as f32 + plot_w as f32 * i as f32 / n as f32;
    let y_of = |c: f32| mid - c * half;
    // Area: one vertical line per pixel column, interpolated between plies.
    for px in 0..plot_w {
        let t = px as f32 / plot_w.max(1) as f32 * n as f32;
        let i = (t.floor() as usize).min(n - 1);
        let c = value(i) + (value(i + 1) - value(i)) * (t - i as f32);
        let x = (LEFT + px) as f32;
        let colour = if c >= 0.0 {
            Rgb([240, 238, 232])
        } else {
            Rgb([20, 19, 18])
        };
        draw_line_segment_mut(&mut img, (x, mid), (x, y_of(c)), colour);
    }
    draw_line_segment_mut(
        &mut img,
        (LEFT as f32, mid),
        ((LEFT + plot_w) as f32, mid),
        Rgb([200, 120, 40]),
    );
    for i in 0..n {
        draw_line_segment_mut(
            &mut img,
            (x_of(i), y_of(value(i))),
            (x_of(i + 1), y_of(value(i + 1))),
            Rgb([214, 79, 0]),
        );
    }
    for &(ply, mark) in marks {
        if ply > n {
            continue;
        }
        let colour = match mark {
            GraphMark::Inaccuracy => Rgb([86, 180, 233]),
            GraphMark::Mistake => Rgb([230, 159, 0]),
            GraphMark::Blunder => Rgb([219, 48, 49]),
        };
        let (x, y) = (x_of(ply).round() as i32, y_of(value(ply)).round() as i32);
        draw_filled_circle_mut(&mut img, (x, y), 5, Rgb([38, 36, 33]));
        draw_filled_circle_mut(&mut img, (x, y), 4, colour);
    }
    let font = super::text::font(false);
    draw_text_mut(
        &mut img,
        Rgb([235, 235, 235]),
        LEFT as i32,
        10,
        20.0,
        font,
        title,
    );
    // Move numbers along the bottom, about every 80 pixels.
    let moves = n.div_ceil(2).max(1);
    let step = (moves * 80 / plot_w as usize).max(1);
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500]
        .into_iter()
        .find(|&s| s >= step)
        .unwrap_or(1000);
    let mut mv = step;
    while mv * 2 <= n + 1 {
        let x = x_of((mv * 2 - 1).min(n)) as i32;
        draw_text_mut(
            &mut img,
            Rgb([200, 200, 200]),
            x - 6,
            (TOP + plot_h + 6) as i32,
            15.0,
            font,
            &mv.to_string(),
        );
        mv += step;
    }
    let mut out = Vec::new();
    img.write_to(&mut Cursor::new(&mut out), ImageFormat::Png)
        .expect("PNG into a Vec");
    out
}
