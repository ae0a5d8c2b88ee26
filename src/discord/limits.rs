//! Discord's limits in one place, and the one function every outgoing text goes through.

/// A message's content, in characters.
pub const MAX_MESSAGE: usize = 2000;
/// A thread name, in characters.
pub const MAX_THREAD_NAME: usize = 100;
/// Autocomplete choices per response.
pub const MAX_CHOICES: usize = 25;
/// An autocomplete choice's name and value, in characters.
pub const MAX_CHOICE_LEN: usize = 100;
/// A button's `custom_id`, in characters.
pub const MAX_CUSTOM_ID: usize = 100;
/// How much of a player's own input is echoed back, in characters.
pub const MAX_ECHO: usize = 40;
/// The longest move text worth parsing, in characters (the longest real move is about 12).
pub const MAX_MOVE_INPUT: usize = 40;
/// The caption above a board picture, in characters (names are cut to fit).
pub const MAX_CAPTION: usize = 120;

/// How long autocomplete may take before it answers with no choices (Discord allows 3 s).
pub const SUGGEST_DEADLINE: std::time::Duration = std::time::Duration::from_millis(1500);

/// What `suggest` gives within [`SUGGEST_DEADLINE`], or the empty (default) answer when it
/// takes longer: every autocomplete answers in time.
pub async fn in_time<T: Default>(suggest: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(SUGGEST_DEADLINE, suggest)
        .await
        .unwrap_or_default()
}

/// `text` cut to `max` characters, ending with `…` when cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

/// A message content within [`MAX_MESSAGE`]: every reply, followup and post goes through this.
pub fn clamp(text: &str) -> String {
    cut(text, MAX_MESSAGE)
}

/// Appends `line` to the message `out` after a line break if `out` and `line` together stay
/// `reserve` characters under [`MAX_MESSAGE`] (room kept for what follows them); `false`,
/// leaving `out` as it was, when it does not fit. A list shows the lines that fit this way.
pub fn push_line(out: &mut String, line: &str, reserve: usize) -> bool {
    if out.chars().count() + line.chars().count() + reserve > MAX_MESSAGE {
        return false;
    }
    out.push('\n');
    out.push_str(line);
    true
}

/// `text` as messages of at most [`MAX_MESSAGE`] characters each, split between lines (a
/// single line longer than a message is cut): a long reference text (`/rules` in French is
/// over 2,000 characters) is sent whole, in order, instead of cut off.
pub fn pages(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut page = String::new();
    for line in text.lines() {
        let line = cut(line, MAX_MESSAGE);
        let n = line.chars().count();
        if !page.is_empty() && page.chars().count() + 1 + n > MAX_MESSAGE {
            out.push(std::mem::take(&mut page));
        }
        if !page.is_empty() {
            page.push('\n');
        }
        page.push_str(&line);
    }
    if !page.is_empty() || out.is_empty() {
        out.push(page);
    }
    out
}

/// A player's input as echoed back: control characters dropped, at most [`MAX_ECHO`].
pub fn echo(input: &str) -> String {
    let clean: String = input.chars().filter(|c| !c.is_control()).collect();
    cut(&clean, MAX_ECHO)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_with_an_ellipsis() {
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(cut("abc", 4), "abc");
        let long = "é".repeat(2500);
        let c = clamp(&long);
        assert_eq!(c.chars().count(), MAX_MESSAGE);
        assert!(c.ends_with('…'));
        assert_eq!(echo("a\u{7}b\nc"), "abc");
    }

    #[test]
    fn long_texts_are_split_between_lines_into_whole_messages() {
        let line = "x".repeat(999);
        let text = [line.as_str(), "y", &line, "z"].join("\n");
        // 999 + 1 + 1 = 1001, then 999 more would make 2001: the third line starts page two.
        assert_eq!(pages(&text), [format!("{line}\ny"), format!("{line}\nz")]);
        assert_eq!(pages("short\ntext"), ["short\ntext"]);
        assert_eq!(pages(""), [""]);
        let huge = "é".repeat(2500);
        assert_eq!(
            pages(&format!("a\n{huge}")),
            ["a".to_string(), clamp(&huge)]
        );
    }
}
