//! The computer's analysis of a game as the front ends show it (`/analysis` on Discord,
//! `analysis` in local mode): the heading, each player's accuracy and counts of inaccuracies,
//! mistakes and blunders ([`crate::engine::accuracy`], lichess's method), each mistake and
//! blunder with the engine's better move and the line that follows it, a board of the position
//! before each of them with both moves as arrows, and the analysed replay page's data.

use super::history::numbered;
use super::{History, Style};
use crate::engine::accuracy::{self, Report};
use crate::engine::{Analysis, Judgement, PlyEval, TurningPoint};
use crate::i18n::Lang;
use crate::render::{render_png_with_arrows, Arrow, ArrowKind, BoardImage, ReplayAnalysis};
use crate::rules::{Color, Move, Position};
use crate::tr;

/// Nodes searched per position of the analysed game.
pub const ANALYSIS_NODES: u64 = 30_000;

/// At most this many boards of mistakes per analysis: Discord takes 10 attachments a message,
/// and the graph and the replay page are two of them.
pub const MAX_BOARDS: usize = 8;

/// The plies of the engine's line shown after its better move.
pub const LINE_PLIES: usize = 6;

/// `?!`, `?` or `??`: the judgement's mark after a move.
pub fn mark(j: Judgement) -> &'static str {
    match j {
        Judgement::Inaccuracy => "?!",
        Judgement::Mistake => "?",
        Judgement::Blunder => "??",
    }
}

/// The figures of both players of `a` (White moves first unless the start position says so).
pub fn report(history: &History, a: &Analysis) -> Report {
    accuracy::report(a, history.start().turn())
}

/// One line per player, White's first, in `lang`: `Alice: accuracy 87 %, 2 inaccuracies, 1
/// mistake, 0 blunders` (the accuracy rounded to a whole percentage), or that a player had no
/// move.
pub fn player_lines(history: &History, a: &Analysis, lang: Lang) -> Vec<String> {
    let r = report(history, a);
    [
        (Color::White, history.white().to_string()),
        (Color::Black, history.black().to_string()),
    ]
    .into_iter()
    .map(|(color, name)| {
        let p = r.of(color);
        match p.accuracy {
            Some(acc) => tr!(
                lang,
                "analysis-player",
                name = name,
                accuracy = acc.round() as i64,
                inaccuracies = p.inaccuracies as i64,
                mistakes = p.mistakes as i64,
                blunders = p.blunders as i64
            ),
            None => tr!(lang, "analysis-player-no-moves", name = name),
        }
    })
    .collect()
}

/// The move list of `line` played from `pos`, numbered as move lists are: `14... Nc5-e4 15.
/// Rd1-d2 Ne4xd2` (the first move always numbered, then each of White's). `line` must be legal
/// in sequence.
pub fn line_text(pos: &Position, line: &[Move]) -> String {
    let mut p = *pos;
    let mut parts = Vec::with_capacity(line.len());
    for (k, m) in line.iter().enumerate() {
        let text = p.move_text_with_check(m);
        parts.push(if k == 0 || p.turn() == Color::White {
            numbered(p.fullmoves(), p.turn(), &text)
        } else {
            text
        });
        p = p.play_unchecked(m);
    }
    parts.join(" ")
}

/// The mistakes and blunders of `a` (inaccuracies are counted and on the graph only), with
/// the position before each.
fn listed<'a>(history: &History, a: &'a Analysis) -> Vec<&'a TurningPoint> {
    a.turning_points
        .iter()
        .filter(|t| t.judgement != Judgement::Inaccuracy && t.ply >= 1 && t.ply <= history.len())
        .collect()
}

/// The message in `style` (its language and emphasis): the heading, one line per player
/// ([`player_lines`]), then one line per mistake or blunder, e.g. `• **3... Nb2xc4?**
/// mistake; better was **Nd3-c5**, then 4. Rd1-d2 Nc5xe4` (the engine's line after its move,
/// at most [`LINE_PLIES`] plies), or a line saying there is none.
pub fn summary(history: &History, a: &Analysis, style: &dyn Style) -> String {
    let lang = style.lang();
    let mut lines = vec![tr!(
        style,
        "discord-analysis-head",
        white = history.white().to_string(),
        black = history.black().to_string(),
        nodes = ANALYSIS_NODES
    )];
    lines.extend(player_lines(history, a, lang));
    let listed = listed(history, a);
    for t in &listed {
        let before = history.position(t.ply - 1);
        let played = numbered(
            before.fullmoves(),
            t.mover,
            &before.move_text_with_check(&t.played),
        );
        let played = style.bold(&format!("{played}{}", mark(t.judgement)));
        let better = style.bold(&before.move_text_with_check(&t.best));
        let pv = &a.evals[t.ply - 1].pv;
        let rest: &[Move] = if pv.first() == Some(&t.best) {
            &pv[1..pv.len().min(1 + LINE_PLIES)]
        } else {
            &[]
        };
        let blunder = t.judgement == Judgement::Blunder;
        lines.push(if rest.is_empty() {
            let id = if blunder {
                "discord-analysis-blunder"
            } else {
                "discord-analysis-mistake"
            };
            tr!(style, id, played = played, better = better)
        } else {
            let id = if blunder {
                "analysis-blunder-line"
            } else {
                "analysis-mistake-line"
            };
            let after = before.play_unchecked(&t.best);
            tr!(
                style,
                id,
                played = played,
                better = better,
                line = line_text(&after, rest)
            )
        });
    }
    if listed.is_empty() {
        lines.push(tr!(style, "discord-analysis-no-mistakes"));
    }
    lines.join("\n")
}

/// The picture of one mistake or blunder: the position before it with the move played and the
/// better move as arrows.
#[derive(Clone, Debug)]
pub struct MistakeBoard {
    /// The ply of the mistake (from 1).
    pub ply: usize,
    /// RGB PNG bytes, `timur_render::board_size` of the variant, White at the bottom.
    pub png: Vec<u8>,
    /// Its description for screen readers, in the reader's language.
    pub alt: String,
}

/// `analysis-<game id>-ply-<ply>.png`: the file name of the board of a mistake.
pub fn board_file_name(game_id: i64, ply: usize) -> String {
    format!("analysis-{game_id}-ply-{ply}.png")
}

/// The boards of the first `max` mistakes and blunders of `a` in ply order, in `lang`: the
/// position before the move, White at the bottom, the move played as a red arrow
/// ([`ArrowKind::Played`]) and the engine's better move as a green one ([`ArrowKind::Best`]),
/// captioned `14... Rd8xd2?? blunder · better: Nc5-e4`. CPU work (some milliseconds a board).
pub fn mistake_boards(
    history: &History,
    a: &Analysis,
    lang: Lang,
    max: usize,
) -> Vec<MistakeBoard> {
    listed(history, a)
        .into_iter()
        .take(max)
        .map(|t| {
            let before = history.position(t.ply - 1);
            let played_text = numbered(
                before.fullmoves(),
                t.mover,
                &before.move_text_with_check(&t.played),
            );
            let better = before.move_text_with_check(&t.best);
            let judgement = tr!(lang, "analysis-judgement", kind = t.judgement.name());
            let caption = tr!(
                lang,
                "analysis-board-caption",
                played = format!("{played_text}{}", mark(t.judgement)),
                judgement = judgement.clone(),
                better = better.clone()
            );
            let image = BoardImage {
                position: before,
                bottom: Color::White,
                last_move: None,
                caption: Some(caption),
            };
            let arrows = [
                Arrow {
                    from: t.played.from(),
                    to: t.played.to(),
                    kind: ArrowKind::Played,
                },
                Arrow {
                    from: t.best.from(),
                    to: t.best.to(),
                    kind: ArrowKind::Best,
                },
            ];
            let alt = super::describe::cut(&tr!(
                lang,
                "analysis-board-alt",
                played = played_text,
                judgement = judgement,
                side = super::conditional::color_code(t.mover),
                from = t.played.from().to_string(),
                to = t.played.to().to_string(),
                better = better,
                better_from = t.best.from().to_string(),
                better_to = t.best.to().to_string()
            ));
            MistakeBoard {
                ply: t.ply,
                png: render_png_with_arrows(&image, &arrows),
                alt,
            }
        })
        .collect()
}

/// The evaluation of `e` as a short text from White's view: `+1.25`, `#3`, or the result
/// (`1-0`, `½-½`) where the game is over.
fn eval_text(e: &PlyEval) -> String {
    match e.score {
        Some(s) => s.to_string(),
        None if e.chances > 0.0 => "1-0".to_string(),
        None if e.chances < 0.0 => "0-1".to_string(),
        None => "½-½".to_string(),
    }
}

/// What the analysed replay page shows of `a` ([`crate::render::render_replay_html_with`]),
/// in `lang`: per position White's win percentage (lichess's curve, [`accuracy::win_percent`]),
/// the evaluation and the engine's move; per ply the judgement's mark; the players' lines.
pub fn replay_analysis(history: &History, a: &Analysis, lang: Lang) -> ReplayAnalysis {
    let n = history.len();
    let mut marks = vec![String::new(); n];
    for t in &a.turning_points {
        if (1..=n).contains(&t.ply) {
            marks[t.ply - 1] = mark(t.judgement).to_string();
        }
    }
    let evals: Vec<&PlyEval> = a.evals.iter().take(n + 1).collect();
    ReplayAnalysis {
        white_percent: evals
            .iter()
            .map(|e| accuracy::win_percent(accuracy::ply_cp(e)))
            .collect(),
        eval_texts: evals
            .iter()
            .map(|e| tr!(lang, "analysis-replay-eval", score = eval_text(e)))
            .collect(),
        best_texts: evals
            .iter()
            .enumerate()
            .map(|(i, e)| match e.best {
                Some(m) => {
                    let pos = history.position(i);
                    tr!(
                        lang,
                        "analysis-replay-best",
                        move = numbered(pos.fullmoves(), pos.turn(), &pos.move_text_with_check(&m))
                    )
                }
                None => tr!(lang, "analysis-replay-over"),
            })
            .collect(),
        best: evals.iter().map(|e| e.best).collect(),
        marks,
        summary: player_lines(history, a, lang),
        bar_title: tr!(lang, "analysis-replay-bar"),
    }
}

/// The analysed replay page of `history` as HTML ([`crate::render::render_replay_html_with`]),
/// in `lang`, White at the bottom first.
pub fn replay_html(history: &History, a: &Analysis, lang: Lang) -> String {
    crate::render::render_replay_html_with(
        &history.replay_in(lang),
        Color::White,
        Some(&replay_analysis(history, a, lang)),
    )
}
