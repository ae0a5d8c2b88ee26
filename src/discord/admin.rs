//! `/admin` (issue 23): for server managers (the Manage Server permission), in a server only.
//! `/admin games` lists every open game and challenge of the server; `/admin end game:ID`
//! ends one of them as aborted (announced in its channel, never rated). Discord hides the
//! command from members without Manage Server (`default_member_permissions`); the bot checks
//! the permission again from the interaction, since a server can change who sees a command.

use super::limits::push_line;
use super::{act_announced, lang, read, say, Context, Error, Say};
use crate::game::{GameRecord, Status};
use crate::i18n::Lang;
use crate::tr;

/// The catalog id of the refusal for a member without Manage Server.
pub const NOT_A_MANAGER: &str = "community-admin-not-manager";

/// The catalog id of the refusal outside a server.
pub const NOT_IN_A_SERVER: &str = "community-admin-server-only";

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
        return Err(Say::new(NOT_IN_A_SERVER).into());
    };
    let manages = ctx
        .author_member()
        .await
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator());
    if !manages {
        return Err(Say::new(NOT_A_MANAGER).into());
    }
    Ok(guild.to_string())
}

/// One line of `/admin games` in `lang`: "#12 in <#channel>: Alice vs Bob, move 5" (an open
/// seat is `discord-anyone`; a challenge not yet accepted is "challenge waiting").
pub fn admin_line(g: &GameRecord, lang: Lang) -> String {
    let name = |id: &str, name: &str| {
        if id.is_empty() {
            tr!(lang, "discord-anyone")
        } else {
            name.to_string()
        }
    };
    let state = match g.status {
        Status::Challenge => tr!(lang, "community-admin-challenge-waiting"),
        _ => tr!(lang, "community-admin-move", number = g.move_number()),
    };
    tr!(
        lang,
        "community-admin-line",
        id = g.id,
        channel = format!("<#{}>", g.channel_id),
        white = name(&g.white.id, &g.white.name),
        black = name(&g.black.id, &g.black.name),
        state = state
    )
}

/// Every open game and challenge of this server
#[poise::command(slash_command, rename = "games")]
pub async fn admin_games(ctx: Context<'_>) -> Result<(), Error> {
    let guild = managed_guild(ctx).await?;
    let list = read(ctx.data().service.open_games_in_guild(&guild, LIST_LIMIT)).await?;
    let lang = lang(ctx);
    let mut out = if list.is_empty() {
        tr!(lang, "community-admin-none")
    } else {
        tr!(lang, "community-admin-heading", count = list.len())
    };
    let mut shown = 0;
    for g in &list {
        let line = admin_line(g, lang);
        if !push_line(&mut out, &line, 40) {
            break;
        }
        shown += 1;
    }
    if shown < list.len() {
        out.push('\n');
        out.push_str(&tr!(
            lang,
            "community-admin-more",
            count = list.len() - shown
        ));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, VariantId};

    #[test]
    fn admin_line_numbers_the_move_of_a_game_started_with_black_to_move() {
        let mut g = GameRecord::alice_and_bob(VariantId::Tamerlane);
        let tfen = g.start_tfen.replacen(" w ", " b ", 1);
        let start = Position::from_tfen(g.variant, g.options, &tfen).unwrap();
        g.start_tfen = start.to_tfen();
        g.tfen = start.play(&start.legal_moves()[0]).unwrap().to_tfen();
        g.ply = 1;
        assert_eq!(admin_line(&g, Lang::En), "#1 in <#c>: Alice vs Bob, move 2");
    }
}
