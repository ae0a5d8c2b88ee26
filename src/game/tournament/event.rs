//! An event as read: its row, players and pairings, and what follows from them (format,
//! status, seeds, rounds, standings).

use super::TStatus;
use crate::rules::VariantId;
use crate::store::{EntrantRow, PairingRow, TournamentRow};
use crate::tournament::{standings, Board, Format, Outcome, Round, Standing};

/// An event with its players and pairings, as read.
#[derive(Clone, Debug)]
pub struct Event {
    /// The row.
    pub row: TournamentRow,
    /// Players in sign-up order.
    pub entrants: Vec<EntrantRow>,
    /// Pairings by round and board.
    pub pairings: Vec<PairingRow>,
}

impl Event {
    /// Its format.
    pub fn format(&self) -> Format {
        Format::from_code(&self.row.format).unwrap_or(Format::Swiss)
    }

    /// Its status.
    pub fn status(&self) -> TStatus {
        TStatus::of(&self.row.status)
    }

    /// Its variant.
    pub fn variant(&self) -> VariantId {
        self.row.variant.parse().unwrap_or(VariantId::Tamerlane)
    }

    /// Players by seed (after the start; in sign-up order before).
    pub fn seeded(&self) -> Vec<&EntrantRow> {
        let mut v: Vec<&EntrantRow> = self.entrants.iter().collect();
        v.sort_by_key(|e| (e.seed.unwrap_or(i64::MAX), e.joined_at));
        v
    }

    fn seed_of(&self, user: &str) -> Option<usize> {
        self.seeded().iter().position(|e| e.user_id == user)
    }

    /// The name of `user` as signed up.
    pub fn name_of<'a>(&'a self, user: &'a str) -> &'a str {
        self.entrants
            .iter()
            .find(|e| e.user_id == user)
            .map_or(user, |e| e.name.as_str())
    }

    /// The played rounds as the pure module sees them (seeds for players).
    pub fn rounds(&self) -> Vec<Round> {
        let mut out: Vec<Round> = Vec::new();
        for p in &self.pairings {
            let r = usize::try_from(p.round).unwrap_or(0);
            if r == 0 {
                continue;
            }
            while out.len() < r {
                out.push(Round::default());
            }
            let Some(white) = self.seed_of(&p.white_id) else {
                continue;
            };
            match p.black_id.as_deref().and_then(|b| self.seed_of(b)) {
                None => out[r - 1].bye = Some(white),
                Some(black) => out[r - 1].boards.push(Board {
                    white,
                    black,
                    result: p.result.as_deref().and_then(Outcome::from_code),
                    forfeit: p.forfeit == 1,
                }),
            }
        }
        out
    }

    /// Withdrawn flags by seed.
    pub fn withdrawn(&self) -> Vec<bool> {
        self.seeded()
            .iter()
            .map(|e| e.withdrawn_at.is_some())
            .collect()
    }

    /// The standings now.
    pub fn standings(&self) -> Vec<Standing> {
        standings(self.entrants.len(), &self.rounds(), self.format())
    }

    /// The number of rounds (fixed at the start).
    pub fn total_rounds(&self) -> usize {
        self.row
            .rounds
            .and_then(|r| usize::try_from(r).ok())
            .unwrap_or_else(|| self.format().rounds(self.entrants.len(), None))
    }
}
