//! The options table (docs/rules.md §7): every entry parses, prints and round-trips in every
//! variant it applies to, and is refused with the valid forms where it does not apply.

use timur_rules::{OptionError, OptionScope, RuleOptions, VariantId, OPTIONS};

fn applies(scope: OptionScope, id: VariantId) -> bool {
    match scope {
        OptionScope::All => true,
        OptionScope::Tamerlane => id.id().starts_with("tamerlane"),
        OptionScope::Full => id == VariantId::TamerlaneFull,
    }
}

#[test]
fn every_option_value_parses_prints_and_round_trips() {
    let mut checked = 0;
    for id in VariantId::ALL {
        let defaults = id.default_options();
        assert_eq!(id.options_text(&defaults), "", "{id}");
        for def in OPTIONS {
            let ok = applies(def.scope, id);
            assert_eq!(
                id.options().any(|d| d.key == def.key),
                ok,
                "{id} {}",
                def.key
            );
            for value in def.sample_values() {
                let text = format!("{}={value}", def.key);
                let parsed = id.parse_options(&text);
                if !ok {
                    assert!(
                        matches!(parsed, Err(OptionError::UnknownKey { .. })),
                        "{id} {text}"
                    );
                    continue;
                }
                let o = parsed.unwrap_or_else(|e| panic!("{id} {text}: {e}"));
                assert_eq!(
                    def.value(&o).as_deref(),
                    Some(value.as_str()),
                    "{id} {text}"
                );
                let canonical = id.options_text(&o);
                let is_default = def.value(&o) == def.value(&defaults);
                assert_eq!(
                    canonical,
                    if is_default {
                        String::new()
                    } else {
                        text.clone()
                    }
                );
                assert_eq!(id.parse_options(&canonical).unwrap(), o, "{id} {text}");
                assert_eq!(
                    id.parse_options(&text.to_uppercase()).unwrap(),
                    o,
                    "case does not matter"
                );
                checked += 1;
            }
        }
    }
    // 4 Tamerlane variants × (2+3+2+2+2+2+2+2 values) + Full's 3 + 8 Timurid × (2+2).
    assert_eq!(checked, 4 * 17 + 3 + 8 * 4);
}

#[test]
fn all_options_together_print_in_table_order() {
    let id = VariantId::TamerlaneFull;
    let text = "full-pieces=forbes swap=check-only pop-placement=loose symmetry=mirror \
                move-rule=50 repetition=3 bare-king=loses citadel=second-entry giraffe-min=2";
    let o = id.parse_options(text).unwrap();
    assert_eq!(
        id.options_text(&o),
        "giraffe-min=2 citadel=second-entry bare-king=loses repetition=3 move-rule=50 \
         symmetry=mirror pop-placement=loose swap=check-only full-pieces=forbes"
    );
    assert_eq!(
        VariantId::Herat.options_text(&VariantId::Herat.parse_options("repetition=off").unwrap()),
        "repetition=off"
    );
}

#[test]
fn bad_options_are_typed_and_list_the_valid_forms() {
    let herat_valid = "repetition=off|3, move-rule=N (1-1000)";
    assert_eq!(
        VariantId::Herat.parse_options("giraffe-min=2"),
        Err(OptionError::UnknownKey {
            key: "giraffe-min".into(),
            variant: "herat".into(),
            valid: herat_valid.into()
        })
    );
    assert_eq!(
        VariantId::Herat.parse_options("move-rule=0"),
        Err(OptionError::BadValue {
            key: "move-rule".into(),
            value: "0".into(),
            variant: "herat".into(),
            valid: herat_valid.into()
        })
    );
    assert!(matches!(
        VariantId::Herat.parse_options("move-rule"),
        Err(OptionError::NotKeyValue { .. })
    ));
    assert!(matches!(
        VariantId::Tamerlane.parse_options("swap=any swap=any"),
        Err(OptionError::Repeated { .. })
    ));
    let e = VariantId::Tamerlane.parse_options("=3").unwrap_err();
    assert!(matches!(e, OptionError::UnknownKey { ref key, .. } if key.is_empty()));
    assert_eq!(
        VariantId::Tamerlane.parse_options("").unwrap(),
        RuleOptions::default()
    );
}
