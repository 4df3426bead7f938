/**
 * The checkout seam: one interface (types.ts), two providers chosen by CHECKOUT (config.ts). Routes
 * decide who may check out (an accepted, verified alpha tester without an active plan); the provider
 * does the rest.
 */
import type { CheckoutConfig } from "../config.ts";
import { freeAlphaCheckout } from "./free-alpha.ts";
import { stripeCheckout } from "./stripe.ts";
import type { Checkout, CheckoutStores } from "./types.ts";

export type { Checkout };

/** The provider CHECKOUT names. */
export function checkoutProvider(config: CheckoutConfig, stores: CheckoutStores): Checkout {
  return config.kind === "stripe" ? stripeCheckout(config, stores) : freeAlphaCheckout(stores);
}
