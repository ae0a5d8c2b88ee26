//! Rule options a game may choose at its challenge (RULES.md §2.2, §2.3, §3, §4.2–§4.6, §5).

use std::fmt;

/// Citadel rule, RULES.md §4.5.
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

/// Reading of Full Tamerlane's Lion, Bull and Revealer, RULES.md §2.3.
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
/// whose default depends on the family (see [`RuleOptions::defaults_for`]).
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

/// An option text that is not valid for the variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}. Valid options for {variant}: {valid}")]
pub struct OptionError {
    /// What was wrong, e.g. "unknown option 'foo'".
    pub message: String,
    /// The variant id.
    pub variant: String,
    /// The valid `key=value` forms, comma-separated.
    pub valid: String,
}

/// Which option keys a variant family accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum OptionSet {
    Tamerlane,
    TamerlaneFull,
    Timurid,
}

impl OptionSet {
    fn valid(self) -> &'static [&'static str] {
        match self {
            OptionSet::Tamerlane => &TAMERLANE_VALID,
            OptionSet::TamerlaneFull => &FULL_VALID,
            OptionSet::Timurid => &TIMURID_VALID,
        }
    }
}

const TAMERLANE_VALID: [&str; 9] = [
    "giraffe-min=2|3",
    "citadel=immediate|claim|second-entry",
    "bare-king=survives|loses",
    "repetition=off|3",
    "move-rule=N (1-1000)",
    "symmetry=rotate|mirror",
    "pop-placement=strict|loose",
    "swap=any|check-only",
    "",
];
const FULL_VALID: [&str; 9] = [
    "giraffe-min=2|3",
    "citadel=immediate|claim|second-entry",
    "bare-king=survives|loses",
    "repetition=off|3",
    "move-rule=N (1-1000)",
    "symmetry=rotate|mirror",
    "pop-placement=strict|loose",
    "swap=any|check-only",
    "full-pieces=cazaux|forbes|modern",
];
const TIMURID_VALID: [&str; 2] = ["repetition=off|3", "move-rule=N (1-1000)"];

impl RuleOptions {
    /// The defaults of a family: Timurid games draw by threefold repetition (§5).
    pub(crate) fn defaults_for(set: OptionSet) -> RuleOptions {
        RuleOptions {
            repetition: set == OptionSet::Timurid,
            ..RuleOptions::default()
        }
    }

    /// Parses whitespace- or comma-separated `key=value` words on top of the family defaults.
    ///
    /// # Errors
    /// [`OptionError`] naming the first unknown key or bad value, with the valid forms.
    pub(crate) fn parse(
        text: &str,
        set: OptionSet,
        variant: &str,
    ) -> Result<RuleOptions, OptionError> {
        let mut o = RuleOptions::defaults_for(set);
        let valid = set
            .valid()
            .iter()
            .filter(|v| !v.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(", ");
        let err = |message: String| OptionError {
            message,
            variant: variant.to_string(),
            valid: valid.clone(),
        };
        let mut seen: Vec<String> = Vec::new();
        for word in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            let lower = word.to_ascii_lowercase();
            let Some((key, value)) = lower.split_once('=') else {
                return Err(err(format!("'{word}' is not of the form key=value")));
            };
            // (The lists end with an empty filler entry, which must not make an empty key known.)
            let known =
                !key.is_empty() && set.valid().iter().any(|v| v.split('=').next() == Some(key));
            if !known {
                return Err(err(format!("unknown option '{key}'")));
            }
            if seen.contains(&key.to_string()) {
                return Err(err(format!("option '{key}' is given twice")));
            }
            seen.push(key.to_string());
            let bad = || err(format!("'{value}' is not a valid value for {key}"));
            match (key, value) {
                ("giraffe-min", "2") => o.giraffe_min = 2,
                ("giraffe-min", "3") => o.giraffe_min = 3,
                ("citadel", "immediate") => o.citadel = CitadelRule::Immediate,
                ("citadel", "claim") => o.citadel = CitadelRule::Claim,
                ("citadel", "second-entry") => o.citadel = CitadelRule::SecondEntry,
                ("bare-king", "survives") => o.bare_king_loses = false,
                ("bare-king", "loses") => o.bare_king_loses = true,
                ("repetition", "off") => o.repetition = false,
                ("repetition", "3") => o.repetition = true,
                ("move-rule", n) => match n.parse::<u16>() {
                    Ok(n) if (1..=1000).contains(&n) => o.move_rule = Some(n),
                    _ => return Err(bad()),
                },
                ("symmetry", "rotate") => o.mirror = false,
                ("symmetry", "mirror") => o.mirror = true,
                ("pop-placement", "strict") => o.pop_loose = false,
                ("pop-placement", "loose") => o.pop_loose = true,
                ("swap", "any") => o.swap_check_only = false,
                ("swap", "check-only") => o.swap_check_only = true,
                ("full-pieces", "cazaux") => o.full_pieces = FullPieces::Cazaux,
                ("full-pieces", "forbes") => o.full_pieces = FullPieces::Forbes,
                ("full-pieces", "modern") => o.full_pieces = FullPieces::Modern,
                _ => return Err(bad()),
            }
        }
        Ok(o)
    }

    /// The options that differ from the family defaults, as `key=value` words in a fixed order
    /// (empty when all are default). This is the stored and displayed form.
    pub(crate) fn to_text(self, set: OptionSet) -> String {
        let d = RuleOptions::defaults_for(set);
        let mut words: Vec<String> = Vec::new();
        if self.giraffe_min != d.giraffe_min {
            words.push(format!("giraffe-min={}", self.giraffe_min));
        }
        if self.citadel != d.citadel {
            words.push(
                match self.citadel {
                    CitadelRule::Immediate => "citadel=immediate",
                    CitadelRule::Claim => "citadel=claim",
                    CitadelRule::SecondEntry => "citadel=second-entry",
                }
                .into(),
            );
        }
        if self.bare_king_loses != d.bare_king_loses {
            words.push(
                if self.bare_king_loses {
                    "bare-king=loses"
                } else {
                    "bare-king=survives"
                }
                .into(),
            );
        }
        if self.repetition != d.repetition {
            words.push(
                if self.repetition {
                    "repetition=3"
                } else {
                    "repetition=off"
                }
                .into(),
            );
        }
        if let Some(n) = self.move_rule {
            words.push(format!("move-rule={n}"));
        }
        if self.mirror {
            words.push("symmetry=mirror".into());
        }
        if self.pop_loose {
            words.push("pop-placement=loose".into());
        }
        if self.swap_check_only {
            words.push("swap=check-only".into());
        }
        if self.full_pieces != d.full_pieces {
            words.push(
                match self.full_pieces {
                    FullPieces::Cazaux => "full-pieces=cazaux",
                    FullPieces::Forbes => "full-pieces=forbes",
                    FullPieces::Modern => "full-pieces=modern",
                }
                .into(),
            );
        }
        words.join(" ")
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
