//! How ratings are written: `1632`, `1500?` (provisional), `+14`, `Alice 1632 (+14)`.

use super::Glicko;

/// The rating rounded to whole points, with `?` when provisional: `1632`, `1500?`.
pub fn rating_text(g: &Glicko) -> String {
    let mark = if g.is_provisional() { "?" } else { "" };
    format!("{}{mark}", g.shown())
}

/// The change of the shown (rounded) rating, so that old + change = new on screen: `+14`,
/// `-9`, `±0`.
pub fn change_text(before: &Glicko, after: &Glicko) -> String {
    match after.shown() - before.shown() {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("{d}"),
    }
}

/// A player's name with the new rating and its change: `Alice 1632 (+14)`, `Bob 1338? (-162)`.
pub fn named(name: &str, before: &Glicko, after: &Glicko) -> String {
    format!(
        "{name} {} ({})",
        rating_text(after),
        change_text(before, after)
    )
}
