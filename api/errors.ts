/** The error catalogue and the one error handler: every failure becomes { error: "One sentence." }. */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { FIELD_RULES } from "./schemas.ts";

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
  deviceLimit: (plan: string, limit: number, count: number) =>
    `Your ${plan} plan covers ${limit} devices and this home exposes ${count}; expose fewer entities or choose a larger plan.`,
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
};

/** Fastify's own client errors, by code. */
const FASTIFY: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request body is over 16 KiB; send a smaller body."],
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

/** The first schema violation as one sentence naming the field and what it must be. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (!first) return MESSAGES.notObject;
  const byKeyword = KEYWORDS[first.keyword];
  if (byKeyword) return byKeyword(first);
  const path = first.instancePath.split("/").filter(Boolean);
  if (path.length === 0) return MESSAGES.notObject;
  const field = path.map((part, i) => (i === 0 ? part : `[${part}]`)).join("");
  const rule = FIELD_RULES[path.length > 1 ? `${path[0]}[]` : path[0]!] ?? "valid";
  return `Field ${field} must be ${rule}.`;
}

export function errorHandler(this: unknown, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return reply.code(400).send({ error: validationMessage(error.validation) });
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
