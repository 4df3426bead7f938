/** GET /v1/plan (the dashboard card's connect check) and CORS for /v1/* from any origin, through app.inject. */
import type { FastifyInstance, InjectOptions } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { grant, revoke } from "../../api/admin.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { createUser, startAuthEmulator, verifyEmail, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";

const rates = { alphaPerAddress: { max: 1000, windowMs: 60_000 }, alphaPerEmail: { max: 1000, windowMs: 60_000 }, perAccount: { max: 1000, windowMs: 60_000 }, compilePerKey: { max: 20, windowMs: 60_000 }, readsPerKey: { max: 20, windowMs: 60_000 } };
const ctx = {} as { emulator: AuthEmulator; api: ApiUnderTest; app: FastifyInstance; verify: ReturnType<typeof firebaseVerifier>; ann: TestUser; key: string };
const HA = "http://homeassistant.local:8123";

const inject = (options: InjectOptions) => ctx.app.inject(options);
const plan = (key: string | null, headers: Record<string, string> = {}) =>
  inject({ method: "GET", url: "/v1/plan", headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers } });

const test = suite("GET /v1/plan");
test.before(async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, limits: rates, origins: ["http://127.0.0.1:5000"] });
  ctx.app = ctx.api.app;
  ctx.ann = await verifyEmail(ctx.emulator, await createUser(ctx.emulator, "ann-plan@example.com"));
  ctx.key = (await inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${ctx.ann.idToken}` } })).json().api_key;
});
test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.emulator.stop();
});

test("should refuse a missing or unknown key with 401 and the Bearer challenge", async () => {
  for (const key of [null, `hca_${"B".repeat(43)}`, ctx.ann.idToken]) {
    const response = await plan(key);
    assert.is(response.statusCode, 401, String(key));
    assert.is(response.headers["www-authenticate"], 'Bearer realm="api"');
    assert.type(response.json().error, "string");
  }
});

test("should answer 403 with a sentence while the account has no active plan", async () => {
  const response = await plan(ctx.key);
  assert.is(response.statusCode, 403);
  assert.equal(response.json(), { error: "This key's account has no active plan; choose a plan on your profile at homedirective.ai, then connect again." });
});

test("should answer the plan, its name, status and device limit (null when unlimited)", async () => {
  await grant(ctx.api.db, "ann-plan@example.com", "pro", null);
  const pro = await plan(ctx.key);
  assert.is(pro.statusCode, 200);
  assert.is(pro.headers["cache-control"], "no-store");
  assert.equal(pro.json(), { plan: "pro", name: "Pro", status: "active", deviceLimit: 50 });
  await grant(ctx.api.db, "ann-plan@example.com", "power-user", null);
  assert.equal((await plan(ctx.key)).json(), { plan: "power-user", name: "Power User", status: "active", deviceLimit: null });
  await revoke(ctx.api.db, "ann-plan@example.com");
  assert.is((await plan(ctx.key)).statusCode, 403, "a revoked plan no longer connects");
  await grant(ctx.api.db, "ann-plan@example.com", "basic", null);
});

test("should let any origin call /v1/* with the bearer key, without credentials", async () => {
  for (const url of ["/v1/plan", "/v1/compile"]) {
    const preflight = await inject({ method: "OPTIONS", url, headers: { origin: HA, "access-control-request-method": url === "/v1/plan" ? "GET" : "POST", "access-control-request-headers": "authorization,content-type" } });
    assert.is(preflight.statusCode, 204, url);
    assert.is(preflight.headers["access-control-allow-origin"], "*", url);
    assert.match(String(preflight.headers["access-control-allow-headers"]), /Authorization/);
    assert.is(preflight.headers["access-control-allow-credentials"], undefined, "no cookie may ride along");
  }
  const answer = await plan(ctx.key, { origin: HA });
  assert.is(answer.statusCode, 200);
  assert.is(answer.headers["access-control-allow-origin"], "*");
  const refusal = await plan(null, { origin: HA });
  assert.is(refusal.headers["access-control-allow-origin"], "*", "the card must be able to read a refusal's sentence");
});

test("should keep the account routes to the site's own origins", async () => {
  for (const url of ["/api-key", "/subscription"]) {
    const response = await inject({ method: "GET", url, headers: { origin: HA, authorization: `Bearer ${ctx.ann.idToken}` } });
    assert.is(response.headers["access-control-allow-origin"], undefined, url);
  }
  const site = await inject({ method: "GET", url: "/api-key", headers: { origin: "http://127.0.0.1:5000", authorization: `Bearer ${ctx.ann.idToken}` } });
  assert.is(site.headers["access-control-allow-origin"], "http://127.0.0.1:5000");
});

test("should count /v1/plan in the key's reads budget (issue 38), with Retry-After, leaving Compile's untouched", async () => {
  let last;
  for (let i = 0; i < 21; i++) last = await plan(ctx.key);
  assert.is(last!.statusCode, 429);
  assert.ok(Number(last!.headers["retry-after"]) > 0);
  const compile = await inject({ method: "POST", url: "/v1/compile", headers: { authorization: `Bearer ${ctx.key}` }, payload: { text: "Turn on the porch light", home: { areas: [], entities: [{ entity_id: "light.porch", name: "Porch Light", domain: "light", area: null }] } } });
  assert.is.not(compile.statusCode, 429, "the reads spent no compile");
});

test.run();
