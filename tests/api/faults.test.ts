/**
 * Faults under a load of alpha applications, against api/server.ts in a child process:
 * PostgreSQL restarted mid-load (503 while it is away, 200 again within 2 s of it accepting connections),
 * and the API killed with SIGKILL three times on PGlite and on PostgreSQL. Every acknowledged
 * application must be in the database exactly once, and the database must open without repair.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { startPostgres, type Cluster } from "../helpers/postgres.ts";
import { migratedPglite } from "../helpers/pglite.ts";
import { type ApiProcess, startApi } from "../helpers/api-process.ts";

const WORKERS = 16;
const GENERIC_503 = JSON.stringify({ error: "The service is temporarily unavailable; try again shortly." });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dir = mkdtempSync(join(tmpdir(), "api-faults-"));
const cluster: Cluster = await startPostgres({ durable: true });
const ctx = { sent: 0 };

interface Outcome {
  email: string;
  started: number;
  ended: number;
  /** 0 when the connection failed. */
  status: number;
  body: string;
  retryAfter: string | null;
}

/** WORKERS loops posting new applications until stop(); a worker ends at its first connection error. */
function pour(base: string, prefix: string) {
  const outcomes: Outcome[] = [];
  const state = { stopped: false, inFlight: 0 };
  const worker = async () => {
    while (!state.stopped) {
      const email = `${prefix}-${ctx.sent++}@example.com`;
      const started = Date.now();
      state.inFlight++;
      try {
        const response = await fetch(`${base}/alpha-subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, experience: "average" }) });
        outcomes.push({ email, started, ended: Date.now(), status: response.status, body: await response.text(), retryAfter: response.headers.get("retry-after") });
      } catch {
        outcomes.push({ email, started, ended: Date.now(), status: 0, body: "", retryAfter: null });
        return;
      } finally {
        state.inFlight--;
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return { outcomes, state, stop: async () => ((state.stopped = true), await Promise.all(workers)) };
}

/** Every acknowledged address in the table exactly once, and nothing we never sent. */
async function assertStored(query: (text: string, params?: unknown[]) => Promise<{ email_key: string; n: number }[]>, acknowledged: Set<string>, prefix: string) {
  const rows = await query(`SELECT email_key, count(*)::int AS n FROM alpha_applications WHERE email_key LIKE '${prefix}-%' GROUP BY email_key`);
  const stored = new Map(rows.map((r) => [r.email_key, r.n]));
  const lost = [...acknowledged].filter((email) => stored.get(email) !== 1);
  assert.equal(lost, [], `${lost.length} of ${acknowledged.size} acknowledged applications missing or duplicated`);
  assert.ok(rows.every((r) => r.n === 1), "an address stored twice");
  assert.ok(rows.length <= ctx.sent, "rows nobody sent");
  return rows.length;
}

const outage = suite("PostgreSQL restarted under load");

outage("should answer 503 while PostgreSQL is down, recover within 2 s of it accepting connections, and lose nothing", async () => {
  const api = await startApi({ DATABASE_URL: cluster.url, RATE_LIMITS: "off", SECRETS_FILE: join(dir, "secrets.json") });
  // A failed check must not leave the API running: its open pipes would hold the suite (and the run) open.
  try {
    await restartUnderLoad(api);
  } finally {
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill("SIGKILL");
  }
});

/** Stops and restarts PostgreSQL under a stream of applications, then checks the answers and the table. */
async function restartUnderLoad(api: ApiProcess) {
  const load = pour(api.base, "restart");
  await sleep(1_000);
  await cluster.stop();
  const down = Date.now();
  await sleep(1_500);
  const starting = Date.now();
  const started = cluster.start();
  let accepting = 0; // when a fresh connection first gets an answer
  while (!accepting) {
    const client = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("SELECT 1");
      accepting = Date.now();
    } catch {
      await sleep(20);
    } finally {
      await client.end().catch(() => {});
    }
  }
  await started;
  let recovered = 0;
  for (const deadline = Date.now() + 10_000; !recovered && Date.now() < deadline; await sleep(20))
    recovered = load.outcomes.find((o) => o.status === 200 && o.started >= accepting)?.ended ?? 0;
  await sleep(500);
  await load.stop();

  assert.is(api.child.exitCode, null, `the API exited:\n${api.output()}`);
  const statuses = new Set(load.outcomes.map((o) => o.status));
  assert.ok([...statuses].every((s) => s === 200 || s === 503), `statuses ${[...statuses]}`);
  for (const o of load.outcomes.filter((o) => o.status === 503)) assert.equal([o.body, o.retryAfter], [GENERIC_503, "5"]);
  const during = load.outcomes.filter((o) => o.started >= down && o.ended <= starting);
  assert.ok(during.length > 0 && during.every((o) => o.status === 503), `${during.length} requests while down, all 503`);
  assert.ok(recovered > 0, "no 200 within 10 s of PostgreSQL accepting connections");
  const recovery = recovered - accepting;
  console.log(`  ${load.outcomes.length} requests, ${during.length} answered 503 while down; first 200 ${recovery} ms after PostgreSQL accepted connections`);
  assert.ok(recovery < 2_000, `recovered ${recovery} ms after PostgreSQL was back`);

  const acknowledged = new Set(load.outcomes.filter((o) => o.status === 200).map((o) => o.email));
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await assertStored(async (text) => (await client.query(text)).rows, acknowledged, "restart");
  await client.end();
  api.child.kill("SIGTERM");
  assert.is(await api.exited, 0, api.output());
}

outage.run();

// --- SIGKILL ---------------------------------------------------------------------------------------
const kills = suite("API killed with SIGKILL during concurrent writes");

/** Three rounds of: start the API, pour applications, SIGKILL it mid-flight. Then it must start once more. */
async function killThrice(env: Record<string, string>, prefix: string): Promise<Set<string>> {
  const acknowledged = new Set<string>();
  for (let round = 0; round < 3; round++) {
    const api = await startApi({ RATE_LIMITS: "off", SECRETS_FILE: join(dir, "secrets.json"), ...env });
    const load = pour(api.base, prefix);
    // Once writes are acknowledged (on a busy machine the first may take seconds), then a different moment each round.
    for (const deadline = Date.now() + 30_000; !load.outcomes.some((o) => o.status === 200) && Date.now() < deadline; ) await sleep(20);
    await sleep(200 + 300 * round);
    const inFlight = load.state.inFlight;
    api.child.kill("SIGKILL");
    await api.exited;
    await load.stop();
    const answered = load.outcomes.filter((o) => o.status !== 0);
    assert.ok(inFlight > 0, "killed while requests were in flight");
    assert.ok(answered.length > 0 && answered.every((o) => o.status === 200), `round ${round}: ${answered.filter((o) => o.status !== 200).length} non-200 answers`);
    for (const o of answered) acknowledged.add(o.email);
  }
  const api = await startApi({ SECRETS_FILE: join(dir, "secrets.json"), ...env });
  const health = await fetch(`${api.base}/healthz`);
  const apply = await fetch(`${api.base}/alpha-subscribe`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `${prefix}-after@example.com` }) });
  assert.equal([health.status, apply.status], [200, 200], api.output());
  acknowledged.add(`${prefix}-after@example.com`);
  api.child.kill("SIGTERM");
  assert.is(await api.exited, 0, api.output());
  return acknowledged;
}

kills("on PGlite: no acknowledged application lost or duplicated, and the folder opens with intact indexes", async () => {
  const dataDir = await migratedPglite(join(dir, "pglite"));
  const acknowledged = await killThrice({ DATA_DIR: dataDir }, "lite");
  const lite = await PGlite.create(dataDir, { extensions: { amcheck } });
  await lite.exec("CREATE EXTENSION IF NOT EXISTS amcheck");
  const indexes = await lite.query<{ name: string }>("SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'btree' AND c.relnamespace = 'public'::regnamespace");
  for (const { name } of indexes.rows) await lite.query("SELECT bt_index_check($1::regclass, true)", [name]);
  const stored = await assertStored(async (text) => (await lite.query<{ email_key: string; n: number }>(text)).rows, acknowledged, "lite");
  await lite.close();
  console.log(`  PGlite: ${acknowledged.size} acknowledged, ${stored} stored, ${indexes.rows.length} indexes checked`);
});

kills("on PostgreSQL: no acknowledged application lost or duplicated, and the database answers with intact indexes", async () => {
  const acknowledged = await killThrice({ DATABASE_URL: cluster.url }, "pg");
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query("CREATE EXTENSION IF NOT EXISTS amcheck");
  const indexes = await client.query<{ name: string }>("SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'btree' AND c.relnamespace = 'public'::regnamespace");
  for (const { name } of indexes.rows) await client.query("SELECT bt_index_check($1::regclass, true)", [name]);
  const stored = await assertStored(async (text) => (await client.query(text)).rows, acknowledged, "pg");
  await client.end();
  console.log(`  PostgreSQL: ${acknowledged.size} acknowledged, ${stored} stored, ${indexes.rows.length} indexes checked`);
});

kills.after(async () => {
  await cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

kills.run();
