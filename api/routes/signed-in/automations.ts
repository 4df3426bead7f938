/**
 * GET /automations (issue 29), in the signed-in context (index.ts): how many of the account's directives
 * are active against the plan's automation limit, for the profile's "N of M active automations".
 */
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { activePlan } from "../../data/subscriptions.ts";
import { errors } from "../../schemas.ts";
import type { Services } from "../../services.ts";

const schema = {
  response: { 200: Type.Object({ active: Type.Integer(), paused: Type.Integer(), limit: Type.Union([Type.Integer(), Type.Null()]) }), ...errors },
};

export async function automationsRoutes(app: FastifyInstance, { subscriptions, directives }: Services) {
  app.get("/automations", { schema, config: { account: "create" } }, async (request) => {
    const { uid } = request.account;
    const [subscription, counts] = await Promise.all([subscriptions.read(uid), directives.counts(uid)]);
    const plan = activePlan(subscription);
    // No active plan: nothing more may become active, so the limit shown is 0.
    return { active: counts.active, paused: counts.total - counts.active, limit: plan ? plan.automationLimit : 0 };
  });
}
