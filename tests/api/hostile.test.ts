/**
 * Hostile input: fast-check sends RUNS (10,000) generated requests to each endpoint through app.inject
 * (Fastify's real parsers, schemas and routes, on PGlite; tokens checked by firebase-admin against
 * fake-google.ts) and holds every answer to the oracle in hostile.ts. Rows appear only for valid bodies,
 * holding exactly what was sent. Then a sample over real HTTP, and raw bytes no client library sends.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { connect } from "node:net";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../api/db.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { startFakeGoogle, type FakeGoogle } from "./fake-google.ts";
import { alphaBody, expected, post, registerBody, validAlpha, validRegister, type Post } from "./hostile.ts";

delete process.env.FIREBASE_AUTH_EMULATOR_HOST; // production verification: signatures are checked

const RUNS = Number(process.env.HOSTILE_RUNS || 10_000);
const ctx = {} as { google: FakeGoogle; api: ApiUnderTest; db: Db; app: FastifyInstance; verify: ReturnType<typeof firebaseVerifier>; base: string };

interface Account {
  uid: string;
  email: string;
  token: string;
}

/** n accounts Google knows, each with a signed ID token. */
async function accounts(prefix: string, n: number): Promise<Account[]> {
  return Promise.all(Array.from({ length: n }, async (_, i) => {
    const uid = `${prefix}-${i}`;
    ctx.google.users.set(uid, {});
    return { uid, email: `${uid}@example.com`, token: await ctx.google.sign(uid) };
  }));
}

const send = (url: string, request: Post, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload: request.body, headers: { ...headers, ...(request.contentType === undefined ? {} : { "content-type": request.contentType }) } });

/** Every answer is JSON: { success: true } for 2xx, one sentence otherwise. */
function assertShape(response: LightMyRequestResponse, what: string) {
  const body = response.json();
  if (response.statusCode < 300) assert.is(body.success, true, what);
  else assert.ok(typeof body.error === "string" && body.error.length > 0 && Object.keys(body).length === 1, what);
}

const describe = (request: Post) => `${request.contentType} ${JSON.stringify(request.body.toString("latin1").slice(0, 160))}`;
const tally = (counts: Map<number, number>, status: number) => counts.set(status, (counts.get(status) ?? 0) + 1);

/** Each of these statuses was seen, and a fair share of requests was valid, so the run was not vacuous. */
function assertCoverage(counts: Map<number, number>, statuses: number[], valid: number) {
  console.log(`  ${RUNS} requests: ${[...counts].sort().map(([s, n]) => `${n} × ${s}`).join(", ")}`);
  for (const status of statuses) assert.ok((counts.get(status) ?? 0) > 0, `no request got ${status}`);
  assert.ok(valid > RUNS / 10, `only ${valid} of ${RUNS} requests were valid`);
}

const fuzz = suite("fast-check, RUNS requests per endpoint");

fuzz.before(async () => {
  ctx.google = await startFakeGoogle("prod-project");
  const { projectId, credential, httpAgent } = ctx.google;
  ctx.verify = firebaseVerifier({ projectId, credential, httpAgent, cacheSeconds: 30 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, origins: ["http://127.0.0.1:5000"] });
  [ctx.db, ctx.app] = [ctx.api.db, ctx.api.app];
});

fuzz("POST /alpha-subscribe: 200 exactly for valid applications, the first per address stored (NFKC); 400, 413 or 415 otherwise", async () => {
  // e-mail key → the first valid application: anonymous re-submissions change nothing.
  const first = new Map<string, Record<string, unknown>>();
  const counts = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(post(alphaBody), async (request) => {
      const want = expected(request, validAlpha);
      const response = await send("/alpha-subscribe", request);
      tally(counts, response.statusCode);
      assert.is(response.statusCode, want.status, `${describe(request)} → ${response.body}`);
      assertShape(response, describe(request));
      if (want.body) {
        const key = (want.body as { email: string }).email.normalize("NFKC").toLowerCase();
        if (!first.has(key)) first.set(key, want.body as Record<string, unknown>);
      }
    }),
    { numRuns: RUNS, includeErrorInReport: true },
  );
  assertCoverage(counts, [200, 400, 413, 415], counts.get(200) ?? 0);
  const rows = await ctx.db.query<{ email_key: string; email: string; experience: string; automations_count: string; devices_count: string; entity_types: string[] }>(
    "SELECT email_key, email, experience, automations_count, devices_count, entity_types FROM alpha_applications",
  );
  assert.is(rows.length, first.size, "one row per valid address, none for anything else");
  for (const row of rows) {
    const sent = first.get(row.email_key);
    assert.ok(sent, `a row for ${JSON.stringify(row.email)}, which no valid body carried`);
    const { email, experience = "", automationsCount = "", devicesCount = "", entityTypes = [] } = sent;
    assert.equal([row.email, row.experience, row.automations_count, row.devices_count, row.entity_types], [(email as string).normalize("NFKC"), experience, automationsCount, devicesCount, entityTypes]);
  }
});

fuzz("POST /register: 201 then 200 exactly for the account's own address; no account otherwise", async () => {
  const pool = await accounts("reg", 60);
  const registered = new Set<string>();
  const counts = new Map<number, number>();
  const requests = fc.nat(pool.length - 1).chain((i) => post(registerBody(pool[i]!.email)).map((request) => [pool[i]!, request] as const));
  await fc.assert(
    fc.asyncProperty(requests, async ([account, request]) => {
      const want = expected(request, (body) => validRegister(body, account.email));
      const status = want.status === 200 && !registered.has(account.uid) ? 201 : want.status;
      const response = await send("/register", request, { authorization: `Bearer ${account.token}` });
      tally(counts, response.statusCode);
      assert.is(response.statusCode, status, `${account.email} ${describe(request)} → ${response.body}`);
      assertShape(response, describe(request));
      if (want.status === 200) registered.add(account.uid);
    }),
    { numRuns: RUNS, includeErrorInReport: true },
  );
  assertCoverage(counts, [200, 201, 400, 413, 415], (counts.get(200) ?? 0) + (counts.get(201) ?? 0));
  const rows = await ctx.db.query<{ uid: string; email: string }>("SELECT uid, email FROM accounts WHERE uid LIKE 'reg-%' ORDER BY uid");
  assert.equal(rows.map((r) => r.uid), [...registered].sort());
  for (const row of rows) assert.is(row.email, `${row.uid}@example.com`, "the address comes from the token, never the body");
});

/** Authorization headers: good tokens, tokens changed before the signature, forgeries, junk. */
async function authorizations(pool: Account[]) {
  const { google } = ctx;
  const now = Math.floor(Date.now() / 1000);
  google.users.set("ghost-disabled", { disabled: true });
  const forged = await Promise.all([
    google.sign("key-0", { aud: "other-project" }),
    google.sign("key-0", { iss: "https://securetoken.google.com/other-project" }),
    google.sign("key-0", { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
    google.sign("key-0", {}, { kid: "unknown-key" }),
    google.sign("key-0", {}, { kid: null }),
    google.sign("key-0", {}, { alg: "HS256", key: new TextEncoder().encode(google.publicKeyPem) }),
    google.sign("ghost-unknown"),
    google.sign("ghost-disabled"),
  ]);
  const base64url = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"];
  const tamper = (token: string, at: number, c: string) => {
    const i = at % token.lastIndexOf("."); // before the signature, whose last character may carry unused bits
    return token[i] === "." || token[i] === c ? null : token.slice(0, i) + c + token.slice(i + 1);
  };
  const none = (token: string) => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${token.split(".")[1]}.`;
  return fc.nat(pool.length - 1).chain((i) => {
    const token = pool[i]!.token;
    const bad = (header: string | undefined) => ({ account: pool[i]!, header, valid: false });
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant({ account: pool[i]!, header: `Bearer ${token}` as string | undefined, valid: true }) },
      { weight: 2, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...base64url)).map(([at, c]) => tamper(token, at, c)).filter((t) => t !== null).map((t) => bad(`Bearer ${t}`)) },
      { weight: 2, arbitrary: fc.constantFrom(...forged, none(token)).map((t) => bad(`Bearer ${t}`)) },
      fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((s) => bad(s)),
      fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((s) => bad(`Bearer ${s}`)),
      fc.constantFrom(undefined, "", "Bearer", "Bearer ", `Bearer  ${token}`, `Bearer ${token}.x`, `Basic ${token}`, `Token ${token}`, `Bearer ${token},Bearer ${token}`, `Bearer ${"a".repeat(9_000)}`).map(bad),
    );
  });
}

const ascii = fc.string({ unit: "grapheme-ascii", maxLength: 40 });
const query = fc.oneof(
  fc.constant(""),
  fc.array(fc.tuple(fc.string({ unit: "grapheme", maxLength: 10 }), fc.string({ unit: "grapheme", maxLength: 20 })), { maxLength: 4 })
    .map((pairs) => "?" + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")),
  fc.constantFrom("?__proto__[admin]=1", "?constructor[prototype][admin]=1", "?%", "?%00", "?a=%E0%A4%A", "?a[]=1&a[]=2", "?" + "x=1&".repeat(2_000)),
);
/** Headers and a body a GET has no use for, which must change nothing. */
const extras = fc.record({ "x-forwarded-for": ascii, origin: ascii, cookie: ascii, "content-type": fc.constantFrom("application/json", "text/plain", "x/y") }, { requiredKeys: [] });
const getBody = fc.option(fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v)), fc.constant("x".repeat(20_000))), { nil: undefined });

for (const url of ["/api-key", "/subscription"]) {
  fuzz(`GET ${url}: 200 exactly for a good token, whatever else comes with it; 401 otherwise; accounts only for good tokens`, async () => {
    const prefix = url === "/api-key" ? "key" : "sub";
    const pool = await accounts(prefix, 60);
    const served = new Map<string, unknown>(); // uid → the key or subscription it was shown
    const counts = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(await authorizations(pool), query, extras, getBody, async (auth, search, headers, payload) => {
        const response = await ctx.app.inject({ method: "GET", url: url + search, payload, headers: { ...headers, ...(auth.header === undefined ? {} : { authorization: auth.header }) } });
        tally(counts, response.statusCode);
        const what = `${auth.header?.slice(0, 80)} ${search.slice(0, 60)} → ${response.body}`;
        assert.is(response.statusCode, auth.valid ? 200 : 401, what);
        assert.is(response.headers["cache-control"], "no-store");
        if (!auth.valid) return assert.is(response.headers["www-authenticate"], 'Bearer realm="api"');
        const body = response.json();
        const shown = url === "/api-key" ? body.api_key : body;
        if (!served.has(auth.account.uid)) served.set(auth.account.uid, shown);
        assert.equal(shown, served.get(auth.account.uid), "the same account is always shown the same thing");
      }),
      { numRuns: RUNS, includeErrorInReport: true },
    );
    assertCoverage(counts, [200, 401], counts.get(200) ?? 0);
    if (url === "/api-key") assert.is(new Set(served.values()).size, served.size, "every account has its own key");
    const rows = await ctx.db.query<{ uid: string }>(`SELECT uid FROM accounts WHERE uid LIKE '${prefix}-%' ORDER BY uid`);
    assert.equal(rows.map((r) => r.uid), [...served.keys()].sort());
  });
}

fuzz.run();

// --- over the wire -------------------------------------------------------------------------------
const wire = suite("over real HTTP");

wire.before(async () => {
  ctx.base = await ctx.api.listen();
});

wire.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.google.close();
});

wire("should hold the oracle for 300 generated POSTs sent by fetch", async () => {
  await fc.assert(
    fc.asyncProperty(post(alphaBody), async (request) => {
      const headers = request.contentType === undefined ? undefined : { "content-type": request.contentType };
      const response = await fetch(ctx.base + "/alpha-subscribe", { method: "POST", body: new Uint8Array(request.body), headers });
      const body = await response.json();
      assert.is(response.status, expected(request, validAlpha).status, `${describe(request)} → ${JSON.stringify(body)}`);
      assert.type(response.status === 200 ? body.success : body.error, response.status === 200 ? "boolean" : "string");
    }),
    { numRuns: 300, includeErrorInReport: true },
  );
});

/** Writes raw bytes on a fresh connection and resolves to the status of the answer (0 if none came). */
function raw(bytes: string | Buffer): Promise<number> {
  return new Promise((resolve) => {
    const { port, hostname } = new URL(ctx.base);
    const socket = connect(Number(port), hostname);
    let reply = "";
    socket.on("data", (chunk) => (reply += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1] ?? 0)));
    socket.write(bytes);
    setTimeout(() => socket.end(), 1_000); // the server answers or gives up on a bad request long before
  });
}

wire("should answer raw bytes no client library would send with a 4xx, and keep serving", async () => {
  const json = '{"email":"raw@example.com"}';
  const latin1 = Buffer.from('{"email":"caf\xe9@example.com"}', "latin1"); // é as one byte: not UTF-8
  const head = (lines: string[]) => `POST /alpha-subscribe HTTP/1.1\r\nHost: x\r\n${lines.join("\r\n")}\r\n\r\n`;
  const cases: [string, string | Buffer, number[]][] = [
    ["a request line of garbage", "GARBAGE\r\n\r\n", [400]],
    ["a NUL in a header", head(["X-Bad: a\u0000b", "Content-Type: application/json", `Content-Length: ${json.length}`]) + json, [400]],
    ["headers over 16 KiB", head([`X-Big: ${"a".repeat(20_000)}`]), [431]],
    ["a URL over 16 KiB", `GET /api-key?${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, [414, 431]],
    ["a Content-Length that is not a number", head(["Content-Type: application/json", "Content-Length: abc"]) + json, [400]],
    ["Content-Length and chunked together", head(["Content-Type: application/json", "Content-Length: 5", "Transfer-Encoding: chunked"]) + "0\r\n\r\n", [400]],
    ["a chunk size that is not hex", head(["Content-Type: application/json", "Transfer-Encoding: chunked"]) + "zz\r\n{}\r\n0\r\n\r\n", [400]],
    ["a chunked body over 16 KiB", head(["Content-Type: application/json", "Transfer-Encoding: chunked"]) + `4650\r\n${"x".repeat(0x4650)}\r\n0\r\n\r\n`, [413]],
    ["a gzip-encoded body", Buffer.concat([Buffer.from(head(["Content-Type: application/json", "Content-Encoding: gzip", `Content-Length: ${json.length}`])), Buffer.from(json)]), [415]],
    ["invalid UTF-8 inside a string", Buffer.concat([Buffer.from(head(["Content-Type: application/json", `Content-Length: ${latin1.length}`])), latin1]), [400]],
  ];
  for (const [what, bytes, statuses] of cases) {
    const status = await raw(bytes);
    assert.ok(statuses.includes(status), `${what}: got ${status}, expected ${statuses.join(" or ")}`);
  }
  const after = await fetch(ctx.base + "/alpha-subscribe", { method: "POST", body: json, headers: { "content-type": "application/json" } });
  assert.is(after.status, 200);
});

wire.run();
