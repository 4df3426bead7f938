/**
 * GET /automations (issue 29), by the signed-in ID token: how many of the account's directives are
 * active against the plan's automation limit, for the profile's "N of M active automations".
 */
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { plans } from "../../content/plans.ts";
import { firebaseUser } from "../auth.ts";
import type { Rate } from "../config.ts";
import type { Accounts } from "../data/accounts.ts";
import type { Directives } from "../data/directives.ts";
import type { Subscriptions } from "../data/subscriptions.ts";
import { limiter } from "../limits.ts";
import { errors } from "../schemas.ts";
import type { Verify } from "../verify.ts";

export interface AutomationsOptions {
  accounts: Accounts;
  subscriptions: Subscriptions;
  directives: Directives;
  verify: Verify;
  perAccount: Rate | null;
}

const schema = {
  response: { 200: Type.Object({ active: Type.Integer(), paused: Type.Integer(), limit: Type.Union([Type.Integer(), Type.Null()]) }), ...errors },
};

export async function automationsRoutes(app: FastifyInstance, { accounts, subscriptions, directives, verify, perAccount }: AutomationsOptions) {
  app.decorateRequest("user", null as never);
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));
  app.addHook("onRequest", firebaseUser(verify, accounts.follow));
  if (perAccount) app.addHook("onRequest", limiter(app, perAccount, (r) => `account:${r.user.uid}`));

  app.get("/automations", { schema }, async (request) => {
    const { uid } = request.user;
    const [subscription, counts] = await Promise.all([subscriptions.read(uid), directives.counts(uid)]);
    const plan = subscription?.status === "active" ? plans.find((p) => p.id === subscription.plan) : undefined;
    // No active plan: nothing may be active beyond what is, so the limit shown is 0.
    return { active: counts.active, paused: counts.total - counts.active, limit: plan ? plan.automationLimit : 0 };
  });
}
