/**
 * The API-key context: every `/v1/*` route, behind the account's API key. A key route is one file in
 * this folder that exports `(app, services) => …` and reads `request.keyOwner` (the key's account, its
 * subscription status and plan); list it in ROUTES below. The context has already set
 * `Cache-Control: no-store`, checked the key (auth.ts) and counted the per-key limit (key-limits.ts:
 * RATE_LIMIT_COMPILE, one budget per key across every /v1 route but the card's reads, which count
 * RATE_LIMIT_KEY_READS) before the handler runs; an address sending unknown keys past
 * RATE_LIMIT_KEY_GUESSES is answered 429 before the key lookup.
 */
import type { FastifyInstance } from "fastify";
import { apiKey } from "../../auth.ts";
import { keyBudgets, keyGuesses } from "../../key-limits.ts";
import type { Services } from "../../services.ts";
import { compileRoutes } from "./compile.ts";
import { directiveRoutes } from "./directives.ts";
import { planRoutes } from "./plan.ts";
import { suggestionRoutes } from "./suggestions.ts";

const ROUTES = [compileRoutes, planRoutes, directiveRoutes, suggestionRoutes];

export async function keyRoutes(app: FastifyInstance, services: Services) {
  const { accounts, limits } = services;
  app.decorateRequest("keyOwner", null as never);
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));
  if (limits?.keyGuessesPerAddress) {
    const guesses = keyGuesses(app, limits.keyGuessesPerAddress);
    app.addHook("onRequest", guesses.before);
    app.addHook("onResponse", guesses.after);
  }
  app.addHook("onRequest", apiKey(accounts));
  if (limits) app.addHook("onRequest", keyBudgets(app, limits));
  for (const routes of ROUTES) await app.register(routes, services);
}
