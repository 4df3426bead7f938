-- The subscription's history (exported with the account, GDPR Art. 20): every state it has been in,
-- written by the database itself on every insert or change, so no code path (operator, free-alpha
-- checkout, Stripe webhook) can forget to record one. Erased with the account (data/erase.ts).
CREATE TABLE subscription_history (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid                   text NOT NULL,
  status                text NOT NULL,
  plan                  text,
  current_period_end    timestamptz,
  cancel_at_period_end  boolean NOT NULL,
  provider              text,
  changed_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_history_uid ON subscription_history (uid, id);

CREATE FUNCTION record_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what a person would call a change: Stripe's sync bookkeeping alone is not one.
  IF TG_OP = 'UPDATE' AND (NEW.status, NEW.plan, NEW.current_period_end, NEW.cancel_at_period_end, NEW.provider)
     IS NOT DISTINCT FROM (OLD.status, OLD.plan, OLD.current_period_end, OLD.cancel_at_period_end, OLD.provider) THEN
    RETURN NEW;
  END IF;
  INSERT INTO subscription_history (uid, status, plan, current_period_end, cancel_at_period_end, provider)
  VALUES (NEW.uid, NEW.status, NEW.plan, NEW.current_period_end, NEW.cancel_at_period_end, NEW.provider);
  RETURN NEW;
END $$;

CREATE TRIGGER subscriptions_history AFTER INSERT OR UPDATE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION record_subscription();

-- What existed before this migration starts the history as it is now.
INSERT INTO subscription_history (uid, status, plan, current_period_end, cancel_at_period_end, provider, changed_at)
SELECT uid, status, plan, current_period_end, cancel_at_period_end, provider, updated_at FROM subscriptions;
