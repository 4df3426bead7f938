/** The error catalogue and the one error handler: every failure becomes { error: "One sentence." }. */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";

/** An error the client caused or can fix; its message is shown as is. */
export class ClientError extends Error {
  constructor(
    public statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  missingToken: 'Send your Firebase ID token as "Authorization: Bearer <token>".',
  badToken: "The ID token is invalid, expired or revoked; sign in again.",
  noEmail: "This account has no e-mail address; sign in with an e-mail and password account.",
  staleSignIn: "This needs a recent sign-in; sign in again and retry.",
  missingApiKey: 'Send your API key as "Authorization: Bearer hca_…"; it is on your profile.',
  unknownApiKey: "This API key is unknown or has been replaced; copy the current key from your profile.",
  noSubscription: "Compiling through the API needs an active subscription; choose a plan on your profile.",
  noPlanForKey: "This key's account has no active plan; choose a plan on your profile at homedirective.ai, then connect again.",
  deviceLimit: (plan: string, limit: number, count: number) =>
    `Your ${plan} plan covers ${limit} devices and this home exposes ${count}; expose fewer entities or choose a larger plan.`,
  scheduling: (plan: string, why: string, plans: string) =>
    `This directive needs Scheduling (${why}), which comes with the ${plans} plans, not ${plan}; choose one of them on your profile, or write it without a time, a duration or a delay.`,
  // --- issue 29: directive records, the automation limit, suggestions
  automationLimit: (plan: string, limit: number, active: number) =>
    `Your ${plan} plan allows ${limit} active automations and ${active} are active; pause or delete one first, or choose a larger plan on your profile.`,
  planEnded: "Your account has no active plan, so no new or resumed automation can be recorded; the ones you have stay in Home Assistant, and choosing a plan on your profile lets you add more.",
  recordExists: "A directive record with this id exists; create it under a new random id, or change it with PUT /v1/directives/<id>.",
  recordMissing: "This account has no directive record with this id; list them with GET /v1/directives.",
  recordsFull: (max: number) => `This account holds ${max} directive records, the most it may; delete the ones you no longer need first.`,
  noSuggestions: (plan: string, plans: string) => `Suggestions come with the ${plans} plans, not ${plan}; choose one of them on your profile.`,
  emailMismatch: "Field email must be the e-mail address of the signed-in account.",
  notObject: "Send a JSON object as the body, with Content-Type: application/json.",
  notJson: "Send the body as JSON with Content-Type: application/json.",
  notUtf8: "The request body is not valid UTF-8; send JSON encoded as UTF-8.",
  notUtf8Charset: "Send the body as JSON in UTF-8: charset=utf-8 or no charset.",
  encoded: "Send the body uncompressed, without Content-Encoding.",
  unavailable: "The service is temporarily unavailable; try again shortly.",
  internal: "Something went wrong on our side; try again later.",
  notFound: (method: string, path: string) => `There is no ${method} ${path}; see the API README for the endpoints.`,
  rateLimited: (after: string) => `Too many requests; try again in ${after}.`,
  // --- checkout (issue 13) ---
  alreadySubscribed: "This account already has an active plan; manage it on your profile instead of checking out again.",
  verifyEmailFirst: "Verify your e-mail address first: plans are offered to the verified address an alpha application was accepted for.",
  applyFirst: "Plans are for accepted alpha testers; apply on the Alpha page first.",
  underReview: "Your alpha application is still under review; plans open once it is accepted.",
  declined: "Your alpha application was not accepted, so no plan can be chosen; write to us if you think this is a mistake.",
  unknownSession: "This account has no checkout session with that session_id; start again from your profile.",
  sessionOpen: "This checkout has not been completed yet; finish it on the payment page, or start again from your profile.",
  noActivePlan: "This account has no active plan to cancel.",
  noPortal: "There is no billing portal for this plan; cancel it from your profile instead.",
  badSignature: "The Stripe-Signature header does not match this body, or is older than 300 seconds.",
  // issue 16: replicas (GET /healthz's warning while Redis is away; the cause goes to the log, not here)
  redisDown: (since: string) =>
    `Redis has been unreachable since ${since}: rate limits are counted by each replica alone, and revocations reach this replica only, until it is back.`,
};

/** Fastify's own client errors, by code. */
const FASTIFY: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.notJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.notObject],
  // Also what fastify reports for __proto__ / constructor.prototype keys, which it refuses outright.
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "The Content-Length header does not match the body; send it again."],
};

/** Ajv keyword → sentence, for keywords whose sentence does not depend on the field's rule. */
const KEYWORDS: Record<string, (e: FastifySchemaValidationError) => string> = {
  required: (e) => `Field ${e.params.missingProperty} is required.`,
  additionalProperties: (e) => `Field ${e.params.additionalProperty} is not allowed; remove it.`,
};

type SchemaNode = { must?: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

/** The schema node at a JSON pointer path: object properties by name, array items by index. */
function nodeAt(schema: SchemaNode | undefined, path: string[]): SchemaNode | undefined {
  let node = schema;
  for (const part of path) node = /^\d+$/.test(part) ? node?.items : node?.properties?.[part];
  return node;
}

/**
 * The first schema violation as one sentence naming the field and what it must be. What a field must
 * be is written on the field itself in its schema (`must`), beside its type, so the two cannot drift.
 */
export function validationMessage(errors: FastifySchemaValidationError[], schema?: SchemaNode): string {
  const first = errors[0];
  if (!first) return MESSAGES.notObject;
  const byKeyword = KEYWORDS[first.keyword];
  const path = first.instancePath.split("/").filter(Boolean);
  const field = path.map((part, i) => (i === 0 ? part : `[${part}]`)).join("");
  if (byKeyword) return byKeyword(first).replace(/^Field (\S+)/, (_, name) => `Field ${field ? `${field}[${name}]` : name}`);
  if (path.length === 0) return MESSAGES.notObject;
  // An item without a sentence of its own falls back to its list's.
  const rule = nodeAt(schema, path)?.must ?? nodeAt(schema, path.slice(0, -1))?.must ?? "valid";
  return `Field ${field} must be ${rule}.`;
}

export function errorHandler(this: unknown, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    // A path parameter (/v1/directives/:id) is described by the params schema, a field by the body's.
    const part = error.validationContext === "params" ? "params" : "body";
    return reply.code(400).send({ error: validationMessage(error.validation, request.routeOptions.schema?.[part] as SchemaNode) });
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit!;
    return reply.code(413).send({ error: `The request body is over ${limit / 1024} KiB; send a smaller body.` });
  }
  const known = FASTIFY[error.code];
  if (known) return reply.code(known[0]).send({ error: known[1] });
  if (error instanceof ClientError) return reply.code(error.statusCode).send({ error: error.message });
  if (error.statusCode === 503) {
    request.log.warn({ err: error.cause ?? error }, "dependency unavailable");
    return reply.code(503).header("retry-after", "5").send({ error: MESSAGES.unavailable });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, "client error");
    return reply.code(error.statusCode).send({ error: "The request could not be read; check its headers and body." });
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ error: MESSAGES.internal });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0]!.slice(0, 100);
  return reply.code(404).send({ error: MESSAGES.notFound(request.method, path) });
}
