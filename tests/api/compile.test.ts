/** POST /v1/compile through app.inject on PGlite: API-key auth, plans and device limits, rate limit, bodies, last use. */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { load } from "js-yaml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { grant, revoke } from "../../api/admin.ts";
import { accountsData } from "../../api/data/accounts.ts";
import type { Db } from "../../api/db.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { type Home, compileDirective, describe } from "../../directive/index.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { until } from "../helpers/wait.ts";
import { createUser, startAuthEmulator, verifyEmail, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";

const HOME = JSON.parse(readFileSync(new URL("../directive/fixtures/other-home.json", import.meta.url), "utf8")) as Home;
const rates = (compile: number) => ({ alphaPerAddress: { max: 1000, windowMs: 60_000 }, alphaPerEmail: { max: 1000, windowMs: 60_000 }, perAccount: { max: 1000, windowMs: 60_000 }, compilePerKey: { max: compile, windowMs: 60_000 } });
const ctx = {} as { emulator: AuthEmulator; api: ApiUnderTest; db: Db; app: FastifyInstance; verify: ReturnType<typeof firebaseVerifier>; ann: TestUser; bob: TestUser; annKey: string; bobKey: string };

const inject = (options: InjectOptions, app = ctx.app) => app.inject(options);
const keyOf = async (user: TestUser) => (await inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${user.idToken}` } })).json();
const compile = (key: string | null, payload: unknown, app = ctx.app, extra: Record<string, string> = {}) =>
  inject({ method: "POST", url: "/v1/compile", payload: payload as object, headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...extra } }, app);
const withDevices = (n: number, people = 0): Home => ({
  areas: [{ area_id: "hall", name: "Hall", aliases: [] }],
  entities: [
    ...Array.from({ length: n }, (_, i) => ({ entity_id: `light.lamp_${i}`, name: `Lamp ${i}`, domain: "light", area: "hall" })),
    ...Array.from({ length: people }, (_, i) => ({ entity_id: `person.p${i}`, name: `Person ${i}`, domain: "person", area: null })),
  ],
});

const test = suite("POST /v1/compile");
test.before(async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, limits: rates(1000), logLevel: "debug" });
  ctx.db = ctx.api.db;
  ctx.app = ctx.api.app;
  // Verified: plans are granted to them by address, which only a verified holder may claim.
  const [ann, bob] = await Promise.all([createUser(ctx.emulator, "ann-compile@example.com"), createUser(ctx.emulator, "bob-compile@example.com")]);
  [ctx.ann, ctx.bob] = await Promise.all([verifyEmail(ctx.emulator, ann), verifyEmail(ctx.emulator, bob)]);
  ctx.annKey = (await keyOf(ctx.ann)).api_key;
  ctx.bobKey = (await keyOf(ctx.bob)).api_key;
});
test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.emulator.stop();
});

test("should refuse a missing, malformed or unknown key with 401 and the Bearer challenge", async () => {
  const body = { text: "Turn on the chandelier", home: HOME };
  for (const key of [null, "abc", `hca_${"A".repeat(43)}`, ctx.ann.idToken]) {
    const response = await compile(key, body);
    assert.is(response.statusCode, 401, String(key));
    assert.is(response.headers["www-authenticate"], 'Bearer realm="api"');
    assert.match(response.json().error, key === null || key === "abc" || key === ctx.ann.idToken ? /^Send your API key as "Authorization: Bearer hca_…"/ : /unknown or has been replaced/);
  }
});

test("should say an active subscription is needed (403) until a plan is granted, then compile", async () => {
  const body = { text: "Switch the path lights on at sundown", home: HOME };
  const before = await compile(ctx.annKey, body);
  assert.is(before.statusCode, 403);
  assert.equal(before.json(), { error: "Compiling through the API needs an active subscription; choose a plan on your profile." });
  await grant(ctx.db, "ann-compile@example.com", "pro", null);
  const after = await compile(ctx.annKey, body);
  assert.is(after.statusCode, 200);
  assert.is(after.headers["cache-control"], "no-store");
  const { result, yaml, summary } = after.json();
  assert.equal(result, compileDirective(body.text, HOME));
  assert.is(summary, describe(result, HOME), "the plain-language summary the dashboard card shows for review");
  assert.equal((load(yaml) as { triggers: unknown }).triggers, [{ trigger: "sun", event: "sunset" }]);
  const refusal = (await compile(ctx.annKey, { text: "Turn on the garage light", home: HOME })).json();
  assert.is(refusal.result.reason, "unknown_entity", "a refusal is an answer (200), not a request error");
});

test("should accept the scheme in any case (RFC 9110)", async () => {
  const response = await compile(null, { text: "Turn on the chandelier", home: HOME }, ctx.app, { authorization: `bEaReR ${ctx.annKey}` });
  assert.is(response.statusCode, 200);
});

test("should hold each plan to its device limit, not counting people, naming the plan and the limit", async () => {
  await grant(ctx.db, "ann-compile@example.com", "basic", null);
  assert.is((await compile(ctx.annKey, { text: "Turn on lamp 3", home: withDevices(15, 4) })).statusCode, 200);
  const over = await compile(ctx.annKey, { text: "Turn on lamp 3", home: withDevices(16) });
  assert.is(over.statusCode, 403);
  assert.equal(over.json(), { error: "Your Basic plan covers 15 devices and this home exposes 16; expose fewer entities or choose a larger plan." });
  await grant(ctx.db, "ann-compile@example.com", "pro", null);
  assert.match((await compile(ctx.annKey, { text: "Turn on lamp 3", home: withDevices(51) })).json().error, /Pro plan covers 50 devices/);
  await grant(ctx.db, "ann-compile@example.com", "power-user", null);
  assert.is((await compile(ctx.annKey, { text: "Turn on lamp 499", home: withDevices(500) })).statusCode, 200);
});

test("should refuse Scheduling on Basic (time, sun, a held state, a delay) with 403 naming the plans that have it", async () => {
  await grant(ctx.db, "ann-compile@example.com", "basic", null);
  // Within Basic's 15 devices: the entry, the front yard and the dining room.
  const home: Home = { ...HOME, entities: HOME.entities.filter((e) => ["entry", "front_yard", "dining_room"].includes(e.area ?? "") || e.domain === "person") };
  const scheduled: [string, string][] = [
    ["Turn on the entry light at 7:30", "it runs at a time of day"],
    ["Switch the path lights on at sundown", "it runs at sunrise or sunset"],
    ["Turn off the entry light when there is no motion in the entry for 10 minutes", "it waits for a state to hold for a while"],
    ["When the entry door opens, turn on the entry light and turn it off after 5 minutes", "an action waits for a delay"],
  ];
  for (const [text, why] of scheduled) {
    assert.not.equal(compileDirective(text, home).kind, "error", `${text} compiles, so the refusal below is the plan's`);
    const refused = await compile(ctx.annKey, { text, home });
    assert.is(refused.statusCode, 403, text);
    assert.equal(refused.json(), {
      error: `This directive needs Scheduling (${why}), which comes with the Pro and Power User plans, not Basic; choose one of them on your profile, or write it without a time, a duration or a delay.`,
    });
  }
  for (const text of ["When the entry door opens, turn on the entry light", "Turn on the chandelier", "Turn on the garage light"]) {
    assert.is((await compile(ctx.annKey, { text, home })).statusCode, 200, `${text}: no scheduling, or a refusal, is Basic's`);
  }
  await grant(ctx.db, "ann-compile@example.com", "pro", null);
  for (const [text] of scheduled) assert.is((await compile(ctx.annKey, { text, home })).statusCode, 200, `Pro: ${text}`);
  await grant(ctx.db, "ann-compile@example.com", "power-user", null);
});

test("should stop a replaced key at once and accept the new one", async () => {
  const accounts = accountsData(ctx.db, ctx.api.secrets);
  const fresh = await accounts.rotateKey(ctx.ann.uid);
  assert.is((await compile(ctx.annKey, { text: "Turn on the chandelier", home: HOME })).statusCode, 401);
  assert.is((await compile(fresh, { text: "Turn on the chandelier", home: HOME })).statusCode, 200);
  ctx.annKey = fresh;
});

test("should refuse bad bodies with one sentence and the right status, never a 500", async () => {
  const cases: [unknown, number, RegExp, Record<string, string>?][] = [
    [{ home: HOME }, 400, /^Field text is required\.$/],
    [{ text: "x".repeat(501), home: HOME }, 400, /^Field text must be the directive as text of 1 to 500 characters\.$/],
    [{ text: "Turn on", home: { areas: [] } }, 400, /^Field home\[entities\] is required\.$/],
    [{ text: "Turn on", home: withDevices(501) }, 400, /^Field home\[entities\] must be a list of at most 500 entities/],
    [{ text: "Turn on", home: HOME, extra: 1 }, 400, /^Field extra is not allowed; remove it\.$/],
    [JSON.stringify({ text: "Turn on", home: HOME, pad: "x".repeat(70_000) }), 413, /^The request body is over 64 KiB; send a smaller body\.$/, { "content-type": "application/json" }],
    ["text=Turn on", 415, /^Send the body as JSON/, { "content-type": "text/plain" }],
  ];
  for (const [payload, status, message, headers] of cases) {
    const response = await compile(ctx.annKey, payload, ctx.app, headers);
    assert.is(response.statusCode, status, JSON.stringify(payload).slice(0, 80));
    assert.match(response.json().error, message);
  }
});

test("should answer any JSON body with 200 or a JSON client error (fast-check)", async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ text: fc.string({ maxLength: 600 }), home: fc.oneof(fc.jsonValue(), fc.constant(HOME)) })), async (payload) => {
      const response = await compile(ctx.annKey, JSON.stringify(payload), ctx.app, { "content-type": "application/json" });
      assert.ok([200, 400, 403].includes(response.statusCode), `${response.statusCode} for ${JSON.stringify(payload).slice(0, 200)}`);
      if (response.statusCode !== 200) assert.type(response.json().error, "string");
    }),
    { numRuns: 300, seed: 1122 },
  );
});

test("should record the key's last use for its own account only, and store or log nothing of the request", async () => {
  const secret = "Close the lounge shutter at 21:43 on Sundays";
  assert.is((await keyOf(ctx.bob)).last_used_at, null);
  const logged = ctx.api.log().length;
  assert.is((await compile(ctx.annKey, { text: secret, home: HOME })).statusCode, 200);
  let used: string | null = null;
  await until(async () => (used = (await keyOf(ctx.ann)).last_used_at) !== null, "the key's last use to be recorded").catch(() => {});
  assert.ok(used && Math.abs(Date.parse(used) - Date.now()) < 60_000, String(used));
  assert.is((await keyOf(ctx.bob)).last_used_at, null, "one account's use is not another's");
  assert.not.match(ctx.api.log().slice(logged), /lounge|21:43|Sundays/i, "nothing of the directive or the home in the logs");
  assert.ok(ctx.api.log().length > logged, "the request was logged (at debug), so the check above can fail");
  const dump = JSON.stringify(await ctx.db.query("SELECT * FROM accounts")) + JSON.stringify(await ctx.db.query("SELECT * FROM subscriptions"));
  assert.not.match(dump, /lounge|21:43/i);
});

test("should limit each key on its own with 429 and Retry-After", async () => {
  const { app, close } = await apiUnderTest({ db: ctx.db, secrets: ctx.api.secrets, verify: ctx.verify, limits: rates(3) });
  await grant(ctx.db, "bob-compile@example.com", "pro", null);
  const body = { text: "Turn on the chandelier", home: HOME };
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await compile(ctx.bobKey, body, app)).statusCode);
  assert.equal(statuses, [200, 200, 200, 429]);
  const limited = await compile(ctx.bobKey, body, app);
  assert.ok(Number(limited.headers["retry-after"]) > 0);
  assert.match(limited.json().error, /^Too many requests; try again in \d+ seconds?\.$/);
  assert.is((await compile(ctx.annKey, body, app)).statusCode, 200, "another key is not limited by Bob's use");
  await revoke(ctx.db, "bob-compile@example.com");
  await close();
});

test.run();
