//! A bounded pool of blocking search threads for async callers: at most `threads` searches run
//! at once (one per core by default), later ones wait their turn; searches never run on the
//! async runtime's worker threads. At a clean stop ([`EnginePool::shutdown`]) the running
//! searches are told to stop (their stop flag is set) and waited for, so a process with a long
//! search running still exits within its stop timeout.

use super::{Engine, SearchResult, Settings};
use crate::rules::Position;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{watch, Semaphore};

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

/// The search thread died (it panicked, or the runtime is shutting down), or the pool was shut
/// down ([`EnginePool::shutdown`]) before the work could start.
#[derive(Debug, thiserror::Error)]
#[error("the engine's search thread failed: {0}")]
pub struct PoolError(String);

struct Inner {
    permits: Semaphore,
    idle: Mutex<Vec<Engine>>,
    threads: usize,
    /// The stop flags of the searches running now (by a serial number), set at shutdown.
    stops: Mutex<Vec<(u64, Arc<AtomicBool>)>>,
    /// The serial number of the next search.
    serial: std::sync::atomic::AtomicU64,
    /// Set once [`EnginePool::shutdown`] began: a search registered later is stopped at once.
    closed: AtomicBool,
    /// How many pieces of work are on a blocking thread (or about to be) now.
    working: watch::Sender<usize>,
}

/// Counts one piece of work as running while it lives (moved into the blocking closure, so it
/// ends with the work even when the awaiting task was dropped).
struct Working(Arc<Inner>);

impl Working {
    fn start(inner: &Arc<Inner>) -> Working {
        inner.working.send_modify(|n| *n += 1);
        Working(inner.clone())
    }
}

impl Drop for Working {
    fn drop(&mut self) {
        self.0.working.send_modify(|n| *n -= 1);
    }
}

/// A search's stop flag registered with the pool while it lives.
struct Registered {
    inner: Arc<Inner>,
    serial: u64,
}

impl Drop for Registered {
    fn drop(&mut self) {
        self.inner
            .stops
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|(s, _)| *s != self.serial);
    }
}

impl Inner {
    /// Registers `stop` as the flag of a running search; sets it at once if the pool is
    /// shutting down.
    fn register(self: &Arc<Inner>, stop: Arc<AtomicBool>) -> Registered {
        let serial = self.serial.fetch_add(1, Ordering::Relaxed);
        let mut stops = self.stops.lock().unwrap_or_else(|e| e.into_inner());
        stops.push((serial, stop.clone()));
        // Read under the lock: shutdown sets `closed`, then takes the lock to set the flags.
        if self.closed.load(Ordering::SeqCst) {
            stop.store(true, Ordering::SeqCst);
        }
        drop(stops);
        Registered {
            inner: self.clone(),
            serial,
        }
    }
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

impl std::fmt::Debug for EnginePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnginePool")
            .field("threads", &self.inner.threads)
            .field("running", &self.running())
            .finish()
    }
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
                stops: Mutex::new(Vec::new()),
                serial: std::sync::atomic::AtomicU64::new(0),
                closed: AtomicBool::new(false),
                working: watch::Sender::new(0),
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

    /// How many searches and other pieces of work run now (on a blocking thread).
    pub fn running(&self) -> usize {
        *self.inner.working.borrow()
    }

    /// Runs `job` on a blocking thread once a slot is free and returns its result. Awaiting
    /// never blocks the runtime. Each search gets a fresh-enough engine (its table is reused
    /// between jobs but cleared, so results depend on the job alone). The search stops early
    /// (with the best move so far) when the job's stop flag is set or the pool shuts down.
    ///
    /// # Errors
    /// [`PoolError`] if the search thread panicked, the runtime is shutting down, or the pool
    /// was shut down before the search could start.
    pub async fn search(&self, job: SearchJob) -> Result<SearchResult, PoolError> {
        let inner = self.inner.clone();
        self.run(move || {
            let stop = job.stop.clone().unwrap_or_default();
            let _registered = inner.register(stop.clone());
            tracing::debug!(threads = inner.threads, "engine search started");
            let mut engine = inner
                .idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .pop()
                .unwrap_or_default();
            engine.new_game();
            let result = engine.search(
                &job.position,
                &job.history,
                &job.settings,
                &stop,
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
        let working = Working::start(&self.inner);
        let result = tokio::task::spawn_blocking(move || {
            let _working = working;
            work()
        })
        .await
        .map_err(|e| PoolError(e.to_string()));
        drop(permit);
        result
    }

    /// Stops the pool for a clean stop of the process: no new work starts (waiting and later
    /// calls get a [`PoolError`]), every running search is told to stop (its stop flag is set:
    /// it returns within milliseconds, its result unused), and the running work is waited for,
    /// at most `grace` (other work, e.g. an analysis, is not interrupted). Returns how many
    /// pieces of work were running when it began and how many still run at its end (0 unless
    /// `grace` ran out).
    pub async fn shutdown(&self, grace: Duration) -> (usize, usize) {
        self.inner.closed.store(true, Ordering::SeqCst);
        self.inner.permits.close();
        let running = self.running();
        for (_, stop) in self
            .inner
            .stops
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
        {
            stop.store(true, Ordering::SeqCst);
        }
        let mut working = self.inner.working.subscribe();
        let _ = tokio::time::timeout(grace, working.wait_for(|n| *n == 0)).await;
        (running, self.running())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Level, Limits};
    use crate::rules::VariantId;
    use std::time::Instant;

    fn job(settings: Settings) -> SearchJob {
        let id = VariantId::Tamerlane;
        SearchJob {
            position: Position::start(id, id.default_options()),
            history: Vec::new(),
            settings,
            stop: None,
        }
    }

    /// Starts a level-8 search that would think for a minute and returns once the pool counts
    /// it as running.
    async fn minute_search(
        pool: &EnginePool,
    ) -> tokio::task::JoinHandle<Result<SearchResult, PoolError>> {
        let mut settings = Level::MAX.settings(1);
        settings.limits = Limits::movetime(Duration::from_secs(60));
        let mut working = pool.inner.working.subscribe();
        let search = tokio::spawn({
            let pool = pool.clone();
            async move { pool.search(job(settings)).await }
        });
        working.wait_for(|n| *n == 1).await.unwrap();
        search
    }

    /// A search that would think for a minute is stopped by the shutdown within its grace,
    /// returns its best move so far, and no work starts after it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn shutdown_stops_the_running_search_and_waits_for_it() {
        let pool = EnginePool::new(2);
        let search = minute_search(&pool).await;
        // The search's flag is registered on its blocking thread: wait for that too.
        tokio::time::timeout(Duration::from_secs(10), async {
            while pool.inner.stops.lock().unwrap().is_empty() {
                tokio::task::yield_now().await;
            }
        })
        .await
        .unwrap();
        let t = Instant::now();
        assert_eq!(pool.shutdown(Duration::from_secs(5)).await, (1, 0));
        let took = t.elapsed();
        assert!(took < Duration::from_secs(2), "{took:?}");
        let result = search.await.unwrap().unwrap();
        assert!(result.best.is_some());
        assert_eq!(pool.running(), 0);
        assert!(pool.inner.stops.lock().unwrap().is_empty());
        assert!(pool.search(job(Level::MIN.settings(1))).await.is_err());
        assert!(pool.run(|| 1).await.is_err());
    }

    /// A search whose awaiting task was dropped (the computer aborted) still runs on its
    /// thread; the shutdown stops it all the same.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn shutdown_stops_a_search_nobody_awaits_any_more() {
        let pool = EnginePool::new(1);
        let search = minute_search(&pool).await;
        search.abort();
        assert!(search.await.unwrap_err().is_cancelled());
        assert_eq!(pool.running(), 1);
        assert_eq!(pool.shutdown(Duration::from_secs(5)).await, (1, 0));
    }
}
