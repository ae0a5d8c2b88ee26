//! The command registration the bot sends at startup holds valid localized names and
//! descriptions for every shipped locale: the fake Discord checks Discord's rules on the bulk
//! overwrite and refuses it as Discord would.

use crate::support;

use serde_json::json;
use std::collections::BTreeSet;
use support::fake_discord::command_payload_problems;
use support::harness::Harness;

#[tokio::test]
async fn the_registration_is_accepted_and_localized_for_every_locale() {
    let mut h = Harness::new().await;
    let put = h
        .fake
        .wait_for(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    assert_eq!(command_payload_problems(&put.json), Vec::<String>::new());
    assert_eq!(put.status, 200);
    let commands = put.json.as_array().unwrap();
    assert_eq!(commands.len(), timur::discord::commands().len());
    let want: BTreeSet<&str> = timur::i18n::Lang::ALL
        .iter()
        .flat_map(|l| l.discord_locales().iter().copied())
        .collect();
    for c in commands {
        let keys: BTreeSet<&str> = c["name_localizations"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys, want, "{}", c["name"]);
    }
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    assert_eq!(challenge["name_localizations"]["fr"], "défier");
    assert_eq!(challenge["name_localizations"]["zh-TW"], "挑戰");
    let variant = &challenge["options"][1];
    assert_eq!(variant["name"], "variant");
    assert_eq!(
        variant["choices"][0]["name_localizations"]["ru"],
        "Тамерлан"
    );
    h.stop().await;
}

#[test]
fn the_fake_refuses_what_discord_refuses() {
    let ok =
        json!([{"name": "move", "description": "Play", "name_localizations": {"fr": "jouer"}}]);
    assert_eq!(command_payload_problems(&ok), Vec::<String>::new());
    let bad = json!([
        {"name": "move", "description": "Play", "name_localizations": {"fr": "jouer"},
         "description_localizations": {"de": ""}},
        {"name": "jouer", "description": "x", "name_localizations": {"de": "Zug Spielen"},
         "options": [{"name": "a", "description": "y", "choices": [
            {"name": "one", "value": 0}, {"name": "one", "value": 1}]}]},
    ]);
    assert_eq!(
        command_payload_problems(&bad),
        [
            "/move [de]: description of 0 characters",
            "/jouer [de]: bad name \"Zug Spielen\"",
            "/jouer [fr]: name \"jouer\" repeated",
            "/jouer/a/one [default]: name \"one\" repeated",
        ]
    );
}
