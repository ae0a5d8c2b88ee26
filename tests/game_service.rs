//! The game service over a real SQLite file: challenges, moves, races, restarts, corrupt rows.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use timur::game::{Clock, ColorChoice, GameError, GameService, Player};
use timur::rules::VariantId;
use timur::store::{Status, Store, StoreError};

#[derive(Debug)]
struct FakeClock(AtomicI64);
impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

const CH: &str = "100";

fn alice() -> Player {
    Player::new("1", "Alice")
}
fn bob() -> Player {
    Player::new("2", "Bob")
}

async fn service(dir: &tempfile::TempDir) -> GameService {
    let store = Store::open(dir.path().join("t.db").to_str().unwrap())
        .await
        .unwrap();
    GameService::with_clock(store, Arc::new(FakeClock(AtomicI64::new(1_700_000_000))))
}

async fn started(svc: &GameService) -> i64 {
    let g = svc
        .challenge(
            Some("9".into()),
            CH,
            &alice(),
            &bob(),
            VariantId::Tamerlane,
            "",
            ColorChoice::White,
            false,
        )
        .await
        .unwrap();
    assert_eq!(g.status(), Status::Challenge);
    svc.accept(g.row.id, "2").await.unwrap();
    g.row.id
}

#[tokio::test]
async fn challenge_accept_decline_cancel() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let g = svc
        .challenge(
            None,
            CH,
            &alice(),
            &bob(),
            VariantId::Tamerlane,
            "giraffe-min=2",
            ColorChoice::Black,
            false,
        )
        .await
        .unwrap();
    assert_eq!(
        (g.row.white_id.as_str(), g.row.black_id.as_str()),
        ("2", "1")
    );
    assert_eq!(g.row.options, "giraffe-min=2");
    // A second challenge in the same channel is refused.
    let busy = svc
        .challenge(
            None,
            CH,
            &bob(),
            &alice(),
            VariantId::Tamerlane,
            "",
            ColorChoice::White,
            false,
        )
        .await
        .unwrap_err();
    assert_eq!(
        busy.to_string(),
        "A game or challenge is already running in this channel. Finish it first, or play in a thread."
    );
    // Only the challenged player accepts.
    assert!(matches!(
        svc.accept(g.row.id, "3").await,
        Err(GameError::NotChallenged)
    ));
    assert!(matches!(
        svc.accept(g.row.id, "1").await,
        Err(GameError::NotChallenged)
    ));
    assert!(matches!(
        svc.play(CH, "1", "e3-e4").await,
        Err(GameError::NotStarted)
    ));
    let cancelled = svc.decline(g.row.id, "1").await.unwrap();
    assert_eq!(cancelled.status(), Status::Cancelled);
    assert!(matches!(
        svc.accept(g.row.id, "2").await,
        Err(GameError::ChallengeClosed)
    ));
    // The channel is free again; this time the opponent declines.
    let g2 = svc
        .challenge(
            None,
            CH,
            &alice(),
            &bob(),
            VariantId::Herat,
            "",
            ColorChoice::White,
            false,
        )
        .await
        .unwrap();
    assert_eq!(
        svc.decline(g2.row.id, "2").await.unwrap().status(),
        Status::Declined
    );
    // Bad options are refused with the valid list.
    let err = svc
        .challenge(
            None,
            CH,
            &alice(),
            &bob(),
            VariantId::Tamerlane,
            "giraffe-min=5",
            ColorChoice::White,
            false,
        )
        .await
        .unwrap_err();
    assert!(err.to_string().starts_with("'5' is not a valid value for giraffe-min. Valid options for tamerlane: giraffe-min=2|3,"), "{err}");
    assert!(matches!(
        svc.challenge(
            None,
            CH,
            &alice(),
            &alice(),
            VariantId::Tamerlane,
            "",
            ColorChoice::White,
            false
        )
        .await,
        Err(GameError::SelfChallenge)
    ));
}

#[tokio::test]
async fn moves_turns_and_exact_rows() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let id = started(&svc).await;
    assert!(matches!(
        svc.play(CH, "3", "e3-e4").await,
        Err(GameError::NotYourGame)
    ));
    let err = svc.play(CH, "2", "e8-e7").await.unwrap_err();
    assert_eq!(err.to_string(), "It is not your turn; Alice is to move.");
    let err = svc.play(CH, "1", "e3-e5").await.unwrap_err();
    assert_eq!(
        err.to_string(),
        "'e3-e5' is not a legal move: a pawn of generals on e3 cannot move to e5. Closest legal moves: e3-e4."
    );
    let err = svc.play(CH, "1", "hello").await.unwrap_err();
    assert_eq!(
        err.to_string(),
        "I could not read 'hello' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel."
    );
    let played = svc.play(CH, "1", "e3e4").await.unwrap();
    assert_eq!(played.text, "e3-e4");
    assert_eq!(played.state.turn(), timur::rules::Color::Black);
    let played = svc.play(CH, "2", "Nj9-i7").await.unwrap();
    assert_eq!(played.text, "Nj9-i7");
    let rows = svc.store().moves(id).await.unwrap();
    let texts: Vec<&str> = rows.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(texts, ["e3-e4", "Nj9-i7"]);
    assert_eq!(rows[0].player_id, "1");
    assert_eq!(rows[0].played_at, 1_700_000_000);
    assert_eq!(
        rows[1].tfen_after,
        "e1c1w1w1c1e/1rntgvkfgt1r/prpnptpgpvpkpfpepcpwpp/8n2/11/11/4PF6/PPPWPCPE1PKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 1 2"
    );
    let row = svc.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.ply, row.tfen.as_str()),
        (2, rows[1].tfen_after.as_str())
    );
    assert_eq!(played.state.move_list(), "1. e3-e4 Nj9-i7");
    let done = svc.resign(CH, "2").await.unwrap();
    assert_eq!(done.row.result.as_deref(), Some("1-0"));
    assert_eq!(
        done.row.result_reason.as_deref(),
        Some("Black resigned; White wins")
    );
    assert!(matches!(
        svc.play(CH, "1", "e4-e5").await,
        Err(GameError::NoGame)
    ));
}

#[tokio::test]
async fn restart_replays_the_stored_game() {
    let dir = tempfile::tempdir().unwrap();
    let before = {
        let svc = service(&dir).await;
        started(&svc).await;
        for (u, m) in [("1", "e3-e4"), ("2", "e8-e7"), ("1", "Nb2-c4")] {
            svc.play(CH, u, m).await.unwrap();
        }
        let s = svc.open_game(CH).await.unwrap();
        svc.store().close().await;
        s.position().to_tfen()
    };
    let svc = service(&dir).await;
    let s = svc.open_game(CH).await.unwrap();
    assert_eq!(s.position().to_tfen(), before);
    assert_eq!(s.move_list(), "1. e3-e4 e8-e7 2. Nb2-c4");
    assert_eq!(svc.active_games().await.unwrap().len(), 1);
    svc.play(CH, "2", "d8-d7").await.unwrap();
}

#[tokio::test]
async fn racing_moves_apply_exactly_one() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let id = started(&svc).await;
    let moves = [
        "e3-e4", "d3-d4", "f3-f4", "g3-g4", "a3-a4", "b3-b4", "c3-c4", "h3-h4",
    ];
    let handles: Vec<_> = moves
        .iter()
        .map(|m| {
            let svc = svc.clone();
            let m = m.to_string();
            tokio::spawn(async move { svc.play(CH, "1", &m).await })
        })
        .collect();
    let mut ok = 0;
    for h in handles {
        match h.await.unwrap() {
            Ok(_) => ok += 1,
            Err(GameError::PositionChanged) | Err(GameError::NotYourTurn { .. }) => {}
            Err(e) => panic!("unexpected {e}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(svc.store().moves(id).await.unwrap().len(), 1);
    assert_eq!(svc.store().game(id).await.unwrap().unwrap().ply, 1);
    // The store itself refuses a second write at the same ply.
    let mut row = svc.store().moves(id).await.unwrap()[0].clone();
    assert!(matches!(
        svc.store().append_move(&row, None).await,
        Err(StoreError::Conflict)
    ));
    row.ply = 5;
    assert!(matches!(
        svc.store().append_move(&row, None).await,
        Err(StoreError::Conflict)
    ));
}

#[tokio::test]
async fn corrupt_rows_are_refused_politely() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let id = started(&svc).await;
    svc.play(CH, "1", "e3-e4").await.unwrap();
    sqlx::query("UPDATE moves SET text = 'Zz9-z9' WHERE game_id = ?")
        .bind(id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    let err = svc.play(CH, "2", "e8-e7").await.unwrap_err();
    assert_eq!(
        err.to_string(),
        "This game's record is damaged (move 1 'Zz9-z9' does not replay), so it cannot continue. Please start a new game; the bot's operator has been told."
    );
    // Nothing changed.
    assert_eq!(svc.store().game(id).await.unwrap().unwrap().ply, 1);
}
