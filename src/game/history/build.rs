//! A [`History`] from a stored game's move rows or from a rules-level game.

use super::{civil_date, Ending, Entry, Input, Stamp, Stop};
use super::{claimant, position_of, replay, Lang, Plain};
use super::{EndReason, GameError, GameRecord, History, HistoryError, Ply, Status};
use crate::rules::{Game, MoveError};
use crate::store::{MoveRow, DAY};

impl History {
    /// The story of stored game `rec` from its move rows (in ply order), replayed exactly. The
    /// PGN tags are the seven standard ones (`[Site "?"]`: set it with [`History::set_tag`])
    /// with the TFEN start position in `[FEN]` and `[SetUp "1"]`, then `[Variant]`,
    /// `[Options]` (`-` for the defaults) and `[TimeControl]` (`1/SECONDS` per move, `-`
    /// without a limit). A finished game with a result has its [`Ending`].
    ///
    /// # Errors
    /// [`GameError::Corrupt`] naming the first row that does not replay.
    pub fn from_rows(rec: &GameRecord, rows: &[MoveRow]) -> Result<History, GameError> {
        Self::from_rows_checked(rec, rows, |_, _| Ok(()))
    }

    /// [`History::from_rows`], calling `check(row, ply)` after each ply is replayed; its error
    /// (what differs) stops the replay as [`GameError::Corrupt`].
    pub(crate) fn from_rows_checked(
        rec: &GameRecord,
        rows: &[MoveRow],
        mut check: impl FnMut(&MoveRow, &Ply) -> Result<(), String>,
    ) -> Result<History, GameError> {
        let corrupt = |what: String| GameError::Corrupt {
            game_id: rec.id,
            what,
        };
        let start = position_of(rec, &rec.start_tfen, None)?;
        let entries = rows.iter().map(|m| Entry {
            ply: Some(m.ply),
            input: Input::Exact(&m.text),
            stamp: Some(Stamp {
                player: m.player_id.clone(),
                at: m.played_at,
            }),
        });
        let (plies, outcome) =
            replay(start, entries, |i, ply| check(&rows[i], ply)).map_err(|stop| match stop {
                Stop::Check(what) => corrupt(what),
                Stop::History(HistoryError::Move {
                    ply,
                    text,
                    error: MoveError::GameOver,
                }) => corrupt(format!("move {ply} '{text}' is illegal")), // operator: corrupt-record detail (timur check, logs)
                Stop::History(HistoryError::Move { ply, error, .. }) => {
                    let text = match error {
                        MoveError::Unparseable { input } => input,
                        _ => String::new(),
                    };
                    corrupt(format!("move {ply} '{text}' is not legal")) // operator: corrupt-record detail (timur check, logs)
                }
                Stop::History(e) => corrupt(e.to_string()),
            })?;
        let finished = (rec.status == Status::Finished)
            .then_some(rec.end.as_ref())
            .flatten();
        let ending = finished.and_then(|end| {
            end.result.map(|result| Ending {
                result,
                reason: Some(end.reason),
                claimant: (end.reason == EndReason::CitadelClaim)
                    .then(|| claimant(rec, end, &Plain(Lang::En))),
                note: end.note.clone(),
            })
        });
        let (y, m, d) = civil_date(rec.created_at);
        let options = rec.variant.options_text(&rec.options);
        let tags = [
            ("Event", "Timur correspondence game".to_string()), // operator: PGN tag value
            ("Site", "?".to_string()),
            ("Date", format!("{y:04}.{m:02}.{d:02}")),
            ("White", rec.white.name.clone()),
            ("Black", rec.black.name.clone()),
            (
                "Result",
                ending.as_ref().map_or("*", |e| e.result.code()).to_string(),
            ),
            ("Variant", rec.variant.name().to_string()),
            ("SetUp", "1".to_string()),
            ("FEN", rec.start_tfen.clone()),
            (
                "Options",
                if options.is_empty() {
                    "-".into()
                } else {
                    options
                },
            ),
            (
                "TimeControl",
                rec.clock
                    .days_per_move
                    .map_or_else(|| "-".to_string(), |d| format!("1/{}", d * DAY)),
            ),
        ];
        Ok(History {
            start,
            plies,
            white: rec.white.name.clone(),
            black: rec.black.name.clone(),
            tags: tags.map(|(k, v)| (k.to_string(), v)).into_iter().collect(),
            ending,
            outcome,
        })
    }

    /// The story of a rules-level `game` (its start position and moves) with the players'
    /// names and, if finished, how it ended. No PGN tags but `[White]`, `[Black]`, `[Result]`.
    pub fn from_game(game: &Game, white: &str, black: &str, ending: Option<Ending>) -> History {
        let entries = game.moves().iter().map(|&mv| Entry {
            ply: None,
            input: Input::Move(mv),
            stamp: None,
        });
        let Ok((plies, outcome)) = replay(*game.start(), entries, |_, _| Ok::<(), ()>(())) else {
            unreachable!("a Game's own moves replay");
        };
        let result = ending.as_ref().map_or("*", |e| e.result.code());
        History {
            start: *game.start(),
            plies,
            white: white.to_string(),
            black: black.to_string(),
            tags: vec![
                ("White".into(), white.to_string()),
                ("Black".into(), black.to_string()),
                ("Result".into(), result.to_string()),
            ],
            ending,
            outcome,
        }
    }
}
