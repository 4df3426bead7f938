/** Subscriptions: the one module that reads and writes the subscriptions table. */
import { type PlanId, plans } from "../../content/plans.ts";
import type { Provider, StoredStatus, Subscription } from "../../content/subscriptions.ts";
import type { Db, Queryable } from "../db.ts";

export type { Provider, Subscription };

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

const READ = `
  SELECT ${STATUS_SQL} AS status, plan, ${PERIOD_END_SQL} AS current_period_end, cancel_at_period_end, provider,
         stripe_customer_id, stripe_subscription_id
  FROM subscriptions WHERE uid = $1`;

interface Row {
  status: Subscription["status"];
  plan: PlanId | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  provider: Provider | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}

/** What the API says about a subscription, plus the provider's references (never sent to the client). */
export interface StoredSubscription extends Subscription {
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

const shape = (row: Row): StoredSubscription => ({
  status: row.status,
  plan: row.plan,
  currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  provider: row.provider,
  stripeCustomerId: row.stripe_customer_id,
  stripeSubscriptionId: row.stripe_subscription_id,
});

/** A plan as content/plans.ts defines it: its limits and features. */
export type Plan = (typeof plans)[number];

/** The plan a subscription grants while it is active; null for any other status (a plan that ended allows nothing more). */
export function activePlan(subscription: Pick<Subscription, "status" | "plan"> | null): Plan | null {
  return subscription?.status === "active" ? (plans.find((p) => p.id === subscription.plan) ?? null) : null;
}

/** The public fields only: GET /subscription's body. */
export const publicSubscription = ({ stripeCustomerId: _c, stripeSubscriptionId: _s, ...rest }: StoredSubscription): Subscription => rest;

/** Stripe's view of a subscription, already mapped onto ours (api/checkout/stripe.ts does the mapping). */
export interface StripeState {
  uid: string;
  customerId: string;
  subscriptionId: string;
  status: StoredStatus;
  plan: PlanId | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When this state was read from Stripe. */
  readAt: Date;
}

// Applied only when it is newer than what is stored, and only over this same Stripe subscription or
// over a plan that is not active (a late event about an old, ended subscription must not end a new one).
const APPLY_STRIPE = `
  UPDATE subscriptions SET status = $2, plan = $3, current_period_end = $4, cancel_at_period_end = $5, provider = 'stripe',
    stripe_customer_id = $6, stripe_subscription_id = $7, stripe_synced_at = $8, updated_at = now()
  WHERE uid = $1
    AND (stripe_synced_at IS NULL OR stripe_synced_at <= $8)
    AND (stripe_subscription_id = $7 OR ${STATUS_SQL} <> 'active')
  RETURNING uid`;

export function subscriptionsData(db: Db) {
  async function read(uid: string, q: Queryable = db): Promise<StoredSubscription | null> {
    const [row] = await q.query<Row>(READ, [uid]);
    return row ? shape(row) : null;
  }

  return {
    /** The account's subscription, or null when the account does not exist yet. */
    async read(uid: string): Promise<Subscription | null> {
      const found = await read(uid);
      return found ? publicSubscription(found) : null;
    },

    /** With the provider's references, for the checkout routes. */
    readStored: read,

    /** Makes the subscription active on a plan, until an instant or open-ended (the operator's grant). */
    async grant(uid: string, plan: PlanId, end: Date | null): Promise<void> {
      await db.query(
        "UPDATE subscriptions SET status = 'active', plan = $2, current_period_end = $3, cancel_at_period_end = false, provider = 'operator', updated_at = now() WHERE uid = $1",
        [uid, plan, end],
      );
    },

    /**
     * Starts a free-alpha plan for FREE_ALPHA_DAYS, renewing, unless the account has an active plan:
     * one conditional statement, so two checkouts at once cannot both start one. False when one is active.
     */
    async startFreeAlpha(uid: string, plan: PlanId): Promise<boolean> {
      const rows = await db.query(
        `UPDATE subscriptions SET status = 'active', plan = $2, current_period_end = now() + interval '${FREE_ALPHA_DAYS} days',
           cancel_at_period_end = false, provider = 'free-alpha', updated_at = now()
         WHERE uid = $1 AND ${STATUS_SQL} <> 'active' RETURNING uid`,
        [uid, plan],
      );
      return rows.length === 1;
    },

    /**
     * Ends a plan we provide at the end of its current period; an open-ended operator grant has no
     * period, so it ends now. False when there is no active plan.
     */
    async cancelAtPeriodEnd(uid: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE subscriptions SET current_period_end = ${PERIOD_END_SQL}, cancel_at_period_end = current_period_end IS NOT NULL,
           status = CASE WHEN current_period_end IS NULL THEN 'inactive' ELSE status END,
           plan = CASE WHEN current_period_end IS NULL THEN NULL ELSE plan END,
           provider = CASE WHEN current_period_end IS NULL THEN NULL ELSE provider END, updated_at = now()
         WHERE uid = $1 AND ${STATUS_SQL} = 'active' RETURNING uid`,
        [uid],
      );
      return rows.length === 1;
    },

    /** Mirrors Stripe's state if it is newer than the stored one; false when it was older and left alone. */
    async applyStripe(state: StripeState): Promise<boolean> {
      const rows = await db.query(APPLY_STRIPE, [
        state.uid, state.status, state.plan, state.currentPeriodEnd, state.cancelAtPeriodEnd, state.customerId, state.subscriptionId, state.readAt,
      ]);
      return rows.length === 1;
    },

    /** The account a Stripe subscription or customer was last recorded for. */
    async uidForStripe(subscriptionId: string, customerId: string | null): Promise<string | null> {
      const [row] = await db.query<{ uid: string }>(
        "SELECT uid FROM subscriptions WHERE stripe_subscription_id = $1 OR (stripe_customer_id IS NOT NULL AND stripe_customer_id = $2) ORDER BY stripe_subscription_id = $1 DESC LIMIT 1",
        [subscriptionId, customerId],
      );
      return row?.uid ?? null;
    },

    /** Ends the subscription now. */
    async revoke(uid: string): Promise<void> {
      await db.query("UPDATE subscriptions SET status = 'inactive', plan = NULL, current_period_end = NULL, cancel_at_period_end = false, provider = NULL, updated_at = now() WHERE uid = $1", [uid]);
    },
  };
}

export type Subscriptions = ReturnType<typeof subscriptionsData>;
