//! The tournament worker: carries out the event's pending posts through a [`super::Desk`].

use super::*;

/// The tournament worker: carries out pending posts through a [`Desk`], oldest first per
/// event, retrying transient failures with backoff; after a crash it starts with whatever is
/// pending.
pub struct TournamentDesk<D> {
    service: TournamentService,
    desk: Arc<D>,
    owner: Arc<str>,
    base: Duration,
}

impl<D> Clone for TournamentDesk<D> {
    fn clone(&self) -> Self {
        TournamentDesk {
            service: self.service.clone(),
            desk: self.desk.clone(),
            owner: self.owner.clone(),
            base: self.base,
        }
    }
}

impl<D: Desk> TournamentDesk<D> {
    /// A worker over `service` posting through `desk`.
    pub fn new(service: TournamentService, desk: Arc<D>) -> TournamentDesk<D> {
        TournamentDesk {
            service,
            desk,
            owner: format!("t-{}", super::worker_name()).into(),
            base: Duration::from_secs(1),
        }
    }

    /// The same worker with another retry base (tests use milliseconds).
    pub fn with_backoff(mut self, base: Duration) -> TournamentDesk<D> {
        self.base = base;
        self
    }

    /// The desk.
    pub fn desk(&self) -> &D {
        &self.desk
    }

    /// Starts the events due, then carries out every pending post that is due; returns how
    /// many were done.
    ///
    /// # Errors
    /// Database failures (nothing is lost: posts stay pending).
    pub async fn run_once(&self) -> Result<usize, TournamentError> {
        self.service.start_due().await?;
        let store = self.service.games.store().clone();
        let mut done = 0;
        loop {
            let rows = store
                .claim_posts(&self.owner, now_ms(), super::LEASE.as_millis() as i64, 100)
                .await?;
            if rows.is_empty() {
                return Ok(done);
            }
            for row in rows {
                match self.carry_out(&row).await {
                    Ok(()) => done += 1,
                    Err(Failure::Retry(why)) => {
                        let wait = super::backoff(
                            self.base,
                            Duration::from_secs(300),
                            row.delivery.attempts + 1,
                        );
                        tracing::warn!(post_id = row.id, tournament_id = row.tournament_id, %why, "tournament post not done; will retry");
                        store
                            .retry_post(row.id, now_ms() + wait.as_millis() as i64, &why)
                            .await?;
                    }
                    Err(Failure::GiveUp(why)) => {
                        tracing::error!(post_id = row.id, tournament_id = row.tournament_id, %why, "tournament post cannot be done; giving up");
                        store
                            .finish_post(row.id, now_ms(), Some(&format!("gave up: {why}"))) // operator: the post row's note
                            .await?;
                    }
                    Err(Failure::Fatal(e)) => return Err(e),
                }
            }
        }
    }

    async fn carry_out(&self, row: &PostRow) -> Result<(), Failure> {
        let store = self.service.games.store();
        let ev = self.service.event(row.tournament_id).await?;
        let lang = match store.guild_language(&ev.row.guild_id).await {
            Ok(g) => g.tag().map_or(Lang::En, Lang::from_discord),
            Err(e) => {
                tracing::warn!(tournament_id = ev.row.id, error = %e, "the server's language could not be read; English");
                Lang::En
            }
        };
        let style = self.desk.style_in(lang);
        let kind = PostKind::from_code(&row.kind)
            .ok_or_else(|| Failure::GiveUp(format!("unknown post kind '{}'", row.kind)))?; // operator: log
        let thread = ev.row.message_id.clone();
        match kind {
            PostKind::Announce => {
                let m = signup_message(&ev, style);
                let title = cut(&ev.row.name, 100);
                let id = self
                    .desk
                    .post(&ev.row.channel_id, &row.delivery.nonce, &m, Some(&title))
                    .await?;
                store.set_tournament_message(ev.row.id, &id).await?;
            }
            PostKind::Refresh => {
                // A later refresh shows the newer list; this one would be overwritten.
                if !store.later_post(ev.row.id, &row.kind, row.id).await? {
                    if let Some(msg) = &thread {
                        self.desk
                            .edit(&ev.row.channel_id, msg, &signup_message(&ev, style))
                            .await?;
                    }
                }
            }
            PostKind::Round => {
                let m = round_message(&ev, row.round, style);
                self.desk
                    .post(thread_or(&ev, &thread), &row.delivery.nonce, &m, None)
                    .await?;
            }
            PostKind::Game => {
                let Some(p) = ev.pairings.iter().find(|p| Some(p.id) == row.pairing_id) else {
                    store.finish_post(row.id, now_ms(), None).await?;
                    return Ok(());
                };
                if p.game_id.is_some() || p.result.is_some() {
                    store.finish_post(row.id, now_ms(), None).await?;
                    return Ok(());
                }
                let black = p.black_id.clone().unwrap_or_default();
                let m = DeskMessage {
                    text: tr!(
                        style,
                        "game-tournament-game",
                        name = style.bold(&ev.row.name),
                        round = p.round,
                        board = p.board,
                        white = style.player(&p.white_id, ev.name_of(&p.white_id)),
                        black = style.player(&black, ev.name_of(&black))
                    ),
                    ..DeskMessage::default()
                };
                let title = tr!(
                    style,
                    "game-tournament-thread",
                    name = &ev.row.name,
                    round = p.round,
                    white = ev.name_of(&p.white_id).to_string(),
                    black = ev.name_of(&black).to_string()
                );
                let title = cut(&title, 100);
                let channel = self
                    .desk
                    .post(&ev.row.channel_id, &row.delivery.nonce, &m, Some(&title))
                    .await?;
                self.service
                    .create_game(row, &channel, &ev.row.channel_id)
                    .await?;
                // Marked done inside create_game's transaction.
                return Ok(());
            }
            PostKind::Standings => {
                if !store.later_post(ev.row.id, &row.kind, row.id).await? {
                    let m = standings_message(&ev, false, style);
                    self.desk
                        .post(thread_or(&ev, &thread), &row.delivery.nonce, &m, None)
                        .await?;
                }
            }
            PostKind::Final => {
                let m = standings_message(&ev, true, style);
                self.desk
                    .post(thread_or(&ev, &thread), &row.delivery.nonce, &m, None)
                    .await?;
            }
            PostKind::Cancelled => {
                let m = DeskMessage {
                    text: tr!(
                        style,
                        "game-tournament-cancelled-post",
                        name = style.bold(&ev.row.name)
                    ),
                    ..DeskMessage::default()
                };
                self.desk
                    .post(thread_or(&ev, &thread), &row.delivery.nonce, &m, None)
                    .await?;
            }
        }
        store.finish_post(row.id, now_ms(), None).await?;
        Ok(())
    }

    /// Runs until aborted: at once (catching up after a restart), then whenever this process's
    /// game or tournament service commits ([`GameService::commit_signal`]: the last result of a
    /// round has the next round's games created at once), and every `poll` for commits by other
    /// processes.
    pub fn spawn(self, poll: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            let mut commits = self.service.games().commit_signal();
            loop {
                commits.borrow_and_update();
                if let Err(e) = self.run_once().await {
                    tracing::error!(error = %e, "tournament worker: cannot read its work; retrying");
                }
                tokio::select! {
                    changed = commits.changed() => {
                        // The service is gone (shutdown): fall back to the poll alone.
                        if changed.is_err() {
                            tokio::time::sleep(poll).await;
                        }
                    }
                    _ = tokio::time::sleep(poll) => {}
                }
            }
        })
    }
}

/// `s` cut to `max` characters (Discord's thread names take 100).
fn cut(s: &str, max: usize) -> String {
    s.chars().take(max).collect()
}

fn thread_or<'a>(ev: &'a Event, thread: &'a Option<String>) -> &'a str {
    thread.as_deref().unwrap_or(&ev.row.channel_id)
}

enum Failure {
    Retry(String),
    GiveUp(String),
    Fatal(TournamentError),
}

impl From<SendError> for Failure {
    fn from(e: SendError) -> Self {
        match e {
            SendError::Transient { why, .. } => Failure::Retry(why),
            SendError::Permanent(why) => Failure::GiveUp(why),
        }
    }
}

impl From<TournamentError> for Failure {
    fn from(e: TournamentError) -> Self {
        Failure::Fatal(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Fatal(e.into())
    }
}
