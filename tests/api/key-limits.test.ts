/**
 * The API-key context's budgets (issue 38, api/key-limits.ts) through app.inject: the card's page-load
 * requests (GET /v1/plan, GET /v1/directives, POST /v1/suggestions) do not spend the budget Compile needs, and an address sending
 * unknown keys is answered 429 before any key lookup once past its budget, while another address is not.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { grant } from "../../api/admin.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { createUser, startAuthEmulator, verifyEmail, type AuthEmulator } from "../helpers/auth-emulator.ts";

const minute = (max: number) => ({ max, windowMs: 60_000 });
const limits = {
  alphaPerAddress: minute(1000), alphaPerEmail: minute(1000), perAccount: minute(1000),
  compilePerKey: minute(3), readsPerKey: minute(40), suggestionsPerKey: minute(6), keyGuessesPerAddress: minute(5),
};
const ctx = {} as { emulator: AuthEmulator; api: ApiUnderTest; app: FastifyInstance; verify: ReturnType<typeof firebaseVerifier>; key: string };
const call = (key: string, options: InjectOptions) => ctx.app.inject({ ...options, headers: { authorization: `Bearer ${key}`, ...options.headers } });
const home = { areas: [], entities: [{ entity_id: "light.porch", name: "Porch Light", domain: "light", area: null }] };
const compile = (key: string) => call(key, { method: "POST", url: "/v1/compile", payload: { text: "Turn on the porch light", home } });
const suggest = (key: string) => call(key, { method: "POST", url: "/v1/suggestions", payload: { home } });

const test = suite("the API key's budgets");
test.before(async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, limits });
  ctx.app = ctx.api.app;
  const ann = await verifyEmail(ctx.emulator, await createUser(ctx.emulator, "ann-budget@example.com"));
  ctx.key = (await ctx.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${ann.idToken}` } })).json().api_key;
  await grant(ctx.api.db, "ann-budget@example.com", "pro", null);
});
test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.emulator.stop();
});

test("should not spend the compile budget on the card's page loads, and still hold every budget", async () => {
  for (let i = 0; i < 20; i++) assert.is((await call(ctx.key, { method: "GET", url: "/v1/plan" })).statusCode, 200, `plan ${i}`);
  for (let i = 0; i < 19; i++) assert.is((await call(ctx.key, { method: "GET", url: "/v1/directives" })).statusCode, 200, `list ${i}`);
  const suggestions = [];
  for (let i = 0; i < 7; i++) suggestions.push((await suggest(ctx.key)).statusCode);
  assert.equal(suggestions, [200, 200, 200, 200, 200, 200, 429], "six suggestions; the seventh is over RATE_LIMIT_SUGGESTIONS");
  const compiles = [];
  for (let i = 0; i < 4; i++) compiles.push((await compile(ctx.key)).statusCode);
  assert.equal(compiles, [200, 200, 200, 429], "three compiles after 39 reads and 7 suggestions; the fourth is over RATE_LIMIT_COMPILE");
  assert.is((await call(ctx.key, { method: "GET", url: "/v1/plan" })).statusCode, 200, "the 40th read");
  assert.is((await call(ctx.key, { method: "GET", url: "/v1/plan" })).statusCode, 429, "the 41st read is over RATE_LIMIT_KEY_READS");
});

test("should answer 429 to an address past its unknown-key budget, before looking any key up, and not to another address", async () => {
  const guess = (remoteAddress: string, key = `hca_${randomBytes(32).toString("base64url").slice(0, 43)}`) =>
    ctx.app.inject({ method: "GET", url: "/v1/plan", remoteAddress, headers: { authorization: `Bearer ${key}` } });
  const statuses = [];
  for (let i = 0; i < 8; i++) statuses.push((await guess("203.0.113.7")).statusCode);
  assert.equal(statuses, [401, 401, 401, 401, 401, 401, 429, 429]);
  const refused = await guess("203.0.113.7", ctx.key);
  assert.is(refused.statusCode, 429, "even a real key: the address is not looked up at all");
  assert.match(refused.json().error, /^Too many requests; try again in \d+ seconds?\.$/);
  assert.ok(Number(refused.headers["retry-after"]) >= 1);
  assert.is((await guess("198.51.100.9")).statusCode, 401, "another address still gets its answer");
});

test.run();
