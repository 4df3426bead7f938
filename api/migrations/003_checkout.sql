-- Issue 13: checkout. An operator accepts or declines each alpha application; only an accepted one
-- (claimed by an account whose verified e-mail matches) is offered the plans.
ALTER TABLE alpha_applications
  ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  ADD COLUMN decided_at timestamptz;
CREATE INDEX alpha_applications_status ON alpha_applications (status, created_at);

-- A subscription now has a life of its own: who provides it, whether it ends at the period's end,
-- and (for Stripe) which customer and subscription it mirrors. past_due is Stripe's "a renewal
-- payment failed and is being retried"; it does not count as active.
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions
  ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('active', 'inactive', 'past_due')),
  ADD COLUMN provider text CHECK (provider IN ('operator', 'free-alpha', 'stripe')),
  ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
  ADD COLUMN stripe_customer_id text,
  ADD COLUMN stripe_subscription_id text UNIQUE,
  -- When the stored Stripe state was read from Stripe: an older read never overwrites a newer one.
  ADD COLUMN stripe_synced_at timestamptz;

-- Every checkout session an account started, ours (free-alpha, "fa_…") or Stripe's ("cs_…"), so that
-- /subscription-success can only confirm a session of the signed-in account.
CREATE TABLE checkouts (
  id            text PRIMARY KEY,
  uid           text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('free-alpha', 'stripe')),
  plan          text NOT NULL CHECK (plan IN ('basic', 'pro', 'power-user')),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz
);
CREATE INDEX checkouts_uid ON checkouts (uid);

-- Each Stripe event id once: a redelivery (Stripe retries, or sends twice) is acknowledged and ignored.
CREATE TABLE stripe_events (
  id           text PRIMARY KEY,
  type         text NOT NULL,
  created      timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);
