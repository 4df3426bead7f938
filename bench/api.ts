/**
 * npm run bench:api — autocannon on loopback against the API on PGlite, on PostgreSQL, and as two
 * replicas on that PostgreSQL sharing one redis-server (every request's rate limit counted in Redis):
 * req/s, p50/p99, errors and the server's resident memory for GET /api-key and POST /alpha-subscribe,
 * beside a bare route of the same server (the ceiling), and a check that every acknowledged alpha
 * application was stored. Then a soak: both routes mixed at SOAK_CONNECTIONS for SOAK_SECONDS on
 * PostgreSQL, with resident memory sampled along the way.
 * The server runs in a child process (this file with --serve) so it does not share a thread with
 * autocannon; rate limits are off there, which config refuses outside benchmarks.
 *   BENCH_SECONDS=30 BENCH_CONNECTIONS=50 BENCH_BACKENDS=pglite,postgres,replicas BENCH_REPLICAS=2 SOAK_SECONDS=600 SOAK_CONNECTIONS=20
 *   BENCH_REPLICAS=1,2 also runs one process with Redis, which separates Redis's cost from the second process's gain
 *   SOAK_SECONDS=60 npm run bench:api    # a quick soak; SOAK_SECONDS=0 skips it
 *   BENCH_SMOKE=1 npm run bench:api       # about a second per figure: does it still run? (npm test does this)
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { scaled, smoke } from "./smoke.ts";

// Smoke mode (BENCH_SMOKE=1, part of npm test): one second per route and for the soak, same path.
const DURATION = Number(process.env.BENCH_SECONDS || scaled(30, 1));
const WARM_UP = scaled(2, 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const BACKENDS = (process.env.BENCH_BACKENDS || "pglite,postgres,replicas").split(",");
const REPLICAS = (process.env.BENCH_REPLICAS || "2").split(",").map(Number);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? scaled(600, 1));
const SOAK_CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 20);
const RSS_BUDGET_MB = 50;

type Message = { port: number } | { stored: number } | { rss: number };
const MB = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Child: the real app from buildApp, plus the bare route, listening on a free port. */
async function serve() {
  const { buildApp } = await import("../api/app.ts");
  const { openDb } = await import("../api/db.ts");
  const { firebaseVerifier } = await import("../api/verify.ts");
  const { readDatabaseConfig } = await import("../api/config.ts");
  const db = await openDb(readDatabaseConfig());
  const verify = firebaseVerifier({ projectId: process.env.FIREBASE_PROJECT_ID!, cacheSeconds: 30 });
  // Every server of one run shares the secrets: keys sealed by one must open in the next (the soak).
  const secrets = { hashKey: Buffer.from(process.env.API_KEY_HASH_SECRET!, "base64"), sealKey: Buffer.from(process.env.API_KEY_ENCRYPTION_KEY!, "base64") };
  // Replicas count every request in Redis, at limits no run reaches: the cost of sharing, never a 429.
  const { openRedis } = await import("../api/redis.ts");
  const { redisRevocations } = await import("../api/revocations-redis.ts");
  const redis = process.env.REDIS_URL ? openRedis(process.env.REDIS_URL) : null;
  const unreachable = { max: 1_000_000_000, windowMs: 60_000 };
  const limits = redis ? { alphaPerAddress: unreachable, alphaPerEmail: unreachable, perAccount: unreachable, compilePerKey: unreachable } : null;
  const revocations = redis ? redisRevocations(redis) : undefined;
  const app = await buildApp({ db, secrets, verify, origins: [], limits, redis, revocations, logger: { level: "warn" } });
  app.get("/bench/bare", async () => ({ ok: true }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { admin } = await import("../api/admin.ts");
  process.on("message", async (message: { count?: string; rss?: boolean; stop?: boolean; accept?: string }) => {
    if (message.accept) {
      // What an operator does for a tester (issue 13): accept the application, then grant the plan.
      await admin(["alpha", "accept", message.accept], db);
      await admin(["subscription", "grant", message.accept, "power-user"], db);
      process.send!({ stored: 0 });
    }
    if (message.count) {
      const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM alpha_applications WHERE email_key LIKE $1", [`${message.count}-%`]);
      process.send!({ stored: row!.n });
    }
    if (message.rss) process.send!({ rss: process.memoryUsage().rss });
    if (message.stop) {
      await app.close();
      await revocations?.close();
      await redis?.close();
      await db.close();
      await verify.close();
      process.exit(0);
    }
  });
  process.send!({ port: (app.server.address() as { port: number }).port });
}

/** The child's answer to one message. */
function ask(child: ChildProcess, message: object): Promise<Message> {
  return new Promise((resolve, reject) => {
    const exit = (code: number | null) => reject(new Error(`The bench server exited with code ${code}.`));
    child.once("exit", exit);
    child.once("message", (m) => (child.off("exit", exit), resolve(m as Message)));
    if (Object.keys(message).length) child.send(message);
  });
}

const rss = async (child: ChildProcess) => ((await ask(child, { rss: true })) as { rss: number }).rss;
const stored = async (child: ChildProcess, prefix: string) => ((await ask(child, { count: prefix })) as { stored: number }).stored;

async function startServer(env: Record<string, string>) {
  const child = fork(new URL(import.meta.url).pathname, ["--serve"], { execArgv: ["--import", "tsx"], env: { ...process.env, ...env } });
  const { port } = (await ask(child, {})) as { port: number };
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stopServer(child: ChildProcess) {
  child.send({ stop: true });
  await new Promise((r) => child.once("exit", r));
}

function figures(result: autocannon.Result) {
  const errors = result.non2xx + result.errors + result.timeouts;
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, ok: result["2xx"], errors };
}

const alphaBody = (prefix: string) =>
  JSON.stringify({ email: `${prefix}-[<id>]@example.com`, experience: "power-user", automationsCount: "20-50", devicesCount: "50+", entityTypes: ["lights", "other: bench"] });

/** A directive against the landing page's demo home: the body an integration sends. */
const compileBody = async () => JSON.stringify({ text: "Close the living room shutters at sunset on weekdays", home: (await import("../content/demo-home.ts")).demoHome });

/** The four routes against `replicas` servers at once (autocannon spreads its connections over them). */
let runs = 0;
async function bench(name: string, env: Record<string, string>, token: string, email: string, replicas = 1) {
  const prefix = `bench${++runs}`; // runs on one database count only their own applications
  const servers = await Promise.all(Array.from({ length: replicas }, () => startServer(env)));
  const [{ child, base }] = servers as [(typeof servers)[0]];
  const urls = (path: string) => servers.map((s) => `${s.base}${path}`);
  const auth = { authorization: `Bearer ${token}` };
  // The tester's path to a plan: an account with a verified address, an alpha application, the operator's yes.
  const key = (await (await fetch(`${base}/api-key`, { headers: auth })).json()).api_key as string;
  const applied = await fetch(`${base}/alpha-subscribe`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ email }) });
  if (!applied.ok) throw new Error(`The bench account's alpha application was refused: ${applied.status} ${await applied.text()}`);
  await ask(child, { accept: email });
  const keyAuth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const load = async (path: string, options: Partial<autocannon.Options> = {}) =>
    figures(await autocannon({ url: urls(path) as unknown as string, connections: CONNECTIONS, duration: DURATION, ...options }));
  await autocannon({ url: urls("/api-key") as unknown as string, headers: auth, connections: CONNECTIONS, duration: WARM_UP }); // warm up: JIT, pool, key row
  const memory = async () => (await Promise.all(servers.map((s) => rss(s.child)))).reduce((a, b) => a + b, 0);
  const before = await memory();
  const rows = [
    ["GET /bench/bare (ceiling)", await load("/bench/bare")],
    ["GET /api-key", await load("/api-key", { headers: auth })],
    ["POST /alpha-subscribe", await load("/alpha-subscribe", { method: "POST", headers: { "content-type": "application/json" }, body: alphaBody(prefix), idReplacement: true })],
    ["POST /v1/compile", await load("/v1/compile", { method: "POST", headers: keyAuth, body: await compileBody() })],
  ] as const;
  const after = await memory();
  const count = await stored(child, prefix);
  await Promise.all(servers.map((s) => stopServer(s.child)));
  for (const [route, r] of rows)
    console.log(`${name.padEnd(9)} ${route.padEnd(27)} ${String(r.rps).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   ${r.ok} ok, ${r.errors} errors`);
  const acknowledged = rows[2][1].ok;
  const lost = Math.max(0, acknowledged - count);
  const servers_ = replicas > 1 ? `${replicas} servers' RSS` : "server RSS";
  console.log(`${name.padEnd(9)} alpha applications: ${acknowledged} acknowledged, ${count} stored, ${lost} lost; ${servers_} ${MB(before)} MB before, ${MB(after)} MB after`);
  return { apiKey: rows[1][1], alpha: rows[2][1], compile: rows[3][1], bare: rows[0][1], lost, errors: rows.reduce((n, [, r]) => n + r.errors, 0) };
}

/** Both routes on every connection, alternately, for SOAK_SECONDS; RSS sampled ten times along the way. */
async function soak(env: Record<string, string>, token: string) {
  const { child, base } = await startServer(env);
  const requests: autocannon.Request[] = [
    { method: "GET", path: "/api-key", headers: { authorization: `Bearer ${token}` } },
    { method: "POST", path: "/alpha-subscribe", headers: { "content-type": "application/json" }, body: alphaBody("soak") },
  ];
  const options = { url: base, connections: SOAK_CONNECTIONS, requests, idReplacement: true };
  await autocannon({ ...options, duration: scaled(10, 1) }); // warm up, so the first sample is not start-up growth
  const samples = [await rss(child)];
  const run = autocannon({ ...options, duration: SOAK_SECONDS });
  const every = setInterval(async () => samples.push(await rss(child)), (SOAK_SECONDS * 1000) / 10);
  const result = figures(await run);
  clearInterval(every);
  samples.push(await rss(child));
  await stopServer(child);
  const growth = MB(samples.at(-1)! - samples[0]!);
  console.log(`soak      ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections, GET /api-key + POST /alpha-subscribe: ${result.rps} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms   ${result.ok} ok, ${result.errors} errors`);
  console.log(`soak      server RSS (MB): ${samples.map(MB).join(" → ")}; growth ${growth} MB (budget ${RSS_BUDGET_MB} MB): ${growth < RSS_BUDGET_MB ? "met" : "NOT met"}`);
  return { growth, errors: result.errors };
}

async function main() {
  const { startAuthEmulator, createUser, verifyEmail } = await import("../tests/helpers/auth-emulator.ts");
  const { startPostgres } = await import("../tests/helpers/postgres.ts");
  const { startRedis } = await import("../tests/helpers/redis.ts");
  console.log(`Starting the Auth emulator and PostgreSQL (${CONNECTIONS} connections, ${DURATION} s per route; soak ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS})…`);
  // Smoke runs take a throwaway database (the run's shared cluster under npm test); figures need fsync on.
  const [emulator, cluster] = await Promise.allSettled([startAuthEmulator(), startPostgres({ durable: !smoke })]).then(([e, c]) => {
    if (e.status === "fulfilled" && c.status === "fulfilled") return [e.value, c.value] as const;
    if (e.status === "fulfilled") void e.value.stop(); // else its process would keep this one running
    if (c.status === "fulfilled") void c.value.destroy();
    throw e.status === "rejected" ? e.reason : (c as PromiseRejectedResult).reason;
  });
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const failures: string[] = [];
  try {
    // Plans go only to an address its holder has verified (the e-mailed link, here the emulator's admin API).
    const user = await verifyEmail(emulator, await createUser(emulator, "bench-user@example.com"));
    const secret = () => randomBytes(32).toString("base64");
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId, API_KEY_HASH_SECRET: secret(), API_KEY_ENCRYPTION_KEY: secret() };
    const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
    let single: Awaited<ReturnType<typeof bench>> | null = null;
    if (BACKENDS.includes("pglite")) {
      const lite = await bench("pglite", { ...env, DATA_DIR: join(dir, "pglite"), DATABASE_URL: "" }, user.idToken, user.email);
      if (lite.lost > 0) failures.push("PGlite lost acknowledged alpha applications.");
      if (lite.errors > 0) failures.push("PGlite answered with errors.");
    }
    if (cluster && BACKENDS.includes("postgres")) {
      const pg = await bench("postgres", { ...env, DATABASE_URL: cluster.url }, user.idToken, user.email);
      console.log(`targets on PostgreSQL: GET /api-key >= 3000 req/s with p99 < 50 ms: ${verdict(pg.apiKey.rps >= 3000 && pg.apiKey.p99 < 50)}; alpha >= 2000/s with none lost: ${verdict(pg.alpha.rps >= 2000 && pg.lost === 0)}; compile >= 2000 req/s with p99 < 50 ms: ${verdict(pg.compile.rps >= 2000 && pg.compile.p99 < 50)} (bare ceiling ${pg.bare.rps} req/s); errors: ${pg.errors}`);
      if (pg.lost > 0) failures.push("PostgreSQL lost acknowledged alpha applications.");
      if (pg.errors > 0) failures.push("PostgreSQL answered with errors.");
      single = pg;
    }
    if (cluster && BACKENDS.includes("replicas")) {
      const redis = await startRedis();
      try {
        for (const count of REPLICAS) {
          const name = `redis x${count}`;
          const run = await bench(name, { ...env, DATABASE_URL: cluster.url, REDIS_URL: redis.url }, user.idToken, user.email, count);
          const beside = (route: "apiKey" | "alpha" | "compile", label: string) =>
            `${label} ${run[route].rps} req/s (p99 ${run[route].p99} ms)${single ? ` vs ${single[route].rps} (p99 ${single[route].p99} ms)` : ""}`;
          console.log(`${name.padEnd(9)} ${count} process${count > 1 ? "es" : ""} counting limits in Redis${single ? ", beside 1 process without" : ""}: ${beside("apiKey", "GET /api-key")}; ${beside("alpha", "alpha")}; ${beside("compile", "compile")}`);
          if (run.lost > 0) failures.push(`${name} lost acknowledged alpha applications.`);
          if (run.errors > 0) failures.push(`${name} answered with errors.`);
        }
      } finally {
        await redis.destroy();
      }
    }
    if (SOAK_SECONDS > 0) {
      const where: Record<string, string> = cluster ? { DATABASE_URL: cluster.url } : { DATA_DIR: join(dir, "pglite"), DATABASE_URL: "" };
      const result = await soak({ ...env, ...where }, user.idToken);
      if (result.growth >= RSS_BUDGET_MB) failures.push(`Resident memory grew ${result.growth} MB in the soak.`);
      if (result.errors > 0) failures.push("The soak had errors.");
    }
  } finally {
    await emulator.stop();
    await cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exitCode = 1;
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
