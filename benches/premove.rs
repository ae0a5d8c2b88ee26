//! Conditional moves (issue 21): what a move costs when it triggers a stored reply (the
//! opponent's move, the line matched, the reply played, both move rows and both outbox rows,
//! in one transaction), against a plain move (one move, one outbox row), on a SQLite file with
//! `synchronous=FULL`. Target: at most 2× a plain move. Prints figures; not a pass/fail test.
//!
//! Measured alternately in two games (plain, conditional) so that a change in the machine's
//! load hits both alike. Each round: White's knight out (timed), Black's knight out (the
//! reply, or a plain move in the plain game), then both knights home (untimed), so the
//! positions repeat (repetition is off by default in Tamerlane).
//!
//! Run: `cargo bench --bench premove` (or `--profile test` for a quicker, slower build).

use std::time::{Duration, Instant};
use timur::game::{At, ChallengeRequest, ColorChoice, GameService, Player};
use timur::rules::VariantId;
use timur::store::Store;

const A: &str = "1";
const B: &str = "2";

async fn new_game(svc: &GameService, channel: &str) -> i64 {
    let req = ChallengeRequest {
        guild_id: None,
        channel_id: channel.to_string(),
        parent_channel_id: None,
        challenger: Player::new(A, "Alice"),
        opponent: Some(Player::new(B, "Bob")),
        variant: VariantId::Tamerlane,
        options: String::new(),
        color: ColorChoice::White,
        days: Some(3),
        auto_accept: false,
        start: None,
        gif: true,
    };
    let g = svc.challenge(&req).await.unwrap();
    svc.accept(g.id, &Player::new(B, "Bob")).await.unwrap();
    g.id
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Prints n, mean, p50 and p99; returns (mean, p50) in ms.
fn report(label: &str, mut v: Vec<Duration>) -> (f64, f64) {
    v.sort();
    let mean = v.iter().sum::<Duration>() / v.len() as u32;
    let at = |p: f64| v[((v.len() as f64 - 1.0) * p).round() as usize];
    println!(
        "{label}: n={} mean {:.2} ms, p50 {:.2} ms, p99 {:.2} ms",
        v.len(),
        ms(mean),
        ms(at(0.5)),
        ms(at(0.99))
    );
    (ms(mean), ms(at(0.5)))
}

/// One round in game `id`: White's timed knight move (answered by Black's stored line when
/// `conditional`), then the rest of the cycle untimed.
async fn round(svc: &GameService, id: i64, conditional: bool) -> Duration {
    if conditional {
        svc.premove_add(At::Game(id), B, "Nb2-c4 Nj9-i7")
            .await
            .unwrap();
    }
    let t = Instant::now();
    let p = svc.play(At::Game(id), A, "Nb2-c4").await.unwrap();
    let took = t.elapsed();
    assert_eq!(p.reply.is_some(), conditional);
    if !conditional {
        svc.play(At::Game(id), B, "Nj9-i7").await.unwrap();
    }
    svc.play(At::Game(id), A, "Nc4-b2").await.unwrap();
    svc.play(At::Game(id), B, "Ni7-j9").await.unwrap();
    took
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("bench.db").to_str().unwrap())
            .await
            .unwrap();
        let svc = GameService::new(store);
        let plain_game = new_game(&svc, "plain").await;
        let cond_game = new_game(&svc, "conditional").await;
        for _ in 0..10 {
            round(&svc, plain_game, false).await;
            round(&svc, cond_game, true).await;
        }
        let (mut plain, mut cond) = (Vec::new(), Vec::new());
        for _ in 0..200 {
            plain.push(round(&svc, plain_game, false).await);
            cond.push(round(&svc, cond_game, true).await);
        }
        let (pm, p50) = report("plain move (1 move row, 1 outbox row)", plain);
        let (cm, c50) = report(
            "move answered by a conditional reply (2 move rows, 2 outbox rows)",
            cond,
        );
        println!(
            "conditional / plain: {:.2}x by median, {:.2}x by mean (target <= 2x)",
            c50 / p50,
            cm / pm
        );
    });
}
