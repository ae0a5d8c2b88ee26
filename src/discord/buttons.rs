//! The Accept / Decline buttons of a challenge. Their `custom_id` holds the game id, and clicks
//! are handled from the global event handler by loading the game from the database: no
//! in-memory collector, so buttons posted before a restart still work.

use super::present::{self, pings};
use super::{user_message, Data, Error};
use crate::game::GameState;
use poise::serenity_prelude as serenity;

/// Prefix of every `custom_id` this bot creates.
const PREFIX: &str = "timur";

/// What a button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The challenged player accepts.
    Accept,
    /// The challenged player declines, or the challenger cancels.
    Decline,
}

impl Action {
    fn as_str(self) -> &'static str {
        match self {
            Action::Accept => "accept",
            Action::Decline => "decline",
        }
    }
}

/// `timur:{action}:{game_id}` (well under Discord's 100-character `custom_id` limit).
pub fn custom_id(action: Action, game_id: i64) -> String {
    format!("{PREFIX}:{}:{game_id}", action.as_str())
}

/// Parses a `custom_id` made by [`custom_id`].
pub fn parse_custom_id(id: &str) -> Option<(Action, i64)> {
    let mut parts = id.split(':');
    if parts.next()? != PREFIX {
        return None;
    }
    let action = match parts.next()? {
        "accept" => Action::Accept,
        "decline" => Action::Decline,
        _ => return None,
    };
    let game_id = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((action, game_id))
}

/// One action row with Accept (green) and Decline (red) for `game_id`.
pub fn challenge_buttons(game_id: i64) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(custom_id(Action::Accept, game_id))
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(custom_id(Action::Decline, game_id))
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
    ])]
}

/// Handles a button click; failures are logged (there is no command context to answer in).
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) {
    let Some((action, game_id)) = parse_custom_id(&component.data.custom_id) else {
        tracing::debug!(custom_id = %component.data.custom_id, "ignoring an unknown button");
        return;
    };
    if let Err(e) = click(ctx, data, component, action, game_id).await {
        let text = user_message(&e);
        let refusal = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true)
                .allowed_mentions(pings(&[])),
        );
        if let Err(e) = component.create_response(ctx, refusal).await {
            tracing::error!(error = %e, game_id, "could not answer a button click");
        }
    }
}

/// Applies the click; an `Err` means nothing was answered yet.
async fn click(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    action: Action,
    game_id: i64,
) -> Result<(), Error> {
    let user = component.user.id.to_string();
    let state = match action {
        Action::Accept => {
            let name = match &component.member {
                Some(m) => m.display_name().to_string(),
                None => component.user.display_name().to_string(),
            };
            let player = crate::game::Player::new(user.clone(), name);
            data.service.accept_as(game_id, &player).await?
        }
        Action::Decline => data.service.decline(game_id, &user).await?,
    };
    // Type 7: rewrite the challenge and remove its buttons.
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new()
            .content(super::correspondence::challenge_closed_text(&state))
            .components(Vec::new())
            .allowed_mentions(pings(&[])),
    );
    component.create_response(ctx, update).await?;
    if action == Action::Accept {
        if let Err(e) = post_first_board(ctx, component, &state).await {
            // The game has started regardless; /board shows it.
            tracing::error!(error = %e, game_id, "could not post the first board");
        }
    }
    Ok(())
}

async fn post_first_board(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    state: &GameState,
) -> Result<(), Error> {
    let turn = state.turn();
    let board = present::render(state, turn).await?;
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content(super::correspondence::with_deadline(
            present::start_text(state),
            state,
        ))
        .add_file(board)
        .allowed_mentions(pings(&[state.player_id(turn)]));
    component.create_followup(ctx, followup).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip() {
        assert_eq!(custom_id(Action::Accept, 42), "timur:accept:42");
        assert_eq!(
            parse_custom_id("timur:accept:42"),
            Some((Action::Accept, 42))
        );
        assert_eq!(
            parse_custom_id(&custom_id(Action::Decline, 7)),
            Some((Action::Decline, 7))
        );
        for bad in [
            "",
            "timur",
            "timur:accept",
            "timur:x:1",
            "other:accept:1",
            "timur:accept:1:2",
            "timur:accept:z",
        ] {
            assert_eq!(parse_custom_id(bad), None, "{bad}");
        }
    }
}
