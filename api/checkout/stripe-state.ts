/** Stripe's subscription object mapped onto ours: statuses, plan by price id, the period's end. */
import type Stripe from "stripe";
import { type PlanId, planIds } from "../../content/plans.ts";
import type { StripeState } from "../data/subscriptions.ts";

/** Stripe status → ours. Trialing counts as active; past_due keeps its name (payment being retried); the rest end the plan. */
const STATUSES: Record<string, StripeState["status"]> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
};

/** A field Stripe sends as an id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === "string" ? value : value?.id ?? null);

/** The plan whose configured price is this subscription's first item's, else the plan named in its metadata. */
function planOf(subscription: Stripe.Subscription, prices: Record<PlanId, string>): PlanId | null {
  const price = subscription.items?.data[0]?.price?.id;
  const byPrice = planIds.find((plan) => prices[plan] === price);
  const named = subscription.metadata?.plan as PlanId | undefined;
  return byPrice ?? (named && planIds.includes(named) ? named : null);
}

export function stripeState(subscription: Stripe.Subscription, uid: string, prices: Record<PlanId, string>, readAt: Date): StripeState {
  const status = STATUSES[subscription.status] ?? "inactive";
  // Since API 2025-03-31 the period lives on the items; a scheduled cancel_at ends it earlier.
  const periodEnd = subscription.cancel_at ?? subscription.items?.data[0]?.current_period_end ?? null;
  return {
    uid,
    customerId: idOf(subscription.customer)!,
    subscriptionId: subscription.id,
    status,
    plan: status === "inactive" ? null : planOf(subscription, prices),
    currentPeriodEnd: status === "inactive" || periodEnd === null ? null : new Date(periodEnd * 1000),
    cancelAtPeriodEnd: status !== "inactive" && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
    readAt,
  };
}
