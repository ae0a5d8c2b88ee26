//! Arrows on a board (`render_png_with_arrows`): the analysis' played and better moves.

use image::RgbImage;
use timur::render::{
    board_size, render_png, render_png_with_arrows, square_rect, Arrow, ArrowKind, BoardImage,
    ARROW_OPACITY, BEST_ARROW, PLAYED_ARROW,
};
use timur::rules::{Color, Position, Square, VariantId};

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("valid PNG")
        .to_rgb8()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The centre of `square` in the picture, px.
fn centre(pos: &Position, square: &str, bottom: Color) -> (u32, u32) {
    let (x, y, s) = square_rect(pos.variant(), sq(square), bottom);
    (x + s / 2, y + s / 2)
}

/// `under` covered by an arrow of `color`, as the documented blend rounds it.
fn blend(under: [u8; 3], color: [u8; 3]) -> [u8; 3] {
    let mut out = [0; 3];
    for i in 0..3 {
        let u = f32::from(under[i]);
        out[i] = (u + (f32::from(color[i]) - u) * ARROW_OPACITY).round() as u8;
    }
    out
}

#[test]
fn arrows_are_drawn_in_their_colours_along_their_path_and_nowhere_else() {
    let id = VariantId::Tamerlane;
    let pos = Position::start(id, id.default_options());
    let image = BoardImage {
        position: &pos,
        bottom: Color::White,
        last_move: None,
        caption: Some("1. c4-c6? · better: f4-h6".to_string()),
    };
    let plain = decode(&render_png(&image));
    let arrows = [
        Arrow {
            from: sq("c4"),
            to: sq("c6"),
            kind: ArrowKind::Played,
        },
        Arrow {
            from: sq("f4"),
            to: sq("h6"),
            kind: ArrowKind::Best,
        },
    ];
    let drawn = decode(&render_png_with_arrows(&image, &arrows));
    assert_eq!(drawn.dimensions(), board_size(pos.variant()));
    assert_eq!(drawn.dimensions(), (952, 778));
    let at = |img: &RgbImage, (x, y): (u32, u32)| img.get_pixel(x, y).0;
    // The midpoint of each arrow (the centre of c5 and of g5): the arrow's colour over the square.
    let c5 = centre(&pos, "c5", Color::White);
    assert_eq!(at(&drawn, c5), blend(at(&plain, c5), PLAYED_ARROW));
    let g5 = centre(&pos, "g5", Color::White);
    assert_eq!(at(&drawn, g5), blend(at(&plain, g5), BEST_ARROW));
    assert_eq!(PLAYED_ARROW, [0xc0, 0x39, 0x2b]);
    assert_eq!(BEST_ARROW, [0x15, 0x78, 0x1b]);
    // The head of the vertical arrow: 0.3 squares before the tip, 10 px beside the axis, wider
    // than the shaft (0.1 squares = 6.8 px each side).
    let (cx, cy) = centre(&pos, "c6", Color::White);
    let head = (cx + 10, cy + 20);
    assert_eq!(at(&drawn, head), blend(at(&plain, head), PLAYED_ARROW));
    // Beside the shaft (12 px off its axis) and on other squares nothing changes.
    let beside = (c5.0 + 12, c5.1);
    assert_eq!(at(&drawn, beside), at(&plain, beside));
    for name in ["a1", "k10", "e5", "c3"] {
        let (x, y, _) = square_rect(pos.variant(), sq(name), Color::White);
        assert_eq!(
            at(&drawn, (x + 2, y + 2)),
            at(&plain, (x + 2, y + 2)),
            "{name}"
        );
    }
    // Black at the bottom turns the arrows round with the board.
    let flipped = BoardImage {
        bottom: Color::Black,
        ..image.clone()
    };
    let plain = decode(&render_png(&flipped));
    let drawn = decode(&render_png_with_arrows(&flipped, &arrows));
    let c5 = centre(&pos, "c5", Color::Black);
    assert_eq!(at(&drawn, c5), blend(at(&plain, c5), PLAYED_ARROW));
    // No arrows: the same picture as render_png.
    assert_eq!(decode(&render_png_with_arrows(&flipped, &[])), plain);
}
