//! Conditional moves (issue 21) in the game service, each test on SQLite and on PostgreSQL:
//! entering lines (validation, the tree, limits, exact refusals), the reply played in the
//! opponent's move's transaction (match, partial match, deviation), lines vanishing (end,
//! takeback, the owner's own move), a mating reply, racing opponent moves, and privacy.

use crate::support;
use crate::support::game::service;

use crate::support::clock::T0;
use timur::game::{
    turn_clock, At, ChallengeRequest, ColorChoice, EndReason, GameError, GameResult, GameService,
    Player, Status, Which,
};
use timur::store::ConditionalRow;

const CH: &str = "100";
const A: &str = "1";
const B: &str = "2";

fn alice() -> Player {
    Player::new(A, "Alice")
}
fn bob() -> Player {
    Player::new(B, "Bob")
}

fn req(start: Option<String>) -> ChallengeRequest {
    ChallengeRequest::new(CH, alice())
        .guild("9")
        .opponent(bob())
        .color(ColorChoice::White)
        .days(Some(3))
        .start(start)
}

/// Alice (White, to move) against Bob (Black).
async fn started(svc: &GameService, start: Option<String>) -> i64 {
    support::game::start_game(svc, &req(start)).await
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

/// The stored lines as (colour, owner, ply, moves).
async fn lines(svc: &GameService, id: i64) -> Vec<(String, String, i64, String)> {
    svc.store()
        .conditional_lines(id)
        .await
        .unwrap()
        .into_iter()
        .map(|r: ConditionalRow| (r.color, r.owner_id, r.ply, r.moves))
        .collect()
}

fn line(color: &str, owner: &str, ply: i64, moves: &str) -> (String, String, i64, String) {
    (color.into(), owner.into(), ply, moves.into())
}

async fn moves(svc: &GameService, id: i64) -> Vec<(String, String, i64)> {
    svc.moves(id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.text, m.player_id, m.played_at))
        .collect()
}

fn mv(text: &str, who: &str, at: i64) -> (String, String, i64) {
    (text.into(), who.into(), at)
}

fn refusal(r: Result<timur::game::PremoveView, GameError>) -> String {
    r.map(|v| v.list_text()).unwrap_err().to_string()
}

both_backends! {
async fn a_matching_move_gets_the_reply_in_the_same_transaction(db) {
    let (svc, clock) = service(&db).await;
    let id = started(&svc, None).await;
    // Forgiving input (no dashes, a move number), echoed back in canonical text.
    let v = svc
        .premove_add(At::Channel(CH), B, "1. e3e4 e8-e7 f3-f4 f8f7")
        .await
        .unwrap();
    assert_eq!(v.stored, Some(1));
    let v = svc
        .premove_add(At::Channel(CH), B, "d3-d4 d8-d7")
        .await
        .unwrap();
    assert_eq!(
        v.list_text(),
        "Your conditional moves in this game (2 of 16; only you see them):\n\
         Line 1: 1. e3-e4 e8-e7 2. f3-f4 f8-f7\n\
         Line 2: 1. d3-d4 d8-d7"
    );
    assert_eq!(v.lines[0].end.record.ply, 4);
    assert_eq!(v.lines[0].end.last.as_ref().unwrap().san, "f8-f7");
    assert_eq!(
        lines(&svc, id).await,
        [
            line("black", B, 0, "e3-e4 e8-e7 f3-f4 f8-f7"),
            line("black", B, 0, "d3-d4 d8-d7"),
        ]
    );
    clock.advance(60);
    let p = svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    assert_eq!((p.san.as_str(), p.reply.as_deref()), ("e3-e4", Some("e8-e7")));
    // Alice is to move again, with a fresh clock from the reply.
    let (deadline, remind) = turn_clock(T0 + 60, 3);
    assert_eq!(
        (p.record.ply, p.record.turn(), p.record.clock.deadline, p.record.clock.remind_at),
        (2, timur::rules::Color::White, Some(deadline), Some(remind))
    );
    assert_eq!(
        moves(&svc, id).await,
        [mv("e3-e4", A, T0 + 60), mv("e8-e7", B, T0 + 60)]
    );
    assert_eq!(
        kinds(&svc, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "conditional_move@2"]
    );
    // The matched line goes on from ply 2; the other one is dropped.
    assert_eq!(lines(&svc, id).await, [line("black", B, 2, "f3-f4 f8-f7")]);
    // Partial match used up: the second pair, then nothing is left.
    clock.advance(60);
    let p = svc.play(At::Channel(CH), A, "f3-f4").await.unwrap();
    assert_eq!(p.reply.as_deref(), Some("f8-f7"));
    assert_eq!(p.record.ply, 4);
    assert!(lines(&svc, id).await.is_empty());
    assert_eq!(
        kinds(&svc, id).await[5..],
        ["move@3", "conditional_move@4"]
    );
    // Without lines, a move is just a move.
    let p = svc.play(At::Channel(CH), A, "g3-g4").await.unwrap();
    assert_eq!((p.reply, p.record.ply), (None, 5));
    assert!(svc.check_all().await.unwrap().is_empty());
}}

both_backends! {
async fn a_deviation_drops_every_line(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, None).await;
    svc.premove_add(At::Channel(CH), B, "e3-e4 e8-e7 f3-f4 f8-f7")
        .await
        .unwrap();
    svc.premove_add(At::Channel(CH), B, "e3-e4 e8-e7 g3-g4 g8-g7")
        .await
        .unwrap();
    // The tree: both lines answer e3-e4 alike, and branch after it.
    let p = svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    assert_eq!(p.reply.as_deref(), Some("e8-e7"));
    assert_eq!(
        lines(&svc, id).await,
        [
            line("black", B, 2, "f3-f4 f8-f7"),
            line("black", B, 2, "g3-g4 g8-g7"),
        ]
    );
    // Alice deviates: no reply, every line gone, Bob to move.
    let p = svc.play(At::Channel(CH), A, "d3-d4").await.unwrap();
    assert_eq!((p.reply, p.record.ply, p.record.turn()), (None, 3, timur::rules::Color::Black));
    assert!(lines(&svc, id).await.is_empty());
    assert_eq!(
        kinds(&svc, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "conditional_move@2", "move@3"]
    );
    // A first move no line expects drops them all at once too.
    svc.play(At::Channel(CH), B, "d8-d7").await.unwrap();
    svc.premove_add(At::Channel(CH), B, "c3-c4 c8-c7").await.unwrap();
    svc.premove_add(At::Channel(CH), B, "b3-b4 b8-b7").await.unwrap();
    let p = svc.play(At::Channel(CH), A, "h3-h4").await.unwrap();
    assert_eq!(p.reply, None);
    assert!(lines(&svc, id).await.is_empty());
}}

both_backends! {
async fn lines_are_checked_in_sequence_and_refused_with_exact_texts(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, None).await;
    let at = At::Channel(CH);
    // Alice is to move: nothing to answer in advance.
    assert_eq!(
        refusal(svc.premove_add(at, A, "e8-e7 e3-e4").await),
        "It is your move, so there is nothing to answer in advance: play your move. Conditional moves answer your opponent's next move."
    );
    assert!(matches!(
        svc.premove_add(at, "3", "e3-e4 e8-e7").await,
        Err(GameError::NotYourGame)
    ));
    assert_eq!(
        refusal(svc.premove_add(at, B, "  ").await),
        "Give a line of moves starting with your opponent's next move, each followed by your reply, such as 'Nb2xc4 Rd1xc4'."
    );
    assert_eq!(
        refusal(svc.premove_add(at, B, "e3-e4").await),
        "A line ends with your reply: add what you would play after e3-e4."
    );
    assert_eq!(
        refusal(
            svc.premove_add(at, B, "a3-a4 a8-a7 b3-b4 b8-b7 c3-c4 c8-c7 d3-d4 d8-d7 e3-e4 e8-e7 f3-f4 f8-f7")
                .await
        ),
        "A line holds at most 10 plies (5 moves of your opponent, each with your reply); this one has 12."
    );
    // Each move in sequence: Black's e8-e7 twice is not legal the second time.
    let err = refusal(svc.premove_add(at, B, "e3-e4 e8-e7 f3-f4 e8-e7").await);
    assert!(
        err.starts_with("Move 4 of the line (your reply): "),
        "{err}"
    );
    // The opponent's move must be the opponent's.
    assert_eq!(
        refusal(svc.premove_add(at, B, "e8-e7 e3-e4").await),
        "Move 1 of the line, e8-e7, moves one of your own pieces: a line starts with your opponent's move, followed by your reply."
    );
    svc.premove_add(at, B, "e3-e4 e8-e7").await.unwrap();
    // The tree: another reply to e3-e4 conflicts; the same line is a duplicate.
    assert_eq!(
        refusal(svc.premove_add(at, B, "e3-e4 d8-d7").await),
        "This line answers e3-e4 with d8-d7, but your line 1 (1. e3-e4 e8-e7) answers it with e8-e7. Remove that line first, or keep to its reply."
    );
    assert_eq!(
        refusal(svc.premove_add(at, B, "e3e4 e8e7").await),
        "That line is already stored: line 1 (1. e3-e4 e8-e7)."
    );
    // A longer line continuing a stored one replaces it.
    let v = svc
        .premove_add(at, B, "e3-e4 e8-e7 f3-f4 f8-f7")
        .await
        .unwrap();
    assert_eq!((v.lines.len(), v.stored), (1, Some(1)));
    assert_eq!(
        lines(&svc, id).await,
        [line("black", B, 0, "e3-e4 e8-e7 f3-f4 f8-f7")]
    );
    // 16 lines at most.
    let start = svc.load(At::Game(id)).await.unwrap().position;
    let mut firsts: Vec<String> = start
        .legal_moves()
        .iter()
        .map(|m| start.move_text(m))
        .filter(|t| t != "e3-e4")
        .collect();
    firsts.sort();
    for f in &firsts[..15] {
        svc.premove_add(at, B, &format!("{f} Nj9-i7")).await.unwrap();
    }
    assert_eq!(lines(&svc, id).await.len(), 16);
    assert_eq!(
        refusal(svc.premove_add(at, B, &format!("{} Nj9-i7", firsts[15])).await),
        "You already have 16 lines in this game, the most allowed. Remove one first."
    );
    // Removing: by number, a number not in the list, all.
    let v = svc.premove_remove(at, B, Which::Number(2)).await.unwrap();
    assert_eq!(v.lines.len(), 15);
    assert_eq!(
        refusal(svc.premove_remove(at, B, Which::Number(16)).await),
        "There is no line 16: you have 15 stored in this game."
    );
    let v = svc.premove_clear(at, B).await.unwrap();
    assert_eq!(v.list_text(), "You have no conditional moves stored in this game.");
    assert!(lines(&svc, id).await.is_empty());
    // Refusals stored nothing and announced nothing.
    assert_eq!(kinds(&svc, id).await, ["challenge@0", "retire-accepted@0", "start@0"]);
}}

both_backends! {
async fn a_mating_reply_ends_the_game_once(db) {
    let (svc, clock) = service(&db).await;
    // White (Alice) to move with Shah a1, Prince b5 and a knight; Black's Rb8xb5 then mates.
    let start = crate::support::rules::setup("tamerlane", "", "Ka1 Ib5 Nk1 ra8 rb8 kk10", "w - 00").to_tfen();
    let id = started(&svc, Some(start)).await;
    svc.premove_add(At::Channel(CH), B, "Nk1-j3 Rb8xb5").await.unwrap();
    clock.advance(30);
    let p = svc.play(At::Channel(CH), A, "Nk1-j3").await.unwrap();
    assert_eq!(p.reply.as_deref(), Some("Rb8xb5#"));
    let end = p.record.end.clone().unwrap();
    assert_eq!(
        (p.record.status, end.result, end.reason, end.at, p.record.clock.deadline),
        (Status::Finished, Some(GameResult::BlackWins), EndReason::Checkmate, T0 + 30, None)
    );
    assert_eq!(
        kinds(&svc, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "conditional_move@2", "game_over@2"]
    );
    assert!(lines(&svc, id).await.is_empty());
    assert!(svc.check_all().await.unwrap().is_empty());
}}

both_backends! {
async fn the_end_and_a_takeback_clear_the_lines(db) {
    let (svc, _) = service(&db).await;
    let id = started(&svc, None).await;
    svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    // Alice answers Bob's next move in advance, then asks to take her move back.
    svc.premove_add(At::Channel(CH), A, "e8-e7 f3-f4").await.unwrap();
    svc.request_takeback(At::Channel(CH), A).await.unwrap();
    // The request by Alice triggers nothing; accepting it clears the lines.
    assert_eq!(lines(&svc, id).await, [line("white", A, 1, "e8-e7 f3-f4")]);
    svc.answer_takeback(id, B, true).await.unwrap();
    assert!(lines(&svc, id).await.is_empty());
    // Bob's draw offer triggers nothing either; his resignation clears Alice's... and his lines.
    svc.premove_add(At::Channel(CH), B, "e3-e4 e8-e7").await.unwrap();
    svc.offer_draw(At::Channel(CH), A).await.unwrap();
    assert_eq!(lines(&svc, id).await, [line("black", B, 0, "e3-e4 e8-e7")]);
    assert_eq!(svc.moves(id).await.unwrap().len(), 0);
    svc.resign(At::Channel(CH), B).await.unwrap();
    assert!(lines(&svc, id).await.is_empty());
    // Over: nothing more to store.
    assert!(matches!(
        svc.premove_add(At::Game(id), B, "e3-e4 e8-e7").await,
        Err(GameError::GameOver)
    ));
    // A new game in the channel (a rematch) starts with no lines.
    let id2 = started(&svc, None).await;
    assert_ne!(id, id2);
    let p = svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    assert_eq!(p.reply, None);
}}

both_backends! {
async fn lines_lapse_when_their_owner_moves_at_one_keyboard(db) {
    let (svc, _) = service(&db).await;
    let mut r = req(None);
    r.challenger = Player::new("local", "White");
    r.opponent = Some(Player::new("local", "Black"));
    r.auto_accept = true;
    r.days = None;
    let g = svc.challenge(&r).await.unwrap();
    // One player at both sides: the lines are Black's while White is to move.
    svc.premove_add(At::Channel(CH), "local", "e3-e4 e8-e7 f3-f4 f8-f7")
        .await
        .unwrap();
    assert_eq!(lines(&svc, g.id).await, [line("black", "local", 0, "e3-e4 e8-e7 f3-f4 f8-f7")]);
    let p = svc.play(At::Channel(CH), "local", "e3-e4").await.unwrap();
    assert_eq!(p.reply.as_deref(), Some("e8-e7"));
    // White to move; Black's line waits for f3-f4. White's own lines for Black's next move:
    svc.play(At::Channel(CH), "local", "f3-f4").await.unwrap();
    assert!(lines(&svc, g.id).await.is_empty());
    svc.premove_add(At::Channel(CH), "local", "g3-g4 g8-g7").await.unwrap();
    assert_eq!(lines(&svc, g.id).await, [line("black", "local", 4, "g3-g4 g8-g7")]);
    // The keyboard plays Black's... no: White plays something else, the line drops.
    svc.play(At::Channel(CH), "local", "h3-h4").await.unwrap();
    assert!(lines(&svc, g.id).await.is_empty());
}}

both_backends! {
async fn racing_opponent_moves_apply_exactly_one_sequence(db) {
    // Two processes (two stores) on one database.
    let (one, _) = service(&db).await;
    let (two, _) = service(&db).await;
    let id = started(&one, None).await;
    one.premove_add(At::Channel(CH), B, "Nb2-c4 Nj9-i7").await.unwrap();
    one.premove_add(At::Channel(CH), B, "Nb2-a4 Nj9-k7").await.unwrap();
    let (x, y) = tokio::join!(
        one.play(At::Channel(CH), A, "Nb2-c4"),
        two.play(At::Channel(CH), A, "Nb2-a4"),
    );
    let (won, lost) = match (x, y) {
        (Ok(p), Err(e)) => (p, e),
        (Err(e), Ok(p)) => (p, e),
        other => panic!("exactly one move must apply: {other:?}"),
    };
    assert!(matches!(lost, GameError::BadMove(_)), "{lost:?}");
    let got = moves(&one, id).await;
    let expected = if won.san == "Nb2-c4" {
        [mv("Nb2-c4", A, T0), mv("Nj9-i7", B, T0)]
    } else {
        [mv("Nb2-a4", A, T0), mv("Nj9-k7", B, T0)]
    };
    assert_eq!(got, expected);
    assert_eq!(
        kinds(&one, id).await,
        ["challenge@0", "retire-accepted@0", "start@0", "move@1", "conditional_move@2"]
    );
    assert!(lines(&one, id).await.is_empty());
    assert_eq!(won.record.ply, 2);
}}

both_backends! {
async fn only_the_owner_sees_lines_and_exports_never_show_them(db) {
    let (svc, _clock) = service(&db).await;
    let id = started(&svc, None).await;
    svc.play(At::Channel(CH), A, "e3-e4").await.unwrap();
    svc.premove_add(At::Channel(CH), A, "e8-e7 f3-f4 f8-f7 g3-g4").await.unwrap();
    // Bob is to move: asking for lines, he is told it is his move; a third player is refused.
    assert_eq!(
        refusal(svc.premove_lines(At::Channel(CH), B).await),
        "It is your move, so there is nothing to answer in advance: play your move. Conditional moves answer your opponent's next move."
    );
    assert!(matches!(
        svc.premove_lines(At::Channel(CH), "3").await,
        Err(GameError::NotYourGame)
    ));
    assert_eq!(svc.premove_lines(At::Channel(CH), A).await.unwrap().lines.len(), 1);
    let rec = svc.load(At::Game(id)).await.unwrap().record;
    let rows = svc.moves(id).await.unwrap();
    let pgn = timur::game::History::from_rows(&rec, &rows).unwrap().pgn();
    assert!(!pgn.contains("f3-f4") && !pgn.contains("e8-e7"), "{pgn}");
    assert!(pgn.contains("e3-e4"), "{pgn}");
    // Played lines are public like any move; the unplayed rest stays private.
    let p = svc.play(At::Channel(CH), B, "e8-e7").await.unwrap();
    assert_eq!(p.reply.as_deref(), Some("f3-f4"));
    let rows = svc.moves(id).await.unwrap();
    let rec = svc.load(At::Game(id)).await.unwrap().record;
    let pgn = timur::game::History::from_rows(&rec, &rows).unwrap().pgn();
    assert!(pgn.contains("f3-f4") && !pgn.contains("g3-g4"), "{pgn}");
    assert_eq!(lines(&svc, id).await, [line("white", A, 3, "f8-f7 g3-g4")]);
}}

both_backends! {
async fn autocomplete_offers_the_next_move_forms_of_a_line(db) {
    let (svc, _) = service(&db).await;
    started(&svc, None).await;
    // Bob's line so far in canonical text, then his replies starting with "e8".
    assert_eq!(
        svc.premove_suggestions(CH, B, "e3e4 e8", 25, 100).await,
        ["e3-e4 e8-e7"]
    );
    // A finished word: every legal next move (Black has 24 after e3-e4), the line so far first.
    let all = svc.premove_suggestions(CH, B, "e3-e4 ", 25, 100).await;
    assert_eq!(all.len(), 24);
    assert!(all.iter().all(|s| s.starts_with("e3-e4 ")), "{all:?}");
    // Alice is to move, and a stranger plays no game here: nothing.
    assert!(svc.premove_suggestions(CH, A, "e", 25, 100).await.is_empty());
    assert!(svc.premove_suggestions(CH, "3", "e", 25, 100).await.is_empty());
    // An illegal move so far: nothing.
    assert!(svc.premove_suggestions(CH, B, "e3-e5 e", 25, 100).await.is_empty());
}}
