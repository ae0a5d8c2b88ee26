//! Local mode's lessons (issue 34): `learn` at the prompt shows the lesson list and goes on
//! where the player stopped; `learn <lesson>` opens one. While a lesson is open, a typed move
//! answers its task (`move <move>` too), `next` skips to the next task, `lessons` shows the
//! list, `board` the task again, `back` returns to the game. Progress is stored for the
//! keyboard's player in the same database as the games, so it survives a restart.

use crate::i18n::Lang;
use crate::learn::{self, At, Progress, Tutor, Verdict, LESSONS};
use crate::tr;
use std::path::PathBuf;

/// The player id of the keyboard, as for games.
const LOCAL_ID: &str = "local";

/// The lessons of one local session: where the player is, if a lesson is open.
pub struct Lessons {
    tutor: Tutor,
    boards: PathBuf,
    lang: Lang,
    at: Option<At>,
}

impl Lessons {
    /// Lessons over `tutor`, writing task pictures into `boards`, in `lang`; none open.
    pub fn new(tutor: Tutor, boards: PathBuf, lang: Lang) -> Lessons {
        Lessons {
            tutor,
            boards,
            lang,
            at: None,
        }
    }

    /// Whether a lesson is open (the prompt's lines go to it).
    pub fn open(&self) -> bool {
        self.at.is_some()
    }

    /// Handles one line of the prompt (`word` its first word in lower case, `rest` the
    /// others) when it is `learn …` or a lesson is open; `None` leaves the line to the game.
    /// `now`: Unix seconds, the time a solved task is stored with.
    pub async fn line(&mut self, word: &str, rest: &str, line: &str, now: i64) -> Option<String> {
        let lang = self.lang;
        if word == "learn" || word == "lesson" || (word == "lessons" && self.open()) {
            let entering = !self.open();
            let progress = match self.tutor.progress(LOCAL_ID).await {
                Ok(p) => p,
                Err(e) => return Some(failure(&e, lang)),
            };
            let mut out = Vec::new();
            let target = if word == "lessons" || rest.is_empty() {
                out.push(learn::list_text(&progress, lang));
                progress.resume()
            } else {
                match learn::lookup(rest, lang) {
                    Some(l) => Some(progress.start_of(l)),
                    None => {
                        out.push(tr!(lang, "learn-unknown", value = crate::rules::echo(rest)));
                        out.push(learn::list_text(&progress, lang));
                        self.at.or_else(|| progress.resume())
                    }
                }
            };
            match target {
                Some(at) => {
                    if word == "lessons" {
                        out.push(continue_text(at, lang));
                    } else {
                        out.push(self.view(at));
                    }
                    self.at = Some(at);
                }
                None => {
                    out.push(tr!(lang, "learn-all-done"));
                    self.at = Some((0, 0));
                }
            }
            if entering {
                out.push(tr!(lang, "learn-local-hint"));
            }
            return Some(out.join("\n"));
        }
        let at = self.at?;
        let text = match word {
            "back" => {
                self.at = None;
                tr!(lang, "learn-local-back")
            }
            "help" | "?" => tr!(lang, "learn-local-hint"),
            "board" => self.view(at),
            "next" | "skip" => self.go_after(at, &Progress::default()),
            _ => {
                let input = if word == "move" || word == "m" {
                    rest
                } else {
                    line
                };
                match self.tutor.solve(LOCAL_ID, at, input, now, lang).await {
                    Err(e) => failure(&e, lang),
                    Ok((Verdict::Wrong(why), _)) => why,
                    Ok((Verdict::Right { played, note }, progress)) => {
                        let right = learn::right_text(at, &played, &note, lang);
                        format!("{right}\n{}", self.go_after(at, &progress))
                    }
                }
            }
        };
        Some(text)
    }

    /// Moves on from `at` and shows the task there, or says every lesson is done (with the
    /// list of `progress`) after the last one.
    fn go_after(&mut self, at: At, progress: &Progress) -> String {
        match Progress::after(at) {
            Some(next) => {
                self.at = Some(next);
                self.view(next)
            }
            None => {
                self.at = Some((0, 0));
                format!(
                    "{}\n{}",
                    tr!(self.lang, "learn-all-done"),
                    learn::list_text(progress, self.lang)
                )
            }
        }
    }

    /// Task `at`: its text, the board as text, and the path of its picture (written now).
    fn view(&self, at: At) -> String {
        let lang = self.lang;
        let mut s = learn::task_text(at, lang);
        if let Ok(pos) = LESSONS[at.0].position(at.1) {
            s.push('\n');
            s.push_str(&super::board_text(&pos, pos.turn()));
        }
        let path = self
            .boards
            .join(format!("learn-{}-{}.png", LESSONS[at.0].id, at.1 + 1));
        let shown = path.display().to_string();
        match std::fs::write(&path, learn::board_png(at, lang)) {
            Ok(()) => s.push_str(&tr!(lang, "local-picture", path = shown)),
            Err(e) => s.push_str(&tr!(
                lang,
                "local-cannot-write",
                path = shown,
                error = e.to_string()
            )),
        }
        s
    }
}

/// "Continue with: Giraffe, task 2 of 2." in `lang`.
fn continue_text(at: At, lang: Lang) -> String {
    let lesson = &LESSONS[at.0];
    tr!(
        lang,
        "learn-continue",
        title = lesson.title(lang),
        task = at.1 + 1,
        tasks = lesson.tasks.len()
    )
}

/// A database failure as the player reads it (the cause goes to stderr for the operator).
fn failure(e: &crate::store::StoreError, lang: Lang) -> String {
    eprintln!("database failure: {e}"); // operator: stderr of `timur local`
    tr!(lang, "game-error-store")
}
