/**
 * Runs every uvu suite (tests/**\/*.test.ts[x]) in its own Node process and ends with the line
 * `N passed, M failed` summed over all of them, which is what CI reads.
 * Usage: npm test [-- path-prefix ...]   e.g. `npm test -- tests/api`
 *
 * Suites run TEST_JOBS (2, one per core) at a time, longest first by the last run's times, so the long ones do not end
 * the run alone; each suite's output is printed whole when it ends. Suites share no server: each gets a
 * database of its own in the run's PostgreSQL cluster and, when it needs one, an Auth emulator lent to it
 * alone, emptied (scripts/test/shared.ts). TEST_JOBS=1 runs them one by one, as before.
 *
 * Before any suite, it makes ready what the chosen suites need (scripts/test/provision.ts): PostgreSQL and
 * Chromium from npm's packages, Redis and Jinja from Debian's (installed as root, else it stops saying how).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { chromePath } from "./chrome.ts";
import { provideDebian, providePostgres } from "./test/provision.ts";
import { type Lease, sharedServers } from "./test/shared.ts";
import { type Outcome, runSuite } from "./test/suite.ts";
import { knownCounts, knownTimes, rememberRun } from "./test/times.ts";

const root = new URL("..", import.meta.url).pathname;
const JOBS = Math.max(1, Number(process.env.TEST_JOBS || 2));

function suites(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "fixtures" ? [] : suites(path);
      return /\.test\.tsx?$/.test(name) ? [path] : [];
    });
}

const filters = process.argv.slice(2).map((f) => f.replace(/^\.\//, ""));
const files = suites(join(root, "tests")).filter((file) => {
  const rel = relative(root, file);
  return filters.length === 0 || filters.some((f) => rel.startsWith(f));
});
// One sentence and no suite when a program is missing that this run cannot install.
const missing = providePostgres() ?? provideDebian(files);
if (missing) {
  console.error(missing);
  process.exit(1);
}
// Resolved once here: @sparticuz/chromium unpacks its binary on first use, which two suites must not do at once.
process.env.CHROME_PATH = await chromePath();
const expected = knownTimes();
const expectedTests = knownCounts();
/**
 * A suite whose source says "@runs-alone" holds timing bounds (Redis's 250 ms timeout, latency under
 * load) that two other suites on the same 2 cores would break: it runs after the others, by itself.
 */
const alone = (file: string) => readFileSync(file, "utf8").includes("@runs-alone");
const longestFirst = (list: string[]) => [...list].sort((a, b) => expected(relative(root, b)) - expected(relative(root, a)));
const queue = longestFirst(files.filter((f) => !alone(f)));
const last = longestFirst(files.filter(alone));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let passed = 0;
let failed = 0;
const times: [string, number][] = [];
const counts: [string, number][] = [];
const started = performance.now();
const shared = sharedServers();
shared.prepare(files, JOBS);

/**
 * The longest waiting suite this worker can start now, and its lease; null when none is left. A suite
 * whose servers are up comes before a longer one that would wait for an emulator still starting.
 */
async function next(): Promise<{ file: string; lease: Lease } | null> {
  while (queue.length > 0) {
    for (const readyOnly of [true, false]) {
      for (const [i, file] of queue.entries()) {
        const lease = shared.lease(file, readyOnly);
        if (lease) return { file: queue.splice(i, 1)[0]!, lease };
      }
    }
    await shared.released(); // every waiting suite needs an emulator, and all are lent out
  }
  return null;
}

async function worker() {
  for (let job = await next(); job; job = await next()) {
    const name = relative(root, job.file);
    // Timed from when its servers are up: their start is the run's, as it was when they started first.
    const env = await job.lease.env().catch((error: Error) => error);
    const fileStarted = performance.now();
    const result: Outcome & { output: string } =
      env instanceof Error ? { passed: 0, failed: expectedTests(name) ?? 1, output: `Could not start the servers it needs: ${env.message}\n` } : await runSuite(job.file, env, expectedTests(name));
    job.lease.release();
    times.push([name, performance.now() - fileStarted]);
    if (result.total !== undefined) counts.push([name, result.total]);
    passed += result.passed;
    failed += result.failed;
    process.stdout.write(`\n# ${name}\n${result.output}`);
  }
}

try {
  await Promise.all(Array.from({ length: Math.min(JOBS, queue.length) }, worker));
  queue.push(...last);
  await worker();
} finally {
  await shared.stop();
}
rememberRun(times, counts);
const wall = performance.now() - started;
const sum = times.reduce((total, [, ms]) => total + ms, 0);
console.log(`\n${times.length} files, ${Math.min(JOBS, files.length)} at a time: ${seconds(sum)} of suite time in ${seconds(wall)}.`);
// Where the time goes, slowest first, so a suite that grows slow is seen.
console.log("\nTime per file:");
for (const [file, ms] of [...times].sort((a, b) => b[1] - a[1])) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
console.log(`  ${seconds(wall).padStart(8)}  total`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || files.length === 0 ? 1 : 0;
