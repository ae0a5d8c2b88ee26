//! The one button codec and dispatcher. A button's `custom_id` is `timur:{action}:{game_id}`
//! with an [`Action`] of the game layer; clicks are answered from the database, so buttons
//! keep working after a restart.
//!
//! A click is acknowledged at once, before any database work: on a public message with an
//! ephemeral defer (the clicker's own "thinking…" reply), on an ephemeral message (the
//! `/resign` question) by deferring an update of that message. The action then runs with the
//! interaction token as its receipt ([`crate::game::GameService::receipted`], tagged with the
//! answer: [`crate::game::Receipt::answer`]), so the delivery worker edits the deferred reply with the
//! confirmation ([`announce::answer_text`]) before it posts the public announcement, also after
//! a crash between the commit and the reply. Refusals are ephemeral followups. Once the answer
//! is stored, the buttons are taken off the public message it was given on: a message edit
//! that is best effort (a failure, or a crash before it, leaves them, and a later click on them
//! is refused politely because the answer no longer applies).

use super::limits::MAX_CUSTOM_ID;
use super::style::pings;
use super::{user_message, Data, Error};
use crate::game::{Action, At, GameError, GameService, Player, Receipt, Status};
use crate::i18n::Lang;
use poise::serenity_prelude as serenity;

/// The prefix of every `custom_id` this bot makes.
pub const PREFIX: &str = "timur";

/// The answer, in `lang`, to a component (button, select) or modal whose `custom_id` does not
/// parse, whatever it is (from an older version of the bot, or not the bot's at all): the
/// catalog's `discord-stale-button`.
pub fn stale_text(lang: Lang) -> String {
    crate::tr!(lang, "discord-stale-button")
}

/// The label of `action`'s button in `lang`.
pub fn label(action: Action, lang: Lang) -> String {
    let id = match action {
        Action::Accept | Action::DrawYes | Action::TakebackYes => "discord-button-accept",
        Action::Decline | Action::DrawNo | Action::TakebackNo => "discord-button-decline",
        Action::Resign => "discord-button-resign",
        Action::Rematch => "discord-button-rematch",
        Action::Pick => "discord-button-move",
    };
    crate::tr!(lang, id)
}

/// `timur:{action}:{game_id}`.
pub fn custom_id(action: Action, game_id: i64) -> String {
    let id = format!("{PREFIX}:{}:{game_id}", action.code());
    debug_assert!(id.len() <= MAX_CUSTOM_ID);
    id
}

/// Parses a `custom_id` made by [`custom_id`].
pub fn parse_custom_id(id: &str) -> Option<(Action, i64)> {
    let mut parts = id.split(':');
    if parts.next()? != PREFIX {
        return None;
    }
    // A picked move is a receipt's tag, never a button of its own.
    let action = Action::from_code(parts.next()?).filter(|a| *a != Action::Pick)?;
    let game_id = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((action, game_id))
}

/// One action row with a button per action (accepting ones green, the others red), labelled
/// in `lang`.
pub fn rows(actions: &[Action], game_id: i64, lang: Lang) -> Vec<serenity::CreateActionRow> {
    if actions.is_empty() {
        return Vec::new();
    }
    let buttons = actions
        .iter()
        .map(|a| {
            let style = match a {
                Action::Accept | Action::DrawYes | Action::TakebackYes => {
                    serenity::ButtonStyle::Success
                }
                Action::Rematch => serenity::ButtonStyle::Primary,
                _ => serenity::ButtonStyle::Danger,
            };
            serenity::CreateButton::new(custom_id(*a, game_id))
                .label(label(*a, lang))
                .style(style)
        })
        .collect();
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

/// Handles a click on any button.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) {
    if super::picker::handle(ctx, data, component).await {
        return;
    }
    let id = &component.data.custom_id;
    let received = std::time::Instant::now();
    let _busy = super::Busy::start();
    let Some((action, game_id)) = parse_custom_id(id) else {
        crate::metrics::interaction("button", "refused");
        // Whatever the id (empty, too long, another case, another version's): answered, so
        // Discord never shows "This interaction failed".
        let lang = Lang::from_discord(&component.locale);
        if let Err(e) = component.create_response(ctx, stale_answer(lang)).await {
            tracing::warn!(error = %e, "could not answer a stale button");
        }
        crate::metrics::first_answer(received.elapsed());
        return;
    };
    // The first answer, before any database work. An ephemeral message is the clicker's own:
    // the confirmation replaces it (and its buttons); a public one stays as it is.
    let on_ephemeral = component
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    let ack = if on_ephemeral {
        serenity::CreateInteractionResponse::Acknowledge
    } else {
        serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        )
    };
    if let Err(e) = component.create_response(ctx, ack).await {
        tracing::warn!(error = %e, game_id, "could not acknowledge a button click");
        crate::metrics::interaction("button", "error");
        return;
    }
    crate::metrics::first_answer(received.elapsed());
    let user = component.user.id.to_string();
    let name = component.member.as_ref().map_or_else(
        || component.user.display_name().to_string(),
        |m| m.display_name().to_string(),
    );
    let lang = Lang::from_discord(&component.locale);
    let service = data
        .service
        .receipted(Receipt::new(component.token.clone(), lang).answer(action));
    let outcome = click(&service, action, game_id, &Player::new(user, name)).await;
    crate::metrics::interaction(
        "button",
        match &outcome {
            Ok(()) => "ok",
            Err(e) => super::outcome(e),
        },
    );
    match outcome {
        // Stored: the confirmation follows from the outbox. Best effort: take the buttons off
        // the public message (the ephemeral one loses them with the confirmation).
        Ok(()) if !on_ephemeral => {
            let edit = serenity::EditMessage::new().components(Vec::new());
            if let Err(e) = component
                .channel_id
                .edit_message(ctx, component.message.id, edit)
                .await
            {
                tracing::warn!(error = %e, game_id, "could not remove the buttons");
            }
        }
        Ok(()) => {}
        Err(e) => {
            let followup = serenity::CreateInteractionResponseFollowup::new()
                .content(user_message(&e, Lang::from_discord(&component.locale)))
                .ephemeral(true)
                .allowed_mentions(pings::<&str>(&[]));
            if let Err(e) = component.create_followup(ctx, followup).await {
                tracing::warn!(error = %e, game_id, "could not answer a button click");
            }
        }
    }
}

/// The ephemeral [`stale_text`] answer (in `lang`) to a component or modal the bot does not
/// know.
pub fn stale_answer(lang: Lang) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(stale_text(lang))
            .ephemeral(true)
            .allowed_mentions(pings::<&str>(&[])),
    )
}

/// Answers a modal submission nothing else claimed with [`stale_text`] (ephemeral, in the
/// submitter's language).
pub async fn stale_modal(ctx: &serenity::Context, modal: &serenity::ModalInteraction) {
    let lang = Lang::from_discord(&modal.locale);
    if let Err(e) = modal.create_response(ctx, stale_answer(lang)).await {
        tracing::warn!(error = %e, "could not answer an unknown modal");
    }
}

/// Runs the action of a click; its confirmation goes out with its first announcement.
async fn click(
    service: &GameService,
    action: Action,
    game_id: i64,
    player: &Player,
) -> Result<(), Error> {
    let user = player.id.as_str();
    match action {
        Action::Accept => {
            service.accept(game_id, player).await?;
        }
        Action::Decline => {
            let state = service.load(At::Game(game_id)).await?;
            if state.record.status == Status::Challenge && state.record.challenger_id == user {
                service.withdraw(game_id, user).await?;
            } else {
                service.decline(game_id, user).await?;
            }
        }
        Action::DrawYes | Action::DrawNo => {
            service
                .answer_draw(game_id, user, action == Action::DrawYes)
                .await?;
        }
        Action::TakebackYes | Action::TakebackNo => {
            service
                .answer_takeback(game_id, user, action == Action::TakebackYes)
                .await?;
        }
        Action::Rematch => {
            service.rematch(game_id, player).await?;
        }
        Action::Pick => return Err(super::Say::new("discord-stale-button").into()),
        Action::Resign => match service.resign(At::Game(game_id), user).await {
            Ok(_) => {}
            Err(GameError::GameOver) => return Err(GameError::OfferGone.into()),
            Err(e) => return Err(e.into()),
        },
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip() {
        for a in Action::ALL.into_iter().filter(|a| *a != Action::Pick) {
            assert_eq!(parse_custom_id(&custom_id(a, 42)), Some((a, 42)));
        }
        assert_eq!(parse_custom_id("timur:picked:1"), None);
        assert_eq!(custom_id(Action::DrawYes, 7), "timur:draw-yes:7");
        assert_eq!(
            parse_custom_id("timur:rematch:1"),
            Some((Action::Rematch, 1))
        );
        assert_eq!(parse_custom_id("timur:nonsense:1"), None);
        assert_eq!(parse_custom_id("timur:draw-yes:1:2"), None);
        assert_eq!(parse_custom_id("timur:accept:x"), None);
        assert_eq!(parse_custom_id("other:accept:1"), None);
    }

    #[test]
    fn english_labels_are_the_game_layers_and_the_stale_text_is_the_constant() {
        for a in Action::ALL {
            assert_eq!(label(a, Lang::En), a.label());
        }
        assert_eq!(stale_text(Lang::En), "This button is no longer valid.");
        assert_eq!(label(Action::Accept, Lang::De), "Annehmen");
    }
}
