//! Correspondence commands and their buttons: `/challenge` (days per move, open challenges,
//! a thread per game), `/resign` with confirmation, `/draw`, `/abort`, `/takeback`, `/games`,
//! `/history`, `/export`, `/vacation`. Buttons carry the game id (`timur:draw-yes:42`) and are
//! answered from the database, so they work after a restart; anyone not entitled to press one
//! gets an ephemeral refusal.

use super::commands::{author_id, author_player, channel, refine, ColorParam, VariantChoice};
use super::present::{self, mention, pings};
use super::{user_message, Context, Data, Error};
use crate::game::{
    pgn, position_after, time_control, ChallengeRequest, ColorChoice, DrawOffer, GameState,
    GameSummary, Player, VACATION_DAYS_PER_YEAR,
};
use crate::rules::{Color, VariantId};
use crate::store::Status;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// Discord's limit on a message's content, in characters.
pub const MAX_MESSAGE: usize = 2000;
/// Discord's limit on a thread name, in characters.
pub const MAX_THREAD_NAME: usize = 100;
/// Discord JSON error codes meaning "no permission here": Missing Access, Missing Permissions.
const NO_PERMISSION: [isize; 2] = [50001, 50013];

/// The `/challenge` days menu: the days-per-move presets, or no limit.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DaysChoice {
    #[name = "1 day"]
    D1,
    #[name = "2 days"]
    D2,
    #[name = "3 days"]
    D3,
    #[name = "5 days"]
    D5,
    #[name = "7 days"]
    D7,
    #[name = "10 days"]
    D10,
    #[name = "14 days"]
    D14,
    #[name = "none"]
    None,
}

impl DaysChoice {
    /// Days per move, `None` for no limit.
    pub fn days(self) -> Option<i64> {
        match self {
            DaysChoice::D1 => Some(1),
            DaysChoice::D2 => Some(2),
            DaysChoice::D3 => Some(3),
            DaysChoice::D5 => Some(5),
            DaysChoice::D7 => Some(7),
            DaysChoice::D10 => Some(10),
            DaysChoice::D14 => Some(14),
            DaysChoice::None => None,
        }
    }
}

/// `<t:UNIX:R>`: a Discord timestamp shown as relative time in the reader's locale.
pub fn relative(t: i64) -> String {
    format!("<t:{t}:R>")
}

/// `text` followed by the deadline of the player to move, if the game is active with a clock.
pub fn with_deadline(text: String, state: &GameState) -> String {
    match (state.status(), state.corr.deadline) {
        (Status::Active, Some(d)) => format!(
            "{text}\nDeadline for {}: {} (<t:{d}:f>).",
            present::player(state, state.turn()),
            relative(d)
        ),
        _ => text,
    }
}

fn is_open(state: &GameState) -> bool {
    state.row.white_id.is_empty() || state.row.black_id.is_empty()
}

/// The challenge message posted with Accept / Decline buttons.
pub fn challenge_text(state: &GameState) -> String {
    let tail = format!(
        "{}; the challenge expires {}.",
        capitalize(&time_control(state.corr.days_per_move)),
        relative(state.corr.expires_at.unwrap_or(state.row.created_at))
    );
    if is_open(state) {
        let color = state
            .color_of(&state.row.challenger_id)
            .unwrap_or(Color::White);
        format!(
            "{} posts an open challenge to a game of {}: anyone may accept. {} plays {color}. {tail}",
            mention(&state.row.challenger_id),
            present::variant_line(state),
            mention(&state.row.challenger_id),
        )
    } else {
        format!("{} {tail}", present::challenge_text(state))
    }
}

/// The challenge message once closed (buttons removed), open challenges included.
pub fn challenge_closed_text(state: &GameState) -> String {
    if is_open(state) {
        format!(
            "{} withdrew the open challenge to a game of {}.",
            mention(&state.row.challenger_id),
            present::variant_line(state)
        )
    } else {
        present::challenge_closed_text(state)
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// "Tamerlane: Alice vs Bob", cut to Discord's thread-name limit.
pub fn thread_name(variant: VariantId, a: &str, b: &str) -> String {
    let name = format!("{}: {a} vs {b}", variant.name());
    if name.chars().count() > MAX_THREAD_NAME {
        let cut: String = name.chars().take(MAX_THREAD_NAME - 1).collect();
        format!("{cut}…")
    } else {
        name
    }
}

/// Whether a Discord error means the bot lacks a permission or access there.
fn is_permission_error(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if NO_PERMISSION.contains(&r.error.code))
}

/// Challenge someone (or anyone) to a correspondence game
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play (empty: an open challenge anyone may accept)"]
    opponent: Option<serenity::User>,
    #[description = "Which game (default: Tamerlane)"] variant: Option<VariantChoice>,
    #[description = "Your colour (default: random)"] color: Option<ColorParam>,
    #[description = "Days per move (default: 3)"] days: Option<DaysChoice>,
    #[description = "Rule options, e.g. citadel=claim giraffe-min=3"] options: Option<String>,
) -> Result<(), Error> {
    if opponent.as_ref().is_some_and(|o| o.bot) {
        return Err(Error::Refused("You cannot challenge a bot.".into()));
    }
    let service = &ctx.data().service;
    let challenger = author_player(ctx).await;
    let opponent = opponent.map(|o| Player::new(o.id.to_string(), o.display_name()));
    let variant = variant.map_or(VariantId::Tamerlane, VariantChoice::id);
    let mut req = ChallengeRequest {
        guild_id: ctx.guild_id().map(|g| g.to_string()),
        channel_id: channel(ctx),
        parent_channel_id: None,
        challenger: challenger.clone(),
        opponent: opponent.clone(),
        variant,
        options: options.unwrap_or_default(),
        color: match color.unwrap_or(ColorParam::Random) {
            ColorParam::White => ColorChoice::White,
            ColorParam::Black => ColorChoice::Black,
            ColorParam::Random => ColorChoice::Random,
        },
        days: days.map_or(Some(3), DaysChoice::days),
    };
    service.check_challenge(&req)?;
    let (in_thread, may_thread) = match ctx {
        poise::Context::Application(a) => {
            let kind = a.interaction.channel.as_ref().map(|c| c.kind);
            let perms = a.interaction.app_permissions.unwrap_or_default();
            (
                matches!(
                    kind,
                    Some(
                        serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread
                    )
                ),
                perms.create_public_threads() && perms.send_messages_in_threads(),
            )
        }
        poise::Context::Prefix(_) => (false, false),
    };
    let mut why_not_thread = None;
    if !in_thread && !may_thread {
        why_not_thread = Some("I lack the Create Public Threads permission here");
    }
    if !in_thread && may_thread {
        ctx.defer().await?;
        let name = thread_name(
            variant,
            &challenger.name,
            opponent.as_ref().map_or("anyone", |o| o.name.as_str()),
        );
        let builder = serenity::CreateThread::new(name)
            .kind(serenity::ChannelType::PublicThread)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        match ctx.channel_id().create_thread(ctx, builder).await {
            Ok(thread) => {
                req.parent_channel_id = Some(req.channel_id.clone());
                req.channel_id = thread.id.to_string();
                return challenge_in_thread(ctx, &req, thread.id).await;
            }
            Err(e) if is_permission_error(&e) => {
                tracing::info!(error = %e, "no thread permission; the game stays in the channel");
                why_not_thread = Some("Discord refused me permission to create a thread here");
            }
            Err(e) => return Err(e.into()),
        }
    }
    let state = service.create_challenge(&req).await?;
    let mut text = challenge_text(&state);
    if let Some(why) = why_not_thread {
        text.push_str(&format!("\n(The game is played in this channel: {why}.)"));
    }
    let ping: Vec<&str> = opponent
        .as_ref()
        .map(|o| o.id.as_str())
        .into_iter()
        .collect();
    let reply = CreateReply::default()
        .content(text)
        .components(super::buttons::challenge_buttons(state.row.id))
        .allowed_mentions(pings(&ping));
    if let Err(e) = ctx.send(reply).await {
        // Nobody can see the buttons: withdraw so the channel is not blocked.
        let _ = service.decline(state.row.id, &challenger.id).await;
        return Err(e.into());
    }
    Ok(())
}

/// The thread exists: add the players, store the challenge, post it with its buttons in the
/// thread, and answer the command in the channel with a link.
async fn challenge_in_thread(
    ctx: Context<'_>,
    req: &ChallengeRequest,
    thread: serenity::ChannelId,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let members = std::iter::once(&req.challenger).chain(req.opponent.as_ref());
    for p in members {
        if let Ok(id) = p.id.parse::<u64>() {
            if let Err(e) = thread
                .add_thread_member(ctx, serenity::UserId::new(id))
                .await
            {
                // The mention in the challenge still reaches them.
                tracing::warn!(error = %e, "could not add a player to the game thread");
            }
        }
    }
    let state = service.create_challenge(req).await?;
    let ping: Vec<&str> = req
        .opponent
        .as_ref()
        .map(|o| o.id.as_str())
        .into_iter()
        .collect();
    let message = serenity::CreateMessage::new()
        .content(challenge_text(&state))
        .components(super::buttons::challenge_buttons(state.row.id))
        .allowed_mentions(pings(&ping));
    if let Err(e) = thread.send_message(ctx, message).await {
        let _ = service.decline(state.row.id, &req.challenger.id).await;
        return Err(e.into());
    }
    let who = req
        .opponent
        .as_ref()
        .map_or("anyone".to_string(), |o| mention(&o.id));
    let text = format!(
        "{} challenges {who} to a game of {} ({}): <#{thread}>.",
        mention(&req.challenger.id),
        present::variant_line(&state),
        time_control(state.corr.days_per_move)
    );
    ctx.send(
        CreateReply::default()
            .content(text)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}

/// Resign this channel's game (asks for confirmation)
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let channel = channel(ctx);
    let user = author_id(ctx);
    let (state, color) = match service.my_active_game(&channel, &user).await {
        Ok(s) => s,
        Err(e) => return Err(refine(service, &channel, e).await),
    };
    let text = format!(
        "Do you really want to resign this game against {}? This cannot be undone.",
        state.player_name(!color)
    );
    let button = serenity::CreateButton::new(custom_id(Action::Resign, state.row.id))
        .label("Resign")
        .style(serenity::ButtonStyle::Danger);
    ctx.send(
        CreateReply::default()
            .content(text)
            .components(vec![serenity::CreateActionRow::Buttons(vec![button])])
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Offer a draw (or accept your opponent's offer)
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let channel = channel(ctx);
    let user = author_id(ctx);
    let reply = match service.offer_draw(&channel, &user).await {
        Err(e) => return Err(refine(service, &channel, e).await),
        Ok(DrawOffer::Offered(state)) => {
            let color = state.color_of(&user).unwrap_or(Color::White);
            CreateReply::default()
                .content(format!(
                    "{} offers a draw. {}, do you accept? (The offer lapses when you move.)",
                    present::player(&state, color),
                    mention(state.player_id(!color))
                ))
                .components(yes_no(
                    Action::DrawYes,
                    Action::DrawNo,
                    state.row.id,
                    "Accept draw",
                ))
                .allowed_mentions(pings(&[state.player_id(!color)]))
        }
        Ok(DrawOffer::Agreed(state)) => {
            let color = state.color_of(&user).unwrap_or(Color::White);
            CreateReply::default()
                .content(format!(
                    "{} accepted the draw offer.\n{}",
                    present::player(&state, color),
                    present::result_line(&state).unwrap_or_default()
                ))
                .allowed_mentions(pings(&[state.player_id(!color)]))
        }
    };
    ctx.send(reply).await?;
    Ok(())
}

/// Abort this channel's game (only until both sides have moved)
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let channel = channel(ctx);
    let user = author_id(ctx);
    let state = match service.abort(&channel, &user).await {
        Ok(s) => s,
        Err(e) => return Err(refine(service, &channel, e).await),
    };
    let color = state.color_of(&user).unwrap_or(Color::White);
    ctx.send(
        CreateReply::default()
            .content(format!(
                "{} aborted the game. It ends without a result.",
                present::player(&state, color)
            ))
            .allowed_mentions(pings(&[state.player_id(!color)])),
    )
    .await?;
    Ok(())
}

/// Ask your opponent to take back your last move
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let channel = channel(ctx);
    let user = author_id(ctx);
    let state = match service.request_takeback(&channel, &user).await {
        Ok(s) => s,
        Err(e) => return Err(refine(service, &channel, e).await),
    };
    let color = state.color_of(&user).unwrap_or(Color::White);
    let last = state.move_texts().pop().unwrap_or_default();
    ctx.send(
        CreateReply::default()
            .content(format!(
                "{} asks to take back their move **{last}**. {}, do you agree?",
                present::player(&state, color),
                mention(state.player_id(!color))
            ))
            .components(yes_no(
                Action::TakebackYes,
                Action::TakebackNo,
                state.row.id,
                "Allow takeback",
            ))
            .allowed_mentions(pings(&[state.player_id(!color)])),
    )
    .await?;
    Ok(())
}

/// One line of `/games` for `viewer`.
fn game_line(g: &GameSummary, viewer: &str, own: bool) -> String {
    let variant = g
        .row
        .variant
        .parse::<VariantId>()
        .map_or(g.row.variant.clone(), |v| v.name().to_string());
    let (opponent, opp_id) = if g.row.white_id == viewer {
        (&g.row.black_name, &g.row.black_id)
    } else {
        (&g.row.white_name, &g.row.white_id)
    };
    let opponent = if opp_id.is_empty() {
        "anyone (open challenge)".to_string()
    } else {
        format!("**{opponent}**")
    };
    let state = match g.status() {
        Status::Challenge => format!(
            "challenge waiting, expires {}",
            g.corr.expires_at.map_or("never".into(), relative)
        ),
        _ => {
            let turn = if g.to_move_id() == viewer {
                if own { "your move" } else { "their move" }.to_string()
            } else {
                format!("{}'s move", opponent.trim_matches('*'))
            };
            match g.corr.deadline {
                Some(d) => format!("{turn}, deadline {}", relative(d)),
                None => format!("{turn}, no time limit"),
            }
        }
    };
    format!(
        "• <#{}> vs {opponent} · {variant} · {state}",
        g.row.channel_id
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
    let list = service.games_of(&id).await?;
    let vac = service.vacation_status(&id).await?;
    let mut out = if list.is_empty() {
        format!("{} has no active games.", mention(&id))
    } else {
        format!("Games of {}:", mention(&id))
    };
    let mut shown = 0;
    for g in &list {
        let line = game_line(g, &id, own);
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
    ctx.send(
        CreateReply::default()
            .content(out)
            .ephemeral(true)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}

/// The ply count at the end of full move `n` (clamped to the game).
fn ply_of_move(state: &GameState, n: u32) -> usize {
    let start = state.game.start();
    let total = state.game.moves().len();
    let white_first = start.turn() == Color::White;
    let first = start.fullmoves();
    let mut end = 0;
    for p in 1..=total {
        // The move number of ply p (1-based).
        let k = if white_first { p + 1 } else { p };
        let number = first + (k / 2) as u32 - u32::from(white_first);
        if number <= n {
            end = p;
        }
    }
    end
}

/// The move list with move `n`'s plies in bold and only moves n−3 … n+3 shown.
fn moves_around(state: &GameState, n: Option<u32>) -> String {
    let list = state.move_list();
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

/// Show the board after a given move, with the moves around it
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Move number (default: the current position)"]
    #[min = 0]
    r#move: Option<u32>,
) -> Result<(), Error> {
    let state = ctx.data().service.current_or_last(&channel(ctx)).await?;
    let total = state.game.moves().len();
    let ply = r#move.map_or(total, |n| ply_of_move(&state, n));
    let shown = position_after(&state, ply);
    let header = match r#move {
        Some(n) if ply == 0 => {
            format!("The start position (move {n} asked; no move had been played).")
        }
        Some(n) => format!("The position after move {n} (ply {ply} of {total})."),
        None => format!("The current position (ply {total})."),
    };
    let moves = if total == 0 {
        "No moves yet.".to_string()
    } else {
        moves_around(&state, r#move)
    };
    ctx.defer().await?;
    let bottom = shown.turn();
    let board = present::render(&shown, bottom).await?;
    let text = format!(
        "{}: {} vs {}. {header}\n{moves}",
        present::variant_line(&state),
        present::player(&state, Color::White),
        present::player(&state, Color::Black)
    );
    ctx.send(
        CreateReply::default()
            .content(text)
            .attachment(board)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}

/// Download this channel's game as a PGN-style text file
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let state = ctx.data().service.current_or_last(&channel(ctx)).await?;
    let site = match &state.row.guild_id {
        Some(g) => format!("https://discord.com/channels/{g}/{}", state.row.channel_id),
        None => "Discord".to_string(),
    };
    let text = pgn(&state, &site);
    let file = serenity::CreateAttachment::bytes(
        text.into_bytes(),
        format!("{}-{}.pgn", state.variant.id(), state.row.id),
    );
    ctx.send(
        CreateReply::default()
            .content(format!(
                "The record of {}: {} vs {}.",
                present::variant_line(&state),
                present::player(&state, Color::White),
                present::player(&state, Color::Black)
            ))
            .attachment(file)
            .allowed_mentions(pings(&[])),
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
    let service = &ctx.data().service;
    let user = author_id(ctx);
    let v = service.start_vacation(&user, i64::from(days)).await?;
    let used = service.vacation_status(&user).await?.used_this_year;
    ctx.send(
        CreateReply::default()
            .content(format!(
                "Your clocks are paused until <t:{}:f> ({}): every deadline of yours moves by {days} days. {used} of {VACATION_DAYS_PER_YEAR} vacation days used in {}. End it early with /vacation end.",
                v.until,
                relative(v.until),
                v.year
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// End your vacation now (unused whole days are refunded)
#[poise::command(slash_command, rename = "end")]
pub async fn vacation_end(ctx: Context<'_>) -> Result<(), Error> {
    let refund = ctx.data().service.end_vacation(&author_id(ctx)).await?;
    ctx.send(
        CreateReply::default()
            .content(format!(
                "Welcome back: your clocks run again. {refund} unused vacation day{} refunded.",
                if refund == 1 { "" } else { "s" }
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// What a correspondence button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Confirm `/resign`.
    Resign,
    /// Accept a draw offer.
    DrawYes,
    /// Decline a draw offer.
    DrawNo,
    /// Accept a takeback request.
    TakebackYes,
    /// Decline a takeback request.
    TakebackNo,
}

const ACTIONS: [(Action, &str); 5] = [
    (Action::Resign, "resign"),
    (Action::DrawYes, "draw-yes"),
    (Action::DrawNo, "draw-no"),
    (Action::TakebackYes, "takeback-yes"),
    (Action::TakebackNo, "takeback-no"),
];

/// `timur:{action}:{game_id}` (under Discord's 100-character `custom_id` limit).
pub fn custom_id(action: Action, game_id: i64) -> String {
    let name = ACTIONS.iter().find(|a| a.0 == action).map_or("", |a| a.1);
    format!("timur:{name}:{game_id}")
}

/// Parses a `custom_id` made by [`custom_id`].
pub fn parse_custom_id(id: &str) -> Option<(Action, i64)> {
    let mut parts = id.split(':');
    if parts.next()? != "timur" {
        return None;
    }
    let name = parts.next()?;
    let action = ACTIONS.iter().find(|a| a.1 == name)?.0;
    let game_id = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((action, game_id))
}

/// Whether this module handles the button.
pub fn is_own_button(id: &str) -> bool {
    parse_custom_id(id).is_some()
}

fn yes_no(yes: Action, no: Action, game_id: i64, label: &str) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(custom_id(yes, game_id))
            .label(label)
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(custom_id(no, game_id))
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
    ])]
}

/// Handles a click on a correspondence button; refusals are ephemeral.
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) {
    let Some((action, game_id)) = parse_custom_id(&component.data.custom_id) else {
        return;
    };
    if let Err(e) = click(ctx, data, component, action, game_id).await {
        let refusal = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(user_message(&e))
                .ephemeral(true)
                .allowed_mentions(pings(&[])),
        );
        if let Err(e) = component.create_response(ctx, refusal).await {
            tracing::error!(error = %e, game_id, "could not answer a button click");
        }
    }
}

async fn click(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    action: Action,
    game_id: i64,
) -> Result<(), Error> {
    let service = &data.service;
    let user = component.user.id.to_string();
    let (text, ping, board) = match action {
        Action::Resign => {
            let state = service.resign_game(game_id, &user).await?;
            let loser = state.color_of(&user).unwrap_or(state.turn());
            let update = serenity::CreateInteractionResponse::UpdateMessage(
                serenity::CreateInteractionResponseMessage::new()
                    .content("You resigned.")
                    .components(Vec::new()),
            );
            component.create_response(ctx, update).await?;
            let text = format!(
                "{} resigned.\n{}",
                present::player(&state, loser),
                present::result_line(&state).unwrap_or_default()
            );
            let followup = serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .allowed_mentions(pings(&[state.player_id(!loser)]));
            component.create_followup(ctx, followup).await?;
            return Ok(());
        }
        Action::DrawYes | Action::DrawNo => {
            let yes = action == Action::DrawYes;
            let state = service.answer_draw(game_id, &user, yes).await?;
            let who = present::player(&state, state.color_of(&user).unwrap_or(Color::White));
            if yes {
                let text = format!(
                    "{who} accepted the draw offer.\n{}",
                    present::result_line(&state).unwrap_or_default()
                );
                (text, None, false)
            } else {
                (format!("{who} declined the draw offer."), None, false)
            }
        }
        Action::TakebackYes | Action::TakebackNo => {
            let yes = action == Action::TakebackYes;
            let state = service.answer_takeback(game_id, &user, yes).await?;
            let color = state.color_of(&user).unwrap_or(Color::White);
            let who = present::player(&state, color);
            if yes {
                let text = with_deadline(
                    format!(
                        "{who} allowed the takeback. {}, your move again.",
                        present::player(&state, !color)
                    ),
                    &state,
                );
                (text, Some(state.player_id(!color).to_string()), true)
            } else {
                (format!("{who} declined the takeback."), None, false)
            }
        }
    };
    let ids: Vec<&str> = ping.iter().map(String::as_str).collect();
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .components(Vec::new())
            .allowed_mentions(pings(&ids)),
    );
    component.create_response(ctx, update).await?;
    if board {
        let state = service.load(game_id).await?;
        let png = present::render(&state, state.turn()).await?;
        let followup = serenity::CreateInteractionResponseFollowup::new()
            .content(present::board_text(&state))
            .add_file(png)
            .allowed_mentions(pings(&[]));
        component.create_followup(ctx, followup).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn custom_ids_round_trip() {
        for (a, _) in ACTIONS {
            assert_eq!(parse_custom_id(&custom_id(a, 42)), Some((a, 42)));
        }
        assert_eq!(custom_id(Action::DrawYes, 7), "timur:draw-yes:7");
        assert_eq!(parse_custom_id("timur:accept:1"), None);
        assert_eq!(parse_custom_id("timur:draw-yes:1:2"), None);
    }

    #[test]
    fn thread_names_fit() {
        assert_eq!(
            thread_name(VariantId::Tamerlane, "Alice", "Bob"),
            "Tamerlane: Alice vs Bob"
        );
        let long = "x".repeat(200);
        assert_eq!(
            thread_name(VariantId::Herat, &long, "b").chars().count(),
            100
        );
    }

    #[test]
    fn the_days_menu_is_the_presets_then_none() {
        let days: Vec<Option<i64>> = (0..DaysChoice::list().len())
            .map(|i| DaysChoice::from_index(i).unwrap().days())
            .collect();
        let mut want: Vec<Option<i64>> =
            crate::game::DAYS_PRESETS.iter().map(|d| Some(*d)).collect();
        want.push(None);
        assert_eq!(days, want);
    }
}
