//! Sprite sets (the lila-gif technique, performance notes, section 2.1): every piece tile of a family is
//! drawn once, on every square background, and palettised with one shared palette; a picture
//! is then only tile copies and PNG encoding.

use super::art::{self, Dot, Mark};
use super::canvas::{Canvas, PAGE, RAMP_TOP};
use super::layout::{self, Layout};
use super::palette::Palette;
use super::theme::{self, mix, Bg, Rgb};
use std::collections::HashMap;
use std::sync::OnceLock;
use timur_rules::{Color, Family, Piece, Role, Square, Variant, VariantId};

/// What a tile shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Tile {
    /// Nothing on the square (citadels have a wall drawn in; other squares are flat).
    Empty,
    Piece(Piece, Mark),
    Dot(Dot),
}

/// Palette indices of the flat colours (after the text ramp `0..=RAMP_TOP`).
pub(crate) const fn bg_index(bg: Bg) -> u8 {
    RAMP_TOP
        + 1
        + match bg {
            Bg::Light => 0,
            Bg::Dark => 1,
            Bg::LightHl => 2,
            Bg::DarkHl => 3,
            Bg::Citadel => 4,
            Bg::CitadelHl => 5,
        }
}

fn fixed_colours() -> Vec<Rgb> {
    let mut v: Vec<Rgb> = (0..=RAMP_TOP)
        .map(|i| mix(theme::PAGE, theme::TEXT, f32::from(i) / f32::from(RAMP_TOP)))
        .collect();
    v.extend(Bg::ALL.map(Bg::rgb));
    v.extend([
        theme::CITADEL_WALL,
        theme::CHECK,
        theme::PARKED,
        theme::REACH,
        theme::PASS,
        theme::WHITE_BODY,
        theme::WHITE_LINE,
        theme::BLACK_BODY,
        theme::BLACK_LINE,
        theme::BLACK_DETAIL,
    ]);
    v
}

/// One family's tiles, palette and empty-board backgrounds.
pub(crate) struct SpriteSet {
    /// Square side, px.
    pub sq: u32,
    /// `PLTE` bytes.
    pub palette: Vec<u8>,
    tiles: HashMap<(Tile, Bg), Box<[u8]>>,
    /// The empty board with coordinates, White at the bottom and Black at the bottom.
    backgrounds: [Canvas; 2],
}

/// The sprite set of `family`, built on first use (tens of milliseconds) and kept.
pub(crate) fn set(family: Family) -> &'static SpriteSet {
    static SETS: [OnceLock<SpriteSet>; 2] = [OnceLock::new(), OnceLock::new()];
    let i = match family {
        Family::Tamerlane => 0,
        Family::Timurid => 1,
    };
    SETS[i].get_or_init(|| SpriteSet::build(family))
}

/// A variant of `family` with default options (all share one board shape).
fn representative(family: Family) -> &'static Variant {
    let id = VariantId::ALL
        .into_iter()
        .find(|v| v.family() == family)
        .expect("family has variants");
    Variant::get(id, &id.default_options())
}

impl SpriteSet {
    fn build(family: Family) -> SpriteSet {
        let sq = layout::square_size(family);
        let mut roles: Vec<(Role, &'static str)> = Vec::new();
        let mut royal: Vec<Role> = Vec::new();
        for id in VariantId::ALL.into_iter().filter(|v| v.family() == family) {
            let v = Variant::get(id, &id.default_options());
            for p in &v.pieces {
                if !roles.iter().any(|(r, _)| *r == p.role) {
                    roles.push((p.role, p.letter));
                }
                if p.royal && !royal.contains(&p.role) {
                    royal.push(p.role);
                }
            }
        }
        let citadels = representative(family).shape.citadels;
        let bgs: Vec<Bg> = Bg::ALL
            .into_iter()
            .filter(|b| citadels || !matches!(b, Bg::Citadel | Bg::CitadelHl))
            .collect();
        let mut kinds: Vec<Tile> = vec![Tile::Empty];
        for &(role, _) in &roles {
            for color in Color::ALL {
                let piece = Piece::new(color, role);
                kinds.push(Tile::Piece(piece, Mark::None));
                if royal.contains(&role) {
                    kinds.push(Tile::Piece(piece, Mark::Check));
                }
                if role == Role::PawnOfPawns {
                    kinds.push(Tile::Piece(piece, Mark::Parked));
                }
            }
        }
        kinds.extend([Dot::Reach, Dot::MoveOnly, Dot::CaptureOnly, Dot::Pass].map(Tile::Dot));
        // Draw every tile in RGB, count colours, choose the palette, then index the tiles.
        let mut rgb_tiles: Vec<((Tile, Bg), Vec<Rgb>)> =
            Vec::with_capacity(kinds.len() * bgs.len());
        let mut histogram: HashMap<Rgb, u32> = HashMap::new();
        let bg_images: Vec<Vec<Rgb>> = bgs.iter().map(|&bg| square_image(sq, bg)).collect();
        for &tile in &kinds {
            let pixmap = match tile {
                Tile::Empty => tiny_skia::Pixmap::new(sq, sq).expect("tile size > 0"),
                Tile::Piece(piece, mark) => art::piece_pixmap(sq, piece, mark),
                Tile::Dot(dot) => art::dot_pixmap(sq, dot),
            };
            for (&bg, bg_image) in bgs.iter().zip(&bg_images) {
                let rgb = art::over(&pixmap, bg_image);
                for &c in &rgb {
                    *histogram.entry(c).or_default() += 1;
                }
                rgb_tiles.push(((tile, bg), rgb));
            }
        }
        let mut palette = Palette::build(&fixed_colours(), &histogram);
        let tiles: HashMap<(Tile, Bg), Box<[u8]>> = rgb_tiles
            .into_iter()
            .map(|(key, rgb)| (key, rgb.into_iter().map(|c| palette.index(c)).collect()))
            .collect();
        let shape = representative(family).shape;
        let lay = Layout::for_shape(&shape, family);
        SpriteSet {
            sq,
            palette: palette.bytes(),
            backgrounds: [
                background(&lay, Color::White, &tiles),
                background(&lay, Color::Black, &tiles),
            ],
            tiles,
        }
    }

    /// The tile for `tile` on `bg`, if the set has it.
    pub fn tile(&self, tile: Tile, bg: Bg) -> Option<&[u8]> {
        self.tiles.get(&(tile, bg)).map(|t| &t[..])
    }

    /// The empty board with `bottom` at the bottom.
    pub fn background(&self, bottom: Color) -> &Canvas {
        &self.backgrounds[bottom.index()]
    }
}

/// An empty square's pixels: flat, except that a citadel has a wall just inside its edge.
fn square_image(sq: u32, bg: Bg) -> Vec<Rgb> {
    let citadel = matches!(bg, Bg::Citadel | Bg::CitadelHl);
    let (outer, inner) = (sq / 20, sq / 20 + sq / 14);
    let mut v = Vec::with_capacity((sq * sq) as usize);
    for y in 0..sq {
        for x in 0..sq {
            let d = x.min(y).min(sq - 1 - x).min(sq - 1 - y);
            let wall = citadel && (outer..inner).contains(&d);
            v.push(if wall { theme::CITADEL_WALL } else { bg.rgb() });
        }
    }
    v
}

/// True for a light main square (a1 is dark, as on a chessboard).
pub(crate) fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}

/// The empty board: page, squares, citadels and coordinates on all four sides.
fn background(lay: &Layout, bottom: Color, tiles: &HashMap<(Tile, Bg), Box<[u8]>>) -> Canvas {
    let mut c = Canvas::new(lay.width, lay.height, PAGE);
    let s = lay.sq;
    let files = lay.files as u8;
    let ranks = lay.ranks as u8;
    let shape_squares = (0..ranks).flat_map(|r| (0..files).map(move |f| Square::new(f, r)));
    for sq in shape_squares {
        let (x, y) = lay.origin(sq, bottom);
        c.fill(x, y, s, s, bg_index(Bg::of(false, is_light(sq), false)));
    }
    let px = 15.0;
    let (gw, gh) = lay.grid_size();
    let lb = layout::LABEL as f32;
    for f in 0..files {
        let (x, _) = lay.origin(Square::new(f, 0), bottom);
        let name = ((b'a' + f) as char).to_string();
        let cx = x as f32 + s as f32 / 2.0;
        c.text_centred(&name, px, false, cx, lay.grid_y as f32 - lb / 2.0);
        c.text_centred(&name, px, false, cx, (lay.grid_y + gh) as f32 + lb / 2.0);
    }
    for r in 0..ranks {
        let (_, y) = lay.origin(Square::new(0, r), bottom);
        let name = (r + 1).to_string();
        let cy = y as f32 + s as f32 / 2.0;
        c.text_centred(&name, px, false, lay.grid_x as f32 - lb / 2.0, cy);
        c.text_centred(&name, px, false, (lay.grid_x + gw) as f32 + lb / 2.0, cy);
    }
    if lay.citadels {
        for (sq, name) in [(Square::X1, "x1"), (Square::X2, "x2")] {
            let (x, y) = lay.origin(sq, bottom);
            c.fill(x, y, s, s, bg_index(Bg::Citadel));
            if let Some(t) = tiles.get(&(Tile::Empty, Bg::Citadel)) {
                c.blit(t, s, x, y);
            }
            c.text_centred(
                name,
                px,
                false,
                x as f32 + s as f32 / 2.0,
                (y + s) as f32 + lb / 2.0,
            );
        }
    }
    c
}
