//! Piece diagrams: one piece near the centre of an empty board, every square it reaches
//! marked, and the squares it must pass on the way (giraffe, picket, bent riders) marked
//! differently. Reachability comes from the variant's compiled movement tables, the same
//! tables move generation uses.

use super::art::{Dot, Mark};
use super::canvas::Canvas;
use super::layout::Layout;
use super::sprites::{self, Tile};
use super::theme::Bg;
use super::{encode, layout};
use timur_i18n::Lang;
use timur_rules::{Atom, Color, Family, Piece, Role, RuleOptions, Square, Variant, SQUARE_COUNT};
use timur_rules::{EmptyBoardPath, Mode};

/// Height of the key band under the board, px.
const KEY_H: u32 = 84;

/// The marks of `role` (White's) standing on `from` of an empty board.
pub(crate) fn marks(variant: &Variant, role: Role, from: Square) -> [Option<Dot>; SQUARE_COUNT] {
    let mut marks = [None; SQUARE_COUNT];
    let mut put = |sq: Square, dot: Dot| {
        let m = &mut marks[sq.index()];
        *m = Some(match (*m, dot) {
            (None, d) | (Some(Dot::Pass), d) => d,
            (Some(old), Dot::Pass) => old,
            (Some(old), d) if old == d => d,
            // Moves here one way and captures another: both.
            _ => Dot::Reach,
        });
    };
    let dot = |mode: Mode| match mode {
        Mode::Both => Dot::Reach,
        Mode::MoveOnly => Dot::MoveOnly,
        Mode::CaptureOnly => Dot::CaptureOnly,
    };
    for path in variant.empty_board_paths(role, Color::White, from) {
        match path {
            // Only royals step into citadels, and only under §4.5; the diagram shows the main board.
            EmptyBoardPath::Leap { to, mode } => {
                if !to.is_citadel() {
                    put(to, dot(mode));
                }
            }
            // A cannon's capture needs a screen; on an empty board it has none.
            EmptyBoardPath::Ray { hop: true, .. } => {}
            EmptyBoardPath::Ray {
                squares, min, mode, ..
            } => {
                for (i, sq) in squares.into_iter().enumerate() {
                    put(sq, if i >= min { dot(mode) } else { Dot::Pass });
                }
            }
        }
    }
    marks
}

/// The square the piece stands on: near the centre, a little towards White.
pub(crate) fn home(variant: &Variant) -> Square {
    match variant.family() {
        Family::Tamerlane => Square::new(5, 4),
        Family::Timurid => Square::new(5, 5),
    }
}

pub(crate) fn render(variant: &Variant, role: Role, options: &RuleOptions, lang: Lang) -> Vec<u8> {
    // The options decide the movement (giraffe-min, full-pieces): use the variant they describe.
    let variant = Variant::get(variant.id, options);
    let set = sprites::set(variant.family());
    let lay = Layout::new(variant);
    let bg = set.background(Color::White);
    let mut c = Canvas::new(lay.width, lay.height + KEY_H, super::canvas::PAGE);
    c.px[..bg.px.len()].copy_from_slice(&bg.px);
    let s = lay.sq;
    let Some(def) = variant.piece(role) else {
        let msg = timur_i18n::tr!(
            lang,
            "render-diagram-no-piece",
            variant = variant.id.name(),
            piece = super::piece_name_of(role.name(), lang, true)
        );
        c.text(&msg, 18.0, true, lay.grid_x as f32, 27.0);
        return encode::png(&c, &set.palette);
    };
    let from = home(variant);
    let marks = marks(variant, role, from);
    let mut used = Vec::new();
    for sq in variant.shape.squares().filter(|sq| !sq.is_citadel()) {
        let bg = Bg::of(false, sprites::is_light(sq), false);
        let tile = if sq == from {
            Tile::Piece(Piece::new(Color::White, role), Mark::None)
        } else if let Some(dot) = marks[sq.index()] {
            if !used.contains(&dot) {
                used.push(dot);
            }
            Tile::Dot(dot)
        } else {
            continue;
        };
        if let Some(t) = set.tile(tile, bg) {
            let (x, y) = lay.origin(sq, Color::White);
            c.blit(t, s, x, y);
        }
    }
    let title = timur_i18n::tr!(
        lang,
        "render-diagram-title",
        piece = super::piece_name_of(def.name, lang, false),
        letter = def.letter,
        square = from.to_string()
    );
    c.text(&title, 18.0, true, lay.grid_x as f32, 27.0);
    // The key: each marker used, on a light square, with what it means.
    used.sort_by_key(|d| *d as u8);
    let mut x = lay.grid_x;
    let y = lay.height + (KEY_H - s) / 2 - layout::OUTER / 2;
    for dot in used {
        if let Some(t) = set.tile(Tile::Dot(dot), Bg::Light) {
            c.blit(t, s, x, y);
        }
        let label = timur_i18n::tr!(
            lang,
            match dot {
                Dot::Reach => "render-diagram-reach",
                Dot::MoveOnly => "render-diagram-move-only",
                Dot::CaptureOnly => "render-diagram-capture-only",
                Dot::Pass => "render-diagram-pass",
            }
        );
        let label = label.as_str();
        c.text(
            label,
            15.0,
            false,
            (x + s + 8) as f32,
            (y + s / 2 + 5) as f32,
        );
        x += s + 16 + super::text::width(label, 15.0, false).ceil() as u32 + 24;
    }
    if def.atoms.iter().any(|a| matches!(a, Atom::Hop(..))) {
        let note = timur_i18n::tr!(lang, "render-diagram-hop");
        c.text(&note, 15.0, false, x as f32, (y + s / 2 + 5) as f32);
    }
    encode::png(&c, &set.palette)
}
