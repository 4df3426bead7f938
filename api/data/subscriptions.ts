/** Subscriptions: the one module that reads and writes the subscriptions table (its SQL in subscription-sql.ts). */
import { type PlanId, plans } from "../../content/plans.ts";
import type { Provider, StoredStatus, Subscription } from "../../content/subscriptions.ts";
import type { Db, Queryable } from "../db.ts";
import { APPLY_STRIPE, CANCEL_AT_PERIOD_END, GRANT, READ, REVOKE, START_FREE_ALPHA, UID_FOR_STRIPE } from "./subscription-sql.ts";

export type { Provider, Subscription };

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
      await db.query(GRANT, [uid, plan, end]);
    },

    /**
     * Starts a free-alpha plan for subscription-sql.ts's FREE_ALPHA_DAYS, renewing, unless the account has an active plan:
     * one conditional statement, so two checkouts at once cannot both start one. False when one is active.
     */
    async startFreeAlpha(uid: string, plan: PlanId): Promise<boolean> {
      const rows = await db.query(START_FREE_ALPHA, [uid, plan]);
      return rows.length === 1;
    },

    /**
     * Ends a plan we provide at the end of its current period; an open-ended operator grant has no
     * period, so it ends now. False when there is no active plan.
     */
    async cancelAtPeriodEnd(uid: string): Promise<boolean> {
      const rows = await db.query(CANCEL_AT_PERIOD_END, [uid]);
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
      const [row] = await db.query<{ uid: string }>(UID_FOR_STRIPE, [subscriptionId, customerId]);
      return row?.uid ?? null;
    },

    /** Ends the subscription now. */
    async revoke(uid: string): Promise<void> {
      await db.query(REVOKE, [uid]);
    },
  };
}

export type Subscriptions = ReturnType<typeof subscriptionsData>;
