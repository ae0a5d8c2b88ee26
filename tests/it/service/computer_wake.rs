//! The computer player wakes on the commit of a person's move, not on a poll: with its poll set
//! to an hour it still answers every move, answers in two games at once, catches up at its
//! start on a game left waiting for it (a restart), and stays quiet where it has nothing to do.
//! Each test on SQLite and on PostgreSQL. Searches are bounded by nodes (same moves on any
//! machine); waiting is on the service's commit signal, never a fixed sleep.

use crate::support::clock::FakeClock;
use std::time::Duration;
use timur::engine::{EnginePool, Level};
use timur::game::computer::{challenge_computer, Computer};
use timur::game::{At, ChallengeRequest, ColorChoice, GameService, Player};
use timur::store::Store;

/// Longer than any test: a move answered at all was answered because of a commit.
const NEVER: Duration = Duration::from_secs(3600);

fn request(channel: &str, color: ColorChoice) -> ChallengeRequest {
    ChallengeRequest::new(channel, Player::new("alice", "Alice"))
        .color(color)
        .gif(false)
}

/// Waits on the commit signal until game `id` has `n` moves (a 60 s guard against a hang, not
/// a measure); returns their texts.
async fn moves_after_commits(service: &GameService, id: i64, n: usize) -> Vec<String> {
    let mut commits = service.commit_signal();
    let wait = async {
        loop {
            commits.borrow_and_update();
            let moves = service.moves(id).await.unwrap();
            if moves.len() >= n {
                return moves.into_iter().map(|m| m.text).collect::<Vec<_>>();
            }
            commits.changed().await.unwrap();
        }
    };
    tokio::time::timeout(Duration::from_secs(60), wait)
        .await
        .unwrap_or_else(|_| panic!("game {id} did not reach {n} moves"))
}

both_backends! {
    /// With an hour's poll, every move of the person is answered, in two games at the same time,
    /// and the engine never moves for the person.
    async fn the_engine_answers_each_move_on_its_commit(db) {
        let store = Store::open(&db.url).await.unwrap();
        let service = GameService::with_clock(store, FakeClock::new());
        let level = Level::new(1).unwrap();
        let a = challenge_computer(&service, &request("c1", ColorChoice::White), "engine", level)
            .await
            .unwrap();
        let b = challenge_computer(&service, &request("c2", ColorChoice::White), "engine", level)
            .await
            .unwrap();
        let task = Computer::new(service.clone(), EnginePool::new(2))
            .by_nodes()
            .spawn(NEVER);
        service.play(At::Game(a.id), "alice", "e3-e4").await.unwrap();
        service.play(At::Game(b.id), "alice", "f3-f4").await.unwrap();
        let in_a = moves_after_commits(&service, a.id, 2).await;
        let in_b = moves_after_commits(&service, b.id, 2).await;
        assert_eq!(in_a[0], "e3-e4");
        assert_eq!(in_b[0], "f3-f4");
        // A second move in the same game is answered too (the engine's own commit did not use
        // up the wake-up).
        let reply = first_move(&service, a.id).await;
        service.play(At::Game(a.id), "alice", &reply).await.unwrap();
        let in_a = moves_after_commits(&service, a.id, 4).await;
        assert_eq!(in_a.len(), 4);
        // Where the person is to move, the engine does nothing: the game stays at four plies
        // while other commits happen.
        service.play(At::Game(b.id), "alice", &first_move(&service, b.id).await).await.unwrap();
        moves_after_commits(&service, b.id, 4).await;
        assert_eq!(service.moves(a.id).await.unwrap().len(), 4);
        task.abort();
    }
}

both_backends! {
    /// A game where the engine is to move when the computer starts (a restart) is answered at
    /// once by its first look, with no commit and no poll.
    async fn the_first_look_catches_up_after_a_restart(db) {
        let store = Store::open(&db.url).await.unwrap();
        let service = GameService::with_clock(store, FakeClock::new());
        let level = Level::new(2).unwrap();
        // The person plays Black: the engine (White) is to move at the start.
        let g = challenge_computer(&service, &request("c1", ColorChoice::Black), "engine", level)
            .await
            .unwrap();
        assert_eq!(service.moves(g.id).await.unwrap().len(), 0);
        let task = Computer::new(service.clone(), EnginePool::new(1))
            .by_nodes()
            .spawn(NEVER);
        let moves = moves_after_commits(&service, g.id, 1).await;
        assert_eq!(moves.len(), 1);
        let state = service.load(At::Game(g.id)).await.unwrap();
        assert_eq!(state.record.ply, 1);
        task.abort();
    }
}

/// A legal move for the side to move in game `id`: the first in text order (the test only
/// needs some move of the person).
async fn first_move(service: &GameService, id: i64) -> String {
    let state = service.load(At::Game(id)).await.unwrap();
    let mut texts: Vec<String> = state
        .position
        .legal_moves()
        .iter()
        .map(|m| state.position.move_text(m))
        .collect();
    texts.sort();
    texts.remove(0)
}
