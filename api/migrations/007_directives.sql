-- The directives an account's Home Assistant created (issue 29), as records only that home can read:
-- `data` is version 1 ‖ IV ‖ AES-256-CBC ciphertext ‖ HMAC-SHA-256 tag, made in the card with a key
-- that never reaches us. We hold the ciphertext, whether the automation is on (the plan's limit counts
-- active ones) and when it changed; never the text, the entities or the key.
-- Exported with the account (data/export.ts) and erased with it (data/erase.ts).
CREATE TABLE directives (
  uid         text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  id          text NOT NULL CHECK (id ~ '^[A-Za-z0-9_-]{21}[AQgw]$'),
  data        bytea NOT NULL CHECK (octet_length(data) <= 65536),
  active      boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, id)
);
