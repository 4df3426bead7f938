/**
 * The one way suites build the API: buildApp on a PGlite folder of its own (a copy of the migrated
 * template, tests/helpers/pglite.ts), or PostgreSQL, or a database the suite already holds; its log kept
 * for the test to read.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../../api/app.ts";
import type { Secrets } from "../../api/config.ts";
import { openDb, type Db } from "../../api/db.ts";
import { checkoutProvider, type Checkout } from "../../api/checkout/provider.ts";
import { checkoutsData } from "../../api/data/checkouts.ts";
import { subscriptionsData } from "../../api/data/subscriptions.ts";
import { migratedPglite } from "./pglite.ts";

/** Fresh random secrets: the one way a suite gets them (apiUnderTest's default; storage tests without an app). */
export const newSecrets = (): Secrets => ({ hashKey: randomBytes(32), sealKey: randomBytes(32) });

/** Secrets as the environment of an API process (api-process.ts) names them. */
export const secretsEnv = (secrets: Secrets) => ({ API_KEY_HASH_SECRET: secrets.hashKey.toString("base64"), API_KEY_ENCRYPTION_KEY: secrets.sealKey.toString("base64") });

export interface ApiUnderTest {
  app: FastifyInstance;
  db: Db;
  /** The secrets the app hashes and seals keys with: for the suite's own accountsData, or a second app on the same database. */
  secrets: Secrets;
  /** The app's checkout provider over the same database, to drive endForAccount without deleting the account. */
  checkout: Checkout;
  /** What the app logged so far (at `logLevel`), to check what it does not log. */
  log(): string;
  /** Listens on a free loopback port and resolves to its base URL, for tests over real HTTP. */
  listen(): Promise<string>;
  /** Closes the app, then the database and its folder unless the caller passed `db` in; the caller closes its verifier. */
  close(): Promise<void>;
}

type Options = Partial<Pick<AppDeps, "limits" | "origins" | "trustProxy" | "checkout" | "users" | "revocations" | "beforeErase" | "requestTimeoutMs" | "compile">>;

export interface ApiOptions extends Pick<AppDeps, "verify">, Options {
  secrets?: Secrets;
  logLevel?: string;
  /** A database the suite already holds (shared between apps, closed by the suite), instead of a new one. */
  db?: Db;
  /** PostgreSQL instead of a new PGlite folder; `onDbError` hears the pool's connection errors. */
  databaseUrl?: string;
  onDbError?: (error: Error) => void;
}

export async function apiUnderTest(deps: ApiOptions): Promise<ApiUnderTest> {
  const dir = deps.db || deps.databaseUrl ? null : mkdtempSync(join(tmpdir(), "api-test-"));
  const db = deps.db ?? (await openDb({ databaseUrl: deps.databaseUrl ?? null, dataDir: dir ? await migratedPglite(join(dir, "pglite")) : "", onError: deps.onDbError }));
  const secrets = deps.secrets ?? newSecrets();
  let log = "";
  const stream = new Writable({ write: (chunk, _encoding, done) => ((log += chunk), done()) });
  const app = await buildApp({
    db,
    secrets,
    verify: deps.verify,
    origins: deps.origins ?? [],
    limits: deps.limits ?? null,
    trustProxy: deps.trustProxy,
    checkout: deps.checkout,
    users: deps.users,
    revocations: deps.revocations,
    beforeErase: deps.beforeErase,
    requestTimeoutMs: deps.requestTimeoutMs,
    compile: deps.compile,
    logger: deps.logLevel ? { level: deps.logLevel, stream } : false,
  });
  return {
    app,
    db,
    secrets,
    checkout: checkoutProvider(deps.checkout ?? { kind: "free-alpha" }, { subscriptions: subscriptionsData(db), checkouts: checkoutsData(db) }),
    log: () => log,
    listen: () => app.listen({ host: "127.0.0.1", port: 0 }),
    close: async () => {
      await app.close();
      if (deps.db) return;
      await db.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
