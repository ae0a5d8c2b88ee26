//! The computer opponent: the [`timur_engine`] crate (search, evaluation, levels, analysis),
//! with the bot's [`EnginePool`] that runs its searches beside the async runtime.

pub use timur_engine::*;

mod pool;

pub use pool::{EnginePool, PoolError, SearchJob};
