/** One uvu suite file run in a Node process of its own, and what it printed read into passed and failed. */
import { spawn } from "node:child_process";

const root = new URL("../..", import.meta.url).pathname;

export interface Outcome {
  passed: number;
  failed: number;
  /** The number of tests uvu counted, when it got as far as its summary. */
  total?: number;
}

/**
 * Reads uvu's closing summary. A suite that ended before it (a crash, "Exiting early") counts as
 * failed as many times as it had tests when it last finished (`expectedTests`, at least 1), so the
 * tests that did not run are counted; a summary with all passed but a failing exit code counts one.
 */
export function outcome(output: string, code: number | null, expectedTests?: number): Outcome {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  const total = /Total:\s+(\d+)/.exec(plain);
  const passed = /Passed:\s+(\d+)/.exec(plain);
  if (!total || !passed) return { passed: 0, failed: Math.max(1, expectedTests ?? 1) };
  const p = Number(passed[1]);
  const f = Number(total[1]) - p;
  return { passed: p, failed: f === 0 && code !== 0 ? 1 : f, total: Number(total[1]) };
}

/** The line that says why a suite's count is not uvu's. */
export function crashNote(result: Outcome, code: number | null, expectedTests?: number): string {
  if (result.total !== undefined) return "";
  const why = expectedTests === undefined ? "no run here has seen it finish" : "its tests when it last finished";
  return `\nThe suite ended (exit code ${code}) before uvu's summary: counted as ${result.failed} failed (${why}).\n`;
}

/** Runs one suite with its output held back; resolves to its outcome and everything it printed. */
export function runSuite(file: string, env: Record<string, string>, expectedTests?: number): Promise<Outcome & { output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      cwd: root,
      env: { ...process.env, ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const result = outcome(output, code, expectedTests);
      done({ ...result, output: output + crashNote(result, code, expectedTests) });
    });
  });
}
