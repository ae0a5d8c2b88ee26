//! The piece set: every piece kind of every variant as vector shapes, drawn with tiny-skia.
//!
//! Each figure is written in a 100×100 unit box (y down) as short SVG-like path strings and
//! drawn in one style: a flat body with a dark outline, detail lines and spots in the contrast
//! ink, standing on a common pedestal. Tamerlane pawns are a pawn whose round head carries the
//! silhouette of the piece it belongs to. Nothing here runs per picture: tiles are drawn once.

use super::theme::{self, Rgb};
use timur_rules::{Color, Piece, Role};
use tiny_skia::{
    FillRule, LineCap, LineJoin, Mask, Paint, Path, PathBuilder, Pixmap, Stroke, StrokeDash,
    Transform,
};

/// A mark drawn with a piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Mark {
    None,
    /// An attacked royal: a red ring.
    Check,
    /// A parked pawn of pawns (§4.2): a dashed blue ring.
    Parked,
}

/// A marker of a piece diagram.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Dot {
    /// The piece may move or capture here: a filled dot.
    Reach,
    /// Moves only (a pawn's step): a ring.
    MoveOnly,
    /// Captures only (a pawn's diagonal): a cross.
    CaptureOnly,
    /// A square the piece passes on its way and that must be empty: a small diamond.
    Pass,
}

/// What a part of a figure is.
#[derive(Clone, Copy)]
enum Kind {
    /// Filled with the body ink and outlined.
    Body,
    /// A centre line stroked this wide (units) into a shape, then drawn as `Body`.
    Thick(f32),
    /// Filled with the detail ink.
    Spot,
    /// Stroked with the detail ink.
    Line,
    /// Filled with the body ink without outline (cut-outs in spots).
    Hole,
}

use Kind::{Body, Hole, Line, Spot, Thick};

type Figure = &'static [(Kind, &'static str)];

/// Outline width in units (100 units = one square).
const OUTLINE: f32 = 3.6;
/// Detail line width in units.
const DETAIL: f32 = 2.8;

const PEDESTAL: &str = "M 24 91 L 76 91 L 76 86 Q 76 79 68 79 L 32 79 Q 24 79 24 86 Z";

const CROSS: &str =
    "M 47 40 L 47 26 L 41 26 L 41 20 L 47 20 L 47 11 L 53 11 L 53 20 L 59 20 L 59 26 \
                     L 53 26 L 53 40 Z";
const KING_BODY: &str = "M 28 80 C 20 64 18 50 29 44 C 38 40 45 46 50 53 C 55 46 62 40 71 44 \
                         C 82 50 80 64 72 80 Z";

const KING: Figure = &[
    (Body, CROSS),
    (Body, KING_BODY),
    (Line, "M 27 68 Q 50 62 73 68"),
    (Line, "M 50 53 L 50 64"),
];
/// The Shah on a pawn's head (see [`emblem`]): its crown under a cross twice as broad.
const KING_EMBLEM: Figure = &[
    (
        Body,
        "M 44 46 L 44 29 L 33 29 L 33 19 L 44 19 L 44 7 L 56 7 L 56 19 L 67 19 L 67 29 L 56 29 \
         L 56 46 Z",
    ),
    (Body, KING_BODY),
];
const ADVENTITIOUS: Figure = &[
    (
        Body,
        "M 50 6 L 53.5 15 L 63 15.5 L 55.5 21.5 L 58 31 L 50 25.5 L 42 31 L 44.5 21.5 L 37 15.5 \
         L 46.5 15 Z",
    ),
    (Body, "M 47 30 L 53 30 L 53 44 L 47 44 Z"),
    (Body, KING_BODY),
    (Line, "M 27 68 Q 50 62 73 68"),
    (Spot, "O 50 58 4"),
];
const PRINCE: Figure = &[
    (Body, "M 26 80 C 26 68 36 62 50 62 C 64 62 74 68 74 80 Z"),
    (Body, "O 50 46 15"),
    (
        Body,
        "M 35 36 L 33 18 L 42 27 L 50 14 L 58 27 L 67 18 L 65 36 Z",
    ),
    (Spot, "O 44 47 2.2"),
    (Spot, "O 56 47 2.2"),
    (Line, "M 44 54 Q 50 58 56 54"),
];
const QUEEN: Figure = &[
    (
        Body,
        "M 28 80 L 20 36 L 32 56 L 35 28 L 44 54 L 50 22 L 56 54 L 65 28 L 68 56 L 80 36 L 72 80 Z",
    ),
    (Body, "O 20 34 5"),
    (Body, "O 35 26 5"),
    (Body, "O 50 19 5.5"),
    (Body, "O 65 26 5"),
    (Body, "O 80 34 5"),
    (Line, "M 28 70 Q 50 64 72 70"),
];
const GENERAL: Figure = &[
    (Body, "M 46 38 L 50 9 L 54 38 Z"),
    (
        Body,
        "M 24 80 L 24 60 C 24 44 36 34 50 34 C 64 34 76 44 76 60 L 76 80 Z",
    ),
    (Line, "M 24 60 L 76 60"),
    (Body, "M 46 56 L 54 56 L 53 78 L 50 81 L 47 78 Z"),
    (Spot, "O 38 68 3"),
    (Spot, "O 62 68 3"),
];
const VIZIER: Figure = &[
    (Body, "M 52 32 C 48 20 54 10 64 6 C 62 16 60 26 56 32 Z"),
    (Body, "M 22 66 C 16 44 30 28 50 28 C 70 28 84 44 78 66 Z"),
    (Body, "M 26 80 L 26 64 L 74 64 L 74 80 Z"),
    (Line, "M 28 52 Q 50 38 72 52"),
    (Line, "M 24 62 Q 50 50 76 62"),
    (Spot, "O 50 44 4.5"),
];
const GIRAFFE: Figure = &[
    (
        Body,
        "M 44 80 C 46 62 47 46 44 35 L 27 35 C 20 35 17 29 20 24 C 24 18 36 14 46 14 L 46 6 L 51 6 \
         L 52 14 L 56 14 L 56 6 L 61 6 L 61 15 L 68 12 L 65 20 C 64 40 66 60 72 80 Z",
    ),
    (Spot, "O 54 40 3.2"),
    (Spot, "O 59 53 3.6"),
    (Spot, "O 53 64 3.2"),
    (Spot, "O 63 68 2.6"),
    (Spot, "O 38 23 2.4"),
];
const PICKET: Figure = &[
    (Body, "M 34 80 L 34 16 L 40 16 L 40 80 Z"),
    (Body, "M 31 18 L 37 5 L 43 18 Z"),
    (Body, "M 40 18 L 82 22 L 68 31 L 82 40 L 40 44 Z"),
    (Line, "M 46 26 L 62 27"),
    (Line, "M 46 36 L 62 35"),
];
const KNIGHT: Figure = &[
    (
        Body,
        "M 30 80 C 31 68 38 60 44 53 C 36 55 28 58 23 52 C 18 47 21 40 28 35 C 34 30 39 24 43 17 \
         L 45 8 L 52 15 C 65 17 75 30 75 50 C 75 62 73 71 70 80 Z",
    ),
    (Spot, "O 42 28 2.8"),
    (Spot, "O 27 45 1.8"),
    (Line, "M 57 20 C 67 28 70 42 68 58"),
];
const ROOK: Figure = &[
    (
        Body,
        "M 30 80 L 33 42 L 27 42 L 27 20 L 36 20 L 36 28 L 45 28 L 45 20 L 55 20 L 55 28 L 64 28 \
         L 64 20 L 73 20 L 73 42 L 67 42 L 70 80 Z",
    ),
    (Line, "M 33 42 L 67 42"),
    (Spot, "M 44 80 L 44 66 C 44 58 56 58 56 66 L 56 80 Z"),
];
const CROWNED_ROOK: Figure = &[
    (
        Body,
        "M 36 36 L 32 14 L 41 24 L 50 10 L 59 24 L 68 14 L 64 36 Z",
    ),
    (
        Body,
        "M 30 80 L 33 50 L 27 50 L 27 34 L 73 34 L 73 50 L 67 50 L 70 80 Z",
    ),
    (Line, "M 33 50 L 67 50"),
    (Line, "M 40 34 L 40 42 M 50 34 L 50 42 M 60 34 L 60 42"),
    (Spot, "M 44 80 L 44 68 C 44 61 56 61 56 68 L 56 80 Z"),
];
const CAMEL: Figure = &[
    (
        Body,
        "M 20 28 C 24 22 32 22 34 29 C 36 37 38 43 42 43 C 46 30 54 22 62 26 C 68 30 70 36 75 39 \
         C 82 42 84 51 80 58 L 79 80 L 73 80 L 73 61 L 68 63 L 67 80 L 61 80 L 60 63 L 50 63 \
         L 49 80 L 43 80 L 43 63 L 40 61 L 39 80 L 33 80 L 33 56 C 29 52 29 45 28 40 L 20 40 \
         C 14 40 13 33 20 28 Z",
    ),
    (Spot, "O 27 30 2"),
    (Line, "M 34 56 C 46 57 66 57 79 55"),
];
const ELEPHANT: Figure = &[
    (Body, "M 40 28 C 26 20 12 28 14 46 C 16 58 28 62 38 58 Z"),
    (Body, "M 60 28 C 74 20 88 28 86 46 C 84 58 72 62 62 58 Z"),
    (
        Body,
        "M 35 40 C 35 22 65 22 65 40 C 65 52 59 56 57 62 L 57 72 C 57 77 61 77 63 73 L 67 75 \
         C 64 84 50 84 50 74 L 50 62 C 43 56 35 52 35 40 Z",
    ),
    (Body, "M 42 58 Q 38 68 30 70 Q 36 62 38 56 Z"),
    (Spot, "O 43 42 2.6"),
    (Spot, "O 57 42 2.6"),
    (Line, "M 44 30 Q 50 27 56 30"),
];
const WAR_ENGINE: Figure = &[
    (Body, "M 12 44 L 32 44 L 32 54 L 12 54 Z"),
    (Body, "M 30 70 L 35 26 L 65 26 L 70 70 Z"),
    (Body, "M 31 27 L 50 12 L 69 27 Z"),
    (Line, "M 33 42 L 67 42"),
    (Line, "M 32 56 L 68 56"),
    (Spot, "M 45 26 L 55 26 L 55 36 L 45 36 Z"),
    (Body, "O 38 72 8"),
    (Body, "O 62 72 8"),
    (Spot, "O 38 72 2.5"),
    (Spot, "O 62 72 2.5"),
];
const SEA_MONSTER: Figure = &[
    (Body, "M 56 30 L 60 14 L 66 26 L 72 18 L 72 34 Z"),
    (
        Thick(12.0),
        "M 34 80 C 30 60 64 64 64 44 C 64 30 50 24 40 30",
    ),
    (
        Body,
        "M 44 24 C 34 18 18 22 16 30 C 22 30 28 34 30 38 C 36 40 44 36 46 32 Z",
    ),
    (Spot, "O 36 28 2.4"),
    (Line, "M 20 31 L 28 33"),
    (Line, "M 56 50 Q 60 54 58 60"),
];
const LION: Figure = &[
    (
        Body,
        "M 50 10 L 57 18 L 67 14 L 69 24 L 80 26 L 76 36 L 85 44 L 76 51 L 80 61 L 69 63 L 67 73 \
         L 57 69 L 50 78 L 43 69 L 33 73 L 31 63 L 20 61 L 24 51 L 15 44 L 24 36 L 20 26 L 31 24 \
         L 33 14 L 43 18 Z",
    ),
    (Body, "O 50 44 17"),
    (Spot, "O 43 40 2.5"),
    (Spot, "O 57 40 2.5"),
    (Spot, "M 46 48 L 54 48 L 50 53 Z"),
    (Line, "M 50 53 L 50 56 M 44 58 Q 50 62 56 58"),
];
const BULL: Figure = &[
    (
        Body,
        "M 18 18 C 16 36 28 44 38 40 L 36 33 C 28 34 22 28 18 18 Z",
    ),
    (
        Body,
        "M 82 18 C 84 36 72 44 62 40 L 64 33 C 72 34 78 28 82 18 Z",
    ),
    (Body, "M 34 36 L 24 40 L 32 46 Z"),
    (Body, "M 66 36 L 76 40 L 68 46 Z"),
    (
        Body,
        "M 37 32 L 63 32 C 68 44 64 58 60 70 C 57 78 43 78 40 70 C 36 58 32 44 37 32 Z",
    ),
    (Spot, "O 43 46 2.6"),
    (Spot, "O 57 46 2.6"),
    (Spot, "O 45 68 2.2"),
    (Spot, "O 55 68 2.2"),
];
const REVEALER: Figure = &[
    (Body, "M 45 62 L 55 62 L 58 80 L 42 80 Z"),
    (Body, "M 14 44 Q 50 8 86 44 Q 50 80 14 44 Z"),
    (Spot, "O 50 44 12"),
    (Hole, "O 50 44 4.5"),
    (Thick(4.0), "M 50 7 L 50 15"),
    (Thick(4.0), "M 28 10 L 32 18"),
    (Thick(4.0), "M 72 10 L 68 18"),
];
const BISHOP: Figure = &[
    (Body, "O 50 11 5"),
    (
        Body,
        "M 50 15 C 64 26 72 42 66 62 L 69 80 L 31 80 L 34 62 C 28 42 36 26 50 15 Z",
    ),
    (Line, "M 57 28 L 47 42"),
    (Line, "M 34 64 Q 50 58 66 64"),
];
const CANNON: Figure = &[
    (Thick(14.0), "M 64 56 L 24 30"),
    (Body, "M 14 20 L 26 38 L 32 34 L 20 16 Z"),
    (Body, "M 40 74 L 80 74 L 76 60 L 52 54 Z"),
    (Body, "O 56 68 12"),
    (Spot, "O 56 68 3"),
    (Line, "M 56 58 L 56 78 M 46 68 L 66 68"),
];
const SHIP: Figure = &[
    (Body, "M 47 12 L 53 12 L 53 62 L 47 62 Z"),
    (Body, "M 55 14 L 80 52 L 55 52 Z"),
    (Body, "M 45 20 L 26 52 L 45 52 Z"),
    (Body, "M 14 58 L 86 58 L 74 80 L 26 80 Z"),
    (Line, "M 22 66 L 78 66"),
];
const GRIFFON: Figure = &[
    (
        Body,
        "M 62 30 L 88 14 L 84 28 L 92 30 L 82 40 L 88 46 L 74 52 Z",
    ),
    (
        Body,
        "M 42 80 C 52 66 54 54 52 46 C 44 48 36 46 28 48 C 30 42 34 40 38 40 C 30 38 22 40 16 46 \
         C 14 36 22 26 34 22 C 36 14 46 10 56 12 C 70 16 76 32 72 50 C 70 62 70 72 72 80 Z",
    ),
    (Spot, "O 46 24 2.8"),
    (Line, "M 58 30 C 64 40 64 52 60 62"),
];
const SQUIRREL: Figure = &[
    (
        Body,
        "M 56 80 C 86 78 90 52 80 36 C 74 26 82 16 72 12 C 58 8 52 24 60 36 C 66 46 64 62 56 80 Z",
    ),
    (
        Body,
        "M 30 80 C 26 68 32 56 40 50 C 34 48 28 42 30 34 C 32 26 38 22 44 24 L 46 16 L 51 24 \
         C 56 30 54 40 50 46 C 58 54 60 68 58 80 Z",
    ),
    (Spot, "O 40 32 2.4"),
    (Line, "M 40 54 Q 36 62 40 66"),
];
const SNAKE: Figure = &[
    (
        Thick(10.0),
        "M 24 76 C 64 80 72 60 50 56 C 28 52 30 34 52 32 C 60 31 62 30 62 26",
    ),
    (Body, "M 56 28 C 54 16 66 10 74 14 C 82 18 80 28 70 30 Z"),
    (Spot, "O 70 19 2.2"),
    (Line, "M 80 22 L 88 24 M 86 24 L 90 20 M 86 24 L 90 28"),
];
const RHINOCEROS: Figure = &[
    (
        Body,
        "M 72 80 C 76 62 78 46 70 36 L 70 20 L 62 30 C 56 28 50 30 46 34 L 44 25 L 39 36 \
         C 36 38 34 40 32 42 L 28 14 L 20 46 C 15 50 15 58 22 61 C 30 64 40 63 47 63 \
         C 49 70 48 76 46 80 Z",
    ),
    (Spot, "O 53 43 2.6"),
    (Line, "M 22 56 L 29 55"),
    (Line, "M 58 52 C 62 58 62 66 60 74"),
];
const EMIR: Figure = &[
    (
        Body,
        "M 62 12 C 38 12 26 32 30 52 C 34 70 54 80 70 72 C 52 70 42 58 44 42 C 46 28 54 20 62 12 Z",
    ),
    (
        Body,
        "M 62 34 L 65 43 L 74 43 L 67 49 L 70 58 L 62 52 L 54 58 L 57 49 L 50 43 L 59 43 Z",
    ),
];
const WIZARD: Figure = &[
    (
        Body,
        "M 64 6 C 52 20 44 40 36 66 L 68 66 C 62 46 60 28 64 6 Z",
    ),
    (Body, "M 18 70 Q 50 56 82 70 Q 50 82 18 70 Z"),
    (
        Spot,
        "M 52 38 L 54 44 L 60 44 L 55 48 L 57 54 L 52 50 L 47 54 L 49 48 L 44 44 L 50 44 Z",
    ),
];
const PAWN: Figure = &[
    (
        Body,
        "M 32 80 C 34 66 42 58 44 52 L 56 52 C 58 58 66 66 68 80 Z",
    ),
    (Body, "M 37 54 L 63 54 L 61 46 L 39 46 Z"),
    (Body, "O 50 33 13"),
];

/// The figure of `role`, if it is not a Tamerlane pawn.
fn figure(role: Role) -> Figure {
    match role {
        Role::King => KING,
        Role::General => GENERAL,
        Role::Vizier => VIZIER,
        Role::Giraffe => GIRAFFE,
        Role::Picket => PICKET,
        Role::Knight => KNIGHT,
        Role::Rook => ROOK,
        Role::Camel => CAMEL,
        Role::Elephant => ELEPHANT,
        Role::WarEngine => WAR_ENGINE,
        Role::Prince => PRINCE,
        Role::AdventitiousKing => ADVENTITIOUS,
        Role::SeaMonster => SEA_MONSTER,
        Role::Lion => LION,
        Role::Bull => BULL,
        Role::Revealer => REVEALER,
        Role::Queen => QUEEN,
        Role::Bishop => BISHOP,
        Role::Cannon => CANNON,
        Role::Ship => SHIP,
        Role::Griffon => GRIFFON,
        Role::Squirrel => SQUIRREL,
        Role::Snake => SNAKE,
        Role::Rhinoceros => RHINOCEROS,
        Role::Emir => EMIR,
        Role::CrownedRook => CROWNED_ROOK,
        Role::Wizard => WIZARD,
        // Every pawn kind: the pawn figure (typed pawns add an emblem).
        _ => PAWN,
    }
}

/// Inks of one side: body, outline, detail.
pub(crate) fn inks(color: Color) -> (Rgb, Rgb, Rgb) {
    match color {
        Color::White => (theme::WHITE_BODY, theme::WHITE_LINE, theme::WHITE_LINE),
        Color::Black => (theme::BLACK_BODY, theme::BLACK_LINE, theme::BLACK_DETAIL),
    }
}

fn paint(c: Rgb) -> Paint<'static> {
    paint_a(c, 255)
}

fn paint_a(c: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], alpha);
    p.anti_alias = true;
    p
}

fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

/// Fills `path` (non-zero winding) in opaque `ink`, transformed by `ts`.
fn fill(pm: &mut Pixmap, path: &Path, ink: Rgb, ts: Transform) {
    pm.fill_path(path, &paint(ink), FillRule::Winding, ts, None);
}

/// Strokes `path` in opaque `ink` with round ends, `width` units wide, transformed by `ts`.
fn outline(pm: &mut Pixmap, path: &Path, ink: Rgb, width: f32, ts: Transform) {
    pm.stroke_path(path, &paint(ink), &stroke(width), ts, None);
}

/// Parses the path mini-language: absolute `M x y`, `L x y`, `Q x1 y1 x y`,
/// `C x1 y1 x2 y2 x y`, `Z`, and `O cx cy r` (a circle).
fn parse(d: &str) -> Path {
    let mut pb = PathBuilder::new();
    let mut it = d.split_whitespace().peekable();
    let mut cmd = "M";
    while let Some(&tok) = it.peek() {
        if tok.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) {
            cmd = tok;
            it.next();
            if cmd == "Z" {
                pb.close();
                continue;
            }
        }
        let mut n = || -> f32 {
            it.next()
                .and_then(|t| t.parse().ok())
                .expect("number in figure path")
        };
        match cmd {
            "M" => {
                let (x, y) = (n(), n());
                pb.move_to(x, y);
                cmd = "L";
            }
            "L" => {
                let (x, y) = (n(), n());
                pb.line_to(x, y);
            }
            "Q" => {
                let (a, b, x, y) = (n(), n(), n(), n());
                pb.quad_to(a, b, x, y);
            }
            "C" => {
                let (a, b, c, e, x, y) = (n(), n(), n(), n(), n(), n());
                pb.cubic_to(a, b, c, e, x, y);
            }
            "O" => {
                let (x, y, r) = (n(), n(), n());
                pb.push_circle(x, y, r);
            }
            other => panic!("unknown figure path command {other}"),
        }
    }
    pb.finish().expect("non-empty figure path")
}

/// The shape a part covers (a `Thick` centre line becomes its stroke outline).
fn shape(kind: Kind, d: &str) -> Path {
    let p = parse(d);
    match kind {
        Thick(w) => p.stroke(&stroke(w), 4.0).expect("stroke of a figure line"),
        _ => p,
    }
}

/// Draws `fig` with `ts` (units → pixels) and inks `(body, line, detail)`.
fn draw_figure(pm: &mut Pixmap, fig: Figure, ts: Transform, (body, line, detail): (Rgb, Rgb, Rgb)) {
    for &(kind, d) in fig {
        let path = shape(kind, d);
        match kind {
            Body | Thick(_) => {
                fill(pm, &path, body, ts);
                outline(pm, &path, line, OUTLINE, ts);
            }
            Spot => fill(pm, &path, detail, ts),
            Hole => fill(pm, &path, body, ts),
            Line => outline(pm, &path, detail, DETAIL, ts),
        }
    }
}

/// Draws the silhouette of `fig` (its body parts, no outline) in `ink`.
fn draw_silhouette(pm: &mut Pixmap, fig: Figure, ts: Transform, ink: Rgb, clip: Option<&Mask>) {
    for &(kind, d) in fig {
        if matches!(kind, Body | Thick(_)) {
            pm.fill_path(&shape(kind, d), &paint(ink), FillRule::Winding, ts, clip);
        }
    }
}

/// The emblem a Tamerlane pawn carries: the piece it belongs to (a pawn for the pawn of pawns).
fn emblem(role: Role) -> Option<Figure> {
    match role.pawn_of()? {
        Role::PawnOfPawns => Some(PAWN),
        // The pawn of kings promotes to a Prince but belongs to the Shah (docs/rules.md §2.2).
        // Its Shah carries a broad cross: small, the crown alone is a round top like the
        // General's helmet.
        Role::King => Some(KING_EMBLEM),
        owner => Some(figure(owner)),
    }
}

fn units(size: u32) -> Transform {
    let k = size as f32 / 100.0;
    Transform::from_scale(k, k)
}

/// Draws `piece` with `mark` on a transparent `size`×`size` pixmap.
pub(crate) fn piece_pixmap(size: u32, piece: Piece, mark: Mark) -> Pixmap {
    let mut pm = Pixmap::new(size, size).expect("tile size > 0");
    let ts = units(size);
    match mark {
        Mark::None => {}
        Mark::Check => {
            let ring = parse("O 50 50 44");
            pm.fill_path(
                &ring,
                &paint_a(theme::CHECK, 90),
                FillRule::Winding,
                ts,
                None,
            );
            outline(&mut pm, &ring, theme::CHECK, 6.0, ts);
        }
        Mark::Parked => {
            let ring = parse("O 50 50 44");
            let mut s = stroke(6.0);
            s.line_cap = LineCap::Butt;
            s.dash = StrokeDash::new(vec![11.0, 6.3], 0.0);
            pm.stroke_path(&ring, &paint(theme::PARKED), &s, ts, None);
        }
    }
    let ink = inks(piece.color);
    let role = piece.role;
    match emblem(role) {
        None => {
            draw_figure(&mut pm, figure(role), ts, ink);
            if !role.is_pawn() {
                draw_figure(&mut pm, &[(Body, PEDESTAL)], ts, ink);
            }
        }
        Some(fig) => {
            // A pawn whose head is a large disc carrying its owner's silhouette, on a short
            // stand: the emblem is about 40 px on the board's 68-px squares and still about
            // 19 px where a phone shows the board 450 px wide, so every kind is told apart
            // there (tests/render_phone.rs).
            const TYPED_PAWN: Figure = &[
                (
                    Body,
                    "M 32 96 C 34 91 40 89 42 86 L 58 86 C 60 89 66 91 68 96 Z",
                ),
                (Body, "O 50 46 42"),
            ];
            draw_figure(&mut pm, TYPED_PAWN, ts, ink);
            // The emblem: the figure's 100-unit box scaled into the head, its middle (50, 47)
            // on the disc's centre, kept inside the disc.
            let k = 0.76;
            let em = ts
                .pre_translate(50.0 - 50.0 * k, 46.0 - 47.0 * k)
                .pre_scale(k, k);
            let mut inside = Mask::new(size, size).expect("tile size > 0");
            inside.fill_path(&parse("O 50 46 39"), FillRule::Winding, true, ts);
            draw_silhouette(&mut pm, fig, em, ink.2, Some(&inside));
        }
    }
    pm
}

/// Draws a diagram marker on a transparent `size`×`size` pixmap.
pub(crate) fn dot_pixmap(size: u32, dot: Dot) -> Pixmap {
    let mut pm = Pixmap::new(size, size).expect("tile size > 0");
    let ts = units(size);
    match dot {
        Dot::Reach => fill(&mut pm, &parse("O 50 50 14"), theme::REACH, ts),
        Dot::MoveOnly => outline(&mut pm, &parse("O 50 50 13"), theme::REACH, 6.0, ts),
        Dot::CaptureOnly => outline(
            &mut pm,
            &parse("M 38 38 L 62 62 M 62 38 L 38 62"),
            theme::REACH,
            7.0,
            ts,
        ),
        Dot::Pass => fill(
            &mut pm,
            &parse("M 50 40 L 60 50 L 50 60 L 40 50 Z"),
            theme::PASS,
            ts,
        ),
    }
    pm
}

/// `pm` composited over the opaque picture `bg` of the same size, as RGB pixels row by row.
pub(crate) fn over(pm: &Pixmap, bg: &[Rgb]) -> Vec<Rgb> {
    pm.pixels()
        .iter()
        .zip(bg)
        .map(|(p, bg)| {
            let a = u32::from(255 - p.alpha());
            let f = |c: u8, b: u8| (u32::from(c) + (u32::from(b) * a + 127) / 255).min(255) as u8;
            [f(p.red(), bg[0]), f(p.green(), bg[1]), f(p.blue(), bg[2])]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_parses_and_draws_inside_its_tile() {
        for &role in Role::ALL {
            for color in Color::ALL {
                let pm = piece_pixmap(68, Piece::new(color, role), Mark::None);
                let px = pm.pixels();
                let inked = px.iter().filter(|p| p.alpha() > 0).count();
                assert!(inked > 400, "{role:?} draws only {inked} pixels");
                // The outermost pixel frame stays clear, so neighbouring tiles never touch.
                for i in 0..68 {
                    for (x, y) in [(i, 0), (i, 67), (0, i), (67, i)] {
                        assert_eq!(
                            px[y * 68 + x].alpha(),
                            0,
                            "{role:?} touches the edge at {x},{y}"
                        );
                    }
                }
            }
        }
    }

    /// Every two kinds of Tamerlane pawn differ in many dark (emblem) pixels at the smallest
    /// board square (60 px), so they are told apart on a phone.
    #[test]
    fn every_pawn_kind_has_a_distinct_emblem() {
        let pawns: Vec<Role> = Role::ALL
            .iter()
            .copied()
            .filter(|r| r.pawn_of().is_some())
            .collect();
        assert_eq!(pawns.len(), 15);
        let size = 60;
        let dark = |role: Role| -> Vec<bool> {
            let pm = piece_pixmap(size, Piece::new(Color::White, role), Mark::None);
            // The detail ink (dark) inside the head disc: the emblem.
            pm.pixels()
                .iter()
                .map(|p| p.alpha() > 128 && u32::from(p.red()) < 100)
                .collect()
        };
        let mut least = usize::MAX;
        for (i, &a) in pawns.iter().enumerate() {
            for &b in &pawns[i + 1..] {
                let (da, db) = (dark(a), dark(b));
                let differ = da.iter().zip(&db).filter(|(x, y)| x != y).count();
                least = least.min(differ);
                assert!(
                    differ >= 45,
                    "{a:?} and {b:?} differ in only {differ} pixels"
                );
            }
        }
        // The emblems of the old 24-unit head differed in as few as 28 pixels (General and
        // Vizier); the 31-unit head gives at least 50 (Kings and Generals).
        assert!(least >= 50, "{least}");
    }
}
