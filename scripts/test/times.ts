/**
 * How long each suite took, for scheduling the longest first, and how many tests it had, for counting
 * the tests of a suite that crashes before uvu's summary: the last run's figures on this machine
 * (node_modules/.cache, so a fresh clone or `npm ci` starts over) over the committed baseline of times
 * beside this file, which is what CI's fresh clone schedules by.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const BASELINE = join(root, "scripts/test/times.json");
const CACHE = join(root, "node_modules/.cache/homedirective/test-times.json");
const COUNTS = join(root, "node_modules/.cache/homedirective/test-counts.json");
/** A suite no run has timed yet: scheduled among the middling ones. */
const UNKNOWN_MS = 10_000;

function read(path: string): Record<string, number> {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, number>) : {};
  } catch {
    return {}; // a half-written cache is only a worse schedule
  }
}

function remember(path: string, measured: [string, number][]): void {
  const figures = read(path);
  for (const [file, value] of measured) figures[file] = Math.round(value);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(figures, null, 2) + "\n");
}

/** Milliseconds per repository-relative file, best guess first. */
export function knownTimes(): (file: string) => number {
  const times = { ...read(BASELINE), ...read(CACHE) };
  return (file) => times[file] ?? UNKNOWN_MS;
}

/** Tests per repository-relative file when it last finished; undefined when no run here has seen it finish. */
export function knownCounts(): (file: string) => number | undefined {
  const counts = read(COUNTS);
  return (file) => counts[file];
}

/** Remembers this run's times and test counts for the next run. */
export function rememberRun(times: [string, number][], counts: [string, number][]): void {
  remember(CACHE, times);
  remember(COUNTS, counts);
}
