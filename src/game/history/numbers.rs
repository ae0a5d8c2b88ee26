//! Move numbers: the one move-number formula, plies of moves, the move list.

use super::History;
use crate::rules::Color;

/// `12. Gd2-e6` (a move of White's at full move 12) or `12... Kk3-x1` (Black's): the one
/// move-number formula of move lists, PGN, captions and alt texts.
pub fn numbered(fullmove: u32, mover: Color, san: &str) -> String {
    match mover {
        Color::White => format!("{fullmove}. {san}"),
        Color::Black => format!("{fullmove}... {san}"),
    }
}

impl History {
    /// The full-move number of ply `ply` (from 1) and who played it: the position before it
    /// says (its TFEN move number, docs/rules.md §6.1).
    ///
    /// # Panics
    /// If `ply` is 0 or more than `len()`.
    pub fn move_number(&self, ply: usize) -> (u32, Color) {
        assert!(ply >= 1, "plies count from 1");
        let before = self.position(ply - 1);
        (before.fullmoves(), before.turn())
    }

    /// Ply `ply` (from 1) with its number and check mark: `12. Gd2-e6`, `12... Kk3-x1`.
    ///
    /// # Panics
    /// If `ply` is 0 or more than `len()`.
    pub fn numbered(&self, ply: usize) -> String {
        let (n, mover) = self.move_number(ply);
        numbered(n, mover, &self.plies[ply - 1].san)
    }

    /// The number of the last move played (0 without moves).
    pub fn last_move_number(&self) -> u32 {
        match self.len() {
            0 => 0,
            n => self.move_number(n).0,
        }
    }

    /// The last ply of move `n` (White's and Black's plies of a full move share its number):
    /// the ply after which `/history N` shows the board; 0 for move 0 or a move before the
    /// first; `len()` for a move after the last.
    pub fn ply_of_move(&self, n: u32) -> usize {
        (1..=self.len())
            .take_while(|&p| self.move_number(p).0 <= n)
            .last()
            .unwrap_or(0)
    }

    /// The move list by full move: `(12, "12. Gd2-e6 Kk3-x1")`, the first `(1, "1... e8-e7")`
    /// when Black moved first.
    pub fn full_moves(&self) -> Vec<(u32, String)> {
        let mut out: Vec<(u32, String)> = Vec::new();
        for (i, ply) in self.plies.iter().enumerate() {
            let (n, mover) = self.move_number(i + 1);
            match out.last_mut() {
                Some(last) if mover == Color::Black && last.0 == n => {
                    last.1.push(' ');
                    last.1.push_str(&ply.san);
                }
                _ => out.push((n, numbered(n, mover, &ply.san))),
            }
        }
        out
    }

    /// The move list with numbers and check marks, `1. e3-e4 e8-e7 2. …` (`1... x` when
    /// Black moved first).
    pub fn move_list(&self) -> String {
        let chunks: Vec<String> = self.full_moves().into_iter().map(|c| c.1).collect();
        chunks.join(" ")
    }
}
