/** buildApp(deps): the whole HTTP API as a Fastify instance that never listens by itself. */
import type { FastifyInstance } from "fastify";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { Limits, Secrets } from "./config.ts";
import type { Db } from "./db.ts";
import { compileDirective } from "../directive/index.ts";
import { newFastify, type ServerSettings } from "./fastify.ts";
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

export interface AppDeps extends ServerSettings {
  db: Db;
  secrets: Secrets;
  /** Turns a Firebase ID token into an identity; firebaseVerifier() in production, injectable in tests. */
  verify: Verify;
  /** Site origins allowed by CORS. */
  origins: string[];
  /** null switches rate limiting off (the benchmark only; config refuses it in production). */
  limits: Limits | null;
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

/** CORS, the database's and Redis's logs on the app's, and rate limiting when limits are set. */
async function registerPlugins(app: FastifyInstance, deps: AppDeps): Promise<void> {
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
}

/** What the routes share: the data modules over the database, the checkout provider, revocations, the compiler. */
function servicesFor(app: FastifyInstance, deps: AppDeps): Services {
  const revocations = deps.revocations ?? localRevocations();
  if (deps.verify.forget) revocations.onRevoked((uid) => deps.verify.forget!(uid));
  if (deps.verify.forgetAll) revocations.onMissed?.(() => deps.verify.forgetAll!());

  const subscriptions = subscriptionsData(deps.db);
  const checkout = checkoutProvider(deps.checkout ?? { kind: "free-alpha" }, { subscriptions, checkouts: checkoutsData(deps.db) });
  return {
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
}

// Public routes here; a route behind the ID token goes in routes/signed-in/, one behind the API key in routes/key/.
async function registerRoutes(app: FastifyInstance, deps: AppDeps, services: Services): Promise<void> {
  await app.register(healthRoutes, { db: deps.db, redis: deps.redis ?? null });
  await app.register(alphaRoutes, { alpha: services.alpha, limits: deps.limits, verify: deps.verify, follow: services.accounts.follow });
  await app.register(signedInRoutes, services);
  await app.register(keyRoutes, services);
  if (services.checkout.webhook) await app.register(stripeWebhookRoutes, { webhook: services.checkout.webhook });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = newFastify(deps);
  await registerPlugins(app, deps);
  await registerRoutes(app, deps, servicesFor(app, deps));
  return app;
}
