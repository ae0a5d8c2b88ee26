//! The computer opponent: the engine plays its moves in engine games through the same service
//! methods as a person (so the same guarded updates, outbox, announcements and pings).
//!
//! Which games are engine games, and at which level, is stored per game
//! ([`crate::store::WriteTx::mark_engine`]). [`Computer::spawn`] looks at every active engine
//! game at once and then again after every commit of the service (so a person's move is
//! answered after only the level's thinking time, not at a poll): where the engine is to move
//! it searches on the [`EnginePool`] (blocking threads, never the async runtime) and plays the
//! move. The first look after a restart therefore catches up on every game left waiting for
//! the engine; a slow poll catches commits by other processes. A second attempt at the same
//! turn is a quiet no-op: the service refuses a move when it is not the engine's turn (or the
//! game moved on).
//!
//! Offers to the engine are answered simply: a draw offer is accepted when the engine's last
//! evaluation of the game is clearly lost for it (below [`ACCEPT_DRAW_BELOW`]), otherwise
//! declined; a takeback request is always declined.

use super::{At, ChallengeRequest, GameService};
use super::{GameError, GameRecord, Player};
use crate::engine::{EnginePool, Level, SearchJob};
use crate::i18n::Lang;
use crate::rules::Position;
use crate::store::EngineGame;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::task::JoinSet;

/// The engine accepts a draw offer when its winning chances at its last move (−1.0 lost … 1.0
/// won, [`crate::engine::Score::winning_chances`]) are below this: about three pawns down.
pub const ACCEPT_DRAW_BELOW: f64 = -0.5;

/// The engine's display name in a game at `level`, in English: `Timur (computer, level 3)`
/// ([`engine_name_in`]).
pub fn engine_name(level: Level) -> String {
    engine_name_in(level, Lang::En)
}

/// The engine's display name in a game at `level` in `lang` (`game-computer-name`). It is
/// the name stored for the engine's side when the game starts, in the challenger's language
/// (as a person's display name is stored as they chose it), so listings, PGN tags and results
/// say it is the computer.
pub fn engine_name_in(level: Level, lang: Lang) -> String {
    crate::tr!(
        lang,
        "game-computer-name",
        level = u32::from(level.number())
    )
}

/// Challenges the engine (player id `engine_id`, e.g. the bot's own user id) at `level`: stores
/// the challenge (casual, never rated), marks the game as an engine game, and the engine accepts at once through
/// [`GameService::accept`]. Returns the started game.
///
/// # Errors
/// As [`GameService::challenge`] and [`GameService::accept`]; database failures.
pub async fn challenge_computer(
    service: &GameService,
    req: &ChallengeRequest,
    engine_id: &str,
    level: Level,
) -> Result<GameRecord, GameError> {
    challenge_computer_as(
        service,
        req,
        &Player::new(engine_id, engine_name(level)),
        level,
    )
    .await
}

/// [`challenge_computer`] with the engine's player (its id and the name to store for it:
/// [`engine_name_in`] in the challenger's language, or a rematch's old name).
///
/// # Errors
/// As [`challenge_computer`].
pub async fn challenge_computer_as(
    service: &GameService,
    req: &ChallengeRequest,
    engine: &Player,
    level: Level,
) -> Result<GameRecord, GameError> {
    let engine_id = engine.id.as_str();
    let mut req = req.clone();
    req.opponent = Some(engine.clone());
    // Games against the computer are never rated (ratings count people only).
    // One transaction: the delivery worker never sees the challenge of a game not yet marked
    // as the engine's (it would ping the computer).
    let rec = service
        .challenge_marked(&req, false, Some((engine_id, level.number())))
        .await?;
    service.accept(rec.id, engine).await
}

/// Why the engine could not do its part this time (retried at the next sweep).
#[derive(Debug, thiserror::Error)]
pub enum ComputerError {
    /// The service failed (database, corrupt game).
    #[error(transparent)]
    Game(#[from] GameError),
    /// The search thread failed.
    #[error("{0}")]
    Pool(String),
}

/// Plays the engine's moves. Cheap to clone (the pool and the evaluations are shared).
#[derive(Clone)]
pub struct Computer {
    service: GameService,
    pool: EnginePool,
    /// The engine's last winning chances per game (for draw offers).
    chances: Arc<Mutex<HashMap<i64, f64>>>,
    /// Search by the level's node budget only ([`Level::settings_by_nodes`]) instead of its
    /// node budget and time cap ([`Level::settings`]).
    by_nodes: bool,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer")
            .field("threads", &self.pool.threads())
            .field("by_nodes", &self.by_nodes)
            .finish()
    }
}

impl Computer {
    /// A computer player over `service`, searching on `pool`. Each move keeps to its level's
    /// thinking time ([`Level::settings`]: node budget and time cap, at most
    /// [`Level::max_time`]).
    pub fn new(service: GameService, pool: EnginePool) -> Computer {
        Computer {
            service,
            pool,
            chances: Arc::default(),
            by_nodes: false,
        }
    }

    /// The same player searching by its level's node budget only ([`Level::settings_by_nodes`]):
    /// the same moves on any machine, however loaded, for tests; a move may then take longer
    /// than the level's thinking time.
    pub fn by_nodes(self) -> Computer {
        Computer {
            by_nodes: true,
            ..self
        }
    }

    /// Looks at every active engine game once, all of them at the same time: answers offers
    /// to the engine and plays the engine's move where it is to move. Returns how many moves
    /// (or answers) it made. Failures are logged and retried at the next look (nothing was
    /// stored for them).
    pub async fn sweep(&self) -> usize {
        let mut looks = Looks::default();
        let mut running = tokio::task::JoinSet::new();
        self.launch(&mut looks, &mut running, false).await;
        let mut played = 0;
        while let Some(done) = running.join_next().await {
            played += usize::from(looks.finished(done));
        }
        played
    }

    /// Starts [`Computer::act`] on `running` for each active engine game that is not being
    /// looked at already and whose row changed since the engine last found nothing to do there
    /// (`retry`: also the games whose last look failed).
    async fn launch(
        &self,
        looks: &mut Looks,
        running: &mut JoinSet<(EngineGame, Looked)>,
        retry: bool,
    ) {
        let games = match self.service.store().engine_games().await {
            Ok(g) => g,
            Err(e) => {
                tracing::error!(error = %e, "computer: cannot list engine games");
                return;
            }
        };
        looks.keep(&games);
        for game in games {
            if !looks.start(&game, retry) {
                continue;
            }
            let me = self.clone();
            running.spawn(async move {
                let looked = match me.act(game.game_id, &game.player_id, game.level).await {
                    Ok(true) => Looked::Acted,
                    Ok(false) => Looked::Nothing,
                    Err(e) => {
                        tracing::warn!(error = %e, game_id = game.game_id, "computer: no move this time");
                        Looked::Failed
                    }
                };
                (game, looked)
            });
        }
    }

    /// Does the engine's part in game `id` (engine `player` at `level`): answers an offer, or
    /// plays a move when it is to move. `Ok(true)` when it played (or claimed) something;
    /// `Ok(false)` when there was nothing to do, including when the game moved on meanwhile.
    ///
    /// # Errors
    /// Database failures, a corrupt game, a failed search thread.
    pub async fn act(&self, id: i64, player: &str, level: u8) -> Result<bool, ComputerError> {
        let state = self.service.load(At::Game(id)).await?;
        let rec = &state.record;
        let Some(color) = rec.color_of(player) else {
            return Ok(false);
        };
        if rec
            .offers
            .takeback_by
            .as_deref()
            .is_some_and(|b| b != player)
        {
            return Ok(quiet(
                self.service.answer_takeback(id, player, false).await,
            )?);
        }
        if rec.offers.draw_by.as_deref().is_some_and(|b| b != player) {
            let lost = self
                .chances
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(&id)
                .is_some_and(|c| *c < ACCEPT_DRAW_BELOW);
            return Ok(quiet(self.service.answer_draw(id, player, lost).await)?);
        }
        if state.turn() != color {
            return Ok(false);
        }
        let history = self.history(rec).await?;
        let level = Level::new(level).unwrap_or(Level::MIN);
        let seed = (id as u64)
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(rec.ply as u64);
        let job = SearchJob {
            position: state.position,
            history,
            settings: if self.by_nodes {
                level.settings_by_nodes(seed)
            } else {
                level.settings(seed)
            },
            stop: None,
        };
        crate::metrics::engine_queued(1.0);
        let searched = std::time::Instant::now();
        let result = self.pool.search(job).await;
        crate::metrics::engine_queued(-1.0);
        crate::metrics::engine_search(searched.elapsed());
        let result = result.map_err(|e| ComputerError::Pool(e.to_string()))?;
        self.chances
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, result.score.winning_chances());
        if result.claim_draw {
            return Ok(quiet(self.service.claim(At::Game(id), player).await)?);
        }
        let Some(best) = result.best else {
            return Ok(false);
        };
        let text = state.position.move_text(&best);
        Ok(quiet(self.service.play(At::Game(id), player, &text).await)?)
    }

    /// Zobrist hashes of the game's positions before the current one, start first.
    async fn history(&self, rec: &GameRecord) -> Result<Vec<u64>, GameError> {
        let moves = self.service.moves(rec.id).await?;
        let mut tfens = vec![rec.start_tfen.clone()];
        tfens.extend(moves.into_iter().map(|m| m.tfen_after));
        tfens.pop();
        Ok(tfens
            .iter()
            .filter_map(|t| Position::from_tfen(rec.variant, rec.options, t).ok())
            .map(|p| p.zobrist_hash())
            .collect())
    }

    /// Looks now (catching up after a restart), then again after every commit of this
    /// process's service ([`GameService::commit_signal`]: a person's move is answered at once,
    /// after only the level's thinking time) and every `poll` (commits by other processes on
    /// the same database; games whose last look failed), until the task is aborted. Each game
    /// is searched on its own task, so a long search in one game never delays another; the
    /// searches stop when the task is aborted.
    pub fn spawn(self, poll: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            let mut commits = self.service.commit_signal();
            let mut looks = Looks::default();
            let mut running = JoinSet::new();
            let mut retry = true;
            loop {
                commits.borrow_and_update();
                self.launch(&mut looks, &mut running, retry).await;
                let tick = tokio::time::sleep(poll);
                tokio::pin!(tick);
                // Look again after a commit, after a look ended (a move made while that game
                // was being looked at is seen now, not at the next poll), or at the poll.
                retry = tokio::select! {
                    changed = commits.changed() => {
                        if changed.is_err() {
                            return;
                        }
                        false
                    }
                    Some(done) = running.join_next() => {
                        looks.finished(done);
                        false
                    }
                    () = &mut tick => true,
                };
            }
        })
    }
}

/// What one look at an engine game found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Looked {
    /// The engine moved, claimed or answered an offer.
    Acted,
    /// Nothing to do (not its turn, or the game moved on).
    Nothing,
    /// The look failed (retried at the next poll).
    Failed,
}

/// The computer's memory of its looks: games being looked at now, and each game's row as it
/// was when the engine found nothing to do there (or failed), so that a commit in another game
/// costs one query and no search.
#[derive(Default)]
struct Looks {
    running: std::collections::HashSet<i64>,
    settled: HashMap<i64, (EngineGame, Looked)>,
}

impl Looks {
    /// Forgets games that are no longer active.
    fn keep(&mut self, games: &[EngineGame]) {
        let ids: std::collections::HashSet<i64> = games.iter().map(|g| g.game_id).collect();
        self.settled.retain(|id, _| ids.contains(id));
    }

    /// Whether to look at `game` now (and marks it as being looked at): not while a look
    /// runs, and not when its row is as it was at a look that found nothing (or failed,
    /// unless `retry`).
    fn start(&mut self, game: &EngineGame, retry: bool) -> bool {
        if self.running.contains(&game.game_id) {
            return false;
        }
        if let Some((seen, looked)) = self.settled.get(&game.game_id) {
            let same = seen == game;
            if same && (*looked == Looked::Nothing || (*looked == Looked::Failed && !retry)) {
                return false;
            }
        }
        self.running.insert(game.game_id);
        true
    }

    /// Records the end of a look as its task returned it; true when the engine acted. A look
    /// that panicked names no game: every game may be looked at again (a second look at the
    /// same turn is a quiet no-op).
    fn finished(&mut self, done: Result<(EngineGame, Looked), tokio::task::JoinError>) -> bool {
        match done {
            Ok((game, looked)) => self.settle(game, looked),
            Err(e) => {
                tracing::error!(error = %e, "computer: a look failed");
                self.running.clear();
                false
            }
        }
    }

    /// Records the end of a look at `game`; true when the engine acted.
    fn settle(&mut self, game: EngineGame, looked: Looked) -> bool {
        self.running.remove(&game.game_id);
        if looked == Looked::Acted {
            self.settled.remove(&game.game_id);
        } else {
            self.settled.insert(game.game_id, (game, looked));
        }
        looked == Looked::Acted
    }
}

/// A refusal because the game moved on (another attempt got there first, the player acted, the
/// game ended) is a quiet "nothing done"; other errors pass.
fn quiet<T>(r: Result<T, GameError>) -> Result<bool, GameError> {
    match r {
        Ok(_) => Ok(true),
        Err(
            GameError::Conflict
            | GameError::NotYourTurn { .. }
            | GameError::GameOver
            | GameError::OfferGone
            | GameError::NoSuchGame
            | GameError::TimeUp,
        ) => Ok(false),
        Err(e) => Err(e),
    }
}
