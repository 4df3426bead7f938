/**
 * The API over real loopback HTTP on a real PostgreSQL cluster, with Auth emulator tokens: good paths,
 * a database outage and recovery, and server.ts shutting down gracefully on SIGTERM.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { startApi } from "../helpers/api-process.ts";
import { createUser, startAuthEmulator, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";
import { startPostgres, type Cluster } from "../helpers/postgres.ts";
import { until } from "../helpers/wait.ts";

const GENERIC_503 = { error: "The service is temporarily unavailable; try again shortly." };
const ctx = {} as { emulator: AuthEmulator; cluster: Cluster; dir: string; api: ApiUnderTest; base: string; ann: TestUser; poolErrors: Error[]; verify: ReturnType<typeof firebaseVerifier> };

const get = (path: string, user?: TestUser) => fetch(ctx.base + path, { headers: user ? { authorization: `Bearer ${user.idToken}` } : {} });
const post = (path: string, body: string, headers: Record<string, string>) => fetch(ctx.base + path, { method: "POST", body, headers });
const json = { "content-type": "application/json" };

const test = suite("over loopback HTTP");

test.before(async () => {
  [ctx.emulator, ctx.cluster] = await Promise.all([startAuthEmulator(), startPostgres({ own: true })]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.dir = mkdtempSync(join(tmpdir(), "api-http-"));
  ctx.poolErrors = [];
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 30 });
  const where = ctx.cluster ? { databaseUrl: ctx.cluster.url, onDbError: (error: Error) => ctx.poolErrors.push(error) } : {};
  ctx.api = await apiUnderTest({ ...where, verify: ctx.verify, origins: ["http://127.0.0.1:5000"] });
  ctx.base = await ctx.api.listen();
  ctx.ann = await createUser(ctx.emulator, "ann@example.com");
});

test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
});

test("should serve every endpoint's good path", async () => {
  const register = await post("/register", JSON.stringify({ email: "ann@example.com" }), { ...json, authorization: `Bearer ${ctx.ann.idToken}` });
  assert.is(register.status, 201);
  const key = await get("/api-key", ctx.ann);
  assert.is(key.headers.get("cache-control"), "no-store");
  assert.match((await key.json()).api_key, /^hca_/);
  assert.equal(await (await get("/subscription", ctx.ann)).json(), { status: "inactive", plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null });
  const apply = await post("/alpha-subscribe", JSON.stringify({ email: "fan@example.com", entityTypes: ["cameras"] }), json);
  assert.equal([apply.status, await apply.json()], [200, { success: true }]);
  assert.equal([(await get("/healthz")).status, await (await get("/healthz")).json()], [200, { status: "ok" }]);
});

test("should answer 413, 415 and 401 over the wire with JSON sentences", async () => {
  const big = await post("/alpha-subscribe", JSON.stringify({ email: "x@example.com", pad: "x".repeat(20_000) }), json);
  assert.equal([big.status, await big.json()], [413, { error: "The request body is over 16 KiB; send a smaller body." }]);
  const text = await post("/alpha-subscribe", "hello", { "content-type": "text/plain" });
  assert.is(text.status, 415);
  const anonymous = await get("/api-key");
  assert.is(anonymous.status, 401);
  assert.is(anonymous.headers.get("content-type"), "application/json; charset=utf-8");
});

/** Writes `request` as is on a new connection and returns the whole answer once the server closes it. */
function rawHttp(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", fail);
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      done({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
    socket.write(request, "latin1");
  });
}

test("should shape the HTTP parser's own refusals (400, 431, 408) as JSON sentences with nosniff", async () => {
  const port = Number(new URL(ctx.base).port);
  const malformed = await rawHttp(port, "GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
  const huge = await rawHttp(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
  // A second app on the same database with a 1 s request timeout: the 408 must come at 1 s, not at
  // Node's next 30 s connection check (which made a 30 s timeout fire after up to a minute).
  const slowApp = await apiUnderTest({ db: ctx.api.db, secrets: ctx.api.secrets, verify: ctx.verify, requestTimeoutMs: 1_000 });
  const slowBase = await slowApp.listen();
  const sent = performance.now();
  const slow = await rawHttp(Number(new URL(slowBase).port), "POST /alpha-subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{");
  const waited = performance.now() - sent;
  await slowApp.close();
  assert.ok(waited >= 950 && waited < 3_000, `the 408 came after ${Math.round(waited)} ms; the timeout is 1000 ms`);
  const expected = [
    [malformed, 400, "The request is not valid HTTP/1.1; check its request line and headers."],
    [huge, 431, "The request headers are too large; send smaller headers."],
    [slow, 408, "The request took too long to arrive; send it again."],
  ] as const;
  for (const [answer, status, sentence] of expected) {
    assert.is(answer.status, status);
    assert.match(answer.headers, /\r\ncontent-type: application\/json; charset=utf-8/);
    assert.match(answer.headers, /\r\nx-content-type-options: nosniff/);
    assert.equal(JSON.parse(answer.body), { error: sentence });
  }
  assert.is((await get("/healthz")).status, 200, "the server goes on");
});

test("should answer CORS preflight for the site origin", async () => {
  const response = await fetch(ctx.base + "/api-key", { method: "OPTIONS", headers: { origin: "http://127.0.0.1:5000", "access-control-request-method": "GET", "access-control-request-headers": "authorization" } });
  assert.is(response.status, 204);
  assert.is(response.headers.get("access-control-allow-origin"), "http://127.0.0.1:5000");
});

test("should answer 503 while PostgreSQL is down, stay up, and recover by itself", async () => {
  const key = (await (await get("/api-key", ctx.ann)).json()).api_key;
  await ctx.cluster.stop();
  for (const response of [await get("/healthz"), await get("/api-key", ctx.ann), await post("/alpha-subscribe", JSON.stringify({ email: "down@example.com" }), json)]) {
    assert.is(response.status, 503);
    assert.equal(await response.json(), GENERIC_503);
  }
  await ctx.cluster.start();
  let status = 0;
  await until(async () => (status = (await get("/healthz")).status) === 200, "/healthz to answer 200 again").catch(() => {});
  assert.is(status, 200);
  assert.is((await (await get("/api-key", ctx.ann)).json()).api_key, key);
  assert.ok(ctx.poolErrors.length > 0, "idle connections were cut and reported, not thrown");
});

test.run();

const server = suite("server.ts");

// Same emulator and cluster as above: each takes seconds to start.
server.after(async () => {
  await ctx.emulator.stop();
  await ctx.cluster?.destroy();
  rmSync(ctx.dir, { recursive: true, force: true });
});

server("should print its URL, keep keys out of its logs, and finish an in-flight request on SIGTERM", async () => {
  const api = await startApi({
    FIREBASE_AUTH_EMULATOR_HOST: ctx.emulator.host, FIREBASE_PROJECT_ID: ctx.emulator.projectId, LOG_LEVEL: "info",
    SECRETS_FILE: join(ctx.dir, "secrets.json"), ...(ctx.cluster ? { DATABASE_URL: ctx.cluster.url } : { DATA_DIR: join(ctx.dir, "pglite") }),
  });
  const port = Number(new URL(api.base).port);
  assert.ok(api.output().includes(`API listening on http://127.0.0.1:${port}`), api.output());
  ctx.base = api.base;
  const key = (await (await get("/api-key", ctx.ann)).json()).api_key;

  // Half a request: headers and part of the body, then SIGTERM, then the rest of the body.
  const body = JSON.stringify({ email: "late@example.com", experience: "average" });
  const socket = connect(port, "127.0.0.1");
  let reply = "";
  socket.on("data", (chunk) => (reply += chunk));
  await new Promise((r) => socket.once("connect", r));
  socket.write(`POST /alpha-subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  // Fastify logs a request when its headers are in, before the body: from then on it is in flight.
  await until(() => /"url":"\/alpha-subscribe".*"msg":"incoming request"/.test(api.output()), "the server to receive the headers");
  api.child.kill("SIGTERM");
  await until(() => api.output().includes("SIGTERM received"), "the shutdown to begin", { timeoutMs: 5_000 });
  socket.write(body.slice(10));
  const code = await api.exited;
  socket.destroy();

  assert.match(reply, /^HTTP\/1\.1 200 /);
  assert.match(reply, /\{"success":true\}$/);
  assert.is(code, 0, api.output());
  assert.match(api.output(), /closed cleanly/);
  assert.not.ok(api.output().includes(key), "the API key was logged");
  assert.not.ok(api.output().includes(ctx.ann.idToken.split(".")[1]!), "the ID token was logged");
});

server.run();
