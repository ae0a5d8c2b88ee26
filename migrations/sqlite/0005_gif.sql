-- Whether the game-over announcement attaches the whole game as an animated GIF
-- (`/challenge … gif:false` turns it off for that game). 1 = on, the default for every game.
ALTER TABLE games ADD COLUMN gif INTEGER NOT NULL DEFAULT 1;
