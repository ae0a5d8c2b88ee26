//! What a catalog must hold: the English catalog's ids, each with the same variables, and
//! nothing else; every file parses. Used by the catalog tests and `timur check-catalog`-style
//! tooling; returns the problems found, first one first.

use super::{Lang, TOPICS};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

/// A message id (`id` or `id.attribute`) to the variables it uses (`$name` without the `$`).
pub type Shape = BTreeMap<String, BTreeSet<String>>;

/// The messages of `lang`'s topic file (index into [`TOPICS`]) with their variables, or the
/// parse errors of the file as text.
pub fn shape(lang: Lang, topic: usize) -> Result<Shape, String> {
    let src = lang.sources()[topic];
    let res = fluent_syntax::parser::parse(src).map_err(|(_, errs)| {
        format!(
            "locales/{}/{}.ftl does not parse: {errs:?}",
            lang.tag(),
            TOPICS[topic]
        )
    })?;
    let mut out = Shape::new();
    for entry in &res.body {
        match entry {
            Entry::Message(m) => {
                if let Some(v) = &m.value {
                    out.insert(m.id.name.to_string(), vars(v));
                }
                for a in &m.attributes {
                    out.insert(format!("{}.{}", m.id.name, a.id.name), vars(&a.value));
                }
            }
            Entry::Junk { content } => {
                return Err(format!(
                    "locales/{}/{}.ftl has junk: {content}",
                    lang.tag(),
                    TOPICS[topic]
                ))
            }
            _ => {}
        }
    }
    Ok(out)
}

/// Every difference between `lang`'s catalog and the English one, as sentences naming the
/// file and id; empty when they match.
pub fn problems(lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for (i, topic) in TOPICS.iter().enumerate() {
        let (en, other) = match (shape(Lang::En, i), shape(lang, i)) {
            (Ok(e), Ok(o)) => (e, o),
            (e, o) => {
                out.extend(e.err());
                out.extend(o.err());
                continue;
            }
        };
        let file = format!("locales/{}/{topic}.ftl", lang.tag());
        for (id, vars) in &en {
            match other.get(id) {
                None => out.push(format!("{file}: `{id}` is missing")),
                Some(v) if v != vars => out.push(format!(
                    "{file}: `{id}` uses variables {v:?}, English uses {vars:?}"
                )),
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !en.contains_key(*id)) {
            out.push(format!("{file}: `{id}` is not in the English catalog"));
        }
    }
    out
}

fn vars(p: &Pattern<&str>) -> BTreeSet<String> {
    let mut used = Used::default();
    pattern(p, &mut used);
    used.variables
}

/// What a pattern refers to: its variables (`$name`) and the messages it places
/// (`{ cmd-challenge-name }`).
#[derive(Default)]
struct Used {
    variables: BTreeSet<String>,
    messages: BTreeSet<String>,
}

fn pattern(p: &Pattern<&str>, out: &mut Used) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

fn expr(e: &Expression<&str>, out: &mut Used) {
    match e {
        Expression::Inline(i) => inline(i, out),
        Expression::Select { selector, variants } => {
            inline(selector, out);
            for v in variants {
                pattern(&v.value, out);
            }
        }
    }
}

fn inline(e: &InlineExpression<&str>, out: &mut Used) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, attribute } => {
            let id = match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_string(),
            };
            out.messages.insert(id);
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, out);
            }
            for a in &arguments.named {
                inline(&a.value, out);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline(a, out);
            }
            for a in &arguments.named {
                inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expr(expression, out),
        _ => {}
    }
}

/// Every message of `lang`'s catalog (all topics), as `(topic, id or id.attribute, pattern
/// text)`, with the messages it places; a file that does not parse is left out ([`problems`]
/// reports it).
fn patterns(lang: Lang) -> Vec<(&'static str, String, Vec<String>, BTreeSet<String>)> {
    let mut out = Vec::new();
    for (topic, src) in TOPICS.iter().zip(lang.sources()) {
        let Ok(res) = fluent_syntax::parser::parse(src) else {
            continue;
        };
        for entry in &res.body {
            let Entry::Message(m) = entry else { continue };
            let parts = m.value.iter().map(|v| (m.id.name.to_string(), v)).chain(
                m.attributes
                    .iter()
                    .map(|a| (format!("{}.{}", m.id.name, a.id.name), &a.value)),
            );
            for (id, p) in parts {
                let mut used = Used::default();
                pattern(p, &mut used);
                out.push((*topic, id, texts(p), used.messages));
            }
        }
    }
    out
}

/// The literal text runs of a pattern, select variants included.
fn texts(p: &Pattern<&str>) -> Vec<String> {
    let mut out = Vec::new();
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push(value.to_string()),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for v in variants {
                    out.extend(texts(&v.value));
                }
            }
            PatternElement::Placeable { .. } => {}
        }
    }
    out
}

/// Messages of `lang` that place a message its catalog does not have (Fluent would show the
/// reference's id): `(id, the missing message)`.
pub fn dangling_references(lang: Lang) -> Vec<(String, String)> {
    let all = patterns(lang);
    let known: BTreeSet<&str> = all.iter().map(|(_, id, _, _)| id.as_str()).collect();
    all.iter()
        .flat_map(|(_, id, _, refs)| {
            refs.iter()
                .filter(|r| !known.contains(r.as_str()))
                .map(move |r| (id.clone(), r.clone()))
        })
        .collect()
}

/// Texts of `lang` outside `commands.ftl` that write a slash command's English name as
/// literal text (`/vacation end`) instead of placing its localized name
/// (`/{ cmd-vacation-name } { cmd-vacation-end-name }`), which is what the reader's Discord
/// shows: `(topic, id, the literal run)`.
pub fn literal_command_names(lang: Lang) -> Vec<(String, String, String)> {
    // The top-level commands: `cmd-<name>-name` with a one-word name.
    let names: Vec<String> = patterns(Lang::En)
        .into_iter()
        .filter_map(|(topic, id, _, _)| {
            let name = id.strip_prefix("cmd-")?.strip_suffix("-name")?;
            (topic == "commands" && !name.contains('-')).then(|| name.to_string())
        })
        .collect();
    let mut out = Vec::new();
    for (topic, id, runs, _) in patterns(lang) {
        if topic == "commands" {
            continue;
        }
        for run in runs {
            let hit = run.match_indices('/').any(|(i, _)| {
                let before = run[..i].chars().next_back();
                let after = &run[i + 1..];
                !before.is_some_and(char::is_alphanumeric)
                    && names.iter().any(|n| {
                        after.starts_with(n.as_str())
                            && !after[n.len()..]
                                .chars()
                                .next()
                                .is_some_and(|c| c.is_alphanumeric() || c == '-')
                    })
            });
            if hit {
                out.push((topic.to_string(), id.clone(), run));
            }
        }
    }
    out
}

/// Literals that look like English but are not shown to players: each entry is the file and
/// the literal's exact text, with the reason in a comment. A line may instead end in a comment
/// starting `// operator:` and saying who reads it (a `timur` tool's report, a log, a stored
/// diagnostic): operators read English.
const ALLOWED: &[(&str, &str)] = &[];

/// String literals in the Rust files under `root`'s folders or files `scanned` (the places a
/// player-facing text could hide in; non-test code, outside comments, log macros and
/// `expect`s) that hold two words of English: `(file, line, text)`, `file` relative to `root`.
pub fn english_literals(root: &std::path::Path, scanned: &[&str]) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    for &top in scanned {
        for file in rust_files(&root.join(top)) {
            let rel = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            let Ok(src) = std::fs::read_to_string(&file) else {
                continue;
            };
            out.extend(
                scan(&src)
                    .into_iter()
                    .filter(|(_, lit)| !ALLOWED.contains(&(rel.as_str(), lit.as_str())))
                    .map(|(line, lit)| (rel.clone(), line, lit)),
            );
        }
    }
    out
}

/// The English-looking literals of one file's text before its `#[cfg(test)]` line:
/// `(line number from 1, literal)`. Comment lines, lines marked [`OPERATOR_MARK`] and lines
/// holding one of [`SKIPPED_LINES`] are passed over.
fn scan(src: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, line) in src.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") {
            break;
        }
        if t.starts_with("//")
            || t.contains(OPERATOR_MARK)
            || SKIPPED_LINES.iter().any(|s| t.contains(s))
        {
            continue;
        }
        out.extend(
            literals(line)
                .into_iter()
                .filter(|l| looks_english(l))
                .map(|l| (i + 1, l)),
        );
    }
    out
}

/// The comment that marks a line's literals as read by operators only (see [`ALLOWED`]).
const OPERATOR_MARK: &str = "// operator:";

/// Log lines, panics and error-type attributes (read by operators), and slash-command option
/// descriptions: poise wants them in the code, and `discord::localize`'s test keeps each one
/// equal to its `cmd-…-description` in `locales/en-US/commands.ftl`, the text Discord shows.
const SKIPPED_LINES: [&str; 11] = [
    "tracing::",
    "debug!(",
    "info!(",
    "warn!(",
    "error!(",
    "expect(",
    "panic!(",
    "unreachable!(",
    "#[error(",
    "assert",
    "#[description = ",
];

fn rust_files(p: &std::path::Path) -> Vec<std::path::PathBuf> {
    if p.is_file() {
        return vec![p.to_path_buf()];
    }
    let mut out = Vec::new();
    if let Ok(rd) = std::fs::read_dir(p) {
        for e in rd.flatten() {
            out.extend(
                rust_files(&e.path())
                    .into_iter()
                    .filter(|f| f.extension().is_some_and(|x| x == "rs")),
            );
        }
    }
    out.sort();
    out
}

/// The contents of the plain `"…"` literals of one line (escapes kept as written).
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.char_indices().peekable();
    let mut prev = ' ';
    while let Some((_, c)) = chars.next() {
        if c == '\'' && prev != '\\' {
            // A char literal such as '"' is not the start of a string.
            let rest: String = chars.clone().take(3).map(|(_, c)| c).collect();
            if rest.starts_with("\"'") || rest.starts_with("\\\"'") {
                chars.next();
                if rest.starts_with('\\') {
                    chars.next();
                }
                chars.next();
                prev = '\'';
                continue;
            }
        }
        if c == '"' {
            let mut s = String::new();
            let mut esc = false;
            for (_, c) in chars.by_ref() {
                if esc {
                    s.push(c);
                    esc = false;
                } else if c == '\\' {
                    s.push(c);
                    esc = true;
                } else if c == '"' {
                    break;
                } else {
                    s.push(c);
                }
            }
            out.push(s);
        }
        prev = c;
    }
    out
}

/// Two words of letters in a row, the second lower case: "is over", "You cannot".
fn looks_english(s: &str) -> bool {
    if ["SELECT", "INSERT", "UPDATE", "DELETE"]
        .iter()
        .any(|k| s.contains(k))
    {
        return false;
    }
    let words: Vec<&str> = s
        .split(|c: char| c.is_whitespace())
        .map(|w| w.trim_matches(|c: char| ",.;:!?()".contains(c)))
        .collect();
    words.windows(2).any(|w| {
        w[0].len() >= 2
            && w[0].chars().all(|c| c.is_ascii_alphabetic())
            && w[1].len() >= 2
            && w[1].chars().all(|c| c.is_ascii_lowercase())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tr;

    /// The test that fails the day a text is added in one language only.
    #[test]
    fn every_catalog_has_exactly_the_english_ids_with_the_same_variables() {
        for lang in Lang::ALL {
            let p = problems(lang);
            assert!(p.is_empty(), "{} problems, the first: {}", p.len(), p[0]);
        }
    }

    /// Command names in texts are placed from `commands.ftl`, so a French reader reads
    /// `/vacances fin`, as their Discord shows the command, not `/vacation end`.
    #[test]
    fn texts_name_commands_by_their_localized_names() {
        for lang in Lang::ALL {
            let dangling = dangling_references(lang);
            assert!(dangling.is_empty(), "{lang}: {dangling:?}");
            let literal = literal_command_names(lang);
            assert!(
                literal.is_empty(),
                "{lang}: {} texts write a command's English name; place {{ cmd-…-name }} instead. The first: {:?}",
                literal.len(),
                literal[0]
            );
        }
        assert_eq!(
            tr!(Lang::Fr, "discord-vacation-running"),
            "Vous êtes déjà en vacances. Terminez-les d'abord avec /vacances fin."
        );
        assert_eq!(
            tr!(Lang::En, "discord-vacation-running"),
            "You are already on vacation. End it with /vacation end first."
        );
        assert_eq!(
            tr!(Lang::ZhCn, "discord-help-more"),
            "变体与记谱法：/帮助 主题:记谱法。全部棋子：/帮助 主题:棋子。"
        );
    }

    /// What counts as English and as a literal (the bot's crate runs the scan on its sources).
    #[test]
    fn english_is_told_from_codes_and_literals_are_found() {
        assert!(looks_english("You cannot challenge yourself."));
        assert!(!looks_english("timur:accept:{id}"));
        assert_eq!(literals(r#"a("x y", '"', "z")"#), ["x y", "z"]);
    }

    /// The operator mark, comments, option descriptions and test code pass; a reply does not.
    #[test]
    fn the_scan_passes_over_operator_lines_and_finds_the_rest() {
        let src = r#"fn f() {
    let a = "the stored position differs"; // operator: timur check
    let b = "You cannot resign twice.";
    // "a comment about the code"
    #[description = "Which game (default: Tamerlane)"] variant: Option<VariantChoice>,
    tracing::warn!("delivery failed again");
    let c = format!("{} to move", side);
}
#[cfg(test)]
mod tests { const T: &str = "an expected text"; }
"#;
        assert_eq!(
            scan(src),
            [
                (3, "You cannot resign twice.".to_string()),
                (7, "{} to move".to_string())
            ]
        );
    }
}
