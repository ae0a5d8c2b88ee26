//! `/challenge`: checks the challenge (refusals are immediate and ephemeral), opens a thread
//! for the game when it may, stores the challenge; the challenge message with its buttons is
//! posted from the outbox into the game's channel.

use super::limits::{cut, MAX_THREAD_NAME};
use super::{author_player, channel, Context, Error};
use crate::engine::Level;
use crate::game::computer::{challenge_computer_as, engine_name_in};
use crate::game::{ChallengeRequest, ColorChoice, Player, DAYS_PRESETS};
use crate::i18n::Lang;
use crate::rules::VariantId;
use poise::serenity_prelude as serenity;

/// Discord JSON error codes meaning "no permission here": Missing Access, Missing Permissions.
const NO_PERMISSION: [isize; 2] = [50001, 50013];

/// The computer's level when `/challenge opponent:@Timur` names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// The `/challenge` variant menu: one entry per [`VariantId::ALL`], in that order.
#[derive(Debug, Clone, Copy)]
pub struct VariantChoice(pub VariantId);

impl poise::ChoiceParameter for VariantChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        VariantId::ALL
            .iter()
            .map(|v| poise::CommandParameterChoice {
                name: v.name().into(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        VariantId::ALL.get(index).copied().map(VariantChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        VariantId::ALL
            .iter()
            .find(|v| v.name() == name || v.id() == name)
            .copied()
            .map(VariantChoice)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// The `/challenge` days menu: [`DAYS_PRESETS`], then "none".
#[derive(Debug, Clone, Copy)]
pub struct DaysChoice(pub Option<i64>);

/// The menu's names, in order.
const DAYS_NAMES: [&str; 8] = [
    "1 day", "2 days", "3 days", "5 days", "7 days", "10 days", "14 days", "none",
];

impl poise::ChoiceParameter for DaysChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        DAYS_NAMES
            .iter()
            .map(|n| poise::CommandParameterChoice {
                name: (*n).into(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        match index {
            i if i < DAYS_PRESETS.len() => Some(DaysChoice(Some(DAYS_PRESETS[i]))),
            i if i == DAYS_PRESETS.len() => Some(DaysChoice(None)),
            _ => None,
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        DAYS_NAMES
            .iter()
            .position(|n| *n == name)
            .and_then(Self::from_index)
    }

    fn name(&self) -> &'static str {
        match self.0 {
            Some(d) => DAYS_PRESETS
                .iter()
                .position(|p| *p == d)
                .map_or("none", |i| DAYS_NAMES[i]),
            None => "none",
        }
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// The colour menu.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorParam {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
    #[name = "random"]
    Random,
}

/// The name of a game's thread in `lang` (the server's: the thread is public), e.g.
/// "Tamerlane: Alice vs Bob" (`discord-thread-name`), or "Tamerlane: Alice vs anyone" for an
/// open challenge (`opponent` `None`, `discord-thread-name-open`), with the variant's name in
/// `lang` ([`crate::explain::guide::variant_name`]), cut to Discord's thread-name limit
/// ([`MAX_THREAD_NAME`] characters).
pub fn thread_name(
    variant: VariantId,
    challenger: &str,
    opponent: Option<&str>,
    lang: Lang,
) -> String {
    let variant = crate::explain::guide::variant_name(variant, lang);
    let challenger = challenger.to_string();
    let name = match opponent {
        Some(o) => crate::tr!(
            lang,
            "discord-thread-name",
            variant = variant,
            challenger = challenger,
            opponent = o.to_string()
        ),
        None => crate::tr!(
            lang,
            "discord-thread-name-open",
            variant = variant,
            challenger = challenger
        ),
    };
    cut(&name, MAX_THREAD_NAME)
}

/// The language of the public posts in the server of `ctx` (`/settings language:`, else the
/// server's Discord locale as stored, else English; a read failure is logged and English).
async fn server_lang(ctx: Context<'_>) -> Lang {
    let Some(guild) = ctx.guild_id() else {
        return Lang::En;
    };
    match ctx
        .data()
        .service
        .store()
        .guild_language(&guild.to_string())
        .await
    {
        Ok(g) => g.tag().map_or(Lang::En, Lang::from_discord),
        Err(e) => {
            tracing::warn!(error = %e, "the server's language could not be read; English"); // operator: log line
            Lang::En
        }
    }
}

fn is_permission_error(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if NO_PERMISSION.contains(&r.error.code))
}

/// Challenge someone (or anyone) to a correspondence game
// One parameter per slash-command option: poise needs them as arguments.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play (empty: an open challenge anyone may accept)"]
    opponent: Option<serenity::User>,
    #[description = "Which game (default: Tamerlane)"] variant: Option<VariantChoice>,
    #[description = "Your colour (default: random)"] color: Option<ColorParam>,
    #[description = "Days per move (default: 3)"] days: Option<DaysChoice>,
    #[description = "Rule options, e.g. citadel=claim giraffe-min=3"] options: Option<String>,
    #[description = "Rated or casual (default: rated when there is a time limit)"] rated: Option<
        bool,
    >,
    #[description = "Post the whole game as a GIF when it ends (default: true)"] gif: Option<bool>,
    #[description = "When you challenge me, Timur: my level, 1 (beginner, 0.2 s a move) to 8 (3 s a move); default 3"]
    #[min = 1]
    #[max = 8]
    level: Option<u8>,
) -> Result<(), Error> {
    let me = ctx.framework().bot_id().to_string();
    let computer = opponent.as_ref().is_some_and(|o| o.id.to_string() == me);
    if opponent.as_ref().is_some_and(|o| o.bot) && !computer {
        return Err(Error::Refused(crate::tr!(
            super::lang(ctx),
            "discord-challenge-bot"
        )));
    }
    let days = days.map_or(Some(3), |d| d.0);
    // The computer opponent is the bot's own user; its games are never rated.
    let against_computer = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id());
    let Some(rated) = crate::rating::rated_challenge(rated, days, against_computer) else {
        return Err(Error::Refused(crate::tr!(
            super::lang(ctx),
            "discord-challenge-computer-unrated"
        )));
    };
    let service = ctx.data().service.clone();
    let challenger = author_player(ctx).await;
    let opponent = opponent.map(|o| Player::new(o.id.to_string(), o.display_name()));
    let variant = variant.map_or(VariantId::Tamerlane, |v| v.0);
    let mut req = ChallengeRequest {
        guild_id: ctx.guild_id().map(|g| g.to_string()),
        channel_id: channel(ctx),
        parent_channel_id: None,
        challenger: challenger.clone(),
        opponent: opponent.clone(),
        variant,
        options: options.unwrap_or_default(),
        color: match color.unwrap_or(ColorParam::Random) {
            ColorParam::White => ColorChoice::White,
            ColorParam::Black => ColorChoice::Black,
            ColorParam::Random => ColorChoice::Random,
        },
        days,
        auto_accept: false,
        start: None,
        gif: gif.unwrap_or(true),
    };
    // Refused before anything is answered publicly or created.
    service.check_challenge(&req)?;
    let (in_thread, may_thread) = match ctx {
        poise::Context::Application(a) => {
            let kind = a.interaction.channel.as_ref().map(|c| c.kind);
            let perms = a.interaction.app_permissions.unwrap_or_default();
            (
                matches!(
                    kind,
                    Some(
                        serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread
                    )
                ),
                perms.create_public_threads() && perms.send_messages_in_threads(),
            )
        }
        poise::Context::Prefix(_) => (false, false),
    };
    ctx.defer_ephemeral().await?;
    let lang = super::lang(ctx);
    let mut where_ = crate::tr!(lang, "discord-challenge-where-here");
    let mut note = String::new();
    if !in_thread && !may_thread {
        note = crate::tr!(lang, "discord-challenge-no-thread-permission");
    }
    if !in_thread && may_thread {
        let name = thread_name(
            variant,
            &challenger.name,
            opponent.as_ref().map(|o| o.name.as_str()),
            server_lang(ctx).await,
        );
        let builder = serenity::CreateThread::new(name)
            .kind(serenity::ChannelType::PublicThread)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        match ctx.channel_id().create_thread(ctx, builder).await {
            Ok(thread) => {
                for p in std::iter::once(&challenger).chain(opponent.as_ref().filter(|_| !computer))
                {
                    if let Ok(id) = p.id.parse::<u64>() {
                        if let Err(e) = thread
                            .id
                            .add_thread_member(ctx, serenity::UserId::new(id))
                            .await
                        {
                            tracing::warn!(error = %e, "could not add a player to the game thread");
                        }
                    }
                }
                req.parent_channel_id = Some(req.channel_id.clone());
                req.channel_id = thread.id.to_string();
                where_ = crate::tr!(
                    lang,
                    "discord-challenge-where-thread",
                    thread = thread.id.to_string()
                );
            }
            Err(e) if is_permission_error(&e) => {
                tracing::info!(error = %e, "no thread permission; the game stays in the channel");
                note = crate::tr!(lang, "discord-challenge-thread-refused");
            }
            Err(e) => return Err(e.into()),
        }
    }
    let text = if computer {
        let level = Level::new(level.unwrap_or(DEFAULT_LEVEL)).unwrap_or(Level::MIN);
        let computer = crate::game::Player::new(me.clone(), engine_name_in(level, lang));
        challenge_computer_as(&service, &req, &computer, level).await?;
        crate::tr!(
            lang,
            "discord-challenge-computer",
            level = level.to_string(),
            place = where_,
            note = note
        )
    } else {
        service.challenge_rated(&req, rated).await?;
        crate::tr!(
            lang,
            "discord-challenge-posted",
            place = where_,
            note = note
        )
    };
    if let Err(e) = super::say(ctx, &text, true).await {
        tracing::warn!(error = %e, "the challenge is stored, but its confirmation could not be sent");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn the_variant_menu_is_every_variant_by_its_human_name() {
        assert_eq!(VariantChoice::list().len(), VariantId::ALL.len());
        for (i, id) in VariantId::ALL.into_iter().enumerate() {
            let choice = VariantChoice::from_index(i).unwrap();
            assert_eq!(choice.0, id);
            assert_eq!(VariantChoice::list()[i].name, id.name());
        }
        assert!(VariantChoice::from_index(VariantId::ALL.len()).is_none());
    }

    #[test]
    fn the_days_menu_is_the_presets_then_none() {
        let days: Vec<Option<i64>> = (0..DaysChoice::list().len())
            .map(|i| DaysChoice::from_index(i).unwrap().0)
            .collect();
        let mut want: Vec<Option<i64>> = DAYS_PRESETS.iter().map(|d| Some(*d)).collect();
        want.push(None);
        assert_eq!(days, want);
        assert!(DaysChoice::from_index(8).is_none());
    }

    #[test]
    fn thread_names_fit() {
        assert_eq!(
            thread_name(VariantId::Tamerlane, "Alice", Some("Bob"), Lang::En),
            "Tamerlane: Alice vs Bob"
        );
        let long = "x".repeat(200);
        assert_eq!(
            thread_name(VariantId::Herat, &long, Some("b"), Lang::En)
                .chars()
                .count(),
            100
        );
        assert_eq!(
            thread_name(VariantId::Tamerlane, "Alice", Some("Bob"), Lang::Fr),
            "Tamerlan : Alice contre Bob"
        );
        assert_eq!(
            thread_name(VariantId::Tamerlane, "Alice", Some("Bob"), Lang::ZhCn),
            "帖木儿象棋：Alice 对 Bob"
        );
        assert_eq!(
            thread_name(VariantId::Tamerlane, "Alice", None, Lang::En),
            "Tamerlane: Alice vs anyone"
        );
        assert_eq!(
            thread_name(VariantId::Tamerlane, "Alice", None, Lang::De),
            "Tamerlan: offene Herausforderung von Alice"
        );
        let cut = thread_name(VariantId::Tamerlane, "Alice", Some(&long), Lang::Ru);
        assert_eq!(cut.chars().count(), 100);
        assert!(cut.starts_with("Тамерлан: Alice против xx"), "{cut}");
    }
}
