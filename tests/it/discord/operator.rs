//! The operator's tools through the fake Discord: `/admin games` and `/admin end` for members
//! with Manage Server only (others refused with the exact ephemeral text, nothing changed),
//! the end announced once in the game's channel and never rated; and the per-user command
//! limit (`MAX_COMMANDS_PER_MINUTE`): the command over it refused with the exact text,
//! changing nothing, other users unaffected, admitted again a minute later.

use crate::support::harness::{Harness, ALICE, BOB, CHANNEL, EVE, NO_THREAD};
use serde_json::json;
use timur::game::{At, EndReason, Limits, Status};
use timur::store::GameKey;

/// `/admin <sub>` with `options` from `who` with Discord's permission bits `permissions`.
fn admin(
    h: &Harness,
    who: (&str, &str),
    permissions: &str,
    sub: &str,
    options: serde_json::Value,
) -> String {
    h.command_with_permissions(
        who,
        permissions,
        "admin",
        json!([{"name": sub, "type": 1, "options": options}]),
        json!({}),
    )
}

const NOT_A_MANAGER: &str =
    "Only members with the Manage Server permission can use /admin in this server.";
/// Discord's Manage Server bit alone.
const MANAGE_GUILD: &str = "32";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_manager_lists_and_ends_a_rated_game_announced_once_never_rated() {
    let mut h = Harness::new().await;
    let t = h.challenge(
        ALICE,
        BOB,
        json!([{"name": "color", "type": 4, "value": 0}, {"name": "rated", "type": 5, "value": true}]),
    );
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}"))
        .await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h.open_game().await;
    let t = h.click(BOB, &format!("timur:accept:{id}"));
    h.assert_acted(
        &t,
        "You accepted the challenge: the game begins, and the board follows.",
    )
    .await;
    for (who, mv) in [(ALICE, "e3-e4"), (BOB, "e8-e7")] {
        let t = h.play(who, mv);
        h.assert_dismissed(&t).await;
    }
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    assert_eq!((rec.status, rec.rated, rec.ply), (Status::Active, true, 2));

    // Bob has no Manage Server: both tools refuse him, ephemerally, and nothing changes.
    let t = admin(&h, BOB, "0", "games", json!([]));
    h.assert_refused(&t, NOT_A_MANAGER).await;
    let t = admin(
        &h,
        BOB,
        "0",
        "end",
        json!([{"name": "game", "type": 4, "value": id}]),
    );
    h.assert_refused(&t, NOT_A_MANAGER).await;
    assert_eq!(
        h.service().load(At::Game(id)).await.unwrap().record.status,
        Status::Active
    );

    // Eve, with Manage Server alone, lists the server's games.
    let t = admin(&h, EVE, MANAGE_GUILD, "games", json!([]));
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_eq!(r.json["data"]["flags"], 64, "{r:?}");
    assert_eq!(
        r.json["data"]["content"],
        format!("Open games and challenges of this server (1):\n#{id} in <#{CHANNEL}>: Alice vs Bob, move 2")
    );

    // She ends it: aborted, announced once in its channel, never rated.
    let before = h.fake.posts(CHANNEL).len();
    let t = admin(
        &h,
        EVE,
        MANAGE_GUILD,
        "end",
        json!([{"name": "game", "type": 4, "value": id}]),
    );
    h.assert_acted(&t, "You aborted the game. It ends without a result.")
        .await;
    let rec = h.service().load(At::Game(id)).await.unwrap().record;
    let end = rec.end.clone().unwrap();
    assert_eq!(
        (rec.status, end.reason, end.result, end.by.as_deref()),
        (Status::Finished, EndReason::Abort, None, Some(EVE.0))
    );
    h.drained(id).await;
    let said = format!("**Game aborted by <@{}>.**", EVE.0);
    let ends: Vec<String> = h.fake.posts(CHANNEL)[before..]
        .iter()
        .map(|p| p.content.clone())
        .filter(|c| c.contains(&said))
        .collect();
    assert_eq!(ends.len(), 1, "announced once: {:?}", h.fake.posts(CHANNEL));
    let store = h.service().store().clone();
    assert!(store.rating_changes_of_game(id).await.unwrap().is_empty());
    assert!(store.ratings_of(ALICE.0).await.unwrap().is_empty());
    assert!(store.ratings_of(BOB.0).await.unwrap().is_empty());

    // Ended once: a second end is refused, and the list is empty.
    let t = admin(
        &h,
        EVE,
        MANAGE_GUILD,
        "end",
        json!([{"name": "game", "type": 4, "value": id}]),
    );
    h.assert_acted(&t, "This game is over.").await;
    let t = admin(&h, EVE, MANAGE_GUILD, "games", json!([]));
    let r = h.callback(&t).await;
    assert_eq!(
        r.json["data"]["content"],
        "This server has no open games or challenges."
    );
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_over_the_per_minute_limit_is_refused_and_changes_nothing() {
    let mut h = Harness::without_bot(None).await;
    h.limits = Limits {
        commands_per_minute: 3,
        ..Limits::OFF
    };
    h.start().await;
    let none = "This server has no tournaments yet. Create one with /tournament create.";
    let list = |h: &Harness, who| {
        h.command(
            who,
            "tournament",
            json!([{"name": "list", "type": 1, "options": []}]),
            json!({}),
        )
    };
    for _ in 0..3 {
        let t = list(&h, ALICE);
        assert_eq!(h.callback(&t).await.json["data"]["content"], none);
    }
    // The fourth in the same minute: refused, and the challenge it asked for is not made.
    let t = h.challenge(ALICE, BOB, json!([]));
    h.assert_refused(
        &t,
        "You are sending commands faster than this bot allows (3 a minute). Please try again in 1 minute.",
    )
    .await;
    assert!(h
        .service()
        .store()
        .game(GameKey::OpenIn(CHANNEL))
        .await
        .unwrap()
        .is_none());
    assert!(h.fake.posts(CHANNEL).is_empty());
    // Bob is not limited by Alice's commands.
    let t = list(&h, BOB);
    assert_eq!(h.callback(&t).await.json["data"]["content"], none);
    // A minute after her first, Alice may again.
    h.clock.advance(60);
    let t = h.challenge(ALICE, BOB, json!([]));
    h.assert_acted(&t, &format!("Your challenge is posted here.{NO_THREAD}"))
        .await;
    h.stop().await;
}
