//! Players' names where room is short (picture captions): cut to a length, but never inside a
//! parenthesis, so `Timur (computer, level 3)` is shown whole or as `Timur…`, never as
//! `Timur (computer, level …`.

/// The longest name a caption shows whole, in characters: room for the computer's name
/// (`Timur (computer, level 3)`, 25) and most Discord display names (32 at most).
pub const CAPTION_NAME: usize = 26;

/// `name` within `max` characters (`max` ≥ 2): whole when it fits; otherwise cut and ended
/// with `…`, where a cut that would fall inside a parenthesis (`(` … `)`) is made before the
/// parenthesis instead (trailing spaces dropped).
pub fn short(name: &str, max: usize) -> String {
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= max {
        return name.to_string();
    }
    let mut end = max.saturating_sub(1).max(1);
    // The last '(' before the cut that is not closed before it: cut there.
    let mut open = None;
    for (i, c) in chars[..end].iter().enumerate() {
        match c {
            '(' => open = Some(i),
            ')' => open = None,
            _ => {}
        }
    }
    if let Some(i) = open {
        if i > 0 {
            end = i;
        }
    }
    let kept: String = chars[..end].iter().collect();
    format!("{}…", kept.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_never_cut_inside_a_parenthesis() {
        assert_eq!(
            short("Timur (computer, level 3)", CAPTION_NAME),
            "Timur (computer, level 3)"
        );
        assert_eq!(short("Timur (computer, level 3)", 24), "Timur…");
        assert_eq!(short("Timur (computer, level 3)", 12), "Timur…");
        assert_eq!(
            short("Alexandra the Great (AG) of Macedon", 26),
            "Alexandra the Great (AG)…"
        );
        assert_eq!(
            short("abcdefghijklmnopqrstuvwxyz0123", 26),
            "abcdefghijklmnopqrstuvwxy…"
        );
        assert_eq!(
            short("(abcdefghijklmnopqrstuvwxyz0123)", 26),
            "(abcdefghijklmnopqrstuvwx…"
        );
        assert_eq!(short("Bob", 26), "Bob");
    }
}
