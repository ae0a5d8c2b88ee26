//! Rule options a game may choose at its challenge, as one table, [`OPTIONS`] (docs/rules.md §7).

use std::fmt;

/// Citadel rule, docs/rules.md §4.5.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CitadelRule {
    /// Default: a Shah entering the opponent's citadel draws at once.
    #[default]
    Immediate,
    /// `citadel=claim`: its owner may claim the draw on his turn while it stands there.
    Claim,
    /// `citadel=second-entry`: as `claim` for the first entry; the second entry draws at once.
    SecondEntry,
}

/// Reading of Full Tamerlane's Lion, Bull and Revealer, docs/rules.md §2.3.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum FullPieces {
    /// Default: (3,0), (3,2) and (3,3) leapers.
    #[default]
    Cazaux,
    /// Rook+Giraffe, Picket+Giraffe, Picket+Rook.
    Forbes,
    /// Knight+Rook, Knight+Bishop, Queen.
    Modern,
}

/// The rule options of one game. `Default` gives a variant's defaults except `repetition`,
/// whose default depends on the family (see [`VariantId::default_options`](crate::VariantId::default_options)).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RuleOptions {
    /// `giraffe-min=2`: the giraffe's first landing square after the diagonal step (default 3).
    pub giraffe_min: u8,
    /// `citadel=…`.
    pub citadel: CitadelRule,
    /// `bare-king=loses` (default: a bare Shah does not lose).
    pub bare_king_loses: bool,
    /// `repetition=3` / `repetition=off`: the third occurrence of a position draws.
    pub repetition: bool,
    /// `move-rule=N`: 2N half-moves without capture, removal or pawn move draw (N in 1..=1000).
    pub move_rule: Option<u16>,
    /// `symmetry=mirror`: Black's array is White's reflected, not rotated (§3).
    pub mirror: bool,
    /// `full-pieces=…` (Full Tamerlane only).
    pub full_pieces: FullPieces,
    /// `pop-placement=loose`: a placement needs only one attacked enemy piece (§4.2).
    pub pop_loose: bool,
    /// `swap=check-only`: the Shah may swap only when attacked (§4.4).
    pub swap_check_only: bool,
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            giraffe_min: 3,
            citadel: CitadelRule::Immediate,
            bare_king_loses: false,
            repetition: false,
            move_rule: None,
            mirror: false,
            full_pieces: FullPieces::Cazaux,
            pop_loose: false,
            swap_check_only: false,
        }
    }
}

/// An option text that is not valid for the variant. Each variant carries the variant id and
/// the valid `key=value` forms (from [`OPTIONS`]), comma-separated, so that a front end can list
/// them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// A word without `=`.
    #[error("'{word}' is not of the form key=value. Valid options for {variant}: {valid}")]
    NotKeyValue {
        /// The word as given.
        word: String,
        /// The variant id.
        variant: String,
        /// The valid forms.
        valid: String,
    },
    /// A key that no option of this variant has.
    #[error("unknown option '{key}'. Valid options for {variant}: {valid}")]
    UnknownKey {
        /// The key (lower case).
        key: String,
        /// The variant id.
        variant: String,
        /// The valid forms.
        valid: String,
    },
    /// The same key twice.
    #[error("option '{key}' is given twice. Valid options for {variant}: {valid}")]
    Repeated {
        /// The key (lower case).
        key: String,
        /// The variant id.
        variant: String,
        /// The valid forms.
        valid: String,
    },
    /// A known key with a value it does not take.
    #[error("'{value}' is not a valid value for {key}. Valid options for {variant}: {valid}")]
    BadValue {
        /// The key (lower case).
        key: String,
        /// The value (lower case).
        value: String,
        /// The variant id.
        variant: String,
        /// The valid forms.
        valid: String,
    },
}

/// Which variants an option applies to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OptionScope {
    /// Every variant.
    All,
    /// The Tamerlane family (docs/rules.md §2–§4).
    Tamerlane,
    /// Full Tamerlane only (§2.3).
    Full,
}

/// The values an option takes.
#[derive(Clone, Copy, Debug)]
pub enum OptionValues {
    /// One of these words, each with what it means (one line for `/rules`).
    Choice(&'static [(&'static str, &'static str)]),
    /// A whole number from `min` to `max`, or unset (the default). `meaning` and `unset` are the
    /// `/rules` lines; `{n}` in `meaning` stands for the number, `{2n}` for twice it.
    Number {
        /// Smallest value.
        min: u16,
        /// Largest value.
        max: u16,
        /// What a number means.
        meaning: &'static str,
        /// What the unset default means.
        unset: &'static str,
    },
}

/// One rule option: a row of [`OPTIONS`] (docs/rules.md §7). Parsing, the canonical text,
/// validation and the `/rules` lines all derive from these rows.
#[derive(Clone, Copy, Debug)]
pub struct OptionDef {
    /// The key, e.g. `giraffe-min`.
    pub key: &'static str,
    /// The values it takes.
    pub values: OptionValues,
    /// Which variants it applies to.
    pub scope: OptionScope,
    /// One line of help: what the option decides, with its rules section.
    pub help: &'static str,
    /// The value word of `options` (`None` when a number option is unset).
    get: fn(&RuleOptions) -> Option<String>,
    /// Sets the value from its word (`None`: unset); false when the word is not a value.
    set: fn(&mut RuleOptions, Option<&str>) -> bool,
}

impl OptionDef {
    /// The value word of this option in `options`, `None` when a number option is unset.
    pub fn value(&self, options: &RuleOptions) -> Option<String> {
        (self.get)(options)
    }

    /// `options` with this option set to `word`.
    ///
    /// # Errors
    /// `Err(())` when `word` is not one of its values (lower case expected).
    #[allow(clippy::result_unit_err)]
    pub fn with(&self, options: RuleOptions, word: &str) -> Result<RuleOptions, ()> {
        let mut o = options;
        if (self.set)(&mut o, Some(word)) {
            Ok(o)
        } else {
            Err(())
        }
    }

    /// The valid forms, e.g. `citadel=immediate|claim|second-entry` or `move-rule=N (1-1000)`.
    pub fn forms(&self) -> String {
        match self.values {
            OptionValues::Choice(v) => format!(
                "{}={}",
                self.key,
                v.iter().map(|(w, _)| *w).collect::<Vec<_>>().join("|")
            ),
            OptionValues::Number { min, max, .. } => format!("{}=N ({min}-{max})", self.key),
        }
    }

    /// The words this option may take: the choices, or the two ends of the number range.
    pub fn sample_values(&self) -> Vec<String> {
        match self.values {
            OptionValues::Choice(v) => v.iter().map(|(w, _)| w.to_string()).collect(),
            OptionValues::Number { min, max, .. } => vec![min.to_string(), max.to_string()],
        }
    }

    /// What the value of this option in `options` means: one line for `/rules`.
    pub fn meaning(&self, options: &RuleOptions) -> String {
        let value = self.value(options);
        match (self.values, value) {
            (OptionValues::Choice(v), Some(w)) => v
                .iter()
                .find(|(x, _)| *x == w)
                .map(|(_, m)| m.to_string())
                .unwrap_or_default(),
            (OptionValues::Number { meaning, .. }, Some(n)) => {
                let n: u32 = n.parse().unwrap_or(0);
                meaning
                    .replace("{2n}", &(2 * n).to_string())
                    .replace("{n}", &n.to_string())
            }
            (OptionValues::Number { unset, .. }, None) => unset.to_string(),
            (OptionValues::Choice(_), None) => String::new(),
        }
    }

    fn applies(&self, full: bool, tamerlane: bool) -> bool {
        match self.scope {
            OptionScope::All => true,
            OptionScope::Tamerlane => tamerlane,
            OptionScope::Full => full,
        }
    }
}

/// A row of [`OPTIONS`] for an option whose words stand each for one value of the field
/// `$field` of [`RuleOptions`] (a `bool` or an enum, every value named): `choices` lists the
/// words in the order of the valid forms, each with its value and its `/rules` line; the row's
/// `get` gives the word of the field's value, its `set` the value of a word.
macro_rules! choice_option {
    (
        key: $key:literal,
        field: $field:ident,
        choices: [$(($word:literal, $value:expr, $meaning:literal)),+ $(,)?],
        scope: $scope:expr,
        help: $help:literal $(,)?
    ) => {
        OptionDef {
            key: $key,
            values: OptionValues::Choice(&[$(($word, $meaning)),+]),
            scope: $scope,
            help: $help,
            get: |o| {
                $(
                    if o.$field == $value {
                        return Some($word.to_string());
                    }
                )+
                None
            },
            set: |o, w| {
                $(
                    if w == Some($word) {
                        o.$field = $value;
                        return true;
                    }
                )+
                false
            },
        }
    };
}

/// Every rule option, in the order of the canonical text (docs/rules.md §7).
pub const OPTIONS: &[OptionDef] = &[
    OptionDef {
        key: "giraffe-min",
        values: OptionValues::Choice(&[
            (
                "2",
                "the Giraffe lands from the 2nd square after its diagonal step",
            ),
            (
                "3",
                "the Giraffe lands from the 3rd square after its diagonal step",
            ),
        ]),
        scope: OptionScope::Tamerlane,
        help: "the Giraffe's first landing square (§2.2)",
        get: |o| Some(o.giraffe_min.to_string()),
        set: |o, w| match w {
            Some("2") => {
                o.giraffe_min = 2;
                true
            }
            Some("3") => {
                o.giraffe_min = 3;
                true
            }
            _ => false,
        },
    },
    choice_option!(
        key: "citadel",
        field: citadel,
        choices: [
            ("immediate", CitadelRule::Immediate, "a Shah entering the opponent's citadel draws at once"),
            ("claim", CitadelRule::Claim, "while his Shah stands in the opponent's citadel, its owner may claim a draw on his turn"),
            ("second-entry", CitadelRule::SecondEntry, "the first entry allows a draw claim, the second draws at once"),
        ],
        scope: OptionScope::Tamerlane,
        help: "what a Shah in the opponent's citadel does (§4.5)",
    ),
    choice_option!(
        key: "bare-king",
        field: bare_king_loses,
        choices: [
            ("survives", false, "a bare Shah does not lose"),
            ("loses", true, "a side left with royals only loses unless it bares the opponent at once"),
        ],
        scope: OptionScope::Tamerlane,
        help: "whether a side left with royals only loses (§4.6)",
    ),
    choice_option!(
        key: "repetition",
        field: repetition,
        choices: [
            ("off", false, "no draw by repetition"),
            ("3", true, "the third occurrence of a position draws"),
        ],
        scope: OptionScope::All,
        help: "draw on the third occurrence of a position (§4.6, §5)",
    ),
    OptionDef {
        key: "move-rule",
        values: OptionValues::Number {
            min: 1,
            max: 1000,
            meaning: "{2n} half-moves without capture, removal or pawn move draw",
            unset: "not set: no draw by move count",
        },
        scope: OptionScope::All,
        help: "draw after 2N half-moves without capture, removal or pawn move (§4.6)",
        get: |o| o.move_rule.map(|n| n.to_string()),
        set: |o, w| match w.map(str::parse::<u16>) {
            None => {
                o.move_rule = None;
                true
            }
            Some(Ok(n)) if (1..=1000).contains(&n) => {
                o.move_rule = Some(n);
                true
            }
            _ => false,
        },
    },
    choice_option!(
        key: "symmetry",
        field: mirror,
        choices: [
            ("rotate", false, "Black's array is White's turned 180°"),
            ("mirror", true, "Black's array is White's reflected"),
        ],
        scope: OptionScope::Tamerlane,
        help: "Black's array: White's turned or reflected (§3)",
    ),
    choice_option!(
        key: "pop-placement",
        field: pop_loose,
        choices: [
            ("strict", false, "a placed pawn of pawns must fork two enemy pieces or attack one that cannot move"),
            ("loose", true, "a placed pawn of pawns must attack at least one enemy piece"),
        ],
        scope: OptionScope::Tamerlane,
        help: "the conditions of a pawn-of-pawns placement (§4.2)",
    ),
    choice_option!(
        key: "swap",
        field: swap_check_only,
        choices: [
            ("any", false, "the Shah may swap when attacked or when there is no other move"),
            ("check-only", true, "the Shah may swap only when attacked"),
        ],
        scope: OptionScope::Tamerlane,
        help: "when the Shah may swap (§4.4)",
    ),
    choice_option!(
        key: "full-pieces",
        field: full_pieces,
        choices: [
            ("cazaux", FullPieces::Cazaux, "Lion (3,0), Bull (3,2), Revealer (3,3) leapers"),
            ("forbes", FullPieces::Forbes, "Lion Rook+Giraffe, Bull Picket+Giraffe, Revealer Picket+Rook"),
            ("modern", FullPieces::Modern, "Lion Knight+Rook, Bull Knight+Bishop, Revealer Queen"),
        ],
        scope: OptionScope::Full,
        help: "how Full Tamerlane's Lion, Bull and Revealer move (§2.3)",
    ),
];

/// Input text cut short for an error message.
fn cut(text: &str) -> String {
    crate::echo(text)
}

/// Which option keys a variant accepts, and its defaults.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct OptionSet {
    /// Tamerlane-family options apply.
    pub(crate) tamerlane: bool,
    /// Full Tamerlane's options apply.
    pub(crate) full: bool,
    /// The third occurrence draws by default (Timurid, §5).
    pub(crate) repetition_default: bool,
}

impl OptionSet {
    /// The rows of [`OPTIONS`] that apply.
    pub(crate) fn options(self) -> impl Iterator<Item = &'static OptionDef> {
        OPTIONS
            .iter()
            .filter(move |d| d.applies(self.full, self.tamerlane))
    }
}

impl RuleOptions {
    /// The defaults of a variant's option set.
    pub(crate) fn defaults_for(set: OptionSet) -> RuleOptions {
        RuleOptions {
            repetition: set.repetition_default,
            ..RuleOptions::default()
        }
    }

    /// Parses whitespace- or comma-separated `key=value` words on top of the defaults.
    ///
    /// # Errors
    /// [`OptionError`] for the first word without `=`, unknown key, repeated key or bad value.
    pub(crate) fn parse(
        text: &str,
        set: OptionSet,
        variant: &str,
    ) -> Result<RuleOptions, OptionError> {
        let mut o = RuleOptions::defaults_for(set);
        let valid = set
            .options()
            .map(OptionDef::forms)
            .collect::<Vec<_>>()
            .join(", ");
        let variant = variant.to_string();
        let mut seen: Vec<&str> = Vec::new();
        for word in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            let lower = word.to_ascii_lowercase();
            let Some((key, value)) = lower.split_once('=') else {
                return Err(OptionError::NotKeyValue {
                    word: cut(word),
                    variant,
                    valid,
                });
            };
            let Some(def) = set.options().find(|d| d.key == key) else {
                return Err(OptionError::UnknownKey {
                    key: cut(key),
                    variant,
                    valid,
                });
            };
            if seen.contains(&def.key) {
                return Err(OptionError::Repeated {
                    key: key.to_string(),
                    variant,
                    valid,
                });
            }
            seen.push(def.key);
            if !(def.set)(&mut o, Some(value)) {
                return Err(OptionError::BadValue {
                    key: key.to_string(),
                    value: cut(value),
                    variant,
                    valid,
                });
            }
        }
        Ok(o)
    }

    /// The options that differ from the defaults, as `key=value` words in the order of
    /// [`OPTIONS`] (empty when all are default). This is the stored and displayed form.
    pub(crate) fn to_text(self, set: OptionSet) -> String {
        let d = RuleOptions::defaults_for(set);
        set.options()
            .filter_map(|def| {
                let v = def.value(&self);
                (v != def.value(&d)).then(|| format!("{}={}", def.key, v.unwrap_or_default()))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl fmt::Display for CitadelRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CitadelRule::Immediate => "immediate",
            CitadelRule::Claim => "claim",
            CitadelRule::SecondEntry => "second-entry",
        })
    }
}
