//! The terminal's [`Style`] (local mode): plain words, names, UTC dates. The same
//! announcement rendered for Discord and for the terminal is tested here, side by side.

use crate::game::Style;
use crate::i18n::Lang;
use crate::rules::{Move, Position};

/// The local style: plain words (no Markdown), players by name, times as UTC dates,
/// explanations as on Discord, texts in the language chosen with `--lang` (or `LC_ALL`,
/// `LANG`; English by default).
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalStyle {
    lang: Lang,
}

impl LocalStyle {
    /// The terminal style writing in `lang`.
    pub fn new(lang: Lang) -> LocalStyle {
        LocalStyle { lang }
    }
}

impl Style for LocalStyle {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn player(&self, _id: &str, name: &str) -> String {
        if name.is_empty() {
            crate::tr!(self, "local-anyone")
        } else {
            crate::i18n::player_name(self.lang, name)
        }
    }

    fn time(&self, t: i64) -> String {
        let (y, m, d) = crate::game::civil_date(t);
        let s = t.rem_euclid(86_400);
        format!(
            "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
            s / 3600,
            s / 60 % 60
        )
    }

    fn bold(&self, text: &str) -> String {
        text.to_string()
    }

    fn code(&self, text: &str) -> String {
        text.to_string()
    }

    fn link(&self, label: &str, url: &str) -> String {
        format!("{label} ({url})")
    }

    fn explain_move(&self, before: &Position, mv: &Move, after: &Position) -> String {
        crate::explain::describe_move(before, mv, after, self.lang())
    }

    fn notes(&self, pos: &Position) -> Vec<String> {
        crate::explain::status_note_list(pos, self.lang())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::DiscordStyle;
    use crate::game::announce::{present, Extras, Ratings};
    use crate::game::{
        End, EndReason, GameRating, GameRecord, GameResult, GameState, LastMove, Status,
    };
    use crate::rating::{Glicko, Pool, START};
    use crate::rules::VariantId;
    use crate::store::{Delivery, OutboxRow};
    use std::collections::HashMap;

    /// Alice (White, id 1) against Bob (Black, id 2), Tamerlane, no time limit.
    fn record(status: Status, tfen: String, ply: i64) -> GameRecord {
        let mut rec = GameRecord::alice_and_bob(VariantId::Tamerlane);
        rec.id = 7;
        rec.guild_id = Some("9".into());
        rec.channel_id = "500".into();
        rec.status = status;
        rec.tfen = tfen;
        rec.ply = ply;
        rec.clock.expires_at = Some(1_767_398_400);
        rec.created_at = 1_767_225_600;
        rec.updated_at = 1_767_225_600;
        rec.rated = true;
        rec
    }

    fn row(kind: &str, ply: i64, actor: &str) -> OutboxRow {
        OutboxRow {
            id: 1,
            game_id: 7,
            kind: kind.into(),
            ply,
            actor_id: Some(actor.into()),
            channel_id: "500".into(),
            created_at: 0,
            delivery: Delivery {
                nonce: "n".into(),
                ..Delivery::default()
            },
            claimed_by: None,
            lease_until: None,
            ..OutboxRow::default()
        }
    }

    fn state(record: GameRecord) -> GameState {
        let position = Position::from_tfen(record.variant, record.options, &record.tfen).unwrap();
        GameState {
            record,
            position,
            last: None,
        }
    }

    /// The text of `row`'s announcement in the Discord and the terminal style.
    fn both(row: &OutboxRow, st: &GameState, extras: &Extras) -> (String, String) {
        let text = |style: &dyn Style| {
            present(row, st, &st.record, style, style, extras)
                .unwrap()
                .text
        };
        (text(&DiscordStyle::default()), text(&LocalStyle::default()))
    }

    #[test]
    fn a_move_with_a_check_in_both_styles() {
        // White's rook goes from b5 to k5 and checks Black's Shah on k10 along the k-file.
        let id = VariantId::Tamerlane;
        let tfen = "10k/12/11/11/11/1R9/11/11/12/K10 w - 00";
        let before = Position::from_tfen(id, id.default_options(), tfen).unwrap();
        let mv = before.parse_move("Rb5-k5").unwrap();
        let after = before.play(&mv).unwrap();
        let mut st = state(record(Status::Active, after.to_tfen(), 1));
        st.last = Some(LastMove {
            mv,
            san: before.move_text_with_check(&mv),
            before,
        });
        let (discord, terminal) = both(&row("move", 1, "1"), &st, &Extras::default());
        assert_eq!(
            discord,
            "<@1> (White) played **1. Rb5-k5+**.\nCheck! <@2> (Black), your move."
        );
        assert_eq!(
            terminal,
            "Alice (White) played 1. Rb5-k5+.\nCheck! Bob (Black), your move."
        );
    }

    #[test]
    fn a_result_naming_both_players_with_ratings_in_both_styles() {
        let start = Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options());
        let mut rec = record(Status::Finished, start.to_tfen(), 0);
        rec.end = Some(End {
            by: Some("2".into()),
            ..End::new(
                EndReason::Resignation,
                Some(GameResult::WhiteWins),
                1_767_300_000,
            )
        });
        let st = state(rec);
        let g = |rating: f64| Glicko { rating, ..START };
        let extras = Extras {
            ratings: Ratings::Changed(GameRating {
                pool: Pool::of(VariantId::Tamerlane),
                white: ("1".into(), START, g(1662.0)),
                black: ("2".into(), START, g(1338.0)),
            }),
            exchange: None,
            computer: None,
        };
        let (discord, terminal) = both(&row("game_over", 0, "2"), &st, &extras);
        assert_eq!(
            discord,
            "**Game over: <@2> resigned; <@1> wins (1-0).**\nRatings: <@1> 1662? (+162) · <@2> 1338? (-162)"
        );
        assert_eq!(
            terminal,
            "Game over: Bob resigned; Alice wins (1-0).\nRatings: Alice 1662? (+162) · Bob 1338? (-162)"
        );
    }

    #[test]
    fn a_challenge_with_ratings_in_both_styles() {
        let start = Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options());
        let st = state(record(Status::Challenge, start.to_tfen(), 0));
        let current = HashMap::from([(
            "2".to_string(),
            Glicko {
                rating: 1632.4,
                deviation: 80.0,
                ..START
            },
        )]);
        let extras = Extras {
            ratings: Ratings::Current(current),
            exchange: None,
            computer: None,
        };
        let (discord, terminal) = both(&row("challenge", 0, "1"), &st, &extras);
        assert_eq!(
            discord,
            "<@2>, <@1> challenges you to a game of **Tamerlane** (default rules). White: <@1> (1500?), Black: <@2> (1632). No time limit; the challenge expires <t:1767398400:R>. Rated game."
        );
        assert_eq!(
            terminal,
            "Bob, Alice challenges you to a game of Tamerlane (default rules). White: Alice (1500?), Black: Bob (1632). No time limit; the challenge expires 2026-01-03 00:00 UTC. Rated game."
        );
        // Without ratings read (none to show), the challenge says nothing of them.
        let (discord, _) = both(&row("challenge", 0, "1"), &st, &Extras::default());
        assert_eq!(
            discord,
            "<@2>, <@1> challenges you to a game of **Tamerlane** (default rules). White: <@1>, Black: <@2>. No time limit; the challenge expires <t:1767398400:R>."
        );
    }

    #[test]
    fn the_parts_in_each_style() {
        use crate::game::style::Markdown;
        let parts = |s: &dyn Style| {
            [
                s.bold("Game over."),
                s.code("e3-e4"),
                s.link("game 7", "https://example.org/7"),
                s.player("123", "Alice"),
                s.player("", ""),
                s.time(1_767_398_400 + 3_723),
            ]
        };
        assert_eq!(
            parts(&LocalStyle::default()),
            [
                "Game over.",
                "e3-e4",
                "game 7 (https://example.org/7)",
                "Alice",
                "anyone",
                "2026-01-03 01:02 UTC"
            ]
        );
        assert_eq!(
            parts(&DiscordStyle::default()),
            [
                "**Game over.**",
                "`e3-e4`",
                "[game 7](https://example.org/7)",
                "<@123>",
                "anyone",
                "<t:1767402123:R>"
            ]
        );
        // The defaults: Markdown, with plain names.
        assert_eq!(
            parts(&Markdown),
            [
                "**Game over.**",
                "`e3-e4`",
                "[game 7](https://example.org/7)",
                "Alice",
                "",
                "1767402123"
            ]
        );
    }
}
