/**
 * GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and orchestrators).
 * With REDIS_URL, a Redis outage is reported as "degraded" but stays a 200: every replica shares that
 * Redis, so a 503 would have the load balancer drain all of them, while the API keeps answering without it.
 */
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { MESSAGES } from "../errors.ts";
import { errors } from "../schemas.ts";
import type { Db } from "../db.ts";
import type { RedisLink } from "../redis.ts";

/** redis and warning only with REDIS_URL set: "connected", or "unreachable" with the warning (status "degraded"). */
const healthSchema = {
  response: { 200: Type.Object({ status: Type.String(), redis: Type.Optional(Type.String()), warning: Type.Optional(Type.String()) }), ...errors },
};

export async function healthRoutes(app: FastifyInstance, { db, redis }: { db: Db; redis: RedisLink | null }) {
  app.get("/healthz", { schema: healthSchema }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await db.query("SELECT 1");
    } catch (error) {
      request.log.warn({ err: error }, "health check failed");
      return reply.code(503).send({ error: MESSAGES.unavailable });
    }
    if (!redis) return { status: "ok" };
    // A PING (within the link's deadline) also notices a Redis that is connected but too slow, or back.
    if (redis.commands.status === "ready") await redis.commands.ping().then(() => redis.succeeded(), (error: unknown) => redis.failed(error));
    const outage = redis.outage();
    if (!outage) return { status: "ok", redis: "connected" };
    return { status: "degraded", redis: "unreachable", warning: MESSAGES.redisDown(outage.since.toISOString()) };
  });
}
