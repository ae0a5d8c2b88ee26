//! A bounded pool of blocking search threads for async callers: at most `threads` searches run
//! at once (one per core by default), later ones wait their turn; searches never run on the
//! async runtime's worker threads.

use super::{Engine, SearchResult, Settings};
use crate::rules::Position;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// One search to run on the pool.
#[derive(Clone, Debug)]
pub struct SearchJob {
    /// The position to search.
    pub position: Position,
    /// Zobrist hashes of the game's earlier positions, oldest first ([`super::game_history`]).
    pub history: Vec<u64>,
    /// Limits and randomness, e.g. [`super::Level::settings`].
    pub settings: Settings,
    /// Set it to stop the search early (the best move so far is returned).
    pub stop: Option<Arc<AtomicBool>>,
}

/// The search thread died (it panicked, or the runtime is shutting down).
#[derive(Debug, thiserror::Error)]
#[error("the engine's search thread failed: {0}")]
pub struct PoolError(String);

struct Inner {
    permits: Semaphore,
    idle: Mutex<Vec<Engine>>,
    threads: usize,
}

/// A bounded pool of search threads. Cloning shares the pool.
///
/// ```
/// # tokio::runtime::Runtime::new().unwrap().block_on(async {
/// use timur::engine::{EnginePool, Level, SearchJob};
/// use timur::rules::{Position, VariantId};
///
/// let pool = EnginePool::new(1);
/// let pos = Position::start(VariantId::Herat, VariantId::Herat.default_options());
/// let job = SearchJob { position: pos, history: vec![], settings: Level::new(1).unwrap().settings(7), stop: None };
/// let result = pool.search(job).await.unwrap();
/// assert!(pos.legal_moves().contains(&result.best.unwrap()));
/// # });
/// ```
#[derive(Clone)]
pub struct EnginePool {
    inner: Arc<Inner>,
}

impl EnginePool {
    /// A pool running at most `threads` searches at once (at least 1).
    pub fn new(threads: usize) -> EnginePool {
        let threads = threads.max(1);
        EnginePool {
            inner: Arc::new(Inner {
                permits: Semaphore::new(threads),
                idle: Mutex::new(Vec::new()),
                threads,
            }),
        }
    }

    /// A pool with one search thread per core (`std::thread::available_parallelism`).
    pub fn per_core() -> EnginePool {
        EnginePool::new(std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// The most searches that run at once.
    pub fn threads(&self) -> usize {
        self.inner.threads
    }

    /// Runs `job` on a blocking thread once a slot is free and returns its result. Awaiting
    /// never blocks the runtime. Each search gets a fresh-enough engine (its table is reused
    /// between jobs but cleared, so results depend on the job alone).
    ///
    /// # Errors
    /// [`PoolError`] if the search thread panicked or the runtime is shutting down.
    pub async fn search(&self, job: SearchJob) -> Result<SearchResult, PoolError> {
        let inner = self.inner.clone();
        self.run(move || {
            let mut engine = inner
                .idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .pop()
                .unwrap_or_default();
            engine.new_game();
            let never = AtomicBool::new(false);
            let stop = job.stop.as_deref().unwrap_or(&never);
            let result = engine.search(
                &job.position,
                &job.history,
                &job.settings,
                stop,
                &mut |_| {},
            );
            inner
                .idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(engine);
            result
        })
        .await
    }

    /// Runs other engine work (e.g. [`super::analyse`] of a finished game) on a blocking
    /// thread under the same bound as searches, and returns its value.
    ///
    /// # Errors
    /// [`PoolError`] if `work` panicked or the runtime is shutting down.
    pub async fn run<T, F>(&self, work: F) -> Result<T, PoolError>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let permit = self
            .inner
            .permits
            .acquire()
            .await
            .map_err(|e| PoolError(e.to_string()))?;
        let result = tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| PoolError(e.to_string()));
        drop(permit);
        result
    }
}
