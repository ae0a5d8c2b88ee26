-- Conditional moves (issue 21): a player's lines of moves answering the opponent's next moves.
-- One row per line: `moves` are canonical move texts separated by single spaces, starting with
-- the opponent's move expected at ply `ply` + 1 and alternating with the owner's replies. A
-- line whose reply could not be played is kept with `dropped_note` (the reason code and the
-- move) until its owner has been told. Lines are private: nothing else reads this table.
CREATE TABLE conditional_lines (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    color        TEXT    NOT NULL,
    owner_id     TEXT    NOT NULL,
    ply          INTEGER NOT NULL,
    moves        TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    dropped_note TEXT
);
CREATE INDEX conditional_lines_game ON conditional_lines (game_id, color);
