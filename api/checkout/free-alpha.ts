/**
 * The free-alpha checkout: every plan costs nothing during the alpha, so nothing is charged and no card
 * is asked for. The API records a checkout session of its own and activates the plan at once, for
 * renewing 30-day periods (data/subscriptions.ts), like a $0 subscription at a card provider would.
 */
import { randomBytes } from "node:crypto";
import { ClientError, MESSAGES } from "../errors.ts";
import type { Checkout, CheckoutStores } from "./types.ts";

/** No webhook: nothing happens to a free-alpha plan that the API did not do itself. */
export function freeAlphaCheckout({ subscriptions, checkouts }: CheckoutStores): Checkout {
  return {
    kind: "free-alpha",

    async start({ uid }, plan, site) {
      // Conditional on "no active plan" in one statement: a double click cannot start two.
      if (!(await subscriptions.startFreeAlpha(uid, plan))) throw new ClientError(409, MESSAGES.alreadySubscribed);
      const id = `fa_${randomBytes(18).toString("base64url")}`;
      await checkouts.record({ id, uid, provider: "free-alpha", plan, status: "complete" });
      return `${site}/subscription-success?session_id=${id}`;
    },

    async confirm(uid, sessionId) {
      if (!(await checkouts.ofAccount(sessionId, uid))) throw new ClientError(404, MESSAGES.unknownSession);
    },

    async cancel(uid) {
      if (!(await subscriptions.cancelAtPeriodEnd(uid))) throw new ClientError(409, MESSAGES.noActivePlan);
    },

    async portal() {
      throw new ClientError(409, MESSAGES.noPortal);
    },

    // Nothing to call: no provider holds anything for this account.
    endForAccount: (uid) => subscriptions.revoke(uid),
  };
}
