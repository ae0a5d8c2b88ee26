//! Reading: `/rules`, `/piece`, `/help`, `/games`, `/history`, `/export`, and `/vacation`.
//! Reads never wait on a writer (WAL), and run under [`super::READ_DEADLINE`].

use super::challenge::VariantChoice;
use super::limits::{clamp, echo, push_line, MAX_CHOICES, MAX_MESSAGE};
use super::{act, author_id, current_or_last, read, say, style, Context, Error};
use crate::explain::guide;
use crate::game::replay_file_name;
use crate::game::{
    announce, GameRecord, GameState, History, Status, Style, VACATION_DAYS_PER_YEAR,
};
use crate::i18n::Lang;
use crate::render::{render_gif, render_replay_html, GifOptions};
use crate::rules::{Color, RuleOptions, Variant, VariantId};
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::{ChoiceParameter, CreateReply};

/// The attachment name of a piece diagram.
pub const PIECE_FILE: &str = "piece.png";
/// The attachment name of a variant's piece legend.
pub const LEGEND_FILE: &str = "pieces.png";

/// How to play, after the command list of `/help` (the list is generated: [`help_pages`]), in
/// `lang`: a bold heading, then one bullet a line.
pub fn how_to_play(lang: Lang) -> String {
    let style = style::DiscordStyle::new(lang);
    format!(
        "{}\n{}",
        style.bold(&tr!(lang, "discord-help-how-to-play-title")),
        tr!(lang, "discord-help-how-to-play")
    )
}

/// The variants and the move notation (`/help topic:notation`) in `lang`: two bold headings,
/// each followed by bullets.
pub fn notation(lang: Lang) -> String {
    let style = style::DiscordStyle::new(lang);
    format!(
        "{}\n{}\n{}\n{}",
        style.bold(&tr!(lang, "discord-help-variants-title")),
        tr!(lang, "discord-help-variants"),
        style.bold(&tr!(lang, "discord-help-notation-title")),
        tr!(lang, "discord-help-notation")
    )
}

/// One line per command (and per subcommand) of `commands`: `/name option [optional]:
/// description`, in registration order, with each description in `lang` when `commands` carry
/// its localization (as registered with Discord; else the English one).
pub fn command_lines(commands: &[poise::Command<super::Data, Error>], lang: Lang) -> Vec<String> {
    command_lines_fitted(commands, lang, true)
}

/// The description of `c` in `lang`: its localization for `lang`'s Discord locale, else the
/// English one of the code.
fn description_in(c: &poise::Command<super::Data, Error>, lang: Lang) -> &str {
    localized(&c.description_localizations, lang).unwrap_or(c.description.as_deref().unwrap_or(""))
}

/// A name or description's localization for `lang`'s Discord locale, as registered.
fn localized<'a>(
    localizations: &'a [(impl AsRef<str>, impl AsRef<str> + 'a)],
    lang: Lang,
) -> Option<&'a str> {
    let locale = lang.discord_locales()[0];
    localizations
        .iter()
        .find(|(l, _)| l.as_ref() == locale)
        .map(|(_, d)| d.as_ref())
}

/// [`command_lines`], with the optional options left out unless `optional`.
fn command_lines_fitted(
    commands: &[poise::Command<super::Data, Error>],
    lang: Lang,
    optional: bool,
) -> Vec<String> {
    fn line(
        prefix: &str,
        c: &poise::Command<super::Data, Error>,
        out: &mut Vec<String>,
        (lang, optional): (Lang, bool),
    ) {
        // The names as the reader's Discord shows them (`/vacances fin`).
        let own = localized(&c.name_localizations, lang).unwrap_or(&c.name);
        let name = format!("{prefix}{own}");
        if !c.subcommands.is_empty() {
            for sub in &c.subcommands {
                line(&format!("{name} "), sub, out, (lang, optional));
            }
            return;
        }
        let params: Vec<String> = c
            .parameters
            .iter()
            .filter(|p| optional || p.required)
            .map(|p| {
                let name = localized(&p.name_localizations, lang).unwrap_or(&p.name);
                if p.required {
                    format!("<{name}>")
                } else {
                    format!("[{name}]")
                }
            })
            .collect();
        let params = if params.is_empty() {
            String::new()
        } else {
            format!(" {}", params.join(" "))
        };
        out.push(format!("• /{name}{params}: {}", description_in(c, lang)));
    }
    let mut out = Vec::new();
    for c in commands {
        line("", c, &mut out, (lang, optional));
    }
    out
}

/// The pages of `/help` in `lang` (each one message, at most [`MAX_MESSAGE`] characters): a
/// heading, every registered command on one line with its whole description in `lang`, then
/// [`how_to_play`] and where to read more.
///
/// One message when it fits: with the optional options, else without them (each command's
/// menu shows them). A text that fits in neither way is sent whole, with the optional
/// options, over as many messages as needed: the command lines split between lines
/// ([`super::limits::pages`]), how to play and where to read more kept together after them;
/// no description is ever shortened.
pub fn help_pages(lang: Lang) -> Vec<String> {
    let commands = super::localize::localize(super::commands());
    let style = style::DiscordStyle::new(lang);
    let head = tr!(
        lang,
        "discord-help-head",
        title = style.bold(&tr!(lang, "discord-help-title"))
    );
    let (how, more) = (how_to_play(lang), tr!(lang, "discord-help-more"));
    let compose = |lines: Vec<String>| format!("{head}\n{}\n{how}\n{more}", lines.join("\n"));
    let full = compose(command_lines(&commands, lang));
    if full.chars().count() <= MAX_MESSAGE {
        return vec![full];
    }
    let short = compose(command_lines_fitted(&commands, lang, false));
    if short.chars().count() <= MAX_MESSAGE {
        return vec![short];
    }
    // The commands over as many pages as they take; how to play kept together after them.
    let lines = command_lines(&commands, lang).join("\n");
    let mut pages = super::limits::pages(&format!("{head}\n{lines}"));
    let tail = format!("{how}\n{more}");
    match pages.last_mut() {
        Some(last) if last.chars().count() + 1 + tail.chars().count() <= MAX_MESSAGE => {
            last.push('\n');
            last.push_str(&tail);
        }
        _ => pages.extend(super::limits::pages(&tail)),
    }
    pages
}

/// The rules of your game (here, or your only game), or of a variant
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Show this variant's default rules instead of this channel's game"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let text = match variant {
        Some(v) => guide::rules_text(v.0, &v.0.default_options(), super::lang(ctx)),
        None => {
            let Some(rec) = super::find::game(ctx, super::find::Cmd::Rules).await? else {
                return Ok(());
            };
            guide::rules_text(rec.variant, &rec.options, super::lang(ctx))
        }
    };
    super::say_pages(ctx, &text, true).await
}

/// The variant chosen in the command being typed (autocomplete sees the other options).
fn typed_variant(ctx: Context<'_>) -> Option<VariantId> {
    let poise::Context::Application(a) = ctx else {
        return None;
    };
    let option = a
        .interaction
        .data
        .options
        .iter()
        .find(|o| o.name == "variant")?;
    match &option.value {
        serenity::CommandDataOptionValue::Integer(i) => usize::try_from(*i)
            .ok()
            .and_then(VariantChoice::from_index)
            .map(|v| v.0),
        serenity::CommandDataOptionValue::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// The variant and options a piece question is about: the one asked for (default options),
/// else this channel's game, else Tamerlane.
async fn asked_variant(ctx: Context<'_>, asked: Option<VariantId>) -> (VariantId, RuleOptions) {
    if let Some(id) = asked {
        return (id, id.default_options());
    }
    match current_or_last(ctx).await {
        Ok(st) => (st.record.variant, st.record.options),
        Err(_) => (VariantId::Tamerlane, VariantId::Tamerlane.default_options()),
    }
}

/// The pieces of the variant in question whose name or letter matches what was typed.
async fn autocomplete_piece(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (id, options) = asked_variant(ctx, typed_variant(ctx)).await;
    let variant = Variant::get(id, &options);
    let typed = partial.trim().to_lowercase();
    let choices = variant
        .pieces
        .iter()
        .map(|p| {
            (
                guide::piece_label(variant, p.role, super::lang(ctx)),
                p.role.name(),
            )
        })
        .filter(|(label, _)| label.to_lowercase().contains(&typed))
        .take(MAX_CHOICES)
        .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// How a piece moves, with a diagram
#[poise::command(slash_command)]
pub async fn piece(
    ctx: Context<'_>,
    #[description = "The piece: a name (giraffe, ferz, dabbaba…) or a letter"]
    #[autocomplete = "autocomplete_piece"]
    name: String,
    #[description = "Which game (default: this channel's game, else Tamerlane)"] variant: Option<
        VariantChoice,
    >,
) -> Result<(), Error> {
    let (id, options) = asked_variant(ctx, variant.map(|v| v.0)).await;
    let v = Variant::get(id, &options);
    let lang = super::lang(ctx);
    let Some(role) = guide::find_piece(v, &name, lang) else {
        let known: Vec<String> = v
            .pieces
            .iter()
            .map(|p| guide::piece_label(v, p.role, lang))
            .collect();
        return Err(Error::Refused(tr!(
            lang,
            "discord-piece-unknown",
            variant = id.name(),
            name = echo(&name),
            pieces = known.join(", ")
        )));
    };
    ctx.defer_ephemeral().await?;
    let png = tokio::task::spawn_blocking(move || {
        crate::render::render_piece_diagram(Variant::get(id, &options), role, &options, lang)
    })
    .await
    .map_err(|e| Error::Internal(format!("piece diagram failed: {e}")))?; // operator: the log
    ctx.send(
        CreateReply::default()
            .content(clamp(&guide::piece_text(v, role, &options, lang)))
            .attachment(
                serenity::CreateAttachment::bytes(png, PIECE_FILE)
                    .description(super::alt::piece(v, role, &options, lang)),
            )
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The topics of `/help`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum HelpTopic {
    /// Every command and how to play.
    #[name = "overview"]
    Overview,
    /// Every piece of a variant, as a picture.
    #[name = "pieces"]
    Pieces,
    /// The variants and the move notation.
    #[name = "notation"]
    Notation,
}

/// How to play, the variants and the move notation
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "overview (default), notation or pieces"] topic: Option<HelpTopic>,
    #[description = "For pieces: which game (default: this channel's game, else Tamerlane)"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let lang = super::lang(ctx);
    if let Some(HelpTopic::Pieces) = topic {
        let (id, options) = asked_variant(ctx, variant.map(|v| v.0)).await;
        ctx.defer_ephemeral().await?;
        let png = tokio::task::spawn_blocking(move || {
            crate::render::render_legend(Variant::get(id, &options), lang)
        })
        .await
        .map_err(|e| Error::Internal(format!("legend failed: {e}")))?; // operator: the log
        let v = Variant::get(id, &options);
        ctx.send(
            CreateReply::default()
                .content(clamp(&guide::pieces_text(v, lang)))
                .attachment(
                    serenity::CreateAttachment::bytes(png, LEGEND_FILE)
                        .description(super::alt::legend(v, lang)),
                )
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    }
    if let Some(HelpTopic::Notation) = topic {
        return say(ctx, &notation(lang), true).await;
    }
    for page in help_pages(lang) {
        say(ctx, &page, true).await?;
    }
    Ok(())
}

/// `<t:T:R>`.
fn relative(t: i64) -> String {
    format!("<t:{t}:R>")
}

/// One line of `/games` for `viewer`, in `lang`.
fn game_line(
    g: &GameRecord,
    viewer: &str,
    own: bool,
    opp_rating: Option<&str>,
    lang: Lang,
) -> String {
    let opp = if g.white.id == viewer {
        &g.black
    } else {
        &g.white
    };
    let opponent = if opp.id.is_empty() {
        tr!(lang, "discord-games-open-challenge")
    } else {
        let rating = opp_rating.map(|r| format!(" ({r})")).unwrap_or_default();
        format!("**{}**{rating}", opp.name)
    };
    let state = match g.status {
        Status::Challenge => tr!(
            lang,
            "discord-games-challenge-waiting",
            expires = g
                .clock
                .expires_at
                .map_or_else(|| tr!(lang, "discord-games-never"), relative)
        ),
        _ => {
            let turn = if g.to_move().id == viewer {
                if own {
                    tr!(lang, "discord-label-your-move")
                } else {
                    tr!(lang, "discord-games-their-move")
                }
            } else {
                tr!(lang, "discord-label-their-move", player = opp.name.clone())
            };
            match g.clock.deadline {
                Some(d) => tr!(
                    lang,
                    "discord-games-deadline",
                    turn = turn,
                    deadline = relative(d)
                ),
                None => tr!(lang, "discord-games-no-limit", turn = turn),
            }
        }
    };
    let rated = if g.rated {
        tr!(lang, "discord-games-rated")
    } else {
        String::new()
    };
    tr!(
        lang,
        "discord-games-line",
        channel = g.channel_id.clone(),
        opponent = opponent,
        variant = guide::variant_name(g.variant, lang),
        rated = rated,
        state = state
    )
}

/// How many finished games `/games finished:true` lists.
pub const FINISHED_SHOWN: i64 = 10;

/// One line of `/games finished:true` for `viewer`: the link, the opponent, the variant, the
/// result from the viewer's side and when it ended, in `lang`.
fn finished_line(g: &GameRecord, viewer: &str, lang: Lang) -> String {
    let opp = g
        .opponent_of(viewer)
        .map_or_else(|| "?".to_string(), |o| format!("**{}**", o.name));
    let result = match g.end.as_ref() {
        Some(end) => {
            let discord = style::DiscordStyle::new(lang);
            let sentence = announce::end_sentence(g, end, &crate::game::Unmarked(&discord));
            let score = end.result.map(|r| {
                let won = match (r, g.color_of(viewer)) {
                    (crate::game::GameResult::WhiteWins, Some(Color::White))
                    | (crate::game::GameResult::BlackWins, Some(Color::Black)) => {
                        tr!(lang, "discord-games-won")
                    }
                    (crate::game::GameResult::Draw, _) => tr!(lang, "discord-games-drawn"),
                    (_, Some(_)) => tr!(lang, "discord-games-lost"),
                    (_, None) => String::new(),
                };
                format!("{} {won}", r.code()).trim_end().to_string()
            });
            match score {
                Some(sc) => format!("{sc} ({sentence})"),
                None => sentence,
            }
        }
        None => tr!(lang, "discord-label-over"),
    };
    let when = g
        .end
        .as_ref()
        .map_or(String::new(), |e| format!(" · {}", relative(e.at)));
    tr!(
        lang,
        "discord-games-finished-line",
        channel = g.channel_id.clone(),
        id = g.id.to_string(),
        opponent = opp,
        variant = guide::variant_name(g.variant, lang),
        result = result,
        when = when
    )
}

/// The last finished games of `id`, for `/games finished:true`.
async fn finished_games(ctx: Context<'_>, id: &str) -> Result<(), Error> {
    let lang = super::lang(ctx);
    let list = read(ctx.data().service.finished_games_of(id, FINISHED_SHOWN)).await?;
    let mut out = if list.is_empty() {
        tr!(
            lang,
            "discord-games-no-finished",
            player = style::mention(id)
        )
    } else {
        tr!(
            lang,
            "discord-games-finished-head",
            player = style::mention(id)
        )
    };
    for g in &list {
        let line = finished_line(g, id, lang);
        if out.chars().count() + line.chars().count() + 1 > MAX_MESSAGE {
            break;
        }
        out.push('\n');
        out.push_str(&line);
    }
    say(ctx, &out, true).await
}

/// List games: active ones (your move first, by deadline), or the last finished ones
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
    #[description = "List the last finished games instead (with results and links)"]
    finished: Option<bool>,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let id = user.map_or_else(|| author_id(ctx), |u| u.id.to_string());
    if finished.unwrap_or(false) {
        return finished_games(ctx, &id).await;
    }
    let own = id == author_id(ctx);
    let mut list = read(service.games_of(&id)).await?;
    // Running games, the viewer's move first and by deadline; then challenges.
    let (mut active, challenges): (Vec<GameRecord>, Vec<GameRecord>) =
        list.drain(..).partition(|g| g.status == Status::Active);
    crate::game::sort_by_urgency(&mut active, &id);
    list = active;
    list.extend(challenges);
    let vac = read(service.vacation_status(&id)).await?;
    let lang = super::lang(ctx);
    let mut out = if list.is_empty() {
        tr!(lang, "discord-games-none", player = style::mention(&id))
    } else {
        tr!(lang, "discord-games-head", player = style::mention(&id))
    };
    let mut shown = 0;
    for g in &list {
        let opp = if g.white.id == id {
            &g.black.id
        } else {
            &g.white.id
        };
        let rating = if opp.is_empty() {
            None
        } else {
            let known = read(service.ratings_for(g.variant, &[opp.as_str()])).await?;
            let g = known.get(opp).copied().unwrap_or(crate::rating::START);
            Some(crate::rating::rating_text(&g))
        };
        let line = game_line(g, &id, own, rating.as_deref(), lang);
        // Keep room for the vacation line and the "more" note.
        if !push_line(&mut out, &line, 200) {
            break;
        }
        shown += 1;
    }
    if shown < list.len() {
        out.push('\n');
        out.push_str(&tr!(lang, "discord-games-more", count = list.len() - shown));
    }
    out.push('\n');
    match vac.current {
        Some(v) => out.push_str(&tr!(
            lang,
            "discord-games-on-vacation",
            until = format!("<t:{}:f>", v.until),
            relative = relative(v.until),
            used = vac.used_this_year,
            allowed = VACATION_DAYS_PER_YEAR,
            year = vac.year.to_string()
        )),
        None => out.push_str(&tr!(
            lang,
            "discord-games-vacation-used",
            used = vac.used_this_year,
            allowed = VACATION_DAYS_PER_YEAR,
            year = vac.year.to_string()
        )),
    }
    say(ctx, &out, true).await
}

/// The move list (by full move, as [`History::full_moves`] gives it) with move `n` in bold
/// and only moves n−3 … n+3 shown (move 0: the first moves, none in bold; `None`: the last
/// moves).
fn moves_around(chunks: &[(u32, String)], n: Option<u32>) -> String {
    let focus = match n {
        Some(0) => chunks.first().map_or(1, |c| c.0),
        Some(k) => k,
        None => chunks.last().map_or(1, |c| c.0),
    };
    let shown: Vec<String> = chunks
        .iter()
        .filter(|(k, _)| k + 3 >= focus && *k <= focus + 3)
        .map(|(k, t)| {
            if *k == focus && n.is_some_and(|k| k > 0) {
                format!("**{t}**")
            } else {
                t.clone()
            }
        })
        .collect();
    let mut out = shown.join(" ");
    if chunks.first().is_some_and(|c| c.0 + 3 < focus) {
        out = format!("… {out}");
    }
    if chunks.last().is_some_and(|c| c.0 > focus + 3) {
        out.push_str(" …");
    }
    out
}

/// "**Tamerlane** (default rules): <@1> (White) vs <@2> (Black)." in `lang`.
fn players_line(rec: &GameRecord, lang: Lang) -> String {
    let style = style::DiscordStyle::new(lang);
    tr!(
        lang,
        "discord-players-line",
        variant = announce::variant_text(rec, &style),
        white = announce::player_with_color(rec, Color::White, &style),
        black = announce::player_with_color(rec, Color::Black, &style)
    )
}

/// The header of `/history` at move `n` (`None`: the current position) of a game of `total`
/// plies whose last full move is number `last`, shown at `ply`, in `lang`.
fn history_header(n: Option<u32>, ply: i64, total: i64, last: u32, lang: Lang) -> String {
    match n {
        None => tr!(lang, "discord-history-current", total = total),
        Some(_) if total == 0 => tr!(lang, "discord-history-start-no-moves"),
        Some(0) => tr!(lang, "discord-history-start"),
        Some(n) if n > last => tr!(
            lang,
            "discord-history-not-played",
            number = n,
            last = last,
            total = total
        ),
        Some(n) => tr!(
            lang,
            "discord-history-after",
            number = n,
            ply = ply,
            total = total
        ),
    }
}

/// The `/history` answer for `viewer` (in `lang`): text and the board at move `n` from the
/// viewer's side (White for onlookers).
///
/// # Errors
/// Database failures; [`Error::Internal`] when drawing failed.
pub(crate) async fn history_reply(
    service: &crate::game::GameService,
    rec: &GameRecord,
    n: Option<u32>,
    viewer: &str,
    lang: Lang,
) -> Result<(String, Vec<u8>, String), Error> {
    let total = rec.ply;
    let moves = read(service.moves(rec.id)).await?;
    let history = History::from_rows(rec, &moves)?;
    let last = history.last_move_number();
    let n_shown = n.filter(|&k| k <= last || total == 0);
    let ply = n_shown.map_or(total, |k| history.ply_of_move(k) as i64);
    let shown: GameState = read(service.state_at(rec.id, ply)).await?;
    let header = history_header(n, ply, total, last, lang);
    let around = if total == 0 {
        tr!(lang, "discord-history-no-moves")
    } else {
        moves_around(&history.full_moves(), n_shown)
    };
    let bottom = rec.color_of(viewer).unwrap_or(Color::White);
    let alt = crate::game::describe::board_in(&shown, bottom, lang);
    let png = tokio::task::spawn_blocking(move || announce::board_png_in(&shown, bottom, lang))
        .await
        .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?; // operator: the log
    Ok((
        format!("{} {header}\n{around}", players_line(rec, lang)),
        png,
        alt,
    ))
}

/// Show the board after a given move, with the moves around it (only you see it, unless public)
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Move number (0: the start; default: the current position)"]
    #[min = 0]
    #[max = 100000]
    r#move: Option<u32>,
    #[description = "Show it to everyone in the channel (default: only you)"] public: Option<bool>,
) -> Result<(), Error> {
    let public = public.unwrap_or(false);
    let Some(rec) = super::find::game(ctx, super::find::Cmd::History(r#move, public)).await? else {
        return Ok(());
    };
    if public {
        ctx.defer().await?;
    } else {
        ctx.defer_ephemeral().await?;
    }
    let service = ctx.data().service.clone();
    let (text, png, alt) =
        history_reply(&service, &rec, r#move, &author_id(ctx), super::lang(ctx)).await?;
    let text = format!(
        "{text}{}",
        super::find::link(&rec, &super::channel(ctx), super::lang(ctx))
    );
    ctx.send(
        CreateReply::default()
            .content(clamp(&text))
            .attachment(serenity::CreateAttachment::bytes(png, super::BOARD_FILE).description(alt))
            .ephemeral(!public)
            .allowed_mentions(style::pings::<&str>(&[])),
    )
    .await?;
    Ok(())
}

/// The `/export` formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ExportFormat {
    /// PGN-style text (the default).
    #[name = "pgn"]
    Pgn,
    /// The whole game as an animated GIF.
    #[name = "gif"]
    Gif,
    /// A self-contained HTML replay to open in a browser.
    #[name = "html"]
    Html,
}

/// Download a game (this channel's, or game:ID): PGN text, an animated GIF, or an HTML replay
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "pgn (default), gif (animated) or html (replay in a browser)"] format: Option<
        ExportFormat,
    >,
    #[description = "Which game (default: this channel's); the menu lists your games"]
    #[autocomplete = "super::find::autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let rec = super::find::named_or_here(ctx, game).await?;
    let moves = read(service.moves(rec.id)).await?;
    let mut history = History::from_rows(&rec, &moves)?;
    let format = format.unwrap_or(ExportFormat::Pgn);
    let file = match format {
        ExportFormat::Pgn => {
            let site = match &rec.guild_id {
                Some(g) => format!("https://discord.com/channels/{g}/{}", rec.channel_id),
                None => "Discord".to_string(),
            };
            history.set_tag("Site", &site);
            let text = history.pgn();
            let alt = super::alt::pgn_file(
                history.white(),
                history.black(),
                history.len(),
                super::lang(ctx),
            );
            serenity::CreateAttachment::bytes(
                text.into_bytes(),
                format!("{}-{}.pgn", rec.variant.id(), rec.id),
            )
            .description(alt)
        }
        ExportFormat::Gif | ExportFormat::Html => {
            // Seconds of CPU for a long game: answer first, draw on a blocking thread.
            ctx.defer().await?;
            let bottom = rec.color_of(&author_id(ctx)).unwrap_or(Color::White);
            let gif = format == ExportFormat::Gif;
            let lang = super::lang(ctx);
            let alt = if gif {
                crate::game::describe::animation_in(&history, lang)
            } else {
                super::alt::html_replay(history.white(), history.black(), history.len(), lang)
            };
            let replay = history.replay_in(lang);
            let bytes = tokio::task::spawn_blocking(move || {
                if gif {
                    let options = GifOptions {
                        bottom,
                        lang,
                        ..GifOptions::default()
                    };
                    render_gif(&replay, &options)
                        .map(|g| g.bytes)
                        .map_err(|e| e.to_string())
                } else {
                    Ok(render_replay_html(&replay, bottom).into_bytes())
                }
            })
            .await
            .map_err(|e| Error::Internal(format!("rendering failed: {e}")))? // operator: the log
            .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?; // operator: the log
            let ext = if gif { "gif" } else { "html" };
            serenity::CreateAttachment::bytes(bytes, replay_file_name(rec.id, ext)).description(alt)
        }
    };
    ctx.send(
        CreateReply::default()
            .content(clamp(&tr!(
                super::lang(ctx),
                "discord-export-record",
                players = players_line(&rec, super::lang(ctx))
            )))
            .attachment(file)
            .allowed_mentions(style::pings::<&str>(&[])),
    )
    .await?;
    Ok(())
}

/// Pause or resume all your clocks (30 vacation days per calendar year)
#[poise::command(slash_command, subcommands("vacation_start", "vacation_end"))]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Pause all your clocks for some days
#[poise::command(slash_command, rename = "start")]
pub async fn vacation_start(
    ctx: Context<'_>,
    #[description = "How many days (1-30)"]
    #[min = 1]
    #[max = 30]
    days: u32,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let user = author_id(ctx);
    let lang = super::lang(ctx);
    act(ctx, async move {
        let v = service.start_vacation(&user, i64::from(days)).await?;
        let used = service.vacation_status(&user).await?.used_this_year;
        Ok(tr!(
            lang,
            "discord-vacation-started",
            until = format!("<t:{}:f>", v.until),
            relative = relative(v.until),
            days = days,
            used = used,
            allowed = VACATION_DAYS_PER_YEAR,
            year = v.year.to_string()
        ))
    })
    .await
}

/// End your vacation now (unused whole days are refunded)
#[poise::command(slash_command, rename = "end")]
pub async fn vacation_end(ctx: Context<'_>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let user = author_id(ctx);
    let lang = super::lang(ctx);
    act(ctx, async move {
        let refund = service.end_vacation(&user).await?;
        Ok(tr!(lang, "discord-vacation-ended", count = refund))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every leaf command of `commands` as `(path, description in lang)`, e.g.
    /// `("vacation start", "…")`.
    fn leaves(
        commands: &[poise::Command<super::super::Data, Error>],
        prefix: &str,
        lang: Lang,
        out: &mut Vec<(String, String)>,
    ) {
        for c in commands {
            let own = localized(&c.name_localizations, lang).unwrap_or(&c.name);
            let path = format!("{prefix}{own}");
            if c.subcommands.is_empty() {
                out.push((path, description_in(c, lang).to_string()));
            } else {
                leaves(&c.subcommands, &format!("{path} "), lang, out);
            }
        }
    }

    #[test]
    fn a_finished_line_asks_the_catalog_for_the_plain_end_sentence() {
        use crate::game::{End, EndReason, GameResult, Status};
        let mut rec = GameRecord::alice_and_bob(VariantId::Tamerlane);
        rec.channel_id = "7".into();
        rec.id = 12;
        rec.status = Status::Finished;
        rec.end = Some(
            End::new(
                EndReason::Resignation,
                Some(GameResult::WhiteWins),
                1_767_398_400,
            )
            .by("2"),
        );
        assert_eq!(
            finished_line(&rec, "1", Lang::En),
            "• <#7> #12 vs **Bob** · Tamerlane · 1-0 won (<@2> resigned; <@1> wins) · <t:1767398400:R>"
        );
        assert_eq!(
            finished_line(&rec, "2", Lang::De),
            "• <#7> #12 gegen **Alice** · Tamerlan · 1-0 verloren (<@2> hat aufgegeben; <@1> gewinnt) · <t:1767398400:R>"
        );
    }

    #[test]
    fn help_lists_every_command_with_its_whole_description_in_every_language() {
        let commands = super::super::localize::localize(super::super::commands());
        for lang in Lang::ALL {
            let pages = help_pages(lang);
            for p in &pages {
                assert!(p.chars().count() <= MAX_MESSAGE, "{lang:?}: {p}");
            }
            let text = pages.join("\n");
            let mut all = Vec::new();
            leaves(&commands, "", lang, &mut all);
            for (path, what) in &all {
                let line = text
                    .lines()
                    .find(|l| l.starts_with(&format!("• /{path}")))
                    .unwrap_or_else(|| panic!("{lang:?}: /{path} missing: {text}"));
                assert!(line.ends_with(&format!(": {what}")), "{lang:?}: {line}");
            }
            assert!(text.contains(&how_to_play(lang)), "{lang:?}");
        }
        // With every description whole and the commands by their localized names, Chinese
        // still fits one message; English, Russian and Turkish take two, French, German and
        // Spanish three (how to play on the last).
        let sizes: Vec<Vec<usize>> = Lang::ALL
            .iter()
            .map(|&l| help_pages(l).iter().map(|p| p.chars().count()).collect())
            .collect();
        assert_eq!(
            sizes.iter().map(Vec::len).collect::<Vec<_>>(),
            [2, 1, 1, 2, 2, 3, 3, 3],
            "{sizes:?}"
        );
        let fr = help_pages(Lang::Fr);
        assert!(
            fr[0].starts_with(
                "**Timur : les échecs de Tamerlan par correspondance.** Commandes :\n• /défier [adversaire]"
            ),
            "{fr:?}"
        );
        assert!(
            fr.join("\n")
                .contains("\n**Comment jouer**\n• Défiez quelqu'un"),
            "{fr:?}"
        );
    }

    #[test]
    fn moves_around_bolds_the_asked_move() {
        let chunks: Vec<(u32, String)> = ["a b", "c d", "e f", "g h", "i j", "k l"]
            .iter()
            .zip(1..)
            .map(|(m, k)| (k, format!("{k}. {m}")))
            .collect();
        assert_eq!(
            moves_around(&chunks, Some(5)),
            "… 2. c d 3. e f 4. g h **5. i j** 6. k l"
        );
    }
}
