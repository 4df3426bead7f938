/**
 * npm run bench:api — autocannon on loopback against the API on PGlite and on PostgreSQL:
 * requests/s and p99 for GET /api-key and POST /alpha-subscribe, beside a bare route of the same server
 * (the ceiling), then a check that every acknowledged alpha application was stored.
 * The server runs in a child process (this file with --serve) so it does not share a thread with
 * autocannon; rate limits are off there, which config refuses outside benchmarks.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const BACKENDS = (process.env.BENCH_BACKENDS || "pglite,postgres").split(",");

type Message = { port: number } | { stored: number };

/** Child: the real app from buildApp, plus the bare route, listening on a free port. */
async function serve() {
  const { buildApp } = await import("../api/app.ts");
  const { openDb } = await import("../api/db.ts");
  const { firebaseVerifier } = await import("../api/verify.ts");
  const { readDatabaseConfig } = await import("../api/config.ts");
  const db = await openDb(readDatabaseConfig());
  const verify = firebaseVerifier({ projectId: "demo-ha-cloud-ai", cacheSeconds: 30 });
  const app = await buildApp({ db, secrets: { hashKey: randomBytes(32), sealKey: randomBytes(32) }, verify, origins: [], limits: null, logger: { level: "warn" } });
  app.get("/bench/bare", async () => ({ ok: true }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  process.on("message", async (message: { count?: boolean; stop?: boolean }) => {
    if (message.count) {
      const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM alpha_applications WHERE email_key LIKE 'bench-%'");
      process.send!({ stored: row!.n });
    }
    if (message.stop) {
      await app.close();
      await db.close();
      await verify.close();
      process.exit(0);
    }
  });
  process.send!({ port: (app.server.address() as { port: number }).port });
}

function next(child: ChildProcess): Promise<Message> {
  return new Promise((resolve, reject) => {
    child.once("message", (m) => resolve(m as Message));
    child.once("exit", (code) => reject(new Error(`The bench server exited with code ${code}.`)));
  });
}

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, ok: result["2xx"], other: result.non2xx + result.errors + result.timeouts };
}

async function bench(name: string, env: Record<string, string>, token: string) {
  const child = fork(new URL(import.meta.url).pathname, ["--serve"], { execArgv: ["--import", "tsx"], env: { ...process.env, ...env } });
  const { port } = (await next(child)) as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const auth = { authorization: `Bearer ${token}` };
  await autocannon({ url: `${base}/api-key`, headers: auth, connections: CONNECTIONS, duration: 2 }); // warm up: JIT, pool, key row
  const rows = [
    ["GET /bench/bare (ceiling)", await load(`${base}/bench/bare`)],
    ["GET /api-key", await load(`${base}/api-key`, { headers: auth })],
    ["POST /alpha-subscribe", await load(`${base}/alpha-subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench-[<id>]@example.com", experience: "power-user", automationsCount: "20-50", devicesCount: "50+", entityTypes: ["lights", "other: bench"] }),
      idReplacement: true,
    })],
  ] as const;
  child.send({ count: true });
  const { stored } = (await next(child)) as { stored: number };
  child.send({ stop: true });
  await new Promise((r) => child.once("exit", r));
  for (const [route, r] of rows) console.log(`${name.padEnd(9)} ${route.padEnd(27)} ${String(r.rps).padStart(7)} req/s   p99 ${String(r.p99).padStart(3)} ms   ${r.ok} ok, ${r.other} other`);
  const acknowledged = rows[2][1].ok;
  const lost = Math.max(0, acknowledged - stored);
  console.log(`${name.padEnd(9)} alpha applications: ${acknowledged} acknowledged, ${stored} stored, ${lost} lost`);
  return { apiKey: rows[1][1], alpha: rows[2][1], lost };
}

async function main() {
  const { startAuthEmulator, createUser } = await import("../tests/helpers/auth-emulator.ts");
  const { startPostgres } = await import("../tests/helpers/postgres.ts");
  console.log(`Starting the Auth emulator and PostgreSQL (${CONNECTIONS} connections, ${DURATION} s per route)…`);
  const [emulator, cluster] = await Promise.all([startAuthEmulator(), startPostgres({ durable: true })]);
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
  let failed = false;
  try {
    const user = await createUser(emulator, "bench-user@example.com");
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
    if (BACKENDS.includes("pglite")) {
      const pglite = await bench("pglite", { ...env, DATA_DIR: join(dir, "pglite"), DATABASE_URL: "" }, user.idToken);
      failed ||= pglite.lost > 0;
    }
    if (cluster && BACKENDS.includes("postgres")) {
      const pg = await bench("postgres", { ...env, DATABASE_URL: cluster.url }, user.idToken);
      const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
      console.log(`targets on PostgreSQL: GET /api-key >= 3000 req/s with p99 < 50 ms: ${verdict(pg.apiKey.rps >= 3000 && pg.apiKey.p99 < 50)}; alpha >= 2000/s with none lost: ${verdict(pg.alpha.rps >= 2000 && pg.lost === 0)}`);
      failed ||= pg.lost > 0;
    }
  } finally {
    await emulator.stop();
    await cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) {
    console.error("Some acknowledged alpha applications were not stored.");
    process.exitCode = 1;
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
