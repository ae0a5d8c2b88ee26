//! Metrics and health (issue 23). Every layer records through the `metrics` facade with the
//! helpers here (no-ops until [`install`] runs, so tools, local mode and most tests pay
//! nothing); with `METRICS_ADDR` set the bot serves them as Prometheus text at `/metrics`
//! (rendered by `metrics-exporter-prometheus`) and its health at `/healthz`
//! (`crate::discord::health`). A leaf module: it names no other part of the crate.
//!
//! | metric | type | labels | meaning |
//! |---|---|---|---|
//! | `timur_interactions_total` | counter | `command`, `outcome` (`ok`, `refused`, `limited`, `error`) | slash commands and button clicks handled |
//! | `timur_first_answer_seconds` | histogram | | from the bot receiving an interaction to its first answer (defer or reply) |
//! | `timur_moves_stored_total` | counter | | moves committed |
//! | `timur_outbox_pending` | gauge | | announcements not yet delivered (read at scrape) |
//! | `timur_outbox_oldest_pending_seconds` | gauge | | age of the oldest of them, game clock (0 when none) |
//! | `timur_delivery_attempts_total` | counter | | posts of announcements tried |
//! | `timur_delivery_failures_total` | counter | `kind` (`429`, `5xx`, `network`, `permanent`) | failed Discord requests of the delivery worker |
//! | `timur_engine_searches_queued` | gauge | | computer moves waiting for or running a search |
//! | `timur_engine_search_seconds` | histogram | | duration of one computer move's search |
//! | `timur_db_transaction_seconds` | histogram | | write transactions, begin to commit |
//! | `timur_db_conflicts_total` | counter | | guarded updates that found the game moved on |
//! | `timur_games_active` | gauge | | games in progress (read at scrape) |

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Interactions handled: `command`, `outcome`.
pub const INTERACTIONS: &str = "timur_interactions_total";
/// Time to first answer, seconds.
pub const FIRST_ANSWER: &str = "timur_first_answer_seconds";
/// Moves committed.
pub const MOVES_STORED: &str = "timur_moves_stored_total";
/// Pending announcements.
pub const OUTBOX_PENDING: &str = "timur_outbox_pending";
/// Age of the oldest pending announcement, seconds.
pub const OUTBOX_OLDEST: &str = "timur_outbox_oldest_pending_seconds";
/// Delivery attempts.
pub const DELIVERY_ATTEMPTS: &str = "timur_delivery_attempts_total";
/// Delivery failures: `kind`.
pub const DELIVERY_FAILURES: &str = "timur_delivery_failures_total";
/// Engine searches waiting.
pub const ENGINE_QUEUED: &str = "timur_engine_searches_queued";
/// Engine search duration, seconds.
pub const ENGINE_SEARCH: &str = "timur_engine_search_seconds";
/// Write transaction duration, seconds.
pub const DB_TRANSACTION: &str = "timur_db_transaction_seconds";
/// Guarded-update conflicts.
pub const DB_CONFLICTS: &str = "timur_db_conflicts_total";
/// Games in progress.
pub const GAMES_ACTIVE: &str = "timur_games_active";

/// The histogram buckets, seconds: from 5 ms (a defer) to 30 s (a slow search).
pub const BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// A slash command or click was handled with `outcome` (`ok`, `refused`, `limited`, `error`).
pub fn interaction(command: &str, outcome: &'static str) {
    metrics::counter!(INTERACTIONS, "command" => command.to_string(), "outcome" => outcome)
        .increment(1);
}

/// The first answer to an interaction took `d`.
pub fn first_answer(d: Duration) {
    metrics::histogram!(FIRST_ANSWER).record(d.as_secs_f64());
}

/// A move was committed.
pub fn move_stored() {
    metrics::counter!(MOVES_STORED).increment(1);
}

/// The delivery worker tries to post an announcement.
pub fn delivery_attempt() {
    metrics::counter!(DELIVERY_ATTEMPTS).increment(1);
}

/// A Discord request of the delivery worker failed: `kind` is `429`, `5xx`, `network` or
/// `permanent`.
pub fn delivery_failure(kind: &'static str) {
    metrics::counter!(DELIVERY_FAILURES, "kind" => kind).increment(1);
}

/// A computer move's search was queued (`+1`) or is done (`-1`).
pub fn engine_queued(delta: f64) {
    metrics::gauge!(ENGINE_QUEUED).increment(delta);
}

/// A computer move's search took `d` (waiting for a thread included).
pub fn engine_search(d: Duration) {
    metrics::histogram!(ENGINE_SEARCH).record(d.as_secs_f64());
}

/// A write transaction took `d` from begin to commit.
pub fn transaction(d: Duration) {
    metrics::histogram!(DB_TRANSACTION).record(d.as_secs_f64());
}

/// A guarded update found the game moved on.
pub fn conflict() {
    metrics::counter!(DB_CONFLICTS).increment(1);
}

/// Interactions received and not yet answered, by interaction id: when each arrived.
fn started() -> &'static Mutex<HashMap<u64, Instant>> {
    static STARTED: OnceLock<Mutex<HashMap<u64, Instant>>> = OnceLock::new();
    STARTED.get_or_init(|| Mutex::new(HashMap::new()))
}

/// A command interaction `id` reached its handler (poise's `pre_command`).
pub async fn command_started(id: u64) {
    let mut map = started().lock().unwrap_or_else(|p| p.into_inner());
    // A command that never answered (a crash in the handler) must not leak its entry.
    if map.len() > 10_000 {
        map.retain(|_, t| t.elapsed() < Duration::from_secs(60));
    }
    map.insert(id, Instant::now());
}

/// Interaction `id` got its first answer (a defer or a reply): records the time since
/// [`command_started`] once; later answers are not counted.
pub fn answered(id: u64) {
    let t = started()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .remove(&id);
    if let Some(t) = t {
        first_answer(t.elapsed());
    }
}

/// Command interaction `id` (`command`, its qualified name) finished with `outcome`.
pub async fn command_done(id: u64, command: String, outcome: &'static str) {
    answered(id);
    interaction(&command, outcome);
}

/// The process's Prometheus recorder, installed on first use (once per process).
///
/// # Errors
/// When another recorder was installed first.
pub fn install() -> anyhow::Result<PrometheusHandle> {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    if let Some(h) = HANDLE.get() {
        return Ok(h.clone());
    }
    let handle = PrometheusBuilder::new()
        .set_buckets(&BUCKETS)?
        .install_recorder()?;
    describe();
    Ok(HANDLE.get_or_init(|| handle).clone())
}

fn describe() {
    use metrics::Unit;
    metrics::describe_counter!(
        INTERACTIONS,
        "Slash commands and button clicks handled, by command and outcome"
    );
    metrics::describe_histogram!(
        FIRST_ANSWER,
        Unit::Seconds,
        "Time from receiving an interaction to its first answer"
    );
    metrics::describe_counter!(MOVES_STORED, "Moves committed");
    metrics::describe_gauge!(OUTBOX_PENDING, "Announcements not yet delivered");
    metrics::describe_gauge!(
        OUTBOX_OLDEST,
        Unit::Seconds,
        "Age of the oldest undelivered announcement"
    );
    metrics::describe_counter!(DELIVERY_ATTEMPTS, "Announcement posts tried");
    metrics::describe_counter!(
        DELIVERY_FAILURES,
        "Failed Discord requests of the delivery worker, by kind"
    );
    metrics::describe_gauge!(
        ENGINE_QUEUED,
        "Computer moves waiting for or running a search"
    );
    metrics::describe_histogram!(
        ENGINE_SEARCH,
        Unit::Seconds,
        "Duration of one computer move's search, waiting included"
    );
    metrics::describe_histogram!(
        DB_TRANSACTION,
        Unit::Seconds,
        "Write transactions, begin to commit"
    );
    metrics::describe_counter!(DB_CONFLICTS, "Guarded updates that found the game moved on");
    metrics::describe_gauge!(GAMES_ACTIVE, "Games in progress");
}
