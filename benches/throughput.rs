//! Moves per second through the game service (each move one transaction: read and lock the
//! game, insert the move, guarded update, outbox row, commit) with 1, 2 and 4 concurrent
//! workers, on SQLite and on PostgreSQL, and the p50/p99 latency of one move.
//!
//! `cargo bench --bench throughput` (PostgreSQL half: set TIMUR_TEST_POSTGRES_URL, e.g. with
//! `eval "$(scripts/pg-test-cluster.sh start)"`). Each worker plays its own games (random legal
//! moves from a fixed seed) in its own channel for `SECONDS` seconds.

use std::time::{Duration, Instant};
use timur::game::{At, ChallengeRequest, ColorChoice, GameService, Player};
use timur::rules::{Position, VariantId};
use timur::store::Store;

const SECONDS: u64 = 5;

fn req(channel: &str) -> ChallengeRequest {
    ChallengeRequest {
        guild_id: Some("9".into()),
        channel_id: channel.into(),
        parent_channel_id: None,
        challenger: Player::new("1", "Alice"),
        opponent: Some(Player::new("2", "Bob")),
        variant: VariantId::Tamerlane,
        options: String::new(),
        color: ColorChoice::White,
        days: Some(3),
        auto_accept: false,
        start: None,
        gif: true,
    }
}

/// One worker: plays random legal moves in its own channel until `until`; returns each move's
/// latency.
async fn worker(svc: GameService, n: usize, until: Instant) -> Vec<Duration> {
    let mut lat = Vec::new();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64 ^ n as u64;
    let mut game = 0;
    while Instant::now() < until {
        game += 1;
        let channel = format!("w{n}-g{game}");
        let g = svc.challenge(&req(&channel)).await.unwrap();
        svc.accept(g.id, &Player::new("2", "Bob")).await.unwrap();
        let mut pos = Position::start(VariantId::Tamerlane, Default::default());
        for ply in 0..200 {
            if Instant::now() >= until || pos.outcome().is_some() {
                break;
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(seed >> 33) as usize % moves.len()];
            let text = pos.move_text(&m);
            let who = if ply % 2 == 0 { "1" } else { "2" };
            let t = Instant::now();
            let r = svc.play(At::Channel(&channel), who, &text).await;
            lat.push(t.elapsed());
            match r {
                Ok(_) => pos = pos.play(&m).unwrap(),
                Err(_) => break, // the game ended by a rule the local copy does not track
            }
        }
        // Leave the channel free for nothing else: the game stays as it is.
        let _ = svc.resign(At::Channel(&channel), "1").await;
    }
    lat
}

async fn run(label: &str, url: &str, workers: usize) {
    let store = Store::open(url).await.unwrap();
    let svc = GameService::new(store.clone());
    let until = Instant::now() + Duration::from_secs(SECONDS);
    let start = Instant::now();
    let tasks: Vec<_> = (0..workers)
        .map(|n| tokio::spawn(worker(svc.clone(), n, until)))
        .collect();
    let mut lat = Vec::new();
    for t in tasks {
        lat.extend(t.await.unwrap());
    }
    let secs = start.elapsed().as_secs_f64();
    lat.sort();
    let p = |q: f64| lat[((lat.len() as f64 * q) as usize).min(lat.len() - 1)];
    println!(
        "{label:<10} workers={workers}  moves={:>6}  moves/s={:>7.0}  p50={:>6.2} ms  p99={:>6.2} ms",
        lat.len(),
        lat.len() as f64 / secs,
        p(0.50).as_secs_f64() * 1e3,
        p(0.99).as_secs_f64() * 1e3,
    );
    store.close().await;
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        for w in [1, 2, 4] {
            let url = dir.path().join(format!("bench-{w}.db"));
            run("sqlite", url.to_str().unwrap(), w).await;
        }
        match std::env::var("TIMUR_TEST_POSTGRES_URL") {
            Ok(admin) => {
                for w in [1, 2, 4] {
                    let url =
                        fresh_pg(&admin, &format!("timur_bench_{}_{w}", std::process::id())).await;
                    run("postgres", &url, w).await;
                }
            }
            Err(_) => println!("postgres   skipped: TIMUR_TEST_POSTGRES_URL is not set"),
        }
    });
}

async fn fresh_pg(admin: &str, name: &str) -> String {
    use sqlx::{Connection, Executor};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(admin).await.unwrap();
    conn.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .unwrap();
    conn.close().await.unwrap();
    let base = admin.rsplit_once('/').unwrap().0;
    format!("{base}/{name}")
}
