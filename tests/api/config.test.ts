/** Configuration from the environment, production refusals, the dev secret file, and API-key crypto. */
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { ConfigError, readConfig } from "../../api/config.ts";
import { hashApiKey, newApiKey, openApiKey, sealApiKey } from "../../api/keys.ts";

const dir = mkdtempSync(join(tmpdir(), "api-config-"));
const secret = () => randomBytes(32).toString("base64");
const prodSecrets = { API_KEY_HASH_SECRET: secret(), API_KEY_ENCRYPTION_KEY: secret(), CHECKOUT: "free-alpha" };
const dev = (extra: Record<string, string> = {}) => ({ NODE_ENV: "development", SECRETS_FILE: join(dir, "secrets.json"), ...extra });

const config = suite("config");

config("should default to the local setup with no variables", () => {
  const c = readConfig(dev());
  assert.is(c.host, "127.0.0.1");
  assert.is(c.port, 8787);
  assert.is(c.projectId, "demo-ha-cloud-ai");
  assert.equal(c.origins, ["http://127.0.0.1:5000", "http://localhost:5000"]);
  assert.is(c.databaseUrl, null);
  assert.is(c.dataDir, ".data/pglite");
  assert.is(c.trustProxy, false);
  assert.ok(c.limits);
});

config("should generate the dev secret file with 0600 permissions and reuse it", () => {
  const first = readConfig(dev());
  assert.is(statSync(join(dir, "secrets.json")).mode & 0o777, 0o600);
  const second = readConfig(dev());
  assert.ok(first.secrets.sealKey.equals(second.secrets.sealKey));
  assert.ok(first.secrets.hashKey.equals(second.secrets.hashKey));
  assert.is(first.secrets.sealKey.length, 32);
});

config("should refuse a secret file other users can read", () => {
  const path = join(dir, "loose.json");
  readConfig(dev({ SECRETS_FILE: path }));
  chmodSync(path, 0o644);
  assert.throws(() => readConfig(dev({ SECRETS_FILE: path })), (e: Error) => e instanceof ConfigError && /chmod 600/.test(e.message));
});

config("should refuse a secret file that is not the API's JSON, saying how to start over", () => {
  const path = join(dir, "empty.json");
  writeFileSync(path, "", { mode: 0o600 });
  assert.throws(() => readConfig(dev({ SECRETS_FILE: path })), (e: Error) => e instanceof ConfigError && /delete it to create new secrets/.test(e.message));
});

config("should give replicas starting together one set of secrets, never a half-written file", async () => {
  const race = mkdtempSync(join(tmpdir(), "api-config-race-"));
  const path = join(race, "secrets.json");
  // Each process spins until the same instant, then reads the configuration, as replicas booting at once do.
  const at = Date.now() + 1500;
  const script = `const { readConfig } = await import(${JSON.stringify(new URL("../../api/config.ts", import.meta.url).href)});
    while (Date.now() < ${at});
    process.stdout.write(readConfig({ NODE_ENV: "development", SECRETS_FILE: ${JSON.stringify(path)} }).secrets.hashKey.toString("base64"));`;
  const runs = await Promise.all(
    Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (err += d));
      return new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on("close", (code) => resolve({ code, out, err })));
    }),
  );
  for (const run of runs) assert.is(run.code, 0, run.err);
  assert.is(new Set(runs.map((r) => r.out)).size, 1, "every replica read the same secrets");
  assert.equal(readdirSync(race), ["secrets.json"], "no draft left beside the file");
  rmSync(race, { recursive: true });
});

config("should refuse production with the Auth emulator configured", () => {
  assert.throws(
    () => readConfig({ NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", ...prodSecrets }),
    (e: Error) => e instanceof ConfigError && /FIREBASE_AUTH_EMULATOR_HOST/.test(e.message),
  );
});

config("should refuse production without each secret, naming it", () => {
  assert.throws(() => readConfig({ NODE_ENV: "production", API_KEY_ENCRYPTION_KEY: secret() }), /API_KEY_HASH_SECRET is required/);
  assert.throws(() => readConfig({ NODE_ENV: "production", API_KEY_HASH_SECRET: secret() }), /API_KEY_ENCRYPTION_KEY is required/);
  assert.is(readConfig({ NODE_ENV: "production", ...prodSecrets }).production, true);
});

config("should refuse secrets that are not 32 bytes", () => {
  assert.throws(() => readConfig({ NODE_ENV: "production", ...prodSecrets, API_KEY_ENCRYPTION_KEY: "c2hvcnQ=" }), /32 random bytes/);
});

config("should refuse switching rate limits off in production but allow it for the bench", () => {
  assert.throws(() => readConfig({ NODE_ENV: "production", ...prodSecrets, RATE_LIMITS: "off" }), /benchmarks only/);
  assert.is(readConfig(dev({ RATE_LIMITS: "off" })).limits, null);
});

config("should parse rate limits, ports, origins and trusted proxies", () => {
  const c = readConfig(dev({ RATE_LIMIT_ALPHA_ADDRESS: "3/minute", PORT: "9000", SITE_ORIGINS: "https://a.example, https://b.example", TRUST_PROXY: "1" }));
  assert.equal(c.limits!.alphaPerAddress, { max: 3, windowMs: 60_000 });
  assert.is(c.port, 9000);
  assert.equal(c.origins, ["https://a.example", "https://b.example"]);
  assert.is(c.trustProxy, 1);
  assert.equal(readConfig(dev({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" })).trustProxy, ["10.0.0.0/8", "127.0.0.1"]);
  assert.throws(() => readConfig(dev({ RATE_LIMIT_ACCOUNT: "lots" })), /RATE_LIMIT_ACCOUNT must look like/);
  assert.throws(() => readConfig(dev({ PORT: "http" })), /PORT must be a whole number/);
  assert.throws(() => readConfig(dev({ TRUST_PROXY: "true" })), /TRUST_PROXY=true/);
  for (const all of ["0.0.0.0/0", "10.0.0.1, ::/0", "*"]) assert.throws(() => readConfig(dev({ TRUST_PROXY: all })), /would trust any client's X-Forwarded-For/, all);
});

config("should read REDIS_URL (unset: one process) and refuse a malformed one without echoing its password", () => {
  assert.equal([readConfig(dev()).redisUrl, readConfig(dev()).redisTimeoutMs], [null, 250]);
  const c = readConfig(dev({ REDIS_URL: " rediss://:pw@10.0.0.3:6378 ", REDIS_TIMEOUT_MS: "100" }));
  assert.equal([c.redisUrl, c.redisTimeoutMs], ["rediss://:pw@10.0.0.3:6378", 100]);
  assert.throws(() => readConfig(dev({ REDIS_URL: "http://:hunter2@10.0.0.3" })), (e: Error) => /^REDIS_URL must look like redis:\/\/host:6379/.test(e.message) && !e.message.includes("hunter2"));
  assert.throws(() => readConfig(dev({ REDIS_TIMEOUT_MS: "0" })), /REDIS_TIMEOUT_MS must be a whole number from 10/);
});

config("should read REQUEST_TIMEOUT_MS (30 s unless set) and refuse one under 100 ms", () => {
  assert.is(readConfig(dev()).requestTimeoutMs, 30_000);
  assert.is(readConfig(dev({ REQUEST_TIMEOUT_MS: "5000" })).requestTimeoutMs, 5_000);
  assert.throws(() => readConfig(dev({ REQUEST_TIMEOUT_MS: "50" })), /REQUEST_TIMEOUT_MS must be a whole number from 100/);
});

config("should accept the emulator and RATE_LIMITS=off only with an explicit development mode, whatever the spelling of production", () => {
  const risky = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
  for (const NODE_ENV of ["Production", " production", "PROD"]) {
    assert.throws(() => readConfig({ ...prodSecrets, ...risky, NODE_ENV }), /unset it in production/, NODE_ENV);
    assert.throws(() => readConfig({ ...prodSecrets, RATE_LIMITS: "off", NODE_ENV }), /benchmarks only/, NODE_ENV);
    assert.is(readConfig({ ...prodSecrets, NODE_ENV }).production, true, `${NODE_ENV} is production: secrets are required`);
  }
  for (const NODE_ENV of [undefined, "", "staging", "preview"]) {
    const env = { SECRETS_FILE: join(dir, "secrets.json"), ...(NODE_ENV === undefined ? {} : { NODE_ENV }) };
    assert.throws(() => readConfig({ ...env, ...risky }), /set NODE_ENV=development to use the emulator/, String(NODE_ENV));
    assert.throws(() => readConfig({ ...env, RATE_LIMITS: "off" }), /needs NODE_ENV=development/, String(NODE_ENV));
  }
  for (const NODE_ENV of ["development", "Development", "test"]) assert.is(readConfig(dev({ ...risky, RATE_LIMITS: "off", NODE_ENV })).limits, null);
});

config("should make server.ts exit non-zero with one sentence when production is misconfigured", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "api/server.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", ...prodSecrets },
    encoding: "utf8",
    timeout: 30_000,
  });
  assert.is(run.status, 1);
  assert.is(run.stderr.trim().split("\n").length, 1);
  assert.match(run.stderr, /FIREBASE_AUTH_EMULATOR_HOST is set, which would accept unsigned tokens; unset it in production\./);
});

config.after(() => rmSync(dir, { recursive: true, force: true }));
config.run();

const keys = suite("api keys");
const sealKey = randomBytes(32);

keys("should carry the prefix and 256 random bits, never repeating", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i++) {
    const key = newApiKey();
    assert.match(key, /^hca_[A-Za-z0-9_-]{43}$/);
    assert.is(Buffer.from(key.slice(4), "base64url").length, 32);
    seen.add(key);
  }
  assert.is(seen.size, 1000);
});

keys("should hash deterministically per secret and differently across secrets", () => {
  const key = newApiKey();
  const a = randomBytes(32);
  assert.ok(hashApiKey(key, a).equals(hashApiKey(key, a)));
  assert.not.ok(hashApiKey(key, a).equals(hashApiKey(key, randomBytes(32))));
});

keys("should open what it sealed, and never contain the key in clear", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 64 }), (uid) => {
      const key = newApiKey();
      const sealed = sealApiKey(key, sealKey, uid);
      assert.not.ok(sealed.includes(Buffer.from(key)));
      assert.is(openApiKey(sealed, sealKey, uid), key);
    }),
    { numRuns: 200 },
  );
});

keys("should refuse a sealed key that was altered, moved to another account or sealed with another key", () => {
  const sealed = sealApiKey(newApiKey(), sealKey, "uid-1");
  const altered = Buffer.from(sealed);
  altered[altered.length - 1]! ^= 1;
  assert.throws(() => openApiKey(altered, sealKey, "uid-1"));
  assert.throws(() => openApiKey(sealed, sealKey, "uid-2"));
  assert.throws(() => openApiKey(sealed, randomBytes(32), "uid-1"));
});

keys("should use the secrets written to the generated file", () => {
  const folder = mkdtempSync(join(tmpdir(), "api-secret-"));
  const path = join(folder, "s.json");
  const c = readConfig({ SECRETS_FILE: path });
  const file = JSON.parse(readFileSync(path, "utf8"));
  assert.is(Buffer.from(file.API_KEY_ENCRYPTION_KEY, "base64").toString("hex"), c.secrets.sealKey.toString("hex"));
  rmSync(folder, { recursive: true });
});

keys.run();
