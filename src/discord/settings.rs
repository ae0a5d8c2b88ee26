//! `/settings`: a player's preferences, each parameter optional and handled by its own
//! function; with no parameter it shows the current settings. Answers are ephemeral.
//!
//! - `board:` ([`board_setting`]): the orientation of pictures shown to the player alone
//!   (`mine`: their own side at the bottom, the default; `white`: White at the bottom).

use super::{author_id, read, say, Context, Error};
use crate::game::views::BoardPref;

/// The `board:` menu.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BoardParam {
    /// Your own side at the bottom.
    #[name = "mine"]
    Mine,
    /// White at the bottom.
    #[name = "white"]
    White,
}

impl From<BoardParam> for BoardPref {
    fn from(p: BoardParam) -> BoardPref {
        match p {
            BoardParam::Mine => BoardPref::Mine,
            BoardParam::White => BoardPref::White,
        }
    }
}

/// The sentence describing the board setting `pref`.
pub fn board_sentence(pref: BoardPref) -> &'static str {
    match pref {
        BoardPref::Mine => {
            "Boards shown to you alone (such as /board) are drawn from your side; in games you do not play, White is at the bottom."
        }
        BoardPref::White => "Boards shown to you alone (such as /board) have White at the bottom.",
    }
}

/// Your preferences (leave every option out to see them)
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Boards shown to you alone: from your side (mine) or White at the bottom"]
    board: Option<BoardParam>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let mut lines = Vec::new();
    if let Some(b) = board {
        lines.push(board_setting(ctx, b.into()).await?);
    }
    if lines.is_empty() {
        let pref = read(ctx.data().service.board_pref(&author_id(ctx))).await?;
        lines.push(format!(
            "Your settings. Board: {}. {}",
            pref.code(),
            board_sentence(pref)
        ));
    }
    say(ctx, &lines.join("\n"), true).await
}

/// Stores the `board:` setting; the sentence confirming it.
async fn board_setting(ctx: Context<'_>, pref: BoardPref) -> Result<String, Error> {
    ctx.data()
        .service
        .set_board_pref(&author_id(ctx), pref)
        .await?;
    Ok(format!("Saved. {}", board_sentence(pref)))
}
