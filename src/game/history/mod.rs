//! A game's story, told once: the start position, every ply (the move, its canonical text and
//! SAN, the position after it, who played it and when), the players and the result, with the
//! move list, the move numbers, PGN written and read, and the replay frames the renderer draws.
//!
//! Every consumer builds a [`History`] with the one replay loop here: `/history`, `/export`
//! (PGN, GIF, HTML), the game-over GIF, `/analysis`, local mode, `timur render --pgn`, and
//! `timur check` / `timur migrate` (through [`super::verify`], which checks every stored fact
//! against it). A stored game is replayed exactly (each stored text must be the canonical text
//! of a legal move, docs/rules.md §6.2); a pasted PGN forgivingly (any spelling
//! [`Position::parse_move`] accepts).

mod build;
mod frames;
mod numbers;
mod pgn;
#[cfg(test)]
mod tests;

pub use frames::replay_file_name;
pub use numbers::numbered;
pub use pgn::civil_date;

use super::record::{EndReason, GameRecord, GameResult, Status};
use super::GameError;
use super::{claimant, color_code, end_parts_sentence, EndParts, Style};
use super::{find_move, position_of};
use crate::i18n::Lang;
use crate::rules::{
    Game, Move, MoveError, OptionError, Outcome, Position, RuleOptions, TfenError, VariantId,
};
use crate::tr;

/// One ply of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The move.
    pub mv: Move,
    /// Its canonical text (docs/rules.md §6.2), as stored: `Nb2-c4`.
    pub text: String,
    /// The canonical text with its check mark (`+`, `#`): the SAN of the move lists and PGN.
    pub san: String,
    /// The position after it.
    pub after: Position,
    /// Who played it and when; `None` when read from a PGN or a rules-level game.
    pub stamp: Option<Stamp>,
}

/// Who played a stored ply, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// The player's id.
    pub player: String,
    /// Unix seconds.
    pub at: i64,
}

/// How a finished game ended, as its story tells it: typed (the result and why), said in
/// words only where it is shown ([`Ending::sentence`], in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why; `None` when only the result is known (a pasted PGN's `[Result]` tag).
    pub reason: Option<EndReason>,
    /// The name of the player who claimed a citadel draw ([`EndReason::CitadelClaim`]).
    pub claimant: Option<String>,
    /// The stored sentence of an [`EndReason::Other`].
    pub note: Option<String>,
}

impl Ending {
    /// A game that ended with `result` for `reason`.
    pub fn new(result: GameResult, reason: EndReason) -> Ending {
        Ending {
            result,
            reason: Some(reason),
            claimant: None,
            note: None,
        }
    }

    /// A game that ended with `result` for a reason stored as a sentence (an old game's
    /// [`EndReason::Other`] and its note, shown as written in every language).
    pub fn noted(result: GameResult, note: &str) -> Ending {
        Ending {
            result,
            reason: Some(EndReason::Other),
            claimant: None,
            note: Some(note.to_string()),
        }
    }

    /// A game of which only the result is known.
    pub fn of_result(result: GameResult) -> Ending {
        Ending {
            result,
            reason: None,
            claimant: None,
            note: None,
        }
    }

    /// The ending the rules decided (`Outcome`, e.g. a checkmate in a pasted PGN).
    pub fn of_outcome(o: &Outcome) -> Ending {
        let (reason, result) = EndReason::of_outcome(o);
        Ending::new(result, reason)
    }

    /// Why, one short sentence without the final stop naming the sides by colour, in `lang`
    /// (the catalog's `game-end-…` messages): `White wins by checkmate`, `Black resigned;
    /// White wins`, `Draw agreed`; `White wins` / `Draw` when only the result is known.
    pub fn sentence(&self, lang: Lang) -> String {
        let style = Plain(lang);
        let winner = self.result.winner();
        let Some(reason) = self.reason else {
            return match winner {
                Some(c) => tr!(lang, "game-end-won-color", winner = color_code(c)),
                None => tr!(lang, "game-end-drawn"),
            };
        };
        let parts = EndParts {
            reason,
            winner,
            named: None,
            by: String::new(),
            claimant: self.claimant.clone().unwrap_or_default(),
            claimant_who: crate::i18n::who(self.claimant.as_deref().unwrap_or_default()),
            note: self.note.as_deref(),
            you: "none",
        };
        end_parts_sentence(&parts, &style)
    }
}

/// Plain names, no mentions, in one language: what a file or a picture shows.
pub(crate) struct Plain(pub(crate) Lang);

impl Style for Plain {
    fn player(&self, _id: &str, name: &str) -> String {
        name.to_string()
    }
    fn time(&self, t: i64) -> String {
        t.to_string()
    }
    fn lang(&self) -> Lang {
        self.0
    }
}

/// Why a game's story cannot be told: a PGN or move list that does not replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HistoryError {
    /// The start TFEN is not valid for the variant and options.
    #[error("the start position is not valid: {0}")]
    Tfen(#[from] TfenError),
    /// The `[Variant]` tag names no variant (by id or by name).
    #[error("unknown variant '{0}' in the PGN")]
    Variant(String),
    /// The `[Options]` tag does not read for the variant.
    #[error(transparent)]
    Options(#[from] OptionError),
    /// A move cannot be played where it stands.
    #[error("move {ply} ('{text}') cannot be played: {error}")]
    Move {
        /// Its ply, from 1.
        ply: usize,
        /// The text given.
        text: String,
        /// Why: [`MoveError::GameOver`] when the game had ended by the rules; for a stored
        /// game, [`MoveError::Unparseable`] when no legal move has this canonical text.
        error: MoveError,
    },
    /// Stored move rows are not numbered 1, 2, 3, …
    #[error("move rows skip from ply {after} to {found}")]
    Skip {
        /// The last ply read.
        after: usize,
        /// The ply number of the next row.
        found: i64,
    },
}

/// Where a PGN without `[Variant]`, `[Options]` or `[FEN]` tags starts: what the command line
/// gave (`timur render --variant … --option … --tfen …`).
#[derive(Clone, Debug)]
pub struct Setup {
    /// The variant.
    pub variant: VariantId,
    /// Its rule options.
    pub options: RuleOptions,
    /// The start position as TFEN (docs/rules.md §6.1); `None` for the variant's start.
    pub tfen: Option<String>,
}

/// A whole game: start position, plies, players, PGN tags and result. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    start: Position,
    plies: Vec<Ply>,
    white: String,
    black: String,
    /// The PGN tag pairs in the order they are written (as read, for a parsed PGN).
    tags: Vec<(String, String)>,
    ending: Option<Ending>,
    /// The rules' verdict on the last position (repetition included).
    outcome: Option<Outcome>,
}

/// What one ply of the input is.
enum Input<'a> {
    /// A stored canonical text: only the legal move with exactly this text.
    Exact(&'a str),
    /// A typed or pasted text, read as a player's input.
    Typed(&'a str),
    /// A move already made.
    Move(Move),
}

/// One ply of the input: its stored number (checked to be 1, 2, …), the move, who and when.
struct Entry<'a> {
    ply: Option<i64>,
    input: Input<'a>,
    stamp: Option<Stamp>,
}

/// Why the replay loop stopped: the input, or the caller's check of a ply.
enum Stop<E> {
    History(HistoryError),
    Check(E),
}

/// The one replay loop: plays every entry from `start` under the rules ([`Game::play`]), calling
/// `check(i, ply)` after entry `i`. Returns the plies and the rules' outcome at the end.
fn replay<'a, E>(
    start: Position,
    entries: impl IntoIterator<Item = Entry<'a>>,
    mut check: impl FnMut(usize, &Ply) -> Result<(), E>,
) -> Result<(Vec<Ply>, Option<Outcome>), Stop<E>> {
    let mut game = Game::new(start);
    let mut plies: Vec<Ply> = Vec::new();
    for (i, e) in entries.into_iter().enumerate() {
        if let Some(found) = e.ply.filter(|&p| p != i as i64 + 1) {
            return Err(Stop::History(HistoryError::Skip { after: i, found }));
        }
        let before = *game.position();
        let bad = |text: String, error| {
            Stop::History(HistoryError::Move {
                ply: i + 1,
                text,
                error,
            })
        };
        let mv = match e.input {
            Input::Exact(text) => find_move(&before, text).ok_or_else(|| {
                bad(
                    text.to_string(),
                    MoveError::Unparseable {
                        input: text.to_string(),
                    },
                )
            })?,
            Input::Typed(text) => {
                if game.legal_moves().is_empty() {
                    return Err(bad(text.to_string(), MoveError::GameOver));
                }
                before
                    .parse_move(text)
                    .map_err(|error| bad(text.to_string(), error))?
            }
            Input::Move(mv) => mv,
        };
        let text = before.move_text(&mv);
        // A legal move is refused only once the game has ended by the rules (a rule draw).
        game.play(&mv)
            .map_err(|_| bad(text.clone(), MoveError::GameOver))?;
        let ply = Ply {
            mv,
            san: before.move_text_with_check(&mv),
            text,
            after: *game.position(),
            stamp: e.stamp,
        };
        check(i, &ply).map_err(Stop::Check)?;
        plies.push(ply);
    }
    Ok((plies, game.outcome()))
}

impl History {
    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The start position's TFEN when it is not the variant's start position.
    pub fn set_up_tfen(&self) -> Option<String> {
        let standard = Position::start(self.start.variant().id, *self.start.options());
        (self.start != standard).then(|| self.start.to_tfen())
    }

    /// The plies, in order (`plies()[k - 1]` is ply `k`).
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// Number of plies.
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// True before the first move.
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// The moves, one per ply.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// The canonical move texts, one per ply (as stored, without check marks).
    pub fn move_texts(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.text.clone()).collect()
    }

    /// The position after `ply` plies (0: the start).
    ///
    /// # Panics
    /// If `ply > len()`.
    pub fn position(&self, ply: usize) -> &Position {
        match ply {
            0 => &self.start,
            k => &self.plies[k - 1].after,
        }
    }

    /// The last position.
    pub fn last_position(&self) -> &Position {
        self.position(self.len())
    }

    /// The rules' verdict on the last position (checkmate, …, repetition), if the moves
    /// ended the game.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// How the game ended, once finished with a result.
    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    /// White's name.
    pub fn white(&self) -> &str {
        &self.white
    }

    /// Black's name.
    pub fn black(&self) -> &str {
        &self.black
    }

    /// Renames the players (and their tags, if the PGN has them).
    pub fn set_players(&mut self, white: &str, black: &str) {
        self.white = white.to_string();
        self.black = black.to_string();
        for (k, v) in &mut self.tags {
            match k.as_str() {
                "White" => *v = white.to_string(),
                "Black" => *v = black.to_string(),
                _ => {}
            }
        }
    }

    /// The value of PGN tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets PGN tag `name` (in place if present, else at the end): `[Site]` is the game's
    /// address, which only the front end knows.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
}
