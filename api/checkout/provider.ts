/**
 * The checkout seam: one interface, two providers chosen by CHECKOUT (config.ts). Routes decide who may
 * check out (an accepted, verified alpha tester without an active plan); the provider does the rest.
 */
import type { PlanId } from "../../content/plans.ts";
import type { CheckoutConfig } from "../config.ts";
import type { Checkouts } from "../data/checkouts.ts";
import type { Subscriptions } from "../data/subscriptions.ts";
import { freeAlphaCheckout } from "./free-alpha.ts";
import { stripeCheckout, type StripeCheckout } from "./stripe.ts";

export interface CheckoutAccount {
  uid: string;
  email: string;
}

export interface CheckoutProvider {
  kind: "free-alpha" | "stripe";
  /** Starts a checkout of `plan`; resolves to the URL to send the browser to. `site` is the site's origin. */
  start(account: CheckoutAccount, plan: PlanId, site: string): Promise<string>;
  /** Confirms a session of this account, syncing the subscription from the provider; a ClientError otherwise. */
  confirm(uid: string, sessionId: string): Promise<void>;
  /** Ends the account's plan at the end of its current period. */
  cancel(uid: string): Promise<void>;
  /** A page where the account manages its plan at the provider (Stripe's customer portal). */
  portal(uid: string, returnUrl: string): Promise<string>;
  /** Ends the account's plan at once, at the provider too (account deletion). */
  endForAccount(uid: string): Promise<void>;
}

export interface CheckoutStores {
  subscriptions: Subscriptions;
  checkouts: Checkouts;
}

export type Checkout = CheckoutProvider | StripeCheckout;

/** The provider CHECKOUT names. */
export function checkoutProvider(config: CheckoutConfig, stores: CheckoutStores): Checkout {
  return config.kind === "stripe" ? stripeCheckout(config, stores) : freeAlphaCheckout(stores);
}
