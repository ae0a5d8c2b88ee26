//! The evaluation graph of an analysed game: White's winning chances over the plies, as a PNG.

use image::{Rgb, RgbImage};
use imageproc::drawing::{
    draw_filled_circle_mut, draw_filled_rect_mut, draw_line_segment_mut, draw_text_mut,
};
use imageproc::rect::Rect;
use timur_i18n::Lang;

/// Width of the graph picture, pixels.
pub const GRAPH_WIDTH: u32 = 800;
/// Height of the graph picture, pixels.
pub const GRAPH_HEIGHT: u32 = 400;
/// Top edge of the plot area (under the title and the legend), pixels.
pub const GRAPH_PLOT_TOP: u32 = TOP;

/// Room for the evaluation scale on the left.
const LEFT: u32 = 58;
const RIGHT: u32 = 16;
const TOP: u32 = 84;
/// Room for the move numbers and the axis name under the plot.
const BOTTOM: u32 = 40;

const BACKGROUND: Rgb<u8> = Rgb([38, 36, 33]);
const PLOT: Rgb<u8> = Rgb([120, 117, 112]);
const WHITE_AREA: Rgb<u8> = Rgb([240, 238, 232]);
const BLACK_AREA: Rgb<u8> = Rgb([20, 19, 18]);
const CURVE: Rgb<u8> = Rgb([214, 79, 0]);
const MIDDLE: Rgb<u8> = Rgb([200, 120, 40]);
const GRID: Rgb<u8> = Rgb([150, 146, 140]);
const LABEL: Rgb<u8> = Rgb([210, 210, 210]);
/// The size of the scale, axis and legend labels, pixels.
const LABEL_PX: f32 = 17.0;

/// The evaluation scale: grid lines at these advantages, in pawns for White (drawn at their
/// winning chances, [`chances_of_pawns`]).
pub const SCALE_PAWNS: [i32; 6] = [9, 3, 1, -1, -3, -9];

/// White's winning chances (`-1.0..=1.0`) of an advantage of `pawns` (lichess's logistic curve,
/// as `timur_engine::Score::winning_chances`).
pub fn chances_of_pawns(pawns: f64) -> f64 {
    2.0 / (1.0 + (-0.368_208 * pawns).exp()) - 1.0
}

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
/// The graph as PNG bytes, [`GRAPH_WIDTH`] × [`GRAPH_HEIGHT`] pixels, readable at phone size
/// (about 450 px shown): `chances[i]` is White's winning chances (`-1.0..=1.0`) after `i` plies
/// (index 0: the start), drawn as a white area above the middle line and a black one below;
/// `marks` are `(ply, mark)` dots on the curve; `title` is written above (e.g. the result).
/// Under the title a legend names the areas and the dots; on the left an evaluation scale
/// marks ±1, ±3 and ±9 pawns for White ([`SCALE_PAWNS`]); under the plot the move numbers
/// (about every 90 pixels) and the word "move"; the words are in `lang`. Fewer than two points draw a flat line.
pub fn eval_graph_png(
    chances: &[f64],
    marks: &[(usize, GraphMark)],
    title: &str,
    lang: Lang,
) -> Vec<u8> {
    let (w, h) = (GRAPH_WIDTH, GRAPH_HEIGHT);
    let mut img = RgbImage::from_pixel(w, h, BACKGROUND);
    let plot_w = w - LEFT - RIGHT;
    let plot_h = h - TOP - BOTTOM;
    let mid = (TOP + plot_h / 2) as f32;
    let half = (plot_h / 2) as f32;
    let font = super::text::font(false);
    let bold = super::text::font(true);
    // A scale or axis label: regular type at the labels' size, its top left at (x, y).
    let label_at = |img: &mut RgbImage, ink: Rgb<u8>, x: i32, y: i32, text: &str| {
        draw_text_mut(img, ink, x, y, LABEL_PX, font, text);
    };
    draw_filled_rect_mut(
        &mut img,
        Rect::at(LEFT as i32, TOP as i32).of_size(plot_w, plot_h),
        PLOT,
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
        let colour = if c >= 0.0 { WHITE_AREA } else { BLACK_AREA };
        draw_line_segment_mut(&mut img, (x, mid), (x, y_of(c)), colour);
    }
    // The scale: dotted grid lines over the areas, labels on the left.
    for pawns in SCALE_PAWNS {
        let y = y_of(chances_of_pawns(f64::from(pawns)) as f32).round() as i32;
        for x in (LEFT..LEFT + plot_w).step_by(6) {
            draw_filled_rect_mut(&mut img, Rect::at(x as i32, y).of_size(3, 1), GRID);
        }
        let label = if pawns > 0 {
            format!("+{pawns}")
        } else {
            format!("\u{2212}{}", -pawns)
        };
        let lw = super::text::width(&label, LABEL_PX, false);
        label_at(
            &mut img,
            LABEL,
            (LEFT as f32 - 8.0 - lw).round() as i32,
            y - 10,
            &label,
        );
    }
    label_at(&mut img, LABEL, (LEFT - 18) as i32, mid as i32 - 10, "0");
    draw_line_segment_mut(
        &mut img,
        (LEFT as f32, mid),
        ((LEFT + plot_w) as f32, mid),
        MIDDLE,
    );
    for i in 0..n {
        draw_line_segment_mut(
            &mut img,
            (x_of(i), y_of(value(i))),
            (x_of(i + 1), y_of(value(i + 1))),
            CURVE,
        );
    }
    for &(ply, mark) in marks {
        if ply > n {
            continue;
        }
        let (x, y) = (x_of(ply).round() as i32, y_of(value(ply)).round() as i32);
        draw_filled_circle_mut(&mut img, (x, y), 6, BACKGROUND);
        draw_filled_circle_mut(&mut img, (x, y), 5, mark.colour());
    }
    draw_text_mut(
        &mut img,
        Rgb([235, 235, 235]),
        LEFT as i32,
        8,
        22.0,
        bold,
        title,
    );
    legend(&mut img, 46, lang);
    // Move numbers along the bottom, about every 90 pixels, and the axis name.
    let moves = n.div_ceil(2).max(1);
    let step = (moves * 90 / plot_w as usize).max(1);
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500]
        .into_iter()
        .find(|&s| s >= step)
        .unwrap_or(1000);
    let axis = timur_i18n::tr!(lang, "render-graph-axis");
    let axis_x = (LEFT + plot_w) as f32 - super::text::width(&axis, LABEL_PX, false);
    let below_plot = (TOP + plot_h + 8) as i32;
    let mut mv = step;
    while mv * 2 <= n + 1 {
        let x = x_of((mv * 2 - 1).min(n));
        let label = mv.to_string();
        let lw = super::text::width(&label, LABEL_PX, false);
        let left = x - lw / 2.0;
        if left + lw + 8.0 < axis_x {
            draw_line_segment_mut(
                &mut img,
                (x, (TOP + plot_h) as f32),
                (x, (TOP + plot_h + 4) as f32),
                LABEL,
            );
            label_at(&mut img, LABEL, left.round() as i32, below_plot, &label);
        }
        mv += step;
    }
    label_at(&mut img, GRID, axis_x.round() as i32, below_plot, &axis);
    super::encode::rgb_png(&img)
}

impl GraphMark {
    fn colour(self) -> Rgb<u8> {
        match self {
            GraphMark::Inaccuracy => Rgb([86, 180, 233]),
            GraphMark::Mistake => Rgb([230, 159, 0]),
            GraphMark::Blunder => Rgb([219, 48, 49]),
        }
    }
}

/// The legend line at `y`: the two areas and the three dots, each with its name.
fn legend(img: &mut RgbImage, y: i32, lang: Lang) {
    let font = super::text::font(false);
    let px = LABEL_PX;
    let mut x = LEFT as i32;
    let name = |img: &mut RgbImage, x: &mut i32, text: &str| {
        draw_text_mut(img, LABEL, *x, y, px, font, text);
        *x += super::text::width(text, px, false).round() as i32 + 22;
    };
    for (colour, id) in [
        (WHITE_AREA, "render-graph-white-better"),
        (BLACK_AREA, "render-graph-black-better"),
    ] {
        let text = &timur_i18n::tr!(lang, id);
        draw_filled_rect_mut(img, Rect::at(x, y + 2).of_size(18, 18), GRID);
        draw_filled_rect_mut(img, Rect::at(x + 1, y + 3).of_size(16, 16), colour);
        x += 24;
        name(img, &mut x, text);
    }
    for (mark, id) in [
        (GraphMark::Inaccuracy, "render-graph-inaccuracy"),
        (GraphMark::Mistake, "render-graph-mistake"),
        (GraphMark::Blunder, "render-graph-blunder"),
    ] {
        let text = &timur_i18n::tr!(lang, id);
        draw_filled_circle_mut(img, (x + 7, y + 11), 7, mark.colour());
        x += 20;
        name(img, &mut x, text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(chances: &[f64]) -> RgbImage {
        let png = eval_graph_png(
            chances,
            &[(1, GraphMark::Mistake)],
            "1-0 White wins",
            Lang::En,
        );
        // To look at it: TIMUR_GRAPH_PNG=/tmp/graph.png cargo test --lib eval_graph
        if let Some(path) = std::env::var_os("TIMUR_GRAPH_PNG") {
            std::fs::write(path, &png).unwrap();
        }
        image::load_from_memory(&png).unwrap().to_rgb8()
    }

    /// Whether any pixel of the box `(x, y, w, h)` (outside the plot) is text-light (a label).
    fn has_text(img: &RgbImage, (x, y, w, h): (u32, u32, u32, u32)) -> bool {
        (y..y + h).any(|y| (x..x + w).any(|x| img.get_pixel(x, y).0[0] > 130))
    }

    #[test]
    fn the_graph_has_a_legend_a_scale_and_move_numbers() {
        let img = picture(&[0.0, 0.1, 0.3, -0.2, 0.5, 0.9]);
        // Legend: the two area swatches, then the three dot colours.
        assert_eq!(img.get_pixel(LEFT + 9, 46 + 11).0, WHITE_AREA.0);
        let row: Vec<[u8; 3]> = (LEFT..GRAPH_WIDTH)
            .map(|x| img.get_pixel(x, 46 + 11).0)
            .collect();
        for mark in [
            GraphMark::Inaccuracy,
            GraphMark::Mistake,
            GraphMark::Blunder,
        ] {
            assert!(row.contains(&mark.colour().0), "{mark:?} in the legend");
        }
        assert!(row.contains(&BLACK_AREA.0));
        // Scale: a label left of the plot at each grid line, the grid line across the plot.
        let mid = TOP + (GRAPH_HEIGHT - TOP - BOTTOM) / 2;
        let half = (GRAPH_HEIGHT - TOP - BOTTOM) / 2;
        for pawns in SCALE_PAWNS {
            let y =
                (mid as f64 - chances_of_pawns(f64::from(pawns)) * f64::from(half)).round() as u32;
            assert!(has_text(&img, (4, y - 8, LEFT - 10, 16)), "label {pawns}");
            assert_eq!(img.get_pixel(LEFT + 6, y).0, GRID.0, "grid line {pawns}");
        }
        // Move numbers under the plot (five plies: move 1 under ply 1) and the axis name.
        let plot_w = GRAPH_WIDTH - LEFT - RIGHT;
        let move_1 = LEFT + plot_w / 5;
        assert!(has_text(
            &img,
            (move_1 - 12, GRAPH_HEIGHT - BOTTOM + 6, 24, 24)
        ));
        assert!(!has_text(
            &img,
            (LEFT + 4, GRAPH_HEIGHT - BOTTOM + 6, 40, 24)
        ));
        assert!(has_text(
            &img,
            (GRAPH_WIDTH - RIGHT - 40, GRAPH_HEIGHT - BOTTOM + 6, 40, 24)
        ));
    }

    #[test]
    fn the_scale_follows_the_engine_curve() {
        assert!(
            (chances_of_pawns(3.0) - timur_engine::Score::Cp(300).winning_chances()).abs() < 1e-9
        );
        assert!((chances_of_pawns(-1.0) + chances_of_pawns(1.0)).abs() < 1e-12);
    }
}
