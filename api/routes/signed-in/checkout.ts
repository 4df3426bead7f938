/**
 * Plans for accepted alpha testers, in the signed-in context (index.ts): GET /checkout (what the profile
 * offers), POST /checkout, POST /checkout/confirm, POST /subscription/cancel, POST /billing-portal.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CheckoutOffer, Offer } from "../../../content/subscriptions.ts";
import type { User } from "../../auth.ts";
import { type CheckoutBody, type ConfirmBody, cancelSchema, checkoutSchema, confirmSchema, offerSchema, portalSchema } from "../../checkout/schemas.ts";
import { publicSubscription, type StoredSubscription } from "../../data/subscriptions.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import type { Services } from "../../services.ts";

/** Why an offer other than "plans" refuses a checkout. */
const REFUSALS: Record<Exclude<Offer, "plans">, [number, string]> = {
  subscribed: [409, MESSAGES.alreadySubscribed],
  "verify-email": [403, MESSAGES.verifyEmailFirst],
  apply: [403, MESSAGES.applyFirst],
  review: [403, MESSAGES.underReview],
  declined: [403, MESSAGES.declined],
};

const ALPHA_OFFER = { accepted: "plans", pending: "review", declined: "declined" } as const;

/** The site's origin for the URLs we hand out: the calling page's when it is one we serve, else the first configured. */
function siteOf(request: FastifyRequest, origins: string[]): string {
  const origin = request.headers.origin;
  return origin && origins.includes(origin) ? origin : origins[0] ?? "";
}

export async function checkoutRoutes(app: FastifyInstance, { checkout, alpha, subscriptions, origins }: Services) {
  // Every route here reads the account's subscription: the context creates the account first if needed.
  const config = { account: "create" } as const;
  const stored = async ({ uid }: User): Promise<StoredSubscription> => (await subscriptions.readStored(uid))!;

  // Issue 17: what was granted to an e-mail (the accepted application) is claimed only with that address verified.
  async function offerFor(user: User, subscription: StoredSubscription): Promise<Offer> {
    if (subscription.status === "active" || subscription.status === "past_due") return "subscribed";
    if (!user.emailVerified) return "verify-email";
    const status = await alpha.statusOf(user.email);
    return status ? ALPHA_OFFER[status] : "apply";
  }

  function manageOf(subscription: StoredSubscription): CheckoutOffer["manage"] {
    if (checkout.kind === "stripe" && subscription.provider === "stripe" && subscription.stripeCustomerId) return "portal";
    return subscription.status === "active" && !subscription.cancelAtPeriodEnd ? "cancel" : null;
  }

  app.get("/checkout", { schema: offerSchema, config }, async (request) => {
    const subscription = await stored(request.account);
    return { offer: await offerFor(request.account, subscription), manage: manageOf(subscription) };
  });

  app.post<{ Body: CheckoutBody }>("/checkout", { schema: checkoutSchema, config }, async (request) => {
    const offer = await offerFor(request.account, await stored(request.account));
    if (offer !== "plans") throw new ClientError(...REFUSALS[offer]);
    return { url: await checkout.start(request.account, request.body.plan, siteOf(request, origins)) };
  });

  app.post<{ Body: ConfirmBody }>("/checkout/confirm", { schema: confirmSchema, config }, async (request) => {
    await checkout.confirm(request.account.uid, request.body.session_id);
    return publicSubscription(await stored(request.account));
  });

  app.post("/subscription/cancel", { schema: cancelSchema, config }, async (request) => {
    await checkout.cancel(request.account.uid);
    return publicSubscription(await stored(request.account));
  });

  app.post("/billing-portal", { schema: portalSchema, config }, async (request) => {
    return { url: await checkout.portal(request.account.uid, `${siteOf(request, origins)}/profile`) };
  });
}
