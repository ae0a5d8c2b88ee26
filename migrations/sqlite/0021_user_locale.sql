-- Each user's Discord locale as last seen on an interaction (issue 19): the language of the
-- direct messages sent to them (your-move DMs, digests). Absent: never seen (their DMs follow
-- the server's language, else English). `updated_at`: Unix seconds of the last change.
CREATE TABLE user_locale (
    user_id TEXT PRIMARY KEY,
    locale TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
