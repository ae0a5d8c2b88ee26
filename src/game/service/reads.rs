//! Reads: games, positions, moves, suggestions, due events, vacation status, the check of
//! every stored game.

use super::*;

impl GameService {
    /// The game `at` with its current position and last move (no replay).
    ///
    /// # Errors
    /// [`GameError::NoGame`] / [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn load(&self, at: At<'_>) -> Result<GameState, GameError> {
        let (row, tail) = self
            .store
            .game_with_moves(at.key(), Some(2))
            .await?
            .ok_or_else(|| at.missing())?;
        GameState::from_rows(row, &tail)
    }

    /// The channel's open game, or else its last finished one (for `/board`).
    ///
    /// # Errors
    /// [`GameError::NoGame`], [`GameError::Corrupt`].
    pub async fn current_or_last(&self, channel: &str) -> Result<GameState, GameError> {
        match self.load(At::Channel(channel)).await {
            Err(GameError::NoGame) => {
                let (row, tail) = self
                    .store
                    .game_with_moves(GameKey::LastIn(channel), Some(2))
                    .await?
                    .ok_or(GameError::NoGame)?;
                GameState::from_rows(row, &tail)
            }
            other => other,
        }
    }

    /// The game `game_id` as it stood after `ply` plies (clamped to its length).
    ///
    /// # Errors
    /// [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn state_at(&self, game_id: i64, ply: i64) -> Result<GameState, GameError> {
        let row = self
            .store
            .game(GameKey::Id(game_id))
            .await?
            .ok_or(GameError::NoSuchGame)?;
        let record = GameRecord::from_row(row)?;
        let ply = ply.clamp(0, record.ply);
        let rows = self.store.moves(game_id, ply - 1).await?;
        let rows: Vec<MoveRow> = rows.into_iter().take_while(|m| m.ply <= ply).collect();
        crate::game::at_ply(record, &rows, Some(ply))
    }

    /// The moves of a game in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<MoveRow>, GameError> {
        Ok(self.store.moves(game_id, 1).await?)
    }

    /// `user`'s open games (challenges and active games), oldest first.
    ///
    /// # Errors
    /// Database failures; [`GameError::Corrupt`].
    pub async fn games_of(&self, user: &str) -> Result<Vec<GameRecord>, GameError> {
        records(self.store.games_of(user).await?)
    }

    /// `user`'s finished games that were played, the most recently finished first, at most
    /// `limit`.
    ///
    /// # Errors
    /// Database failures; [`GameError::Corrupt`].
    pub async fn finished_games_of(
        &self,
        user: &str,
        limit: i64,
    ) -> Result<Vec<GameRecord>, GameError> {
        records(self.store.finished_games_of(user, limit).await?)
    }

    /// The games a command of `user` given in `channel` may be about: the channel's open
    /// game if it has one (whoever plays it), else `user`'s active games (where it is their
    /// move first, then by deadline, then oldest first). With `to_move`, only games where it
    /// is `user`'s move (for `/move`). Empty when there are none.
    ///
    /// # Errors
    /// Database failures; [`GameError::Corrupt`].
    pub async fn games_for(
        &self,
        channel: &str,
        user: &str,
        to_move: bool,
    ) -> Result<Vec<GameRecord>, GameError> {
        if let Some(row) = self.store.game(GameKey::OpenIn(channel)).await? {
            return Ok(vec![GameRecord::from_row(row)?]);
        }
        let mut games: Vec<GameRecord> = self
            .games_of(user)
            .await?
            .into_iter()
            .filter(|g| g.status == Status::Active)
            .filter(|g| !to_move || g.to_move().id == user)
            .collect();
        sort_by_urgency(&mut games, user);
        Ok(games)
    }

    /// Up to `limit` legal moves of `user` that match `typed`, ranked
    /// ([`crate::explain::suggest::suggest`]), in the game a `/move` in `channel` would play
    /// in: the channel's active game, else `user`'s only game where it is their move. Empty
    /// when it is not their game or turn, or the game is not clear. No replay: one legal move
    /// generation of the current position (and one per move for its check mark). Labels in
    /// `lang`.
    pub async fn suggestions(
        &self,
        channel: &str,
        user: &str,
        typed: &str,
        limit: usize,
        lang: crate::i18n::Lang,
    ) -> Vec<Suggestion> {
        let games = match self.games_for(channel, user, true).await {
            Ok(g) if g.len() == 1 => g,
            _ => return Vec::new(),
        };
        self.suggestions_in(games[0].id, user, typed, limit, lang)
            .await
    }

    /// [`GameService::suggestions`] in game `game_id`.
    pub async fn suggestions_in(
        &self,
        game_id: i64,
        user: &str,
        typed: &str,
        limit: usize,
        lang: crate::i18n::Lang,
    ) -> Vec<Suggestion> {
        match self.position_for(game_id, user).await {
            Ok(Some((_, pos))) => crate::explain::suggest::suggest(&pos, typed, limit, lang),
            _ => Vec::new(),
        }
    }

    /// Game `game_id` and its current position when `user` is to move in it (active, their
    /// turn); `None` otherwise. No replay.
    ///
    /// # Errors
    /// Database failures; [`GameError::NoSuchGame`], [`GameError::Corrupt`].
    pub async fn position_for(
        &self,
        game_id: i64,
        user: &str,
    ) -> Result<Option<(GameRecord, Position)>, GameError> {
        let (row, tail) = self
            .store
            .game_with_moves(GameKey::Id(game_id), Some(1))
            .await?
            .ok_or(GameError::NoSuchGame)?;
        if row.status != Status::Active.code() {
            return Ok(None);
        }
        let record = GameRecord::from_row(row)?;
        match decide::acting_color(&record, user) {
            Ok(c) if c == record.turn() => {}
            _ => return Ok(None),
        }
        let succ = tail.last().and_then(|m| m.succeeded.clone());
        let pos = crate::game::position_of(&record, &record.tfen, succ.as_deref())?;
        Ok(Some((record, pos)))
    }

    /// Every scheduler event due now (service clock), in the order they fell due.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_events(&self) -> Result<Vec<DueEvent>, GameError> {
        Ok(self.store.due_events(self.now()).await?)
    }

    /// `user`'s vacation now and the days used this calendar year.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation_status(&self, user: &str) -> Result<VacationStatus, GameError> {
        let now = self.now();
        let year = civil_date(now).0;
        Ok(VacationStatus {
            current: self.store.vacation(user, now).await?,
            used_this_year: self.store.vacation_days_used(user, year).await?,
            year,
        })
    }

    // ----- challenges --------------------------------------------------------------------

    /// The open games and challenges of server `guild_id`, oldest first (at most `limit`).
    ///
    /// # Errors
    /// [`GameError::Corrupt`] for a row that does not parse; database failures.
    pub async fn open_games_in_guild(
        &self,
        guild_id: &str,
        limit: i64,
    ) -> Result<Vec<GameRecord>, GameError> {
        records(self.store.open_games_in_guild(guild_id, limit).await?)
    }

    /// Replays every stored game and reports each that does not verify (`timur check`).
    ///
    /// # Errors
    /// Database failures (a corrupt game is a report entry, not an error).
    pub async fn check_all(&self) -> Result<Vec<(i64, GameError)>, GameError> {
        let mut bad = Vec::new();
        for id in self.store.game_ids().await? {
            let Some((row, moves)) = self.store.game_with_moves(GameKey::Id(id), None).await?
            else {
                continue;
            };
            if let Err(e) = crate::game::verify(row, &moves) {
                bad.push((id, e));
            }
        }
        Ok(bad)
    }
}

/// The values (canonical texts) of [`crate::explain::suggest::suggest`]: the legal moves of
/// `pos` matching `typed`, ranked, at most `limit`.
pub fn suggest(pos: &Position, typed: &str, limit: usize) -> Vec<String> {
    crate::explain::suggest::suggest(pos, typed, limit, crate::i18n::Lang::En)
        .into_iter()
        .map(|s| s.value)
        .collect()
}

/// Orders `user`'s games: their move first, then by deadline (none last), then oldest first.
pub fn sort_by_urgency(games: &mut [GameRecord], user: &str) {
    games.sort_by_key(|g| {
        (
            g.to_move().id != user,
            g.clock.deadline.unwrap_or(i64::MAX),
            g.id,
        )
    });
}

/// The games of the stored `rows`, in their order.
///
/// # Errors
/// [`GameError::Corrupt`] for the first row that does not parse.
fn records(rows: Vec<crate::store::GameRow>) -> Result<Vec<GameRecord>, GameError> {
    rows.into_iter().map(GameRecord::from_row).collect()
}
