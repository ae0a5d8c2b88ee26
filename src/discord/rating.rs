//! `/rating [user]` and `/leaderboard [pool]`: ratings where players look. Reads only, under
//! [`super::READ_DEADLINE`]; the answer is public (nobody is pinged), refusals ephemeral.

use super::limits::clamp;
use super::style::{mention, pings, DiscordStyle};
use super::{author_id, lang, read, say, Context, Error, Say};
use crate::game::{Leaderboard, Ranked, Style};
use crate::i18n::Lang;
use crate::rating::{rating_text, Pool, Standing};
use crate::render::rating_chart::{render_rating_chart, ChartSeries};
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// The attachment name of the rating chart.
pub const CHART_FILE: &str = "rating.png";

/// The catalog id of what `?` means, under every list that shows one.
pub const PROVISIONAL_NOTE: &str = "community-rating-provisional";

/// The name of `pool` in `lang`: the `/leaderboard pool:` choice's (`cmd-choice-…`).
pub fn pool_name(pool: Pool, lang: Lang) -> String {
    match pool {
        Pool::Tamerlane => tr!(lang, "cmd-choice-tamerlane"),
        Pool::Timurid => tr!(lang, "cmd-choice-timurid"),
    }
}

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

/// "12 games: 7 won, 2 drawn, 3 lost" in `lang` (`community-rating-record`).
fn record_text(s: &Standing, lang: Lang) -> String {
    tr!(
        lang,
        "community-rating-record",
        games = s.games,
        won = s.wins,
        drawn = s.draws,
        lost = s.losses
    )
}

/// The text of `/rating` for `who` (a mention) with `standings` as of `now`, in `lang`, or
/// `None` when they have no rated game in any pool. Lines: the bold heading, one per pool (its
/// rating and record, or that it has none yet), then [`PROVISIONAL_NOTE`] when a `?` is shown.
pub fn rating_page(
    who: &str,
    standings: &[(Pool, Standing)],
    now: i64,
    lang: Lang,
) -> Option<String> {
    if standings.iter().all(|(_, s)| s.games == 0) {
        return None;
    }
    let style = DiscordStyle::new(lang);
    let mut out = style.bold(&tr!(
        lang,
        "community-rating-heading",
        player = who.to_string()
    ));
    let mut provisional = false;
    for (pool, s) in standings {
        let g = s.current(now);
        let name = style.bold(&pool_name(*pool, lang));
        out.push('\n');
        if s.games == 0 {
            out.push_str(&tr!(lang, "community-rating-pool-unrated", pool = name));
            provisional = true;
            continue;
        }
        provisional |= g.is_provisional();
        out.push_str(&tr!(
            lang,
            "community-rating-pool-line",
            pool = name,
            rating = style.bold(&rating_text(&g)),
            record = record_text(s, lang)
        ));
    }
    if provisional {
        out.push('\n');
        out.push_str(&tr!(lang, PROVISIONAL_NOTE));
    }
    Some(out)
}

/// What `/rating` says, in `lang`, about a player (`who`, a mention) without any rated game.
pub fn never_rated(who: &str, lang: Lang) -> String {
    tr!(lang, "community-rating-never", player = who.to_string())
}

/// A leaderboard line in `lang`: "3. @Alice **1632** · 12 games" ("(you)" after the name of
/// the `caller`).
fn ranked_line(r: &Ranked, now: i64, caller: &str, lang: Lang) -> String {
    let id = if r.user_id == caller {
        "community-leaderboard-line-you"
    } else {
        "community-leaderboard-line"
    };
    tr!(
        lang,
        id,
        place = r.place,
        player = mention(&r.user_id),
        rating = DiscordStyle::new(lang).bold(&rating_text(&r.standing.current(now))),
        games = r.standing.games
    )
}

/// The text of `/leaderboard` in `lang`: the bold heading, the top lines, the `caller`'s own
/// line after "…" when they are ranked below them, how many are ranked when not all are
/// shown, and [`PROVISIONAL_NOTE`] when a shown rating is provisional; a sentence saying the
/// board is empty when nobody is ranked.
pub fn leaderboard_text(board: &Leaderboard, now: i64, caller: &str, lang: Lang) -> String {
    let name = pool_name(board.pool, lang);
    if board.top.is_empty() {
        return tr!(lang, "community-leaderboard-empty", pool = name);
    }
    let title = tr!(lang, "community-leaderboard-title", pool = name);
    let mut out = tr!(
        lang,
        "community-leaderboard-heading",
        title = DiscordStyle::new(lang).bold(&title)
    );
    for r in &board.top {
        out.push('\n');
        out.push_str(&ranked_line(r, now, caller, lang));
    }
    if let Some(me) = &board.caller {
        out.push_str("\n…\n");
        out.push_str(&ranked_line(me, now, caller, lang));
    }
    if board.total > board.top.len() {
        out.push('\n');
        out.push_str(&tr!(
            lang,
            "community-leaderboard-ranked",
            count = board.total
        ));
    }
    let shown = board.top.iter().chain(&board.caller);
    if shown
        .clone()
        .any(|r| r.standing.current(now).is_provisional())
    {
        out.push('\n');
        out.push_str(&tr!(lang, PROVISIONAL_NOTE));
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
    let lang = lang(ctx);
    let Some(text) = rating_page(&who, &standings, now, lang) else {
        return say(ctx, &never_rated(&who, lang), false).await;
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
                    pool_name(*pool, lang)
                } else {
                    format!("{} {shown}", pool_name(*pool, lang))
                }
            })
            .collect();
        let series: Vec<ChartSeries> = history
            .iter()
            .zip(&labels)
            .map(|((_, _, points), label)| ChartSeries { label, points })
            .collect();
        render_rating_chart(&name, &series, lang)
    })
    .await
    .map_err(|e| Error::Internal(format!("the rating chart task failed: {e}")))?; // operator: the log
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
        return Err(Say::new("community-leaderboard-server-only").into());
    };
    let service = ctx.data().service.clone();
    let pool = pool.map_or(Pool::Tamerlane, PoolChoice::pool);
    let caller = author_id(ctx);
    let board = read(service.leaderboard(&guild.to_string(), pool, &caller)).await?;
    say(
        ctx,
        &leaderboard_text(&board, service.now(), &caller, lang(ctx)),
        false,
    )
    .await
}
