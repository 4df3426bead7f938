/**
 * How long each suite took, for scheduling the longest first: the last run's times on this machine
 * (node_modules/.cache, so a fresh clone or `npm ci` starts over) over the committed baseline beside
 * this file, which is what CI's fresh clone schedules by.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const BASELINE = join(root, "scripts/test/times.json");
const CACHE = join(root, "node_modules/.cache/homedirective/test-times.json");
/** A suite no run has timed yet: scheduled among the middling ones. */
const UNKNOWN_MS = 10_000;

function read(path: string): Record<string, number> {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, number>) : {};
  } catch {
    return {}; // a half-written cache is only a worse schedule
  }
}

/** Milliseconds per repository-relative file, best guess first. */
export function knownTimes(): (file: string) => number {
  const times = { ...read(BASELINE), ...read(CACHE) };
  return (file) => times[file] ?? UNKNOWN_MS;
}

/** Remembers this run's times for the next run's schedule. */
export function rememberTimes(measured: [string, number][]): void {
  const times = read(CACHE);
  for (const [file, ms] of measured) times[file] = Math.round(ms);
  mkdirSync(dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify(times, null, 2) + "\n");
}
