//! Board pictures: size, decoding, square colours, highlights, citadels, orientation.

use image::RgbImage;
use timur::render::{board_size, render_png, square_rect, theme, BoardImage};
use timur::rules::{Color, Family, Move, Position, Square, VariantId};

fn start(id: VariantId) -> Position {
    Position::start(id, id.default_options())
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("valid PNG")
        .to_rgb8()
}

fn render(pos: &Position, bottom: Color, last_move: Option<Move>) -> RgbImage {
    decode(&render_png(&BoardImage {
        position: pos,
        bottom,
        last_move,
        caption: None,
    }))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A pixel near the top-left corner of `square` (inside the square, outside any piece).
fn corner(img: &RgbImage, pos: &Position, square: Square, bottom: Color) -> [u8; 3] {
    let (x, y, _) = square_rect(pos.variant(), square, bottom);
    img.get_pixel(x + 2, y + 2).0
}

fn centre(img: &RgbImage, pos: &Position, square: Square, bottom: Color) -> [u8; 3] {
    let (x, y, s) = square_rect(pos.variant(), square, bottom);
    img.get_pixel(x + s / 2, y + s / 2).0
}

#[test]
fn every_variant_decodes_at_its_exact_size() {
    for id in VariantId::ALL {
        let pos = start(id);
        let img = render(&pos, Color::White, None);
        let expected = match id.family() {
            Family::Tamerlane => (952, 778),
            Family::Timurid => (982, 818),
        };
        assert_eq!(board_size(pos.variant()), expected, "{id}");
        assert_eq!(img.dimensions(), expected, "{id}");
        assert!(expected.0 >= 800);
        // Not square-ish: at least 6:5 (clients that crop to a square would cut coordinates only).
        assert!(expected.0 * 5 >= expected.1 * 6, "{id}");
    }
}

#[test]
fn empty_squares_have_the_square_colours() {
    let pos = start(VariantId::Tamerlane);
    let img = render(&pos, Color::White, None);
    // b4 is dark, a4 light, as on a chessboard (a1 dark).
    assert_eq!(centre(&img, &pos, sq("b4"), Color::White), theme::DARK);
    assert_eq!(centre(&img, &pos, sq("a4"), Color::White), theme::LIGHT);
    assert_eq!(centre(&img, &pos, sq("k7"), Color::White), theme::DARK);
    let pos = start(VariantId::Herat);
    let img = render(&pos, Color::White, None);
    assert_eq!(centre(&img, &pos, sq("a4"), Color::White), theme::LIGHT);
    assert_eq!(centre(&img, &pos, sq("a5"), Color::White), theme::DARK);
}

#[test]
fn citadels_are_outside_the_grid_and_coloured() {
    let pos = start(VariantId::Tamerlane);
    let img = render(&pos, Color::White, None);
    let v = pos.variant();
    let (x1, y1, s) = square_rect(v, Square::X1, Color::White);
    let (k2, yk2, _) = square_rect(v, sq("k2"), Color::White);
    let (x2, y2, _) = square_rect(v, Square::X2, Color::White);
    let (a9, ya9, _) = square_rect(v, sq("a9"), Color::White);
    assert_eq!((y1, y2), (yk2, ya9), "x1 beside k2, x2 beside a9");
    assert!(x1 >= k2 + s && x2 + s <= a9);
    assert_eq!(centre(&img, &pos, Square::X1, Color::White), theme::CITADEL);
    assert_eq!(centre(&img, &pos, Square::X2, Color::White), theme::CITADEL);
}

#[test]
fn last_move_squares_are_highlighted() {
    let pos = start(VariantId::Tamerlane);
    let m = pos.parse_move("e3-e4").unwrap();
    let after = pos.play(&m).unwrap();
    let img = render(&after, Color::White, Some(m));
    // e3 (dark) is now empty; e4 (light) holds the pawn: its corner shows the highlight.
    assert_eq!(centre(&img, &after, sq("e3"), Color::White), theme::DARK_HL);
    assert_eq!(
        corner(&img, &after, sq("e4"), Color::White),
        theme::LIGHT_HL
    );
    assert_ne!(
        centre(&img, &after, sq("e4"), Color::White),
        theme::LIGHT_HL
    );
    assert_eq!(centre(&img, &after, sq("e5"), Color::White), theme::DARK);
}

#[test]
fn a_piece_differs_from_its_empty_square() {
    for id in [VariantId::Tamerlane, VariantId::WildSamarkand] {
        let pos = start(id);
        let img = render(&pos, Color::White, None);
        // a1 (dark) holds White's elephant; its corner is still the square colour.
        assert_eq!(corner(&img, &pos, sq("a1"), Color::White), theme::DARK);
        assert_ne!(centre(&img, &pos, sq("a1"), Color::White), theme::DARK);
    }
}

#[test]
fn white_and_black_pieces_differ() {
    let pos = start(VariantId::Tamerlane);
    let img = render(&pos, Color::White, None);
    // e1 and g10 are both war engines on light squares (rotated array).
    let crop = |s: Square| {
        let (x, y, n) = square_rect(pos.variant(), s, Color::White);
        image::imageops::crop_imm(&img, x, y, n, n).to_image()
    };
    assert_eq!(sq("e1").file() + sq("e1").rank() % 2, 4);
    let (w, b) = (crop(sq("e1")), crop(sq("g10")));
    let differing = w.pixels().zip(b.pixels()).filter(|(p, q)| p != q).count();
    assert!(differing > 500, "only {differing} pixels differ");
}

#[test]
fn black_at_the_bottom_mirrors_both_axes() {
    for id in [VariantId::Tamerlane, VariantId::Babur] {
        let pos = start(id);
        let v = pos.variant();
        let (w, h) = board_size(v);
        let (x, y, s) = square_rect(v, sq("a1"), Color::Black);
        assert!(x > w / 2 && y < h / 2, "a1 at the top right");
        let (x10, _, _) = square_rect(v, sq("b1"), Color::Black);
        assert_eq!(x10 + s, x, "b1 left of a1");
        let white = render(&pos, Color::White, None);
        let black = render(&pos, Color::Black, None);
        // The same tile is drawn at a1 in both pictures.
        let (xw, yw, _) = square_rect(v, sq("a1"), Color::White);
        for dy in 0..s {
            for dx in 0..s {
                assert_eq!(
                    white.get_pixel(xw + dx, yw + dy),
                    black.get_pixel(x + dx, y + dy)
                );
            }
        }
    }
    let pos = start(VariantId::Tamerlane);
    let v = pos.variant();
    let (x1, y1, _) = square_rect(v, Square::X1, Color::Black);
    let (k2, yk2, _) = square_rect(v, sq("k2"), Color::Black);
    assert_eq!(y1, yk2);
    assert!(x1 < k2, "flipped, x1 is left of k2");
}

#[test]
fn caption_is_drawn_above_the_board() {
    let pos = start(VariantId::Tamerlane);
    let plain = render(&pos, Color::White, None);
    let captioned = decode(&render_png(&BoardImage {
        position: &pos,
        bottom: Color::White,
        last_move: None,
        caption: Some("alice vs bob · move 1 · White to move".into()),
    }));
    let (_, grid_top, _) = square_rect(pos.variant(), sq("a10"), Color::White);
    let changed: Vec<u32> = plain
        .enumerate_pixels()
        .filter(|(x, y, p)| captioned.get_pixel(*x, *y) != *p)
        .map(|(_, y, _)| y)
        .collect();
    assert!(changed.len() > 200);
    assert!(changed.iter().all(|&y| y < grid_top - 20));
}
