-- Messages stay true (issue 20): the Discord message id of each posted announcement, so that a
-- later change (an offer answered or lapsed, a challenge accepted, declined or expired) can edit
-- it; an edit is an outbox row of its own (kind 'retire-…') whose target_id is the announcement
-- to edit, so it is delivered exactly once, also across a crash.
ALTER TABLE outbox ADD COLUMN message_id TEXT;
ALTER TABLE outbox ADD COLUMN target_id BIGINT;
-- Each player's board orientation for the pictures shown to them alone (/settings board:):
-- 'mine' (their own side at the bottom) or 'white' (White at the bottom).
CREATE TABLE board_prefs (
    user_id TEXT PRIMARY KEY NOT NULL,
    board TEXT NOT NULL
);
-- Your-move notifications by direct message (/notify on|off|digest): the mode per player and,
-- for 'digest', when the next daily digest is due (Unix seconds).
CREATE TABLE notify_prefs (
    user_id TEXT PRIMARY KEY NOT NULL,
    mode TEXT NOT NULL,
    next_digest_at BIGINT,
    closed BIGINT NOT NULL DEFAULT 0
);
-- The last your-move DM per player and game (at most one per game per hour), Unix seconds.
CREATE TABLE notify_sent (
    user_id TEXT NOT NULL,
    game_id BIGINT NOT NULL,
    sent_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
