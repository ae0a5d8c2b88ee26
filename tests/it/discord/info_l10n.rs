//! Issue 19 through the fake Discord: `/history`, `/analysis`, `/export` and `/help` answer
//! each player in their own Discord language (`interaction.locale`), and the analysis graph's
//! description (its alt text, for screen readers) is in the reader's language too: Alice's
//! Discord is French, Bob's Chinese (zh-CN).

use crate::support;

use serde_json::json;
use support::harness::{Harness, ALICE, BOB, CHANNEL, GUILD};
use timur::game::{At, ChallengeRequest, ColorChoice, Player};

/// The players of the game as every line names them, in French and in Chinese.
const PLAYERS_FR: &str = "**Tamerlan** (règles par défaut) : <@100000000000000001> (Blancs) contre <@100000000000000002> (Noirs).";
const PLAYERS_ZH: &str =
    "**帖木儿象棋**（默认规则）：<@100000000000000001>（白方） 对 <@100000000000000002>（黑方）。";

/// Alice (White) against Bob, 3 days a move, no GIF, after Alice's 1. e3-e4: the game's id.
async fn alice_and_bob_after_e3_e4(h: &Harness) -> i64 {
    let req = ChallengeRequest::new(CHANNEL, Player::new(ALICE.0, ALICE.1))
        .guild(GUILD)
        .opponent(Player::new(BOB.0, BOB.1))
        .color(ColorChoice::White)
        .days(Some(3))
        .gif(false);
    let id = support::game::start_game(h.service(), &req).await;
    h.service()
        .play(At::Game(id), ALICE.0, "e3-e4")
        .await
        .unwrap();
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_analysis_export_and_help_answer_in_the_readers_language() {
    let mut h = Harness::new().await;
    let id = alice_and_bob_after_e3_e4(&h).await;

    // /history move:0 for Alice, in French.
    let t = h.command_in_locale(
        "fr",
        ALICE,
        "history",
        json!([{"name": "move", "type": 4, "value": 0}]),
        json!({}),
    );
    let f = h.answer(&t).await;
    assert_eq!(
        f.json["content"],
        format!("{PLAYERS_FR} La position initiale, avant le coup 1.\n1. e3-e4")
    );

    // /analysis while the game runs: refused, in French.
    let t = h.command_in_locale("fr", ALICE, "analysis", json!([]), json!({}));
    h.assert_refused(
        &t,
        "Analyser une partie en cours serait tricher. Redemandez /analyse quand la partie sera terminée.",
    )
    .await;

    // Over: Bob's analysis in Chinese, the graph described in Chinese.
    h.service().resign(At::Game(id), ALICE.0).await.unwrap();
    let t = h.command_in_locale("zh-CN", BOB, "analysis", json!([]), json!({}));
    let f = super::assert_analysis(
        &h,
        &t,
        "Alice 对 Bob 的电脑分析（每个局面 30000 个节点）：",
        |line| {
            line == "没有错着，也没有败着。"
                || line.starts_with("Alice：准确率 ")
                || line == "Bob：没有可评判的着法"
                || (line.starts_with("• **1. e3-e4?")
                    && (line.contains("** 错着；更好的是 **")
                        || line.contains("** 败着；更好的是 **")))
        },
    )
    .await;
    assert_eq!(
        f.json["attachments"][0]["description"],
        "Alice 对 Bob 的评估曲线：每步之后白方的胜率，从 +1（白方胜）到 -1（黑方胜），共 1 步，标出了错着"
    );
    assert_eq!(f.files[0].filename, format!("analysis-{id}.png"));

    // /export for Bob, in Chinese.
    // /export answers at once (no deferral): the record is the reply, its PGN attached.
    let t = h.command_in_locale("zh-CN", BOB, "export", json!([]), json!({}));
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_eq!(r.json["data"]["content"], format!("对局记录：{PLAYERS_ZH}"));
    assert_eq!(r.files[0].filename, format!("tamerlane-{id}.pgn"));

    // /help topic:notation for Alice, in French: headings in bold, then the bullets.
    let t = h.command_in_locale(
        "fr",
        ALICE,
        "help",
        json!([{"name": "topic", "type": 4, "value": 2}]),
        json!({}),
    );
    let r = h.callback(&t).await;
    let help = r.json["data"]["content"].as_str().unwrap();
    assert_eq!(help.lines().next(), Some("**Variantes**"), "{help}");
    assert!(
        help.contains("\n**Notation**\n• `e3-e4` : un coup de pion (les pions n'ont pas de lettre) ; `Nb2-c4` ou `Nb2xc4` (x = prise).\n"),
        "{help}"
    );
    assert_eq!(help.lines().count(), 10, "{help}");
    h.stop().await;
}

/// Every leaf command as its path: `challenge`, `vacation start`, …
fn command_paths() -> Vec<String> {
    let mut out = Vec::new();
    for c in timur::discord::commands() {
        if c.subcommands.is_empty() {
            out.push(c.name.to_string());
        }
        for s in &c.subcommands {
            out.push(format!("{} {}", c.name, s.name));
        }
    }
    out
}

/// French /help no longer squeezes the descriptions to fit one message: it is the reply and
/// two followups (all ephemeral), and every command's line ends with its whole French
/// description; how to play comes last.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn french_help_holds_every_commands_whole_description_over_three_messages() {
    let mut h = Harness::new().await;
    let t = h.command_in_locale("fr", ALICE, "help", json!([]), json!({}));
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_eq!(
        r.json["data"]["flags"],
        support::harness::EPHEMERAL,
        "{r:?}"
    );
    let first = r.json["data"]["content"].as_str().unwrap().to_string();
    let hook = format!("/webhooks/{}/{t}", support::fake_discord::APP_ID);
    let followups = h
        .fake
        .wait_n(2, |r| r.method == "POST" && r.path.ends_with(&hook))
        .await;
    let mut pages = vec![first.clone()];
    for f in &followups {
        assert_eq!(f.json["flags"], support::harness::EPHEMERAL, "{f:?}");
        pages.push(f.json["content"].as_str().unwrap().to_string());
    }
    for p in &pages {
        assert!(p.chars().count() <= 2000, "{}", p.chars().count());
    }
    assert!(
        first.starts_with(
            "**Timur : les échecs de Tamerlan par correspondance.** Commandes :\n• /défier [adversaire]"
        ),
        "{first}"
    );
    assert!(
        pages[2].starts_with("**Comment jouer**\n• Défiez quelqu'un"),
        "{}",
        pages[2]
    );
    let text = pages.join("\n");
    let fr = |id: &str| timur::i18n::text(timur::i18n::Lang::Fr, id, &timur::i18n::Args::new());
    for path in command_paths() {
        let stem = format!("cmd-{}", path.replace(' ', "-"));
        let what = fr(&format!("{stem}-description"));
        assert!(!what.is_empty() && !what.contains("cmd-"), "{stem}: {what}");
        // The path as a French Discord shows it: `vacation start` is `vacances début`.
        let words: Vec<&str> = path.split(' ').collect();
        let french: Vec<String> = (1..=words.len())
            .map(|n| fr(&format!("cmd-{}-name", words[..n].join("-"))))
            .collect();
        let line = text
            .lines()
            .find(|l| {
                l.starts_with(&format!("• /{} ", french.join(" ")))
                    || *l == format!("• /{}: {what}", french.join(" "))
            })
            .unwrap_or_else(|| panic!("/{path} missing:\n{text}"));
        assert!(line.ends_with(&format!(": {what}")), "{line}");
    }
    assert_eq!(
        text.lines().find(|l| l.starts_with("• /vacances début")),
        Some("• /vacances début <jours>: Suspendre toutes vos pendules pendant quelques jours")
    );
    h.stop().await;
}

/// The description of the first picture of an answer (its alt text).
fn alt(r: &support::fake_discord::Recorded) -> String {
    r.json["attachments"][0]["description"]
        .as_str()
        .unwrap_or_else(|| panic!("no description: {r:?}"))
        .to_string()
}

/// The board added to the mover's own picker reply ("You played …. The board follows in the
/// channel.") is described in the mover's language, from their side: Bob, in Chinese, plays
/// 1... e8-e7 through the picker.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_on_the_movers_own_reply_is_described_in_their_language() {
    let mut h = Harness::new().await;
    let id = alice_and_bob_after_e3_e4(&h).await;
    let (mut v, t) = h.interaction_in_locale(3, BOB, "zh-CN");
    let custom_id = format!("timur:mvd:{id}:1:e8:0");
    v["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": ["e8-e7"]});
    v["message"] = support::fake_discord::message_json(
        "500000000000000003",
        CHANNEL,
        support::fake_discord::BOT_ID,
        "a picker",
    );
    v["message"]["flags"] = json!(64);
    h.send(v);
    let edit = format!(
        "/webhooks/{}/{t}/messages/@original",
        support::fake_discord::APP_ID
    );
    let pic = h
        .fake
        .wait_for(|r| r.method == "PATCH" && r.path.ends_with(&edit) && !r.files.is_empty())
        .await;
    assert_eq!(pic.files[0].filename, "board.png");
    assert_eq!(alt(&pic), "1... e8-e7 之后的棋盘，白方走棋，从黑方视角");
    assert_eq!(h.service().moves(id).await.unwrap().len(), 2);
    h.stop().await;
}

/// The pictures' descriptions (read out by screen readers) are in the reader's Discord
/// language: `/board`, `/history` and `/export format:gif`, Alice in French, Bob in Chinese
/// (Bob sees the board from Black's side).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_history_and_gif_pictures_are_described_in_the_readers_language() {
    let mut h = Harness::new().await;
    let id = alice_and_bob_after_e3_e4(&h).await;

    let t = h.command_in_locale("fr", ALICE, "board", json!([]), json!({}));
    let f = h.answer(&t).await;
    assert_eq!(alt(&f), "Échiquier après 1. e3-e4, les Noirs au trait");
    let t = h.command_in_locale("zh-CN", BOB, "board", json!([]), json!({}));
    let f = h.answer(&t).await;
    assert_eq!(alt(&f), "1. e3-e4 之后的棋盘，黑方走棋，从黑方视角");

    let t = h.command_in_locale(
        "zh-CN",
        BOB,
        "history",
        json!([{"name": "move", "type": 4, "value": 0}]),
        json!({}),
    );
    let f = h.answer(&t).await;
    assert_eq!(alt(&f), "开局时的棋盘，白方走棋，从黑方视角");

    let t = h.command_in_locale(
        "fr",
        ALICE,
        "export",
        json!([{"name": "format", "type": 4, "value": 1}]),
        json!({}),
    );
    let f = h.answer(&t).await;
    assert_eq!(f.files[0].filename, format!("game-{id}.gif"));
    assert_eq!(
        alt(&f),
        "Toute la partie Alice contre Bob, 1 demi-coup, en animation"
    );
    h.stop().await;
}
