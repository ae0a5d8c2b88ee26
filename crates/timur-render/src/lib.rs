//! Board pictures: a [`Position`] as PNG bytes, for Discord attachments.
//!
//! Pieces are drawn once per process into palettised tiles (one sprite set per family, built by
//! the first picture of that family in some tens of milliseconds); a picture is then a copy of a
//! cached empty board, a tile copy per occupied or highlighted square, the caption text, and an
//! indexed PNG encode: about 1.5 ms and 40–55 KiB for a Tamerlane board. It is CPU work: call
//! it from `tokio::task::spawn_blocking` in async code.
//!
//! Whole games: a [`Replay`] (positions, moves and their texts, filled by
//! the bot's `History::replay`) becomes an animated GIF with [`render_gif`] (frames drawn by
//! the same path, only changed rectangles stored) or a self-contained HTML replay page with
//! [`render_replay_html`].
//!
//! ```
//! use timur_render::{board_size, render_png, BoardImage};
//! use timur_rules::{Color, Position, VariantId};
//!
//! let id = VariantId::Tamerlane;
//! let pos = Position::start(id, id.default_options());
//! let png = render_png(&BoardImage { position: &pos, bottom: Color::White, last_move: None, caption: None });
//! assert_eq!(&png[1..4], b"PNG");
//! assert!(board_size(pos.variant()).0 >= 800);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod arrows;
mod art;
mod canvas;
mod diagram;
mod encode;
pub mod eval_graph;
mod gif;
mod layout;
mod legend;
mod palette;
pub mod rating_chart;
mod replay;
mod replay_html;
mod shrink;
mod sprites;
pub mod standings;
mod text;
pub mod theme;

pub use self::gif::{render_gif, GameGif, GifError, GifOptions, DISCORD_ATTACHMENT_LIMIT};
pub use arrows::{
    render_png_with_arrows, Arrow, ArrowKind, ARROW_OPACITY, BEST_ARROW, PLAYED_ARROW,
};
pub use replay::{Replay, ReplayAnalysis, ReplayTexts};
pub use replay_html::{
    html_square_rect, html_wide_width, piece_sprite_png, render_replay_html,
    render_replay_html_with,
};

use art::Mark;
use layout::Layout;
use sprites::Tile;
use theme::Bg;
use timur_i18n::Lang;
use timur_rules::{Color, Move, Position, Role, RuleOptions, Square, Variant};

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

/// Builds both families' sprite sets now (about 160 ms each in a release build on a loaded
/// 2-core machine) so that the first picture a player asks for is not the slow one. Call it
/// once at startup, off the async executor; calling it again does nothing.
pub fn warm_up() {
    for family in [timur_rules::Family::Tamerlane, timur_rules::Family::Timurid] {
        sprites::set(family);
    }
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

/// The board picture as PNG bytes: an 8-bit palette PNG of [`board_size`] pixels. Attacked
/// royals get a red ring, a parked pawn of pawns a dashed blue one.
pub fn render_png(image: &BoardImage) -> Vec<u8> {
    let set = sprites::set(image.position.variant().family());
    let canvas = compose(image, set);
    encode::png(&canvas, &set.palette)
}

/// An 8-bit palette picture: what [`render_png`] encodes, for callers that encode otherwise.
#[derive(Clone, Debug)]
pub struct IndexedImage {
    /// Width, px.
    pub width: u32,
    /// Height, px.
    pub height: u32,
    /// Palette indices, row by row, `width * height` bytes.
    pub pixels: Vec<u8>,
    /// The palette: r, g, b bytes per entry, at most 256 entries.
    pub palette: Vec<u8>,
}

/// The picture of [`render_png`] before encoding.
pub fn render_indexed(image: &BoardImage) -> IndexedImage {
    let set = sprites::set(image.position.variant().family());
    let c = compose(image, set);
    IndexedImage {
        width: c.width,
        height: c.height,
        pixels: c.px,
        palette: set.palette.clone(),
    }
}

/// The palette-index picture of `image` (without encoding).
fn compose(image: &BoardImage, set: &sprites::SpriteSet) -> canvas::Canvas {
    let pos = image.position;
    let variant = pos.variant();
    let lay = Layout::new(variant);
    let mut canvas = set.background(image.bottom).clone();
    let mut checked = pos.attacked_royals(Color::White);
    checked.extend(pos.attacked_royals(Color::Black));
    for sq in variant.shape.squares() {
        let hl = image
            .last_move
            .is_some_and(|m| m.from() == sq || m.to() == sq);
        let piece = pos.piece_at(sq);
        if piece.is_none() && !hl {
            continue;
        }
        let bg = Bg::of(sq.is_citadel(), sprites::is_light(sq), hl);
        let tile = match piece {
            None => Tile::Empty,
            Some(p) if checked.contains(&sq) => Tile::Piece(p, Mark::Check),
            Some(p) if pos.is_parked(sq) => Tile::Piece(p, Mark::Parked),
            Some(p) => Tile::Piece(p, Mark::None),
        };
        let fallback = match tile {
            Tile::Piece(p, _) => Tile::Piece(p, Mark::None),
            t => t,
        };
        if let Some(t) = set.tile(tile, bg).or_else(|| set.tile(fallback, bg)) {
            let (x, y) = lay.origin(sq, image.bottom);
            canvas.blit(t, lay.sq, x, y);
        }
    }
    if let Some(caption) = &image.caption {
        // Long captions shrink to fit (down to 11 px) rather than run off the picture.
        let x = lay.grid_x as f32;
        let room = lay.width as f32 - x - layout::OUTER as f32;
        let w = text::width(caption, 18.0, true);
        let px = if w > room {
            (18.0 * room / w).max(11.0)
        } else {
            18.0
        };
        canvas.text(
            caption,
            px,
            true,
            x,
            (layout::CAPTION_H as f32 + px) / 2.0 + 2.0,
        );
    }
    canvas
}

/// A caption line for [`BoardImage::caption`] in `lang`: players, move number, whose turn (and
/// check), or `result` when the game is over, e.g.
/// `alice (White) vs bob (Black) · move 12 · Black to move, in check`. `result` is the caller's
/// words for the end (render writes no sentences of the game), e.g. `1-0 · White wins by
/// checkmate` (`Outcome::result_text` and `game::outcome_sentence`). Catalog: `render-caption*`.
pub fn caption(
    position: &Position,
    white: &str,
    black: &str,
    result: Option<&str>,
    lang: Lang,
) -> String {
    let players = timur_i18n::tr!(
        lang,
        "render-caption-players",
        white = timur_i18n::player_with_side(lang, white, "white"),
        black = timur_i18n::player_with_side(lang, black, "black")
    );
    let state = match result {
        Some(r) => r.to_string(),
        None => {
            let turn = position.turn();
            let side = side_name(lang, turn);
            let id = if position.is_check(turn) {
                "render-caption-to-move-check"
            } else {
                "render-caption-to-move"
            };
            timur_i18n::tr!(lang, id, side = side)
        }
    };
    timur_i18n::tr!(
        lang,
        "render-caption",
        players = players,
        number = u64::from(position.fullmoves()),
        state = state
    )
}

/// "White" or "Black" in `lang` (catalog `render-side`).
pub(crate) fn side_name(lang: Lang, color: Color) -> String {
    let key = match color {
        Color::White => "white",
        Color::Black => "black",
    };
    timur_i18n::tr!(lang, "render-side", color = key)
}

/// The name of `role` in `variant` as pictures and texts show it in `lang`: the catalog's
/// `explain-piece-<name>` (e.g. `explain-piece-war-engine`) for the piece table's English name,
/// that English name when the catalog has none. `lower` picks the form used inside a sentence
/// (the `.lower` attribute: "war engine" in English, unchanged in German and Chinese).
pub fn piece_name(variant: &Variant, role: Role, lang: Lang, lower: bool) -> String {
    piece_name_of(variant.piece_name(role), lang, lower)
}

/// [`piece_name`] for a piece table's English display name ("War engine", "Shah").
pub fn piece_name_of(english: &str, lang: Lang, lower: bool) -> String {
    let id = format!(
        "explain-piece-{}",
        english.to_lowercase().replace([' ', '\''], "-")
    );
    if !timur_i18n::has(Lang::En, &id) {
        return if lower {
            english.to_lowercase()
        } else {
            english.to_string()
        };
    }
    if lower {
        timur_i18n::text(lang, &format!("{id}.lower"), &timur_i18n::Args::new())
    } else {
        timur_i18n::text(lang, &id, &timur_i18n::Args::new())
    }
}

/// The legend of `variant` as PNG bytes: every piece kind, White's on a light square and
/// Black's on a dark one, with its name in `lang` and TFEN letters, in three columns (about
/// 1000 px wide).
pub fn render_legend(variant: &Variant, lang: Lang) -> Vec<u8> {
    legend::render(variant, lang)
}

/// A diagram of `role` as PNG bytes: White's piece near the centre of an empty board of
/// `variant` (read with `options`: `giraffe-min`, `full-pieces`), each square it can move to
/// or capture on marked with a green dot (a ring where it only moves, a cross where it only
/// captures), and each square it must pass over empty marked with a grey diamond; a key band
/// under the board explains the marks, in `lang`. [`board_size`] wide, 84 px taller.
pub fn render_piece_diagram(
    variant: &Variant,
    role: Role,
    options: &RuleOptions,
    lang: Lang,
) -> Vec<u8> {
    diagram::render(variant, role, options, lang)
}

/// The README's example, compiled and run as a doctest so that it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
