//! What the bot says and shows: message texts and the board picture. Pure functions of the
//! game state, so the commands stay short and the texts are tested in one place.

use super::Error;
use crate::game::{GameState, Played};
use crate::rules::Color;
use crate::store::Status;
use poise::serenity_prelude as serenity;

/// The attachment name of every board picture.
pub const BOARD_FILE: &str = "board.png";

/// `<@id>`, Discord's mention of a user id (a decimal snowflake).
pub fn mention(id: &str) -> String {
    format!("<@{id}>")
}

/// Mentions that may ping: exactly the listed user ids (non-numeric ids are skipped).
pub fn pings(ids: &[&str]) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = ids
        .iter()
        .filter_map(|id| id.parse::<u64>().ok().filter(|n| *n != 0))
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

/// "**Tamerlane** (default rules)" or "**Tamerlane** (options: citadel=claim)".
pub fn variant_line(state: &GameState) -> String {
    let options = if state.row.options.is_empty() {
        "default rules".to_string()
    } else {
        format!("options: {}", state.row.options)
    };
    format!("**{}** ({options})", state.variant.name())
}

/// "<@id> (White)".
pub fn player(state: &GameState, color: Color) -> String {
    format!("{} ({color})", mention(state.player_id(color)))
}

/// "White: <@1>, Black: <@2>."
fn sides(state: &GameState) -> String {
    format!(
        "White: {}, Black: {}.",
        mention(state.player_id(Color::White)),
        mention(state.player_id(Color::Black))
    )
}

/// The id of the challenged player (the one who is not the challenger).
pub fn challenged_id(state: &GameState) -> &str {
    if state.row.white_id == state.row.challenger_id {
        &state.row.black_id
    } else {
        &state.row.white_id
    }
}

/// The challenge message posted with Accept / Decline buttons.
pub fn challenge_text(state: &GameState) -> String {
    format!(
        "{}, {} challenges you to a game of {}. {}",
        mention(challenged_id(state)),
        mention(&state.row.challenger_id),
        variant_line(state),
        sides(state)
    )
}

/// The challenge message after a click on Accept or Decline (buttons removed).
pub fn challenge_closed_text(state: &GameState) -> String {
    let challenger = mention(&state.row.challenger_id);
    let challenged = mention(challenged_id(state));
    let game = variant_line(state);
    match state.status() {
        Status::Declined => {
            format!("{challenged} declined the challenge from {challenger} to a game of {game}.")
        }
        Status::Cancelled => {
            format!("{challenger} cancelled the challenge to {challenged} to a game of {game}.")
        }
        _ => format!(
            "{challenged} accepted the challenge from {challenger} to a game of {game}. {}",
            sides(state)
        ),
    }
}

/// The message with the first board after a challenge is accepted.
pub fn start_text(state: &GameState) -> String {
    format!(
        "The game begins. {}, your move: type /move.",
        player(state, state.turn())
    )
}

/// "**Game over: White wins by checkmate (1-0).**" for a finished game.
pub fn result_line(state: &GameState) -> Option<String> {
    let result = state.row.result.as_deref()?;
    let reason = state.row.result_reason.as_deref().unwrap_or("");
    Some(if reason.is_empty() {
        format!("**Game over: {result}.**")
    } else {
        format!("**Game over: {reason} ({result}).**")
    })
}

/// The move number and dots of the move just played, e.g. "12." or "12...".
fn move_number(state: &GameState, mover: Color) -> String {
    let after = state.position().fullmoves();
    match mover {
        Color::White => format!("{after}."),
        Color::Black => format!("{}...", after.saturating_sub(1).max(1)),
    }
}

/// The public reply to a legal move: who played what, check, whose turn, or the result.
pub fn move_reply(played: &Played) -> String {
    let state = &played.state;
    let next = state.turn();
    let mover = !next;
    let mut out = format!(
        "{} played **{} {}**.",
        player(state, mover),
        move_number(state, mover),
        played.text
    );
    if let Some((before, mv)) = last_move_context(state) {
        let said = crate::explain::describe_move(&before, &mv, state.position());
        if !said.is_empty() {
            out.push(' ');
            out.push_str(&said);
        }
    }
    if let Some(result) = result_line(state) {
        out.push('\n');
        out.push_str(&result);
    } else {
        out.push('\n');
        if played.text.ends_with('+') {
            out.push_str("Check! ");
        }
        out.push_str(&format!("{}, your move.", player(state, next)));
    }
    let notes = crate::explain::status_notes(state.position());
    if !notes.is_empty() {
        out.push('\n');
        out.push_str(&notes);
    }
    out
}

/// The position before the last move, and that move (replayed from the game's start).
fn last_move_context(state: &GameState) -> Option<(crate::rules::Position, crate::rules::Move)> {
    let (last, earlier) = state.game.moves().split_last()?;
    let before = earlier
        .iter()
        .fold(*state.game.start(), |p, m| p.play_unchecked(m));
    Some((before, *last))
}

/// The text above a board shown by `/board`.
pub fn board_text(state: &GameState) -> String {
    let mut out = format!(
        "{}: {} vs {}.",
        variant_line(state),
        player(state, Color::White),
        player(state, Color::Black)
    );
    match state.status() {
        Status::Challenge => out.push_str(" The challenge has not been accepted yet."),
        Status::Declined => out.push_str(" The challenge was declined."),
        Status::Cancelled => out.push_str(" The challenge was cancelled."),
        Status::Active => {
            if let Some(last) = state.move_texts().last() {
                out.push_str(&format!(" Last move: {last}."));
            }
            out.push_str(&format!(
                " Move {}, {} to move.",
                state.position().fullmoves(),
                player(state, state.turn())
            ));
        }
        Status::Finished => {
            if let Some(r) = result_line(state) {
                out.push(' ');
                out.push_str(&r);
            }
        }
    }
    out
}

/// The ephemeral answer of `/rules` in a channel with a game: its variant, every option with
/// its value, and the special rules that apply (see [`crate::explain::guide::rules_text`]).
pub fn rules_text(state: &GameState) -> String {
    crate::explain::guide::rules_text(state.variant, &state.options)
}

/// The ephemeral answer of `/help` (under Discord's 2000-character message limit).
pub const HELP: &str = "\
**Timur: Tamerlane chess by correspondence.** One game per channel (use a thread for more).
• /challenge opponent:@user [variant] [color] [options]: the opponent accepts or declines with the buttons.
• /move move:<text>: play a move; the menu suggests legal moves as you type.
• /board [flip]: show the board. /rules [variant]: the rules and options of this game (or a variant).
• /piece name:<piece> [variant]: how a piece moves, with a diagram. /help pieces [variant]: every piece.
• /resign: give up. /claim: claim the citadel draw (options citadel=claim or second-entry).
**Variants**
• Tamerlane (11×10 board + two citadels): `Tamerlane` (masculine array), `Tamerlane (feminine array)`, `Tamerlane (Ibn Arabshah's array)`.
• Full Tamerlane: the same board with the Lion, Bull, Revealer and Sea monster and their pawns.
• Timurid (12×12, chess-like with rapid pawns, cannons and a Prince): Herat, Mirza, Babur, Samarkand and their Wild versions (Griffons on the side, a stronger central piece).
**Notation**
• `e3-e4`: a pawn move (pawns have no letter); `Nb2-c4` or `Nb2xc4` (x = capture).
• `Nc4`, `b2c4`: short forms work when only one legal move matches.
• `f9xg10=I`: promotion. `P@e6`: place the pawn of pawns. `K<>d3`: swap the Shah with the piece on d3.
• `citadel`: move your Shah into the citadel it can enter.
Capitals are piece letters; the reply to a wrong move lists the closest legal moves.";

/// The caption above the board: players, move number and who is to move, or the result.
/// Names are truncated so the line stays on the picture.
pub fn caption(state: &GameState) -> String {
    let name = |c: Color| -> String {
        let n = state.player_name(c);
        if n.chars().count() > 24 {
            format!("{}…", n.chars().take(23).collect::<String>())
        } else {
            n.to_string()
        }
    };
    let players = format!(
        "{} (White) vs {} (Black)",
        name(Color::White),
        name(Color::Black)
    );
    match (state.status(), state.row.result.as_deref()) {
        (Status::Finished, Some(result)) => format!("{players} · {result}"),
        _ => format!(
            "{players} · move {}, {} to move",
            state.position().fullmoves(),
            state.turn()
        ),
    }
}

/// The board picture of `state` as PNG bytes, `bottom`'s side at the bottom, the last move
/// highlighted, a caption line above (see [`crate::render::board_size`] for the size).
pub fn board_png(state: &GameState, bottom: Color) -> Vec<u8> {
    crate::render::render_png(&crate::render::BoardImage {
        position: state.position(),
        bottom,
        last_move: state.last_move(),
        caption: Some(caption(state)),
    })
}

/// Renders off the async runtime (rendering is CPU work of tens of milliseconds).
///
/// # Errors
/// [`Error::Internal`] if the rendering task panicked.
pub async fn render(state: &GameState, bottom: Color) -> Result<serenity::CreateAttachment, Error> {
    let state = state.clone();
    let png = tokio::task::spawn_blocking(move || board_png(&state, bottom))
        .await
        .map_err(|e| Error::Internal(format!("board rendering failed: {e}")))?;
    Ok(serenity::CreateAttachment::bytes(png, BOARD_FILE))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay;
    use crate::rules::{Outcome, Position, VariantId, WinReason};
    use crate::store::GameRow;

    /// A game between 1 (White, challenger) and 2 (Black) at the start, in `status`.
    fn state(status: Status, options: &str) -> GameState {
        let id = VariantId::Tamerlane;
        let tfen = Position::start(id, id.parse_options(options).unwrap()).to_tfen();
        let row = GameRow {
            id: 1,
            guild_id: None,
            channel_id: "9".into(),
            variant: id.id().into(),
            options: options.into(),
            white_id: "1".into(),
            white_name: "Alice".into(),
            black_id: "2".into(),
            black_name: "Bob".into(),
            challenger_id: "1".into(),
            status: status.as_str().into(),
            start_tfen: tfen.clone(),
            tfen,
            ply: 0,
            result: None,
            result_reason: None,
            created_at: 0,
            updated_at: 0,
        };
        replay(row, &[]).unwrap()
    }

    #[test]
    fn challenge_texts_name_both_players_and_the_rules() {
        let s = state(Status::Challenge, "citadel=claim");
        assert_eq!(
            challenge_text(&s),
            "<@2>, <@1> challenges you to a game of **Tamerlane** (options: citadel=claim). White: <@1>, Black: <@2>."
        );
        assert!(rules_text(&s).contains("• citadel=claim: "));
        let s = state(Status::Declined, "");
        assert_eq!(
            challenge_closed_text(&s),
            "<@2> declined the challenge from <@1> to a game of **Tamerlane** (default rules)."
        );
    }

    #[test]
    fn a_move_that_ends_the_game_shows_the_result_instead_of_the_turn() {
        let mut s = state(Status::Finished, "");
        s.row.result = Some("1-0".into());
        s.row.result_reason = Some("White wins by checkmate".into());
        let played = Played {
            state: s,
            text: "Rb1-b9#".into(),
            outcome: Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::Checkmate,
            }),
        };
        // The stand-in position has White to move, so the mover reads as Black here.
        assert_eq!(
            move_reply(&played),
            "<@2> (Black) played **1... Rb1-b9#**.\n**Game over: White wins by checkmate (1-0).**"
        );
        assert!(
            board_text(&played.state).ends_with("**Game over: White wins by checkmate (1-0).**")
        );
    }

    #[test]
    fn the_board_is_a_png_with_a_caption() {
        let s = state(Status::Active, "");
        assert_eq!(
            caption(&s),
            "Alice (White) vs Bob (Black) · move 1, White to move"
        );
        let png = board_png(&s, Color::Black);
        let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png).unwrap();
        assert_eq!(
            (img.width(), img.height()),
            crate::render::board_size(s.position().variant())
        );
    }

    #[test]
    fn help_fits_in_one_message_and_mentions_every_notation_form() {
        assert!(HELP.chars().count() <= 2000);
        for example in ["e3-e4", "Nb2-c4", "Nc4", "P@e6", "K<>d3", "citadel"] {
            assert!(HELP.contains(example), "{example}");
        }
    }

    #[test]
    fn autocomplete_offers_special_moves_and_the_citadel_shorthand() {
        let mut s = state(Status::Active, "");
        // White: Shah a9 beside Black's citadel, a parked pawn of pawns on k10 (P@e6 forks).
        let tfen = "10PP/1K4k5/11/3r1g5/11/11/11/3V7/12/11 w Kk 10 0 1";
        let pos = Position::from_tfen(VariantId::Tamerlane, s.options, tfen).unwrap();
        s.row.start_tfen = tfen.into();
        s.row.tfen = tfen.into();
        s = replay(s.row, &[]).unwrap();
        assert_eq!(s.position(), &pos);
        let all = crate::game::suggest(&s, "", 500);
        assert_eq!(all[0], "citadel");
        assert!(all.iter().any(|m| m == "Ka9-x2"), "{all:?}");
        assert!(all.iter().any(|m| m.starts_with("P@")), "{all:?}");
        assert_eq!(crate::game::suggest(&s, "cit", 25), ["citadel"]);
        // The Shah is attacked: the swap is offered.
        let tfen = "11/5r1k4/11/11/11/11/11/3V7/4K7/11 w Kk 00 0 1";
        s.row.start_tfen = tfen.into();
        s.row.tfen = tfen.into();
        s = replay(s.row, &[]).unwrap();
        assert_eq!(crate::game::suggest(&s, "K<", 25), ["K<>d3"]);
    }

    #[test]
    fn pings_only_numeric_ids() {
        let json = serde_json::to_value(pings(&["5", "local:bob", "0"])).unwrap();
        assert_eq!(json["users"], serde_json::json!(["5"]));
    }
}
