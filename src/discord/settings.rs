//! `/settings`: per-server settings, each parameter optional and handled by its own function
//! (Manage Server only). `tournaments:` restricts `/tournament create` to a role.

use super::{Context, Error};
use poise::serenity_prelude as serenity;

/// Change this server's settings for Timur (Manage Server)
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    required_permissions = "MANAGE_GUILD"
)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Only members with this role (or Manage Server) may create tournaments"]
    tournaments: Option<serenity::Role>,
    #[description = "Let every member create tournaments again"] tournaments_everyone: Option<bool>,
) -> Result<(), Error> {
    let mut said = Vec::new();
    if tournaments.is_some() || tournaments_everyone == Some(true) {
        said.push(tournament_role(ctx, tournaments.as_ref()).await?);
    }
    let text = if said.is_empty() {
        "Nothing to change: give `tournaments:` a role (or `tournaments_everyone:true`)."
            .to_string()
    } else {
        said.join("\n")
    };
    super::say(ctx, &text, true).await
}

/// `/settings tournaments:<role>` (or `tournaments_everyone:true` with `None`).
async fn tournament_role(ctx: Context<'_>, role: Option<&serenity::Role>) -> Result<String, Error> {
    let guild = ctx
        .guild_id()
        .map(|g| g.to_string())
        .ok_or_else(|| Error::Refused("Settings belong to a server.".into()))?;
    let service = &ctx.data().service;
    let now = service.now();
    let role_id = role.map(|r| r.id.to_string());
    let mut tx = service
        .store()
        .write()
        .await
        .map_err(crate::game::GameError::from)?;
    tx.set_tournament_role(&guild, role_id.as_deref(), now)
        .await
        .map_err(crate::game::GameError::from)?;
    tx.commit().await.map_err(crate::game::GameError::from)?;
    Ok(match role {
        Some(r) => format!(
            "Only members with the <@&{}> role (or Manage Server) can create tournaments now.",
            r.id
        ),
        None => "Every member can create tournaments now.".to_string(),
    })
}
