//! Sentences for refused input: moves ([`MoveError`]) and positions ([`TfenError`]). The rules
//! module returns typed errors; the words are chosen here, once, for both front ends, from the
//! catalog (`explain-refusal-*`, `explain-error-*` in `locales/<tag>/explain.ftl`).

use crate::i18n::Lang;
use crate::rules::{MoveError, Refusal, Role, TfenError};
use crate::tr;

/// A piece kind in a sentence, in its in-sentence form ("pawn of generals", "king").
fn name(role: Role, lang: Lang) -> String {
    // "shah" would be wrong for a Timurid King; every player knows a Shah is a king.
    let english = match role {
        Role::King => "king",
        r => r.name(),
    };
    crate::render::piece_name_of(english, lang, true)
}

/// "a", "a or b", "a, b or c" in `lang`.
fn or_list(items: &[String], lang: Lang) -> String {
    super::joined(items, "explain-list-or", lang)
}

/// Why a move was refused, in words in `lang`, without a full stop: "there is no piece on e5".
pub fn refusal_reason(reason: &Refusal, lang: Lang) -> String {
    let sq = |s: &crate::rules::Square| s.to_string();
    match reason {
        Refusal::EmptySquare(s) => tr!(lang, "explain-refusal-empty-square", square = sq(s)),
        Refusal::NotYours { square, role } => tr!(
            lang,
            "explain-refusal-not-yours",
            piece = name(*role, lang),
            square = sq(square)
        ),
        Refusal::WrongPiece {
            square,
            role,
            letters,
        } => tr!(
            lang,
            "explain-refusal-wrong-piece",
            square = sq(square),
            piece = name(*role, lang),
            letters = letters.to_string()
        ),
        Refusal::NoSuchPiece { letters } => tr!(
            lang,
            "explain-refusal-no-such-piece",
            letters = letters.to_string()
        ),
        Refusal::Parked(s) => tr!(lang, "explain-refusal-parked", square = sq(s)),
        Refusal::OwnPiece(s) => tr!(lang, "explain-refusal-own-piece", square = sq(s)),
        Refusal::NothingToCapture(s) => {
            tr!(lang, "explain-refusal-nothing-to-capture", square = sq(s))
        }
        Refusal::CannotReach { role, from, to } => tr!(
            lang,
            "explain-refusal-cannot-reach",
            piece = name(*role, lang),
            from = sq(from),
            to = sq(to)
        ),
        Refusal::NoPieceReaches { to, role: Some(r) } => tr!(
            lang,
            "explain-refusal-no-piece-reaches",
            piece = name(*r, lang),
            to = sq(to)
        ),
        Refusal::NoPieceReaches { to, role: None } => {
            tr!(lang, "explain-refusal-no-pawn-reaches", to = sq(to))
        }
        Refusal::WrongPromotion { letters } if letters.is_empty() => {
            tr!(lang, "explain-refusal-say-promotion")
        }
        Refusal::WrongPromotion { letters } => tr!(
            lang,
            "explain-refusal-wrong-promotion",
            letters = letters.to_string()
        ),
        Refusal::LeavesRoyalAttacked => tr!(lang, "explain-refusal-royal-attacked"),
        Refusal::NothingToPlace => tr!(lang, "explain-refusal-nothing-to-place"),
        Refusal::PlacementOnLastRank(s) => {
            tr!(lang, "explain-refusal-placement-last-rank", square = sq(s))
        }
        Refusal::PlacementOccupied { square, role } => tr!(
            lang,
            "explain-refusal-placement-occupied",
            piece = name(*role, lang),
            square = sq(square)
        ),
        Refusal::PlacementAttacksTooLittle {
            square,
            loose: false,
        } => tr!(
            lang,
            "explain-refusal-placement-strict",
            square = sq(square)
        ),
        Refusal::PlacementAttacksTooLittle {
            square,
            loose: true,
        } => {
            tr!(lang, "explain-refusal-placement-loose", square = sq(square))
        }
        Refusal::RelocationOnlyTo(s) => tr!(lang, "explain-refusal-relocation", square = sq(s)),
        Refusal::NoSwap => tr!(lang, "explain-refusal-no-swap"),
        Refusal::SwapNotNow {
            succession: true, ..
        } => tr!(lang, "explain-refusal-succession-not-now"),
        Refusal::SwapNotNow {
            check_only: true, ..
        } => tr!(lang, "explain-refusal-swap-check-only"),
        Refusal::SwapNotNow { .. } => tr!(lang, "explain-refusal-swap-not-now"),
        Refusal::SwapPartner(s) => tr!(lang, "explain-refusal-swap-partner", square = sq(s)),
        Refusal::NoCitadel => tr!(lang, "explain-refusal-no-citadel"),
    }
}

/// The sentence for a refused move in `lang`, ready to show to the player (docs/rules.md §6.2).
pub fn move_error(e: &MoveError, lang: Lang) -> String {
    match e {
        MoveError::Empty => tr!(lang, "explain-error-empty"),
        MoveError::GameOver => tr!(lang, "explain-error-game-over"),
        MoveError::Unparseable { input } => {
            tr!(lang, "explain-error-unparseable", input = input)
        }
        MoveError::Illegal {
            input,
            reason,
            in_check,
            closest,
        } => {
            let note = match reason {
                Refusal::CannotReach { .. }
                | Refusal::NoPieceReaches { .. }
                | Refusal::LeavesRoyalAttacked
                    if *in_check =>
                {
                    tr!(lang, "explain-error-in-check")
                }
                _ => String::new(),
            };
            let closest = if closest.is_empty() {
                String::new()
            } else {
                tr!(
                    lang,
                    "explain-error-closest",
                    moves = closest.join(&tr!(lang, "explain-list-separator"))
                )
            };
            tr!(
                lang,
                "explain-error-illegal",
                input = input,
                reason = refusal_reason(reason, lang),
                note = note,
                closest = closest
            )
        }
        MoveError::Ambiguous { input, candidates } => tr!(
            lang,
            "explain-error-ambiguous",
            input = input,
            candidates = or_list(candidates, lang)
        ),
    }
}

/// The sentence for a refused TFEN: what is wrong and where. The rules' own words (English
/// only for now: TFEN is typed by the few who write positions by hand).
pub fn tfen_error(e: &TfenError) -> String {
    let text = e.to_string();
    let mut c = text.chars();
    match c.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), c.as_str()),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, VariantId};

    #[test]
    fn a_refusal_reads_in_each_language() {
        let id = VariantId::Tamerlane;
        let pos = Position::start(id, id.default_options());
        let e = pos.parse_move("e5e6").unwrap_err();
        assert_eq!(
            move_error(&e, Lang::En),
            "'e5e6' is not a legal move: there is no piece on e5."
        );
        assert_eq!(
            move_error(&e, Lang::Ru),
            "«e5e6» — недопустимый ход: на e5 нет фигуры."
        );
        assert_eq!(
            move_error(&e, Lang::ZhCn),
            "“e5e6”不是合法着法：e5 上没有棋子。"
        );
        let far = pos.parse_move("e3e5").unwrap_err();
        assert_eq!(
            move_error(&far, Lang::Ru),
            "«e3e5» — недопустимый ход: фигура «пешка ферзя» с e3 не может пойти на e5. Ближайшие допустимые ходы: e3-e4."
        );
        assert_eq!(
            move_error(&far, Lang::De),
            "„e3e5“ ist kein legaler Zug: die Figur Ferzbauer auf e3 kann nicht nach e5 ziehen. Nächstliegende legale Züge: e3-e4."
        );
        for lang in Lang::ALL {
            assert!(!move_error(&e, lang).contains("explain-"), "{lang}");
        }
    }

    /// Found by a French player: "aucun de vos cavalier" put a singular name where French
    /// needs a plural, and "un { $piece }" gave feminine pieces a masculine article ("un
    /// tour"). Each language's sentence must read right whatever the piece's gender and
    /// number: checked for a masculine and a feminine piece.
    #[test]
    fn a_refusal_naming_a_kind_of_piece_is_grammatical_for_every_gender() {
        let id = VariantId::Tamerlane;
        let pos = Position::start(id, id.default_options());
        let knight = pos.parse_move("Nd5").unwrap_err();
        let rook = pos.parse_move("Rd5").unwrap_err();
        let far = pos.parse_move("a2a5").unwrap_err();
        let said = |e: &MoveError, lang| move_error(e, lang);
        assert_eq!(
            said(&knight, Lang::Fr),
            "« Nd5 » n’est pas un coup légal : aucune de vos pièces de type cavalier ne peut aller en d5."
        );
        assert_eq!(
            said(&rook, Lang::Fr),
            "« Rd5 » n’est pas un coup légal : aucune de vos pièces de type tour ne peut aller en d5."
        );
        assert_eq!(
            said(&far, Lang::Fr),
            "« a2a5 » n’est pas un coup légal : la pièce tour en a2 ne peut pas aller en a5."
        );
        assert_eq!(
            said(&knight, Lang::Es),
            "«Nd5» no es una jugada legal: ninguna de tus piezas de tipo caballo puede ir a d5."
        );
        assert_eq!(
            said(&rook, Lang::Es),
            "«Rd5» no es una jugada legal: ninguna de tus piezas de tipo torre puede ir a d5."
        );
        assert_eq!(
            said(&rook, Lang::De),
            "„Rd5“ ist kein legaler Zug: keine deiner Figuren vom Typ Turm kann nach d5 ziehen."
        );
        assert_eq!(
            said(&rook, Lang::Ru),
            "«Rd5» — недопустимый ход: ни одна ваша фигура «ладья» не может пойти на d5."
        );
        assert_eq!(
            said(&knight, Lang::Tr),
            "'Nd5' geçerli bir hamle değil: hiçbir at taşınız d5 karesine gidemez."
        );
        assert_eq!(
            said(&knight, Lang::En),
            "'Nd5' is not a legal move: no knight of yours can move to d5."
        );
    }
}
