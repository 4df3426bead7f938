/**
 * `npm run bench:directive`: how long one directive takes to compile over every set with a home
 * (tests/directive/reference.ts ALL_SETS: dev, real users' requests, the fixture homes, the intents
 * set when present), and what the compiler costs a browser (its chunk, YAML writer included, minified
 * and gzipped). Targets: median <= 0.1 ms, p99 <= 1 ms, chunk <= 25 KB gzip. Prints figures: per
 * directive its best of 20 passes (the compiler's own cost), and every pass (which on a shared machine
 * also counts the time the OS ran other processes).
 */
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { type Home, compileDirective, prepareHome, toYaml } from "../directive/index.ts";
import { browserBuild } from "../pipeline/esbuild.ts";
import { ALL_SETS } from "../tests/directive/reference.ts";
import { scaled } from "./smoke.ts";

const TARGET = { median: 0.1, p99: 1, gzipKB: 25 };
const sets = Object.entries(ALL_SETS)
  .filter(([, set]) => existsSync(set.cases))
  .map(([name, set]) => {
    const home = JSON.parse(readFileSync(set.home, "utf8")) as Home;
    const texts = readFileSync(set.cases, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l).text as string);
    return { name, home, prepared: prepareHome(home), texts };
  });

for (const { home, texts } of sets) for (const text of texts) compileDirective(text, home); // warm-up: JIT and regex compilation
const PASSES = scaled(20, 1);
const times: number[] = [];
/** Per directive, its fastest pass: what compiling costs when the machine is not busy with other work. */
const best = new Map<string, number>();
for (let pass = 0; pass < PASSES; pass++) {
  for (const { name, prepared, texts } of sets) {
    texts.forEach((text, i) => {
      const started = performance.now();
      compileDirective(text, prepared);
      const took = performance.now() - started;
      times.push(took);
      const key = `${name}:${i}`;
      best.set(key, Math.min(best.get(key) ?? Infinity, took));
    });
  }
}
const quantiles = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(3)} ms (target <= ${TARGET.median}), p99 ${at(0.99).toFixed(3)} ms (target <= ${TARGET.p99}), max ${sorted.at(-1)!.toFixed(3)} ms`;
};
const count = sets.reduce((n, s) => n + s.texts.length, 0);
console.log(`Compile, ${count} directives (${sets.map((s) => `${s.name} ${s.texts.length}`).join(", ")}) x ${PASSES} passes, homes prepared once:`);
console.log(`  per directive, its best pass: ${quantiles([...best.values()])}`);
console.log(`  every pass (includes time the OS gave other processes; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores): ${quantiles(times)}`);
const { home, texts } = sets[0]!;

const yamlTimes: number[] = [];
for (const text of texts) {
  const result = compileDirective(text, home);
  const started = performance.now();
  toYaml(result, { alias: text });
  yamlTimes.push(performance.now() - started);
}
yamlTimes.sort((a, b) => a - b);
console.log(`toYaml: median ${yamlTimes[Math.floor(yamlTimes.length / 2)]!.toFixed(3)} ms`);

// Built as the site's client is (pipeline/esbuild.ts), so the figure is what a browser would fetch.
const bundle = await esbuild.build({ ...browserBuild, entryPoints: ["directive/index.ts"] });
const bytes = bundle.outputFiles[0]!.contents;
console.log(`Browser chunk (directive/ with its YAML writer): ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (target <= ${TARGET.gzipKB})`);
