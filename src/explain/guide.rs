//! Reference texts: the rules of a game (`/rules`), one piece (`/piece`), the pieces of a
//! variant and the overview (`/help`). Pure functions of the variant and options (docs/rules.md
//! §2–§5); every text stays under Discord's 2000-character message limit.

use super::moves::piece_name;
use crate::i18n::Lang;
use crate::rules::{
    CitadelRule, Family, FullPieces, Promotion, Role, RuleOptions, Variant, VariantId,
};

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

/// The piece of `variant` that `text` names: its name or an alias ("ferz", "zurafa",
/// "dabbaba"), its letters ("G", "PR"), a plural ("giraffes"), or an unambiguous beginning of
/// a name ("adv"). Case and punctuation do not matter.
pub fn find_piece(variant: &Variant, text: &str) -> Option<Role> {
    let want = normalise(text);
    if want.is_empty() {
        return None;
    }
    let names = |role: Role| -> Vec<String> {
        let mut n = vec![normalise(role.name()), normalise(variant.piece_name(role))];
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
    crate::tr!(
        lang,
        "explain-piece-label",
        piece = piece_name(variant, role, lang),
        letter = variant.letter(role)
    )
}

/// "lands from the 3rd square" for the giraffe's minimum.
fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => "4th",
    }
}

/// One sentence: how `role` moves in `variant` under `options` (docs/rules.md §2.2, §2.3, §5).
pub fn how_it_moves(variant: &Variant, role: Role, options: &RuleOptions) -> String {
    let giraffe = format!(
        "one diagonal step, then straight outward along the file or rank, landing on the {} square beyond the diagonal one or further; it cannot jump: every square before the landing square must be empty",
        ordinal(options.giraffe_min)
    );
    let picket = "a bishop move of at least 2 squares: the first diagonal square must be empty and is never a destination";
    let tamerlane = variant.family() == Family::Tamerlane;
    let s: String = match role {
        Role::King if tamerlane => "one step in any of the 8 directions; it alone may step into the opponent's citadel, and once per game it may swap places with an own piece (K<>square) when attacked or without another move".into(),
        Role::King => "one step in any of the 8 directions (royal; no castling); when attacked with no other move it may swap with an unattacked own Prince (King's succession, K<>square)".into(),
        Role::General => "one step diagonally".into(),
        Role::Vizier => "one step orthogonally".into(),
        Role::SeaMonster => "one step orthogonally, like the Vizier".into(),
        Role::Giraffe => giraffe.clone(),
        Role::Picket => picket.into(),
        Role::Knight => "a (2,1) leap, as the chess knight".into(),
        Role::Rook => "any number of squares along a file or rank".into(),
        Role::Bishop => "any number of squares diagonally".into(),
        Role::Queen => "any number of squares along a file, rank or diagonal".into(),
        Role::Camel => "a (3,1) leap: three squares one way and one to the side, jumping".into(),
        Role::Elephant if tamerlane => "a leap of exactly two squares diagonally (2,2), jumping the square between".into(),
        Role::Elephant => "one or two squares diagonally; the two-square move jumps".into(),
        Role::WarEngine => "a leap of exactly two squares along a file or rank (2,0), jumping the square between".into(),
        Role::Prince if tamerlane => "one step in any direction, like the Shah; it is royal".into(),
        Role::Prince => "one step in any direction (not royal), plus a non-capturing move two squares straight forward over an empty square, from anywhere".into(),
        Role::AdventitiousKing => "one step in any direction; it is royal, and it alone may enter its own side's citadel and leave it again".into(),
        Role::Lion if tamerlane => match options.full_pieces {
            FullPieces::Cazaux => "a (3,0) leap: three squares along a file or rank, jumping (full-pieces=cazaux)".into(),
            FullPieces::Forbes => format!("as a Rook or as a Giraffe ({giraffe}) (full-pieces=forbes)"),
            FullPieces::Modern => "as a Knight or a Rook (full-pieces=modern)".into(),
        },
        Role::Bull => match options.full_pieces {
            FullPieces::Cazaux => "a (3,2) leap, jumping (full-pieces=cazaux)".into(),
            FullPieces::Forbes => "as a Picket or as a Giraffe (full-pieces=forbes)".into(),
            FullPieces::Modern => "as a Knight or a bishop (full-pieces=modern)".into(),
        },
        Role::Revealer => match options.full_pieces {
            FullPieces::Cazaux => "a (3,3) leap: three squares diagonally, jumping (full-pieces=cazaux)".into(),
            FullPieces::Forbes => "as a Picket or a Rook (full-pieces=forbes)".into(),
            FullPieces::Modern => "as a queen: any number of squares in any direction (full-pieces=modern)".into(),
        },
        Role::Lion => "one step in any direction, or a leap to any square two away ((2,0), (2,1), (2,2))".into(),
        Role::Pawn => "one or two squares straight forward to empty squares from any rank (the first must be empty); it captures one square diagonally forward, and may capture en passant".into(),
        Role::Cannon => "any number of squares along a file or rank; it captures only by jumping exactly one piece of either colour, as the xiangqi cannon".into(),
        Role::Ship => "one diagonal step, then any number of squares further straight up or down (away from where it came); it may stop after the diagonal step and cannot jump".into(),
        Role::Griffon => "one diagonal step, then any number of squares further outward along the file or the rank; it may stop after the diagonal step and cannot jump".into(),
        Role::Squirrel => "a leap to any square two away: (2,0), (2,1) or (2,2)".into(),
        Role::Snake => "one step straight up or down, then any number of squares diagonally outward; it may stop after the first step and cannot jump".into(),
        Role::Rhinoceros => "one orthogonal step, then any number of squares diagonally outward; it may stop after the first step and cannot jump".into(),
        Role::Emir => "as a Camel (3,1), a Knight (2,1) or a General (one diagonal step)".into(),
        Role::CrownedRook => "as a Rook, or one step in any direction".into(),
        Role::Wizard => "as a General (one diagonal step) or a Camel (3,1)".into(),
        Role::PawnOfPawns => "one step forward to an empty square; it captures one step diagonally forward (no double step, no en passant)".into(),
        r if r.is_pawn() => "one step forward to an empty square; it captures one step diagonally forward (no double step, no en passant)".into(),
        _ => "as shown in the diagram".into(),
    };
    s
}

/// "a" or "an" before `word`.
fn article(word: &str) -> &'static str {
    match word.chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

/// One sentence: what `role` promotes to and which pieces promote to it.
pub fn promotion_sentence(variant: &Variant, role: Role) -> String {
    let name = |r: Role| piece_name(variant, r, Lang::En);
    let own = variant.piece(role).map(|d| d.promotion);
    let mut out: Vec<String> = Vec::new();
    match own {
        Some(Promotion::PawnOfPawns) => out.push(
            "On its last rank it is parked (1st arrival; later placed with P@square where it forks or attacks a piece that cannot move), sent to its pawn of kings' square (2nd arrival), or becomes an Adventitious king (3rd arrival)".into(),
        ),
        Some(Promotion::Forced(to)) => {
            let n = name(to);
            out.push(format!("On its last rank it becomes {} {n}", article(&n)));
        }
        Some(Promotion::Optional(to)) => {
            let n = name(to);
            out.push(format!(
                "A move ending on its last rank may promote it to {} {n} or leave it as it is",
                article(&n)
            ));
        }
        _ => {}
    }
    let from = |optional: bool| -> Vec<String> {
        variant
            .pieces
            .iter()
            .filter(|d| match d.promotion {
                Promotion::Forced(t) => !optional && t == role,
                Promotion::Optional(t) => optional && t == role,
                _ => false,
            })
            .map(|d| format!("the {} ({})", d.role.name(), d.letter))
            .collect()
    };
    let or_list = |items: &[String]| match items {
        [init @ .., last] if !init.is_empty() => format!("{} or {last}", init.join(", ")),
        _ => items.join(""),
    };
    let (forced, optional) = (from(false), from(true));
    if role == Role::AdventitiousKing {
        out.push("The pawn of pawns (PP) becomes one on its third arrival on its last rank".into());
    } else if !forced.is_empty() || !optional.is_empty() {
        let mut s = String::new();
        if !forced.is_empty() {
            s = format!("{} promotes to it on the last rank", or_list(&forced));
        }
        if !optional.is_empty() {
            if s.is_empty() {
                s = format!("{} may promote to it on the last rank", or_list(&optional));
            } else {
                s.push_str(&format!("; {} may", or_list(&optional)));
            }
        }
        out.push(super::moves::capitalised(&s));
    }
    out.iter()
        .map(|s| format!("{s}."))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The text of `/piece`: the piece's name, letter and variant, how it moves, and what it
/// promotes to or from.
pub fn piece_text(variant: &Variant, role: Role, options: &RuleOptions) -> String {
    format!(
        "**{}** in {}: {}. {}\nIn the diagram, green dots are the squares it can reach from its square; grey diamonds are squares it must pass over, which must be empty.",
        piece_label(variant, role, Lang::En),
        variant.id.name(),
        super::moves::capitalised(&how_it_moves(variant, role, options)),
        promotion_sentence(variant, role)
    )
}

/// "• key=value: meaning (default)".
fn option_line(word: String, meaning: &str, default: bool) -> String {
    let mark = if default { " (default)" } else { " (chosen)" };
    format!("• {word}: {meaning}{mark}")
}

/// The `/rules` text of a game of `id` under `options`: board and array, every option with its
/// value, the special rules that apply, and (Timurid) the variant's own pieces.
pub fn rules_text(id: VariantId, options: &RuleOptions) -> String {
    let d = id.default_options();
    let o = options;
    let variant = Variant::get(id, options);
    let mut out: Vec<String> = Vec::new();
    // One line per option of the table (docs/rules.md §7), with its value and meaning.
    let option_lines: Vec<String> = id
        .options()
        .map(|def| {
            let value = def.value(o);
            let word = format!(
                "{}={}",
                def.key,
                value.clone().unwrap_or_else(|| "N".into())
            );
            option_line(word, &def.meaning(o), value == def.value(&d))
        })
        .collect();
    if id.family() == Family::Tamerlane {
        let pk = |i: usize| {
            variant.pk_start[i]
                .map(|s| s.to_string())
                .unwrap_or_default()
        };
        out.push(format!(
            "**{}** (`{}`): 11×10 board with two citadels (x1, White's, beside k2; x2, Black's, beside a9); {}.",
            id.name(),
            id.id(),
            variant.spec.array
        ));
        out.push("**Options** (chosen in /challenge)".into());
        out.extend(option_lines);
        out.push("**Special rules**".into());
        let citadel_end = match o.citadel {
            CitadelRule::Immediate => "entering the opponent's citadel draws at once",
            CitadelRule::Claim => "a Shah in the opponent's citadel lets its owner /claim a draw",
            CitadelRule::SecondEntry => {
                "a first entry lets its owner /claim a draw, a second draws at once"
            }
        };
        out.push(format!(
            "• Citadels: only a Shah enters the opponent's citadel, only an Adventitious king its own; a citadel's occupant cannot be captured; {citadel_end}."
        ));
        out.push("• Promotion: a pawn on its last rank becomes its piece; the pawn of kings becomes a Prince.".into());
        out.push(format!(
            "• Pawn of pawns: 1st arrival parks it until placed (P@e6) where it {}; 2nd arrival sends it to its pawn of kings' square ({}/{}); 3rd makes it an Adventitious king.",
            if o.pop_loose {
                "attacks an enemy piece"
            } else {
                "forks two pieces or attacks one that cannot move"
            },
            pk(0),
            pk(1)
        ));
        out.push(format!(
            "• Shah's swap: once per game, K<>d3 exchanges the Shah with an own piece when the Shah is attacked{}.",
            if o.swap_check_only {
                ""
            } else {
                " or there is no other move"
            }
        ));
        out.push("• Royals: Shah, Prince, Adventitious king. With two or more, none is bound by check and any may be captured; the last one must be mated.".into());
        out.push(format!(
            "• Stalemate loses. {} {}",
            if o.bare_king_loses {
                "A bare side loses (bare-king=loses)."
            } else {
                "A bare Shah does not lose."
            },
            match (o.repetition, o.move_rule) {
                (false, None) => "No draw by repetition or move count.".to_string(),
                (true, None) => "Threefold repetition draws.".to_string(),
                (false, Some(n)) => format!("The {n}-move rule draws."),
                (true, Some(n)) => format!("Threefold repetition and the {n}-move rule draw."),
            }
        ));
        if id == VariantId::TamerlaneFull {
            out.push("• Extra pieces: Sea monster (S) moves as the Vizier; Lion (L), Bull (B) and Revealer (Y) as full-pieces says. /piece shows each.".into());
        }
    } else {
        let (central, side) = match variant.spec.setup {
            crate::rules::Setup::Timurid { central, side } => (Some(central), Some(side)),
            crate::rules::Setup::Ranks(_) => (None, None),
        };
        let label = |r: Option<Role>| {
            r.map(|r| piece_name(variant, r, Lang::En))
                .unwrap_or_default()
        };
        out.push(format!(
            "**{}** (`{}`): 12×12 Timurid board; central piece {} (g2, g11), side pieces {}s (d2, i2 / d11, i11).",
            id.name(),
            id.id(),
            label(central),
            label(side)
        ));
        out.push("**Options** (chosen in /challenge)".into());
        out.extend(option_lines);
        out.push("**Special rules**".into());
        out.push("• Pawns step one or two squares forward from any rank and capture diagonally forward. En passant: after a Pawn or Prince double step, an enemy Pawn attacking the passed square may take it on the next move.".into());
        let forced: Vec<String> = variant
            .pieces
            .iter()
            .filter_map(|p| match p.promotion {
                Promotion::Forced(to) => Some(format!(
                    "{} → {}",
                    piece_name(variant, p.role, Lang::En),
                    piece_name(variant, to, Lang::En)
                )),
                _ => None,
            })
            .collect();
        out.push(format!(
            "• Promotion on the last rank: {} (forced); the Prince may become a Queen or stay a Prince.",
            forced.join(", ")
        ));
        out.push("• King's succession: a King attacked with no other legal move may swap with an unattacked own Prince (K<>e2), once per Prince.".into());
        out.push(format!(
            "• Stalemate draws. {} No castling.",
            if o.repetition {
                "The third occurrence of a position draws."
            } else {
                "No draw by repetition."
            }
        ));
        out.push(format!("**Pieces of {}**", id.name()));
        let mut own: Vec<Role> = Vec::new();
        for r in [central, side].into_iter().flatten() {
            own.push(r);
        }
        for r in own.clone() {
            if let Some(Promotion::Forced(to)) = variant.piece(r).map(|d| d.promotion) {
                if to != Role::Queen && !own.contains(&to) {
                    own.push(to);
                }
            }
        }
        for r in own {
            let place = if Some(r) == central {
                ", central"
            } else if Some(r) == side {
                ", side"
            } else {
                ", by promotion"
            };
            out.push(format!(
                "• {} ({}{place}): {}.",
                piece_name(variant, r, Lang::En),
                variant.letter(r),
                how_it_moves(variant, r, o)
            ));
        }
        out.push("Also: Prince (I) king step + 2-square forward move; Elephant (E) 1–2 diagonal; Camel (J) (3,1); Cannon (Z) as in xiangqi. /piece shows any piece.".into());
    }
    out.join("\n")
}

/// The text of `/help pieces` in `lang`: the variant's pieces with their letters (the picture
/// shows them).
pub fn pieces_text(variant: &Variant, lang: Lang) -> String {
    let labels: Vec<String> = variant
        .pieces
        .iter()
        .map(|p| format!("{} {}", p.letter, piece_name(variant, p.role, lang)))
        .collect();
    crate::tr!(
        lang,
        "explain-pieces-text",
        variant = variant.id.name(),
        pieces = labels.join(&crate::tr!(lang, "explain-list-separator"))
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
            assert_eq!(find_piece(t, text), Some(role), "{text}");
        }
        assert_eq!(find_piece(t, "queen"), None);
        assert_eq!(find_piece(t, "pawn"), None, "ambiguous");
        assert_eq!(find_piece(t, ""), None);
        let h = variant(VariantId::Herat);
        assert_eq!(find_piece(h, "crowned rook"), Some(Role::CrownedRook));
        assert_eq!(find_piece(h, "a"), Some(Role::CrownedRook));
        assert_eq!(find_piece(h, "ship"), Some(Role::Ship));
        assert_eq!(find_piece(h, "pawn"), Some(Role::Pawn));
        assert_eq!(find_piece(h, "giraffe"), None);
    }

    #[test]
    fn every_piece_text_and_rules_text_fits_in_a_message() {
        for id in VariantId::ALL {
            for opts in ["", "full-pieces=forbes", "giraffe-min=2 citadel=second-entry pop-placement=loose swap=check-only bare-king=loses repetition=3 move-rule=50 symmetry=mirror", "repetition=off move-rule=1000"] {
                let Ok(o) = id.parse_options(opts) else { continue };
                let text = rules_text(id, &o);
                assert!(text.chars().count() <= MESSAGE_LIMIT, "{id} {opts}: {} chars\n{text}", text.chars().count());
                let v = Variant::get(id, &o);
                for p in &v.pieces {
                    let t = piece_text(v, p.role, &o);
                    assert!(t.chars().count() <= MESSAGE_LIMIT, "{t}");
                    assert!(!t.contains("as shown in the diagram"), "{t}");
                    assert_eq!(find_piece(v, p.role.name()), Some(p.role), "{id}");
                    assert_eq!(find_piece(v, p.letter), Some(p.role), "{id}");
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
        let text = rules_text(id, &id.default_options());
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
        );
        assert!(text.contains("• giraffe-min=2: the Giraffe lands from the 2nd square after its diagonal step (chosen)"), "{text}");
        assert!(text.contains("• citadel=claim: "), "{text}");
        assert!(text.contains("lets its owner /claim a draw"), "{text}");
        let feminine = rules_text(
            VariantId::TamerlaneFeminine,
            &VariantId::TamerlaneFeminine.default_options(),
        );
        assert!(feminine.contains("(f2/f9)"), "{feminine}");
        let full = rules_text(
            VariantId::TamerlaneFull,
            &VariantId::TamerlaneFull.default_options(),
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
        let mirza = rules_text(VariantId::Mirza, &VariantId::Mirza.default_options());
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
            piece_text(t, Role::Giraffe, &o).lines().next().unwrap(),
            "**Giraffe (G)** in Tamerlane: One diagonal step, then straight outward along the file or rank, landing on the 3rd square beyond the diagonal one or further; it cannot jump: every square before the landing square must be empty. The pawn of giraffes (PG) promotes to it on the last rank."
        );
        assert!(piece_text(t, Role::Prince, &o).contains("The pawn of kings (PK) promotes to it"));
        assert!(
            piece_text(t, Role::PawnOfKings, &o).contains("On its last rank it becomes a Prince.")
        );
        assert!(piece_text(t, Role::AdventitiousKing, &o).contains("third arrival"));
        let h = variant(VariantId::Herat);
        let ho = VariantId::Herat.default_options();
        let q = piece_text(h, Role::Queen, &ho);
        assert!(
            q.contains("The pawn (P) or the crowned rook (A) promotes to it on the last rank; the prince (I) may."),
            "{q}"
        );
        assert!(piece_text(h, Role::Ship, &ho).contains("On its last rank it becomes a Griffon."));
    }
}
