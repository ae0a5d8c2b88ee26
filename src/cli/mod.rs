//! The command line: `perft`, `moves`, `render`, `bot`, `local` and the operators' tools
//! (`check`, `ratings`, `migrate`, `ping`, `backup`).

mod backup;
mod check;
mod engine;
mod lessons;
mod local;
mod migrate;
mod ratings;
mod replay;
mod style;
mod text;
mod tools;
pub mod tournament;

pub use style::LocalStyle;
pub use text::board_text;

use crate::rules::{Position, RuleOptions, VariantId};
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Timur: Tamerlane chess and its relatives, on Discord or at one keyboard.
#[derive(Parser, Debug)]
#[command(name = "timur", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// A position given on the command line.
#[derive(clap::Args, Debug, Clone)]
pub struct PositionArgs {
    /// Variant id (see docs/rules.md §1; an unknown id lists them all).
    #[arg(long, default_value = "tamerlane")]
    pub variant: String,
    /// A TFEN (docs/rules.md §6.1); default: the variant's start position.
    #[arg(long)]
    pub tfen: Option<String>,
    /// A rule option `key=value` (repeatable), e.g. `--option giraffe-min=2`.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count legal move sequences; the count is the last line.
    Perft {
        /// The position.
        #[command(flatten)]
        position: PositionArgs,
        /// Depth in plies (at most 32; a progress bar on stderr from depth 4).
        #[arg(long)]
        depth: u32,
        /// First print one line `MOVE COUNT` per root move.
        #[arg(long)]
        divide: bool,
    },
    /// Print the legal moves, one per line, sorted, in canonical text without check marks.
    Moves {
        /// The position.
        #[command(flatten)]
        position: PositionArgs,
        /// Moves played from the position first, space-separated canonical text (each one
        /// checked by the rules, like a game's moves).
        #[arg(long, default_value = "")]
        moves: String,
        /// First print `tfen <TFEN>` (the position reached) and `outcome <RESULT> <REASON>`
        /// (`outcome * none` while the game goes on), for referees of engine matches.
        #[arg(long)]
        state: bool,
    },
    /// Draw the position to a PNG file, or a whole game to a GIF or HTML replay.
    Render {
        /// The position.
        #[command(flatten)]
        position: PositionArgs,
        /// Black at the bottom.
        #[arg(long)]
        flip: bool,
        /// Output file; `-` writes the PNG to stdout.
        #[arg(short, long, default_value = "board.png")]
        output: PathBuf,
        /// A whole game instead: `--gif` or `--html` with `--moves` or `--pgn`.
        #[command(flatten)]
        replay: replay::ReplayArgs,
    },
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Bot,
    /// Play at one keyboard in the terminal, stored in the same database as the bot.
    Local(local::LocalArgs),
    /// Replay every stored game and report each corrupt one (exit code 1 if any).
    Check(check::CheckArgs),
    /// List the stored ratings; --rebuild recomputes them from the games (exit code 1 if a
    /// stored value differed).
    Ratings(ratings::RatingsArgs),
    /// Search a position: print the best move and its evaluation.
    Bestmove(engine::BestmoveArgs),
    /// Speak the Universal Chess Interface on standard input and output.
    Uci,
    /// Play engine levels against each other and print the score and Elo difference.
    Selfplay(engine::SelfplayArgs),
    /// Copy a deployment into a new, empty database (e.g. SQLite to PostgreSQL) and verify it
    /// (exit code 1 if the copy does not verify).
    Migrate(migrate::MigrateArgs),
    /// Open the database, check that it can be written, and exit (a container health check).
    Ping(check::CheckArgs),
    /// Tournament tools: `pairings` simulates an event with random results.
    Tournament(tournament::TournamentArgs),
    /// Copy the SQLite database to a new file while the bot may run (`VACUUM INTO`); on
    /// PostgreSQL, says to use pg_dump.
    Backup(backup::BackupArgs),
}

impl PositionArgs {
    /// The variant, options and position described.
    ///
    /// # Errors
    /// A message naming the bad variant, option or TFEN.
    pub fn resolve(&self) -> Result<(VariantId, RuleOptions, Position), String> {
        let id: VariantId = self.variant.parse().map_err(|e| format!("{e}"))?;
        let options = id
            .parse_options(&self.options.join(" "))
            .map_err(|e| format!("{e}"))?;
        let pos = match &self.tfen {
            Some(t) => Position::from_tfen(id, options, t).map_err(|e| format!("{e}"))?,
            None => Position::start(id, options),
        };
        Ok((id, options, pos))
    }
}

/// Runs the command line; the process exit code is the result.
pub fn main() -> ExitCode {
    // `.env` is read before the arguments, so `DATABASE_URL` there reaches `local` and `check`.
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    // The tools that check something answer whether all was well: exit code 0 or 1.
    let verdict = match cli.command {
        Command::Migrate(ref args) => Some(migrate::run(args)),
        Command::Check(ref args) => Some(check::run(args)),
        Command::Ratings(ref args) => Some(ratings::run(args)),
        // Local mode's refusals are the player's sentences in their language: no English
        // "error:" before them.
        Command::Local(args) => {
            return match local::run(args) {
                Ok(()) => ExitCode::SUCCESS,
                Err(msg) => {
                    eprintln!("{msg}");
                    ExitCode::from(2)
                }
            }
        }
        _ => None,
    };
    match verdict {
        Some(Ok(true)) => ExitCode::SUCCESS,
        Some(Ok(false)) => ExitCode::from(1),
        Some(Err(msg)) => failed(&msg),
        None => match run(cli) {
            Ok(()) => ExitCode::SUCCESS,
            Err(msg) => failed(&msg),
        },
    }
}

/// Prints `msg` as the command's error; the exit code 2 of a command that could not run (1 is
/// a check's or migration's "problems found").
fn failed(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(2)
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Perft {
            position,
            depth,
            divide,
        } => tool(tools::perft_command(&position, depth, divide)),
        Command::Moves {
            position,
            moves,
            state,
        } => tool(tools::moves_command(&position, &moves, state)),
        Command::Render {
            position,
            flip,
            output,
            replay,
        } => {
            if replay.wanted() {
                return replay::run(&position, flip, &output, &replay);
            }
            tool(tools::render_command(&position, flip, &output))
        }
        Command::Bot => bot(),
        Command::Bestmove(args) => engine::bestmove(args),
        Command::Uci => engine::uci(),
        Command::Selfplay(args) => engine::selfplay(args),
        Command::Ping(args) => migrate::ping(&args.db),
        Command::Tournament(args) => tournament::run(&args),
        Command::Backup(args) => backup::run(&args),
        Command::Check(_) | Command::Migrate(_) | Command::Local(_) => {
            unreachable!("handled in main")
        }
        Command::Ratings(_) => unreachable!("handled in main"),
    }
}

/// A tool's result: a closed stdout is a quiet success.
fn tool(result: Result<(), tools::Stop>) -> Result<(), String> {
    match result {
        Ok(()) | Err(tools::Stop::ClosedOutput) => Ok(()),
        Err(tools::Stop::Error(msg)) => Err(msg),
    }
}

/// Writes `bytes` to stdout for the command-line tools. A closed stdout (`| head -1`) ends the
/// program quietly with exit code 0 instead of a panic; another write error ends it with code 2.
fn write_out(bytes: &[u8]) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write to stdout: {e}");
        std::process::exit(2);
    }
}

/// `println!` for the command-line tools, with [`write_out`]'s handling of a closed stdout.
fn say(line: &str) {
    let mut bytes = Vec::with_capacity(line.len() + 1);
    bytes.extend_from_slice(line.as_bytes());
    bytes.push(b'\n');
    write_out(&bytes);
}

/// Opens a database that must already exist (for the commands that read one: `check`,
/// `ratings`, `migrate --from`): a missing SQLite file is refused, not created.
///
/// # Errors
/// "no database at PATH", or the store's message naming the database and the cause.
pub(crate) async fn open_existing(db: &str) -> Result<crate::store::Store, String> {
    crate::store::Store::open_existing(db)
        .await
        .map_err(|e| e.to_string())
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

/// What `bot` says when there is no token.
pub const NO_TOKEN: &str = "DISCORD_TOKEN is not set, so the bot cannot log in to Discord.
To get a token: open the Discord Developer Portal, create an application, open 'Bot', press
'Reset Token', and put it in the environment (export DISCORD_TOKEN=...) or in a .env file.
The README explains how to invite the bot to a server.
To play without Discord, at one keyboard: cargo run --release -- local";

fn bot() -> Result<(), String> {
    let _ = dotenvy::dotenv();
    init_tracing();
    if std::env::var("DISCORD_TOKEN").map_or(true, |t| t.trim().is_empty()) {
        return Err(NO_TOKEN.to_string());
    }
    let config = crate::discord::Config::from_env().map_err(|e| e.to_string())?;
    runtime()?
        .block_on(crate::discord::run(config))
        .map_err(|e| format!("the bot stopped: {e:#}"))
}

/// Logging to stderr, filtered by `RUST_LOG` (default `info`).
pub fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}
