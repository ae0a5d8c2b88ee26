-- Whether the game-over announcement attaches the whole game as an animated GIF
-- (`/challenge … gif:false` turns it off for that game). On by default for every game.
ALTER TABLE games ADD COLUMN gif BIGINT NOT NULL DEFAULT 1 CHECK (gif IN (0, 1));
