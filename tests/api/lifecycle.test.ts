/**
 * Issue 14 through app.inject: key rotation, sign-out everywhere, export and deletion, with real ID tokens
 * from the Auth emulator, firebase-admin user management against it through a proxy that can fail, and PGlite.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import { initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { grant } from "../../api/admin.ts";
import { ACCOUNT_TABLES, uncoveredTables } from "../../api/data/erase.ts";
import type { Db } from "../../api/db.ts";
import { firebaseUsers, type Users } from "../../api/users.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { nextSecond } from "../helpers/wait.ts";
import { createUser, signIn, startAuthEmulator, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";
import { startAuthProxy, type AuthProxy } from "./auth-proxy.ts";

const ctx = {} as { emulator: AuthEmulator; proxy: AuthProxy; api: ApiUnderTest; db: Db; users: Users; admin: Auth; verify: ReturnType<typeof firebaseVerifier>; ended: string[] };
const generous = { alphaPerAddress: { max: 1000, windowMs: 60_000 }, alphaPerEmail: { max: 1000, windowMs: 60_000 }, perAccount: { max: 1000, windowMs: 60_000 }, compilePerKey: { max: 1000, windowMs: 60_000 } };
const HOME = { areas: [], entities: [{ entity_id: "light.lamp", name: "Lamp", domain: "light", area: null }] };

const call = (options: InjectOptions) => ctx.api.app.inject(options);
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const second = nextSecond; // revocation has one-second resolution
let counter = 0;
const address = (tag: string) => `${tag}-${counter++}@example.com`;

/** Runs fn with the API's clock moved forward, as if that many seconds had passed since the token was minted. */
async function later<T>(seconds: number, fn: () => Promise<T>): Promise<T> {
  const real = Date.now;
  Date.now = () => real() + seconds * 1000;
  try {
    return await fn();
  } finally {
    Date.now = real;
  }
}

/** A signed-up account known to the API: registered (key and subscription) and, optionally, with an alpha application. */
async function account(tag: string, options: { alpha?: boolean; verified?: boolean } = {}) {
  const email = address(tag);
  const created = await createUser(ctx.emulator, email);
  if (options.verified) await ctx.admin.updateUser(created.uid, { emailVerified: true });
  const user = options.verified ? await signIn(ctx.emulator, email) : created;
  assert.is((await call({ method: "POST", url: "/register", payload: { email }, headers: bearer(user) })).statusCode, 201);
  if (options.alpha) assert.is((await call({ method: "POST", url: "/alpha-subscribe", payload: { email, experience: "average" } })).statusCode, 200);
  const key = (await call({ method: "GET", url: "/api-key", headers: bearer(user) })).json().api_key as string;
  return { ...user, key };
}

/** Rows naming the account in every table that has a uid or email_key column (information_schema, not a list). */
async function holdings(uid: string, email: string): Promise<Record<string, number>> {
  const tables = await ctx.db.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name IN ('uid', 'email_key') ORDER BY table_name",
  );
  assert.ok(tables.length >= 3, "the scan sees the account tables");
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of tables) {
    const [row] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table_name} WHERE ${column_name} = $1`, [column_name === "uid" ? uid : email.toLowerCase()]);
    found[`${table_name}.${column_name}`] = (found[`${table_name}.${column_name}`] ?? 0) + row!.n;
  }
  return found;
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** An encrypted directive record as the card stores one (issue 29): random bytes shaped as version 1 ‖ IV ‖ ciphertext ‖ tag. */
async function directive(key: string, active = true) {
  const record = { id: randomBytes(16).toString("base64url"), data: Buffer.concat([Buffer.from([1]), randomBytes(16 + 32 + 32)]).toString("base64"), active };
  assert.is((await call({ method: "POST", url: "/v1/directives", payload: record, headers: { authorization: `Bearer ${key}` } })).statusCode, 201);
  return record;
}

const compile = (key: string) => call({ method: "POST", url: "/v1/compile", payload: { text: "Turn on the lamp", home: HOME }, headers: { authorization: `Bearer ${key}` } });

const ENDPOINTS = [
  ["POST", "/api-key/rotate"],
  ["POST", "/account/sign-out-everywhere"],
  ["GET", "/account/export"],
  ["DELETE", "/account"],
] as const;

const test = suite("account lifecycle");

test.before(async () => {
  ctx.emulator = await startAuthEmulator();
  ctx.proxy = await startAuthProxy(ctx.emulator.host);
  // The API (verifier and user management) reaches Firebase through the proxy; the test's own calls go direct.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.proxy.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 30 });
  ctx.users = firebaseUsers({ projectId: ctx.emulator.projectId, timeoutMs: 3_000 });
  ctx.ended = [];
  const beforeErase = async (uid: string) => void ctx.ended.push(uid);
  ctx.api = await apiUnderTest({ verify: ctx.verify, users: ctx.users, limits: generous, beforeErase });
  ctx.db = ctx.api.db;
  ctx.admin = getAuth(initializeApp({ projectId: ctx.emulator.projectId }, "lifecycle-test"));
});

test.after(async () => {
  await ctx.api.close();
  await ctx.users.close();
  await ctx.verify.close();
  await ctx.proxy.close();
  await ctx.emulator.stop();
});

test("should refuse every endpoint without a token, with an expired one and with a revoked one (401)", async () => {
  const ann = await account("missing");
  for (const [method, url] of ENDPOINTS) {
    const none = await call({ method, url });
    assert.is(none.statusCode, 401, `${method} ${url} without a token`);
    assert.equal(none.json(), { error: 'Send your Firebase ID token as "Authorization: Bearer <token>".' });
    assert.is(none.headers["www-authenticate"], 'Bearer realm="api"');
    const expired = await later(3700, () => call({ method, url, headers: bearer(ann) }));
    assert.is(expired.statusCode, 401, `${method} ${url} with an expired token`);
    assert.equal(expired.json(), { error: "The ID token is invalid, expired or revoked; sign in again." });
  }
  const revoked = await account("revoked");
  await second();
  await ctx.admin.revokeRefreshTokens(revoked.uid);
  ctx.verify.forget(revoked.uid); // as the replica that revoked would; another replica's cache is the documented bound
  for (const [method, url] of ENDPOINTS) {
    const response = await call({ method, url, headers: bearer(revoked) });
    assert.is(response.statusCode, 401, `${method} ${url} with a revoked token`);
  }
  assert.ok(await ctx.users.getUser(revoked.uid), "nothing was deleted");
  assert.is(total(await holdings(revoked.uid, revoked.email)), 4, "account (uid, email_key), subscription and its first history row");
});

test("should refuse DELETE /account with a sign-in older than five minutes, and allow the others", async () => {
  const ann = await account("stale", { alpha: true, verified: true });
  const stale = await later(301, () => call({ method: "DELETE", url: "/account", headers: bearer(ann) }));
  assert.is(stale.statusCode, 401);
  assert.equal(stale.json(), { error: "This needs a recent sign-in; sign in again and retry." });
  assert.is(total(await holdings(ann.uid, ann.email)), 5, "account, subscription, its history and application kept");
  assert.ok(await ctx.users.getUser(ann.uid));
  assert.is((await later(299, () => call({ method: "GET", url: "/account/export", headers: bearer(ann) }))).statusCode, 200);
  assert.is((await later(301, () => call({ method: "GET", url: "/account/export", headers: bearer(ann) }))).statusCode, 200, "export needs no fresh sign-in");
  assert.is((await later(301, () => call({ method: "POST", url: "/api-key/rotate", headers: bearer(ann) }))).statusCode, 200, "nor does replacing a leaked key");
  assert.is((await later(301, () => call({ method: "POST", url: "/account/sign-out-everywhere", headers: bearer(ann) }))).statusCode, 200, "nor ending every session");
});

test("should replace the key: the old one is refused at once, the new one works, creation is now and last use empty", async () => {
  const ann = await account("rotate");
  const bob = await account("bystander");
  assert.is((await compile(ann.key)).statusCode, 403, "the old key is known (no plan yet)");
  const before = Date.now();
  const response = await call({ method: "POST", url: "/api-key/rotate", headers: bearer(ann) });
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "no-store");
  const body = response.json();
  assert.equal(Object.keys(body), ["success", "api_key", "created_at", "last_used_at"]);
  assert.match(body.api_key, /^hca_[A-Za-z0-9_-]{43}$/);
  assert.is.not(body.api_key, ann.key);
  assert.ok(Date.parse(body.created_at) >= before - 1000, body.created_at);
  assert.is(body.last_used_at, null);
  const old = await compile(ann.key);
  assert.is(old.statusCode, 401);
  assert.equal(old.json(), { error: "This API key is unknown or has been replaced; copy the current key from your profile." });
  assert.is((await compile(body.api_key)).statusCode, 403, "the new key is recognised");
  const shown = (await call({ method: "GET", url: "/api-key", headers: bearer(ann) })).json();
  assert.is(shown.api_key, body.api_key);
  assert.is(shown.created_at, body.created_at);
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(bob) })).json().api_key, bob.key, "another account's key is untouched");
  assert.is((await compile(bob.key)).statusCode, 403);
});

test("should sign out everywhere: the same token is refused at once on this replica, despite its cache", async () => {
  const ann = await account("everywhere");
  const bob = await account("other-device-owner");
  assert.is((await call({ method: "GET", url: "/subscription", headers: bearer(ann) })).statusCode, 200, "ann's token is now cached");
  const other = await signIn(ctx.emulator, ann.email); // a second device
  await second();
  const response = await call({ method: "POST", url: "/account/sign-out-everywhere", headers: bearer(ann) });
  assert.is(response.statusCode, 200);
  assert.equal(response.json(), { success: true });
  assert.ok(ctx.proxy.seen.some((path) => path.includes("accounts:update")), "revokeRefreshTokens reached Firebase");
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ann) })).statusCode, 401);
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(other) })).statusCode, 401, "the other device too");
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(bob) })).statusCode, 200, "another account keeps its session");
  await second();
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(await signIn(ctx.emulator, ann.email)) })).statusCode, 200, "signing in again works");
  assert.is((await compile(ann.key)).statusCode, 403, "the API key is not a session: it keeps working");
});

test("should export the account's data as a JSON attachment, without the key and without anyone else's data", async () => {
  const ann = await account("export", { alpha: true, verified: true });
  const bob = await account("export-other", { alpha: true, verified: true });
  await grant(ctx.db, ann.email, "pro", "2999-12-31");
  await grant(ctx.db, bob.email, "basic", null);
  const record = await directive(ann.key);
  await directive(bob.key, false);
  const response = await call({ method: "GET", url: "/account/export", headers: bearer(ann) });
  assert.is(response.statusCode, 200);
  assert.match(response.headers["content-type"] as string, /^application\/json/);
  assert.match(response.headers["content-disposition"] as string, /^attachment; filename="homedirective-data-\d{4}-\d{2}-\d{2}\.json"$/);
  assert.is(response.headers["cache-control"], "no-store");
  const data = JSON.parse(response.body);
  assert.equal(Object.keys(data), ["format", "exportedAt", "account", "apiKey", "subscription", "subscriptionHistory", "checkouts", "directives", "alphaApplication"]);
  assert.is(data.format, "homedirective-account-export/1");
  assert.equal({ ...data.account, createdAt: typeof data.account.createdAt, registeredAt: typeof data.account.registeredAt }, {
    uid: ann.uid, email: ann.email, emailVerified: true, createdAt: "string", registeredAt: "string",
  });
  assert.equal(Object.keys(data.apiKey), ["createdAt", "lastUsedAt"]);
  assert.equal({ ...data.subscription, updatedAt: typeof data.subscription.updatedAt }, { status: "active", plan: "pro", currentPeriodEnd: "3000-01-01T00:00:00.000Z", updatedAt: "string" });
  // The history: created inactive with the account, then the operator's grant.
  assert.equal(data.subscriptionHistory.map((h: { status: string; plan: string | null; provider: string | null }) => [h.status, h.plan, h.provider]), [["inactive", null, null], ["active", "pro", "operator"]]);
  assert.equal(data.checkouts, [], "no checkout was started");
  assert.equal(data.directives, [{ id: record.id, data: record.data, active: true, createdAt: data.directives[0]?.createdAt, updatedAt: data.directives[0]?.updatedAt }], "records as the ciphertext stored");
  assert.is(data.alphaApplication.email, ann.email);
  assert.is(data.alphaApplication.experience, "average");
  assert.not.ok(response.body.includes(ann.key), "never the key itself");
  assert.not.ok(response.body.includes(bob.email) || response.body.includes(bob.uid), "nothing of another account");
});

test("should leave an application filed under an unverified address out of the export and the erasure", async () => {
  // Anyone can type any address into the alpha form or a sign-up: only a verified address proves the application is theirs.
  const owner = address("victim");
  assert.is((await call({ method: "POST", url: "/alpha-subscribe", payload: { email: owner } })).statusCode, 200);
  const squatter = await createUser(ctx.emulator, owner);
  await call({ method: "POST", url: "/register", payload: { email: owner }, headers: bearer(squatter) });
  const data = (await call({ method: "GET", url: "/account/export", headers: bearer(squatter) })).json();
  assert.is(data.account.emailVerified, false);
  assert.is(data.alphaApplication, null);
  assert.is((await call({ method: "DELETE", url: "/account", headers: bearer(squatter) })).statusCode, 200);
  assert.equal(await ctx.db.query("SELECT email FROM alpha_applications WHERE email_key = $1", [owner]), [{ email: owner }]);
  assert.is(await ctx.users.getUser(squatter.uid), null);
});

test("should delete the account: every row in every table, the Firebase user, the session and the key", async () => {
  const ann = await account("delete", { alpha: true, verified: true });
  const bob = await account("survivor", { alpha: true, verified: true });
  await grant(ctx.db, ann.email, "basic", null);
  await directive(ann.key);
  await directive(ann.key, false);
  assert.equal(await holdings(ann.uid, ann.email), { "accounts.email_key": 1, "accounts.uid": 1, "alpha_applications.email_key": 1, "subscriptions.uid": 1, "subscription_history.uid": 2, "checkouts.uid": 0, "directives.uid": 2 });
  // A body or query naming another account changes nothing: the account is always the token's.
  const response = await call({ method: "DELETE", url: `/account?uid=${bob.uid}`, payload: { uid: bob.uid, email: bob.email }, headers: bearer(ann) });
  assert.is(response.statusCode, 200);
  assert.equal(response.json(), { success: true });
  assert.is(total(await holdings(ann.uid, ann.email)), 0, JSON.stringify(await holdings(ann.uid, ann.email)));
  assert.is(await ctx.users.getUser(ann.uid), null);
  assert.ok(ctx.ended.includes(ann.uid), "the provider subscription was ended first");
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ann) })).statusCode, 401, "the old ID token");
  assert.is((await compile(ann.key)).statusCode, 401, "the old API key");
  assert.is(await signIn(ctx.emulator, ann.email).then(() => "signed in", (e: Error) => e.message), "Auth emulator accounts:signInWithPassword failed: EMAIL_NOT_FOUND");
  assert.is(total(await holdings(bob.uid, bob.email)), 5, "bob keeps everything");
  assert.ok(await ctx.users.getUser(bob.uid));
  assert.is((await compile(bob.key)).statusCode, 403);
});

test("should answer 503 and change nothing while Firebase is unreachable, and finish when repeated", async () => {
  const ann = await account("outage", { alpha: true, verified: true });
  assert.is((await call({ method: "GET", url: "/subscription", headers: bearer(ann) })).statusCode, 200, "token cached, as in a live session");
  await ctx.proxy.down();
  try {
    for (const [method, url] of ENDPOINTS.filter(([, u]) => u !== "/api-key/rotate")) {
      const response = await call({ method, url, headers: bearer(ann) });
      assert.is(response.statusCode, 503, `${method} ${url}`);
      assert.equal(response.json(), { error: "The service is temporarily unavailable; try again shortly." });
      assert.is(response.headers["retry-after"], "5");
    }
  } finally {
    await ctx.proxy.up();
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.proxy.host;
  assert.is(total(await holdings(ann.uid, ann.email)), 5, "nothing erased");
  assert.ok(await ctx.users.getUser(ann.uid), "the person can still sign in");
  assert.is((await compile(ann.key)).statusCode, 403, "the key still works");
  const repeat = await call({ method: "DELETE", url: "/account", headers: bearer(ann) });
  assert.is(repeat.statusCode, 200);
  assert.is(total(await holdings(ann.uid, ann.email)), 0);
  assert.is(await ctx.users.getUser(ann.uid), null);
});

test("should roll every row back when Firebase fails the user's deletion itself, and finish when repeated", async () => {
  const ann = await account("half-way", { alpha: true, verified: true });
  ctx.proxy.failing = /accounts:delete/;
  let failed;
  try {
    failed = await call({ method: "DELETE", url: "/account", headers: bearer(ann) });
  } finally {
    ctx.proxy.failing = null;
  }
  assert.is(failed.statusCode, 503);
  assert.ok(ctx.proxy.seen.some((path) => path.includes("accounts:delete")), "the deletion was attempted");
  assert.equal(await holdings(ann.uid, ann.email), { "accounts.email_key": 1, "accounts.uid": 1, "alpha_applications.email_key": 1, "subscriptions.uid": 1, "subscription_history.uid": 1, "checkouts.uid": 0, "directives.uid": 0 });
  assert.ok(await ctx.users.getUser(ann.uid));
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ann) })).json().api_key, ann.key, "the account works as before");
  assert.is((await call({ method: "DELETE", url: "/account", headers: bearer(ann) })).statusCode, 200);
  assert.is(total(await holdings(ann.uid, ann.email)), 0);
  assert.is(await ctx.users.getUser(ann.uid), null);
});

test("should list every table that names an account in the erasure (a new table cannot be forgotten)", async () => {
  assert.equal(await uncoveredTables(ctx.db), []);
  assert.equal(await uncoveredTables(ctx.db, ACCOUNT_TABLES.filter((t) => t.table !== "alpha_applications")), ["alpha_applications"]);
  await ctx.db.exec("CREATE TABLE lifecycle_probe (uid text)");
  try {
    const ann = await account("new-table");
    const response = await call({ method: "DELETE", url: "/account", headers: bearer(ann) });
    assert.is(response.statusCode, 500, "an erasure that would miss a table refuses");
    assert.is(total(await holdings(ann.uid, ann.email)), 4, "and deletes nothing");
    assert.ok(await ctx.users.getUser(ann.uid));
  } finally {
    await ctx.db.exec("DROP TABLE lifecycle_probe");
  }
});

test.run();
