//! Abuse limits (issue 23), generous enough never to touch normal play: at most
//! [`Limits::open_challenges`] unanswered challenges per user, at most
//! [`Limits::challenges_per_hour`] challenges per user in any hour, and the per-user command
//! rate the front end enforces ([`Limits::commands_per_minute`]). Counted by the service
//! clock, so tests run them on a fake clock.

use super::GameError;
use crate::i18n::Lang;
use crate::store::WriteTx;

/// The window of [`Limits::challenges_per_hour`], seconds.
pub const HOUR: i64 = 3600;

/// The window of [`Limits::commands_per_minute`], seconds.
pub const MINUTE: i64 = 60;

/// Per-user limits. `0` turns a limit off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Challenges a user may have waiting for an answer at once (`MAX_OPEN_CHALLENGES`,
    /// default 5).
    pub open_challenges: i64,
    /// Challenges a user may make in any 60 minutes (`MAX_CHALLENGES_PER_HOUR`, default 20;
    /// games against the computer count).
    pub challenges_per_hour: i64,
    /// Commands a user may send in any 60 seconds (`MAX_COMMANDS_PER_MINUTE`, default 30;
    /// enforced by the front end).
    pub commands_per_minute: i64,
}

impl Limits {
    /// No limits (tools, local mode, tests).
    pub const OFF: Limits = Limits {
        open_challenges: 0,
        challenges_per_hour: 0,
        commands_per_minute: 0,
    };
}

/// The bot's defaults: 5 open challenges, 20 challenges an hour, 30 commands a minute.
impl Default for Limits {
    fn default() -> Limits {
        Limits {
            open_challenges: 5,
            challenges_per_hour: 20,
            commands_per_minute: 30,
        }
    }
}

/// "1 minute", "12 minutes", "30 seconds": a wait of `secs` seconds (at least 1 second),
/// rounded up to whole minutes from one minute on, in English ([`wait_text_in`]).
pub fn wait_text(secs: i64) -> String {
    wait_text_in(Lang::En, secs)
}

/// [`wait_text`] in `lang`: `game-wait-seconds` under a minute, else `game-wait-minutes`
/// (the catalog's plural forms).
pub fn wait_text_in(lang: Lang, secs: i64) -> String {
    let secs = secs.max(1);
    if secs < 60 {
        return crate::tr!(lang, "game-wait-seconds", count = secs);
    }
    let min = (secs + 59) / 60;
    crate::tr!(lang, "game-wait-minutes", count = min)
}

impl Limits {
    /// The limits from the environment (`MAX_OPEN_CHALLENGES`, `MAX_CHALLENGES_PER_HOUR`,
    /// `MAX_COMMANDS_PER_MINUTE`), the defaults where unset.
    ///
    /// # Errors
    /// A variable that is set but not a whole number ≥ 0.
    pub fn from_env() -> anyhow::Result<Limits> {
        let d = Limits::default();
        let read = |name: &str, default: i64| -> anyhow::Result<i64> {
            match std::env::var(name).ok().filter(|s| !s.trim().is_empty()) {
                None => Ok(default),
                Some(s) => s
                    .trim()
                    .parse::<i64>()
                    .ok()
                    .filter(|n| *n >= 0)
                    .ok_or_else(|| anyhow::anyhow!("{name} '{s}' is not a whole number ≥ 0")), // operator: startup error
            }
        };
        Ok(Limits {
            open_challenges: read("MAX_OPEN_CHALLENGES", d.open_challenges)?,
            challenges_per_hour: read("MAX_CHALLENGES_PER_HOUR", d.challenges_per_hour)?,
            commands_per_minute: read("MAX_COMMANDS_PER_MINUTE", d.commands_per_minute)?,
        })
    }

    /// Refuses a new challenge by `user` at `now` (inside the challenge's write transaction,
    /// which holds `user`'s challenger lock from here to its commit).
    ///
    /// # Errors
    /// [`GameError::TooManyOpenChallenges`], [`GameError::TooManyChallenges`] (with when to try
    /// again), database failures.
    pub async fn check_challenge(
        &self,
        tx: &mut WriteTx,
        user: &str,
        now: i64,
    ) -> Result<(), GameError> {
        if self.open_challenges == 0 && self.challenges_per_hour == 0 {
            return Ok(());
        }
        // The count and the insert that follows are one step per user (on PostgreSQL two
        // transactions would otherwise both count the same open challenges).
        tx.lock_challenger(user).await?;
        let c = tx.challenge_counts(user, now, now - HOUR).await?;
        if self.open_challenges > 0 && c.open >= self.open_challenges {
            return Err(GameError::TooManyOpenChallenges {
                max: self.open_challenges,
            });
        }
        if self.challenges_per_hour > 0 && c.recent >= self.challenges_per_hour {
            let wait = c.oldest_recent.map_or(HOUR, |t| t + HOUR - now);
            return Err(GameError::TooManyChallenges {
                max: self.challenges_per_hour,
                wait_secs: wait,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_read_as_people_say_them() {
        assert_eq!(wait_text(0), "1 second");
        assert_eq!(wait_text(1), "1 second");
        assert_eq!(wait_text(59), "59 seconds");
        assert_eq!(wait_text(60), "1 minute");
        assert_eq!(wait_text(61), "2 minutes");
        assert_eq!(wait_text(3600), "60 minutes");
        assert_eq!(wait_text_in(Lang::Ru, 1), "1 секунду");
        assert_eq!(wait_text_in(Lang::Ru, 120), "2 минуты");
        assert_eq!(wait_text_in(Lang::Ru, 300), "5 минут");
        assert_eq!(wait_text_in(Lang::ZhCn, 300), "5 分钟");
    }
}
