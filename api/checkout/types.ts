/**
 * What a checkout provider is, below every provider: provider.ts chooses one by CHECKOUT, free-alpha.ts
 * and stripe.ts implement it, and nothing here imports either, so the arrows run one way.
 */
import type { PlanId } from "../../content/plans.ts";
import type { CheckoutProviderKind } from "../../content/subscriptions.ts";
import type { Checkouts } from "../data/checkouts.ts";
import type { Subscriptions } from "../data/subscriptions.ts";

export interface CheckoutAccount {
  uid: string;
  email: string;
}

/**
 * A provider that tells us about changes by calling us back (Stripe's events). POST /stripe/webhook is
 * served only when the chosen provider has this capability.
 */
export interface Webhook {
  /** Verifies the signature on the raw bytes and applies the event (once); a 400 ClientError for a bad signature. */
  receive(body: Buffer, signature: string | undefined): Promise<void>;
}

export interface Checkout {
  kind: CheckoutProviderKind;
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
  /** Present when the provider calls back (Stripe); absent for the free-alpha checkout. */
  webhook?: Webhook;
}

export interface CheckoutStores {
  subscriptions: Subscriptions;
  checkouts: Checkouts;
}
