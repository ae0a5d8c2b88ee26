//! Glicko-2 ratings (src/rating): exact values for hand-checked sequences.
//!
//! Every expected triple (rating, deviation, volatility) was checked against an independent
//! implementation of Glickman's "Example of the Glicko-2 system" (Python, τ = 0.5,
//! ε = 1e-6), which agrees to 1e-12 (three deviations differ in the last place: floating-point
//! order of operations); the new-vs-new win is also the `skillratings` documentation's own
//! example (1662, 290, 0.05999967537233814).

use timur::rating::{
    change_text, decay, default_rated, idle_periods, named, rate_game, rated_challenge,
    rated_score, rating_text, rebuild, Ending, Glicko, Pool, RatedGame, Score, Standing, Table,
    PERIOD_SECS, START,
};
use timur::rules::VariantId;

const WEEK: i64 = PERIOD_SECS;

fn g(rating: f64, deviation: f64, volatility: f64) -> Glicko {
    Glicko {
        rating,
        deviation,
        volatility,
    }
}

#[test]
fn win_between_newcomers() {
    let (w, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::WhiteWins, 1_000);
    assert_eq!(
        w.glicko,
        g(1662.3108939062977, 290.3189637179804, 0.05999967537233814)
    );
    assert_eq!(
        b.glicko,
        g(1337.6891060937023, 290.3189637179804, 0.05999967537233814)
    );
    assert_eq!((w.games, w.wins, w.draws, w.losses), (1, 1, 0, 0));
    assert_eq!((b.games, b.wins, b.draws, b.losses), (1, 0, 0, 1));
    assert_eq!((w.last_game_at, b.last_game_at), (Some(1_000), Some(1_000)));
    assert_eq!(named("Alice", &START, &w.glicko), "Alice 1662? (+162)");
    assert_eq!(named("Bob", &START, &b.glicko), "Bob 1338? (-162)");
}

#[test]
fn loss_is_the_mirror_of_a_win() {
    let (w, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::BlackWins, 0);
    assert_eq!(
        w.glicko,
        g(1337.6891060937023, 290.3189637179804, 0.05999967537233814)
    );
    assert_eq!(
        b.glicko,
        g(1662.3108939062977, 290.3189637179804, 0.05999967537233814)
    );
    assert_eq!((w.wins, w.losses, b.wins, b.losses), (0, 1, 1, 0));
}

#[test]
fn draw_between_newcomers() {
    let (w, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::Draw, 0);
    let expected = g(1500.0, 290.31896161384265, 0.05999896144314354);
    assert_eq!((w.glicko, b.glicko), (expected, expected));
    assert_eq!((w.draws, b.draws), (1, 1));
    assert_eq!(named("Alice", &START, &w.glicko), "Alice 1500? (±0)");
}

#[test]
fn win_then_loss_then_draw() {
    let mut t = Table::new();
    let game = |id, white: &str, black: &str, score| RatedGame {
        game_id: id,
        pool: Pool::Tamerlane,
        white: white.into(),
        black: black.into(),
        score,
        at: 0,
    };
    t.apply(&game(1, "alice", "bob", Score::WhiteWins));
    let second = t.apply(&game(2, "bob", "alice", Score::WhiteWins));
    assert_eq!(
        second.black.1,
        g(1433.0601092699176, 260.4887751889088, 0.06000173569164599)
    );
    assert_eq!(
        second.white.1,
        g(1566.9398907300824, 260.4887751889088, 0.06000173569164599)
    );
    assert_eq!(change_text(&second.black.0, &second.black.1), "-229");
    let third = t.apply(&game(3, "alice", "bob", Score::Draw));
    let alice = t.get("alice", Pool::Tamerlane);
    let bob = t.get("bob", Pool::Tamerlane);
    assert_eq!(
        alice.glicko,
        g(1466.3554719580834, 228.06871536501282, 0.06000042680190833)
    );
    assert_eq!(
        bob.glicko,
        g(1533.6445280419166, 228.06871536501282, 0.06000042680190833)
    );
    assert_eq!(third.white.1, alice.glicko);
    assert_eq!(
        (alice.games, alice.wins, alice.draws, alice.losses),
        (3, 1, 1, 1)
    );
    assert_eq!((bob.games, bob.wins, bob.draws, bob.losses), (3, 1, 1, 1));
    assert_eq!(
        named("Alice", &third.white.0, &third.white.1),
        "Alice 1466? (+33)"
    );
    assert_eq!(
        named("Bob", &third.black.0, &third.black.1),
        "Bob 1534? (-33)"
    );
    // The other pool is untouched.
    assert_eq!(t.get("alice", Pool::Timurid), Standing::NEW);
}

/// Thirteen draws between the same two players bring the deviation from 350 to 108.07: the
/// twelfth still shows `?`, the thirteenth not.
#[test]
fn provisional_until_the_deviation_drops_to_110() {
    let (mut a, mut b) = (Standing::NEW, Standing::NEW);
    let mut shown = Vec::new();
    for _ in 0..13 {
        (a, b) = rate_game(&a, &b, Score::Draw, 0);
        shown.push(rating_text(&a.glicko));
    }
    assert_eq!(shown[..12], vec!["1500?"; 12][..]);
    assert_eq!(shown[12], "1500");
    assert_eq!(a.glicko.deviation, 108.06557348241162);
    assert_eq!(a.glicko.volatility, 0.059972249019723034);
    assert!(!a.glicko.is_provisional());
    assert_eq!(a, b);
}

/// A settled deviation of 108.07 grows with every idle week: still 1500 after three weeks,
/// provisional (110.056) after four, and the next game starts from the decayed deviation.
#[test]
fn idle_weeks_raise_the_deviation() {
    let (mut a, mut b) = (Standing::NEW, Standing::NEW);
    for _ in 0..13 {
        (a, b) = rate_game(&a, &b, Score::Draw, 0);
    }
    assert_eq!(idle_periods(Some(0), 4 * WEEK - 1), 3);
    assert_eq!(idle_periods(Some(0), 4 * WEEK), 4);
    assert_eq!(idle_periods(Some(10), 5), 0);
    assert_eq!(idle_periods(None, 100 * WEEK), 0);
    assert_eq!(rating_text(&a.current(4 * WEEK - 1)), "1500");
    assert_eq!(a.current(4 * WEEK).deviation, 110.05602058812188);
    assert_eq!(rating_text(&a.current(4 * WEEK)), "1500?");
    assert_eq!(a.current(5 * WEEK).deviation, 110.54803273507747);
    // Rating and volatility do not move while idle.
    assert_eq!(a.current(5 * WEEK).rating, 1500.0);
    assert_eq!(a.current(5 * WEEK).volatility, a.glicko.volatility);

    // Five weeks later Alice beats a newcomer.
    let (a2, c2) = rate_game(&a, &Standing::NEW, Score::WhiteWins, 5 * WEEK + 3_600);
    assert_eq!(
        a2.glicko,
        g(1522.7050437348728, 108.58322630795963, 0.05997218593634645)
    );
    assert_eq!(
        c2.glicko,
        g(1325.143195754738, 253.73618107337853, 0.05999925063976207)
    );
    assert_eq!(a2.last_game_at, Some(5 * WEEK + 3_600));
}

#[test]
fn decay_stops_at_350() {
    let (w, _) = rate_game(&Standing::NEW, &Standing::NEW, Score::WhiteWins, 0);
    assert_eq!(decay(w.glicko, 0), w.glicko);
    assert_eq!(decay(w.glicko, 3).deviation, 290.87973151652085);
    assert_eq!(decay(w.glicko, 200).deviation, 325.59627590575786);
    assert_eq!(decay(w.glicko, 100_000).deviation, 350.0);
    assert_eq!(decay(w.glicko, u64::MAX).deviation, 350.0);
    assert_eq!(decay(START, 5), START);
}

#[test]
fn rebuild_reproduces_incremental_updates() {
    let players = ["ann", "ben", "cat", "dan"];
    let mut games = Vec::new();
    for i in 0..40_i64 {
        let white = players[(i % 4) as usize];
        let black = players[((i * 3 + 1) % 4) as usize];
        if white == black {
            continue;
        }
        games.push(RatedGame {
            game_id: i + 1,
            pool: if i % 5 == 0 {
                Pool::Timurid
            } else {
                Pool::Tamerlane
            },
            white: white.into(),
            black: black.into(),
            score: [Score::WhiteWins, Score::Draw, Score::BlackWins][(i % 3) as usize],
            at: i * 2 * 86_400 + (i % 7) * 3_600,
        });
    }
    // Incrementally, storing each player's standing between games as a store would.
    let mut stored: std::collections::BTreeMap<(String, Pool), Standing> = Default::default();
    let mut changes = Vec::new();
    for game in &games {
        let key = |p: &str| (p.to_string(), game.pool);
        let w = stored
            .get(&key(&game.white))
            .copied()
            .unwrap_or(Standing::NEW);
        let b = stored
            .get(&key(&game.black))
            .copied()
            .unwrap_or(Standing::NEW);
        let (w2, b2) = rate_game(&w, &b, game.score, game.at);
        stored.insert(key(&game.white), w2);
        stored.insert(key(&game.black), b2);
        changes.push((w2.glicko, b2.glicko));
    }
    let (table, applied) = rebuild(&games);
    assert_eq!(applied.len(), games.len());
    for (a, c) in applied.iter().zip(&changes) {
        assert_eq!((a.white.1, a.black.1), *c);
    }
    let rebuilt: Vec<_> = table
        .iter()
        .map(|(p, pool, s)| ((p.to_string(), pool), *s))
        .collect();
    let incremental: Vec<_> = stored.into_iter().collect();
    assert_eq!(rebuilt, incremental);
    assert_eq!(table.len(), 8);
}

#[test]
fn which_games_are_rated() {
    let win = Ending::Decided(Score::WhiteWins);
    assert_eq!(rated_score(true, false, false, win), Some(Score::WhiteWins));
    assert_eq!(
        rated_score(true, false, false, Ending::Decided(Score::Draw)),
        Some(Score::Draw)
    );
    assert_eq!(rated_score(false, false, false, win), None);
    assert_eq!(rated_score(true, true, false, win), None);
    assert_eq!(rated_score(true, false, true, win), None);
    for end in [
        Ending::Aborted,
        Ending::Declined,
        Ending::Withdrawn,
        Ending::Expired,
    ] {
        assert_eq!(rated_score(true, false, false, end), None);
    }
    assert!(default_rated(Some(3)));
    assert!(!default_rated(None));
    // /challenge: as asked, else rated with a time limit; never against the computer.
    assert_eq!(rated_challenge(None, Some(3), false), Some(true));
    assert_eq!(rated_challenge(None, None, false), Some(false));
    assert_eq!(rated_challenge(Some(true), None, false), Some(true));
    assert_eq!(rated_challenge(Some(false), Some(3), false), Some(false));
    assert_eq!(rated_challenge(None, Some(3), true), Some(false));
    assert_eq!(rated_challenge(Some(false), Some(3), true), Some(false));
    assert_eq!(rated_challenge(Some(true), Some(3), true), None);
}

#[test]
fn pools_follow_the_families() {
    let tamerlane: Vec<_> = VariantId::ALL
        .into_iter()
        .filter(|&v| Pool::of(v) == Pool::Tamerlane)
        .map(VariantId::id)
        .collect();
    assert_eq!(
        tamerlane,
        [
            "tamerlane",
            "tamerlane-feminine",
            "tamerlane-arabshah",
            "tamerlane-full"
        ]
    );
    assert_eq!(Pool::of(VariantId::WildSamarkand), Pool::Timurid);
    assert_eq!(Pool::parse("timurid"), Some(Pool::Timurid));
    assert_eq!(Pool::parse("Timurid"), None);
    assert_eq!(Pool::Tamerlane.code(), "tamerlane");
    assert_eq!(Pool::Timurid.name(), "Timurid");
}

#[test]
fn display_forms() {
    let r = |rating, deviation| g(rating, deviation, 0.06);
    assert_eq!(rating_text(&r(1632.4, 80.0)), "1632");
    assert_eq!(rating_text(&r(1632.5, 110.0)), "1633");
    assert_eq!(rating_text(&r(1500.0, 110.01)), "1500?");
    assert_eq!(change_text(&r(1618.4, 80.0), &r(1632.4, 79.0)), "+14");
    // The change is between the shown numbers: 1618 → 1633 reads +15, not +14.1.
    assert_eq!(change_text(&r(1618.4, 80.0), &r(1632.5, 79.0)), "+15");
    assert_eq!(change_text(&r(1632.4, 80.0), &r(1618.4, 79.0)), "-14");
    assert_eq!(change_text(&r(1500.2, 80.0), &r(1499.8, 79.0)), "±0");
    assert_eq!(
        named("Alice", &r(1618.0, 80.0), &r(1632.0, 79.0)),
        "Alice 1632 (+14)"
    );
}
