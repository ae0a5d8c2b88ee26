//! The owner's edits of their lines (add, remove, clear), each in one transaction, and the
//! suggestions of lines to store.

use super::view::view;
use super::{
    color_code, place, tokens, walk, Line, Placement, PremoveError, PremoveView, MAX_PLIES,
};
use crate::game::record::{GameRecord, Status};
use crate::game::state;
use crate::game::{At, GameError, GameService};
use crate::rules::{Color, Position};
use crate::store::{ConditionalRow, GameKey, WriteTx};

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

/// Reads the game `at` under the write lock.
async fn locked(tx: &mut WriteTx, at: At<'_>) -> Result<GameRecord, GameError> {
    let row = tx.game(key(at)).await?.ok_or_else(|| missing(at))?;
    GameRecord::from_row(row)
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
        crate::game::suggest(&w.end, &partial, limit)
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
