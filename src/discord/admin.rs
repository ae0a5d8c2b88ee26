//! `/admin` (issue 23): for server managers (the Manage Server permission), in a server only.
//! `/admin games` lists every open game and challenge of the server; `/admin end game:ID`
//! ends one of them as aborted (announced in its channel, never rated). Discord hides the
//! command from members without Manage Server (`default_member_permissions`); the bot checks
//! the permission again from the interaction, since a server can change who sees a command.

use super::limits::MAX_MESSAGE;
use super::{act_announced, read, say, Context, Error};
use crate::game::{GameRecord, Status};

/// The refusal for a member without Manage Server.
pub const NOT_A_MANAGER: &str =
    "Only members with the Manage Server permission can use /admin in this server.";

/// The refusal outside a server.
pub const NOT_IN_A_SERVER: &str = "/admin works in a server only.";

/// How many open games `/admin games` reads at most.
const LIST_LIMIT: i64 = 200;

/// Server managers' tools: list and end this server's games
#[poise::command(
    slash_command,
    subcommands("admin_games", "admin_end"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The server of the interaction, if its author may manage it.
async fn managed_guild(ctx: Context<'_>) -> Result<String, Error> {
    let Some(guild) = ctx.guild_id() else {
        return Err(Error::Refused(NOT_IN_A_SERVER.into()));
    };
    let manages = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator());
    if !manages {
        return Err(Error::Refused(NOT_A_MANAGER.into()));
    }
    Ok(guild.to_string())
}

/// One line of `/admin games`: "#12 in <#channel>: Alice vs Bob, active, move 5".
pub fn admin_line(g: &GameRecord) -> String {
    let name = |id: &str, name: &str| {
        if id.is_empty() {
            "anyone".to_string()
        } else {
            name.to_string()
        }
    };
    let state = match g.status {
        Status::Challenge => "challenge waiting".to_string(),
        _ => format!("move {}", g.ply / 2 + 1),
    };
    format!(
        "#{} in <#{}>: {} vs {}, {}",
        g.id,
        g.channel_id,
        name(&g.white.id, &g.white.name),
        name(&g.black.id, &g.black.name),
        state
    )
}

/// Every open game and challenge of this server
#[poise::command(slash_command, rename = "games")]
pub async fn admin_games(ctx: Context<'_>) -> Result<(), Error> {
    let guild = managed_guild(ctx).await?;
    let list = read(ctx.data().service.open_games_in_guild(&guild, LIST_LIMIT)).await?;
    let mut out = if list.is_empty() {
        "This server has no open games or challenges.".to_string()
    } else {
        format!("Open games and challenges of this server ({}):", list.len())
    };
    let mut shown = 0;
    for g in &list {
        let line = admin_line(g);
        if out.chars().count() + line.chars().count() + 40 > MAX_MESSAGE {
            break;
        }
        out.push('\n');
        out.push_str(&line);
        shown += 1;
    }
    if shown < list.len() {
        out.push_str(&format!("\n… and {} more.", list.len() - shown));
    }
    say(ctx, &out, true).await
}

/// End a game of this server as aborted (no result, not rated)
#[poise::command(slash_command, rename = "end")]
pub async fn admin_end(
    ctx: Context<'_>,
    #[description = "The game's number (see /admin games)"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    let guild = managed_guild(ctx).await?;
    let manager = super::author_id(ctx);
    tracing::info!(game, guild = %guild, manager = %manager, "a server manager ends a game");
    let service = ctx.data().service.receipted(super::receipt(ctx));
    act_announced(ctx, async {
        service
            .end_by_manager(game, &guild, &manager)
            .await
            .map_err(Error::from)
    })
    .await
}
