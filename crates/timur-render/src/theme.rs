//! Colours (sRGB bytes). Every flat colour here is an exact palette entry of every picture, so a
//! square's pixels can be checked exactly.

/// An opaque RGB colour.
pub type Rgb = [u8; 3];

/// Picture background around the board (warm dark grey: readable on Discord's light and dark themes).
pub const PAGE: Rgb = [0x30, 0x2e, 0x2b];
/// Coordinates and caption text.
pub const TEXT: Rgb = [0xe8, 0xe2, 0xd6];
/// Light squares.
pub const LIGHT: Rgb = [0xf0, 0xd9, 0xb5];
/// Dark squares (a1 is dark).
pub const DARK: Rgb = [0xb5, 0x88, 0x63];
/// Last-move squares (from and to), light.
pub const LIGHT_HL: Rgb = [0xcd, 0xd2, 0x6a];
/// Last-move squares, dark.
pub const DARK_HL: Rgb = [0xaa, 0xa2, 0x3a];
/// Citadels: Timurid turquoise, so they never look like part of the grid.
pub const CITADEL: Rgb = [0x4f, 0x9a, 0x94];
/// The wall drawn inside a citadel square's edge.
pub const CITADEL_WALL: Rgb = [0x2c, 0x66, 0x61];
/// A citadel that the last move entered or left.
pub const CITADEL_HL: Rgb = [0x8f, 0xb8, 0x5a];
/// Ring around an attacked royal.
pub const CHECK: Rgb = [0xd6, 0x2a, 0x20];
/// Mark of a parked pawn of pawns.
pub const PARKED: Rgb = [0x2f, 0x6f, 0xd0];
/// Piece diagram: a square the piece reaches.
pub const REACH: Rgb = [0x2e, 0x8b, 0x57];
/// Piece diagram: a square the piece must pass (giraffe, picket, bent riders).
pub const PASS: Rgb = [0x70, 0x70, 0x70];

/// Body of White's pieces.
pub const WHITE_BODY: Rgb = [0xfa, 0xf6, 0xec];
/// Outline and detail lines of White's pieces.
pub const WHITE_LINE: Rgb = [0x1e, 0x1b, 0x18];
/// Body of Black's pieces.
pub const BLACK_BODY: Rgb = [0x2a, 0x27, 0x25];
/// Outline of Black's pieces.
pub const BLACK_LINE: Rgb = [0x0c, 0x0b, 0x0a];
/// Detail lines drawn on a black body (a white body uses its outline colour).
pub const BLACK_DETAIL: Rgb = [0xe6, 0xdf, 0xd0];

/// The background a square tile is drawn on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Bg {
    Light,
    Dark,
    LightHl,
    DarkHl,
    Citadel,
    CitadelHl,
}

impl Bg {
    pub const ALL: [Bg; 6] = [
        Bg::Light,
        Bg::Dark,
        Bg::LightHl,
        Bg::DarkHl,
        Bg::Citadel,
        Bg::CitadelHl,
    ];

    pub const fn rgb(self) -> Rgb {
        match self {
            Bg::Light => LIGHT,
            Bg::Dark => DARK,
            Bg::LightHl => LIGHT_HL,
            Bg::DarkHl => DARK_HL,
            Bg::Citadel => CITADEL,
            Bg::CitadelHl => CITADEL_HL,
        }
    }

    /// The background of a main square (`light` by colour) or a citadel, highlighted or not.
    pub const fn of(citadel: bool, light: bool, highlight: bool) -> Bg {
        match (citadel, light, highlight) {
            (true, _, false) => Bg::Citadel,
            (true, _, true) => Bg::CitadelHl,
            (false, true, false) => Bg::Light,
            (false, true, true) => Bg::LightHl,
            (false, false, false) => Bg::Dark,
            (false, false, true) => Bg::DarkHl,
        }
    }
}

/// Linear blend of `a` towards `b` by `t` in 0..=1.
pub(crate) fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let f = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2])]
}
