//! The service side of issue 20's "uxplay" part, on SQLite and PostgreSQL: which games a
//! command outside a game's channel means (`games_for`), the archive (`finished_games_of`),
//! a move picked for a position that is gone (`play_at_ply`), and the ranked suggestions of
//! the game a `/move` elsewhere would play in.

use crate::support::game::service;

use timur::game::{At, ChallengeRequest, ColorChoice, GameError, GameService, Player};
use timur::rules::VariantId;

const PARENT: &str = "100";
const A: &str = "1";
const B: &str = "2";
const C: &str = "3";

/// A game in thread `thread` (opened from [`PARENT`]) of `white` against `black`, accepted.
async fn game(svc: &GameService, thread: &str, white: &str, black: &str) -> i64 {
    let req = ChallengeRequest::new(thread, Player::new(white, format!("P{white}")))
        .guild("9")
        .thread_of(PARENT)
        .opponent(Player::new(black, format!("P{black}")))
        .color(ColorChoice::White)
        .days(Some(3))
        .gif(false);
    let g = svc.challenge(&req).await.unwrap();
    svc.accept(g.id, &Player::new(black, format!("P{black}")))
        .await
        .unwrap();
    g.id
}

fn ids(games: &[timur::game::GameRecord]) -> Vec<i64> {
    games.iter().map(|g| g.id).collect()
}

both_backends! {
async fn commands_find_the_players_games(db) {
    let (svc, _) = service(&db).await;
    let g1 = game(&svc, "201", A, B).await;
    // In the game's own thread, that game, whoever asks.
    assert_eq!(ids(&svc.games_for("201", C, false).await.unwrap()), [g1]);
    // Elsewhere: the player's active games; none for a player without games.
    assert_eq!(ids(&svc.games_for(PARENT, A, false).await.unwrap()), [g1]);
    assert_eq!(ids(&svc.games_for(PARENT, B, false).await.unwrap()), [g1]);
    assert!(svc.games_for(PARENT, C, false).await.unwrap().is_empty());
    // For /move, only where it is their move.
    assert_eq!(ids(&svc.games_for(PARENT, A, true).await.unwrap()), [g1]);
    assert!(svc.games_for(PARENT, B, true).await.unwrap().is_empty());
    // A second game, Bob White: each player's own move first.
    let g2 = game(&svc, "202", B, A).await;
    assert_eq!(ids(&svc.games_for(PARENT, A, false).await.unwrap()), [g1, g2]);
    assert_eq!(ids(&svc.games_for(PARENT, B, false).await.unwrap()), [g2, g1]);
    assert_eq!(ids(&svc.games_for(PARENT, A, true).await.unwrap()), [g1]);
    // Suggestions for /move in the parent channel come from the one game on Alice's move.
    let s = svc.suggestions(PARENT, A, "Nc4", 25, timur::i18n::Lang::En).await;
    assert_eq!(s.iter().map(|s| s.value.as_str()).collect::<Vec<_>>(), ["Nb2-c4"]);
    // Bob has one game on his move too (g2, as White).
    let s = svc.suggestions(PARENT, B, "e3", 25, timur::i18n::Lang::En).await;
    assert_eq!(s.iter().map(|s| s.value.as_str()).collect::<Vec<_>>(), ["e3-e4"]);
    assert!(svc.suggestions(PARENT, C, "", 25, timur::i18n::Lang::En).await.is_empty());
}
}

both_backends! {
async fn a_move_picked_for_an_old_position_is_refused(db) {
    let (svc, _) = service(&db).await;
    let g = game(&svc, "201", A, B).await;
    svc.play_at_ply(g, A, "e3-e4", 0).await.unwrap();
    // Bob's picker was drawn at ply 0 (before Alice moved): refused, nothing stored.
    assert!(matches!(
        svc.play_at_ply(g, B, "e8-e7", 0).await,
        Err(GameError::PositionChanged)
    ));
    let st = svc.load(At::Game(g)).await.unwrap();
    assert_eq!(st.record.ply, 1);
    svc.play_at_ply(g, B, "e8-e7", 1).await.unwrap();
    assert_eq!(svc.load(At::Game(g)).await.unwrap().record.ply, 2);
}
}

both_backends! {
async fn finished_games_are_listed_latest_first(db) {
    let (svc, clock) = service(&db).await;
    let g1 = game(&svc, "201", A, B).await;
    let g2 = game(&svc, "202", A, C).await;
    // A declined challenge is not a game of the archive.
    let declined = {
        let req = ChallengeRequest::new("203", Player::new(A, "P1")).guild("9").thread_of(PARENT).opponent(Player::new(B, "P2")).variant(VariantId::Herat).color(ColorChoice::White).gif(false);
        svc.challenge(&req).await.unwrap().id
    };
    svc.decline(declined, B).await.unwrap();
    assert!(svc.finished_games_of(A, 10).await.unwrap().is_empty());
    clock.advance(10);
    svc.resign(At::Game(g2), A).await.unwrap();
    clock.advance(10);
    svc.resign(At::Game(g1), B).await.unwrap();
    assert_eq!(ids(&svc.finished_games_of(A, 10).await.unwrap()), [g1, g2]);
    assert_eq!(ids(&svc.finished_games_of(A, 1).await.unwrap()), [g1]);
    assert_eq!(ids(&svc.finished_games_of(C, 10).await.unwrap()), [g2]);
    assert!(svc.games_for(PARENT, A, false).await.unwrap().is_empty());
}
}
