/**
 * GET /v1/plan: which plan an API key's account has, so the dashboard card can check a pasted key and
 * show "23 of 50 devices exposed" before compiling anything. A key without an active plan is refused
 * (the card does not connect with it).
 */
import type { FastifyInstance } from "fastify";
import { plans } from "../../content/plans.ts";
import { apiKey } from "../auth.ts";
import type { Rate } from "../config.ts";
import type { Accounts } from "../data/accounts.ts";
import { ClientError, MESSAGES } from "../errors.ts";
import { limiter } from "../limits.ts";
import { planSchema } from "../schemas.ts";

export interface PlanOptions {
  accounts: Accounts;
  perKey: Rate | null;
}

export async function planRoutes(app: FastifyInstance, { accounts, perKey }: PlanOptions) {
  if (!app.hasRequestDecorator("keyOwner")) app.decorateRequest("keyOwner", null as never);
  const onRequest = [
    async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header("cache-control", "no-store"),
    apiKey(accounts),
    ...(perKey ? [limiter(app, perKey, (r) => `plan-key:${r.keyOwner.uid}`)] : []),
  ];
  app.get("/v1/plan", { schema: planSchema, onRequest }, async (request) => {
    const { status, plan: planId } = request.keyOwner;
    const plan = plans.find((p) => p.id === planId);
    if (status !== "active" || !plan) throw new ClientError(403, MESSAGES.noPlanForKey);
    return { plan: plan.id, name: plan.name, status, deviceLimit: plan.deviceLimit };
  });
}
