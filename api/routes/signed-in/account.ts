/** POST /register, GET /api-key, GET /subscription (SPEC §3), in the signed-in context (index.ts). */
import type { FastifyInstance } from "fastify";
import { type Static, Type } from "typebox";
import type { User } from "../../auth.ts";
import type { Accounts } from "../../data/accounts.ts";
import { emailKey } from "../../data/email.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { email, errors, subscriptionBody, success } from "../../schemas.ts";
import type { Services } from "../../services.ts";

const RegisterBody = Type.Object({ email }, { additionalProperties: false });
type RegisterBody = Static<typeof RegisterBody>;
const registerSchema = { body: RegisterBody, response: { "2xx": success, ...errors } };

/** The account's key as GET /api-key and POST /api-key/rotate (lifecycle.ts) answer it. */
const apiKeyBody = Type.Object({ success: Type.Boolean(), api_key: Type.String(), created_at: Type.String(), last_used_at: Type.Union([Type.String(), Type.Null()]) });
export const apiKeySchema = { response: { 200: apiKeyBody, ...errors } };
export async function apiKeyAnswer(accounts: Accounts, user: User): Promise<Static<typeof apiKeyBody>> {
  const { key, createdAt, lastUsedAt } = await accounts.apiKey(user);
  return { success: true, api_key: key, created_at: createdAt, last_used_at: lastUsedAt };
}

const subscriptionSchema = { response: { 200: subscriptionBody, ...errors } };

export async function accountRoutes(app: FastifyInstance, { accounts, subscriptions }: Services) {
  // Creates the account itself: 201 the first time, 200 after.
  app.post<{ Body: RegisterBody }>("/register", { schema: registerSchema }, async (request, reply) => {
    if (emailKey(request.body.email) !== emailKey(request.account.email)) throw new ClientError(400, MESSAGES.emailMismatch);
    const { created } = await accounts.register(request.account);
    return reply.code(created ? 201 : 200).send({ success: true });
  });

  app.get("/api-key", { schema: apiKeySchema, config: { account: "create" } }, async (request) => apiKeyAnswer(accounts, request.account));

  app.get("/subscription", { schema: subscriptionSchema, config: { account: "create" } }, async (request) => (await subscriptions.read(request.account.uid))!);
}
