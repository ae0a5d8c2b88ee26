//! The lessons' tests: the data, the texts in every language, answers and progress.

#[cfg(test)]
use super::*;
use std::collections::BTreeSet;

/// The lessons' data: ids, task counts, every TFEN reads in its variant and options, every
/// accepted move is legal and in canonical text, and the accepted moves are exactly the
/// legal moves that achieve the goal (so for a mate in one, exactly the mating moves).
#[test]
fn every_task_reads_is_solvable_and_accepts_exactly_the_moves_that_achieve_its_goal() {
    let mut ids = BTreeSet::new();
    let mut problems = Vec::new();
    for lesson in LESSONS {
        assert!(ids.insert(lesson.id), "{} twice", lesson.id);
        assert!(
            lesson.id.len() <= 24
                && lesson
                    .id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{}",
            lesson.id
        );
        assert!((1..=3).contains(&lesson.tasks.len()), "{}", lesson.id);
        lesson.rule_options().expect(lesson.id);
        for (n, task) in lesson.tasks.iter().enumerate() {
            let pos = match lesson.position(n) {
                Ok(p) => p,
                Err(e) => {
                    problems.push(format!("{} task {}: {e}", lesson.id, n + 1));
                    continue;
                }
            };
            for a in task.accepted {
                match pos.parse_move(a) {
                    Ok(m) if pos.move_text(&m) == *a => {}
                    Ok(m) => problems.push(format!(
                        "{} task {}: {a} is written {}",
                        lesson.id,
                        n + 1,
                        pos.move_text(&m)
                    )),
                    Err(e) => problems.push(format!(
                        "{} task {}: {a} is refused: {}",
                        lesson.id,
                        n + 1,
                        crate::explain::move_error(&e, Lang::En)
                    )),
                }
            }
            let achieving: BTreeSet<String> = pos
                .legal_moves()
                .iter()
                .filter(|m| task.goal.achieved(&pos, m))
                .map(|m| pos.move_text(m))
                .collect();
            let accepted: BTreeSet<String> = task.accepted.iter().map(|s| s.to_string()).collect();
            if achieving.is_empty() || achieving != accepted {
                problems.push(format!(
                    "{} task {}: the moves that achieve {:?} are {achieving:?}, accepted {accepted:?}",
                    lesson.id,
                    n + 1,
                    task.goal
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every lesson reads in every language: its title, introduction and tasks come from the
/// catalog (no id is shown instead of a text), and so do the list and the pictures' alt text.
#[test]
fn every_lesson_has_its_texts_in_every_language() {
    for lang in Lang::ALL {
        for (i, lesson) in LESSONS.iter().enumerate() {
            for t in 0..lesson.tasks.len() {
                let text = task_text((i, t), lang);
                assert!(!text.contains("learn-"), "{lang} {}: {text}", lesson.id);
                let alt = board_alt((i, t), lang);
                assert!(!alt.contains("learn-") && !alt.is_empty(), "{lang}: {alt}");
            }
        }
        let list = list_text(&Progress::default(), lang);
        assert!(!list.contains("learn-"), "{lang}: {list}");
    }
}

/// A right move is right, a legal one that misses is explained, an illegal one gets the
/// rules' refusal.
#[test]
fn answers_are_judged_and_explained() {
    let (giraffe, _) = find("giraffe").unwrap();
    assert_eq!(
        task_text((giraffe, 0), Lang::En),
        format!(
            "Giraffe · lesson {} of {} · task 1 of 2\nThe Giraffe (G) moves like this: one diagonal step, then straight outward along the file or rank, landing on the 3rd square beyond the diagonal one or further; it cannot jump: every square before the landing square must be empty.\nTask: capture an enemy piece with your giraffe.",
            giraffe + 1,
            LESSONS.len()
        )
    );
    assert_eq!(
        judge((giraffe, 0), "Gxg4", Lang::En),
        Verdict::Right {
            played: "Gc3xg4".into(),
            note: String::new()
        }
    );
    assert_eq!(
        judge((giraffe, 0), "Gc3-d7", Lang::En),
        Verdict::Wrong(
            "Gc3-d7 is a legal move, but it does not capture anything with your giraffe.".into()
        )
    );
    assert_eq!(
        judge((giraffe, 1), "Gc3xf4", Lang::En),
        Verdict::Wrong(
            "'Gc3xf4' is not a legal move: a giraffe on c3 cannot move to f4. Closest legal moves: Gc3-b10, Gc3-b7, Gc3-b8, Gc3-b9, Gc3-d7, Gc3-g2, Gc3-h2, Gc3-i2.".into()
        )
    );
    let (mate, _) = find("mate").unwrap();
    assert_eq!(
        judge((mate, 0), "Ra9-a10", Lang::En),
        Verdict::Wrong("Ra9-a10+ gives check, but the opponent escapes with Ke10-e9.".into())
    );
    assert_eq!(
        judge((mate, 0), "Rb1-b2", Lang::En),
        Verdict::Wrong("Rb1-b2 is a legal move, but it gives no check.".into())
    );
    assert_eq!(
        judge((mate, 0), "Rb10#", Lang::En),
        Verdict::Right {
            played: "Rb1-b10#".into(),
            note: String::new()
        }
    );
}

/// Where a player continues: the lesson last worked in while it has tasks left, else the
/// first lesson not finished.
#[test]
fn progress_resumes_where_the_player_stopped() {
    let p = Progress::default();
    assert_eq!(p.resume(), Some((0, 0)));
    let (giraffe, _) = find("giraffe").unwrap();
    let p = Progress {
        solved: vec![("general".into(), 0, 10), ("giraffe".into(), 0, 20)],
    };
    assert_eq!(p.resume(), Some((giraffe, 1)));
    assert_eq!(p.lessons_finished(), 1);
    assert!(p.finished(0) && !p.finished(giraffe));
    assert_eq!(p.start_of(0), (0, 0));
    let p = Progress {
        solved: vec![("giraffe".into(), 0, 20), ("giraffe".into(), 1, 30)],
    };
    assert_eq!(p.resume(), Some((0, 0)));
    assert_eq!(Progress::after((giraffe, 0)), Some((giraffe, 1)));
    assert_eq!(Progress::after((giraffe, 1)), Some((giraffe + 1, 0)));
    assert_eq!(Progress::after((LESSONS.len() - 1, 0)), None);
    assert_eq!(lookup("GIRAFFE", Lang::En), Some(giraffe));
    assert_eq!(lookup("3", Lang::En), Some(2));
    assert_eq!(lookup("Жираф", Lang::Ru), Some(giraffe));
    assert_eq!(lookup("nothing", Lang::En), None);
}
