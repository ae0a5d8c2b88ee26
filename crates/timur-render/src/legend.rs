//! The legend: every piece of a variant, White's and Black's, with its name and letters.

use super::art::Mark;
use super::canvas::{Canvas, PAGE};
use super::sprites::{self, Tile};
use super::theme::Bg;
use super::{encode, text};
use timur_i18n::Lang;
use timur_rules::{Color, Piece, Variant};

const COLUMNS: u32 = 3;
const MARGIN: u32 = 16;
const TITLE_H: u32 = 44;
const TEXT_PX: f32 = 17.0;

pub(crate) fn render(variant: &Variant, lang: Lang) -> Vec<u8> {
    let set = sprites::set(variant.family());
    let s = set.sq;
    let labels: Vec<String> = variant
        .pieces
        .iter()
        .map(|p| {
            timur_i18n::tr!(
                lang,
                "render-legend-label",
                piece = super::piece_name_of(p.name, lang, false),
                letter = p.letter
            )
        })
        .collect();
    let text_w = labels
        .iter()
        .map(|l| text::width(l, TEXT_PX, false))
        .fold(0.0f32, f32::max)
        .ceil() as u32;
    let cell_w = 2 * s + 12 + text_w + 24;
    let rows = (variant.pieces.len() as u32).div_ceil(COLUMNS);
    let width = 2 * MARGIN + COLUMNS * cell_w;
    let height = TITLE_H + rows * (s + 6) + MARGIN;
    let mut c = Canvas::new(width, height, PAGE);
    c.text(
        &timur_i18n::tr!(lang, "render-legend-title", variant = variant.id.name()),
        20.0,
        true,
        MARGIN as f32,
        30.0,
    );
    for (i, (def, label)) in variant.pieces.iter().zip(&labels).enumerate() {
        let (col, row) = (i as u32 % COLUMNS, i as u32 / COLUMNS);
        let x = MARGIN + col * cell_w;
        let y = TITLE_H + row * (s + 6);
        for (k, (color, bg)) in [(Color::White, Bg::Light), (Color::Black, Bg::Dark)]
            .into_iter()
            .enumerate()
        {
            let tile = Tile::Piece(Piece::new(color, def.role), Mark::None);
            if let Some(t) = set.tile(tile, bg) {
                c.blit(t, s, x + k as u32 * s, y);
            }
        }
        c.text(
            label,
            TEXT_PX,
            false,
            (x + 2 * s + 12) as f32,
            y as f32 + s as f32 / 2.0 + 6.0,
        );
    }
    encode::png(&c, &set.palette)
}
