/**
 * GET /v1/plan: which plan an API key's account has, in the API-key context (index.ts), so the
 * dashboard card can check a pasted key and show "23 of 50 devices exposed" before compiling anything.
 * A key without an active plan is refused: the card does not connect with it.
 */
import type { FastifyInstance } from "fastify";
import { plans } from "../../../content/plans.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { planSchema } from "../../schemas.ts";

export async function planRoutes(app: FastifyInstance) {
  app.get("/v1/plan", { schema: planSchema }, async (request) => {
    const { status, plan: planId } = request.keyOwner;
    const plan = plans.find((p) => p.id === planId);
    if (status !== "active" || !plan) throw new ClientError(403, MESSAGES.noPlanForKey);
    return { plan: plan.id, name: plan.name, status, deviceLimit: plan.deviceLimit };
  });
}
