-- The front end's receipt for the author of the action that stored an announcement (Discord: the
-- interaction token, valid 15 minutes), so the author's confirmation is sent by the delivery
-- worker too, and survives a crash between the commit and the reply. NULL for announcements no
-- one is waiting on (scheduler events, button answers).
ALTER TABLE outbox ADD COLUMN receipt TEXT;
