/** Request and response schemas of the checkout routes (same conventions as api/schemas.ts). */
import { type Static, Type } from "typebox";
import { planIds } from "../../content/plans.ts";
import { manages, offers } from "../../content/subscriptions.ts";
import { errors, subscriptionBody } from "../schemas.ts";

const url = Type.Object({ url: Type.String() });

export const CheckoutBody = Type.Object(
  { plan: Type.Enum(planIds, { must: `one of ${planIds.map((id) => `"${id}"`).join(", ")}` }) },
  { additionalProperties: false },
);
export const checkoutSchema = { body: CheckoutBody, response: { 200: url, ...errors } };

export const ConfirmBody = Type.Object(
  { session_id: Type.String({ minLength: 1, maxLength: 255, pattern: "^[A-Za-z0-9_-]+$", must: "the session_id of a checkout, as in the success page's address" }) },
  { additionalProperties: false },
);
export const confirmSchema = { body: ConfirmBody, response: { 200: subscriptionBody, ...errors } };

export const cancelSchema = { response: { 200: subscriptionBody, ...errors } };
export const portalSchema = { response: { 200: url, ...errors } };

/** What the profile offers this account: the plans, or why not, or the management of its plan. */
export const offerSchema = {
  response: {
    200: Type.Object({
      offer: Type.Enum(offers),
      manage: Type.Union([Type.Enum(manages), Type.Null()]),
    }),
    ...errors,
  },
};

export const webhookSchema = { response: { 200: Type.Object({ received: Type.Boolean() }), ...errors } };

export type CheckoutBody = Static<typeof CheckoutBody>;
export type ConfirmBody = Static<typeof ConfirmBody>;
