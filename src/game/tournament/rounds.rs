//! Rounds: withdrawals (a pure plan, [`withdrawal_plan`], and its executor), the paired
//! games' creation, and the round closing that runs inside
//! [`super::finish`].

use super::*;

/// What a withdrawal does to one of the player's pairings still without a result (the pure
/// half of [`TournamentService::withdraw_player`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Forfeit {
    /// Pairing `pairing` has its game `game`: the game ends as the player's forfeit
    /// ([`EndReason::Forfeit`](crate::game::EndReason::Forfeit): the opponent wins, rated as a timeout is), through [`finish`](crate::game::finish),
    /// which records the result on the pairing.
    Game {
        /// The pairing's id.
        pairing: i64,
        /// Its game's id.
        game: i64,
    },
    /// Pairing `pairing` has no game yet (paired, not created): decided now as a forfeit with
    /// `result` (`1-0` or `0-1`, the opponent winning); no game is played or rated.
    Unplayed {
        /// The pairing's id.
        pairing: i64,
        /// The result code stored.
        result: &'static str,
    },
}

/// The forfeits of `user`'s withdrawal from an event whose pairings are `pairings`: one per
/// pairing of theirs without a result, in the order given. Later rounds are not paired yet;
/// `advance` forfeits a withdrawn player's round-robin games (and leaves them out of a
/// Swiss) when it pairs them.
pub fn withdrawal_plan(pairings: &[PairingRow], user: &str) -> Vec<Forfeit> {
    pairings
        .iter()
        .filter(|p| p.result.is_none())
        .filter_map(|p| {
            let white = p.white_id == user;
            if !white && p.black_id.as_deref() != Some(user) {
                return None;
            }
            Some(match p.game_id {
                Some(game) => Forfeit::Game {
                    pairing: p.id,
                    game,
                },
                None => Forfeit::Unplayed {
                    pairing: p.id,
                    result: if white { "0-1" } else { "1-0" },
                },
            })
        })
        .collect()
}

/// How often [`TournamentService::withdraw_player`] starts again when a game was created
/// between its reading the pairings and its locking the event.
const WITHDRAW_TRIES: usize = 3;

impl TournamentService {
    /// `user` withdraws from event `id` ([`TournamentService::withdraw_player`] by
    /// themselves).
    ///
    /// # Errors
    /// As [`TournamentService::withdraw_player`].
    pub async fn withdraw(&self, id: i64, user: &str) -> Result<Event, TournamentError> {
        self.withdraw_player(id, user, user, false).await
    }

    /// `player` is withdrawn from event `id` by `by`: themselves, or the event's creator or a
    /// server manager (`manager`) for a player who vanished. In a running event their running
    /// game ends as their forfeit (the opponent wins, announced once, rated as a timeout is),
    /// games paired but not yet created are forfeited without a game, a Swiss leaves them out
    /// of later rounds and a round-robin forfeits their later games (docs/tournaments.md,
    /// "Withdrawal"). Before the start this takes their name off the list, as
    /// [`TournamentService::leave`] does.
    ///
    /// # Errors
    /// [`TournamentError::NotOrganizer`] for someone else's withdrawal by a player;
    /// [`TournamentError::NotIn`], [`TournamentError::AlreadyWithdrawn`] (their own),
    /// [`TournamentError::PlayerNotIn`], [`TournamentError::PlayerAlreadyWithdrawn`] (someone
    /// else's); [`TournamentError::WrongStatus`] once it is over; database failures.
    pub async fn withdraw_player(
        &self,
        id: i64,
        player: &str,
        by: &str,
        manager: bool,
    ) -> Result<Event, TournamentError> {
        let own = player == by;
        for _ in 0..WITHDRAW_TRIES {
            let now = self.games.now();
            // Lock order: the player's games first, then the event (as `finish` does).
            let before = self.games.store().pairings(id).await?;
            let mut tx = self.begin().await?;
            let mut games = Vec::new();
            for f in withdrawal_plan(&before, player) {
                if let Forfeit::Game { game, .. } = f {
                    if let Some(row) = tx.game(GameKey::Id(game)).await? {
                        games.push(GameRecord::from_row(row)?);
                    }
                }
            }
            let row = locked(&mut tx, id).await?;
            if !own && row.creator_id != by && !manager {
                return Err(TournamentError::NotOrganizer);
            }
            match TStatus::of(&row.status) {
                // Before the start: the name comes off the list (as `leave` does).
                TStatus::Signup | TStatus::Closed => {
                    if !tx.remove_entrant(id, player).await? {
                        return Err(if own {
                            TournamentError::NotIn(row.name)
                        } else {
                            TournamentError::PlayerNotIn {
                                name: row.name,
                                player: player.to_string(),
                                player_name: String::new(),
                            }
                        });
                    }
                    tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
                    let ev = event_in(&mut tx, row).await?;
                    self.commit(tx).await?;
                    return Ok(ev);
                }
                TStatus::Running => {}
                TStatus::Finished | TStatus::Cancelled => return Err(wrong(&row)),
            }
            let ev = event_in(&mut tx, row).await?;
            let refusal = |already: bool, player_name: &str| match (own, already) {
                (true, false) => TournamentError::NotIn(ev.row.name.clone()),
                (true, true) => TournamentError::AlreadyWithdrawn(ev.row.name.clone()),
                (false, false) => TournamentError::PlayerNotIn {
                    name: ev.row.name.clone(),
                    player: player.to_string(),
                    player_name: player_name.to_string(),
                },
                (false, true) => TournamentError::PlayerAlreadyWithdrawn {
                    name: ev.row.name.clone(),
                    player: player.to_string(),
                    player_name: player_name.to_string(),
                },
            };
            match ev.entrants.iter().find(|e| e.user_id == player) {
                None => return Err(refusal(false, "")),
                Some(e) if e.withdrawn_at.is_some() => return Err(refusal(true, &e.name)),
                Some(_) => {}
            }
            let plan = withdrawal_plan(&ev.pairings, player);
            let created_meanwhile = plan.iter().any(
                |f| matches!(f, Forfeit::Game { game, .. } if !games.iter().any(|g| g.id == *game)),
            );
            if created_meanwhile {
                // A game was created after the pairings were read: lock it first, so again.
                drop(tx);
                continue;
            }
            tx.set_withdrawn(id, player, now).await?;
            for f in plan {
                match f {
                    Forfeit::Game { game, .. } => {
                        let Some(rec) = games.iter().find(|g| g.id == game).cloned() else {
                            continue;
                        };
                        if rec.status == Status::Active {
                            // `finish` records the result on the pairing (and may close
                            // the round).
                            super::super::service::forfeit_in(&mut tx, rec, player, now).await?;
                        }
                    }
                    Forfeit::Unplayed { pairing, result } => {
                        tx.set_pairing_result(pairing, result, true).await?;
                    }
                }
            }
            tx.post(id, PostKind::Refresh.code(), 0, None, now).await?;
            let row = locked(&mut tx, id).await?;
            let ev = event_in(&mut tx, row).await?;
            let ev = advance(&mut tx, ev, now).await?;
            self.commit(tx).await?;
            return Ok(ev);
        }
        Err(TournamentError::Game(GameError::Conflict))
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

/// The half of [`finish`](crate::game::finish) that belongs to tournaments: if `rec` is a game of an event, its
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(
        id: i64,
        white: &str,
        black: Option<&str>,
        result: Option<&str>,
        game: Option<i64>,
    ) -> PairingRow {
        PairingRow {
            id,
            tournament_id: 1,
            round: 1,
            board: id,
            white_id: white.into(),
            black_id: black.map(str::to_string),
            result: result.map(str::to_string),
            forfeit: 0,
            game_id: game,
        }
    }

    #[test]
    fn a_withdrawal_forfeits_each_undecided_pairing_of_the_player_once() {
        let ps = [
            pairing(1, "a", Some("b"), Some("1-0"), Some(10)),
            pairing(2, "c", Some("a"), None, Some(11)),
            pairing(3, "a", Some("d"), None, None),
            pairing(4, "e", Some("a"), None, None),
            pairing(5, "b", Some("c"), None, Some(12)),
            pairing(6, "a", None, Some("1-0"), None),
        ];
        assert_eq!(
            withdrawal_plan(&ps, "a"),
            vec![
                Forfeit::Game {
                    pairing: 2,
                    game: 11
                },
                Forfeit::Unplayed {
                    pairing: 3,
                    result: "0-1"
                },
                Forfeit::Unplayed {
                    pairing: 4,
                    result: "1-0"
                },
            ]
        );
        assert_eq!(withdrawal_plan(&ps, "z"), vec![]);
    }
}
