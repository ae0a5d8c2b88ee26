//! `timur tournament pairings`: a simulated Swiss (or round-robin) with random results, so the
//! pairing system can be inspected without Discord.

use crate::tournament::standings::{halves_text, quarters_text};
use crate::tournament::{roundrobin, score_text, standings, swiss, Format, Round, SplitMix};

/// `timur tournament …`.
#[derive(clap::Args, Debug)]
pub struct TournamentArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: TournamentCommand,
}

/// The `tournament` subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum TournamentCommand {
    /// Print the pairings of a simulated event with random results (the better seed wins
    /// 45 %, draws 25 %), round by round, and the final standings.
    Pairings(PairingsArgs),
}

/// `timur tournament pairings`.
#[derive(clap::Args, Debug)]
pub struct PairingsArgs {
    /// Players (Swiss 4–64, round-robin 3–16).
    #[arg(long)]
    pub players: usize,
    /// Rounds of a Swiss (default ⌈log₂ players⌉ + 1; a round-robin's are fixed).
    #[arg(long)]
    pub rounds: Option<usize>,
    /// Seed of the random results.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// `swiss`, `round-robin` or `double-round-robin`.
    #[arg(long, default_value = "swiss")]
    pub format: String,
}

/// The whole simulation as text: one block per round (`Round 1`, then `  1. 1 - 5  1-0` per
/// board and `  bye 9`), then the standings with their tie-breaks.
///
/// # Errors
/// A message for an unknown format or a player count outside the format's limits.
pub fn simulate(args: &PairingsArgs) -> Result<String, String> {
    let format = Format::from_code(&args.format).ok_or_else(|| {
        format!(
            "unknown format '{}': swiss, round-robin or double-round-robin",
            args.format
        )
    })?;
    let n = args.players;
    if n < format.min_players() || n > format.max_players() {
        return Err(format!(
            "a {} takes {} to {} players, not {n}",
            format.code(),
            format.min_players(),
            format.max_players()
        ));
    }
    let rounds_n = format.rounds(n, args.rounds);
    let table = match format {
        Format::RoundRobin => roundrobin::berger(n),
        Format::DoubleRoundRobin => roundrobin::double_berger(n),
        Format::Swiss => Vec::new(),
    };
    let mut rng = SplitMix::new(args.seed);
    let mut played: Vec<Round> = Vec::new();
    let mut out = format!(
        "{} of {n} players, {rounds_n} rounds, seed {}\n",
        format.code(),
        args.seed
    );
    for r in 0..rounds_n {
        let mut round = if format == Format::Swiss {
            match swiss::pair_swiss_within(n, &played, &vec![false; n], rounds_n) {
                Some(p) => {
                    if p.relaxed_colours {
                        out.push_str("(colour rules relaxed: no pairing kept them)\n");
                    }
                    p.round
                }
                None => {
                    out.push_str(&format!(
                        "Round {}: no pairing without a repeat; the event ends.\n",
                        r + 1
                    ));
                    break;
                }
            }
        } else {
            table.get(r).cloned().unwrap_or_default()
        };
        out.push_str(&format!("Round {}\n", r + 1));
        for (i, b) in round.boards.iter_mut().enumerate() {
            let result = rng.outcome(b);
            b.result = Some(result);
            out.push_str(&format!(
                "  {:>2}. {:>2} - {:<2}  {}\n",
                i + 1,
                b.white + 1,
                b.black + 1,
                result.code()
            ));
        }
        if let Some(p) = round.bye {
            out.push_str(&format!("      bye {}\n", p + 1));
        }
        played.push(round);
    }
    out.push_str("Standings\n");
    for s in standings(n, &played, format) {
        let tb = if format.is_round_robin() {
            format!("SB {}", quarters_text(s.sonneborn_berger))
        } else {
            format!(
                "BH-1 {}  BH {}",
                halves_text(s.buchholz_cut1),
                halves_text(s.buchholz)
            )
        };
        out.push_str(&format!(
            "  {:>2}. {:>2}  {:>4}  {tb}  DE {}  W {}\n",
            s.rank,
            s.player + 1,
            score_text(s.half_points),
            halves_text(s.direct),
            s.wins
        ));
    }
    Ok(out)
}

/// Runs `timur tournament …`.
///
/// # Errors
/// As [`simulate`].
pub fn run(args: &TournamentArgs) -> Result<(), String> {
    match &args.command {
        TournamentCommand::Pairings(p) => {
            let text = simulate(p)?;
            super::write_out(text.as_bytes());
            Ok(())
        }
    }
}
