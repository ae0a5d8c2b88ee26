//! Rounds: withdrawals, the paired games' creation, and the round closing that runs inside
//! [`super::finish`].

use super::*;

impl TournamentService {
    /// `user` withdraws from running event `id`: their running game is lost (ended as their
    /// resignation, through [`finish`]), games not yet created are forfeited, a Swiss leaves
    /// them out of later rounds and a round-robin forfeits their later games. Before the start
    /// this is [`TournamentService::leave`].
    ///
    /// # Errors
    /// [`TournamentError::NotIn`], [`TournamentError::AlreadyWithdrawn`],
    /// [`TournamentError::WrongStatus`] once it is over.
    pub async fn withdraw(&self, id: i64, user: &str) -> Result<Event, TournamentError> {
        let now = self.games.now();
        // Lock order: games first, then the event (as `finish` does).
        let pairings = self.games.store().pairings(id).await?;
        let mut tx = self.begin().await?;
        let mut running = Vec::new();
        for p in pairings.iter().filter(|p| {
            p.result.is_none() && (p.white_id == user || p.black_id.as_deref() == Some(user))
        }) {
            if let Some(g) = p.game_id {
                if let Some(row) = tx.game(GameKey::Id(g)).await? {
                    running.push(GameRecord::from_row(row)?);
                }
            }
        }
        let row = locked(&mut tx, id).await?;
        match TStatus::of(&row.status) {
            TStatus::Signup | TStatus::Closed => {
                drop(tx);
                return self.leave(id, user).await;
            }
            TStatus::Running => {}
            _ => return Err(wrong(&row)),
        }
        let ev = event_in(&mut tx, row).await?;
        match ev.entrants.iter().find(|e| e.user_id == user) {
            None => return Err(TournamentError::NotIn(ev.row.name)),
            Some(e) if e.withdrawn_at.is_some() => {
                return Err(TournamentError::AlreadyWithdrawn(ev.row.name))
            }
            Some(_) => {}
        }
        tx.set_withdrawn(id, user, now).await?;
        for rec in running {
            if rec.status != Status::Active {
                continue;
            }
            let Some(color) = rec.color_of(user) else {
                continue;
            };
            let end = End::new(EndReason::Resignation, Some(GameResult::win(!color)), now).by(user);
            let (from, ply) = (rec.status, rec.ply);
            // `finish` records the result on the pairing and may close the round.
            finish(&mut tx, from, ply, rec, end, now).await?;
        }
        // Pairings whose game does not exist yet: forfeited now.
        let pending: Vec<PairingRow> = tx
            .pairings(id)
            .await?
            .into_iter()
            .filter(|p| {
                p.result.is_none()
                    && p.game_id.is_none()
                    && (p.white_id == user || p.black_id.as_deref() == Some(user))
            })
            .collect();
        for p in pending {
            let code = if p.white_id == user { "0-1" } else { "1-0" };
            tx.set_pairing_result(p.id, code, true).await?;
        }
        tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
        let row = locked(&mut tx, id).await?;
        let ev = event_in(&mut tx, row).await?;
        let ev = advance(&mut tx, ev, now).await?;
        self.commit(tx).await?;
        Ok(ev)
    }

    /// Creates the game of pairing post `post` in channel `channel` (opened by the front end
    /// under `parent`): one transaction inserts the game through the game service's challenge
    /// path, links it to the pairing and marks the post done. `None` if there was nothing to
    /// create (done already, or the pairing was decided meanwhile).
    ///
    /// # Errors
    /// Database failures; [`GameError::ChannelBusy`] if the channel has another open game.
    pub async fn create_game(
        &self,
        post: &PostRow,
        channel: &str,
        parent: &str,
    ) -> Result<Option<GameRecord>, TournamentError> {
        let mut tx = self.begin().await?;
        let row = locked(&mut tx, post.tournament_id).await?;
        let Some(p) = (match post.pairing_id {
            Some(pid) => tx.pairing(pid).await?,
            None => None,
        }) else {
            tx.post_done(post.id, now_ms()).await?;
            self.commit(tx).await?;
            return Ok(None);
        };
        if p.game_id.is_some() || p.result.is_some() || p.black_id.is_none() {
            tx.post_done(post.id, now_ms()).await?;
            self.commit(tx).await?;
            return Ok(None);
        }
        let ev = event_in(&mut tx, row).await?;
        let white = Player::new(p.white_id.clone(), ev.name_of(&p.white_id));
        let black_id = p.black_id.clone().unwrap_or_default();
        let black = Player::new(black_id.clone(), ev.name_of(&black_id));
        let mut req = pairing_request(
            &ev.row.guild_id,
            channel,
            ev.variant(),
            &ev.row.options,
            ev.row.days_per_move,
            (&white, &black),
        );
        req.parent_channel_id = Some(parent.to_string());
        let rec = self
            .games
            .challenge_in(&mut tx, &req, ev.row.rated == 1)
            .await?;
        if !tx.link_game(p.id, rec.id).await? || !tx.post_done(post.id, now_ms()).await? {
            // Someone else did it meanwhile: roll this one back.
            return Ok(None);
        }
        self.commit(tx).await?;
        Ok(Some(rec))
    }
}

/// The challenge of a paired game: White challenges Black, accepted at once (the pairing is
/// both players' consent), so the game starts with White to move and every rule of an
/// ordinary game (clock, reminders, timeouts, vacations, ratings).
pub(super) fn pairing_request(
    guild: &str,
    channel: &str,
    variant: VariantId,
    options: &str,
    days: Option<i64>,
    (white, black): (&Player, &Player),
) -> ChallengeRequest {
    ChallengeRequest {
        guild_id: Some(guild.to_string()),
        channel_id: channel.to_string(),
        parent_channel_id: None,
        challenger: white.clone(),
        opponent: Some(black.clone()),
        variant,
        options: options.to_string(),
        color: ColorChoice::White,
        days,
        auto_accept: true,
        start: None,
        gif: true,
    }
}

/// The half of [`finish`] that belongs to tournaments: if `rec` is a game of an event, its
/// result goes on the pairing, the standings are posted, and a round whose last result this
/// was is closed and the next one paired, all in `tx` (the finishing transaction).
///
/// # Errors
/// Database failures.
pub(crate) async fn game_finished(
    tx: &mut WriteTx,
    rec: &GameRecord,
    now: i64,
) -> Result<(), GameError> {
    let Some(p) = tx.pairing_of_game(rec.id).await? else {
        return Ok(());
    };
    // The event's row lock: results of one event are recorded one after another.
    let Some(row) = tx.tournament(p.tournament_id).await? else {
        return Ok(());
    };
    let Some(end) = rec.end.as_ref() else {
        return Ok(());
    };
    let result = match end.result {
        Some(GameResult::WhiteWins) => Outcome::WhiteWins,
        Some(GameResult::BlackWins) => Outcome::BlackWins,
        Some(GameResult::Draw) => Outcome::Draw,
        // An aborted game is lost by whoever aborted it.
        None if end.by.as_deref() == Some(rec.white.id.as_str()) => Outcome::BlackWins,
        None if end.by.as_deref() == Some(rec.black.id.as_str()) => Outcome::WhiteWins,
        None => Outcome::Draw,
    };
    if !tx.set_pairing_result(p.id, result.code(), false).await? {
        return Ok(());
    }
    tx.post(row.id, PostKind::Standings.code(), p.round, None, now)
        .await?;
    if TStatus::of(&row.status) != TStatus::Running {
        return Ok(());
    }
    let ev = event_in(tx, row).await?;
    advance(tx, ev, now).await?;
    Ok(())
}

/// Closes the current round of running event `ev` if all its results are in, and pairs the
/// next (repeatedly, when a round is decided without games), or finishes the event. Runs in
/// `tx` under the event's row lock; the guarded update of the round makes a second closer
/// fail instead of pairing twice.
pub(super) async fn advance(
    tx: &mut WriteTx,
    mut ev: Event,
    now: i64,
) -> Result<Event, StoreError> {
    loop {
        if TStatus::of(&ev.row.status) != TStatus::Running {
            return Ok(ev);
        }
        let round = ev.row.round;
        if ev
            .pairings
            .iter()
            .any(|p| p.round == round && p.result.is_none())
        {
            return Ok(ev);
        }
        let n = ev.entrants.len();
        let format = ev.format();
        let total = ev.total_rounds();
        let next = usize::try_from(round).unwrap_or(0) + 1;
        let played = ev.rounds();
        let withdrawn = ev.withdrawn();
        let pairing: Option<Round> = if next > total {
            None
        } else {
            match format {
                Format::RoundRobin => roundrobin::berger(n).get(next - 1).cloned(),
                Format::DoubleRoundRobin => roundrobin::double_berger(n).get(next - 1).cloned(),
                Format::Swiss => {
                    swiss::pair_swiss_within(n, &played, &withdrawn, total).map(|p| p.round)
                }
            }
        };
        let mut after = ev.row.clone();
        after.updated_at = now;
        let Some(pairing) = pairing else {
            after.status = TStatus::Finished.code().to_string();
            after.finished_at = Some(now);
            tx.update_tournament(&ev.row.status, round, &after).await?;
            tx.post(ev.row.id, PostKind::Final.code(), round, None, now)
                .await?;
            tx.post(ev.row.id, PostKind::Refresh.code(), round, None, now)
                .await?;
            return event_in(tx, after).await;
        };
        after.round = next as i64;
        tx.update_tournament(&ev.row.status, round, &after).await?;
        let seeded: Vec<String> = ev.seeded().iter().map(|e| e.user_id.clone()).collect();
        let next_i = next as i64;
        let mut games = Vec::new();
        for (i, b) in pairing.boards.iter().enumerate() {
            // A withdrawn player's round-robin game is forfeited, not played.
            let result = match (withdrawn[b.white], withdrawn[b.black]) {
                (false, false) => None,
                (true, false) => Some("0-1"),
                (false, true) => Some("1-0"),
                (true, true) => Some("1/2-1/2"),
            };
            let id = tx
                .insert_pairing(&PairingRow {
                    id: 0,
                    tournament_id: ev.row.id,
                    round: next_i,
                    board: i as i64 + 1,
                    white_id: seeded[b.white].clone(),
                    black_id: Some(seeded[b.black].clone()),
                    result: result.map(str::to_string),
                    forfeit: i64::from(result.is_some()),
                    game_id: None,
                })
                .await?;
            if result.is_none() {
                games.push(id);
            }
        }
        if let Some(b) = pairing.bye {
            if !withdrawn[b] {
                tx.insert_pairing(&PairingRow {
                    id: 0,
                    tournament_id: ev.row.id,
                    round: next_i,
                    board: 0,
                    white_id: seeded[b].clone(),
                    black_id: None,
                    result: Some("1-0".to_string()),
                    forfeit: 0,
                    game_id: None,
                })
                .await?;
            }
        }
        tx.post(ev.row.id, PostKind::Round.code(), next_i, None, now)
            .await?;
        for id in games {
            tx.post(ev.row.id, PostKind::Game.code(), next_i, Some(id), now)
                .await?;
        }
        ev = event_in(tx, after).await?;
    }
}
