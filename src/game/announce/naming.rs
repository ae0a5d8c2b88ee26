//! How announcements name a player and a side: "Alice (White)", the catalog's `$who`
//! selector and colour codes. A leaf of `announce`: `end` and `lines` both use it.

use super::Style;
use crate::game::record::GameRecord;
use crate::rules::Color;
use crate::tr;

/// A colour as the catalog's selectors take it: `white` or `black`.
pub(crate) fn color_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "Alice (White)" in the style; a player the style shows by their own side's name (local
/// mode's `White` and `Black`) once: "White", not "White (White)".
pub fn player_with_color(rec: &GameRecord, color: Color, style: &dyn Style) -> String {
    let side = rec.side(color);
    let player = style.player(&side.id, &side.name);
    let code = color_code(color);
    if crate::i18n::side_named(&player) == Some(code) {
        return tr!(style, "game-color", color = code);
    }
    tr!(style, "game-player-color", player = player, color = code)
}

/// How the sentences name the player of `color` (the catalog's `$who`, see
/// [`crate::i18n::who`]): `white`/`black` for a player named after their own side, `you` for
/// the player addressed, `name` for anyone else.
pub fn who_of(rec: &GameRecord, color: Color, style: &dyn Style) -> &'static str {
    let side = rec.side(color);
    match crate::i18n::who(&style.player(&side.id, &side.name)) {
        // Named after the other side: only a name.
        w @ ("white" | "black") if w != color_code(color) => "name",
        w => w,
    }
}

/// Whether both players are named after their own sides (local mode's two players at one
/// keyboard): "White: White, Black: Black." would say nothing.
pub(super) fn named_after_sides(rec: &GameRecord, style: &dyn Style) -> bool {
    [Color::White, Color::Black]
        .into_iter()
        .all(|c| who_of(rec, c, style) == color_code(c))
}
