//! Lessons (issue 34): short interactive lessons, one per concept — each piece's move, check
//! and mate, the citadels, the Shah's swap, the pawn of pawns' stages, stalemate and bare king
//! as wins, and the Timurid pieces that differ from Tamerlane's. A lesson is data
//! ([`LESSONS`], `lessons.rs`): a variant and its options, and one to three tasks, each a
//! position (TFEN), a [`Goal`] and the moves that achieve it (canonical move text). The player
//! answers a task with a move; a refused move is explained by the rules' refusal
//! ([`crate::explain::move_error`]), a legal move that misses the goal by why it misses
//! ([`Verdict::Wrong`]), a right one is stored ([`Tutor::solve`]) and the next task follows.
//!
//! Both front ends use this module: `/learn` on Discord (`src/discord/learn.rs`) and `learn`
//! in local mode. Progress is stored per player (table `lesson_progress`, migration 0024).
//! Every text comes from the catalog (`locales/<tag>/learn.ftl`).

mod lessons;

pub use lessons::LESSONS;

use crate::explain;
use crate::i18n::Lang;
use crate::rules::{
    Color, DrawReason, Move, Outcome, Position, Role, RuleOptions, Square, TfenError, VariantId,
    WinReason,
};
use crate::store::{Store, StoreError};
use crate::tr;

/// One lesson: what it teaches, on which variant (with `options`, an options text such as
/// `bare-king=loses`), and its tasks in order.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// The lesson's id, as typed (`/learn lesson:giraffe`, `learn giraffe`) and stored: lower
    /// case letters, digits and `-`, at most 24 characters (it goes into custom ids).
    pub id: &'static str,
    /// The variant its positions belong to.
    pub variant: VariantId,
    /// Its rule options, as a challenge writes them (`""` for the defaults).
    pub options: &'static str,
    /// What it teaches: a piece (its name and movement come from the catalog) or a rule
    /// (`learn-<stem>-title` and `learn-<stem>-intro`).
    pub topic: Topic,
    /// Its tasks, one to three.
    pub tasks: &'static [Task],
}

/// What a lesson teaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// How this piece moves: titled by its name, introduced by how it moves
    /// ([`crate::explain::guide::how_it_moves`]).
    Piece(Role),
    /// A rule, with catalog messages `learn-<stem>-title` and `learn-<stem>-intro`.
    Rule(&'static str),
}

/// One task: a position with the side to move to play, what to achieve with one move, and
/// the moves that achieve it, in canonical text (exactly those: checked by the lessons' test).
#[derive(Clone, Copy, Debug)]
pub struct Task {
    /// The position (docs/rules.md §6.1), in the lesson's variant and options.
    pub tfen: &'static str,
    /// What the move must do.
    pub goal: Goal,
    /// Every move that does it, in canonical text (`Gc3xg4`, `K<>e5`, `P@e5`).
    pub accepted: &'static [&'static str],
}

/// What a task's one move must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Capture any enemy piece with a piece of this kind.
    Take(Role),
    /// Capture the enemy piece on the square (a square name) with a piece of this kind.
    Capture(Role, &'static str),
    /// Move a piece of this kind to the square (a square name).
    Reach(Role, &'static str),
    /// Promote a piece to this kind.
    Promote(Role),
    /// Checkmate (docs/rules.md §4.6).
    Mate,
    /// Leave the opponent without a legal move, not in check: a win in Tamerlane (§4.6).
    Stalemate,
    /// Leave the opponent with royals only (`bare-king=loses`, §4.6).
    Bare,
    /// Draw by stepping the Shah into the opponent's citadel (§4.5).
    Citadel,
    /// The Shah's swap or the King's succession (§4.4, §5).
    Swap,
    /// A placement of the parked pawn of pawns (§4.2).
    Place,
    /// An en passant capture (§5).
    EnPassant,
}

impl Goal {
    /// Whether `m`, a legal move of `before`'s side to move, achieves the goal.
    pub fn achieved(self, before: &Position, m: &Move) -> bool {
        let us = before.turn();
        let role = before.piece_at(m.from()).map(|p| p.role);
        let ordinary = matches!(m, Move::Normal { .. } | Move::EnPassant { .. });
        let after = || before.play_unchecked(m);
        match self {
            Goal::Take(r) => ordinary && role == Some(r) && m.is_capture(),
            Goal::Capture(r, sq) => {
                ordinary && role == Some(r) && m.is_capture() && Some(m.to()) == square(sq)
            }
            Goal::Reach(r, sq) => ordinary && role == Some(r) && Some(m.to()) == square(sq),
            Goal::Promote(r) => m.step().is_some_and(|s| s.promotion == Some(r)),
            Goal::Mate => {
                after().outcome()
                    == Some(Outcome::Win {
                        winner: us,
                        reason: WinReason::Checkmate,
                    })
            }
            Goal::Stalemate => {
                after().outcome()
                    == Some(Outcome::Win {
                        winner: us,
                        reason: WinReason::Stalemate,
                    })
            }
            Goal::Bare => {
                let a = after();
                let v = a.variant();
                a.pieces_of(!us)
                    .iter()
                    .all(|sq| a.piece_at(sq).is_some_and(|p| v.is_royal(p.role)))
            }
            Goal::Citadel => after().outcome() == Some(Outcome::Draw(DrawReason::Citadel)),
            Goal::Swap => matches!(m, Move::Swap { .. }),
            Goal::Place => matches!(m, Move::Place { .. }),
            Goal::EnPassant => matches!(m, Move::EnPassant { .. }),
        }
    }
}

/// The square named `name` (lessons' data), `None` if it names none.
fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

impl Lesson {
    /// The lesson's rule options.
    ///
    /// # Errors
    /// The options text does not parse for the variant (a data error the lessons' test finds).
    pub fn rule_options(&self) -> Result<RuleOptions, crate::rules::OptionError> {
        self.variant.parse_options(self.options)
    }

    /// The position of task `n` (from 0).
    ///
    /// # Errors
    /// The TFEN or the options do not read (a data error the lessons' test finds): the TFEN's
    /// error.
    pub fn position(&self, n: usize) -> Result<Position, TfenError> {
        let options = self
            .rule_options()
            .unwrap_or_else(|_| self.variant.default_options());
        let task = self.tasks.get(n).unwrap_or(&self.tasks[0]);
        Position::from_tfen(self.variant, options, task.tfen)
    }

    /// The lesson's title in `lang`: the piece's name, or the rule's `learn-<stem>-title`.
    pub fn title(&self, lang: Lang) -> String {
        match self.topic {
            Topic::Piece(role) => {
                let options = self.variant.default_options();
                let v = crate::rules::Variant::get(self.variant, &options);
                crate::render::piece_name(v, role, lang, false)
            }
            Topic::Rule(stem) => tr!(lang, &format!("learn-{stem}-title")),
        }
    }

    /// The lesson's introduction in `lang`: how the piece moves (`learn-piece-intro`), or the
    /// rule's `learn-<stem>-intro`; for a Timurid lesson, the variant is named first.
    pub fn intro(&self, lang: Lang) -> String {
        let body = match self.topic {
            Topic::Piece(role) => {
                let options = self.rule_options().unwrap_or_default();
                let v = crate::rules::Variant::get(self.variant, &options);
                tr!(
                    lang,
                    "learn-piece-intro",
                    piece = explain::guide::piece_label(v, role, lang),
                    moves = explain::guide::how_it_moves(v, role, &options, lang)
                )
            }
            Topic::Rule(stem) => tr!(lang, &format!("learn-{stem}-intro")),
        };
        if self.variant.family() == crate::rules::Family::Timurid {
            tr!(
                lang,
                "learn-in-variant",
                variant = explain::guide::variant_name(self.variant, lang),
                text = body
            )
        } else {
            body
        }
    }
}

/// The lesson with id `id` and its index in [`LESSONS`].
pub fn find(id: &str) -> Option<(usize, &'static Lesson)> {
    LESSONS.iter().enumerate().find(|(_, l)| l.id == id)
}

/// The lesson a player typed: its id (any case), its number in the list (from 1), or the
/// beginning of its title in `lang` when only one title begins so.
pub fn lookup(text: &str, lang: Lang) -> Option<usize> {
    let t = text.trim().to_lowercase();
    if t.is_empty() {
        return None;
    }
    if let Some((i, _)) = find(&t) {
        return Some(i);
    }
    if let Ok(n) = t.parse::<usize>() {
        return (1..=LESSONS.len()).contains(&n).then(|| n - 1);
    }
    let hits: Vec<usize> = LESSONS
        .iter()
        .enumerate()
        .filter(|(_, l)| l.title(lang).to_lowercase().starts_with(&t) || l.id.starts_with(&t))
        .map(|(i, _)| i)
        .collect();
    match hits.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// A place in the lessons: lesson index into [`LESSONS`] and task index, both from 0.
pub type At = (usize, usize);

/// A player's solved tasks, in the order they were solved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// `(lesson id, task index, solved at in Unix seconds)`, oldest first.
    pub solved: Vec<(String, usize, i64)>,
}

impl Progress {
    /// Whether task `task` of lesson `lesson` (an index into [`LESSONS`]) is solved.
    pub fn is_solved(&self, lesson: usize, task: usize) -> bool {
        let id = LESSONS[lesson].id;
        self.solved.iter().any(|(l, t, _)| l == id && *t == task)
    }

    /// How many tasks of lesson `lesson` are solved.
    pub fn solved_in(&self, lesson: usize) -> usize {
        (0..LESSONS[lesson].tasks.len())
            .filter(|&t| self.is_solved(lesson, t))
            .count()
    }

    /// Whether every task of lesson `lesson` is solved.
    pub fn finished(&self, lesson: usize) -> bool {
        self.solved_in(lesson) == LESSONS[lesson].tasks.len()
    }

    /// How many lessons are finished.
    pub fn lessons_finished(&self) -> usize {
        (0..LESSONS.len()).filter(|&l| self.finished(l)).count()
    }

    /// The first unsolved task of lesson `lesson`, else its first task (a finished lesson
    /// opens again from the start).
    pub fn start_of(&self, lesson: usize) -> At {
        let task = (0..LESSONS[lesson].tasks.len())
            .find(|&t| !self.is_solved(lesson, t))
            .unwrap_or(0);
        (lesson, task)
    }

    /// Where the player stopped: the first unsolved task of the lesson last worked in, if it
    /// has one, else of the first lesson not finished; `None` when every lesson is finished.
    pub fn resume(&self) -> Option<At> {
        let last = self
            .solved
            .iter()
            .max_by_key(|(_, _, at)| *at)
            .and_then(|(l, _, _)| find(l))
            .map(|(i, _)| i)
            .filter(|&i| !self.finished(i));
        last.or_else(|| (0..LESSONS.len()).find(|&l| !self.finished(l)))
            .map(|l| self.start_of(l))
    }

    /// What follows `at`: its lesson's next task, else the first task of the next lesson;
    /// `None` after the last task of the last lesson.
    pub fn after(at: At) -> Option<At> {
        let (lesson, task) = at;
        if task + 1 < LESSONS[lesson].tasks.len() {
            Some((lesson, task + 1))
        } else if lesson + 1 < LESSONS.len() {
            Some((lesson + 1, 0))
        } else {
            None
        }
    }
}

/// How a move answered a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move achieves the goal.
    Right {
        /// The move in canonical text with its check mark (`Rb1-b10#`).
        played: String,
        /// What the move did when it was special (a placement, a swap, …), else empty
        /// ([`crate::explain::describe_move`]).
        note: String,
    },
    /// The move is refused by the rules or misses the goal: why, in the reader's language.
    Wrong(String),
}

/// How `input` (a move in any form `/move` reads) answers task `at`, in `lang`.
pub fn judge(at: At, input: &str, lang: Lang) -> Verdict {
    let lesson = &LESSONS[at.0];
    let task = &lesson.tasks[at.1];
    let pos = match lesson.position(at.1) {
        Ok(p) => p,
        Err(e) => return Verdict::Wrong(explain::tfen_error(&e)),
    };
    let m = match pos.parse_move(input) {
        Ok(m) => m,
        Err(e) => return Verdict::Wrong(explain::move_error(&e, lang)),
    };
    let text = pos.move_text(&m);
    if task.accepted.contains(&text.as_str()) {
        let after = pos.play_unchecked(&m);
        return Verdict::Right {
            played: pos.move_text_with_check(&m),
            note: explain::describe_move(&pos, &m, &after, lang),
        };
    }
    Verdict::Wrong(why_not(lesson, task.goal, &pos, &m, lang))
}

/// Why the legal move `m` of `pos` does not achieve `goal`, in `lang`.
fn why_not(lesson: &Lesson, goal: Goal, pos: &Position, m: &Move, lang: Lang) -> String {
    let shown = pos.move_text_with_check(m);
    let after = pos.play_unchecked(m);
    let them = after.turn();
    let piece = |r: Role| piece_in(lesson, r, lang);
    let reply = || {
        after
            .legal_moves()
            .first()
            .map(|r| after.move_text(r))
            .unwrap_or_default()
    };
    match goal {
        Goal::Take(r) => tr!(lang, "learn-wrong-take", move = shown, piece = piece(r)),
        Goal::Capture(r, sq) => tr!(
            lang,
            "learn-wrong-capture",
            move = shown,
            piece = piece(r),
            square = sq
        ),
        Goal::Reach(r, sq) => tr!(
            lang,
            "learn-wrong-reach",
            move = shown,
            piece = piece(r),
            square = sq
        ),
        Goal::Promote(r) => tr!(
            lang,
            "learn-wrong-promote",
            move = shown,
            piece = piece_title(lesson, r, lang)
        ),
        Goal::Mate if !after.is_check(them) => tr!(lang, "learn-wrong-no-check", move = shown),
        Goal::Mate => tr!(lang, "learn-wrong-escape", move = shown, reply = reply()),
        Goal::Stalemate if after.is_check(them) => {
            tr!(lang, "learn-wrong-stalemate-check", move = shown)
        }
        Goal::Stalemate => tr!(lang, "learn-wrong-stalemate", move = shown, reply = reply()),
        Goal::Bare => tr!(lang, "learn-wrong-bare", move = shown),
        Goal::Citadel => tr!(lang, "learn-wrong-citadel", move = shown),
        Goal::Swap => tr!(lang, "learn-wrong-swap", move = shown),
        Goal::Place => tr!(lang, "learn-wrong-place", move = shown),
        Goal::EnPassant => tr!(lang, "learn-wrong-en-passant", move = shown),
    }
}

/// The in-sentence name of `role` in `lesson`'s variant, in `lang` ("war engine").
fn piece_in(lesson: &Lesson, role: Role, lang: Lang) -> String {
    let options = lesson.rule_options().unwrap_or_default();
    let v = crate::rules::Variant::get(lesson.variant, &options);
    crate::render::piece_name(v, role, lang, true)
}

/// The name of `role` in `lesson`'s variant as a title, in `lang` ("Adventitious king").
fn piece_title(lesson: &Lesson, role: Role, lang: Lang) -> String {
    let options = lesson.rule_options().unwrap_or_default();
    let v = crate::rules::Variant::get(lesson.variant, &options);
    crate::render::piece_name(v, role, lang, false)
}

/// What task `at` asks, in `lang` (`learn-goal-…`): "Capture an enemy piece with your
/// giraffe."
pub fn goal_text(at: At, lang: Lang) -> String {
    let lesson = &LESSONS[at.0];
    let piece = |r: Role| piece_in(lesson, r, lang);
    match lesson.tasks[at.1].goal {
        Goal::Take(r) => tr!(lang, "learn-goal-take", piece = piece(r)),
        Goal::Capture(r, sq) => tr!(lang, "learn-goal-capture", piece = piece(r), square = sq),
        Goal::Reach(r, sq) => tr!(lang, "learn-goal-reach", piece = piece(r), square = sq),
        Goal::Promote(r) => tr!(
            lang,
            "learn-goal-promote",
            piece = piece_title(lesson, r, lang)
        ),
        Goal::Mate => tr!(lang, "learn-goal-mate"),
        Goal::Stalemate => tr!(lang, "learn-goal-stalemate"),
        Goal::Bare => tr!(lang, "learn-goal-bare"),
        Goal::Citadel => tr!(lang, "learn-goal-citadel"),
        Goal::Swap => tr!(lang, "learn-goal-swap"),
        Goal::Place => tr!(lang, "learn-goal-place"),
        Goal::EnPassant => tr!(lang, "learn-goal-en-passant"),
    }
}

/// The text of task `at` in `lang`: the lesson's title with its place ("**Giraffe** · lesson
/// 3 of 29 · task 1 of 2"), its introduction, and what to do.
pub fn task_text(at: At, lang: Lang) -> String {
    let lesson = &LESSONS[at.0];
    [
        tr!(
            lang,
            "learn-heading",
            title = lesson.title(lang),
            lesson = at.0 + 1,
            lessons = LESSONS.len(),
            task = at.1 + 1,
            tasks = lesson.tasks.len()
        ),
        lesson.intro(lang),
        tr!(lang, "learn-task", goal = goal_text(at, lang)),
    ]
    .join("\n")
}

/// The lesson list in `lang` with a ✓ for each finished lesson and the tasks solved of a
/// lesson begun: a heading with the count, then one line per lesson, the Tamerlane ones and
/// then the Timurid ones under their family's name.
pub fn list_text(progress: &Progress, lang: Lang) -> String {
    let mut lines = vec![tr!(
        lang,
        "learn-list-heading",
        done = progress.lessons_finished(),
        count = LESSONS.len()
    )];
    let mut family = None;
    for (i, l) in LESSONS.iter().enumerate() {
        let f = l.variant.family();
        if family != Some(f) {
            family = Some(f);
            let id = match f {
                crate::rules::Family::Tamerlane => "learn-list-tamerlane",
                crate::rules::Family::Timurid => "learn-list-timurid",
            };
            lines.push(tr!(lang, id));
        }
        let solved = progress.solved_in(i);
        let line = if progress.finished(i) {
            tr!(
                lang,
                "learn-list-done",
                number = i + 1,
                title = l.title(lang)
            )
        } else if solved > 0 {
            tr!(
                lang,
                "learn-list-begun",
                number = i + 1,
                title = l.title(lang),
                solved = solved,
                tasks = l.tasks.len()
            )
        } else {
            tr!(
                lang,
                "learn-list-todo",
                number = i + 1,
                title = l.title(lang)
            )
        };
        lines.push(line);
    }
    lines.join("\n")
}

/// The squares the board of task `at` marks: the moving piece's square when the goal names a
/// kind of piece the side to move has exactly one of, and the goal's square.
pub fn marked(at: At) -> Vec<Square> {
    let lesson = &LESSONS[at.0];
    let Ok(pos) = lesson.position(at.1) else {
        return Vec::new();
    };
    let (role, target) = match lesson.tasks[at.1].goal {
        Goal::Take(r) | Goal::Promote(r) => (Some(r), None),
        Goal::Capture(r, sq) | Goal::Reach(r, sq) => (Some(r), square(sq)),
        _ => (None, None),
    };
    let mut out = Vec::new();
    if let Some(r) = role {
        let own: Vec<Square> = pos
            .pieces_of(pos.turn())
            .iter()
            .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.role == r))
            .collect();
        if let [one] = own.as_slice() {
            out.push(*one);
        }
    }
    out.extend(target.filter(|t| !out.contains(t)));
    out
}

/// The board picture of task `at` as PNG bytes, from the side to move, with the
/// [`marked`] squares highlighted and the lesson's title as caption (in `lang`). CPU work:
/// call it off the async executor.
pub fn board_png(at: At, lang: Lang) -> Vec<u8> {
    let lesson = &LESSONS[at.0];
    let Ok(pos) = lesson.position(at.1) else {
        return Vec::new();
    };
    let marks = marked(at);
    // The renderer highlights a move's two squares: a pseudo-move carries the marks.
    let last_move = marks.first().map(|&from| Move::Normal {
        role: Role::King,
        from,
        to: *marks.last().unwrap_or(&from),
        capture: None,
        promotion: None,
    });
    crate::render::render_png(&crate::render::BoardImage {
        position: &pos,
        bottom: pos.turn(),
        last_move,
        caption: Some(tr!(
            lang,
            "learn-caption",
            title = lesson.title(lang),
            task = at.1 + 1,
            tasks = lesson.tasks.len()
        )),
    })
}

/// What the board picture of task `at` shows, for people who cannot see it (alt text), in
/// `lang`: the lesson, the task, who is to move, where the pieces stand and the marked
/// squares, cut to [`crate::game::describe::MAX_DESCRIPTION`].
pub fn board_alt(at: At, lang: Lang) -> String {
    let lesson = &LESSONS[at.0];
    let Ok(pos) = lesson.position(at.1) else {
        return String::new();
    };
    let options = lesson.rule_options().unwrap_or_default();
    let v = crate::rules::Variant::get(lesson.variant, &options);
    let side = |c: Color| {
        let pieces: Vec<String> = pos
            .pieces_of(c)
            .iter()
            .filter_map(|sq| {
                pos.piece_at(sq).map(|p| {
                    tr!(
                        lang,
                        "learn-alt-piece",
                        piece = crate::render::piece_name(v, p.role, lang, true),
                        square = sq.to_string()
                    )
                })
            })
            .collect();
        pieces.join(&tr!(lang, "explain-list-separator"))
    };
    let marks: Vec<String> = marked(at).iter().map(Square::to_string).collect();
    let color = |c: Color| match c {
        Color::White => "white",
        Color::Black => "black",
    };
    let mut text = tr!(
        lang,
        "learn-alt",
        title = lesson.title(lang),
        task = at.1 + 1,
        tasks = lesson.tasks.len(),
        color = color(pos.turn()),
        white = side(Color::White),
        black = side(Color::Black)
    );
    if !marks.is_empty() {
        text.push_str(&tr!(
            lang,
            "learn-alt-marked",
            squares = marks.join(&tr!(lang, "explain-list-separator"))
        ));
    }
    crate::game::describe::cut(&text)
}

/// The lessons' part of the store, for both front ends: a player's progress, and answers
/// judged and stored.
#[derive(Clone, Debug)]
pub struct Tutor {
    store: Store,
}

impl Tutor {
    /// A tutor over `store`.
    pub fn new(store: Store) -> Tutor {
        Tutor { store }
    }

    /// `user`'s solved tasks; tasks of lessons no longer shipped are left out.
    ///
    /// # Errors
    /// Database failures.
    pub async fn progress(&self, user: &str) -> Result<Progress, StoreError> {
        let rows = self.store.lesson_progress(user).await?;
        let solved = rows
            .into_iter()
            .filter(|(l, t, _)| find(l).is_some_and(|(_, lesson)| *t < lesson.tasks.len()))
            .collect();
        Ok(Progress { solved })
    }

    /// Judges `input` as `user`'s answer to task `at` ([`judge`]) and stores a right one at
    /// `now` (Unix seconds): returns the verdict and the progress after it.
    ///
    /// # Errors
    /// Database failures (a right answer is then not stored).
    pub async fn solve(
        &self,
        user: &str,
        at: At,
        input: &str,
        now: i64,
        lang: Lang,
    ) -> Result<(Verdict, Progress), StoreError> {
        let verdict = judge(at, input, lang);
        if matches!(verdict, Verdict::Right { .. }) {
            self.store
                .solve_lesson_task(user, LESSONS[at.0].id, at.1, now)
                .await?;
        }
        Ok((verdict, self.progress(user).await?))
    }
}

/// What a right answer to task `at` says in `lang`: "Right: Gc3xg4." with what the move did,
/// and "Lesson finished: Giraffe ✓" after its last task.
pub fn right_text(at: At, played: &str, note: &str, lang: Lang) -> String {
    let mut s = tr!(lang, "learn-right", move = played.to_string());
    if !note.is_empty() {
        s.push(' ');
        s.push_str(note);
    }
    let lesson = &LESSONS[at.0];
    if at.1 + 1 == lesson.tasks.len() {
        s.push('\n');
        s.push_str(&tr!(lang, "learn-lesson-done", title = lesson.title(lang)));
    }
    s
}

#[cfg(test)]
mod tests;
