/**
 * Isolation: 100 pairs of accounts call every signed-in endpoint at once, over loopback HTTP on
 * PostgreSQL, with tokens checked in production mode (fake-google.ts). No response may ever carry
 * another account's key or subscription, and no account can claim another's address.
 */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../api/db.ts";
import { hashApiKey } from "../../api/keys.ts";
import { grant } from "../../api/admin.ts";
import { planIds as PLANS } from "../../content/plans.ts";
import { firebaseVerifier } from "../../api/verify.ts";
import { apiUnderTest, type ApiUnderTest } from "../helpers/app.ts";
import { startPostgres, type Cluster } from "../helpers/postgres.ts";
import { startFakeGoogle, type FakeGoogle } from "./fake-google.ts";

delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

const PAIRS = 100;
const ROUNDS = 5;
const ctx = {} as { google: FakeGoogle; cluster: Cluster; api: ApiUnderTest; db: Db; base: string; verify: ReturnType<typeof firebaseVerifier> };

interface Account {
  uid: string;
  email: string;
  token: string;
  /** The subscription an operator granted it: a plan and an end day no other account has. */
  expected: { status: string; plan: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean; provider: string };
}

/** Runs the tasks with at most `width` in flight, in the order given. */
async function limited<T>(tasks: (() => Promise<T>)[], width = 64): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  }));
  return results;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const call = async (account: Account, method: string, path: string, body?: object) => {
  const response = await fetch(ctx.base + path, {
    method,
    headers: { authorization: `Bearer ${account.token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { account, path, status: response.status, text: await response.text() };
};

const test = suite("isolation between 100 pairs of accounts");

test.before(async () => {
  [ctx.google, ctx.cluster] = await Promise.all([startFakeGoogle("prod-project"), startPostgres()]);
  const { projectId, credential, httpAgent } = ctx.google;
  ctx.verify = firebaseVerifier({ projectId, credential, httpAgent, cacheSeconds: 30 });
  ctx.api = await apiUnderTest({ verify: ctx.verify, ...(ctx.cluster ? { databaseUrl: ctx.cluster.url } : {}) });
  ctx.db = ctx.api.db;
  ctx.base = await ctx.api.listen();
});

test.after(async () => {
  await ctx.api.close();
  await ctx.verify.close();
  await ctx.google.close();
  await ctx.cluster?.destroy();
});

test("should never show an account another's key or subscription, however the calls interleave", async () => {
  const accounts: Account[] = await Promise.all(Array.from({ length: PAIRS * 2 }, async (_, k) => {
    const uid = `${k % 2 ? "b" : "a"}-${Math.floor(k / 2)}`;
    ctx.google.users.set(uid, {});
    const end = new Date(Date.UTC(2900, 0, 1) + k * 86_400_000);
    const expected = { status: "active", plan: PLANS[k % PLANS.length]!, currentPeriodEnd: end.toISOString(), cancelAtPeriodEnd: false, provider: "operator" };
    return { uid, email: `${uid}@example.com`, token: await ctx.google.sign(uid, { email_verified: true }), expected };
  }));
  const registered = await limited(shuffle(accounts.map((a) => () => call(a, "POST", "/register", { email: a.email }))));
  assert.ok(registered.every((r) => r.status === 201), "every first register creates its account");
  for (const a of accounts) await grant(ctx.db, a.email, a.expected.plan, new Date(Date.parse(a.expected.currentPeriodEnd) - 86_400_000).toISOString().slice(0, 10));

  const tasks = accounts.flatMap((a, k) => {
    const partner = accounts[k ^ 1]!;
    return [
      () => call(a, "GET", "/api-key"),
      () => call(a, "GET", "/subscription"),
      () => call(a, "POST", "/register", { email: a.email.toUpperCase() }),
      () => call(a, "POST", "/register", { email: partner.email }), // claiming the partner's address
    ];
  });
  // Every round's calls shuffled together, 64 in flight: interleaved as much as before, but never more
  // waiting on the pool than its 3 s connection timeout allows on a machine busy with other suites.
  const responses = await limited(shuffle(Array.from({ length: ROUNDS }, () => tasks).flat()));

  const keys = new Map<string, string>(); // uid → the one key it was ever shown
  for (const r of responses.filter((r) => r.path === "/api-key")) {
    assert.is(r.status, 200, r.text);
    const key = JSON.parse(r.text).api_key as string;
    assert.is(keys.get(r.account.uid) ?? key, key, `${r.account.uid} was shown two keys`);
    keys.set(r.account.uid, key);
  }
  assert.is(new Set(keys.values()).size, accounts.length, "every account has its own key");
  for (const r of responses) {
    if (r.path === "/subscription") assert.equal([r.status, JSON.parse(r.text)], [200, r.account.expected], r.account.uid);
    if (r.path === "/register") assert.is(r.status, JSON.parse(r.text).success ? 200 : 400, r.text);
    for (const [uid, key] of keys) if (uid !== r.account.uid) assert.not.ok(r.text.includes(key), `${r.account.uid} was shown ${uid}'s key`);
  }
  const claims = responses.filter((r) => r.path === "/register" && r.status === 400);
  assert.is(claims.length, accounts.length * ROUNDS, "every claim on a partner's address was refused");

  const rows = await ctx.db.query<{ uid: string; email: string; key_hash: Uint8Array }>("SELECT uid, email, key_hash FROM accounts");
  assert.is(rows.length, accounts.length);
  for (const row of rows) {
    assert.is(row.email, `${row.uid}@example.com`, "an account's address changed");
    assert.ok(Buffer.from(row.key_hash).equals(hashApiKey(keys.get(row.uid)!, ctx.api.secrets.hashKey)), `${row.uid}'s stored hash is of another key`);
  }
  console.log(`  ${responses.length} responses to ${accounts.length} accounts, none showing another's key or subscription`);
});

test.run();
