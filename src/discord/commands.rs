//! The slash commands, one function each. Each validates through the service before any
//! public reply (or defer), so a refusal is still answered ephemerally by the error handler.

use super::present::{self, pings};
use super::{Context, Error};
use crate::explain::guide;
use crate::game::{GameError, GameService, GameState, Player};
use crate::rules::{Color, RuleOptions, Variant, VariantId};
use crate::store::Status;
use poise::serenity_prelude as serenity;
use poise::ChoiceParameter;
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

/// The rules of this channel's game, or of a variant
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Show this variant's default rules instead of this channel's game"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let text = match variant {
        Some(v) => guide::rules_text(v.id(), &v.id().default_options()),
        None => present::rules_text(&ctx.data().service.current_or_last(&channel(ctx)).await?),
    };
    let reply = CreateReply::default().content(text).ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
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
            .map(VariantChoice::id),
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
    match ctx.data().service.current_or_last(&channel(ctx)).await {
        Ok(state) => (state.variant, state.options),
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
    let (id, options) = asked_variant(ctx, variant.map(VariantChoice::id)).await;
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
            name.chars().take(40).collect::<String>(),
            known.join(", ")
        )));
    };
    ctx.defer_ephemeral().await?;
    let png = tokio::task::spawn_blocking(move || {
        crate::render::render_piece_diagram(Variant::get(id, &options), role, &options)
    })
    .await
    .map_err(|e| Error::Internal(format!("piece diagram failed: {e}")))?;
    let reply = CreateReply::default()
        .content(guide::piece_text(v, role, &options))
        .attachment(serenity::CreateAttachment::bytes(png, PIECE_FILE))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// The attachment name of a piece diagram.
pub const PIECE_FILE: &str = "piece.png";
/// The attachment name of a variant's piece legend.
pub const LEGEND_FILE: &str = "pieces.png";

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
        let (id, options) = asked_variant(ctx, variant.map(VariantChoice::id)).await;
        ctx.defer_ephemeral().await?;
        let png = tokio::task::spawn_blocking(move || {
            crate::render::render_legend(Variant::get(id, &options))
        })
        .await
        .map_err(|e| Error::Internal(format!("legend failed: {e}")))?;
        let reply = CreateReply::default()
            .content(guide::pieces_text(Variant::get(id, &options)))
            .attachment(serenity::CreateAttachment::bytes(png, LEGEND_FILE))
            .ephemeral(true);
        ctx.send(reply).await?;
        return Ok(());
    }
    let reply = CreateReply::default()
        .content(present::HELP)
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
