/**
 * The API-key context: every `/v1/*` route, behind the account's API key. A key route is one file in
 * this folder that exports `(app, services) => …` and reads `request.keyOwner` (the key's account) and
 * `request.keyPlan` (its active plan, resolved once here); list it in ROUTES below. The context has already set
 * `Cache-Control: no-store`, checked the key (auth.ts) and counted the per-key limit (key-limits.ts:
 * RATE_LIMIT_COMPILE, one budget per key across every /v1 route but the card's page-load requests: its
 * reads count RATE_LIMIT_KEY_READS, its suggestions RATE_LIMIT_SUGGESTIONS) before the handler runs; an address sending unknown keys past
 * RATE_LIMIT_KEY_GUESSES is answered 429 before the key lookup.
 */
import type { FastifyInstance } from "fastify";
import { apiKey } from "../../auth.ts";
import { type Plan, activePlan } from "../../data/subscriptions.ts";
import { keyBudgets, keyGuesses } from "../../key-limits.ts";
import type { Services } from "../../services.ts";
import { compileRoutes } from "./compile.ts";
import { directiveRoutes } from "./directives.ts";
import { planRoutes } from "./plan.ts";
import { suggestionRoutes } from "./suggestions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The key owner's plan while its subscription is active, else null (the key context). */
    keyPlan: Plan | null;
  }
}

const ROUTES = [compileRoutes, planRoutes, directiveRoutes, suggestionRoutes];

export async function keyRoutes(app: FastifyInstance, services: Services) {
  const { accounts, limits } = services;
  app.decorateRequest("keyOwner", null as never);
  app.decorateRequest("keyPlan", null);
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));
  if (limits?.keyGuessesPerAddress) {
    const guesses = keyGuesses(app, limits.keyGuessesPerAddress);
    app.addHook("onRequest", guesses.before);
    app.addHook("onResponse", guesses.after);
  }
  app.addHook("onRequest", apiKey(accounts));
  app.addHook("onRequest", async (request) => void (request.keyPlan = activePlan(request.keyOwner)));
  if (limits) app.addHook("onRequest", keyBudgets(app, limits));
  for (const routes of ROUTES) await app.register(routes, services);
}
