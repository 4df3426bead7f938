/** The signed-in calls: POST /register, GET /api-key, GET /subscription, each behind the ID-token hook. */
import type { FastifyInstance } from "fastify";
import { firebaseUser } from "../auth.ts";
import type { Rate } from "../config.ts";
import type { Accounts } from "../data/accounts.ts";
import { emailKey } from "../data/email.ts";
import type { Subscriptions } from "../data/subscriptions.ts";
import { ClientError, MESSAGES } from "../errors.ts";
import { limiter } from "../limits.ts";
import { type RegisterBody, apiKeySchema, registerSchema, subscriptionSchema } from "../schemas.ts";
import type { Verify } from "../verify.ts";

export interface AccountOptions {
  accounts: Accounts;
  subscriptions: Subscriptions;
  verify: Verify;
  perAccount: Rate | null;
}

export async function accountRoutes(app: FastifyInstance, { accounts, subscriptions, verify, perAccount }: AccountOptions) {
  app.decorateRequest("user", null as never);
  // Set before anything can fail, so errors from these routes are never cached either.
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));
  app.addHook("onRequest", firebaseUser(verify, accounts.follow));
  if (perAccount) app.addHook("onRequest", limiter(app, perAccount, (r) => `account:${r.user.uid}`));

  app.post<{ Body: RegisterBody }>("/register", { schema: registerSchema }, async (request, reply) => {
    if (emailKey(request.body.email) !== emailKey(request.user.email)) throw new ClientError(400, MESSAGES.emailMismatch);
    const { created } = await accounts.register(request.user);
    return reply.code(created ? 201 : 200).send({ success: true });
  });

  app.get("/api-key", { schema: apiKeySchema }, async (request) => {
    const { key, createdAt, lastUsedAt } = await accounts.apiKey(request.user);
    return { success: true, api_key: key, created_at: createdAt, last_used_at: lastUsedAt };
  });

  app.get("/subscription", { schema: subscriptionSchema }, async (request) => {
    const { uid, email, emailVerified } = request.user;
    const found = await subscriptions.read(uid);
    if (found) return found;
    await accounts.create(uid, email, emailVerified);
    return (await subscriptions.read(uid))!;
  });
}
