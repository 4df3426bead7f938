/** The signed-in calls: POST /register, GET /api-key, GET /subscription. Auth is one hook for all three. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Rate } from "../config.ts";
import { ClientError, MESSAGES } from "../errors.ts";
import { limiter } from "../limits.ts";
import { apiKeySchema, registerSchema, subscriptionSchema } from "../schemas.ts";
import { emailKey, type Store } from "../store.ts";
import { TokenRejected, type Verify } from "../verify.ts";

declare module "fastify" {
  interface FastifyRequest {
    account: { uid: string; email: string };
  }
}

export interface AccountOptions {
  store: Store;
  verify: Verify;
  perAccount: Rate | null;
}

// Base64url segments; the emulator's unsigned tokens end with an empty signature, hence "*".
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

async function authenticate(request: FastifyRequest, verify: Verify) {
  const header = request.headers.authorization ?? "";
  const match = header.length <= 8192 ? BEARER.exec(header) : null;
  if (!match) throw new ClientError(401, MESSAGES.missingToken);
  let identity;
  try {
    identity = await verify(match[1]!);
  } catch (error) {
    if (error instanceof TokenRejected) throw new ClientError(401, MESSAGES.badToken);
    throw error;
  }
  if (!identity.email) throw new ClientError(401, MESSAGES.noEmail);
  request.account = { uid: identity.uid, email: identity.email };
}

export async function accountRoutes(app: FastifyInstance, { store, verify, perAccount }: AccountOptions) {
  app.decorateRequest("account", null as unknown as FastifyRequest["account"]);
  app.addHook("onRequest", async (request, reply) => {
    // Set before anything can fail, so errors from these routes are never cached either.
    reply.header("cache-control", "no-store");
    try {
      await authenticate(request, verify);
    } catch (error) {
      if (error instanceof ClientError) reply.header("www-authenticate", 'Bearer realm="api"');
      throw error;
    }
  });
  if (perAccount) {
    app.addHook("onRequest", limiter(app, perAccount, (r) => `account:${r.account.uid}`));
  }

  app.post<{ Body: { email: string } }>("/register", { schema: registerSchema }, async (request, reply) => {
    const { uid, email } = request.account;
    if (emailKey(request.body.email) !== emailKey(email)) throw new ClientError(400, MESSAGES.emailMismatch);
    const { created } = await store.register(uid, email);
    return reply.code(created ? 201 : 200).send({ success: true });
  });

  app.get("/api-key", { schema: apiKeySchema }, async (request) => {
    const { uid, email } = request.account;
    return { success: true, api_key: await store.apiKey(uid, email) };
  });

  app.get("/subscription", { schema: subscriptionSchema }, async (request) => {
    const { uid, email } = request.account;
    return store.subscription(uid, email);
  });
}
