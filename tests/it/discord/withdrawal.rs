//! Withdrawal from a running Swiss through the fake Discord: a player's `/tournament leave`
//! (their game ends as their forfeit, announced once in its thread), a member without Manage
//! Server refused when naming someone else, a server manager's `/tournament withdraw player:`
//! for a player who vanished, the next round paired without both, and all of it still so after
//! the bot is killed and started again (the standings mark both, a second leave is refused).

use super::swiss_cup;
use super::tournament::games_of_round;
use crate::support::harness::{user, Harness, CHANNEL, EVE};
use serde_json::json;
use timur::game::{At, EndReason, GameResult};

fn players() -> Vec<(String, String)> {
    (0..4)
        .map(|i| (format!("1000000000000002{i:02}"), format!("P{}", i + 1)))
        .collect()
}

/// `/tournament <sub>` with `options`, from `who`.
fn tournament(h: &Harness, who: (&str, &str), sub: &str, options: serde_json::Value) -> String {
    h.command(
        who,
        "tournament",
        json!([{"name": sub, "type": 1, "options": options}]),
        json!({}),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_leaves_a_running_swiss_and_a_manager_withdraws_one_who_vanished() {
    let mut h = Harness::new().await;
    let ps = players();
    let p = |i: usize| (ps[i].0.as_str(), ps[i].1.as_str());
    let t = tournament(&h, p(0), "create", swiss_cup("Cup"));
    h.assert_acted(
        &t,
        "**Cup** is created; its announcement with the Join button follows in this channel.",
    )
    .await;
    h.fake.wait_posts(CHANNEL, 1).await;
    for i in 0..4 {
        let t = h.click(p(i), "tourney:join:1");
        h.followup(&t).await;
    }
    let t = tournament(&h, p(0), "start", json!([]));
    h.assert_acted(
        &t,
        "**Cup** has started with 4 players: 3 rounds; the pairings of round 1 follow in its thread.",
    )
    .await;
    let games = games_of_round(&h, 1, 2).await;
    let (p4, p3) = (ps[3].0.clone(), ps[2].0.clone());
    let of = |who: &str| {
        games
            .iter()
            .find(|g| g.1 == who || g.2 == who)
            .cloned()
            .unwrap()
    };
    let (g4, white4, black4) = of(&p4);
    let opponent4 = if white4 == p4 {
        black4.clone()
    } else {
        white4.clone()
    };
    let thread4 = h
        .service()
        .load(At::Game(g4))
        .await
        .unwrap()
        .record
        .channel_id;
    h.fake.wait_posts(&thread4, 1).await;

    // P4 leaves the running event: a withdrawal.
    let t = tournament(&h, p(3), "leave", json!([]));
    h.assert_acted(&t, "You have withdrawn from **Cup**.").await;
    let rec = h.service().load(At::Game(g4)).await.unwrap().record;
    let end = rec.end.unwrap();
    let won = if white4 == p4 {
        GameResult::BlackWins
    } else {
        GameResult::WhiteWins
    };
    assert_eq!((end.reason, end.result), (EndReason::Forfeit, Some(won)));
    let said = format!("<@{p4}> withdrew from the tournament; <@{opponent4}> wins by forfeit");
    h.drained(g4).await;
    let ends: Vec<String> = h
        .fake
        .posts(&thread4)
        .into_iter()
        .map(|m| m.content)
        .filter(|c| c.contains(&said))
        .collect();
    assert_eq!(ends.len(), 1, "announced once: {ends:?}");
    assert!(
        ends[0].contains(&format!("**Game over: {said} ({}).**", won.code())),
        "{}",
        ends[0]
    );

    // P2 may not withdraw P3; Eve, a server manager, may.
    let name_p3 = json!([{"name": "player", "type": 6, "value": p3}]);
    let resolved = json!({"users": {p3.clone(): user(p(2))}});
    let t = h.command_with_permissions(
        p(1),
        "0",
        "tournament",
        json!([{"name": "withdraw", "type": 1, "options": name_p3.clone()}]),
        resolved.clone(),
    );
    h.assert_acted(
        &t,
        "Only the tournament's creator or a server manager can do that.",
    )
    .await;
    assert!(h
        .service()
        .load(At::Game(of(&p3).0))
        .await
        .unwrap()
        .record
        .end
        .is_none());
    let t = h.command(
        EVE,
        "tournament",
        json!([{"name": "withdraw", "type": 1, "options": name_p3}]),
        resolved,
    );
    h.assert_acted(
        &t,
        &format!("<@{p3}> is withdrawn from **Cup**: their running game is lost by forfeit and they are paired no more."),
    )
    .await;
    let end3 = h
        .service()
        .load(At::Game(of(&p3).0))
        .await
        .unwrap()
        .record
        .end
        .unwrap();
    assert_eq!(
        (end3.reason, end3.by.as_deref()),
        (EndReason::Forfeit, Some(p3.as_str()))
    );

    // Round 2: the two players still in, one game.
    let r2 = games_of_round(&h, 2, 1).await;
    let in_r2 = [r2[0].1.clone(), r2[0].2.clone()];
    assert!(!in_r2.contains(&p3) && !in_r2.contains(&p4), "{r2:?}");

    // Killed and started again: both stay withdrawn.
    h.kill().await;
    h.start().await;
    let t = tournament(&h, p(3), "leave", json!([]));
    h.assert_acted(&t, "You have already withdrawn from **Cup**.")
        .await;
    let t = tournament(&h, p(1), "standings", json!([]));
    let f = h.followup(&t).await;
    let text = f.json["content"].as_str().unwrap();
    assert!(
        text.contains("P3 (withdrew) 0") && text.contains("P4 (withdrew) 0"),
        "{text}"
    );
    assert_eq!(text.matches("(withdrew)").count(), 2, "{text}");
    assert_eq!(f.files.len(), 1);
    h.stop().await;
}
