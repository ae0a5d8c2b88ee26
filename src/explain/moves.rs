//! Move explanations in words: what a special move did (docs/rules.md §4, §5) and the state a
//! player should keep in mind afterwards (swaps left, pawn-of-pawns arrivals, citadel claims).
//! Pure functions of positions, so they are unit-tested with hand-made TFENs.

use crate::rules::{
    citadel_owner, CitadelRule, Color, DrawReason, Move, Outcome, Piece, Position, Role,
    RoyalExchange, Square, Variant,
};

/// The display name of `role` in `variant` (its piece table's: "Shah" in Tamerlane, "King" in
/// Timurid, "War engine", "Pawn of rooks").
pub fn piece_name(variant: &Variant, role: Role) -> String {
    variant.piece_name(role).to_string()
}

/// "giraffe" → "Giraffe".
pub(crate) fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "the Rook on d7".
fn the_piece_on(variant: &Variant, role: Role, sq: Square) -> String {
    format!("the {} on {sq}", piece_name(variant, role))
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
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

/// What `mv`, played in `before` and giving `after`, did, in words — for special moves
/// (placements, arrivals, swaps, succession, en passant, promotions, citadels, captured or
/// attacked royals when a side has several). Empty for an ordinary move.
pub fn describe_move(before: &Position, mv: &Move, after: &Position) -> String {
    let v = before.variant();
    let us = before.turn();
    let them = !us;
    let mut parts: Vec<String> = Vec::new();
    match *mv {
        Move::Place { from, to, removed } => {
            let removal = removed
                .map(|p| format!(" (removing {}'s {} there)", p.color, piece_name(v, p.role)))
                .unwrap_or_default();
            if before.pawn_of_pawns_arrivals(us) >= 2 {
                parts.push(format!(
                    "second arrival: the pawn of pawns moves from {from} to {to}{removal}"
                ));
            } else {
                let targets = pawn_targets(after, to, us);
                let names: Vec<String> = targets
                    .iter()
                    .filter_map(|&t| after.piece_at(t).map(|p| the_piece_on(v, p.role, t)))
                    .collect();
                let mut s = format!("pawn of pawns placed on {to}{removal}");
                if names.len() >= 2 {
                    s.push_str(&format!(", forking {}", and_list(&names)));
                } else if let (Some(name), Some(&t)) = (names.first(), targets.first()) {
                    s.push_str(&format!(", attacking {name}"));
                    if cannot_move(after, t) {
                        s.push_str(", which has no legal move");
                    }
                }
                parts.push(s);
            }
        }
        Move::Swap { from, to } => {
            let partner = before
                .piece_at(to)
                .map(|p| piece_name(v, p.role))
                .unwrap_or_default();
            if v.rules.royal_exchange == RoyalExchange::ShahSwap {
                parts.push(format!(
                    "Shah swapped with the {partner} on {to} (the Shah goes to {to}, the {partner} to {from}; {us}'s swap is now used)"
                ));
            } else {
                parts.push(format!(
                    "King's succession: the King swaps with the {partner} on {to}"
                ));
            }
        }
        Move::EnPassant { from, to } => {
            let taken = Square::new(to.file(), from.rank());
            let name = before
                .piece_at(taken)
                .map_or_else(|| "pawn".to_string(), |p| piece_name(v, p.role));
            parts.push(format!("en passant: the {name} on {taken} is captured"));
        }
        Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => {
            let last = !to.is_citadel() && to.rank() == v.shape.last_rank(us);
            if role == Role::PawnOfPawns && last {
                parts.push(arrival(before, after, to));
            } else if let Some(p) = promotion {
                parts.push(format!("promotion to {}", piece_name(v, p)));
            }
            if let Some(c) = capture.filter(|&c| v.is_royal(c)) {
                parts.push(format!("{them}'s {} is captured", piece_name(v, c)));
            }
            if to.is_citadel() {
                parts.push(citadel_entry(after, role, to, us));
            }
            if from.is_citadel()
                && role == Role::King
                && citadel_owner(from) == Some(them)
                && before.options().citadel != CitadelRule::Immediate
            {
                parts.push(format!(
                    "{us}'s Shah left {them}'s citadel: no citadel draw can be claimed now"
                ));
            }
        }
    }
    for side in [them, us] {
        if after.royals(side).count() >= 2 {
            let attacked: Vec<String> = after
                .attacked_royals(side)
                .into_iter()
                .filter_map(|sq| after.piece_at(sq).map(|p| the_piece_on(v, p.role, sq)))
                .collect();
            if !attacked.is_empty() {
                parts.push(format!(
                    "{side} has several royals (so no check); under attack: {}",
                    and_list(&attacked)
                ));
            }
        }
    }
    sentences(&parts)
}

/// The pawn of pawns arrived on its last rank at `to` (§4.2).
fn arrival(before: &Position, after: &Position, to: Square) -> String {
    let v = before.variant();
    let us = before.turn();
    match after.pawn_of_pawns_arrivals(us) {
        1 => "pawn of pawns reached its last rank (first arrival): it is parked until placed (P@square)".into(),
        2 => match v.pk_start[us.index()] {
            Some(t) if t != to && after.piece_at(t) == Some(Piece::new(us, Role::PawnOfPawns)) => {
                let removal = before
                    .piece_at(t)
                    .map(|p| format!(", removing {}'s {} there", p.color, piece_name(v, p.role)))
                    .unwrap_or_default();
                format!("second arrival: the pawn of pawns moves to {t}{removal}")
            }
            Some(t) => format!(
                "second arrival: a royal stands on {t}, so the pawn of pawns stays parked on {to} until it can move there (P@{t})"
            ),
            None => "second arrival".into(),
        },
        _ => "third arrival: the pawn of pawns becomes an Adventitious king".into(),
    }
}

/// A royal stepped into the citadel `to` (§4.5).
fn citadel_entry(after: &Position, role: Role, to: Square, us: Color) -> String {
    let them = !us;
    if role != Role::King || citadel_owner(to) == Some(us) {
        return format!("the Adventitious king entered {us}'s own citadel");
    }
    if after.outcome() == Some(Outcome::Draw(DrawReason::Citadel)) {
        return format!("draw: {us}'s Shah entered {them}'s citadel");
    }
    let second = if after.options().citadel == CitadelRule::SecondEntry {
        " (a second entry draws at once)"
    } else {
        ""
    };
    format!(
        "{us}'s Shah stands in {them}'s citadel: {us} may claim a draw on their next turn{second}"
    )
}

/// Clauses as sentences: each capitalised, ended with a full stop, joined by spaces.
fn sentences(parts: &[String]) -> String {
    parts
        .iter()
        .map(|p| format!("{}.", capitalised(p)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reminders for the position after a move (docs/rules.md §4.2, §4.4, §4.5): whose Shah's swap is
/// left once one has been used or when it can be used now, the pawn-of-pawns arrivals once
/// there are any, and a citadel draw the side to move may claim. Empty when none applies.
pub fn status_notes(pos: &Position) -> String {
    let mut parts: Vec<String> = Vec::new();
    if pos.variant().rules.royal_exchange != RoyalExchange::ShahSwap || pos.outcome().is_some() {
        return String::new();
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
        parts.push(format!(
            "{turn} may use the Shah's swap now (K<>square, once per game)"
        ));
    }
    if !(w && b) {
        let who = match (w, b) {
            (true, _) => "White only",
            (_, true) => "Black only",
            _ => "neither side",
        };
        parts.push(format!("Shah's swap still available to {who}"));
    }
    let (aw, ab) = (
        pos.pawn_of_pawns_arrivals(Color::White),
        pos.pawn_of_pawns_arrivals(Color::Black),
    );
    if aw + ab > 0 {
        parts.push(format!(
            "pawn-of-pawns arrivals: White {aw}, Black {ab} (3rd makes an Adventitious king)"
        ));
    }
    if pos.can_claim_citadel_draw() {
        parts.push(format!(
            "{turn}'s Shah stands in {}'s citadel: {turn} may claim a draw instead of moving",
            !turn
        ));
    }
    sentences(&parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn pos(id: VariantId, options: &str, tfen: &str) -> Position {
        Position::from_tfen(id, id.parse_options(options).unwrap(), tfen).unwrap()
    }

    /// Plays `text` and describes it.
    fn say(before: &Position, text: &str) -> String {
        let mv = before.parse_move(text).unwrap();
        let after = before.play(&mv).unwrap();
        describe_move(before, &mv, &after)
    }

    // White: parked pawn of pawns on a10 (1 arrival), Shah f2. Black: Shah f9, Rook d7, Giraffe f7.
    const PARKED: &str = "PP10/6k5/11/3r1g5/11/11/11/11/5K6/11 w Kk 10 0 1";

    #[test]
    fn a_placement_names_the_fork() {
        let p = pos(VariantId::Tamerlane, "", PARKED);
        assert_eq!(
            say(&p, "P@e6"),
            "Pawn of pawns placed on e6, forking the Rook on d7 and the Giraffe on f7."
        );
        let after = p.play(&p.parse_move("P@e6").unwrap()).unwrap();
        assert_eq!(
            status_notes(&after),
            "Pawn-of-pawns arrivals: White 1, Black 0 (3rd makes an Adventitious king)."
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
            say(&pos(VariantId::Tamerlane, "", &t("00")), "a9-a10"),
            "Pawn of pawns reached its last rank (first arrival): it is parked until placed (P@square)."
        );
        assert_eq!(
            say(&pos(VariantId::Tamerlane, "", &t("10")), "a9-a10"),
            "Second arrival: the pawn of pawns moves to f3."
        );
        assert_eq!(
            say(&pos(VariantId::Tamerlane, "", &t("20")), "a9-a10=A"),
            "Third arrival: the pawn of pawns becomes an Adventitious king."
        );
    }

    #[test]
    fn a_blocked_second_arrival_waits_and_relocates_later() {
        // White's Shah stands on f3, White's pawn of kings' square.
        let p = pos(
            VariantId::Tamerlane,
            "",
            "11/1PP4k5/11/11/11/11/11/5K5/12/11 w Kk 10 0 1",
        );
        assert_eq!(
            say(&p, "a9-a10"),
            "Second arrival: a royal stands on f3, so the pawn of pawns stays parked on a10 until it can move there (P@f3)."
        );
        let p = pos(
            VariantId::Tamerlane,
            "",
            "PP10/6k5/11/11/11/11/11/11/5K6/11 w Kk 20 0 1",
        );
        assert_eq!(
            say(&p, "P@f3"),
            "Second arrival: the pawn of pawns moves from a10 to f3."
        );
    }

    #[test]
    fn the_shahs_swap_and_the_kings_succession() {
        // White's Shah on e2 is attacked by the rook on e9; the Vizier stands on d3.
        let p = pos(
            VariantId::Tamerlane,
            "",
            "11/5r1k4/11/11/11/11/11/3V7/4K7/11 w Kk 00 0 1",
        );
        assert_eq!(
            say(&p, "K<>d3"),
            "Shah swapped with the Vizier on d3 (the Shah goes to d3, the Vizier to e2; White's swap is now used)."
        );
        assert_eq!(
            status_notes(&p),
            "White may use the Shah's swap now (K<>square, once per game)."
        );
        let after = p.play(&p.parse_move("K<>d3").unwrap()).unwrap();
        assert_eq!(
            status_notes(&after),
            "Shah's swap still available to Black only."
        );
        // Herat: White's King f1 attacked, every flight square attacked: succession with a1.
        let herat = pos(
            VariantId::Herat,
            "",
            "4rrr4k/12/12/12/12/12/12/12/12/12/12/I4K6 w - - 0 1",
        );
        assert_eq!(
            say(&herat, "K<>a1"),
            "King's succession: the King swaps with the Prince on a1."
        );
    }

    #[test]
    fn en_passant_and_promotions() {
        let before = pos(
            VariantId::Herat,
            "",
            "4k7/3p8/12/4P7/12/12/12/12/12/12/12/5K6 b - - 0 1",
        );
        let mid = before.play(&before.parse_move("d11-d9").unwrap()).unwrap();
        assert_eq!(
            say(&mid, "e9xd10"),
            "En passant: the Pawn on d9 is captured."
        );
        let pk = pos(
            VariantId::Tamerlane,
            "",
            "11/1PK4k5/11/11/11/11/11/11/5K6/11 w Kk 00 0 1",
        );
        assert_eq!(say(&pk, "a9-a10"), "Promotion to Prince.");
    }

    #[test]
    fn several_royals_are_listed_when_attacked() {
        // White has a Shah (f3) and a Prince (a10); Black's rook moves on or off the a-file.
        let p = pos(
            VariantId::Tamerlane,
            "",
            "I10/6k5/11/11/11/11/11/5K5/12/r10 b Kk 00 0 1",
        );
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
            say(&pos(VariantId::Tamerlane, "", t), "citadel"),
            "Draw: White's Shah entered Black's citadel."
        );
        let claim = pos(VariantId::Tamerlane, "citadel=claim", t);
        assert_eq!(
            say(&claim, "citadel"),
            "White's Shah stands in Black's citadel: White may claim a draw on their next turn."
        );
        let mv = claim.parse_move("citadel").unwrap();
        let inside = claim.play(&mv).unwrap();
        let wait = inside.play(&inside.parse_move("Kf9-f8").unwrap()).unwrap();
        assert_eq!(
            status_notes(&wait),
            "White's Shah stands in Black's citadel: White may claim a draw instead of moving."
        );
        assert_eq!(
            say(&wait, "Kx2-a9"),
            "White's Shah left Black's citadel: no citadel draw can be claimed now."
        );
    }
}
