/**
 * POST /stripe/webhook: Stripe's events, in a plugin of its own because the signature covers the exact
 * bytes Stripe sent: its JSON is read as a raw buffer here, never parsed and re-serialised first.
 */
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Webhook } from "../checkout/types.ts";
import { errors } from "../schemas.ts";

/** Stripe's events are a few KiB; their largest (invoices with many lines) stay well under this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const webhookSchema = { response: { 200: Type.Object({ received: Type.Boolean() }), ...errors } };

export async function stripeWebhookRoutes(app: FastifyInstance, { webhook }: { webhook: Webhook }) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post<{ Body: Buffer }>("/stripe/webhook", { schema: webhookSchema, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const signature = request.headers["stripe-signature"];
    await webhook.receive(request.body, typeof signature === "string" ? signature : undefined);
    return { received: true };
  });
}
