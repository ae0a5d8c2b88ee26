//! The slash commands' names and descriptions in every shipped language, taken from
//! `locales/<tag>/commands.ftl` and applied once at startup ([`localize`]) to the commands of
//! [`crate::discord::commands`].
//!
//! Message ids follow the command tree: a command (or subcommand) `<path>` has
//! `cmd-<path>-name` and `cmd-<path>-description`, where `<path>` is its qualified name with
//! `-` between the words (`cmd-tournament-create-name`); its option `<opt>` has
//! `cmd-<path>-opt-<opt>-name` and `cmd-<path>-opt-<opt>-description`; a choice is named by
//! `cmd-choice-<slug>` after its English name (`cmd-choice-1-day`, `cmd-choice-white`), shared
//! by every option offering it. The English catalog repeats the names and descriptions of the
//! code (a test keeps them equal), so every id exists in every catalog; each catalog's texts are
//! registered under every Discord locale it serves ([`Lang::discord_locales`]).
//!
//! Discord sends the English (default) names back in interactions whatever the user typed,
//! and choices by their index, so nothing else changes.

use super::{Data, Error};
use crate::i18n::{has, text, Args, Lang};
use std::borrow::Cow;

type Command = poise::Command<Data, Error>;
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// `commands` with `name_localizations` and `description_localizations` filled for every
/// command, subcommand and option, and the localized names of every choice, for every Discord
/// locale of every shipped catalog ([`Lang::discord_locales`]). An id missing from a catalog
/// leaves that catalog's locales out (Discord then shows the English text).
pub fn localize(mut commands: Vec<Command>) -> Vec<Command> {
    for c in &mut commands {
        command(c, "");
    }
    commands
}

/// The command at the qualified name `path` (`"move"`, `"vacation end"`) as a `lang` reader's
/// Discord shows it, without the slash: `"jouer"`, `"vacances fin"` (each word from its
/// `cmd-<path>-name`).
pub fn command_path(path: &str, lang: Lang) -> String {
    let mut stem = String::new();
    let mut words = Vec::new();
    for word in path.split_whitespace() {
        stem = command_stem(&stem, word);
        words.push(text(lang, &format!("{stem}-name"), &Args::new()));
    }
    words.join(" ")
}

/// `words` as a message id part: lower case, every run of other characters than letters and
/// digits one `-` ("Tamerlane (feminine array)" → `tamerlane-feminine-array`).
fn slug(words: &str) -> String {
    let mut out = String::new();
    for c in words.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// The id stem of the command `name` under the command path `parent` (`""` at the top).
fn command_stem(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        format!("cmd-{}", slug(name))
    } else {
        format!("{parent}-{}", slug(name))
    }
}

/// The id stem of option `name` of the command with stem `command`.
fn option_stem(command: &str, name: &str) -> String {
    format!("{command}-opt-{}", slug(name))
}

/// The id of the choice named `name` in English.
fn choice_id(name: &str) -> String {
    format!("cmd-choice-{}", slug(name))
}

/// Whether a choice is a language named in itself (`/settings language:`): shown so in
/// every locale, it has no catalog message.
fn endonym(name: &str) -> bool {
    Lang::ALL.iter().any(|l| l.native_name() == name)
}

/// `name` itself for every Discord locale.
fn everywhere(name: &str) -> Localizations {
    let out: Vec<_> = Lang::ALL
        .iter()
        .flat_map(|l| l.discord_locales().iter())
        .map(|locale| (Cow::Borrowed(*locale), Cow::Owned(name.to_string())))
        .collect();
    out.into()
}

/// Message `id` for every Discord locale of every catalog that has it.
fn localizations(id: &str) -> Localizations {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        if !has(lang, id) {
            continue;
        }
        let t = text(lang, id, &Args::new());
        for locale in lang.discord_locales() {
            out.push((Cow::Borrowed(*locale), Cow::Owned(t.clone())));
        }
    }
    out.into()
}

fn command(c: &mut Command, parent: &str) {
    let stem = command_stem(parent, &c.name);
    c.name_localizations = localizations(&format!("{stem}-name"));
    c.description_localizations = localizations(&format!("{stem}-description"));
    for p in &mut c.parameters {
        let opt = option_stem(&stem, &p.name);
        p.name_localizations = localizations(&format!("{opt}-name"));
        p.description_localizations = localizations(&format!("{opt}-description"));
        let choices: Vec<poise::CommandParameterChoice> = p
            .choices
            .iter()
            .map(|ch| {
                let mut ch = ch.clone();
                ch.localizations = if endonym(&ch.name) {
                    everywhere(&ch.name)
                } else {
                    localizations(&choice_id(&ch.name))
                };
                ch
            })
            .collect();
        p.choices = choices.into();
    }
    for s in &mut c.subcommands {
        command(s, &stem);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_path_reads_as_the_readers_discord_shows_it() {
        assert_eq!(command_path("move", Lang::En), "move");
        assert_eq!(command_path("move", Lang::Fr), "jouer");
        assert_eq!(command_path("vacation end", Lang::Fr), "vacances fin");
        assert_eq!(command_path("tournament join", Lang::ZhCn), "锦标赛 报名");
        assert_eq!(command_path("admin games", Lang::Ru), "админ партии");
    }
    use std::collections::{BTreeSet, HashMap};

    /// Every Discord locale a catalog serves.
    fn locales() -> Vec<&'static str> {
        Lang::ALL
            .iter()
            .flat_map(|l| l.discord_locales().iter().copied())
            .collect()
    }

    /// One localizable text of the tree: its id, its English text in the code, its
    /// localizations, what kind of text it is and the path of its siblings' group.
    struct Entry {
        id: String,
        english: String,
        localized: HashMap<String, String>,
        kind: Kind,
        group: String,
    }

    impl Entry {
        fn endonym(&self) -> bool {
            self.kind == Kind::Choice && endonym(&self.english)
        }
    }

    #[derive(Clone, Copy, PartialEq, Debug)]
    enum Kind {
        Name,
        Description,
        Choice,
    }

    fn map(l: &Localizations) -> HashMap<String, String> {
        l.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// The two entries of a command or option whose ids start with `stem`: its name and its
    /// description (each English text with its localizations), in the sibling groups `groups`.
    fn name_and_description(
        out: &mut Vec<Entry>,
        stem: &str,
        (name, names): (&str, &Localizations),
        (description, descriptions): (Option<&str>, &Localizations),
        [name_group, description_group]: [String; 2],
    ) {
        out.push(Entry {
            id: format!("{stem}-name"),
            english: name.to_string(),
            localized: map(names),
            kind: Kind::Name,
            group: name_group,
        });
        out.push(Entry {
            id: format!("{stem}-description"),
            english: description.unwrap_or_default().to_string(),
            localized: map(descriptions),
            kind: Kind::Description,
            group: description_group,
        });
    }

    fn entries(c: &Command, parent: &str, out: &mut Vec<Entry>) {
        let stem = command_stem(parent, &c.name);
        let group = if parent.is_empty() {
            "/".to_string()
        } else {
            parent.to_string()
        };
        name_and_description(
            out,
            &stem,
            (&c.name, &c.name_localizations),
            (c.description.as_deref(), &c.description_localizations),
            [group.clone(), group],
        );
        for p in &c.parameters {
            let opt = option_stem(&stem, &p.name);
            name_and_description(
                out,
                &opt,
                (&p.name, &p.name_localizations),
                (p.description.as_deref(), &p.description_localizations),
                [stem.clone(), opt.clone()],
            );
            for ch in p.choices.iter() {
                out.push(Entry {
                    id: choice_id(&ch.name),
                    english: ch.name.to_string(),
                    localized: map(&ch.localizations),
                    kind: Kind::Choice,
                    group: format!("{opt} choices"),
                });
            }
        }
        for s in &c.subcommands {
            entries(s, &stem, out);
        }
    }

    fn all_entries() -> Vec<Entry> {
        let mut out = Vec::new();
        for c in localize(super::super::commands()) {
            entries(&c, "", &mut out);
        }
        out
    }

    /// Discord's rule for command and option names: `^[-_\p{L}\p{N}]{1,32}$`, lower case
    /// where the letter has a lower case.
    fn name_problem(name: &str) -> Option<&'static str> {
        let n = name.chars().count();
        if !(1..=32).contains(&n) {
            return Some("not 1 to 32 characters");
        }
        let allowed = |c: char| {
            c == '-' || c == '_' || (c.is_alphanumeric() && !c.is_whitespace() && !c.is_control())
        };
        if !name.chars().all(allowed) {
            return Some("a character other than - _ letters and digits");
        }
        if name.to_lowercase() != name {
            return Some("not lower case");
        }
        None
    }

    #[test]
    fn every_text_has_every_language_and_english_is_the_code() {
        let mut missing = Vec::new();
        for e in all_entries().into_iter().filter(|e| !e.endonym()) {
            assert_eq!(
                text(Lang::En, &e.id, &Args::new()),
                e.english,
                "{}: the English catalog differs from the code",
                e.id
            );
            for lang in &Lang::ALL[1..] {
                if !has(*lang, &e.id) {
                    missing.push(format!("{} {}", lang.tag(), e.id));
                }
            }
        }
        assert!(missing.is_empty(), "missing:\n{}", missing.join("\n"));
    }

    #[test]
    fn every_locale_keeps_discords_rules() {
        let mut problems = Vec::new();
        let mut seen: HashMap<(String, &str, String), String> = HashMap::new();
        for e in all_entries() {
            for locale in locales() {
                let t = e.localized.get(locale).unwrap_or(&e.english).clone();
                let problem = match e.kind {
                    Kind::Name => name_problem(&t),
                    Kind::Description | Kind::Choice => (!(1..=100).contains(&t.chars().count()))
                        .then_some("not 1 to 100 characters"),
                };
                if let Some(p) = problem {
                    problems.push(format!("{locale} {}: {t:?}: {p}", e.id));
                }
                if e.kind != Kind::Description {
                    let key = (e.group.clone(), locale, t.clone());
                    if let Some(other) = seen.insert(key, e.id.clone()) {
                        if other != e.id {
                            problems.push(format!("{locale} {}: {t:?} repeats {other}", e.id));
                        }
                    }
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn the_registration_payload_holds_every_discord_locale() {
        let want: BTreeSet<String> = locales().into_iter().map(String::from).collect();
        assert_eq!(want.len(), 10);
        let commands = localize(super::super::commands());
        let payload = poise::builtins::create_application_commands(&commands);
        assert_eq!(payload.len(), commands.len());
        let json = serde_json::to_value(&payload).unwrap();
        // Every object with a "name" (commands, options, choices) carries both maps, with
        // exactly the Discord locales as keys (choices carry names only).
        let mut objects = 0;
        fn walk(v: &serde_json::Value, want: &BTreeSet<String>, objects: &mut usize) {
            match v {
                serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, want, objects)),
                serde_json::Value::Object(o) => {
                    if let Some(name) = o.get("name") {
                        *objects += 1;
                        let keys = |field: &str| -> BTreeSet<String> {
                            o.get(field)
                                .and_then(|m| m.as_object())
                                .map(|m| m.keys().cloned().collect())
                                .unwrap_or_default()
                        };
                        assert_eq!(&keys("name_localizations"), want, "{name}");
                        if o.contains_key("description") {
                            assert_eq!(&keys("description_localizations"), want, "{name}");
                        }
                        let en = &o["name_localizations"]["en-US"];
                        assert_eq!(en, name, "en-US is the default name");
                    }
                    for (k, x) in o {
                        if k != "name_localizations" && k != "description_localizations" {
                            walk(x, want, objects);
                        }
                    }
                }
                _ => {}
            }
        }
        walk(&json, &want, &mut objects);
        assert!(objects > 100, "{objects}");
        // One example in full: /challenge in French and Russian.
        let challenge = &json[0];
        assert_eq!(challenge["name"], "challenge");
        assert_eq!(challenge["name_localizations"]["fr"], "défier");
        assert_eq!(challenge["name_localizations"]["ru"], "вызов");
        assert_eq!(challenge["name_localizations"]["zh-CN"], "挑战");
        assert_eq!(challenge["name_localizations"]["de"], "herausfordern");
        assert_eq!(
            challenge["name_localizations"]["es-419"],
            challenge["name_localizations"]["es-ES"]
        );
    }

    #[test]
    fn ids_follow_the_tree() {
        assert_eq!(
            slug("Tamerlane (Ibn Arabshah's array)"),
            "tamerlane-ibn-arabshah-s-array"
        );
        assert_eq!(choice_id("1 day"), "cmd-choice-1-day");
        assert_eq!(
            command_stem("cmd-tournament", "create"),
            "cmd-tournament-create"
        );
        assert_eq!(
            option_stem("cmd-challenge", "variant"),
            "cmd-challenge-opt-variant"
        );
    }
}
