-- The game core (issue 9): why a game ended is a code, not a sentence; moves carry what is
-- needed to load a position without replaying (check-marked text, repetition key, Timurid
-- succession marks); announcements go through a transactional outbox.
-- Portable SQL except where noted; no table rebuild (DROP TABLE games would cascade to moves).

-- End reason codes (see src/game/record.rs, EndReason::code). A sentence that cannot be mapped
-- keeps its text in end_note and reads as EndReason::Other.
ALTER TABLE games ADD COLUMN end_reason TEXT;
ALTER TABLE games ADD COLUMN end_note TEXT;
-- Who ended it by an action (resigned, aborted, claimed, declined, withdrew), when it matters.
ALTER TABLE games ADD COLUMN ended_by TEXT;

UPDATE games SET end_reason = CASE
    WHEN status = 'declined' THEN 'declined'
    WHEN status = 'cancelled' AND result_reason = 'The challenge expired unanswered after 48 hours' THEN 'expired'
    WHEN status = 'cancelled' AND result_reason LIKE 'Game aborted by %' THEN 'abort'
    WHEN status = 'cancelled' AND result_reason IS NULL THEN 'withdrawn'
    WHEN result_reason LIKE '% wins by checkmate' THEN 'checkmate'
    WHEN result_reason LIKE '% (stalemate loses)' THEN 'stalemate'
    WHEN result_reason = 'Draw by stalemate' THEN 'stalemate'
    WHEN result_reason LIKE '% (bare king)' THEN 'bare_king'
    WHEN result_reason = 'Draw: both sides have only royals left' THEN 'bare_king'
    WHEN result_reason = 'Draw: a Shah entered the opponent''s citadel' THEN 'citadel'
    WHEN result_reason LIKE 'Draw claimed: %' THEN 'citadel_claim'
    WHEN result_reason = 'Draw by threefold repetition' THEN 'repetition'
    WHEN result_reason = 'Draw by the move rule' THEN 'move_rule'
    WHEN result_reason LIKE '% resigned; % wins' THEN 'resignation'
    WHEN result_reason LIKE '% ran out of time; % wins' THEN 'time'
    WHEN result_reason = 'Draw agreed' THEN 'agreement'
    WHEN status IN ('finished', 'cancelled') THEN 'other'
    ELSE NULL
END;
UPDATE games SET end_note = result_reason WHERE end_reason = 'other';
-- Every end is now status 'finished' plus a reason; the old statuses stay allowed by the CHECK
-- (changing it needs a table rebuild) but are no longer written.
UPDATE games SET status = 'finished' WHERE status IN ('declined', 'cancelled');
UPDATE games SET finished_at = updated_at WHERE status = 'finished' AND finished_at IS NULL;
UPDATE games SET deadline = NULL, remind_at = NULL, draw_offer_by = NULL, takeback_by = NULL,
    expires_at = NULL WHERE status = 'finished';
ALTER TABLE games DROP COLUMN result_reason;

-- Moves in an exact form: `text` is the canonical move text (RULES.md §6.2), `san` the same with
-- its check mark, `rep_key` the repetition key of the position after it, `succeeded` the Timurid
-- Princes marked as having succeeded (square names; not part of TFEN). NULL for rows written
-- before this migration: such games are loaded once by replay (see src/game/load.rs).
ALTER TABLE moves ADD COLUMN san TEXT;
ALTER TABLE moves ADD COLUMN rep_key TEXT;
ALTER TABLE moves ADD COLUMN succeeded TEXT;
CREATE INDEX moves_rep_key ON moves (game_id, rep_key);

-- The repetition key and succession marks of the start position, like a move row's.
ALTER TABLE games ADD COLUMN start_rep_key TEXT;

-- The transactional outbox: each row is one announcement a stored change caused, as codes.
-- The text and picture are composed at delivery. `nonce` is sent as Discord's message nonce
-- (with enforce_nonce) so a crash between post and mark does not post twice.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL,
    ply             INTEGER NOT NULL,
    actor_id        TEXT,
    channel_id      TEXT    NOT NULL,
    nonce           TEXT    NOT NULL UNIQUE,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at    INTEGER,
    last_error      TEXT
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at, id) WHERE delivered_at IS NULL;

-- Small facts about the database itself; written at every open to prove it is writable.
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
