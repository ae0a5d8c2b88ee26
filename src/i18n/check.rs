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
    let mut out = BTreeSet::new();
    pattern(p, &mut out);
    out
}

fn pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

fn expr(e: &Expression<&str>, out: &mut BTreeSet<String>) {
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

fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The test that fails the day a text is added in one language only.
    #[test]
    fn every_catalog_has_exactly_the_english_ids_with_the_same_variables() {
        for lang in Lang::ALL {
            let p = problems(lang);
            assert!(p.is_empty(), "{} problems, the first: {}", p.len(), p[0]);
        }
    }
}
