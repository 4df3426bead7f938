/** The same storage suite on embedded PGlite and on a real PostgreSQL cluster. */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { rejects } from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb, type Db, type DbOptions } from "../../api/db.ts";
import { accountsData } from "../../api/data/accounts.ts";
import { alphaData } from "../../api/data/alpha.ts";
import { subscriptionsData } from "../../api/data/subscriptions.ts";
import { hashApiKey } from "../../api/keys.ts";
import { alphaCsv, grant, revoke } from "../../api/admin.ts";
import { admin } from "../../api/admin.ts";
import { newSecrets } from "../helpers/app.ts";
import { startPostgres, type Cluster } from "../helpers/postgres.ts";

const secrets = newSecrets();
const dir = mkdtempSync(join(tmpdir(), "api-storage-"));
const cluster: Cluster = await startPostgres();

const backends: [string, DbOptions][] = [["pglite", { databaseUrl: null, dataDir: join(dir, "pglite") }]];
if (cluster) backends.push(["postgres", { databaseUrl: cluster.url, dataDir: "" }]);

/** The data modules as the routes use them. */
function store(db: Db) {
  const accounts = accountsData(db, secrets);
  const subscriptions = subscriptionsData(db);
  const alpha = alphaData(db);
  return {
    register: (uid: string, email: string, emailVerified = true) => accounts.register({ uid, email, emailVerified }),
    follow: accounts.follow,
    apiKey: async (uid: string, email: string) => (await accounts.apiKey({ uid, email, emailVerified: true })).key,
    subscription: async (uid: string, email: string) => (await subscriptions.read(uid)) ?? (await accounts.create(uid, email), (await subscriptions.read(uid))!),
    saveAlpha: alpha.save,
    listAlpha: alpha.list,
  };
}
const MIGRATIONS = readdirSync(new URL("../../api/migrations/", import.meta.url)).filter((f) => f.endsWith(".sql")).length;

for (const [name, options] of backends) {
  const test = suite(`storage on ${name}`);
  const ctx = {} as { db: Db; store: ReturnType<typeof store> };
  test.before(async () => {
    ctx.db = await openDb(options);
    ctx.store = store(ctx.db);
  });
  test.after(() => ctx.db.close());

  test("should apply each migration once, even when opened again", async () => {
    if (name === "pglite") return assert.equal(await ctx.db.query("SELECT count(*)::int AS n FROM schema_migrations"), [{ n: MIGRATIONS }]);
    const again = await openDb(options); // a second replica starting against the same database
    await again.close();
    assert.equal(await ctx.db.query("SELECT count(*)::int AS n FROM schema_migrations"), [{ n: MIGRATIONS }]);
  });

  test("should give concurrent first calls one account, one key and one subscription record", async () => {
    const keys = await Promise.all(Array.from({ length: 12 }, () => ctx.store.apiKey("uid-race", "race@example.com")));
    assert.is(new Set(keys).size, 1);
    assert.equal(await ctx.db.query("SELECT count(*)::int AS n FROM accounts WHERE uid = 'uid-race'"), [{ n: 1 }]);
    assert.equal(await ctx.db.query("SELECT count(*)::int AS n FROM subscriptions WHERE uid = 'uid-race'"), [{ n: 1 }]);
  });

  test("should keep the key on a second register and follow an e-mail change", async () => {
    assert.equal(await ctx.store.register("uid-reg", "Reg@Example.com"), { created: true });
    const key = await ctx.store.apiKey("uid-reg", "reg@example.com");
    assert.equal(await ctx.store.register("uid-reg", "new@example.com"), { created: false });
    assert.is(await ctx.store.apiKey("uid-reg", "new@example.com"), key);
    assert.equal(await ctx.db.query("SELECT email, email_key FROM accounts WHERE uid = 'uid-reg'"), [{ email: "new@example.com", email_key: "new@example.com" }]);
  });

  test("should store only the keyed hash and the sealed copy, never the key itself", async () => {
    const key = await ctx.store.apiKey("uid-hash", "hash@example.com");
    const [row] = await ctx.db.query<{ key_hash: Uint8Array; dump: string }>(
      "SELECT key_hash, row_to_json(a)::text AS dump FROM accounts a WHERE uid = 'uid-hash'",
    );
    assert.ok(Buffer.from(row!.key_hash).equals(hashApiKey(key, secrets.hashKey)));
    assert.not.ok(row!.dump.includes(key.slice(4)));
  });

  test("should start every account with an inactive subscription", async () => {
    assert.equal(await ctx.store.subscription("uid-sub", "sub@example.com"), { status: "inactive", plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null });
  });

  test("should grant, expire and revoke a subscription by e-mail, case-insensitively", async () => {
    await ctx.store.register("uid-plan", "plan@example.com");
    await grant(ctx.db, "PLAN@example.com", "pro", "2999-12-31");
    assert.equal(await ctx.store.subscription("uid-plan", "plan@example.com"), { status: "active", plan: "pro", currentPeriodEnd: "3000-01-01T00:00:00.000Z", cancelAtPeriodEnd: false, provider: "operator" });
    await grant(ctx.db, "plan@example.com", "basic", "2020-01-31");
    assert.is((await ctx.store.subscription("uid-plan", "plan@example.com")).status, "expired");
    await grant(ctx.db, "plan@example.com", "power-user", null);
    assert.equal(await ctx.store.subscription("uid-plan", "plan@example.com"), { status: "active", plan: "power-user", currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: "operator" });
    await revoke(ctx.db, "plan@example.com");
    assert.equal(await ctx.store.subscription("uid-plan", "plan@example.com"), { status: "inactive", plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null });
  });

  test("should give an address to one account: a newer holder takes it from a stale row, and grants reach only a verified holder", async () => {
    // Ann moves to a new address in Firebase without calling us; Bob then signs up with her old one.
    await ctx.store.register("uid-ann-moves", "moving@example.com");
    await ctx.store.register("uid-bob-takes", "MOVING@example.com", false);
    assert.equal(await ctx.db.query("SELECT uid FROM accounts WHERE email_key = 'moving@example.com'"), [{ uid: "uid-bob-takes" }]);
    // Bob has not verified the address: nothing granted to it may reach him yet.
    await rejects(() => grant(ctx.db, "moving@example.com", "pro", null), /has not verified it/);
    await ctx.store.follow({ uid: "uid-bob-takes", email: "moving@example.com", emailVerified: true });
    await grant(ctx.db, "moving@example.com", "pro", null);
    assert.is((await ctx.store.subscription("uid-bob-takes", "moving@example.com")).plan, "pro");
    assert.is((await ctx.store.subscription("uid-ann-moves", "moving@example.com")).plan, null);
    // Ann's next signed-in call stores her current address.
    await ctx.store.follow({ uid: "uid-ann-moves", email: "ann-now@example.com", emailVerified: true });
    assert.equal(await ctx.db.query("SELECT email_key FROM accounts WHERE uid = 'uid-ann-moves'"), [{ email_key: "ann-now@example.com" }]);
    // The database itself refuses a second holder.
    await rejects(() => ctx.db.query("UPDATE accounts SET email_key = 'moving@example.com' WHERE uid = 'uid-ann-moves'"), /unique|duplicate/i);
  });

  test("should compare addresses after NFKC: a Kelvin sign or full-width letters are the same address", async () => {
    await ctx.store.register("uid-kelvin", "kate@example.com");
    await grant(ctx.db, "\u212Aate@example.com", "basic", null); // KELVIN SIGN
    await grant(ctx.db, "ｋａｔｅ@example.com", "basic", null);
    assert.is((await ctx.store.subscription("uid-kelvin", "kate@example.com")).plan, "basic");
  });

  test("should refuse to grant to an unknown address, an unknown plan or a bad date", async () => {
    await rejects(() => grant(ctx.db, "nobody@example.com", "pro", null), /No account has the e-mail nobody@example.com/);
    await rejects(() => grant(ctx.db, "plan@example.com", "gold", null), /Plan must be one of basic, pro, power-user/);
    await rejects(() => grant(ctx.db, "plan@example.com", "pro", "2025-02-30"), /--until must be a date/);
  });

  test("should keep one alpha application per address: anyone's later post leaves it, its owner's replaces it, in any case", async () => {
    const mine = (r: { email: string }) => r.email.toLowerCase() === "fan@example.com";
    await ctx.store.saveAlpha({ email: "Fan@Example.com", experience: "hobbyist", entityTypes: ["lights"] }, { replace: false });
    await ctx.store.saveAlpha({ email: "FAN@example.com", experience: "beginner" }, { replace: false });
    assert.equal((await ctx.store.listAlpha()).filter(mine).map((r) => [r.email, r.experience]), [["Fan@Example.com", "hobbyist"]]);
    await ctx.store.saveAlpha({ email: "fan@example.COM", experience: "power-user", automationsCount: "50+", devicesCount: "20-50", entityTypes: ["climate", "other: Media players, \"quoted\""] }, { replace: true });
    const rows = (await ctx.store.listAlpha()).filter(mine);
    assert.is(rows.length, 1);
    assert.equal({ ...rows[0], createdAt: undefined, updatedAt: undefined }, {
      email: "fan@example.COM", experience: "power-user", automationsCount: "50+", devicesCount: "20-50",
      entityTypes: ["climate", 'other: Media players, "quoted"'], status: "pending", createdAt: undefined, updatedAt: undefined,
    });
  });

  test("should export applications as CSV with quoting and spreadsheet formulas defused", async () => {
    await ctx.store.saveAlpha({ email: "=cmd@example.com" }, { replace: false });
    const csv = alphaCsv(await ctx.store.listAlpha());
    const lines = csv.trimEnd().split("\r\n");
    assert.is(lines[0], "email,experience,automationsCount,devicesCount,entityTypes,createdAt,updatedAt");
    assert.ok(lines.some((l) => l.startsWith('fan@example.COM,power-user,50+,20-50,"climate; other: Media players, ""quoted"""')));
    assert.ok(lines.some((l) => l.startsWith("'=cmd@example.com,,,,,")));
  });

  test("should answer the admin commands with what they print", async () => {
    assert.match(await admin(["alpha", "list"], ctx.db), /\n2 applications$/);
    assert.is(await admin(["subscription", "grant", "plan@example.com", "pro", "--until", "2999-01-31"], ctx.db), "Granted pro to plan@example.com through 2999-01-31.");
    assert.is(await admin(["subscription", "revoke", "plan@example.com"], ctx.db), "Revoked the subscription of plan@example.com.");
    await rejects(() => admin(["alpha", "export"], ctx.db), /needs --csv/);
    await rejects(() => admin(["drop", "tables"], ctx.db), /^Error: Usage: npm run admin/);
  });

  test.run();
}

const cli = suite("admin command line");

cli("should run against the same database from the shell and refuse a PGlite folder the API holds", async () => {
  const env = (extra: Record<string, string>) => ({ ...process.env, FIREBASE_AUTH_EMULATOR_HOST: "", ...extra });
  const target: Record<string, string> = cluster ? { DATABASE_URL: cluster.url } : { DATA_DIR: join(dir, "pglite") };
  const run = spawnSync(process.execPath, ["--import", "tsx", "api/admin.ts", "alpha", "export", "--csv"], { env: env(target), encoding: "utf8" });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /^email,experience/);
  const held = await openDb({ databaseUrl: null, dataDir: join(dir, "held") });
  const refused = spawnSync(process.execPath, ["--import", "tsx", "api/admin.ts", "alpha", "list"], { env: env({ DATA_DIR: join(dir, "held") }), encoding: "utf8" });
  await held.close();
  assert.is(refused.status, 1);
  assert.match(refused.stderr, /is in use by process \d+; stop it first, or set DATABASE_URL\./);
});

cli.after(async () => {
  await cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});
cli.run();
