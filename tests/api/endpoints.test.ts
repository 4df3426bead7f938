/** Every endpoint through app.inject on PGlite, with ID tokens from the real Firebase Auth emulator. */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type { Db } from "../../api/db.ts";
import { grant } from "../../api/admin.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { nextSecond } from "../helpers/wait.ts";
import { createAnonymousUser, createUser, signIn, startAuthEmulator, verifyEmail, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";

const ctx = {} as { emulator: AuthEmulator; api: ApiUnderTest; db: Db; app: FastifyInstance; verify: ReturnType<typeof firebaseVerifier>; ann: TestUser; bob: TestUser };
const generous = { alphaPerAddress: { max: 1000, windowMs: 60_000 }, alphaPerEmail: { max: 1000, windowMs: 60_000 }, perAccount: { max: 1000, windowMs: 60_000 }, compilePerKey: { max: 1000, windowMs: 60_000 } };

const call = (options: InjectOptions, app = ctx.app) => app.inject(options);
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const alpha = (payload: unknown, headers: Record<string, string> = {}) => call({ method: "POST", url: "/alpha-subscribe", payload: payload as object, headers });

const setup = async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, origins: ["http://localhost:5000"], limits: generous, logLevel: "debug" });
  ctx.db = ctx.api.db;
  ctx.app = ctx.api.app;
  [ctx.ann, ctx.bob] = await Promise.all([createUser(ctx.emulator, "ann@example.com"), createUser(ctx.emulator, "bob@example.com")]);
  ctx.ann = await verifyEmail(ctx.emulator, ctx.ann); // Ann's plan is granted by address, which needs her verified
};
const teardown = async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.emulator.stop();
};

// --- signed-in calls ---------------------------------------------------------------------------
const account = suite("register, api-key, subscription");
account.before(setup);

account("should create the key on register (201) and keep it on a second register (200)", async () => {
  const first = await call({ method: "POST", url: "/register", payload: { email: "ann@example.com" }, headers: bearer(ctx.ann) });
  assert.is(first.statusCode, 201);
  assert.equal(first.json(), { success: true });
  const key = (await call({ method: "GET", url: "/api-key", headers: bearer(ctx.ann) })).json().api_key;
  const second = await call({ method: "POST", url: "/register", payload: { email: "ANN@example.com" }, headers: bearer(ctx.ann) });
  assert.is(second.statusCode, 200);
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ctx.ann) })).json().api_key, key);
});

account("should return the key with no-store, creating it when register never ran", async () => {
  const response = await call({ method: "GET", url: "/api-key", headers: bearer(ctx.bob) });
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "no-store");
  const body = response.json();
  assert.equal(Object.keys(body), ["success", "api_key", "created_at", "last_used_at"]);
  assert.is(body.last_used_at, null, "a key that never compiled anything");
  assert.is(body.success, true);
  assert.match(body.api_key, /^hca_[A-Za-z0-9_-]{43}$/);
  assert.is.not(body.api_key, (await call({ method: "GET", url: "/api-key", headers: bearer(ctx.ann) })).json().api_key);
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ctx.bob) })).json().api_key, body.api_key);
});

account("should give a new account an inactive subscription, with no-store", async () => {
  const carol = await createUser(ctx.emulator, "carol@example.com");
  const response = await call({ method: "GET", url: "/subscription", headers: bearer(carol) });
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "no-store");
  assert.equal(response.json(), { status: "inactive", plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null });
});

account("should show a plan an operator granted", async () => {
  await grant(ctx.db, "ann@example.com", "pro", "2999-06-30");
  const response = await call({ method: "GET", url: "/subscription", headers: bearer(ctx.ann) });
  assert.equal(response.json(), { status: "active", plan: "pro", currentPeriodEnd: "2999-07-01T00:00:00.000Z", cancelAtPeriodEnd: false, provider: "operator" });
});

account("should refuse register for an e-mail other than the token's (400, naming the field)", async () => {
  const response = await call({ method: "POST", url: "/register", payload: { email: "mallory@example.com" }, headers: bearer(ctx.ann) });
  assert.is(response.statusCode, 400);
  assert.equal(response.json(), { error: "Field email must be the e-mail address of the signed-in account." });
});

account("should refuse register bodies that are missing, malformed, coerced, unknown or too large", async () => {
  const cases: [InjectOptions, number, string][] = [
    [{ payload: {} }, 400, "Field email is required."],
    [{ payload: { email: "ann@example.com", admin: true } }, 400, "Field admin is not allowed; remove it."],
    [{ payload: { email: ["ann@example.com"] } }, 400, "Field email must be a valid e-mail address, without spaces or invisible characters."],
    [{ payload: "email=ann@example.com", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415, "Send the body as JSON with Content-Type: application/json."],
    [{ payload: JSON.stringify({ email: "a".repeat(17_000) }), headers: { "content-type": "application/json" } }, 413, "The request body is over 16 KiB; send a smaller body."],
  ];
  for (const [options, status, error] of cases) {
    const response = await call({ method: "POST", url: "/register", ...options, headers: { ...bearer(ctx.ann), ...options.headers } });
    assert.is(response.statusCode, status, JSON.stringify(options.payload).slice(0, 60));
    assert.equal(response.json(), { error });
  }
});

account("should answer 401 with WWW-Authenticate for a missing, malformed or forged token on every signed-in call", async () => {
  const [header, payload] = ctx.ann.idToken.split(".");
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), aud: "other-project" })).toString("base64url")}.`;
  for (const authorization of [undefined, "Basic YTpi", "Bearer", "Bearer not-a-token", `Bearer ${forged}`]) {
    for (const [method, url] of [["POST", "/register"], ["GET", "/api-key"], ["GET", "/subscription"]] as const) {
      const response = await call({ method, url, payload: method === "POST" ? { email: "ann@example.com" } : undefined, headers: authorization ? { authorization } : {} });
      assert.is(response.statusCode, 401, `${method} ${url} with ${authorization}`);
      assert.is(response.headers["www-authenticate"], 'Bearer realm="api"');
      assert.is(response.headers["cache-control"], "no-store");
      assert.type(response.json().error, "string");
    }
  }
});

account("should refuse a token without an e-mail address", async () => {
  const anonymous = await createAnonymousUser(ctx.emulator);
  const response = await call({ method: "GET", url: "/api-key", headers: bearer(anonymous) });
  assert.is(response.statusCode, 401);
  assert.equal(response.json(), { error: "This account has no e-mail address; sign in with an e-mail and password account." });
});

account("should refuse a token after its refresh tokens were revoked (checkRevoked)", async () => {
  const dave = await createUser(ctx.emulator, "dave@example.com");
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(dave) })).statusCode, 200);
  await nextSecond(); // revocation has one-second resolution
  const admin = initializeApp({ projectId: ctx.emulator.projectId }, "revoker");
  await getAuth(admin).revokeRefreshTokens(dave.uid);
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(dave) })).statusCode, 401);
  await nextSecond();
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(await signIn(ctx.emulator, "dave@example.com")) })).statusCode, 200);
});

account("should never write a key or a token to the logs", async () => {
  const key = (await call({ method: "GET", url: "/api-key", headers: bearer(ctx.ann) })).json().api_key;
  assert.ok(ctx.api.log().includes('"url":"/api-key"'), "requests are logged");
  assert.not.ok(ctx.api.log().includes(key));
  assert.not.ok(ctx.api.log().includes(ctx.ann.idToken.split(".")[1]!));
});

account("should answer unknown routes with 404 and a sentence", async () => {
  const response = await call({ method: "GET", url: "/admin?x=1" });
  assert.is(response.statusCode, 404);
  assert.equal(response.json(), { error: "There is no GET /admin; see the API README for the endpoints." });
});

account("should answer /healthz with 200 while the database answers", async () => {
  const response = await call({ method: "GET", url: "/healthz" });
  assert.is(response.statusCode, 200);
  assert.equal(response.json(), { status: "ok" });
});

account.run();

// --- alpha applications --------------------------------------------------------------------------
const apply = suite("alpha-subscribe");
const full = { email: "fan@example.com", experience: "power-user", automationsCount: "20-50", devicesCount: "50+", entityTypes: ["lights", "shutters", "other: Media players"] };

apply("should store an application and answer { success: true }", async () => {
  const response = await alpha(full);
  assert.is(response.statusCode, 200);
  assert.equal(response.json(), { success: true });
  const rows = await ctx.db.query("SELECT email, experience, automations_count, devices_count, entity_types FROM alpha_applications WHERE email_key = 'fan@example.com'");
  assert.equal(rows, [{ email: "fan@example.com", experience: "power-user", automations_count: "20-50", devices_count: "50+", entity_types: full.entityTypes }]);
});

const fanRow = () => ctx.db.query("SELECT email, experience, entity_types FROM alpha_applications WHERE email_key = 'fan@example.com'");
const stored = [{ email: "fan@example.com", experience: "power-user", entity_types: full.entityTypes }];
const blank = { experience: "", automationsCount: "", devicesCount: "", entityTypes: [] };

apply("should answer an anonymous re-submission exactly as a first one and change nothing, in any case or look-alike spelling", async () => {
  const first = await alpha(full);
  for (const email of ["FAN@Example.com", "fan@example.com", "fan@\uFF45xample.com", "\uFF46an@example.com"]) {
    const again = await alpha({ email, ...blank });
    assert.is(again.statusCode, first.statusCode, email);
    assert.equal(again.json(), first.json(), email);
  }
  assert.equal(await fanRow(), stored);
  const kelvin = await alpha({ email: "\u212Aelvin@example.com" });
  assert.is(kelvin.statusCode, 200);
  assert.equal(await ctx.db.query("SELECT email FROM alpha_applications WHERE email_key = 'kelvin@example.com'"), [{ email: "Kelvin@example.com" }]);
});

apply("should refuse addresses holding invisible or format characters", async () => {
  for (const email of ["fan\u200B@example.com", "f\u00ADan@example.com", "fan@exa\u200Dmple.com", "\u202Efan@example.com", "fan\uFEFF@example.com", "fan@\u2060example.com"]) {
    const response = await alpha({ email, ...blank });
    assert.is(response.statusCode, 400, JSON.stringify(email));
    assert.is(response.json().error, "Field email must be a valid e-mail address, without spaces or invisible characters.");
  }
  assert.equal(await fanRow(), stored);
});

apply("should let only the address's verified owner, signed in, update the application", async () => {
  const fan = await createUser(ctx.emulator, "fan@example.com");
  const update = { email: "fan@example.com", experience: "hobbyist", entityTypes: ["lights"] };
  assert.is((await alpha(update, bearer(fan))).statusCode, 200);
  assert.equal(await fanRow(), stored, "an unverified address claims nothing");
  assert.is((await alpha({ ...update, email: "fan@example.com" }, bearer(ctx.ann))).statusCode, 200);
  assert.equal(await fanRow(), stored, "another account's token claims nothing");
  const verified = await verifyEmail(ctx.emulator, fan);
  assert.is((await alpha({ ...update, email: "FAN@example.com" }, bearer(verified))).statusCode, 200);
  assert.equal(await fanRow(), [{ email: "FAN@example.com", experience: "hobbyist", entity_types: ["lights"] }]);
  const stale = await alpha(update, { authorization: "Bearer not.a.token" });
  assert.is(stale.statusCode, 401, "a token that is sent must be valid");
});

apply("should accept an address alone", async () => {
  assert.is((await alpha({ email: "solo@example.com" })).statusCode, 200);
});

apply("should refuse each invalid field with a sentence naming it", async () => {
  const cases: [unknown, string][] = [
    [{}, "Field email is required."],
    [{ ...full, email: "not-an-address" }, "Field email must be a valid e-mail address, without spaces or invisible characters."],
    [{ ...full, email: "fan\u0000@example.com" }, "Field email must be a valid e-mail address, without spaces or invisible characters."],
    [{ ...full, email: `${"a".repeat(250)}@example.com` }, "Field email must be a valid e-mail address, without spaces or invisible characters."],
    [{ ...full, experience: "expert" }, 'Field experience must be one of "hobbyist", "average", "power-user" or "".'],
    [{ ...full, automationsCount: 10 }, 'Field automationsCount must be one of "1-10", "11-20", "20-50", "50+" or "".'],
    [{ ...full, devicesCount: "100" }, 'Field devicesCount must be one of "1-10", "11-20", "20-50", "50+" or "".'],
    [{ ...full, entityTypes: "lights" }, 'Field entityTypes must be an array of distinct values from lights, shutters, climate, switches, cameras or "other: <text>" (text up to 200 characters).'],
    [{ ...full, entityTypes: ["lights", "doors"] }, 'Field entityTypes[1] must be one of lights, shutters, climate, switches, cameras or "other: <text>" (text up to 200 characters).'],
    [{ ...full, entityTypes: ["other: tv\u0000"] }, 'Field entityTypes[0] must be one of lights, shutters, climate, switches, cameras or "other: <text>" (text up to 200 characters).'],
    [{ ...full, entityTypes: ["lights", "lights"] }, 'Field entityTypes must be an array of distinct values from lights, shutters, climate, switches, cameras or "other: <text>" (text up to 200 characters).'],
    [{ ...full, referrer: "x" }, "Field referrer is not allowed; remove it."],
    [["fan@example.com"], "Send a JSON object as the body, with Content-Type: application/json."],
  ];
  for (const [payload, error] of cases) {
    const response = await alpha(JSON.stringify(payload), { "content-type": "application/json" });
    assert.is(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    assert.equal(response.json(), { error });
  }
});

apply("should answer 400 for broken JSON, 415 for other types and 413 over 16 KiB", async () => {
  const json = { "content-type": "application/json" };
  const cases: [string, Record<string, string>, number][] = [
    ['{"email": "fan@example.com"', json, 400],
    ["", json, 400],
    ['{"email":"x@example.com","__proto__":{"admin":true}}', json, 400],
    ["email=fan@example.com", { "content-type": "text/plain" }, 415],
    ["<email/>", { "content-type": "application/xml" }, 415],
    [JSON.stringify({ ...full, entityTypes: ["other: " + "x".repeat(16_400)] }), json, 413],
  ];
  for (const [payload, headers, status] of cases) {
    const response = await alpha(payload, headers);
    assert.is(response.statusCode, status, payload.slice(0, 40));
    assert.type(response.json().error, "string");
  }
});

apply("should never answer a client's body with a 5xx", async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ email: fc.string(), experience: fc.jsonValue(), entityTypes: fc.array(fc.string()) })), async (body) => {
      const response = await alpha(JSON.stringify(body), { "content-type": "application/json" });
      assert.ok([200, 400].includes(response.statusCode), `${response.statusCode} for ${JSON.stringify(body)}`);
    }),
    { numRuns: 150 },
  );
});

apply("should allow the configured site origin by CORS and no other", async () => {
  const preflight = await call({ method: "OPTIONS", url: "/alpha-subscribe", headers: { origin: "http://localhost:5000", "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
  assert.is(preflight.statusCode, 204);
  assert.is(preflight.headers["access-control-allow-origin"], "http://localhost:5000");
  assert.match(String(preflight.headers["access-control-allow-headers"]), /Content-Type/);
  const allowed = await call({ method: "GET", url: "/healthz", headers: { origin: "http://localhost:5000" } });
  assert.is(allowed.headers["access-control-allow-origin"], "http://localhost:5000");
  const denied = await call({ method: "GET", url: "/healthz", headers: { origin: "https://evil.example" } });
  assert.is(denied.headers["access-control-allow-origin"], undefined);
});

apply.run();

// --- rate limits -------------------------------------------------------------------------------
const limits = suite("rate limits");
const tight = { alphaPerAddress: { max: 3, windowMs: 60_000 }, alphaPerEmail: { max: 2, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 }, compilePerKey: { max: 3, windowMs: 60_000 } };
const limited = async (trustProxy: number | false = false) => (await apiUnderTest({ db: ctx.db, secrets: ctx.api.secrets, verify: ctx.verify, limits: tight, trustProxy })).app;

function assert429(response: Awaited<ReturnType<typeof call>>) {
  assert.is(response.statusCode, 429);
  assert.match(String(response.headers["retry-after"]), /^\d+$/);
  assert.match(response.json().error, /^Too many requests; try again in \d+ (second|minute)s?\.$/);
}

limits("should limit alpha applications per client address", async () => {
  const app = await limited();
  const send = (i: number) => call({ method: "POST", url: "/alpha-subscribe", payload: { email: `a${i}@example.com` }, remoteAddress: "203.0.113.7" }, app);
  for (let i = 0; i < 3; i++) assert.is((await send(i)).statusCode, 200);
  assert429(await send(3));
  const other = await call({ method: "POST", url: "/alpha-subscribe", payload: { email: "b@example.com" }, remoteAddress: "203.0.113.8" }, app);
  assert.is(other.statusCode, 200);
  await app.close();
});

limits("should limit alpha applications per e-mail address across client addresses", async () => {
  const app = await limited();
  const send = (i: number, email: string) => call({ method: "POST", url: "/alpha-subscribe", payload: { email }, remoteAddress: `198.51.100.${i}` }, app);
  assert.is((await send(1, "same@example.com")).statusCode, 200);
  assert.is((await send(2, "SAME@example.com")).statusCode, 200);
  assert429(await send(3, "same@example.com"));
  assert.is((await send(4, "different@example.com")).statusCode, 200);
  await app.close();
});

limits("should not let strangers posting an address lock its verified owner out", async () => {
  const app = await limited();
  const owner = await verifyEmail(ctx.emulator, await createUser(ctx.emulator, "locked@example.com"));
  const send = (i: number, headers: Record<string, string> = {}) =>
    call({ method: "POST", url: "/alpha-subscribe", payload: { email: "locked@example.com", experience: "hobbyist" }, headers, remoteAddress: `198.51.100.${i}` }, app);
  assert.is((await send(10)).statusCode, 200);
  assert.is((await send(11)).statusCode, 200);
  assert429(await send(12));
  const mine = await send(13, bearer(owner));
  assert.is(mine.statusCode, 200);
  assert.equal(await ctx.db.query("SELECT experience FROM alpha_applications WHERE email_key = 'locked@example.com'"), [{ experience: "hobbyist" }]);
  await app.close();
});

limits("should limit signed-in calls per account", async () => {
  const app = await limited();
  for (let i = 0; i < 3; i++) assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ctx.ann) }, app)).statusCode, 200);
  const limitedCall = await call({ method: "GET", url: "/subscription", headers: bearer(ctx.ann) }, app);
  assert429(limitedCall);
  assert.is(limitedCall.headers["cache-control"], "no-store");
  assert.is((await call({ method: "GET", url: "/api-key", headers: bearer(ctx.bob) }, app)).statusCode, 200);
  await app.close();
});

limits("should ignore X-Forwarded-For unless a trusted proxy is configured", async () => {
  const direct = await limited();
  const spoof = (app: FastifyInstance, i: number) =>
    call({ method: "POST", url: "/alpha-subscribe", payload: { email: `xff${i}@example.com` }, remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": `192.0.2.${i}` } }, app);
  for (let i = 0; i < 3; i++) assert.is((await spoof(direct, i)).statusCode, 200);
  assert429(await spoof(direct, 3));
  const proxied = await limited(1);
  for (let i = 10; i < 15; i++) assert.is((await spoof(proxied, i)).statusCode, 200);
  await Promise.all([direct.close(), proxied.close()]);
});

limits.after(teardown);
limits.run();
