-- Games and their moves. One open (challenge or active) game per channel; a thread is a channel.
-- Times are Unix seconds (UTC). Discord ids are stored as decimal text.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      TEXT,
    channel_id    TEXT    NOT NULL,
    variant       TEXT    NOT NULL,
    options       TEXT    NOT NULL DEFAULT '',
    white_id      TEXT    NOT NULL,
    white_name    TEXT    NOT NULL,
    black_id      TEXT    NOT NULL,
    black_name    TEXT    NOT NULL,
    challenger_id TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled')),
    start_tfen    TEXT    NOT NULL,
    tfen          TEXT    NOT NULL,
    ply           INTEGER NOT NULL DEFAULT 0,
    result        TEXT    CHECK (result IS NULL OR result IN ('1-0', '0-1', '1/2-1/2')),
    result_reason TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);

CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('challenge', 'active');

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 1),
    text       TEXT    NOT NULL,
    tfen_after TEXT    NOT NULL,
    player_id  TEXT    NOT NULL,
    played_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
