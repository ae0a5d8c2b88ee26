//! The `timur` binary: perft, moves, render, bot without a token, and a local game.

use crate::support::cli::{command, local_ok as local, timur, timur_in};
use std::io::Write;
use std::process::Command;
use std::process::Stdio;

#[test]
fn perft_prints_the_count_last() {
    let (code, out, _) = timur(&["perft", "--variant", "tamerlane", "--depth", "2"]);
    assert_eq!((code, out.as_str()), (0, "576\n"));
    let (code, out, _) = timur(&[
        "perft",
        "--variant",
        "tamerlane-arabshah",
        "--depth",
        "1",
        "--divide",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 33);
    assert_eq!(lines[32], "32");
    assert!(lines[..32].iter().all(|l| l.ends_with(" 1")));
    assert_eq!(lines[0], "Cc1-b4 1");
}

#[test]
fn moves_are_sorted_canonical_text() {
    let (code, out, _) = timur(&["moves"]);
    assert_eq!(code, 0);
    let expected = "Cc1-b4\nCc1-d4\nCi1-h4\nCi1-j4\nFe2-d1\nFe2-f1\nKf2-f1\nNb2-a4\nNb2-c4\nNb2-d1\nNj2-h1\nNj2-i4\nNj2-k4\na3-a4\nb3-b4\nc3-c4\nd3-d4\ne3-e4\nf3-f4\ng3-g4\nh3-h4\ni3-i4\nj3-j4\nk3-k4\n";
    assert_eq!(out, expected);
    let (code, out, _) = timur(&["moves", "--tfen", "1k9/12/11/11/11/11/11/11/5K6/11 w - 00"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Kf2-e1\nKf2-e2\nKf2-e3\nKf2-f1\nKf2-f3\nKf2-g1\nKf2-g2\nKf2-g3\n"
    );
}

#[test]
fn moves_after_a_game_with_its_state_for_a_referee() {
    let (code, out, _) = timur(&["moves", "--moves", "e3-e4", "--state"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "tfen e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/4PF6/PPPWPCPE1PKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E b Kk 00 0 1",
            "outcome * none",
        ]
    );
    // Black's 24 replies (perft 2 is 576 = 24 * 24), sorted.
    assert_eq!(lines.len(), 2 + 24);
    assert_eq!((lines[2], lines[25]), ("Cc10-b7", "k8-k7"));
    // A Shah entering the opponent's citadel draws at once: no moves follow.
    let (code, out, _) = timur(&[
        "moves",
        "--tfen",
        "10k/1K10/11/11/11/11/11/11/12/11 w - 00",
        "--moves",
        "Ka9-x2",
        "--state",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "tfen 10k/K11/11/11/11/11/11/11/12/11 b - 00 1 1\noutcome 1/2-1/2 citadel\n"
    );
    let (code, out, err) = timur(&["moves", "--moves", "e3-e4 e3-e4"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("error: move 2 'e3-e4': "), "{err}");
}

#[test]
fn invalid_input_is_refused_with_exit_code_2() {
    let (code, _, err) = timur(&["moves", "--tfen", "not a tfen"]);
    assert_eq!(code, 2);
    assert_eq!(err, "error: invalid TFEN: expected 4 or 6 fields (placement, side, swaps, arrivals, and optionally the two counters), found 3\n");
    let (code, _, err) = timur(&["perft", "--depth", "1", "--option", "giraffe-min=9"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with(
            "error: '9' is not a valid value for giraffe-min. Valid options for tamerlane:"
        ),
        "{err}"
    );
    let (code, _, err) = timur(&["moves", "--variant", "chess"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: unknown variant 'chess'"), "{err}");
}

#[test]
fn bot_without_token_explains() {
    let dir = tempfile::tempdir().unwrap();
    let out = command()
        .arg("bot")
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    assert!(err.contains("cargo run --release -- local"), "{err}");
}

#[test]
fn render_writes_a_png() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.png");
    let (code, _, _) = timur(&[
        "render",
        "--variant",
        "herat",
        "--flip",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let img = image::open(&path).unwrap();
    assert!(img.width() >= 800);
}

#[test]
fn local_game_continues_after_quitting() {
    let dir = tempfile::tempdir().unwrap();
    let run = |input: &str| local(dir.path(), &[], input.as_bytes());
    let first = run("e3-e4\nmove Nj9-i7\ne3-e9\nquit\n");
    assert!(
        first.contains("White played 1. e3-e4.\nBlack, your move.\n"),
        "{first}"
    );
    assert!(
        first.contains("Black played 1... Nj9-i7.\nWhite, your move.\n"),
        "{first}"
    );
    assert!(
        first.contains("'e3-e9' is not a legal move: there is no piece on e3."),
        "{first}"
    );
    let second = run("board\nresign\nyes\n");
    assert!(
        second.starts_with("Resuming game 'default' (Tamerlane).\n"),
        "{second}"
    );
    assert!(
        second.contains("\nGame over: White resigned; Black wins (0-1).\n"),
        "{second}"
    );
    assert!(dir.path().join("pics/default-g1-002.png").exists());
}

/// docs/rules.md §5: the snake's first step is vertical only (it moved like a rhinoceros before).
#[test]
fn snake_first_step_is_vertical() {
    let (code, out, _) = timur(&[
        "moves",
        "--variant",
        "mirza",
        "--tfen",
        "12/12/12/12/12/12/5S6/12/12/12/k11/11K w - - 0 1",
    ]);
    assert_eq!(code, 0);
    let snake: Vec<&str> = out.lines().filter(|l| l.starts_with('S')).collect();
    assert_eq!(
        snake,
        [
            "Sf6-a12=U",
            "Sf6-b1",
            "Sf6-b11",
            "Sf6-c10",
            "Sf6-c2",
            "Sf6-d3",
            "Sf6-d9",
            "Sf6-e4",
            "Sf6-e8",
            "Sf6-f5",
            "Sf6-f7",
            "Sf6-g4",
            "Sf6-g8",
            "Sf6-h3",
            "Sf6-h9",
            "Sf6-i10",
            "Sf6-i2",
            "Sf6-j1",
            "Sf6-j11",
            "Sf6-k12=U"
        ]
    );
}

#[test]
fn an_empty_option_key_is_unknown() {
    let (code, _, err) = timur(&["perft", "--depth", "1", "--option", "=3"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: unknown option ''."), "{err}");
}

#[test]
fn local_after_the_end_says_the_game_is_over() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(
        dir.path(),
        &[],
        b"resign\nyes\ne3-e4\nmoves\nclaim\nnew herat\ne3-e4\n",
    );
    let over = "This game is over (0-1). Type 'new' to start another, e.g. new herat.";
    assert_eq!(out.matches(over).count(), 3, "{out}");
    assert!(!out.contains("/challenge"), "{out}");
    assert!(
        out.contains("The game begins: Herat (default rules).\n"),
        "{out}"
    );
    assert!(out.contains("White played 1. e3-e4."), "{out}");
}

#[test]
fn local_reads_on_after_a_line_that_is_not_utf8() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(dir.path(), &[], b"\xff\xfe\ne3-e4\n");
    assert!(out.contains("I could not read"), "{out}");
    assert!(out.contains("White played 1. e3-e4."), "{out}");
}

#[test]
fn local_pictures_stay_in_the_boards_folder() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(dir.path(), &["--game", "../out"], b"quit\n");
    assert!(out.contains("Picture: pics/___out-g1-000.png"), "{out}");
    assert!(!dir.path().join("out-000.png").exists());
}

#[test]
fn local_in_two_windows_refuses_a_move_on_a_stale_position() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    local(dir.path(), &[], b"quit\n");
    let mut a = command()
        .args(["local", "--db", "g.db", "--boards", "pics"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut a_out = std::io::BufReader::new(a.stdout.take().unwrap());
    let mut line = String::new();
    while !line.starts_with("Type 'help'") {
        line.clear();
        assert_ne!(a_out.read_line(&mut line).unwrap(), 0);
    }
    // Window B plays White's move while window A still shows the start position.
    let b = local(dir.path(), &[], b"e3-e4\n");
    assert!(b.contains("White played 1. e3-e4."), "{b}");
    let mut a_in = a.stdin.take().unwrap();
    a_in.write_all(b"e8-e7\nmoves\n").unwrap();
    drop(a_in);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut a_out, &mut rest).unwrap();
    assert!(a.wait().unwrap().success());
    assert!(
        rest.contains("The game was changed in another window; here it is now. Please try again."),
        "{rest}"
    );
    assert!(!rest.contains("played 1..."), "{rest}");
    assert!(
        rest.contains("Last move: e3-e4. Move 1, Black to move."),
        "{rest}"
    );
}

/// SIGTERM stops the bot even while it cannot reach Discord (it used to retry forever).
#[test]
fn bot_stops_on_sigterm_while_discord_is_unreachable() {
    let dir = tempfile::tempdir().unwrap();
    // A loopback port with nothing listening: every request is refused at once.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = command()
        .arg("bot")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "not-a-real-token")
        .env("TIMUR_DISCORD_API", format!("http://127.0.0.1:{port}"))
        .env("DATABASE_URL", "bot.db")
        .env("RUST_LOG", "timur=debug")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Signal only once the handler is installed (the bot says so); keep draining its log.
    let (listening, heard) = std::sync::mpsc::channel();
    let log = std::io::BufReader::new(child.stderr.take().unwrap());
    std::thread::spawn(move || {
        for line in std::io::BufRead::lines(log).map_while(Result::ok) {
            if line.contains("listening for SIGTERM") {
                let _ = listening.send(());
            }
        }
    });
    // A closed log means the bot already gave up on its own (Discord refused it): it must
    // still have ended by itself, which the wait below checks.
    if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
        heard.recv_timeout(std::time::Duration::from_secs(30))
    {
        panic!("the bot never listened for SIGTERM");
    }
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(
                status.code().is_some(),
                "ended by a signal, not by its own shutdown: {status}"
            );
            break;
        }
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            panic!("the bot did not stop within 15 s of SIGTERM");
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// A new game under the same name keeps the finished game's pictures (they used to be overwritten).
#[test]
fn new_game_does_not_overwrite_old_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let text = local(dir.path(), &[], b"e3-e4\nresign\nyes\nnew herat\nquit\n");
    assert!(text.contains("Picture: pics/default-g2-000.png"), "{text}");
    for f in [
        "default-g1-000.png",
        "default-g1-001.png",
        "default-g2-000.png",
    ] {
        assert!(dir.path().join("pics").join(f).exists(), "{f} missing");
    }
    let first = image::open(dir.path().join("pics/default-g1-000.png")).unwrap();
    let herat = image::open(dir.path().join("pics/default-g2-000.png")).unwrap();
    assert_ne!(first.width(), herat.width());
}

#[test]
fn local_reads_env_and_leaves_everything_in_the_database_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(".env"), "DATABASE_URL=from-env.db\n").unwrap();
    let mut child = command()
        .args(["local", "--boards", "pics"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e3-e4\nquit\n")
        .unwrap();
    assert!(child.wait_with_output().unwrap().status.success());
    let db = dir.path().join("from-env.db");
    assert!(db.exists());
    assert!(!dir.path().join("timur.db").exists());
    // The WAL was checkpointed on exit: the file alone, copied, has the move.
    let wal = dir.path().join("from-env.db-wal");
    assert!(!wal.exists() || std::fs::metadata(&wal).unwrap().len() == 0);
    std::fs::copy(&db, dir.path().join("copy.db")).unwrap();
    let (code, out, _) = timur_in(dir.path(), &["check", "--db", "copy.db"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "1 games checked, 0 corrupt (copy.db)\n")
    );
}

#[test]
fn check_reports_each_corrupt_game_with_exit_code_1() {
    let dir = tempfile::tempdir().unwrap();
    local(dir.path(), &[], b"e3-e4\ne8-e7\nquit\n");
    local(dir.path(), &["--game", "second"], b"e3-e4\nquit\n");
    let (code, out, _) = timur_in(dir.path(), &["check", "--db", "g.db"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "2 games checked, 0 corrupt (g.db)\n")
    );
    // Damage the first game's second move.
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = timur::store::Store::open(dir.path().join("g.db").to_str().unwrap())
            .await
            .unwrap();
        sqlx::query("UPDATE moves SET tfen_after = 'nonsense' WHERE game_id = 1 AND ply = 2")
            .execute(store.pool())
            .await
            .unwrap();
        store.close().await;
    });
    let (code, out, _) = timur_in(dir.path(), &["check", "--db", "g.db"]);
    assert_eq!(
        (code, out.as_str()),
        (
            1,
            "game 1: corrupt: This game's record is damaged (the position after move 2 differs from the stored one), so it cannot continue. Please start a new game.\n2 games checked, 1 corrupt (g.db)\n"
        )
    );
}

#[test]
fn two_local_processes_started_together_both_work() {
    let dir = tempfile::tempdir().unwrap();
    let spawn = |game: &str| {
        let mut c = command()
            .args([
                "local", "--db", "new.db", "--boards", "pics", "--game", game,
            ])
            .current_dir(dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        c.stdin.take().unwrap().write_all(b"e3-e4\nquit\n").unwrap();
        c
    };
    let (a, b) = (spawn("a"), spawn("b"));
    for c in [a, b] {
        let out = c.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.contains("White played 1. e3-e4."), "{stdout}");
    }
    let (code, out, _) = timur_in(dir.path(), &["check", "--db", "new.db"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "2 games checked, 0 corrupt (new.db)\n")
    );
}

#[test]
fn ctrl_c_in_local_leaves_everything_in_the_database_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = command()
        .args(["local", "--db", "c.db", "--boards", "pics"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e3-e4\ne8-e7\n").unwrap();
    // Wait until both moves are stored (the second reply names move 1... e8-e7), then Ctrl-C
    // while the session waits for the next line.
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    loop {
        line.clear();
        assert!(std::io::BufRead::read_line(&mut stdout, &mut line).unwrap() > 0);
        if line.contains("played 1... e8-e7") {
            break;
        }
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap()
        .success());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    drop(stdin);
    // The file alone, copied, holds the game with both moves.
    std::fs::copy(dir.path().join("c.db"), dir.path().join("copy.db")).unwrap();
    let (code, out, _) = timur_in(dir.path(), &["check", "--db", "copy.db"]);
    assert_eq!(
        (code, out.as_str()),
        (0, "1 games checked, 0 corrupt (copy.db)\n")
    );
}

#[test]
fn engine_and_check_end_quietly_when_stdout_is_closed() {
    let dir = tempfile::tempdir().unwrap();
    // `check` reads an existing database only.
    assert_eq!(timur_in(dir.path(), &["ping", "--db", "x.db"]).0, 0);
    for args in [
        vec!["bestmove", "--variant", "tamerlane", "--depth", "1"],
        vec!["check", "--db", "x.db"],
        vec!["render", "--gif", "--moves", "e3-e4", "-o", "-"],
    ] {
        let mut child = command()
            .args(&args)
            .current_dir(dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Close the reading end at once: every write then fails with a broken pipe.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(out.status.code().is_some_and(|c| c != 101), "{args:?}");
    }
    // `-o -` writes the GIF itself to stdout, never a file named '-'.
    let out = command()
        .args(["render", "--gif", "--moves", "e3-e4", "-o", "-"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(&out.stdout[..6], b"GIF89a");
    assert!(!dir.path().join("-").exists());
}

/// The trial's findings in local mode, each with its failing input.
#[test]
fn rerunning_local_after_a_finished_game_says_a_new_one_starts() {
    let dir = tempfile::tempdir().unwrap();
    let first = local(dir.path(), &[], b"e3-e4\nresign\nyes\n");
    assert!(
        first.contains("\nGame over: Black resigned; White wins (1-0).\n"),
        "{first}"
    );
    let second = local(dir.path(), &[], b"quit\n");
    assert!(
        second.starts_with(
            "The last game 'default' ended: Black resigned; White wins (1-0). Starting a new game.\nThe game begins: Tamerlane (default rules).\n"
        ),
        "{second}"
    );
    // A running game is resumed without that line.
    let third = local(dir.path(), &[], b"quit\n");
    assert!(
        third.starts_with("Resuming game 'default' (Tamerlane).\n"),
        "{third}"
    );
    assert!(!third.contains("The last game"), "{third}");
}

#[test]
fn resign_in_local_mode_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(dir.path(), &[], b"resign\nno\nresign\ne3-e4\nresign\nyes\n");
    let ask = |c: &str| {
        format!("Do you really want to resign as {c}? This cannot be undone. Type 'yes' to resign; anything else goes on with the game.\n")
    };
    let cancelled = "You did not resign; the game goes on.\n";
    let tail = out.split_once("Type 'help' for commands.\n").unwrap().1;
    // Not confirmed (twice: "no", then a move, which is played), then confirmed as Black.
    let (before_move, after_move) = tail
        .split_once("White played 1. e3-e4.")
        .expect("the move after the cancelled resignation is played");
    assert_eq!(
        before_move,
        format!("{}{cancelled}{}{cancelled}", ask("White"), ask("White"))
    );
    assert!(after_move.contains(&ask("Black")), "{after_move}");
    assert!(
        after_move.ends_with(
            "\nGame over: Black resigned; White wins (1-0).\nGame GIF: pics/default-g1.gif\nGame saved. Run `timur local` again to continue.\n"
        ),
        "{after_move}"
    );
}

#[test]
fn a_citadel_claim_in_local_mode_names_the_side_to_move() {
    let dir = tempfile::tempdir().unwrap();
    // White Shah a9, rook c3; Black Shah k2, next to White's citadel x1; citadel=claim.
    let start = format!(
        "{} w - 00",
        crate::support::rules::placement(timur::rules::VariantId::Tamerlane, "Ka9 Rc3 kk2")
    );
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = timur::store::Store::open(dir.path().join("g.db").to_str().unwrap())
            .await
            .unwrap();
        let service = timur::game::GameService::new(store.clone());
        let req = timur::game::ChallengeRequest::new(
            "local:default",
            timur::game::Player::new("local", "White"),
        )
        .opponent(timur::game::Player::new("local", "Black"))
        .options("citadel=claim")
        .color(timur::game::ColorChoice::White)
        .auto_accept(true)
        .start(Some(start))
        .gif(false);
        service.challenge(&req).await.unwrap();
        store.close().await;
    });
    let out = local(dir.path(), &[], b"Rc3-c4\nKk2-x1\nRc4-c5\nclaim\n");
    assert!(
        out.contains("\nGame over: Draw claimed by Black: their Shah stands in the opponent's citadel (1/2-1/2).\n"),
        "{out}"
    );
}

#[test]
fn the_local_board_keeps_white_at_the_bottom() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(dir.path(), &[], b"e3-e4\nboard\n");
    // Every board, after White's move as after Black's, has rank 10 on top.
    let tops: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with("10 ") || l.trim_start().starts_with("1 "))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(tops, ["10", "1", "10", "1", "10", "1"], "{out}");
    // Against the computer as Black, Black is at the bottom: the board after the computer's
    // first move and the one `board` prints (the start, addressed to the computer, shows only
    // its picture).
    let other = tempfile::tempdir().unwrap();
    let out = local(
        other.path(),
        &["--against", "computer:1", "--color", "black"],
        b"board\n",
    );
    let tops: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with("10 ") || l.trim_start().starts_with("1 "))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(tops, ["1", "10", "1", "10"], "{out}");
    assert!(out.contains("Picture: pics/default-g1-000.png"), "{out}");
}

#[test]
fn check_refuses_a_missing_database_instead_of_creating_it() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = timur_in(dir.path(), &["check", "--db", "missing.db"]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (2, "", "error: no database at missing.db\n")
    );
    assert!(!dir.path().join("missing.db").exists());
    let (code, _, err) = timur_in(dir.path(), &["check", "--db", "sqlite://gone.db"]);
    assert_eq!((code, err.as_str()), (2, "error: no database at gone.db\n"));
    assert!(!dir.path().join("gone.db").exists());
}

/// Found by the newcomer trial: a mistyped `--from` printed "copied and verified" and created
/// an empty file; `ratings --db typo.db` said "No rated games yet." and created one.
#[test]
fn migrate_and_ratings_refuse_a_missing_database_instead_of_creating_it() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = timur_in(
        dir.path(),
        &[
            "migrate",
            "--from",
            "sqlite://nothere.db",
            "--to",
            "sqlite://new.db",
        ],
    );
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (2, "", "error: no database at nothere.db\n")
    );
    assert!(!dir.path().join("nothere.db").exists());
    assert!(!dir.path().join("new.db").exists());
    let (code, out, err) = timur_in(dir.path(), &["ratings", "--db", "typo.db"]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (2, "", "error: no database at typo.db\n")
    );
    assert!(!dir.path().join("typo.db").exists());
}

#[test]
fn engine_and_replay_errors_are_sentences() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = timur_in(
        dir.path(),
        &["bestmove", "--moves", "e3-e5", "--depth", "1"],
    );
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            2,
            "",
            "error: 'e3-e5' is not a legal move: a pawn of generals on e3 cannot move to e5. Closest legal moves: e3-e4.\n"
        )
    );
    let (code, _, err) = timur_in(dir.path(), &["render", "--gif", "--moves", "e3-e4 e3-e4"]);
    assert_eq!(
        (code, err.as_str()),
        (
            2,
            "error: move 2: 'e3-e4' is not a legal move: there is no piece on e3.\n"
        )
    );
}

#[test]
fn selfplay_refuses_zero_games() {
    let (code, out, err) = timur(&["selfplay", "--a", "greedy", "--b", "greedy", "--games", "0"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with(
            "error: invalid value '0' for '--games <GAMES>': 0 is not in 1..=4294967295"
        ),
        "{err}"
    );
    assert!(!err.contains("NaN"), "{err}");
}
