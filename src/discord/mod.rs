//! The Discord front end: slash commands (poise), challenge buttons and the bot's lifecycle.
//!
//! One game per channel (a thread is a channel). Every command is a thin layer over
//! [`GameService`]: it reads who acts and where, calls the service, and turns the result into a
//! Discord reply. Refusals are ephemeral and change nothing; internal errors are logged and
//! shown as one polite sentence.
//!
//! Buttons carry the game id in their `custom_id` (`timur:accept:42`) and are handled by the
//! global event handler, which loads the game from the database, so they keep working after a
//! restart.

mod buttons;
mod commands;
mod correspondence;
mod present;
mod scheduler;

use crate::game::{GameError, GameService};
use crate::store::Store;
use poise::serenity_prelude as serenity;
use std::fmt;

pub use present::board_png;
pub use scheduler::Scheduler;

/// State shared by every command and event: the game service.
#[derive(Debug, Clone)]
pub struct Data {
    /// The game service over the bot's database.
    pub service: GameService,
}

/// Why a command did not complete.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The service refused; its text is the polite sentence to show.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A refusal decided in this layer (for example "the game is over"); shown as is.
    #[error("{0}")]
    Refused(String),
    /// A Discord request failed.
    #[error("Discord request failed: {0}")]
    Discord(#[from] serenity::Error),
    /// Anything else that is the bot's fault (a rendering task panicked, …).
    #[error("{0}")]
    Internal(String),
}

/// The poise context of Timur's commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What is shown when the bot itself failed; the details go to the log only.
pub const GENERIC_FAILURE: &str =
    "Something went wrong on the bot's side; please try again in a moment.";

/// The bot's configuration, read from the environment (and `.env`).
#[derive(Clone)]
pub struct Config {
    /// Bot token (`DISCORD_TOKEN`). Never logged.
    pub token: String,
    /// SQLite database path or `sqlite:` URL (`DATABASE_URL`, default `timur.db` in the working
    /// directory).
    pub database_url: String,
    /// Register commands in this guild only (`GUILD_ID`, development); else globally.
    pub guild_id: Option<serenity::GuildId>,
    /// A Discord-compatible API base URL such as `http://127.0.0.1:8080`
    /// (`TIMUR_DISCORD_API`, tests only). When set, every REST request goes there and the
    /// rate limiter is off (serenity only honours the proxy without it).
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
        // A missing .env is normal in production.
        let _ = dotenvy::dotenv();
        let token = std::env::var("DISCORD_TOKEN")
            .map_err(|_| anyhow::anyhow!("DISCORD_TOKEN is not set"))?;
        let database_url = std::env::var("DATABASE_URL")
            .ok()
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "timur.db".to_string());
        let guild_id = match std::env::var("GUILD_ID").ok().filter(|s| !s.is_empty()) {
            Some(s) => {
                let id: u64 = s
                    .trim()
                    .parse()
                    .map_err(|_| anyhow::anyhow!("GUILD_ID '{s}' is not a guild id"))?;
                anyhow::ensure!(id != 0, "GUILD_ID must not be 0");
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
        correspondence::challenge(),
        commands::r#move(),
        commands::board(),
        correspondence::resign(),
        commands::claim(),
        commands::rules(),
        commands::piece(),
        commands::help(),
        correspondence::draw(),
        correspondence::abort(),
        correspondence::takeback(),
        correspondence::games(),
        correspondence::history(),
        correspondence::export(),
        correspondence::vacation(),
    ]
}

/// Builds the serenity client with Timur's framework: commands, button handler, error handler.
/// Commands are registered (`PUT …/commands`) once the gateway is ready. Start it with
/// `client.start()`; stop it with `client.shard_manager.shutdown_all()`.
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
    let data = Data { service };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(event_handler(framework, event)),
            ..Default::default()
        })
        // Owners are not used; skipping saves a REST call at startup.
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

/// Runs the bot until Ctrl-C or SIGTERM: opens the database, connects, serves, then shuts the
/// shards down and closes the database.
///
/// # Errors
/// When the database cannot be opened or the client fails.
pub async fn run(config: Config) -> anyhow::Result<()> {
    tracing::info!(?config, "starting");
    let store = Store::open(&config.database_url).await?;
    let service = GameService::new(store.clone());
    // Piece tiles take ~160 ms per family to build; do it before the first /move needs them.
    tokio::task::spawn_blocking(crate::render::warm_up);
    let mut client = build_client(&config, service.clone()).await?;
    // Deadlines, reminders and expiries; the first tick catches up on what fell due meanwhile.
    let scheduler = Scheduler::new(client.http.clone(), service).spawn(scheduler::POLL);
    let shards = client.shard_manager.clone();
    let start = client.start();
    tokio::pin!(start);
    let result = tokio::select! {
        r = &mut start => r,
        () = shutdown_signal() => {
            tracing::info!("shutting down");
            shards.shutdown_all().await;
            // A client still retrying an unreachable gateway never returns on its own.
            match tokio::time::timeout(std::time::Duration::from_secs(5), &mut start).await {
                Ok(r) => r,
                Err(_) => {
                    tracing::warn!("the gateway did not close within 5 s; stopping anyway");
                    Ok(())
                }
            }
        }
    };
    scheduler.abort();
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

/// The sentence to show for `error`, logging it when it is the bot's fault.
pub(crate) fn user_message(error: &Error) -> String {
    match error {
        Error::Game(e @ (GameError::Store(_) | GameError::Corrupt { .. })) => {
            tracing::error!(error = ?e, "game service failure");
            e.to_string()
        }
        Error::Game(e) => e.to_string(),
        Error::Refused(s) => s.clone(),
        Error::Discord(e) => {
            tracing::error!(error = %e, "Discord request failed");
            GENERIC_FAILURE.to_string()
        }
        Error::Internal(e) => {
            tracing::error!(error = %e, "internal error");
            GENERIC_FAILURE.to_string()
        }
    }
}

/// The one error handler: refusals and failures become ephemeral replies.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let text = user_message(&error);
            let reply = poise::CreateReply::default()
                .content(text)
                .ephemeral(true)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if let Err(e) = ctx.send(reply).await {
                tracing::error!(error = %e, "could not send an error reply");
            }
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::warn!(error = %error, command = %ctx.command().name, "argument parse error");
            let reply = poise::CreateReply::default()
                .content("I could not read this command's options. Please pick them from the menu.")
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::error!(error = %e, "could not send an error reply");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// Global events: button clicks on challenge messages (restart-safe; see the module doc).
async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(component),
    } = event
    {
        if correspondence::is_own_button(&component.data.custom_id) {
            correspondence::handle_button(
                framework.serenity_context,
                framework.user_data,
                component,
            )
            .await;
        } else {
            buttons::handle(framework.serenity_context, framework.user_data, component).await;
        }
    }
    Ok(())
}
