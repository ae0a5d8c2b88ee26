//! `/analysis`: the engine's evaluation of a finished game, like lichess's computer analysis —
//! each player's accuracy and counts of inaccuracies, mistakes and blunders, a graph of White's
//! winning chances over the plies, each mistake and blunder with the better move and the
//! engine's line, a board of the position before each (the move played as a red arrow, the
//! better one as a green arrow; at most [`MAX_BOARDS`]) and the replay page with the analysis
//! (`analysis-ID.html`: an evaluation bar and the engine's move at every ply). Refused while
//! the game runs. The texts are built in [`crate::game::analysis`].

use super::{read, say, Context, Error};
use crate::engine::{analyse, Judgement, Limits};
use crate::game::{GameRecord, History, Status};
use crate::i18n::Lang;
use crate::render::eval_graph::{eval_graph_png, GraphMark};
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

pub use crate::game::analysis::{board_file_name, summary, ANALYSIS_NODES, MAX_BOARDS};

/// The file name of the graph: `analysis-<game id>.png`.
pub fn graph_file_name(game_id: i64) -> String {
    format!("analysis-{game_id}.png")
}

/// The file name of the analysed replay page: `analysis-<game id>.html`.
pub fn replay_file_name(game_id: i64) -> String {
    format!("analysis-{game_id}.html")
}

/// Analyse a finished game (this channel's, or game:ID) with the computer: graph and mistakes
#[poise::command(slash_command)]
pub async fn analysis(
    ctx: Context<'_>,
    #[description = "Which game (default: this channel's); the menu lists your games"]
    #[autocomplete = "super::find::autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let rec = super::find::named_or_here(ctx, game).await?;
    let lang = super::lang(ctx);
    if rec.status != Status::Finished {
        return say(ctx, &tr!(lang, "discord-analysis-running"), true).await;
    }
    let rows = read(service.moves(rec.id)).await?;
    if rows.is_empty() {
        return say(ctx, &tr!(lang, "discord-analysis-no-moves"), true).await;
    }
    let history = History::from_rows(&rec, &rows)?;
    let (start, moves) = (*history.start(), history.moves());
    // Seconds of search: answer first, search on the engine pool.
    ctx.defer().await?;
    let title = graph_title(&rec, lang);
    let work_moves = moves.clone();
    let work_history = history.clone();
    let (analysis, png, boards, page) = super::engine_pool()
        .run(move || {
            let a = analyse(&start, &work_moves, Limits::nodes(ANALYSIS_NODES))
                .map_err(|e| e.to_string())?;
            let chances: Vec<f64> = a.evals.iter().map(|e| e.chances).collect();
            let marks: Vec<(usize, GraphMark)> = a
                .turning_points
                .iter()
                .map(|t| (t.ply, mark(t.judgement)))
                .collect();
            let png = eval_graph_png(&chances, &marks, &title, lang);
            let boards = crate::game::analysis::mistake_boards(&work_history, &a, lang, MAX_BOARDS);
            let page = crate::game::analysis::replay_html(&work_history, &a, lang);
            Ok::<_, String>((a, png, boards, page))
        })
        .await
        .map_err(|e| Error::Internal(e.to_string()))?
        .map_err(Error::Internal)?;
    let text = summary(&history, &analysis, &super::style::DiscordStyle::new(lang));
    let mut reply = CreateReply::default()
        .content(super::limits::clamp(&text))
        .attachment(
            serenity::CreateAttachment::bytes(png, graph_file_name(rec.id)).description(
                super::alt::eval_graph(&rec.white.name, &rec.black.name, moves.len(), lang),
            ),
        );
    for b in boards {
        reply = reply.attachment(
            serenity::CreateAttachment::bytes(b.png, board_file_name(rec.id, b.ply))
                .description(b.alt),
        );
    }
    reply = reply.attachment(
        serenity::CreateAttachment::bytes(page.into_bytes(), replay_file_name(rec.id)).description(
            super::alt::html_replay(&rec.white.name, &rec.black.name, moves.len(), lang),
        ),
    );
    ctx.send(reply.allowed_mentions(super::style::pings::<&str>(&[])))
        .await?;
    Ok(())
}

fn mark(j: Judgement) -> GraphMark {
    match j {
        Judgement::Inaccuracy => GraphMark::Inaccuracy,
        Judgement::Mistake => GraphMark::Mistake,
        Judgement::Blunder => GraphMark::Blunder,
    }
}

/// `Alice vs Bob · 1-0` (the title drawn on the graph) in `lang`.
fn graph_title(rec: &GameRecord, lang: Lang) -> String {
    let result = rec.end.as_ref().and_then(|e| e.result).map_or_else(
        || tr!(lang, "discord-analysis-no-result"),
        |r| r.code().to_string(),
    );
    tr!(
        lang,
        "discord-analysis-graph-title",
        white = rec.white.name.clone(),
        black = rec.black.name.clone(),
        result = result
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Analysis, PlyEval, Score, TurningPoint};
    use crate::rules::{Color, Game, Move, Position, VariantId};

    fn mv(pos: &Position, text: &str) -> Move {
        crate::game::state::find_move(pos, text).unwrap()
    }

    fn eval(cp: i32, best: Option<Move>, pv: Vec<Move>) -> PlyEval {
        PlyEval {
            score: Some(Score::Cp(cp)),
            chances: Score::Cp(cp).winning_chances(),
            best,
            pv,
        }
    }

    #[test]
    fn players_and_turning_points_are_listed_with_sign_better_move_and_line() {
        let start = Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options());
        let m1 = mv(&start, "e3-e4");
        let after = start.play_unchecked(&m1);
        let m2 = mv(&after, "e8-e7");
        let better = mv(&after, "d8-d7");
        let reply = mv(&after.play_unchecked(&better), "d3-d4");
        let point = |judgement| TurningPoint {
            ply: 2,
            mover: Color::Black,
            played: m2,
            best: better,
            judgement,
            chances: (0.0, -0.5),
        };
        // White's view: +0.20, +0.20, then +4.00 after Black's blunder.
        let a = Analysis {
            evals: vec![
                eval(20, Some(m1), vec![m1]),
                eval(20, Some(better), vec![better, reply]),
                eval(400, None, vec![]),
            ],
            turning_points: vec![point(Judgement::Inaccuracy), point(Judgement::Blunder)],
            outcome: None,
        };
        let mut game = Game::new(start);
        game.play(&m1).unwrap();
        game.play(&m2).unwrap();
        let history = History::from_game(&game, "Alice", "Bob", None);
        let style = crate::game::Markdown;
        // Black's move took Black from 48.2 to 18.7 % (win percentage): accuracy 26.4 %.
        assert_eq!(
            summary(&history, &a, &style),
            "Computer analysis of Alice vs Bob (30000 nodes a position):\n\
             Alice: accuracy 100 %, 0 inaccuracies, 0 mistakes, 0 blunders\n\
             Bob: accuracy 26 %, 1 inaccuracy, 0 mistakes, 1 blunder\n\
             • **1... e8-e7??** blunder; better was **d8-d7**, then 2. d3-d4"
        );
        let none = Analysis {
            turning_points: vec![],
            evals: vec![
                eval(20, Some(m1), vec![m1]),
                eval(20, None, vec![]),
                eval(20, None, vec![]),
            ],
            ..a.clone()
        };
        assert_eq!(
            summary(&history, &none, &style),
            "Computer analysis of Alice vs Bob (30000 nodes a position):\n\
             Alice: accuracy 100 %, 0 inaccuracies, 0 mistakes, 0 blunders\n\
             Bob: accuracy 100 %, 0 inaccuracies, 0 mistakes, 0 blunders\n\
             No mistakes or blunders."
        );
        assert_eq!(graph_file_name(7), "analysis-7.png");
        assert_eq!(board_file_name(7, 12), "analysis-7-ply-12.png");
        assert_eq!(replay_file_name(7), "analysis-7.html");
        let fr = crate::discord::DiscordStyle::new(Lang::Fr);
        assert_eq!(
            summary(&history, &a, &fr),
            "Analyse par ordinateur de Alice contre Bob (30000 nœuds par position) :\n\
             Alice : précision 100 %, 0 imprécision, 0 erreur, 0 gaffe\n\
             Bob : précision 26 %, 1 imprécision, 0 erreur, 1 gaffe\n\
             • **1... e8-e7??** gaffe ; il valait mieux **d8-d7**, puis 2. d3-d4"
        );
        let ru = crate::discord::DiscordStyle::new(Lang::Ru);
        assert_eq!(
            summary(&history, &none, &ru),
            "Компьютерный анализ партии Alice — Bob (30000 узлов на позицию):\n\
             Alice: точность 100 %, 0 неточностей, 0 ошибок, 0 грубых ошибок\n\
             Bob: точность 100 %, 0 неточностей, 0 ошибок, 0 грубых ошибок\n\
             Ни ошибок, ни грубых ошибок."
        );
    }
}
