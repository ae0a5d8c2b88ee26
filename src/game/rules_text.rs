//! The sentences for the rules' typed errors that players see ([`OptionError`], [`MoveError`]):
//! the rules hold no sentences (their `Display` is for logs), the game layer says them in the
//! style's language through the catalog (`game-option-…` in `locales/<tag>/game.ftl`).

use super::{Style, Text};
use crate::rules::{MoveError, OptionError};
use crate::tr;

impl Text for OptionError {
    fn text(&self, style: &dyn Style) -> String {
        match self {
            OptionError::NotKeyValue {
                word,
                variant,
                valid,
            } => tr!(
                style,
                "game-option-not-key-value",
                word = word,
                variant = variant,
                valid = valid
            ),
            OptionError::UnknownKey {
                key,
                variant,
                valid,
            } => tr!(
                style,
                "game-option-unknown-key",
                key = key,
                variant = variant,
                valid = valid
            ),
            OptionError::Repeated {
                key,
                variant,
                valid,
            } => tr!(
                style,
                "game-option-repeated",
                key = key,
                variant = variant,
                valid = valid
            ),
            OptionError::BadValue {
                key,
                value,
                variant,
                valid,
            } => tr!(
                style,
                "game-option-bad-value",
                key = key,
                value = value,
                variant = variant,
                valid = valid
            ),
        }
    }
}

impl Text for MoveError {
    /// The refused move's sentence: [`crate::explain::move_error`] (the explanations' topic,
    /// which names the pieces and the rules of each refusal).
    fn text(&self, style: &dyn Style) -> String {
        crate::explain::move_error(self, style.lang())
    }
}
