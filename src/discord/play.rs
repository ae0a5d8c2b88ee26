//! Playing: `/move` (with autocomplete), `/board`, `/resign` (with a confirmation button),
//! `/claim`, `/draw`, `/abort`, `/takeback`. Each action is one service call through
//! `act_announced`: the author's confirmation, the board and the pings follow from the outbox.

use super::limits::{echo, MAX_CHOICES, MAX_CHOICE_LEN, MAX_MOVE_INPUT};
use super::{
    act_announced, author_id, buttons, channel, current_or_last, read, refine, style, Context,
    Error,
};
use crate::game::views::{self, BoardPref};
use crate::game::{announce, Action, At, DrawOffer, GameState, Status};
use crate::rules::Color;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// How long autocomplete may take before it answers with no choices (Discord allows 3 s).
const SUGGEST_DEADLINE: std::time::Duration = std::time::Duration::from_millis(1500);

/// Up to 25 of the caller's legal moves that match what they typed.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let service = &ctx.data().service;
    let (ch, user) = (channel(ctx), author_id(ctx));
    let moves = tokio::time::timeout(
        SUGGEST_DEADLINE,
        service.suggestions(&ch, &user, partial, MAX_CHOICES),
    )
    .await
    .unwrap_or_default();
    let choices = moves
        .into_iter()
        .filter(|m| m.chars().count() <= MAX_CHOICE_LEN)
        .take(MAX_CHOICES)
        .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Play a move in this channel's game
#[poise::command(slash_command)]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "Your move, e.g. e3-e4, Nb2-c4, Nc4, P@e6, K<>d3 or citadel"]
    #[autocomplete = "autocomplete_move"]
    r#move: String,
) -> Result<(), Error> {
    if r#move.chars().count() > MAX_MOVE_INPUT {
        return Err(Error::Refused(format!(
            "'{}' is not a move: moves are short, such as e3-e4, Nb2-c4, P@e6 or citadel.",
            echo(&r#move)
        )));
    }
    let service = ctx.data().service.clone();
    let (ch, user) = (channel(ctx), author_id(ctx));
    act_announced(ctx, async move {
        match service.play(At::Channel(&ch), &user, &r#move).await {
            Ok(_) => Ok(()),
            Err(e) => Err(refine(&service, &ch, e).await),
        }
    })
    .await
}

/// The side shown at the bottom of `/board` for `viewer` before any flip: theirs, or White as
/// they chose with `/settings board:` (see [`crate::game::views`]).
fn board_side(state: &GameState, viewer: &str, pref: BoardPref) -> Color {
    views::viewer_bottom(&state.record, viewer, pref)
}

/// Show this channel's board
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Show it from the other side"] flip: Option<bool>,
) -> Result<(), Error> {
    let state = current_or_last(ctx).await?;
    let viewer = author_id(ctx);
    let pref = read(ctx.data().service.board_pref(&viewer)).await?;
    let mut bottom = board_side(&state, &viewer, pref);
    if flip.unwrap_or(false) {
        bottom = !bottom;
    }
    ctx.defer().await?;
    let engine = read(async {
        Ok(ctx
            .data()
            .service
            .store()
            .engine_of(state.record.id)
            .await?)
    })
    .await?
    .map(|(id, _)| id);
    let text = announce::board_text(
        &state,
        &views::PlayerStyle::new(&style::DiscordStyle, engine.as_deref()),
    );
    let png = tokio::task::spawn_blocking(move || announce::board_png(&state, bottom))
        .await
        .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?;
    ctx.send(
        CreateReply::default()
            .content(super::limits::clamp(&text))
            .attachment(serenity::CreateAttachment::bytes(png, super::BOARD_FILE))
            .allowed_mentions(style::pings::<&str>(&[])),
    )
    .await?;
    Ok(())
}

/// Resign this channel's game (asks for confirmation)
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let (ch, user) = (channel(ctx), author_id(ctx));
    let state = match read(service.load(At::Channel(&ch))).await {
        Ok(s) => s,
        Err(Error::Game(e)) => return Err(refine(service, &ch, e).await),
        Err(e) => return Err(e),
    };
    let rec = &state.record;
    match rec.status {
        Status::Challenge => return Err(crate::game::GameError::NotStarted.into()),
        Status::Finished => {
            return Err(refine(service, &ch, crate::game::GameError::GameOver).await)
        }
        Status::Active => {}
    }
    let Some(color) = rec.color_of(&user) else {
        return Err(crate::game::GameError::NotYourGame.into());
    };
    let text = format!(
        "Do you really want to resign this game against {}? This cannot be undone.",
        rec.side(!color).name
    );
    ctx.send(
        CreateReply::default()
            .content(text)
            .components(buttons::rows(&[Action::Resign], rec.id))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Claim the citadel draw (options citadel=claim or second-entry)
#[poise::command(slash_command)]
pub async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let (ch, user) = (channel(ctx), author_id(ctx));
    act_announced(ctx, async move {
        match service.claim(At::Channel(&ch), &user).await {
            Ok(_) => Ok(()),
            Err(e) => Err(refine(&service, &ch, e).await),
        }
    })
    .await
}

/// Offer a draw (or accept your opponent's offer)
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let (ch, user) = (channel(ctx), author_id(ctx));
    act_announced(ctx, async move {
        match service.offer_draw(At::Channel(&ch), &user).await {
            Ok(DrawOffer::Offered(_) | DrawOffer::Agreed(_)) => Ok(()),
            Err(e) => Err(refine(&service, &ch, e).await),
        }
    })
    .await
}

/// Abort this channel's game (only until both sides have moved)
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let (ch, user) = (channel(ctx), author_id(ctx));
    act_announced(ctx, async move {
        match service.abort(At::Channel(&ch), &user).await {
            Ok(_) => Ok(()),
            Err(e) => Err(refine(&service, &ch, e).await),
        }
    })
    .await
}

/// Ask your opponent to take back your last move
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let (ch, user) = (channel(ctx), author_id(ctx));
    act_announced(ctx, async move {
        match service.request_takeback(At::Channel(&ch), &user).await {
            Ok(_) => Ok(()),
            Err(e) => Err(refine(&service, &ch, e).await),
        }
    })
    .await
}
