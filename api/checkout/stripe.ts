/**
 * Checkout through Stripe: a Checkout Session in subscription mode with the plan's price and the 100%
 * alpha coupon, the customer portal, and the webhook's events. Whatever an event says, the subscription
 * is re-read from Stripe before it is stored, so events may arrive in any order or more than once.
 */
import Stripe from "stripe";
import type { PlanId } from "../../content/plans.ts";
import type { CheckoutConfig } from "../config.ts";
import { ClientError, MESSAGES } from "../errors.ts";
import type { Checkout, CheckoutStores } from "./types.ts";
import { idOf, stripeState } from "./stripe-state.ts";

type StripeConfig = Extract<CheckoutConfig, { kind: "stripe" }>;

/** Stripe could not be reached or failed on its side: the API answers 503 and the caller retries. */
export class StripeUnavailable extends Error {
  statusCode = 503;
}

/** The webhook's events that change a subscription; every other type is acknowledged and ignored. */
export const HANDLED = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** Stripe's own errors mean the request was wrong (our bug: 500) or Stripe is down (503). */
async function call<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "StripeConnectionError" || type === "StripeAPIError" || type === "StripeRateLimitError" || (error as { statusCode?: number }).statusCode! >= 500)
      throw new StripeUnavailable("Stripe is unavailable.", { cause: error });
    throw error;
  }
}

const missing = (error: unknown) => (error as { code?: string }).code === "resource_missing";

/** The subscription an invoice is for: under parent.subscription_details since API 2025-03-31, at the top before. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

export function stripeCheckout(config: StripeConfig, { subscriptions, checkouts }: CheckoutStores): Checkout {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 10_000, telemetry: false, ...config.api });

  /** Re-reads the subscription and stores it if newer than what is stored. */
  async function sync(subscriptionId: string, hintUid: string | null, fallback?: Stripe.Subscription): Promise<void> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await call(stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (!missing(error) || !fallback) throw error;
      subscription = { ...fallback, status: "canceled" }; // gone at Stripe: nothing to keep active
    }
    const readAt = new Date();
    const uid = subscription.metadata?.uid || hintUid || (await subscriptions.uidForStripe(subscription.id, idOf(subscription.customer)));
    if (!uid) return; // not made by our checkout (e.g. created by hand in the dashboard): nothing to attribute it to
    const state = stripeState(subscription, uid, config.prices, readAt);
    if (await subscriptions.applyStripe(state)) return;
    // Two checkouts opened before either completed can both complete: one plan per account, so the
    // one that arrived second is cancelled at Stripe instead of running (and later billing) beside it.
    const stored = await subscriptions.readStored(uid);
    if (state.status !== "inactive" && stored?.status === "active" && stored.stripeSubscriptionId && stored.stripeSubscriptionId !== subscription.id)
      await call(stripe.subscriptions.cancel(subscription.id));
  }

  /** What an event says to re-read: the subscription id and, when the event knows it, the account. */
  function subject(event: Stripe.Event): { id: string | null; uid: string | null; object?: Stripe.Subscription } {
    switch (event.type) {
      case "checkout.session.completed":
        return { id: idOf(event.data.object.subscription), uid: event.data.object.client_reference_id };
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return { id: event.data.object.id, uid: null, object: event.data.object };
      case "invoice.paid":
      case "invoice.payment_failed":
        return { id: invoiceSubscription(event.data.object), uid: null };
      default:
        return { id: null, uid: null };
    }
  }

  return {
    kind: "stripe",

    async start({ uid, email }, plan: PlanId, site) {
      const stored = await subscriptions.readStored(uid);
      const customer = stored?.stripeCustomerId ?? undefined;
      const session = await call(
        stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: config.prices[plan], quantity: 1 }],
          discounts: [{ coupon: config.coupon }],
          // The alpha coupon makes the total $0: no card is asked for while nothing is due.
          payment_method_collection: "if_required",
          client_reference_id: uid,
          ...(customer ? { customer } : { customer_email: email }),
          metadata: { uid, plan },
          subscription_data: { metadata: { uid, plan } },
          success_url: `${site}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${site}/profile`,
        }),
      );
      await checkouts.record({ id: session.id, uid, provider: "stripe", plan, status: "open" });
      return session.url!;
    },

    async confirm(uid, sessionId) {
      if (!(await checkouts.ofAccount(sessionId, uid))) throw new ClientError(404, MESSAGES.unknownSession);
      const session = await call(stripe.checkout.sessions.retrieve(sessionId));
      if (session.client_reference_id !== uid) throw new ClientError(404, MESSAGES.unknownSession);
      const subscriptionId = idOf(session.subscription);
      if (session.status !== "complete" || !subscriptionId) throw new ClientError(409, MESSAGES.sessionOpen);
      await sync(subscriptionId, uid);
      await checkouts.complete(sessionId);
    },

    async cancel(uid) {
      const stored = await subscriptions.readStored(uid);
      if (stored?.status !== "active") throw new ClientError(409, MESSAGES.noActivePlan);
      if (stored.provider !== "stripe" || !stored.stripeSubscriptionId) {
        if (!(await subscriptions.cancelAtPeriodEnd(uid))) throw new ClientError(409, MESSAGES.noActivePlan);
        return;
      }
      await call(stripe.subscriptions.update(stored.stripeSubscriptionId, { cancel_at_period_end: true }));
      await sync(stored.stripeSubscriptionId, uid);
    },

    async portal(uid, returnUrl) {
      const stored = await subscriptions.readStored(uid);
      if (stored?.provider !== "stripe" || !stored.stripeCustomerId) throw new ClientError(409, MESSAGES.noPortal);
      const session = await call(stripe.billingPortal.sessions.create({ customer: stored.stripeCustomerId, return_url: returnUrl }));
      return session.url;
    },

    async endForAccount(uid) {
      const stored = await subscriptions.readStored(uid);
      if (stored?.stripeSubscriptionId && stored.status !== "inactive") {
        try {
          await call(stripe.subscriptions.cancel(stored.stripeSubscriptionId));
        } catch (error) {
          if (!missing(error)) throw error; // already gone at Stripe
        }
      }
      await subscriptions.revoke(uid);
    },

    webhook: {
      /** The signature is checked on the raw bytes (300 s tolerance); each event is applied once. */
      async receive(body, signature) {
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(body, signature ?? "", config.webhookSecret, 300);
        } catch {
          throw new ClientError(400, MESSAGES.badSignature);
        }
        await handleEvent(event);
      },
    },
  };

  /** Applies one verified event unless it was handled before. */
  async function handleEvent(event: Stripe.Event): Promise<void> {
    if (await checkouts.seen(event.id)) return;
    if ((HANDLED as readonly string[]).includes(event.type)) {
      const { id, uid, object } = subject(event);
      if (id) await sync(id, uid, object);
      if (event.type === "checkout.session.completed") await checkouts.complete(event.data.object.id);
    }
    // Recorded after it was applied: a failure above is retried by Stripe instead of being lost.
    await checkouts.recordEvent(event);
  }
}
