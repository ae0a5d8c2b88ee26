//! The one fake clock of the tests: Unix seconds that move only when a test says so.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use timur::game::Clock;

/// 2026-01-01 00:00 UTC, where every test's clock starts.
pub const T0: i64 = 1_767_225_600;

/// A clock at [`T0`] that moves by [`FakeClock::advance`] and [`FakeClock::set`].
#[derive(Debug)]
pub struct FakeClock(AtomicI64);

impl FakeClock {
    /// A clock at [`T0`].
    pub fn new() -> Arc<FakeClock> {
        Arc::new(FakeClock(AtomicI64::new(T0)))
    }

    /// Moves the clock forward by `s` seconds.
    pub fn advance(&self, s: i64) {
        self.0.fetch_add(s, Ordering::SeqCst);
    }

    /// Sets the clock.
    pub fn set(&self, t: i64) {
        self.0.store(t, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}
