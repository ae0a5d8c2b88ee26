//! Move text (docs/rules.md §6.2): the canonical output. Input is read in [`crate::MoveText`].

use crate::{Move, Outcome, Position, Role, WinReason};

impl Position {
    /// The canonical text of `m` without check marks, e.g. `Gd2-e6`, `Nb2xc4`, `e3-e4`,
    /// `f9xg10=I`, `Kk3-x1`, `P@e6`, `K<>d3` (docs/rules.md §6.2).
    pub fn move_text(&self, m: &Move) -> String {
        let v = self.variant;
        let letter = |role: Role| if role.is_pawn() { "" } else { v.letter(role) };
        match *m {
            Move::Normal { .. } => {
                let step = m.step().expect("a normal move has a step");
                let sep = if step.capture.is_some() { 'x' } else { '-' };
                let mut s = format!("{}{}{sep}{}", letter(step.role), step.from, step.to);
                if let Some(p) = step.promotion {
                    s.push('=');
                    s.push_str(v.letter(p));
                }
                s
            }
            Move::EnPassant { from, to } => format!("{from}x{to}"),
            Move::Place { to, .. } => format!("P@{to}"),
            Move::Swap { to, .. } => format!("K<>{to}"),
        }
    }

    /// The canonical text of `m` with `+` when the opponent is then in check and `#` when that
    /// is checkmate, i.e. the game ends with [`WinReason::Checkmate`] (a check that ends the
    /// game otherwise, say by the move rule, is `+`; so is a Timurid mate from which the King
    /// can still escape by succession). `m` must be legal here.
    pub fn move_text_with_check(&self, m: &Move) -> String {
        let mut s = self.move_text(m);
        let after = self.play_unchecked(m);
        if after.is_check(after.turn()) {
            let mate = matches!(
                after.outcome(),
                Some(Outcome::Win {
                    reason: WinReason::Checkmate,
                    ..
                })
            );
            s.push(if mate { '#' } else { '+' });
        }
        s
    }
}
