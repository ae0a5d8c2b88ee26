//! Piece pictures: a token (disc) with the piece's letters; pawns are smaller discs.

use super::raster::Layer;
use super::text;
use super::theme::{self, Rgb};
use crate::rules::{Color, Piece};

/// A mark drawn with a piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Mark {
    None,
    /// An attacked royal: a red ring.
    Check,
    /// A parked pawn of pawns (§4.2): a blue ring.
    Parked,
}

/// Inks of one side: body, outline, detail.
pub(crate) fn inks(color: Color) -> (Rgb, Rgb, Rgb) {
    match color {
        Color::White => (theme::WHITE_BODY, theme::WHITE_LINE, theme::WHITE_LINE),
        Color::Black => (theme::BLACK_BODY, theme::BLACK_LINE, theme::BLACK_DETAIL),
    }
}

/// Draws `piece` (with TFEN letters `letter`, upper case) on a transparent `size`×`size` layer.
pub(crate) fn piece_layer(size: u32, piece: Piece, letter: &str, mark: Mark) -> Layer {
    let mut l = Layer::new(size);
    let s = size as f32;
    let c = s / 2.0;
    let (body, line, detail) = inks(piece.color);
    match mark {
        Mark::None => {}
        Mark::Check => l.ring(c, c, 0.40 * s, 0.49 * s, theme::CHECK),
        Mark::Parked => l.ring(c, c, 0.40 * s, 0.49 * s, theme::PARKED),
    }
    let pawn = piece.role.is_pawn();
    let r = if pawn { 0.32 * s } else { 0.40 * s };
    l.ring(c, c, 0.0, r, line);
    l.ring(c, c, 0.0, r - 0.05 * s, body);
    let px = if letter.len() > 1 { 0.26 * s } else { 0.40 * s };
    text::draw_centred(letter, px, true, c, c, |x, y, cov| {
        l.blend(x, y, detail, cov)
    });
    l
}
