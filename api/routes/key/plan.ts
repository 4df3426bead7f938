/**
 * GET /v1/plan: which plan an API key's account has, in the API-key context (index.ts), so the
 * dashboard card can check a pasted key and show "23 of 50 devices exposed" before compiling anything.
 * A key without an active plan is refused: the card does not connect with it.
 */
import type { FastifyInstance } from "fastify";
import { type Static, Type } from "typebox";
import { ClientError, MESSAGES } from "../../errors.ts";
import { errors } from "../../schemas.ts";

/** deviceLimit null = unlimited. */
const planSchema = {
  response: {
    200: Type.Object({ plan: Type.String(), name: Type.String(), status: Type.String(), deviceLimit: Type.Union([Type.Integer(), Type.Null()]) }),
    ...errors,
  },
};

/** The answer the dashboard card reads (card/api.ts imports it type-only). */
export type PlanAnswer = Static<(typeof planSchema.response)[200]>;

export async function planRoutes(app: FastifyInstance) {
  app.get("/v1/plan", { schema: planSchema }, async (request) => {
    const plan = request.keyPlan;
    if (!plan) throw new ClientError(403, MESSAGES.noPlanForKey);
    return { plan: plan.id, name: plan.name, status: request.keyOwner.status, deviceLimit: plan.deviceLimit };
  });
}
