//! Vacations: start, end, and the clock shift they cause.

use super::*;

impl GameService {
    /// Starts a vacation of `days` (1–30) days: every clock of `user` pauses (deadlines of
    /// games where they are to move move by `days` days; turns reaching them meanwhile start
    /// when it ends). Charged to the calendar year, at most [`VACATION_DAYS_PER_YEAR`].
    ///
    /// # Errors
    /// [`GameError::BadVacation`], [`GameError::VacationRunning`],
    /// [`GameError::VacationBudget`].
    pub async fn start_vacation(&self, user: &str, days: i64) -> Result<Vacation, GameError> {
        if !(1..=VACATION_DAYS_PER_YEAR).contains(&days) {
            return Err(GameError::BadVacation);
        }
        let now = self.now();
        let year = civil_date(now).0;
        let mut tx = self.begin().await?;
        if tx.vacation(user, now).await?.is_some() {
            return Err(GameError::VacationRunning);
        }
        let used = tx.vacation_days_used(user, year).await?;
        if used + days > VACATION_DAYS_PER_YEAR {
            return Err(GameError::VacationBudget {
                left: VACATION_DAYS_PER_YEAR - used,
            });
        }
        let v = Vacation {
            started_at: now,
            until: now + days * DAY,
            days,
            year,
        };
        tx.put_vacation(user, &v).await?;
        self.shift_clocks(&mut tx, user, days * DAY).await?;
        self.commit(tx).await?;
        Ok(v)
    }

    /// Ends the running vacation now; whole unused days are refunded (and taken off the
    /// paused deadlines). Returns the refunded days.
    ///
    /// # Errors
    /// [`GameError::NoVacation`].
    pub async fn end_vacation(&self, user: &str) -> Result<i64, GameError> {
        let now = self.now();
        let mut tx = self.begin().await?;
        let v = tx.vacation(user, now).await?.ok_or(GameError::NoVacation)?;
        let refund = (v.until - now) / DAY;
        tx.end_vacation(user, v.year, refund).await?;
        self.shift_clocks(&mut tx, user, -refund * DAY).await?;
        self.commit(tx).await?;
        Ok(refund)
    }

    async fn shift_clocks(&self, tx: &mut WriteTx, user: &str, by: i64) -> Result<(), GameError> {
        let now = self.now();
        for row in tx.clocked_games_of(user).await? {
            let before = GameRecord::from_row(row)?;
            if let Some(d) = decide::shift_clock(&before, user, by) {
                apply(tx, before, d, now).await?;
            }
        }
        Ok(())
    }
}
