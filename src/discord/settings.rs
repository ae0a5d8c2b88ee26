//! `/settings`: one command, every parameter optional and handled by its own function; with no
//! parameter it shows the player's current settings. Answers are ephemeral.
//!
//! - `board:` ([`board_setting`]): the orientation of pictures shown to the player alone
//!   (`mine`: their own side at the bottom, the default; `white`: White at the bottom).
//! - `tournaments:` / `tournaments_everyone:` ([`tournament_role`], Manage Server only, checked
//!   when used, so every member can still set their own `board:`): restricts `/tournament create`
//!   to a role.

use super::{author_id, read, say, Context, Error};
use crate::game::views::BoardPref;
use poise::serenity_prelude as serenity;

/// The `board:` menu.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BoardParam {
    /// Your own side at the bottom.
    #[name = "mine"]
    Mine,
    /// White at the bottom.
    #[name = "white"]
    White,
}

impl From<BoardParam> for BoardPref {
    fn from(p: BoardParam) -> BoardPref {
        match p {
            BoardParam::Mine => BoardPref::Mine,
            BoardParam::White => BoardPref::White,
        }
    }
}

/// The sentence describing the board setting `pref`.
pub fn board_sentence(pref: BoardPref) -> &'static str {
    match pref {
        BoardPref::Mine => {
            "Boards shown to you alone (such as /board) are drawn from your side; in games you do not play, White is at the bottom."
        }
        BoardPref::White => "Boards shown to you alone (such as /board) have White at the bottom.",
    }
}

/// Your preferences; server managers also set the server's (leave every option out to see yours)
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Boards shown to you alone: from your side (mine) or White at the bottom"]
    board: Option<BoardParam>,
    #[description = "Only members with this role (or Manage Server) may create tournaments"]
    tournaments: Option<serenity::Role>,
    #[description = "Let every member create tournaments again"] tournaments_everyone: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let mut lines = Vec::new();
    if let Some(b) = board {
        lines.push(board_setting(ctx, b.into()).await?);
    }
    if tournaments.is_some() || tournaments_everyone == Some(true) {
        lines.push(tournament_role(ctx, tournaments.as_ref()).await?);
    }
    if lines.is_empty() {
        let pref = read(ctx.data().service.board_pref(&author_id(ctx))).await?;
        lines.push(format!(
            "Your settings. Board: {}. {}",
            pref.code(),
            board_sentence(pref)
        ));
    }
    say(ctx, &lines.join("\n"), true).await
}

/// Whether the author may change this server's settings: Discord's resolved Manage Server
/// permission of the interaction's member.
fn manages_guild(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        poise::Context::Prefix(_) => false,
    }
}

/// Stores the `board:` setting; the sentence confirming it.
async fn board_setting(ctx: Context<'_>, pref: BoardPref) -> Result<String, Error> {
    ctx.data()
        .service
        .set_board_pref(&author_id(ctx), pref)
        .await?;
    Ok(format!("Saved. {}", board_sentence(pref)))
}

/// `/settings tournaments:<role>` (or `tournaments_everyone:true` with `None`).
async fn tournament_role(ctx: Context<'_>, role: Option<&serenity::Role>) -> Result<String, Error> {
    let guild = ctx
        .guild_id()
        .map(|g| g.to_string())
        .ok_or_else(|| Error::Refused("Settings belong to a server.".into()))?;
    if !manages_guild(ctx) {
        return Err(Error::Refused(
            "Only members with the Manage Server permission can change who creates tournaments."
                .into(),
        ));
    }
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
