//! A line's moves read from a player's input and played out from a position.

use super::PremoveError;
use crate::game::state;
use crate::rules::{Color, Move, Position};

/// The moves of a line, split from its input: whitespace and commas separate moves; move
/// numbers (`12.`, `12...`, also glued on as in `12...Nb2xc4`) are skipped.
pub fn tokens(input: &str) -> Vec<String> {
    input
        .split(|c: char| c.is_whitespace() || c == ',')
        .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A line played out from a position.
#[derive(Clone, Debug)]
pub struct Walk {
    /// Canonical text of each move.
    pub moves: Vec<String>,
    /// Each move with its check mark, numbered as in a move list (`12... Nb2xc4 13. Rd1xc4`).
    pub text: String,
    /// Each move with its check mark.
    pub sans: Vec<String>,
    /// The position at the end.
    pub end: Position,
    /// The last move and the position before it.
    pub last: Option<(Move, Position)>,
    /// Whether the game is over at the end (by the rules of the position; repetitions are not
    /// counted here).
    pub over: bool,
}

/// Plays `moves` from `start`: the forgiving parser when `forgiving`, else exact canonical
/// texts. Every move before the last must leave the game going on.
///
/// # Errors
/// [`PremoveError::Illegal`] (the first move that is not legal where it stands),
/// [`PremoveError::EndsEarly`].
pub fn walk(start: &Position, moves: &[String], forgiving: bool) -> Result<Walk, PremoveError> {
    let mut pos = *start;
    let mut w = Walk {
        moves: Vec::new(),
        text: String::new(),
        sans: Vec::new(),
        end: pos,
        last: None,
        over: false,
    };
    for (i, typed) in moves.iter().enumerate() {
        if w.over {
            let ended = w.sans.last().cloned().unwrap_or_default();
            return Err(PremoveError::EndsEarly(ended));
        }
        let whose = if i % 2 == 0 {
            "your opponent's move"
        } else {
            "your reply"
        };
        let mv = if forgiving {
            pos.parse_move(typed).map_err(|e| PremoveError::Illegal {
                index: i + 1,
                whose,
                reason: crate::explain::move_error(&e, crate::i18n::Lang::En),
            })?
        } else {
            state::find_move(&pos, typed).ok_or_else(|| PremoveError::Illegal {
                index: i + 1,
                whose,
                reason: format!("{typed} is no longer a legal move there."),
            })?
        };
        let san = pos.move_text_with_check(&mv);
        let number = match pos.turn() {
            Color::White => format!("{}. ", pos.fullmoves()),
            Color::Black if i == 0 => format!("{}... ", pos.fullmoves().saturating_sub(1).max(1)),
            Color::Black => String::new(),
        };
        if !w.text.is_empty() {
            w.text.push(' ');
        }
        w.text.push_str(&number);
        w.text.push_str(&san);
        w.moves.push(pos.move_text(&mv));
        w.sans.push(san);
        let after = pos.play_unchecked(&mv);
        w.over = after.outcome().is_some();
        w.last = Some((mv, pos));
        pos = after;
    }
    w.end = pos;
    Ok(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_skip_move_numbers_and_commas() {
        assert_eq!(
            tokens("12... Nb2xc4, 13.Rd1xc4  e7-e6 14. Rc4-c1"),
            ["Nb2xc4", "Rd1xc4", "e7-e6", "Rc4-c1"]
        );
        assert!(tokens("  1. ").is_empty());
    }
}
