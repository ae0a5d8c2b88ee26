//! Local mode: two players at one keyboard play through the same game service and database as
//! the bot. A game is kept per name (`--game`), so quitting and starting again continues it.

use crate::game::{ColorChoice, GameError, GameService, GameState, Player};
use crate::rules::VariantId;
use crate::store::{Status, Store};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// Arguments of `timur local`.
#[derive(clap::Args, Debug)]
pub struct LocalArgs {
    /// The game's name: one game per name is kept in the database.
    #[arg(long, default_value = "default")]
    pub game: String,
    /// Variant for a new game.
    #[arg(long, default_value = "tamerlane")]
    pub variant: String,
    /// Rule option for a new game, `key=value` (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// SQLite database file.
    #[arg(long, env = "DATABASE_URL", default_value = "timur.db")]
    pub db: String,
    /// Folder for the board pictures (one PNG per move).
    #[arg(long, default_value = "boards")]
    pub boards: PathBuf,
}

const HELP: &str = "Commands:
  move <move>   play a move, e.g. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
  <move>        the same without the word 'move'
  board         show the board again (and write its picture)
  moves         list the legal moves
  resign        the side to move resigns
  claim         claim a citadel draw (options citadel=claim / second-entry)
  new [variant] [key=value ...]   start a new game once this one is over
  help          this text
  quit          leave (the game is saved; run `timur local` again to continue)";

/// Runs the local mode on standard input and output.
///
/// # Errors
/// A message if the database cannot be opened or the variant/options are invalid.
pub fn run(args: LocalArgs) -> Result<(), String> {
    let rt = super::runtime()?;
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    rt.block_on(session(args, stdin.lock(), stdout.lock()))
}

/// One local session reading commands from `input` and writing to `out` (tests drive this).
///
/// # Errors
/// A message if the database cannot be opened or the variant/options are invalid.
pub async fn session(
    args: LocalArgs,
    mut input: impl BufRead,
    mut out: impl Write,
) -> Result<(), String> {
    let store = Store::open(&args.db)
        .await
        .map_err(|e| format!("cannot open database {}: {e}", args.db))?;
    let service = GameService::new(store);
    let channel = format!("local:{}", args.game);
    let variant: VariantId = args.variant.parse().map_err(|e| format!("{e}"))?;
    let options = args.options.join(" ");
    variant
        .parse_options(&options)
        .map_err(|e| format!("{e}"))?;
    std::fs::create_dir_all(&args.boards)
        .map_err(|e| format!("cannot create {}: {e}", args.boards.display()))?;
    let mut say = |text: &str| {
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    };
    let mut state = match service.open_game(&channel).await {
        Ok(s) => {
            say(&format!(
                "Resuming game '{}' ({}).",
                args.game,
                s.variant.name()
            ));
            s
        }
        Err(GameError::NoGame) => new_game(&service, &channel, variant, &options)
            .await
            .map_err(|e| e.to_string())?,
        Err(e) => return Err(e.to_string()),
    };
    say(&show(&state, &args));
    say("Type 'help' for commands.");
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // A line that is not UTF-8 (a stray byte from the terminal) is read lossily, not as the
        // end of the input.
        match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&buf);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let word = word.to_ascii_lowercase();
        if matches!(word.as_str(), "quit" | "exit" | "q") {
            break;
        }
        // Another `timur local` on the same game may have changed it: show the stored game
        // instead of acting on a position this window no longer has.
        if word != "help" && word != "?" {
            match service.current_or_last(&channel).await {
                Ok(now)
                    if (now.row.id, now.row.ply, now.status())
                        != (state.row.id, state.row.ply, state.status()) =>
                {
                    state = now;
                    if word != "board" {
                        say("The game was changed in another window; here it is now. Please try again.");
                    }
                    say(&show(&state, &args));
                    continue;
                }
                Ok(_) => {}
                Err(e) => {
                    say(&e.to_string());
                    continue;
                }
            }
        }
        let over = state.status() != Status::Active;
        let over_text = format!(
            "This game is over ({}). Type 'new' to start another, e.g. new herat.",
            state.row.result.as_deref().unwrap_or("finished")
        );
        match word.as_str() {
            "help" | "?" => say(HELP),
            "board" => say(&show(&state, &args)),
            "moves" | "resign" | "claim" if over => say(&over_text),
            "moves" => {
                let pos = state.position();
                let mut texts: Vec<String> = state
                    .game
                    .legal_moves()
                    .iter()
                    .map(|m| pos.move_text(m))
                    .collect();
                texts.sort();
                say(&if texts.is_empty() {
                    "No legal moves.".to_string()
                } else {
                    texts.join(" ")
                });
            }
            "resign" => match service.resign(&channel, "local").await {
                Ok(s) => {
                    state = s;
                    say(&show(&state, &args));
                }
                Err(e) => say(&e.to_string()),
            },
            "claim" => match service.claim_citadel_draw(&channel, "local").await {
                Ok(s) => {
                    state = s;
                    say(&show(&state, &args));
                }
                Err(e) => say(&e.to_string()),
            },
            "new" => {
                if state.status() == Status::Active {
                    say("Finish this game first (resign ends it).");
                    continue;
                }
                let mut words = rest.split_whitespace();
                let v = match words.next().map(str::parse::<VariantId>) {
                    None => Ok(variant),
                    Some(r) => r,
                };
                match v {
                    Err(e) => say(&e.to_string()),
                    Ok(v) => {
                        let opts: Vec<&str> = words.collect();
                        match new_game(&service, &channel, v, &opts.join(" ")).await {
                            Ok(s) => {
                                state = s;
                                say(&show(&state, &args));
                            }
                            Err(e) => say(&e.to_string()),
                        }
                    }
                }
            }
            _ if over => say(&over_text),
            _ => {
                let text = if word.eq_ignore_ascii_case("move") || word.eq_ignore_ascii_case("m") {
                    rest
                } else {
                    line
                };
                let before = *state.position();
                match service.play(&channel, "local", text).await {
                    Ok(played) => {
                        state = played.state;
                        say(&format!("Played {}.", played.text));
                        // What a special move did and what to keep in mind (shared with Discord).
                        if let Some(mv) = state.last_move() {
                            let said =
                                crate::explain::describe_move(&before, &mv, state.position());
                            let notes = crate::explain::status_notes(state.position());
                            for line in [said, notes] {
                                if !line.is_empty() {
                                    say(&line);
                                }
                            }
                        }
                        say(&show(&state, &args));
                    }
                    Err(e) => say(&e.to_string()),
                }
            }
        }
    }
    say("Game saved. Run `timur local` again to continue.");
    Ok(())
}

async fn new_game(
    service: &GameService,
    channel: &str,
    variant: VariantId,
    options: &str,
) -> Result<GameState, GameError> {
    let white = Player::new("local", "White");
    let black = Player::new("local", "Black");
    service
        .challenge(
            None,
            channel,
            &white,
            &black,
            variant,
            options,
            ColorChoice::White,
            true,
        )
        .await
}

/// The board as text with a status line, after writing its picture.
fn show(state: &GameState, args: &LocalArgs) -> String {
    let pos = state.position();
    let bottom = pos.turn();
    let mut s = super::board_text(pos, bottom);
    let png = crate::render::render_png(&crate::render::BoardImage {
        position: pos,
        bottom,
        last_move: state.last_move(),
        caption: None,
    });
    // The game id keeps a new game under the same name from overwriting the last one's pictures.
    let path = args.boards.join(format!(
        "{}-g{}-{:03}.png",
        file_stem(&args.game),
        state.row.id,
        state.row.ply
    ));
    match std::fs::write(&path, png) {
        Ok(()) => s.push_str(&format!("Picture: {}\n", path.display())),
        Err(e) => s.push_str(&format!("(could not write {}: {e})\n", path.display())),
    }
    match (&state.row.result, &state.row.result_reason) {
        (Some(r), reason) => s.push_str(&format!(
            "Game over: {r}. {}",
            reason.clone().unwrap_or_default()
        )),
        _ => {
            let check = if pos.is_check(pos.turn()) {
                " (check)"
            } else {
                ""
            };
            let opts = if state.row.options.is_empty() {
                String::new()
            } else {
                format!(" [{}]", state.row.options)
            };
            s.push_str(&format!(
                "{}{opts}, move {}: {} to move{check}.",
                state.variant.name(),
                pos.fullmoves(),
                pos.turn()
            ));
        }
    }
    s
}

/// The game's name as a file name inside the boards folder: letters, digits, `-` and `_` are
/// kept, anything else (a `/`, `..`) becomes `_`, so a picture never lands outside the folder.
fn file_stem(game: &str) -> String {
    let stem: String = game
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if stem.is_empty() {
        "game".to_string()
    } else {
        stem
    }
}
