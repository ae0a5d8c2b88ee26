//! Commands find their game from any channel: in a game's channel or thread, its game; in any
//! other channel, the player's only active game (for `/move`, their only game where it is
//! their move), or, when they have several, an ephemeral select of their games whose custom id
//! carries the command (`timur:pick:{command}:{argument}`), so the choice is answered from the
//! database also after a restart. Answers given outside the game's channel link its thread.

use super::limits::{clamp, MAX_CUSTOM_ID};
use super::style::pings;
use super::{author_id, channel, lang, read, refine, Context, Error, Say};
use crate::game::{At, GameError, GameRecord, GameService, Receipt, Status};
use crate::i18n::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// A command that acts on one game, with its arguments: what a game select remembers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// `/move` with the text typed.
    Move(String),
    /// `/board`, flipped or not.
    Board(bool),
    /// `/resign` (asks for confirmation).
    Resign,
    /// `/claim`.
    Claim,
    /// `/draw`.
    Draw,
    /// `/abort`.
    Abort,
    /// `/takeback`.
    Takeback,
    /// `/history` at a move number (or the current position), public or not.
    History(Option<u32>, bool),
    /// `/rules` of the game.
    Rules,
}

impl Cmd {
    /// The command's name.
    pub fn name(&self) -> &'static str {
        match self {
            Cmd::Move(_) => "move",
            Cmd::Board(_) => "board",
            Cmd::Resign => "resign",
            Cmd::Claim => "claim",
            Cmd::Draw => "draw",
            Cmd::Abort => "abort",
            Cmd::Takeback => "takeback",
            Cmd::History(..) => "history",
            Cmd::Rules => "rules",
        }
    }

    /// True for commands that change a game (they act on running games only).
    pub(crate) fn changes(&self) -> bool {
        !matches!(self, Cmd::Board(_) | Cmd::History(..) | Cmd::Rules)
    }

    /// `timur:pick:{name}:{argument}`, at most 100 characters.
    pub fn custom_id(&self) -> String {
        let arg = match self {
            Cmd::Move(t) => t.clone(),
            Cmd::Board(flip) => u8::from(*flip).to_string(),
            Cmd::History(n, public) => format!(
                "{}.{}",
                n.map_or(String::new(), |n| n.to_string()),
                u8::from(*public)
            ),
            _ => String::new(),
        };
        let id = format!("timur:pick:{}:{arg}", self.name());
        super::limits::cut(&id, MAX_CUSTOM_ID)
    }

    /// Parses [`Cmd::custom_id`].
    pub fn parse(id: &str) -> Option<Cmd> {
        let rest = id.strip_prefix("timur:pick:")?;
        let (name, arg) = rest.split_once(':')?;
        Some(match name {
            "move" => Cmd::Move(arg.to_string()),
            "board" => Cmd::Board(arg == "1"),
            "resign" => Cmd::Resign,
            "claim" => Cmd::Claim,
            "draw" => Cmd::Draw,
            "abort" => Cmd::Abort,
            "takeback" => Cmd::Takeback,
            "history" => {
                let (n, public) = arg.split_once('.')?;
                let n = if n.is_empty() {
                    None
                } else {
                    Some(n.parse().ok()?)
                };
                Cmd::History(n, public == "1")
            }
            "rules" => Cmd::Rules,
            _ => return None,
        })
    }
}

/// One line naming a game for a select option, in `lang`: `Tamerlane vs Bob · your move`
/// (≤ 100 chars).
pub fn game_label(g: &GameRecord, viewer: &str, lang: Lang) -> String {
    let opp = g.opponent_of(viewer).map_or_else(
        || {
            tr!(
                lang,
                "discord-label-players",
                white = g.white.name.clone(),
                black = g.black.name.clone()
            )
        },
        |o| tr!(lang, "discord-label-opponent", opponent = o.name.clone()),
    );
    let state = match g.status {
        Status::Challenge => tr!(lang, "discord-label-challenge"),
        Status::Active if g.to_move().id == viewer => tr!(lang, "discord-label-your-move"),
        Status::Active => tr!(
            lang,
            "discord-label-their-move",
            player = g.to_move().name.clone()
        ),
        Status::Finished => g
            .end
            .as_ref()
            .and_then(|e| e.result)
            .map_or_else(|| tr!(lang, "discord-label-over"), |r| r.code().to_string()),
    };
    super::limits::cut(
        &format!(
            "#{} {} {opp} · {state}",
            g.id,
            crate::explain::guide::variant_name(g.variant, lang)
        ),
        100,
    )
}

/// `" (in <#thread>)"` (in `lang`) when the game is played in another channel than `here`.
pub fn link(rec: &GameRecord, here: &str, lang: Lang) -> String {
    if rec.channel_id == here {
        String::new()
    } else {
        tr!(lang, "discord-in-channel", channel = rec.channel_id.clone())
    }
}

/// The receipt of an action taken from channel `here` on `rec` by an author reading `lang`:
/// the interaction token, linking the game's channel when it is elsewhere (the delivery
/// worker's confirmation then links it).
pub fn receipt(token: &str, rec: &GameRecord, here: &str, lang: Lang) -> Receipt {
    receipt_in(token, &rec.channel_id, here, lang)
}

/// [`receipt`] for a game in channel `game_channel`.
fn receipt_in(token: &str, game_channel: &str, here: &str, lang: Lang) -> Receipt {
    let link = (game_channel != here).then(|| game_channel.to_string());
    Receipt::new(token, lang).link(link)
}

/// The service for a slash command's author acting on `rec`: its actions carry this
/// interaction's [`receipt`] (see [`act_on`]).
pub fn receipted(ctx: Context<'_>, rec: &GameRecord) -> GameService {
    let token = match ctx {
        poise::Context::Application(a) => a.interaction.token.clone(),
        poise::Context::Prefix(_) => String::new(),
    };
    let r = receipt(&token, rec, &channel(ctx), lang(ctx));
    ctx.data().service.receipted(r)
}

/// The refusal when `user` has no game a command in `here` could mean.
async fn none_found(ctx: Context<'_>, to_move: bool) -> Error {
    let service = &ctx.data().service;
    let (here, user) = (channel(ctx), author_id(ctx));
    if to_move {
        if let Ok(all) = service.games_for(&here, &user, false).await {
            if !all.is_empty() {
                let links: Vec<String> =
                    all.iter().map(|g| format!("<#{}>", g.channel_id)).collect();
                return Error::Refused(tr!(
                    lang(ctx),
                    "discord-not-your-move-anywhere",
                    games = links.join(", ")
                ));
            }
        }
    }
    refine(service, &here, GameError::NoGame, lang(ctx)).await
}

/// The game `cmd` acts on when given in this channel by the author: `Some` when it is clear;
/// `None` when the author was asked to choose (an ephemeral select, already sent). Commands
/// that only read use the channel's last game too (a finished one).
///
/// # Errors
/// A polite refusal when there is no such game.
pub async fn game(ctx: Context<'_>, cmd: Cmd) -> Result<Option<GameRecord>, Error> {
    let service = &ctx.data().service;
    let (here, user) = (channel(ctx), author_id(ctx));
    if !cmd.changes() {
        match read(service.current_or_last(&here)).await {
            Ok(st) => return Ok(Some(st.record)),
            Err(Error::Game(GameError::NoGame)) => {}
            Err(e) => return Err(e),
        }
    }
    let to_move = matches!(cmd, Cmd::Move(_));
    let games = read(service.games_for(&here, &user, to_move)).await?;
    match games.len() {
        0 => Err(none_found(ctx, to_move).await),
        1 => Ok(games.into_iter().next()),
        _ => {
            ask(ctx, &cmd, &games, &user).await?;
            Ok(None)
        }
    }
}

/// Sends the ephemeral "which game?" select.
async fn ask(ctx: Context<'_>, cmd: &Cmd, games: &[GameRecord], user: &str) -> Result<(), Error> {
    let options: Vec<serenity::CreateSelectMenuOption> = games
        .iter()
        .take(super::picker::MAX_OPTIONS)
        .map(|g| {
            serenity::CreateSelectMenuOption::new(game_label(g, user, lang(ctx)), g.id.to_string())
        })
        .collect();
    let menu = serenity::CreateSelectMenu::new(
        cmd.custom_id(),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(tr!(lang(ctx), "discord-choose-game"));
    let links: Vec<String> = games
        .iter()
        .map(|g| format!("<#{}>", g.channel_id))
        .collect();
    let text = tr!(
        lang(ctx),
        "discord-which-game",
        count = games.len(),
        games = links.join(", "),
        command = super::localize::command_path(cmd.name(), lang(ctx))
    );
    ctx.send(
        CreateReply::default()
            .content(clamp(&text))
            .components(vec![serenity::CreateActionRow::SelectMenu(menu)])
            .ephemeral(true)
            .allowed_mentions(pings::<&str>(&[])),
    )
    .await?;
    Ok(())
}

/// Runs an announced action on `rec` for a slash command: defers ephemerally, then runs it.
/// The action is one of a service made by [`receipted`], so its first announcement carries
/// this interaction's receipt.
pub async fn act_on<F, T>(ctx: Context<'_>, rec: &GameRecord, action: F) -> Result<(), Error>
where
    F: std::future::Future<Output = Result<T, GameError>>,
{
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    match action.await {
        Ok(_) => Ok(()),
        Err(e) => Err(refine(service, &rec.channel_id, e, lang(ctx)).await),
    }
}

/// The game `game:ID` names, or else this channel's game (open or last), or else the
/// author's only active game: for `/export` and `/analysis`. A game named by id must be the
/// author's or one of this server's.
///
/// # Errors
/// [`GameError::NoSuchGame`] for an id that is none of those; a refusal asking for `game:`
/// when the author has several games and this channel none.
pub async fn named_or_here(ctx: Context<'_>, game: Option<i64>) -> Result<GameRecord, Error> {
    let service = &ctx.data().service;
    let (here, user) = (channel(ctx), author_id(ctx));
    if let Some(id) = game {
        let rec = match read(service.load(At::Game(id))).await {
            Ok(st) => st.record,
            Err(Error::Game(GameError::NoSuchGame)) => {
                return Err(Say::new("discord-no-such-game").num("id", id).into())
            }
            Err(e) => return Err(e),
        };
        let guild = ctx.guild_id().map(|g| g.to_string());
        if rec.color_of(&user).is_none() && (guild.is_none() || rec.guild_id != guild) {
            return Err(Say::new("discord-game-not-yours").num("id", id).into());
        }
        return Ok(rec);
    }
    match read(service.current_or_last(&here)).await {
        Ok(st) => return Ok(st.record),
        Err(Error::Game(GameError::NoGame)) => {}
        Err(e) => return Err(e),
    }
    let games = read(service.games_for(&here, &user, false)).await?;
    match games.len() {
        1 => Ok(games.into_iter().next().expect("one game")),
        0 => {
            let finished = read(service.finished_games_of(&user, 1)).await?;
            if finished.is_empty() {
                Err(refine(service, &here, GameError::NoGame, lang(ctx)).await)
            } else {
                Err(Say::new("discord-name-a-finished-game").into())
            }
        }
        _ => Err(Say::new("discord-name-a-game").into()),
    }
}

/// Autocomplete of the author's games for a `game:` option: running games first (your move
/// first, by deadline), then the last finished ones; matched by id or label; at most 25.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let service = &ctx.data().service;
    let user = author_id(ctx);
    let deadline = std::time::Duration::from_millis(1500);
    let found = tokio::time::timeout(deadline, async {
        let mut games = service
            .games_for("", &user, false)
            .await
            .unwrap_or_default();
        games.extend(
            service
                .finished_games_of(&user, 25)
                .await
                .unwrap_or_default(),
        );
        games
    })
    .await
    .unwrap_or_default();
    let typed = partial.trim().trim_start_matches('#').to_lowercase();
    let choices = found
        .iter()
        .map(|g| (game_label(g, &user, lang(ctx)), g.id))
        .filter(|(label, id)| {
            typed.is_empty()
                || id.to_string().starts_with(&typed)
                || label.to_lowercase().contains(&typed)
        })
        .take(super::picker::MAX_OPTIONS)
        .map(|(label, id)| serenity::AutocompleteChoice::new(label, id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_round_trip_through_custom_ids() {
        for cmd in [
            Cmd::Move("Nb2-c4".into()),
            Cmd::Board(true),
            Cmd::Board(false),
            Cmd::Resign,
            Cmd::Claim,
            Cmd::Draw,
            Cmd::Abort,
            Cmd::Takeback,
            Cmd::History(Some(12), true),
            Cmd::History(None, false),
            Cmd::Rules,
        ] {
            assert_eq!(Cmd::parse(&cmd.custom_id()), Some(cmd.clone()), "{cmd:?}");
        }
        assert_eq!(
            Cmd::Move("e3-e4".into()).custom_id(),
            "timur:pick:move:e3-e4"
        );
        assert_eq!(
            Cmd::History(Some(3), false).custom_id(),
            "timur:pick:history:3.0"
        );
        assert_eq!(Cmd::parse("timur:pick:nonsense:"), None);
        assert_eq!(Cmd::parse("timur:mv:1:2"), None);
    }

    #[test]
    fn receipts_link_the_game_only_from_elsewhere() {
        let away = receipt_in("tok-1", "42", "7", Lang::Fr);
        assert_eq!(
            (away.token.as_str(), away.link.as_deref()),
            ("tok-1", Some("42"))
        );
        assert_eq!(away.lang, Lang::Fr);
        assert_eq!(receipt_in("tok-1", "42", "42", Lang::En).link, None);
    }
}
