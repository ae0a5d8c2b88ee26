//! `/analysis`: the engine's evaluation of a finished game — a graph of White's winning chances
//! over the plies and the turning points (mistakes and blunders with the better move), like
//! lichess's computer analysis. Refused while the game runs.

use super::{read, say, Context, Error};
use crate::engine::{analyse, Analysis, Judgement, Limits};
use crate::game::{GameRecord, History, Status, Style};
use crate::i18n::Lang;
use crate::render::eval_graph::{eval_graph_png, GraphMark};
use crate::tr;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

/// Nodes searched per position of the analysed game.
pub const ANALYSIS_NODES: u64 = 30_000;

/// The file name of the graph: `analysis-<game id>.png`.
pub fn graph_file_name(game_id: i64) -> String {
    format!("analysis-{game_id}.png")
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
    let (analysis, png) = super::engine_pool()
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
            Ok::<_, String>((a, png))
        })
        .await
        .map_err(|e| Error::Internal(e.to_string()))?
        .map_err(Error::Internal)?;
    let text = summary(&history, &analysis, &super::style::DiscordStyle::new(lang));
    ctx.send(
        CreateReply::default()
            .content(super::limits::clamp(&text))
            .attachment(
                serenity::CreateAttachment::bytes(png, graph_file_name(rec.id)).description(
                    super::alt::eval_graph(&rec.white.name, &rec.black.name, moves.len(), lang),
                ),
            )
            .allowed_mentions(super::style::pings::<&str>(&[])),
    )
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

/// The message in `style` (its language and emphasis): a heading, then one line per mistake
/// or blunder, e.g. `• **3... Nb2xc4?** mistake; better was **Nd3-c5**`, for the analysis `a`
/// of `history`'s moves. Inaccuracies are on the graph only.
pub fn summary(history: &History, a: &Analysis, style: &dyn Style) -> String {
    let mut lines = vec![tr!(
        style,
        "discord-analysis-head",
        white = history.white().to_string(),
        black = history.black().to_string(),
        nodes = ANALYSIS_NODES
    )];
    for t in &a.turning_points {
        if t.judgement == Judgement::Inaccuracy {
            continue;
        }
        if t.ply == 0 || t.ply > history.len() {
            continue;
        }
        let before = history.position(t.ply - 1);
        let played = crate::game::history::numbered(
            history.move_number(t.ply).0,
            t.mover,
            &before.move_text_with_check(&t.played),
        );
        let (sign, id) = if t.judgement == Judgement::Blunder {
            ("??", "discord-analysis-blunder")
        } else {
            ("?", "discord-analysis-mistake")
        };
        lines.push(tr!(
            style,
            id,
            played = style.bold(&format!("{played}{sign}")),
            better = style.bold(&before.move_text_with_check(&t.best))
        ));
    }
    if lines.len() == 1 {
        lines.push(tr!(style, "discord-analysis-no-mistakes"));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TurningPoint;
    use crate::rules::{Color, Game, Move, Position, VariantId};

    fn mv(pos: &Position, text: &str) -> Move {
        crate::game::state::find_move(pos, text).unwrap()
    }

    #[test]
    fn turning_points_are_listed_with_move_number_sign_and_better_move() {
        let start = Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options());
        let m1 = mv(&start, "e3-e4");
        let after = start.play_unchecked(&m1);
        let m2 = mv(&after, "e8-e7");
        let better = mv(&after, "d8-d7");
        let point = |judgement| TurningPoint {
            ply: 2,
            mover: Color::Black,
            played: m2,
            best: better,
            judgement,
            chances: (0.0, -0.5),
        };
        let a = Analysis {
            evals: vec![],
            turning_points: vec![point(Judgement::Inaccuracy), point(Judgement::Blunder)],
            outcome: None,
        };
        let mut game = Game::new(start);
        game.play(&m1).unwrap();
        game.play(&m2).unwrap();
        let history = History::from_game(&game, "Alice", "Bob", None);
        let style = crate::game::Markdown;
        assert_eq!(
            summary(&history, &a, &style),
            "Computer analysis of Alice vs Bob (30000 nodes a position):\n• **1... e8-e7??** blunder; better was **d8-d7**"
        );
        let none = Analysis {
            turning_points: vec![],
            ..a.clone()
        };
        assert_eq!(
            summary(&history, &none, &style),
            "Computer analysis of Alice vs Bob (30000 nodes a position):\nNo mistakes or blunders."
        );
        assert_eq!(graph_file_name(7), "analysis-7.png");
        let fr = crate::discord::DiscordStyle::new(Lang::Fr);
        assert_eq!(
            summary(&history, &a, &fr),
            "Analyse par ordinateur de Alice contre Bob (30000 nœuds par position) :\n• **1... e8-e7??** gaffe ; il valait mieux **d8-d7**"
        );
        let ru = crate::discord::DiscordStyle::new(Lang::Ru);
        assert_eq!(
            summary(&history, &none, &ru),
            "Компьютерный анализ партии Alice — Bob (30000 узлов на позицию):\nНи ошибок, ни грубых ошибок."
        );
    }
}
