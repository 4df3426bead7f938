/**
 * Runs every uvu suite (tests/**\/*.test.ts[x]) in its own Node process and ends with the line
 * `N passed, M failed` summed over all of them, which is what CI reads.
 * Usage: npm test [-- path-prefix ...]   e.g. `npm test -- tests/api`
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;

function suites(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "fixtures" ? [] : suites(path);
      return /\.test\.tsx?$/.test(name) ? [path] : [];
    });
}

interface Outcome {
  passed: number;
  failed: number;
}

/** Reads uvu's closing summary; a suite that crashed or never summarised counts as one failure. */
function outcome(output: string, code: number | null): Outcome {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  const total = /Total:\s+(\d+)/.exec(plain);
  const passed = /Passed:\s+(\d+)/.exec(plain);
  if (!total || !passed) return { passed: 0, failed: 1 };
  const p = Number(passed[1]);
  const f = Number(total[1]) - p;
  return { passed: p, failed: f === 0 && code !== 0 ? 1 : f };
}

function run(file: string): Promise<Outcome> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const echo = (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on("data", echo);
    child.stderr.on("data", echo);
    child.on("close", (code) => done(outcome(output, code)));
  });
}

const filters = process.argv.slice(2).map((f) => f.replace(/^\.\//, ""));
const files = suites(join(root, "tests")).filter((file) => {
  const rel = relative(root, file);
  return filters.length === 0 || filters.some((f) => rel.startsWith(f));
});

/**
 * One Auth emulator and one PostgreSQL cluster for the whole run, started only when a selected suite
 * uses them: the emulator alone takes ~15 s to start. Suites find them through SHARED_AUTH_EMULATOR
 * and SHARED_POSTGRES (tests/helpers), each taking an emptied emulator and a database of its own.
 */
async function startShared(selected: string[]): Promise<() => Promise<void>> {
  const sources = selected.map((file) => readFileSync(file, "utf8"));
  const needsAuth = sources.some((s) => /startAuthEmulator\(|startStack\(/.test(s));
  const needsPostgres = sources.some((s) => /startPostgres\(|startStack\(/.test(s));
  const { startOwnAuthEmulator } = await import("../tests/helpers/auth-emulator.ts");
  const { startCluster } = await import("../tests/helpers/postgres.ts");
  const [emulator, cluster] = await Promise.all([needsAuth ? startOwnAuthEmulator() : null, needsPostgres ? startCluster() : null]);
  if (emulator) process.env.SHARED_AUTH_EMULATOR = `${emulator.host}/${emulator.projectId}`;
  if (cluster) process.env.SHARED_POSTGRES = cluster.url;
  return async () => {
    await emulator?.stop();
    await cluster?.destroy();
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let passed = 0;
let failed = 0;
const times: [string, number][] = [];
const started = performance.now();
const stopShared = await startShared(files);
for (const file of files) {
  console.log(`\n# ${relative(root, file)}`);
  const fileStarted = performance.now();
  const result = await run(file);
  times.push([relative(root, file), performance.now() - fileStarted]);
  passed += result.passed;
  failed += result.failed;
}
await stopShared();
// Where the time goes, slowest first, so a suite that grows slow is seen.
console.log("\nTime per file:");
for (const [file, ms] of [...times].sort((a, b) => b[1] - a[1])) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
console.log(`  ${seconds(performance.now() - started).padStart(8)}  total`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || files.length === 0 ? 1 : 0;
