//! Moving without typing: the **Move** button on every board post and its ephemeral two-step
//! picker (a select menu of the pieces that can move, then one of that piece's destinations).
//!
//! Everything the picker needs is in its custom ids, so it keeps working after a restart (no
//! in-memory collector): `timur:mv:{game}:{ply}` (the button), `timur:mvp:{game}:{ply}:{n}`
//! (piece select number `n`; the value is the piece's square), `timur:mvd:{game}:{ply}:{from}:{n}`
//! (destination select; the value is the move's canonical text) and `timur:mvb:{game}:{ply}`
//! (back to the pieces). `ply` is the game's length when the board was posted or the picker
//! drawn: a piece or destination chosen for an earlier position is refused politely
//! ([`crate::game::GameError::PositionChanged`], checked under the write lock), a Move button
//! of an earlier board opens the picker for the position now and says so.
//!
//! Only the player to move gets a picker; everyone else is told why, ephemerally. Every click
//! is acknowledged at once (the button with an ephemeral defer, the selects by deferring an
//! update of the picker), then answered by editing that reply. The move goes through
//! [`crate::game::GameService::receipted`] like `/move`: the delivery worker replaces the picker with the
//! confirmation (also after a crash), and the picker then shows the board after the move from
//! the mover's side.

use super::limits::MAX_CUSTOM_ID;
use super::style::pings;
use super::{user_message, Data, Error, BOARD_FILE};
use crate::explain::suggest;
use crate::game::{announce, Action, GameError, GameRecord, Receipt, Status};
use crate::i18n::Lang;
use crate::rules::{Color, Move, Position, Square};
use crate::tr;
use poise::serenity_prelude as serenity;

/// Discord's limit on the options of one select menu.
pub const MAX_OPTIONS: usize = 25;
/// Select menus one message may carry (five action rows, one kept for a button).
pub const MAX_SELECTS: usize = 4;

/// What a picker custom id asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The Move button of a board at `ply`: open the picker.
    Open {
        /// The game.
        game: i64,
        /// Its length when the board was posted, in plies.
        ply: i64,
    },
    /// A piece chosen (select number `n`).
    Piece {
        /// The game.
        game: i64,
        /// Its length when the picker was drawn.
        ply: i64,
    },
    /// A destination chosen for the piece on `from`.
    Destination {
        /// The game.
        game: i64,
        /// Its length when the picker was drawn.
        ply: i64,
        /// The piece's square.
        from: Square,
    },
    /// Back to the piece select.
    Back {
        /// The game.
        game: i64,
        /// Its length when the picker was drawn.
        ply: i64,
    },
}

/// The custom id of the Move button of game `game` at `ply` plies.
pub fn move_button_id(game: i64, ply: i64) -> String {
    format!("timur:mv:{game}:{ply}")
}

/// Parses a picker custom id (`None` for any other id).
pub fn parse(id: &str) -> Option<Pick> {
    let parts: Vec<&str> = id.split(':').collect();
    if parts.first() != Some(&"timur") || parts.len() < 4 {
        return None;
    }
    let game: i64 = parts[2].parse().ok()?;
    let ply: i64 = parts[3].parse().ok()?;
    match (parts[1], parts.len()) {
        ("mv", 4) => Some(Pick::Open { game, ply }),
        ("mvb", 4) => Some(Pick::Back { game, ply }),
        ("mvp", 5) => Some(Pick::Piece { game, ply }),
        ("mvd", 6) => Some(Pick::Destination {
            game,
            ply,
            from: parts[4].parse().ok()?,
        }),
        _ => None,
    }
}

/// The action row with the Move button of game `game` at `ply`, labelled in `lang`.
pub fn move_row(game: i64, ply: i64, lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(move_button_id(game, ply))
        .label(super::button_label(Action::Pick, lang))
        .style(serenity::ButtonStyle::Primary)])
}

/// True when a board of `st` gets the Move button: the game is running at that position.
pub fn offers_move(st: &crate::game::GameState) -> bool {
    st.record.status == Status::Active && st.position.outcome().is_none()
}

/// One select menu's worth of choices: its placeholder and `(label, value)` options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The placeholder text.
    pub placeholder: String,
    /// The options, at most [`MAX_OPTIONS`]: label (≤ 100 characters) and value.
    pub options: Vec<(String, String)>,
}

/// Cuts `items` into groups of at most [`MAX_OPTIONS`] named `name` (`name (1/2)` when cut,
/// the catalog's `discord-picker-part` in `lang`).
fn chunked(name: &str, items: Vec<(String, String)>, lang: Lang) -> Vec<Group> {
    let n = items.len().div_ceil(MAX_OPTIONS);
    items
        .chunks(MAX_OPTIONS)
        .enumerate()
        .map(|(i, c)| Group {
            placeholder: if n > 1 {
                tr!(
                    lang,
                    "discord-picker-part",
                    name = name.to_string(),
                    part = i + 1,
                    parts = n
                )
            } else {
                name.to_string()
            },
            options: c.to_vec(),
        })
        .collect()
}

/// The pieces of the side to move that have a legal move, as select groups: one select
/// "Choose a piece" when they fit in 25, else "Pieces" and "Pawns" (each cut in 25s). Pieces in
/// the variant's piece order, then by square; labels like `Knight b2 (3 moves)`, values the
/// square (`b2`). Texts in `lang` (piece names are the rules' own).
pub fn piece_groups(pos: &Position, lang: Lang) -> Vec<Group> {
    let v = pos.variant();
    let moves = pos.legal_moves();
    let mut froms: Vec<Square> = Vec::new();
    for m in &moves {
        if !froms.contains(&m.from()) {
            froms.push(m.from());
        }
    }
    let order = |sq: &Square| {
        let role = pos.piece_at(*sq).map(|p| p.role);
        let kind = role
            .and_then(|r| v.pieces.iter().position(|d| d.role == r))
            .unwrap_or(usize::MAX);
        let pawn = role.is_some_and(|r| r.is_pawn());
        // Pawns by file (their kinds differ in Tamerlane); pieces by kind, then square.
        (pawn, if pawn { 0 } else { kind }, sq.file(), sq.rank())
    };
    froms.sort_by_key(order);
    let option = |sq: Square| {
        let name = pos.piece_at(sq).map_or_else(
            || tr!(lang, "discord-picker-piece"),
            |p| v.piece_name(p.role).to_string(),
        );
        let n = moves.iter().filter(|m| m.from() == sq).count();
        (
            tr!(
                lang,
                "discord-picker-piece-option",
                piece = name,
                square = sq.to_string(),
                count = n
            ),
            sq.to_string(),
        )
    };
    let is_pawn = |sq: &Square| pos.piece_at(*sq).is_some_and(|p| p.role.is_pawn());
    if froms.len() <= MAX_OPTIONS {
        return chunked(
            &tr!(lang, "discord-picker-choose-piece"),
            froms.into_iter().map(option).collect(),
            lang,
        );
    }
    let (pawns, pieces): (Vec<Square>, Vec<Square>) = froms.into_iter().partition(is_pawn);
    let mut out = chunked(
        &tr!(lang, "discord-picker-pieces"),
        pieces.into_iter().map(option).collect(),
        lang,
    );
    out.extend(chunked(
        &tr!(lang, "discord-picker-pawns"),
        pawns.into_iter().map(option).collect(),
        lang,
    ));
    out.truncate(MAX_SELECTS);
    out
}

/// The legal moves of the piece on `from`, ranked as autocomplete ranks them (mates, captures
/// and checks by value first), as select groups "Choose where it goes" (cut in 25s). Labels
/// name special moves (`Nb2xc4 · takes Giraffe`, `f9-f10=I · becomes …`, `P@e6 · placement`,
/// `K<>d3 · swap with Rook`, `Kk3-x1 · citadel`); values are canonical texts. Empty when
/// that piece cannot move. Placeholders in `lang`.
pub fn destination_groups(pos: &Position, from: Square, lang: Lang) -> Vec<Group> {
    let moves: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from() == from)
        .collect();
    let items = suggest::ranked(pos, &moves, lang)
        .into_iter()
        .map(|s| (s.label, s.value))
        .collect();
    let mut out = chunked(&tr!(lang, "discord-picker-choose-destination"), items, lang);
    out.truncate(MAX_SELECTS);
    out
}

/// The select menus of `groups`, custom ids `{prefix}:{n}` (the Move picker's and the lessons').
pub(super) fn select_rows(prefix: &str, groups: Vec<Group>) -> Vec<serenity::CreateActionRow> {
    groups
        .into_iter()
        .enumerate()
        .map(|(i, g)| {
            let id = format!("{prefix}:{i}");
            debug_assert!(id.len() <= MAX_CUSTOM_ID);
            let options = g
                .options
                .into_iter()
                .map(|(label, value)| serenity::CreateSelectMenuOption::new(label, value))
                .collect();
            serenity::CreateActionRow::SelectMenu(
                serenity::CreateSelectMenu::new(
                    id,
                    serenity::CreateSelectMenuKind::String { options },
                )
                .placeholder(g.placeholder),
            )
        })
        .collect()
}

/// "White, move 5" in `lang`.
fn whose(pos: &Position, lang: Lang) -> String {
    let color = if pos.turn() == Color::White {
        "white"
    } else {
        "black"
    };
    tr!(
        lang,
        "discord-picker-whose",
        color = color,
        number = pos.fullmoves()
    )
}

/// The first step: the text and the piece selects.
fn piece_step(
    rec: &GameRecord,
    pos: &Position,
    note: &str,
    lang: Lang,
) -> (String, Vec<serenity::CreateActionRow>) {
    let text = tr!(
        lang,
        "discord-picker-piece-step",
        note = note.to_string(),
        variant = announce::variant_text(rec, &super::DiscordStyle::new(lang)),
        whose = whose(pos, lang)
    );
    let rows = select_rows(
        &format!("timur:mvp:{}:{}", rec.id, rec.ply),
        piece_groups(pos, lang),
    );
    (text, rows)
}

/// The second step: the destinations of the piece on `from`, and a Back button.
fn destination_step(
    rec: &GameRecord,
    pos: &Position,
    from: Square,
    lang: Lang,
) -> (String, Vec<serenity::CreateActionRow>) {
    let v = pos.variant();
    let name = pos.piece_at(from).map_or_else(
        || tr!(lang, "discord-picker-piece"),
        |p| v.piece_name(p.role).to_string(),
    );
    let groups = destination_groups(pos, from, lang);
    if groups.is_empty() {
        return piece_step(
            rec,
            pos,
            &tr!(
                lang,
                "discord-picker-no-move",
                piece = &name,
                square = from.to_string()
            ),
            lang,
        );
    }
    let mut rows = select_rows(&format!("timur:mvd:{}:{}:{from}", rec.id, rec.ply), groups);
    rows.push(serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("timur:mvb:{}:{}", rec.id, rec.ply))
            .label(tr!(lang, "discord-button-back"))
            .style(serenity::ButtonStyle::Secondary),
    ]));
    (
        tr!(
            lang,
            "discord-picker-destination-step",
            piece = name,
            square = from.to_string()
        ),
        rows,
    )
}

/// The value chosen in a select interaction.
fn chosen(component: &serenity::ComponentInteraction) -> Option<String> {
    match &component.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    }
}

/// Edits the reply of `component` (the deferred reply, or the picker message) to `text`
/// with `rows`.
async fn show(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    text: &str,
    rows: Vec<serenity::CreateActionRow>,
) {
    let edit = serenity::EditInteractionResponse::new()
        .content(super::limits::clamp(text))
        .components(rows)
        .allowed_mentions(pings::<&str>(&[]));
    if let Err(e) = component.edit_response(ctx, edit).await {
        tracing::warn!(error = %e, "could not show the move picker");
    }
}

/// Why `user` gets no picker in `rec` (in `lang`): not their game, not their move, or the game
/// is over.
fn not_for(rec: &GameRecord, user: &str, lang: Lang) -> String {
    match rec.status {
        Status::Finished => tr!(lang, "discord-picker-game-over"),
        Status::Challenge => tr!(lang, "discord-picker-not-accepted"),
        Status::Active if rec.color_of(user).is_none() => tr!(lang, "discord-picker-not-a-player"),
        Status::Active => tr!(
            lang,
            "discord-picker-not-your-move",
            player = rec.to_move().name.clone()
        ),
    }
}

/// Handles a click on a picker component (see the module docs). Returns at once for ids that
/// are not the picker's (`false`).
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
) -> bool {
    let Some(pick) = parse(&component.data.custom_id) else {
        return false;
    };
    // The first answer, before any database work: the Move button gets the clicker's own
    // "thinking…" reply; the picker's selects update the picker itself.
    let ack = match pick {
        Pick::Open { .. } => serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        _ => serenity::CreateInteractionResponse::Acknowledge,
    };
    if let Err(e) = component.create_response(ctx, ack).await {
        tracing::warn!(error = %e, "could not acknowledge a picker click");
        return true;
    }
    let user = component.user.id.to_string();
    let lang = Lang::from_discord(&component.locale);
    if let Err(e) = step(ctx, data, component, pick, &user, lang).await {
        show(ctx, component, &user_message(&e, lang), Vec::new()).await;
    }
    true
}

/// The catalog id of the text for a picker of a position that is gone.
const CHANGED: &str = "discord-picker-changed";

async fn step(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    pick: Pick,
    user: &str,
    lang: Lang,
) -> Result<(), Error> {
    let service = &data.service;
    let (game, ply) = match pick {
        Pick::Open { game, ply }
        | Pick::Piece { game, ply }
        | Pick::Destination { game, ply, .. }
        | Pick::Back { game, ply } => (game, ply),
    };
    let Some((rec, pos)) = service.position_for(game, user).await? else {
        let rec = service.load(crate::game::At::Game(game)).await?.record;
        show(ctx, component, &not_for(&rec, user, lang), Vec::new()).await;
        return Ok(());
    };
    if rec.ply != ply && !matches!(pick, Pick::Open { .. }) {
        show(ctx, component, &tr!(lang, CHANGED), Vec::new()).await;
        return Ok(());
    }
    match pick {
        Pick::Open { .. } => {
            let note = if rec.ply != ply {
                tr!(lang, "discord-picker-earlier-board")
            } else {
                String::new()
            };
            let (text, rows) = piece_step(&rec, &pos, &note, lang);
            show(ctx, component, &text, rows).await;
        }
        Pick::Back { .. } => {
            let (text, rows) = piece_step(&rec, &pos, "", lang);
            show(ctx, component, &text, rows).await;
        }
        Pick::Piece { .. } => {
            let from = chosen(component)
                .and_then(|s| s.parse::<Square>().ok())
                .ok_or_else(|| Error::Refused(super::stale_text(lang)))?;
            let (text, rows) = destination_step(&rec, &pos, from, lang);
            show(ctx, component, &text, rows).await;
        }
        Pick::Destination { .. } => {
            let text = chosen(component).ok_or_else(|| Error::Refused(super::stale_text(lang)))?;
            let receipt = Receipt::new(component.token.clone(), lang).answer(Action::Pick);
            let played = service
                .receipted(receipt)
                .play_at_ply(game, user, &text, ply)
                .await;
            match played {
                Ok(p) => picture_after(ctx, data, component, &p.record, ply + 1, user).await,
                Err(GameError::PositionChanged) => {
                    show(ctx, component, &tr!(lang, CHANGED), Vec::new()).await
                }
                Err(e) => return Err(e.into()),
            }
        }
    }
    Ok(())
}

/// Adds the board after the move (at `ply`) to the picker, from the mover's side. Best
/// effort: the confirmation itself comes from the outbox and does not depend on it.
async fn picture_after(
    ctx: &serenity::Context,
    data: &Data,
    component: &serenity::ComponentInteraction,
    rec: &GameRecord,
    ply: i64,
    user: &str,
) {
    let Ok(state) = data.service.state_at(rec.id, ply).await else {
        return;
    };
    let bottom = rec.color_of(user).unwrap_or(Color::White);
    let lang = Lang::from_discord(&component.locale);
    let alt = crate::game::describe::board_in(&state, bottom, lang);
    let Ok(png) =
        tokio::task::spawn_blocking(move || announce::board_png_in(&state, bottom, lang)).await
    else {
        return;
    };
    let edit = serenity::EditInteractionResponse::new()
        .new_attachment(serenity::CreateAttachment::bytes(png, BOARD_FILE).description(alt));
    if let Err(e) = component.edit_response(ctx, edit).await {
        tracing::warn!(error = %e, "could not add the board to the picker");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    #[test]
    fn custom_ids_round_trip() {
        assert_eq!(move_button_id(7, 12), "timur:mv:7:12");
        assert_eq!(
            parse("timur:mv:7:12"),
            Some(Pick::Open { game: 7, ply: 12 })
        );
        assert_eq!(
            parse("timur:mvb:7:12"),
            Some(Pick::Back { game: 7, ply: 12 })
        );
        assert_eq!(
            parse("timur:mvp:7:12:1"),
            Some(Pick::Piece { game: 7, ply: 12 })
        );
        assert_eq!(
            parse("timur:mvd:7:12:x1:0"),
            Some(Pick::Destination {
                game: 7,
                ply: 12,
                from: "x1".parse().unwrap()
            })
        );
        assert_eq!(parse("timur:mv:7"), None);
        assert_eq!(parse("timur:mvd:7:12:zz:0"), None);
        assert_eq!(parse("timur:accept:7"), None);
        assert_eq!(parse("timur:mv:x:1"), None);
    }

    #[test]
    fn the_start_pieces_fit_one_select() {
        let pos = Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options());
        let groups = piece_groups(&pos, Lang::En);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].placeholder, "Choose a piece");
        let labels: Vec<&str> = groups[0].options.iter().map(|o| o.0.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Shah f2 (1 move)",
                "General e2 (2 moves)",
                "Knight b2 (3 moves)",
                "Knight j2 (3 moves)",
                "Camel c1 (2 moves)",
                "Camel i1 (2 moves)",
                "Pawn of pawns a3 (1 move)",
                "Pawn of war engines b3 (1 move)",
                "Pawn of camels c3 (1 move)",
                "Pawn of elephants d3 (1 move)",
                "Pawn of generals e3 (1 move)",
                "Pawn of kings f3 (1 move)",
                "Pawn of viziers g3 (1 move)",
                "Pawn of giraffes h3 (1 move)",
                "Pawn of pickets i3 (1 move)",
                "Pawn of knights j3 (1 move)",
                "Pawn of rooks k3 (1 move)",
            ]
        );
        assert_eq!(groups[0].options[2].1, "b2");
        assert_eq!(
            destination_groups(&pos, "b2".parse().unwrap(), Lang::En),
            [Group {
                placeholder: "Choose where it goes".into(),
                options: vec![
                    ("Nb2-a4".into(), "Nb2-a4".into()),
                    ("Nb2-c4".into(), "Nb2-c4".into()),
                    ("Nb2-d1".into(), "Nb2-d1".into()),
                ],
            }]
        );
        assert!(destination_groups(&pos, "d2".parse().unwrap(), Lang::En).is_empty());
    }

    #[test]
    fn more_than_25_choices_are_grouped() {
        // The Shah in check: 24 swaps and one step, exactly one full select.
        let check = Position::from_tfen(
            VariantId::Tamerlane,
            VariantId::Tamerlane.default_options(),
            "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/4n6/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1",
        )
        .unwrap();
        let groups = destination_groups(&check, "f2".parse().unwrap(), Lang::En);
        let shape: Vec<(&str, usize)> = groups
            .iter()
            .map(|g| (g.placeholder.as_str(), g.options.len()))
            .collect();
        assert_eq!(shape, [("Choose where it goes", 25)]);
        assert_eq!(
            groups[0].options[0],
            ("K<>a1 · swap with Elephant".into(), "K<>a1".into())
        );
        let items: Vec<(String, String)> =
            (0..30).map(|i| (format!("p{i}"), i.to_string())).collect();
        let g = chunked("Pieces", items, Lang::En);
        assert_eq!(g.len(), 2);
        assert_eq!(
            (g[0].placeholder.as_str(), g[0].options.len()),
            ("Pieces (1/2)", 25)
        );
        assert_eq!(
            (g[1].placeholder.as_str(), g[1].options.len()),
            ("Pieces (2/2)", 5)
        );
    }
}
