-- Tournaments (issue 22): round-robin and Swiss events inside a server, every game an ordinary
-- row of `games`. Times are Unix seconds (UTC) unless named _ms. See docs/tournaments.md.

CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      TEXT    NOT NULL,
    -- Where the announcement (with Join/Leave) is posted; games get threads under it.
    channel_id    TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    variant       TEXT    NOT NULL,
    options       TEXT    NOT NULL DEFAULT '',
    format        TEXT    NOT NULL CHECK (format IN ('round-robin', 'double-round-robin', 'swiss')),
    -- Swiss: rounds asked (NULL: the default); fixed when the event starts.
    rounds        INTEGER,
    days_per_move INTEGER,
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    max_players   INTEGER NOT NULL,
    -- Starts by itself then, with enough players.
    starts_at     INTEGER,
    creator_id    TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('signup', 'closed', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start); the guarded update of a round's close.
    round         INTEGER NOT NULL DEFAULT 0,
    -- The announcement message, once posted (its thread has the same id).
    message_id    TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    finished_at   INTEGER
);
-- One open event of a name per server.
CREATE UNIQUE INDEX tournaments_open_name ON tournaments (guild_id, name)
    WHERE status IN ('signup', 'closed', 'running');
CREATE INDEX tournaments_due ON tournaments (status, starts_at);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    joined_at     INTEGER NOT NULL,
    -- 0-based seed (by rating at the start, then sign-up order); NULL before the start.
    seed          INTEGER,
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

-- One row per board of a round, and one for a bye (board 0, black_id NULL). A round's rows
-- are written in the transaction that closed the round before it: UNIQUE keeps them once.
CREATE TABLE tournament_pairings (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    white_id      TEXT    NOT NULL,
    black_id      TEXT,
    -- '1-0', '0-1', '1/2-1/2' once decided (a bye: '1-0').
    result        TEXT,
    -- Decided without a game (a withdrawn player's later round-robin games).
    forfeit       INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
    -- The game, once created (created once: this column is set in the game's transaction).
    game_id       INTEGER UNIQUE REFERENCES games (id),
    UNIQUE (tournament_id, round, board)
);
CREATE INDEX tournament_pairings_open ON tournament_pairings (tournament_id, round, result);

-- The tournament outbox: announcements and game creations to carry out, stored with the
-- change that causes them, done (and marked) by the tournament worker. Codes, not sentences.
CREATE TABLE tournament_posts (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL,
    round           INTEGER NOT NULL DEFAULT 0,
    pairing_id      INTEGER REFERENCES tournament_pairings (id),
    nonce           TEXT    NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at    INTEGER,
    last_error      TEXT,
    claimed_by      TEXT,
    lease_until     INTEGER
);
CREATE INDEX tournament_posts_pending ON tournament_posts (id) WHERE delivered_at IS NULL;

-- Per-server settings (`/settings`); NULL means the default.
CREATE TABLE guild_settings (
    guild_id           TEXT    PRIMARY KEY,
    -- Only members with this role (or Manage Server) may create tournaments.
    tournament_role_id TEXT,
    updated_at         INTEGER NOT NULL
);
