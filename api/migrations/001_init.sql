-- One row per Firebase account. The API key is stored twice: a keyed hash (HMAC) so services can
-- look a presented key up without being able to recover it, and a sealed (AES-256-GCM) copy so the
-- owner can be shown it again. The plain key is never stored.
CREATE TABLE accounts (
  uid         text PRIMARY KEY,
  email       text NOT NULL,
  email_key   text NOT NULL,
  key_hash    bytea NOT NULL UNIQUE,
  key_sealed  bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_email_key ON accounts (email_key);

-- Created with the account, so every account has a record, inactive until an operator grants a plan.
CREATE TABLE subscriptions (
  uid                 text PRIMARY KEY REFERENCES accounts (uid) ON DELETE CASCADE,
  status              text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'inactive')),
  plan                text CHECK (plan IN ('basic', 'pro', 'power-user')),
  current_period_end  timestamptz,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- One application per e-mail address; email_key is the address lower-cased by the API so that
-- the same person applying twice updates their row.
CREATE TABLE alpha_applications (
  email_key          text PRIMARY KEY,
  email              text NOT NULL,
  experience         text NOT NULL DEFAULT '',
  automations_count  text NOT NULL DEFAULT '',
  devices_count      text NOT NULL DEFAULT '',
  entity_types       jsonb NOT NULL DEFAULT '[]',
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
