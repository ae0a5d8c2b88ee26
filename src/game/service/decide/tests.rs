//! The service's rules, tested without a database.
use super::*;

const NOW: i64 = 1_000_000;

fn ann() -> Player {
    Player {
        id: "ann".into(),
        name: "Ann".into(),
    }
}

fn ben() -> Player {
    Player {
        id: "ben".into(),
        name: "Ben".into(),
    }
}

/// Ann (White) has challenged Ben at `NOW`, three days per move.
fn challenge() -> GameRecord {
    let req = ChallengeRequest::new("chan", ann())
        .opponent(ben())
        .color(ColorChoice::White)
        .days(Some(3));
    challenge_record(&req, true, NOW).unwrap()
}

/// The challenge accepted: Ann to move.
fn active() -> GameRecord {
    let mut rec = challenge();
    rec.id = 7;
    rec.status = Status::Active;
    rec.clock.expires_at = None;
    rec
}

/// `user` plays `text` in `rec` at `at`, the position after it standing for the `times`-th
/// time: the decision and the move's stored text.
fn play_text(rec: &GameRecord, user: &str, text: &str, times: i64, at: i64) -> (Decision, String) {
    let (pos, mv) = parse_move(rec, None, text).unwrap();
    let next = pos.play_unchecked(&mv);
    play(
        rec,
        user,
        MoveFacts::new(&pos, &mv, &next, times),
        Kind::Move,
        at,
    )
}

/// `rec` after `moves` (each played at `NOW`), as the executor would store it.
fn after(mut rec: GameRecord, moves: &[&str]) -> GameRecord {
    for m in moves {
        let user = rec.to_move().id.clone();
        let (d, _) = play_text(&rec, &user, m, 1, NOW);
        let Decision::Change(c) = d else {
            panic!("{m} ended the game")
        };
        rec = c.after;
    }
    rec
}

fn end_of(d: Decision) -> End {
    match d {
        Decision::End(e) => e,
        other => panic!("not an end: {other:?}"),
    }
}

fn change_of(d: Decision) -> Change {
    match d {
        Decision::Change(c) => *c,
        other => panic!("not a change: {other:?}"),
    }
}

#[test]
fn resigning_gives_the_opponent_the_win_and_needs_a_running_game() {
    let end = end_of(resign(&active(), "ben", NOW + 5).unwrap());
    assert_eq!(end.reason, EndReason::Resignation);
    assert_eq!(end.result, Some(GameResult::WhiteWins));
    assert_eq!(end.by.as_deref(), Some("ben"));
    assert_eq!(end.at, NOW + 5);
    assert!(matches!(
        resign(&challenge(), "ann", NOW),
        Err(GameError::NotStarted)
    ));
    assert!(matches!(
        resign(&active(), "cat", NOW),
        Err(GameError::NotYourGame)
    ));
    let mut over = active();
    over.status = Status::Finished;
    assert!(matches!(
        resign(&over, "ann", NOW),
        Err(GameError::GameOver)
    ));
}

#[test]
fn aborting_is_allowed_until_both_sides_have_moved() {
    let one = after(active(), &["b3-b4"]);
    let end = end_of(abort(&one, "ben", NOW).unwrap());
    assert_eq!((end.reason, end.result), (EndReason::Abort, None));
    let two = after(one, &["b8-b7"]);
    assert!(matches!(
        abort(&two, "ann", NOW),
        Err(GameError::AbortTooLate)
    ));
}

#[test]
fn a_claim_needs_the_turn_and_the_shah_in_the_citadel() {
    assert!(matches!(
        claim(&active(), "ben", NOW),
        Err(GameError::NotYourTurn { opponent }) if opponent == "Ann"
    ));
    assert!(matches!(
        claim(&active(), "ann", NOW),
        Err(GameError::NoClaim)
    ));
}

#[test]
fn a_withdrawal_forfeits_the_running_game_to_the_opponent() {
    let end = end_of(forfeit(&active(), "ben", NOW).unwrap());
    assert_eq!(
        (end.reason, end.result, end.by.as_deref(), end.at),
        (
            EndReason::Forfeit,
            Some(GameResult::WhiteWins),
            Some("ben"),
            NOW
        )
    );
    let end = end_of(forfeit(&active(), "ann", NOW).unwrap());
    assert_eq!(end.result, Some(GameResult::BlackWins));
    assert!(matches!(
        forfeit(&active(), "eve", NOW),
        Err(GameError::NotYourGame)
    ));
    assert!(matches!(
        forfeit(&challenge(), "ben", NOW),
        Err(GameError::NotStarted)
    ));
}

#[test]
fn a_manager_ends_only_games_of_their_server() {
    let mut rec = challenge();
    rec.guild_id = Some("g1".into());
    assert!(matches!(
        end_by_manager(&rec, "g2", "mod", NOW),
        Err(GameError::NotInThisServer)
    ));
    let end = end_of(end_by_manager(&rec, "g1", "mod", NOW).unwrap());
    assert_eq!(
        (end.reason, end.by.as_deref()),
        (EndReason::Abort, Some("mod"))
    );
}

#[test]
fn a_draw_offer_stands_until_answered_and_two_offers_agree() {
    let c = change_of(offer_draw(&active(), "ann", NOW + 1).unwrap());
    assert_eq!(c.after.offers.draw_by.as_deref(), Some("ann"));
    assert_eq!(c.announce, Some((Kind::DrawOffer, Some("ann".into()))));
    assert_eq!((c.new_turn, c.mv, c.then), (false, None, None));
    let offered = c.after;
    assert!(matches!(
        offer_draw(&offered, "ann", NOW),
        Err(GameError::DrawAlreadyOffered)
    ));
    let end = end_of(offer_draw(&offered, "ben", NOW).unwrap());
    assert_eq!(
        (end.reason, end.result),
        (EndReason::Agreement, Some(GameResult::Draw))
    );
    assert!(matches!(
        answer_draw(&offered, "ann", true, NOW),
        Err(GameError::NotForYou(name)) if name == "Ben"
    ));
    let declined = change_of(answer_draw(&offered, "ben", false, NOW).unwrap());
    assert_eq!(declined.after.offers.draw_by, None);
    assert!(matches!(
        answer_draw(&declined.after, "ben", true, NOW),
        Err(GameError::OfferGone)
    ));
}

#[test]
fn a_move_lets_the_opponents_draw_offer_lapse_but_not_the_movers() {
    let mut rec = active();
    rec.offers.draw_by = Some("ben".into());
    assert_eq!(after(rec.clone(), &["b3-b4"]).offers.draw_by, None);
    rec.offers.draw_by = Some("ann".into());
    assert_eq!(
        after(rec, &["b3-b4"]).offers.draw_by.as_deref(),
        Some("ann")
    );
}

#[test]
fn takebacks_between_players_are_asked_for_and_granted_one_ply_back() {
    let start = active().tfen;
    let one = after(active(), &["b3-b4"]);
    let facts = TakebackFacts::default();
    assert!(matches!(
        request_takeback(&one, "ben", &facts, NOW),
        Err(GameError::NoTakeback)
    ));
    let asked = change_of(request_takeback(&one, "ann", &facts, NOW).unwrap()).after;
    assert!(matches!(
        request_takeback(&asked, "ann", &facts, NOW),
        Err(GameError::TakebackPending)
    ));
    let granted = change_of(answer_takeback(&asked, "ben", true, Some(&start), NOW).unwrap());
    assert_eq!(granted.after.ply, 0);
    assert_eq!(granted.after.tfen, start);
    assert_eq!(granted.after.offers, Offers::default());
    assert!(granted.new_turn && granted.clear_lines);
    assert_eq!(granted.announce, Some((Kind::Takeback, Some("ben".into()))));
}

#[test]
fn against_the_computer_a_takeback_is_granted_at_once_once_per_move() {
    let start = active().tfen;
    let one = after(active(), &["b3-b4"]);
    let two = after(one.clone(), &["b8-b7"]);
    let mut facts = TakebackFacts {
        engine: Some("ben".into()),
        last_takeback: None,
        last_move: Some(3),
        back: [Some(one.tfen.clone()), Some(start.clone())],
    };
    // Ann to move after the computer's answer: both plies go.
    let c = change_of(request_takeback(&two, "ann", &facts, NOW).unwrap());
    assert_eq!((c.after.ply, c.after.tfen.as_str()), (0, start.as_str()));
    assert!(c.new_turn && !c.clear_lines);
    facts.last_takeback = Some(4);
    assert!(matches!(
        request_takeback(&two, "ann", &facts, NOW),
        Err(GameError::TakebackUsed)
    ));
}

#[test]
fn a_challenge_is_accepted_by_the_challenged_or_anyone_when_open() {
    let rec = challenge();
    assert!(matches!(
        accept(&rec, &ann(), NOW),
        Err(GameError::NotChallenged)
    ));
    let cat = Player {
        id: "cat".into(),
        name: String::new(),
    };
    assert!(matches!(
        accept(&rec, &cat, NOW),
        Err(GameError::NotChallenged)
    ));
    let c = change_of(accept(&rec, &ben(), NOW + 9).unwrap());
    assert_eq!(c.after.status, Status::Active);
    assert_eq!(c.after.clock.expires_at, None);
    assert!(c.new_turn);
    let mut open = rec.clone();
    open.black = Side::default();
    let c = change_of(accept(&open, &cat, NOW).unwrap());
    assert_eq!(
        (c.after.black.id.as_str(), c.after.black.name.as_str()),
        ("cat", "cat")
    );
}

#[test]
fn an_expired_challenge_ends_at_its_expiry_when_answered() {
    let rec = challenge();
    let at = rec.clock.expires_at.unwrap();
    assert_eq!(at, NOW + CHALLENGE_LIFETIME);
    let expected = Decision::Expired(End::new(EndReason::Expired, None, at));
    assert_eq!(accept(&rec, &ben(), at).unwrap(), expected);
    assert_eq!(
        close_challenge(&rec, "ann", EndReason::Withdrawn, at + 1).unwrap(),
        expected
    );
    let mut ended = rec.clone();
    ended.status = Status::Finished;
    ended.end = Some(End::new(EndReason::Expired, None, at));
    assert!(matches!(
        accept(&ended, &ben(), at),
        Err(GameError::ChallengeExpired)
    ));
    ended.end = Some(End::new(EndReason::Declined, None, at));
    assert!(matches!(
        accept(&ended, &ben(), at),
        Err(GameError::ChallengeClosed)
    ));
}

#[test]
fn only_the_challenger_withdraws_and_only_the_challenged_declines() {
    let rec = challenge();
    assert!(matches!(
        close_challenge(&rec, "ben", EndReason::Withdrawn, NOW),
        Err(GameError::NotChallenger)
    ));
    assert!(matches!(
        close_challenge(&rec, "ann", EndReason::Declined, NOW),
        Err(GameError::NotChallenged)
    ));
    let end = end_of(close_challenge(&rec, "ben", EndReason::Declined, NOW).unwrap());
    assert_eq!(
        (end.reason, end.by.as_deref()),
        (EndReason::Declined, Some("ben"))
    );
}

#[test]
fn the_clocks_events_apply_only_to_the_version_they_were_read_at() {
    let mut rec = active();
    rec.clock.deadline = Some(NOW + 100);
    rec.clock.remind_at = Some(NOW + 50);
    let reminder = DueEvent {
        at: NOW + 50,
        kind: EventKind::Reminder,
        game_id: 7,
        ply: 0,
    };
    let c = change_of(remind(&rec, &reminder).unwrap());
    assert_eq!(c.after.clock.remind_at, None);
    assert_eq!(c.announce, Some((Kind::Reminder, None)));
    assert!(matches!(
        remind(&c.after, &reminder),
        Err(GameError::Conflict)
    ));
    let deadline = DueEvent {
        at: NOW + 100,
        kind: EventKind::Timeout,
        ..reminder
    };
    assert!(matches!(
        time_out(&rec, &deadline, NOW + 99),
        Err(GameError::Conflict)
    ));
    let end = end_of(time_out(&rec, &deadline, NOW + 200).unwrap());
    assert_eq!(
        (end.reason, end.result, end.at),
        (EndReason::Time, Some(GameResult::BlackWins), NOW + 100)
    );
    assert!(matches!(
        expire(&challenge(), NOW + CHALLENGE_LIFETIME - 1),
        Err(GameError::Conflict)
    ));
}

#[test]
fn a_vacation_shifts_only_the_clocks_of_games_waiting_for_the_player() {
    let mut rec = active();
    rec.clock.deadline = Some(NOW + 100);
    rec.clock.remind_at = Some(NOW + 50);
    assert_eq!(shift_clock(&rec, "ben", DAY), None);
    let c = change_of(shift_clock(&rec, "ann", DAY).unwrap());
    assert_eq!(c.after.clock.deadline, Some(NOW + 100 + DAY));
    assert_eq!(c.after.clock.remind_at, Some(NOW + 50 + DAY));
    assert_eq!(c.announce, None);
}

#[test]
fn a_move_is_checked_for_the_ply_turn_and_clock_and_stored_in_exact_form() {
    let rec = active();
    assert!(matches!(
        may_move(&rec, "ann", Some(1), NOW),
        Err(GameError::PositionChanged)
    ));
    assert!(matches!(
        may_move(&rec, "ben", None, NOW),
        Err(GameError::NotYourTurn { .. })
    ));
    let mut late = rec.clone();
    late.clock.deadline = Some(NOW);
    assert!(matches!(
        may_move(&late, "ann", None, NOW),
        Err(GameError::TimeUp)
    ));
    assert_eq!(may_move(&rec, "ann", Some(0), NOW).unwrap(), Color::White);
    assert!(matches!(
        parse_move(&rec, None, "b3-b6"),
        Err(GameError::BadMove(_))
    ));
    let (d, text) = play_text(&rec, "ann", "b4", 1, NOW + 3);
    assert_eq!(text, "b3-b4");
    let c = change_of(d);
    let row = c.mv.as_ref().unwrap();
    assert_eq!(
        (
            row.ply,
            row.text.as_str(),
            row.player_id.as_str(),
            row.played_at
        ),
        (1, "b3-b4", "ann", NOW + 3)
    );
    assert_eq!(row.tfen_after, c.after.tfen);
    assert!(c.new_turn);
    assert_eq!(c.then, None);
}

#[test]
fn the_third_time_a_position_stands_is_a_draw_when_repetitions_count() {
    let mut rec = active();
    rec.options.repetition = true;
    let (d, _) = play_text(&rec, "ann", "b3-b4", 3, NOW);
    let c = change_of(d);
    let end = c.then.unwrap();
    assert_eq!(
        (end.reason, end.result),
        (EndReason::Repetition, Some(GameResult::Draw))
    );
    assert!(!c.new_turn);
    rec.options.repetition = false;
    let (d, _) = play_text(&rec, "ann", "b3-b4", 3, NOW);
    assert_eq!(change_of(d).then, None);
}
