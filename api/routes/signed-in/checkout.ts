/**
 * Plans for accepted alpha testers, in the signed-in context (index.ts): GET /checkout (what the profile
 * offers), POST /checkout, POST /checkout/confirm, POST /subscription/cancel, POST /billing-portal.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Static, Type } from "typebox";
import { planIds } from "../../../content/plans.ts";
import { type CheckoutOffer, type Offer, manages, offers } from "../../../content/subscriptions.ts";
import type { User } from "../../auth.ts";
import { publicSubscription, type StoredSubscription } from "../../data/subscriptions.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { errors, subscriptionBody } from "../../schemas.ts";
import type { Services } from "../../services.ts";

const url = Type.Object({ url: Type.String() });

const CheckoutBody = Type.Object(
  { plan: Type.Enum(planIds, { must: `one of ${planIds.map((id) => `"${id}"`).join(", ")}` }) },
  { additionalProperties: false },
);
const checkoutSchema = { body: CheckoutBody, response: { 200: url, ...errors } };

const ConfirmBody = Type.Object(
  { session_id: Type.String({ minLength: 1, maxLength: 255, pattern: "^[A-Za-z0-9_-]+$", must: "the session_id of a checkout, as in the success page's address" }) },
  { additionalProperties: false },
);
const confirmSchema = { body: ConfirmBody, response: { 200: subscriptionBody, ...errors } };

const cancelSchema = { response: { 200: subscriptionBody, ...errors } };
const portalSchema = { response: { 200: url, ...errors } };

/** What the profile offers this account: the plans, or why not, or the management of its plan. */
const offerSchema = {
  response: {
    200: Type.Object({
      offer: Type.Enum(offers),
      manage: Type.Union([Type.Enum(manages), Type.Null()]),
    }),
    ...errors,
  },
};

type CheckoutBody = Static<typeof CheckoutBody>;
type ConfirmBody = Static<typeof ConfirmBody>;

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
