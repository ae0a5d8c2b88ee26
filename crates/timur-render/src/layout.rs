//! Geometry: where every square, label and the caption go, in pixels.
//!
//! The frame, from the outside in: an outer margin, then (Tamerlane) one citadel column on each
//! side, then a label band holding the rank numbers, then the grid. File letters sit in label
//! bands above and below the grid; the caption band is at the top.

use timur_rules::{BoardShape, Color, Family, Square, Variant};

/// Height of the caption band at the top, px.
pub(crate) const CAPTION_H: u32 = 40;
/// Width of the bands that hold coordinates, px.
pub(crate) const LABEL: u32 = 24;
/// Outer margin, px.
pub(crate) const OUTER: u32 = 10;

/// Square side in pixels for a family: Tamerlane's 13-column frame at 68 px is ~950 px wide;
/// the 12×12 board uses 60 px so that both families are about as tall.
pub(crate) const fn square_size(family: Family) -> u32 {
    match family {
        Family::Tamerlane => 68,
        Family::Timurid => 60,
    }
}

/// The pixel geometry of one variant's board picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Square side, px.
    pub sq: u32,
    pub files: u32,
    pub ranks: u32,
    pub citadels: bool,
    /// Picture size, px.
    pub width: u32,
    pub height: u32,
    /// Top-left corner of the grid (the top-left main square), px.
    pub grid_x: u32,
    pub grid_y: u32,
}

impl Layout {
    /// The layout of `variant`'s board picture.
    pub fn new(variant: &Variant) -> Layout {
        Layout::for_shape(&variant.shape, variant.family())
    }

    pub fn for_shape(shape: &BoardShape, family: Family) -> Layout {
        let sq = square_size(family);
        let (files, ranks) = (u32::from(shape.files), u32::from(shape.ranks));
        let side = if shape.citadels { sq } else { 0 };
        let natural_w = 2 * (OUTER + side + LABEL) + files * sq;
        let height = CAPTION_H + 2 * LABEL + ranks * sq + OUTER;
        // A near-square picture risks being cropped to a square by some clients (Discord notes,
        // section 1.3), so the frame is at least 6:5 and at least 800 px wide.
        let width = natural_w.max((height * 6).div_ceil(5)).max(800);
        let grid_x = (width - files * sq) / 2;
        Layout {
            sq,
            files,
            ranks,
            citadels: shape.citadels,
            width,
            height,
            grid_x,
            grid_y: CAPTION_H + LABEL,
        }
    }

    /// Display column (0 = leftmost file; −1 and `files` are the citadel columns) and row
    /// (0 = top) of `sq` seen with `bottom` at the bottom. Black at the bottom mirrors both axes.
    pub fn cell(&self, sq: Square, bottom: Color) -> (i32, i32) {
        let (x, y) = if sq == Square::X1 {
            (self.files as i32, 1)
        } else if sq == Square::X2 {
            (-1, self.ranks as i32 - 2)
        } else {
            (i32::from(sq.file()), i32::from(sq.rank()))
        };
        match bottom {
            Color::White => (x, self.ranks as i32 - 1 - y),
            Color::Black => (self.files as i32 - 1 - x, y),
        }
    }

    /// Top-left pixel of the cell at display column `col` and row `row`. Citadel columns sit
    /// one label band away from the grid.
    pub fn cell_origin(&self, col: i32, row: i32) -> (u32, u32) {
        let s = self.sq as i32;
        let mut x = self.grid_x as i32 + col * s;
        if col < 0 {
            x -= LABEL as i32;
        } else if col >= self.files as i32 {
            x += LABEL as i32;
        }
        (x as u32, (self.grid_y as i32 + row * s) as u32)
    }

    /// Top-left pixel of `sq`'s square.
    pub fn origin(&self, sq: Square, bottom: Color) -> (u32, u32) {
        let (c, r) = self.cell(sq, bottom);
        self.cell_origin(c, r)
    }

    /// Grid width and height, px.
    pub fn grid_size(&self) -> (u32, u32) {
        (self.files * self.sq, self.ranks * self.sq)
    }
}
