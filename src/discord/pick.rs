//! A choice in a game select (`timur:pick:…`, made by [`super::find`] when a command could mean
//! several games): runs the command on the chosen game. Kept apart from `find` because it calls
//! the commands' own answers (`play`, `info`), which themselves use `find`.

use super::find::{link, receipt, Cmd};
use super::limits::clamp;
use super::style::pings;
use super::{user_message, Data, Error};
use crate::game::{At, GameError, GameState};
use crate::i18n::Lang;
use poise::serenity_prelude as serenity;

/// Handles a choice in a game select (`false` for any other component).
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) -> bool {
    let Some(cmd) = Cmd::parse(&component.data.custom_id) else {
        return false;
    };
    // The first answer: deferring an update of the (ephemeral) select message.
    if let Err(e) = component
        .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a game choice");
        return true;
    }
    let game_id = match &component.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            values.first().and_then(|v| v.parse::<i64>().ok())
        }
        _ => None,
    };
    let lang = Lang::from_discord(&component.locale);
    let outcome = match game_id {
        Some(id) => chosen(ctx, data, component, cmd, id, lang).await,
        None => Err(Error::Refused(super::buttons::stale_text(lang))),
    };
    if let Err(e) = outcome {
        edit(ctx, component, &user_message(&e, lang), Vec::new(), None).await;
    }
    true
}

/// Edits the select message: `text`, `rows`, and a file if any.
async fn edit(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: &str,
    rows: Vec<serenity::CreateActionRow>,
    file: Option<serenity::CreateAttachment>,
) {
    let mut e = serenity::EditInteractionResponse::new()
        .content(clamp(text))
        .components(rows)
        .allowed_mentions(pings::<&str>(&[]));
    if let Some(f) = file {
        e = e.new_attachment(f);
    }
    if let Err(err) = component.edit_response(ctx, e).await {
        tracing::warn!(error = %err, "could not answer a game choice");
    }
}

/// Runs `cmd` on game `id`, chosen by the clicker (answers in their `lang`).
async fn chosen(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    cmd: Cmd,
    id: i64,
    lang: Lang,
) -> Result<(), Error> {
    let service = &data.service;
    let user = component.user.id.to_string();
    let here = component.channel_id.to_string();
    let st: GameState = service.load(At::Game(id)).await?;
    let rec = st.record.clone();
    if rec.color_of(&user).is_none() && cmd.changes() {
        return Err(GameError::NotYourGame.into());
    }
    let service = &service.receipted(receipt(&component.token, &rec, &here, lang));
    let at = At::Game(id);
    match cmd {
        Cmd::Move(text) => {
            service.play(at, &user, &text).await?;
        }
        Cmd::Claim => {
            service.claim(at, &user).await?;
        }
        Cmd::Draw => {
            service.offer_draw(at, &user).await?;
        }
        Cmd::Abort => {
            service.abort(at, &user).await?;
        }
        Cmd::Takeback => {
            service.request_takeback(at, &user).await?;
        }
        Cmd::Resign => {
            let (text, rows) = super::play::resign_question(&rec, &user, lang)?;
            edit(ctx, component, &text, rows, None).await;
        }
        Cmd::Board(flip) => {
            let (text, png, rows, alt) =
                super::play::board_reply(service, st, &user, flip, lang).await?;
            let text = format!("{text}{}", link(&rec, &here, lang));
            let file = serenity::CreateAttachment::bytes(png, super::BOARD_FILE).description(alt);
            edit(ctx, component, &text, rows, Some(file)).await;
        }
        Cmd::History(n, public) => {
            let (text, png, alt) =
                super::info::history_reply(service, &rec, n, &user, lang).await?;
            let file = serenity::CreateAttachment::bytes(png, super::BOARD_FILE).description(alt);
            if public {
                edit(
                    ctx,
                    component,
                    &crate::tr!(lang, "discord-shared-below", link = link(&rec, &here, lang)),
                    Vec::new(),
                    None,
                )
                .await;
                let f = serenity::CreateInteractionResponseFollowup::new()
                    .content(clamp(&text))
                    .add_file(file)
                    .allowed_mentions(pings::<&str>(&[]));
                component.create_followup(ctx, f).await?;
            } else {
                edit(ctx, component, &text, Vec::new(), Some(file)).await;
            }
        }
        Cmd::Rules => {
            let text = crate::explain::guide::rules_text(rec.variant, &rec.options, lang);
            edit(ctx, component, &text, Vec::new(), None).await;
        }
    }
    Ok(())
}
