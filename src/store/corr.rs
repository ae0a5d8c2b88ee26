//! Correspondence columns and tables: clocks, reminders, challenge expiry, offers, vacations.
//! Every conditional write is one `BEGIN IMMEDIATE` transaction that re-checks the state it
//! depends on (status, ply, the offer or deadline it acts on), like the rest of the store.

use super::{GameRow, NewGame, Status, Store, StoreError, GAME_COLUMNS};
use sqlx::SqliteConnection;

/// Seconds in a day.
pub const DAY: i64 = 86_400;

/// The correspondence columns of a game row.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct CorrRow {
    /// Days per move; `None` for no time limit.
    pub days_per_move: Option<i64>,
    /// Unix seconds when the player to move loses on time (active games with a clock).
    pub deadline: Option<i64>,
    /// Unix seconds when the player to move is reminded; `None` once sent or without a clock.
    pub remind_at: Option<i64>,
    /// Unix seconds when an unaccepted challenge expires.
    pub expires_at: Option<i64>,
    /// User id of a standing draw offer.
    pub draw_offer_by: Option<String>,
    /// User id of a standing takeback request.
    pub takeback_by: Option<String>,
    /// The channel the game's thread was opened from (`None` when the game is in the channel).
    pub parent_channel_id: Option<String>,
    /// Unix seconds when the game ended (for a timeout: the deadline itself).
    pub finished_at: Option<i64>,
}

pub(super) const CORR_COLUMNS: &str = "days_per_move, deadline, remind_at, expires_at, draw_offer_by, takeback_by, parent_channel_id, finished_at";

/// The correspondence part of a new game.
#[derive(Clone, Debug, Default)]
pub struct NewCorr {
    /// Days per move, `None` for no limit.
    pub days_per_move: Option<i64>,
    /// Unix seconds when the challenge expires (`None` for auto-accepted games).
    pub expires_at: Option<i64>,
    /// The channel the thread was opened from.
    pub parent_channel_id: Option<String>,
}

/// The deadline and reminder time of a turn starting at `start` with `days` per move: the
/// reminder comes when a quarter of the time is left, but at most 24 hours before the deadline.
pub fn turn_clock(start: i64, days: i64) -> (i64, i64) {
    let period = days * DAY;
    let deadline = start + period;
    (deadline, deadline - (period / 4).min(DAY))
}

/// Which kind of scheduled event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EventKind {
    /// An unaccepted challenge expires.
    ChallengeExpiry,
    /// The player to move is reminded.
    Reminder,
    /// The player to move loses on time.
    Timeout,
}

/// An event that is due: what, for which game, at which time, at which ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueEvent {
    /// When it fell due, Unix seconds.
    pub at: i64,
    /// What.
    pub kind: EventKind,
    /// The game.
    pub game_id: i64,
    /// The game's ply when the event was read (the version it acts on).
    pub ply: i64,
}

/// A conditional finish: the game must still be active at `ply`, and these must still hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct FinishIf<'a> {
    /// The draw offer must be by this user.
    pub draw_offer_by: Option<&'a str>,
    /// The deadline must be exactly this (and passed).
    pub deadline: Option<i64>,
    /// At most this many plies played (abort).
    pub max_ply: Option<i64>,
}

/// Which offer column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// `draw_offer_by`.
    Draw,
    /// `takeback_by`.
    Takeback,
}

impl Offer {
    fn column(self) -> &'static str {
        match self {
            Offer::Draw => "draw_offer_by",
            Offer::Takeback => "takeback_by",
        }
    }
}

/// The side to move in a TFEN (`w` or `b` field); `true` for White.
pub(super) fn white_to_move(tfen: &str) -> bool {
    tfen.split_whitespace().nth(1) != Some("b")
}

/// When `user`'s new turn starts at `now`: the end of their vacation if they are on one.
pub(super) async fn turn_start(
    conn: &mut SqliteConnection,
    user: &str,
    now: i64,
) -> Result<i64, StoreError> {
    let until: Option<(i64,)> =
        sqlx::query_as("SELECT until FROM vacations WHERE user_id = ? AND until > ?")
            .bind(user)
            .bind(now)
            .fetch_optional(&mut *conn)
            .await?;
    Ok(until.map_or(now, |u| u.0))
}

/// A player's vacation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    /// Unix seconds.
    pub started_at: i64,
    /// Unix seconds; clocks run again from then.
    pub until: i64,
    /// Days charged.
    pub days: i64,
    /// The calendar year charged.
    pub year: i64,
}

impl Store {
    /// Inserts a new game with its correspondence columns. An active game (local play) with
    /// days per move gets White's deadline at once.
    ///
    /// # Errors
    /// [`StoreError::ChannelBusy`] if the channel already has an open game or challenge.
    pub async fn create_game_corr(&self, g: &NewGame, c: &NewCorr) -> Result<GameRow, StoreError> {
        let clock = match (g.status, c.days_per_move) {
            (Status::Active, Some(days)) => Some(turn_clock(g.now, days)),
            _ => None,
        };
        let sql = "INSERT INTO games (guild_id, channel_id, variant, options, white_id, white_name, black_id, black_name, challenger_id, status, start_tfen, tfen, ply, created_at, updated_at, days_per_move, expires_at, parent_channel_id, deadline, remind_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?) RETURNING id";
        let res: Result<(i64,), sqlx::Error> = sqlx::query_as(sql)
            .bind(&g.guild_id)
            .bind(&g.channel_id)
            .bind(&g.variant)
            .bind(&g.options)
            .bind(&g.white.0)
            .bind(&g.white.1)
            .bind(&g.black.0)
            .bind(&g.black.1)
            .bind(&g.challenger_id)
            .bind(g.status.as_str())
            .bind(&g.start_tfen)
            .bind(&g.start_tfen)
            .bind(g.now)
            .bind(g.now)
            .bind(c.days_per_move)
            .bind(c.expires_at)
            .bind(&c.parent_channel_id)
            .bind(clock.map(|c| c.0))
            .bind(clock.map(|c| c.1))
            .fetch_one(&self.pool)
            .await;
        match res {
            Ok((id,)) => Ok(self.game(id).await?.expect("inserted row")),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                Err(StoreError::ChannelBusy)
            }
            Err(e) => Err(e.into()),
        }
    }

    /// The correspondence columns of a game.
    pub async fn corr(&self, id: i64) -> Result<Option<CorrRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {CORR_COLUMNS} FROM games WHERE id = ?"));
        Ok(sqlx::query_as(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Starts a challenged game: it must still be a challenge that has not expired at `now`.
    /// For an open challenge (one side's id empty) `acceptor` (id, name) takes the empty side.
    /// The player to move gets their deadline if the game has days per move.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it is no longer an open, unexpired challenge.
    pub async fn start_game(
        &self,
        id: i64,
        acceptor: (&str, &str),
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        #[allow(clippy::type_complexity)]
        let row: Option<(String, Option<i64>, Option<i64>, String, String, String)> = sqlx::query_as(
            "SELECT status, expires_at, days_per_move, white_id, black_id, tfen FROM games WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((status, expires, days, mut white, mut black, tfen)) = row else {
            return Err(StoreError::Conflict);
        };
        if status != Status::Challenge.as_str() || expires.is_some_and(|e| now >= e) {
            return Err(StoreError::Conflict);
        }
        if white.is_empty() {
            sqlx::query("UPDATE games SET white_id = ?, white_name = ? WHERE id = ?")
                .bind(acceptor.0)
                .bind(acceptor.1)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            white = acceptor.0.to_string();
        } else if black.is_empty() {
            sqlx::query("UPDATE games SET black_id = ?, black_name = ? WHERE id = ?")
                .bind(acceptor.0)
                .bind(acceptor.1)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            black = acceptor.0.to_string();
        }
        let to_move = if white_to_move(&tfen) { white } else { black };
        let clock = match days {
            Some(d) => Some(turn_clock(turn_start(&mut tx, &to_move, now).await?, d)),
            None => None,
        };
        sqlx::query("UPDATE games SET status = 'active', expires_at = NULL, deadline = ?, remind_at = ?, updated_at = ? WHERE id = ?")
            .bind(clock.map(|c| c.0))
            .bind(clock.map(|c| c.1))
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Ends a challenge that is still open with `to` and `reason` (expiry: only if `expired_by`
    /// is given and the challenge's expiry is at or before it).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it is no longer such a challenge.
    pub async fn close_challenge(
        &self,
        id: i64,
        to: Status,
        reason: Option<&str>,
        expired_by: Option<i64>,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let row: Option<(String, Option<i64>)> =
            sqlx::query_as("SELECT status, expires_at FROM games WHERE id = ?")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
        match row {
            Some((s, exp)) if s == Status::Challenge.as_str() => {
                if let Some(t) = expired_by {
                    if exp.is_none_or(|e| e > t) {
                        return Err(StoreError::Conflict);
                    }
                }
            }
            _ => return Err(StoreError::Conflict),
        }
        sqlx::query("UPDATE games SET status = ?, result_reason = ?, expires_at = NULL, updated_at = ?, finished_at = ? WHERE id = ?")
            .bind(to.as_str())
            .bind(reason)
            .bind(now)
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Ends an active game at `ply` if the conditions of `cond` still hold: `status` becomes
    /// `Finished` with `result` (`"1-0"` …) or `Cancelled` (abort) with `result` `None`.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the game moved on or a condition no longer holds.
    #[allow(clippy::too_many_arguments)]
    pub async fn finish_game(
        &self,
        id: i64,
        ply: i64,
        cond: FinishIf<'_>,
        status: Status,
        result: Option<&str>,
        reason: &str,
        finished_at: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let row: Option<(String, i64, Option<String>, Option<i64>)> =
            sqlx::query_as("SELECT status, ply, draw_offer_by, deadline FROM games WHERE id = ?")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
        let Some((s, p, offer, deadline)) = row else {
            return Err(StoreError::Conflict);
        };
        let ok = s == Status::Active.as_str()
            && p == ply
            && cond
                .draw_offer_by
                .is_none_or(|by| offer.as_deref() == Some(by))
            && cond
                .deadline
                .is_none_or(|d| deadline == Some(d) && d <= now)
            && cond.max_ply.is_none_or(|m| p <= m);
        if !ok {
            return Err(StoreError::Conflict);
        }
        sqlx::query("UPDATE games SET status = ?, result = ?, result_reason = ?, updated_at = ?, finished_at = ?, deadline = NULL, remind_at = NULL, draw_offer_by = NULL, takeback_by = NULL WHERE id = ?")
            .bind(status.as_str())
            .bind(result)
            .bind(reason)
            .bind(now)
            .bind(finished_at)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Sets an offer column of an active game at `ply` to `to`, if it currently is `expect`.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the game moved on or the offer changed.
    pub async fn set_offer(
        &self,
        id: i64,
        ply: i64,
        offer: Offer,
        expect: Option<&str>,
        to: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError> {
        let col = offer.column();
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let sql = sqlx::AssertSqlSafe(format!("SELECT status, ply, {col} FROM games WHERE id = ?"));
        let row: Option<(String, i64, Option<String>)> = sqlx::query_as(sql)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        match row {
            Some((s, p, cur)) if s == "active" && p == ply && cur.as_deref() == expect => {}
            _ => return Err(StoreError::Conflict),
        }
        let sql = sqlx::AssertSqlSafe(format!(
            "UPDATE games SET {col} = ?, updated_at = ? WHERE id = ?"
        ));
        sqlx::query(sql)
            .bind(to)
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Takes back the last move (ply `ply`) of an active game whose takeback request by
    /// `requester` still stands; the requester is to move again with a fresh clock.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if the game moved on or the request is gone.
    pub async fn undo_last_move(
        &self,
        id: i64,
        ply: i64,
        requester: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        #[allow(clippy::type_complexity)]
        let row: Option<(String, i64, Option<String>, Option<i64>, String)> = sqlx::query_as(
            "SELECT status, ply, takeback_by, days_per_move, start_tfen FROM games WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((s, p, by, days, start)) = row else {
            return Err(StoreError::Conflict);
        };
        if s != "active" || p != ply || ply < 1 || by.as_deref() != Some(requester) {
            return Err(StoreError::Conflict);
        }
        sqlx::query("DELETE FROM moves WHERE game_id = ? AND ply = ?")
            .bind(id)
            .bind(ply)
            .execute(&mut *tx)
            .await?;
        let prev: Option<(String,)> =
            sqlx::query_as("SELECT tfen_after FROM moves WHERE game_id = ? AND ply = ?")
                .bind(id)
                .bind(ply - 1)
                .fetch_optional(&mut *tx)
                .await?;
        let tfen = prev.map_or(start, |p| p.0);
        let clock = match days {
            Some(d) => Some(turn_clock(turn_start(&mut tx, requester, now).await?, d)),
            None => None,
        };
        sqlx::query("UPDATE games SET tfen = ?, ply = ?, deadline = ?, remind_at = ?, takeback_by = NULL, draw_offer_by = NULL, updated_at = ? WHERE id = ?")
            .bind(&tfen)
            .bind(ply - 1)
            .bind(clock.map(|c| c.0))
            .bind(clock.map(|c| c.1))
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Marks the reminder of an active game at `ply` due at `remind_at` as sent. `true` if this
    /// call claimed it (so it is sent exactly once), `false` if it was no longer due.
    pub async fn claim_reminder(
        &self,
        id: i64,
        ply: i64,
        remind_at: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let n = sqlx::query(
            "UPDATE games SET remind_at = NULL WHERE id = ? AND status = 'active' AND ply = ? AND remind_at = ?",
        )
        .bind(id)
        .bind(ply)
        .bind(remind_at)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(n == 1)
    }

    /// Every event due at or before `now`, in the order they fell due (then expiry, reminder,
    /// timeout; then game id). All three reads share one transaction.
    pub async fn due_events(&self, now: i64) -> Result<Vec<DueEvent>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let mut out = Vec::new();
        let queries = [
            (EventKind::ChallengeExpiry, "SELECT id, ply, expires_at FROM games WHERE status = 'challenge' AND expires_at <= ?"),
            (EventKind::Reminder, "SELECT id, ply, remind_at FROM games WHERE status = 'active' AND remind_at <= ?"),
            (EventKind::Timeout, "SELECT id, ply, deadline FROM games WHERE status = 'active' AND deadline <= ?"),
        ];
        for (kind, sql) in queries {
            let rows: Vec<(i64, i64, i64)> =
                sqlx::query_as(sql).bind(now).fetch_all(&mut *tx).await?;
            out.extend(rows.into_iter().map(|(game_id, ply, at)| DueEvent {
                at,
                kind,
                game_id,
                ply,
            }));
        }
        tx.commit().await?;
        out.sort_by_key(|e| (e.at, e.kind, e.game_id));
        Ok(out)
    }

    /// Open (challenge or active) games in which `user` plays, oldest first, with their
    /// correspondence columns.
    pub async fn games_of(&self, user: &str) -> Result<Vec<(GameRow, CorrRow)>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE (white_id = ?1 OR black_id = ?1) AND status IN ('challenge', 'active') ORDER BY id"
        ));
        let rows: Vec<GameRow> = sqlx::query_as(sql).bind(user).fetch_all(&mut *tx).await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let sql = sqlx::AssertSqlSafe(format!("SELECT {CORR_COLUMNS} FROM games WHERE id = ?"));
            let corr: CorrRow = sqlx::query_as(sql).bind(row.id).fetch_one(&mut *tx).await?;
            out.push((row, corr));
        }
        tx.commit().await?;
        Ok(out)
    }

    /// `user`'s vacation if one is running at `now`.
    pub async fn vacation(&self, user: &str, now: i64) -> Result<Option<Vacation>, StoreError> {
        let row: Option<(i64, i64, i64, i64)> = sqlx::query_as(
            "SELECT started_at, until, days, year FROM vacations WHERE user_id = ? AND until > ?",
        )
        .bind(user)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(started_at, until, days, year)| Vacation {
            started_at,
            until,
            days,
            year,
        }))
    }

    /// Vacation days `user` has been charged in calendar `year`.
    pub async fn vacation_days_used(&self, user: &str, year: i64) -> Result<i64, StoreError> {
        let row: Option<(i64,)> =
            sqlx::query_as("SELECT days FROM vacation_days WHERE user_id = ? AND year = ?")
                .bind(user)
                .bind(year)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map_or(0, |r| r.0))
    }

    /// Starts a vacation of `days` days for `user` at `now`, charged to `year` (at most `cap`
    /// days per year): every active game where they are to move gets its deadline and reminder
    /// moved by the same amount.
    ///
    /// # Errors
    /// [`StoreError::VacationRunning`], [`StoreError::VacationBudget`], database failures.
    pub async fn start_vacation(
        &self,
        user: &str,
        days: i64,
        year: i64,
        cap: i64,
        now: i64,
    ) -> Result<Vacation, StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let running: Option<(i64,)> =
            sqlx::query_as("SELECT until FROM vacations WHERE user_id = ? AND until > ?")
                .bind(user)
                .bind(now)
                .fetch_optional(&mut *tx)
                .await?;
        if running.is_some() {
            return Err(StoreError::VacationRunning);
        }
        let used: Option<(i64,)> =
            sqlx::query_as("SELECT days FROM vacation_days WHERE user_id = ? AND year = ?")
                .bind(user)
                .bind(year)
                .fetch_optional(&mut *tx)
                .await?;
        let used = used.map_or(0, |u| u.0);
        if used + days > cap {
            return Err(StoreError::VacationBudget { left: cap - used });
        }
        let until = now + days * DAY;
        sqlx::query("INSERT INTO vacation_days (user_id, year, days) VALUES (?, ?, ?) ON CONFLICT (user_id, year) DO UPDATE SET days = days + excluded.days")
            .bind(user)
            .bind(year)
            .bind(days)
            .execute(&mut *tx)
            .await
            ?;
        sqlx::query("INSERT INTO vacations (user_id, started_at, until, days, year) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET started_at = excluded.started_at, until = excluded.until, days = excluded.days, year = excluded.year")
            .bind(user)
            .bind(now)
            .bind(until)
            .bind(days)
            .bind(year)
            .execute(&mut *tx)
            .await
            ?;
        shift_clocks(&mut tx, user, days * DAY).await?;
        tx.commit().await?;
        Ok(Vacation {
            started_at: now,
            until,
            days,
            year,
        })
    }

    /// Ends `user`'s running vacation at `now`: whole unused days are refunded and taken off the
    /// deadlines of the games where they are to move. Returns the refunded days, `None` if no
    /// vacation was running.
    ///
    /// # Errors
    /// Database failures.
    pub async fn end_vacation(&self, user: &str, now: i64) -> Result<Option<i64>, StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let row: Option<(i64, i64)> =
            sqlx::query_as("SELECT until, year FROM vacations WHERE user_id = ? AND until > ?")
                .bind(user)
                .bind(now)
                .fetch_optional(&mut *tx)
                .await?;
        let Some((until, year)) = row else {
            return Ok(None);
        };
        let refund = (until - now) / DAY;
        sqlx::query("DELETE FROM vacations WHERE user_id = ?")
            .bind(user)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE vacation_days SET days = MAX(0, days - ?) WHERE user_id = ? AND year = ?",
        )
        .bind(refund)
        .bind(user)
        .bind(year)
        .execute(&mut *tx)
        .await?;
        shift_clocks(&mut tx, user, -refund * DAY).await?;
        tx.commit().await?;
        Ok(Some(refund))
    }
}

/// Moves the deadline and pending reminder of every active game where `user` is to move.
async fn shift_clocks(conn: &mut SqliteConnection, user: &str, by: i64) -> Result<(), StoreError> {
    let rows: Vec<(i64, String, String, String)> = sqlx::query_as(
        "SELECT id, white_id, black_id, tfen FROM games WHERE status = 'active' AND deadline IS NOT NULL AND (white_id = ?1 OR black_id = ?1)",
    )
    .bind(user)
    .fetch_all(&mut *conn)
    .await?;
    for (id, white, black, tfen) in rows {
        let to_move = if white_to_move(&tfen) { white } else { black };
        if to_move != user {
            continue;
        }
        sqlx::query(
            "UPDATE games SET deadline = deadline + ?1, remind_at = remind_at + ?1 WHERE id = ?2",
        )
        .bind(by)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
