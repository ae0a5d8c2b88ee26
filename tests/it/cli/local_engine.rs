//! `timur local --against computer:N`: the engine answers at the keyboard through the same
//! service, and its move is announced as a person's.

use timur::game::GameService;
use timur::store::Store;

fn local(dir: &std::path::Path, args: &[&str], input: &[u8]) -> (bool, String, String) {
    let (code, out, err) = crate::support::cli::local(dir, args, input);
    (code == 0, out, err)
}

async fn sans(dir: &std::path::Path) -> Vec<String> {
    let store = Store::open(dir.join("g.db").to_str().unwrap())
        .await
        .unwrap();
    let moves = GameService::new(store.clone()).moves(1).await.unwrap();
    store.close().await;
    moves.into_iter().map(|m| m.san.unwrap()).collect()
}

#[tokio::test]
async fn against_computer_1_the_engine_replies_to_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, _) = local(dir.path(), &["--against", "computer:1"], b"e3-e4\n");
    assert!(ok, "{out}");
    let sans = sans(dir.path()).await;
    assert_eq!(sans.len(), 2);
    assert_eq!(sans[0], "e3-e4");
    // The computer is not told it is its move: its answer follows.
    let want = "You played 1. e3-e4.\nPicture: pics/default-g1-001.png\nTimur (computer, level 1) (Black) played 1... ";
    assert_eq!(out.matches(want).count(), 1, "{out}");
    let reply = format!(
        "Timur (computer, level 1) (Black) played 1... {}.\nYour move.\n",
        sans[1]
    );
    assert_eq!(out.matches(&reply).count(), 1, "{out}");
}

#[tokio::test]
async fn as_black_the_engine_opens_and_a_bad_level_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, _) = local(
        dir.path(),
        &["--against", "computer", "--color", "black"],
        b"",
    );
    assert!(ok, "{out}");
    let sans = sans(dir.path()).await;
    assert_eq!(sans.len(), 1);
    let opening = format!(
        "Timur (computer, level 3) (White) played 1. {}.\nYour move.\n",
        sans[0]
    );
    assert_eq!(out.matches(&opening).count(), 1, "{out}");
    let other = tempfile::tempdir().unwrap();
    let (ok, _, err) = local(other.path(), &["--against", "computer:9"], b"");
    assert!(!ok);
    assert!(
        err.contains("--against takes computer or computer:N with N from 1 to 8, not 'computer:9'"),
        "{err}"
    );
}

/// Found by the newcomer trial: `--against computer:2` where a two-player game of that name was
/// still being played resumed it silently ("White (White) vs Black (Black)"), no computer.
#[test]
fn asking_for_another_game_than_the_one_in_progress_is_refused_with_a_way_out() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, _) = local(dir.path(), &[], b"e3-e4\nquit\n");
    assert!(ok);
    let (ok, out, err) = local(dir.path(), &["--against", "computer:2"], b"quit\n");
    assert!(!ok);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "Game 'default' (Tamerlane, two players at the keyboard, 1 ply played) is still in progress, so it cannot become a game against the computer at level 2. Continue it without --against, resign it, or start another game with --game NAME.\n"
    );
    let (ok, _, err) = local(dir.path(), &["--variant", "herat"], b"quit\n");
    assert!(!ok);
    assert_eq!(
        err,
        "Game 'default' (Tamerlane, two players at the keyboard, 1 ply played) is still in progress, so it cannot become a game of Herat. Continue it without --variant, resign it, or start another game with --game NAME.\n"
    );
    // The same game again, as asked: resumed.
    let (ok, out, _) = local(dir.path(), &["--variant", "tamerlane"], b"quit\n");
    assert!(ok);
    assert!(
        out.starts_with("Resuming game 'default' (Tamerlane)."),
        "{out}"
    );
    // A computer game resumes under its own flags, and without them.
    let (ok, _, _) = local(
        dir.path(),
        &["--game", "c", "--against", "computer:1"],
        b"e3-e4\nquit\n",
    );
    assert!(ok);
    let (ok, _, err) = local(
        dir.path(),
        &["--game", "c", "--against", "computer:4"],
        b"quit\n",
    );
    assert!(!ok);
    assert_eq!(
        err,
        "Game 'c' (Tamerlane, against the computer at level 1, 2 plies played) is still in progress, so it cannot become a game against the computer at level 4. Continue it without --against, resign it, or start another game with --game NAME.\n"
    );
    for args in [
        &["--game", "c", "--against", "computer:1"][..],
        &["--game", "c"][..],
    ] {
        let (ok, out, _) = local(dir.path(), args, b"quit\n");
        assert!(ok);
        assert!(out.starts_with("Resuming game 'c' (Tamerlane)."), "{out}");
    }
}

/// Found by the newcomer trial: against the computer the keyboard saw a challenge it had not
/// made ("Timur (computer, level 1), You challenges you …") and two boards per turn (one after
/// its own move, one after the computer's answer that follows at once).
#[test]
fn against_the_computer_one_board_per_turn_and_no_challenge_line() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, _) = local(dir.path(), &["--against", "computer:1"], b"e3-e4\nquit\n");
    assert!(ok);
    assert!(!out.contains("challenges you"), "{out}");
    let first = out.lines().next().unwrap();
    assert_eq!(first, "Timur (computer, level 1) accepted your challenge: the game of Tamerlane (default rules) begins. White: You, Black: Timur (computer, level 1).");
    let footers = out
        .lines()
        .filter(|l| l.trim_start().starts_with("a  b  c  d"))
        .count();
    assert_eq!(
        footers, 2,
        "the start and after the computer's answer: {out}"
    );
    // Every position still has its picture.
    let pictures: Vec<&str> = out.lines().filter(|l| l.starts_with("Picture: ")).collect();
    assert_eq!(
        pictures,
        [
            "Picture: pics/default-g1-000.png",
            "Picture: pics/default-g1-001.png",
            "Picture: pics/default-g1-002.png"
        ]
    );
}

/// Found by the issue 20 trial: `local --against computer:2` right after the README's first
/// step (`local`, quit at once: a game with no move) was refused. Nothing is lost by setting a
/// game without moves aside, so the game asked for starts.
#[tokio::test]
async fn a_game_without_moves_gives_way_to_the_game_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, _) = local(dir.path(), &[], b"quit\n");
    assert!(ok);
    let (ok, out, err) = local(dir.path(), &["--against", "computer:2"], b"e3-e4\nquit\n");
    assert!(ok, "{err}");
    assert!(
        out.starts_with(
            "Game 'default' had no moves yet: it is set aside and a new game starts.\n"
        ),
        "{out}"
    );
    assert!(!out.contains("ended"), "{out}");
    assert!(
        out.contains(
            "You played 1. e3-e4.\nPicture: pics/default-g2-001.png\nTimur (computer, level 2) (Black) played 1... "
        ),
        "{out}"
    );
    // The new game is game 2, against the engine, which answered.
    let store = Store::open(dir.path().join("g.db").to_str().unwrap())
        .await
        .unwrap();
    let service = GameService::new(store.clone());
    assert_eq!(service.moves(1).await.unwrap().len(), 0);
    assert_eq!(service.moves(2).await.unwrap().len(), 2);
    assert_eq!(
        store.engine_of(2).await.unwrap(),
        Some(("computer".to_string(), 2))
    );
    store.close().await;
    // A game with a move is still refused (the test above); so is it with --variant.
    let (ok, _, _) = local(dir.path(), &[], b"quit\n");
    assert!(ok);
    let (ok, _, err) = local(dir.path(), &["--variant", "herat"], b"quit\n");
    assert!(!ok);
    assert!(err.contains("is still in progress"), "{err}");
}
