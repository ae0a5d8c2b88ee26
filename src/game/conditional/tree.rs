//! The stored lines as a tree: where a new line goes ([`place`]) and what the opponent's move
//! does to the lines waiting for it ([`answer`]). Pure.

use super::{PremoveError, MAX_LINES};
use crate::store::ConditionalRow;

/// A stored line: its row id and canonical moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Row id.
    pub id: i64,
    /// Canonical move texts, the opponent's move first.
    pub moves: Vec<String>,
}

impl Line {
    pub(super) fn of(row: &ConditionalRow) -> Line {
        Line {
            id: row.id,
            moves: row.moves.split_whitespace().map(str::to_string).collect(),
        }
    }
}

/// Where a new line goes in the tree of stored ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// A line of its own.
    New,
    /// It continues stored line `id` (which is a prefix of it): that line is replaced.
    Extends(i64),
}

/// Places `new` (canonical moves, an even number) among `lines` (the owner's stored lines,
/// in list order; `texts` their display texts, same order).
///
/// # Errors
/// [`PremoveError::Duplicate`] when `new` is a stored line or the start of one,
/// [`PremoveError::Conflict`] when it answers an opponent's move differently from a stored
/// line with the same moves before, [`PremoveError::TooMany`].
pub fn place(lines: &[Line], texts: &[String], new: &[String]) -> Result<Placement, PremoveError> {
    let mut extends = None;
    for (i, line) in lines.iter().enumerate() {
        let common = line
            .moves
            .iter()
            .zip(new)
            .take_while(|(a, b)| a == b)
            .count();
        let text = texts
            .get(i)
            .cloned()
            .unwrap_or_else(|| line.moves.join(" "));
        if common == new.len() {
            return Err(PremoveError::Duplicate {
                n: i + 1,
                line: text,
            });
        }
        if common == line.moves.len() {
            extends = Some(line.id);
            continue;
        }
        // They part at index `common`: at a reply (odd index) that is a conflict.
        if common % 2 == 1 {
            return Err(PremoveError::Conflict {
                theirs: new[common - 1].clone(),
                yours: new[common].clone(),
                stored: line.moves[common].clone(),
                n: i + 1,
                line: text,
            });
        }
    }
    match extends {
        Some(id) => Ok(Placement::Extends(id)),
        None if lines.len() >= MAX_LINES => Err(PremoveError::TooMany),
        None => Ok(Placement::New),
    }
}

/// What the opponent's move `played` (canonical text) does to `lines`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The reply to play (the same in every matching line).
    pub reply: Option<String>,
    /// Matching lines that go on: id and the moves after the reply.
    pub advanced: Vec<(i64, Vec<String>)>,
    /// Matching lines used up by this reply.
    pub done: Vec<i64>,
    /// Lines that did not match.
    pub dropped: Vec<i64>,
}

/// Matches the opponent's move `played` against `lines` (the owner's lines expecting it).
pub fn answer(lines: &[Line], played: &str) -> Answer {
    let mut a = Answer::default();
    for line in lines {
        match (line.moves.first(), line.moves.get(1)) {
            (Some(first), Some(reply)) if first == played => {
                a.reply.get_or_insert_with(|| reply.clone());
                if line.moves.len() > 2 {
                    a.advanced.push((line.id, line.moves[2..].to_vec()));
                } else {
                    a.done.push(line.id);
                }
            }
            _ => a.dropped.push(line.id),
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(id: i64, s: &str) -> Line {
        Line {
            id,
            moves: s.split_whitespace().map(str::to_string).collect(),
        }
    }

    fn moves(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn the_tree_branches_on_opponent_moves_and_refuses_other_replies() {
        let stored = [line(1, "a b c d"), line(2, "x y")];
        let texts = ["1... a 2. b c 3. d".to_string(), "1... x 2. y".to_string()];
        assert_eq!(
            place(&stored, &texts, &moves("a b e f")),
            Ok(Placement::New)
        );
        assert_eq!(
            place(&stored, &texts, &moves("x y z w")),
            Ok(Placement::Extends(2))
        );
        assert_eq!(
            place(&stored, &texts, &moves("a b")),
            Err(PremoveError::Duplicate {
                n: 1,
                line: texts[0].clone()
            })
        );
        let err = place(&stored, &texts, &moves("a b c q")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "This line answers c with q, but your line 1 (1... a 2. b c 3. d) answers it with d. Remove that line first, or keep to its reply."
        );
        let full: Vec<Line> = (0..16).map(|i| line(i, &format!("m{i} r"))).collect();
        let t: Vec<String> = Vec::new();
        assert_eq!(place(&full, &t, &moves("z r")), Err(PremoveError::TooMany));
        assert_eq!(
            place(&full, &t, &moves("m3 r s t")),
            Ok(Placement::Extends(3))
        );
    }

    #[test]
    fn answers_advance_matching_lines_and_drop_the_rest() {
        let stored = [line(1, "a b c d"), line(2, "a b"), line(3, "x y")];
        assert_eq!(
            answer(&stored, "a"),
            Answer {
                reply: Some("b".into()),
                advanced: vec![(1, moves("c d"))],
                done: vec![2],
                dropped: vec![3],
            }
        );
        assert_eq!(
            answer(&stored, "q"),
            Answer {
                reply: None,
                advanced: vec![],
                done: vec![],
                dropped: vec![1, 2, 3],
            }
        );
    }
}
