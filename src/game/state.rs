//! A game loaded for use: the typed record, the current position read from the last stored
//! TFEN (no replay), and the last move. Full verification by replay ([`History`]) is
//! [`verify`], used by `timur check` and, once, to fill in the exact-form columns of games
//! stored before them.

use super::record::{GameRecord, Status};
use super::GameError;
use super::History;
use crate::rules::{Color, Move, Position, Square};
use crate::store::{GameRow, MoveRow};

/// The move that led to the current position.
#[derive(Clone, Debug)]
pub struct LastMove {
    /// The move.
    pub mv: Move,
    /// Its text with check mark.
    pub san: String,
    /// The position before it.
    pub before: Position,
}

/// A game as loaded: record, current position, last move.
#[derive(Clone, Debug)]
pub struct GameState {
    /// The stored record.
    pub record: GameRecord,
    /// The current position (after `record.ply` plies).
    pub position: Position,
    /// The last move, if any.
    pub last: Option<LastMove>,
}

impl GameState {
    /// Builds the state from a row and its last moves (`tail`: at least the last two rows, or
    /// all when the game is shorter). No move is replayed.
    ///
    /// # Errors
    /// [`GameError::Corrupt`] if the row or a stored position does not parse.
    pub fn from_rows(row: GameRow, tail: &[MoveRow]) -> Result<GameState, GameError> {
        let record = GameRecord::from_row(row)?;
        at_ply(record, tail, None)
    }

    /// The id.
    pub fn id(&self) -> i64 {
        self.record.id
    }

    /// The status.
    pub fn status(&self) -> Status {
        self.record.status
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
}

/// The state of `record`'s game after `ply` plies (the current ply for `None`), from the
/// move rows around it (`rows` must hold plies `ply - 1` and `ply` when they exist). A state
/// before the end shows the game as it stood then (active, no end, no offers).
///
/// # Errors
/// [`GameError::Corrupt`].
pub fn at_ply(
    mut record: GameRecord,
    rows: &[MoveRow],
    ply: Option<i64>,
) -> Result<GameState, GameError> {
    let ply = ply.unwrap_or(record.ply).clamp(0, record.ply);
    let row_at = |p: i64| rows.iter().find(|m| m.ply == p);
    let corrupt = |what: String| GameError::Corrupt {
        game_id: record.id,
        what,
    };
    let tfen_at = |p: i64| -> Result<(String, Option<String>), GameError> {
        if p == 0 {
            Ok((record.start_tfen.clone(), None))
        } else {
            let m = row_at(p).ok_or_else(|| corrupt(format!("move {p} is missing")))?; // operator: corrupt-record detail (timur check, logs)
            Ok((m.tfen_after.clone(), m.succeeded.clone()))
        }
    };
    let (tfen, succ) = tfen_at(ply)?;
    let position = position_of(&record, &tfen, succ.as_deref())?;
    let last = if ply == 0 {
        None
    } else {
        let (btfen, bsucc) = tfen_at(ply - 1)?;
        let before = position_of(&record, &btfen, bsucc.as_deref())?;
        let m = row_at(ply).expect("checked above");
        let mv = find_move(&before, &m.text)
            .ok_or_else(|| corrupt(format!("move {ply} '{}' is not legal", m.text)))?; // operator: corrupt-record detail (timur check, logs)
        let san = m
            .san
            .clone()
            .unwrap_or_else(|| before.move_text_with_check(&mv));
        Some(LastMove { mv, san, before })
    };
    if ply < record.ply {
        record.ply = ply;
        record.tfen = tfen;
        record.status = Status::Active;
        record.end = None;
        record.offers = Default::default();
    }
    Ok(GameState {
        record,
        position,
        last,
    })
}

/// The position of a stored TFEN of `record`'s game, with the Timurid succession marks
/// (`succeeded`, square names) that TFEN does not carry.
///
/// # Errors
/// [`GameError::Corrupt`] if the TFEN or a square does not parse.
pub fn position_of(
    record: &GameRecord,
    tfen: &str,
    succeeded: Option<&str>,
) -> Result<Position, GameError> {
    let mut pos = Position::from_tfen(record.variant, record.options, tfen).map_err(|e| {
        GameError::Corrupt {
            game_id: record.id,
            what: format!("stored position '{tfen}': {e}"), // operator: corrupt-record detail (timur check, logs)
        }
    })?;
    for name in succeeded.unwrap_or("").split_whitespace() {
        let sq: Square = name.parse().map_err(|_| GameError::Corrupt {
            game_id: record.id,
            what: format!("succession mark '{name}'"), // operator: corrupt-record detail (timur check, logs)
        })?;
        pos.mark_succeeded(sq);
    }
    Ok(pos)
}

/// The succession marks of `pos` as stored (square names, space-separated).
pub fn succeeded_text(pos: &Position) -> String {
    pos.succession_marks()
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The legal move of `pos` whose canonical text is exactly `text` (no forgiving parse).
pub fn find_move(pos: &Position, text: &str) -> Option<Move> {
    pos.legal_moves()
        .into_iter()
        .find(|m| pos.move_text(m) == text)
}

/// Replays a stored game from its start ([`History::from_rows`], the one replay) and checks
/// every stored fact against the replay: each move is legal and exact, each stored position,
/// check mark, repetition key and succession mark matches, the current position and ply
/// match, and a rules ending (checkmate, …) is what the rules say. Returns the move rows as
/// they should be (with every exact-form column).
///
/// # Errors
/// [`GameError::Corrupt`] naming the first difference.
pub fn verify(row: GameRow, moves: &[MoveRow]) -> Result<Vec<MoveRow>, GameError> {
    let id = row.id;
    let corrupt = |what: String| GameError::Corrupt { game_id: id, what };
    let record = GameRecord::from_row(row)?;
    let start = position_of(&record, &record.start_tfen, None)?;
    if record
        .start_rep_key
        .as_ref()
        .is_some_and(|k| *k != start.repetition_key())
    {
        return Err(corrupt(
            "the start position's repetition key differs".into(), // operator: corrupt-record detail (timur check, logs)
        ));
    }
    let mut out = Vec::with_capacity(moves.len());
    let history = History::from_rows_checked(&record, moves, |m, ply| {
        let fixed = MoveRow {
            san: Some(ply.san.clone()),
            rep_key: Some(ply.after.repetition_key()),
            succeeded: Some(succeeded_text(&ply.after)),
            ..m.clone()
        };
        if ply.after.to_tfen() != m.tfen_after {
            return Err(format!(
                "the position after move {} differs from the stored one", // operator: corrupt-record detail (timur check, logs)
                m.ply
            ));
        }
        for (what, stored, want) in [
            ("check mark", &m.san, &fixed.san), // operator: corrupt-record detail (timur check, logs)
            ("repetition key", &m.rep_key, &fixed.rep_key), // operator: corrupt-record detail (timur check, logs)
            ("succession marks", &m.succeeded, &fixed.succeeded), // operator: corrupt-record detail (timur check, logs)
        ] {
            if stored.is_some() && stored != want {
                return Err(format!("the {what} of move {} differs", m.ply)); // operator: corrupt-record detail (timur check, logs)
            }
        }
        out.push(fixed);
        Ok(())
    })?;
    if moves.len() as i64 != record.ply || history.last_position().to_tfen() != record.tfen {
        return Err(corrupt(format!(
            "the stored position differs from the replayed moves ({} moves, ply {})", // operator: corrupt-record detail (timur check, logs)
            moves.len(),
            record.ply
        )));
    }
    if let Some(end) = &record.end {
        let rules_end = history.outcome().map(super::record::EndReason::of_outcome);
        let by_rules = matches!(
            end.reason,
            super::record::EndReason::Checkmate
                | super::record::EndReason::Stalemate
                | super::record::EndReason::BareKing
                | super::record::EndReason::Citadel
                | super::record::EndReason::Repetition
                | super::record::EndReason::MoveRule
        );
        if by_rules
            && rules_end != Some((end.reason, end.result.unwrap_or(super::GameResult::Draw)))
        {
            return Err(corrupt(format!(
                "it is stored as ended by {}, which the moves do not show", // operator: corrupt-record detail (timur check, logs)
                end.reason.code()
            )));
        }
    }
    Ok(out)
}
