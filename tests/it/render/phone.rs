//! Boards at phone size: Discord shows a board picture about 450 px wide in a chat on a phone.
//! Every two kinds of Tamerlane pawn must still look different there: a board with all fifteen
//! kinds of each colour (on light squares) is rendered, scaled down to 450 px the way a client
//! scales it, and each two kinds' squares are compared pixel by pixel. Two pawns of the same
//! kind on different squares differ only by the scaling's rounding; different kinds must
//! differ by far more.

use image::imageops::{resize, FilterType};
use image::RgbImage;
use timur::render::{render_png, square_rect, BoardImage};
use timur::rules::{Color, Position, Role, Square, VariantId};

/// The width a phone shows a board picture at, px.
const SHOWN: u32 = 450;
/// Two pixels differ when their luma differs by more than this (0–255): a third of the range,
/// so that the scaling's rounding alone (edges a fraction of a pixel apart) never counts.
const VISIBLE: f32 = 80.0;

/// Every pawn kind of the Tamerlane family twice over (White on ranks 3–5, Black on 6–8, all on
/// light squares), with a second pawn of pawns for White and a second pawn of pawns and of
/// kings for Black (the same kind on another square: the scaling's noise).
/// (Ranks 9 and 2 have a twelfth cell: the citadels.)
const ALL_PAWNS: &str = "5k5/12/ps1pl1pb1py1pp1pk/1pv1pg1pt1pn1pr1/pp1pw1pc1pe1pf1pk/\
                         1PS1PL1PB1PY1PP1/PK1PV1PG1PT1PN1PR/1PP1PW1PC1PE1PF1/12/5K5 w - 00 0 1";

/// The board shrunk to [`SHOWN`] px wide (bilinear, as browsers and Discord's clients do),
/// and the scale.
fn shown(pos: &Position) -> (RgbImage, f32) {
    let png = render_png(&BoardImage {
        position: pos,
        bottom: Color::White,
        last_move: None,
        caption: None,
    });
    let img = image::load_from_memory(&png).unwrap().to_rgb8();
    let k = SHOWN as f32 / img.width() as f32;
    let h = (img.height() as f32 * k).round() as u32;
    (resize(&img, SHOWN, h, FilterType::Triangle), k)
}

/// The luma of the shown square `sq`: `side`×`side` px from its scaled corner, with a margin
/// of one pixel all round (so `(side + 2)²` values, row by row).
fn tile(
    img: &RgbImage,
    k: f32,
    variant: &timur::rules::Variant,
    sq: Square,
    side: u32,
) -> Vec<f32> {
    let (x, y, _) = square_rect(variant, sq, Color::White);
    let (x0, y0) = (
        (x as f32 * k).round() as u32 - 1,
        (y as f32 * k).round() as u32 - 1,
    );
    let mut out = Vec::with_capacity(((side + 2) * (side + 2)) as usize);
    for dy in 0..side + 2 {
        for dx in 0..side + 2 {
            let p = img.get_pixel(x0 + dx, y0 + dy).0;
            out.push(0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2]));
        }
    }
    out
}

/// How many pixels of the square differ visibly between tiles `a` and `b` (of [`tile`]),
/// with `b` shifted by up to a pixel each way to line up best (the scaling puts the squares at
/// different fractions of a pixel, which alone shifts a drawing by up to one pixel).
fn differ(a: &[f32], b: &[f32], side: u32) -> usize {
    let w = (side + 2) as i32;
    let mut best = usize::MAX;
    for sy in -1..=1 {
        for sx in -1..=1 {
            let mut n = 0;
            for y in 1..=side as i32 {
                for x in 1..=side as i32 {
                    let va = a[(y * w + x) as usize];
                    let vb = b[((y + sy) * w + x + sx) as usize];
                    if (va - vb).abs() > VISIBLE {
                        n += 1;
                    }
                }
            }
            best = best.min(n);
        }
    }
    best
}

#[test]
fn every_two_pawn_kinds_differ_on_a_450_px_board() {
    let id = VariantId::TamerlaneFull;
    let pos = Position::from_tfen(id, id.default_options(), ALL_PAWNS).expect("the test's TFEN");
    let variant = pos.variant();
    let (img, k) = shown(&pos);
    // To look at it: TIMUR_PHONE_PNG=/tmp/phone.png cargo test --test render_phone
    if let Some(path) = std::env::var_os("TIMUR_PHONE_PNG") {
        img.save(path).unwrap();
    }
    let (_, _, sq_px) = square_rect(variant, "a1".parse().unwrap(), Color::White);
    // The whole shown square but its last (partly shared) pixel row and column.
    let side = (sq_px as f32 * k).floor() as u32 - 1;
    assert!(
        (30..=33).contains(&side),
        "a square is {side} px at phone size"
    );
    let kinds: Vec<Role> = Role::ALL
        .iter()
        .copied()
        .filter(|r| r.pawn_of().is_some())
        .collect();
    assert_eq!(kinds.len(), 15);
    let mut report = Vec::new();
    for color in Color::ALL {
        // Each pawn's square, by kind (a kind may stand on two squares).
        let mut squares: Vec<(Role, Vec<f32>)> = Vec::new();
        for sq in variant.shape.squares() {
            if let Some(p) = pos.piece_at(sq) {
                if p.color == color && p.role.pawn_of().is_some() {
                    squares.push((p.role, tile(&img, k, variant, sq, side)));
                }
            }
        }
        for &kind in &kinds {
            assert!(
                squares.iter().any(|(r, _)| *r == kind),
                "{color:?} {kind:?} missing"
            );
        }
        let mut noise = 0;
        let mut least = (usize::MAX, Role::PawnOfPawns, Role::PawnOfPawns);
        for (i, (ra, ta)) in squares.iter().enumerate() {
            for (rb, tb) in &squares[i + 1..] {
                let d = differ(ta, tb, side);
                if ra == rb {
                    noise = noise.max(d);
                } else if d < least.0 {
                    least = (d, *ra, *rb);
                }
            }
        }
        report.push(format!("{color:?}: noise {noise}, least {least:?}"));
        // Different kinds differ in at least 36 clearly visible pixels of the ~1000 of a
        // square (the pawns of the art before issue 20 differed in as few as 16: the General's
        // and the Vizier's), and in several times what the same kind differs by from square
        // to square.
        assert!(
            least.0 >= 36 && least.0 >= 4 * noise.max(1),
            "{color:?}: {:?} and {:?} differ in only {} visible pixels at {SHOWN} px \
             (the same kind: {noise}); {report:?}",
            least.1,
            least.2,
            least.0
        );
    }
    eprintln!("{report:?}");
}
