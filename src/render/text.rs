//! Text: the embedded DejaVu fonts (never system fonts) and glyph coverage.

use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use std::sync::OnceLock;

static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The embedded font, regular or bold.
pub(crate) fn font(bold: bool) -> &'static FontRef<'static> {
    static FONTS: OnceLock<[FontRef<'static>; 2]> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        [
            FontRef::try_from_slice(REGULAR).expect("embedded DejaVuSans.ttf"),
            FontRef::try_from_slice(BOLD).expect("embedded DejaVuSans-Bold.ttf"),
        ]
    });
    &fonts[usize::from(bold)]
}

/// Advance width of `text` at `px` pixels, px.
pub(crate) fn width(text: &str, px: f32, bold: bool) -> f32 {
    let f = font(bold).as_scaled(PxScale::from(px));
    let mut w = 0.0;
    let mut last = None;
    for ch in text.chars() {
        let id = f.glyph_id(ch);
        if let Some(prev) = last {
            w += f.kern(prev, id);
        }
        w += f.h_advance(id);
        last = Some(id);
    }
    w
}

/// Calls `plot(x, y, coverage)` for every pixel of `text` at `px` pixels with its left end at
/// `x` and its baseline at `baseline`. Coverage is in 0..=1.
pub(crate) fn draw(
    text: &str,
    px: f32,
    bold: bool,
    x: f32,
    baseline: f32,
    mut plot: impl FnMut(i32, i32, f32),
) {
    let font = font(bold);
    let f = font.as_scaled(PxScale::from(px));
    let mut caret = x;
    let mut last = None;
    for ch in text.chars() {
        let id = f.glyph_id(ch);
        if let Some(prev) = last {
            caret += f.kern(prev, id);
        }
        let glyph = id.with_scale_and_position(px, point(caret, baseline));
        caret += f.h_advance(id);
        last = Some(id);
        if let Some(outline) = font.outline_glyph(glyph) {
            let b = outline.px_bounds();
            outline
                .draw(|gx, gy, c| plot(b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32, c));
        }
    }
}

/// Like [`draw`], with `text` centred on `(cx, cy)`: digits and capitals look centred.
pub(crate) fn draw_centred(
    text: &str,
    px: f32,
    bold: bool,
    cx: f32,
    cy: f32,
    plot: impl FnMut(i32, i32, f32),
) {
    let w = width(text, px, bold);
    draw(text, px, bold, cx - w / 2.0, cy + 0.36 * px, plot);
}
