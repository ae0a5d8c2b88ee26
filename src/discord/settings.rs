//! `/settings`: one command, every parameter optional and handled by its own function; with no
//! parameter it shows the player's current settings. Answers are ephemeral.
//!
//! - `board:` ([`board_setting`]): the orientation of pictures shown to the player alone
//!   (`mine`: their own side at the bottom, the default; `white`: White at the bottom).
//! - `tournaments:` / `tournaments_everyone:` ([`tournament_role`], Manage Server only, checked
//!   when used, so every member can still set their own `board:`): restricts `/tournament create`
//!   to a role.
//! - `language:` ([`guild_language`], Manage Server only): the language of the server's public
//!   announcements (boards, challenges, results, their buttons). Until one is chosen it is the
//!   server's Discord locale (`guild_locale`, stored when an interaction shows it), English when
//!   that has no catalog. Replies to one user are always in that user's own Discord language.

use super::{author_id, lang, read, say, Context, Error};
use crate::game::views::BoardPref;
use crate::i18n::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;

/// The `language:` menu: the shipped catalogs, each named in itself.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageParam {
    /// English.
    #[name = "English"]
    En,
    /// Simplified Chinese.
    #[name = "简体中文"]
    ZhCn,
    /// Traditional Chinese.
    #[name = "繁體中文"]
    ZhTw,
    /// Russian.
    #[name = "Русский"]
    Ru,
    /// Turkish.
    #[name = "Türkçe"]
    Tr,
    /// French.
    #[name = "Français"]
    Fr,
    /// German.
    #[name = "Deutsch"]
    De,
    /// Spanish.
    #[name = "Español"]
    Es,
}

impl From<LanguageParam> for Lang {
    fn from(p: LanguageParam) -> Lang {
        match p {
            LanguageParam::En => Lang::En,
            LanguageParam::ZhCn => Lang::ZhCn,
            LanguageParam::ZhTw => Lang::ZhTw,
            LanguageParam::Ru => Lang::Ru,
            LanguageParam::Tr => Lang::Tr,
            LanguageParam::Fr => Lang::Fr,
            LanguageParam::De => Lang::De,
            LanguageParam::Es => Lang::Es,
        }
    }
}

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

/// The sentence describing the board setting `pref`, in `lang`.
pub fn board_sentence(pref: BoardPref, lang: Lang) -> String {
    match pref {
        BoardPref::Mine => tr!(lang, "discord-settings-board-mine"),
        BoardPref::White => tr!(lang, "discord-settings-board-white"),
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
    #[description = "The language of this server's public announcements (Manage Server)"]
    language: Option<LanguageParam>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let mut lines = Vec::new();
    if let Some(b) = board {
        lines.push(board_setting(ctx, b.into()).await?);
    }
    if tournaments.is_some() || tournaments_everyone == Some(true) {
        lines.push(tournament_role(ctx, tournaments.as_ref()).await?);
    }
    if let Some(l) = language {
        lines.push(guild_language(ctx, l.into()).await?);
    }
    if lines.is_empty() {
        let pref = read(ctx.data().service.board_pref(&author_id(ctx))).await?;
        lines.push(tr!(
            lang(ctx),
            "discord-settings-yours",
            // The choice as the reader's /settings menu names it ("le mien").
            board = tr!(lang(ctx), &format!("cmd-choice-{}", pref.code())),
            sentence = board_sentence(pref, lang(ctx))
        ));
        if let Some(g) = ctx.guild_id() {
            let set = read(async {
                Ok(ctx
                    .data()
                    .service
                    .store()
                    .guild_language(&g.to_string())
                    .await?)
            })
            .await?;
            // Shown once a manager chose one (until then the server's own Discord language).
            if let Some(server) = set.chosen.as_deref().and_then(Lang::parse) {
                lines.push(tr!(
                    lang(ctx),
                    "discord-settings-server-language",
                    language = server.native_name()
                ));
            }
        }
    }
    say(ctx, &lines.join("\n"), true).await
}

/// The server of the interaction, if the author may change its settings
/// ([`super::manages_guild`]): refused with `discord-settings-server-only` outside a server, and
/// with the message `refusal` to a member without Manage Server (the refusal's text, for
/// [`Error::Refused`]).
fn managed_guild(ctx: Context<'_>, refusal: &str) -> Result<String, String> {
    let guild = ctx
        .guild_id()
        .map(|g| g.to_string())
        .ok_or_else(|| tr!(lang(ctx), "discord-settings-server-only"))?;
    if !super::manages_guild(ctx) {
        return Err(tr!(lang(ctx), refusal));
    }
    Ok(guild)
}

/// Stores the `board:` setting; the sentence confirming it.
async fn board_setting(ctx: Context<'_>, pref: BoardPref) -> Result<String, Error> {
    ctx.data()
        .service
        .set_board_pref(&author_id(ctx), pref)
        .await?;
    Ok(tr!(
        lang(ctx),
        "discord-settings-saved",
        sentence = board_sentence(pref, lang(ctx))
    ))
}

/// `/settings tournaments:<role>` (or `tournaments_everyone:true` with `None`).
async fn tournament_role(ctx: Context<'_>, role: Option<&serenity::Role>) -> Result<String, Error> {
    let guild =
        managed_guild(ctx, "discord-settings-tournaments-manage").map_err(Error::Refused)?;
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
        Some(r) => tr!(
            lang(ctx),
            "discord-settings-tournaments-role",
            role = format!("<@&{}>", r.id)
        ),
        None => tr!(lang(ctx), "discord-settings-tournaments-everyone"),
    })
}

/// `/settings language:<language>`: the language of this server's public announcements
/// (stored in `guild_settings.language`); the confirmation is in the author's own language.
async fn guild_language(ctx: Context<'_>, chosen: Lang) -> Result<String, Error> {
    let guild = managed_guild(ctx, "discord-settings-language-manage").map_err(Error::Refused)?;
    let service = &ctx.data().service;
    service
        .store()
        .set_guild_language(&guild, Some(chosen.tag()), service.now())
        .await
        .map_err(crate::game::GameError::from)?;
    Ok(tr!(
        lang(ctx),
        "discord-settings-language-saved",
        language = chosen.native_name()
    ))
}
