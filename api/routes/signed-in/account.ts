/** POST /register, GET /api-key, GET /subscription (SPEC §3), in the signed-in context (index.ts). */
import type { FastifyInstance } from "fastify";
import { emailKey } from "../../data/email.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { type RegisterBody, apiKeySchema, registerSchema, subscriptionSchema } from "../../schemas.ts";
import type { Services } from "../../services.ts";

export async function accountRoutes(app: FastifyInstance, { accounts, subscriptions }: Services) {
  // Creates the account itself: 201 the first time, 200 after.
  app.post<{ Body: RegisterBody }>("/register", { schema: registerSchema }, async (request, reply) => {
    if (emailKey(request.body.email) !== emailKey(request.account.email)) throw new ClientError(400, MESSAGES.emailMismatch);
    const { created } = await accounts.register(request.account);
    return reply.code(created ? 201 : 200).send({ success: true });
  });

  app.get("/api-key", { schema: apiKeySchema, config: { account: "create" } }, async (request) => {
    const { key, createdAt, lastUsedAt } = await accounts.apiKey(request.account);
    return { success: true, api_key: key, created_at: createdAt, last_used_at: lastUsedAt };
  });

  app.get("/subscription", { schema: subscriptionSchema, config: { account: "create" } }, async (request) => (await subscriptions.read(request.account.uid))!);
}
