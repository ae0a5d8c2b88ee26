//! Descriptions (Discord's alt text, `CreateAttachment::description`) of the pictures that are
//! not boards of a game: piece legends, piece diagrams, the analysis graph, the rating chart,
//! and the exported files (`/export` PGN and HTML). Boards, game animations and tournament
//! standings are described by [`crate::game::describe`].

use crate::explain::guide;
use crate::game::describe::cut;
use crate::i18n::Lang;
use crate::rules::{Role, RuleOptions, Variant};
use crate::tr;

/// `Every piece of Tamerlane with its name and letters: Shah (K), General (F), …` in `lang`.
pub fn legend(variant: &Variant, lang: Lang) -> String {
    let pieces: Vec<String> = variant
        .pieces
        .iter()
        .map(|p| guide::piece_label(variant, p.role, lang))
        .collect();
    cut(&tr!(
        lang,
        "discord-alt-legend",
        variant = variant.id.name(),
        pieces = pieces.join(", ")
    ))
}

/// `Diagram of the Giraffe (G) on an empty Tamerlane board: one diagonal step, then …` in
/// `lang`: the piece, the board, and how it moves in words (the dots of the picture).
pub fn piece(variant: &Variant, role: Role, options: &RuleOptions, lang: Lang) -> String {
    cut(&tr!(
        lang,
        "discord-alt-piece",
        piece = guide::piece_label(variant, role, lang),
        variant = variant.id.name(),
        moves = guide::how_it_moves(variant, role, options, lang)
    ))
}

/// `Evaluation graph of Alice vs Bob: White's winning chances after each move, from +1 (White
/// wins) to -1 (Black wins), over 20 moves, with mistakes marked` in `lang`, for a game of
/// `plies` plies (counted in full moves, rounded up).
pub fn eval_graph(white: &str, black: &str, plies: usize, lang: Lang) -> String {
    cut(&tr!(
        lang,
        "discord-alt-eval-graph",
        white = white.to_string(),
        black = black.to_string(),
        moves = plies.div_ceil(2)
    ))
}

/// `Rating chart of Alice: rating after each rated game, per pool` in `lang`.
pub fn rating_chart(name: &str, lang: Lang) -> String {
    cut(&tr!(
        lang,
        "discord-alt-rating-chart",
        name = name.to_string()
    ))
}

/// `Game record (PGN text) of Alice vs Bob, 20 moves` in `lang`, for a game of `plies`
/// plies (counted in full moves, rounded up): the description of `/export`'s PGN file.
pub fn pgn_file(white: &str, black: &str, plies: usize, lang: Lang) -> String {
    cut(&tr!(
        lang,
        "discord-alt-pgn",
        white = white.to_string(),
        black = black.to_string(),
        moves = plies.div_ceil(2)
    ))
}

/// `Replay page (HTML) of Alice vs Bob, 20 moves, to open in a browser` in `lang`, for a
/// game of `plies` plies: the description of `/export`'s HTML file.
pub fn html_replay(white: &str, black: &str, plies: usize, lang: Lang) -> String {
    cut(&tr!(
        lang,
        "discord-alt-html",
        white = white.to_string(),
        black = black.to_string(),
        moves = plies.div_ceil(2)
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
        let en = Lang::En;
        assert!(legend(v, en).starts_with("Every piece of Tamerlane with its name and letters: "));
        assert!(legend(v, en).contains("Giraffe (G)"));
        assert_eq!(
            piece(v, Role::Knight, &o, en),
            "Diagram of the Knight (N) on an empty Tamerlane board: a (2,1) leap, as the chess knight"
        );
        assert_eq!(
            eval_graph("Alice", "Bob", 39, en),
            "Evaluation graph of Alice vs Bob: White's winning chances after each move, from +1 \
             (White wins) to -1 (Black wins), over 20 moves, with mistakes marked"
        );
        assert_eq!(
            eval_graph("Alice", "Bob", 1, Lang::Ru),
            "График оценки партии Alice — Bob: шансы белых на победу после каждого хода, от +1 \
             (белые выигрывают) до -1 (чёрные выигрывают), за 1 ход, ошибки отмечены"
        );
        assert_eq!(
            rating_chart("Alice", Lang::De),
            "Wertungsverlauf von Alice: die Wertung nach jeder gewerteten Partie, je Wertungsliste"
        );
        assert!(legend(v, Lang::ZhCn).starts_with("Tamerlane 的全部棋子及其名称和字母："));
        assert_eq!(
            pgn_file("Alice", "Bob", 3, en),
            "Game record (PGN text) of Alice vs Bob, 2 moves"
        );
        assert_eq!(
            html_replay("Alice", "Bob", 1, en),
            "Replay page (HTML) of Alice vs Bob, 1 move, to open in a browser"
        );
        assert_eq!(
            pgn_file("Alice", "Bob", 9, Lang::Ru),
            "Запись партии Alice — Bob (текст PGN), 5 ходов"
        );
        assert_eq!(
            html_replay("Alice", "Bob", 40, Lang::Fr),
            "Page de relecture (HTML) de Alice contre Bob, 20 coups, à ouvrir dans un navigateur"
        );
    }
}
