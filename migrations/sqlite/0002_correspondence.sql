-- Correspondence play: days per move, deadlines, reminders, challenge expiry, offers, threads and
-- vacations. Times are Unix seconds (UTC). No table rebuild: DROP TABLE games would cascade to moves.
ALTER TABLE games ADD COLUMN days_per_move INTEGER
    CHECK (days_per_move IS NULL OR days_per_move IN (1, 2, 3, 5, 7, 10, 14));
ALTER TABLE games ADD COLUMN deadline INTEGER;          -- the player to move loses on time then
ALTER TABLE games ADD COLUMN remind_at INTEGER;         -- reminder still to send; NULL once sent
ALTER TABLE games ADD COLUMN expires_at INTEGER;        -- an unaccepted challenge expires then
ALTER TABLE games ADD COLUMN draw_offer_by TEXT;        -- user id of a standing draw offer
ALTER TABLE games ADD COLUMN takeback_by TEXT;          -- user id of a standing takeback request
ALTER TABLE games ADD COLUMN parent_channel_id TEXT;    -- the channel a game thread was opened from
ALTER TABLE games ADD COLUMN finished_at INTEGER;       -- when it ended (the deadline for timeouts)

CREATE INDEX games_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX games_remind_at ON games (remind_at) WHERE status = 'active';
CREATE INDEX games_expires_at ON games (expires_at) WHERE status = 'challenge';
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);

-- Vacation days charged per player and calendar year (at most 30).
CREATE TABLE vacation_days (
    user_id TEXT    NOT NULL,
    year    INTEGER NOT NULL,
    days    INTEGER NOT NULL CHECK (days BETWEEN 0 AND 30),
    PRIMARY KEY (user_id, year)
) WITHOUT ROWID;

-- A player's vacation: their clocks are paused from started_at until `until`.
CREATE TABLE vacations (
    user_id    TEXT    PRIMARY KEY,
    started_at INTEGER NOT NULL,
    until      INTEGER NOT NULL,
    days       INTEGER NOT NULL,
    year       INTEGER NOT NULL
) WITHOUT ROWID;
