//! `/learn [lesson] [move]` (issue 34): the lessons ([`crate::learn`]) as ephemeral
//! messages. A task shows its text, the board picture (with alt text) and the Move picker of
//! the game ([`super::picker::piece_groups`], then [`super::picker::destination_groups`]);
//! `/learn move:<text>` answers by text. A wrong move is explained and the task stays; a
//! right one is stored and the next task follows. Without a lesson `/learn` shows the list
//! with a ✓ per finished lesson and the task where the player stopped.
//!
//! Every component carries what it needs in its custom id, so it works after a restart:
//! `learn:t:{lesson}:{task}` (show a task: Next, Back, Continue), `learn:p:{lesson}:{task}:{k}`
//! (piece select `k`; value: the square), `learn:d:{lesson}:{task}:{from}:{k}` (destination
//! select; value: the move's canonical text), `learn:l` (the list), `learn:o:{k}` (lesson
//! select `k`; value: the lesson id).

use super::limits::{clamp, echo, MAX_CHOICES, MAX_CHOICE_LEN, MAX_CUSTOM_ID, MAX_MOVE_INPUT};
use super::picker::{self, Group};
use super::{author_id, lang, style, Context, Data, Error};
use crate::i18n::Lang;
use crate::learn::{self, At, Progress, Tutor, Verdict, LESSONS};
use crate::rules::Square;
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// The prefix of every lesson component's custom id.
pub const PREFIX: &str = "learn:";

/// The file name of a task's board picture.
pub const BOARD_FILE: &str = "lesson.png";

/// What a lesson component asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Show task `At`.
    Task(At),
    /// A piece chosen in task `At`'s picker.
    Piece(At),
    /// A destination chosen for the piece on the square, in task `At`.
    Destination(At, Square),
    /// The lesson list.
    List,
    /// A lesson chosen in the list.
    Open,
}

/// The custom id showing task `at`.
pub fn task_id(at: At) -> String {
    format!("{PREFIX}t:{}:{}", LESSONS[at.0].id, at.1)
}

/// The custom id of the list button.
pub const LIST_ID: &str = "learn:l";

/// Parses a lesson custom id; `None` for any other id, or a lesson or task that does not
/// exist (any more).
pub fn parse(id: &str) -> Option<Click> {
    let parts: Vec<&str> = id.strip_prefix(PREFIX)?.split(':').collect();
    let at = |l: &str, t: &str| -> Option<At> {
        let (i, lesson) = learn::find(l)?;
        let t: usize = t.parse().ok()?;
        (t < lesson.tasks.len()).then_some((i, t))
    };
    match parts.as_slice() {
        ["t", l, t] => Some(Click::Task(at(l, t)?)),
        ["p", l, t, _] => Some(Click::Piece(at(l, t)?)),
        ["d", l, t, from, _] => Some(Click::Destination(at(l, t)?, from.parse().ok()?)),
        ["l"] => Some(Click::List),
        ["o", _] => Some(Click::Open),
        _ => None,
    }
}

/// What the message shows of the board.
enum Board {
    /// The picture of this task (replacing any other).
    Task(At),
    /// No picture.
    None,
    /// The picture already there.
    Keep,
}

/// One state of the lesson message: its text, picture and components.
struct Screen {
    text: String,
    board: Board,
    rows: Vec<serenity::CreateActionRow>,
}

/// A button.
fn button(id: String, label: String, style: serenity::ButtonStyle) -> serenity::CreateButton {
    debug_assert!(id.len() <= MAX_CUSTOM_ID);
    serenity::CreateButton::new(id).label(label).style(style)
}

/// The Next and Lessons buttons of task `at` (Next: the following task; none after the
/// last task of the last lesson).
fn task_buttons(at: At, lang: Lang) -> serenity::CreateActionRow {
    let mut row = Vec::new();
    if let Some(next) = Progress::after(at) {
        row.push(button(
            task_id(next),
            tr!(lang, "learn-button-next"),
            serenity::ButtonStyle::Primary,
        ));
    }
    row.push(button(
        LIST_ID.to_string(),
        tr!(lang, "learn-button-lessons"),
        serenity::ButtonStyle::Secondary,
    ));
    serenity::CreateActionRow::Buttons(row)
}

/// Task `at` under `head` (what just happened, may be empty): its text, its board, the piece
/// picker, Next and Lessons.
fn task_screen(head: &str, at: At, lang: Lang) -> Screen {
    let mut text = head.to_string();
    if !text.is_empty() {
        text.push_str("\n\n");
    }
    text.push_str(&learn::task_text(at, lang));
    let mut rows = match LESSONS[at.0].position(at.1) {
        Ok(pos) => {
            let mut groups = picker::piece_groups(&pos, lang);
            groups.truncate(picker::MAX_SELECTS);
            picker::select_rows(&format!("{PREFIX}p:{}:{}", LESSONS[at.0].id, at.1), groups)
        }
        Err(_) => Vec::new(),
    };
    rows.push(task_buttons(at, lang));
    Screen {
        text,
        board: Board::Task(at),
        rows,
    }
}

/// The destinations of the piece on `from` in task `at`, with Back and Lessons (the board
/// stays). The piece select again when that piece cannot move.
fn destination_screen(at: At, from: Square, lang: Lang) -> Screen {
    let Ok(pos) = LESSONS[at.0].position(at.1) else {
        return task_screen("", at, lang);
    };
    let groups = picker::destination_groups(&pos, from, lang);
    let name = pos.piece_at(from).map_or_else(
        || tr!(lang, "discord-picker-piece"),
        |p| pos.variant().piece_name(p.role).to_string(),
    );
    if groups.is_empty() {
        let head = tr!(
            lang,
            "discord-picker-no-move",
            piece = &name,
            square = from.to_string()
        );
        return task_screen(&head, at, lang);
    }
    let mut rows = picker::select_rows(
        &format!("{PREFIX}d:{}:{}:{from}", LESSONS[at.0].id, at.1),
        groups,
    );
    rows.push(serenity::CreateActionRow::Buttons(vec![
        button(
            task_id(at),
            tr!(lang, "discord-button-back"),
            serenity::ButtonStyle::Secondary,
        ),
        button(
            LIST_ID.to_string(),
            tr!(lang, "learn-button-lessons"),
            serenity::ButtonStyle::Secondary,
        ),
    ]));
    let text = format!(
        "{}\n\n{}",
        learn::task_text(at, lang),
        tr!(
            lang,
            "discord-picker-destination-step",
            piece = name,
            square = from.to_string()
        )
    );
    Screen {
        text,
        board: Board::Keep,
        rows,
    }
}

/// The lesson list of `progress` under `head`, with Continue (where the player stopped) and
/// the lessons as select menus.
fn list_screen(head: &str, progress: &Progress, lang: Lang) -> Screen {
    let mut text = head.to_string();
    if !text.is_empty() {
        text.push_str("\n\n");
    }
    text.push_str(&learn::list_text(progress, lang));
    let mut rows = Vec::new();
    match progress.resume() {
        Some(at) => {
            let lesson = &LESSONS[at.0];
            text.push('\n');
            text.push_str(&tr!(
                lang,
                "learn-continue",
                title = lesson.title(lang),
                task = at.1 + 1,
                tasks = lesson.tasks.len()
            ));
            rows.push(serenity::CreateActionRow::Buttons(vec![button(
                task_id(at),
                tr!(lang, "learn-button-continue"),
                serenity::ButtonStyle::Primary,
            )]));
        }
        None => {
            text.push('\n');
            text.push_str(&tr!(lang, "learn-all-done"));
        }
    }
    let options: Vec<(String, String)> = LESSONS
        .iter()
        .enumerate()
        .map(|(i, l)| (lesson_label(i, progress, lang), l.id.to_string()))
        .collect();
    let parts = options.len().div_ceil(MAX_CHOICES);
    let groups = options
        .chunks(MAX_CHOICES)
        .enumerate()
        .map(|(k, c)| Group {
            placeholder: if parts > 1 {
                tr!(lang, "learn-open-lesson-part", part = k + 1, parts = parts)
            } else {
                tr!(lang, "learn-open-lesson")
            },
            options: c.to_vec(),
        })
        .take(picker::MAX_SELECTS)
        .collect();
    rows.extend(picker::select_rows(&format!("{PREFIX}o"), groups));
    Screen {
        text,
        board: Board::None,
        rows,
    }
}

/// A lesson in a menu: "3. Giraffe ✓" (the tick when finished), at most 100 characters.
fn lesson_label(i: usize, progress: &Progress, lang: Lang) -> String {
    let title = LESSONS[i].title(lang);
    let label = if progress.finished(i) {
        tr!(lang, "learn-list-done", number = i + 1, title = title)
    } else {
        tr!(lang, "learn-list-todo", number = i + 1, title = title)
    };
    super::limits::cut(&label, MAX_CHOICE_LEN)
}

/// The board of `screen` as an attachment with its description, drawn off the executor.
async fn board_file(at: At, lang: Lang) -> Result<serenity::CreateAttachment, Error> {
    let png = tokio::task::spawn_blocking(move || learn::board_png(at, lang))
        .await
        .map_err(|e| Error::Internal(format!("lesson board failed: {e}")))?; // operator: the log
    Ok(serenity::CreateAttachment::bytes(png, BOARD_FILE).description(learn::board_alt(at, lang)))
}

/// The task or list after a right answer to `at` (with `head` on top).
fn after_right(head: &str, at: At, progress: &Progress, lang: Lang) -> Screen {
    match Progress::after(at) {
        Some(next) => task_screen(head, next, lang),
        None => list_screen(head, progress, lang),
    }
}

/// Completions of `lesson:`: the lessons whose number, id or title (in the reader's
/// language) begins with what was typed, as "3. Giraffe", valued by id; at most 25.
async fn autocomplete_lesson(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let lang = lang(ctx);
    let typed = partial.trim().to_lowercase();
    let choices = LESSONS
        .iter()
        .enumerate()
        .filter(|(i, l)| {
            typed.is_empty()
                || l.id.starts_with(&typed)
                || l.title(lang).to_lowercase().contains(&typed)
                || (i + 1).to_string() == typed
        })
        .take(MAX_CHOICES)
        .map(|(i, l)| {
            let label = tr!(
                lang,
                "learn-list-todo",
                number = i + 1,
                title = l.title(lang)
            );
            serenity::AutocompleteChoice::new(super::limits::cut(&label, MAX_CHOICE_LEN), l.id)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Short lessons: how each piece moves and the special rules, with tasks to solve
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    #[description = "A lesson (its name or number); without it, the list and where you stopped"]
    #[autocomplete = "autocomplete_lesson"]
    lesson: Option<String>,
    #[description = "Your answer to the lesson's task, e.g. Gc3xg4"] r#move: Option<String>,
) -> Result<(), Error> {
    let lang = lang(ctx);
    if let Some(m) = &r#move {
        if m.chars().count() > MAX_MOVE_INPUT {
            return Err(Error::Refused(tr!(
                lang,
                "discord-move-too-long",
                input = echo(m)
            )));
        }
    }
    let _busy = super::Busy::start();
    ctx.defer_ephemeral().await?;
    crate::metrics::answered(ctx.id());
    let data = ctx.data();
    let tutor = Tutor::new(data.service.store().clone());
    let user = author_id(ctx);
    let progress = tutor
        .progress(&user)
        .await
        .map_err(|e| Error::Game(e.into()))?;
    let asked = lesson.as_deref().filter(|l| !l.trim().is_empty());
    let at = match asked {
        Some(l) => match learn::lookup(l, lang) {
            Some(i) => Some(progress.start_of(i)),
            None => {
                let head = tr!(lang, "learn-unknown", value = echo(l));
                return send(ctx, list_screen(&head, &progress, lang), lang).await;
            }
        },
        None => progress.resume(),
    };
    let screen = match (at, r#move.as_deref().filter(|m| !m.trim().is_empty())) {
        (None, _) => list_screen("", &progress, lang),
        (Some(at), Some(m)) => {
            let (verdict, progress) = tutor
                .solve(&user, at, m, data.service.now(), lang)
                .await
                .map_err(|e| Error::Game(e.into()))?;
            match verdict {
                Verdict::Right { played, note } => {
                    let head = learn::right_text(at, &played, &note, lang);
                    after_right(&head, at, &progress, lang)
                }
                Verdict::Wrong(why) => task_screen(&why, at, lang),
            }
        }
        (Some(at), None) if asked.is_none() => {
            let head = learn::list_text(&progress, lang);
            task_screen(&head, at, lang)
        }
        (Some(at), None) => task_screen("", at, lang),
    };
    send(ctx, screen, lang).await
}

/// Sends `screen` as the ephemeral answer of the command.
async fn send(ctx: Context<'_>, screen: Screen, lang: Lang) -> Result<(), Error> {
    let mut reply = CreateReply::default()
        .content(clamp(&screen.text))
        .ephemeral(true)
        .components(screen.rows)
        .allowed_mentions(style::pings::<&str>(&[]));
    if let Board::Task(at) = screen.board {
        reply = reply.attachment(board_file(at, lang).await?);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The value chosen in a select interaction.
fn chosen(component: &serenity::ComponentInteraction) -> Option<String> {
    match &component.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    }
}

/// Handles a click on a lesson component (see the module docs): the lesson message is
/// updated in place. Returns `false` at once for ids that are not the lessons'.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) -> bool {
    if !component.data.custom_id.starts_with(PREFIX) {
        return false;
    }
    let lang = Lang::from_discord(&component.locale);
    let _busy = super::Busy::start();
    // The first answer, before any database work: the lesson message itself is updated.
    if let Err(e) = component
        .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a lesson click");
        return true;
    }
    let screen = match step(data, component, lang).await {
        Ok(s) => s,
        Err(e) => Screen {
            text: super::user_message(&e, lang),
            board: Board::Keep,
            rows: Vec::new(),
        },
    };
    let mut edit = serenity::EditInteractionResponse::new()
        .content(clamp(&screen.text))
        .components(screen.rows)
        .allowed_mentions(style::pings::<&str>(&[]));
    match screen.board {
        Board::Task(at) => match board_file(at, lang).await {
            Ok(f) => edit = edit.clear_attachments().new_attachment(f),
            Err(e) => tracing::warn!(error = %e, "no lesson board"),
        },
        Board::None => edit = edit.clear_attachments(),
        Board::Keep => {}
    }
    if let Err(e) = component.edit_response(ctx, edit).await {
        tracing::warn!(error = %e, "could not update a lesson");
    }
    true
}

/// What a click leads to.
async fn step(
    data: &Data,
    component: &serenity::ComponentInteraction,
    lang: Lang,
) -> Result<Screen, Error> {
    let stale = || Error::Refused(super::stale_text(lang));
    let click = parse(&component.data.custom_id).ok_or_else(stale)?;
    let tutor = Tutor::new(data.service.store().clone());
    let user = component.user.id.to_string();
    let store_err = |e: crate::store::StoreError| Error::Game(e.into());
    Ok(match click {
        Click::Task(at) => task_screen("", at, lang),
        Click::Piece(at) => {
            let from = chosen(component)
                .and_then(|s| s.parse::<Square>().ok())
                .ok_or_else(stale)?;
            destination_screen(at, from, lang)
        }
        Click::Destination(at, _) => {
            let text = chosen(component).ok_or_else(stale)?;
            let (verdict, progress) = tutor
                .solve(&user, at, &text, data.service.now(), lang)
                .await
                .map_err(store_err)?;
            match verdict {
                Verdict::Right { played, note } => {
                    let head = learn::right_text(at, &played, &note, lang);
                    after_right(&head, at, &progress, lang)
                }
                Verdict::Wrong(why) => task_screen(&why, at, lang),
            }
        }
        Click::List => {
            let progress = tutor.progress(&user).await.map_err(store_err)?;
            list_screen("", &progress, lang)
        }
        Click::Open => {
            let id = chosen(component).ok_or_else(stale)?;
            let (i, _) = learn::find(&id).ok_or_else(stale)?;
            let progress = tutor.progress(&user).await.map_err(store_err)?;
            task_screen("", progress.start_of(i), lang)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip() {
        let (g, _) = learn::find("giraffe").unwrap();
        assert_eq!(task_id((g, 1)), "learn:t:giraffe:1");
        assert_eq!(parse("learn:t:giraffe:1"), Some(Click::Task((g, 1))));
        assert_eq!(parse("learn:t:giraffe:2"), None);
        assert_eq!(parse("learn:t:nothing:0"), None);
        assert_eq!(parse("learn:p:giraffe:0:0"), Some(Click::Piece((g, 0))));
        assert_eq!(
            parse("learn:d:giraffe:0:c3:0"),
            Some(Click::Destination((g, 0), "c3".parse().unwrap()))
        );
        assert_eq!(parse(LIST_ID), Some(Click::List));
        assert_eq!(parse("learn:o:1"), Some(Click::Open));
        assert_eq!(parse("timur:mv:1:2"), None);
        let longest = LESSONS.iter().map(|l| l.id.len()).max().unwrap();
        assert!(format!("learn:d:{}:0:x1:3", "x".repeat(longest)).len() <= MAX_CUSTOM_ID);
    }
}
