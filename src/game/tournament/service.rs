//! The tournament service's event actions: read, list, create, join, leave, close, cancel,
//! start.

use super::*;

impl TournamentService {
    /// Event `id` with its players and pairings.
    ///
    /// # Errors
    /// [`TournamentError::NoSuchTournament`]; database failures.
    pub async fn event(&self, id: i64) -> Result<Event, TournamentError> {
        let store = self.games.store();
        let row = store
            .tournament(id)
            .await?
            .ok_or(TournamentError::NoSuchTournament)?;
        Ok(Event {
            entrants: store.entrants(id).await?,
            pairings: store.pairings(id).await?,
            row,
        })
    }

    /// The server's event called `name` (the newest of that name), or with `None` its newest
    /// event.
    ///
    /// # Errors
    /// [`TournamentError::NoSuchTournament`]; database failures.
    pub async fn find(&self, guild: &str, name: Option<&str>) -> Result<Event, TournamentError> {
        let list = self.games.store().tournaments_of(guild, 200).await?;
        let row = list
            .into_iter()
            .find(|t| name.is_none_or(|n| t.name.eq_ignore_ascii_case(n.trim())))
            .ok_or(TournamentError::NoSuchTournament)?;
        self.event(row.id).await
    }

    /// The server's events, newest first (at most 25).
    ///
    /// # Errors
    /// Database failures.
    pub async fn list(&self, guild: &str) -> Result<Vec<TournamentRow>, TournamentError> {
        Ok(self.games.store().tournaments_of(guild, 25).await?)
    }

    /// Creates an event open for sign-up and stores its announcement.
    ///
    /// # Errors
    /// [`TournamentError::BadName`], [`TournamentError::NameTaken`],
    /// [`TournamentError::TooManyPlayers`], [`TournamentError::TooFewAllowed`],
    /// [`TournamentError::BadRounds`], [`TournamentError::StartInPast`]; bad options or days
    /// as [`GameService::check_challenge`] refuses them.
    pub async fn create(&self, req: &NewTournament) -> Result<TournamentRow, TournamentError> {
        let name = req.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(TournamentError::BadName);
        }
        let f = req.format;
        let max = req.max_players.unwrap_or(f.max_players());
        if max > f.max_players() {
            return Err(TournamentError::TooManyPlayers {
                format: f.code(),
                max: f.max_players(),
            });
        }
        if max < f.min_players() {
            return Err(TournamentError::TooFewAllowed {
                format: f.code(),
                min: f.min_players(),
            });
        }
        if req
            .rounds
            .is_some_and(|r| r == 0 || r > MAX_SWISS_ROUNDS || f.is_round_robin())
        {
            return Err(TournamentError::BadRounds);
        }
        let now = self.games.now();
        if req.starts_at.is_some_and(|s| s <= now) {
            return Err(TournamentError::StartInPast);
        }
        // The games' settings are checked as a challenge would be.
        self.games.check_challenge(&pairing_request(
            &req.guild_id,
            &req.channel_id,
            req.variant,
            &req.options,
            req.days,
            (&req.creator, &Player::new("0", "?")),
        ))?;
        let row = TournamentRow {
            id: 0,
            guild_id: req.guild_id.clone(),
            channel_id: req.channel_id.clone(),
            name: name.to_string(),
            variant: req.variant.id().to_string(),
            options: req.options.clone(),
            format: f.code().to_string(),
            rounds: req.rounds.map(|r| r as i64),
            days_per_move: req.days,
            rated: i64::from(req.rated),
            max_players: max as i64,
            starts_at: req.starts_at,
            creator_id: req.creator.id.clone(),
            status: TStatus::Signup.code().to_string(),
            round: 0,
            message_id: None,
            created_at: now,
            updated_at: now,
            finished_at: None,
        };
        let mut tx = self.begin().await?;
        let Some(id) = tx.insert_tournament(&row).await? else {
            return Err(TournamentError::NameTaken(row.name));
        };
        tx.post(id, PostKind::Announce.code(), 0, None, now).await?;
        self.commit(tx).await?;
        Ok(TournamentRow { id, ..row })
    }

    /// `player` signs up for event `id`.
    ///
    /// # Errors
    /// [`TournamentError::SignupClosed`], [`TournamentError::Full`],
    /// [`TournamentError::AlreadyIn`].
    pub async fn join(&self, id: i64, player: &Player) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if TStatus::of(&row.status) != TStatus::Signup {
            return Err(TournamentError::SignupClosed(row.name));
        }
        let ev = event_in(&mut tx, row).await?;
        if ev.entrants.iter().any(|e| e.user_id == player.id) {
            return Err(TournamentError::AlreadyIn(ev.row.name));
        }
        if ev.entrants.len() as i64 >= ev.row.max_players {
            return Err(TournamentError::Full(ev.row.name));
        }
        let name = if player.name.is_empty() {
            &player.id
        } else {
            &player.name
        };
        tx.add_entrant(id, &player.id, name, now).await?;
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, ev.row).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// `user` leaves event `id`: before the start their name comes off the list; once it
    /// runs this is their withdrawal ([`TournamentService::withdraw`]).
    ///
    /// # Errors
    /// [`TournamentError::NotIn`]; [`TournamentError::AlreadyWithdrawn`] while it runs;
    /// [`TournamentError::WrongStatus`] once it is over.
    pub async fn leave(&self, id: i64, user: &str) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        match TStatus::of(&row.status) {
            TStatus::Signup | TStatus::Closed => {}
            TStatus::Running => {
                drop(tx);
                return self.withdraw(id, user).await;
            }
            TStatus::Finished | TStatus::Cancelled => return Err(wrong(&row)),
        }
        if !tx.remove_entrant(id, user).await? {
            return Err(TournamentError::NotIn(row.name));
        }
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, row).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// The organizer closes sign-up of event `id` (it starts later, by hand or at its time).
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`].
    pub async fn close(
        &self,
        id: i64,
        user: &str,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let signup = |s: TStatus| s == TStatus::Signup;
        self.organizer_sets(
            id,
            user,
            manager,
            signup,
            TStatus::Closed,
            &[PostKind::Refresh],
        )
        .await
    }

    /// The organizer cancels event `id`: no further round is paired; games already running
    /// are played out as ordinary games.
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`] once it is over.
    pub async fn cancel(
        &self,
        id: i64,
        user: &str,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let open = |s: TStatus| !matches!(s, TStatus::Finished | TStatus::Cancelled);
        let posts = [PostKind::Cancelled, PostKind::Refresh];
        self.organizer_sets(id, user, manager, open, TStatus::Cancelled, &posts)
            .await
    }

    /// The one transaction of [`Self::close`] and [`Self::cancel`]: the organizer (`user`, or a
    /// manager) moves event `id` from a status `from` allows to `to` (a cancelled event is
    /// finished now) and stores `posts` for its round.
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`].
    async fn organizer_sets(
        &self,
        id: i64,
        user: &str,
        manager: bool,
        from: impl Fn(TStatus) -> bool,
        to: TStatus,
        posts: &[PostKind],
    ) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if row.creator_id != user && !manager {
            return Err(TournamentError::NotOrganizer);
        }
        if !from(TStatus::of(&row.status)) {
            return Err(wrong(&row));
        }
        let mut after = row.clone();
        after.status = to.code().to_string();
        after.updated_at = now;
        if to == TStatus::Cancelled {
            after.finished_at = Some(now);
        }
        tx.update_tournament(&row.status, row.round, &after).await?;
        for post in posts {
            tx.post(id, post.code(), row.round, None, now).await?;
        }
        let ev = event_in(&mut tx, after).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// Starts event `id`: by its organizer (`user`, or a manager), or by itself at its start
    /// time (`user` `None`). Seeds the players (rating in the variant's pool, best first, then
    /// sign-up order), fixes the rounds and pairs round 1.
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`], [`TournamentError::WrongStatus`],
    /// [`TournamentError::NotEnoughPlayers`].
    pub async fn start(
        &self,
        id: i64,
        user: Option<&str>,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let now = self.games.now();
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, id).await?;
        if user.is_some_and(|u| u != row.creator_id) && !manager {
            return Err(TournamentError::NotOrganizer);
        }
        if !matches!(TStatus::of(&row.status), TStatus::Signup | TStatus::Closed) {
            return Err(wrong(&row));
        }
        let ev = event_in(&mut tx, row).await?;
        let f = Format::from_code(&ev.row.format).unwrap_or(Format::Swiss);
        let n = ev.entrants.len();
        if n < f.min_players() {
            return Err(TournamentError::NotEnoughPlayers {
                name: ev.row.name,
                min: f.min_players(),
                have: n,
            });
        }
        let pool = crate::rating::Pool::of(ev.variant()).code();
        let mut by_rating = Vec::with_capacity(n);
        for e in &ev.entrants {
            let r = tx.rating(&e.user_id, pool).await?.map_or(0.0, |r| r.rating);
            by_rating.push((r, e.joined_at, e.user_id.clone()));
        }
        by_rating.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        for (seed, (_, _, user)) in by_rating.iter().enumerate() {
            tx.set_seed(id, user, seed as i64).await?;
        }
        let rounds = f.rounds(n, ev.row.rounds.and_then(|r| usize::try_from(r).ok()));
        let mut after = ev.row.clone();
        after.status = TStatus::Running.code().to_string();
        after.rounds = Some(rounds as i64);
        after.updated_at = now;
        tx.update_tournament(&ev.row.status, ev.row.round, &after)
            .await?;
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let ev = event_in(&mut tx, after).await?;
        let ev = advance(&mut tx, ev, now).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// Starts every event whose start time has come (with too few players it is cancelled,
    /// and says so). Returns the events started.
    ///
    /// # Errors
    /// Database failures.
    pub async fn start_due(&self) -> Result<Vec<i64>, TournamentError> {
        let mut started = Vec::new();
        for id in self
            .games
            .store()
            .due_tournament_starts(self.games.now())
            .await?
        {
            match self.start(id, None, true).await {
                Ok(_) => started.push(id),
                Err(TournamentError::NotEnoughPlayers { .. }) => {
                    let ev = self.event(id).await?;
                    self.cancel(id, &ev.row.creator_id, true).await?;
                }
                Err(TournamentError::WrongStatus { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(started)
    }
}
