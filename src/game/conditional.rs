//! Conditional moves (issue 21, lichess's "conditional premoves"): while the opponent is to
//! move, a player stores lines of alternating moves — the opponent's next move, the player's
//! reply, the opponent's move after that, … — and when the opponent plays the first move of a
//! line, the reply is played in the same database transaction as that move.
//!
//! - The lines form a tree: lines sharing a prefix agree on every reply (a different reply to
//!   the same opponent's move is refused, naming the stored line). At most [`MAX_LINES`] lines
//!   per player and game, each at most [`MAX_PLIES`] plies, each ending with a reply.
//! - Each move is checked against the rules in sequence, with the forgiving parser of a move
//!   ([`crate::rules::Position::parse_move`]), and stored in canonical text.
//! - When the opponent moves (`after_move`, inside `play`'s transaction): the lines whose
//!   first move it was are advanced past it and the reply, every other line of that player is
//!   dropped, and the reply is played like a move, announced as [`Kind::ConditionalMove`](super::Kind::ConditionalMove).
//!   The mover's own lines lapse (they move themselves). Lines vanish when the game ends
//!   ([`super::finish`]) and on an accepted takeback.
//! - Private: only the owner's own view ([`GameService::premove_lines`]) reads them; exports,
//!   replays and announcements read played moves only.

use super::record::{GameRecord, Status};
use super::state::{self, GameState, LastMove};
use super::{At, GameError, GameService};
use crate::rules::{Color, Move, Position};
use crate::store::{ConditionalRow, GameKey, WriteTx};

/// At most this many lines per player and game.
pub const MAX_LINES: usize = 16;
/// At most this many plies (the opponent's moves and the replies) per line.
pub const MAX_PLIES: usize = 10;

/// Why a line or an edit was refused (nothing was changed). `Display` is the sentence for the
/// player, naming no front end's commands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PremoveError {
    /// It is the player's own move: there is nothing to answer in advance.
    #[error("It is your move, so there is nothing to answer in advance: play your move. Conditional moves answer your opponent's next move.")]
    YourTurn,
    /// No move was given.
    #[error("Give a line of moves starting with your opponent's next move, each followed by your reply, such as 'Nb2xc4 Rd1xc4'.")]
    Empty,
    /// More than [`MAX_PLIES`] plies (the count given).
    #[error("A line holds at most 10 plies (5 moves of your opponent, each with your reply); this one has {0}.")]
    TooLong(usize),
    /// The line ends with the opponent's move (its canonical text with check mark).
    #[error("A line ends with your reply: add what you would play after {0}.")]
    NoReply(String),
    /// [`MAX_LINES`] lines are stored already.
    #[error("You already have 16 lines in this game, the most allowed. Remove one first.")]
    TooMany,
    /// A move of the line is not legal where it stands.
    #[error("Move {index} of the line ({whose}): {reason}")]
    Illegal {
        /// 1-based position in the line.
        index: usize,
        /// "your opponent's move" or "your reply".
        whose: &'static str,
        /// The rules' explanation.
        reason: String,
    },
    /// The game would be over before the line's end (the move that ends it).
    #[error("The game would be over after {0}, so the line cannot go on after it.")]
    EndsEarly(String),
    /// A different reply to the same opponent's move is stored.
    #[error("This line answers {theirs} with {yours}, but your line {n} ({line}) answers it with {stored}. Remove that line first, or keep to its reply.")]
    Conflict {
        /// The opponent's move both lines answer.
        theirs: String,
        /// The new line's reply.
        yours: String,
        /// The stored line's reply.
        stored: String,
        /// The stored line's number (1-based).
        n: usize,
        /// The stored line's text.
        line: String,
    },
    /// The line is stored already, alone or as the start of a longer one.
    #[error("That line is already stored: line {n} ({line}).")]
    Duplicate {
        /// The stored line's number (1-based).
        n: usize,
        /// The stored line's text.
        line: String,
    },
    /// Removing a line number that is not in the list.
    #[error("There is no line {n}: you have {count} stored in this game.")]
    NoSuchLine {
        /// The number asked for.
        n: usize,
        /// How many lines there are.
        count: usize,
    },
}

/// The colour's stored code.
pub fn color_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

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
                reason: crate::explain::move_error(&e),
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

/// A stored line: its row id and canonical moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Row id.
    pub id: i64,
    /// Canonical move texts, the opponent's move first.
    pub moves: Vec<String>,
}

impl Line {
    fn of(row: &ConditionalRow) -> Line {
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

/// What the move just stored did to the stored lines, inside `play`'s transaction `tx`: `rec`
/// is the game after the move whose canonical text is `played`. The mover's own lines lapse;
/// the lines of the player now to move that start with `played` are advanced and the others
/// dropped; the reply, if any, is returned with its owner's id for `play` to play in the same
/// transaction (announced as [`Kind::ConditionalMove`](super::Kind::ConditionalMove)). Nothing to do (one query) when the
/// game has no lines.
///
/// # Errors
/// Database failures.
pub(super) async fn after_move(
    tx: &mut WriteTx,
    rec: &GameRecord,
    played: &str,
) -> Result<Option<(String, String, Vec<i64>)>, GameError> {
    if rec.status != Status::Active {
        return Ok(None);
    }
    let rows = tx.conditional_lines(rec.id).await?;
    if rows.is_empty() {
        return Ok(None);
    }
    let owner = rec.turn();
    let mut waiting = Vec::new();
    let mut owner_id = None;
    for row in rows.iter().filter(|r| r.dropped_note.is_none()) {
        if row.color == color_code(owner) && row.ply == rec.ply - 1 {
            owner_id.get_or_insert_with(|| row.owner_id.clone());
            waiting.push(Line::of(row));
        } else {
            // The mover's own lines (they moved themselves) and any left from an earlier ply.
            tx.delete_conditional_line(rec.id, row.id).await?;
        }
    }
    let a = answer(&waiting, played);
    for id in a.dropped.iter().chain(&a.done) {
        tx.delete_conditional_line(rec.id, *id).await?;
    }
    for (id, rest) in &a.advanced {
        tx.set_conditional_line(*id, rec.ply + 1, &rest.join(" "))
            .await?;
    }
    let matched: Vec<i64> = a
        .advanced
        .iter()
        .map(|(id, _)| *id)
        .chain(a.done.iter().copied())
        .collect();
    Ok(a.reply.zip(owner_id).map(|(r, o)| (r, o, matched)))
}

/// A reply that could not be played (`reply`, refused with `why`): the lines that led to it
/// (`matched`) are dropped, and kept with a note for their owner's next look at them.
pub(super) async fn reply_refused(
    tx: &mut WriteTx,
    rec: &GameRecord,
    matched: &[i64],
    reply: &str,
    why: &str,
) -> Result<(), GameError> {
    tracing::warn!(
        game_id = rec.id,
        reply,
        why,
        "a conditional reply was not legal; its lines are dropped"
    );
    let note = format!("{reply}: {why}");
    for id in matched {
        tx.drop_conditional_line(*id, &note).await?;
    }
    Ok(())
}

/// One of the owner's stored lines, ready to show.
#[derive(Clone, Debug)]
pub struct LineView {
    /// Row id (for a remove button).
    pub id: i64,
    /// Canonical move texts.
    pub moves: Vec<String>,
    /// Numbered text with check marks, e.g. `12... Nb2xc4 13. Rd1xc4`.
    pub text: String,
    /// The game as it would stand at the line's end (for its board picture).
    pub end: GameState,
}

/// A player's conditional moves in one game.
#[derive(Clone, Debug)]
pub struct PremoveView {
    /// The game now.
    pub record: GameRecord,
    /// The colour whose replies the lines hold.
    pub color: Color,
    /// The stored lines, oldest first (numbered from 1 in this order).
    pub lines: Vec<LineView>,
    /// Lines dropped since the owner last looked because their reply could not be played, as
    /// sentences (shown once).
    pub notes: Vec<String>,
    /// After [`GameService::premove_add`]: the number (1-based) of the line just stored.
    pub stored: Option<usize>,
}

/// An edit of the lines inside the transaction, returning what it did.
type Edit<'a> =
    std::pin::Pin<Box<dyn std::future::Future<Output = Result<Changed, GameError>> + Send + 'a>>;

/// What an edit did.
enum Changed {
    No,
    Yes,
    /// A line with these moves was stored.
    Stored(Vec<String>),
}

impl PremoveView {
    /// The list as text: "Your conditional moves in this game (2 of 16):" and one numbered line
    /// each, or a sentence saying there are none.
    pub fn list_text(&self) -> String {
        let mut out = String::new();
        for n in &self.notes {
            out.push_str(n);
            out.push('\n');
        }
        if self.lines.is_empty() {
            out.push_str("You have no conditional moves stored in this game.");
            return out;
        }
        out.push_str(&format!(
            "Your conditional moves in this game ({} of {MAX_LINES}; only you see them):",
            self.lines.len()
        ));
        for (i, l) in self.lines.iter().enumerate() {
            out.push_str(&format!("\n{}. {}", i + 1, l.text));
        }
        out
    }
}

fn key(at: At<'_>) -> GameKey<'_> {
    match at {
        At::Channel(c) => GameKey::OpenIn(c),
        At::Game(id) => GameKey::Id(id),
    }
}

fn missing(at: At<'_>) -> GameError {
    match at {
        At::Channel(_) => GameError::NoGame,
        At::Game(_) => GameError::NoSuchGame,
    }
}

/// The colour whose lines `user` edits in `rec`: their own while the opponent is to move (one
/// player at both sides: the side not to move).
fn owner_color(rec: &GameRecord, user: &str) -> Result<Color, GameError> {
    match rec.status {
        Status::Challenge => return Err(GameError::NotStarted),
        Status::Finished => return Err(GameError::GameOver),
        Status::Active => {}
    }
    let color = rec.color_of(user).ok_or(GameError::NotYourGame)?;
    if rec.plays_both() {
        return Ok(!rec.turn());
    }
    if rec.turn() == color {
        return Err(PremoveError::YourTurn.into());
    }
    Ok(color)
}

/// The current position of `rec` (with the Timurid succession marks of its last move).
async fn position_now(tx: &mut WriteTx, rec: &GameRecord) -> Result<Position, GameError> {
    let timurid = crate::rules::Variant::get(rec.variant, &rec.options).family()
        == crate::rules::Family::Timurid;
    let last = if rec.ply > 0 && timurid {
        tx.move_at(rec.id, rec.ply).await?
    } else {
        None
    };
    state::position_of(
        rec,
        &rec.tfen,
        last.as_ref().and_then(|m| m.succeeded.as_deref()),
    )
}

/// The state at the end of `w`, walked from `rec`'s current position.
fn end_state(rec: &GameRecord, w: &Walk) -> GameState {
    let mut record = rec.clone();
    record.ply += w.moves.len() as i64;
    record.tfen = w.end.to_tfen();
    GameState {
        record,
        position: w.end,
        last: w.last.as_ref().map(|(mv, before)| LastMove {
            mv: *mv,
            san: w.sans.last().cloned().unwrap_or_default(),
            before: *before,
        }),
    }
}

/// Reads the game `at` under the write lock.
async fn locked(tx: &mut WriteTx, at: At<'_>) -> Result<GameRecord, GameError> {
    let row = tx.game(key(at)).await?.ok_or_else(|| missing(at))?;
    GameRecord::from_row(row)
}

/// The owner's view inside `tx`: `user`'s lines of colour `color` that start at the game's
/// current ply (stale ones are deleted), walked for their texts and end boards; dropped-line
/// notes are returned and deleted (shown once).
async fn view(
    tx: &mut WriteTx,
    rec: &GameRecord,
    user: &str,
    color: Color,
    pos: &Position,
) -> Result<PremoveView, GameError> {
    let mut v = PremoveView {
        record: rec.clone(),
        color,
        lines: Vec::new(),
        notes: Vec::new(),
        stored: None,
    };
    for row in tx.conditional_lines(rec.id).await? {
        if row.owner_id != user {
            continue;
        }
        if let Some(note) = &row.dropped_note {
            v.notes
                .push(format!("A line of yours was dropped: its reply {note}"));
            tx.delete_conditional_line(rec.id, row.id).await?;
            continue;
        }
        let line = Line::of(&row);
        let walked = (row.color == color_code(color) && row.ply == rec.ply)
            .then(|| walk(pos, &line.moves, false).ok())
            .flatten();
        match walked {
            Some(w) => v.lines.push(LineView {
                id: row.id,
                moves: line.moves,
                text: w.text.clone(),
                end: end_state(rec, &w),
            }),
            None => {
                tx.delete_conditional_line(rec.id, row.id).await?;
            }
        }
    }
    Ok(v)
}

/// Which line to remove: its number in the list (1-based) or its row id (a button).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// The n-th line of the list.
    Number(usize),
    /// The line with this row id.
    Id(i64),
}

impl GameService {
    async fn premove_tx<F>(&self, at: At<'_>, user: &str, edit: F) -> Result<PremoveView, GameError>
    where
        F: for<'a> FnOnce(
            &'a mut WriteTx,
            &'a GameRecord,
            &'a Position,
            &'a PremoveView,
        ) -> Edit<'a>,
    {
        let mut tx = self.store().write().await?;
        let rec = locked(&mut tx, at).await?;
        let color = owner_color(&rec, user)?;
        let pos = position_now(&mut tx, &rec).await?;
        let before = view(&mut tx, &rec, user, color, &pos).await?;
        let changed = edit(&mut tx, &rec, &pos, &before).await?;
        let mut after = match changed {
            Changed::No => before.clone(),
            Changed::Yes | Changed::Stored(_) => view(&mut tx, &rec, user, color, &pos).await?,
        };
        if let Changed::Stored(moves) = changed {
            after.stored = after
                .lines
                .iter()
                .position(|l| l.moves.starts_with(&moves))
                .map(|i| i + 1);
        }
        after.notes = before.notes;
        tx.commit().await?;
        Ok(after)
    }

    /// Stores the line `text` (forgiving move input, whitespace- or comma-separated, move
    /// numbers skipped) for `user` in game `at`, where the opponent is to move: the opponent's
    /// next move first, alternating with `user`'s replies, at most [`MAX_PLIES`] plies, ending
    /// with a reply. A line continuing a stored one replaces it. Returns the lines now stored.
    ///
    /// # Errors
    /// [`GameError::Premove`] ([`PremoveError::YourTurn`], `Empty`, `TooLong`, `Illegal`,
    /// `EndsEarly`, `NoReply`, `Duplicate`, `Conflict`, `TooMany`); [`GameError::NoGame`],
    /// [`GameError::NotStarted`], [`GameError::GameOver`], [`GameError::NotYourGame`].
    pub async fn premove_add(
        &self,
        at: At<'_>,
        user: &str,
        text: &str,
    ) -> Result<PremoveView, GameError> {
        let typed = tokens(text);
        let now = self.now();
        let user_id = user.to_string();
        self.premove_tx(at, user, move |tx, rec, pos, v| {
            Box::pin(async move {
                if typed.is_empty() {
                    return Err(PremoveError::Empty.into());
                }
                if typed.len() > MAX_PLIES {
                    return Err(PremoveError::TooLong(typed.len()).into());
                }
                let w = walk(pos, &typed, true)?;
                if w.moves.len() % 2 == 1 {
                    let last = w.sans.last().cloned().unwrap_or_default();
                    return Err(PremoveError::NoReply(last).into());
                }
                let lines: Vec<Line> = v
                    .lines
                    .iter()
                    .map(|l| Line {
                        id: l.id,
                        moves: l.moves.clone(),
                    })
                    .collect();
                let texts: Vec<String> = v.lines.iter().map(|l| l.text.clone()).collect();
                match place(&lines, &texts, &w.moves)? {
                    Placement::Extends(id) => {
                        tx.set_conditional_line(id, rec.ply, &w.moves.join(" "))
                            .await?;
                    }
                    Placement::New => {
                        tx.insert_conditional_line(&ConditionalRow {
                            id: 0,
                            game_id: rec.id,
                            color: color_code(v.color).to_string(),
                            owner_id: user_id,
                            ply: rec.ply,
                            moves: w.moves.join(" "),
                            created_at: now,
                            dropped_note: None,
                        })
                        .await?;
                    }
                }
                Ok(Changed::Stored(w.moves))
            })
        })
        .await
    }

    /// `user`'s stored lines in game `at` (only theirs; nobody else can read them).
    ///
    /// # Errors
    /// As [`GameService::premove_add`] without the line's refusals.
    pub async fn premove_lines(&self, at: At<'_>, user: &str) -> Result<PremoveView, GameError> {
        self.premove_tx(at, user, |_, _, _, _| Box::pin(async { Ok(Changed::No) }))
            .await
    }

    /// Removes one of `user`'s lines in game `at`. Returns the lines left.
    ///
    /// # Errors
    /// [`PremoveError::NoSuchLine`]; as [`GameService::premove_lines`].
    pub async fn premove_remove(
        &self,
        at: At<'_>,
        user: &str,
        which: Which,
    ) -> Result<PremoveView, GameError> {
        self.premove_tx(at, user, move |tx, rec, _, v| {
            Box::pin(async move {
                let count = v.lines.len();
                let id = match which {
                    Which::Number(n) => v.lines.get(n.wrapping_sub(1)).map(|l| l.id),
                    Which::Id(id) => v.lines.iter().find(|l| l.id == id).map(|l| l.id),
                };
                let Some(id) = id else {
                    let n = match which {
                        Which::Number(n) => n,
                        Which::Id(_) => 0,
                    };
                    return Err(PremoveError::NoSuchLine { n, count }.into());
                };
                tx.delete_conditional_line(rec.id, id).await?;
                Ok(Changed::Yes)
            })
        })
        .await
    }

    /// Removes all of `user`'s lines in game `at`. Returns the (empty) list.
    ///
    /// # Errors
    /// As [`GameService::premove_lines`].
    pub async fn premove_clear(&self, at: At<'_>, user: &str) -> Result<PremoveView, GameError> {
        self.premove_tx(at, user, move |tx, rec, _, v| {
            Box::pin(async move {
                for l in &v.lines {
                    tx.delete_conditional_line(rec.id, l.id).await?;
                }
                Ok(if v.lines.is_empty() {
                    Changed::No
                } else {
                    Changed::Yes
                })
            })
        })
        .await
    }

    /// Up to `limit` completions of a line being typed for `user` in the channel's game, for
    /// autocomplete: the moves typed so far in canonical text (the forgiving parser), then each
    /// legal move at the line's end matching the last, unfinished word (as the move
    /// autocomplete does). Empty when no line can be entered there or the typed moves are not
    /// legal. Each completion is at most `max_len` characters.
    pub async fn premove_suggestions(
        &self,
        channel: &str,
        user: &str,
        typed: &str,
        limit: usize,
        max_len: usize,
    ) -> Vec<String> {
        let Ok((row, tail)) = self
            .store()
            .game_with_moves(GameKey::OpenIn(channel), Some(1))
            .await
            .map(|r| r.unwrap_or_default())
        else {
            return Vec::new();
        };
        let Ok(rec) = GameRecord::from_row(row) else {
            return Vec::new();
        };
        if owner_color(&rec, user).is_err() {
            return Vec::new();
        }
        let succ = tail.last().and_then(|m| m.succeeded.clone());
        let Ok(pos) = state::position_of(&rec, &rec.tfen, succ.as_deref()) else {
            return Vec::new();
        };
        let mut words = tokens(typed);
        let partial = if typed.ends_with(|c: char| c.is_whitespace() || c == ',') {
            String::new()
        } else {
            words.pop().unwrap_or_default()
        };
        if words.len() >= MAX_PLIES {
            return Vec::new();
        }
        let Ok(w) = walk(&pos, &words, true) else {
            return Vec::new();
        };
        if w.over {
            return Vec::new();
        }
        let head = w.moves.join(" ");
        super::suggest(&w.end, &partial, limit)
            .into_iter()
            .map(|m| {
                if head.is_empty() {
                    m
                } else {
                    format!("{head} {m}")
                }
            })
            .filter(|s| s.chars().count() <= max_len)
            .collect()
    }
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
    fn tokens_skip_move_numbers_and_commas() {
        assert_eq!(
            tokens("12... Nb2xc4, 13.Rd1xc4  e7-e6 14. Rc4-c1"),
            ["Nb2xc4", "Rd1xc4", "e7-e6", "Rc4-c1"]
        );
        assert!(tokens("  1. ").is_empty());
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
