//! The check that no catalog silently shows English: a message of a non-English catalog whose
//! text is exactly the English one is an untranslated stand-in (issue 19 filled the catalogs
//! with English first), unless it is short (a name, a notation, "en passant") or on the
//! [`ALLOWED`] list with its reason. A reader of that language would otherwise see English
//! with every catalog test passing.

use super::{Lang, TOPICS};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::BTreeMap;

/// Texts of at most this many characters (the words only, not the `{ $variables }`) may be
/// the same as English: piece letters, names such as "Herat" or "Mirza", "en passant".
const SHORT: usize = 12;

/// Messages allowed to read exactly as in English in the named language (`"*"`: in every
/// language), with the reason. Each entry is `(language tag or "*", message id)`.
const ALLOWED: &[(&str, &str)] = &[
    // French writes "1 minute", "5 minutes" exactly as English does.
    ("fr", "game-wait-minutes"),
];

/// Untranslated stand-ins waiting for their translator, each `(language tag, message id)`:
/// a topic being translated by someone else can be listed here so this check stays on, and
/// its entries go as the texts are translated. Empty: on 2 December 2026 every catalog was
/// translated except the texts of [`ALLOWED`].
const NOT_YET_TRANSLATED: &[(&str, &str)] = &[];

/// A message's text in a comparable form: the words as written, each placeable as its
/// variable (`{$name}`), literal or reference, select expressions with their variants.
fn flat(p: &Pattern<&str>, out: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => expr(expression, out),
        }
    }
}

fn expr(e: &Expression<&str>, out: &mut String) {
    match e {
        Expression::Inline(i) => inline(i, out),
        Expression::Select { selector, variants } => {
            out.push('{');
            inline(selector, out);
            out.push_str(" ->");
            for v in variants {
                out.push_str(if v.default { " *[" } else { " [" });
                match &v.key {
                    fluent_syntax::ast::VariantKey::Identifier { name } => out.push_str(name),
                    fluent_syntax::ast::VariantKey::NumberLiteral { value } => out.push_str(value),
                }
                out.push(']');
                flat(&v.value, out);
            }
            out.push('}');
        }
    }
}

fn inline(e: &InlineExpression<&str>, out: &mut String) {
    match e {
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            out.push_str(value)
        }
        InlineExpression::VariableReference { id } => {
            out.push_str("{$");
            out.push_str(id.name);
            out.push('}');
        }
        InlineExpression::MessageReference { id, .. }
        | InlineExpression::TermReference { id, .. }
        | InlineExpression::FunctionReference { id, .. } => {
            out.push_str("{#");
            out.push_str(id.name);
            out.push('}');
        }
        InlineExpression::Placeable { expression } => expr(expression, out),
    }
}

/// The words of a message, without its placeables (every variant of a select counted):
/// what a reader reads as language.
fn words(p: &Pattern<&str>, out: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => word_expr(expression, out),
        }
    }
}

fn word_expr(e: &Expression<&str>, out: &mut String) {
    match e {
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            word_expr(expression, out)
        }
        Expression::Inline(_) => {}
        Expression::Select { variants, .. } => {
            for v in variants {
                out.push(' ');
                words(&v.value, out);
            }
        }
    }
}

/// A message's comparable text and the number of characters of its words.
struct Text {
    flat: String,
    words: usize,
}

fn text(p: &Pattern<&str>) -> Text {
    let mut flat_text = String::new();
    flat(p, &mut flat_text);
    let mut w = String::new();
    words(p, &mut w);
    Text {
        flat: flat_text,
        words: w
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .count(),
    }
}

/// The messages (`id`, `id.attribute`) of `lang`'s topic file with their flattened texts.
fn texts(lang: Lang, topic: usize) -> BTreeMap<String, Text> {
    let src = lang.sources()[topic];
    let res = match fluent_syntax::parser::parse(src) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = BTreeMap::new();
    for entry in &res.body {
        if let Entry::Message(m) = entry {
            if let Some(v) = &m.value {
                out.insert(m.id.name.to_string(), text(v));
            }
            for a in &m.attributes {
                out.insert(format!("{}.{}", m.id.name, a.id.name), text(&a.value));
            }
        }
    }
    out
}

/// Every message of a non-English catalog that reads exactly as English and is longer than
/// [`SHORT`] characters of words, as `locales/<tag>/<topic>.ftl: <id> = <text>`, except those
/// of [`ALLOWED`] and [`NOT_YET_TRANSLATED`].
fn untranslated() -> Vec<String> {
    let listed = |lang: Lang, id: &str| {
        ALLOWED
            .iter()
            .chain(NOT_YET_TRANSLATED)
            .any(|(l, i)| (*l == "*" || *l == lang.tag()) && *i == id)
    };
    let mut out = Vec::new();
    for (t, topic) in TOPICS.iter().enumerate() {
        let en = texts(Lang::En, t);
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            for (id, text) in texts(lang, t) {
                if en.get(&id).is_some_and(|e| e.flat == text.flat)
                    && text.words > SHORT
                    && !listed(lang, &id)
                {
                    out.push(format!(
                        "locales/{}/{topic}.ftl: {id} = {}",
                        lang.tag(),
                        text.flat
                    ));
                }
            }
        }
    }
    out
}

/// The test that fails when a catalog shows English for a text it should translate.
#[test]
fn no_catalog_repeats_an_english_text_untranslated() {
    let found = untranslated();
    assert!(
        found.is_empty(),
        "{} messages read exactly as in English (translate them, or allow them with a reason in src/i18n/untranslated.rs):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The check itself: the words without placeables, and that it sees a stand-in.
#[test]
fn the_check_compares_words_and_placeables() {
    assert_eq!(TOPICS[3], "explain");
    let en = texts(Lang::En, 3);
    let label = &en["explain-suggest-label"];
    assert_eq!(label.flat, "{$san} · {$notes}");
    assert_eq!(label.words, 1, "placeables are not words");
    let royal = &en["explain-move-royal-captured"];
    assert_eq!(
        royal.flat,
        "{{$color} -> [white]White's *[black]Black's} {$piece} is captured."
    );
    assert_eq!(royal.words, "White's Black's is captured.".len());
    // The translated French text is told apart from the English one.
    let fr = texts(Lang::Fr, 3);
    assert_ne!(fr["explain-move-royal-captured"].flat, royal.flat);
    // Every listed entry is a message that still reads as English, so the lists cannot go
    // stale unseen (an entry whose text got translated must leave the list).
    for (lang, id) in ALLOWED.iter().chain(NOT_YET_TRANSLATED) {
        let langs: Vec<Lang> = if *lang == "*" {
            Lang::ALL.to_vec()
        } else {
            vec![Lang::parse(lang).expect("a shipped tag")]
        };
        for l in langs {
            let same = (0..TOPICS.len()).any(|t| {
                let en = texts(Lang::En, t);
                texts(l, t)
                    .get(*id)
                    .is_some_and(|x| en.get(*id).is_some_and(|e| e.flat == x.flat))
            });
            assert!(same, "{lang}: {id} is not a message that reads as English");
        }
    }
}
