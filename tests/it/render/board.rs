//! Board pictures: size, decoding, square colours, highlights, citadels, orientation.

use image::RgbImage;
use timur::render::{
    board_size, caption, render_legend, render_piece_diagram, render_png, square_rect, theme,
    BoardImage,
};
use timur::rules::{Color, Family, Move, Position, Role, Square, VariantId};

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

fn tfen(id: VariantId, text: &str) -> Position {
    Position::from_tfen(id, id.default_options(), text).expect("valid TFEN")
}

/// The pixel at `(fx, fy)` (fractions of the square) inside `square`.
fn at(img: &RgbImage, pos: &Position, square: Square, fx: f32, fy: f32) -> [u8; 3] {
    let (x, y, s) = square_rect(pos.variant(), square, Color::White);
    img.get_pixel(x + (fx * s as f32) as u32, y + (fy * s as f32) as u32)
        .0
}

#[test]
fn an_attacked_royal_gets_a_red_ring() {
    let pos = tfen(
        VariantId::Tamerlane,
        "k10/12/4r6/11/11/11/11/11/12/4K6 w - 00 0 1",
    );
    assert_eq!(pos.attacked_royals(Color::White), vec![sq("e1")]);
    let img = render(&pos, Color::White, None);
    // The ring's stroke passes 6% below the top edge, above the piece.
    assert_eq!(at(&img, &pos, sq("e1"), 0.5, 0.06), theme::CHECK);
    assert_ne!(at(&img, &pos, sq("a10"), 0.5, 0.06), theme::CHECK);
}

#[test]
fn a_parked_pawn_of_pawns_is_marked() {
    let pos = tfen(
        VariantId::Tamerlane,
        "k3PP6/12/11/11/11/11/11/11/12/4K6 b - 10 0 1",
    );
    assert!(pos.is_parked(sq("e10")));
    let img = render(&pos, Color::White, None);
    let (x, y, s) = square_rect(pos.variant(), sq("e10"), Color::White);
    let blue = (0..s)
        .flat_map(|dy| (0..s).map(move |dx| (dx, dy)))
        .filter(|&(dx, dy)| img.get_pixel(x + dx, y + dy).0 == theme::PARKED)
        .count();
    assert!(blue > 100, "{blue} blue pixels");
}

#[test]
fn caption_names_players_move_and_turn() {
    let pos = tfen(
        VariantId::Tamerlane,
        "k10/12/4r6/11/11/11/11/11/12/4K6 w - 00 0 7",
    );
    assert_eq!(
        caption(&pos, "alice", "bob", None, timur::i18n::Lang::En),
        "alice (White) vs bob (Black) · move 7 · White to move, in check"
    );
}

#[test]
fn legend_shows_every_piece() {
    let small = decode(&render_legend(
        start(VariantId::Tamerlane).variant(),
        timur::i18n::Lang::En,
    ));
    let full = decode(&render_legend(
        start(VariantId::TamerlaneFull).variant(),
        timur::i18n::Lang::En,
    ));
    assert!(small.width() >= 800);
    assert!(
        full.height() > small.height(),
        "Full Tamerlane has more pieces"
    );
    let herat = decode(&render_legend(
        start(VariantId::Herat).variant(),
        timur::i18n::Lang::En,
    ));
    assert!(herat.width() >= 700);
}

#[test]
fn piece_diagram_marks_reach_and_passed_squares() {
    let id = VariantId::Tamerlane;
    let pos = start(id);
    let v = pos.variant();
    let giraffe = decode(&render_piece_diagram(
        v,
        Role::Giraffe,
        &id.default_options(),
        timur::i18n::Lang::En,
    ));
    let (w, h) = board_size(v);
    assert_eq!(giraffe.width(), w);
    assert!(giraffe.height() > h);
    // From f5: g6, g7, g8 are passed, g9 and g10 reached; j6 reached via g6, h6, i6.
    for s in ["g6", "g7", "g8", "h6", "i6", "e4", "e2"] {
        assert_eq!(at(&giraffe, &pos, sq(s), 0.5, 0.5), theme::PASS, "{s}");
    }
    for s in ["g9", "g10", "j6", "k6", "a4", "e1"] {
        assert_eq!(at(&giraffe, &pos, sq(s), 0.5, 0.5), theme::REACH, "{s}");
    }
    assert_eq!(at(&giraffe, &pos, sq("f6"), 0.5, 0.5), theme::DARK);
    // giraffe-min=2 lands one step earlier.
    let opts = id.parse_options("giraffe-min=2").unwrap();
    let short = decode(&render_piece_diagram(
        v,
        Role::Giraffe,
        &opts,
        timur::i18n::Lang::En,
    ));
    assert_eq!(at(&short, &pos, sq("g8"), 0.5, 0.5), theme::REACH);
    // A picket passes its first diagonal square.
    let picket = decode(&render_piece_diagram(
        v,
        Role::Picket,
        &id.default_options(),
        timur::i18n::Lang::En,
    ));
    assert_eq!(at(&picket, &pos, sq("g6"), 0.5, 0.5), theme::PASS);
    assert_eq!(at(&picket, &pos, sq("h7"), 0.5, 0.5), theme::REACH);
    // A pawn moves straight and captures diagonally: ring ahead, crosses beside.
    let pawn = decode(&render_piece_diagram(
        v,
        Role::PawnOfRooks,
        &id.default_options(),
        timur::i18n::Lang::En,
    ));
    assert_eq!(
        at(&pawn, &pos, sq("f6"), 0.5, 0.5),
        theme::DARK,
        "ring: hollow centre"
    );
    assert_eq!(
        at(&pawn, &pos, sq("e6"), 0.5, 0.5),
        theme::REACH,
        "cross centre"
    );
    assert_eq!(at(&pawn, &pos, sq("g6"), 0.5, 0.5), theme::REACH);
    // Timurid bent riders: the ship may stop on its diagonal step.
    let id = VariantId::Herat;
    let pos = start(id);
    let ship = decode(&render_piece_diagram(
        pos.variant(),
        Role::Ship,
        &id.default_options(),
        timur::i18n::Lang::En,
    ));
    for s in ["g7", "g12", "e7", "e5", "g1"] {
        assert_eq!(at(&ship, &pos, sq(s), 0.5, 0.5), theme::REACH, "{s}");
    }
    assert!(
        [theme::LIGHT, theme::DARK].contains(&at(&ship, &pos, sq("h8"), 0.5, 0.5)),
        "not h8"
    );
}

/// FNV-1a over the picture's size and RGB pixels (not the PNG bytes, so that an encoder
/// setting change alone does not count as a new picture).
fn picture_hash(png: &[u8]) -> u64 {
    let img = decode(png);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let dims = [img.width().to_le_bytes(), img.height().to_le_bytes()].concat();
    for &b in dims.iter().chain(img.as_raw()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The pictures in `docs/`: every variant's start position, two legends, two diagrams.
fn doc_pictures() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for id in VariantId::ALL {
        let pos = start(id);
        let png = render_png(&BoardImage {
            position: &pos,
            bottom: Color::White,
            last_move: None,
            caption: Some(format!("{} · start position · White to move", id.name())),
        });
        out.push((format!("board-{id}.png"), png));
    }
    for id in [
        VariantId::TamerlaneFull,
        VariantId::WildSamarkand,
        VariantId::Mirza,
    ] {
        out.push((
            format!("legend-{id}.png"),
            render_legend(start(id).variant(), timur::i18n::Lang::En),
        ));
    }
    for (id, role) in [
        (VariantId::Tamerlane, Role::Giraffe),
        (VariantId::Mirza, Role::Snake),
    ] {
        let v = start(id);
        let png = render_piece_diagram(
            v.variant(),
            role,
            &id.default_options(),
            timur::i18n::Lang::En,
        );
        out.push((format!("diagram-{id}-{}.png", role.name()), png));
    }
    out
}

/// Snapshot: the pictures must not change by accident. After an intended change, regenerate
/// `docs/*.png` and `tests/snapshots/render.txt` with `TIMUR_UPDATE_SNAPSHOTS=1 cargo test
/// --test render snapshot`, look at the pictures, and commit them.
#[test]
fn snapshot_of_start_pictures_legends_and_diagrams() {
    let root = env!("CARGO_MANIFEST_DIR");
    let list = format!("{root}/tests/snapshots/render.txt");
    let pictures = doc_pictures();
    let now: String = pictures
        .iter()
        .map(|(name, png)| format!("{name} {:016x}\n", picture_hash(png)))
        .collect();
    if std::env::var_os("TIMUR_UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(format!("{root}/docs")).unwrap();
        std::fs::create_dir_all(format!("{root}/tests/snapshots")).unwrap();
        for (name, png) in &pictures {
            std::fs::write(format!("{root}/docs/{name}"), png).unwrap();
        }
        std::fs::write(&list, &now).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&list)
        .expect("tests/snapshots/render.txt (TIMUR_UPDATE_SNAPSHOTS=1 creates it)");
    let changed: Vec<&str> = now
        .lines()
        .zip(committed.lines().chain(std::iter::repeat("")))
        .filter(|(a, b)| a != b)
        .map(|(a, _)| a.split(' ').next().unwrap_or(""))
        .collect();
    assert!(
        changed.is_empty() && now.lines().count() == committed.lines().count(),
        "pictures changed: {changed:?}; if intended, rerun with TIMUR_UPDATE_SNAPSHOTS=1 and commit docs/ and tests/snapshots/"
    );
    // The committed docs pictures are the same pictures.
    for (name, png) in &pictures {
        let committed = std::fs::read(format!("{root}/docs/{name}")).expect("docs picture");
        assert_eq!(
            picture_hash(&committed),
            picture_hash(png),
            "docs/{name} is stale"
        );
    }
}
