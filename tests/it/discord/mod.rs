//! End to end: the bot against the fake Discord (tests/support/fake_discord.rs) on the fake clock.

mod analysis;
mod commands_l10n;
mod community_locales;
mod e2e;
mod engine;
mod explain_locales;
mod info_l10n;
mod learn;
mod locales;
mod messages;
mod operator;
mod ops;
mod play;
mod premove;
mod ratings;
mod replay;
mod scale;
mod tournament;
mod withdrawal;

// Helpers several of these modules share.

use crate::support::fake_discord::Recorded;
use crate::support::harness::Harness;
use serde_json::{json, Value};

/// The index of French in the `/settings language:` menu.
const FRENCH: u64 = 5;
/// The index of German in the `/settings language:` menu.
const GERMAN: u64 = 6;

/// Sends `/settings language:<menu index>` from `who` whose Discord is set to `locale`;
/// returns its token.
fn set_server_language(h: &Harness, locale: &str, who: (&str, &str), index: u64) -> String {
    h.command_in_locale(
        locale,
        who,
        "settings",
        json!([{"name": "language", "type": 4, "value": index}]),
        json!({}),
    )
}

/// The button labels of a message body (`components` rows of buttons).
fn labels(body: &Value) -> Vec<String> {
    body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .collect()
}

/// The options of `/tournament create` for a Swiss tournament of Tamerlane called `name`.
fn swiss_cup(name: &str) -> Value {
    json!([
        {"name": "name", "type": 3, "value": name},
        {"name": "variant", "type": 4, "value": 0},
        {"name": "format", "type": 4, "value": 2},
    ])
}

/// Asserts the answer of `/analysis` (`token`): deferred at once (type 5), then a followup
/// whose first line is `heading` and each further line (a mistake, or the line saying there
/// is none) passes `line_ok`. The followup, for its attachments.
async fn assert_analysis(
    h: &Harness,
    token: &str,
    heading: &str,
    line_ok: impl Fn(&str) -> bool,
) -> Recorded {
    let r = h.callback(token).await;
    assert_eq!(r.json["type"], 5, "deferred: {r:?}");
    let f = h.followup(token).await;
    let text = f.json["content"].as_str().unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(heading));
    for line in lines {
        assert!(line_ok(line), "{line}");
    }
    f
}
