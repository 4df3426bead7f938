/**
 * /v1/directives (issue 29) through app.inject on PGlite: records by the API key, their shape checked,
 * the plan's automation limit (create, resume, pause, a plan that ends, concurrent resumes), 1,000
 * records per account, isolation between accounts, and GET /automations for the profile.
 */
import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { grant, revoke } from "../../api/admin.ts";
import type { Db } from "../../api/db.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { createUser, startAuthEmulator, verifyEmail, type AuthEmulator, type TestUser } from "../helpers/auth-emulator.ts";

const rates = { alphaPerAddress: { max: 1000, windowMs: 60_000 }, alphaPerEmail: { max: 1000, windowMs: 60_000 }, perAccount: { max: 10_000, windowMs: 60_000 }, compilePerKey: { max: 10_000, windowMs: 60_000 } };
const ctx = {} as { emulator: AuthEmulator; api: ApiUnderTest; db: Db; verify: ReturnType<typeof firebaseVerifier>; ann: TestUser; bob: TestUser; annKey: string; bobKey: string };

const inject = (options: InjectOptions) => ctx.api.app.inject(options);
const auth = (key: string) => ({ authorization: `Bearer ${key}` });
/** A record shaped as the card writes one: version 1 ‖ IV ‖ `blocks` × 16 bytes ‖ tag. The API cannot tell it from a real one. */
const data = (blocks = 2) => Buffer.concat([Buffer.from([1]), randomBytes(16 + blocks * 16 + 32)]).toString("base64");
const newId = () => randomBytes(16).toString("base64url");
const create = (key: string, body: unknown) => inject({ method: "POST", url: "/v1/directives", payload: body as object, headers: auth(key) });
const update = (key: string, id: string, body: unknown) => inject({ method: "PUT", url: `/v1/directives/${id}`, payload: body as object, headers: auth(key) });
const remove = (key: string, id: string) => inject({ method: "DELETE", url: `/v1/directives/${id}`, headers: auth(key) });
const list = async (key: string) => (await inject({ method: "GET", url: "/v1/directives", headers: auth(key) })).json();
async function clear(uid: string) {
  await ctx.db.query("DELETE FROM directives WHERE uid = $1", [uid]);
}

const test = suite("/v1/directives");
test.before(async () => {
  ctx.emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulator.host;
  ctx.verify = firebaseVerifier({ projectId: ctx.emulator.projectId, cacheSeconds: 0 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, limits: rates });
  ctx.db = ctx.api.db;
  const [ann, bob] = await Promise.all([createUser(ctx.emulator, "ann-records@example.com"), createUser(ctx.emulator, "bob-records@example.com")]);
  [ctx.ann, ctx.bob] = await Promise.all([verifyEmail(ctx.emulator, ann), verifyEmail(ctx.emulator, bob)]);
  const keyOf = async (user: TestUser) => (await inject({ method: "GET", url: "/api-key", headers: { authorization: `Bearer ${user.idToken}` } })).json().api_key as string;
  [ctx.annKey, ctx.bobKey] = await Promise.all([keyOf(ctx.ann), keyOf(ctx.bob)]);
  await grant(ctx.db, "ann-records@example.com", "basic", null);
  await grant(ctx.db, "bob-records@example.com", "pro", null);
});
test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.emulator.stop();
});

test("should refuse every route without a current API key (401), an ID token included", async () => {
  const id = newId();
  for (const [method, url] of [["GET", "/v1/directives"], ["POST", "/v1/directives"], ["PUT", `/v1/directives/${id}`], ["DELETE", `/v1/directives/${id}`]] as const) {
    for (const header of [{}, { authorization: `Bearer ${ctx.ann.idToken}` }, auth(`hca_${"A".repeat(43)}`)]) {
      const response = await inject({ method, url, headers: header, ...(method === "POST" || method === "PUT" ? { payload: { id, data: data(), active: true } } : {}) });
      assert.is(response.statusCode, 401, `${method} ${url}`);
      assert.type(response.json().error, "string");
    }
  }
});

test("should create, list, change, pause and delete a record, keeping its bytes exactly", async () => {
  await clear(ctx.ann.uid);
  const id = newId();
  const first = data(3);
  const created = await create(ctx.annKey, { id, data: first, active: true });
  assert.is(created.statusCode, 201);
  assert.is(created.headers["cache-control"], "no-store");
  assert.equal({ ...created.json(), directive: { ...created.json().directive, createdAt: 0, updatedAt: 0 } }, { directive: { id, data: first, active: true, createdAt: 0, updatedAt: 0 }, active: 1, limit: 10, plan: "basic" });
  const [row] = await ctx.db.query<{ data: Uint8Array }>("SELECT data FROM directives WHERE uid = $1 AND id = $2", [ctx.ann.uid, id]);
  assert.equal(Buffer.from(row!.data), Buffer.from(first, "base64"), "stored as the bytes sent");
  const second = data(1);
  const changed = await update(ctx.annKey, id, { data: second });
  assert.is(changed.statusCode, 200);
  assert.is(changed.json().directive.data, second);
  assert.is(changed.json().directive.active, true, "a data change keeps the state");
  const paused = await update(ctx.annKey, id, { active: false });
  assert.equal([paused.json().directive.active, paused.json().directive.data, paused.json().active], [false, second, 0]);
  const listed = await list(ctx.annKey);
  assert.equal(listed.directives.map((r: { id: string; active: boolean }) => [r.id, r.active]), [[id, false]]);
  assert.equal([listed.active, listed.limit, listed.plan], [0, 10, "basic"]);
  const deleted = await remove(ctx.annKey, id);
  assert.equal(deleted.json(), { success: true, active: 0, limit: 10, plan: "basic" });
  assert.equal((await list(ctx.annKey)).directives, []);
  assert.is((await remove(ctx.annKey, id)).statusCode, 404, "deleting twice says it is gone");
});

test("should refuse malformed ids and data with one sentence and the right status, never a 500", async () => {
  const good = newId();
  const version2 = Buffer.from(data(), "base64");
  version2[0] = 2;
  const cases: [unknown, number, RegExp][] = [
    [{ data: data(), active: true }, 400, /^Field id is required\.$/],
    [{ id: good.slice(0, 21), data: data(), active: true }, 400, /^Field id must be 16 random bytes as base64url/],
    [{ id: `${good.slice(0, 21)}B`, data: data(), active: true }, 400, /^Field id must be 16 random bytes/], // 17 bits set past 128
    [{ id: `${good.slice(0, 20)}+/`, data: data(), active: true }, 400, /^Field id must be/],
    [{ id: good, data: "not base64!", active: true }, 400, /^Field data must be standard base64/],
    [{ id: good, data: "YWJjZA", active: true }, 400, /^Field data must be standard base64/], // padding missing
    [{ id: good, data: data().replace(/[+/]/g, "-") + "-_-_", active: true }, 400, /^Field data must be standard base64/], // base64url
    [{ id: good, data: version2.toString("base64"), active: true }, 400, /^Field data must be version 1 ‖ IV \(16 bytes\)/],
    [{ id: good, data: Buffer.concat([Buffer.from([1]), randomBytes(16 + 17 + 32)]).toString("base64"), active: true }, 400, /a multiple of 16 bytes/],
    [{ id: good, data: Buffer.from([1, 2, 3]).toString("base64"), active: true }, 400, /^Field data must be version 1/],
    [{ id: good, data: data(4093), active: true }, 413, /^Field data holds more than 64 KiB/],
    [{ id: good, data: data(), active: "yes" }, 400, /^Field active must be true/],
    [{ id: good, data: data(), active: true, text: "Turn on" }, 400, /^Field text is not allowed; remove it\.$/],
  ];
  for (const [body, status, message] of cases) {
    const response = await create(ctx.annKey, body);
    assert.is(response.statusCode, status, JSON.stringify(body).slice(0, 120));
    assert.match(response.json().error, message);
  }
  // Non-canonical base64: the same bytes spelled with padding bits set.
  const canonical = Buffer.concat([Buffer.from([1]), randomBytes(16 + 16 + 32 + 2)]).toString("base64");
  assert.ok(canonical.endsWith("=="), "67 bytes end in two padding characters");
  const sloppy = canonical.slice(0, -3) + String.fromCharCode(canonical.charCodeAt(canonical.length - 3) + 1) + "==";
  assert.match((await create(ctx.annKey, { id: good, data: sloppy, active: true })).json().error, /^Field data is not canonical base64/);
  assert.is((await create(ctx.annKey, { id: good, data: data(4092), active: false })).statusCode, 201, "4,092 blocks: the largest record within 64 KiB");
  const puts: [string, unknown, number, RegExp][] = [
    [good, {}, 400, /^Send data, active or both/],
    [good, { data: "%%%" }, 400, /^Field data must be standard base64/],
    [newId(), { active: false }, 404, /^This account has no directive record with this id/],
    ["short", { active: false }, 400, /^Field id must be 16 random bytes/],
  ];
  for (const [id, body, status, message] of puts) {
    const response = await update(ctx.annKey, id, body);
    assert.is(response.statusCode, status, `${id} ${JSON.stringify(body)}`);
    assert.match(response.json().error, message);
  }
  const twice = await create(ctx.annKey, { id: good, data: data(), active: false });
  assert.is(twice.statusCode, 409);
  assert.match(twice.json().error, /^A directive record with this id exists/);
  const text = await inject({ method: "POST", url: "/v1/directives", payload: "id=1", headers: { ...auth(ctx.annKey), "content-type": "text/plain" } });
  assert.is(text.statusCode, 415);
  await clear(ctx.ann.uid);
});

test("should hold Basic to 10 active automations: the 11th is refused, pausing one lets it through, resuming past it is refused", async () => {
  await clear(ctx.ann.uid);
  const ids = Array.from({ length: 10 }, newId);
  for (const id of ids) assert.is((await create(ctx.annKey, { id, data: data(), active: true })).statusCode, 201);
  const eleventh = newId();
  const refused = await create(ctx.annKey, { id: eleventh, data: data(), active: true });
  assert.is(refused.statusCode, 403);
  assert.equal(refused.json(), { error: "Your Basic plan allows 10 active automations and 10 are active; pause or delete one first, or choose a larger plan on your profile." });
  assert.is((await create(ctx.annKey, { id: eleventh, data: data(), active: false })).statusCode, 201, "a paused one does not count");
  assert.is((await update(ctx.annKey, eleventh, { active: true })).statusCode, 403, "resuming past the limit is refused");
  assert.is((await update(ctx.annKey, ids[0]!, { active: false })).statusCode, 200);
  const resumed = await update(ctx.annKey, eleventh, { active: true });
  assert.is(resumed.statusCode, 200, "pausing one freed a place");
  assert.equal([resumed.json().active, resumed.json().limit], [10, 10]);
  assert.is((await update(ctx.annKey, ids[1]!, { data: data() })).statusCode, 200, "editing an active one at the limit is fine");
  assert.is((await update(ctx.annKey, ids[1]!, { active: true })).statusCode, 200, "an active one staying active takes no new place");
});

test("should let only one of several concurrent resumes take the last place", async () => {
  await clear(ctx.ann.uid);
  for (let i = 0; i < 9; i++) await create(ctx.annKey, { id: newId(), data: data(), active: true });
  const paused = Array.from({ length: 5 }, newId);
  for (const id of paused) await create(ctx.annKey, { id, data: data(), active: false });
  const answers = await Promise.all(paused.map((id) => update(ctx.annKey, id, { active: true })));
  assert.equal(answers.map((a) => a.statusCode).sort(), [200, 403, 403, 403, 403]);
  assert.is((await list(ctx.annKey)).active, 10);
});

test("should follow the plan: Pro allows 20, Power User any number", async () => {
  await clear(ctx.bob.uid);
  for (let i = 0; i < 20; i++) assert.is((await create(ctx.bobKey, { id: newId(), data: data(), active: true })).statusCode, 201);
  assert.match((await create(ctx.bobKey, { id: newId(), data: data(), active: true })).json().error, /^Your Pro plan allows 20 active automations and 20 are active/);
  await grant(ctx.db, "bob-records@example.com", "power-user", null);
  for (let i = 0; i < 5; i++) assert.is((await create(ctx.bobKey, { id: newId(), data: data(), active: true })).statusCode, 201);
  assert.equal([(await list(ctx.bobKey)).active, (await list(ctx.bobKey)).limit], [25, null]);
  await grant(ctx.db, "bob-records@example.com", "pro", null);
});

test("should keep every record when the plan ends, refuse new and resumed ones with a sentence, and still pause and delete", async () => {
  await clear(ctx.ann.uid);
  const on = newId();
  const off = newId();
  await create(ctx.annKey, { id: on, data: data(), active: true });
  await create(ctx.annKey, { id: off, data: data(), active: false });
  await revoke(ctx.db, "ann-records@example.com");
  try {
    const listed = await list(ctx.annKey);
    assert.equal([listed.directives.length, listed.active, listed.limit, listed.plan], [2, 1, null, null], "they stay");
    const refused = await create(ctx.annKey, { id: newId(), data: data(), active: true });
    assert.is(refused.statusCode, 403);
    assert.equal(refused.json(), { error: "Your account has no active plan, so no new or resumed automation can be recorded; the ones you have stay in Home Assistant, and choosing a plan on your profile lets you add more." });
    assert.is((await update(ctx.annKey, off, { active: true })).statusCode, 403);
    assert.is((await update(ctx.annKey, on, { data: data() })).statusCode, 200, "an edit of an existing one is kept");
    assert.is((await update(ctx.annKey, on, { active: false })).statusCode, 200);
    assert.is((await remove(ctx.annKey, off)).statusCode, 200);
  } finally {
    await grant(ctx.db, "ann-records@example.com", "basic", null);
  }
});

test("should hold at most 1,000 records per account, paused ones included", async () => {
  await clear(ctx.ann.uid);
  await ctx.db.query(
    "INSERT INTO directives (uid, id, data, active) SELECT $1, 'AAAAAAAAAAAAAAAAAA' || lpad(g::text, 3, '0') || 'A', $2, false FROM generate_series(1, 999) g",
    [ctx.ann.uid, Buffer.from(data(), "base64")],
  );
  assert.is((await create(ctx.annKey, { id: newId(), data: data(), active: false })).statusCode, 201, "the 1,000th");
  const full = await create(ctx.annKey, { id: newId(), data: data(), active: false });
  assert.is(full.statusCode, 409);
  assert.equal(full.json(), { error: "This account holds 1000 directive records, the most it may; delete the ones you no longer need first." });
  await clear(ctx.ann.uid);
});

test("should list in pages of at most 25, each from the last page's next, and refuse a cursor it did not give", async () => {
  await clear(ctx.ann.uid);
  await ctx.db.query(
    "INSERT INTO directives (uid, id, data, active, created_at) SELECT $1, 'AAAAAAAAAAAAAAAAAA' || lpad(g::text, 3, '0') || 'A', $2, g % 2 = 0, now() - (g % 7) * interval '1 microsecond' FROM generate_series(1, 60) g",
    [ctx.ann.uid, Buffer.from(data(), "base64")],
  );
  const page = async (query: string) => (await inject({ method: "GET", url: `/v1/directives${query}`, headers: auth(ctx.annKey) })).json();
  const seen: string[] = [];
  const sizes: number[] = [];
  for (let next = "", i = 0; i === 0 || next; i++) {
    const answer = await page(next ? `?cursor=${next}` : "");
    sizes.push(answer.directives.length);
    seen.push(...answer.directives.map((r: { id: string }) => r.id));
    assert.is(answer.active, 30, "the usage counts the whole account");
    next = answer.next ?? "";
  }
  assert.equal(sizes, [25, 25, 10]);
  assert.is(new Set(seen).size, 60, "every record once, none twice, with creation times tied to the microsecond");
  assert.equal((await page("?size=7")).directives.length, 7);
  for (const query of ["?size=26", "?size=0", "?cursor=bm90LW9uZQ", "?cursor=a%2Fb"]) {
    const refused = await inject({ method: "GET", url: `/v1/directives${query}`, headers: auth(ctx.annKey) });
    assert.is(refused.statusCode, 400, query);
    assert.type(refused.json().error, "string");
  }
  await clear(ctx.ann.uid);
});

test("should keep accounts apart: the same id in two accounts, and no reaching another's record", async () => {
  await clear(ctx.ann.uid);
  await clear(ctx.bob.uid);
  const id = newId();
  assert.is((await create(ctx.annKey, { id, data: data(), active: true })).statusCode, 201);
  assert.equal((await list(ctx.bobKey)).directives, []);
  assert.is((await update(ctx.bobKey, id, { active: false })).statusCode, 404);
  assert.is((await remove(ctx.bobKey, id)).statusCode, 404);
  assert.is((await create(ctx.bobKey, { id, data: data(), active: false })).statusCode, 201, "ids are per account");
  assert.equal((await list(ctx.annKey)).directives.map((r: { active: boolean }) => r.active), [true], "ann's is untouched");
});

test("should tell the profile how many automations are active against the plan (GET /automations, by ID token)", async () => {
  await clear(ctx.ann.uid);
  const get = async () => (await inject({ method: "GET", url: "/automations", headers: { authorization: `Bearer ${ctx.ann.idToken}` } })).json();
  assert.equal(await get(), { active: 0, paused: 0, limit: 10 });
  for (let i = 0; i < 3; i++) await create(ctx.annKey, { id: newId(), data: data(), active: i < 2 });
  assert.equal(await get(), { active: 2, paused: 1, limit: 10 });
  await grant(ctx.db, "ann-records@example.com", "power-user", null);
  assert.equal(await get(), { active: 2, paused: 1, limit: null });
  await grant(ctx.db, "ann-records@example.com", "basic", null);
  assert.is((await inject({ method: "GET", url: "/automations", headers: auth(ctx.annKey) })).statusCode, 401, "the API key is not a session");
});

test.run();
