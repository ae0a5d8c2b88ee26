//! The text catalog: every text a player reads is a Project Fluent message in
//! `locales/<tag>/<topic>.ftl`, the English catalog (`en-US`) the source of every id.
//!
//! - [`Lang`]: the languages the bot ships, read from a Discord locale
//!   ([`Lang::from_discord`]), a POSIX locale such as `LANG` ([`Lang::from_posix`]) or a tag
//!   typed by a user ([`Lang::parse`]).
//! - [`Args`]: a message's typed arguments (strings, numbers for plural selection).
//! - [`text`]: a message in a language; a message missing from a catalog falls back to English
//!   and is logged (the catalog tests fail on it first), never shown as its id.
//! - [`tr!`](crate::tr): the call sites' shorthand,
//!   `tr!(style, "game-not-your-turn", opponent = name)`.
//!
//! The catalog gives the words; front end's `Style` (in the bot) writes the
//! styled parts (players, times, emphasis) that are passed in as arguments, so no text is
//! composed and then patched. Fluent's bidi isolation marks are off: the arguments are
//! Discord mentions and move notation that must reach Discord byte for byte.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod calendar;
pub mod check;
#[cfg(test)]
mod untranslated;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// A language the bot ships a catalog for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (`en-US`), the source catalog and the fallback.
    #[default]
    En,
    /// Simplified Chinese (`zh-CN`).
    ZhCn,
    /// Traditional Chinese (`zh-TW`).
    ZhTw,
    /// Russian (`ru`).
    Ru,
    /// Turkish (`tr`).
    Tr,
    /// French (`fr`).
    Fr,
    /// German (`de`).
    De,
    /// Spanish (`es-ES`).
    Es,
}

/// The catalog's topics, one `.ftl` file each in every locale folder.
pub const TOPICS: [&str; 10] = [
    "game",
    "discord",
    "commands",
    "explain",
    "local",
    "render",
    "community",
    "withdrawal",
    "learn",
    "analysis",
];

macro_rules! locale_files {
    ($tag:literal) => {
        [
            include_str!(concat!("../locales/", $tag, "/game.ftl")),
            include_str!(concat!("../locales/", $tag, "/discord.ftl")),
            include_str!(concat!("../locales/", $tag, "/commands.ftl")),
            include_str!(concat!("../locales/", $tag, "/explain.ftl")),
            include_str!(concat!("../locales/", $tag, "/local.ftl")),
            include_str!(concat!("../locales/", $tag, "/render.ftl")),
            include_str!(concat!("../locales/", $tag, "/community.ftl")),
            include_str!(concat!("../locales/", $tag, "/withdrawal.ftl")),
            include_str!(concat!("../locales/", $tag, "/learn.ftl")),
            include_str!(concat!("../locales/", $tag, "/analysis.ftl")),
        ]
    };
}

impl Lang {
    /// Every shipped language, English first.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::ZhCn,
        Lang::ZhTw,
        Lang::Ru,
        Lang::Tr,
        Lang::Fr,
        Lang::De,
        Lang::Es,
    ];

    /// The BCP 47 tag, also the name of the locale's folder under `locales/`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en-US",
            Lang::ZhCn => "zh-CN",
            Lang::ZhTw => "zh-TW",
            Lang::Ru => "ru",
            Lang::Tr => "tr",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Es => "es-ES",
        }
    }

    /// The Discord locales this catalog serves (Discord's locale codes): its command names and
    /// descriptions are registered under each of them.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::ZhCn => &["zh-CN"],
            Lang::ZhTw => &["zh-TW"],
            Lang::Ru => &["ru"],
            Lang::Tr => &["tr"],
            Lang::Fr => &["fr"],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
        }
    }

    /// The language's name in itself, for choices and `/settings`.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "简体中文",
            Lang::ZhTw => "繁體中文",
            Lang::Ru => "Русский",
            Lang::Tr => "Türkçe",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
        }
    }

    /// The catalog for a Discord locale (`interaction.locale`, `guild_locale`): English for a
    /// locale without a catalog (`ja`, `pt-BR`, …) or an empty one.
    pub fn from_discord(locale: &str) -> Lang {
        Lang::parse(locale).unwrap_or_default()
    }

    /// The catalog for a POSIX locale (`LC_ALL`, `LANG`: `ru_RU.UTF-8`, `zh_TW`, `C`): `None`
    /// when it names no shipped language, so the caller can look at the next variable.
    pub fn from_posix(locale: &str) -> Option<Lang> {
        let base = locale.split(['.', '@']).next().unwrap_or("");
        Lang::parse(&base.replace('_', "-"))
    }

    /// A language from a tag as users type it, case-insensitively: `fr`, `fr-CA`, `zh-CN`,
    /// `zh-Hant`, `zh-HK` (Traditional), `zh` (Simplified), `es-419`, `en-GB`. `None` for
    /// anything else.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase();
        let mut parts = tag.split(['-', '_']);
        let lang = match parts.next()? {
            "en" => Lang::En,
            "zh" => {
                let rest: Vec<&str> = parts.collect();
                let traditional = rest
                    .iter()
                    .any(|p| matches!(*p, "tw" | "hk" | "mo" | "hant"));
                if traditional {
                    Lang::ZhTw
                } else {
                    Lang::ZhCn
                }
            }
            "ru" => Lang::Ru,
            "tr" => Lang::Tr,
            "fr" => Lang::Fr,
            "de" => Lang::De,
            "es" => Lang::Es,
            _ => return None,
        };
        Some(lang)
    }

    /// The message `id` with `args` in this language (see [`text`]).
    pub fn text(self, id: &str, args: &Args) -> String {
        text(self, id, args)
    }

    fn sources(self) -> [&'static str; TOPICS.len()] {
        match self {
            Lang::En => locale_files!("en-US"),
            Lang::ZhCn => locale_files!("zh-CN"),
            Lang::ZhTw => locale_files!("zh-TW"),
            Lang::Ru => locale_files!("ru"),
            Lang::Tr => locale_files!("tr"),
            Lang::Fr => locale_files!("fr"),
            Lang::De => locale_files!("de"),
            Lang::Es => locale_files!("es-ES"),
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

/// A message's arguments: names (Fluent's `$name`) to strings or numbers. Numbers select
/// plural forms by the language's CLDR rules (`{ $count -> [one] … *[other] … }`).
#[derive(Default)]
pub struct Args(FluentArgs<'static>);

impl Args {
    /// No arguments.
    pub fn new() -> Args {
        Args::default()
    }

    /// Sets `name` to `value` (a `String`, `&'static str` or a number).
    pub fn set(&mut self, name: &'static str, value: impl Into<Arg>) -> &mut Args {
        self.0.set(name, value.into().0);
        self
    }

    /// `self` with `name` set to `value`, for chaining.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Args {
        self.set(name, value);
        self
    }

    /// The names set, in order.
    pub fn names(&self) -> Vec<String> {
        self.0.iter().map(|(k, _)| k.to_string()).collect()
    }
}

impl std::fmt::Debug for Args {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(k, _)| k))
            .finish()
    }
}

/// One argument's value.
pub struct Arg(FluentValue<'static>);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg(FluentValue::from(s))
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg(FluentValue::from(s.clone()))
    }
}

impl From<&'static str> for Arg {
    fn from(s: &'static str) -> Arg {
        Arg(FluentValue::from(s))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg(FluentValue::from(n))
            }
        }
    )*};
}
number_arg!(i32, i64, u32, u64, usize, f64);

struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
}

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog {
        bundles: Lang::ALL.iter().map(|&l| bundle(l)).collect(),
    })
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.tag().parse().expect("shipped tags parse");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    b.set_use_isolating(false);
    for (topic, src) in TOPICS.iter().zip(lang.sources()) {
        let res = match FluentResource::try_new(src.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                tracing::error!(
                    lang = lang.tag(),
                    topic,
                    ?errs,
                    "catalog file does not parse"
                );
                r
            }
        };
        if let Err(errs) = b.add_resource(res) {
            tracing::error!(
                lang = lang.tag(),
                topic,
                ?errs,
                "catalog file repeats an id"
            );
        }
    }
    b
}

/// The message `id` (optionally `id.attribute`) in `lang` with `args`.
///
/// A message missing from `lang`'s catalog is taken from English; one missing from English
/// too comes back as its id. Both are logged as errors; the catalog tests make them fail first.
pub fn text(lang: Lang, id: &str, args: &Args) -> String {
    let c = catalog();
    for l in [lang, Lang::En] {
        if let Some(s) = format(&c.bundles[l as usize], id, args) {
            if l != lang {
                tracing::error!(lang = lang.tag(), id, "message missing; English shown");
            }
            return s;
        }
        if l == Lang::En {
            break;
        }
    }
    tracing::error!(id, "message missing from the English catalog");
    id.to_string()
}

/// Whether `lang`'s own catalog has the message `id` (optionally `id.attribute`).
pub fn has(lang: Lang, id: &str) -> bool {
    let b = &catalog().bundles[lang as usize];
    let (msg, attr) = split_id(id);
    b.get_message(msg).is_some_and(|m| match attr {
        None => m.value().is_some(),
        Some(a) => m.get_attribute(a).is_some(),
    })
}

fn split_id(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    }
}

fn format(b: &FluentBundle<FluentResource>, id: &str, args: &Args) -> Option<String> {
    let (msg, attr) = split_id(id);
    let m = b.get_message(msg)?;
    let pattern = match attr {
        None => m.value()?,
        Some(a) => m.get_attribute(a)?.value(),
    };
    let mut errors = Vec::new();
    let out = b.format_pattern(pattern, Some(&args.0), &mut errors);
    if !errors.is_empty() {
        tracing::error!(id, ?errors, "message formatted with errors");
    }
    Some(out.into_owned())
}

/// The side (`"white"` or `"black"`) that `name` is the name of in some shipped language (the
/// catalog's `game-color`: `White`, `Белые`, `白方`, …). Local mode names its two players so,
/// in the language the game was started in.
pub fn side_named(name: &str) -> Option<&'static str> {
    static NAMES: OnceLock<Vec<(String, &'static str)>> = OnceLock::new();
    NAMES
        .get_or_init(|| {
            ["white", "black"]
                .into_iter()
                .flat_map(|side| {
                    Lang::ALL.map(|l| {
                        (
                            text(l, "game-color", &Args::new().with("color", side)),
                            side,
                        )
                    })
                })
                .collect()
        })
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, side)| *side)
}

/// Whether `name` is the catalog's "you" (`local-player-you`: `You`, `Вы`, `你`, …) in some
/// shipped language: the player a text addresses, named so against the computer.
pub fn you_named(name: &str) -> bool {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES
        .get_or_init(|| {
            Lang::ALL
                .map(|l| text(l, "local-player-you", &Args::new()))
                .to_vec()
        })
        .iter()
        .any(|n| n == name)
}

/// How a sentence refers to the player written `player` (a name or a mention, as a style
/// wrote it), the selector `$who` of the messages that name a player: `white` or `black` for
/// a player named after that side ([`side_named`]; sentences then use the side's own
/// grammatical forms, "Les Blancs ont joué"), `you` for a player named "you" ([`you_named`];
/// second-person forms, "You played"), `name` for anyone else (a mention on Discord always).
pub fn who(player: &str) -> &'static str {
    if you_named(player) {
        "you"
    } else {
        side_named(player).unwrap_or("name")
    }
}

/// `name` as a player is shown in `lang`: a player named after a side ([`side_named`]) by that
/// side's name in `lang` (`White` started in Russian is `Белые` in Russian, and back), a
/// player named "you" ([`you_named`]) by `lang`'s "you", any other name as it is.
pub fn player_name(lang: Lang, name: &str) -> String {
    match side_named(name) {
        Some(side) => crate::tr!(lang, "game-color", color = side),
        None if you_named(name) => crate::tr!(lang, "local-player-you"),
        None => name.to_string(),
    }
}

/// A player with their `side` (`"white"` or `"black"`) in `lang`: `Alice (White)`
/// (`game-player-color`), but a player named after that very side by the side's name alone
/// (`White`, not `White (White)`; `Белые`, not `Белые (White)`).
pub fn player_with_side(lang: Lang, name: &str, side: &'static str) -> String {
    if side_named(name) == Some(side) {
        crate::tr!(lang, "game-color", color = side)
    } else {
        crate::tr!(
            lang,
            "game-player-color",
            player = player_name(lang, name),
            color = side
        )
    }
}

/// The message `id` in the language of `$lang` (a [`Lang`] or a
/// the bot's `Style`), with named arguments:
/// `tr!(style, "game-not-your-turn", opponent = name)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $lang.text($id, &$crate::Args::new())
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::Args::new();
        $(args.set(stringify!($name), $value);)+
        $lang.text($id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_map_to_catalogs() {
        assert_eq!(Lang::from_discord("zh-TW"), Lang::ZhTw);
        assert_eq!(Lang::from_discord("zh-CN"), Lang::ZhCn);
        assert_eq!(Lang::from_discord("es-419"), Lang::Es);
        assert_eq!(Lang::from_discord("en-GB"), Lang::En);
        assert_eq!(Lang::from_discord("pt-BR"), Lang::En);
        assert_eq!(Lang::from_discord(""), Lang::En);
        assert_eq!(Lang::from_posix("ru_RU.UTF-8"), Some(Lang::Ru));
        assert_eq!(Lang::from_posix("zh_HK.UTF-8"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_posix("C"), None);
        assert_eq!(Lang::from_posix("POSIX"), None);
        assert_eq!(Lang::parse("DE"), Some(Lang::De));
        for l in Lang::ALL {
            assert_eq!(Lang::parse(l.tag()), Some(l));
            for d in l.discord_locales() {
                assert_eq!(Lang::from_discord(d), l);
            }
        }
    }

    #[test]
    fn numbers_choose_plural_forms_by_the_language() {
        let plies = |lang: Lang, n: i64| tr!(lang, "catalog-plies", count = n);
        assert_eq!(plies(Lang::En, 1), "1 ply");
        assert_eq!(plies(Lang::En, 3), "3 plies");
        assert_eq!(plies(Lang::Ru, 1), "1 полуход");
        assert_eq!(plies(Lang::Ru, 3), "3 полухода");
        assert_eq!(plies(Lang::Ru, 5), "5 полуходов");
        assert_eq!(plies(Lang::Ru, 21), "21 полуход");
        assert_eq!(plies(Lang::ZhCn, 2), "2 步");
    }

    /// Found by a fresh user: "by 1 days", "repoussée de 1 jours", "vous en avez 1
    /// enregistrée(s)", "tienes 1 guardadas".
    #[test]
    fn one_day_and_one_line_are_singular() {
        let vacation = |lang: Lang| {
            let args = Args::new()
                .with("until", "U")
                .with("relative", "R")
                .with("days", 1)
                .with("used", 1)
                .with("allowed", 30)
                .with("year", 2026);
            text(lang, "discord-vacation-started", &args)
        };
        assert!(vacation(Lang::En).contains("moves by 1 day. 1 of 30"));
        assert!(vacation(Lang::Fr)
            .contains("repoussée de 1 jour. Jours de vacances utilisés en 2026 : 1 sur 30."));
        assert!(vacation(Lang::De).contains("verschiebt sich um 1 Tag."));
        assert!(vacation(Lang::Es).contains("se retrasa 1 día."));
        let none = |lang: Lang| {
            let args = Args::new().with("n", 9).with("count", 1);
            text(lang, "game-premove-no-such-line", &args)
        };
        assert_eq!(
            none(Lang::Fr),
            "Il n'y a pas de ligne 9 : vous en avez 1 enregistrée dans cette partie."
        );
        assert_eq!(
            none(Lang::Es),
            "No hay línea 9: tienes 1 guardada en esta partida."
        );
    }

    #[test]
    fn players_named_after_a_side_or_you_are_told_apart_from_names() {
        assert_eq!(who("White"), "white");
        assert_eq!(who("Чёрные"), "black");
        assert_eq!(who("You"), "you");
        assert_eq!(who("你"), "you");
        assert_eq!(who("Alice"), "name");
        assert_eq!(who("<@1>"), "name");
        assert_eq!(player_name(Lang::Ru, "You"), "Вы");
        let claim = |lang: Lang, who: &'static str| {
            tr!(lang, "game-end-citadel-claim", claimant = "x", who = who)
        };
        assert_eq!(
            claim(Lang::Ru, "white"),
            "Белые требуют ничью: шах стоит в цитадели соперника"
        );
        assert_eq!(
            claim(Lang::Fr, "black"),
            "Nulle réclamée par les Noirs : leur Shah se trouve dans la citadelle adverse"
        );
        assert_eq!(
            claim(Lang::En, "name"),
            "Draw claimed by x: their Shah stands in the opponent's citadel"
        );
    }

    #[test]
    fn a_missing_message_falls_back_to_its_id_only_when_english_lacks_it() {
        assert_eq!(
            text(Lang::Fr, "no-such-message-id", &Args::new()),
            "no-such-message-id"
        );
        assert!(!has(Lang::En, "no-such-message-id"));
    }
}

/// The README's example, compiled and run as a doctest so that it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
