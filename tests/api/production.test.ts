/**
 * Production token verification (no emulator): firebase-admin checks signature, claims and revocation
 * against Google's keys and account lookup, served on loopback by fake-google.ts with a local test key.
 * Forged tokens of every kind get 401; Google failing in any way gets 503 and never crashes the process.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { randomBytes } from "node:crypto";
import { Agent } from "node:https";
import { connect } from "node:net";
import { generateKeyPair } from "jose";
import type { FastifyInstance } from "fastify";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { startFakeGoogle, type FakeGoogle } from "./fake-google.ts";

delete process.env.FIREBASE_AUTH_EMULATOR_HOST; // firebase-admin would skip signature checks with it set

const test = suite("production verification");
const ctx = {} as { google: FakeGoogle; api: ApiUnderTest; app: FastifyInstance; verify: ReturnType<typeof firebaseVerifier> };

test.before(async () => {
  ctx.google = await startFakeGoogle("prod-project");
  const { projectId, credential, httpAgent } = ctx.google;
  ctx.verify = firebaseVerifier({ projectId, credential, httpAgent, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify });
  ctx.app = ctx.api.app;
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function status(token: string): Promise<number> {
  const response = await ctx.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode === 401) assert.equal(response.json(), { error: "The ID token is invalid, expired or revoked; sign in again." });
  return response.statusCode;
}

test("should accept a token signed with Google's current key for an existing user", async () => {
  ctx.google.users.set("good-user", {});
  const response = await ctx.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${await ctx.google.sign("good-user")}` } });
  assert.is(response.statusCode, 200);
  assert.match(response.json().api_key, /^hca_/);
});

test("should reject a token signed with another key (forged)", async () => {
  ctx.google.users.set("forged", {});
  const { privateKey } = await generateKeyPair("RS256");
  assert.is(await status(await ctx.google.sign("forged", {}, { key: privateKey })), 401);
});

test("should reject an expired token", async () => {
  ctx.google.users.set("expired", {});
  const now = Math.floor(Date.now() / 1000);
  assert.is(await status(await ctx.google.sign("expired", { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })), 401);
});

test("should reject a token for another project (wrong audience)", async () => {
  ctx.google.users.set("elsewhere", {});
  assert.is(await status(await ctx.google.sign("elsewhere", { aud: "someone-elses-project" })), 401);
});

test("should reject a token from another issuer", async () => {
  ctx.google.users.set("issuer", {});
  assert.is(await status(await ctx.google.sign("issuer", { iss: "https://securetoken.google.com/someone-elses-project" })), 401);
});

test("should reject an unsigned alg:none token", async () => {
  ctx.google.users.set("unsigned", {});
  const signed = await ctx.google.sign("unsigned");
  const payload = signed.split(".")[1];
  assert.is(await status(`${b64({ alg: "none", kid: "test-key-1", typ: "JWT" })}.${payload}.`), 401);
});

test("should reject a token whose key id Google does not publish", async () => {
  ctx.google.users.set("kid", {});
  assert.is(await status(await ctx.google.sign("kid", {}, { kid: "unknown-key" })), 401);
});

test("should reject a token whose payload was altered after signing", async () => {
  ctx.google.users.set("victim", {});
  const [header, , signature] = (await ctx.google.sign("attacker")).split(".");
  const now = Math.floor(Date.now() / 1000);
  const payload = b64({ iss: "https://securetoken.google.com/prod-project", aud: "prod-project", sub: "victim", iat: now, exp: now + 3600, auth_time: now, email: "victim@example.com" });
  assert.is(await status(`${header}.${payload}.${signature}`), 401);
});

test("should reject a revoked token (checkRevoked)", async () => {
  const now = Math.floor(Date.now() / 1000);
  ctx.google.users.set("revoked", { validSince: now });
  assert.is(await status(await ctx.google.sign("revoked", { auth_time: now - 60 })), 401);
});

test("should reject a token of a disabled user", async () => {
  ctx.google.users.set("disabled", { disabled: true });
  assert.is(await status(await ctx.google.sign("disabled")), 401);
});

test("should reject a token of a deleted user", async () => {
  ctx.google.users.delete("deleted");
  assert.is(await status(await ctx.google.sign("deleted")), 401);
});

test("should reject HS256 tokens, including one keyed with Google's public key (algorithm confusion)", async () => {
  ctx.google.users.set("hs256", {});
  const confused = await ctx.google.sign("hs256", {}, { alg: "HS256", key: new TextEncoder().encode(ctx.google.publicKeyPem) });
  assert.is(await status(confused), 401);
  assert.is(await status(await ctx.google.sign("hs256", {}, { alg: "HS256", key: randomBytes(32) })), 401);
});

test("should reject an ES256 token under Google's key id", async () => {
  ctx.google.users.set("es256", {});
  const { privateKey } = await generateKeyPair("ES256");
  assert.is(await status(await ctx.google.sign("es256", {}, { alg: "ES256", key: privateKey })), 401);
});

test("should reject a correctly signed token without a key id", async () => {
  ctx.google.users.set("no-kid", {});
  assert.is(await status(await ctx.google.sign("no-kid", {}, { kid: null })), 401);
});

test("should reject alg:none in any spelling, with or without a signature", async () => {
  ctx.google.users.set("none", {});
  const [, payload, signature] = (await ctx.google.sign("none")).split(".");
  for (const alg of ["none", "None", "NONE", "nOnE"])
    for (const header of [{ alg, typ: "JWT" }, { alg, kid: "test-key-1", typ: "JWT" }])
      for (const tail of ["", signature]) assert.is(await status(`${b64(header)}.${payload}.${tail}`), 401, `${JSON.stringify(header)} ${tail ? "signed" : ""}`);
});

test("should reject a subject that is empty or over 128 characters", async () => {
  assert.is(await status(await ctx.google.sign("", { sub: "" })), 401);
  ctx.google.users.set("x".repeat(129), {});
  assert.is(await status(await ctx.google.sign("x".repeat(129))), 401);
});

test("should answer 401 to an oversized token, even a correctly signed one", async () => {
  ctx.google.users.set("big", {});
  const big = await ctx.google.sign("big", { padding: "x".repeat(9_000) });
  const response = await ctx.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${big}` } });
  assert.is(response.statusCode, 401);
  assert.type(response.json().error, "string");
  assert.is(response.headers["www-authenticate"], 'Bearer realm="api"');
});

test.run();

// --- Google unreachable ----------------------------------------------------------------------------
const outage = suite("when Google cannot be reached");
const crashes: unknown[] = [];
const record = (error: unknown) => crashes.push(error);

outage.before(() => {
  process.on("unhandledRejection", record);
  process.on("uncaughtException", record);
});

outage.after(async () => {
  process.off("unhandledRejection", record);
  process.off("uncaughtException", record);
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.google.close();
});

/** A verifier with no keys cached yet and an app around it; ask(n) sends n requests with one good token at once. */
async function fresh(timeoutMs: number, httpAgent: Agent = ctx.google.httpAgent) {
  const { projectId, credential } = ctx.google;
  const verify = firebaseVerifier({ projectId, credential, httpAgent, cacheSeconds: 0, timeoutMs });
  const api = await apiUnderTest({ db: ctx.api.db, secrets: ctx.api.secrets, verify });
  const token = await ctx.google.sign("good-user");
  const ask = (n: number) => Promise.all(Array.from({ length: n }, () => api.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${token}` } })));
  return { ask, close: async () => (await api.close(), await verify.close()) };
}

outage("should answer 503, not 401, when connections to Google are refused", async () => {
  const closed = new Agent();
  (closed as unknown as { createConnection: () => unknown }).createConnection = () => connect(1, "127.0.0.1"); // nothing listens on port 1
  const api = await fresh(1_000, closed);
  const [response] = await api.ask(1);
  await api.close();
  assert.is(response!.statusCode, 503);
  assert.equal(response!.json(), { error: "The service is temporarily unavailable; try again shortly." });
});

/** The work's result, or a failure naming the limit once it has taken longer than ms. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms.`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const failures = [["drops connections", "reset"], ["answers 500", "error"], ["answers HTML", "garbage"], ["never answers", "hang"]] as const;
for (const endpoint of ["certs", "lookup"] as const) {
  for (const [what, behaviour] of failures) {
    outage(`should answer 503 while Google's ${endpoint === "certs" ? "key endpoint" : "account lookup"} ${what}, then 200 once it is back`, async () => {
      ctx.google.users.set("good-user", {});
      const api = await fresh(1_000);
      ctx.google[endpoint] = behaviour;
      const started = Date.now();
      const during = await within(5_000, api.ask(10)).finally(() => (ctx.google[endpoint] = "ok"));
      const took = Date.now() - started;
      const after = await api.ask(1);
      await api.close();
      for (const response of during) {
        assert.is(response.statusCode, 503, response.body);
        assert.equal(response.json(), { error: "The service is temporarily unavailable; try again shortly." });
        assert.is(response.headers["retry-after"], "5");
      }
      assert.ok(took < 3_000, `answered after ${took} ms; the verifier's limit is 1 s`);
      assert.is(after[0]!.statusCode, 200, after[0]!.body);
    });
  }
}

outage("should have thrown nothing that would bring the process down", async () => {
  await new Promise((r) => setTimeout(r, 200)); // late rejections from abandoned requests
  assert.equal(crashes, []);
});

outage.run();
