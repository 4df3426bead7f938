-- When the current API key was issued, shown on the profile beside its last use. Keys issued before this
-- migration were issued with their account, so their creation is the account's.
ALTER TABLE accounts ADD COLUMN key_created_at timestamptz;
UPDATE accounts SET key_created_at = created_at;
ALTER TABLE accounts ALTER COLUMN key_created_at SET NOT NULL, ALTER COLUMN key_created_at SET DEFAULT now();
