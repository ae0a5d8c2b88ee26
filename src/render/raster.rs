//! A premultiplied RGBA layer in floating point, for drawing a piece tile once before it is
//! palettised; nothing here runs per picture.

use super::theme::Rgb;

/// A square RGBA layer, premultiplied, components in 0..=1.
#[derive(Clone)]
pub(crate) struct Layer {
    pub size: u32,
    pub px: Vec<[f32; 4]>,
}

impl Layer {
    pub fn new(size: u32) -> Layer {
        Layer {
            size,
            px: vec![[0.0; 4]; (size * size) as usize],
        }
    }

    /// Paints `color` over pixel `(x, y)` with coverage `cov` (source-over).
    pub fn blend(&mut self, x: i32, y: i32, color: Rgb, cov: f32) {
        if x < 0 || y < 0 || x >= self.size as i32 || y >= self.size as i32 || cov <= 0.0 {
            return;
        }
        let a = cov.min(1.0);
        let p = &mut self.px[(y as u32 * self.size + x as u32) as usize];
        for (c, &v) in p.iter_mut().zip(color.iter()) {
            *c = f32::from(v) / 255.0 * a + *c * (1.0 - a);
        }
        p[3] = a + p[3] * (1.0 - a);
    }

    /// Paints an anti-aliased annulus (a disc when `inner` is 0) centred on `(cx, cy)`, px.
    pub fn ring(&mut self, cx: f32, cy: f32, inner: f32, outer: f32, color: Rgb) {
        for y in 0..self.size as i32 {
            for x in 0..self.size as i32 {
                let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
                let cov = (outer - d + 0.5).clamp(0.0, 1.0)
                    * if inner > 0.0 {
                        (d - inner + 0.5).clamp(0.0, 1.0)
                    } else {
                        1.0
                    };
                self.blend(x, y, color, cov);
            }
        }
    }

    /// This layer over an opaque background.
    pub fn over(&self, bg: Rgb) -> Vec<Rgb> {
        self.px
            .iter()
            .map(|p| {
                let f = |i: usize| {
                    ((p[i] + f32::from(bg[i]) / 255.0 * (1.0 - p[3])) * 255.0)
                        .round()
                        .clamp(0.0, 255.0) as u8
                };
                [f(0), f(1), f(2)]
            })
            .collect()
    }
}
