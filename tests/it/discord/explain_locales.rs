//! The reference texts in their readers' languages (issue 19), through the fake Discord:
//! `/rules` and `/piece` answered in French and in Simplified Chinese for a user whose Discord
//! is set to that language (`interaction.locale`), and `/piece` finding a piece by its name in
//! that language ("girafe", "长颈鹿", "zürafa", "駱駝").

use crate::support;

use serde_json::json;
use support::fake_discord::Recorded;
use support::harness::{Harness, ALICE, EPHEMERAL};

/// The index of Tamerlane in the `variant:` menus (`VariantId::ALL`).
const TAMERLANE: u64 = 0;
/// The index of Full Tamerlane, whose French rules are longer than one message.
const FULL_TAMERLANE: u64 = 3;

/// `/rules variant:<variant>` from Alice whose Discord is set to `locale`: its token and the
/// reply's text (answered at once, ephemeral).
async fn rules_reply(h: &Harness, locale: &str, variant: u64) -> (String, String) {
    let t = h.command_in_locale(
        locale,
        ALICE,
        "rules",
        json!([{"name": "variant", "type": 4, "value": variant}]),
        json!({}),
    );
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 4, "{r:?}");
    assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
    let text = r.json["data"]["content"].as_str().unwrap().to_string();
    (t, text)
}

/// The reply's text of [`rules_reply`] for Tamerlane.
async fn rules_in(h: &Harness, locale: &str) -> String {
    rules_reply(h, locale, TAMERLANE).await.1
}

/// [`rules_reply`] for a text longer than one message: the reply's text and its one
/// followup's (ephemeral too).
async fn rules_pages_in(h: &Harness, locale: &str, variant: u64) -> (String, String) {
    let (t, first) = rules_reply(h, locale, variant).await;
    let f = h.followup(&t).await;
    assert_eq!(f.json["flags"], EPHEMERAL, "{f:?}");
    (first, content(&f).to_string())
}

/// `/piece name:<name>` from Alice whose Discord is set to `locale`: the deferred reply's
/// answer (text and diagram).
async fn piece_in(h: &Harness, locale: &str, name: &str) -> Recorded {
    let t = h.command_in_locale(
        locale,
        ALICE,
        "piece",
        json!([{"name": "name", "type": 3, "value": name}]),
        json!({}),
    );
    let r = h.callback(&t).await;
    assert_eq!(r.json["type"], 5, "{r:?}");
    assert_eq!(r.json["data"]["flags"], EPHEMERAL, "{r:?}");
    h.answer(&t).await
}

fn content(r: &Recorded) -> &str {
    r.json["content"].as_str().unwrap_or_default()
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

#[tokio::test]
async fn rules_are_answered_in_french_and_in_simplified_chinese() {
    let mut h = Harness::new().await;

    let fr = rules_in(&h, "fr").await;
    assert_eq!(
        lines(&fr)[..4],
        [
            "**Tamerlan** (`tamerlane`) : échiquier 11×10 avec deux citadelles (x1, celle des Blancs, à côté de k2 ; x2, celle des Noirs, à côté de a9) ; disposition masculine (la première de Bland).",
            "**Options** (choisies dans /défier)",
            "• giraffe-min=3 : la girafe atterrit au plus tôt sur la 3e case après son pas diagonal (par défaut)",
            "• citadel=immediate : un shah qui entre dans la citadelle adverse fait nulle aussitôt (par défaut)",
        ]
    );
    assert_eq!(fr.chars().count(), 1998);
    assert_eq!(
        lines(&fr).last().copied(),
        Some("• Le pat perd. Un shah dépouillé ne perd pas. Pas de nulle par répétition ni par nombre de coups.")
    );
    // Full Tamerlane's French rules are longer than Discord's 2,000 characters: they come
    // whole, split between lines into the reply and one followup (they used to be cut off).
    let (first, rest) = rules_pages_in(&h, "fr", FULL_TAMERLANE).await;
    assert!(first.chars().count() <= 2000, "{}", first.chars().count());
    assert_eq!(first.chars().count() + 1 + rest.chars().count(), 2286);
    assert_eq!(
        lines(&first).len() + lines(&rest).len(),
        19,
        "{first}\n{rest}"
    );
    assert_eq!(
        lines(&rest).last().copied(),
        Some("• Pièces supplémentaires : le monstre marin (S) se déplace comme le vizir ; le lion (L), le taureau (B) et le révélateur (Y) selon full-pieces. /pièce les montre toutes.")
    );

    let zh = rules_in(&h, "zh-CN").await;
    assert_eq!(
        zh,
        "\
**帖木儿象棋**（`tamerlane`）：11×10 棋盘，有两个堡垒（x1 属白方，在 k2 旁；x2 属黑方，在 a9 旁）；男性布局（布兰德的第一种）。
**规则选项**（在 /挑战 中选择）
• giraffe-min=3：长颈鹿斜走一格后，最近落在第 3 格（默认）
• citadel=immediate：国王进入对方堡垒立即和棋（默认）
• bare-king=survives：光王不判负（默认）
• repetition=off：没有重复局面和棋（默认）
• move-rule=N：未设置：没有步数和棋（默认）
• symmetry=rotate：黑方布局是白方布局旋转 180°（默认）
• pop-placement=strict：放置的兵的兵必须捉双，或攻击一枚无法移动的棋子（默认）
• swap=any：国王在被攻击或没有其他着法时可以换位（默认）
**特殊规则**
• 堡垒：只有国王能进入对方的堡垒，只有亲王能进入己方的堡垒；堡垒中的棋子不能被吃；进入对方堡垒立即和棋。
• 升变：兵到达底线时变成它所属的棋子；国王的兵变成王子。
• 兵的兵：第一次到达底线时停驻，直到被放置（P@e6）到能捉双或能攻击一枚无法移动的棋子的格子上；第二次到达时移到己方国王的兵的起始格（f3/f8）；第三次到达时成为亲王。
• 国王换位：每局一次，当国王被攻击或没有其他着法时，可以用 K<>d3 让国王与己方一枚棋子交换位置。
• 王族棋子：国王、王子、亲王。一方有两枚或更多王族棋子时，它们都不受将军的限制，任何一枚都可以被吃；最后一枚必须被将死。
• 无子可动（逼和）的一方判负。只剩国王（光王）不判负。没有重复局面和棋，也没有步数和棋。"
    );
    h.stop().await;
}

#[tokio::test]
async fn piece_finds_a_piece_by_its_name_in_the_readers_language() {
    let mut h = Harness::new().await;

    let fr = piece_in(&h, "fr", "girafe").await;
    assert_eq!(
        lines(content(&fr)),
        [
            "**Girafe (G)** — Tamerlan : un pas en diagonale, puis tout droit vers l'extérieur le long de la colonne ou de la rangée, en s'arrêtant au plus tôt sur la 3e case après la case diagonale ; elle ne saute pas : toutes les cases avant la case d'arrivée doivent être vides. Promotion en cette pièce sur la dernière rangée : pion de girafe (PG).",
            "Sur le diagramme, les points verts sont les cases qu'elle peut atteindre depuis sa case ; les losanges gris sont les cases qu'elle doit franchir, qui doivent être vides.",
        ]
    );
    let files: Vec<&str> = fr.files.iter().map(|f| f.filename.as_str()).collect();
    assert_eq!(files, ["piece.png"]);

    let zh = piece_in(&h, "zh-CN", "长颈鹿").await;
    assert_eq!(
        lines(content(&zh)),
        [
            "帖木儿象棋中的**长颈鹿（G）**：先斜走一格，再沿直线或横线向外直行，落在斜格之外第 3 格或更远处；不能越子：落点之前的每一格都必须是空的。在底线升变为此棋子的有：长颈鹿的兵（PG）。",
            "图中的绿点是它从所在格能到达的格子；灰色菱形是它必须经过的格子，这些格子必须是空的。",
        ]
    );

    // Turkish and Traditional Chinese names too; the first line is enough to know the piece.
    let tr = piece_in(&h, "tr", "Zürafa").await;
    assert_eq!(
        lines(content(&tr))[0],
        "**Zürafa (G)** — Timur satrancı: bir çapraz adım atar, ardından dikey ya da yatay boyunca dışarıya doğru dümdüz gider ve çapraz kareden sonraki 3. kareye ya da daha ileriye konar; sıçrayamaz: konacağı kareden önceki bütün kareler boş olmalıdır. Son sırada bu taşa terfi eder: zürafa piyonu (PG)."
    );
    let tw = piece_in(&h, "zh-TW", "駱駝").await;
    assert_eq!(
        lines(content(&tw))[0],
        "帖木兒象棋中的**駱駝（C）**：(3,1) 跳躍：朝一個方向走三格、再往旁邊一格，可以越子。在底線升變為此棋子的有：駱駝的兵（PC）。"
    );
    h.stop().await;
}
