//! Opening variety of the levels (issue 35): how many of `GAMES` self-play games from the start
//! position differ in their first `PLIES` plies, each level against itself, by the levels' node
//! budgets (so the figure does not depend on the machine). Seeded exactly as
//! `timur selfplay --a level:N --b level:N --games GAMES --random-plies 0 --max-plies PLIES
//! --seed SEED`, which prints the same `distinct games` figure.
//!
//! Run: `cargo run --release -p timur-engine --example variety -- LEVEL PLIES [GAMES] [SEED]`
//! (defaults: 20 games, seed 1).

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use timur_engine::{game_history, Engine, Level};
use timur_rules::{Color, Game, Position, VariantId};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers: LEVEL PLIES [GAMES] [SEED]"))
        .collect();
    let (level, plies) = match args[..] {
        [l, p, ..] => (Level::new(l as u8).expect("level 1-8"), p as usize),
        _ => panic!("usage: variety LEVEL PLIES [GAMES] [SEED]"),
    };
    let games = args.get(2).copied().unwrap_or(20);
    let seed = args.get(3).copied().unwrap_or(1);
    let id = VariantId::Tamerlane;
    let mut engines = [Engine::new(), Engine::new()];
    let mut distinct = HashSet::new();
    let started = std::time::Instant::now();
    for g in 0..games {
        let a_white = g % 2 == 0;
        let mut game = Game::new(Position::start(id, id.default_options()));
        for e in engines.iter_mut() {
            e.new_game();
        }
        while game.outcome().is_none() && game.moves().len() < plies {
            let pos = *game.position();
            let a_to_move = (pos.turn() == Color::White) == a_white;
            let engine = &mut engines[usize::from(!a_to_move)];
            let s = seed ^ (g << 32) ^ game.moves().len() as u64;
            let r = engine.search(
                &pos,
                &game_history(&game),
                &level.settings_by_nodes(s),
                &AtomicBool::new(false),
                &mut |_| {},
            );
            let Some(m) = r.best.filter(|_| !r.claim_draw) else {
                break;
            };
            game.play(&m).expect("the engine plays legal moves");
        }
        let line: Vec<String> = {
            let mut p = *game.start();
            game.moves()
                .iter()
                .map(|m| {
                    let t = p.move_text(m);
                    p = p.play_unchecked(m);
                    t
                })
                .collect()
        };
        distinct.insert(line);
    }
    println!(
        "level {level}: distinct games: {} of {games} (first {plies} plies, seed {seed}, {:.0} s)",
        distinct.len(),
        started.elapsed().as_secs_f64()
    );
}
