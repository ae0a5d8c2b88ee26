//! The game core over a real database, each test on SQLite and on PostgreSQL (see
//! `support::db`): every action's transition (status, result, reason,
//! clock, offers, `finished_at`) and the announcements it stores, races, exact move rows, loading
//! without replay, `check`, the migration of old rows, corrupt rows, and the database's faults.

use crate::support::game::service;

use crate::support::clock::{FakeClock, T0};
use std::sync::Arc;
use timur::game::{
    verify, At, ChallengeRequest, ColorChoice, EndReason, GameError, GameResult, GameService,
    Player, Status,
};
use timur::rules::VariantId;
use timur::store::{GameKey, Store, StoreError, DAY};

const CH: &str = "100";
const A: &str = "1";
const B: &str = "2";

fn alice() -> Player {
    Player::new(A, "Alice")
}
fn bob() -> Player {
    Player::new(B, "Bob")
}

/// A service over the SQLite file `t.db` in `dir` (the tests of SQLite's own faults).
async fn sqlite_service(dir: &tempfile::TempDir) -> (GameService, Arc<FakeClock>) {
    let db = dir.path().join("t.db");
    let store = Store::open(db.to_str().unwrap()).await.unwrap();
    let clock = FakeClock::new();
    (GameService::with_clock(store, clock.clone()), clock)
}

fn req(ch: &str, variant: VariantId, options: &str, start: Option<String>) -> ChallengeRequest {
    ChallengeRequest::new(ch, alice())
        .guild("9")
        .opponent(bob())
        .variant(variant)
        .options(options)
        .color(ColorChoice::White)
        .days(Some(3))
        .start(start)
}

async fn started(svc: &GameService, r: ChallengeRequest) -> i64 {
    let g = svc.challenge(&r).await.unwrap();
    assert_eq!(g.status, Status::Challenge);
    svc.accept(g.id, &bob()).await.unwrap();
    g.id
}

async fn kinds(svc: &GameService, id: i64) -> Vec<String> {
    svc.store()
        .outbox_of(id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| format!("{}@{}", r.kind, r.ply))
        .collect()
}

both_backends! {
async fn challenge_accept_decline_withdraw(db) {
    let (svc, _) = service(&db).await;
    let mut r = req(CH, VariantId::Tamerlane, "giraffe-min=2", None);
    r.color = ColorChoice::Black;
    let g = svc.challenge(&r).await.unwrap();
    assert_eq!((g.white.id.as_str(), g.black.id.as_str()), (B, A));
    assert_eq!(g.clock.expires_at, Some(T0 + 2 * DAY));
    // A second challenge in the same channel is refused; the first is untouched.
    assert!(matches!(
        svc.challenge(&req(CH, VariantId::Herat, "", None)).await,
        Err(GameError::ChannelBusy)
    ));
    // Only Bob declines, only Alice withdraws.
    assert!(matches!(
        svc.decline(g.id, A).await,
        Err(GameError::NotChallenged)
    ));
    assert!(matches!(
        svc.withdraw(g.id, B).await,
        Err(GameError::NotChallenger)
    ));
    let rec = svc.decline(g.id, B).await.unwrap();
    let end = rec.end.clone().unwrap();
    assert_eq!(
        (
            rec.status,
            end.result,
            end.reason,
            end.by.as_deref(),
            end.at
        ),
        (Status::Finished, None, EndReason::Declined, Some(B), T0)
    );
    assert_eq!(rec.clock.expires_at, None);
    assert!(matches!(
        svc.accept(g.id, &bob()).await,
        Err(GameError::ChallengeClosed)
    ));
    assert_eq!(kinds(&svc, g.id).await, ["challenge@0", "retire-declined@0", "game_over@0"]);
    // The channel is free again; the challenger withdraws the next one.
    let g = svc
        .challenge(&req(CH, VariantId::Herat, "", None))
        .await
        .unwrap();
    let rec = svc.withdraw(g.id, A).await.unwrap();
    assert_eq!(rec.end.unwrap().reason, EndReason::Withdrawn);
    // Refusals change nothing and store no announcement.
    let err = svc
        .challenge(&req(CH, VariantId::Tamerlane, "giraffe-min=5", None))
        .await
        .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("'5' is not a valid value for giraffe-min."),
        "{err}"
    );
    let mut me = req(CH, VariantId::Tamerlane, "", None);
    me.opponent = Some(alice());
    assert!(matches!(
        svc.challenge(&me).await,
        Err(GameError::SelfChallenge)
    ));
    assert_eq!(svc.store().game_ids().await.unwrap().len(), 2);
}}

both_backends! {
async fn moves_turns_and_exact_rows(db) {
    let (svc, clock) = service(&db).await;
    let id = started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    let err = svc.play(At::Channel(CH), B, "e8-e7").await.unwrap_err();
    assert_eq!(err.to_string(), "It is not your turn; Alice is to move.");
    assert!(matches!(
        svc.play(At::Channel(CH), "3", "e3-e4").await,
        Err(GameError::NotYourGame)
    ));
    assert_eq!(
        svc.play(At::Channel(CH), A, "hello")
            .await
            .unwrap_err()
            .to_string(),
        "I could not read 'hello' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel."
    );
    assert!(matches!(
        svc.play(At::Channel("elsewhere"), A, "e3-e4").await,
        Err(GameError::NoGame)
    ));
    clock.advance(60);
    let p = svc.play(At::Channel(CH), A, "e3e4").await.unwrap();
    assert_eq!((p.san.as_str(), p.record.ply), ("e3-e4", 1));
    let p = svc.play(At::Channel(CH), B, "Nj9-i7").await.unwrap();
    assert_eq!(p.san, "Nj9-i7");
    let rows = svc.moves(id).await.unwrap();
    let got: Vec<(&str, Option<&str>, &str, i64)> = rows
        .iter()
        .map(|m| {
            (
                m.text.as_str(),
                m.san.as_deref(),
                m.player_id.as_str(),
                m.played_at,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("e3-e4", Some("e3-e4"), A, T0 + 60),
            ("Nj9-i7", Some("Nj9-i7"), B, T0 + 60)
        ]
    );
    // The stored position of the game is that of the last move row.
    let st = svc.load(At::Game(id)).await.unwrap();
    assert_eq!(st.record.tfen, rows[1].tfen_after);
    assert_eq!(st.position.to_tfen(), rows[1].tfen_after);
    assert_eq!(st.last.as_ref().unwrap().san, "Nj9-i7");
    assert_eq!(
        timur::game::History::from_rows(&st.record, &rows)
            .unwrap()
            .move_list(),
        "1. e3-e4 Nj9-i7"
    );
    assert_eq!(
        kinds(&svc, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "move@2"]
    );
    assert!(svc.check_all().await.unwrap().is_empty());
}}

both_backends! {
async fn racing_moves_apply_exactly_one(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    let mut tasks = Vec::new();
    for m in ["e3-e4", "f3-f4", "g3-g4", "d3-d4"] {
        let svc = svc.clone();
        tasks.push(tokio::spawn(async move {
            svc.play(At::Channel(CH), A, m).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(GameError::NotYourTurn { opponent }) => assert_eq!(opponent, "Bob"),
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(svc.moves(id).await.unwrap().len(), 1);
    let moves = kinds(&svc, id).await;
    assert_eq!(moves.iter().filter(|k| k.starts_with("move")).count(), 1);
}}

both_backends! {
async fn checkmate_finishes_with_reason_and_clears_the_clock(db) {
    let (svc, clock) = service(&db).await;
    let start = crate::support::rules::setup("tamerlane", "", "Ka1 Ib5 ra8 rb8 kk10", "b - 00").to_tfen();
    let mut r = req(CH, VariantId::Tamerlane, "", Some(start));
    r.color = ColorChoice::White; // Alice White, Bob Black (to move)
    let id = started(&svc, r).await;
    clock.advance(100);
    let p = svc.play(At::Channel(CH), B, "Rb8xb5").await.unwrap();
    assert_eq!(p.san, "Rb8xb5#");
    let rec = p.record;
    let end = rec.end.clone().unwrap();
    assert_eq!(
        (rec.status, end.result, end.reason, end.at),
        (
            Status::Finished,
            Some(GameResult::BlackWins),
            EndReason::Checkmate,
            T0 + 100
        )
    );
    assert_eq!(
        (rec.clock.deadline, rec.clock.remind_at, &rec.offers.draw_by),
        (None, None, &None)
    );
    assert_eq!(
        kinds(&svc, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "game_over@1"]
    );
    let row = svc.store().game(GameKey::Id(id)).await.unwrap().unwrap();
    assert_eq!(
        (
            row.result.as_deref(),
            row.end_reason.as_deref(),
            row.finished_at
        ),
        (Some("0-1"), Some("checkmate"), Some(T0 + 100))
    );
    assert!(matches!(
        svc.play(At::Game(id), A, "Ka1-a2").await,
        Err(GameError::GameOver)
    ));
    assert!(svc.check_all().await.unwrap().is_empty());
}}

both_backends! {
async fn claim_in_a_timed_game_clears_the_clock_and_sets_finished_at(db) {
    let (svc, clock) = service(&db).await;
    let start = crate::support::rules::setup("tamerlane", "citadel=claim", "Ka9 Rc3 kk5", "w - 00").to_tfen();
    let id = started(
        &svc,
        req(CH, VariantId::Tamerlane, "citadel=claim", Some(start)),
    )
    .await;
    assert!(matches!(
        svc.claim(At::Channel(CH), A).await,
        Err(GameError::NoClaim)
    ));
    svc.play(At::Channel(CH), A, "Ka9-x2").await.unwrap();
    assert!(matches!(
        svc.claim(At::Channel(CH), B).await,
        Err(GameError::NoClaim)
    ));
    svc.play(At::Channel(CH), B, "Kk5-k6").await.unwrap();
    svc.offer_draw(At::Channel(CH), B).await.unwrap();
    clock.advance(500);
    let before = svc.load(At::Game(id)).await.unwrap().record;
    assert!(before.clock.deadline.is_some() && before.offers.draw_by.is_some());
    let rec = svc.claim(At::Channel(CH), A).await.unwrap();
    let end = rec.end.clone().unwrap();
    assert_eq!(
        (end.result, end.reason, end.by.as_deref(), end.at),
        (
            Some(GameResult::Draw),
            EndReason::CitadelClaim,
            Some(A),
            T0 + 500
        )
    );
    let row = svc.store().game(GameKey::Id(id)).await.unwrap().unwrap();
    assert_eq!(
        (
            row.status.as_str(),
            row.finished_at,
            row.deadline,
            row.remind_at,
            row.draw_offer_by,
            row.takeback_by
        ),
        ("finished", Some(T0 + 500), None, None, None, None)
    );
    assert_eq!(
        kinds(&svc, id).await,
        [
            "challenge@0",
            "retire-accepted@0",
            "start@0",
            "move@1",
            "move@2",
            "draw_offer@2",
            "retire-ended@2",
            "game_over@2"
        ]
    );
}}

both_backends! {
async fn threefold_repetition_is_counted_from_the_stored_positions(db) {
    let (svc, _) = service(&db).await;
    let start = crate::support::rules::setup("tamerlane", "repetition=3", "Ka1 Rc5 kk10 rh6", "w - 00").to_tfen();
    let id = started(
        &svc,
        req(CH, VariantId::Tamerlane, "repetition=3", Some(start)),
    )
    .await;
    let shuffle = ["Ka1-b1", "Kk10-j10", "Kb1-a1", "Kj10-k10"];
    for (i, m) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        let who = if i % 2 == 0 { A } else { B };
        let p = svc.play(At::Channel(CH), who, m).await.unwrap();
        assert_eq!(p.record.status == Status::Finished, i == 7, "ply {}", i + 1);
    }
    let end = svc.load(At::Game(id)).await.unwrap().record.end.unwrap();
    assert_eq!(
        (end.result, end.reason),
        (Some(GameResult::Draw), EndReason::Repetition)
    );
    assert!(svc.check_all().await.unwrap().is_empty());
}}

both_backends! {
async fn the_move_path_does_not_replay_and_check_finds_the_damage(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    let other = started(&svc, req("200", VariantId::Tamerlane, "", None)).await;
    svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    svc.play(At::Channel(CH), B, "e8-e7").await.unwrap();
    // Damage the first move's text: loading and moving read only the last stored position.
    sqlx::query("UPDATE moves SET text = 'Zz9-z9' WHERE game_id = $1 AND ply = 1")
        .bind(id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    svc.play(At::Channel(CH), A, "f3-f4").await.unwrap();
    assert_eq!(svc.load(At::Game(id)).await.unwrap().record.ply, 3);
    // Full verification replays and reports this game alone.
    let bad = svc.check_all().await.unwrap();
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0].0, id);
    assert_eq!(
        bad[0].1.to_string(),
        "This game's record is damaged (move 1 'Zz9-z9' is not legal), so it cannot continue. Please start a new game."
    );
    assert!(svc.load(At::Game(other)).await.is_ok());
}}

both_backends! {
async fn a_corrupt_row_is_reported_for_that_game_alone(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    let other = started(&svc, req("200", VariantId::Tamerlane, "", None)).await;
    sqlx::query("UPDATE games SET variant = 'chaturanga' WHERE id = $1")
        .bind(id)
        .execute(svc.store().pool())
        .await
        .unwrap();
    let err = svc.play(At::Channel(CH), A, "e3-e4").await.unwrap_err();
    assert!(matches!(err, GameError::Corrupt { game_id, .. } if game_id == id));
    assert_eq!(
        err.to_string(),
        "This game's record is damaged (unknown variant 'chaturanga'), so it cannot continue. Please start a new game."
    );
    svc.play(At::Channel("200"), A, "e3-e4").await.unwrap();
    assert_eq!(svc.moves(other).await.unwrap().len(), 1);
    assert_eq!(svc.moves(id).await.unwrap().len(), 0);
}}

/// The schema before the core migration (sqlx's own migrator, with only the first two
/// migrations), with rows the old code wrote (sentences as reasons).
async fn legacy_db(dir: &std::path::Path, path: &std::path::Path) {
    let old = dir.join("old-migrations");
    std::fs::create_dir_all(&old).unwrap();
    for f in ["0001_games.sql", "0002_correspondence.sql"] {
        std::fs::copy(format!("migrations/sqlite/{f}"), old.join(f)).unwrap();
    }
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(
            sqlx::sqlite::SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true),
        )
        .await
        .unwrap();
    sqlx::migrate::Migrator::new(old.as_path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    let start =
        timur::rules::Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options())
            .to_tfen();
    let rows = [
        ("finished", Some("1-0"), Some("White wins by checkmate")),
        ("finished", Some("0-1"), Some("White resigned; Black wins")),
        ("finished", Some("1/2-1/2"), Some("Draw agreed")),
        ("cancelled", None, Some("Game aborted by Bob")),
        (
            "cancelled",
            None,
            Some("The challenge expired unanswered after 48 hours"),
        ),
        ("declined", None, None),
        ("cancelled", None, None),
        ("finished", Some("1-0"), Some("The moon fell on the board")),
        ("active", None, None),
    ];
    for (i, (status, result, reason)) in rows.into_iter().enumerate() {
        sqlx::query("INSERT INTO games (guild_id, channel_id, variant, options, white_id, white_name, black_id, black_name, challenger_id, status, start_tfen, tfen, ply, result, result_reason, created_at, updated_at) VALUES (NULL, ?, 'tamerlane', '', '1', 'Alice', '2', 'Bob', '1', ?, ?, ?, 0, ?, ?, 100, 200)")
            .bind(format!("ch{i}"))
            .bind(status)
            .bind(&start)
            .bind(&start)
            .bind(result)
            .bind(reason)
            .execute(&pool)
            .await
            .unwrap();
    }
    pool.close().await;
}

#[tokio::test]
async fn old_rows_are_migrated_to_codes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    legacy_db(dir.path(), &path).await;
    let store = Store::open(path.to_str().unwrap()).await.unwrap();
    let svc = GameService::new(store);
    let mut got = Vec::new();
    for i in 0..9 {
        let row = svc
            .store()
            .game(GameKey::LastIn(&format!("ch{i}")))
            .await
            .unwrap()
            .unwrap();
        let rec = timur::game::GameRecord::from_row(row).unwrap();
        got.push((
            rec.status,
            rec.end.as_ref().map(|e| e.reason),
            rec.end.as_ref().and_then(|e| e.note.clone()),
        ));
    }
    use EndReason as R;
    use Status::*;
    assert_eq!(
        got,
        [
            (Finished, Some(R::Checkmate), None),
            (Finished, Some(R::Resignation), None),
            (Finished, Some(R::Agreement), None),
            (Finished, Some(R::Abort), None),
            (Finished, Some(R::Expired), None),
            (Finished, Some(R::Declined), None),
            (Finished, Some(R::Withdrawn), None),
            (
                Finished,
                Some(R::Other),
                Some("The moon fell on the board".to_string())
            ),
            (Active, None, None),
        ]
    );
    // The old active game plays on (its exact-form columns are filled in once).
    svc.play(At::Channel("ch8"), A, "e3-e4").await.unwrap();
    // `check` replays all: only the made-up "checkmate" at the start position is wrong.
    let bad: Vec<(i64, String)> = svc
        .check_all()
        .await
        .unwrap()
        .into_iter()
        .map(|(id, e)| (id, e.to_string()))
        .collect();
    assert_eq!(
        bad,
        [(1, "This game's record is damaged (it is stored as ended by checkmate, which the moves do not show), so it cannot continue. Please start a new game.".to_string())]
    );
}

both_backends! {
async fn verify_names_a_wrong_stored_position(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    let (row, mut moves) = svc
        .store()
        .game_with_moves(GameKey::Id(id), None)
        .await
        .unwrap()
        .unwrap();
    moves[0].rep_key = Some("x".into());
    let err = verify(row, &moves).unwrap_err();
    assert_eq!(
        err.to_string(),
        "This game's record is damaged (the repetition key of move 1 differs), so it cannot continue. Please start a new game."
    );
}}

/// Makes files immutable (even for root) until dropped: a read-only database.
struct Immutable(Vec<std::path::PathBuf>);

impl Immutable {
    fn set(paths: Vec<std::path::PathBuf>) -> Immutable {
        for p in &paths {
            if p.exists() {
                let ok = std::process::Command::new("chattr")
                    .arg("+i")
                    .arg(p)
                    .status()
                    .expect("chattr runs");
                assert!(ok.success(), "chattr +i {}", p.display());
            }
        }
        Immutable(paths)
    }
}

impl Drop for Immutable {
    fn drop(&mut self) {
        for p in &self.0 {
            let _ = std::process::Command::new("chattr")
                .arg("-i")
                .arg(p)
                .status();
        }
    }
}

fn db_files(dir: &tempfile::TempDir) -> Vec<std::path::PathBuf> {
    ["t.db", "t.db-wal"]
        .iter()
        .map(|f| dir.path().join(f))
        .collect()
}

#[tokio::test]
async fn a_read_only_database_refuses_then_recovers_without_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _) = sqlite_service(&dir).await;
    let id = started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    {
        let _ro = Immutable::set(db_files(&dir));
        let err = svc.play(At::Channel(CH), A, "e3-e4").await.unwrap_err();
        assert!(matches!(err, GameError::Store(_)), "{err:?}");
        assert!(
            err.to_string().contains("t.db"),
            "names the database: {err}"
        );
    }
    // Writable again: the same service (same pool) works at once.
    svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    assert_eq!(svc.moves(id).await.unwrap().len(), 1);
    assert_eq!(
        kinds(&svc, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1"]
    );
}

#[tokio::test]
async fn an_unwritable_database_is_refused_at_open_with_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _) = sqlite_service(&dir).await;
    svc.store().close().await;
    let path = dir.path().join("t.db");
    let _ro = Immutable::set(db_files(&dir));
    let err = Store::open(path.to_str().unwrap()).await.unwrap_err();
    assert!(matches!(err, StoreError::Unwritable { .. }), "{err:?}");
    assert!(
        err.to_string().starts_with(&format!(
            "the database {} cannot be written: ",
            path.display()
        )),
        "{err}"
    );
}

#[tokio::test]
async fn closing_leaves_everything_in_the_database_file() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, _) = sqlite_service(&dir).await;
    started(&svc, req(CH, VariantId::Tamerlane, "", None)).await;
    svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    svc.store().close().await;
    let wal = dir.path().join("t.db-wal");
    assert!(
        !wal.exists() || std::fs::metadata(&wal).unwrap().len() == 0,
        "the WAL is checkpointed into t.db"
    );
    // t.db alone (copied without its WAL) holds the game.
    let copy = dir.path().join("copy.db");
    std::fs::copy(dir.path().join("t.db"), &copy).unwrap();
    let store = Store::open(copy.to_str().unwrap()).await.unwrap();
    assert_eq!(store.game_ids().await.unwrap().len(), 1);
    store.close().await;
}

#[tokio::test]
async fn two_processes_opening_a_new_database_at_once_both_work() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let p = path.to_str().unwrap().to_string();
    let (a, b) = tokio::join!(Store::open(&p), Store::open(&p));
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.game_ids().await.unwrap(), b.game_ids().await.unwrap());
}

both_backends! {
/// Random legal games of every variant played through the service: the position loaded from
/// the stored TFEN and succession marks (no replay) has the same legal moves as a replay of the
/// stored moves, and `check` finds every stored fact (check marks, repetition keys, marks) exact.
async fn random_games_load_the_same_position_as_a_replay(db) {
    let (svc, _) = service(&db).await;
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for (g, variant) in VariantId::ALL.into_iter().enumerate() {
        let ch = format!("r{g}");
        let id = started(&svc, req(&ch, variant, "", None)).await;
        let mut replay = timur::rules::Game::new(timur::rules::Position::start(
            variant,
            variant.default_options(),
        ));
        for _ in 0..60 {
            let st = svc.load(At::Game(id)).await.unwrap();
            if st.record.status != Status::Active {
                break;
            }
            let mut loaded: Vec<String> = st
                .position
                .legal_moves()
                .iter()
                .map(|m| st.position.move_text(m))
                .collect();
            let mut replayed: Vec<String> = replay
                .legal_moves()
                .iter()
                .map(|m| replay.position().move_text(m))
                .collect();
            loaded.sort();
            replayed.sort();
            assert_eq!(loaded, replayed, "{variant:?} at ply {}", st.record.ply);
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mv = replay.legal_moves()[(seed >> 33) as usize % replayed.len()];
            let text = replay.position().move_text(&mv);
            let who = if st.record.turn() == timur::rules::Color::White {
                A
            } else {
                B
            };
            svc.play(At::Game(id), who, &text).await.unwrap();
            replay.play(&mv).unwrap();
        }
    }
    assert!(svc.check_all().await.unwrap().is_empty());
}}

both_backends! {
/// docs/rules.md §5: each Prince succeeds once. The mark is not in TFEN; the move path reads it from
/// the stored move, so the second mate is a mate (without the mark the Prince on a1 would
/// "succeed" again and the game would go on).
async fn a_prince_that_succeeded_is_remembered_between_moves(db) {
    let (svc, _) = service(&db).await;
    let start = crate::support::rules::setup("herat", "", "Ka1 Ic3 ra11 rb12 rd12 kl12", "w - -").to_tfen();
    let id = started(&svc, req(CH, VariantId::Herat, "", Some(start))).await;
    let p = svc.play(At::Channel(CH), A, "K<>c3").await.unwrap();
    assert_eq!(p.record.status, Status::Active);
    assert_eq!(
        svc.moves(id).await.unwrap()[0].succeeded.as_deref(),
        Some("a1")
    );
    let p = svc.play(At::Channel(CH), B, "Ra11-c11").await.unwrap();
    let end = p.record.end.unwrap();
    assert_eq!(
        (end.result, end.reason),
        (Some(GameResult::BlackWins), EndReason::Checkmate)
    );
    assert!(svc.check_all().await.unwrap().is_empty());
}}

/// Found by a newcomer trial: a file that is not a database waited 30 s for the pool, then
/// said "pool timed out while waiting for an open connection".
#[tokio::test]
async fn a_file_that_is_not_a_database_is_refused_at_once_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("junk.db");
    std::fs::write(&path, "these are my notes, not a database\n").unwrap();
    let started = std::time::Instant::now();
    let err = Store::open(path.to_str().unwrap()).await.unwrap_err();
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
    assert_eq!(
        err.to_string(),
        format!(
            "{} is not a SQLite database (it does not start with the SQLite header); give the path of a Timur database, or a new file name",
            path.display()
        )
    );
    assert!(matches!(err, StoreError::NotADatabase { .. }));
    // Left as it was.
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "these are my notes, not a database\n"
    );
}
