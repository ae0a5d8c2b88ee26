//! Arrows on a board picture: the move played and the engine's better move of an analysed
//! position, drawn over the pieces, translucent, centre of a square to centre of a square.

use super::theme::Rgb;
use super::{layout::Layout, BoardImage};
use timur_rules::Square;
use tiny_skia::{FillRule, Mask, PathBuilder, Transform};

/// What an arrow stands for; each kind has its colour ([`ArrowKind::color`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    /// The move that was played (a mistake): red, [`PLAYED_ARROW`].
    Played,
    /// The engine's better move: green, [`BEST_ARROW`].
    Best,
}

/// The colour of [`ArrowKind::Played`] arrows (a brick red).
pub const PLAYED_ARROW: Rgb = [0xc0, 0x39, 0x2b];
/// The colour of [`ArrowKind::Best`] arrows (lichess's arrow green).
pub const BEST_ARROW: Rgb = [0x15, 0x78, 0x1b];
/// How opaque arrows are, `0.0..=1.0`: a pixel fully inside an arrow becomes
/// `round(under + (arrow − under) · ARROW_OPACITY)` per channel, so pieces show through.
pub const ARROW_OPACITY: f32 = 0.8;

impl ArrowKind {
    /// The arrow's colour.
    pub const fn color(self) -> Rgb {
        match self {
            ArrowKind::Played => PLAYED_ARROW,
            ArrowKind::Best => BEST_ARROW,
        }
    }
}

/// An arrow from the centre of `from` to the centre of `to` (its tip there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where its tip is.
    pub to: Square,
    /// What it stands for (its colour).
    pub kind: ArrowKind,
}

/// The board picture of `image` with `arrows` drawn over it in list order (later ones on
/// top), as an RGB PNG of [`crate::board_size`] pixels. The shaft is 0.2 squares wide, the
/// head 0.55 squares wide and 0.45 long (at most the arrow's length). An arrow of a square to
/// itself is not drawn. About 3× the bytes of [`crate::render_png`] (no palette).
pub fn render_png_with_arrows(image: &BoardImage, arrows: &[Arrow]) -> Vec<u8> {
    let indexed = super::render_indexed(image);
    let (w, h) = (indexed.width, indexed.height);
    let mut rgb: Vec<u8> = indexed
        .pixels
        .iter()
        .flat_map(|&i| {
            let k = 3 * usize::from(i);
            [
                indexed.palette[k],
                indexed.palette[k + 1],
                indexed.palette[k + 2],
            ]
        })
        .collect();
    let lay = Layout::new(image.position.variant());
    for a in arrows {
        let Some(mask) = arrow_mask(&lay, image, a, w, h) else {
            continue;
        };
        let color = a.kind.color();
        for (px, &cov) in rgb.chunks_exact_mut(3).zip(mask.data()) {
            if cov == 0 {
                continue;
            }
            let alpha = f32::from(cov) / 255.0 * ARROW_OPACITY;
            for (c, &target) in px.iter_mut().zip(&color) {
                let under = f32::from(*c);
                *c = (under + (f32::from(target) - under) * alpha).round() as u8;
            }
        }
    }
    let mut out = Vec::with_capacity(256 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc.write_header().expect("PNG header into a Vec");
        writer.write_image_data(&rgb).expect("PNG data into a Vec");
    }
    out
}

/// Where `sq`'s centre is drawn, px.
fn centre(lay: &Layout, image: &BoardImage, sq: Square) -> (f32, f32) {
    let (x, y) = lay.origin(sq, image.bottom);
    let half = lay.sq as f32 / 2.0;
    (x as f32 + half, y as f32 + half)
}

/// The coverage of arrow `a` over a `w`×`h` picture; `None` for an arrow of zero length.
fn arrow_mask(lay: &Layout, image: &BoardImage, a: &Arrow, w: u32, h: u32) -> Option<Mask> {
    let (x0, y0) = centre(lay, image, a.from);
    let (x1, y1) = centre(lay, image, a.to);
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return None;
    }
    let s = lay.sq as f32;
    let (shaft, head_w) = (0.1 * s, 0.275 * s);
    let head_l = (0.45 * s).min(len);
    // Unit vector along the arrow and its normal.
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let (bx, by) = (x1 - ux * head_l, y1 - uy * head_l);
    let mut pb = PathBuilder::new();
    pb.move_to(x0 + nx * shaft, y0 + ny * shaft);
    pb.line_to(bx + nx * shaft, by + ny * shaft);
    pb.line_to(bx + nx * head_w, by + ny * head_w);
    pb.line_to(x1, y1);
    pb.line_to(bx - nx * head_w, by - ny * head_w);
    pb.line_to(bx - nx * shaft, by - ny * shaft);
    pb.line_to(x0 - nx * shaft, y0 - ny * shaft);
    pb.close();
    let path = pb.finish()?;
    let mut mask = Mask::new(w, h)?;
    mask.fill_path(&path, FillRule::Winding, true, Transform::identity());
    Some(mask)
}
