//! `/rating [user]` and `/leaderboard [pool]`: ratings where players look. Reads only, under
//! [`super::READ_DEADLINE`]; the answer is public (nobody is pinged), refusals ephemeral.

use super::limits::clamp;
use super::style::{mention, pings};
use super::{author_id, read, say, Context, Error};
use crate::game::{Leaderboard, Ranked};
use crate::rating::{rating_text, Pool, Standing};
use crate::render::rating_chart::{render_rating_chart, ChartSeries};
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// The attachment name of the rating chart.
pub const CHART_FILE: &str = "rating.png";

/// What `?` means, under every list that shows one.
pub const PROVISIONAL_NOTE: &str =
    "`?` = provisional: too few games, or a long pause, for the rating to be settled yet.";

/// The `/leaderboard` pool menu.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum PoolChoice {
    /// The Tamerlane family.
    #[name = "Tamerlane"]
    Tamerlane,
    /// The Timurid family.
    #[name = "Timurid"]
    Timurid,
}

impl PoolChoice {
    fn pool(self) -> Pool {
        match self {
            PoolChoice::Tamerlane => Pool::Tamerlane,
            PoolChoice::Timurid => Pool::Timurid,
        }
    }
}

/// "12 games: 7 won, 2 drawn, 3 lost".
fn record_text(s: &Standing) -> String {
    let games = if s.games == 1 { "game" } else { "games" };
    format!(
        "{} {games}: {} won, {} drawn, {} lost",
        s.games, s.wins, s.draws, s.losses
    )
}

/// The text of `/rating` for `who` (a mention) with `standings` as of `now`, or `None` when
/// they have no rated game in any pool.
pub fn rating_page(who: &str, standings: &[(Pool, Standing)], now: i64) -> Option<String> {
    if standings.iter().all(|(_, s)| s.games == 0) {
        return None;
    }
    let mut out = format!("**Ratings of {who}**");
    let mut provisional = false;
    for (pool, s) in standings {
        let g = s.current(now);
        if s.games == 0 {
            out.push_str(&format!(
                "\n**{}**: no rated games yet (starts at 1500?)",
                pool.name()
            ));
            provisional = true;
            continue;
        }
        provisional |= g.is_provisional();
        out.push_str(&format!(
            "\n**{}**: **{}** · {}",
            pool.name(),
            rating_text(&g),
            record_text(s)
        ));
    }
    if provisional {
        out.push('\n');
        out.push_str(PROVISIONAL_NOTE);
    }
    Some(out)
}

/// What `/rating` says about a player without any rated game.
pub fn never_rated(who: &str) -> String {
    format!(
        "{who} has not played a rated game yet. Everyone starts at 1500? (provisional); rated games are those challenged with `rated:true` (the default when there is a time limit)."
    )
}

/// A leaderboard line: "3. @Alice **1632** · 12 games".
fn ranked_line(r: &Ranked, now: i64, caller: &str) -> String {
    let games = if r.standing.games == 1 {
        "game"
    } else {
        "games"
    };
    let you = if r.user_id == caller { " (you)" } else { "" };
    format!(
        "{}. {}{you} **{}** · {} {games}",
        r.place,
        mention(&r.user_id),
        rating_text(&r.standing.current(now)),
        r.standing.games
    )
}

/// The text of `/leaderboard`.
pub fn leaderboard_text(board: &Leaderboard, now: i64, caller: &str) -> String {
    let name = board.pool.name();
    if board.top.is_empty() {
        return format!(
            "No rated {name} games have been played in this server yet, so the {name} leaderboard is empty. Challenge someone with `/challenge` (rated when there is a time limit)."
        );
    }
    let mut out = format!("**{name} leaderboard** (this server)");
    for r in &board.top {
        out.push('\n');
        out.push_str(&ranked_line(r, now, caller));
    }
    if let Some(me) = &board.caller {
        out.push_str("\n…\n");
        out.push_str(&ranked_line(me, now, caller));
    }
    if board.total > board.top.len() {
        out.push_str(&format!("\n{} players ranked.", board.total));
    }
    let shown = board.top.iter().chain(&board.caller);
    if shown
        .clone()
        .any(|r| r.standing.current(now).is_provisional())
    {
        out.push('\n');
        out.push_str(PROVISIONAL_NOTE);
    }
    out
}

/// A player's ratings, games and results, with a chart of the rating over time
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose ratings (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let (id, name) = match &user {
        Some(u) => (u.id.to_string(), u.display_name().to_string()),
        None => (author_id(ctx), ctx.author().display_name().to_string()),
    };
    let who = mention(&id);
    let standings = read(service.ratings_of(&id)).await?;
    let now = service.now();
    let Some(text) = rating_page(&who, &standings, now) else {
        return say(ctx, &never_rated(&who), false).await;
    };
    ctx.defer().await?;
    let alt_name = name.clone();
    let mut history = Vec::new();
    for (pool, s) in &standings {
        let points = if s.games == 0 {
            Vec::new()
        } else {
            read(service.rating_history(&id, *pool)).await?
        };
        history.push((*pool, rating_text(&s.current(now)), points));
    }
    let png = tokio::task::spawn_blocking(move || {
        let labels: Vec<String> = history
            .iter()
            .map(|(pool, shown, points)| {
                if points.is_empty() {
                    pool.name().to_string()
                } else {
                    format!("{} {shown}", pool.name())
                }
            })
            .collect();
        let series: Vec<ChartSeries> = history
            .iter()
            .zip(&labels)
            .map(|((_, _, points), label)| ChartSeries { label, points })
            .collect();
        render_rating_chart(&name, &series, crate::i18n::Lang::En)
    })
    .await
    .map_err(|e| Error::Internal(format!("the rating chart task failed: {e}")))?;
    ctx.send(
        CreateReply::default()
            .content(clamp(&text))
            .attachment(
                serenity::CreateAttachment::bytes(png, CHART_FILE)
                    .description(super::alt::rating_chart(&alt_name, super::lang(ctx))),
            )
            .allowed_mentions(pings::<&str>(&[])),
    )
    .await?;
    Ok(())
}

/// This server's top ten in a rating pool
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which games (default: Tamerlane)"] pool: Option<PoolChoice>,
) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Err(Error::Refused(
            "The leaderboard belongs to a server; use /leaderboard in one.".into(),
        ));
    };
    let service = ctx.data().service.clone();
    let pool = pool.map_or(Pool::Tamerlane, PoolChoice::pool);
    let caller = author_id(ctx);
    let board = read(service.leaderboard(&guild.to_string(), pool, &caller)).await?;
    say(
        ctx,
        &leaderboard_text(&board, service.now(), &caller),
        false,
    )
    .await
}
