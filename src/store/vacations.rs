//! Vacations: a running vacation per player and the days charged per calendar year.

use super::run::Select;
use super::{Store, StoreError, Vacation, WriteTx};

/// `user`'s vacation if one is running at `now`.
fn select_vacation<'q>(user: &'q str, now: i64) -> Select<'q, Vacation> {
    sqlx::query_as(
        "SELECT started_at, until, days, year FROM vacations WHERE user_id = $1 AND until > $2",
    )
    .bind(user)
    .bind(now)
}

/// The vacation days charged to `user` in calendar `year` (no row: none).
fn select_days_used<'q>(user: &'q str, year: i64) -> Select<'q, (i64,)> {
    sqlx::query_as("SELECT days FROM vacation_days WHERE user_id = $1 AND year = $2")
        .bind(user)
        .bind(year)
}

impl Store {
    /// `user`'s vacation if one is running at `now`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation(&self, user: &str, now: i64) -> Result<Option<Vacation>, StoreError> {
        self.optional(select_vacation(user, now)).await
    }

    /// Vacation days `user` has been charged in calendar `year`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation_days_used(&self, user: &str, year: i64) -> Result<i64, StoreError> {
        let row = self.optional(select_days_used(user, year)).await?;
        Ok(row.map_or(0, |(days,)| days))
    }
}

impl WriteTx {
    /// `user`'s vacation if one is running at `now`, read under the write lock.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation(&mut self, user: &str, now: i64) -> Result<Option<Vacation>, StoreError> {
        self.optional(select_vacation(user, now)).await
    }

    /// Days charged to `user` in `year`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation_days_used(&mut self, user: &str, year: i64) -> Result<i64, StoreError> {
        let row = self.optional(select_days_used(user, year)).await?;
        Ok(row.map_or(0, |(days,)| days))
    }

    /// Stores `v` as `user`'s running vacation and charges its days to its year.
    ///
    /// # Errors
    /// Database failures.
    pub async fn put_vacation(&mut self, user: &str, v: &Vacation) -> Result<(), StoreError> {
        let q = sqlx::query("INSERT INTO vacation_days (user_id, year, days) VALUES ($1, $2, $3) ON CONFLICT (user_id, year) DO UPDATE SET days = vacation_days.days + excluded.days")
            .bind(user)
            .bind(v.year)
            .bind(v.days);
        self.run(q).await?;
        let q = sqlx::query("INSERT INTO vacations (user_id, started_at, until, days, year) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO UPDATE SET started_at = excluded.started_at, until = excluded.until, days = excluded.days, year = excluded.year")
            .bind(user)
            .bind(v.started_at)
            .bind(v.until)
            .bind(v.days)
            .bind(v.year);
        self.run(q).await.map(|_| ())
    }

    /// Ends `user`'s vacation, refunding `refund` days to `year`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn end_vacation(
        &mut self,
        user: &str,
        year: i64,
        refund: i64,
    ) -> Result<(), StoreError> {
        self.run(sqlx::query("DELETE FROM vacations WHERE user_id = $1").bind(user))
            .await?;
        let q = sqlx::query(
            "UPDATE vacation_days SET days = CASE WHEN days > $1 THEN days - $2 ELSE 0 END WHERE user_id = $3 AND year = $4",
        )
        .bind(refund)
        .bind(refund)
        .bind(user)
        .bind(year);
        self.run(q).await.map(|_| ())
    }
}
