//! The community commands in their users' languages (issue 19), through the fake Discord:
//! `/tournament` replies and refusals (also of the Join button) for a Russian organizer and a
//! Chinese (zh-CN) player, `/leaderboard` and `/rating` for Chinese and Russian readers, each
//! in their own Discord language.

use crate::support;

use super::ratings::bob_resigns;
use super::{labels, set_server_language, swiss_cup, GERMAN};
use serde_json::{json, Value};
use support::harness::{Harness, ALICE, BOB, CHANNEL, EPHEMERAL, EVE};

/// The users option resolved as Discord sends it (Bob).
fn resolved_bob() -> Value {
    json!({"users": {BOB.0: support::harness::user(BOB)}})
}

/// `/tournament <sub>` from `who` whose Discord is set to `locale`.
fn tournament(h: &Harness, locale: &str, who: (&str, &str), sub: &str, options: Value) -> String {
    h.command_in_locale(
        locale,
        who,
        "tournament",
        json!([{"name": sub, "type": 1, "options": options}]),
        json!({}),
    )
}

/// The immediate reply of a read command (callback type 4): its text, and whether it is
/// ephemeral.
async fn reply(h: &Harness, token: &str) -> (String, bool) {
    let r = h.callback(token).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    (
        r.json["data"]["content"].as_str().unwrap().to_string(),
        r.json["data"]["flags"] == EPHEMERAL,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tournament_replies_and_refusals_are_in_the_authors_language() {
    let mut h = Harness::new().await;
    let t = tournament(&h, "ru", ALICE, "create", swiss_cup("Кубок"));
    h.assert_acted(
        &t,
        "Турнир **Кубок** создан; объявление с кнопкой «Записаться» появится в этом канале.",
    )
    .await;
    h.fake.wait_posts(CHANNEL, 1).await;

    // A refusal of the tournament service, in Russian (it used to be English for everyone).
    let t = tournament(
        &h,
        "ru",
        ALICE,
        "join",
        json!([{"name": "name", "type": 3, "value": "Нет такого"}]),
    );
    h.assert_refused(&t, "На этом сервере нет турнира с таким названием.")
        .await;

    // A Chinese player joins with the button, then clicks it again: both answers in Chinese.
    let t = h.click_in_locale("zh-CN", BOB, "tourney:join:1");
    assert_eq!(
        h.followup(&t).await.json["content"],
        "你已报名参加 **Кубок**（目前共 1 名棋手）。"
    );
    let t = h.click_in_locale("zh-CN", BOB, "tourney:join:1");
    assert_eq!(
        h.followup(&t).await.json["content"],
        "你已经报名参加 **Кубок**。"
    );

    // The list, in Russian and in Chinese (format and status named in each language).
    let t = tournament(&h, "ru", ALICE, "list", json!([]));
    assert_eq!(
        reply(&h, &t).await,
        (
            "**Кубок** · швейцарская система · открыт для записи".to_string(),
            true
        )
    );
    let t = tournament(&h, "zh-CN", BOB, "list", json!([]));
    assert_eq!(
        reply(&h, &t).await,
        ("**Кубок** · 瑞士制 · 正在报名".to_string(), true)
    );

    let t = tournament(&h, "ru", ALICE, "cancel", json!([]));
    h.assert_acted(&t, "Турнир **Кубок** отменён.").await;
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_and_the_rating_card_are_in_the_readers_language() {
    let mut h = Harness::new().await;
    let t = h.command_in_locale("zh-CN", EVE, "leaderboard", json!([]), json!({}));
    assert_eq!(
        reply(&h, &t).await,
        (
            "本服务器还没有下过帖木儿象棋的计分对局，所以帖木儿象棋排行榜是空的。用 `/挑战` 向别人发起挑战吧（有时间限制时计分）。".to_string(),
            false
        )
    );

    bob_resigns(&h, json!([{"name": "rated", "type": 5, "value": true}])).await;

    // Russian: "1 партия" (one), and the provisional note.
    let t = h.command_in_locale("ru", EVE, "leaderboard", json!([]), json!({}));
    assert_eq!(
        reply(&h, &t).await,
        (
            "**Таблица лидеров: Тамерлан** (этот сервер)\n1. <@100000000000000001> **1662?** · 1 партия\n2. <@100000000000000002> **1338?** · 1 партия\n`?` = предварительный рейтинг: слишком мало партий или слишком долгий перерыв, чтобы рейтинг устоялся.".to_string(),
            false
        )
    );
    // Bob asks himself, in Russian: "(вы)" after his name.
    let t = h.command_in_locale("ru", BOB, "leaderboard", json!([]), json!({}));
    let (text, _) = reply(&h, &t).await;
    assert_eq!(
        text.lines().nth(2),
        Some("2. <@100000000000000002> (вы) **1338?** · 1 партия")
    );

    // A Chinese reader's /rating about Bob: deferred, then the card (and its chart).
    let t = h.command_in_locale(
        "zh-CN",
        EVE,
        "rating",
        json!([{"name": "user", "type": 6, "value": BOB.0}]),
        resolved_bob(),
    );
    assert_eq!(h.callback(&t).await.json["type"], 5);
    let f = h.followup(&t).await;
    assert_eq!(
        f.json["content"],
        "**<@100000000000000002> 的等级分**\n**帖木儿象棋**：**1338?** · 1 局：0 胜 0 和 1 负\n**帖木儿王朝**：还没有计分对局（起始为 1500?）\n`?` = 暂定：对局太少或中断太久，等级分尚未稳定。"
    );
    assert_eq!(f.files.len(), 1);
    // And a Russian reader's, with Russian plural forms for the record.
    let t = h.command_in_locale(
        "ru",
        EVE,
        "rating",
        json!([{"name": "user", "type": 6, "value": BOB.0}]),
        resolved_bob(),
    );
    h.callback(&t).await;
    assert_eq!(
        h.followup(&t).await.json["content"]
            .as_str()
            .unwrap()
            .lines()
            .nth(1),
        Some("**Тамерлан**: **1338?** · 1 партия: 0 побед, 0 ничьих, 1 поражение")
    );
    h.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_announced_in_the_servers_language() {
    let mut h = Harness::new().await;
    let t = set_server_language(&h, "en-US", ALICE, GERMAN);
    h.assert_acted(
        &t,
        "Language of this server's announcements from now on: Deutsch. Replies to each member stay in their own Discord language.",
    )
    .await;
    // The organizer's reply is in her own language (English); the announcement in German.
    let t = tournament(&h, "en-US", ALICE, "create", swiss_cup("Cup"));
    h.assert_acted(
        &t,
        "**Cup** is created; its announcement with the Join button follows in this channel.",
    )
    .await;
    let post = h.fake.wait_posts(CHANNEL, 1).await.remove(0);
    assert!(
        post.content.starts_with("🏆 **Cup** · "),
        "{}",
        post.content
    );
    assert!(
        post.content.contains(
            " · Schweizer System · 3 Tage pro Zug · gewertet\nAnmeldung offen (0 von höchstens 64 Spielern"
        ),
        "{}",
        post.content
    );
    let sent = h
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages")))
        .unwrap();
    assert_eq!(labels(&sent.json), ["Anmelden", "Abmelden"]);
    h.stop().await;
}
