//! Reading: `/rules`, `/piece`, `/help`, `/games`, `/history`, `/export`, and `/vacation`.
//! Reads never wait on a writer (WAL), and run under [`super::READ_DEADLINE`].

use super::challenge::VariantChoice;
use super::limits::{clamp, echo, MAX_CHOICES, MAX_MESSAGE};
use super::{act, author_id, current_or_last, read, say, style, Context, Error};
use crate::explain::guide;
use crate::game::{
    announce, move_list, pgn, GameRecord, GameState, Status, VACATION_DAYS_PER_YEAR,
};
use crate::game::{replay_file_name, replay_record};
use crate::render::{render_gif, render_replay_html, GifOptions};
use crate::rules::{Color, RuleOptions, Variant, VariantId};
use poise::serenity_prelude as serenity;
use poise::{ChoiceParameter, CreateReply};

/// The attachment name of a piece diagram.
pub const PIECE_FILE: &str = "piece.png";
/// The attachment name of a variant's piece legend.
pub const LEGEND_FILE: &str = "pieces.png";

/// The ephemeral answer of `/help` (under Discord's 2000-character message limit).
pub const HELP: &str = "\
**Timur: Tamerlane chess by correspondence.** One game per channel (use a thread for more).
• /challenge opponent:@user [variant] [color] [options]: the opponent accepts or declines with the buttons.
• /move move:<text>: play a move; the menu suggests legal moves as you type.
• /board [flip]: show the board. /rules [variant]: the rules and options of this game (or a variant).
• /piece name:<piece> [variant]: how a piece moves, with a diagram. /help pieces [variant]: every piece.
• /resign: give up. /claim: claim the citadel draw (options citadel=claim or second-entry).
• /rating [user]: ratings, results and a chart. /leaderboard [pool]: this server's best players.
**Variants**
• Tamerlane (11×10 board + two citadels): `Tamerlane` (masculine array), `Tamerlane (feminine array)`, `Tamerlane (Ibn Arabshah's array)`.
• Full Tamerlane: the same board with the Lion, Bull, Revealer and Sea monster and their pawns.
• Timurid (12×12, chess-like with rapid pawns, cannons and a Prince): Herat, Mirza, Babur, Samarkand and their Wild versions (Griffons on the side, a stronger central piece).
**Notation**
• `e3-e4`: a pawn move (pawns have no letter); `Nb2-c4` or `Nb2xc4` (x = capture).
• `Nc4`, `b2c4`: short forms work when only one legal move matches.
• `f9xg10=I`: promotion. `P@e6`: place the pawn of pawns. `K<>d3`: swap the Shah with the piece on d3.
• `citadel`: move your Shah into the citadel it can enter.
Capitals are piece letters; the reply to a wrong move lists the closest legal moves.";

/// The rules of this channel's game, or of a variant
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Show this variant's default rules instead of this channel's game"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let text = match variant {
        Some(v) => guide::rules_text(v.0, &v.0.default_options()),
        None => {
            let st = current_or_last(ctx).await?;
            guide::rules_text(st.record.variant, &st.record.options)
        }
    };
    say(ctx, &text, true).await
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
        .map(|p| (guide::piece_label(variant, p.role), p.role.name()))
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
    let Some(role) = guide::find_piece(v, &name) else {
        let known: Vec<String> = v
            .pieces
            .iter()
            .map(|p| guide::piece_label(v, p.role))
            .collect();
        return Err(Error::Refused(format!(
            "{} has no piece called '{}'. Its pieces: {}.",
            id.name(),
            echo(&name),
            known.join(", ")
        )));
    };
    ctx.defer_ephemeral().await?;
    let png = tokio::task::spawn_blocking(move || {
        crate::render::render_piece_diagram(Variant::get(id, &options), role, &options)
    })
    .await
    .map_err(|e| Error::Internal(format!("piece diagram failed: {e}")))?;
    ctx.send(
        CreateReply::default()
            .content(clamp(&guide::piece_text(v, role, &options)))
            .attachment(
                serenity::CreateAttachment::bytes(png, PIECE_FILE)
                    .description(super::alt::piece(v, role, &options)),
            )
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The topics of `/help`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum HelpTopic {
    /// Commands, variants and notation.
    #[name = "overview"]
    Overview,
    /// Every piece of a variant, as a picture.
    #[name = "pieces"]
    Pieces,
}

/// How to play, the variants and the move notation
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "overview (default) or pieces"] topic: Option<HelpTopic>,
    #[description = "For pieces: which game (default: this channel's game, else Tamerlane)"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    if let Some(HelpTopic::Pieces) = topic {
        let (id, options) = asked_variant(ctx, variant.map(|v| v.0)).await;
        ctx.defer_ephemeral().await?;
        let png = tokio::task::spawn_blocking(move || {
            crate::render::render_legend(Variant::get(id, &options))
        })
        .await
        .map_err(|e| Error::Internal(format!("legend failed: {e}")))?;
        ctx.send(
            CreateReply::default()
                .content(clamp(&guide::pieces_text(Variant::get(id, &options))))
                .attachment(
                    serenity::CreateAttachment::bytes(png, LEGEND_FILE)
                        .description(super::alt::legend(Variant::get(id, &options))),
                )
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    }
    say(ctx, HELP, true).await
}

/// `<t:T:R>`.
fn relative(t: i64) -> String {
    format!("<t:{t}:R>")
}

/// One line of `/games` for `viewer`.
fn game_line(g: &GameRecord, viewer: &str, own: bool, opp_rating: Option<&str>) -> String {
    let opp = if g.white.id == viewer {
        &g.black
    } else {
        &g.white
    };
    let opponent = if opp.id.is_empty() {
        "anyone (open challenge)".to_string()
    } else {
        let rating = opp_rating.map(|r| format!(" ({r})")).unwrap_or_default();
        format!("**{}**{rating}", opp.name)
    };
    let state = match g.status {
        Status::Challenge => format!(
            "challenge waiting, expires {}",
            g.clock.expires_at.map_or("never".into(), relative)
        ),
        _ => {
            let turn = if g.to_move().id == viewer {
                if own { "your move" } else { "their move" }.to_string()
            } else {
                format!("{}'s move", opp.name)
            };
            match g.clock.deadline {
                Some(d) => format!("{turn}, deadline {}", relative(d)),
                None => format!("{turn}, no time limit"),
            }
        }
    };
    let rated = if g.rated { " (rated)" } else { "" };
    format!(
        "• <#{}> vs {opponent} · {}{rated} · {state}",
        g.channel_id,
        g.variant.name()
    )
}

/// List active games (yours, or another player's)
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let id = user.map_or_else(|| author_id(ctx), |u| u.id.to_string());
    let own = id == author_id(ctx);
    let list = read(service.games_of(&id)).await?;
    let vac = read(service.vacation_status(&id)).await?;
    let mut out = if list.is_empty() {
        format!("{} has no active games.", style::mention(&id))
    } else {
        format!("Games of {}:", style::mention(&id))
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
        let line = game_line(g, &id, own, rating.as_deref());
        // Keep room for the vacation line and the "more" note.
        if out.chars().count() + line.chars().count() + 200 > MAX_MESSAGE {
            break;
        }
        out.push('\n');
        out.push_str(&line);
        shown += 1;
    }
    if shown < list.len() {
        out.push_str(&format!("\n… and {} more.", list.len() - shown));
    }
    match vac.current {
        Some(v) => out.push_str(&format!(
            "\nOn vacation until <t:{}:f> ({}); clocks paused. {} of {VACATION_DAYS_PER_YEAR} vacation days used in {}.",
            v.until,
            relative(v.until),
            vac.used_this_year,
            vac.year
        )),
        None => out.push_str(&format!(
            "\n{} of {VACATION_DAYS_PER_YEAR} vacation days used in {}.",
            vac.used_this_year, vac.year
        )),
    }
    say(ctx, &out, true).await
}

/// The ply at the end of full move `n` of a game starting at `start_tfen` with `plies` plies.
fn ply_of_move(start_tfen: &str, plies: i64, n: u32) -> i64 {
    let mut f = start_tfen.split_whitespace();
    let white_first = f.nth(1) != Some("b");
    let first: i64 = start_tfen
        .split_whitespace()
        .last()
        .and_then(|x| x.parse().ok())
        .unwrap_or(1);
    let mut end = 0;
    for p in 1..=plies {
        let k = if white_first { p + 1 } else { p };
        let number = first + k / 2 - i64::from(white_first);
        if number <= i64::from(n) {
            end = p;
        }
    }
    end
}

/// The move list with move `n` in bold and only moves n−3 … n+3 shown.
fn moves_around(list: &str, n: Option<u32>) -> String {
    let mut chunks: Vec<(u32, String)> = Vec::new();
    for token in list.split_whitespace() {
        if let Some(num) = token.strip_suffix("...").or(token.strip_suffix('.')) {
            if let Ok(k) = num.parse::<u32>() {
                chunks.push((k, token.to_string()));
                continue;
            }
        }
        if let Some(last) = chunks.last_mut() {
            last.1.push(' ');
            last.1.push_str(token);
        }
    }
    let focus = n.unwrap_or_else(|| chunks.last().map_or(1, |c| c.0));
    let shown: Vec<String> = chunks
        .iter()
        .filter(|(k, _)| k + 3 >= focus && *k <= focus + 3)
        .map(|(k, t)| {
            if *k == focus && n.is_some() {
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

/// "**Tamerlane** (default rules): <@1> (White) vs <@2> (Black)."
fn players_line(rec: &GameRecord) -> String {
    format!(
        "{}: {} vs {}.",
        announce::variant_line(rec),
        announce::player_with_color(rec, Color::White, &style::DiscordStyle),
        announce::player_with_color(rec, Color::Black, &style::DiscordStyle)
    )
}

/// Show the board after a given move, with the moves around it
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Move number (default: the current position)"]
    #[min = 0]
    #[max = 100000]
    r#move: Option<u32>,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let st = current_or_last(ctx).await?;
    let rec = st.record.clone();
    let total = rec.ply;
    let ply = r#move.map_or(total, |n| ply_of_move(&rec.start_tfen, total, n));
    let moves = read(service.moves(rec.id)).await?;
    let shown: GameState = read(service.state_at(rec.id, ply)).await?;
    let header = match r#move {
        Some(n) if ply == 0 => {
            format!("The start position (move {n} asked; no move had been played).")
        }
        Some(n) => format!("The position after move {n} (ply {ply} of {total})."),
        None => format!("The current position (ply {total})."),
    };
    let list = if total == 0 {
        "No moves yet.".to_string()
    } else {
        moves_around(&move_list(&rec, &moves), r#move)
    };
    ctx.defer().await?;
    let bottom = shown.turn();
    let alt = crate::game::describe::board(&shown, bottom);
    let png = tokio::task::spawn_blocking(move || announce::board_png(&shown, bottom))
        .await
        .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?;
    let text = format!("{} {header}\n{list}", players_line(&rec));
    ctx.send(
        CreateReply::default()
            .content(clamp(&text))
            .attachment(serenity::CreateAttachment::bytes(png, super::BOARD_FILE).description(alt))
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

/// Download this channel's game: PGN text, an animated GIF, or an HTML replay
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "pgn (default), gif (animated) or html (replay in a browser)"] format: Option<
        ExportFormat,
    >,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let st = current_or_last(ctx).await?;
    let rec = st.record;
    let moves = read(service.moves(rec.id)).await?;
    let format = format.unwrap_or(ExportFormat::Pgn);
    let file = match format {
        ExportFormat::Pgn => {
            let site = match &rec.guild_id {
                Some(g) => format!("https://discord.com/channels/{g}/{}", rec.channel_id),
                None => "Discord".to_string(),
            };
            let text = pgn(&rec, &moves, &site);
            serenity::CreateAttachment::bytes(
                text.into_bytes(),
                format!("{}-{}.pgn", rec.variant.id(), rec.id),
            )
        }
        ExportFormat::Gif | ExportFormat::Html => {
            // Seconds of CPU for a long game: answer first, draw on a blocking thread.
            ctx.defer().await?;
            let record = replay_record(&rec, &moves);
            let bottom = rec.color_of(&author_id(ctx)).unwrap_or(Color::White);
            let gif = format == ExportFormat::Gif;
            let alt = gif.then(|| crate::game::describe::animation(&record));
            let bytes = tokio::task::spawn_blocking(move || {
                if gif {
                    let options = GifOptions {
                        bottom,
                        ..GifOptions::default()
                    };
                    render_gif(&record, &options)
                        .map(|g| g.bytes)
                        .map_err(|e| e.to_string())
                } else {
                    render_replay_html(&record, bottom)
                        .map(String::into_bytes)
                        .map_err(|e| e.to_string())
                }
            })
            .await
            .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?
            .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?;
            let ext = if gif { "gif" } else { "html" };
            let file = serenity::CreateAttachment::bytes(bytes, replay_file_name(rec.id, ext));
            match alt {
                Some(alt) => file.description(alt),
                None => file,
            }
        }
    };
    ctx.send(
        CreateReply::default()
            .content(clamp(&format!("The record of {}", players_line(&rec))))
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
    act(ctx, async move {
        let v = service.start_vacation(&user, i64::from(days)).await?;
        let used = service.vacation_status(&user).await?.used_this_year;
        Ok(format!(
            "Your clocks are paused until <t:{}:f> ({}): every deadline of yours moves by {days} days. {used} of {VACATION_DAYS_PER_YEAR} vacation days used in {}. End it early with /vacation end.",
            v.until,
            relative(v.until),
            v.year
        ))
    })
    .await
}

/// End your vacation now (unused whole days are refunded)
#[poise::command(slash_command, rename = "end")]
pub async fn vacation_end(ctx: Context<'_>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let user = author_id(ctx);
    act(ctx, async move {
        let refund = service.end_vacation(&user).await?;
        Ok(format!(
            "Welcome back: your clocks run again. {refund} unused vacation day{} refunded.",
            if refund == 1 { "" } else { "s" }
        ))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plies_of_move_numbers() {
        let start = "x w Kk 00 0 1";
        assert_eq!(ply_of_move(start, 5, 1), 2);
        assert_eq!(ply_of_move(start, 5, 2), 4);
        assert_eq!(ply_of_move(start, 5, 9), 5);
        assert_eq!(ply_of_move(start, 5, 0), 0);
    }

    #[test]
    fn moves_around_bolds_the_asked_move() {
        let list = "1. a b 2. c d 3. e f 4. g h 5. i j 6. k l";
        assert_eq!(
            moves_around(list, Some(5)),
            "… 2. c d 3. e f 4. g h **5. i j** 6. k l"
        );
    }
}
