//! Lesson progress (migration 0024, table `lesson_progress`): one row per task a player has
//! solved, `(user_id, lesson, task, done_at)`. Codes and numbers only: the lessons themselves
//! are data in `src/learn/`.

use super::{Store, StoreError};

impl Store {
    /// `user`'s solved tasks as `(lesson id, task index from 0, solved at in Unix seconds)`,
    /// oldest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn lesson_progress(
        &self,
        user: &str,
    ) -> Result<Vec<(String, usize, i64)>, StoreError> {
        let q = sqlx::query_as(
            "SELECT lesson, task, done_at FROM lesson_progress WHERE user_id = $1 \
             ORDER BY done_at, lesson, task",
        )
        .bind(user);
        let rows: Vec<(String, i64, i64)> = self.all(q).await?;
        Ok(rows
            .into_iter()
            .map(|(l, t, at)| (l, usize::try_from(t).unwrap_or(usize::MAX), at))
            .collect())
    }

    /// Records that `user` solved task `task` (from 0) of lesson `lesson` at `now` (Unix
    /// seconds); solving it again moves its time to `now` (so the lesson last worked in is
    /// the one resumed).
    ///
    /// # Errors
    /// Database failures.
    pub async fn solve_lesson_task(
        &self,
        user: &str,
        lesson: &str,
        task: usize,
        now: i64,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "INSERT INTO lesson_progress (user_id, lesson, task, done_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (user_id, lesson, task) DO UPDATE SET done_at = $4",
        )
        .bind(user)
        .bind(lesson)
        .bind(i64::try_from(task).unwrap_or(i64::MAX))
        .bind(now);
        self.run(q).await.map(|_| ())
    }
}
