/** POST /alpha-subscribe: public, limited per client address and per e-mail address. */
import type { FastifyInstance } from "fastify";
import type { Limits } from "../config.ts";
import { alphaSchema } from "../schemas.ts";
import { emailKey, type AlphaApplication, type Store } from "../store.ts";

export interface AlphaOptions {
  store: Store;
  limits: Limits | null;
}

export async function alphaRoutes(app: FastifyInstance, { store, limits }: AlphaOptions) {
  // The address limit runs before the body is read; the e-mail limit needs the validated body.
  const hooks = limits
    ? {
        onRequest: app.rateLimit({ max: limits.alphaPerAddress.max, timeWindow: limits.alphaPerAddress.windowMs, keyGenerator: (r) => `address:${r.ip}` }),
        preHandler: app.rateLimit({
          max: limits.alphaPerEmail.max,
          timeWindow: limits.alphaPerEmail.windowMs,
          keyGenerator: (r) => `email:${emailKey((r.body as AlphaApplication).email)}`,
        }),
      }
    : {};

  app.post<{ Body: AlphaApplication }>("/alpha-subscribe", { schema: alphaSchema, ...hooks }, async (request) => {
    await store.saveAlpha(request.body);
    return { success: true };
  });
}
