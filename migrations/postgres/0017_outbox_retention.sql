-- Operations (issue 23). Delivered announcements are deleted once older than the retention
-- period (OUTBOX_RETENTION_DAYS), in small batches by the delivery worker: this index finds
-- them without scanning the pending or recent rows. delivered_at is Unix milliseconds.
CREATE INDEX outbox_delivered_at ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
-- The abuse limits count a user's challenges: open ones, and those made in the last hour.
CREATE INDEX games_challenger ON games (challenger_id, created_at);
