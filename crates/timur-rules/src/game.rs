//! A game from a start position: its moves, repetition history and result by the rules.

use crate::{DrawReason, IllegalMove, Move, MoveList, Outcome, Position};
use std::collections::HashMap;

/// A game under the rules alone: the start position, the moves played and the repetition
/// history (docs/rules.md §4.6: history starts at the start position). Resignation, agreement and
/// time belong to the game service, not here.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    seen: HashMap<String, u8>,
    repetition_draw: bool,
}

impl Game {
    /// A game starting at `start`.
    pub fn new(start: Position) -> Game {
        let mut seen = HashMap::new();
        seen.insert(start.repetition_key(), 1);
        Game {
            start,
            position: start,
            moves: Vec::new(),
            seen,
            repetition_draw: false,
        }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The outcome by the rules, including repetition when the option is on.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.repetition_draw {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        self.position.outcome()
    }

    /// The legal moves: none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.repetition_draw {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not legal now (or the game is over).
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        if !self.legal_moves().contains(m) {
            return Err(IllegalMove);
        }
        self.position = self.position.play_unchecked(m);
        self.moves.push(*m);
        let n = self.seen.entry(self.position.repetition_key()).or_insert(0);
        *n += 1;
        if *n >= 3 && self.position.options().repetition {
            self.repetition_draw = true;
        }
        Ok(())
    }
}
