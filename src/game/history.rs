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

use super::record::{EndReason, GameRecord, GameResult, Status};
use super::GameError;
use super::{colour_end_sentence, Style};
use super::{find_move, position_of};
use crate::render::{Replay, ReplayTexts};
use crate::rules::{
    Color, Game, Move, MoveError, OptionError, Outcome, Position, RuleOptions, TfenError, VariantId,
};
use crate::store::{MoveRow, DAY};

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

/// How a finished game ended, as its story tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why, one short sentence naming the sides by colour: `White wins by checkmate`,
    /// `Black resigned; White wins`.
    pub reason: String,
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

/// Plain names, no mentions: what a file or a picture shows.
struct Plain;

impl Style for Plain {
    fn player(&self, _id: &str, name: &str) -> String {
        name.to_string()
    }
    fn time(&self, t: i64) -> String {
        t.to_string()
    }
}

/// The file name of a game's replay: `game-<id>.<ext>` (`ext` `gif` or `html`).
pub fn replay_file_name(game_id: i64, ext: &str) -> String {
    format!("game-{game_id}.{ext}")
}

/// `12. Gd2-e6` (a move of White's at full move 12) or `12... Kk3-x1` (Black's): the one
/// move-number formula of move lists, PGN, captions and alt texts.
pub fn numbered(fullmove: u32, mover: Color, san: &str) -> String {
    match mover {
        Color::White => format!("{fullmove}. {san}"),
        Color::Black => format!("{fullmove}... {san}"),
    }
}

/// The UTC calendar date (year, month 1–12, day 1–31) of Unix time `t`
/// (H. Hinnant's civil-from-days).
pub fn civil_date(t: i64) -> (i64, u32, u32) {
    let z = t.div_euclid(DAY) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// A variant by id (`tamerlane-feminine`) or by name (`Tamerlane (feminine array)`).
fn variant_named(s: &str) -> Option<VariantId> {
    s.parse()
        .ok()
        .or_else(|| VariantId::ALL.into_iter().find(|v| v.name() == s))
}

/// A tag value as PGN writes it: `\` and `"` escaped with `\`.
fn quote(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A tag pair line `[Name "value"]` (value unescaped), if `line` is one.
fn tag_pair(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        value.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    Some((name.to_string(), value))
}

/// The move texts of a PGN movetext or a pasted move list, as players paste them: tag pair
/// lines, comments (`{…}`, `; …` to the end of the line), variations (`(…)`, nested), move
/// numbers (`12.`, `12...`, `12.e3-e4`), NAGs (`$1`) and results (`1-0`, `0-1`, `1/2-1/2`,
/// `*`) are skipped.
fn movetext_moves(text: &str) -> Vec<String> {
    let mut plain = String::with_capacity(text.len());
    let (mut brace, mut depth) = (false, 0usize);
    for line in text.lines() {
        if !brace && depth == 0 && line.trim_start().starts_with('[') {
            continue;
        }
        for c in line.chars() {
            match c {
                _ if brace => brace = c != '}',
                '{' => brace = true,
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ if depth > 0 => {}
                ';' => break,
                c => plain.push(c),
            }
        }
        plain.push('\n');
    }
    let mut out = Vec::new();
    for token in plain.split_whitespace() {
        // `12.e3-e4` is also seen: drop a leading move number.
        let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
        let t = if t.len() < token.len() && t.starts_with('.') {
            t.trim_start_matches('.')
        } else {
            token
        };
        let nag = t.len() > 1 && t.starts_with('$') && t[1..].bytes().all(|b| b.is_ascii_digit());
        if t.is_empty() || nag || matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*") {
            continue;
        }
        out.push(t.to_string());
    }
    out
}

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
                }) => corrupt(format!("move {ply} '{text}' is illegal")),
                Stop::History(HistoryError::Move { ply, error, .. }) => {
                    let text = match error {
                        MoveError::Unparseable { input } => input,
                        _ => String::new(),
                    };
                    corrupt(format!("move {ply} '{text}' is not legal"))
                }
                Stop::History(e) => corrupt(e.to_string()),
            })?;
        let finished = (rec.status == Status::Finished)
            .then_some(rec.end.as_ref())
            .flatten();
        let ending = finished.and_then(|end| {
            end.result.map(|result| Ending {
                result,
                reason: colour_end_sentence(rec, end, &Plain),
            })
        });
        let (y, m, d) = civil_date(rec.created_at);
        let options = rec.variant.options_text(&rec.options);
        let tags = [
            ("Event", "Timur correspondence game".to_string()),
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

    /// Reads a PGN (as `/export` writes it, or as players paste it) or a bare move list such
    /// as `1. e3-e4 e8-e7 2. Nb2-c4`: the tags `[Variant]` (id or name), `[Options]`, `[FEN]`
    /// give the start (else `setup`'s), `[White]`, `[Black]` the names (else `White`,
    /// `Black`); the movetext is read forgivingly (see the module docs; comments, variations,
    /// NAGs and move numbers are skipped). The ending is the rules' when the moves end the
    /// game, else the `[Result]` tag's (`White wins`, `Black wins`, `Draw`). Every tag pair is
    /// kept, in order, so [`History::pgn`] writes back a PGN [`History::pgn`] wrote byte for
    /// byte.
    ///
    /// # Errors
    /// [`HistoryError::Variant`], [`HistoryError::Options`], [`HistoryError::Tfen`] for a bad
    /// start; [`HistoryError::Move`] naming the first ply that cannot be played.
    pub fn from_pgn(text: &str, setup: &Setup) -> Result<History, HistoryError> {
        let tags: Vec<(String, String)> = text.lines().filter_map(tag_pair).collect();
        let tag = |name: &str| tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
        let (mut id, mut options) = (setup.variant, setup.options);
        if let Some(v) = tag("Variant") {
            id = variant_named(&v).ok_or(HistoryError::Variant(v))?;
            options = id.default_options();
        }
        if let Some(o) = tag("Options").filter(|o| o != "-") {
            options = id.parse_options(&o)?;
        }
        let start = match tag("FEN").or_else(|| setup.tfen.clone()) {
            Some(t) => Position::from_tfen(id, options, &t)?,
            None => Position::start(id, options),
        };
        let texts = movetext_moves(text);
        let entries = texts.iter().map(|t| Entry {
            ply: None,
            input: Input::Typed(t),
            stamp: None,
        });
        let (plies, outcome) =
            replay(start, entries, |_, _| Ok::<(), ()>(())).map_err(|s| match s {
                Stop::History(e) => e,
                Stop::Check(()) => unreachable!("no check"),
            })?;
        let ending = match &outcome {
            Some(o) => Some(Ending {
                result: EndReason::of_outcome(o).1,
                reason: super::outcome_sentence(o),
            }),
            None => tag("Result")
                .and_then(|r| GameResult::from_code(&r))
                .map(|result| Ending {
                    result,
                    reason: match result.winner() {
                        Some(c) => format!("{c} wins"),
                        None => "Draw".to_string(),
                    },
                }),
        };
        Ok(History {
            start,
            plies,
            white: tag("White").unwrap_or_else(|| "White".into()),
            black: tag("Black").unwrap_or_else(|| "Black".into()),
            tags,
            ending,
            outcome,
        })
    }

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

    /// The game as PGN: every tag pair (`[Name "value"]`, `\` and `"` escaped), a blank line,
    /// then the move list and the result (`[Result]`'s, `*` without it), lines at most 80
    /// characters (a longer token alone on its line), ending in a newline.
    pub fn pgn(&self) -> String {
        let mut out = String::new();
        for (k, v) in &self.tags {
            out.push_str(&format!("[{k} \"{}\"]\n", quote(v)));
        }
        out.push('\n');
        let list = self.move_list();
        let result = self.tag("Result").unwrap_or("*");
        let mut line = String::new();
        for token in list.split_whitespace().chain(std::iter::once(result)) {
            if !line.is_empty() && line.len() + 1 + token.len() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(token);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    fn tamerlane() -> Setup {
        let id = VariantId::Tamerlane;
        Setup {
            variant: id,
            options: id.default_options(),
            tfen: None,
        }
    }

    fn game(texts: &[&str]) -> Game {
        let id = VariantId::Tamerlane;
        let mut g = Game::new(Position::start(id, id.default_options()));
        for t in texts {
            let m = g.position().parse_move(t).unwrap();
            g.play(&m).unwrap();
        }
        g
    }

    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(1_700_000_000), (2023, 11, 14));
        assert_eq!(civil_date(951_782_400), (2000, 2, 29));
        assert_eq!(civil_date(-1), (1969, 12, 31));
    }

    #[test]
    fn moves_are_numbered_for_white_and_black() {
        assert_eq!(numbered(12, Color::White, "Gd2-e6"), "12. Gd2-e6");
        assert_eq!(numbered(30, Color::Black, "Rb9xb1#"), "30... Rb9xb1#");
    }

    #[test]
    fn move_lists_lose_numbers_results_tags_and_comments() {
        let text = "[Event \"x\"]\n\n1. e3-e4 e8-e7 2.Nb2-c3 {a comment here} 2... Nj9-i7\n3. K<>d3 1/2-1/2";
        assert_eq!(
            movetext_moves(text),
            ["e3-e4", "e8-e7", "Nb2-c3", "Nj9-i7", "K<>d3"]
        );
    }

    #[test]
    fn pgn_tags_are_read_with_escapes() {
        // Moved from cli/replay.rs.
        let text = "[White \"a \\\"b\\\"\"]\n[Variant \"Tamerlane (feminine array)\"]\n";
        let tags: Vec<(String, String)> = text.lines().filter_map(tag_pair).collect();
        let tag = |name: &str| tags.iter().find(|t| t.0 == name).map(|t| t.1.clone());
        assert_eq!(tag("White").as_deref(), Some("a \"b\""));
        assert_eq!(
            variant_named(&tag("Variant").unwrap()),
            Some(VariantId::TamerlaneFeminine)
        );
        assert_eq!(variant_named("herat"), Some(VariantId::Herat));
        assert_eq!(tag("Black"), None);
        assert_eq!(
            tag_pair("[White \"a \\\"b\\\" \\\\c\"]"),
            Some(("White".into(), "a \"b\" \\c".into()))
        );
        assert_eq!(tag_pair("1. e3-e4"), None);
        assert_eq!(variant_named("chess"), None);
    }

    /// Five plies from White's start: 1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7 3. d3-d4.
    fn five_plies(white: &str, black: &str) -> History {
        let moves = ["e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7", "d3-d4"];
        History::from_game(&game(&moves), white, black, None)
    }

    #[test]
    fn a_short_game_has_its_move_list_numbers_and_plies_of_moves() {
        let h = five_plies("Alice", "Bob");
        assert_eq!(h.len(), 5);
        assert_eq!(
            h.move_texts(),
            ["e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7", "d3-d4"]
        );
        assert_eq!(h.move_list(), "1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7 3. d3-d4");
        assert_eq!(
            h.full_moves(),
            [
                (1, "1. e3-e4 e8-e7".to_string()),
                (2, "2. Nb2-c4 Nj9-i7".to_string()),
                (3, "3. d3-d4".to_string()),
            ]
        );
        assert_eq!(h.move_number(1), (1, Color::White));
        assert_eq!(h.move_number(2), (1, Color::Black));
        assert_eq!(h.move_number(3), (2, Color::White));
        assert_eq!(h.numbered(4), "2... Nj9-i7");
        assert_eq!(h.last_move_number(), 3);
        // Move 0 is the start; a move's board is after Black's ply; past the end, the last.
        assert_eq!(h.ply_of_move(0), 0);
        assert_eq!(h.ply_of_move(1), 2);
        assert_eq!(h.ply_of_move(2), 4);
        assert_eq!(h.ply_of_move(3), 5);
        assert_eq!(h.ply_of_move(9), 5);
        assert_eq!(h.set_up_tfen(), None);
        assert_eq!(h.result_line(), "game in progress");
        assert_eq!(h.caption(0), "Alice vs Bob · Tamerlane · start");
        assert_eq!(h.caption(5), "Alice vs Bob · 3. d3-d4");
        assert_eq!(
            h.caption(6),
            "Alice vs Bob · game in progress after 3. d3-d4"
        );
        assert_eq!(h.position(2), &h.plies()[1].after);
        assert_eq!(h.position(0), h.start());
        assert!(History::from_game(&game(&[]), "a", "b", None).ply_of_move(3) == 0);
    }

    #[test]
    fn plies_of_move_numbers() {
        // Moved from discord/info.rs: a 5-ply game from White's start.
        let h = five_plies("a", "b");
        assert_eq!(h.ply_of_move(1), 2);
        assert_eq!(h.ply_of_move(2), 4);
        assert_eq!(h.ply_of_move(9), 5);
        assert_eq!(h.ply_of_move(0), 0);
    }

    #[test]
    fn a_game_black_begins_is_numbered_from_its_tfen() {
        let start = *game(&["e3-e4"]).position();
        let fen = start.to_tfen().replace(" 1", " 7");
        assert!(fen.ends_with(" 7"), "{fen}");
        let setup = Setup {
            tfen: Some(fen.clone()),
            ..tamerlane()
        };
        let h = History::from_pgn("e8-e7 Nb2-c4 Nj9-i7", &setup).unwrap();
        assert_eq!(h.move_list(), "7... e8-e7 8. Nb2-c4 Nj9-i7");
        assert_eq!(
            h.full_moves(),
            [
                (7, "7... e8-e7".to_string()),
                (8, "8. Nb2-c4 Nj9-i7".to_string())
            ]
        );
        assert_eq!(h.ply_of_move(6), 0);
        assert_eq!(h.ply_of_move(7), 1);
        assert_eq!(h.ply_of_move(8), 3);
        assert_eq!(h.last_move_number(), 8);
        assert_eq!(h.set_up_tfen(), Some(fen));
    }

    #[test]
    fn pgn_round_trips_byte_for_byte() {
        let mut h = History::from_game(
            &game(&["e3-e4", "e8-e7", "Nb2-c4"]),
            "Al \"the\" \\ one",
            "Bob",
            Some(Ending {
                result: GameResult::WhiteWins,
                reason: "Black resigned; White wins".into(),
            }),
        );
        h.set_tag("Site", "https://discord.com/channels/9/c");
        let pgn = h.pgn();
        assert_eq!(
            pgn,
            "[White \"Al \\\"the\\\" \\\\ one\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n[Site \"https://discord.com/channels/9/c\"]\n\n1. e3-e4 e8-e7 2. Nb2-c4 1-0\n"
        );
        let back = History::from_pgn(&pgn, &tamerlane()).unwrap();
        assert_eq!(back.pgn(), pgn);
        assert_eq!(back.white(), "Al \"the\" \\ one");
        assert_eq!(back.moves(), h.moves());
        assert_eq!(back.result_line(), "1-0 · White wins");
    }

    #[test]
    fn long_movetext_wraps_at_80_characters() {
        let moves = [
            "e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7", "d3-d4", "d8-d7", "f3-f4", "f8-f7", "g3-g4",
            "g8-g7", "h3-h4", "h8-h7",
        ];
        let h = History::from_game(&game(&moves), "a", "b", None);
        let pgn = h.pgn();
        let body: Vec<&str> = pgn.split("\n\n").nth(1).unwrap().lines().collect();
        assert_eq!(
            body,
            [
                "1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7 3. d3-d4 d8-d7 4. f3-f4 f8-f7 5. g3-g4 g8-g7 6.",
                "h3-h4 h8-h7 *"
            ]
        );
        assert_eq!(History::from_pgn(&pgn, &tamerlane()).unwrap().pgn(), pgn);
    }

    #[test]
    fn a_pasted_pgn_with_comments_variations_and_numbers_reads() {
        let text = "[Event \"Casual\"]\n[White \"Ann\"]\n[Black \"Ben\"]\n[Result \"0-1\"]\n\n\
            1.e3-e4 {the usual} e8-e7 (1... Nj9-i7 2. Nb2-c4 (2. d3-d4)) 2. Nb2-c4! $1\n\
            ; a line comment 3. zz\n2... Nj9-i7?! 0-1\n";
        let h = History::from_pgn(text, &tamerlane()).unwrap();
        assert_eq!(h.move_texts(), ["e3-e4", "e8-e7", "Nb2-c4", "Nj9-i7"]);
        assert_eq!(h.move_list(), "1. e3-e4 e8-e7 2. Nb2-c4 Nj9-i7");
        assert_eq!((h.white(), h.black()), ("Ann", "Ben"));
        assert_eq!(h.result_line(), "0-1 · Black wins");
        assert_eq!(h.tag("Event"), Some("Casual"));
        assert_eq!(h.plies()[0].stamp, None);
        assert_eq!(
            h.replay().texts.title,
            "Ann (White) vs Ben (Black) · Tamerlane"
        );
    }

    #[test]
    fn an_illegal_move_in_a_pgn_is_refused_naming_its_ply() {
        let err = History::from_pgn("1. e3-e4 e8-e7 2. e3-e4", &tamerlane()).unwrap_err();
        match err {
            HistoryError::Move { ply, text, error } => {
                assert_eq!((ply, text.as_str()), (3, "e3-e4"));
                assert!(matches!(error, MoveError::Illegal { .. }), "{error:?}");
            }
            other => panic!("{other:?}"),
        }
        let err = History::from_pgn("[Variant \"chess\"]\n1. e4", &tamerlane()).unwrap_err();
        assert_eq!(err, HistoryError::Variant("chess".into()));
        assert_eq!(err.to_string(), "unknown variant 'chess' in the PGN");
        let bad_fen = Setup {
            tfen: Some("nonsense".into()),
            ..tamerlane()
        };
        assert!(matches!(
            History::from_pgn("", &bad_fen),
            Err(HistoryError::Tfen(_))
        ));
    }

    #[test]
    fn the_rules_ending_wins_over_the_result_tag() {
        // Black mates the last royal (tests/rules_tamerlane.rs, checkmate_of_the_last_royal).
        let setup = Setup {
            tfen: Some("10k/12/rr9/11/11/1I9/11/11/12/K10 b - 00 0 1".into()),
            ..tamerlane()
        };
        let h = History::from_pgn("[Result \"1/2-1/2\"]\n1... Rb8xb5", &setup).unwrap();
        assert_eq!(h.ending().map(|e| e.result), Some(GameResult::BlackWins));
        assert_eq!(h.result_line(), "0-1 · Black wins by checkmate");
        assert_eq!(h.move_list(), "1... Rb8xb5#");
        // No move after the end.
        let err = History::from_pgn("1... Rb8xb5 2. Ka1-b2", &setup).unwrap_err();
        assert!(
            matches!(
                err,
                HistoryError::Move {
                    ply: 2,
                    error: MoveError::GameOver,
                    ..
                }
            ),
            "{err:?}"
        );
    }
}
