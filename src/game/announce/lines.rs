//! The lines announcements are made of: the variant, the players with their colours, the
//! challenge, the move played, whose turn it is, the deadline, the state notes, the board
//! text. Each is written through a [`Style`], once.

use super::end::result_line;
use super::naming::{color_code, player_with_color, who_of};
use super::Style;
use crate::game::record::{GameRecord, Status};
use crate::game::state::GameState;
use crate::game::style::Markdown;
use crate::i18n::{Args, Lang};
use crate::rating::{rating_text, Glicko, START};
use crate::rules::{Color, Position};
use crate::tr;
use std::collections::HashMap;

/// The variant in bold and its rules: "**Tamerlane** (default rules)" or "**Tamerlane**
/// (options: citadel=claim)" in Markdown.
pub fn variant_text(rec: &GameRecord, style: &dyn Style) -> String {
    let options = rec.variant.options_text(&rec.options);
    let variant = style.bold(&crate::explain::guide::variant_name(
        rec.variant,
        style.lang(),
    ));
    if options.is_empty() {
        tr!(style, "game-variant-default", variant = variant)
    } else {
        tr!(
            style,
            "game-variant-options",
            variant = variant,
            options = options
        )
    }
}

/// [`variant_text`] in [`Markdown`], for Discord's callers that have no style at hand.
pub fn variant_line(rec: &GameRecord) -> String {
    variant_text(rec, &Markdown)
}

/// "3 days per move", "1 day per move" or "no time limit", in English ([`time_control_in`]).
pub fn time_control(days: Option<i64>) -> String {
    time_control_in(Lang::En, days)
}

/// [`time_control`] in `lang` (`game-time-control`; `days` 0 for no limit).
pub fn time_control_in(lang: Lang, days: Option<i64>) -> String {
    tr!(lang, "game-time-control", days = days.unwrap_or(0))
}

/// "White: A, Black: B.", each player followed by ` ({after})` when `after(id)` gives a text
/// (their rating in a challenge).
pub(super) fn sides(
    rec: &GameRecord,
    style: &dyn Style,
    after: &dyn Fn(&str) -> Option<String>,
) -> String {
    let side = |id: &str, name: &str| match after(id) {
        Some(a) => format!("{} ({a})", style.player(id, name)),
        None => style.player(id, name),
    };
    tr!(
        style,
        "game-sides",
        white = side(&rec.white.id, &rec.white.name),
        black = side(&rec.black.id, &rec.black.name)
    )
}

/// What stands between two sentences in the style's language: a space, or nothing in Chinese
/// (`…。白方走了…`, not `…。 白方走了…`).
pub(super) fn sentence_gap(style: &dyn Style) -> String {
    tr!(style, "game-sentence-gap")
}

/// The deadline line of an active game with a clock.
fn deadline_line(rec: &GameRecord, style: &dyn Style) -> String {
    match (rec.status, rec.clock.deadline) {
        (Status::Active, Some(d)) => {
            let line = tr!(
                style,
                "game-deadline",
                player = player_with_color(rec, rec.turn(), style),
                time = style.time(d)
            );
            format!("\n{line}")
        }
        _ => String::new(),
    }
}

/// The move number of the move that led to `pos`, e.g. "12." or "12...".
fn move_number(pos: &Position) -> String {
    let mover = !pos.turn();
    match mover {
        Color::White => format!("{}.", pos.fullmoves()),
        Color::Black => format!("{}...", pos.fullmoves().saturating_sub(1).max(1)),
    }
}

/// The challenge text. With `ratings` (the players' current ratings by id, [`START`] for a
/// player without one), each player's last mention is followed by their rating, and the text
/// ends saying whether the game is rated: "… White: Alice (1500?), Black: Bob (1632). No time
/// limit; the challenge expires <t:…:R>. Rated game."
pub fn challenge_text(
    rec: &GameRecord,
    style: &dyn Style,
    ratings: Option<&HashMap<String, Glicko>>,
) -> String {
    let rating = |id: &str| {
        let ratings = ratings.filter(|_| !id.is_empty())?;
        Some(rating_text(ratings.get(id).unwrap_or(&START)))
    };
    let challenger = style.player(&rec.challenger_id, &rec.name_of(&rec.challenger_id));
    let mut tail = tr!(
        style,
        "game-challenge-tail",
        days = rec.clock.days_per_move.unwrap_or(0),
        expires = style.time(rec.clock.expires_at.unwrap_or(rec.created_at))
    );
    if ratings.is_some() {
        tail.push_str(&sentence_gap(style));
        tail.push_str(&if rec.rated {
            tr!(style, "game-challenge-rated")
        } else {
            tr!(style, "game-challenge-casual")
        });
    }
    // The arguments both forms share, then the open challenge's or the direct one's.
    let mut args = Args::new()
        .with("challenger", challenger.clone())
        .with("variant", variant_text(rec, style))
        .with("tail", tail);
    let id = if rec.is_open_challenge() {
        let color = rec.color_of(&rec.challenger_id).unwrap_or(Color::White);
        let rated_challenger = match rating(&rec.challenger_id) {
            Some(r) => format!("{challenger} ({r})"),
            None => challenger,
        };
        args.set("rated_challenger", rated_challenger)
            .set("color", color_code(color));
        "game-challenge-open"
    } else {
        let challenged = rec.challenged();
        args.set("challenged", style.player(&challenged.id, &challenged.name))
            .set("sides", sides(rec, style, &rating));
        "game-challenge-direct"
    };
    style.text(id, &args)
}

/// The line under a board after a move or at the start: check, whose move, deadline; the
/// result once over. `None` when `computer` (the computer's player id, in a game against it)
/// is to move: its move follows, and no one is asked to play.
pub(super) fn turn_line(
    rec: &GameRecord,
    pos: &Position,
    style: &dyn Style,
    computer: Option<&str>,
) -> Option<String> {
    if let Some(r) = result_line(rec, style) {
        return Some(r);
    }
    if computer.is_some_and(|c| c == rec.side(pos.turn()).id) {
        return None;
    }
    let id = if pos.is_check(pos.turn()) {
        "game-turn-check"
    } else {
        "game-turn"
    };
    let turn = tr!(
        style,
        id,
        player = player_with_color(rec, pos.turn(), style),
        who = who_of(rec, pos.turn(), style)
    );
    Some(turn + &deadline_line(rec, style))
}

/// "Alice (White) played **12. Gd2-e6**." (in Markdown) with the explanation of a special move, for the
/// move that led to `st`; `None` at the start.
pub fn played_line(st: &GameState, style: &dyn Style) -> Option<String> {
    played_line_marked(st, style, false)
}

/// [`played_line`], with "(conditional move)" after the move when `conditional` (issue 21).
pub fn played_line_marked(st: &GameState, style: &dyn Style, conditional: bool) -> Option<String> {
    let rec = &st.record;
    let pos = &st.position;
    let last = st.last.as_ref()?;
    let id = if conditional {
        "game-played-conditional"
    } else {
        "game-played"
    };
    let mut out = tr!(
        style,
        id,
        player = player_with_color(rec, !pos.turn(), style),
        who = who_of(rec, !pos.turn(), style),
        move = style.bold(&format!("{} {}", move_number(pos), last.san))
    );
    let said = style.explain_move(&last.before, &last.mv, pos);
    if !said.is_empty() {
        out.push_str(&sentence_gap(style));
        out.push_str(&said);
    }
    Some(out)
}

/// The notes of `pos` (the style's) that were not already true before the move that led to
/// it (`before`): a state note is said once, when it changes. The notes are compared one by
/// one ([`Style::notes`]) and joined as the style's language joins sentences.
pub fn fresh_notes(pos: &Position, before: Option<&Position>, style: &dyn Style) -> String {
    let mut notes = style.notes(pos);
    if let Some(before) = before {
        let said = style.notes(before);
        notes.retain(|n| !said.contains(n));
    }
    notes.join(&tr!(style, "explain-sentence-gap"))
}

/// The text for the state at a move: who played what (with the explanation of a special move,
/// "(conditional move)" when `conditional`), then the turn line; `rec` is the game now (for
/// the result when this move ended it); `computer` as in [`turn_line`].
pub(super) fn move_text(
    st: &GameState,
    now: &GameRecord,
    style: &dyn Style,
    conditional: bool,
    computer: Option<&str>,
) -> String {
    let rec = &st.record;
    let pos = &st.position;
    let mut out = String::new();
    if let Some(line) = played_line_marked(st, style, conditional) {
        out = line;
        out.push('\n');
    }
    // The result is told by its own announcement; here only whose move it is, while it goes on.
    let ended_here = now.status == Status::Finished && now.ply == rec.ply;
    if !ended_here {
        out.push_str(&turn_line(rec, pos, style, computer).unwrap_or_default());
    }
    let notes = fresh_notes(pos, st.last.as_ref().map(|l| &l.before), style);
    if !notes.is_empty() {
        out.push('\n');
        out.push_str(&notes);
    }
    out.trim_end().to_string()
}

/// The text above a board shown on request (`/board`, local `board`).
pub fn board_text(st: &GameState, style: &dyn Style) -> String {
    let rec = &st.record;
    let mut out = tr!(
        style,
        "game-board-head",
        variant = variant_text(rec, style),
        white = player_with_color(rec, Color::White, style),
        black = player_with_color(rec, Color::Black, style),
        black_who = who_of(rec, Color::Black, style)
    );
    match rec.status {
        Status::Challenge => {
            out.push_str(&sentence_gap(style));
            out.push_str(&tr!(style, "game-board-challenge"));
        }
        Status::Active => {
            if let Some(last) = &st.last {
                out.push_str(&sentence_gap(style));
                out.push_str(&tr!(style, "game-board-last-move", move = &last.san));
            }
            out.push_str(&sentence_gap(style));
            out.push_str(&tr!(
                style,
                "game-board-turn",
                number = st.position.fullmoves() as i64,
                player = player_with_color(rec, st.turn(), style),
                who = who_of(rec, st.turn(), style)
            ));
            out.push_str(&deadline_line(rec, style));
        }
        Status::Finished => {
            if let Some(r) = result_line(rec, style) {
                out.push_str(&sentence_gap(style));
                out.push_str(&r);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A style whose notes depend on the side to move.
    struct Notes;

    impl Style for Notes {
        fn player(&self, _id: &str, name: &str) -> String {
            name.to_string()
        }
        fn time(&self, t: i64) -> String {
            t.to_string()
        }
        fn notes(&self, pos: &Position) -> Vec<String> {
            let only = "Shah's swap still available to White only.".to_string();
            match pos.turn() {
                Color::White => vec![only, "White may use the Shah's swap now.".to_string()],
                Color::Black => vec![only],
            }
        }
    }

    /// Tamerlane's start (White to move) and the position after e3-e4 (Black to move).
    fn white_and_black() -> (Position, Position) {
        use crate::rules::VariantId;
        let id = VariantId::Tamerlane;
        let white = Position::start(id, id.parse_options("").unwrap());
        let black = white.play(&white.parse_move("e3-e4").unwrap()).unwrap();
        (white, black)
    }

    #[test]
    fn a_state_note_is_said_once_when_it_changes() {
        let (white, black) = white_and_black();
        assert_eq!(fresh_notes(&black, Some(&white), &Notes), "");
        assert_eq!(
            fresh_notes(&white, Some(&black), &Notes),
            "White may use the Shah's swap now."
        );
        assert_eq!(
            fresh_notes(&white, None, &Notes),
            "Shah's swap still available to White only. White may use the Shah's swap now."
        );
    }

    /// The notes of [`Notes`] in Simplified Chinese, as the catalog writes them (sentences end
    /// in "。", with no space between them).
    struct NotesZh;

    impl Style for NotesZh {
        fn player(&self, _id: &str, name: &str) -> String {
            name.to_string()
        }
        fn time(&self, t: i64) -> String {
            t.to_string()
        }
        fn lang(&self) -> Lang {
            Lang::ZhCn
        }
        fn notes(&self, pos: &Position) -> Vec<String> {
            let only = tr!(Lang::ZhCn, "explain-status-swap-white-only");
            match pos.turn() {
                Color::White => vec![
                    tr!(Lang::ZhCn, "explain-status-swap-now", color = "white"),
                    only,
                ],
                Color::Black => vec![only],
            }
        }
    }

    #[test]
    fn a_chinese_note_is_said_once_too() {
        let (white, black) = white_and_black();
        assert_eq!(fresh_notes(&black, Some(&white), &NotesZh), "");
        assert_eq!(
            fresh_notes(&white, Some(&black), &NotesZh),
            tr!(Lang::ZhCn, "explain-status-swap-now", color = "white")
        );
    }

    #[test]
    fn time_controls_read_well() {
        assert_eq!(time_control(Some(1)), "1 day per move");
        assert_eq!(time_control(Some(3)), "3 days per move");
        assert_eq!(time_control(None), "no time limit");
    }
}
