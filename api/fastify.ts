/** The API's Fastify instance before any plugin or route: its limits, timeouts, JSON parser and error answers (api/app.ts builds on it). */
import { isUtf8 } from "node:buffer";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { clientErrorHandler } from "./client-errors.ts";
import { ClientError, errorHandler, MESSAGES, notFoundHandler } from "./errors.ts";

/** Every route's body limit unless it names its own (POST /v1/compile, the Stripe webhook); errors.ts's 413 reads the route's. */
export const BODY_LIMIT = 16 * 1024;

/** A hop count means "trust that many proxies in front of us", as proxy-addr counts them. */
function hops(trust: boolean | number | string[]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Node checks for expired requests only every connectionsCheckingInterval (30 s by default), so a 30 s
 * requestTimeout fired after 30-60 s, and more under load; checking ten times per timeout keeps it within 10 %.
 * headersTimeout may not exceed requestTimeout, and Node derives it before Fastify sets requestTimeout.
 */
export function serverTimeouts(requestTimeout: number) {
  return { requestTimeout, headersTimeout: Math.min(60_000, requestTimeout), connectionsCheckingInterval: Math.max(10, Math.ceil(requestTimeout / 10)) };
}

/**
 * JSON is UTF-8 (RFC 8259). Fastify's own parser would read any declared charset, and a compressed or
 * invalid byte sequence, as UTF-8 and store U+FFFD in place of what the client sent; refuse those instead.
 */
function strictJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers["content-type"] ?? "")?.[1];
    const encoding = request.headers["content-encoding"];
    if (charset && !/^utf-?8$/i.test(charset)) return done(new ClientError(415, MESSAGES.notUtf8Charset), undefined);
    if (encoding && !/^identity$/i.test(encoding)) return done(new ClientError(415, MESSAGES.encoded), undefined);
    if (!isUtf8(body as Buffer)) return done(new ClientError(400, MESSAGES.notUtf8), undefined);
    parse(request, (body as Buffer).toString("utf8"), done);
  });
}

/** The server's own settings, part of the app's dependencies (api/app.ts AppDeps). */
export interface ServerSettings {
  /** Fastify's trustProxy: false = the socket address is the client address. */
  trustProxy?: boolean | number | string[];
  logger?: FastifyServerOptions["logger"];
  /** How long a request may take to arrive in full before it gets 408 (30 s unless a test needs less). */
  requestTimeoutMs?: number;
}

/** Fastify with the API's settings: body limit, proxies, timeouts, strict JSON only, the error answers, nosniff. */
export function newFastify(deps: ServerSettings): FastifyInstance {
  const requestTimeout = deps.requestTimeoutMs ?? 30_000; // a client trickling a body cannot hold a connection forever
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: hops(deps.trustProxy ?? false),
    requestTimeout,
    http: serverTimeouts(requestTimeout),
    clientErrorHandler,
    // "5" must not become 5, and nothing the schema does not name may pass through.
    // `must` is the sentence a field's 400 names (errors.ts); Ajv knows it as an annotation, not a rule.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false, keywords: ["must"] } },
  });
  // Only JSON bodies: without this, text/plain would be parsed and reach validation as a string.
  app.removeContentTypeParser("text/plain");
  strictJson(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
  });
  return app;
}
