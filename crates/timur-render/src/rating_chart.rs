//! A player's rating over time as a small PNG line chart (imageproc lines and text on an RGB
//! image, the embedded DejaVu font), in the board pictures' colours.

use super::encode::rgb_png;
use super::text::font;
use super::theme::{mix, Rgb, PAGE, TEXT};
use image::{Rgb as Px, RgbImage};
use imageproc::drawing::{
    draw_antialiased_line_segment_mut, draw_filled_circle_mut, draw_filled_rect_mut, draw_text_mut,
    text_size,
};
use imageproc::pixelops::interpolate;
use imageproc::rect::Rect;
use timur_i18n::calendar::{civil_date, DAY};
use timur_i18n::Lang;

/// Width and height of every [`render_rating_chart`] picture, px.
pub const CHART_SIZE: (u32, u32) = (640, 300);

/// Line colours, one per series in order (gold, turquoise, then a grey for any further one).
pub const SERIES_COLORS: [Rgb; 3] = [[0xe0, 0xa4, 0x3a], [0x5f, 0xb8, 0xb0], [0xb0, 0xb0, 0xb0]];

/// One line of the chart: a label for the key and its points `(unix seconds, rating points)`
/// in time order.
#[derive(Clone, Copy, Debug)]
pub struct ChartSeries<'a> {
    /// Shown in the key, e.g. `Tamerlane 1632`.
    pub label: &'a str,
    /// `(time, rating)`: time in Unix seconds, rating in points.
    pub points: &'a [(i64, f64)],
}

// Plot area inside the picture, px.
const LEFT: u32 = 58;
const RIGHT: u32 = 18;
const TOP: u32 = 44;
const BOTTOM: u32 = 34;

/// The chart as PNG bytes, [`CHART_SIZE`] pixels: `title` at the top left, the key at the top
/// right, rating gridlines every 50, 100 or 200 points labelled on the left, the first and last
/// dates (UTC, `YYYY-MM-DD`) under the time axis, and each series as a line with a dot per
/// point. With no points at all it says "No rated games yet" (in `lang`).
pub fn render_rating_chart(title: &str, series: &[ChartSeries], lang: Lang) -> Vec<u8> {
    let (w, h) = CHART_SIZE;
    let page = Px(PAGE);
    let ink = Px(TEXT);
    let grid = Px(mix(PAGE, TEXT, 0.18));
    let mut img = RgbImage::from_pixel(w, h, page);
    let bold = font(true);
    let regular = font(false);
    draw_text_mut(&mut img, ink, 14, 10, 20.0, bold, title);

    // The key, right-aligned on the title line.
    let mut x = w as i32 - RIGHT as i32;
    for (i, s) in series.iter().enumerate().rev() {
        let (tw, _) = text_size(15.0, regular, s.label);
        x -= tw as i32;
        draw_text_mut(&mut img, ink, x, 14, 15.0, regular, s.label);
        x -= 18;
        draw_filled_rect_mut(&mut img, Rect::at(x, 20).of_size(12, 8), Px(color(i)));
        x -= 14;
    }

    let all: Vec<(i64, f64)> = series
        .iter()
        .flat_map(|s| s.points.iter().copied())
        .collect();
    let (plot_w, plot_h) = (w - LEFT - RIGHT, h - TOP - BOTTOM);
    if all.is_empty() {
        let text = &timur_i18n::tr!(lang, "render-chart-empty");
        let (tw, th) = text_size(18.0, regular, text);
        let cx = LEFT as i32 + (plot_w as i32 - tw as i32) / 2;
        let cy = TOP as i32 + (plot_h as i32 - th as i32) / 2;
        draw_text_mut(&mut img, ink, cx, cy, 18.0, regular, text);
        return rgb_png(&img);
    }

    let t0 = all.iter().map(|p| p.0).min().unwrap_or(0);
    let t1 = all.iter().map(|p| p.0).max().unwrap_or(0);
    // One instant only: a day either side so the dot sits in the middle.
    let (t0, t1) = if t1 > t0 {
        (t0, t1)
    } else {
        (t0 - DAY, t1 + DAY)
    };
    let lo = all.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let hi = all.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let (step, y0, y1) = scale(lo, hi);

    let px_x = |t: i64| LEFT as f64 + (t - t0) as f64 / (t1 - t0) as f64 * f64::from(plot_w);
    let px_y = |r: f64| (TOP + plot_h) as f64 - (r - y0) / (y1 - y0) * f64::from(plot_h);

    let mut v = y0;
    while v <= y1 + 0.5 {
        let y = px_y(v).round() as i32;
        draw_filled_rect_mut(&mut img, Rect::at(LEFT as i32, y).of_size(plot_w, 1), grid);
        let label = format!("{v:.0}");
        let (tw, th) = text_size(13.0, regular, &label);
        let lx = LEFT as i32 - 8 - tw as i32;
        draw_text_mut(
            &mut img,
            ink,
            lx,
            y - th as i32 / 2 - 1,
            13.0,
            regular,
            &label,
        );
        v += step;
    }
    let axis_y = (TOP + plot_h) as i32 + 8;
    let first = date(t0);
    draw_text_mut(&mut img, ink, LEFT as i32, axis_y, 13.0, regular, &first);
    let last = date(t1);
    let (tw, _) = text_size(13.0, regular, &last);
    let lx = (w - RIGHT) as i32 - tw as i32;
    draw_text_mut(&mut img, ink, lx, axis_y, 13.0, regular, &last);

    for (i, s) in series.iter().enumerate() {
        let c = Px(color(i));
        let pts: Vec<(i32, i32)> = s
            .points
            .iter()
            .map(|&(t, r)| (px_x(t).round() as i32, px_y(r).round() as i32))
            .collect();
        for pair in pts.windows(2) {
            // Two one-pixel lines a pixel apart: a two-pixel line, still anti-aliased.
            for dy in [0, 1] {
                let (a, b) = ((pair[0].0, pair[0].1 + dy), (pair[1].0, pair[1].1 + dy));
                draw_antialiased_line_segment_mut(&mut img, a, b, c, interpolate);
            }
        }
        for &p in &pts {
            draw_filled_circle_mut(&mut img, p, 3, c);
        }
    }
    rgb_png(&img)
}

fn color(i: usize) -> Rgb {
    SERIES_COLORS[i.min(SERIES_COLORS.len() - 1)]
}

/// Gridline step and the rating range shown: at least 200 points, ends on multiples of the
/// step, at most about eight lines.
fn scale(lo: f64, hi: f64) -> (f64, f64, f64) {
    let span = (hi - lo).max(200.0);
    let step = if span <= 300.0 {
        50.0
    } else if span <= 600.0 {
        100.0
    } else if span <= 1200.0 {
        200.0
    } else {
        500.0
    };
    let mid = (lo + hi) / 2.0;
    let y0 = ((mid - span / 2.0) / step).floor() * step;
    let y1 = ((mid + span / 2.0) / step).ceil() * step;
    (step, y0, y1)
}

/// `YYYY-MM-DD` (UTC) of Unix seconds `t`.
fn date(t: i64) -> String {
    let (y, m, d) = civil_date(t);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(1_700_000_000), "2023-11-14");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(-1), "1969-12-31");
    }

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8()
    }

    #[test]
    fn two_points_on_their_gridlines() {
        let points = [(0, 1500.0), (7 * DAY, 1662.0)];
        let series = [ChartSeries {
            label: "Tamerlane 1662?",
            points: &points,
        }];
        let png = render_rating_chart("alice", &series, Lang::En);
        assert_eq!(png, render_rating_chart("alice", &series, Lang::En));
        let img = decode(&png);
        assert_eq!(img.dimensions(), CHART_SIZE);
        // Range 1450..1700 over 222 px of height from y = 44: 1500 at y 222, 1662 at y 78.
        assert_eq!(img.get_pixel(58, 222).0, SERIES_COLORS[0]);
        assert_eq!(img.get_pixel(622, 78).0, SERIES_COLORS[0]);
        // The 1450 gridline along the bottom of the plot, away from the line.
        assert_eq!(img.get_pixel(300, 266).0, mix(PAGE, TEXT, 0.18));
        assert_eq!(img.get_pixel(300, 250).0, PAGE);
        assert_eq!(img.get_pixel(2, 298).0, PAGE);
    }

    #[test]
    fn no_points_says_so() {
        let img = decode(&render_rating_chart(
            "bob",
            &[ChartSeries {
                label: "Tamerlane",
                points: &[],
            }],
            Lang::En,
        ));
        assert_eq!(img.dimensions(), CHART_SIZE);
        // The key's swatch is drawn, no line: the series colour appears only there.
        let gold = img.pixels().filter(|p| p.0 == SERIES_COLORS[0]).count();
        assert_eq!(gold, 12 * 8);
        // Text in the middle of the plot.
        let inked = (200..440)
            .flat_map(|x| (140..170).map(move |y| (x, y)))
            .filter(|&(x, y)| img.get_pixel(x, y).0 != PAGE)
            .count();
        assert!(inked > 300, "{inked}");
    }

    #[test]
    fn scales() {
        assert_eq!(scale(1500.0, 1500.0), (50.0, 1400.0, 1600.0));
        assert_eq!(scale(1338.0, 1662.0), (100.0, 1300.0, 1700.0));
        assert_eq!(scale(900.0, 2100.0), (200.0, 800.0, 2200.0));
    }
}
