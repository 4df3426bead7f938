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

export interface ApiUnderTest {
  app: FastifyInstance;
  db: Db;
  /** What the app logged so far (at `logLevel`), to check what it does not log. */
  log(): string;
  /** Closes the app and the database and removes the folder; the caller closes its verifier. */
  close(): Promise<void>;
}

export async function apiUnderTest(
  deps: Pick<AppDeps, "verify"> & Partial<Pick<AppDeps, "limits" | "origins" | "trustProxy" | "checkout" | "users" | "revocations" | "beforeErase">> & { secrets?: Secrets; logLevel?: string },
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
    logger: deps.logLevel ? { level: deps.logLevel, stream } : false,
  });
  return {
    app,
    db,
    log: () => log,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
