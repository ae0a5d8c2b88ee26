//! Board pictures: a [`Position`] as PNG bytes, for Discord attachments.
//!
//! Pieces are drawn once per process into palettised tiles ([`sprites`]); a picture is a copy of
//! a cached empty board, a tile copy per occupied or highlighted square, the caption text, and
//! an indexed PNG encode.
//!
//! ```
//! use timur::render::{board_size, render_png, BoardImage};
//! use timur::rules::{Color, Position, VariantId};
//!
//! let id = VariantId::Tamerlane;
//! let pos = Position::start(id, id.default_options());
//! let png = render_png(&BoardImage { position: &pos, bottom: Color::White, last_move: None, caption: None });
//! assert_eq!(&png[1..4], b"PNG");
//! assert!(board_size(pos.variant()).0 >= 800);
//! ```

mod art;
mod canvas;
mod encode;
mod layout;
mod palette;
mod raster;
mod sprites;
mod text;
pub mod theme;

use crate::rules::{Color, Move, Position, Square, Variant};
use art::Mark;
use layout::Layout;
use sprites::Tile;
use theme::Bg;

/// What to draw: a position seen from one side, with the last move and a caption line.
#[derive(Clone, Debug)]
pub struct BoardImage<'a> {
    /// The position.
    pub position: &'a Position,
    /// The side shown at the bottom; `Color::Black` mirrors both axes (a1 at the top right).
    pub bottom: Color,
    /// The move that led to the position: its from and to squares are highlighted.
    pub last_move: Option<Move>,
    /// A line of text above the board (players, move number, …); `None` leaves the band empty.
    pub caption: Option<String>,
}

/// Width and height in pixels of every [`render_png`] picture of `variant` (the caption band is
/// always reserved, so the size does not depend on the position or caption).
pub fn board_size(variant: &Variant) -> (u32, u32) {
    let l = Layout::new(variant);
    (l.width, l.height)
}

/// Where `sq` is drawn in a [`render_png`] picture of `variant` with `bottom` at the bottom:
/// `(x, y, side)` of its square in pixels, `(x, y)` the top-left corner.
pub fn square_rect(variant: &Variant, sq: Square, bottom: Color) -> (u32, u32, u32) {
    let l = Layout::new(variant);
    let (x, y) = l.origin(sq, bottom);
    (x, y, l.sq)
}

/// The board picture as PNG bytes: an 8-bit palette PNG of [`board_size`] pixels.
pub fn render_png(image: &BoardImage) -> Vec<u8> {
    let pos = image.position;
    let variant = pos.variant();
    let lay = Layout::new(variant);
    let set = sprites::set(variant.family());
    let mut canvas = set.background(image.bottom).clone();
    let highlighted = |sq: Square| {
        image
            .last_move
            .is_some_and(|m| m.from() == sq || m.to() == sq)
    };
    for sq in variant.shape.squares() {
        let hl = highlighted(sq);
        let bg = Bg::of(sq.is_citadel(), sprites::is_light(sq), hl);
        let (x, y) = lay.origin(sq, image.bottom);
        match pos.piece_at(sq) {
            Some(piece) => {
                if let Some(tile) = set.tile(Tile::Piece(piece, Mark::None), bg) {
                    canvas.blit(tile, lay.sq, x, y);
                }
            }
            None if hl => canvas.fill(x, y, lay.sq, lay.sq, sprites::bg_index(bg)),
            None => {}
        }
    }
    if let Some(caption) = &image.caption {
        let px = 18.0;
        canvas.text(
            caption,
            px,
            true,
            lay.grid_x as f32,
            (layout::CAPTION_H as f32 + px) / 2.0 + 2.0,
        );
    }
    encode::png(&canvas, &set.palette)
}
