/** Checkout sessions and received Stripe events: the one module that reads and writes those two tables. */
import type { PlanId } from "../../content/plans.ts";
import type { CheckoutProviderKind } from "../../content/subscriptions.ts";
import type { Db } from "../db.ts";

export interface CheckoutRow {
  id: string;
  uid: string;
  provider: CheckoutProviderKind;
  plan: PlanId;
  status: "open" | "complete";
}

export function checkoutsData(db: Db) {
  return {
    /** Records a session the account started. */
    async record(row: CheckoutRow): Promise<void> {
      await db.query(
        "INSERT INTO checkouts (id, uid, provider, plan, status, completed_at) VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'complete' THEN now() END)",
        [row.id, row.uid, row.provider, row.plan, row.status],
      );
    },

    /** The session with this id if it belongs to this account; another account's reads as none. */
    async ofAccount(id: string, uid: string): Promise<CheckoutRow | null> {
      const [row] = await db.query<CheckoutRow>("SELECT id, uid, provider, plan, status FROM checkouts WHERE id = $1 AND uid = $2", [id, uid]);
      return row ?? null;
    },

    async complete(id: string): Promise<void> {
      await db.query("UPDATE checkouts SET status = 'complete', completed_at = coalesce(completed_at, now()) WHERE id = $1", [id]);
    },

    /** True when this Stripe event id has been handled already. */
    async seen(eventId: string): Promise<boolean> {
      return (await db.query("SELECT 1 FROM stripe_events WHERE id = $1", [eventId])).length === 1;
    },

    /** Records a handled event once; concurrent duplicates leave one row. */
    async recordEvent(event: { id: string; type: string; created: number }): Promise<void> {
      await db.query("INSERT INTO stripe_events (id, type, created) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (id) DO NOTHING", [event.id, event.type, event.created]);
    },
  };
}

export type Checkouts = ReturnType<typeof checkoutsData>;
