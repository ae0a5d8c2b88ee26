//! The per-user command rate (issue 23): at most [`Limits::commands_per_minute`] slash
//! commands per user in any 60 seconds of the service clock, in this process. A command over
//! the limit is refused politely and ephemerally, naming when to try again, and changes
//! nothing; refused commands do not count. Autocomplete and buttons are not limited (they
//! answer what the bot itself offered).

use crate::game::limits::{wait_text_in, MINUTE};
use crate::game::Limits;
use crate::i18n::Lang;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// One user's commands of the last minute: when each came (Unix seconds) and its interaction id.
type Recent = VecDeque<(i64, Option<u64>)>;

/// The commands each user sent in the last minute.
#[derive(Debug, Default)]
pub struct CommandRate {
    per_minute: i64,
    /// Per user: when each command of the last minute came, and its interaction id.
    seen: Mutex<HashMap<u64, Recent>>,
}

impl CommandRate {
    /// A rate of `limits.commands_per_minute` (0: unlimited).
    pub fn new(limits: &Limits) -> CommandRate {
        CommandRate {
            per_minute: limits.commands_per_minute,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a command of `user` at `now` (Unix seconds), or returns the polite refusal (in
    /// `lang`, the user's: `community-rate-limited`) when the user already sent the most
    /// allowed in the last 60 seconds.
    pub fn admit(&self, user: u64, now: i64, lang: Lang) -> Result<(), String> {
        self.admit_once(user, None, now, lang)
    }

    /// [`CommandRate::admit`] for interaction `interaction`, counted once however often it is
    /// asked: poise runs the command check for a subcommand's parents too (`/tournament list`
    /// is checked as `tournament` and as `list`), and that is one command.
    pub fn admit_interaction(
        &self,
        user: u64,
        interaction: u64,
        now: i64,
        lang: Lang,
    ) -> Result<(), String> {
        self.admit_once(user, Some(interaction), now, lang)
    }

    fn admit_once(
        &self,
        user: u64,
        interaction: Option<u64>,
        now: i64,
        lang: Lang,
    ) -> Result<(), String> {
        if self.per_minute <= 0 {
            return Ok(());
        }
        let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        // Forget quiet users now and then, so the map stays as small as the active users.
        if seen.len() > 10_000 {
            seen.retain(|_, q| q.back().is_some_and(|(t, _)| *t > now - MINUTE));
        }
        let q = seen.entry(user).or_default();
        if interaction.is_some() && q.back().is_some_and(|(_, i)| *i == interaction) {
            return Ok(());
        }
        while q.front().is_some_and(|(t, _)| *t <= now - MINUTE) {
            q.pop_front();
        }
        if q.len() as i64 >= self.per_minute {
            let wait = q.front().map_or(MINUTE, |(t, _)| t + MINUTE - now);
            return Err(crate::tr!(
                lang,
                "community-rate-limited",
                count = self.per_minute,
                wait = wait_text_in(lang, wait)
            ));
        }
        q.push_back((now, interaction));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The default rate after user 7's 30 commands (the default's minute) at seconds 1000 to
    /// 1029, each admitted (asked in `lang`).
    fn minute_used(lang: Lang) -> CommandRate {
        let rate = CommandRate::new(&Limits::default());
        for i in 0..30 {
            assert_eq!(rate.admit(7, 1000 + i, lang), Ok(()));
        }
        rate
    }

    #[test]
    fn the_thirty_first_command_in_a_minute_is_refused_until_the_first_is_a_minute_old() {
        let rate = minute_used(Lang::En);
        assert_eq!(
            rate.admit(7, 1030, Lang::En),
            Err("You are sending commands faster than this bot allows (30 a minute). Please try again in 30 seconds.".into())
        );
        // Another user is not affected.
        assert_eq!(rate.admit(8, 1030, Lang::En), Ok(()));
        assert!(rate.admit(7, 1059, Lang::En).is_err());
        assert_eq!(rate.admit(7, 1060, Lang::En), Ok(()));
        assert_eq!(
            rate.admit(7, 1060, Lang::En),
            Err("You are sending commands faster than this bot allows (30 a minute). Please try again in 1 second.".into())
        );
        let off = CommandRate::new(&Limits::OFF);
        for _ in 0..100 {
            assert_eq!(off.admit(7, 0, Lang::En), Ok(()));
        }
    }

    #[test]
    fn a_subcommand_checked_for_its_parent_too_counts_once() {
        let rate = CommandRate::new(&Limits {
            commands_per_minute: 2,
            ..Limits::OFF
        });
        // `/tournament list` twice: each checked as `tournament` and as `list`.
        for interaction in [11, 12] {
            for _ in 0..2 {
                assert_eq!(
                    rate.admit_interaction(7, interaction, 1000, Lang::En),
                    Ok(())
                );
            }
        }
        assert!(rate.admit_interaction(7, 13, 1000, Lang::En).is_err());
    }

    #[test]
    fn the_refusal_is_written_in_the_users_language() {
        let rate = minute_used(Lang::Ru);
        assert_eq!(
            rate.admit(7, 1030, Lang::Ru),
            Err("Вы отправляете команды чаще, чем позволяет этот бот (30 в минуту). Попробуйте снова через 30 секунд.".into())
        );
        assert_eq!(
            rate.admit(7, 1031, Lang::ZhCn),
            Err("你发送命令的速度超过了本机器人的限制（每分钟 30 条）。请在 29 秒后重试。".into())
        );
    }
}
