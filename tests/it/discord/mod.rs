//! End to end: the bot against the fake Discord (tests/support/fake_discord.rs) on the fake clock.

mod commands_l10n;
mod community_locales;
mod e2e;
mod engine;
mod explain_locales;
mod info_l10n;
mod locales;
mod messages;
mod ops;
mod play;
mod premove;
mod ratings;
mod replay;
mod scale;
mod tournament;
