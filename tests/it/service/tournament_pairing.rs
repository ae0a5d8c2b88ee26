//! Property tests of the Swiss system over random results (and withdrawals): no repeat
//! pairing, one bye at most per player and only for an odd field, the colour rules, and score
//! groups kept (no two players of one score group both paired down when they could have
//! played each other and their opponents each other).

use proptest::prelude::*;
use std::collections::HashSet;
use timur::tournament::swiss::{histories, pair_swiss_within, Side};
use timur::tournament::{half_point_scores, Format, Round, SplitMix};

/// Plays a whole simulated Swiss; returns each round (with its random results), who was
/// withdrawn when it was paired, and whether it had to relax the colour rules.
fn simulate(
    n: usize,
    seed: u64,
    withdraw_at: Option<(usize, usize)>,
) -> Vec<(Round, Vec<bool>, bool)> {
    let rounds_n = Format::Swiss.rounds(n, None);
    let mut rng = SplitMix::new(seed);
    let mut rounds: Vec<Round> = Vec::new();
    let mut withdrawn = vec![false; n];
    let mut out = Vec::new();
    for r in 0..rounds_n {
        if let Some((at, who)) = withdraw_at {
            if at == r {
                withdrawn[who % n] = true;
            }
        }
        let Some(p) = pair_swiss_within(n, &rounds, &withdrawn, rounds_n) else {
            break;
        };
        let mut round = p.round.clone();
        for b in &mut round.boards {
            b.result = Some(rng.outcome(b));
        }
        out.push((round.clone(), withdrawn.clone(), p.relaxed_colours));
        rounds.push(round);
    }
    out
}

fn check(n: usize, seed: u64, withdraw_at: Option<(usize, usize)>) -> Result<(), TestCaseError> {
    let sim = simulate(n, seed, withdraw_at);
    let rounds_n = Format::Swiss.rounds(n, None);
    // Every round is paired; after a withdrawal at most as many as the players still in allow.
    let still_in = n - usize::from(withdraw_at.is_some());
    prop_assert!(
        sim.len() == rounds_n || (withdraw_at.is_some() && sim.len() >= rounds_n.min(still_in - 1)),
        "{} of {} rounds paired",
        sim.len(),
        rounds_n
    );
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    let mut played: Vec<Round> = Vec::new();
    for (round, withdrawn, relaxed) in &sim {
        prop_assert!(!relaxed, "the colour rules held without relaxing them");
        let hist = histories(n, &played);
        let scores = half_point_scores(n, &played);
        let active: Vec<usize> = (0..n).filter(|p| !withdrawn[*p]).collect();
        // Everyone active plays once or has the bye; nobody withdrawn appears.
        let mut seen = HashSet::new();
        for b in &round.boards {
            prop_assert!(seen.insert(b.white) && seen.insert(b.black));
            prop_assert!(!withdrawn[b.white] && !withdrawn[b.black]);
            prop_assert!(
                met.insert((b.white.min(b.black), b.white.max(b.black))),
                "{} and {} met twice",
                b.white,
                b.black
            );
        }
        match round.bye {
            Some(p) => {
                prop_assert!(active.len() % 2 == 1);
                prop_assert!(byes.insert(p), "a second bye for {}", p);
                prop_assert!(seen.insert(p));
            }
            None => prop_assert!(active.len().is_multiple_of(2)),
        }
        prop_assert_eq!(seen.len(), active.len());
        // Colours: no third in a row, difference at most two (after this round).
        for b in &round.boards {
            prop_assert!(hist[b.white].may_take(Side::White));
            prop_assert!(hist[b.black].may_take(Side::Black));
        }
        // Score groups (in the last round, where no look-ahead steers the pairing): no two
        // boards (x, x') (y, y') with x, y of one score, x', y' below it, where x-y and x'-y'
        // could both have been played instead.
        let last = played.len() + 1 == rounds_n;
        let compatible = |a: usize, b: usize| {
            !hist[a].opponents.contains(&b)
                && ((hist[a].may_take(Side::White) && hist[b].may_take(Side::Black))
                    || (hist[a].may_take(Side::Black) && hist[b].may_take(Side::White)))
        };
        let down: Vec<(usize, usize)> = round
            .boards
            .iter()
            .filter(|b| scores[b.white] != scores[b.black])
            .map(|b| {
                if scores[b.white] > scores[b.black] {
                    (b.white, b.black)
                } else {
                    (b.black, b.white)
                }
            })
            .collect();
        for (i, (x, xo)) in down.iter().enumerate() {
            for (y, yo) in &down[i + 1..] {
                if last && scores[*x] == scores[*y] {
                    prop_assert!(
                        !(compatible(*x, *y) && compatible(*xo, *yo)),
                        "{} and {} (score {}) both floated down though they could meet",
                        x,
                        y,
                        scores[*x]
                    );
                }
            }
        }
        played.push(round.clone());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn swiss_rules_hold_over_random_results(n in 4usize..=64, seed in any::<u64>()) {
        check(n, seed, None)?;
    }

    #[test]
    fn swiss_rules_hold_with_a_withdrawal(
        n in 5usize..=40,
        seed in any::<u64>(),
        at in 1usize..4,
        who in any::<usize>(),
    ) {
        check(n, seed, Some((at, who)))?;
    }
}

#[test]
fn a_withdrawal_in_round_three_of_seven_keeps_the_colour_rules() {
    // Found by the property above: strict colours must win over the look-ahead, which only
    // steers (before the fix the round was paired with relaxed colours and the look-ahead).
    check(7, 2572069713875855526, Some((2, 588100764003690377))).unwrap();
}

#[test]
fn sixty_four_players_seven_rounds_pair_in_order() {
    // Seed 7: the exact first two rounds (seeds 1-based), the rest checked by the properties.
    let sim = simulate(64, 7, None);
    assert_eq!(sim.len(), 7);
    let text = |r: &Round| {
        r.boards
            .iter()
            .take(4)
            .map(|b| format!("{}-{}", b.white + 1, b.black + 1))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(text(&sim[0].0), "1-33 34-2 3-35 36-4");
}
