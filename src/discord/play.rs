//! Playing: `/move` (with autocomplete), `/board`, `/resign` (with a confirmation button),
//! `/claim`, `/draw`, `/abort`, `/takeback`. Each action is one service call through
//! `find::act_on` (the game found from any channel): the author's confirmation, the board and
//! the pings follow from the outbox.

use super::limits::{echo, in_time, MAX_CHOICES, MAX_CHOICE_LEN, MAX_MOVE_INPUT};
use super::{author_id, buttons, channel, find, lang, read, refine, style, Context, Error};
use crate::game::views::{self, BoardPref};
use crate::game::{announce, Action, At, GameService, GameState, Status};
use crate::i18n::Lang;
use crate::rules::Color;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// Up to 25 of the caller's legal moves that match what they typed, ranked
/// ([`crate::explain::suggest`]): named with what they do, valued with their canonical text.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let service = &ctx.data().service;
    let (ch, user) = (channel(ctx), author_id(ctx));
    let moves =
        in_time(service.suggestions(&ch, &user, partial, MAX_CHOICES, super::lang(ctx))).await;
    let choices = moves
        .into_iter()
        .filter(|s| s.value.chars().count() <= MAX_CHOICE_LEN)
        .take(MAX_CHOICES)
        .map(|s| {
            let label = super::limits::cut(&s.label, MAX_CHOICE_LEN);
            serenity::AutocompleteChoice::new(label, s.value)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Play a move in your game (here, or your game where it is your move)
#[poise::command(slash_command)]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "Your move, e.g. e3-e4, Nb2-c4, Nc4, P@e6, K<>d3 or citadel"]
    #[autocomplete = "autocomplete_move"]
    r#move: String,
) -> Result<(), Error> {
    if r#move.chars().count() > MAX_MOVE_INPUT {
        return Err(Error::Refused(crate::tr!(
            lang(ctx),
            "discord-move-too-long",
            input = echo(&r#move)
        )));
    }
    act_on_game(
        ctx,
        find::Cmd::Move(r#move.clone()),
        |service, game, user| async move { service.play(game, &user, &r#move).await },
    )
    .await
}

/// The side shown at the bottom of `/board` for `viewer` before any flip: theirs, or White as
/// they chose with `/settings board:` (see [`crate::game::views`]).
fn board_side(state: &GameState, viewer: &str, pref: BoardPref) -> Color {
    views::viewer_bottom(&state.record, viewer, pref)
}

/// The `/board` answer for `viewer` in `lang`: text, picture (PNG bytes) and the Move button
/// when the game runs.
///
/// # Errors
/// [`Error::Internal`] when drawing failed.
pub(crate) async fn board_reply(
    service: &GameService,
    state: GameState,
    viewer: &str,
    flip: bool,
    lang: Lang,
) -> Result<(String, Vec<u8>, Vec<serenity::CreateActionRow>, String), Error> {
    let pref = read(service.board_pref(viewer)).await?;
    let mut bottom = board_side(&state, viewer, pref);
    if flip {
        bottom = !bottom;
    }
    let engine = read(async { Ok(service.store().engine_of(state.record.id).await?) })
        .await?
        .map(|(id, _)| id);
    let text = announce::board_text(
        &state,
        &views::PlayerStyle::new(&style::DiscordStyle::new(lang), engine.as_deref()),
    );
    let rows = if super::picker::offers_move(&state) {
        vec![super::picker::move_row(
            state.record.id,
            state.record.ply,
            lang,
        )]
    } else {
        Vec::new()
    };
    let alt = crate::game::describe::board_in(&state, bottom, lang);
    let png = tokio::task::spawn_blocking(move || announce::board_png_in(&state, bottom, lang))
        .await
        .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?; // operator: the log
    Ok((text, png, rows, alt))
}

/// Show the board of your game (here, or your only game)
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Show it from the other side"] flip: Option<bool>,
) -> Result<(), Error> {
    let flip = flip.unwrap_or(false);
    let Some(rec) = find::game(ctx, find::Cmd::Board(flip)).await? else {
        return Ok(());
    };
    let state = read(ctx.data().service.load(At::Game(rec.id))).await?;
    ctx.defer().await?;
    let (text, png, rows, alt) =
        board_reply(&ctx.data().service, state, &author_id(ctx), flip, lang(ctx)).await?;
    let text = format!("{text}{}", find::link(&rec, &channel(ctx), lang(ctx)));
    ctx.send(
        CreateReply::default()
            .content(super::limits::clamp(&text))
            .attachment(serenity::CreateAttachment::bytes(png, super::BOARD_FILE).description(alt))
            .components(rows)
            .allowed_mentions(style::pings::<&str>(&[])),
    )
    .await?;
    Ok(())
}

/// The resign question for `user` in `rec` and its button, in `lang`.
///
/// # Errors
/// [`crate::game::GameError::NotStarted`], [`crate::game::GameError::GameOver`],
/// [`crate::game::GameError::NotYourGame`].
pub(crate) fn resign_question(
    rec: &crate::game::GameRecord,
    user: &str,
    lang: Lang,
) -> Result<(String, Vec<serenity::CreateActionRow>), crate::game::GameError> {
    match rec.status {
        Status::Challenge => return Err(crate::game::GameError::NotStarted),
        Status::Finished => return Err(crate::game::GameError::GameOver),
        Status::Active => {}
    }
    let Some(color) = rec.color_of(user) else {
        return Err(crate::game::GameError::NotYourGame);
    };
    let text = crate::tr!(
        lang,
        "discord-resign-question",
        opponent = rec.side(!color).name.clone()
    );
    Ok((text, buttons::rows(&[Action::Resign], rec.id, lang)))
}

/// Resign your game (asks for confirmation)
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let Some(rec) = find::game(ctx, find::Cmd::Resign).await? else {
        return Ok(());
    };
    let (text, rows) = match resign_question(&rec, &author_id(ctx), lang(ctx)) {
        Ok(q) => q,
        Err(e @ crate::game::GameError::GameOver) => {
            return Err(refine(&ctx.data().service, &rec.channel_id, e, lang(ctx)).await)
        }
        Err(e) => return Err(e.into()),
    };
    let text = format!("{text}{}", find::link(&rec, &channel(ctx), lang(ctx)));
    ctx.send(
        CreateReply::default()
            .content(text)
            .components(rows)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The author's command `cmd` on the game it finds ([`find::game`]; nothing more to do when
/// that answered already): `action` of the service receipting to the author, the game and
/// the author's id, carried out and refused as [`find::act_on`] does.
async fn act_on_game<A, F, T>(ctx: Context<'_>, cmd: find::Cmd, action: A) -> Result<(), Error>
where
    A: FnOnce(GameService, At<'static>, String) -> F,
    F: std::future::Future<Output = Result<T, crate::game::GameError>>,
{
    let Some(rec) = find::game(ctx, cmd).await? else {
        return Ok(());
    };
    let service = find::receipted(ctx, &rec);
    find::act_on(ctx, &rec, action(service, At::Game(rec.id), author_id(ctx))).await
}

/// Claim the citadel draw (options citadel=claim or second-entry)
#[poise::command(slash_command)]
pub async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    act_on_game(ctx, find::Cmd::Claim, |service, game, user| async move {
        service.claim(game, &user).await
    })
    .await
}

/// Offer a draw (or accept your opponent's offer)
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    act_on_game(ctx, find::Cmd::Draw, |service, game, user| async move {
        service.offer_draw(game, &user).await
    })
    .await
}

/// Abort your game (only until both sides have moved)
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    act_on_game(ctx, find::Cmd::Abort, |service, game, user| async move {
        service.abort(game, &user).await
    })
    .await
}

/// Ask your opponent to take back your last move
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    act_on_game(ctx, find::Cmd::Takeback, |service, game, user| async move {
        service.request_takeback(game, &user).await
    })
    .await
}
