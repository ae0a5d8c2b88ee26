//! Descriptions (Discord's alt text, `CreateAttachment::description`) of the pictures that are
//! not boards of a game: piece legends, piece diagrams, the analysis graph, the rating chart.
//! Boards and game animations are described by [`crate::game::describe`].

use crate::explain::guide;
use crate::game::describe::cut;
use crate::rules::{Role, RuleOptions, Variant};

/// `Every piece of Tamerlane with its name and letters: Shah (K), General (F), …`.
pub fn legend(variant: &Variant) -> String {
    let pieces: Vec<String> = variant
        .pieces
        .iter()
        .map(|p| guide::piece_label(variant, p.role, crate::i18n::Lang::En))
        .collect();
    cut(&format!(
        "Every piece of {} with its name and letters: {}",
        variant.id.name(),
        pieces.join(", ")
    ))
}

/// `Diagram of the Giraffe (G) on an empty Tamerlane board: one diagonal step, then …`: the
/// piece, the board, and how it moves in words (the dots of the picture).
pub fn piece(variant: &Variant, role: Role, options: &RuleOptions) -> String {
    cut(&format!(
        "Diagram of the {} on an empty {} board: {}",
        guide::piece_label(variant, role, crate::i18n::Lang::En),
        variant.id.name(),
        guide::how_it_moves(variant, role, options, crate::i18n::Lang::En)
    ))
}

/// `Evaluation graph of Alice vs Bob: White's winning chances after each move, from +1 (White
/// wins) to -1 (Black wins), 40 moves`.
pub fn eval_graph(white: &str, black: &str, plies: usize) -> String {
    cut(&format!(
        "Evaluation graph of {white} vs {black}: White's winning chances after each move, from +1 \
         (White wins) to -1 (Black wins), over {} moves, with mistakes marked",
        plies.div_ceil(2)
    ))
}

/// `Rating chart of Alice over time`.
pub fn rating_chart(name: &str) -> String {
    cut(&format!(
        "Rating chart of {name}: rating after each rated game, per pool"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    #[test]
    fn descriptions_name_what_the_picture_shows() {
        let o = RuleOptions::default();
        let v = Variant::get(VariantId::Tamerlane, &o);
        assert!(legend(v).starts_with("Every piece of Tamerlane with its name and letters: "));
        assert!(legend(v).contains("Giraffe (G)"));
        assert_eq!(
            piece(v, Role::Knight, &o),
            "Diagram of the Knight (N) on an empty Tamerlane board: a (2,1) leap, as the chess knight"
        );
        assert_eq!(
            eval_graph("Alice", "Bob", 39),
            "Evaluation graph of Alice vs Bob: White's winning chances after each move, from +1 \
             (White wins) to -1 (Black wins), over 20 moves, with mistakes marked"
        );
    }
}
