/** POST /alpha-subscribe: public, limited per client address and per e-mail address. */
import type { FastifyInstance } from "fastify";
import { addressKey } from "../address.ts";
import type { Limits } from "../config.ts";
import { limiter } from "../limits.ts";
import { type AlphaBody, alphaSchema } from "../schemas.ts";
import type { Alpha, AlphaApplication } from "../data/alpha.ts";
import { emailKey } from "../data/email.ts";

export interface AlphaOptions {
  alpha: Alpha;
  limits: Limits | null;
}

export async function alphaRoutes(app: FastifyInstance, { alpha, limits }: AlphaOptions) {
  // The address limit runs before the body is read; the e-mail limit needs the validated body.
  const hooks = limits
    ? {
        onRequest: limiter(app, limits.alphaPerAddress, (r) => `address:${addressKey(r.ip)}`),
        preHandler: limiter(app, limits.alphaPerEmail, (r) => `email:${emailKey((r.body as AlphaApplication).email)}`),
      }
    : {};

  app.post<{ Body: AlphaBody }>("/alpha-subscribe", { schema: alphaSchema, ...hooks }, async (request) => {
    await alpha.save(request.body);
    return { success: true };
  });
}
