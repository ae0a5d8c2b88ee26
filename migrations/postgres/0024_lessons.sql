-- Lessons (issue 34): one row per task a player has solved. `lesson` is a lesson id of
-- src/learn/lessons.rs, `task` its task index from 0, `done_at` the Unix seconds of the last
-- time it was solved (the lesson last worked in is resumed).
CREATE TABLE lesson_progress (
    user_id TEXT NOT NULL,
    lesson TEXT NOT NULL,
    task BIGINT NOT NULL,
    done_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, lesson, task)
);
