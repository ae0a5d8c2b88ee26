//! The computer's answer time per level, as a player sees it: from a person's move (the
//! service call that commits it) to the commit of the engine's reply, with the computer player
//! running as in the bot ([`Computer::spawn`] with the bot's 1 s poll, woken by the commit).
//! Each level plays a few moves of its own game on a SQLite file with production settings,
//! on the process's engine pool (one thread per core). Prints figures; not a pass/fail test.
//!
//! The goal (issue 20): each level answers within its thinking time ([`Level::max_time`]) plus
//! 100 ms. The old computer looked once a second, so level 2 (0.3 s) answered in 0.36–0.87 s.
//!
//! Run: `cargo bench --bench answer` (`ANSWER_MOVES=N`: moves per level, default 8).

use std::time::{Duration, Instant};
use timur::engine::{EnginePool, Level};
use timur::game::computer::{challenge_computer, Computer};
use timur::game::{At, ChallengeRequest, ColorChoice, GameService, Player, Status};
use timur::rules::VariantId;
use timur::store::Store;

fn request(channel: String) -> ChallengeRequest {
    ChallengeRequest {
        guild_id: None,
        channel_id: channel,
        parent_channel_id: None,
        challenger: Player::new("alice", "Alice"),
        opponent: None,
        variant: VariantId::Tamerlane,
        options: String::new(),
        color: ColorChoice::White,
        days: None,
        auto_accept: false,
        start: None,
        gif: false,
    }
}

/// A move for the person: a pseudo-random legal move (the same ones on every run).
fn pick(texts: &mut [String], seed: &mut u64) -> String {
    texts.sort();
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    texts[(*seed >> 33) as usize % texts.len()].clone()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn bench() {
    let moves_per_level: usize = std::env::var("ANSWER_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("answer.db").to_str().unwrap())
        .await
        .unwrap();
    let service = GameService::new(store.clone());
    let pool = EnginePool::per_core();
    println!(
        "computer answer time, {moves_per_level} moves per level, {} search threads, Tamerlane",
        pool.threads()
    );
    let computer = Computer::new(service.clone(), pool).spawn(Duration::from_secs(1));
    println!("| level | thinking time at most | median | max | within +100 ms |");
    println!("|---|---|---|---|---|");
    let mut seed = 7u64;
    for n in 1..=8u8 {
        let level = Level::new(n).unwrap();
        let mut times = Vec::new();
        let mut game = 0;
        while times.len() < moves_per_level {
            game += 1;
            let rec = challenge_computer(
                &service,
                &request(format!("level{n}-{game}")),
                "engine",
                level,
            )
            .await
            .unwrap();
            loop {
                let state = service.load(At::Game(rec.id)).await.unwrap();
                if state.record.status != Status::Active || times.len() >= moves_per_level {
                    break;
                }
                let mut texts: Vec<String> = state
                    .position
                    .legal_moves()
                    .iter()
                    .map(|m| state.position.move_text(m))
                    .collect();
                let text = pick(&mut texts, &mut seed);
                let mut commits = service.commit_signal();
                commits.borrow_and_update();
                let start = Instant::now();
                let played = service
                    .play(At::Game(rec.id), "alice", &text)
                    .await
                    .unwrap();
                let played = played.record;
                if played.status != Status::Active {
                    break;
                }
                // Each commit wakes this waiter too; the reply is there when the ply moved on.
                loop {
                    commits.changed().await.unwrap();
                    let now = service.load(At::Game(rec.id)).await.unwrap().record;
                    if now.ply > played.ply || now.status != Status::Active {
                        break;
                    }
                }
                times.push(start.elapsed());
            }
        }
        times.sort();
        let limit = level.max_time() + Duration::from_millis(100);
        let within = times.iter().filter(|t| **t <= limit).count();
        println!(
            "| {n} | {:.1} s | {:.0} ms | {:.0} ms | {within}/{} |",
            level.max_time().as_secs_f64(),
            ms(times[times.len() / 2]),
            ms(*times.last().unwrap()),
            times.len()
        );
    }
    computer.abort();
    store.close().await;
}

fn main() {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(bench());
}
