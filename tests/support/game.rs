//! The game service on a test database, and games started through it.

use super::clock::FakeClock;
use super::db::TestDb;
use std::sync::Arc;
use timur::game::{ChallengeRequest, GameService};
use timur::store::Store;

/// A service on the fresh database `db` and a fake clock (at [`super::clock::T0`]).
pub async fn service(db: &TestDb) -> (GameService, Arc<FakeClock>) {
    let store = Store::open(&db.url).await.unwrap();
    let clock = FakeClock::new();
    (GameService::with_clock(store, clock.clone()), clock)
}

/// The game of `req` challenged and accepted by its opponent; its id.
pub async fn start_game(svc: &GameService, req: &ChallengeRequest) -> i64 {
    let g = svc.challenge(req).await.unwrap();
    let opponent = req.opponent.as_ref().expect("a challenge to someone");
    svc.accept(g.id, opponent).await.unwrap();
    g.id
}
