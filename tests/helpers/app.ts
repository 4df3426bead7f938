/** The API as most suites drive it: buildApp on a PGlite folder of its own, its log kept for the test to read. */
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

export interface ApiUnderTest {
  app: FastifyInstance;
  db: Db;
  /** The app's checkout provider over the same database, to drive endForAccount without deleting the account. */
  checkout: Checkout;
  /** What the app logged so far (at `logLevel`), to check what it does not log. */
  log(): string;
  /** Closes the app and the database and removes the folder; the caller closes its verifier. */
  close(): Promise<void>;
}

export async function apiUnderTest(
  deps: Pick<AppDeps, "verify"> & Partial<Pick<AppDeps, "limits" | "origins" | "trustProxy" | "checkout" | "users" | "revocations" | "beforeErase" | "compile">> & { secrets?: Secrets; logLevel?: string },
): Promise<ApiUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), "api-test-"));
  const db = await openDb({ databaseUrl: null, dataDir: join(dir, "pglite") });
  let log = "";
  const stream = new Writable({ write: (chunk, _encoding, done) => ((log += chunk), done()) });
  const app = await buildApp({
    db,
    secrets: deps.secrets ?? { hashKey: randomBytes(32), sealKey: randomBytes(32) },
    verify: deps.verify,
    origins: deps.origins ?? [],
    limits: deps.limits ?? null,
    trustProxy: deps.trustProxy,
    checkout: deps.checkout,
    users: deps.users,
    revocations: deps.revocations,
    beforeErase: deps.beforeErase,
    compile: deps.compile,
    logger: deps.logLevel ? { level: deps.logLevel, stream } : false,
  });
  return {
    app,
    db,
    checkout: checkoutProvider(deps.checkout ?? { kind: "free-alpha" }, { subscriptions: subscriptionsData(db), checkouts: checkoutsData(db) }),
    log: () => log,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
