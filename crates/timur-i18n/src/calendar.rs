//! Calendar dates of Unix times (pure; UTC), for every layer that writes a date: PGN's `Date`
//! tag, the local mode's times, the rating chart's axis.

/// Seconds in a day (a UTC day has no leap second in Unix time).
pub const DAY: i64 = 86_400;

/// The UTC calendar date (year, month 1–12, day 1–31) of Unix time `t` (seconds; negative is
/// before 1970), by H. Hinnant's civil-from-days.
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
