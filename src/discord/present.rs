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
    out
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

/// The ephemeral answer of `/rules`.
pub fn rules_text(state: &GameState) -> String {
    let options = if state.row.options.is_empty() {
        "the default rules".to_string()
    } else {
        format!("the options `{}`", state.row.options)
    };
    format!(
        "This channel's game is **{}** (`{}`) with {options}. Type /help for the notation.",
        state.variant.name(),
        state.variant.id()
    )
}

/// The ephemeral answer of `/help` (under Discord's 2000-character message limit).
pub const HELP: &str = "\
**Timur: Tamerlane chess by correspondence.** One game per channel (use a thread for more).
• /challenge opponent:@user [variant] [color] [options]: the opponent accepts or declines with the buttons.
• /move move:<text>: play a move; the menu suggests legal moves as you type.
• /board [flip]: show the board. /rules: this game's variant and options.
• /resign: give up. /claim: claim the citadel draw (options citadel=claim or second-entry).
**Notation**
• `e3-e4`: a pawn move (pawns have no letter); `Nb2-c4` or `Nb2xc4` (x = capture).
• `Nc4`, `b2c4`: short forms work when only one legal move matches.
• `f9xg10=I`: promotion. `P@e6`: place the pawn of pawns. `K<>d3`: swap the Shah with the piece on d3.
• `citadel`: move your Shah into the citadel it can enter.
Capitals are piece letters; the reply to a wrong move lists the closest legal moves.";

/// The board picture of `state`, `bottom`'s side at the bottom, last move highlighted.
///
/// Temporary stand-in until `crate::render` is merged: a plain 13×10 grid of 64-pixel squares
/// (896×704 px) so the rest of the pipeline (attachment, sizes) is real.
pub fn board_png(state: &GameState, bottom: Color) -> Vec<u8> {
    let _ = (state, bottom);
    const SQ: u32 = 64;
    const MARGIN: u32 = 32;
    let (w, h) = (13 * SQ + 2 * MARGIN, 10 * SQ + 2 * MARGIN);
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        if x < MARGIN || y < MARGIN || x >= w - MARGIN || y >= h - MARGIN {
            return image::Rgb([40, 40, 40]);
        }
        let (f, r) = ((x - MARGIN) / SQ, (y - MARGIN) / SQ);
        if (f + r) % 2 == 0 {
            image::Rgb([240, 217, 181])
        } else {
            image::Rgb([181, 136, 99])
        }
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .expect("encoding a PNG in memory cannot fail");
    out.into_inner()
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
