//! `/premove` (issue 21): conditional moves, lichess's "conditional premoves". While the
//! opponent is to move, a player stores lines (their move, the reply, …) that are played the
//! moment the opponent's move matches. Everything here is ephemeral — the editor (the list,
//! a board of where each line ends, a Remove button per line and Remove all) is seen by its
//! owner alone; the opponent learns of a line only when its reply is played.

use super::limits::{echo, in_time, MAX_CHOICES, MAX_CHOICE_LEN, MAX_CUSTOM_ID};
use super::{author_id, channel, lang, style, user_message, Context, Data, Error};
use crate::game::{announce, At, PremoveView, Which};
use crate::i18n::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// The prefix of the editor's buttons: `premove:del:{game_id}:{line_id}`, `premove:clear:{game_id}`.
pub const PREFIX: &str = "premove:";

/// The longest line text read (10 plies of the longest move forms, with spaces and numbers).
pub const MAX_LINE_INPUT: usize = 240;

/// At most this many boards are attached to the editor (Discord allows 10 files a message).
pub const MAX_BOARDS: usize = 10;

/// The button removing line `line_id` of game `game_id`.
pub fn remove_id(game_id: i64, line_id: i64) -> String {
    format!("{PREFIX}del:{game_id}:{line_id}")
}

/// The button removing every line of game `game_id`.
pub fn clear_id(game_id: i64) -> String {
    format!("{PREFIX}clear:{game_id}")
}

/// A parsed editor button: the game and the line (`None`: all lines).
fn parse_id(id: &str) -> Option<(i64, Option<i64>)> {
    let rest = id.strip_prefix(PREFIX)?;
    let mut parts = rest.split(':');
    let r = match (parts.next()?, parts.next(), parts.next(), parts.next()) {
        ("del", Some(g), Some(l), None) => (g.parse().ok()?, Some(l.parse().ok()?)),
        ("clear", Some(g), None, None) => (g.parse().ok()?, None),
        _ => return None,
    };
    Some(r)
}

/// The board file of line `n` (1-based).
pub fn board_file(n: usize) -> String {
    format!("line-{n}.png")
}

/// Completions of the line being typed: the moves so far in canonical text, then each legal
/// next move matching the last word.
async fn autocomplete_line(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let service = &ctx.data().service;
    let (ch, user) = (channel(ctx), author_id(ctx));
    let lines =
        in_time(service.premove_suggestions(&ch, &user, partial, MAX_CHOICES, MAX_CHOICE_LEN))
            .await;
    let choices = lines
        .into_iter()
        .take(MAX_CHOICES)
        .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The editor's parts: text, board files, buttons.
struct Editor {
    text: String,
    files: Vec<serenity::CreateAttachment>,
    rows: Vec<serenity::CreateActionRow>,
}

/// Composes the editor for `view` under `head` (what was just done), in `lang`, drawing the
/// boards on a blocking thread.
async fn editor(head: &str, view: PremoveView, lang: Lang) -> Result<Editor, Error> {
    let mut text = String::new();
    if !head.is_empty() {
        text.push_str(head);
        text.push('\n');
    }
    text.push_str(&view.list_text_in(lang));
    if !view.lines.is_empty() {
        text.push('\n');
        text.push_str(&tr!(lang, "discord-premove-boards-note"));
        if view.lines.len() > MAX_BOARDS {
            text.push(' ');
            text.push_str(&tr!(
                lang,
                "discord-premove-boards-shown",
                count = MAX_BOARDS
            ));
        }
    }
    let game_id = view.record.id;
    let mut buttons: Vec<serenity::CreateButton> = view
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            serenity::CreateButton::new(remove_id(game_id, l.id))
                .label(tr!(lang, "discord-premove-remove", number = i + 1))
                .style(serenity::ButtonStyle::Secondary)
        })
        .collect();
    if !view.lines.is_empty() {
        buttons.push(
            serenity::CreateButton::new(clear_id(game_id))
                .label(tr!(lang, "discord-premove-remove-all"))
                .style(serenity::ButtonStyle::Danger),
        );
    }
    debug_assert!(buttons.len() <= 25 && remove_id(game_id, i64::MAX).len() <= MAX_CUSTOM_ID);
    let rows = buttons
        .chunks(5)
        .map(|c| serenity::CreateActionRow::Buttons(c.to_vec()))
        .collect();
    let color = view.color;
    let files = tokio::task::spawn_blocking(move || {
        view.lines
            .iter()
            .take(MAX_BOARDS)
            .enumerate()
            .map(|(i, l)| {
                serenity::CreateAttachment::bytes(
                    announce::board_png_in(&l.end, color, lang),
                    board_file(i + 1),
                )
                .description(crate::game::describe::board_in(&l.end, color, lang))
            })
            .collect::<Vec<_>>()
    })
    .await
    .map_err(|e| Error::Internal(format!("rendering failed: {e}")))?; // operator: the log
    Ok(Editor {
        text: super::limits::clamp(&text),
        files,
        rows,
    })
}

/// Answer your opponent's next moves in advance (conditional moves, seen only by you)
#[poise::command(slash_command)]
pub async fn premove(
    ctx: Context<'_>,
    #[description = "A line: their move, your reply, ... e.g. Nb2xc4 Rd1xc4 e7-e6 Rc4-c1"]
    #[autocomplete = "autocomplete_line"]
    line: Option<String>,
    #[description = "Remove line N of your list"]
    #[min = 1]
    #[max = 16]
    remove: Option<u8>,
    #[description = "Remove all your lines in this game"] clear: Option<bool>,
) -> Result<(), Error> {
    if let Some(l) = &line {
        if l.chars().count() > MAX_LINE_INPUT {
            return Err(Error::Refused(tr!(
                lang(ctx),
                "discord-premove-too-long",
                input = echo(l)
            )));
        }
    }
    ctx.defer_ephemeral().await?;
    let service = ctx.data().service.clone();
    let (ch, user) = (channel(ctx), author_id(ctx));
    let at = At::Channel(&ch);
    let (head, view) = if clear.unwrap_or(false) {
        let before = service.premove_lines(at, &user).await;
        let n = before.as_ref().map_or(0, |v| v.lines.len());
        let v = service.premove_clear(at, &user).await;
        (tr!(lang(ctx), "discord-premove-removed-n", count = n), v)
    } else if let Some(n) = remove {
        let v = service
            .premove_remove(at, &user, Which::Number(usize::from(n)))
            .await;
        (
            tr!(
                lang(ctx),
                "discord-premove-removed-line",
                number = u32::from(n)
            ),
            v,
        )
    } else if let Some(l) = line.filter(|l| !l.trim().is_empty()) {
        let v = service.premove_add(at, &user, &l).await;
        let head = match &v {
            Ok(v) => v.stored.map_or_else(String::new, |n| {
                tr!(lang(ctx), "discord-premove-stored", number = n)
            }),
            Err(_) => String::new(),
        };
        (head, v)
    } else {
        (String::new(), service.premove_lines(at, &user).await)
    };
    let view = match view {
        Ok(v) => v,
        Err(e) => return Err(super::refine(&service, &ch, e, lang(ctx)).await),
    };
    let ed = editor(&head, view, lang(ctx)).await?;
    let mut reply = CreateReply::default()
        .content(ed.text)
        .ephemeral(true)
        .components(ed.rows)
        .allowed_mentions(style::pings::<&str>(&[]));
    for f in ed.files {
        reply = reply.attachment(f);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Handles a click on an editor button (ephemeral, its owner's): removes the line(s) and
/// redraws the editor in place. Not the clicker's game or line: an ephemeral refusal.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) {
    let lang = Lang::from_discord(&component.locale);
    let Some((game_id, line)) = parse_id(&component.data.custom_id) else {
        let answer = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(super::buttons::stale_text(lang))
                .ephemeral(true),
        );
        if let Err(e) = component.create_response(ctx, answer).await {
            tracing::warn!(error = %e, "could not answer a stale button");
        }
        return;
    };
    // The first answer, before any database work: the editor is updated in place.
    if let Err(e) = component
        .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, game_id, "could not acknowledge a button click");
        return;
    }
    let user = component.user.id.to_string();
    let service = &data.service;
    let at = At::Game(game_id);
    let done = match line {
        Some(id) => service
            .premove_remove(at, &user, Which::Id(id))
            .await
            .map(|v| (tr!(lang, "discord-premove-removed-one"), v)),
        None => service
            .premove_clear(at, &user)
            .await
            .map(|v| (tr!(lang, "discord-premove-removed-all"), v)),
    };
    let result = match done {
        Ok((head, view)) => editor(&head, view, lang).await,
        Err(e) => Err(Error::Game(e)),
    };
    match result {
        Ok(ed) => {
            let mut edit = serenity::EditInteractionResponse::new()
                .content(ed.text)
                .components(ed.rows)
                .clear_attachments();
            for f in ed.files {
                edit = edit.new_attachment(f);
            }
            if let Err(e) = component.edit_response(ctx, edit).await {
                tracing::warn!(error = %e, game_id, "could not redraw the conditional moves");
            }
        }
        Err(e) => {
            let followup = serenity::CreateInteractionResponseFollowup::new()
                .content(user_message(&e, lang))
                .ephemeral(true)
                .allowed_mentions(style::pings::<&str>(&[]));
            if let Err(e) = component.create_followup(ctx, followup).await {
                tracing::warn!(error = %e, game_id, "could not answer a button click");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_round_trip() {
        assert_eq!(remove_id(7, 42), "premove:del:7:42");
        assert_eq!(parse_id("premove:del:7:42"), Some((7, Some(42))));
        assert_eq!(parse_id(&clear_id(7)), Some((7, None)));
        assert_eq!(parse_id("premove:del:7"), None);
        assert_eq!(parse_id("premove:clear:x"), None);
        assert_eq!(parse_id("timur:accept:1"), None);
    }
}
