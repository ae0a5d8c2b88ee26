//! Tournaments (migration 0016): events, their players, the pairings of each round, the
//! tournament outbox (`tournament_posts`) and per-server settings. Rows of codes and numbers;
//! the game layer ([`crate::game::tournament`]) decides.

use super::prefs::{set_guild_column, GuildColumn};
use super::queue::{delivery_columns, Delivery, Queue};
use super::run::Select;
use super::{Store, StoreError, WriteTx};
use sqlx::AssertSqlSafe;

/// One `tournaments` row.
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct TournamentRow {
    /// Primary key (0 before insertion).
    pub id: i64,
    /// The server.
    pub guild_id: String,
    /// Where the announcement is posted (games get threads under it).
    pub channel_id: String,
    /// The event's name, unique among the server's open events.
    pub name: String,
    /// Variant id.
    pub variant: String,
    /// Rule options text.
    pub options: String,
    /// `round-robin`, `double-round-robin` or `swiss`.
    pub format: String,
    /// Rounds (Swiss: asked, `None` for the default; fixed at the start).
    pub rounds: Option<i64>,
    /// Days per move of every game, `None` for no limit.
    pub days_per_move: Option<i64>,
    /// 1 if its games are rated.
    pub rated: i64,
    /// Sign-up limit.
    pub max_players: i64,
    /// Automatic start, Unix seconds.
    pub starts_at: Option<i64>,
    /// Who created it.
    pub creator_id: String,
    /// `signup`, `closed`, `running`, `finished`, `cancelled`.
    pub status: String,
    /// The round being played (0 before the start).
    pub round: i64,
    /// The announcement message (and its thread), once posted.
    pub message_id: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds.
    pub updated_at: i64,
    /// Unix seconds, once finished or cancelled.
    pub finished_at: Option<i64>,
}

/// One `tournament_players` row.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct EntrantRow {
    /// The event.
    pub tournament_id: i64,
    /// The player.
    pub user_id: String,
    /// Their display name at sign-up.
    pub name: String,
    /// Unix seconds.
    pub joined_at: i64,
    /// 0-based seed, set at the start.
    pub seed: Option<i64>,
    /// When they withdrew, if they did.
    pub withdrawn_at: Option<i64>,
}

/// One `tournament_pairings` row: a board, or a bye (board 0, no Black).
#[derive(Clone, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct PairingRow {
    /// Primary key (0 before insertion).
    pub id: i64,
    /// The event.
    pub tournament_id: i64,
    /// 1-based round.
    pub round: i64,
    /// 1-based board; 0 for the bye.
    pub board: i64,
    /// White (the bye's player).
    pub white_id: String,
    /// Black, `None` for a bye.
    pub black_id: Option<String>,
    /// `1-0`, `0-1`, `1/2-1/2` once decided.
    pub result: Option<String>,
    /// 1 if decided without a game.
    pub forfeit: i64,
    /// The game, once created.
    pub game_id: Option<i64>,
}

/// One `tournament_posts` row: something the tournament worker must do once.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PostRow {
    /// Primary key; order of work within an event.
    pub id: i64,
    /// The event.
    pub tournament_id: i64,
    /// What to do, a code (see `crate::game::tournament::PostKind`).
    pub kind: String,
    /// The round it is about.
    pub round: i64,
    /// The pairing it is about (game creation).
    pub pairing_id: Option<i64>,
    /// Game-clock time, Unix seconds.
    pub created_at: i64,
    /// Its nonce, attempts, retry time, when it was done and the last failure.
    #[sqlx(flatten)]
    pub delivery: Delivery,
}

const T_COLUMNS: &str = "id, guild_id, channel_id, name, variant, options, format, rounds, days_per_move, rated, max_players, starts_at, creator_id, status, round, message_id, created_at, updated_at, finished_at";
const E_COLUMNS: &str = "tournament_id, user_id, name, joined_at, seed, withdrawn_at";
const P_COLUMNS: &str =
    "id, tournament_id, round, board, white_id, black_id, result, forfeit, game_id";
/// The tournament outbox as a work queue: in order within each event.
const POSTS: Queue = Queue {
    table: "tournament_posts",
    group: "tournament_id",
    columns: POST_COLUMNS,
};

const POST_COLUMNS: &str = concat!(
    "id, tournament_id, kind, round, pairing_id, created_at, ",
    delivery_columns!()
);

fn nonce(tournament_id: i64, kind: &str) -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(super::now_ms());
    h.write_i64(tournament_id);
    h.write(kind.as_bytes());
    format!("u{:016x}", h.finish())
}

/// Events: `filter` is what follows `WHERE` (with its order, limit and lock).
fn select_tournaments<'q>(filter: &str) -> Select<'q, TournamentRow> {
    let sql = format!("SELECT {T_COLUMNS} FROM tournaments WHERE {filter}");
    sqlx::query_as(AssertSqlSafe(sql))
}

/// Event `id`, with `lock` (`""` or `" FOR UPDATE"`) appended.
fn select_tournament<'q>(id: i64, lock: &str) -> Select<'q, TournamentRow> {
    select_tournaments(&format!("id = $1{lock}")).bind(id)
}

/// The players of event `id`, in sign-up order.
fn select_entrants<'q>(id: i64) -> Select<'q, EntrantRow> {
    let sql = format!(
        "SELECT {E_COLUMNS} FROM tournament_players WHERE tournament_id = $1 ORDER BY joined_at, user_id"
    );
    sqlx::query_as(AssertSqlSafe(sql)).bind(id)
}

/// The pairings whose `column` is `value` (`tournament_id`: every pairing of an event, by round
/// and board; `id`; `game_id`).
fn select_pairings<'q>(column: &str, value: i64) -> Select<'q, PairingRow> {
    let sql = format!(
        "SELECT {P_COLUMNS} FROM tournament_pairings WHERE {column} = $1 ORDER BY round, board"
    );
    sqlx::query_as(AssertSqlSafe(sql)).bind(value)
}

impl WriteTx {
    /// Inserts an event; `None` if the server has an open event of that name.
    ///
    /// # Errors
    /// Database failures.
    pub async fn insert_tournament(
        &mut self,
        t: &TournamentRow,
    ) -> Result<Option<i64>, StoreError> {
        let q = sqlx::query_as(
            "INSERT INTO tournaments (guild_id, channel_id, name, variant, options, format, rounds, days_per_move, rated, max_players, starts_at, creator_id, status, round, message_id, created_at, updated_at, finished_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id",
        )
        .bind(&t.guild_id)
        .bind(&t.channel_id)
        .bind(&t.name)
        .bind(&t.variant)
        .bind(&t.options)
        .bind(&t.format)
        .bind(t.rounds)
        .bind(t.days_per_move)
        .bind(t.rated)
        .bind(t.max_players)
        .bind(t.starts_at)
        .bind(&t.creator_id)
        .bind(&t.status)
        .bind(t.round)
        .bind(&t.message_id)
        .bind(t.created_at)
        .bind(t.updated_at)
        .bind(t.finished_at);
        Ok(self.one_unique(q).await?.map(|(id,)| id))
    }

    /// Event `id`, locked for this transaction (PostgreSQL `FOR UPDATE`): every change to an
    /// event, and every game result in it, takes this lock first, so a round closes once.
    ///
    /// # Errors
    /// Database failures.
    pub async fn tournament(&mut self, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        let q = select_tournament(id, self.lock());
        self.optional(q).await
    }

    /// The guarded update of an event: writes `t`'s status, round, rounds and finish time if
    /// it still has status `status` and round `round`.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if it changed; database failures.
    pub async fn update_tournament(
        &mut self,
        status: &str,
        round: i64,
        t: &TournamentRow,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "UPDATE tournaments SET status = $1, round = $2, rounds = $3, updated_at = $4, finished_at = $5 \
             WHERE id = $6 AND status = $7 AND round = $8",
        )
        .bind(&t.status)
        .bind(t.round)
        .bind(t.rounds)
        .bind(t.updated_at)
        .bind(t.finished_at)
        .bind(t.id)
        .bind(status)
        .bind(round);
        match self.run(q).await? {
            1 => Ok(()),
            _ => Err(StoreError::Conflict),
        }
    }

    /// The players of event `id`, in sign-up order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn entrants(&mut self, id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        self.all(select_entrants(id)).await
    }

    /// Signs `user` up; `false` if they are in already.
    ///
    /// # Errors
    /// Database failures.
    pub async fn add_entrant(
        &mut self,
        id: i64,
        user: &str,
        name: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (tournament_id, user_id) DO NOTHING",
        )
        .bind(id)
        .bind(user)
        .bind(name)
        .bind(now);
        Ok(self.run(q).await? == 1)
    }

    /// Takes `user` off the list; `false` if they were not on it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn remove_entrant(&mut self, id: i64, user: &str) -> Result<bool, StoreError> {
        let q =
            sqlx::query("DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2")
                .bind(id)
                .bind(user);
        Ok(self.run(q).await? == 1)
    }

    /// Sets a player's seed (0-based).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_seed(&mut self, id: i64, user: &str, seed: i64) -> Result<(), StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_players SET seed = $1 WHERE tournament_id = $2 AND user_id = $3",
        )
        .bind(seed)
        .bind(id)
        .bind(user);
        self.run(q).await.map(|_| ())
    }

    /// Marks `user` withdrawn at `now`; `false` if they were not in or withdrawn already.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_withdrawn(
        &mut self,
        id: i64,
        user: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_players SET withdrawn_at = $1 WHERE tournament_id = $2 AND user_id = $3 AND withdrawn_at IS NULL",
        )
        .bind(now)
        .bind(id)
        .bind(user);
        Ok(self.run(q).await? == 1)
    }

    /// Every pairing of event `id`, by round and board.
    ///
    /// # Errors
    /// Database failures.
    pub async fn pairings(&mut self, id: i64) -> Result<Vec<PairingRow>, StoreError> {
        self.all(select_pairings("tournament_id", id)).await
    }

    /// Pairing `id`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn pairing(&mut self, id: i64) -> Result<Option<PairingRow>, StoreError> {
        self.optional(select_pairings("id", id)).await
    }

    /// The pairing whose game is `game_id`, if the game belongs to an event.
    ///
    /// # Errors
    /// Database failures.
    pub async fn pairing_of_game(
        &mut self,
        game_id: i64,
    ) -> Result<Option<PairingRow>, StoreError> {
        self.optional(select_pairings("game_id", game_id)).await
    }

    /// Inserts a pairing; returns its id.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] if that board of that round exists already (paired twice);
    /// database failures.
    pub async fn insert_pairing(&mut self, p: &PairingRow) -> Result<i64, StoreError> {
        let q = sqlx::query_as(
            "INSERT INTO tournament_pairings (tournament_id, round, board, white_id, black_id, result, forfeit, game_id) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        )
        .bind(p.tournament_id)
        .bind(p.round)
        .bind(p.board)
        .bind(&p.white_id)
        .bind(&p.black_id)
        .bind(&p.result)
        .bind(p.forfeit)
        .bind(p.game_id);
        let (id,) = self.one_unique(q).await?.ok_or(StoreError::Conflict)?;
        Ok(id)
    }

    /// Records pairing `id`'s result (once: only while it has none); `false` if it had one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_pairing_result(
        &mut self,
        id: i64,
        result: &str,
        forfeit: bool,
    ) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_pairings SET result = $1, forfeit = $2 WHERE id = $3 AND result IS NULL",
        )
        .bind(result)
        .bind(i64::from(forfeit))
        .bind(id);
        Ok(self.run(q).await? == 1)
    }

    /// Links pairing `id` to its game (once: only while it has none); `false` if it had one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn link_game(&mut self, id: i64, game_id: i64) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_pairings SET game_id = $1 WHERE id = $2 AND game_id IS NULL AND result IS NULL",
        )
        .bind(game_id)
        .bind(id);
        Ok(self.run(q).await? == 1)
    }

    /// Stores work for the tournament worker (done after this transaction commits); returns
    /// its id.
    ///
    /// # Errors
    /// Database failures.
    pub async fn post(
        &mut self,
        tournament_id: i64,
        kind: &str,
        round: i64,
        pairing_id: Option<i64>,
        now: i64,
    ) -> Result<i64, StoreError> {
        let q = sqlx::query_as(
            "INSERT INTO tournament_posts (tournament_id, kind, round, pairing_id, nonce, created_at, attempts, next_attempt_at) \
             VALUES ($1, $2, $3, $4, $5, $6, 0, $7) RETURNING id",
        )
        .bind(tournament_id)
        .bind(kind)
        .bind(round)
        .bind(pairing_id)
        .bind(nonce(tournament_id, kind))
        .bind(now)
        .bind(super::now_ms());
        let (id,) = self.one(q).await?;
        Ok(id)
    }

    /// Marks post `id` done inside this transaction (the work it stood for is in the same
    /// transaction, so it is done once); `false` if it was done already.
    ///
    /// # Errors
    /// Database failures.
    pub async fn post_done(&mut self, id: i64, at_ms: i64) -> Result<bool, StoreError> {
        let q = sqlx::query(
            "UPDATE tournament_posts SET delivered_at = $1, attempts = attempts + 1, claimed_by = NULL, lease_until = NULL WHERE id = $2 AND delivered_at IS NULL",
        )
        .bind(at_ms)
        .bind(id);
        Ok(self.run(q).await? == 1)
    }

    /// The server's tournament role (`/settings tournaments:`), if set.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_tournament_role(
        &mut self,
        guild_id: &str,
        role_id: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError> {
        let q = set_guild_column(guild_id, GuildColumn::TournamentRole, role_id, now);
        self.run(q).await.map(|_| ())
    }
}

impl Store {
    /// Event `id`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn tournament(&self, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        self.optional(select_tournament(id, "")).await
    }

    /// The server's events, newest first (at most `limit`).
    ///
    /// # Errors
    /// Database failures.
    pub async fn tournaments_of(
        &self,
        guild_id: &str,
        limit: i64,
    ) -> Result<Vec<TournamentRow>, StoreError> {
        let q = select_tournaments("guild_id = $1 ORDER BY id DESC LIMIT $2");
        self.all(q.bind(guild_id).bind(limit)).await
    }

    /// Events in sign-up whose automatic start is due at `now`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_tournament_starts(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        let q = sqlx::query_as(
            "SELECT id FROM tournaments WHERE status IN ('signup', 'closed') AND starts_at IS NOT NULL AND starts_at <= $1 ORDER BY id",
        )
        .bind(now);
        let rows: Vec<(i64,)> = self.all(q).await?;
        Ok(rows.into_iter().map(|r| r.0).collect())
    }

    /// The players of event `id`, in sign-up order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn entrants(&self, id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        self.all(select_entrants(id)).await
    }

    /// Every pairing of event `id`, by round and board.
    ///
    /// # Errors
    /// Database failures.
    pub async fn pairings(&self, id: i64) -> Result<Vec<PairingRow>, StoreError> {
        self.all(select_pairings("tournament_id", id)).await
    }

    /// Every post of event `id`, in order (tests, operators).
    ///
    /// # Errors
    /// Database failures.
    pub async fn posts_of(&self, id: i64) -> Result<Vec<PostRow>, StoreError> {
        let sql = format!(
            "SELECT {POST_COLUMNS} FROM tournament_posts WHERE tournament_id = $1 ORDER BY id"
        );
        self.all(sqlx::query_as(AssertSqlSafe(sql)).bind(id)).await
    }

    /// Claims the oldest pending post of each event (at most `limit` events) for worker
    /// `owner` until `now_ms + lease_ms`, if due and not leased to another live worker: each
    /// event's work is done in order, and by one worker at a time.
    ///
    /// # Errors
    /// Database failures.
    pub async fn claim_posts(
        &self,
        owner: &str,
        now_ms: i64,
        lease_ms: i64,
        limit: i64,
    ) -> Result<Vec<PostRow>, StoreError> {
        let heads: Vec<PostRow> = self.all(POSTS.heads("").bind(limit)).await?;
        let mut out = Vec::new();
        for row in heads {
            if row.delivery.next_attempt_at > now_ms {
                continue;
            }
            let taken = POSTS.take(row.id, owner, now_ms + lease_ms, now_ms);
            if self.run(taken).await? == 1 {
                out.push(row);
            }
        }
        Ok(out)
    }

    /// Marks post `id` done at `at_ms` (or given up, with `error`).
    ///
    /// # Errors
    /// Database failures.
    pub async fn finish_post(
        &self,
        id: i64,
        at_ms: i64,
        error: Option<&str>,
    ) -> Result<(), StoreError> {
        let q = POSTS.finish(id, at_ms, error.map(str::to_string));
        self.run(q).await.map(|_| ())
    }

    /// Records a failed attempt at post `id`; the next one not before `next_ms`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn retry_post(&self, id: i64, next_ms: i64, error: &str) -> Result<(), StoreError> {
        self.run(POSTS.retry(id, next_ms, error)).await.map(|_| ())
    }

    /// Whether event `id` has a pending post of `kind` after post `after` (a later standings
    /// or list refresh makes this one unnecessary).
    ///
    /// # Errors
    /// Database failures.
    pub async fn later_post(&self, id: i64, kind: &str, after: i64) -> Result<bool, StoreError> {
        let q = sqlx::query_as(
            "SELECT id FROM tournament_posts WHERE tournament_id = $1 AND kind = $2 AND id > $3 AND delivered_at IS NULL LIMIT 1",
        )
        .bind(id)
        .bind(kind)
        .bind(after);
        let r: Option<(i64,)> = self.optional(q).await?;
        Ok(r.is_some())
    }

    /// Records the announcement message of event `id` (first post wins).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_tournament_message(
        &self,
        id: i64,
        message_id: &str,
    ) -> Result<(), StoreError> {
        let q = sqlx::query(
            "UPDATE tournaments SET message_id = $1 WHERE id = $2 AND message_id IS NULL",
        )
        .bind(message_id)
        .bind(id);
        self.run(q).await.map(|_| ())
    }

    /// The server's tournament role (`/settings tournaments:`), if one is set.
    ///
    /// # Errors
    /// Database failures.
    pub async fn tournament_role(&self, guild_id: &str) -> Result<Option<String>, StoreError> {
        let q = sqlx::query_as("SELECT tournament_role_id FROM guild_settings WHERE guild_id = $1")
            .bind(guild_id);
        let r: Option<(Option<String>,)> = self.optional(q).await?;
        Ok(r.and_then(|r| r.0))
    }
}
