/** The SQL of api/data/subscriptions.ts (and the status accounts.ts reads): the fragments and the statements. */

/** A free-alpha plan renews itself every 30 days until cancelled: nothing is due, so nothing needs a job. */
export const FREE_ALPHA_DAYS = 30;

const RENEWING = `(provider = 'free-alpha' AND NOT cancel_at_period_end)`;
/** The end of the current period, a renewing free-alpha plan's rolled forward past now. */
export const PERIOD_END_SQL = `
  CASE WHEN status = 'active' AND ${RENEWING} AND current_period_end <= now()
       THEN current_period_end + interval '${FREE_ALPHA_DAYS} days' * (floor(extract(epoch FROM now() - current_period_end) / ${FREE_ALPHA_DAYS * 86400}) + 1)
       ELSE current_period_end END`;
/** An active plan whose period has ended reads as expired without anyone having to run a job. */
export const STATUS_SQL = `
  CASE WHEN status = 'active' AND current_period_end <= now() AND NOT ${RENEWING} THEN 'expired' ELSE status END`;

/** The subscription of account $1, as the API reads it (the period rolled forward, an ended plan expired). */
export const READ = `
  SELECT ${STATUS_SQL} AS status, plan, ${PERIOD_END_SQL} AS current_period_end, cancel_at_period_end, provider,
         stripe_customer_id, stripe_subscription_id
  FROM subscriptions WHERE uid = $1`;

// Applied only when it is newer than what is stored, and only over this same Stripe subscription or
// over a plan that is not active (a late event about an old, ended subscription must not end a new one).
export const APPLY_STRIPE = `
  UPDATE subscriptions SET status = $2, plan = $3, current_period_end = $4, cancel_at_period_end = $5, provider = 'stripe',
    stripe_customer_id = $6, stripe_subscription_id = $7, stripe_synced_at = $8, updated_at = now()
  WHERE uid = $1
    AND (stripe_synced_at IS NULL OR stripe_synced_at <= $8)
    AND (stripe_subscription_id = $7 OR ${STATUS_SQL} <> 'active')
  RETURNING uid`;

/** The operator's grant: active on a plan until an instant, or open-ended. */
export const GRANT =
  "UPDATE subscriptions SET status = 'active', plan = $2, current_period_end = $3, cancel_at_period_end = false, provider = 'operator', updated_at = now() WHERE uid = $1";

/** A free-alpha plan for FREE_ALPHA_DAYS, renewing, unless a plan is active (one conditional statement). */
export const START_FREE_ALPHA = `
  UPDATE subscriptions SET status = 'active', plan = $2, current_period_end = now() + interval '${FREE_ALPHA_DAYS} days',
    cancel_at_period_end = false, provider = 'free-alpha', updated_at = now()
  WHERE uid = $1 AND ${STATUS_SQL} <> 'active' RETURNING uid`;

/** An active plan ends at its current period's end; an open-ended grant, which has none, ends now. */
export const CANCEL_AT_PERIOD_END = `
  UPDATE subscriptions SET current_period_end = ${PERIOD_END_SQL}, cancel_at_period_end = current_period_end IS NOT NULL,
    status = CASE WHEN current_period_end IS NULL THEN 'inactive' ELSE status END,
    plan = CASE WHEN current_period_end IS NULL THEN NULL ELSE plan END,
    provider = CASE WHEN current_period_end IS NULL THEN NULL ELSE provider END, updated_at = now()
  WHERE uid = $1 AND ${STATUS_SQL} = 'active' RETURNING uid`;

/** The account a Stripe subscription, else its customer, was last recorded for. */
export const UID_FOR_STRIPE =
  "SELECT uid FROM subscriptions WHERE stripe_subscription_id = $1 OR (stripe_customer_id IS NOT NULL AND stripe_customer_id = $2) ORDER BY stripe_subscription_id = $1 DESC LIMIT 1";

/** Ends the subscription now. */
export const REVOKE =
  "UPDATE subscriptions SET status = 'inactive', plan = NULL, current_period_end = NULL, cancel_at_period_end = false, provider = NULL, updated_at = now() WHERE uid = $1";
