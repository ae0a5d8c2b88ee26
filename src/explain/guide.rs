//! Reference texts: the rules of a game (`/rules`), one piece (`/piece`), the pieces of a
//! variant and the overview (`/help`). Pure functions of the variant and options (docs/rules.md
//! §2–§5); every text stays under Discord's 2000-character message limit.

use super::moves::{capitalised, piece_name};
use crate::i18n::{Args, Lang};
use crate::rules::{
    CitadelRule, Family, FullPieces, OptionDef, OptionValues, Promotion, Role, RuleOptions, Setup,
    Variant, VariantId,
};
use crate::tr;

/// Discord's limit on a message's content, in characters.
pub const MESSAGE_LIMIT: usize = 2000;

/// Lower case, apostrophes dropped, `-`/`_` as spaces, single spaces.
fn normalise(text: &str) -> String {
    text.to_lowercase()
        .replace(['\'', '’', 'ʿ'], "")
        .replace(['-', '_'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The piece of `variant` that `text` names: its name (in English or in `lang`) or an alias
/// ("ferz", "zurafa", "dabbaba"), its letters ("G", "PR"), a plural ("giraffes"), or an
/// unambiguous beginning of a name ("adv"). Case and punctuation do not matter.
pub fn find_piece(variant: &Variant, text: &str, lang: Lang) -> Option<Role> {
    let want = normalise(text);
    if want.is_empty() {
        return None;
    }
    let names = |role: Role| -> Vec<String> {
        let mut n = vec![
            normalise(role.name()),
            normalise(variant.piece_name(role)),
            normalise(&piece_name(variant, role, lang)),
        ];
        if let Some(def) = variant.piece(role) {
            n.extend(def.aliases.iter().map(|a| normalise(a)));
        }
        n
    };
    let roles: Vec<Role> = variant.pieces.iter().map(|p| p.role).collect();
    let exact = |w: &str| {
        roles
            .iter()
            .copied()
            .find(|&r| names(r).iter().any(|n| n == w) || variant.letter(r).eq_ignore_ascii_case(w))
    };
    if let Some(r) = exact(&want) {
        return Some(r);
    }
    if let Some(r) = want.strip_suffix('s').and_then(exact) {
        return Some(r);
    }
    let prefixed: Vec<Role> = roles
        .iter()
        .copied()
        .filter(|&r| names(r).iter().any(|n| n.starts_with(&want)))
        .collect();
    match prefixed.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// "Giraffe (G)" in `lang`.
pub fn piece_label(variant: &Variant, role: Role, lang: Lang) -> String {
    tr!(
        lang,
        "explain-piece-label",
        piece = piece_name(variant, role, lang),
        letter = variant.letter(role)
    )
}

/// The name of variant `id` in `lang`, as menus show it ("Tamerlane (feminine array)"; catalog
/// `explain-variant-<id>`).
pub fn variant_name(id: VariantId, lang: Lang) -> String {
    tr!(lang, &format!("explain-variant-{}", id.id()))
}

/// The catalog id of how `role` moves in `variant` under `options` (`explain-moves-*`).
fn moves_id(variant: &Variant, role: Role, options: &RuleOptions) -> &'static str {
    let tamerlane = variant.family() == Family::Tamerlane;
    let full = options.full_pieces;
    match role {
        Role::King if tamerlane => "explain-moves-shah",
        Role::King => "explain-moves-king",
        Role::General => "explain-moves-general",
        Role::Vizier => "explain-moves-vizier",
        Role::SeaMonster => "explain-moves-sea-monster",
        Role::Giraffe => "explain-moves-giraffe",
        Role::Picket => "explain-moves-picket",
        Role::Knight => "explain-moves-knight",
        Role::Rook => "explain-moves-rook",
        Role::Bishop => "explain-moves-bishop",
        Role::Queen => "explain-moves-queen",
        Role::Camel => "explain-moves-camel",
        Role::Elephant if tamerlane => "explain-moves-elephant-tamerlane",
        Role::Elephant => "explain-moves-elephant",
        Role::WarEngine => "explain-moves-war-engine",
        Role::Prince if tamerlane => "explain-moves-prince-tamerlane",
        Role::Prince => "explain-moves-prince",
        Role::AdventitiousKing => "explain-moves-adventitious-king",
        Role::Lion if tamerlane => match full {
            FullPieces::Cazaux => "explain-moves-lion-cazaux",
            FullPieces::Forbes => "explain-moves-lion-forbes",
            FullPieces::Modern => "explain-moves-lion-modern",
        },
        Role::Bull => match full {
            FullPieces::Cazaux => "explain-moves-bull-cazaux",
            FullPieces::Forbes => "explain-moves-bull-forbes",
            FullPieces::Modern => "explain-moves-bull-modern",
        },
        Role::Revealer => match full {
            FullPieces::Cazaux => "explain-moves-revealer-cazaux",
            FullPieces::Forbes => "explain-moves-revealer-forbes",
            FullPieces::Modern => "explain-moves-revealer-modern",
        },
        Role::Lion => "explain-moves-lion",
        Role::Pawn => "explain-moves-pawn",
        Role::Cannon => "explain-moves-cannon",
        Role::Ship => "explain-moves-ship",
        Role::Griffon => "explain-moves-griffon",
        Role::Squirrel => "explain-moves-squirrel",
        Role::Snake => "explain-moves-snake",
        Role::Rhinoceros => "explain-moves-rhinoceros",
        Role::Emir => "explain-moves-emir",
        Role::CrownedRook => "explain-moves-crowned-rook",
        Role::Wizard => "explain-moves-wizard",
        r if r.is_pawn() => "explain-moves-tamerlane-pawn",
        _ => "explain-moves-other",
    }
}

/// One clause in `lang`, lower case first, no full stop: how `role` moves in `variant` under
/// `options` (docs/rules.md §2.2, §2.3, §5; catalog `explain-moves-*`).
pub fn how_it_moves(variant: &Variant, role: Role, options: &RuleOptions, lang: Lang) -> String {
    let giraffe = || {
        tr!(
            lang,
            "explain-moves-giraffe",
            min = u32::from(options.giraffe_min)
        )
    };
    match moves_id(variant, role, options) {
        "explain-moves-giraffe" => giraffe(),
        "explain-moves-lion-forbes" => {
            tr!(lang, "explain-moves-lion-forbes", giraffe = giraffe())
        }
        id => tr!(lang, id),
    }
}

/// The pieces of `variant` that promote to `role`, forced (`optional` false) or by choice, as
/// list items in `lang` ("the pawn of giraffes (PG)"), the first one capitalised when `first`.
fn promoted_from(
    variant: &Variant,
    role: Role,
    optional: bool,
    first: bool,
    lang: Lang,
) -> Vec<String> {
    variant
        .pieces
        .iter()
        .filter(|d| match d.promotion {
            Promotion::Forced(t) => !optional && t == role,
            Promotion::Optional(t) => optional && t == role,
            _ => false,
        })
        .enumerate()
        .map(|(i, d)| {
            let id = if first && i == 0 {
                "explain-promotion-from-first"
            } else {
                "explain-promotion-from-next"
            };
            tr!(
                lang,
                id,
                piece = crate::render::piece_name(variant, d.role, lang, true),
                letter = d.letter
            )
        })
        .collect()
}

/// Sentences in `lang`: what `role` promotes to and which pieces promote to it.
pub fn promotion_sentence(variant: &Variant, role: Role, lang: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    match variant.piece(role).map(|d| d.promotion) {
        Some(Promotion::PawnOfPawns) => out.push(tr!(lang, "explain-promotion-pawn-of-pawns")),
        Some(Promotion::Forced(to)) => out.push(tr!(
            lang,
            "explain-promotion-forced",
            piece = piece_name(variant, to, lang)
        )),
        Some(Promotion::Optional(to)) => out.push(tr!(
            lang,
            "explain-promotion-optional",
            piece = piece_name(variant, to, lang)
        )),
        _ => {}
    }
    let or_list = |items: &[String]| super::joined(items, "explain-list-or", lang);
    let forced = promoted_from(variant, role, false, true, lang);
    let optional = promoted_from(variant, role, true, forced.is_empty(), lang);
    if role == Role::AdventitiousKing {
        out.push(tr!(lang, "explain-promotion-to-adventitious-king"));
    } else if !forced.is_empty() && !optional.is_empty() {
        out.push(tr!(
            lang,
            "explain-promotion-from-both",
            forced = or_list(&forced),
            optional = or_list(&optional)
        ));
    } else if !forced.is_empty() {
        out.push(tr!(
            lang,
            "explain-promotion-from-forced",
            pieces = or_list(&forced)
        ));
    } else if !optional.is_empty() {
        out.push(tr!(
            lang,
            "explain-promotion-from-optional",
            pieces = or_list(&optional)
        ));
    }
    out.join(&tr!(lang, "explain-sentence-gap"))
}

/// The text of `/piece` in `lang`: the piece's name, letter and variant, how it moves, what it
/// promotes to or from, and the key to the diagram.
pub fn piece_text(variant: &Variant, role: Role, options: &RuleOptions, lang: Lang) -> String {
    let moves = how_it_moves(variant, role, options, lang);
    // English starts the clause after the colon with a capital; the other catalogs write it
    // as their typography wants (lower case after a colon in French, Russian, Spanish…).
    let moves = if lang == Lang::En {
        capitalised(&moves)
    } else {
        moves
    };
    let text = tr!(
        lang,
        "explain-piece-text",
        label = format!("**{}**", piece_label(variant, role, lang)),
        variant = variant_name(variant.id, lang),
        moves = moves,
        promotion = promotion_sentence(variant, role, lang)
    );
    format!("{text}\n{}", tr!(lang, "explain-piece-diagram-key"))
}

/// What the value of `def` in `options` means, in `lang` (catalog `explain-option-<key>-<value>`,
/// `explain-option-move-rule-n` / `-unset`).
pub fn option_meaning(def: &OptionDef, options: &RuleOptions, lang: Lang) -> String {
    match (def.values, def.value(options)) {
        (OptionValues::Number { .. }, Some(n)) => {
            let n: u32 = n.parse().unwrap_or(0);
            tr!(
                lang,
                &format!("explain-option-{}-n", def.key),
                halfmoves = 2 * n
            )
        }
        (OptionValues::Number { .. }, None) => {
            tr!(lang, &format!("explain-option-{}-unset", def.key))
        }
        (OptionValues::Choice(_), Some(w)) => tr!(lang, &format!("explain-option-{}-{w}", def.key)),
        (OptionValues::Choice(_), None) => String::new(),
    }
}

/// The `/rules` text in `lang` of a game of `id` under `options`: board and array, every option
/// with its value, the special rules that apply, and (Timurid) the variant's own pieces.
pub fn rules_text(id: VariantId, options: &RuleOptions, lang: Lang) -> String {
    let d = id.default_options();
    let o = options;
    let variant = Variant::get(id, options);
    let name = |r: Role| piece_name(variant, r, lang);
    let mut out: Vec<String> = Vec::new();
    let title = |key: &'static str, args: Args| {
        let args = args
            .with("variant", format!("**{}**", variant_name(id, lang)))
            .with("id", id.id());
        lang.text(key, &args)
    };
    let head = match variant.spec.setup {
        Setup::Timurid { central, side } => title(
            "explain-rules-title-timurid",
            Args::new()
                .with("central", name(central))
                .with("side", name(side)),
        ),
        Setup::Ranks(_) => title(
            "explain-rules-title-tamerlane",
            Args::new().with("array", tr!(lang, &format!("explain-array-{}", id.id()))),
        ),
    };
    out.push(head);
    // One line per option of the table (docs/rules.md §7), with its value and meaning.
    out.push(tr!(lang, "explain-rules-options"));
    out.extend(id.options().map(|def| {
        let value = def.value(o);
        let line = if value == def.value(&d) {
            "explain-rules-option-default"
        } else {
            "explain-rules-option-chosen"
        };
        let word = format!("{}={}", def.key, value.unwrap_or_else(|| "N".into()));
        tr!(
            lang,
            line,
            option = word,
            meaning = option_meaning(def, o, lang)
        )
    }));
    out.push(tr!(lang, "explain-rules-special"));
    if id.family() == Family::Tamerlane {
        tamerlane_rules(variant, o, lang, &mut out);
    } else {
        timurid_rules(variant, o, lang, &mut out);
    }
    out.join("\n")
}

/// The special rules of a Tamerlane-family game (docs/rules.md §4), one line each.
fn tamerlane_rules(variant: &Variant, o: &RuleOptions, lang: Lang, out: &mut Vec<String>) {
    let pk = |i: usize| {
        variant.pk_start[i]
            .map(|s| s.to_string())
            .unwrap_or_default()
    };
    let citadel = match o.citadel {
        CitadelRule::Immediate => "immediate",
        CitadelRule::Claim => "claim",
        CitadelRule::SecondEntry => "second-entry",
    };
    out.push(tr!(lang, "explain-rules-citadels", citadel = citadel));
    out.push(tr!(lang, "explain-rules-promotion-tamerlane"));
    out.push(tr!(
        lang,
        "explain-rules-pawn-of-pawns",
        placement = if o.pop_loose { "loose" } else { "strict" },
        white = pk(0),
        black = pk(1)
    ));
    out.push(tr!(
        lang,
        "explain-rules-swap",
        swap = if o.swap_check_only {
            "check-only"
        } else {
            "any"
        }
    ));
    out.push(tr!(lang, "explain-rules-royals"));
    let bare = if o.bare_king_loses {
        tr!(lang, "explain-rules-bare-loses")
    } else {
        tr!(lang, "explain-rules-bare-survives")
    };
    let draws = match (o.repetition, o.move_rule) {
        (false, None) => tr!(lang, "explain-rules-draws-none"),
        (true, None) => tr!(lang, "explain-rules-draws-repetition"),
        (false, Some(n)) => tr!(lang, "explain-rules-draws-move-rule", moves = u32::from(n)),
        (true, Some(n)) => tr!(lang, "explain-rules-draws-both", moves = u32::from(n)),
    };
    out.push(tr!(
        lang,
        "explain-rules-stalemate-loses",
        bare = bare,
        draws = draws
    ));
    if variant.id == VariantId::TamerlaneFull {
        out.push(tr!(lang, "explain-rules-full-extra"));
    }
}

/// The special rules of a Timurid game (docs/rules.md §5) and its own pieces, one line each.
fn timurid_rules(variant: &Variant, o: &RuleOptions, lang: Lang, out: &mut Vec<String>) {
    let name = |r: Role| piece_name(variant, r, lang);
    let (central, side) = match variant.spec.setup {
        Setup::Timurid { central, side } => (Some(central), Some(side)),
        Setup::Ranks(_) => (None, None),
    };
    out.push(tr!(lang, "explain-rules-pawns-timurid"));
    let forced: Vec<String> = variant
        .pieces
        .iter()
        .filter_map(|p| match p.promotion {
            Promotion::Forced(to) => Some(tr!(
                lang,
                "explain-rules-promotes-to",
                from = name(p.role),
                to = name(to)
            )),
            _ => None,
        })
        .collect();
    out.push(tr!(
        lang,
        "explain-rules-promotion-timurid",
        forced = forced.join(&tr!(lang, "explain-list-separator"))
    ));
    out.push(tr!(lang, "explain-rules-succession"));
    out.push(tr!(
        lang,
        "explain-rules-stalemate-draws",
        repetition = if o.repetition { "3" } else { "off" }
    ));
    out.push(tr!(
        lang,
        "explain-rules-pieces",
        variant = variant_name(variant.id, lang)
    ));
    let mut own: Vec<Role> = [central, side].into_iter().flatten().collect();
    for r in own.clone() {
        if let Some(Promotion::Forced(to)) = variant.piece(r).map(|d| d.promotion) {
            if to != Role::Queen && !own.contains(&to) {
                own.push(to);
            }
        }
    }
    for r in own {
        let place = if Some(r) == central {
            "central"
        } else if Some(r) == side {
            "side"
        } else {
            "promotion"
        };
        out.push(tr!(
            lang,
            "explain-rules-piece",
            piece = name(r),
            letter = variant.letter(r),
            place = place,
            moves = how_it_moves(variant, r, o, lang)
        ));
    }
    out.push(tr!(lang, "explain-rules-also-timurid"));
}

/// The text of `/help pieces` in `lang`: the variant's pieces with their letters (the picture
/// shows them).
pub fn pieces_text(variant: &Variant, lang: Lang) -> String {
    let labels: Vec<String> = variant
        .pieces
        .iter()
        .map(|p| format!("{} {}", p.letter, piece_name(variant, p.role, lang)))
        .collect();
    tr!(
        lang,
        "explain-pieces-text",
        variant = variant_name(variant.id, lang),
        pieces = labels.join(&tr!(lang, "explain-list-separator"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variant(id: VariantId) -> &'static Variant {
        Variant::get(id, &id.default_options())
    }

    #[test]
    fn pieces_are_found_by_name_alias_letter_plural_and_prefix() {
        let t = variant(VariantId::Tamerlane);
        for (text, role) in [
            ("giraffe", Role::Giraffe),
            ("Zurafa", Role::Giraffe),
            ("G", Role::Giraffe),
            ("giraffes", Role::Giraffe),
            ("ferz", Role::General),
            ("dabbaba", Role::WarEngine),
            ("war-engine", Role::WarEngine),
            ("W", Role::WarEngine),
            ("pr", Role::PawnOfRooks),
            ("pawn of pawns", Role::PawnOfPawns),
            ("shah", Role::King),
            ("king", Role::King),
            ("adv", Role::AdventitiousKing),
            ("shah masnu'a", Role::AdventitiousKing),
            ("tali'a", Role::Picket),
        ] {
            assert_eq!(find_piece(t, text, Lang::En), Some(role), "{text}");
        }
        assert_eq!(find_piece(t, "queen", Lang::En), None);
        assert_eq!(find_piece(t, "pawn", Lang::En), None, "ambiguous");
        assert_eq!(find_piece(t, "", Lang::En), None);
        let h = variant(VariantId::Herat);
        assert_eq!(
            find_piece(h, "crowned rook", Lang::En),
            Some(Role::CrownedRook)
        );
        assert_eq!(find_piece(h, "a", Lang::En), Some(Role::CrownedRook));
        assert_eq!(find_piece(h, "ship", Lang::En), Some(Role::Ship));
        assert_eq!(find_piece(h, "pawn", Lang::En), Some(Role::Pawn));
        assert_eq!(find_piece(h, "giraffe", Lang::En), None);
    }

    #[test]
    fn every_piece_text_and_rules_text_fits_in_a_message() {
        for id in VariantId::ALL {
            for opts in ["", "full-pieces=forbes", "giraffe-min=2 citadel=second-entry pop-placement=loose swap=check-only bare-king=loses repetition=3 move-rule=50 symmetry=mirror", "repetition=off move-rule=1000"] {
                let Ok(o) = id.parse_options(opts) else { continue };
                let text = rules_text(id, &o, Lang::En);
                assert!(text.chars().count() <= MESSAGE_LIMIT, "{id} {opts}: {} chars\n{text}", text.chars().count());
                let v = Variant::get(id, &o);
                for p in &v.pieces {
                    let t = piece_text(v, p.role, &o, Lang::En);
                    assert!(t.chars().count() <= MESSAGE_LIMIT, "{t}");
                    assert!(!t.contains("as shown in the diagram"), "{t}");
                    assert_eq!(find_piece(v, p.role.name(), Lang::En), Some(p.role), "{id}");
                    assert_eq!(find_piece(v, p.letter, Lang::En), Some(p.role), "{id}");
                }
                for lang in Lang::ALL {
                    assert!(pieces_text(v, lang).chars().count() <= MESSAGE_LIMIT);
                }
            }
        }
    }

    #[test]
    fn the_default_tamerlane_rules() {
        let id = VariantId::Tamerlane;
        let text = rules_text(id, &id.default_options(), Lang::En);
        let expected = "\
**Tamerlane** (`tamerlane`): 11×10 board with two citadels (x1, White's, beside k2; x2, Black's, beside a9); masculine array (Bland's first).
**Options** (chosen in /challenge)
• giraffe-min=3: the Giraffe lands from the 3rd square after its diagonal step (default)
• citadel=immediate: a Shah entering the opponent's citadel draws at once (default)
• bare-king=survives: a bare Shah does not lose (default)
• repetition=off: no draw by repetition (default)
• move-rule=N: not set: no draw by move count (default)
• symmetry=rotate: Black's array is White's turned 180° (default)
• pop-placement=strict: a placed pawn of pawns must fork two enemy pieces or attack one that cannot move (default)
• swap=any: the Shah may swap when attacked or when there is no other move (default)
**Special rules**
• Citadels: only a Shah enters the opponent's citadel, only an Adventitious king its own; a citadel's occupant cannot be captured; entering the opponent's citadel draws at once.
• Promotion: a pawn on its last rank becomes its piece; the pawn of kings becomes a Prince.
• Pawn of pawns: 1st arrival parks it until placed (P@e6) where it forks two pieces or attacks one that cannot move; 2nd arrival sends it to its pawn of kings' square (f3/f8); 3rd makes it an Adventitious king.
• Shah's swap: once per game, K<>d3 exchanges the Shah with an own piece when the Shah is attacked or there is no other move.
• Royals: Shah, Prince, Adventitious king. With two or more, none is bound by check and any may be captured; the last one must be mated.
• Stalemate loses. A bare Shah does not lose. No draw by repetition or move count.";
        assert_eq!(text, expected);
    }

    #[test]
    fn options_show_their_values_and_timurid_rules_list_the_variant_pieces() {
        let id = VariantId::Tamerlane;
        let text = rules_text(
            id,
            &id.parse_options("giraffe-min=2 citadel=claim").unwrap(),
            Lang::En,
        );
        assert!(text.contains("• giraffe-min=2: the Giraffe lands from the 2nd square after its diagonal step (chosen)"), "{text}");
        assert!(text.contains("• citadel=claim: "), "{text}");
        assert!(text.contains("lets its owner /claim a draw"), "{text}");
        let feminine = rules_text(
            VariantId::TamerlaneFeminine,
            &VariantId::TamerlaneFeminine.default_options(),
            Lang::En,
        );
        assert!(feminine.contains("(f2/f9)"), "{feminine}");
        let full = rules_text(
            VariantId::TamerlaneFull,
            &VariantId::TamerlaneFull.default_options(),
            Lang::En,
        );
        assert!(
            full.contains(
                "• full-pieces=cazaux: Lion (3,0), Bull (3,2), Revealer (3,3) leapers (default)"
            ),
            "{full}"
        );
        assert!(
            full.contains("Sea monster (S) moves as the Vizier"),
            "{full}"
        );
        let mirza = rules_text(
            VariantId::Mirza,
            &VariantId::Mirza.default_options(),
            Lang::En,
        );
        for line in [
            "**Mirza** (`mirza`): 12×12 Timurid board; central piece Snake (g2, g11), side pieces Ships (d2, i2 / d11, i11).",
            "• repetition=3: the third occurrence of a position draws (default)",
            "• Promotion on the last rank: Pawn → Queen, Snake → Rhinoceros, Ship → Griffon (forced); the Prince may become a Queen or stay a Prince.",
            "• Snake (S, central): one step straight up or down",
            "• Ship (X, side): one diagonal step",
            "• Rhinoceros (U, by promotion): one orthogonal step",
            "King's succession",
            "En passant",
            "Stalemate draws.",
        ] {
            assert!(mirza.contains(line), "{line}\n{mirza}");
        }
    }

    #[test]
    fn piece_texts_say_how_it_moves_and_what_promotes() {
        let t = variant(VariantId::Tamerlane);
        let o = VariantId::Tamerlane.default_options();
        assert_eq!(
            piece_text(t, Role::Giraffe, &o, Lang::En).lines().next().unwrap(),
            "**Giraffe (G)** in Tamerlane: One diagonal step, then straight outward along the file or rank, landing on the 3rd square beyond the diagonal one or further; it cannot jump: every square before the landing square must be empty. The pawn of giraffes (PG) promotes to it on the last rank."
        );
        assert!(piece_text(t, Role::Prince, &o, Lang::En)
            .contains("The pawn of kings (PK) promotes to it"));
        assert!(piece_text(t, Role::PawnOfKings, &o, Lang::En)
            .contains("On its last rank it becomes a Prince."));
        assert!(piece_text(t, Role::AdventitiousKing, &o, Lang::En).contains("third arrival"));
        let h = variant(VariantId::Herat);
        let ho = VariantId::Herat.default_options();
        let q = piece_text(h, Role::Queen, &ho, Lang::En);
        assert!(
            q.contains("The pawn (P) or the crowned rook (A) promotes to it on the last rank; the prince (I) may."),
            "{q}"
        );
        assert!(piece_text(h, Role::Ship, &ho, Lang::En)
            .contains("On its last rank it becomes a Griffon."));
    }
}
