/** The profile's plan calls: what is offered, checkout, cancel, the billing portal (issue 13). */
import type { CheckoutOffer } from "../content/subscriptions.ts";
import { apiCall } from "./api.ts";
import { type Subscription, subscriptionStore } from "./subscription.ts";

/** GET /checkout: the plans, or why they are not offered, and how an active plan is managed. */
export type Offer = CheckoutOffer;

/** Calls the API with the user's ID token; throws the server's sentence, else `failure`. */
const call = async <T>(path: string, token: string, failure: string, init: { method?: string; body?: object } = {}) =>
  (await (await apiCall(path, { ...init, token, failure, quote: true })).json()) as T;

export const fetchOffer = (token: string) => call<Offer>("/checkout", token, "Failed to load the plans");

/** GET /automations (issue 29): the account's active directives against the plan's automation limit (null: none). */
export interface Automations {
  active: number;
  paused: number;
  limit: number | null;
}
export const fetchAutomations = (token: string) => call<Automations>("/automations", token, "Failed to load your automations");

/** The profile's line: "3 of 10 active automations", or "3 active automations" on a plan without a limit. */
export function automationsText({ active, limit }: Automations): string {
  const noun = `active automation${(limit ?? active) === 1 ? "" : "s"}`;
  return limit === null ? `${active} ${noun}` : `${active} of ${limit} ${noun}`;
}

/** POST /checkout; resolves to where the browser goes next (Stripe Checkout, or the success page). */
export const startCheckout = async (token: string, plan: string) =>
  (await call<{ url: string }>("/checkout", token, "Failed to start the checkout", { method: "POST", body: { plan } })).url;

export const cancelPlan = (token: string) => call<Subscription>("/subscription/cancel", token, "Failed to cancel the plan", { method: "POST" });

export const billingPortal = async (token: string) => (await call<{ url: string }>("/billing-portal", token, "Failed to open the billing portal", { method: "POST" })).url;

/**
 * /subscription-success: POST /checkout/confirm (the session must be this account's; the API syncs it from
 * the provider), then the subscription store holds the refreshed subscription. Kept out of subscription.ts,
 * which every page with a session loads, while only this page confirms.
 */
export async function confirmSubscription(token: string, sessionId: string): Promise<Subscription> {
  const data = await call<Subscription>("/checkout/confirm", token, "Failed to confirm the checkout", { method: "POST", body: { session_id: sessionId } });
  subscriptionStore.set({ data, loading: false, error: null });
  return data;
}
