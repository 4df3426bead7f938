/** Rate limits as hooks, on @fastify/rate-limit's store; several may apply to one request. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Rate } from "./config.ts";
import { ClientError, MESSAGES } from "./errors.ts";

/**
 * A hook that answers 429 with Retry-After once `key` has been used more than rate.max times in a window.
 * Built on createRateLimit rather than the plugin's own hook, which runs only once per request and so
 * could not enforce both the address and the e-mail limit on one alpha application.
 */
export function limiter(app: FastifyInstance, rate: Rate, key: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({ max: rate.max, timeWindow: rate.windowMs, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    reply.header("retry-after", String(seconds));
    throw new ClientError(429, MESSAGES.rateLimited(`${seconds} second${seconds === 1 ? "" : "s"}`));
  };
}
