/**
 * Rate limits over real HTTP against api/server.ts configured through the environment: exact counts
 * under concurrent bursts, 429 with Retry-After, forged X-Forwarded-For ignored unless a proxy is
 * trusted, and one row however often one address applies.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../api/db.ts";
import { startPostgres, type Cluster } from "../helpers/postgres.ts";
import { startApi, type ApiProcess } from "../helpers/api-process.ts";

const dir = mkdtempSync(join(tmpdir(), "api-limits-"));
const cluster: Cluster = await startPostgres();
let folders = 0;

/** The API with these variables, on PostgreSQL (it starts in a second; a new PGlite folder takes several). */
async function api(env: Record<string, string>): Promise<ApiProcess & { dataDir: string }> {
  const dataDir = join(dir, `pglite-${folders++}`);
  const where: Record<string, string> = cluster ? { DATABASE_URL: cluster.url } : { DATA_DIR: dataDir };
  return { ...(await startApi({ SECRETS_FILE: join(dir, "secrets.json"), ...where, ...env })), dataDir };
}

async function stop(server: ApiProcess) {
  server.child.kill("SIGTERM");
  assert.is(await server.exited, 0, server.output());
}

/** Sends all at once; resolves to [status, Retry-After, body] per request, in order. */
function burst(base: string, requests: { email: string; headers?: Record<string, string> }[]) {
  return Promise.all(requests.map(async ({ email, headers }) => {
    const response = await fetch(`${base}/alpha-subscribe`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ email, experience: "average" }) });
    return { email, status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
  }));
}

function assert429(answer: { status: number; retryAfter: string | null; body: { error?: string } }, windowSeconds: number) {
  assert.is(answer.status, 429);
  assert.ok(/^\d+$/.test(answer.retryAfter ?? "") && Number(answer.retryAfter) >= 1 && Number(answer.retryAfter) <= windowSeconds, `Retry-After: ${answer.retryAfter}`);
  assert.match(answer.body.error ?? "", /^Too many requests; try again in \d+ (second|minute)s?\.$/);
}

/** The stored e-mail keys starting with prefix, read after the API has stopped. */
async function stored(server: { dataDir: string }, prefix: string): Promise<{ email_key: string; experience: string }[]> {
  const db = await openDb({ databaseUrl: cluster?.url ?? null, dataDir: server.dataDir });
  const rows = await db.query<{ email_key: string; experience: string }>("SELECT email_key, experience FROM alpha_applications WHERE email_key LIKE $1 ORDER BY email_key", [`${prefix}%`]);
  await db.close();
  return rows;
}

const test = suite("rate limits over HTTP");

test("should give one address exactly the configured number in a concurrent burst, then 429, whatever X-Forwarded-For says", async () => {
  const server = await api({ RATE_LIMIT_ALPHA_ADDRESS: "10/hour", RATE_LIMIT_ALPHA_EMAIL: "100/hour" });
  const forged = (i: number) => ({ "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}`, forwarded: `for=198.51.100.${i}` });
  const answers = await burst(server.base, Array.from({ length: 30 }, (_, i) => ({ email: `burst-${i}@example.com`, headers: forged(i) })));
  const later = await burst(server.base, [{ email: "later@example.com", headers: forged(200) }]);
  await stop(server);
  const accepted = answers.filter((a) => a.status === 200);
  assert.is(accepted.length, 10, `statuses ${answers.map((a) => a.status)}`);
  for (const answer of [...answers.filter((a) => a.status !== 200), ...later]) assert429(answer, 3600);
  assert.equal((await stored(server, "burst-")).map((r) => r.email_key), accepted.map((a) => a.email).sort());
});

test("should count the address a trusted proxy saw, not entries a client put before it", async () => {
  const server = await api({ RATE_LIMIT_ALPHA_ADDRESS: "10/hour", RATE_LIMIT_ALPHA_EMAIL: "100/hour", TRUST_PROXY: "127.0.0.1/8" });
  // Our loopback connection is the proxy; it appended the client address it saw after the forged ones.
  const via = (client: string, i: number) => ({ email: `proxied-${client}-${i}@example.com`, headers: { "x-forwarded-for": `198.51.100.${i}, ${client}` } });
  const one = await burst(server.base, Array.from({ length: 15 }, (_, i) => via("203.0.113.5", i)));
  const other = await burst(server.base, Array.from({ length: 10 }, (_, i) => via("203.0.113.6", i)));
  await stop(server);
  assert.is(one.filter((a) => a.status === 200).length, 10, `statuses ${one.map((a) => a.status)}`);
  for (const answer of one.filter((a) => a.status !== 200)) assert429(answer, 3600);
  assert.ok(other.every((a) => a.status === 200), "another client behind the proxy has its own allowance");
});

test("should keep one row for one address sent 50 times at once in mixed case: 5 accepted, the rest 429", async () => {
  const server = await api({ RATE_LIMIT_ALPHA_ADDRESS: "1000/hour" }); // the e-mail limit at its default, 5/hour
  const cased = (i: number) => (i % 3 === 0 ? "Same@Example.com" : i % 3 === 1 ? "same@example.com" : "SAME@EXAMPLE.COM");
  const answers = await burst(server.base, Array.from({ length: 50 }, (_, i) => ({ email: cased(i) })));
  await stop(server);
  assert.is(answers.filter((a) => a.status === 200).length, 5, `statuses ${answers.map((a) => a.status)}`);
  for (const answer of answers.filter((a) => a.status !== 200)) assert429(answer, 3600);
  assert.equal(await stored(server, "same@"), [{ email_key: "same@example.com", experience: "average" }]);
});

test("should keep one row for one address sent 50 times at once with limits off", async () => {
  const server = await api({ RATE_LIMITS: "off" });
  const answers = await burst(server.base, Array.from({ length: 50 }, (_, i) => ({ email: i % 2 ? "Twice@Example.com" : "twice@example.com" })));
  await stop(server);
  assert.ok(answers.every((a) => a.status === 200), `statuses ${answers.map((a) => a.status)}`);
  assert.equal(await stored(server, "twice@"), [{ email_key: "twice@example.com", experience: "average" }]);
});

test.after(async () => {
  await cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

test.run();
