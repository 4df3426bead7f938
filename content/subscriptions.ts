/**
 * The account's subscription and the profile's plan offer as they cross the wire: each value declared
 * once here, beside the plans (plans.ts). The API builds its schemas and types from these lists, the
 * database's CHECKs are compared with them by tests/api/facts.test.ts, and the client imports the types
 * (type-only). Adding a status, a provider or an offer is one line here (plus a migration widening the CHECK).
 */
import type { PlanId } from "./plans.ts";

/** What the subscriptions table stores. past_due: a renewal payment failed and the provider is retrying it; not active. */
export const storedStatuses = ["active", "inactive", "past_due"] as const;
/** What GET /subscription says: the stored status, or `expired` for an active plan past its end (computed, never stored). */
export const subscriptionStatuses = [...storedStatuses, "expired"] as const;
export type StoredStatus = (typeof storedStatuses)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Who checks a plan out: the free-alpha checkout or Stripe (CHECKOUT). */
export const checkoutProviders = ["free-alpha", "stripe"] as const;
/** Who granted a plan: an operator's command, or a checkout provider. */
export const providers = ["operator", ...checkoutProviders] as const;
export type CheckoutProviderKind = (typeof checkoutProviders)[number];
export type Provider = (typeof providers)[number];

/** GET /subscription's body. */
export interface Subscription {
  status: SubscriptionStatus;
  plan: PlanId | null;
  currentPeriodEnd: string | null;
  /** The plan ends at currentPeriodEnd instead of renewing (the profile says "Ends" instead of "Renews"). */
  cancelAtPeriodEnd: boolean;
  /** null with no plan yet. */
  provider: Provider | null;
}

/** GET /checkout: the plans, or why they are not offered (each refusal has its sentence in api/errors.ts). */
export const offers = ["plans", "verify-email", "apply", "review", "declined", "subscribed"] as const;
/** How an active plan is managed: the provider's portal (Stripe), or cancelling here. */
export const manages = ["portal", "cancel"] as const;
export type Offer = (typeof offers)[number];

/** GET /checkout's body. */
export interface CheckoutOffer {
  offer: Offer;
  manage: (typeof manages)[number] | null;
}
