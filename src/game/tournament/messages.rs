//! The event's messages: sign-up, pairings, standings, crosstable.

use super::*;
use crate::i18n::Args;

/// The announcement: what, how, who has joined, and how to join.
pub fn signup_message(ev: &Event, style: &dyn Style) -> DeskMessage {
    let f = ev.format();
    let status = ev.status();
    let mut text = tr!(
        style,
        "game-tournament-header",
        name = style.bold(&ev.row.name),
        variant = ev.variant().name(),
        format = f.code(),
        days = ev.row.days_per_move.unwrap_or(0),
        rated = if ev.row.rated == 1 { "yes" } else { "no" }
    );
    text.push('\n');
    let line = match status {
        TStatus::Signup => {
            let mut args = Args::new()
                .with("count", ev.entrants.len())
                .with("max", ev.row.max_players)
                .with("min", f.min_players())
                .with("join", style.bold(&tr!(style, "game-tournament-join")));
            let id = match ev.row.starts_at {
                Some(s) => {
                    args.set("time", style.time(s));
                    "game-tournament-open-at"
                }
                None => "game-tournament-open",
            };
            style.text(id, &args)
        }
        TStatus::Closed => tr!(style, "game-tournament-closed"),
        TStatus::Running => tr!(
            style,
            "game-tournament-running",
            round = ev.row.round,
            rounds = ev.total_rounds()
        ),
        TStatus::Finished => tr!(style, "game-tournament-finished"),
        TStatus::Cancelled => tr!(style, "game-tournament-cancelled"),
    };
    text.push_str(&line);
    text.push('\n');
    if ev.entrants.is_empty() {
        text.push_str(&tr!(style, "game-tournament-no-players"));
    } else {
        let names: Vec<String> = ev
            .seeded()
            .iter()
            .map(|e| {
                let p = style.player(&e.user_id, &e.name);
                if e.withdrawn_at.is_some() {
                    format!("~~{p}~~")
                } else {
                    p
                }
            })
            .collect();
        let players = names.join(&tr!(style, "game-tournament-separator"));
        text.push_str(&tr!(style, "game-tournament-players", players = players));
    }
    DeskMessage {
        text,
        signup_buttons: (status == TStatus::Signup).then_some(ev.row.id),
        picture: None,
        pings: Vec::new(),
        lang: style.lang(),
    }
}

/// A round's pairings: `1. A – B` per board, the bye, the players pinged.
pub fn round_message(ev: &Event, round: i64, style: &dyn Style) -> DeskMessage {
    let mut text = tr!(
        style,
        "game-tournament-round",
        name = style.bold(&ev.row.name),
        round = round,
        rounds = ev.total_rounds()
    );
    text.push('\n');
    let mut pings = Vec::new();
    for p in ev.pairings.iter().filter(|p| p.round == round) {
        let w = style.player(&p.white_id, ev.name_of(&p.white_id));
        let line = match &p.black_id {
            None => tr!(style, "game-tournament-bye", player = w),
            Some(b) => {
                let bl = style.player(b, ev.name_of(b));
                let board = Args::new()
                    .with("board", p.board)
                    .with("white", w)
                    .with("black", bl);
                if p.forfeit == 1 {
                    let result = p.result.clone().unwrap_or_default();
                    style.text("game-tournament-forfeit", &board.with("result", result))
                } else {
                    pings.push(p.white_id.clone());
                    pings.push(b.clone());
                    style.text("game-tournament-board", &board)
                }
            }
        };
        text.push_str(&line);
        text.push('\n');
    }
    DeskMessage {
        text: text.trim_end().to_string(),
        signup_buttons: None,
        picture: None,
        pings,
        lang: style.lang(),
    }
}

/// The standings (after a game, or final with the winner) with the table as a picture.
pub fn standings_message(ev: &Event, last: bool, style: &dyn Style) -> DeskMessage {
    let table = ev.standings();
    let seeded = ev.seeded();
    let name = style.bold(&ev.row.name);
    let mut text = if last {
        let winners: Vec<String> = table
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| style.player(&seeded[s.player].user_id, &seeded[s.player].name))
            .collect();
        let winners = winners.join(&tr!(style, "game-tournament-and"));
        format!(
            "{}\n{}\n",
            tr!(
                style,
                "game-tournament-over",
                name = name,
                winners = winners
            ),
            tr!(style, "game-tournament-final-standings")
        )
    } else {
        let head = tr!(
            style,
            "game-tournament-standings-after",
            name = name,
            round = ev.row.round,
            rounds = ev.total_rounds()
        );
        format!("{head}\n")
    };
    let lines = standings_text(ev, &table, style.lang());
    let alt = standings_alt(
        &ev.row.name,
        &lines,
        ev.format().is_round_robin(),
        style.lang(),
    );
    text.push_str(&lines);
    let lines = standings_lines(ev, &table, style.lang());
    let cross = ev.format().is_round_robin().then(|| crosstable(ev));
    let png = crate::render::standings::table_png(
        &ev.row.name,
        ev.format(),
        &lines,
        cross.as_ref(),
        style.lang(),
    );
    DeskMessage {
        text,
        signup_buttons: None,
        picture: Some(super::DeskPicture {
            file: "standings.png".to_string(),
            png,
            alt,
        }),
        pings: Vec::new(),
        lang: style.lang(),
    }
}

/// What the standings picture of tournament `name` shows, in `lang` (`game-alt-standings`,
/// `-cross` with a round-robin's crosstable): the table's `lines` (from [`standings_text`])
/// joined into one, e.g. `Standings table of Cup: 1. Alice 2 (BH-1 1, BH 2), 2. Bob 0 (…)`.
pub fn standings_alt(name: &str, lines: &str, crosstable: bool, lang: Lang) -> String {
    let joined = lines
        .lines()
        .collect::<Vec<_>>()
        .join(&tr!(lang, "game-alt-separator"));
    let id = if crosstable {
        "game-alt-standings-cross"
    } else {
        "game-alt-standings"
    };
    crate::game::describe::cut(&tr!(lang, id, name = name.to_string(), lines = joined))
}

/// A player's name in the standings, in `lang`: "Alice", or "Alice (withdrew)" for a player
/// who withdrew.
fn entrant_name(e: &crate::store::EntrantRow, lang: Lang) -> String {
    if e.withdrawn_at.is_some() {
        tr!(lang, "game-tournament-withdrew", name = &e.name)
    } else {
        e.name.clone()
    }
}

/// The standings as plain lines in `lang`: `1. Alice 2½ (SB 3.75)`, `2. Bob 2 (BH-1 4, BH 5)`.
pub fn standings_text(ev: &Event, table: &[Standing], lang: Lang) -> String {
    use crate::tournament::score_text;
    use crate::tournament::standings::{halves_text, quarters_text};
    let seeded = ev.seeded();
    let mut out = String::new();
    for s in table {
        let tiebreaks = if ev.format().is_round_robin() {
            tr!(
                lang,
                "game-tournament-sb",
                value = quarters_text(s.sonneborn_berger)
            )
        } else {
            tr!(
                lang,
                "game-tournament-bh",
                cut = halves_text(s.buchholz_cut1),
                full = halves_text(s.buchholz)
            )
        };
        out.push_str(&tr!(
            lang,
            "game-tournament-line",
            rank = s.rank,
            name = entrant_name(seeded[s.player], lang),
            score = score_text(s.half_points),
            tiebreaks = tiebreaks
        ));
        out.push('\n');
    }
    out.trim_end().to_string()
}

/// The standings as the picture's rows, in `lang` (a withdrawn player marked so).
pub fn standings_lines(
    ev: &Event,
    table: &[Standing],
    lang: Lang,
) -> Vec<crate::render::standings::Line> {
    use crate::tournament::score_text;
    use crate::tournament::standings::{halves_text, quarters_text};
    let seeded = ev.seeded();
    table
        .iter()
        .map(|s| {
            let name = entrant_name(seeded[s.player], lang);
            let tiebreaks = if ev.format().is_round_robin() {
                vec![quarters_text(s.sonneborn_berger)]
            } else {
                vec![halves_text(s.buchholz_cut1), halves_text(s.buchholz)]
            };
            crate::render::standings::Line {
                rank: s.rank,
                seed: s.player + 1,
                name,
                score: score_text(s.half_points),
                tiebreaks,
                direct: halves_text(s.direct),
                wins: s.wins,
            }
        })
        .collect()
}

/// A round-robin's crosstable: cell `[i][j]` is what seed `i` scored against seed `j` (`1`,
/// `½`, `0`, `+`/`-` for forfeits; two games in a double round-robin), empty when not played.
pub fn crosstable(ev: &Event) -> Vec<Vec<String>> {
    let n = ev.entrants.len();
    let mut cells = vec![vec![String::new(); n]; n];
    for r in ev.rounds() {
        for b in r.boards {
            for (me, them) in [(b.white, b.black), (b.black, b.white)] {
                let Some(h) = b.half_points_of(me) else {
                    continue;
                };
                let mark = match (h, b.forfeit) {
                    (2, true) => "+",
                    (0, true) => "-",
                    (2, false) => "1",
                    (1, _) => "½",
                    _ => "0",
                };
                cells[me][them].push_str(mark);
            }
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standings_picture_is_described_line_by_line_in_the_readers_language() {
        let lines = "1. Alice 2 (BH-1 1, BH 2)\n2. Bob 0 (BH-1 0, BH 2)";
        assert_eq!(
            standings_alt("Spring Cup", lines, false, Lang::En),
            "Standings table of Spring Cup: 1. Alice 2 (BH-1 1, BH 2), 2. Bob 0 (BH-1 0, BH 2)"
        );
        assert_eq!(
            standings_alt("Spring Cup", "1. Alice 1\n2. Bob 0", true, Lang::ZhCn),
            "Spring Cup 的积分榜和交叉表：1. Alice 1，2. Bob 0"
        );
    }
}
