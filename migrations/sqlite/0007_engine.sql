-- Games against the computer: which player id is the engine and at which level (1-8).
-- A table of its own (not a games column) so the games row and its queries stay as they are.
CREATE TABLE engine_games (
    game_id   INTEGER PRIMARY KEY REFERENCES games(id),
    player_id TEXT    NOT NULL,
    level     INTEGER NOT NULL
);
