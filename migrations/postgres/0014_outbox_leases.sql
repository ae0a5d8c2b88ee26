-- Several bot processes on one database (issue 14): a delivery worker claims the oldest pending
-- announcement of a channel for a while (a lease); another process takes it over once the lease
-- has run out (its holder died). lease_until is Unix milliseconds.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN lease_until BIGINT;
CREATE INDEX outbox_channel_pending ON outbox (channel_id, id) WHERE delivered_at IS NULL;
