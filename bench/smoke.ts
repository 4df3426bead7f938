/**
 * Smoke mode (BENCH_SMOKE=1 or --smoke): every benchmark runs its whole path, each figure from about a
 * second of work, so `npm test` (tests/bench) sees a benchmark that no longer runs. Its figures mean
 * nothing and no test compares them; the benchmark itself prints them as usual.
 */
export const smoke = process.env.BENCH_SMOKE === "1" || process.argv.includes("--smoke");

/** The full count, or the smoke one. */
export const scaled = (full: number, quick: number) => (smoke ? quick : full);

/** Arguments after the script's own, without --smoke. */
export const args = () => process.argv.slice(2).filter((a) => a !== "--smoke");
