//! An 8-bit palette-index canvas: what every picture is composed on before encoding.

use super::text;

/// Palette index of the page background; indices `0..=RAMP_TOP` run from the page colour to
/// the text colour, for anti-aliased text on the page.
pub(crate) const PAGE: u8 = 0;
/// Palette index of the text colour (the top of the ramp).
pub(crate) const RAMP_TOP: u8 = 15;

/// A picture as palette indices, row by row.
#[derive(Clone)]
pub(crate) struct Canvas {
    pub width: u32,
    pub height: u32,
    pub px: Vec<u8>,
}

impl Canvas {
    pub fn new(width: u32, height: u32, fill: u8) -> Canvas {
        Canvas {
            width,
            height,
            px: vec![fill; (width * height) as usize],
        }
    }

    /// Fills a rectangle (clipped to the canvas).
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, index: u8) {
        let x1 = (x + w).min(self.width);
        for row in y..(y + h).min(self.height) {
            let start = (row * self.width) as usize;
            self.px[start + x.min(x1) as usize..start + x1 as usize].fill(index);
        }
    }

    /// Copies a `size`×`size` tile with its top-left corner at `(x, y)`.
    pub fn blit(&mut self, tile: &[u8], size: u32, x: u32, y: u32) {
        let n = size as usize;
        for (r, src) in tile.chunks_exact(n).enumerate() {
            let start = ((y + r as u32) * self.width + x) as usize;
            self.px[start..start + n].copy_from_slice(src);
        }
    }

    /// Draws text in the text colour on the page background (it only raises ramp indices, so
    /// overlapping glyphs stay correct).
    pub fn text(&mut self, s: &str, px: f32, bold: bool, x: f32, baseline: f32) {
        let (w, h) = (self.width as i32, self.height as i32);
        text::draw(s, px, bold, x, baseline, |gx, gy, cov| {
            if gx >= 0 && gy >= 0 && gx < w && gy < h {
                let level = (cov * f32::from(RAMP_TOP))
                    .round()
                    .clamp(0.0, f32::from(RAMP_TOP)) as u8;
                let p = &mut self.px[(gy * w + gx) as usize];
                if *p <= RAMP_TOP {
                    *p = (*p).max(level);
                }
            }
        });
    }

    /// [`Canvas::text`] centred on `(cx, cy)`.
    pub fn text_centred(&mut self, s: &str, px: f32, bold: bool, cx: f32, cy: f32) {
        let w = text::width(s, px, bold);
        self.text(s, px, bold, cx - w / 2.0, cy + 0.36 * px);
    }
}
