//! The game record as PGN-style text, and calendar dates (no date crate for one conversion).

use super::record::{GameRecord, Status};
use crate::rules::Color;
use crate::store::{MoveRow, DAY};

/// The UTC calendar date (year, month 1–12, day 1–31) of Unix time `t`
/// (H. Hinnant's civil-from-days).
pub fn civil_date(t: i64) -> (i64, u32, u32) {
    let z = t.div_euclid(DAY) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// The move list with numbers, `1. e3-e4 e8-e7 2. …` (`1... x` when Black moved first), from
/// the stored moves' check-marked texts; `start_tfen`'s side and move number start it.
pub fn move_list(rec: &GameRecord, moves: &[MoveRow]) -> String {
    let mut fields = rec.start_tfen.split_whitespace();
    let black_first = fields.nth(1) == Some("b");
    let mut number: u32 = rec
        .start_tfen
        .split_whitespace()
        .last()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let mut out = String::new();
    let mut white_to_move = !black_first;
    for (i, m) in moves.iter().enumerate() {
        let t = m.san.as_deref().unwrap_or(&m.text);
        if white_to_move {
            out.push_str(&format!("{number}. {t} "));
        } else {
            if i == 0 {
                out.push_str(&format!("{number}... "));
            }
            out.push_str(&format!("{t} "));
            number += 1;
        }
        white_to_move = !white_to_move;
    }
    out.trim_end().to_string()
}

/// The game record as PGN-style text: the seven standard tags (with the TFEN start position in
/// `[FEN]` and `[SetUp "1"]`), `[Variant]`, `[Options]` (`-` for the defaults) and
/// `[TimeControl]` (`1/SECONDS` per move, `-` without a limit), a blank line, then the moves
/// with numbers and the result, lines at most 80 characters. `site` is the game's address.
pub fn pgn(rec: &GameRecord, moves: &[MoveRow], site: &str) -> String {
    let (y, m, d) = civil_date(rec.created_at);
    let result = match (rec.status, rec.end.as_ref().and_then(|e| e.result)) {
        (Status::Finished, Some(r)) => r.code().to_string(),
        _ => "*".to_string(),
    };
    let quote = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let options = rec.variant.options_text(&rec.options);
    let options = if options.is_empty() {
        "-".into()
    } else {
        options
    };
    let tc = rec
        .clock
        .days_per_move
        .map_or_else(|| "-".to_string(), |d| format!("1/{}", d * DAY));
    let tags = [
        ("Event", "Timur correspondence game".to_string()),
        ("Site", site.to_string()),
        ("Date", format!("{y:04}.{m:02}.{d:02}")),
        ("White", rec.side(Color::White).name.clone()),
        ("Black", rec.side(Color::Black).name.clone()),
        ("Result", result.clone()),
        ("Variant", rec.variant.name().to_string()),
        ("SetUp", "1".to_string()),
        ("FEN", rec.start_tfen.clone()),
        ("Options", options),
        ("TimeControl", tc),
    ];
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&format!("[{k} \"{}\"]\n", quote(&v)));
    }
    out.push('\n');
    let mut line = String::new();
    let list = move_list(rec, moves);
    for token in list
        .split_whitespace()
        .chain(std::iter::once(result.as_str()))
    {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(1_700_000_000), (2023, 11, 14));
        assert_eq!(civil_date(951_782_400), (2000, 2, 29));
        assert_eq!(civil_date(-1), (1969, 12, 31));
    }
}
