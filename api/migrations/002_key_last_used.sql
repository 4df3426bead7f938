-- When the account's API key last compiled something (written at most once a minute per replica);
-- shown on the profile next to the key. Nothing of the request itself is stored.
ALTER TABLE accounts ADD COLUMN key_last_used_at timestamptz;
