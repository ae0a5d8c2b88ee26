//! Which Discord shards this process runs: `SHARDS=0-3` with `SHARD_COUNT=8` (shards 0 to 3 of
//! 8; another process runs 4-7), or, with neither set, Discord's recommended count for one
//! process (serenity's automatic sharding). Every process can handle every game: the database
//! is shared, and the outbox and scheduler claim their work there.

use std::fmt;

/// The shards of this process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardPlan {
    /// All shards, as many as Discord recommends (one process).
    Automatic,
    /// Shards `first..=last` of `total`.
    Range {
        /// The first shard id.
        first: u32,
        /// The last shard id (inclusive).
        last: u32,
        /// How many shards all processes run together.
        total: u32,
    },
}

/// Why `SHARDS`/`SHARD_COUNT` were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardPlanError {
    /// One variable without the other.
    #[error("SHARDS and SHARD_COUNT must be set together (for example SHARDS=0-3 SHARD_COUNT=8)")]
    Half,
    /// Not `N` or `N-M` with N ≤ M, or not a positive count.
    #[error("SHARDS '{0}' is not a shard id or range like 0-3")]
    BadRange(String),
    /// `SHARD_COUNT` is not a positive integer.
    #[error("SHARD_COUNT '{0}' is not a positive number")]
    BadCount(String),
    /// The range goes past the count.
    #[error("SHARDS {first}-{last} does not fit in SHARD_COUNT {total} (shard ids are 0 to {max})", max = total - 1)]
    OutOfRange {
        /// First shard.
        first: u32,
        /// Last shard.
        last: u32,
        /// Count.
        total: u32,
    },
}

impl ShardPlan {
    /// Parses `SHARDS` (`N` or `N-M`) and `SHARD_COUNT`; both unset (or empty) is
    /// [`ShardPlan::Automatic`].
    ///
    /// # Errors
    /// [`ShardPlanError`] for one without the other, malformed values, or a range past the
    /// count.
    pub fn parse(shards: Option<&str>, count: Option<&str>) -> Result<ShardPlan, ShardPlanError> {
        let shards = shards.map(str::trim).filter(|s| !s.is_empty());
        let count = count.map(str::trim).filter(|s| !s.is_empty());
        let (shards, count) = match (shards, count) {
            (None, None) => return Ok(ShardPlan::Automatic),
            (Some(s), Some(c)) => (s, c),
            _ => return Err(ShardPlanError::Half),
        };
        let total: u32 = count
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| ShardPlanError::BadCount(count.to_string()))?;
        let bad = || ShardPlanError::BadRange(shards.to_string());
        let (first, last) = match shards.split_once('-') {
            Some((a, b)) => (
                a.trim().parse::<u32>().map_err(|_| bad())?,
                b.trim().parse::<u32>().map_err(|_| bad())?,
            ),
            None => {
                let n = shards.parse::<u32>().map_err(|_| bad())?;
                (n, n)
            }
        };
        if first > last {
            return Err(bad());
        }
        if last >= total {
            return Err(ShardPlanError::OutOfRange { first, last, total });
        }
        Ok(ShardPlan::Range { first, last, total })
    }

    /// Reads `SHARDS` and `SHARD_COUNT` from the environment.
    ///
    /// # Errors
    /// As [`ShardPlan::parse`].
    pub fn from_env() -> Result<ShardPlan, ShardPlanError> {
        let shards = std::env::var("SHARDS").ok();
        let count = std::env::var("SHARD_COUNT").ok();
        ShardPlan::parse(shards.as_deref(), count.as_deref())
    }

    /// Starts the client's gateway connections for this plan; returns when they end.
    ///
    /// # Errors
    /// The client's errors.
    pub async fn start(self, client: &mut serenity::Client) -> serenity::Result<()> {
        match self {
            ShardPlan::Automatic => client.start_autosharded().await,
            // serenity's range end is inclusive.
            ShardPlan::Range { first, last, total } => {
                client.start_shard_range(first..last, total).await
            }
        }
    }
}

impl fmt::Display for ShardPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShardPlan::Automatic => f.write_str("automatic"),
            ShardPlan::Range { first, last, total } => write!(f, "{first}-{last} of {total}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ShardPlan, ShardPlanError};

    #[test]
    fn ranges_counts_and_refusals() {
        assert_eq!(ShardPlan::parse(None, None), Ok(ShardPlan::Automatic));
        assert_eq!(
            ShardPlan::parse(Some(""), Some(" ")),
            Ok(ShardPlan::Automatic)
        );
        assert_eq!(
            ShardPlan::parse(Some("0-3"), Some("8")),
            Ok(ShardPlan::Range {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            ShardPlan::parse(Some("5"), Some("8")),
            Ok(ShardPlan::Range {
                first: 5,
                last: 5,
                total: 8
            })
        );
        assert_eq!(
            ShardPlan::parse(Some("0-3"), None),
            Err(ShardPlanError::Half)
        );
        assert_eq!(
            ShardPlan::parse(Some("3-1"), Some("8")),
            Err(ShardPlanError::BadRange("3-1".into()))
        );
        assert_eq!(
            ShardPlan::parse(Some("0-3"), Some("0")),
            Err(ShardPlanError::BadCount("0".into()))
        );
        let e = ShardPlan::parse(Some("4-8"), Some("8")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "SHARDS 4-8 does not fit in SHARD_COUNT 8 (shard ids are 0 to 7)"
        );
        assert_eq!(
            ShardPlan::parse(Some("4-7"), Some("8"))
                .unwrap()
                .to_string(),
            "4-7 of 8"
        );
    }
}
