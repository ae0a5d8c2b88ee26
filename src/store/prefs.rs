//! Per-player preferences (migration 0018): the board orientation of pictures shown to a player
//! alone; each user's Discord locale as last seen (migration 0021, the language of their direct
//! messages); the servers' settings rows (migration 0020), one column at a time through
//! `set_guild_column` (the tournament role too, from `tournaments.rs`).

use super::run::{Select, Statement};
use super::{Store, StoreError};
use sqlx::AssertSqlSafe;

impl Store {
    /// `user`'s board orientation code (`mine`, `white`), `None` when never set.
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_pref(&self, user: &str) -> Result<Option<String>, StoreError> {
        let q = sqlx::query_as("SELECT board FROM board_prefs WHERE user_id = $1").bind(user);
        let row: Option<(String,)> = self.optional(q).await?;
        Ok(row.map(|(b,)| b))
    }

    /// Sets `user`'s board orientation code (replacing any earlier one).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board_pref(&self, user: &str, board: &str) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO board_prefs (user_id, board) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET board = excluded.board",
        )
        .bind(user)
        .bind(board);
        self.run(q).await.map(|_| ())
    }

    /// `user`'s Discord locale as last seen on an interaction (`de`, `zh-TW`, `pt-BR`, …),
    /// `None` for a user never seen.
    ///
    /// # Errors
    /// Database failures.
    pub async fn user_locale(&self, user: &str) -> Result<Option<String>, StoreError> {
        let q = sqlx::query_as("SELECT locale FROM user_locale WHERE user_id = $1").bind(user);
        let row: Option<(String,)> = self.optional(q).await?;
        Ok(row.map(|(l,)| l))
    }

    /// Records `user`'s Discord locale as seen on an interaction at `now` (Unix seconds),
    /// replacing the one seen before.
    ///
    /// # Errors
    /// Database failures.
    pub async fn note_user_locale(
        &self,
        user: &str,
        locale: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO user_locale (user_id, locale, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET locale = $2, updated_at = $3",
        )
        .bind(user)
        .bind(locale)
        .bind(now);
        self.run(q).await.map(|_| ())
    }
}

/// A server's language settings (migration 0020, table `guild_settings`): codes, not
/// sentences.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GuildLanguage {
    /// The catalog tag chosen with `/settings language:` (`de`, `zh-CN`, …), if any.
    pub chosen: Option<String>,
    /// The server's Discord locale (`guild_locale`) as last seen on an interaction, if any.
    pub seen: Option<String>,
}

impl GuildLanguage {
    /// The tag that decides: the chosen one, else the one seen; `None` when neither is known.
    pub fn tag(&self) -> Option<&str> {
        self.chosen.as_deref().or(self.seen.as_deref())
    }
}

impl Store {
    /// Guild `guild_id`'s language settings (both `None` for a server never seen).
    ///
    /// # Errors
    /// Database failures.
    pub async fn guild_language(&self, guild_id: &str) -> Result<GuildLanguage, StoreError> {
        let q =
            sqlx::query_as("SELECT language, guild_locale FROM guild_settings WHERE guild_id = $1")
                .bind(guild_id);
        self.language_row(q).await
    }

    /// The language settings of the server game `game_id` is played in (both `None` for a
    /// game outside a server, or a server never seen).
    ///
    /// # Errors
    /// Database failures.
    pub async fn game_guild_language(&self, game_id: i64) -> Result<GuildLanguage, StoreError> {
        let q = sqlx::query_as(
            "SELECT s.language, s.guild_locale FROM games g \
             JOIN guild_settings s ON s.guild_id = g.guild_id WHERE g.id = $1",
        )
        .bind(game_id);
        self.language_row(q).await
    }

    /// The settings `q` reads as (chosen, seen), both `None` if it reads no row.
    async fn language_row(
        &self,
        q: Select<'_, (Option<String>, Option<String>)>,
    ) -> Result<GuildLanguage, StoreError> {
        let row = self.optional(q).await?;
        Ok(
            row.map_or_else(GuildLanguage::default, |(chosen, seen)| GuildLanguage {
                chosen,
                seen,
            }),
        )
    }

    /// Sets guild `guild_id`'s chosen language tag (`None`: back to the server's locale).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_guild_language(
        &self,
        guild_id: &str,
        tag: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError> {
        let q = set_guild_column(guild_id, GuildColumn::Language, tag, now);
        self.run(q).await.map(|_| ())
    }

    /// Records guild `guild_id`'s Discord locale as seen on an interaction (kept apart from
    /// the chosen language, which it never overrides).
    ///
    /// # Errors
    /// Database failures.
    pub async fn note_guild_locale(
        &self,
        guild_id: &str,
        locale: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let q = set_guild_column(guild_id, GuildColumn::GuildLocale, Some(locale), now);
        self.run(q).await.map(|_| ())
    }
}

/// The statement that sets column `column` of guild `guild_id`'s settings row to `value` at
/// `now` (Unix seconds), creating the row; the other columns are kept.
pub(super) fn set_guild_column<'q>(
    guild_id: &'q str,
    column: GuildColumn,
    value: Option<&'q str>,
    now: i64,
) -> Statement<'q> {
    let c = column.name();
    let sql = format!(
        "INSERT INTO guild_settings (guild_id, {c}, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (guild_id) DO UPDATE SET {c} = $2, updated_at = $3"
    );
    sqlx::query(AssertSqlSafe(sql))
        .bind(guild_id)
        .bind(value)
        .bind(now)
}

/// The columns of `guild_settings` that are set one at a time.
#[derive(Clone, Copy)]
pub(super) enum GuildColumn {
    /// The chosen language tag (`/settings language:`).
    Language,
    /// The server's Discord locale as last seen.
    GuildLocale,
    /// The tournament role (`/settings tournaments:`).
    TournamentRole,
}

impl GuildColumn {
    /// The column's name.
    fn name(self) -> &'static str {
        match self {
            GuildColumn::Language => "language",
            GuildColumn::GuildLocale => "guild_locale",
            GuildColumn::TournamentRole => "tournament_role_id",
        }
    }
}
