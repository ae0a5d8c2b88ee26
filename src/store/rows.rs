//! Row types: plain values as stored. Times are Unix seconds (UTC) unless said otherwise;
//! Discord ids are decimal text.

/// Seconds in a day.
pub const DAY: i64 = 86_400;

/// One row of `games`. Status, result and end reason are stored codes; [`crate::game`] parses
/// them into its typed record.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    /// Primary key (0 before insertion).
    pub id: i64,
    /// Discord guild id, `None` for direct messages and local games.
    pub guild_id: Option<String>,
    /// The game's channel (or thread) id; `local:NAME` for local games.
    pub channel_id: String,
    /// The channel a game thread was opened from.
    pub parent_channel_id: Option<String>,
    /// Variant id (`tamerlane`, …).
    pub variant: String,
    /// Non-default rule options, `key=value` words.
    pub options: String,
    /// White's id (empty while an open challenge waits for this side).
    pub white_id: String,
    /// White's display name.
    pub white_name: String,
    /// Black's id.
    pub black_id: String,
    /// Black's display name.
    pub black_name: String,
    /// Who issued the challenge.
    pub challenger_id: String,
    /// `challenge`, `active` or `finished`.
    pub status: String,
    /// TFEN of the start position.
    pub start_tfen: String,
    /// Repetition key of the start position (`None` for games stored before it existed).
    pub start_rep_key: Option<String>,
    /// TFEN of the current position.
    pub tfen: String,
    /// Plies played; with `status` the version checked by every guarded update.
    pub ply: i64,
    /// `1-0`, `0-1`, `1/2-1/2`, or `None` (unfinished, or ended without a result).
    pub result: Option<String>,
    /// End reason code (`checkmate`, `resignation`, …).
    pub end_reason: Option<String>,
    /// The old sentence of a reason the migration could not map.
    pub end_note: Option<String>,
    /// Who ended the game by an action, when it matters (resigned, aborted, declined, …).
    pub ended_by: Option<String>,
    /// Days per move, `None` for no limit.
    pub days_per_move: Option<i64>,
    /// When the player to move loses on time.
    pub deadline: Option<i64>,
    /// When the player to move is reminded; `None` once sent.
    pub remind_at: Option<i64>,
    /// When an unaccepted challenge expires.
    pub expires_at: Option<i64>,
    /// Id of the player with a standing draw offer.
    pub draw_offer_by: Option<String>,
    /// Id of the player with a standing takeback request.
    pub takeback_by: Option<String>,
    /// Created.
    pub created_at: i64,
    /// Last changed.
    pub updated_at: i64,
    /// Ended (for a timeout: the deadline).
    pub finished_at: Option<i64>,
    /// Rated (1) or casual (0), chosen at challenge time (issue 12). Stored as an integer on both
    /// backends: sqlx's `Any` driver reads SQLite's INTEGER columns as integers, never as bool.
    pub rated: i64,
    /// Whether the game-over announcement attaches the game GIF: 1 (the default) or 0.
    pub gif: i64,
}

pub(crate) const GAME_COLUMNS: &str = "id, guild_id, channel_id, parent_channel_id, variant, options, white_id, white_name, black_id, black_name, challenger_id, status, start_tfen, start_rep_key, tfen, ply, result, end_reason, end_note, ended_by, days_per_move, deadline, remind_at, expires_at, draw_offer_by, takeback_by, created_at, updated_at, finished_at, rated, gif";

/// One row of `moves`: a move in exact form.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct MoveRow {
    /// The game.
    pub game_id: i64,
    /// 1 for the first move.
    pub ply: i64,
    /// Canonical move text (docs/rules.md §6.2), without check marks.
    pub text: String,
    /// The text with its check mark (`+`, `#`); `None` for rows older than the core migration.
    pub san: Option<String>,
    /// TFEN after the move.
    pub tfen_after: String,
    /// Repetition key of the position after the move (`None`: older row).
    pub rep_key: Option<String>,
    /// Timurid Princes marked as having succeeded after the move, square names separated by
    /// spaces (`None`: older row).
    pub succeeded: Option<String>,
    /// Who played it.
    pub player_id: String,
    /// When.
    pub played_at: i64,
}

pub(crate) const MOVE_COLUMNS: &str =
    "game_id, ply, text, san, tfen_after, rep_key, succeeded, player_id, played_at";

/// Which game to read.
#[derive(Clone, Copy, Debug)]
pub enum GameKey<'a> {
    /// By primary key.
    Id(i64),
    /// The open (challenge or active) game of a channel.
    OpenIn(&'a str),
    /// The most recent game of a channel, whatever its status.
    LastIn(&'a str),
}

/// Which kind of scheduled event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EventKind {
    /// An unaccepted challenge expires.
    ChallengeExpiry,
    /// The player to move is reminded.
    Reminder,
    /// The player to move loses on time.
    Timeout,
}

/// An event that is due: what, for which game, when, at which ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueEvent {
    /// When it fell due, Unix seconds.
    pub at: i64,
    /// What.
    pub kind: EventKind,
    /// The game.
    pub game_id: i64,
    /// The game's ply when the event was read (the version it acts on).
    pub ply: i64,
}

/// A player's vacation (a `vacations` row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Vacation {
    /// Unix seconds.
    pub started_at: i64,
    /// Unix seconds; clocks run again from then.
    pub until: i64,
    /// Days charged.
    pub days: i64,
    /// The calendar year charged.
    pub year: i64,
}
