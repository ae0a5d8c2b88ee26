//! Posting announcements to Discord: the message with its board picture and answer buttons,
//! sent with the outbox row's nonce and `enforce_nonce`, so that Discord returns the message
//! already posted when a crash came between the post and marking it delivered.

use super::buttons;
use super::limits::clamp;
use super::picker;
use super::style::{pings, style_of, DiscordStyle};
use crate::game::notify::DirectError;
use crate::game::{announce, Courier, Message, Receipt, SendError, Style};
use crate::i18n::Lang;
use crate::store::{OutboxRow, Store};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The attachment name of every board picture.
pub const BOARD_FILE: &str = "board.png";

/// Discord JSON error codes after which retrying cannot help: Unknown Channel, Missing Access,
/// Missing Permissions, Cannot send messages in a non-text channel / archived thread.
const HOPELESS: [isize; 5] = [10003, 50001, 50013, 50008, 50083];

/// Discord's "Cannot send messages to this user" (the user does not accept direct messages).
pub const CANNOT_DM: isize = 50007;

/// Discord's JSON error code for a post in an archived thread.
pub const THREAD_ARCHIVED: isize = 50083;

/// True when `e` is Discord refusing a post because the thread is archived.
fn is_archived_thread(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.error.code == THREAD_ARCHIVED)
}

/// The Discord [`Courier`].
#[derive(Clone)]
pub struct DiscordCourier {
    http: Arc<serenity::Http>,
    style: DiscordStyle,
    /// Where the servers' languages are read (`None`: every post in English).
    store: Option<Store>,
}

impl std::fmt::Debug for DiscordCourier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DiscordCourier")
    }
}

impl DiscordCourier {
    /// A courier posting with `http`.
    pub fn new(http: Arc<serenity::Http>) -> DiscordCourier {
        DiscordCourier {
            http,
            style: DiscordStyle::default(),
            store: None,
        }
    }

    /// This courier writing each public post in its server's language, read from `store`
    /// (`/settings language:`, else the server's Discord locale, else English).
    pub fn with_store(mut self, store: Store) -> DiscordCourier {
        self.store = Some(store);
        self
    }

    /// The language of the public posts of `row`'s game: its server's (see
    /// [`DiscordCourier::with_store`]); English when unknown or unreadable (logged).
    pub async fn lang_of(&self, row: &OutboxRow) -> Lang {
        self.game_lang(row.game_id).await
    }

    /// The language of the server game `game` is played in; English when unknown or
    /// unreadable (logged).
    async fn game_lang(&self, game: i64) -> Lang {
        let Some(store) = &self.store else {
            return Lang::En;
        };
        match store.game_guild_language(game).await {
            Ok(g) => g.tag().map_or(Lang::En, Lang::from_discord),
            Err(e) => {
                tracing::warn!(game_id = game, error = %e, "the server's language could not be read; English");
                Lang::En
            }
        }
    }

    /// The language of a direct message to `user`: their Discord locale as last seen, else the
    /// language of the server game `game` is played in, else English (a read failure is logged
    /// and falls through).
    pub async fn lang_of_user(&self, user: &str, game: Option<i64>) -> Lang {
        let Some(store) = &self.store else {
            return Lang::En;
        };
        match store.user_locale(user).await {
            Ok(Some(l)) => return Lang::from_discord(&l),
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(user, error = %e, "the user's locale could not be read");
            }
        }
        match game {
            Some(game) => self.game_lang(game).await,
            None => Lang::En,
        }
    }
}

/// The wait asked for after a 429 that reaches `classify` (the delivery worker waits at
/// least this, or its backoff if longer).
///
/// Why a fixed wait and not the 429's own `retry_after`: serenity 0.12 does not let it reach
/// us. Every REST request goes through `Http::request`, which turns a failed response into
/// `ErrorResponse::from_response`: that keeps the status, URL and method and decodes the body
/// into `DiscordJsonError { code, message, errors }`, so the body's `retry_after` and `global`
/// are dropped, and the headers (`Retry-After`, `X-RateLimit-Reset-After`) are not kept at all.
/// There is no response hook: `HttpBuilder::client` takes a `reqwest::Client`, which has no
/// response middleware (its `connector_layer` sits below HTTP), and the only callback,
/// `Ratelimiter::set_ratelimit_callback`, belongs to serenity's rate limiter.
///
/// In production that rate limiter is on, and it honours the `Retry-After` header itself: on a
/// 429 it sleeps for it and sends the request again inside the same call (ratelimiting.rs,
/// `post_hook`, and the global limit in `perform`), so a rate-limited post simply takes longer
/// and no 429 reaches here unless Discord sent one without `Retry-After`. The rate limiter is
/// off only with `TIMUR_DISCORD_API` (tests, or an HTTP proxy such as twilight-http-proxy that
/// rate-limits for us): serenity's `Ratelimiter::perform` builds every request without the
/// proxy base (`req.build(.., None)`), so it cannot run together with one. Only then does a 429
/// arrive here, and this wait stands in for its `retry_after`. Reading it would mean replacing
/// serenity's HTTP client for posting.
pub const RATE_LIMITED_WAIT: Duration = Duration::from_millis(500);

/// Whether a failed request is worth retrying, and after how long.
pub fn classify(e: &serenity::Error) -> SendError {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if status == 429 {
                SendError::Transient {
                    // serenity drops the 429's retry_after (see RATE_LIMITED_WAIT).
                    retry_after: Some(RATE_LIMITED_WAIT),
                    why: format!("rate limited: {}", r.error.message), // operator: outbox last_error, logs
                }
            } else if status >= 500 || status == 408 {
                SendError::Transient {
                    retry_after: None,
                    why: format!("HTTP {status}: {}", r.error.message),
                }
            } else if HOPELESS.contains(&r.error.code) || status == 403 || status == 404 {
                SendError::Permanent(format!("HTTP {status}: {}", r.error.message))
            } else {
                SendError::Permanent(format!(
                    "HTTP {status} ({}): {}",
                    r.error.code, r.error.message
                ))
            }
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) | serenity::Error::Io(_) => {
            SendError::Transient {
                retry_after: None,
                why: e.to_string(),
            }
        }
        other => SendError::Transient {
            retry_after: None,
            why: other.to_string(),
        },
    }
}

impl Courier for DiscordCourier {
    fn style(&self) -> &dyn Style {
        &self.style
    }

    async fn style_for<'a>(&'a self, row: &'a OutboxRow) -> &'a dyn Style {
        style_of(self.lang_of(row).await)
    }

    fn style_in(&self, lang: Lang) -> &dyn Style {
        style_of(lang)
    }

    async fn style_for_user<'a>(&'a self, user: &'a str, game: Option<i64>) -> &'a dyn Style {
        style_of(self.lang_of_user(user, game).await)
    }

    async fn send(&self, row: &OutboxRow, message: Message) -> Result<(), SendError> {
        self.send_posted(row, message).await.map(|_| ())
    }

    fn one_board_per_exchange(&self) -> bool {
        true
    }

    async fn direct(
        &self,
        user: &str,
        text: String,
        place: Option<(String, String)>,
    ) -> Result<(), DirectError> {
        let Some(id) = user.parse::<u64>().ok().filter(|i| *i != 0) else {
            let why = format!("'{user}' is not a user id"); // operator: logs
            return Err(DirectError::Failed(why));
        };
        let text = match place {
            Some((guild, channel)) => {
                format!("{text} https://discord.com/channels/{guild}/{channel}")
            }
            None => text,
        };
        let closed = |e: &serenity::Error| match e {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
                r.error.code == CANNOT_DM
            }
            _ => false,
        };
        let dm = match serenity::UserId::new(id)
            .create_dm_channel(&self.http)
            .await
        {
            Ok(dm) => dm,
            Err(e) if closed(&e) => return Err(DirectError::Closed),
            Err(e) => return Err(DirectError::Failed(e.to_string())),
        };
        let m = serenity::CreateMessage::new()
            .content(clamp(&text))
            .allowed_mentions(pings::<&str>(&[]));
        match dm.id.send_message(&self.http, m).await {
            Ok(_) => Ok(()),
            Err(e) if closed(&e) => Err(DirectError::Closed),
            Err(e) => Err(DirectError::Failed(e.to_string())),
        }
    }

    async fn send_posted(
        &self,
        row: &OutboxRow,
        message: Message,
    ) -> Result<Option<String>, SendError> {
        let dismiss = message.dismiss.clone();
        let receipt = message.receipt.clone();
        let message_receipt = receipt.clone();
        let unposted = message.unposted.clone();
        let posted = match self.post(row, message).await {
            Ok(p) => p,
            Err(SendError::Permanent(why)) => {
                // The board is given up: the mover still learns their move was played.
                if let Some((receipt, text)) = receipt.filter(|r| Some(&r.0) == dismiss.as_ref()) {
                    let text = unposted.unwrap_or(text);
                    self.confirm(row, Some(&(receipt, text))).await?;
                }
                return Err(SendError::Permanent(why));
            }
            Err(e) => return Err(e),
        };
        // The mover's pending reply goes once the board is out (their one confirmation). A
        // token past its 15 minutes, or a reply already gone, is given up quietly. A move made
        // outside the game's channel keeps its reply instead: the board is not in view there,
        // so the reply confirms and links the game.
        if let Some(receipt) = dismiss {
            if receipt.link.is_some() {
                if let Some(r) = message_receipt.as_ref().filter(|r| r.0 == receipt) {
                    self.confirm(row, Some(r)).await?;
                }
                return Ok(posted);
            }
            if let Err(e) = self
                .http
                .delete_original_interaction_response(&receipt.token)
                .await
            {
                match classify(&e) {
                    SendError::Permanent(why) => {
                        tracing::info!(outbox_id = row.id, %why, "the mover's reply could not be removed")
                    }
                    transient => return Err(transient),
                }
            }
        }
        Ok(posted)
    }
}

impl DiscordCourier {
    /// Edits the author's deferred reply with their confirmation `receipt` (receipt, text), if
    /// any: idempotent, so a retry or a repeat after a crash shows it once. It also drops the
    /// buttons of that reply (an answer on the ephemeral `/resign` question replaces the
    /// question). An expired token (15 minutes) is given up quietly.
    async fn confirm(
        &self,
        row: &OutboxRow,
        receipt: Option<&(Receipt, String)>,
    ) -> Result<(), SendError> {
        let Some((receipt, text)) = receipt else {
            return Ok(());
        };
        let token = receipt.token.as_str();
        // An action taken outside the game's channel links it (`find::receipt`), in the
        // author's language.
        let text = match &receipt.link {
            Some(ch) => format!(
                "{text}\n{}",
                crate::tr!(receipt.lang, "discord-the-game-link", channel = ch.clone())
            ),
            None => text.clone(),
        };
        let edit = serenity::EditInteractionResponse::new()
            .content(clamp(&text))
            .components(Vec::new())
            .allowed_mentions(pings::<&str>(&[]));
        if let Err(e) = self
            .http
            .edit_original_interaction_response(token, &edit, Vec::new())
            .await
        {
            match classify(&e) {
                SendError::Permanent(why) => {
                    tracing::info!(outbox_id = row.id, %why, "the author's confirmation could not be sent")
                }
                transient => return Err(transient),
            }
        }
        Ok(())
    }

    /// Posts (or, for an edit, edits) `message`; the message's id, `None` when there was
    /// nothing to post.
    async fn post(&self, row: &OutboxRow, message: Message) -> Result<Option<String>, SendError> {
        // First the author's confirmation: an edit of their deferred reply, idempotent, so a
        // retry or a repeat after a crash shows it once. It also drops the buttons of that
        // reply (an answer on the ephemeral `/resign` question replaces the question). An
        // expired token (15 minutes) is given up quietly; the public post below still goes out.
        // A move's confirmation is its board: the reply is removed once the board is out, and
        // edited with the confirmation only if the board cannot be posted.
        let dismissed = message.dismiss.is_some()
            && message.receipt.as_ref().map(|r| &r.0) == message.dismiss.as_ref();
        if !dismissed {
            self.confirm(row, message.receipt.as_ref()).await?;
        }
        if message.text.is_empty() && message.picture.is_none() && message.edit.is_none() {
            // Nothing public (the human's move against the computer: its answer posts both).
            return Ok(None);
        }
        let channel = row
            .channel_id
            .parse::<u64>()
            .ok()
            .filter(|c| *c != 0)
            .map(serenity::ChannelId::new)
            .ok_or_else(|| {
                let why = format!("'{}' is not a channel id", row.channel_id); // operator: logs
                SendError::Permanent(why)
            })?;
        if let Some(id) = message.edit.as_deref() {
            let id = id
                .parse::<u64>()
                .ok()
                .filter(|i| *i != 0)
                .map(serenity::MessageId::new)
                .ok_or_else(|| SendError::Permanent(format!("'{id}' is not a message id")))?; // operator: outbox last_error, logs
            let edit = serenity::EditMessage::new()
                .content(clamp(&message.text))
                .components(Vec::new())
                .allowed_mentions(pings::<&str>(&[]));
            return channel
                .edit_message(&self.http, id, edit)
                .await
                .map(|m| Some(m.id.to_string()))
                .map_err(|e| classify(&e));
        }
        let mut m = serenity::CreateMessage::new()
            .content(clamp(&message.text))
            .nonce(serenity::Nonce::String(row.delivery.nonce.clone()))
            .enforce_nonce(true)
            .allowed_mentions(pings(&message.pings));
        let lang = self.lang_of(row).await;
        let mut rows = buttons::rows(&message.actions, message.game_id, lang);
        // Every board of a running game carries the Move button (the picker, see `picker`).
        if let Some(p) = message
            .picture
            .as_ref()
            .filter(|p| picker::offers_move(&p.state))
        {
            rows.push(picker::move_row(message.game_id, p.state.record.ply, lang));
        }
        if !rows.is_empty() {
            m = m.components(rows);
        }
        if let Some(p) = message.picture {
            let alt = crate::game::describe::board_in(&p.state, p.bottom, lang);
            let png = tokio::task::spawn_blocking(move || {
                announce::board_png_in(&p.state, p.bottom, lang)
            })
            .await
            .map_err(|e| SendError::Transient {
                retry_after: None,
                why: format!("rendering failed: {e}"), // operator: outbox last_error, logs
            })?;
            m = m.add_file(serenity::CreateAttachment::bytes(png, BOARD_FILE).description(alt));
        }
        if let Some(history) = message.animation {
            let alt = crate::game::describe::animation_in(&history, lang);
            let replay = history.replay_in(lang);
            // A GIF that cannot be made is logged and left out: the result still goes out.
            let made = tokio::task::spawn_blocking(move || {
                let options = crate::render::GifOptions {
                    lang,
                    ..crate::render::GifOptions::default()
                };
                crate::render::render_gif(&replay, &options)
            })
            .await;
            match made {
                Ok(Ok(gif)) => {
                    m = m.add_file(
                        serenity::CreateAttachment::bytes(
                            gif.bytes,
                            crate::game::replay_file_name(message.game_id, "gif"),
                        )
                        .description(alt),
                    );
                }
                Ok(Err(e)) => {
                    tracing::error!(outbox_id = row.id, game_id = row.game_id, error = %e, "the game GIF could not be made")
                }
                Err(e) => {
                    return Err(SendError::Transient {
                        retry_after: None,
                        why: format!("rendering failed: {e}"), // operator: outbox last_error, logs
                    });
                }
            }
        }
        match channel.send_message(&self.http, m.clone()).await {
            Ok(posted) => Ok(Some(posted.id.to_string())),
            Err(e) if is_archived_thread(&e) => {
                // A game's thread archived after a quiet week: reopen it and post again.
                let reopen = serenity::EditThread::new().archived(false);
                if let Err(e) = channel.edit_thread(&self.http, reopen).await {
                    tracing::info!(outbox_id = row.id, error = %e, "reopening the thread answered with an error");
                }
                channel
                    .send_message(&self.http, m)
                    .await
                    .map(|m| Some(m.id.to_string()))
                    .map_err(|e| classify(&e))
            }
            Err(e) => Err(classify(&e)),
        }
    }
}
