//! The typed game record: what the `games` row means. The database holds codes; this module
//! parses them (a row that does not parse is reported as corrupt for that game alone) and
//! writes them back.

use super::GameError;
use crate::rules::{Color, DrawReason, Outcome, RuleOptions, VariantId, WinReason};
use crate::store::GameRow;

/// A game's lifecycle state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Posted, waiting for the opponent.
    Challenge,
    /// Being played.
    Active,
    /// Over (won, drawn, or ended without a result: see [`End`]).
    Finished,
}

impl Status {
    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<Status> {
        Some(match s {
            "challenge" => Status::Challenge,
            "active" => Status::Active,
            "finished" => Status::Finished,
            _ => return None,
        })
    }
}

/// A game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won (`1-0`).
    WhiteWins,
    /// Black won (`0-1`).
    BlackWins,
    /// Drawn (`1/2-1/2`).
    Draw,
}

impl GameResult {
    /// The stored (and PGN) code: `1-0`, `0-1`, `1/2-1/2`.
    pub const fn code(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<GameResult> {
        Some(match s {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" => GameResult::Draw,
            _ => return None,
        })
    }

    /// The win for `color`.
    pub const fn win(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The winner, `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Checkmate (docs/rules.md §4.6).
    Checkmate,
    /// No legal move without check: a loss in Tamerlane, a draw in the Timurid games.
    Stalemate,
    /// Only royals left (`bare-king=loses`): a loss, or a draw when both sides are bare.
    BareKing,
    /// A Shah entered the opponent's citadel (§4.5): a draw.
    Citadel,
    /// A citadel draw claimed (`citadel=claim` / `second-entry`).
    CitadelClaim,
    /// Third occurrence of a position.
    Repetition,
    /// `move-rule=N`.
    MoveRule,
    /// A player resigned.
    Resignation,
    /// The player to move passed the deadline.
    Time,
    /// The player withdrew from the tournament this game belongs to (or a server manager
    /// withdrew them): the opponent wins by forfeit, rated as a timeout is.
    Forfeit,
    /// A draw offer was accepted.
    Agreement,
    /// Ended before both sides had moved, without result.
    Abort,
    /// The challenged player declined.
    Declined,
    /// The challenger withdrew the challenge.
    Withdrawn,
    /// Nobody accepted the challenge in time.
    Expired,
    /// A reason stored as a sentence the migration could not map (kept in the note).
    Other,
}

impl EndReason {
    /// Every reason, in declaration order.
    pub const ALL: [EndReason; 16] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::BareKing,
        EndReason::Citadel,
        EndReason::CitadelClaim,
        EndReason::Repetition,
        EndReason::MoveRule,
        EndReason::Resignation,
        EndReason::Time,
        EndReason::Forfeit,
        EndReason::Agreement,
        EndReason::Abort,
        EndReason::Declined,
        EndReason::Withdrawn,
        EndReason::Expired,
        EndReason::Other,
    ];

    /// The stored code.
    pub const fn code(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::BareKing => "bare_king",
            EndReason::Citadel => "citadel",
            EndReason::CitadelClaim => "citadel_claim",
            EndReason::Repetition => "repetition",
            EndReason::MoveRule => "move_rule",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Forfeit => "forfeit",
            EndReason::Agreement => "agreement",
            EndReason::Abort => "abort",
            EndReason::Declined => "declined",
            EndReason::Withdrawn => "withdrawn",
            EndReason::Expired => "expired",
            EndReason::Other => "other",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.code() == s)
    }

    /// The reason and result of a rules outcome.
    pub fn of_outcome(o: &Outcome) -> (EndReason, GameResult) {
        match *o {
            Outcome::Win { winner, reason } => (
                match reason {
                    WinReason::Checkmate => EndReason::Checkmate,
                    WinReason::Stalemate => EndReason::Stalemate,
                    WinReason::BareKing => EndReason::BareKing,
                },
                GameResult::win(winner),
            ),
            Outcome::Draw(d) => (
                match d {
                    DrawReason::Citadel => EndReason::Citadel,
                    DrawReason::Stalemate => EndReason::Stalemate,
                    DrawReason::BareKings => EndReason::BareKing,
                    DrawReason::Repetition => EndReason::Repetition,
                    DrawReason::MoveRule => EndReason::MoveRule,
                },
                GameResult::Draw,
            ),
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct End {
    /// The result; `None` for games that ended without one (abort, declined, withdrawn, expired).
    pub result: Option<GameResult>,
    /// Why.
    pub reason: EndReason,
    /// Who ended it by an action (resigned, aborted, claimed, declined, withdrew).
    pub by: Option<String>,
    /// The old sentence of an [`EndReason::Other`].
    pub note: Option<String>,
    /// When, Unix seconds (for a timeout: the deadline).
    pub at: i64,
}

impl End {
    /// An end at `at` (Unix seconds) for `reason` with `result`, caused by no one's action
    /// (a move, the clock, an expiry).
    pub fn new(reason: EndReason, result: Option<GameResult>, at: i64) -> End {
        End {
            result,
            reason,
            by: None,
            note: None,
            at,
        }
    }

    /// The same end, caused by `user`'s action (resigned, aborted, claimed, agreed, declined,
    /// withdrew).
    pub fn by(mut self, user: &str) -> End {
        self.by = Some(user.to_string());
        self
    }
}

/// One side of the board: a player's id and display name. The id is empty while an open
/// challenge waits for someone to take this side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// Discord user id, local name, or the bot's own id for a computer player.
    pub id: String,
    /// Display name at challenge (or accept) time.
    pub name: String,
}

/// The correspondence clock. Times are Unix seconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Days per move; `None` for no limit.
    pub days_per_move: Option<i64>,
    /// When the player to move loses on time.
    pub deadline: Option<i64>,
    /// When the player to move is reminded; `None` once sent.
    pub remind_at: Option<i64>,
    /// When an unaccepted challenge expires.
    pub expires_at: Option<i64>,
}

/// Standing offers: the id of the player who made each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offers {
    /// A draw offer.
    pub draw_by: Option<String>,
    /// A takeback request.
    pub takeback_by: Option<String>,
}

/// A game as stored, typed.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Primary key.
    pub id: i64,
    /// Discord guild, if any.
    pub guild_id: Option<String>,
    /// The game's channel or thread (`local:NAME` locally).
    pub channel_id: String,
    /// The channel a game thread was opened from.
    pub parent_channel_id: Option<String>,
    /// The variant.
    pub variant: VariantId,
    /// The rule options.
    pub options: RuleOptions,
    /// White.
    pub white: Side,
    /// Black.
    pub black: Side,
    /// Who challenged.
    pub challenger_id: String,
    /// Lifecycle state.
    pub status: Status,
    /// TFEN of the start position.
    pub start_tfen: String,
    /// Repetition key of the start position (`None`: stored before the core migration).
    pub start_rep_key: Option<String>,
    /// TFEN of the current position.
    pub tfen: String,
    /// Plies played.
    pub ply: i64,
    /// How it ended, once finished.
    pub end: Option<End>,
    /// The clock.
    pub clock: Clock,
    /// Standing offers.
    pub offers: Offers,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds.
    pub updated_at: i64,
    /// Rated (true) or casual (issue 12); see [`super::rated_result`] for which games count.
    pub rated: bool,
    /// Whether the game-over announcement attaches the whole game as a GIF (on by default).
    pub gif: bool,
}

impl GameRecord {
    /// Parses a stored row.
    ///
    /// # Errors
    /// [`GameError::Corrupt`] naming the first field that does not parse.
    pub fn from_row(row: GameRow) -> Result<GameRecord, GameError> {
        let corrupt = |what: String| GameError::Corrupt {
            game_id: row.id,
            what,
        };
        let variant: VariantId = row
            .variant
            .parse()
            .map_err(|_| corrupt(format!("unknown variant '{}'", row.variant)))?; // operator: corrupt-record detail (timur check, logs)
        let options = variant
            .parse_options(&row.options)
            .map_err(|e| corrupt(format!("bad options: {e}")))?; // operator: corrupt-record detail (timur check, logs)
        let status = Status::from_code(&row.status)
            .ok_or_else(|| corrupt(format!("unknown status '{}'", row.status)))?; // operator: corrupt-record detail (timur check, logs)
        let result = match &row.result {
            None => None,
            Some(r) => Some(
                GameResult::from_code(r).ok_or_else(|| corrupt(format!("unknown result '{r}'")))?, // operator: corrupt-record detail (timur check, logs)
            ),
        };
        let end = match (status, &row.end_reason) {
            (Status::Finished, Some(code)) => Some(End {
                result,
                reason: EndReason::from_code(code)
                    .ok_or_else(|| corrupt(format!("unknown end reason '{code}'")))?, // operator: corrupt-record detail (timur check, logs)
                by: row.ended_by.clone(),
                note: row.end_note.clone(),
                at: row.finished_at.unwrap_or(row.updated_at),
            }),
            (Status::Finished, None) => {
                let what = "a finished game without an end reason"; // operator: corrupt-record detail
                return Err(corrupt(what.into()));
            }
            (_, _) => None,
        };
        Ok(GameRecord {
            id: row.id,
            guild_id: row.guild_id,
            channel_id: row.channel_id,
            parent_channel_id: row.parent_channel_id,
            variant,
            options,
            white: Side {
                id: row.white_id,
                name: row.white_name,
            },
            black: Side {
                id: row.black_id,
                name: row.black_name,
            },
            challenger_id: row.challenger_id,
            status,
            start_tfen: row.start_tfen,
            start_rep_key: row.start_rep_key,
            tfen: row.tfen,
            ply: row.ply,
            end,
            clock: Clock {
                days_per_move: row.days_per_move,
                deadline: row.deadline,
                remind_at: row.remind_at,
                expires_at: row.expires_at,
            },
            offers: Offers {
                draw_by: row.draw_offer_by,
                takeback_by: row.takeback_by,
            },
            created_at: row.created_at,
            updated_at: row.updated_at,
            rated: row.rated != 0,
            gif: row.gif != 0,
        })
    }

    /// The row to store.
    pub fn to_row(&self) -> GameRow {
        let end = self.end.as_ref();
        GameRow {
            id: self.id,
            guild_id: self.guild_id.clone(),
            channel_id: self.channel_id.clone(),
            parent_channel_id: self.parent_channel_id.clone(),
            variant: self.variant.id().to_string(),
            options: self.variant.options_text(&self.options),
            white_id: self.white.id.clone(),
            white_name: self.white.name.clone(),
            black_id: self.black.id.clone(),
            black_name: self.black.name.clone(),
            challenger_id: self.challenger_id.clone(),
            status: self.status.code().to_string(),
            start_tfen: self.start_tfen.clone(),
            start_rep_key: self.start_rep_key.clone(),
            tfen: self.tfen.clone(),
            ply: self.ply,
            result: end.and_then(|e| e.result).map(|r| r.code().to_string()),
            end_reason: end.map(|e| e.reason.code().to_string()),
            end_note: end.and_then(|e| e.note.clone()),
            ended_by: end.and_then(|e| e.by.clone()),
            days_per_move: self.clock.days_per_move,
            deadline: self.clock.deadline,
            remind_at: self.clock.remind_at,
            expires_at: self.clock.expires_at,
            draw_offer_by: self.offers.draw_by.clone(),
            takeback_by: self.offers.takeback_by.clone(),
            created_at: self.created_at,
            updated_at: self.updated_at,
            finished_at: end.map(|e| e.at),
            rated: i64::from(self.rated),
            gif: i64::from(self.gif),
        }
    }

    /// The side of `color`.
    pub fn side(&self, color: Color) -> &Side {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The colour `user_id` plays (White if they play both sides), `None` for others.
    pub fn color_of(&self, user_id: &str) -> Option<Color> {
        if user_id.is_empty() {
            None
        } else if self.white.id == user_id {
            Some(Color::White)
        } else if self.black.id == user_id {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// True when one player plays both sides (local play at one keyboard).
    pub fn plays_both(&self) -> bool {
        self.white.id == self.black.id
    }

    /// True for a challenge that anyone but the challenger may accept.
    pub fn is_open_challenge(&self) -> bool {
        self.white.id.is_empty() || self.black.id.is_empty()
    }

    /// The side to move (from the stored TFEN's side field).
    pub fn turn(&self) -> Color {
        if self.tfen.split_whitespace().nth(1) == Some("b") {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The full-move number of the current position (from 1), as its TFEN counts it: a game
    /// set up with Black to move is at move 2 after Black's first ply, which `ply / 2 + 1` gets
    /// wrong (docs/rules.md, TFEN). 1 when the stored TFEN has no counters.
    pub fn move_number(&self) -> u32 {
        crate::rules::TfenHeader::read(&self.tfen).map_or(1, |h| h.fullmoves)
    }

    /// The player to move.
    pub fn to_move(&self) -> &Side {
        self.side(self.turn())
    }

    /// The id of the player who is not `user_id` (the addressee of their offer).
    pub fn opponent_of(&self, user_id: &str) -> Option<&Side> {
        self.color_of(user_id).map(|c| self.side(!c))
    }

    /// The player who was challenged (the side that is not the challenger's); an empty id for
    /// an open challenge.
    pub fn challenged(&self) -> &Side {
        if self.white.id == self.challenger_id {
            &self.black
        } else {
            &self.white
        }
    }

    /// The display name of `user_id` in this game, or the id itself.
    pub fn name_of(&self, user_id: &str) -> String {
        self.color_of(user_id)
            .map_or_else(|| user_id.to_string(), |c| self.side(c).name.clone())
    }
}
