/**
 * Plans for accepted alpha testers, behind the ID-token hook: GET /checkout (what the profile offers),
 * POST /checkout, POST /checkout/confirm, POST /subscription/cancel, POST /billing-portal.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { firebaseUser, type User } from "../auth.ts";
import type { Checkout } from "../checkout/provider.ts";
import { type CheckoutBody, type ConfirmBody, cancelSchema, checkoutSchema, confirmSchema, offerSchema, portalSchema } from "../checkout/schemas.ts";
import type { Rate } from "../config.ts";
import type { Accounts } from "../data/accounts.ts";
import type { Alpha } from "../data/alpha.ts";
import { publicSubscription, type StoredSubscription, type Subscriptions } from "../data/subscriptions.ts";
import { ClientError, MESSAGES } from "../errors.ts";
import { limiter } from "../limits.ts";
import type { Verify } from "../verify.ts";

export interface CheckoutOptions {
  checkout: Checkout;
  accounts: Accounts;
  alpha: Alpha;
  subscriptions: Subscriptions;
  verify: Verify;
  origins: string[];
  perAccount: Rate | null;
}

type Offer = "plans" | "verify-email" | "apply" | "review" | "declined" | "subscribed";

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

export async function checkoutRoutes(app: FastifyInstance, options: CheckoutOptions) {
  const { checkout, accounts, alpha, subscriptions, verify, origins, perAccount } = options;
  app.decorateRequest("user", null as never);
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));
  app.addHook("onRequest", firebaseUser(verify, accounts.follow));
  if (perAccount) app.addHook("onRequest", limiter(app, perAccount, (r) => `account:${r.user.uid}`));

  /** The account's subscription, creating the account if its register call never arrived. */
  async function stored({ uid, email, emailVerified }: User): Promise<StoredSubscription> {
    const found = await subscriptions.readStored(uid);
    if (found) return found;
    await accounts.create(uid, email, emailVerified);
    return (await subscriptions.readStored(uid))!;
  }

  // Issue 17: what was granted to an e-mail (the accepted application) is claimed only with that address verified.
  async function offerFor(user: User, subscription: StoredSubscription): Promise<Offer> {
    if (subscription.status === "active" || subscription.status === "past_due") return "subscribed";
    if (!user.emailVerified) return "verify-email";
    const status = await alpha.statusOf(user.email);
    return status ? ALPHA_OFFER[status] : "apply";
  }

  function manageOf(subscription: StoredSubscription): "portal" | "cancel" | null {
    if (checkout.kind === "stripe" && subscription.provider === "stripe" && subscription.stripeCustomerId) return "portal";
    return subscription.status === "active" && !subscription.cancelAtPeriodEnd ? "cancel" : null;
  }

  app.get("/checkout", { schema: offerSchema }, async (request) => {
    const subscription = await stored(request.user);
    return { offer: await offerFor(request.user, subscription), manage: manageOf(subscription) };
  });

  app.post<{ Body: CheckoutBody }>("/checkout", { schema: checkoutSchema }, async (request) => {
    const offer = await offerFor(request.user, await stored(request.user));
    if (offer !== "plans") throw new ClientError(...REFUSALS[offer]);
    return { url: await checkout.start(request.user, request.body.plan, siteOf(request, origins)) };
  });

  app.post<{ Body: ConfirmBody }>("/checkout/confirm", { schema: confirmSchema }, async (request) => {
    await checkout.confirm(request.user.uid, request.body.session_id);
    return publicSubscription(await stored(request.user));
  });

  app.post("/subscription/cancel", { schema: cancelSchema }, async (request) => {
    await stored(request.user);
    await checkout.cancel(request.user.uid);
    return publicSubscription(await stored(request.user));
  });

  app.post("/billing-portal", { schema: portalSchema }, async (request) => {
    await stored(request.user);
    return { url: await checkout.portal(request.user.uid, `${siteOf(request, origins)}/profile`) };
  });
}
