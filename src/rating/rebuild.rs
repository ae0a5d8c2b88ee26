//! Every rating from the rated games alone: the same [`rate_game`] folded over them in order.

use super::{rate_game, Glicko, Pool, Score, Standing};
use std::collections::BTreeMap;

/// One rated game as the rebuild needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedGame {
    /// The game's id (carried through to [`Applied`]).
    pub game_id: i64,
    /// Its pool.
    pub pool: Pool,
    /// White's player id.
    pub white: String,
    /// Black's player id.
    pub black: String,
    /// The result.
    pub score: Score,
    /// When it finished, Unix seconds.
    pub at: i64,
}

/// What one game did to its two players' ratings.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Applied {
    /// The game.
    pub game_id: i64,
    /// White's values before (as stored, before idle decay) and after.
    pub white: (Glicko, Glicko),
    /// Black's values before and after.
    pub black: (Glicko, Glicko),
}

/// Standings by player id and pool, in memory.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    standings: BTreeMap<(String, Pool), Standing>,
}

impl Table {
    /// An empty table: everybody at [`Standing::NEW`].
    pub fn new() -> Table {
        Table::default()
    }

    /// `player`'s standing in `pool`, [`Standing::NEW`] if they have no rated game there.
    pub fn get(&self, player: &str, pool: Pool) -> Standing {
        self.standings
            .get(&(player.to_string(), pool))
            .copied()
            .unwrap_or(Standing::NEW)
    }

    /// Sets a standing (e.g. one loaded from storage).
    pub fn set(&mut self, player: &str, pool: Pool, standing: Standing) {
        self.standings.insert((player.to_string(), pool), standing);
    }

    /// Rates `game` on top of the table.
    pub fn apply(&mut self, game: &RatedGame) -> Applied {
        let w = self.get(&game.white, game.pool);
        let b = self.get(&game.black, game.pool);
        let (w2, b2) = rate_game(&w, &b, game.score, game.at);
        self.set(&game.white, game.pool, w2);
        self.set(&game.black, game.pool, b2);
        Applied {
            game_id: game.game_id,
            white: (w.glicko, w2.glicko),
            black: (b.glicko, b2.glicko),
        }
    }

    /// Every `(player, pool, standing)`, ordered by player id then pool.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Pool, &Standing)> {
        self.standings
            .iter()
            .map(|((player, pool), s)| (player.as_str(), *pool, s))
    }

    /// Number of `(player, pool)` standings.
    pub fn len(&self) -> usize {
        self.standings.len()
    }

    /// No standings at all.
    pub fn is_empty(&self) -> bool {
        self.standings.is_empty()
    }
}

/// Rates `games` in the given order (the order they were rated in) from an empty table:
/// the final table and what each game did. Equal, bit for bit, to applying them one at a
/// time as they finished.
pub fn rebuild<'a>(games: impl IntoIterator<Item = &'a RatedGame>) -> (Table, Vec<Applied>) {
    let mut table = Table::new();
    let applied = games.into_iter().map(|g| table.apply(g)).collect();
    (table, applied)
}
