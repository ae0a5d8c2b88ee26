//! Move explanations in words: what a special move did (docs/rules.md §4, §5) and the state a
//! player should keep in mind afterwards (swaps left, pawn-of-pawns arrivals, citadel claims).
//! Pure functions of positions, so they are unit-tested with hand-made TFENs.

use crate::i18n::Lang;
use crate::rules::{
    citadel_owner, CitadelRule, Color, DrawReason, Move, Outcome, Piece, Position, Role,
    RoyalExchange, Square, Step, Variant,
};
use crate::tr;

/// The display name of `role` in `variant` in `lang` (its piece table's: "Shah" in Tamerlane,
/// "King" in Timurid, "War engine", "Pawn of rooks"; catalog `explain-piece-*`).
pub fn piece_name(variant: &Variant, role: Role, lang: Lang) -> String {
    crate::render::piece_name(variant, role, lang, false)
}

/// "giraffe" → "Giraffe".
pub(crate) fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The catalog's key for a side: `white` or `black`.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "the Rook on d7".
fn the_piece_on(variant: &Variant, role: Role, sq: Square, lang: Lang) -> String {
    tr!(
        lang,
        "explain-the-piece-on",
        piece = piece_name(variant, role, lang),
        square = sq.to_string()
    )
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String], lang: Lang) -> String {
    super::joined(items, "explain-list-and", lang)
}

/// The enemy pieces a pawn of `color` on `sq` attacks in `pos` (diagonally forward), in
/// square order.
fn pawn_targets(pos: &Position, sq: Square, color: Color) -> Vec<Square> {
    pos.pawn_attacks(sq, color)
        .iter()
        .filter(|&t| pos.piece_at(t).is_some_and(|p| p.color != color))
        .collect()
}

/// True if the piece on `sq` has no legal move in `pos` (its side to move).
fn cannot_move(pos: &Position, sq: Square) -> bool {
    !pos.legal_moves().iter().any(|m| m.from() == sq)
}

/// What `mv`, played in `before` and giving `after`, did, in words in `lang` — for special
/// moves (placements, arrivals, swaps, succession, en passant, promotions, citadels, captured or
/// attacked royals when a side has several). Empty for an ordinary move.
pub fn describe_move(before: &Position, mv: &Move, after: &Position, lang: Lang) -> String {
    let v = before.variant();
    let us = before.turn();
    let them = !us;
    let name = |r: Role| piece_name(v, r, lang);
    let mut parts: Vec<String> = Vec::new();
    match *mv {
        Move::Place { from, to, removed } => {
            let removal = removed
                .map(|p| {
                    tr!(
                        lang,
                        "explain-removing",
                        color = side(p.color),
                        piece = name(p.role)
                    )
                })
                .unwrap_or_default();
            if before.pawn_of_pawns_arrivals(us) >= 2 {
                parts.push(tr!(
                    lang,
                    "explain-move-relocated",
                    from = from.to_string(),
                    to = to.to_string(),
                    removal = removal
                ));
            } else {
                let targets = pawn_targets(after, to, us);
                let names: Vec<String> = targets
                    .iter()
                    .filter_map(|&t| after.piece_at(t).map(|p| the_piece_on(v, p.role, t, lang)))
                    .collect();
                let square = to.to_string();
                let s = if names.len() >= 2 {
                    tr!(
                        lang,
                        "explain-move-placed-fork",
                        square = square,
                        removal = removal,
                        pieces = and_list(&names, lang)
                    )
                } else if let (Some(target), Some(&t)) = (names.first(), targets.first()) {
                    let id = if cannot_move(after, t) {
                        "explain-move-placed-attack-stuck"
                    } else {
                        "explain-move-placed-attack"
                    };
                    tr!(
                        lang,
                        id,
                        square = square,
                        removal = removal,
                        target = target
                    )
                } else {
                    tr!(
                        lang,
                        "explain-move-placed",
                        square = square,
                        removal = removal
                    )
                };
                parts.push(s);
            }
        }
        Move::Swap { from, to } => {
            let partner = before
                .piece_at(to)
                .map(|p| name(p.role))
                .unwrap_or_default();
            if v.rules.royal_exchange == RoyalExchange::ShahSwap {
                parts.push(tr!(
                    lang,
                    "explain-move-shah-swap",
                    partner = partner,
                    to = to.to_string(),
                    from = from.to_string(),
                    color = side(us)
                ));
            } else {
                parts.push(tr!(
                    lang,
                    "explain-move-succession",
                    partner = partner,
                    to = to.to_string()
                ));
            }
        }
        Move::EnPassant { from, to } => {
            let taken = Square::new(to.file(), from.rank());
            let piece = before.piece_at(taken).map_or_else(
                || crate::render::piece_name_of("pawn", lang, true),
                |p| name(p.role),
            );
            parts.push(tr!(
                lang,
                "explain-move-en-passant",
                piece = piece,
                square = taken.to_string()
            ));
        }
        Move::Normal { .. } => {
            let step = mv.step().expect("a normal move has a step");
            let Step { role, from, to, .. } = step;
            let last = !to.is_citadel() && to.rank() == v.shape.last_rank(us);
            if role == Role::PawnOfPawns && last {
                parts.push(arrival(before, after, to, lang));
            } else if let Some(p) = step.promotion {
                parts.push(tr!(lang, "explain-move-promotion", piece = name(p)));
            }
            if let Some(c) = step.capture.filter(|&c| v.is_royal(c)) {
                parts.push(tr!(
                    lang,
                    "explain-move-royal-captured",
                    color = side(them),
                    piece = name(c)
                ));
            }
            if to.is_citadel() {
                parts.push(citadel_entry(after, role, to, us, lang));
            }
            if from.is_citadel()
                && role == Role::King
                && citadel_owner(from) == Some(them)
                && before.options().citadel != CitadelRule::Immediate
            {
                parts.push(tr!(lang, "explain-move-left-citadel", color = side(us)));
            }
        }
    }
    for color in [them, us] {
        if after.royals(color).count() >= 2 {
            let attacked: Vec<String> = after
                .attacked_royals(color)
                .into_iter()
                .filter_map(|sq| {
                    after
                        .piece_at(sq)
                        .map(|p| the_piece_on(v, p.role, sq, lang))
                })
                .collect();
            if !attacked.is_empty() {
                parts.push(tr!(
                    lang,
                    "explain-move-several-royals",
                    color = side(color),
                    pieces = and_list(&attacked, lang)
                ));
            }
        }
    }
    sentences(&parts, lang)
}

/// The pawn of pawns arrived on its last rank at `to` (§4.2).
fn arrival(before: &Position, after: &Position, to: Square, lang: Lang) -> String {
    let v = before.variant();
    let us = before.turn();
    match after.pawn_of_pawns_arrivals(us) {
        1 => tr!(lang, "explain-move-first-arrival"),
        2 => match v.pk_start[us.index()] {
            Some(t) if t != to && after.piece_at(t) == Some(Piece::new(us, Role::PawnOfPawns)) => {
                let removal = before
                    .piece_at(t)
                    .map(|p| {
                        tr!(
                            lang,
                            "explain-removing-after",
                            color = side(p.color),
                            piece = piece_name(v, p.role, lang)
                        )
                    })
                    .unwrap_or_default();
                tr!(
                    lang,
                    "explain-move-second-arrival",
                    square = t.to_string(),
                    removal = removal
                )
            }
            Some(t) => tr!(
                lang,
                "explain-move-second-arrival-blocked",
                square = t.to_string(),
                parked = to.to_string()
            ),
            None => tr!(lang, "explain-move-second-arrival-plain"),
        },
        _ => tr!(lang, "explain-move-third-arrival"),
    }
}

/// A royal stepped into the citadel `to` (§4.5).
fn citadel_entry(after: &Position, role: Role, to: Square, us: Color, lang: Lang) -> String {
    if role != Role::King || citadel_owner(to) == Some(us) {
        return tr!(lang, "explain-move-own-citadel", color = side(us));
    }
    if after.outcome() == Some(Outcome::Draw(DrawReason::Citadel)) {
        return tr!(lang, "explain-move-citadel-draw", color = side(us));
    }
    let id = if after.options().citadel == CitadelRule::SecondEntry {
        "explain-move-citadel-claim-second"
    } else {
        "explain-move-citadel-claim"
    };
    tr!(lang, id, color = side(us))
}

/// Sentences (each already a sentence in the catalog) joined by the language's gap: a space,
/// or nothing in Chinese.
fn sentences(parts: &[String], lang: Lang) -> String {
    parts.join(&tr!(lang, "explain-sentence-gap"))
}

/// [`status_note_list`] as one text, the sentences joined as `lang` joins them.
pub fn status_notes(pos: &Position, lang: Lang) -> String {
    sentences(&status_note_list(pos, lang), lang)
}

/// Reminders for the position after a move in `lang` (docs/rules.md §4.2, §4.4, §4.5): whose
/// Shah's swap is left once one has been used or when it can be used now, the pawn-of-pawns
/// arrivals once there are any, and a citadel draw the side to move may claim. Empty when none
/// applies. One sentence per note.
pub fn status_note_list(pos: &Position, lang: Lang) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    if pos.variant().rules.royal_exchange != RoyalExchange::ShahSwap || pos.outcome().is_some() {
        return parts;
    }
    let turn = pos.turn();
    let (w, b) = (
        pos.swap_available(Color::White),
        pos.swap_available(Color::Black),
    );
    let swap_now = pos
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Swap { .. }));
    if swap_now {
        parts.push(tr!(lang, "explain-status-swap-now", color = side(turn)));
    }
    if !(w && b) {
        let id = match (w, b) {
            (true, _) => "explain-status-swap-white-only",
            (_, true) => "explain-status-swap-black-only",
            _ => "explain-status-swap-neither",
        };
        parts.push(tr!(lang, id));
    }
    let (aw, ab) = (
        pos.pawn_of_pawns_arrivals(Color::White),
        pos.pawn_of_pawns_arrivals(Color::Black),
    );
    if aw + ab > 0 {
        parts.push(tr!(
            lang,
            "explain-status-arrivals",
            white = u64::from(aw),
            black = u64::from(ab)
        ));
    }
    if pos.can_claim_citadel_draw() {
        parts.push(tr!(
            lang,
            "explain-status-citadel-claim",
            color = side(turn)
        ));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn pos(id: VariantId, options: &str, tfen: &str) -> Position {
        Position::from_tfen(id, id.parse_options(options).unwrap(), tfen).unwrap()
    }

    /// `tfen` in Tamerlane with the default options.
    fn tamerlane(tfen: &str) -> Position {
        pos(VariantId::Tamerlane, "", tfen)
    }

    /// `tfen` in Herat with the default options.
    fn herat(tfen: &str) -> Position {
        pos(VariantId::Herat, "", tfen)
    }

    /// The position after playing `text` in `before`.
    fn played(before: &Position, text: &str) -> Position {
        before.play(&before.parse_move(text).unwrap()).unwrap()
    }

    /// Plays `text` and describes it.
    fn say(before: &Position, text: &str) -> String {
        let mv = before.parse_move(text).unwrap();
        let after = before.play(&mv).unwrap();
        describe_move(before, &mv, &after, Lang::En)
    }

    // White: parked pawn of pawns on a10 (1 arrival), Shah f2. Black: Shah f9, Rook d7, Giraffe f7.
    const PARKED: &str = "PP10/6k5/11/3r1g5/11/11/11/11/5K6/11 w Kk 10 0 1";

    #[test]
    fn a_placement_names_the_fork() {
        let p = tamerlane(PARKED);
        assert_eq!(
            say(&p, "P@e6"),
            "Pawn of pawns placed on e6, forking the Rook on d7 and the Giraffe on f7."
        );
        let after = played(&p, "P@e6");
        assert_eq!(
            status_notes(&after, Lang::En),
            "Pawn-of-pawns arrivals: White 1, Black 0 (3rd makes an Adventitious king)."
        );
    }

    #[test]
    fn explanations_read_in_other_languages() {
        let p = tamerlane(PARKED);
        let mv = p.parse_move("P@e6").unwrap();
        let after = p.play(&mv).unwrap();
        assert_eq!(
            describe_move(&p, &mv, &after, Lang::ZhCn),
            "兵的兵放置在 e6，捉双d7 上的车和f7 上的长颈鹿。"
        );
        assert_eq!(
            describe_move(&p, &mv, &after, Lang::Fr),
            "Pion de pions posé en e6, fourchette sur Tour en d7 et Girafe en f7."
        );
        assert_eq!(
            status_notes(&after, Lang::Ru),
            "Приходы пешки пешек: белые 1, чёрные 0 (третий даёт искусственного шаха)."
        );
    }

    #[test]
    fn a_loose_placement_attacks_one_piece() {
        let p = pos(VariantId::Tamerlane, "pop-placement=loose", PARKED);
        assert_eq!(
            say(&p, "P@c6"),
            "Pawn of pawns placed on c6, attacking the Rook on d7."
        );
    }

    #[test]
    fn the_three_arrivals() {
        let t = |arrivals: &str| format!("11/1PP4k5/11/11/11/11/11/11/5K6/11 w Kk {arrivals} 0 1");
        assert_eq!(
            say(&tamerlane(&t("00")), "a9-a10"),
            "Pawn of pawns reached its last rank (first arrival): it is parked until placed (P@square)."
        );
        assert_eq!(
            say(&tamerlane(&t("10")), "a9-a10"),
            "Second arrival: the pawn of pawns moves to f3."
        );
        assert_eq!(
            say(&tamerlane(&t("20")), "a9-a10=A"),
            "Third arrival: the pawn of pawns becomes an Adventitious king."
        );
    }

    #[test]
    fn a_blocked_second_arrival_waits_and_relocates_later() {
        // White's Shah stands on f3, White's pawn of kings' square.
        let p = tamerlane("11/1PP4k5/11/11/11/11/11/5K5/12/11 w Kk 10 0 1");
        assert_eq!(
            say(&p, "a9-a10"),
            "Second arrival: a royal stands on f3, so the pawn of pawns stays parked on a10 until it can move there (P@f3)."
        );
        let p = tamerlane("PP10/6k5/11/11/11/11/11/11/5K6/11 w Kk 20 0 1");
        assert_eq!(
            say(&p, "P@f3"),
            "Second arrival: the pawn of pawns moves from a10 to f3."
        );
    }

    #[test]
    fn the_shahs_swap_and_the_kings_succession() {
        // White's Shah on e2 is attacked by the rook on e9; the Vizier stands on d3.
        let p = tamerlane("11/5r1k4/11/11/11/11/11/3V7/4K7/11 w Kk 00 0 1");
        assert_eq!(
            say(&p, "K<>d3"),
            "Shah swapped with the Vizier on d3 (the Shah goes to d3, the Vizier to e2; White's swap is now used)."
        );
        assert_eq!(
            status_notes(&p, Lang::En),
            "White may use the Shah's swap now (K<>square, once per game)."
        );
        let after = played(&p, "K<>d3");
        assert_eq!(
            status_notes(&after, Lang::En),
            "Shah's swap still available to Black only."
        );
        // Herat: White's King f1 attacked, every flight square attacked: succession with a1.
        let attacked = herat("4rrr4k/12/12/12/12/12/12/12/12/12/12/I4K6 w - - 0 1");
        assert_eq!(
            say(&attacked, "K<>a1"),
            "King's succession: the King swaps with the Prince on a1."
        );
    }

    #[test]
    fn en_passant_and_promotions() {
        let before = herat("4k7/3p8/12/4P7/12/12/12/12/12/12/12/5K6 b - - 0 1");
        let mid = played(&before, "d11-d9");
        assert_eq!(
            say(&mid, "e9xd10"),
            "En passant: the Pawn on d9 is captured."
        );
        let pk = tamerlane("11/1PK4k5/11/11/11/11/11/11/5K6/11 w Kk 00 0 1");
        assert_eq!(say(&pk, "a9-a10"), "Promotion to Prince.");
    }

    #[test]
    fn several_royals_are_listed_when_attacked() {
        // White has a Shah (f3) and a Prince (a10); Black's rook moves on or off the a-file.
        let p = tamerlane("I10/6k5/11/11/11/11/11/5K5/12/r10 b Kk 00 0 1");
        assert_eq!(say(&p, "Ra1-b1"), "");
        assert_eq!(
            say(&p, "Ra1-a2"),
            "White has several royals (so no check); under attack: the Prince on a10."
        );
    }

    #[test]
    fn citadel_entries_draw_or_allow_a_claim() {
        // White's Shah on a9, next to Black's citadel x2.
        let t = "11/1K4k5/11/11/11/11/11/11/12/11 w Kk 00 0 1";
        assert_eq!(
            say(&tamerlane(t), "citadel"),
            "Draw: White's Shah entered Black's citadel."
        );
        let claim = pos(VariantId::Tamerlane, "citadel=claim", t);
        assert_eq!(
            say(&claim, "citadel"),
            "White's Shah stands in Black's citadel: White may claim a draw on their next turn."
        );
        let mv = claim.parse_move("citadel").unwrap();
        let inside = claim.play(&mv).unwrap();
        let wait = played(&inside, "Kf9-f8");
        assert_eq!(
            status_notes(&wait, Lang::En),
            "White's Shah stands in Black's citadel: White may claim a draw instead of moving."
        );
        assert_eq!(
            say(&wait, "Kx2-a9"),
            "White's Shah left Black's citadel: no citadel draw can be claimed now."
        );
    }
}
