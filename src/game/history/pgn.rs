//! PGN written and read: tag pairs, movetext, dates.

use super::{replay, Ending, Entry, Input, Stop};
use super::{GameResult, History, HistoryError, Setup};
use crate::rules::{Position, VariantId};

pub use crate::calendar::civil_date;

/// A variant by id (`tamerlane-feminine`) or by name (`Tamerlane (feminine array)`).
pub(super) fn variant_named(s: &str) -> Option<VariantId> {
    s.parse()
        .ok()
        .or_else(|| VariantId::ALL.into_iter().find(|v| v.name() == s))
}

/// A tag value as PGN writes it: `\` and `"` escaped with `\`.
fn quote(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A tag pair line `[Name "value"]` (value unescaped), if `line` is one.
pub(super) fn tag_pair(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        value.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    Some((name.to_string(), value))
}

/// The move texts of a PGN movetext or a pasted move list, as players paste them: tag pair
/// lines, comments (`{…}`, `; …` to the end of the line), variations (`(…)`, nested), move
/// numbers (`12.`, `12...`, `12.e3-e4`), NAGs (`$1`) and results (`1-0`, `0-1`, `1/2-1/2`,
/// `*`) are skipped.
pub(super) fn movetext_moves(text: &str) -> Vec<String> {
    let mut plain = String::with_capacity(text.len());
    let (mut brace, mut depth) = (false, 0usize);
    for line in text.lines() {
        if !brace && depth == 0 && line.trim_start().starts_with('[') {
            continue;
        }
        for c in line.chars() {
            match c {
                _ if brace => brace = c != '}',
                '{' => brace = true,
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ if depth > 0 => {}
                ';' => break,
                c => plain.push(c),
            }
        }
        plain.push('\n');
    }
    let mut out = Vec::new();
    for token in plain.split_whitespace() {
        // `12.e3-e4` is also seen: drop a leading move number.
        let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
        let t = if t.len() < token.len() && t.starts_with('.') {
            t.trim_start_matches('.')
        } else {
            token
        };
        let nag = t.len() > 1 && t.starts_with('$') && t[1..].bytes().all(|b| b.is_ascii_digit());
        if t.is_empty() || nag || matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*") {
            continue;
        }
        out.push(t.to_string());
    }
    out
}

impl History {
    /// Reads a PGN (as `/export` writes it, or as players paste it) or a bare move list such
    /// as `1. e3-e4 e8-e7 2. Nb2-c4`: the tags `[Variant]` (id or name), `[Options]`, `[FEN]`
    /// give the start (else `setup`'s), `[White]`, `[Black]` the names (else `White`,
    /// `Black`); the movetext is read forgivingly (see the module docs; comments, variations,
    /// NAGs and move numbers are skipped). The ending is the rules' when the moves end the
    /// game, else the `[Result]` tag's (`White wins`, `Black wins`, `Draw`). Every tag pair is
    /// kept, in order, so [`History::pgn`] writes back a PGN [`History::pgn`] wrote byte for
    /// byte.
    ///
    /// # Errors
    /// [`HistoryError::Variant`], [`HistoryError::Options`], [`HistoryError::Tfen`] for a bad
    /// start; [`HistoryError::Move`] naming the first ply that cannot be played.
    pub fn from_pgn(text: &str, setup: &Setup) -> Result<History, HistoryError> {
        let tags: Vec<(String, String)> = text.lines().filter_map(tag_pair).collect();
        let tag = |name: &str| tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
        let (mut id, mut options) = (setup.variant, setup.options);
        if let Some(v) = tag("Variant") {
            id = variant_named(&v).ok_or(HistoryError::Variant(v))?;
            options = id.default_options();
        }
        if let Some(o) = tag("Options").filter(|o| o != "-") {
            options = id.parse_options(&o)?;
        }
        let start = match tag("FEN").or_else(|| setup.tfen.clone()) {
            Some(t) => Position::from_tfen(id, options, &t)?,
            None => Position::start(id, options),
        };
        let texts = movetext_moves(text);
        let entries = texts.iter().map(|t| Entry {
            ply: None,
            input: Input::Typed(t),
            stamp: None,
        });
        let (plies, outcome) =
            replay(start, entries, |_, _| Ok::<(), ()>(())).map_err(|s| match s {
                Stop::History(e) => e,
                Stop::Check(()) => unreachable!("no check"),
            })?;
        let ending = match &outcome {
            Some(o) => Some(Ending::of_outcome(o)),
            None => tag("Result")
                .and_then(|r| GameResult::from_code(&r))
                .map(Ending::of_result),
        };
        Ok(History {
            start,
            plies,
            white: tag("White").unwrap_or_else(|| "White".into()),
            black: tag("Black").unwrap_or_else(|| "Black".into()),
            tags,
            ending,
            outcome,
        })
    }

    /// The game as PGN: every tag pair (`[Name "value"]`, `\` and `"` escaped), a blank line,
    /// then the move list and the result (`[Result]`'s, `*` without it), lines at most 80
    /// characters (a longer token alone on its line), ending in a newline.
    pub fn pgn(&self) -> String {
        let mut out = String::new();
        for (k, v) in &self.tags {
            out.push_str(&format!("[{k} \"{}\"]\n", quote(v)));
        }
        out.push('\n');
        let list = self.move_list();
        let result = self.tag("Result").unwrap_or("*");
        let mut line = String::new();
        for token in list.split_whitespace().chain(std::iter::once(result)) {
            if !line.is_empty() && line.len() + 1 + token.len() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(token);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }
}
