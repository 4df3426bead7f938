/** buildApp(deps): the whole HTTP API as a Fastify instance that never listens by itself. */
import { isUtf8 } from "node:buffer";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { Limits, Secrets } from "./config.ts";
import type { Db } from "./db.ts";
import { clientErrorHandler } from "./client-errors.ts";
import { ClientError, errorHandler, MESSAGES, notFoundHandler } from "./errors.ts";
import { compileDirective } from "../directive/index.ts";
import { alphaRoutes } from "./routes/alpha.ts";
import { healthRoutes } from "./routes/health.ts";
import { keyRoutes } from "./routes/key/index.ts";
import { signedInRoutes } from "./routes/signed-in/index.ts";
import { stripeWebhookRoutes } from "./routes/stripe-webhook.ts";
import { checkoutProvider } from "./checkout/provider.ts";
import type { CheckoutConfig } from "./config.ts";
import { checkoutsData } from "./data/checkouts.ts";
import { directivesData } from "./data/directives.ts";
import { accountsData } from "./data/accounts.ts";
import { alphaData } from "./data/alpha.ts";
import { subscriptionsData } from "./data/subscriptions.ts";
import { localRevocations, type Revocations } from "./revocations.ts";
import type { Users } from "./users.ts";
import { sharedStore } from "./limits-store.ts";
import type { RedisLink } from "./redis.ts";
import type { Services } from "./services.ts";
import type { Verify } from "./verify.ts";

export interface AppDeps {
  db: Db;
  secrets: Secrets;
  /** Turns a Firebase ID token into an identity; firebaseVerifier() in production, injectable in tests. */
  verify: Verify;
  /** Site origins allowed by CORS. */
  origins: string[];
  /** null switches rate limiting off (the benchmark only; config refuses it in production). */
  limits: Limits | null;
  /** Fastify's trustProxy: false = the socket address is the client address. */
  trustProxy?: boolean | number | string[];
  logger?: FastifyServerOptions["logger"];
  /** How long a request may take to arrive in full before it gets 408 (30 s unless a test needs less). */
  requestTimeoutMs?: number;
  /** Where revocations are announced; localRevocations() (this process only) by default. */
  revocations?: Revocations;
  /** How plans are checked out (issue 13); the free-alpha checkout by default. */
  checkout?: CheckoutConfig;
  /** Firebase user management (issue 14); without it the lifecycle routes are not served. */
  users?: Users;
  /** Ends an account's provider subscription before its rows are erased; the checkout provider's endForAccount by default. */
  beforeErase?: (uid: string) => Promise<void>;
  /** REDIS_URL's link: rate limits counted there, shared by every replica; null or absent = this process's memory. */
  redis?: RedisLink | null;
  /** The directive compiler behind POST /v1/compile; compileDirective by default (tests stage a defect with another). */
  compile?: Services["compile"];
}

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

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
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

  const site = { origin: deps.origins, methods: ["GET", "POST", "DELETE"], allowedHeaders: ["Authorization", "Content-Type"], maxAge: 600 };
  // /v1/* takes the API key as a bearer header and never a cookie, so no browser sends anything of the
  // user's by itself: any origin may call it (the dashboard card runs on each user's own HA address).
  const keyed = { ...site, origin: "*", methods: ["GET", "POST", "PUT", "DELETE"], credentials: false };
  await app.register(cors, { delegator: (request, callback) => callback(null, request.url.startsWith("/v1/") ? keyed : site) });
  deps.db.useLog(app.log);
  deps.redis?.useLog(app.log);
  if (deps.limits) {
    // Without Redis, counts live in this process's memory: right for one replica only.
    await app.register(rateLimit, { global: false, ...(deps.redis ? { store: sharedStore(deps.redis) } : {}) });
  }

  const revocations = deps.revocations ?? localRevocations();
  if (deps.verify.forget) revocations.onRevoked((uid) => deps.verify.forget!(uid));
  if (deps.verify.forgetAll) revocations.onMissed?.(() => deps.verify.forgetAll!());

  const subscriptions = subscriptionsData(deps.db);
  const checkout = checkoutProvider(deps.checkout ?? { kind: "free-alpha" }, { subscriptions, checkouts: checkoutsData(deps.db) });
  const services: Services = {
    db: deps.db,
    accounts: accountsData(deps.db, deps.secrets),
    subscriptions,
    alpha: alphaData(deps.db),
    directives: directivesData(deps.db),
    checkout,
    verify: deps.verify,
    revocations,
    users: deps.users ?? null,
    beforeErase: deps.beforeErase ?? ((uid: string) => checkout.endForAccount(uid)),
    origins: deps.origins,
    limits: deps.limits,
    compile: deps.compile ?? compileDirective,
    log: app.log,
  };

  // Public routes here; a route behind the ID token goes in routes/signed-in/, one behind the API key in routes/key/.
  await app.register(healthRoutes, { db: deps.db, redis: deps.redis ?? null });
  await app.register(alphaRoutes, { alpha: services.alpha, limits: deps.limits, verify: deps.verify, follow: services.accounts.follow });
  await app.register(signedInRoutes, services);
  await app.register(keyRoutes, services);
  if (checkout.webhook) await app.register(stripeWebhookRoutes, { webhook: checkout.webhook });
  return app;
}
