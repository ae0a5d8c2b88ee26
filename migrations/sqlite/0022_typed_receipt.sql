-- The author's receipt in explicit columns (issue 18): `receipt` keeps the front end's token;
-- the answer it was given with (an action code), the channel to link when the action was
-- taken elsewhere, and the author's locale (issue 19: their confirmation in their language)
-- get columns of their own instead of `"{answer} {token} in:{channel}"` in one string.
ALTER TABLE outbox ADD COLUMN receipt_answer TEXT;
ALTER TABLE outbox ADD COLUMN receipt_link TEXT;
ALTER TABLE outbox ADD COLUMN receipt_locale TEXT;
-- Rows stored before: split the old form once (SET reads the row's old values).
UPDATE outbox SET receipt_link = substr(receipt, instr(receipt, ' in:') + 4),
                  receipt = substr(receipt, 1, instr(receipt, ' in:') - 1)
 WHERE instr(receipt, ' in:') > 0;
UPDATE outbox SET receipt_answer = substr(receipt, 1, instr(receipt, ' ') - 1),
                  receipt = substr(receipt, instr(receipt, ' ') + 1)
 WHERE instr(receipt, ' ') > 0;
