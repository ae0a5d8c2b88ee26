//! Local mode: two players at one keyboard play through the same game service, database and
//! outbox as the bot; the announcements are printed instead of posted (same texts, names
//! instead of mentions), with the board as text and a PNG per position. A game is kept per
//! name (`--game`), so quitting and starting again continues it. The database is closed on
//! exit, so the database file alone holds everything.

use super::LocalStyle;
use crate::engine::{EnginePool, Level};
use crate::explain::guide::variant_name;
use crate::game::computer::{challenge_computer_as, engine_name_in, Computer, ComputerError};
use crate::game::{
    announce, At, ChallengeRequest, ColorChoice, Courier, Delivery, GameError, GameService,
    GameState, Message, Player, SendError, Status, Style, Text,
};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::store::{OutboxRow, Store, StoreError};
use crate::tr;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The computer's player id in local games.
const COMPUTER_ID: &str = "computer";

/// Arguments of `timur local`.
#[derive(clap::Args, Debug)]
pub struct LocalArgs {
    /// The game's name: one game per name is kept in the database.
    #[arg(long, default_value = "default")]
    pub game: String,
    /// Variant for a new game (default: tamerlane). Refused when it differs from the game of
    /// this name still in progress.
    #[arg(long)]
    pub variant: Option<String>,
    /// Rule option for a new game, `key=value` (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// SQLite database file (also from `DATABASE_URL`, in the environment or `.env`).
    #[arg(long, env = "DATABASE_URL", default_value = "timur.db")]
    pub db: String,
    /// Folder for the board pictures (one PNG per position).
    #[arg(long, default_value = "boards")]
    pub boards: PathBuf,
    /// Play a new game against the engine: `computer` (level 3) or `computer:N` (N 1–8).
    #[arg(long, value_name = "computer[:N]")]
    pub against: Option<String>,
    /// Your colour against the computer: `white` (default) or `black`.
    #[arg(long, value_name = "white|black")]
    pub color: Option<String>,
    /// The language of local mode's texts, a tag such as `ru`, `fr`, `zh-TW` (default: from
    /// `LC_ALL`, then `LANG`, else English).
    #[arg(long, value_name = "TAG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// A `--lang` tag as [`Lang::parse`] reads it.
///
/// # Errors
/// A tag naming no shipped language (the message in the environment's language).
fn parse_lang(tag: &str) -> Result<Lang, String> {
    Lang::parse(tag).ok_or_else(|| {
        let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        tr!(
            env_lang(),
            "local-bad-lang",
            value = tag.to_string(),
            tags = tags.join(", ")
        )
    })
}

/// The language of the environment: the first of `LC_ALL` and `LANG` that names a shipped
/// language ([`Lang::from_posix`]); English when neither does.
fn env_lang() -> Lang {
    ["LC_ALL", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find_map(|v| Lang::from_posix(&v))
        .unwrap_or_default()
}

/// The language of the session: `--lang`, else the environment's ([`env_lang`]).
pub fn session_lang(args: &LocalArgs) -> Lang {
    args.lang.unwrap_or_else(env_lang)
}

/// The computer's level from `--against`: `computer` is level 3, `computer:N` level N; `None`
/// without `--against`.
///
/// # Errors
/// Any other text, or a level outside 1–8 (the refusal in `lang`).
pub fn against_level(against: Option<&str>, lang: Lang) -> Result<Option<Level>, String> {
    let Some(a) = against else {
        return Ok(None);
    };
    let bad = || tr!(lang, "local-bad-against", value = a.to_string());
    match a.trim().split_once(':') {
        None if a.trim() == "computer" => Ok(Some(Level::new(3).map_err(|_| bad())?)),
        Some(("computer", n)) => n.parse::<Level>().map(Some).map_err(|_| bad()),
        _ => Err(bad()),
    }
}

/// Prints announcements into a buffer the session writes out (the terminal is not `Send`).
struct LocalCourier {
    style: LocalStyle,
    lines: Mutex<Vec<String>>,
    boards: PathBuf,
    game: String,
}

impl Courier for LocalCourier {
    fn style(&self) -> &dyn Style {
        &self.style
    }

    async fn send(&self, row: &OutboxRow, message: Message) -> Result<(), SendError> {
        // Addressed to the computer, which answers at once: its challenge is not shown (its
        // acceptance follows), and after the keyboard's move only the picture is written (the
        // board is shown after the computer's answer).
        let to_computer = message.pings == [COMPUTER_ID];
        if to_computer && row.kind == crate::game::announce::Kind::Challenge.code() {
            return Ok(());
        }
        let mut out = vec![message.text];
        if let Some(p) = &message.picture {
            let bottom = bottom_side(&p.state.record);
            out.push(picture(
                &p.state,
                bottom,
                &self.boards,
                &self.game,
                !to_computer,
                self.style.lang(),
            ));
        }
        if let Some(history) = &message.animation {
            let lang = self.style.lang();
            let gif = crate::render::render_gif(
                &history.replay_in(lang),
                &crate::render::GifOptions {
                    lang,
                    ..crate::render::GifOptions::default()
                },
            );
            out.push(match gif {
                Ok(gif) => write_file(
                    &export_path(&self.boards, &self.game, row.game_id, "gif"),
                    &gif.bytes,
                    &tr!(self.style, "local-game-gif"),
                    self.style.lang(),
                ),
                Err(e) => tr!(self.style, "local-no-game-gif", error = e.to_string()),
            });
        }
        self.lines
            .lock()
            .map_err(|_| SendError::Permanent("output buffer poisoned".into()))? // operator: logs
            .extend(out);
        Ok(())
    }
}

/// Where local mode writes game `id`'s export with extension `ext`: next to the boards,
/// `<game>-g<id>.<ext>`.
fn export_path(boards: &std::path::Path, game: &str, id: i64, ext: &str) -> PathBuf {
    boards.join(format!("{}-g{id}.{ext}", file_stem(game)))
}

/// Writes `bytes` to `path`; the line saying so ("`label`: path") or why not, in `lang`.
fn write_file(path: &std::path::Path, bytes: &[u8], label: &str, lang: Lang) -> String {
    let shown = path.display().to_string();
    match std::fs::write(path, bytes) {
        Ok(()) => tr!(
            lang,
            "local-written",
            label = label.to_string(),
            path = shown
        ),
        Err(e) => tr!(
            lang,
            "local-cannot-write",
            path = shown,
            error = e.to_string()
        ),
    }
}

/// `export gif|html|pgn` (default pgn): the game as a file next to the boards; the line saying
/// where, or why not.
async fn export(
    service: &GameService,
    st: &GameState,
    boards: &std::path::Path,
    game: &str,
    format: &str,
    style: &LocalStyle,
) -> String {
    let rec = &st.record;
    let moves = match service.moves(rec.id).await {
        Ok(m) => m,
        Err(e) => return local_text(&e, style),
    };
    let mut history = match crate::game::History::from_rows(rec, &moves) {
        Ok(h) => h,
        Err(e) => return local_message(&e, style),
    };
    let format = if format.is_empty() { "pgn" } else { format };
    let bytes = match format {
        "pgn" => {
            history.set_tag("Site", "Timur local mode"); // operator: PGN tag value
            history.pgn().into_bytes()
        }
        "gif" => match crate::render::render_gif(
            &history.replay_in(style.lang()),
            &crate::render::GifOptions {
                lang: style.lang(),
                ..crate::render::GifOptions::default()
            },
        ) {
            Ok(g) => g.bytes,
            Err(e) => return tr!(style, "local-gif-failed", error = e.to_string()),
        },
        "html" => crate::render::render_replay_html(
            &history.replay_in(style.lang()),
            crate::rules::Color::White,
        )
        .into_bytes(),
        other => return tr!(style, "local-unknown-format", format = other.to_string()),
    };
    write_file(
        &export_path(boards, game, rec.id, format),
        &bytes,
        &tr!(style, "local-exported"),
        style.lang(),
    )
}

/// `analysis`: the computer's analysis of the finished game ([`crate::game::analysis`]): the
/// summary (accuracies, mistakes with the better move and the engine's line), then the boards
/// of the mistakes (`<game>-g<id>-analysis-<ply>.png`) and the analysed replay page
/// (`<game>-g<id>-analysis.html`) written next to the boards. Refused while the game runs.
async fn analysis(
    service: &GameService,
    st: &GameState,
    boards: &std::path::Path,
    game: &str,
    style: &LocalStyle,
    say: &mut dyn FnMut(&str),
) -> String {
    use crate::game::analysis as view;
    if st.status() == Status::Active {
        return tr!(style, "local-analysis-running");
    }
    let rec = &st.record;
    let moves = match service.moves(rec.id).await {
        Ok(m) => m,
        Err(e) => return local_text(&e, style),
    };
    if moves.is_empty() {
        return tr!(style, "discord-analysis-no-moves");
    }
    let history = match crate::game::History::from_rows(rec, &moves) {
        Ok(h) => h,
        Err(e) => return local_message(&e, style),
    };
    say(&tr!(
        style,
        "local-analysis-thinking",
        plies = history.len() as i64
    ));
    let lang = style.lang();
    let work = history.clone();
    let done = tokio::task::spawn_blocking(move || {
        let a = crate::engine::analyse(
            work.start(),
            &work.moves(),
            crate::engine::Limits::nodes(view::ANALYSIS_NODES),
        )
        .map_err(|e| e.to_string())?;
        let boards = view::mistake_boards(&work, &a, lang, usize::MAX);
        let page = view::replay_html(&work, &a, lang);
        Ok::<_, String>((a, boards, page))
    })
    .await;
    let (a, pictures, page) = match done {
        Ok(Ok(x)) => x,
        Ok(Err(e)) => return e,
        Err(e) => return e.to_string(),
    };
    let mut out = vec![view::summary(&history, &a, style)];
    let stem = format!("{}-g{}-analysis", file_stem(game), rec.id);
    let mut written = Vec::new();
    for b in &pictures {
        let path = boards.join(format!("{stem}-{:03}.png", b.ply));
        match std::fs::write(&path, &b.png) {
            Ok(()) => written.push(path.display().to_string()),
            Err(e) => out.push(tr!(
                style,
                "local-cannot-write",
                path = path.display().to_string(),
                error = e.to_string()
            )),
        }
    }
    let path = boards.join(format!("{stem}.html"));
    match std::fs::write(&path, page.as_bytes()) {
        Ok(()) => written.push(path.display().to_string()),
        Err(e) => out.push(tr!(
            style,
            "local-cannot-write",
            path = path.display().to_string(),
            error = e.to_string()
        )),
    }
    if !written.is_empty() {
        out.push(tr!(
            style,
            "local-analysis-written",
            paths = written.join(", ")
        ));
    }
    out.join("\n")
}

/// The board as text plus the path of its picture (written now).
fn picture(
    st: &GameState,
    bottom: crate::rules::Color,
    boards: &std::path::Path,
    game: &str,
    with_text: bool,
    lang: Lang,
) -> String {
    let mut s = if with_text {
        super::board_text(&st.position, bottom)
    } else {
        String::new()
    };
    let png = announce::board_png_in(st, bottom, lang);
    // The game id keeps a new game under the same name from overwriting the last one's pictures.
    let path = boards.join(format!(
        "{}-g{}-{:03}.png",
        file_stem(game),
        st.record.id,
        st.record.ply
    ));
    let shown = path.display().to_string();
    match std::fs::write(&path, png) {
        Ok(()) => s.push_str(&tr!(lang, "local-picture", path = shown)),
        Err(e) => s.push_str(&tr!(
            lang,
            "local-cannot-write",
            path = shown,
            error = e.to_string()
        )),
    }
    s
}

/// Runs the local mode on standard input and output (reading `.env` like `bot`).
///
/// # Errors
/// A message naming the database and the cause if it cannot be opened or written, or the
/// variant/options are invalid.
pub fn run(args: LocalArgs) -> Result<(), String> {
    let rt = super::runtime()?;
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    rt.block_on(session(args, stdin.lock(), stdout.lock()))
}

/// One local session reading commands from `input` and writing to `out` (tests drive this).
/// The database is closed before it returns.
///
/// # Errors
/// As [`run`].
pub async fn session(
    args: LocalArgs,
    input: impl BufRead,
    mut out: impl Write,
) -> Result<(), String> {
    // The language is chosen first: a database that cannot be opened is refused in it.
    let lang = session_lang(&args);
    let store = Store::open(&args.db)
        .await
        .map_err(|e| database_refusal(&e, &args.db, lang))?;
    // Ctrl-C arrives while the session thread waits for a line: fold the WAL into the database
    // file on a worker thread first, so `timur.db` alone still holds every game (a backup copy).
    let closer = store.clone();
    let on_interrupt = tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            closer.close().await;
            std::process::exit(130);
        }
    });
    let result = play(&args, store.clone(), input, &mut out).await;
    on_interrupt.abort();
    store.close().await;
    result
}

async fn play(
    args: &LocalArgs,
    store: Store,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let style = LocalStyle::new(session_lang(args));
    let service = GameService::new(store);
    let channel = format!("local:{}", args.game);
    let variant: VariantId = args
        .variant
        .as_deref()
        .unwrap_or("tamerlane")
        .parse()
        .map_err(|e| unknown_variant(&e, &style))?;
    let options = args.options.join(" ");
    variant
        .parse_options(&options)
        .map_err(|e| e.text(&style))?;
    let against = against_level(args.against.as_deref(), style.lang())?;
    let color = match args
        .color
        .as_deref()
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        None | Some("white") => ColorChoice::White,
        Some("black") => ColorChoice::Black,
        Some(c) => return Err(tr!(style, "local-bad-color", value = c.to_string())),
    };
    let computer = Computer::new(service.clone(), EnginePool::new(1));
    std::fs::create_dir_all(&args.boards).map_err(|e| {
        tr!(
            style,
            "local-cannot-create",
            path = args.boards.display().to_string(),
            error = e.to_string()
        )
    })?;
    let courier = Arc::new(LocalCourier {
        style,
        lines: Mutex::new(Vec::new()),
        boards: args.boards.clone(),
        game: args.game.clone(),
    });
    let delivery = Delivery::new(service.clone(), courier.clone()).with_channel(&channel);
    let mut say = |text: &str| {
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    };
    // Prints what the outbox holds for this game (announcements of the last action, or ones
    // left over from a run that stopped before printing them).
    macro_rules! deliver {
        () => {{
            if let Err(e) = delivery.run_once().await {
                say(&told(delivery_failure(&e, &style)));
            }
            let lines: Vec<String> = courier
                .lines
                .lock()
                .map(|mut l| l.drain(..).collect())
                .unwrap_or_default();
            for l in lines {
                say(&l);
            }
        }};
    }
    // The engine's turn in an engine game: it moves, its announcement is printed.
    macro_rules! engine {
        ($state:expr) => {{
            if let Ok(Some((engine_id, level))) = service.store().engine_of($state.record.id).await
            {
                match computer.act($state.record.id, &engine_id, level).await {
                    Ok(true) => {
                        deliver!();
                        match service.current_or_last(&channel).await {
                            Ok(s) => $state = s,
                            Err(e) => say(&local_text(&e, &style)),
                        }
                    }
                    Ok(false) => {}
                    Err(e) => say(&told(computer_failure(&e, &style))),
                }
            }
        }};
    }
    let mut current = service.load(At::Channel(&channel)).await;
    let mut set_aside = false;
    if let Ok(s) = &current {
        let engine = service
            .store()
            .engine_of(s.record.id)
            .await
            .map_err(|e| local_text(&e.into(), &style))?;
        if let Err(refusal) =
            conflicting_flags(&s.record, engine.map(|(_, l)| l), args, against, &style)
        {
            // Nothing is lost with a game no one has moved in (a first `timur local` that was
            // quit at once): it is cancelled quietly and the game asked for starts instead.
            if s.record.ply > 0 {
                return Err(refusal);
            }
            let mover = s.record.to_move().id.clone();
            service
                .abort(At::Game(s.record.id), &mover)
                .await
                .map_err(|e| local_text(&e, &style))?;
            if let Err(e) = delivery.run_once().await {
                say(&told(delivery_failure(&e, &style)));
            }
            courier.lines.lock().map(|mut l| l.clear()).unwrap_or(());
            say(&tr!(style, "local-set-aside", game = &args.game));
            current = Err(GameError::NoGame);
            set_aside = true;
        }
    }
    let mut state = match current {
        Ok(s) => {
            say(&tr!(
                style,
                "local-resuming",
                game = &args.game,
                variant = variant_name(s.record.variant, style.lang())
            ));
            deliver!();
            say(&show(&s, args, &style));
            s
        }
        Err(GameError::NoGame) => {
            // A finished game under this name: say that a new one starts instead of it.
            if let Ok(last) = service.current_or_last(&channel).await {
                if let Some(end) = last.record.end.as_ref().filter(|_| !set_aside) {
                    say(&tr!(
                        style,
                        "local-last-ended",
                        game = &args.game,
                        end = end_text(&last.record, end, &style)
                    ));
                }
            }
            new_game(
                &service, &channel, variant, &options, against, color, &style,
            )
            .await
            .map_err(|e| local_text(&e, &style))?;
            deliver!();
            service
                .load(At::Channel(&channel))
                .await
                .map_err(|e| local_text(&e, &style))?
        }
        Err(e) => return Err(local_text(&e, &style)),
    };
    engine!(state);
    say(&tr!(style, "local-type-help"));
    let mut lessons = super::lessons::Lessons::new(
        crate::learn::Tutor::new(service.store().clone()),
        args.boards.clone(),
        style.lang(),
    );
    let mut buf = Vec::new();
    // `resign` asks first; the next line answers (like Discord's confirmation button).
    let mut resign_asked = false;
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
        let mut word = word.to_ascii_lowercase();
        let mut confirmed = false;
        if std::mem::take(&mut resign_asked) {
            let yes = tr!(style, "local-yes").to_lowercase();
            let local_yes = word == yes || line.to_lowercase() == yes;
            if (matches!(word.as_str(), "yes" | "y") || local_yes) && rest.is_empty() {
                word = "resign".into();
                confirmed = true;
            } else {
                say(&tr!(style, "local-resign-cancelled"));
                if matches!(word.as_str(), "no" | "n") && rest.is_empty() {
                    continue;
                }
            }
        }
        if matches!(word.as_str(), "quit" | "exit" | "q") {
            break;
        }
        // `learn …`, and every line while a lesson is open, goes to the lessons.
        if let Some(text) = lessons.line(&word, rest, line, service.now()).await {
            say(&text);
            continue;
        }
        // Another `timur local` on the same game may have changed it: show the stored game
        // instead of acting on a position this window no longer has.
        if word != "help" && word != "?" {
            match service.current_or_last(&channel).await {
                Ok(now)
                    if (now.record.id, now.record.ply, now.status())
                        != (state.record.id, state.record.ply, state.status()) =>
                {
                    state = now;
                    deliver!();
                    if word != "board" {
                        say(&tr!(style, "local-changed-elsewhere"));
                    }
                    say(&show(&state, args, &style));
                    continue;
                }
                Ok(_) => {}
                Err(e) => {
                    say(&local_text(&e, &style));
                    continue;
                }
            }
        }
        let over = state.status() != Status::Active;
        let over_text = tr!(
            style,
            "local-over-result",
            result = state
                .record
                .end
                .as_ref()
                .and_then(|e| e.result)
                .map_or_else(|| tr!(style, "local-finished"), |r| r.code().to_string())
        );
        let acted = match word.as_str() {
            "help" | "?" => {
                say(&tr!(style, "local-help"));
                None
            }
            "board" => {
                say(&show(&state, args, &style));
                None
            }
            "analysis" => {
                let text =
                    analysis(&service, &state, &args.boards, &args.game, &style, &mut say).await;
                say(&text);
                None
            }
            "export" => {
                let lower = rest.to_ascii_lowercase();
                say(&export(&service, &state, &args.boards, &args.game, &lower, &style).await);
                None
            }
            "moves" | "resign" | "claim" if over => {
                say(&over_text);
                None
            }
            "moves" => {
                let pos = &state.position;
                let mut texts: Vec<String> =
                    pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
                texts.sort();
                say(&if texts.is_empty() {
                    tr!(style, "local-no-legal-moves")
                } else {
                    texts.join(" ")
                });
                None
            }
            "resign" if !confirmed => {
                resign_asked = true;
                say(&tr!(
                    style,
                    "local-resign-ask",
                    side = side_code(state.turn())
                ));
                None
            }
            "resign" => Some(
                service
                    .resign(At::Channel(&channel), "local")
                    .await
                    .map(|_| ()),
            ),
            "claim" => Some(
                service
                    .claim(At::Channel(&channel), "local")
                    .await
                    .map(|_| ()),
            ),
            "new" => {
                if state.status() == Status::Active {
                    say(&tr!(style, "local-finish-first"));
                    continue;
                }
                let mut words = rest.split_whitespace();
                let v = match words.next().map(str::parse::<VariantId>) {
                    None => Ok(variant),
                    Some(r) => r,
                };
                match v {
                    Err(e) => {
                        say(&unknown_variant(&e, &style));
                        None
                    }
                    Ok(v) => {
                        let opts: Vec<&str> = words.collect();
                        Some(
                            new_game(
                                &service,
                                &channel,
                                v,
                                &opts.join(" "),
                                against,
                                color,
                                &style,
                            )
                            .await
                            .map(|_| ()),
                        )
                    }
                }
            }
            "premove" | "premoves" | "conditional" if !over => {
                say(&premove(&service, &channel, rest, &style).await);
                None
            }
            _ if over => {
                say(&over_text);
                None
            }
            _ => {
                let text = if word == "move" || word == "m" {
                    rest
                } else {
                    line
                };
                Some(
                    service
                        .play(At::Channel(&channel), "local", text)
                        .await
                        .map(|_| ()),
                )
            }
        };
        match acted {
            None => {}
            Some(Err(e)) => say(&local_message(&e, &style)),
            Some(Ok(())) => {
                deliver!();
                match service.current_or_last(&channel).await {
                    Ok(s) => state = s,
                    Err(e) => say(&local_text(&e, &style)),
                }
                engine!(state);
            }
        }
    }
    say(&tr!(style, "local-saved"));
    Ok(())
}

/// Local `premove`: `list` (or nothing), `clear`, `remove N`, or a line to store for the side
/// not to move (issue 21). Returns what to print: the stored lines, or the refusal.
async fn premove(service: &GameService, channel: &str, rest: &str, style: &LocalStyle) -> String {
    let at = At::Channel(channel);
    let lower = rest.to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    let done = match (words.next(), words.next(), words.next()) {
        (None | Some("list"), None, _) => service.premove_lines(at, LOCAL_ID).await,
        (Some("clear"), None, _) => service.premove_clear(at, LOCAL_ID).await,
        (Some("remove"), Some(n), None) => match n.parse::<usize>() {
            Ok(n) => {
                service
                    .premove_remove(at, LOCAL_ID, crate::game::Which::Number(n))
                    .await
            }
            Err(_) => return tr!(style, "local-not-a-line-number", value = n.to_string()),
        },
        // `premove remove` alone is not a line of moves that starts with "remove".
        (Some("remove"), _, _) => return tr!(style, "local-remove-needs-number"),
        _ => service.premove_add(at, LOCAL_ID, rest).await,
    };
    match done {
        Ok(view) => view.list_text_in(style.lang()),
        Err(e) => local_message(&e, style),
    }
}

/// Why a finished game ended, e.g. "White resigned; Black wins (0-1)".
fn end_text(rec: &crate::game::GameRecord, end: &crate::game::End, style: &LocalStyle) -> String {
    let s = announce::end_sentence(rec, end, style);
    match end.result {
        Some(r) => tr!(
            style,
            "local-end-with-result",
            end = s,
            result = r.code().to_string()
        ),
        None => s,
    }
}

/// A variant local mode does not know, refused in the style's language with the ids to type.
fn unknown_variant(e: &crate::rules::UnknownVariant, style: &LocalStyle) -> String {
    tr!(
        style,
        "local-unknown-variant",
        value = e.0.clone(),
        variants = crate::rules::variant_list()
    )
}

/// A side as the catalog selects on it: `white` or `black`.
fn side_code(color: crate::rules::Color) -> &'static str {
    match color {
        crate::rules::Color::White => "white",
        crate::rules::Color::Black => "black",
    }
}

/// Refuses to resume game `rec` (`engine`: the computer's level in it) when the flags ask for
/// another game: a different opponent (`--against`, `against`), variant (`--variant`) or rule
/// options (`--option`). Resuming it silently would play a game the user did not ask for.
fn conflicting_flags(
    rec: &crate::game::GameRecord,
    engine: Option<u8>,
    args: &LocalArgs,
    against: Option<Level>,
    style: &LocalStyle,
) -> Result<(), String> {
    let wanted = if let Some(level) = against.filter(|l| engine != Some(l.number())) {
        Some((
            tr!(style, "local-wanted-computer", level = level.to_string()),
            "--against",
        ))
    } else if let Some(v) = args
        .variant
        .as_deref()
        .and_then(|v| v.parse::<VariantId>().ok())
        .filter(|v| *v != rec.variant)
    {
        Some((
            tr!(
                style,
                "local-wanted-variant",
                variant = variant_name(v, style.lang())
            ),
            "--variant",
        ))
    } else if !args.options.is_empty()
        && rec
            .variant
            .parse_options(&args.options.join(" "))
            .is_ok_and(|o| o != rec.options)
    {
        Some((tr!(style, "local-wanted-rules"), "--option"))
    } else {
        None
    };
    let Some((wanted, flag)) = wanted else {
        return Ok(());
    };
    let opponent = match engine {
        Some(l) => tr!(style, "local-opponent-computer", level = u32::from(l)),
        None => tr!(style, "local-opponent-keyboard"),
    };
    Err(tr!(
        style,
        "local-in-progress",
        game = &args.game,
        variant = variant_name(rec.variant, style.lang()),
        opponent = opponent,
        plies = tr!(style, "local-plies", count = rec.ply),
        wanted = wanted,
        flag = flag
    ))
}

/// The side shown at the bottom of every board: the keyboard's side against the computer,
/// else White (two players at one keyboard share one view, so it does not flip every move).
fn bottom_side(rec: &crate::game::GameRecord) -> crate::rules::Color {
    if rec.plays_both() {
        crate::rules::Color::White
    } else {
        rec.color_of(LOCAL_ID).unwrap_or(crate::rules::Color::White)
    }
}

/// The player id of the keyboard (both sides, or one side against the computer).
const LOCAL_ID: &str = "local";

/// A refusal as local mode says it (no Discord commands named), in the style's language
/// ([`local_text`]).
fn local_message(e: &GameError, style: &LocalStyle) -> String {
    match e {
        GameError::NoGame | GameError::GameOver => tr!(style, "local-over"),
        e => local_text(e, style),
    }
}

/// `e` as the player reads it, in the style's language ([`crate::game::Text`]); when it is a
/// database failure, its cause (the database's own English text) is printed apart on stderr
/// for whoever runs the program ([`operator_line`]), never in the player's sentence.
fn local_text(e: &GameError, style: &LocalStyle) -> String {
    if let Some(line) = operator_line(e) {
        eprintln!("{line}");
    }
    e.text(style)
}

/// The line for the operator (stderr) that goes with `e`: the cause of a database failure,
/// `database failure: <the database's error>`; `None` for every refusal.
fn operator_line(e: &GameError) -> Option<String> {
    match e {
        GameError::Store(cause) => Some(format!("database failure: {cause}")), // operator: stderr of `timur local`
        _ => None,
    }
}

/// A failure told to the player (`player`, in their language) and to whoever runs the program
/// (`operator`, English, on stderr).
#[derive(Debug, PartialEq)]
struct Failure {
    player: String,
    operator: Option<String>,
}

/// Prints the operator's line of `f` on stderr; the player's sentence.
fn told(f: Failure) -> String {
    if let Some(line) = f.operator {
        eprintln!("{line}");
    }
    f.player
}

/// The delivery worker could not read or mark the announcements (they stay pending and are
/// printed at the next delivery): the player is told so, the operator the cause.
fn delivery_failure(e: &GameError, style: &LocalStyle) -> Failure {
    Failure {
        player: tr!(style, "local-delivery-failed"),
        operator: Some(format!("delivery failure: {}", cause(e))), // operator: stderr of `timur local`
    }
}

/// The computer could not play its move (a database failure, a damaged game, a failed search
/// thread; it tries again when local mode starts again): the player is told so, the operator
/// the cause.
fn computer_failure(e: &ComputerError, style: &LocalStyle) -> Failure {
    let why = match e {
        ComputerError::Game(e) => cause(e),
        ComputerError::Pool(e) => e.clone(),
    };
    Failure {
        player: tr!(style, "local-computer-failed"),
        operator: Some(format!("computer failure: {why}")), // operator: stderr of `timur local`
    }
}

/// The cause of `e` for the operator: a database failure's own words (naming the database),
/// else the error's English text.
fn cause(e: &GameError) -> String {
    match e {
        GameError::Store(s) => s.to_string(),
        e => e.to_string(),
    }
}

/// Why local mode cannot start on the database `db` (as given with `--db` or `DATABASE_URL`):
/// the player's sentence in `lang`, then on a line of its own the database's cause for whoever
/// runs the program (as [`operator_line`] says it).
fn database_refusal(e: &StoreError, db: &str, lang: Lang) -> String {
    let id = match e {
        StoreError::NotADatabase { .. } => "local-db-not-a-database",
        _ => "local-db-cannot-open",
    };
    let path = e.path().unwrap_or(db).to_string();
    let cause = format!("database failure: {e}"); // operator: stderr of `timur local`
    format!("{}\n{cause}", tr!(lang, id, path = path))
}

/// A new game in `channel`: two players at the keyboard, or (with `against`) the keyboard's
/// player with `color` against the engine at that level.
async fn new_game(
    service: &GameService,
    channel: &str,
    variant: VariantId,
    options: &str,
    against: Option<Level>,
    color: ColorChoice,
    style: &LocalStyle,
) -> Result<(), GameError> {
    let req = ChallengeRequest {
        guild_id: None,
        channel_id: channel.to_string(),
        parent_channel_id: None,
        challenger: Player::new("local", tr!(style, "local-player-white")),
        opponent: Some(Player::new("local", tr!(style, "local-player-black"))),
        variant,
        options: options.to_string(),
        color: ColorChoice::White,
        days: None,
        auto_accept: true,
        start: None,
        gif: true,
    };
    if let Some(level) = against {
        let req = ChallengeRequest {
            challenger: Player::new("local", tr!(style, "local-player-you")),
            opponent: None,
            color,
            auto_accept: false,
            ..req
        };
        let computer = Player::new(COMPUTER_ID, engine_name_in(level, style.lang()));
        return challenge_computer_as(service, &req, &computer, level)
            .await
            .map(|_| ());
    }
    service.challenge(&req).await.map(|_| ())
}

/// The board as text with a status line, after writing its picture.
fn show(st: &GameState, args: &LocalArgs, style: &LocalStyle) -> String {
    let bottom = bottom_side(&st.record);
    format!(
        "{}\n{}",
        picture(st, bottom, &args.boards, &args.game, true, style.lang()),
        announce::board_text(st, style)
    )
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The player reads a database failure in their language without the database's English
    /// text; that cause is the operator's line, printed apart.
    #[test]
    fn a_database_failure_is_told_without_its_cause_which_goes_to_the_operator() {
        let e = GameError::Store(crate::store::StoreError::Unwritable {
            path: "timur.db".into(),
            cause: "attempt to write a readonly database".into(),
        });
        assert_eq!(
            local_message(&e, &LocalStyle::new(Lang::Ru)),
            "Сбой базы данных партий, ничего не изменено."
        );
        assert_eq!(
            local_message(&e, &LocalStyle::new(Lang::En)),
            "The game database failed, so nothing was changed."
        );
        assert_eq!(
            operator_line(&e).as_deref(),
            Some("database failure: the database timur.db cannot be written: attempt to write a readonly database")
        );
        assert_eq!(operator_line(&GameError::Conflict), None);
    }

    /// Found by a user of `timur local --lang ru`: when the delivery worker or the computer
    /// failed, the player read the error's English text. The player reads their language;
    /// the cause goes to the operator's line.
    #[test]
    fn delivery_and_computer_failures_are_told_in_the_players_language() {
        let store = || {
            GameError::Store(crate::store::StoreError::Unwritable {
                path: "timur.db".into(),
                cause: "disk I/O error".into(),
            })
        };
        assert_eq!(
            delivery_failure(&store(), &LocalStyle::new(Lang::Ru)),
            Failure {
                player: "Не удалось прочитать последние сообщения партии из базы партий; они сохранены и будут показаны после вашей следующей команды.".into(),
                operator: Some("delivery failure: the database timur.db cannot be written: disk I/O error".into()),
            }
        );
        assert_eq!(
            delivery_failure(&store(), &LocalStyle::new(Lang::En)).player,
            "The latest announcements of the game could not be read from the game database; they are kept and will be shown after your next command."
        );
        assert_eq!(
            computer_failure(&ComputerError::Game(store()), &LocalStyle::new(Lang::Fr)),
            Failure {
                player: "L'ordinateur n'a pas pu jouer son coup cette fois-ci. Tapez 'quit' puis relancez `timur local` pour qu'il joue.".into(),
                operator: Some("computer failure: the database timur.db cannot be written: disk I/O error".into()),
            }
        );
        assert_eq!(
            computer_failure(
                &ComputerError::Pool("the engine's search thread failed: panicked".into()),
                &LocalStyle::new(Lang::ZhCn)
            ),
            Failure {
                player: "电脑这次未能走棋。请输入“quit”，然后再次运行 `timur local`，让它走棋。"
                    .into(),
                operator: Some(
                    "computer failure: the engine's search thread failed: panicked".into()
                ),
            }
        );
    }
}
