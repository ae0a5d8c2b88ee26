//! The Discord front end, in the shape of poise's examples: shared types and helpers here, one
//! module per topic importing only these, one button codec and dispatcher (`buttons.rs`), one
//! error handler, Discord's limits in [`limits`].
//!
//! Every command that changes a game is acknowledged at once (an ephemeral defer, before any
//! database work, so Discord's 3 s always hold), then calls one [`GameService`] method; the
//! author is told ephemerally what happened, and the public announcement (the board, the ping
//! of the player to move) is posted from the outbox by the delivery worker, retried until it
//! is delivered exactly once. Refusals are ephemeral and change nothing.

pub mod abuse;
mod admin;
mod alt;
mod analysis;
mod buttons;
mod challenge;
mod courier;
mod find;
pub mod health;
mod info;
mod learn;
pub mod limits;
mod localize;
mod notify;
mod pick;
pub mod picker;
mod play;
mod premove;
mod rating;
mod scheduler;
mod settings;
mod shards;
mod style;
mod tournament;

use crate::game::{Delivery, GameError, GameService, GameState, Text};
use crate::i18n::{Args, Lang};
use crate::store::{GameKey, Store};
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

pub use buttons::{custom_id, parse_custom_id};
// Shared with the picker through the parent, so siblings never name each other.
pub(crate) use buttons::{label as button_label, stale_text};
pub use courier::{DiscordCourier, BOARD_FILE, RATE_LIMITED_WAIT};
pub use scheduler::{Scheduler, POLL};
pub use shards::{ShardPlan, ShardPlanError};
pub use style::{mention, DiscordStyle};
pub use tournament::DiscordDesk;

/// State shared by every command and event: the game service.
#[derive(Debug, Clone)]
pub struct Data {
    /// The game service over the bot's database.
    pub service: GameService,
    /// The per-user command rate ([`abuse::CommandRate`], from the service's limits).
    pub rate: Arc<abuse::CommandRate>,
    /// The servers' Discord locales stored by this bot (guild id to `guild_locale`), so that
    /// the database is written only when one changes (`note_locales`).
    pub guild_locales: SeenLocales,
    /// The users' Discord locales stored by this bot (user id to `locale`), likewise: the
    /// language of their direct messages.
    pub user_locales: SeenLocales,
}

/// Why a command did not complete.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The service refused; its text is the polite sentence to show.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A refusal decided in this layer; shown as is (already in the user's language).
    #[error("{0}")]
    Refused(String),
    /// A refusal decided in this layer where the user's language is not at hand: a catalog
    /// message, written in the user's language by the error handler.
    #[error("{0}")]
    Say(Say),
    /// A Discord request failed.
    #[error("Discord request failed: {0}")]
    Discord(#[from] serenity::Error),
    /// Anything else that is the bot's fault (a rendering task panicked, …).
    #[error("{0}")]
    Internal(String),
}

/// A catalog message id with its arguments (strings, or integers for plural selection), to be
/// written in a language later ([`Say::text`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Say {
    /// The message id (`discord-…`).
    pub id: &'static str,
    /// Its arguments: names to strings or integers.
    pub args: Vec<(&'static str, SayArg)>,
}

/// One argument of a [`Say`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SayArg {
    /// A string (already styled: mentions, bold moves).
    Str(String),
    /// An integer (selects plural forms).
    Int(i64),
}

impl Say {
    /// The message `id` without arguments.
    pub fn new(id: &'static str) -> Say {
        Say {
            id,
            args: Vec::new(),
        }
    }

    /// `self` with the string argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Say {
        self.args.push((name, SayArg::Str(value.into())));
        self
    }

    /// `self` with the integer argument `name`.
    pub fn num(mut self, name: &'static str, value: i64) -> Say {
        self.args.push((name, SayArg::Int(value)));
        self
    }

    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let mut args = Args::new();
        for (k, v) in &self.args {
            match v {
                SayArg::Str(s) => args.set(k, s.clone()),
                SayArg::Int(n) => args.set(k, *n),
            };
        }
        crate::i18n::text(lang, self.id, &args)
    }
}

impl fmt::Display for Say {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl From<Say> for Error {
    fn from(s: Say) -> Error {
        Error::Say(s)
    }
}

/// The poise context of Timur's commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The catalog id of what is shown when the bot itself failed before changing anything;
/// details go to the log.
pub const GENERIC_FAILURE: &str = "discord-generic-failure";

/// The catalog id of what is shown when the database could not be used (nothing was changed).
pub const DATABASE_DOWN: &str = "discord-database-down";

/// How long a read for an immediate answer may take before the bot answers that it is busy.
pub const READ_DEADLINE: Duration = Duration::from_millis(2000);

/// The bot's configuration, read from the environment (and `.env`).
#[derive(Clone)]
pub struct Config {
    /// Bot token (`DISCORD_TOKEN`). Never logged.
    pub token: String,
    /// SQLite database path or `sqlite:` URL (`DATABASE_URL`, default `timur.db`).
    pub database_url: String,
    /// Register commands in this guild only (`GUILD_ID`, development); else globally.
    pub guild_id: Option<serenity::GuildId>,
    /// A Discord-compatible API base URL such as `http://127.0.0.1:8080` (`TIMUR_DISCORD_API`,
    /// tests only). When set, every REST request goes there and the rate limiter is off.
    pub api_base: Option<String>,
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .finish()
    }
}

impl Config {
    /// Reads the configuration from the environment after loading `.env` if there is one.
    ///
    /// # Errors
    /// When `DISCORD_TOKEN` is missing or `GUILD_ID` is not a non-zero integer.
    pub fn from_env() -> anyhow::Result<Config> {
        let _ = dotenvy::dotenv();
        let token = std::env::var("DISCORD_TOKEN")
            .map_err(|_| anyhow::anyhow!("DISCORD_TOKEN is not set"))?; // operator: startup error
        let database_url = std::env::var("DATABASE_URL")
            .ok()
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "timur.db".to_string());
        let guild_id = match std::env::var("GUILD_ID").ok().filter(|s| !s.is_empty()) {
            Some(s) => {
                let id: u64 = s
                    .trim()
                    .parse()
                    .map_err(|_| anyhow::anyhow!("GUILD_ID '{s}' is not a guild id"))?; // operator: startup error
                anyhow::ensure!(id != 0, "GUILD_ID must not be 0"); // operator: startup error
                Some(serenity::GuildId::new(id))
            }
            None => None,
        };
        let api_base = std::env::var("TIMUR_DISCORD_API")
            .ok()
            .filter(|s| !s.is_empty());
        Ok(Config {
            token,
            database_url,
            guild_id,
            api_base,
        })
    }
}

/// Every slash command of the bot, in registration order.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge::challenge(),
        play::r#move(),
        play::board(),
        play::resign(),
        play::claim(),
        info::rules(),
        info::piece(),
        info::help(),
        learn::learn(),
        play::draw(),
        play::abort(),
        play::takeback(),
        info::games(),
        info::history(),
        info::export(),
        info::vacation(),
        analysis::analysis(),
        rating::rating(),
        rating::leaderboard(),
        settings::settings(),
        notify::notify(),
        tournament::tournament(),
        premove::premove(),
        admin::admin(),
    ]
}

// ----- shared helpers for the topic modules --------------------------------------------------

/// The channel of the interaction, as stored.
pub(crate) fn channel(ctx: Context<'_>) -> String {
    ctx.channel_id().to_string()
}

/// The language of a reply to the author: their Discord client's (`interaction.locale`),
/// English for a locale without a catalog.
pub(crate) fn lang(ctx: Context<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or(""))
}

/// The style of a reply to the author (see [`lang`]).
pub(crate) fn user_style(ctx: Context<'_>) -> DiscordStyle {
    DiscordStyle::new(lang(ctx))
}

/// Whether the author may manage the server: Discord's resolved Manage Server permission of
/// the interaction's member (`false` outside a server and for a prefix command).
pub(crate) fn manages_guild(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        poise::Context::Prefix(_) => false,
    }
}

/// The author's id, as stored.
pub(crate) fn author_id(ctx: Context<'_>) -> String {
    ctx.author().id.to_string()
}

/// The author as a player, named by their server nickname when there is one.
pub(crate) async fn author_player(ctx: Context<'_>) -> crate::game::Player {
    let name = match ctx.author_member().await {
        Some(m) => m.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    crate::game::Player::new(author_id(ctx), name)
}

/// Sends a reply (clamped to Discord's limits), ephemeral or public, pinging nobody.
pub(crate) async fn say(ctx: Context<'_>, text: &str, ephemeral: bool) -> Result<(), Error> {
    ctx.send(
        CreateReply::default()
            .content(limits::clamp(text))
            .ephemeral(ephemeral)
            .allowed_mentions(style::pings::<&str>(&[])),
    )
    .await?;
    crate::metrics::answered(ctx.id());
    Ok(())
}

/// [`say`] for a text that may be longer than one message: its [`limits::pages`] in order,
/// the first as the reply and the others as followups (all `ephemeral` or none).
pub(crate) async fn say_pages(ctx: Context<'_>, text: &str, ephemeral: bool) -> Result<(), Error> {
    for page in limits::pages(text) {
        say(ctx, &page, ephemeral).await?;
    }
    Ok(())
}

/// Runs an action that changes a game: acknowledges the interaction at once (ephemerally),
/// then runs `action` and tells the author what happened. Once the action has returned the
/// change is stored; a failure to tell the author is only logged (never "try again"), as the
/// announcement goes out through the outbox anyway. Refusals reach the error handler.
pub(crate) async fn act<F>(ctx: Context<'_>, action: F) -> Result<(), Error>
where
    F: std::future::Future<Output = Result<String, Error>>,
{
    let _busy = Busy::start();
    ctx.defer_ephemeral().await?;
    crate::metrics::answered(ctx.id());
    let text = action.await?;
    if let Err(e) = say(ctx, &text, true).await {
        tracing::warn!(error = %e, "the change is stored, but its confirmation could not be sent");
    }
    Ok(())
}

/// The receipt of this interaction's author (their token and language), for
/// [`crate::game::GameService::receipted`].
pub(crate) fn receipt(ctx: Context<'_>) -> crate::game::Receipt {
    let token = match ctx {
        poise::Context::Application(a) => a.interaction.token.clone(),
        poise::Context::Prefix(_) => String::new(),
    };
    crate::game::Receipt::new(token, lang(ctx))
}

/// Runs an action whose announcements go through the outbox: acknowledges the interaction at
/// once (ephemerally), then runs `action`, taken through a service carrying this interaction's
/// [`receipt`]. The
/// author's confirmation is sent by the delivery worker with the first announcement (an edit
/// of the deferred reply), so it also arrives after a crash between the commit and the reply.
/// Refusals reach the error handler.
pub(crate) async fn act_announced<F, T>(ctx: Context<'_>, action: F) -> Result<(), Error>
where
    F: std::future::Future<Output = Result<T, Error>>,
{
    let _busy = Busy::start();
    ctx.defer_ephemeral().await?;
    crate::metrics::answered(ctx.id());
    action.await?;
    Ok(())
}

/// Reads for an immediate answer under [`READ_DEADLINE`].
pub(crate) async fn read<T>(
    f: impl std::future::Future<Output = Result<T, GameError>>,
) -> Result<T, Error> {
    match tokio::time::timeout(READ_DEADLINE, f).await {
        Ok(r) => r.map_err(Error::Game),
        Err(_) => Err(Error::Say(Say::new(DATABASE_DOWN))),
    }
}

/// The channel's open game or last game, for reads.
pub(crate) async fn current_or_last(ctx: Context<'_>) -> Result<GameState, Error> {
    let ch = channel(ctx);
    read(ctx.data().service.current_or_last(&ch)).await
}

/// Maps [`GameError::NoGame`] to a refusal (in `lang`) that says whether the channel's last
/// game is over.
pub(crate) async fn refine(
    service: &GameService,
    channel: &str,
    e: GameError,
    lang: Lang,
) -> Error {
    match e {
        GameError::NoGame | GameError::GameOver => {
            let last = service.store().game(GameKey::LastIn(channel)).await;
            match last.ok().flatten().map(crate::game::GameRecord::from_row) {
                Some(Ok(rec)) if rec.end.is_some() => {
                    // "…is over: Bob resigned; Alice wins (1-0)." (not "is over. Game over: …").
                    let end = rec.end.as_ref().map_or_else(String::new, |e| {
                        let style = DiscordStyle::new(lang);
                        let s = crate::game::announce::end_sentence(&rec, e, &style);
                        match e.result {
                            Some(r) => {
                                crate::tr!(
                                    lang,
                                    "discord-end-with-result",
                                    end = s,
                                    result = r.code()
                                )
                            }
                            None => s,
                        }
                    });
                    Error::Refused(crate::tr!(lang, "discord-channel-game-over", end = end))
                }
                _ => Error::Say(Say::new("discord-no-game-here")),
            }
        }
        e => e.into(),
    }
}

/// The sentence to show for `error` in `lang` (clamped), logging it when it is the bot's
/// fault.
pub(crate) fn user_message(error: &Error, lang: Lang) -> String {
    let style = DiscordStyle::new(lang);
    let text = match error {
        Error::Game(GameError::Store(e)) => {
            tracing::error!(error = %e, "database failure");
            crate::tr!(lang, DATABASE_DOWN)
        }
        Error::Game(e @ GameError::Corrupt { .. }) => {
            tracing::error!(error = ?e, "corrupt game");
            crate::tr!(lang, "discord-corrupt-game", error = e.text(&style))
        }
        Error::Game(GameError::NoGame) => crate::tr!(lang, "discord-no-game-here"),
        Error::Game(GameError::VacationRunning) => crate::tr!(lang, "discord-vacation-running"),
        Error::Game(e) => e.text(&style),
        Error::Refused(s) => s.clone(),
        Error::Say(s) => s.text(lang),
        Error::Discord(e) => {
            tracing::error!(error = %e, "Discord request failed");
            crate::tr!(lang, GENERIC_FAILURE)
        }
        Error::Internal(e) => {
            tracing::error!(error = %e, "internal error");
            crate::tr!(lang, GENERIC_FAILURE)
        }
    };
    limits::clamp(&text)
}

/// The metrics outcome of a command that failed with `error`: `refused` (the player's
/// request cannot be done), `limited` (an abuse limit), `error` (the bot's or Discord's fault).
fn outcome(error: &Error) -> &'static str {
    match error {
        Error::Game(
            GameError::TooManyChallenges { .. } | GameError::TooManyOpenChallenges { .. },
        ) => "limited",
        Error::Game(GameError::Store(_) | GameError::Corrupt { .. })
        | Error::Discord(_)
        | Error::Internal(_) => "error",
        Error::Game(_) | Error::Refused(_) | Error::Say(_) => "refused",
    }
}

/// The one error handler: refusals and failures become ephemeral replies.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let failed = match &error {
        poise::FrameworkError::Command { error, ctx, .. } => Some((*ctx, outcome(error))),
        poise::FrameworkError::ArgumentParse { ctx, .. } => Some((*ctx, "refused")),
        poise::FrameworkError::CommandStructureMismatch { ctx, .. } => {
            Some((poise::Context::Application(*ctx), "refused"))
        }
        poise::FrameworkError::CommandCheckFailed { ctx, .. } => Some((*ctx, "limited")),
        poise::FrameworkError::GuildOnly { ctx, .. } => Some((*ctx, "refused")),
        poise::FrameworkError::CommandPanic { ctx, .. } => Some((*ctx, "error")),
        _ => None,
    };
    if let Some((ctx, outcome)) = failed {
        crate::metrics::interaction(&ctx.command().qualified_name, outcome);
    }
    let (ctx, text) = match error {
        poise::FrameworkError::Command { error, ctx, .. } => (ctx, user_message(&error, lang(ctx))),
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::warn!(error = %error, command = %ctx.command().name, "argument parse error");
            (ctx, crate::tr!(lang(ctx), "discord-options-unreadable"))
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // An option value outside its registered range (a choice index, a number).
            tracing::warn!(%description, command = %ctx.command().name, "option out of range");
            let ctx = poise::Context::Application(ctx);
            (ctx, crate::tr!(lang(ctx), "discord-options-unreadable"))
        }
        poise::FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } => (ctx, user_message(&error, lang(ctx))),
        // poise's own answers to these are English.
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let command = localize::command_path(&ctx.command().qualified_name, lang(ctx));
            (
                ctx,
                crate::tr!(lang(ctx), "discord-guild-only", command = command),
            )
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            tracing::error!(?payload, command = %ctx.command().qualified_name, "command panicked");
            (ctx, crate::tr!(lang(ctx), GENERIC_FAILURE))
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
            return;
        }
    };
    if let Err(e) = say(ctx, &text, true).await {
        tracing::error!(error = %e, "could not send an error reply");
    }
}

/// The locales this process has stored, keyed by guild or user id, so that the database is
/// written only when one changes.
pub type SeenLocales = Arc<std::sync::Mutex<std::collections::HashMap<u64, String>>>;

/// Whether `seen` already holds `locale` for `key`.
fn known_locale(seen: &SeenLocales, key: u64, locale: &str) -> bool {
    seen.lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(&key)
        .is_some_and(|l| l == locale)
}

/// Remembers `locale` for `key` once it is stored.
fn remember_locale(seen: &SeenLocales, key: u64, locale: &str) {
    seen.lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(key, locale.to_string());
}

/// Stores `locale` for `key` with `store` (not yet started) unless `seen` shows that this
/// process stored it already; remembers it in `seen` once stored.
///
/// # Errors
/// The store's failure (`seen` is left as it was, so the next interaction tries again).
async fn note_locale(
    seen: &SeenLocales,
    key: u64,
    locale: &str,
    store: impl std::future::Future<Output = Result<(), crate::store::StoreError>>,
) -> Result<(), crate::store::StoreError> {
    if known_locale(seen, key, locale) {
        return Ok(());
    }
    store.await?;
    remember_locale(seen, key, locale);
    Ok(())
}

/// Records the locales an interaction shows that this process has not stored yet: the
/// server's Discord locale (`guild_locale`), the default language of the server's public
/// announcements until a manager chooses one with `/settings language:`, and the author's
/// (`locale`), the language of the direct messages sent to them. A failure is only logged.
async fn note_locales(ctx: Context<'_>) {
    let poise::Context::Application(a) = ctx else {
        return;
    };
    let service = &ctx.data().service;
    let now = service.now();
    if let (Some(guild), Some(locale)) = (
        a.interaction.guild_id,
        a.interaction.guild_locale.as_deref(),
    ) {
        let id = guild.to_string();
        let store = service.store().note_guild_locale(&id, locale, now);
        if let Err(e) = note_locale(&ctx.data().guild_locales, guild.get(), locale, store).await {
            tracing::warn!(error = %e, "the server's locale could not be stored");
        }
    }
    let user = a.interaction.user.id;
    let locale = a.interaction.locale.as_str();
    if !locale.is_empty() {
        let id = user.to_string();
        let store = service.store().note_user_locale(&id, locale, now);
        if let Err(e) = note_locale(&ctx.data().user_locales, user.get(), locale, store).await {
            tracing::warn!(error = %e, "the user's locale could not be stored");
        }
    }
}

/// Runs before every command: the per-user command rate ([`abuse::CommandRate`]).
async fn command_check(ctx: Context<'_>) -> Result<bool, Error> {
    // poise runs the checks for autocomplete too: typing is not a command.
    if let poise::Context::Application(a) = ctx {
        if a.interaction_type == poise::CommandInteractionType::Autocomplete {
            return Ok(true);
        }
    }
    note_locales(ctx).await;
    let now = ctx.data().service.now();
    // Once per interaction: poise runs this for a subcommand's parents too.
    ctx.data()
        .rate
        .admit_interaction(ctx.author().id.get(), ctx.id(), now, lang(ctx))
        .map_err(Error::Refused)?;
    Ok(true)
}

/// Global events: button clicks (restart-safe; see [`buttons`]).
async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction } = event {
        match interaction {
            serenity::Interaction::Component(component) => {
                if component.data.custom_id.starts_with(premove::PREFIX) {
                    premove::handle(framework.serenity_context, framework.user_data, component)
                        .await;
                    return Ok(());
                }
                if learn::handle(framework.serenity_context, framework.user_data, component).await {
                    return Ok(());
                }
                if tournament::handle_button(
                    framework.serenity_context,
                    framework.user_data,
                    component,
                )
                .await
                {
                    return Ok(());
                }
                if !pick::handle(framework.serenity_context, framework.user_data, component).await {
                    buttons::handle(framework.serenity_context, framework.user_data, component)
                        .await;
                }
            }
            // No modal is claimed by anything else: answered, never left to fail.
            serenity::Interaction::Modal(modal) => {
                buttons::stale_modal(framework.serenity_context, modal).await;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Builds the serenity client with Timur's framework: commands, button handler, error handler.
/// Commands are registered once the gateway is ready. Start it with `client.start()`; the
/// delivery worker and the scheduler run separately ([`spawn_workers`]).
///
/// # Errors
/// When serenity cannot build the client.
pub async fn build_client(
    config: &Config,
    service: GameService,
) -> anyhow::Result<serenity::Client> {
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    let guild_id = config.guild_id;
    let data = Data {
        rate: Arc::new(abuse::CommandRate::new(service.limits())),
        guild_locales: Arc::default(),
        user_locales: Arc::default(),
        service,
    };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: localize::localize(commands()),
            on_error: |error| Box::pin(on_error(error)),
            command_check: Some(|ctx| Box::pin(command_check(ctx))),
            pre_command: |ctx| Box::pin(crate::metrics::command_started(ctx.id())),
            post_command: |ctx| {
                Box::pin(crate::metrics::command_done(
                    ctx.id(),
                    ctx.command().qualified_name.to_string(),
                    "ok",
                ))
            },
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            ..Default::default()
        })
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild_id {
                    Some(g) => poise::builtins::register_in_guild(ctx, commands, g).await?,
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "ready; commands registered");
                Ok(data)
            })
        })
        .build();
    let client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    Ok(client)
}

/// The background tasks: the outbox delivery worker and the scheduler.
#[derive(Debug)]
pub struct Workers {
    /// Posts announcements.
    pub delivery: tokio::task::JoinHandle<()>,
    /// Fires reminders, timeouts and expiries.
    pub scheduler: tokio::task::JoinHandle<()>,
    /// Plays the computer's moves in engine games ([`crate::game::computer`]).
    pub computer: tokio::task::JoinHandle<()>,
    /// Starts due tournaments and carries out their posts ([`crate::game::tournament`]).
    pub tournaments: tokio::task::JoinHandle<()>,
    /// The delivery worker's name (the owner of its outbox leases).
    pub worker: String,
    /// The engine pool the computer (and `/analysis`) search on ([`engine_pool`]).
    pub engine: crate::engine::EnginePool,
}

impl Workers {
    /// Stops both (at once, like a crash: nothing is lost, pending rows stay in the outbox).
    pub fn abort(&self) {
        self.delivery.abort();
        self.scheduler.abort();
        self.computer.abort();
        self.tournaments.abort();
    }

    /// Stops them cleanly (SIGTERM): the scheduler and the computer at once; the engine
    /// pool's running searches are told to stop and waited for (at most [`ENGINE_GRACE`]:
    /// the computer searches again after the restart, as its move was not stored); then
    /// gives the delivery worker up to `grace` to deliver what is pending, stops it and
    /// releases its leases so that the next process takes them over at once. The engine pool
    /// is the process's: it takes no work after this. Returns how many announcements were
    /// still pending.
    pub async fn shutdown(self, store: &Store, grace: Duration) -> i64 {
        self.scheduler.abort();
        self.computer.abort();
        let (running, left) = self.engine.shutdown(ENGINE_GRACE).await;
        tracing::info!(running, left, "engine searches stopped");
        let deadline = tokio::time::Instant::now() + grace;
        let left = loop {
            let left = store.outbox_backlog().await.map_or(-1, |(n, _)| n);
            if left == 0 || tokio::time::Instant::now() >= deadline {
                break left;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        self.delivery.abort();
        let _ = self.delivery.await;
        if let Err(e) = store.release(&self.worker).await {
            tracing::warn!(error = %e, "could not release the outbox leases");
        }
        left
    }
}

/// How long a clean stop waits for the commands being handled (their transactions) to end.
pub const IN_FLIGHT_GRACE: Duration = Duration::from_secs(5);

/// How long a clean stop gives the delivery worker to deliver what is pending.
pub const DELIVERY_GRACE: Duration = Duration::from_secs(10);

/// How long a clean stop waits for the engine pool's running work once its searches are told
/// to stop (a search ends within milliseconds; an analysis is not interrupted).
pub const ENGINE_GRACE: Duration = Duration::from_secs(5);

/// Commands and clicks being handled now, in this process (a clean stop waits for them).
static IN_FLIGHT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Counts a command or click as being handled while it lives.
pub(crate) struct Busy;

impl Busy {
    /// One more in flight.
    pub(crate) fn start() -> Busy {
        IN_FLIGHT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Busy
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        IN_FLIGHT.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Waits until no command or click is being handled, at most `grace`; returns how many still
/// were.
async fn wait_in_flight(grace: Duration) -> usize {
    let deadline = tokio::time::Instant::now() + grace;
    loop {
        let n = IN_FLIGHT.load(std::sync::atomic::Ordering::SeqCst);
        if n == 0 || tokio::time::Instant::now() >= deadline {
            return n;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The process's one engine pool (one search thread per core), shared by the computer player
/// and `/analysis` so that together they never use more threads than there are cores.
pub fn engine_pool() -> crate::engine::EnginePool {
    static POOL: std::sync::OnceLock<crate::engine::EnginePool> = std::sync::OnceLock::new();
    POOL.get_or_init(crate::engine::EnginePool::per_core)
        .clone()
}

/// How often the tournament worker looks for due starts and pending posts (at most; 1 s).
pub const TOURNAMENT_POLL: Duration = Duration::from_secs(1);

/// How often the computer looks for engine games where it is to move (at most; 1 second).
pub const ENGINE_POLL: Duration = Duration::from_secs(1);

/// Starts the delivery worker (backoff from `backoff.0` up to `backoff.1`), the scheduler
/// (every `poll`) and the computer player (every `poll` or [`ENGINE_POLL`], whichever is
/// shorter), all catching up at once on what is pending or due.
pub fn spawn_workers(
    http: Arc<serenity::Http>,
    service: GameService,
    backoff: (Duration, Duration),
    poll: Duration,
) -> Workers {
    spawn_workers_leased(
        http,
        service,
        backoff,
        poll,
        &crate::game::worker_name(),
        crate::game::LEASE,
    )
}

/// [`spawn_workers`] with the delivery worker named `worker` and claiming announcements for
/// `lease` (tests: several bots in one process, a short lease).
pub fn spawn_workers_leased(
    http: Arc<serenity::Http>,
    service: GameService,
    backoff: (Duration, Duration),
    poll: Duration,
    worker: &str,
    lease: Duration,
) -> Workers {
    let courier = Arc::new(DiscordCourier::new(http.clone()).with_store(service.store().clone()));
    let delivery = Delivery::new(service.clone(), courier)
        .with_backoff(backoff.0, backoff.1)
        .with_lease(worker, lease)
        .with_retention(retention_from_env())
        .spawn(Duration::from_secs(5));
    let scheduler = Scheduler::new(service.clone()).spawn(poll);
    // The engine answers within ENGINE_POLL of a move (plus its thinking), and after a restart
    // at once: the first sweep runs immediately.
    let tournaments = crate::game::tournament::TournamentDesk::new(
        crate::game::tournament::TournamentService::new(service.clone()),
        Arc::new(tournament::DiscordDesk::new(http)),
    )
    .with_backoff(backoff.0)
    .spawn(poll.min(TOURNAMENT_POLL));
    let engine = engine_pool();
    let computer =
        crate::game::computer::Computer::new(service, engine.clone()).spawn(poll.min(ENGINE_POLL));
    Workers {
        delivery,
        scheduler,
        computer,
        tournaments,
        worker: worker.to_string(),
        engine,
    }
}

/// How long delivered announcements are kept: `OUTBOX_RETENTION_DAYS` (whole days, default
/// 30; `0` keeps them for ever). A value that does not parse is logged and the default used.
pub fn retention_from_env() -> Option<Duration> {
    match std::env::var("OUTBOX_RETENTION_DAYS")
        .ok()
        .filter(|s| !s.trim().is_empty())
    {
        None => Some(crate::game::RETENTION),
        Some(s) => match s.trim().parse::<u64>() {
            Ok(0) => None,
            Ok(days) => Some(Duration::from_secs(days.saturating_mul(86_400))),
            Err(_) => {
                tracing::error!(value = %s, "OUTBOX_RETENTION_DAYS is not a whole number of days; keeping 30 days");
                Some(crate::game::RETENTION)
            }
        },
    }
}

/// Runs the bot until Ctrl-C or SIGTERM: opens the database (refusing an unwritable one),
/// serves metrics when `METRICS_ADDR` is set, connects, serves; on the signal stops taking
/// interactions (the gateway closes), waits for the commands in flight
/// ([`IN_FLIGHT_GRACE`]), stops the engine's searches ([`ENGINE_GRACE`]), gives the delivery
/// worker [`DELIVERY_GRACE`] to deliver what is pending, and closes the database (then the
/// process exits 0).
///
/// # Errors
/// When the database cannot be opened or written, a limit or `METRICS_ADDR` does not parse,
/// the metrics address cannot be bound, or the client fails.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let plan = ShardPlan::from_env()?;
    tracing::info!(?config, shards = %plan, "starting");
    let limits = crate::game::Limits::from_env()?;
    let store = Store::open(&config.database_url).await?;
    let service = GameService::new(store.clone()).with_limits(limits);
    let metrics = match std::env::var("METRICS_ADDR")
        .ok()
        .filter(|s| !s.trim().is_empty())
    {
        Some(addr) => {
            let addr: std::net::SocketAddr = addr.trim().parse().map_err(|_| {
                let why = "is not an address such as 127.0.0.1:9100"; // operator: startup error
                anyhow::anyhow!("METRICS_ADDR '{addr}' {why}")
            })?;
            Some(health::serve(addr, service.clone()).await?.1)
        }
        None => None,
    };
    tokio::task::spawn_blocking(crate::render::warm_up);
    let mut client = build_client(&config, service.clone()).await?;
    let workers = spawn_workers(
        client.http.clone(),
        service,
        (Duration::from_secs(1), Duration::from_secs(300)),
        POLL,
    );
    let shards = client.shard_manager.clone();
    let start = plan.start(&mut client);
    tokio::pin!(start);
    let result = tokio::select! {
        r = &mut start => r,
        () = shutdown_signal() => {
            tracing::info!("shutting down: no new interactions");
            shards.shutdown_all().await;
            let r = match tokio::time::timeout(Duration::from_secs(5), &mut start).await {
                Ok(r) => r,
                Err(_) => {
                    tracing::warn!("the gateway did not close within 5 s; stopping anyway");
                    Ok(())
                }
            };
            let busy = wait_in_flight(IN_FLIGHT_GRACE).await;
            if busy > 0 {
                tracing::warn!(busy, "commands still running after the grace period");
            }
            r
        }
    };
    let left = workers.shutdown(&store, DELIVERY_GRACE).await;
    tracing::info!(pending = left, "delivery stopped");
    if let Some(m) = metrics {
        m.abort();
    }
    store.close().await;
    result.map_err(Into::into)
}

/// Resolves on Ctrl-C or (on Unix) SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!("cannot listen for Ctrl-C: {e}");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                tracing::debug!("listening for SIGTERM");
                s.recv().await;
            }
            Err(e) => {
                tracing::error!("cannot listen for SIGTERM: {e}");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}
