//! The bot in its players' languages (issue 19), through the fake Discord: a French player and
//! a Chinese (zh-CN) player in the same game each get their own replies in their own Discord
//! language (`interaction.locale`), while the public posts (their buttons) follow the server's
//! language chosen with `/settings language:` (German here), not the players' nor the
//! server's Discord locale.

use crate::support;

use super::{labels, set_server_language, FRENCH, GERMAN};
use serde_json::{json, Value};
use support::fake_discord::Recorded;
use support::harness::{Harness, ALICE, BOB, CHANNEL};
use timur::store::GameKey;

/// Sends a slash command from `who` whose Discord is set to `locale`, both players resolved
/// as Discord sends them with a user option; returns its token.
fn command_as(h: &Harness, who: (&str, &str), locale: &str, name: &str, options: Value) -> String {
    let resolved = json!({"users": {ALICE.0: support::harness::user(ALICE), BOB.0: support::harness::user(BOB)}});
    h.command_in_locale(locale, who, name, options, resolved)
}

/// The public posts in [`CHANNEL`] as sent (their bodies), in order.
fn channel_posts(h: &Harness) -> Vec<Recorded> {
    let path = format!("/channels/{CHANNEL}/messages");
    h.fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&path))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_reads_their_own_language_and_the_channel_the_servers() {
    let h = Harness::new().await;

    // The server's language: German, chosen by a manager whose Discord is French (the
    // confirmation is hers, so in French).
    let t = set_server_language(&h, "fr", ALICE, GERMAN);
    h.assert_acted(
        &t,
        "Langue des annonces de ce serveur désormais : Deutsch. Les réponses à chaque membre restent dans sa propre langue Discord.",
    )
    .await;

    // Alice (French) challenges Bob (Chinese); the public challenge has German buttons.
    let t = command_as(
        &h,
        ALICE,
        "fr",
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": BOB.0},
            {"name": "days", "type": 4, "value": 0},
            {"name": "color", "type": 4, "value": 0},
        ]),
    );
    h.callback(&t).await;
    h.fake.wait_posts(CHANNEL, 1).await;
    let id = h
        .service()
        .store()
        .game(GameKey::LastIn(CHANNEL))
        .await
        .unwrap()
        .unwrap()
        .id;
    assert_eq!(labels(&channel_posts(&h)[0].json), ["Annehmen", "Ablehnen"]);

    // Bob accepts; the board is posted with the German Move button.
    let t = h.click_in_locale("zh-CN", BOB, &format!("timur:accept:{id}"));
    h.answer(&t).await;
    h.fake.wait_posts(CHANNEL, 2).await;
    assert_eq!(labels(&channel_posts(&h)[1].json), ["Ziehen"]);
    // The post's sentences are German too (they were English: PlayerStyle dropped the language).
    let start = channel_posts(&h)[1].json["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        start.contains("Die Partie **Tamerlan** (Standardregeln) beginnt."),
        "{start}"
    );
    assert!(start.contains(", du bist am Zug."), "{start}");
    assert!(!start.contains("your move"), "{start}");

    // Bob presses Move while Alice is to move: told in Chinese.
    let t = h.click_in_locale("zh-CN", BOB, &format!("timur:mv:{id}:0"));
    let r = h.answer(&t).await;
    assert_eq!(
        r.json["content"],
        "还没轮到你：现在轮到 Alice 走棋。请在对方走棋后点击棋盘下的“走棋”。"
    );

    // Each asks to resign: the question and its button in their own language.
    let t = command_as(&h, BOB, "zh-CN", "resign", json!([]));
    let r = h.callback(&t).await;
    assert_eq!(
        r.json["data"]["content"],
        "你真的要在与 Alice 的这局棋中认输吗？此操作无法撤销。"
    );
    assert_eq!(labels(&r.json["data"]), ["认输"]);
    let t = command_as(&h, ALICE, "fr", "resign", json!([]));
    let r = h.callback(&t).await;
    assert_eq!(
        r.json["data"]["content"],
        "Voulez-vous vraiment abandonner cette partie contre Bob ? C'est irréversible."
    );
    assert_eq!(labels(&r.json["data"]), ["Abandonner"]);

    // A refusal of the Discord layer, and the settings, in French.
    let long = "e3-e4".repeat(20);
    let t = command_as(
        &h,
        ALICE,
        "fr",
        "move",
        json!([{"name": "move", "type": 3, "value": long}]),
    );
    h.assert_refused(
        &t,
        &format!(
            "« {} » n'est pas un coup : les coups sont courts, comme e3-e4, Nb2-c4, P@e6 ou citadel.",
            timur::discord::limits::echo(&long)
        ),
    )
    .await;
    let t = command_as(&h, ALICE, "fr", "settings", json!([]));
    h.assert_acted(
        &t,
        "Vos réglages. Échiquier : le mien. Les échiquiers affichés pour vous seul (comme /échiquier) sont vus de votre côté ; dans les parties que vous ne jouez pas, les Blancs sont en bas.\nLangue des annonces de ce serveur : Deutsch.",
    )
    .await;

    // Bob, with Discord in a language without a catalog (Japanese), reads English.
    let t = command_as(&h, BOB, "ja", "settings", json!([]));
    h.assert_acted(
        &t,
        "Your settings. Board: mine. Boards shown to you alone (such as /board) are drawn from your side; in games you do not play, White is at the bottom.\nLanguage of this server's announcements: Deutsch.",
    )
    .await;

    // Bob, not a manager of the server, may not change its language (told in Chinese).
    let (mut v, t) = h.interaction(2, BOB);
    v["locale"] = json!("zh-CN");
    v["member"]["permissions"] = json!("0");
    v["data"] = json!({"id": "600000000000000001", "name": "settings", "type": 1,
        "options": [{"name": "language", "type": 4, "value": 0}], "resolved": {}});
    h.send(v);
    let r = h.answer(&t).await;
    assert_eq!(
        r.json["content"],
        "只有拥有“管理服务器”权限的成员才能更改本服务器的语言。"
    );
}

/// Direct messages follow their recipient: Alice, whose last command came from a German
/// Discord, gets her your-move DM in German; Bob, never seen by the bot (his game and his
/// setting made through the service), gets his in the server's language, French, chosen by
/// Eve, a manager with Discord in English.
#[tokio::test]
async fn direct_messages_follow_the_recipients_locale_else_the_servers_language() {
    use support::harness::{EVE, GUILD};
    use timur::game::notify::NotifyMode;
    use timur::game::{At, ChallengeRequest, ColorChoice, Player};
    let mut h = Harness::new().await;
    let t = set_server_language(&h, "en-US", EVE, FRENCH);
    h.answer(&t).await;
    let t = h.command_in_locale(
        "de",
        ALICE,
        "notify",
        json!([{"name": "mode", "type": 4, "value": 0}]),
        json!({}),
    );
    h.answer(&t).await;
    h.service().set_notify(BOB.0, NotifyMode::On).await.unwrap();
    let req = ChallengeRequest::new(CHANNEL, Player::new(ALICE.0, "Alice"))
        .guild(GUILD)
        .opponent(Player::new(BOB.0, "Bob"))
        .color(ColorChoice::White)
        .days(Some(3));
    let id = support::game::start_game(h.service(), &req).await;
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    assert_eq!(
        h.wait_dms(ALICE.0, 1).await,
        [format!(
            "Du bist am Zug gegen Bob in **Tamerlan** (Zug 1). {link}"
        )]
    );
    h.service()
        .play(At::Game(id), ALICE.0, "e3-e4")
        .await
        .unwrap();
    assert_eq!(
        h.wait_dms(BOB.0, 1).await,
        [format!(
            "À vous de jouer contre Alice dans **Tamerlan** (coup 1). {link}"
        )]
    );
    h.stop().await;
}

/// A command that needs a server, sent in a direct message, is refused in its author's
/// language and by the names their Discord shows (poise's own answer is English).
#[tokio::test]
async fn a_server_command_in_direct_messages_is_refused_in_the_authors_language() {
    let mut h = Harness::new().await;
    let list = json!([{"name": "list", "type": 1, "options": []}]);
    let t = h.command_in_dm("fr", ALICE, "tournament", list.clone());
    h.assert_refused(
        &t,
        "/tournoi liste ne fonctionne que sur un serveur, pas en message privé.",
    )
    .await;
    let t = h.command_in_dm("zh-CN", BOB, "tournament", list);
    h.assert_refused(&t, "/锦标赛 列表 只能在服务器中使用，不能在私信中使用。")
        .await;
    h.stop().await;
}
