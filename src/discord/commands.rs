//! The slash commands, one function each. Each validates through the service before any
//! public reply (or defer), so a refusal is still answered ephemerally by the error handler.

use super::present::{self, pings};
use super::{Context, Error};
use crate::game::{GameError, GameService, GameState, Player};
use crate::rules::{Color, VariantId};
use crate::store::Status;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// Discord's limit on autocomplete choices per response.
pub const MAX_CHOICES: usize = 25;
/// Discord's limit on an autocomplete choice's name and value, in characters.
pub const MAX_CHOICE_LEN: usize = 100;

/// The variant menu of `/challenge`: every [`VariantId::ALL`] entry, shown by its human name.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "Tamerlane"]
    Tamerlane,
    #[name = "Tamerlane (feminine array)"]
    TamerlaneFeminine,
    #[name = "Tamerlane (Ibn Arabshah's array)"]
    TamerlaneArabshah,
    #[name = "Full Tamerlane"]
    TamerlaneFull,
    #[name = "Herat"]
    Herat,
    #[name = "Wild Herat"]
    WildHerat,
    #[name = "Mirza"]
    Mirza,
    #[name = "Wild Mirza"]
    WildMirza,
    #[name = "Babur"]
    Babur,
    #[name = "Wild Babur"]
    WildBabur,
    #[name = "Samarkand"]
    Samarkand,
    #[name = "Wild Samarkand"]
    WildSamarkand,
}

impl VariantChoice {
    /// The rules' variant id.
    pub fn id(self) -> VariantId {
        match self {
            VariantChoice::Tamerlane => VariantId::Tamerlane,
            VariantChoice::TamerlaneFeminine => VariantId::TamerlaneFeminine,
            VariantChoice::TamerlaneArabshah => VariantId::TamerlaneArabshah,
            VariantChoice::TamerlaneFull => VariantId::TamerlaneFull,
            VariantChoice::Herat => VariantId::Herat,
            VariantChoice::WildHerat => VariantId::WildHerat,
            VariantChoice::Mirza => VariantId::Mirza,
            VariantChoice::WildMirza => VariantId::WildMirza,
            VariantChoice::Babur => VariantId::Babur,
            VariantChoice::WildBabur => VariantId::WildBabur,
            VariantChoice::Samarkand => VariantId::Samarkand,
            VariantChoice::WildSamarkand => VariantId::WildSamarkand,
        }
    }
}

/// The colour menu of `/challenge`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorParam {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
    #[name = "random"]
    Random,
}

pub(super) fn channel(ctx: Context<'_>) -> String {
    ctx.channel_id().to_string()
}

pub(super) fn author_id(ctx: Context<'_>) -> String {
    ctx.author().id.to_string()
}

/// The author as a player, named by their server nickname when there is one.
pub(super) async fn author_player(ctx: Context<'_>) -> Player {
    let name = match ctx.author_member().await {
        Some(m) => m.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    Player::new(author_id(ctx), name)
}

/// The refusal for "no open game here": says so, or that the last game is over.
async fn no_open_game(service: &GameService, channel: &str) -> Error {
    match service.current_or_last(channel).await {
        Ok(state) if state.status() == Status::Finished => {
            let result = state.row.result.as_deref().unwrap_or("?");
            let reason = state.row.result_reason.as_deref().unwrap_or("finished");
            Error::Refused(format!(
                "The game in this channel is over: {reason} ({result}). Start a new one with /challenge."
            ))
        }
        _ => GameError::NoGame.into(),
    }
}

/// Maps [`GameError::NoGame`] to [`no_open_game`]'s more precise refusal.
pub(super) async fn refine(service: &GameService, channel: &str, e: GameError) -> Error {
    match e {
        GameError::NoGame => no_open_game(service, channel).await,
        e => e.into(),
    }
}

/// Up to 25 of the caller's legal moves that match what they typed.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .service
        .suggestions(&channel(ctx), &author_id(ctx), partial, MAX_CHOICES)
        .await;
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
    let service = &ctx.data().service;
    let channel = channel(ctx);
    let played = match service.play(&channel, &author_id(ctx), &r#move).await {
        Ok(p) => p,
        Err(e) => return Err(refine(service, &channel, e).await),
    };
    // The move is stored; from here on the reply is public.
    ctx.defer().await?;
    let state = &played.state;
    let next = state.turn();
    let bottom = if played.outcome.is_some() {
        !next
    } else {
        next
    };
    let board = present::render(state, bottom).await?;
    let reply = CreateReply::default()
        .content(super::correspondence::with_deadline(
            present::move_reply(&played),
            state,
        ))
        .attachment(board)
        .allowed_mentions(pings(&[state.player_id(next)]));
    ctx.send(reply).await?;
    Ok(())
}

/// The side shown at the bottom of `/board` for `viewer` before any flip.
fn board_side(state: &GameState, viewer: &str) -> Color {
    if state.status() == Status::Active {
        state.turn()
    } else {
        state.color_of(viewer).unwrap_or(Color::White)
    }
}

/// Show this channel's board
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Show it from the other side"] flip: Option<bool>,
) -> Result<(), Error> {
    let state = ctx.data().service.current_or_last(&channel(ctx)).await?;
    let mut bottom = board_side(&state, &author_id(ctx));
    if flip.unwrap_or(false) {
        bottom = !bottom;
    }
    ctx.defer().await?;
    let board = present::render(&state, bottom).await?;
    let reply = CreateReply::default()
        .content(super::correspondence::with_deadline(
            present::board_text(&state),
            &state,
        ))
        .attachment(board)
        .allowed_mentions(pings(&[]));
    ctx.send(reply).await?;
    Ok(())
}

/// Claim the citadel draw (options citadel=claim or second-entry)
#[poise::command(slash_command)]
pub async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    let service = &ctx.data().service;
    let channel = channel(ctx);
    let user = author_id(ctx);
    let state = match service.claim_citadel_draw(&channel, &user).await {
        Ok(s) => s,
        Err(e) => return Err(refine(service, &channel, e).await),
    };
    let claimer = state.color_of(&user).unwrap_or(state.turn());
    let text = format!(
        "{} claimed a draw.\n{}",
        present::player(&state, claimer),
        present::result_line(&state).unwrap_or_default()
    );
    let reply = CreateReply::default()
        .content(text)
        .allowed_mentions(pings(&[state.player_id(!claimer)]));
    ctx.send(reply).await?;
    Ok(())
}

/// The variant and options of this channel's game
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let state = ctx.data().service.current_or_last(&channel(ctx)).await?;
    let reply = CreateReply::default()
        .content(present::rules_text(&state))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// How to play, and the move notation
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let reply = CreateReply::default()
        .content(present::HELP)
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn the_variant_menu_is_every_variant_by_its_human_name() {
        assert_eq!(VariantChoice::list().len(), VariantId::ALL.len());
        for (i, id) in VariantId::ALL.into_iter().enumerate() {
            let choice = VariantChoice::from_index(i).unwrap();
            assert_eq!(choice.id(), id);
            assert_eq!(choice.name(), id.name());
        }
    }
}
