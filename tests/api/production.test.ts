/**
 * Production token verification (no emulator): firebase-admin checks signature, claims and revocation
 * against Google's keys and account lookup, served on loopback by fake-google.ts with a local test key.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { Agent } from "node:https";
import { connect } from "node:net";
import { generateKeyPair } from "jose";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../api/app.ts";
import { openDb, type Db } from "../../api/db.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { startFakeGoogle, type FakeGoogle } from "./fake-google.ts";

delete process.env.FIREBASE_AUTH_EMULATOR_HOST; // firebase-admin would skip signature checks with it set

const test = suite("production verification");
const ctx = {} as { google: FakeGoogle; db: Db; app: FastifyInstance; dir: string; verify: ReturnType<typeof firebaseVerifier> };

test.before(async () => {
  ctx.google = await startFakeGoogle("prod-project");
  ctx.dir = mkdtempSync(join(tmpdir(), "api-prod-"));
  ctx.db = await openDb({ databaseUrl: null, dataDir: join(ctx.dir, "pglite") });
  const { projectId, credential, httpAgent } = ctx.google;
  ctx.verify = firebaseVerifier({ projectId, credential, httpAgent, cacheSeconds: 0 });
  ctx.app = await buildApp({ db: ctx.db, secrets: { hashKey: randomBytes(32), sealKey: randomBytes(32) }, verify: ctx.verify, origins: [], limits: null });
});

test.after(async () => {
  await ctx.app.close();
  await ctx.verify.close();
  await ctx.db.close();
  await ctx.google.close();
  rmSync(ctx.dir, { recursive: true, force: true });
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

test("should answer 503, not 401, when Google's keys cannot be fetched", async () => {
  const closed = new Agent();
  (closed as unknown as { createConnection: () => unknown }).createConnection = () => connect(1, "127.0.0.1"); // nothing listens on port 1
  const verify = firebaseVerifier({ projectId: "prod-project", credential: ctx.google.credential, httpAgent: closed, cacheSeconds: 0 });
  const app = await buildApp({ db: ctx.db, secrets: { hashKey: randomBytes(32), sealKey: randomBytes(32) }, verify, origins: [], limits: null });
  const response = await app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${await ctx.google.sign("good-user")}` } });
  await app.close();
  await verify.close();
  assert.is(response.statusCode, 503);
  assert.equal(response.json(), { error: "The service is temporarily unavailable; try again shortly." });
});

test.run();
