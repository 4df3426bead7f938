/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and orchestrators). */
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../errors.ts";
import { healthSchema } from "../schemas.ts";
import type { Db } from "../db.ts";

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", { schema: healthSchema }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await db.query("SELECT 1");
    } catch (error) {
      request.log.warn({ err: error }, "health check failed");
      return reply.code(503).send({ error: MESSAGES.unavailable });
    }
    return { status: "ok" };
  });
}
