/** POST /v1/suggestions (issue 29) through app.inject on PGlite: plans with Auto-prompting only, the home checked, every suggestion compiled. */
import { readFileSync } from "node:fs";
import type { InjectOptions } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { grant, revoke } from "../../api/admin.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { type Home, compileDirective, describe } from "../../directive/index.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { createUser, startAuthEmulator, verifyEmail, type AuthEmulator } from "../helpers/auth-emulator.ts";

const HOME = JSON.parse(readFileSync(new URL("../directive/fixtures/other-home.json", import.meta.url), "utf8")) as Home;
const EMAIL = "ann-suggest@example.com";
const ctx = {} as { emulator: AuthEmulator; api: ApiUnderTest; verify: ReturnType<typeof firebaseVerifier>; key: string };
const suggest = (payload: unknown, key: string | null = ctx.key, headers: Record<string, string> = {}) =>
  ctx.api.app.inject({ method: "POST", url: "/v1/suggestions", payload: payload as InjectOptions["payload"], headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });

const test = suite("POST /v1/suggestions");
test.before(async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, logLevel: "debug" });
  const user = await verifyEmail(ctx.emulator, await createUser(ctx.emulator, EMAIL));
  ctx.key = (await ctx.api.app.inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${user.idToken}` } })).json().api_key;
});
test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.emulator.stop();
});

test("should refuse without a key (401), without a plan, and on Basic with a sentence naming the plans that have it (403)", async () => {
  assert.is((await suggest({ home: HOME }, null)).statusCode, 401);
  assert.match((await suggest({ home: HOME })).json().error, /needs an active subscription/);
  await grant(ctx.api.db, EMAIL, "basic", null);
  const basic = await suggest({ home: { ...HOME, entities: HOME.entities.slice(0, 5) } });
  assert.is(basic.statusCode, 403);
  assert.equal(basic.json(), { error: "Suggestions come with the Pro and Power User plans, not Basic; choose one of them on your profile." });
});

test("should answer Pro with up to 8 suggestions, each compiled against the home sent, with a summary", async () => {
  await grant(ctx.api.db, EMAIL, "pro", null);
  const logged = ctx.api.log().length;
  const response = await suggest({ home: HOME });
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "no-store");
  const { suggestions } = response.json() as { suggestions: { text: string; result: unknown; summary: string }[] };
  assert.ok(suggestions.length >= 4 && suggestions.length <= 8, String(suggestions.length));
  for (const { text, result, summary } of suggestions) {
    assert.equal(result, compileDirective(text, HOME), text);
    assert.is.not((result as { kind: string }).kind, "error");
    assert.is(summary, describe(result as never, HOME), text);
  }
  assert.not.match(ctx.api.log().slice(logged), /Lounge|Driveway/, "nothing of the home is logged");
});

test("should hold the plan's device limit and refuse a bad home or body with one sentence, never a 500", async () => {
  const many: Home = { areas: [], entities: Array.from({ length: 51 }, (_, i) => ({ entity_id: `light.l${i}`, name: `Lamp ${i}`, domain: "light", area: null })) };
  assert.match((await suggest({ home: many })).json().error, /^Your Pro plan covers 50 devices and this home exposes 51/);
  const cases: [unknown, number, RegExp, Record<string, string>?][] = [
    [{}, 400, /^Field home is required\.$/],
    [{ home: { areas: [] } }, 400, /^Field home\[entities\] is required\.$/],
    [{ home: HOME, text: "x" }, 400, /^Field text is not allowed/],
    [{ home: { areas: [], entities: [{ entity_id: "Not An Id", name: "x", domain: "light", area: null }] } }, 400, /^Field home/],
    [JSON.stringify({ home: HOME, pad: "x".repeat(70_000) }), 413, /over 64 KiB/, { "content-type": "application/json" }],
    ["home", 415, /^Send the body as JSON/, { "content-type": "text/plain" }],
  ];
  for (const [payload, status, message, headers] of cases) {
    const response = await suggest(payload, ctx.key, headers);
    assert.is(response.statusCode, status, JSON.stringify(payload).slice(0, 80));
    assert.match(response.json().error, message);
  }
  await revoke(ctx.api.db, EMAIL);
});

test.run();
