//! A tournament's standings as a PNG table (imageproc text on an RGB image, the embedded
//! DejaVu font, the board pictures' colours), with a round-robin's crosstable beside it.

use super::encode::rgb_png;
use super::text::font;
use super::theme::{mix, PAGE, TEXT};
use image::{Rgb as Px, RgbImage};
use imageproc::drawing::{draw_filled_rect_mut, draw_text_mut, text_size};
use imageproc::rect::Rect;
use timur_i18n::Lang;
use timur_tournament::Format;

/// One row of the table, as players read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// 1-based rank (shared ranks repeat).
    pub rank: usize,
    /// 1-based seed (the crosstable's column number).
    pub seed: usize,
    /// Display name (cut to 24 characters in the picture).
    pub name: String,
    /// Score, e.g. `2½`.
    pub score: String,
    /// The format's tie-breaks, in order: Sonneborn–Berger for a round-robin; Buchholz cut-1
    /// and Buchholz for a Swiss.
    pub tiebreaks: Vec<String>,
    /// Direct encounter, e.g. `1`.
    pub direct: String,
    /// Wins.
    pub wins: u32,
}

/// Row height, px.
const ROW: u32 = 28;
/// Text size, px.
const PX: f32 = 17.0;
/// Crosstable cell width, px.
const CELL: u32 = 34;
/// Margin, px.
const MARGIN: u32 = 16;

/// The standings of event `title` as PNG bytes: a header row (`#`, `Player`, `Pts`, the
/// tie-breaks of `format`, `DE`, `W`), one row per [`Line`] (alternate rows shaded), and with
/// `cross` (cell `[i][j]`: what seed `i+1` scored against seed `j+1`) a crosstable to the right
/// whose rows follow the table's order and whose columns are seeds. Width grows with the
/// crosstable (at most 16 columns: about 1,200 px); height is `ROW` × (rows + 2) plus margins.
/// `Player` and `Pts` are in `lang`; the tie-break abbreviations stay as they are.
pub fn table_png(
    title: &str,
    format: Format,
    lines: &[Line],
    cross: Option<&Vec<Vec<String>>>,
    lang: Lang,
) -> Vec<u8> {
    let tb_names: &[&str] = if format.is_round_robin() {
        &["SB"]
    } else {
        &["BH-1", "BH"]
    };
    // Column x positions.
    let (player, points) = (
        timur_i18n::tr!(lang, "render-standings-player"),
        timur_i18n::tr!(lang, "render-standings-points"),
    );
    let mut cols: Vec<(&str, u32)> = vec![("#", MARGIN), (&player, MARGIN + 40)];
    let mut x = MARGIN + 40 + 250;
    cols.push((&points, x));
    x += 60;
    for n in tb_names {
        cols.push((n, x));
        x += 70;
    }
    cols.push(("DE", x));
    x += 50;
    cols.push(("W", x));
    x += 40;
    let cross_x = x + 10;
    let n = cross.map_or(0, |c| c.len()) as u32;
    let w = cross_x + n * CELL + MARGIN;
    let h = MARGIN * 2 + ROW * (lines.len() as u32 + 2);
    let page = Px(PAGE);
    let ink = Px(TEXT);
    let shade = Px(mix(PAGE, TEXT, 0.08));
    let head = Px(mix(PAGE, TEXT, 0.7));
    let mut img = RgbImage::from_pixel(w, h, page);
    let bold = font(true);
    let regular = font(false);
    let title: String = title.chars().take(60).collect();
    draw_text_mut(
        &mut img,
        ink,
        MARGIN as i32,
        MARGIN as i32,
        20.0,
        bold,
        &title,
    );
    let y0 = MARGIN + ROW;
    for (name, cx) in &cols {
        draw_text_mut(&mut img, head, *cx as i32, (y0 + 5) as i32, PX, bold, name);
    }
    for j in 0..n {
        let label = (j + 1).to_string();
        let (tw, _) = text_size(PX, bold, &label);
        let cx = cross_x + j * CELL + (CELL - tw) / 2;
        draw_text_mut(&mut img, head, cx as i32, (y0 + 5) as i32, PX, bold, &label);
    }
    for (i, l) in lines.iter().enumerate() {
        let y = y0 + ROW * (i as u32 + 1);
        if i % 2 == 0 {
            draw_filled_rect_mut(&mut img, Rect::at(0, y as i32).of_size(w, ROW), shade);
        }
        let name: String = l.name.chars().take(24).collect();
        let mut cells: Vec<String> = vec![
            l.rank.to_string(),
            format!("{name} ({})", l.seed),
            l.score.clone(),
        ];
        cells.extend(l.tiebreaks.iter().cloned());
        cells.push(l.direct.clone());
        cells.push(l.wins.to_string());
        for ((_, cx), text) in cols.iter().zip(&cells) {
            draw_text_mut(&mut img, ink, *cx as i32, (y + 5) as i32, PX, regular, text);
        }
        if let Some(c) = cross {
            let me = l.seed - 1;
            for j in 0..n as usize {
                let text = if j == me {
                    "×".to_string()
                } else {
                    c.get(me)
                        .and_then(|r| r.get(j))
                        .cloned()
                        .unwrap_or_default()
                };
                let (tw, _) = text_size(PX, regular, &text);
                let cx = cross_x + j as u32 * CELL + CELL.saturating_sub(tw) / 2;
                draw_text_mut(&mut img, ink, cx as i32, (y + 5) as i32, PX, regular, &text);
            }
        }
    }
    rgb_png(&img)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(rank: usize, seed: usize, name: &str) -> Line {
        Line {
            rank,
            seed,
            name: name.to_string(),
            score: "1½".to_string(),
            tiebreaks: vec!["2.25".to_string()],
            direct: "0".to_string(),
            wins: 1,
        }
    }

    #[test]
    fn the_table_grows_with_rows_and_the_crosstable() {
        let lines = vec![line(1, 2, "Bob"), line(2, 1, "Alice"), line(3, 3, "Carol")];
        let cross = vec![
            vec![String::new(), "0".into(), "1".into()],
            vec!["1".into(), String::new(), "½".into()],
            vec!["0".into(), "½".into(), String::new()],
        ];
        let png = table_png(
            "Spring Cup",
            Format::RoundRobin,
            &lines,
            Some(&cross),
            Lang::En,
        );
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (536 + 3 * CELL + MARGIN, 172));
        let swiss = table_png("Open", Format::Swiss, &lines, None, Lang::En);
        let img = image::load_from_memory(&swiss).unwrap();
        assert_eq!((img.width(), img.height()), (606 + MARGIN, 172));
    }
}
