-- Who owns an address: the stored address follows the verified ID token on every signed-in call, and
-- only one account may hold an address at a time (email_key NULL = "this account's address moved on";
-- the account's next signed-in call stores its current one). email_verified is the token's claim as of
-- that call: anything granted to an address may be claimed only by a verified holder.
ALTER TABLE accounts ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
ALTER TABLE accounts ALTER COLUMN email_key DROP NOT NULL;
-- Rows that already share an address: the most recently updated keeps it (Firebase gives an address
-- to one account at a time, so the older row is the stale one).
UPDATE accounts a SET email_key = NULL
WHERE EXISTS (
  SELECT 1 FROM accounts b
  WHERE b.email_key = a.email_key AND b.uid <> a.uid AND (b.updated_at, b.uid) > (a.updated_at, a.uid)
);
DROP INDEX accounts_email_key;
CREATE UNIQUE INDEX accounts_email_key ON accounts (email_key) WHERE email_key IS NOT NULL;
