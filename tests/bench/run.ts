/**
 * Runs a benchmark in smoke mode (bench/smoke.ts: about a second per figure) as `npm run` would, and
 * checks that it still runs: exit code 0 and every figure line it is expected to print. The figures
 * themselves are the benchmark's business; no test here compares them with anything.
 */
import { spawn } from "node:child_process";
import * as assert from "uvu/assert";

const root = new URL("../..", import.meta.url).pathname;

/** Runs `bench/<script>` with BENCH_SMOKE=1 and resolves to its exit code and everything it printed. */
export function runBench(script: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", `bench/${script}`, ...args], { cwd: root, env: { ...process.env, BENCH_SMOKE: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code, output }));
  });
}

/** Fails naming the figure line that is missing, with the whole output to see why. */
export function assertFigures(output: string, lines: RegExp[]): void {
  for (const line of lines) assert.match(output, line, `no line matching ${line} in:\n${output}`);
}

/** Runs the benchmark and asserts exit 0 and its figure lines; prints its output, as the figures are worth a look. */
export async function smokeBench(script: string, lines: RegExp[]): Promise<void> {
  const { code, output } = await runBench(script);
  console.log(output.trimEnd().replace(/^/gm, "    "));
  assert.is(code, 0, `bench/${script} exited with ${code}:\n${output}`);
  assertFigures(output, lines);
}
