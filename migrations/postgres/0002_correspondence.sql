-- PostgreSQL twin of migrations/sqlite/0002_correspondence.sql.
ALTER TABLE games ADD COLUMN days_per_move BIGINT
    CHECK (days_per_move IS NULL OR days_per_move IN (1, 2, 3, 5, 7, 10, 14));
ALTER TABLE games ADD COLUMN deadline BIGINT;
ALTER TABLE games ADD COLUMN remind_at BIGINT;
ALTER TABLE games ADD COLUMN expires_at BIGINT;
ALTER TABLE games ADD COLUMN draw_offer_by TEXT;
ALTER TABLE games ADD COLUMN takeback_by TEXT;
ALTER TABLE games ADD COLUMN parent_channel_id TEXT;
ALTER TABLE games ADD COLUMN finished_at BIGINT;

CREATE INDEX games_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX games_remind_at ON games (remind_at) WHERE status = 'active';
CREATE INDEX games_expires_at ON games (expires_at) WHERE status = 'challenge';
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);

CREATE TABLE vacation_days (
    user_id TEXT   NOT NULL,
    year    BIGINT NOT NULL,
    days    BIGINT NOT NULL CHECK (days BETWEEN 0 AND 30),
    PRIMARY KEY (user_id, year)
);

CREATE TABLE vacations (
    user_id    TEXT   PRIMARY KEY,
    started_at BIGINT NOT NULL,
    until      BIGINT NOT NULL,
    days       BIGINT NOT NULL,
    year       BIGINT NOT NULL
);
