//! Text: the embedded fonts (never system fonts) and glyph coverage.
//!
//! Latin, Cyrillic and the symbols are DejaVu Sans (regular and bold); a character DejaVu
//! lacks (Chinese captions and legends) is taken, glyph by glyph, from the embedded Droid Sans
//! Fallback (Apache-2.0, `assets/fonts/LICENSE-DroidSansFallback.txt`, 3.4 MB of the binary),
//! scaled to DejaVu's em. [`font`] is the pair as one [`ab_glyph::Font`], so imageproc's
//! `draw_text_mut` and `text_size` use the fallback too; every glyph DejaVu has is drawn exactly
//! as before, so pictures in Latin and Cyrillic scripts do not change by a byte.

use ab_glyph::{
    point, v2, Font, FontRef, GlyphId, GlyphSvg, Outline, OutlineCurve, Point, PxScale, Rect,
    ScaleFont,
};
use std::sync::OnceLock;

static REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");
static CJK: &[u8] = include_bytes!("../assets/fonts/DroidSansFallback.ttf");

/// A main font and a fallback for the characters it lacks, as one font: glyph ids below the
/// main font's glyph count are the main font's, the others the fallback's shifted by that
/// count; the fallback's outlines and advances are scaled to the main font's units per em.
#[derive(Clone, Debug)]
pub(crate) struct WithFallback {
    main: FontRef<'static>,
    fallback: &'static FontRef<'static>,
    /// The main font's glyph count: the first fallback glyph id.
    offset: u16,
    /// Main units per em / fallback units per em.
    ratio: f32,
}

impl WithFallback {
    fn new(main: FontRef<'static>, fallback: &'static FontRef<'static>) -> WithFallback {
        let offset = u16::try_from(main.glyph_count()).expect("main font glyph count fits u16");
        assert!(
            usize::from(offset) + fallback.glyph_count() <= usize::from(u16::MAX),
            "both fonts' glyphs fit in u16 ids"
        );
        let upem = |f: &FontRef| f.units_per_em().unwrap_or(1000.0);
        let ratio = upem(&main) / upem(fallback);
        WithFallback {
            main,
            fallback,
            offset,
            ratio,
        }
    }

    /// `Some(fallback id)` if `id` is a fallback glyph.
    fn fallback_id(&self, id: GlyphId) -> Option<GlyphId> {
        id.0.checked_sub(self.offset).map(GlyphId)
    }

    /// A length `of` a glyph, in the main font's units: read from the font the glyph `id`
    /// comes from, a fallback glyph's scaled by the ratio of the two fonts' units per em.
    fn metric(&self, id: GlyphId, of: fn(&FontRef<'static>, GlyphId) -> f32) -> f32 {
        match self.fallback_id(id) {
            Some(f) => of(self.fallback, f) * self.ratio,
            None => of(&self.main, id),
        }
    }

    /// Whether the main font or the fallback has a glyph for `c` (not the notdef box).
    #[cfg(test)]
    pub(crate) fn has_glyph(&self, c: char) -> bool {
        self.glyph_id(c).0 != 0
    }
}

fn scaled(p: Point, k: f32) -> Point {
    point(p.x * k, p.y * k)
}

impl Font for WithFallback {
    fn units_per_em(&self) -> Option<f32> {
        self.main.units_per_em()
    }
    fn ascent_unscaled(&self) -> f32 {
        self.main.ascent_unscaled()
    }
    fn descent_unscaled(&self) -> f32 {
        self.main.descent_unscaled()
    }
    fn line_gap_unscaled(&self) -> f32 {
        self.main.line_gap_unscaled()
    }
    fn italic_angle(&self) -> f32 {
        self.main.italic_angle()
    }
    fn glyph_id(&self, c: char) -> GlyphId {
        let id = self.main.glyph_id(c);
        if id.0 != 0 {
            return id;
        }
        match self.fallback.glyph_id(c) {
            GlyphId(0) => id,
            f => GlyphId(f.0 + self.offset),
        }
    }
    fn h_advance_unscaled(&self, id: GlyphId) -> f32 {
        self.metric(id, FontRef::h_advance_unscaled)
    }
    fn h_side_bearing_unscaled(&self, id: GlyphId) -> f32 {
        self.metric(id, FontRef::h_side_bearing_unscaled)
    }
    fn v_advance_unscaled(&self, id: GlyphId) -> f32 {
        self.metric(id, FontRef::v_advance_unscaled)
    }
    fn v_side_bearing_unscaled(&self, id: GlyphId) -> f32 {
        self.metric(id, FontRef::v_side_bearing_unscaled)
    }
    fn kern_unscaled(&self, first: GlyphId, second: GlyphId) -> f32 {
        match (self.fallback_id(first), self.fallback_id(second)) {
            (None, None) => self.main.kern_unscaled(first, second),
            _ => 0.0,
        }
    }
    fn outline(&self, id: GlyphId) -> Option<Outline> {
        let Some(f) = self.fallback_id(id) else {
            return self.main.outline(id);
        };
        let k = self.ratio;
        let o = self.fallback.outline(f)?;
        Some(Outline {
            bounds: Rect {
                min: scaled(o.bounds.min, k),
                max: scaled(o.bounds.max, k),
            },
            curves: o
                .curves
                .into_iter()
                .map(|c| match c {
                    OutlineCurve::Line(a, b) => OutlineCurve::Line(scaled(a, k), scaled(b, k)),
                    OutlineCurve::Quad(a, b, c) => {
                        OutlineCurve::Quad(scaled(a, k), scaled(b, k), scaled(c, k))
                    }
                    OutlineCurve::Cubic(a, b, c, d) => {
                        OutlineCurve::Cubic(scaled(a, k), scaled(b, k), scaled(c, k), scaled(d, k))
                    }
                })
                .collect(),
        })
    }
    fn glyph_count(&self) -> usize {
        usize::from(self.offset) + self.fallback.glyph_count()
    }
    /// The main font's characters only (nothing here lists characters).
    fn codepoint_ids(&self) -> ab_glyph::CodepointIdIter<'_> {
        self.main.codepoint_ids()
    }
    fn glyph_raster_image2(&self, id: GlyphId, size: u16) -> Option<v2::GlyphImage<'_>> {
        match self.fallback_id(id) {
            Some(_) => None,
            None => self.main.glyph_raster_image2(id, size),
        }
    }
    fn glyph_svg_image(&self, id: GlyphId) -> Option<GlyphSvg<'_>> {
        match self.fallback_id(id) {
            Some(_) => None,
            None => self.main.glyph_svg_image(id),
        }
    }
    fn font_data(&self) -> &[u8] {
        self.main.font_data()
    }
}

/// The embedded font, regular or bold, with the CJK fallback (parsed once per process).
pub(crate) fn font(bold: bool) -> &'static WithFallback {
    static CJK_FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    static FONTS: OnceLock<[WithFallback; 2]> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        let cjk = CJK_FONT
            .get_or_init(|| FontRef::try_from_slice(CJK).expect("embedded DroidSansFallback.ttf"));
        [
            WithFallback::new(
                FontRef::try_from_slice(REGULAR).expect("embedded DejaVuSans.ttf"),
                cjk,
            ),
            WithFallback::new(
                FontRef::try_from_slice(BOLD).expect("embedded DejaVuSans-Bold.ttf"),
                cjk,
            ),
        ]
    });
    &fonts[usize::from(bold)]
}

/// Advance width of `text` at `px` pixels, px.
pub(crate) fn width(text: &str, px: f32, bold: bool) -> f32 {
    let f = font(bold).as_scaled(PxScale::from(px));
    let mut w = 0.0;
    let mut last = None;
    for ch in text.chars() {
        let id = f.glyph_id(ch);
        if let Some(prev) = last {
            w += f.kern(prev, id);
        }
        w += f.h_advance(id);
        last = Some(id);
    }
    w
}

/// Calls `plot(x, y, coverage)` for every pixel of `text` at `px` pixels with its left end at
/// `x` and its baseline at `baseline`. Coverage is in 0..=1.
pub(crate) fn draw(
    text: &str,
    px: f32,
    bold: bool,
    x: f32,
    baseline: f32,
    mut plot: impl FnMut(i32, i32, f32),
) {
    let font = font(bold);
    let f = font.as_scaled(PxScale::from(px));
    let mut caret = x;
    let mut last = None;
    for ch in text.chars() {
        let id = f.glyph_id(ch);
        if let Some(prev) = last {
            caret += f.kern(prev, id);
        }
        let glyph = id.with_scale_and_position(px, point(caret, baseline));
        caret += f.h_advance(id);
        last = Some(id);
        if let Some(outline) = font.outline_glyph(glyph) {
            let b = outline.px_bounds();
            outline
                .draw(|gx, gy, c| plot(b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32, c));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pixels with any ink of `text` drawn at 18 px.
    fn ink(text: &str) -> usize {
        let mut n = 0;
        draw(text, 18.0, false, 0.0, 20.0, |_, _, c| {
            if c > 0.25 {
                n += 1;
            }
        });
        n
    }

    #[test]
    fn chinese_piece_names_have_real_glyphs_in_both_scripts() {
        for bold in [false, true] {
            let f = font(bold);
            for c in
                "国王國王将军將軍大臣长颈鹿長頸鹿警卫警衛马馬车車大象骆驼駱駝洞屋兵白黑走棋将死將死"
                    .chars()
            {
                assert!(f.has_glyph(c), "{c} bold={bold}");
            }
            assert!(f.has_glyph('a') && f.has_glyph('ж') && f.has_glyph('ş'));
            assert!(
                !f.has_glyph('\u{E000}'),
                "a private-use character has no glyph"
            );
        }
        // Different characters draw different shapes, none of them the notdef box.
        let notdef = ink("\u{E000}\u{E000}");
        let (a, b) = (ink("长颈鹿"), ink("大象"));
        assert_ne!(a, b);
        assert_ne!(a, notdef);
        assert_ne!(b, notdef);
        assert!(a > 100 && b > 50, "{a} {b}");
        // A CJK glyph is about one em wide (1 em = 18 px here).
        let w = width("国", 18.0, false);
        assert!((15.0..=19.0).contains(&w), "{w}");
    }

    #[test]
    fn latin_glyphs_come_from_dejavu() {
        let f = font(false);
        let dejavu = FontRef::try_from_slice(REGULAR).unwrap();
        for c in "Alice vs Bob · move 12 — Шах".chars() {
            assert_eq!(f.glyph_id(c), dejavu.glyph_id(c), "{c}");
        }
    }

    /// Ink pixels (any ramp index above the page) in the caption band of a Tamerlane board
    /// with `caption`.
    fn caption_ink(caption: &str) -> usize {
        use timur_rules::{Color, Position, VariantId};
        let id = VariantId::Tamerlane;
        let pos = Position::start(id, id.default_options());
        let img = super::super::render_indexed(&super::super::BoardImage {
            position: &pos,
            bottom: Color::White,
            last_move: None,
            caption: Some(caption.to_string()),
        });
        let band = super::super::layout::CAPTION_H as usize * img.width as usize;
        let empty = super::super::render_indexed(&super::super::BoardImage {
            position: &pos,
            bottom: Color::White,
            last_move: None,
            caption: None,
        });
        img.pixels[..band]
            .iter()
            .zip(&empty.pixels[..band])
            .filter(|(a, b)| a != b)
            .count()
    }

    /// Players named after their own sides (local mode's) are named once, by the side's
    /// name in the caption's language: not `白方（白方）对 黑方（黑方）` nor `White (белые)`.
    #[test]
    fn a_caption_names_players_named_after_their_sides_once() {
        use timur_i18n::Lang;
        use timur_rules::{Position, VariantId};
        let id = VariantId::Tamerlane;
        let pos = Position::start(id, id.default_options());
        let caption = |w: &str, b: &str, lang: Lang| super::super::caption(&pos, w, b, None, lang);
        assert_eq!(
            caption("白方", "黑方", Lang::ZhCn),
            "白方 对 黑方 · 第 1 回合 · 轮到白方走棋"
        );
        assert_eq!(
            caption("White", "Black", Lang::Ru),
            "Белые — Чёрные · ход 1 · ход белых"
        );
        assert_eq!(
            caption("Белые", "Чёрные", Lang::En),
            "White vs Black · move 1 · White to move"
        );
        assert_eq!(
            caption("alice", "Black", Lang::En),
            "alice (White) vs Black · move 1 · White to move"
        );
    }

    #[test]
    fn a_board_with_a_chinese_caption_draws_real_glyphs() {
        use timur_i18n::Lang;
        use timur_rules::{Position, VariantId};
        let id = VariantId::Tamerlane;
        let pos = Position::start(id, id.default_options());
        let zh = super::super::caption(&pos, "王小明", "李华", None, Lang::ZhCn);
        assert_eq!(
            zh,
            "王小明（白方） 对 李华（黑方） · 第 1 回合 · 轮到白方走棋"
        );
        let tw = super::super::caption(&pos, "王小明", "李華", None, Lang::ZhTw);
        assert_eq!(
            tw,
            "王小明（白方） 對 李華（黑方） · 第 1 回合 · 輪到白方走棋"
        );
        // Every character of the caption has a glyph: none is the notdef box.
        let f = font(true);
        for c in zh.chars().chain(tw.chars()) {
            assert!(c == ' ' || f.has_glyph(c), "{c}");
        }
        // Two different Chinese captions ink differently, and neither like as many notdef
        // boxes.
        let (a, b) = (caption_ink(&zh), caption_ink(&tw));
        let boxes: String = zh
            .chars()
            .map(|c| if c.is_ascii() { c } else { '\u{E000}' })
            .collect();
        let tofu = caption_ink(&boxes);
        assert!(a > 500 && b > 500, "{a} {b}");
        assert_ne!(a, b);
        assert_ne!(a, tofu);
        assert_ne!(b, tofu);
    }
}
