/** Subscriptions: the one module that reads and writes the subscriptions table. */
import type { PlanId } from "../../content/plans.ts";
import type { Db } from "../db.ts";

export interface Subscription {
  status: "active" | "inactive" | "expired";
  plan: PlanId | null;
  currentPeriodEnd: string | null;
}

// An active plan whose period has ended reads as expired without anyone having to run a job.
const READ = `
  SELECT CASE WHEN status = 'active' AND current_period_end <= now() THEN 'expired' ELSE status END AS status,
         plan, current_period_end
  FROM subscriptions WHERE uid = $1`;

export function subscriptionsData(db: Db) {
  return {
    /** The account's subscription, or null when the account does not exist yet. */
    async read(uid: string): Promise<Subscription | null> {
      const [row] = await db.query<{ status: Subscription["status"]; plan: PlanId | null; current_period_end: Date | null }>(READ, [uid]);
      return row ? { status: row.status, plan: row.plan, currentPeriodEnd: row.current_period_end?.toISOString() ?? null } : null;
    },

    /** Makes the subscription active on a plan, until an instant or open-ended. */
    async grant(uid: string, plan: PlanId, end: Date | null): Promise<void> {
      await db.query("UPDATE subscriptions SET status = 'active', plan = $2, current_period_end = $3, updated_at = now() WHERE uid = $1", [uid, plan, end]);
    },

    /** Ends the subscription now. */
    async revoke(uid: string): Promise<void> {
      await db.query("UPDATE subscriptions SET status = 'inactive', plan = NULL, current_period_end = NULL, updated_at = now() WHERE uid = $1", [uid]);
    },
  };
}

export type Subscriptions = ReturnType<typeof subscriptionsData>;
