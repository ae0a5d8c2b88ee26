//! Timur: a Discord bot for Tamerlane chess and its relatives, played by correspondence.
//!
//! - [`rules`]: the rules engine (pure, no I/O), following docs/rules.md.
//! - [`engine`]: the computer opponent (search, evaluation, levels, analysis).
//! - [`render`]: board pictures as PNG bytes.
//! - [`store`]: games and moves in SQLite.
//! - [`game`]: the game service both front ends use.
//! - [`rating`]: Glicko-2 ratings per variant family (pure).
//! - [`discord`]: the Discord front end (poise slash commands, challenge buttons).
//! - [`cli`]: the command line and the local (terminal) mode.
//! - [`explain`]: texts about the rules and moves, for both front ends.
//! - [`learn`]: the lessons (`/learn`, local `learn`) and their progress.
//! - [`tournament`]: round-robin tables, Swiss pairings and standings (pure).
//! - [`calendar`]: calendar dates of Unix times (pure).
//! - [`metrics`]: the operators' metrics (Prometheus), recorded by every layer.

#![warn(missing_docs)]

pub mod cli;
pub mod discord;
pub mod engine;
pub mod explain;
pub mod game;
pub mod learn;
pub mod metrics;
pub mod rating;
pub mod store;

// The libraries below the bot (crates/), under the names the bot's modules use.
pub use timur_i18n as i18n;
pub use timur_i18n::calendar;
pub use timur_i18n::tr;
pub use timur_render as render;
pub use timur_rules as rules;
pub use timur_tournament as tournament;

#[cfg(test)]
mod tests {
    /// The places a player-facing text could hide in (the front ends and the layers they show).
    const SCANNED: [&str; 6] = [
        "src/game",
        "src/discord",
        "src/explain",
        "src/learn",
        "src/cli/local.rs",
        "src/cli/lessons.rs",
    ];

    /// The scan for player-facing English outside the catalog: a new one fails the test.
    #[test]
    fn no_new_english_text_outside_the_catalog() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let found = crate::i18n::check::english_literals(root, &SCANNED);
        let list: Vec<String> = found
            .iter()
            .map(|(f, l, t)| format!("{f}:{l}: {t:?}"))
            .collect();
        assert!(
            found.is_empty(),
            "{} English literals outside the catalog; move the texts to crates/timur-i18n/locales/en-US (or, for a text only operators read, end its line with `// operator: <who>`):\n{}",
            found.len(),
            list.join("\n")
        );
    }
}
