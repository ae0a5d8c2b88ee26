//! What the replays draw: frame captions, the result line, the page title and the replay's
//! file name, written by the catalog (`game-replay-…`) in the reader's language.

use super::{History, Lang};
use crate::explain::guide::variant_name;
use crate::render::{Replay, ReplayTexts};
use crate::tr;

/// The file name of a game's replay: `game-<id>.<ext>` (`ext` `gif` or `html`).
pub fn replay_file_name(game_id: i64, ext: &str) -> String {
    format!("game-{game_id}.{ext}")
}

impl History {
    /// The result line in English: `1-0 · White wins by checkmate`, or `game in progress`
    /// ([`History::result_line_in`]).
    pub fn result_line(&self) -> String {
        self.result_line_in(Lang::En)
    }

    /// The result line in `lang`: the result code and the ending's sentence
    /// ([`super::Ending::sentence`]), or that the game is in progress.
    pub fn result_line_in(&self, lang: Lang) -> String {
        match &self.ending {
            Some(e) => tr!(
                lang,
                "game-replay-result",
                code = e.result.code(),
                sentence = e.sentence(lang)
            ),
            None => tr!(lang, "game-replay-in-progress"),
        }
    }

    /// The caption of replay frame `index` in English ([`History::caption_in`]).
    pub fn caption(&self, index: usize) -> String {
        self.caption_in(index, Lang::En)
    }

    /// The caption of replay frame `index` in `lang`: frame 0 the start
    /// (`alice vs bob · Tamerlane · start`), frame `k` (1..=plies) ply `k`
    /// (`alice vs bob · 12... Kk3-x1`), the last (plies + 1) the result
    /// (`alice vs bob · 1-0 · White wins by checkmate after 30... Rb9xb1#`).
    pub fn caption_in(&self, index: usize, lang: Lang) -> String {
        let players = tr!(
            lang,
            "game-replay-players",
            white = crate::i18n::player_name(lang, &self.white),
            black = crate::i18n::player_name(lang, &self.black)
        );
        let n = self.len();
        if index == 0 {
            let variant = variant_name(self.start.variant().id, lang);
            tr!(
                lang,
                "game-replay-start",
                players = players,
                variant = variant
            )
        } else if index <= n {
            tr!(lang, "game-replay-ply", players = players, move = self.numbered(index))
        } else if n > 0 {
            tr!(
                lang,
                "game-replay-end",
                players = players,
                result = self.result_line_in(lang),
                move = self.numbered(n)
            )
        } else {
            tr!(
                lang,
                "game-replay-end-no-moves",
                players = players,
                result = self.result_line_in(lang)
            )
        }
    }

    /// What the replays draw, in English ([`History::replay_in`]).
    pub fn replay(&self) -> Replay {
        self.replay_in(Lang::En)
    }

    /// What the replays (GIF, HTML) draw, their texts in `lang`: every position and move,
    /// each ply numbered, each frame's caption ([`History::caption_in`]), the result line and
    /// the page title (`alice (White) vs bob (Black) · Tamerlane`).
    pub fn replay_in(&self, lang: Lang) -> Replay {
        let n = self.len();
        Replay {
            positions: (0..=n).map(|k| *self.position(k)).collect(),
            moves: self.moves(),
            texts: ReplayTexts {
                labels: (1..=n).map(|k| self.numbered(k)).collect(),
                captions: (0..n + 2).map(|i| self.caption_in(i, lang)).collect(),
                result_line: self.result_line_in(lang),
                title: tr!(
                    lang,
                    "game-replay-title",
                    white = crate::i18n::player_with_side(lang, &self.white, "white"),
                    black = crate::i18n::player_with_side(lang, &self.black, "black"),
                    variant = variant_name(self.start.variant().id, lang)
                ),
                lang,
            },
        }
    }
}
