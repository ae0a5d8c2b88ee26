//! `/tournament create|join|leave|start|close|cancel|withdraw|standings|list`, the Join/Leave
//! buttons of an announcement (`tourney:{join|leave}:{id}`), and the [`Desk`] that carries out
//! the tournament worker's posts on Discord: the announcement (edited as players join), the
//! pairings, the standings, and each game's thread (a message posted with the post's nonce,
//! then a thread started from it: a repeat posts nothing new and opens no second thread).

use super::challenge::{DaysChoice, VariantChoice};
use super::limits::clamp;
use super::style::{pings, DiscordStyle};
use super::{author_player, lang, manages_guild, Context, Error};
use crate::game::tournament::{
    Desk, DeskMessage, Event, NewTournament, TStatus, TournamentError, TournamentService,
};
use crate::game::{SendError, Style, Text};
use crate::i18n::Lang;
use crate::tournament::Format;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// The prefix of the announcement's button ids.
pub const BUTTON_PREFIX: &str = "tourney";

/// Discord's error code for "a thread has already been created for this message".
const THREAD_EXISTS: isize = 160_004;

/// The `/tournament create format:` menu.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatParam {
    /// Every pair once.
    #[name = "round-robin"]
    RoundRobin,
    /// Every pair twice.
    #[name = "double-round-robin"]
    DoubleRoundRobin,
    /// Swiss.
    #[name = "swiss"]
    Swiss,
}

impl From<FormatParam> for Format {
    fn from(f: FormatParam) -> Format {
        match f {
            FormatParam::RoundRobin => Format::RoundRobin,
            FormatParam::DoubleRoundRobin => Format::DoubleRoundRobin,
            FormatParam::Swiss => Format::Swiss,
        }
    }
}

/// The refusal for `e`, written in `lang` (a game-layer refusal stays one, for the error
/// handler to write in the user's language).
pub fn refusal(e: TournamentError, lang: Lang) -> Error {
    match e {
        TournamentError::Game(g) => Error::Game(g),
        other => Error::Refused(other.text(&DiscordStyle::new(lang))),
    }
}

/// [`refusal`] in the author's language, for `map_err`.
fn refused(ctx: Context<'_>) -> impl Fn(TournamentError) -> Error {
    let lang = lang(ctx);
    move |e| refusal(e, lang)
}

/// `name` in bold, as replies show a tournament's name.
fn bold(ctx: Context<'_>, name: &str) -> String {
    DiscordStyle::new(lang(ctx)).bold(name)
}

fn service(ctx: Context<'_>) -> TournamentService {
    TournamentService::new(ctx.data().service.clone())
}

/// The server of the interaction (every `/tournament` command is guild-only).
fn guild(ctx: Context<'_>) -> String {
    ctx.guild_id().map(|g| g.to_string()).unwrap_or_default()
}

fn roles(ctx: Context<'_>) -> Vec<String> {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.to_string()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
    }
}

/// The server's event called `name` (its newest event without a name).
async fn event_named(ctx: Context<'_>, name: Option<&str>) -> Result<Event, Error> {
    let g = guild(ctx);
    service(ctx).find(&g, name).await.map_err(refused(ctx))
}

/// A `/tournament` action on the server's event called `name` (its newest without one): finds
/// the event (a refusal before anything is acknowledged), then, as one [`super::act`], carries
/// out `action` (given the service and the event's id) and confirms with `reply` of the event
/// as the action left it.
async fn act_on_event<A, F>(
    ctx: Context<'_>,
    name: Option<String>,
    action: A,
    reply: impl FnOnce(&Event) -> String,
) -> Result<(), Error>
where
    A: FnOnce(TournamentService, i64) -> F,
    F: std::future::Future<Output = Result<Event, TournamentError>>,
{
    let ev = event_named(ctx, name.as_deref()).await?;
    super::act(ctx, async {
        let ev = action(service(ctx), ev.row.id)
            .await
            .map_err(refused(ctx))?;
        Ok(reply(&ev))
    })
    .await
}

/// The confirmation `id` in `lang` whose one argument is the event's name (in bold).
fn named(lang: Lang, id: &str, ev: &Event) -> String {
    tr!(lang, id, name = DiscordStyle::new(lang).bold(&ev.row.name))
}

/// The confirmation in `lang` of signing up for `ev` (as it is after), for `/tournament join`
/// and the announcement's Join button alike.
fn joined(lang: Lang, ev: &Event) -> String {
    tr!(
        lang,
        "discord-tournament-joined",
        name = DiscordStyle::new(lang).bold(&ev.row.name),
        count = ev.entrants.len()
    )
}

/// Run round-robin and Swiss tournaments in this server
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "close",
        "cancel",
        "withdraw",
        "standings",
        "list"
    )
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a tournament; players join with the announcement's button
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Its name (1 to 50 characters)"] name: String,
    #[description = "Which game"] variant: VariantChoice,
    #[description = "round-robin (up to 16 players) or swiss (up to 64)"] format: FormatParam,
    #[description = "Swiss only: rounds, 1 to 15 (default: ⌈log₂ players⌉ + 1)"]
    #[min = 1]
    #[max = 15]
    rounds: Option<u8>,
    #[description = "Days per move of every game (default: 3)"] days: Option<DaysChoice>,
    #[description = "Rule options of every game, e.g. citadel=claim"] options: Option<String>,
    #[description = "Rated games (default: rated when there is a time limit)"] rated: Option<bool>,
    #[description = "Most players (default: the format's maximum)"]
    #[min = 3]
    #[max = 64]
    max_players: Option<u8>,
    #[description = "Start by itself this many hours from now (with enough players)"]
    #[min = 1]
    #[max = 720]
    starts_in_hours: Option<u16>,
) -> Result<(), Error> {
    let g = guild(ctx);
    let store = ctx.data().service.store().clone();
    if let Some(role) = store
        .tournament_role(&g)
        .await
        .map_err(crate::game::GameError::from)?
    {
        if !manages_guild(ctx) && !roles(ctx).contains(&role) {
            return Err(refusal(TournamentError::RoleRequired(role), lang(ctx)));
        }
    }
    let days = days.map_or(Some(3), |d| d.0);
    let now = ctx.data().service.now();
    let req = NewTournament {
        guild_id: g,
        channel_id: ctx.channel_id().to_string(),
        name,
        variant: variant.0,
        options: options.unwrap_or_default(),
        format: format.into(),
        rounds: rounds.map(usize::from),
        days,
        rated: rated.unwrap_or_else(|| crate::rating::default_rated(days)),
        max_players: max_players.map(usize::from),
        starts_at: starts_in_hours.map(|h| now + i64::from(h) * 3600),
        creator: author_player(ctx).await,
    };
    super::act(ctx, async {
        let t = service(ctx).create(&req).await.map_err(refused(ctx))?;
        Ok(tr!(
            lang(ctx),
            "community-tournament-created",
            name = bold(ctx, &t.name)
        ))
    })
    .await
}

/// Sign up for a tournament
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
) -> Result<(), Error> {
    act_on_event(
        ctx,
        name,
        |svc, id| async move { svc.join(id, &author_player(ctx).await).await },
        |ev| joined(lang(ctx), ev),
    )
    .await
}

/// Leave a tournament (once it runs this is a withdrawal: your running game is lost by forfeit)
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
) -> Result<(), Error> {
    let me = super::author_id(ctx);
    let who = me.clone();
    act_on_event(
        ctx,
        name,
        |svc, id| async move { svc.leave(id, &me).await },
        |ev| left(lang(ctx), ev, &who),
    )
    .await
}

/// The confirmation in `lang` of `user` leaving `ev` (as it is after): their name taken off
/// the list before the start, their withdrawal once it runs; for `/tournament leave` and the
/// announcement's Leave button alike.
fn left(lang: Lang, ev: &Event, user: &str) -> String {
    let withdrew = ev
        .entrants
        .iter()
        .any(|e| e.user_id == user && e.withdrawn_at.is_some());
    if withdrew {
        named(lang, "community-tournament-withdrawn", ev)
    } else {
        named(lang, "discord-tournament-left", ev)
    }
}

/// Start a tournament now (its creator or a server manager)
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
) -> Result<(), Error> {
    let (me, manager) = (super::author_id(ctx), manages_guild(ctx));
    act_on_event(
        ctx,
        name,
        |svc, id| async move { svc.start(id, Some(&me), manager).await },
        |ev| {
            tr!(
                lang(ctx),
                "community-tournament-started",
                name = bold(ctx, &ev.row.name),
                count = ev.entrants.len(),
                rounds = ev.total_rounds()
            )
        },
    )
    .await
}

/// Close sign-up of a tournament (its creator or a server manager)
#[poise::command(slash_command, guild_only)]
pub async fn close(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
) -> Result<(), Error> {
    let (me, manager) = (super::author_id(ctx), manages_guild(ctx));
    act_on_event(
        ctx,
        name,
        |svc, id| async move { svc.close(id, &me, manager).await },
        |ev| named(lang(ctx), "community-tournament-closed", ev),
    )
    .await
}

/// Cancel a tournament (its creator or a server manager)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
) -> Result<(), Error> {
    let (me, manager) = (super::author_id(ctx), manages_guild(ctx));
    act_on_event(
        ctx,
        name,
        |svc, id| async move { svc.cancel(id, &me, manager).await },
        |ev| named(lang(ctx), "community-tournament-cancelled", ev),
    )
    .await
}

/// Withdraw from a running tournament (your running game is lost, later games forfeited)
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
    #[description = "The creator or a server manager: withdraw this player instead (one who vanished)"]
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let (me, manager) = (super::author_id(ctx), manages_guild(ctx));
    let target = player
        .as_ref()
        .map_or_else(|| me.clone(), |u| u.id.to_string());
    if target == me {
        return act_on_event(
            ctx,
            name,
            |svc, id| async move { svc.withdraw(id, &me).await },
            |ev| named(lang(ctx), "community-tournament-withdrawn", ev),
        )
        .await;
    }
    let who = target.clone();
    act_on_event(
        ctx,
        name,
        |svc, id| async move { svc.withdraw_player(id, &target, &me, manager).await },
        |ev| {
            let lang = lang(ctx);
            let style = DiscordStyle::new(lang);
            let name = ev.name_of(&who).to_string();
            tr!(
                lang,
                "community-tournament-withdrew-player",
                player = style.player(&who, &name),
                name = style.bold(&ev.row.name)
            )
        },
    )
    .await
}

/// Show a tournament's standings (a table picture; a crosstable for a round-robin)
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest)"] name: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let ev = event_named(ctx, name.as_deref()).await?;
    let last = ev.status() == TStatus::Finished;
    let style = super::user_style(ctx);
    let m = tokio::task::spawn_blocking(move || {
        crate::game::tournament::standings_message(&ev, last, &style)
    })
    .await
    .map_err(|e| Error::Internal(e.to_string()))?;
    let mut reply = poise::CreateReply::default()
        .content(clamp(&m.text))
        .ephemeral(true)
        .allowed_mentions(pings::<&str>(&[]));
    if let Some(p) = m.picture {
        reply =
            reply.attachment(serenity::CreateAttachment::bytes(p.png, p.file).description(p.alt));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// List this server's tournaments
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let g = guild(ctx);
    let rows = service(ctx).list(&g).await.map_err(refused(ctx))?;
    let lang = lang(ctx);
    let text = if rows.is_empty() {
        tr!(lang, "community-tournament-none")
    } else {
        rows.iter()
            .map(|t| {
                let status = TStatus::of(&t.status);
                let name = bold(ctx, &t.name);
                let format = t.format.clone();
                if status == TStatus::Running {
                    tr!(
                        lang,
                        "community-tournament-list-line-running",
                        name = name,
                        format = format,
                        status = status.text_in(lang),
                        round = t.round
                    )
                } else {
                    tr!(
                        lang,
                        "community-tournament-list-line",
                        name = name,
                        format = format,
                        status = status.text_in(lang)
                    )
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    super::say(ctx, &text, true).await
}

/// The Join/Leave buttons of event `id`, labelled in `lang`.
pub fn signup_buttons(id: i64, lang: Lang) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("{BUTTON_PREFIX}:join:{id}"))
            .label(tr!(lang, "game-tournament-join"))
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(format!("{BUTTON_PREFIX}:leave:{id}"))
            .label(tr!(lang, "community-tournament-leave-button"))
            .style(serenity::ButtonStyle::Secondary),
    ])]
}

/// Handles a click on `tourney:…`; `false` if the id is not one of ours.
pub async fn handle_button(
    ctx: &serenity::Context,
    data: &super::Data,
    component: &serenity::ComponentInteraction,
) -> bool {
    let id = &component.data.custom_id;
    let mut parts = id.split(':');
    if parts.next() != Some(BUTTON_PREFIX) {
        return false;
    }
    let action = parts.next().unwrap_or_default().to_string();
    let tid: Option<i64> = parts.next().and_then(|s| s.parse().ok());
    let ack = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new().ephemeral(true),
    );
    if let Err(e) = component.create_response(ctx, ack).await {
        tracing::warn!(error = %e, "could not acknowledge a tournament button");
        return true;
    }
    let user = component.user.id.to_string();
    let name = component.member.as_ref().map_or_else(
        || component.user.display_name().to_string(),
        |m| m.display_name().to_string(),
    );
    let svc = TournamentService::new(data.service.clone());
    let lang = crate::i18n::Lang::from_discord(&component.locale);
    let text = match (action.as_str(), tid) {
        ("join", Some(t)) => match svc.join(t, &crate::game::Player::new(user, name)).await {
            Ok(ev) => joined(lang, &ev),
            Err(e) => super::user_message(&refusal(e, lang), lang),
        },
        ("leave", Some(t)) => match svc.leave(t, &user).await {
            Ok(ev) => left(lang, &ev, &user),
            Err(e) => super::user_message(&refusal(e, lang), lang),
        },
        _ => super::buttons::stale_text(lang),
    };
    let reply = serenity::CreateInteractionResponseFollowup::new()
        .content(clamp(&text))
        .ephemeral(true)
        .allowed_mentions(pings::<&str>(&[]));
    if let Err(e) = component.create_followup(ctx, reply).await {
        tracing::warn!(error = %e, "could not answer a tournament button");
    }
    true
}

/// The Discord [`Desk`]: each event's posts (and their Join/Leave buttons) in its server's
/// language ([`Desk::style_in`]).
#[derive(Clone)]
pub struct DiscordDesk {
    http: Arc<serenity::Http>,
    style: DiscordStyle,
}

impl std::fmt::Debug for DiscordDesk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DiscordDesk")
    }
}

impl DiscordDesk {
    /// A desk posting with `http` (English where no language is given).
    pub fn new(http: Arc<serenity::Http>) -> DiscordDesk {
        DiscordDesk {
            http,
            style: DiscordStyle::default(),
        }
    }
}

fn channel_id(s: &str) -> Result<serenity::ChannelId, SendError> {
    let bad = || SendError::Permanent(format!("'{s}' is not a channel id")); // operator: the post's note and the log
    s.parse::<u64>()
        .ok()
        .filter(|c| *c != 0)
        .map(serenity::ChannelId::new)
        .ok_or_else(bad)
}

impl Desk for DiscordDesk {
    fn style(&self) -> &dyn Style {
        &self.style
    }

    fn style_in(&self, lang: Lang) -> &dyn Style {
        super::style::style_of(lang)
    }

    async fn post(
        &self,
        channel: &str,
        nonce: &str,
        message: &DeskMessage,
        thread: Option<&str>,
    ) -> Result<String, SendError> {
        let ch = channel_id(channel)?;
        let mut m = serenity::CreateMessage::new()
            .content(clamp(&message.text))
            .nonce(serenity::Nonce::String(nonce.to_string()))
            .enforce_nonce(true)
            .allowed_mentions(pings(&message.pings));
        if let Some(id) = message.signup_buttons {
            m = m.components(signup_buttons(id, message.lang));
        }
        let files = message
            .picture
            .iter()
            .map(|p| {
                serenity::CreateAttachment::bytes(p.png.clone(), p.file.clone())
                    .description(p.alt.clone())
            })
            .collect::<Vec<_>>();
        let posted = ch
            .send_files(&self.http, files, m)
            .await
            .map_err(|e| super::courier::classify(&e))?;
        if let Some(name) = thread {
            let builder = serenity::CreateThread::new(name.to_string())
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
            match ch
                .create_thread_from_message(&self.http, posted.id, builder)
                .await
            {
                Ok(_) => {}
                Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)))
                    if r.error.code == THREAD_EXISTS => {}
                Err(e) => return Err(super::courier::classify(&e)),
            }
        }
        Ok(posted.id.to_string())
    }

    async fn edit(
        &self,
        channel: &str,
        message: &str,
        content: &DeskMessage,
    ) -> Result<(), SendError> {
        let ch = channel_id(channel)?;
        let id = channel_id(message)?;
        let rows = content
            .signup_buttons
            .map(|id| signup_buttons(id, content.lang))
            .unwrap_or_default();
        let edit = serenity::EditMessage::new()
            .content(clamp(&content.text))
            .components(rows)
            .allowed_mentions(pings::<&str>(&[]));
        ch.edit_message(&self.http, serenity::MessageId::new(id.get()), edit)
            .await
            .map(|_| ())
            .map_err(|e| super::courier::classify(&e))
    }
}
