//! What the replays draw: frame captions, the result line, the replay's file name.

use super::History;
use crate::render::{Replay, ReplayTexts};

/// The file name of a game's replay: `game-<id>.<ext>` (`ext` `gif` or `html`).
pub fn replay_file_name(game_id: i64, ext: &str) -> String {
    format!("game-{game_id}.{ext}")
}

impl History {
    /// The result line: `1-0 · White wins by checkmate`, or `game in progress`.
    pub fn result_line(&self) -> String {
        match &self.ending {
            Some(e) => format!("{} · {}", e.result.code(), e.reason),
            None => "game in progress".to_string(),
        }
    }

    /// The caption of replay frame `index`: frame 0 the start
    /// (`alice vs bob · Tamerlane · start`), frame `k` (1..=plies) ply `k`
    /// (`alice vs bob · 12... Kk3-x1`), the last (plies + 1) the result
    /// (`alice vs bob · 1-0 · White wins by checkmate after 30... Rb9xb1#`).
    pub fn caption(&self, index: usize) -> String {
        let players = format!("{} vs {}", self.white, self.black);
        let n = self.len();
        if index == 0 {
            format!("{players} · {} · start", self.start.variant().id.name())
        } else if index <= n {
            format!("{players} · {}", self.numbered(index))
        } else {
            let last = if n > 0 {
                format!(" after {}", self.numbered(n))
            } else {
                String::new()
            };
            format!("{players} · {}{last}", self.result_line())
        }
    }

    /// What the replays (GIF, HTML) draw: every position and move, each ply numbered, each
    /// frame's caption ([`History::caption`]), the result line and the page title
    /// (`alice (White) vs bob (Black) · Tamerlane`).
    pub fn replay(&self) -> Replay {
        let n = self.len();
        Replay {
            positions: (0..=n).map(|k| *self.position(k)).collect(),
            moves: self.moves(),
            texts: ReplayTexts {
                labels: (1..=n).map(|k| self.numbered(k)).collect(),
                captions: (0..n + 2).map(|i| self.caption(i)).collect(),
                result_line: self.result_line(),
                title: format!(
                    "{} (White) vs {} (Black) · {}",
                    self.white,
                    self.black,
                    self.start.variant().id.name()
                ),
            },
        }
    }
}
