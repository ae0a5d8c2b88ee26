//! Test fixtures of the game layer.

use crate::game::{GameClock, GameRecord, Offers, Side, Status};

impl GameRecord {
    /// A test game: Alice (White, id `1`, the challenger) against Bob (Black, id `2`) in
    /// channel `c`, an accepted game of `variant` at its start (ply 0, no time limit, casual).
    pub(crate) fn alice_and_bob(variant: crate::rules::VariantId) -> GameRecord {
        let options = variant.default_options();
        let start = crate::rules::Position::start(variant, options).to_tfen();
        GameRecord {
            id: 1,
            guild_id: None,
            channel_id: "c".into(),
            parent_channel_id: None,
            variant,
            options,
            white: Side {
                id: "1".into(),
                name: "Alice".into(),
            },
            black: Side {
                id: "2".into(),
                name: "Bob".into(),
            },
            challenger_id: "1".into(),
            status: Status::Active,
            start_tfen: start.clone(),
            start_rep_key: None,
            tfen: start,
            ply: 0,
            end: None,
            clock: GameClock::default(),
            offers: Offers::default(),
            created_at: 0,
            updated_at: 0,
            rated: false,
            gif: false,
        }
    }
}
