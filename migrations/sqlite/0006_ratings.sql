-- Ratings (issue 12): Glicko-2 per pool ('tamerlane', 'timurid'), see src/rating. Values are
-- REAL (IEEE doubles) stored exactly as computed, so `timur ratings --rebuild` can compare them
-- bit for bit. Times are Unix seconds (UTC).

-- Rated or casual, chosen at challenge time. Games stored before ratings existed are casual.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));

-- Each player's current values in each pool they have played (deviation as of their last
-- rated game there; idle growth is computed when shown).
CREATE TABLE ratings (
    user_id      TEXT    NOT NULL,
    pool         TEXT    NOT NULL CHECK (pool IN ('tamerlane', 'timurid')),
    rating       REAL    NOT NULL,
    deviation    REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    draws        INTEGER NOT NULL,
    losses       INTEGER NOT NULL,
    last_game_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, pool)
);
CREATE INDEX ratings_pool ON ratings (pool, rating);

-- One row per player per rated game, written in the transaction that finished the game; `id`
-- is the order games were rated in (the rebuild replays them in that order). A game is rated
-- once: the second change for the same game and player is refused.
CREATE TABLE rating_changes (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id           INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id           TEXT    NOT NULL,
    pool              TEXT    NOT NULL CHECK (pool IN ('tamerlane', 'timurid')),
    rating_before     REAL    NOT NULL,
    deviation_before  REAL    NOT NULL,
    volatility_before REAL    NOT NULL,
    rating_after      REAL    NOT NULL,
    deviation_after   REAL    NOT NULL,
    volatility_after  REAL    NOT NULL,
    UNIQUE (game_id, user_id)
);
CREATE INDEX rating_changes_user ON rating_changes (user_id, pool, id);
