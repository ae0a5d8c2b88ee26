//! Tournament scale: pairing one round of a 64-player Swiss (after 0, 3 and 6 simulated
//! rounds), and creating a 64-player event's 32 first-round games through the tournament
//! worker (thread post, one transaction per game, on a SQLite file with `synchronous=FULL`).
//! Prints figures; not a pass/fail test. Target: the 32 games in at most a few seconds.
//!
//! Run: `cargo bench --bench tournament` (or `--profile test` for a quicker, slower build).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;
use timur::game::tournament::{
    Desk, DeskMessage, NewTournament, TournamentDesk, TournamentService,
};
use timur::game::{GameService, Player, SendError, Style};
use timur::rules::VariantId;
use timur::store::Store;
use timur::tournament::{swiss, Format, Round, SplitMix};

struct Plain;
impl Style for Plain {
    fn player(&self, _id: &str, name: &str) -> String {
        name.to_string()
    }
    fn time(&self, t: i64) -> String {
        t.to_string()
    }
}

/// A desk that answers at once with a fresh id per post.
#[derive(Default)]
struct NullDesk(AtomicU64);
impl Desk for NullDesk {
    fn style(&self) -> &dyn Style {
        &Plain
    }
    async fn post(
        &self,
        _: &str,
        _: &str,
        _: &DeskMessage,
        _: Option<&str>,
    ) -> Result<String, SendError> {
        Ok((7000 + self.0.fetch_add(1, Ordering::SeqCst)).to_string())
    }
    async fn edit(&self, _: &str, _: &str, _: &DeskMessage) -> Result<(), SendError> {
        Ok(())
    }
}

fn pairing_figures() {
    let n = 64;
    let total = Format::Swiss.rounds(n, None);
    let mut rng = SplitMix::new(7);
    let mut played: Vec<Round> = Vec::new();
    for r in 0..total {
        let reps = 20;
        let t = Instant::now();
        let mut p = None;
        for _ in 0..reps {
            p = swiss::pair_swiss_within(n, &played, &vec![false; n], total);
        }
        let each = t.elapsed() / reps;
        println!(
            "pair round {} of a 64-player Swiss: {:.2} ms",
            r + 1,
            each.as_secs_f64() * 1e3
        );
        let mut round = p.expect("paired").round;
        for b in &mut round.boards {
            b.result = Some(rng.outcome(b));
        }
        played.push(round);
    }
}

async fn creation_figures() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("b.db").to_str().unwrap())
        .await
        .unwrap();
    let games = GameService::new(store);
    let t = TournamentService::new(games.clone());
    let ev = t
        .create(&NewTournament {
            guild_id: "1".into(),
            channel_id: "2".into(),
            name: "Bench".into(),
            variant: VariantId::Tamerlane,
            options: String::new(),
            format: Format::Swiss,
            rounds: None,
            days: Some(3),
            rated: true,
            max_players: None,
            starts_at: None,
            creator: Player::new("100", "P0"),
        })
        .await
        .unwrap();
    for i in 0..64 {
        t.join(ev.id, &Player::new(format!("{}", 100 + i), format!("P{i}")))
            .await
            .unwrap();
    }
    let desk = TournamentDesk::new(t.clone(), Arc::new(NullDesk::default()));
    desk.run_once().await.unwrap();
    let start = Instant::now();
    t.start(ev.id, Some("100"), false).await.unwrap();
    let paired = start.elapsed();
    let created = Instant::now();
    let done = desk.run_once().await.unwrap();
    let created = created.elapsed();
    let n = games
        .store()
        .pairings(ev.id)
        .await
        .unwrap()
        .iter()
        .filter(|p| p.game_id.is_some())
        .count();
    println!(
        "start (seed, pair round 1, store 32 pairings and posts, one transaction): {:.1} ms",
        paired.as_secs_f64() * 1e3
    );
    println!(
        "create the 32 games of round 1 ({n} games, {done} posts carried out): {:.1} ms",
        created.as_secs_f64() * 1e3
    );
}

fn main() {
    pairing_figures();
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(creation_figures());
}
