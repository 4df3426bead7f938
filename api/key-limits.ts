/**
 * The API-key context's rate limits (issue 38). What a dashboard card asks on every page load has a budget
 * of its own per key, so a household whose cards share one key does not spend on page loads the budget
 * Compile needs: the reads that keep it in step (GET /v1/plan, GET /v1/directives) one, the suggestions it
 * shows under the field (POST /v1/suggestions, compile work: a smaller one) another. Requests whose key is
 * missing or unknown are counted per client address; past that budget the address is answered 429 before
 * any key lookup (a hash and a database query each).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addressKey } from "./address.ts";
import type { Limits, Rate } from "./config.ts";
import { ClientError, MESSAGES } from "./errors.ts";
import { limiter } from "./limits.ts";

type Budget = "compile" | "reads" | "suggestions";
/** The card's page-load requests and their budgets; every other /v1 request counts against Compile's. */
const BUDGETS: Record<string, Budget> = { "GET /v1/plan": "reads", "GET /v1/directives": "reads", "POST /v1/suggestions": "suggestions" };
/** With no RATE_LIMIT_KEY_READS or RATE_LIMIT_SUGGESTIONS (a Limits built in code): as config.ts defaults them. */
const DEFAULT_READS: Rate = { max: 600, windowMs: 60_000 };
const DEFAULT_SUGGESTIONS: Rate = { max: 60, windowMs: 60_000 };

/** onRequest, after the key check: per key, one budget for the card's reads, one for its suggestions, another for everything else. */
export function keyBudgets(app: FastifyInstance, limits: Limits) {
  const hooks: Record<Budget, ReturnType<typeof limiter>> = {
    compile: limiter(app, limits.compilePerKey, (r) => `key:${r.keyOwner.uid}`),
    reads: limiter(app, limits.readsPerKey ?? DEFAULT_READS, (r) => `key-read:${r.keyOwner.uid}`),
    suggestions: limiter(app, limits.suggestionsPerKey ?? DEFAULT_SUGGESTIONS, (r) => `key-suggest:${r.keyOwner.uid}`),
  };
  return (request: FastifyRequest, reply: FastifyReply) => hooks[BUDGETS[`${request.method} ${request.routeOptions.url}`] ?? "compile"](request, reply);
}

/** The two hooks of the unknown-key limit: `before` the lookup (onRequest), `after` a 401 (onResponse). */
export function keyGuesses(app: FastifyInstance, rate: Rate) {
  const count = app.createRateLimit({ max: rate.max, timeWindow: rate.windowMs, keyGenerator: (r) => `key-guess:${addressKey(r.ip)}` });
  /** Addresses past the budget, until when; kept small (expired ones dropped when it grows). */
  const blocked = new Map<string, number>();
  return {
    async before(request: FastifyRequest, reply: FastifyReply) {
      const until = blocked.get(addressKey(request.ip)) ?? 0;
      if (until <= Date.now()) return;
      const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      reply.header("retry-after", String(seconds));
      throw new ClientError(429, MESSAGES.rateLimited(`${seconds} second${seconds === 1 ? "" : "s"}`));
    },
    async after(request: FastifyRequest, reply: FastifyReply) {
      if (reply.statusCode !== 401) return;
      const limit = await count(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      if (blocked.size > 10_000) for (const [address, until] of blocked) if (until <= Date.now()) blocked.delete(address);
      blocked.set(addressKey(request.ip), Date.now() + Math.max(1, limit.ttlInSeconds) * 1000);
    },
  };
}
