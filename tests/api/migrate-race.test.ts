/**
 * Issue 18: replicas starting at the same instant against a fresh database. Every one must come up
 * and answer /healthz, and the migrations must be applied exactly once. Before the fix, the
 * bookkeeping table was created outside the advisory lock and two CREATE TABLE IF NOT EXISTS could
 * collide in PostgreSQL's catalog, killing a replica at boot.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { startPostgres } from "../helpers/postgres.ts";
import { openDb } from "../../api/db.ts";
import { startApi } from "../helpers/api-process.ts";

const REPLICAS = 4;
const ROUNDS = 12;
const migrations = readdirSync(new URL("../../api/migrations/", import.meta.url)).filter((f) => f.endsWith(".sql")).sort();
const cluster = await startPostgres();
const inDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const dir = mkdtempSync(join(tmpdir(), "race-"));
let databases = 0;

/** A fresh, empty database in the cluster. */
async function freshDatabase(admin: pg.Client): Promise<string> {
  const name = `race_${process.pid}_${databases++}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return inDatabase(cluster!.url, name);
}

/** Each migration recorded once, and one bookkeeping table. */
async function assertMigratedOnce(url: string, label: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const applied = await db.query("SELECT name FROM schema_migrations ORDER BY name");
  const tables = await db.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'schema_migrations'");
  await db.end();
  assert.equal(applied.rows.map((r) => r.name), migrations, `${label}: each migration recorded once`);
  assert.is(tables.rows[0].n, 1, label);
}

async function withAdmin(fn: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: cluster!.url });
  await admin.connect();
  try {
    await fn(admin);
  } finally {
    await admin.end();
  }
}

test(`should bring up ${REPLICAS} API processes started at once on a fresh database, migrating once`, async () => {
  await withAdmin(async (admin) => {
    const url = await freshDatabase(admin);
    const env = { DATABASE_URL: url, RATE_LIMITS: "off", SECRETS_FILE: join(dir, "secrets.json") };
    const started = await Promise.allSettled(Array.from({ length: REPLICAS }, () => startApi(env)));
    const failures = started.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason));
    const apis = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    try {
      assert.equal(failures, [], "a replica failed to start");
      const health = await Promise.all(apis.map((api) => fetch(`${api.base}/healthz`).then((r) => r.status)));
      assert.equal(health, Array(REPLICAS).fill(200));
      await assertMigratedOnce(url, "processes");
    } finally {
      for (const api of apis) api.child.kill("SIGKILL");
      await Promise.all(apis.map((api) => api.exited));
    }
  });
});

// The race itself, many times over: what each replica runs at boot (openDb: its own pool, then migrate),
// ${REPLICAS} at once per fresh database. In one process the openings interleave more tightly than
// processes' start-ups do, and a round costs milliseconds instead of four Node start-ups.
test(`should migrate once when ${REPLICAS} replicas open a fresh database at once, ${ROUNDS} times`, async () => {
  await withAdmin(async (admin) => {
    for (let round = 0; round < ROUNDS; round++) {
      const url = await freshDatabase(admin);
      const opened = await Promise.allSettled(Array.from({ length: REPLICAS }, () => openDb({ databaseUrl: url, dataDir: "", poolSize: 2 })));
      const failures = opened.filter((o) => o.status === "rejected").map((o) => String((o as PromiseRejectedResult).reason));
      await Promise.all(opened.flatMap((o) => (o.status === "fulfilled" ? [o.value.close()] : [])));
      assert.equal(failures, [], `round ${round}: a replica failed to migrate`);
      await assertMigratedOnce(url, `round ${round}`);
    }
  });
});

test("should still refuse to start, with one sentence, when it cannot migrate for another reason", async () => {
  const missing = inDatabase(cluster.url, "no_such_database");
  const error = await startApi({ DATABASE_URL: missing, RATE_LIMITS: "off", SECRETS_FILE: join(dir, "secrets.json") }).then(() => null, (e: Error) => e);
  assert.ok(error, "the API must not come up");
  assert.match(error!.message, /no_such_database/);
});

test.after(() => cluster?.destroy());
test.run();
