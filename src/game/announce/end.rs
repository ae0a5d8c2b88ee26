//! How a game ended, as a sentence naming the players ([`end_sentence`]) or the colours
//! ([`colour_end_sentence`]), and the result line of an announcement ([`result_line`]).

use super::naming::{color_code, who_of};
use super::Style;
use crate::game::record::{End, EndReason, GameRecord, GameResult};
use crate::rules::Color;
use crate::tr;

/// Why the game ended, as a sentence without the final stop, naming the players in the style,
/// e.g. "Alice wins by checkmate", "Bob resigned; Alice wins", "The challenge expired
/// unanswered after 48 hours".
pub fn end_sentence(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end_sentence_naming(rec, end, style, true)
}

/// [`end_sentence`] with the winner and loser as colours ("Black resigned; White wins"), for
/// replays, whose captions name the players already.
pub fn colour_end_sentence(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end_sentence_naming(rec, end, style, false)
}

fn end_sentence_naming(rec: &GameRecord, end: &End, style: &dyn Style, names: bool) -> String {
    let winner = end.result.and_then(GameResult::winner);
    // The players by name (a mention on Discord), or by colour: the colour messages
    // (`…-color`) take the winner's colour code and agree with it in each language.
    let named = |c: Color| {
        let side = rec.side(c);
        style.player(&side.id, &side.name)
    };
    let by = || by_player(rec, end, style);
    // Players named after their sides are said by colour: the colour messages have each
    // language's own forms for the sides ("Белые сдались"). A player named "you" is
    // addressed ("You resigned").
    let who = |c: Color| who_of(rec, c, style);
    let plain = [Color::White, Color::Black]
        .into_iter()
        .all(|c| matches!(who(c), "name" | "you"));
    let you = match winner {
        Some(c) if who(c) == "you" => "winner",
        Some(c) if who(!c) == "you" => "loser",
        _ => "none",
    };
    let parts = Parts {
        reason: end.reason,
        winner,
        named: ((names && plain) || winner.is_none()).then(|| {
            (
                winner.map_or_else(String::new, named),
                winner.map_or_else(String::new, |c| named(!c)),
            )
        }),
        by: match end.reason {
            EndReason::Abort | EndReason::Declined | EndReason::Withdrawn => by(),
            _ => String::new(),
        },
        claimant: match end.reason {
            EndReason::CitadelClaim => claimant(rec, end, style),
            _ => String::new(),
        },
        claimant_who: match end.reason {
            EndReason::CitadelClaim => crate::i18n::who(&claimant(rec, end, style)),
            _ => "name",
        },
        note: end.note.as_deref(),
        you,
    };
    parts_sentence(&parts, style)
}

/// Who ended the game by an action ([`End::by`]), as `style` writes them; empty if no one.
fn by_player(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    end.by
        .as_deref()
        .map_or_else(String::new, |id| style.player(id, &rec.name_of(id)))
}

/// Who claimed a citadel draw, as `style` writes them: [`End::by`], or the side to move when
/// one player plays both sides (local mode).
pub(crate) fn claimant(rec: &GameRecord, end: &End, style: &dyn Style) -> String {
    if rec.plays_both() {
        let side = rec.side(rec.turn());
        style.player(&side.id, &side.name)
    } else {
        by_player(rec, end, style)
    }
}

/// What an end sentence says, its players already written by the caller.
pub(crate) struct Parts<'a> {
    /// Why.
    pub reason: EndReason,
    /// The winner's colour, if any.
    pub winner: Option<Color>,
    /// The winner and loser as written (names, mentions); `None`: by colour.
    pub named: Option<(String, String)>,
    /// Who aborted, declined or withdrew, as written.
    pub by: String,
    /// Who claimed a citadel draw, as written.
    pub claimant: String,
    /// How the sentence names the claimant (the catalog's `$who`, [`crate::i18n::who`]).
    pub claimant_who: &'static str,
    /// The stored sentence of an [`EndReason::Other`].
    pub note: Option<&'a str>,
    /// Which named player is the one addressed ("you"): `winner`, `loser` or `none` (the
    /// catalog's `$you`).
    pub you: &'static str,
}

/// The sentence of an end from its parts (see [`end_sentence`], [`colour_end_sentence`]).
pub(crate) fn parts_sentence(p: &Parts, style: &dyn Style) -> String {
    let win = |id: &str| match (&p.named, p.winner) {
        (None, Some(c)) => tr!(style, &format!("{id}-color"), winner = color_code(c)),
        (named, _) => {
            let (w, l) = named.clone().unwrap_or_default();
            tr!(style, id, winner = w, loser = l, you = p.you)
        }
    };
    match (p.reason, p.winner) {
        (EndReason::Checkmate, _) => win("game-end-checkmate"),
        (EndReason::Stalemate, Some(_)) => win("game-end-stalemate-win"),
        (EndReason::Stalemate, None) => tr!(style, "game-end-stalemate-draw"),
        (EndReason::BareKing, Some(_)) => win("game-end-bare-king-win"),
        (EndReason::BareKing, None) => tr!(style, "game-end-bare-king-draw"),
        (EndReason::Citadel, _) => tr!(style, "game-end-citadel"),
        (EndReason::CitadelClaim, _) => {
            tr!(
                style,
                "game-end-citadel-claim",
                claimant = p.claimant.clone(),
                who = p.claimant_who
            )
        }
        (EndReason::Repetition, _) => tr!(style, "game-end-repetition"),
        (EndReason::MoveRule, _) => tr!(style, "game-end-move-rule"),
        (EndReason::Resignation, _) => win("game-end-resignation"),
        (EndReason::Time, _) => win("game-end-time"),
        (EndReason::Forfeit, _) => win("game-end-forfeit"),
        (EndReason::Agreement, _) => tr!(style, "game-end-agreement"),
        (EndReason::Abort, _) => tr!(style, "game-end-abort", by = p.by.clone()),
        (EndReason::Declined, _) => tr!(style, "game-end-declined", by = p.by.clone()),
        (EndReason::Withdrawn, _) => tr!(style, "game-end-withdrawn", by = p.by.clone()),
        (EndReason::Expired, _) => tr!(style, "game-end-expired"),
        // A note is stored text (the rules' own words when the game was written).
        (EndReason::Other, _) => p
            .note
            .map_or_else(|| tr!(style, "game-end-other"), str::to_string),
    }
}

/// In bold: "**Game over: White wins by checkmate (1-0).**", or "**Game aborted by Alice.**"
/// for an end without result (in Markdown); `None` while the game goes on.
pub fn result_line(rec: &GameRecord, style: &dyn Style) -> Option<String> {
    let end = rec.end.as_ref()?;
    let s = end_sentence(rec, end, style);
    Some(match end.result {
        Some(r) => style.bold(&tr!(
            style,
            "game-result-line",
            sentence = s,
            code = r.code()
        )),
        None => style.bold(&tr!(style, "game-result-line-no-result", sentence = s)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::record::Status;
    use crate::game::{GameError, Text};
    use crate::i18n::Lang;
    use crate::rules::VariantId;

    /// Players by name in `lang`, times as Unix seconds.
    use crate::game::history::Plain as In;

    fn finished(reason: EndReason, result: GameResult) -> GameRecord {
        let mut rec = GameRecord::alice_and_bob(VariantId::Tamerlane);
        rec.status = Status::Finished;
        rec.end = Some(End::new(reason, Some(result), 0));
        rec
    }

    #[test]
    fn the_end_is_told_in_the_players_language() {
        let mate = finished(EndReason::Checkmate, GameResult::BlackWins);
        let results = [
            (Lang::En, "**Game over: Bob wins by checkmate (0-1).**"),
            (
                Lang::Ru,
                "**Партия окончена: Bob ставит мат и побеждает (0-1).**",
            ),
            (Lang::ZhCn, "**对局结束：Bob 将死获胜（0-1）。**"),
        ];
        for (lang, want) in results {
            assert_eq!(result_line(&mate, &In(lang)).unwrap(), want);
        }
        let resigned = finished(EndReason::Resignation, GameResult::WhiteWins);
        // (record, named or by colour, language, sentence)
        let sentences = [
            (&mate, false, Lang::Ru, "Чёрные поставили мат"),
            (&resigned, true, Lang::En, "Bob resigned; Alice wins"),
            (&resigned, false, Lang::En, "Black resigned; White wins"),
            (&resigned, false, Lang::ZhTw, "黑方認輸；白方獲勝"),
            (&resigned, true, Lang::Ru, "Bob сдаётся; побеждает Alice"),
        ];
        for (rec, named, lang, want) in sentences {
            let end = rec.end.as_ref().unwrap();
            let said = if named {
                end_sentence(rec, end, &In(lang))
            } else {
                colour_end_sentence(rec, end, &In(lang))
            };
            assert_eq!(said, want);
        }
    }

    #[test]
    fn refusals_are_told_in_the_players_language() {
        let e = GameError::NotYourTurn {
            opponent: "Bob".into(),
        };
        assert_eq!(e.to_string(), "It is not your turn; Bob is to move.");
        assert_eq!(e.text(&In(Lang::Ru)), "Сейчас не ваш ход; ходит Bob.");
        assert_eq!(e.text(&In(Lang::ZhCn)), "现在不是你走棋；轮到 Bob 走。");
        let e = GameError::VacationBudget { left: 3 };
        assert_eq!(
            e.text(&In(Lang::Ru)),
            "В этом году у вас осталось всего 3 дня отпуска (30 в календарный год)."
        );
        assert_eq!(
            e.to_string(),
            "You have only 3 vacation days left this year (30 per calendar year)."
        );
        let e = GameError::TooManyChallenges {
            max: 20,
            wait_secs: 90,
        };
        assert_eq!(
            e.text(&In(Lang::Ru)),
            "За последний час вы сделали 20 вызовов — это максимум. Снова вызвать можно через 2 минуты."
        );
        assert_eq!(
            e.to_string(),
            "You have made 20 challenges in the last hour, the most allowed. You can challenge again in 2 minutes."
        );
        let e: GameError = crate::game::PremoveError::TooLong(12).into();
        assert_eq!(
            e.text(&In(Lang::ZhCn)),
            "一条变化最多 10 步（对手 5 步，每步都有你的应着）；这条有 12 步。"
        );
    }
}
