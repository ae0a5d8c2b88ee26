//! The event's messages: sign-up, pairings, standings, crosstable.

use super::*;

/// The days per move as players read them.
fn days_text(days: Option<i64>) -> String {
    match days {
        Some(1) => "1 day per move".to_string(),
        Some(d) => format!("{d} days per move"),
        None => "no time limit".to_string(),
    }
}

/// The announcement: what, how, who has joined, and how to join.
pub fn signup_message(ev: &Event, style: &dyn Style) -> DeskMessage {
    let f = ev.format();
    let status = ev.status();
    let mut text = format!(
        "🏆 **{}** · {} · {} · {} · {}\n",
        ev.row.name,
        ev.variant().name(),
        f.code(),
        days_text(ev.row.days_per_move),
        if ev.row.rated == 1 { "rated" } else { "casual" },
    );
    match status {
        TStatus::Signup => {
            text.push_str(&format!(
                "Open for sign-up ({} of at most {} players; it starts with at least {}",
                ev.entrants.len(),
                ev.row.max_players,
                f.min_players()
            ));
            if let Some(s) = ev.row.starts_at {
                text.push_str(&format!(", by itself {}", style.time(s)));
            }
            text.push_str("). Press **Join** to play.\n");
        }
        TStatus::Closed => text.push_str("Sign-up is closed; it starts soon.\n"),
        TStatus::Running => text.push_str(&format!(
            "Running: round {} of {}.\n",
            ev.row.round,
            ev.total_rounds()
        )),
        TStatus::Finished => text.push_str("Finished.\n"),
        TStatus::Cancelled => text.push_str("Cancelled.\n"),
    }
    if ev.entrants.is_empty() {
        text.push_str("No players yet.");
    } else {
        text.push_str("Players: ");
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
        text.push_str(&names.join(", "));
    }
    DeskMessage {
        text,
        signup_buttons: (status == TStatus::Signup).then_some(ev.row.id),
        picture: None,
        pings: Vec::new(),
    }
}

/// A round's pairings: `1. A – B` per board, the bye, the players pinged.
pub fn round_message(ev: &Event, round: i64, style: &dyn Style) -> DeskMessage {
    let mut text = format!(
        "**{}** · round {round} of {}: the games start now, each in its own thread.\n",
        ev.row.name,
        ev.total_rounds()
    );
    let mut pings = Vec::new();
    for p in ev.pairings.iter().filter(|p| p.round == round) {
        let w = style.player(&p.white_id, ev.name_of(&p.white_id));
        match &p.black_id {
            None => text.push_str(&format!("Bye (1 point): {w}\n")),
            Some(b) => {
                let bl = style.player(b, ev.name_of(b));
                let note = if p.forfeit == 1 {
                    format!(" (forfeit, {})", p.result.as_deref().unwrap_or(""))
                } else {
                    pings.push(p.white_id.clone());
                    pings.push(b.clone());
                    String::new()
                };
                text.push_str(&format!("{}. {w} – {bl}{note}\n", p.board));
            }
        }
    }
    DeskMessage {
        text: text.trim_end().to_string(),
        signup_buttons: None,
        picture: None,
        pings,
    }
}

/// The standings (after a game, or final with the winner) with the table as a picture.
pub fn standings_message(ev: &Event, last: bool, style: &dyn Style) -> DeskMessage {
    let table = ev.standings();
    let seeded = ev.seeded();
    let mut text = if last {
        let winners: Vec<String> = table
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| style.player(&seeded[s.player].user_id, &seeded[s.player].name))
            .collect();
        format!(
            "🏆 **{}** is over. Winner: {}.\nFinal standings:\n",
            ev.row.name,
            winners.join(" and ")
        )
    } else {
        format!(
            "**{}** · standings after {} of {} rounds' games so far:\n",
            ev.row.name,
            ev.row.round,
            ev.total_rounds()
        )
    };
    text.push_str(&standings_text(ev, &table));
    let lines = standings_lines(ev, &table);
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
        picture: Some(("standings.png".to_string(), png)),
        pings: Vec::new(),
    }
}

/// The standings as plain lines: `1. Alice 2½ (SB 3.75)`.
pub fn standings_text(ev: &Event, table: &[Standing]) -> String {
    use crate::tournament::score_text;
    use crate::tournament::standings::{halves_text, quarters_text};
    let seeded = ev.seeded();
    let mut out = String::new();
    for s in table {
        let tb = if ev.format().is_round_robin() {
            format!("SB {}", quarters_text(s.sonneborn_berger))
        } else {
            format!(
                "BH-1 {}, BH {}",
                halves_text(s.buchholz_cut1),
                halves_text(s.buchholz)
            )
        };
        out.push_str(&format!(
            "{}. {} {} ({tb})\n",
            s.rank,
            seeded[s.player].name,
            score_text(s.half_points)
        ));
    }
    out.trim_end().to_string()
}

/// The standings as the picture's rows.
pub fn standings_lines(ev: &Event, table: &[Standing]) -> Vec<crate::render::standings::Line> {
    use crate::tournament::score_text;
    use crate::tournament::standings::{halves_text, quarters_text};
    let seeded = ev.seeded();
    table
        .iter()
        .map(|s| {
            let e = seeded[s.player];
            let mut name = e.name.clone();
            if e.withdrawn_at.is_some() {
                name.push_str(" (withdrew)");
            }
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
