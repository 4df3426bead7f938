/**
 * `npm run bench:directive`: how long one directive takes to compile over every set (median and
 * p99 of many passes, after a warm-up) and what the compiler costs a browser (its chunk, YAML writer
 * included, minified and gzipped). Runs over every dev set and fixture (tests/directive/reference.ts ALL_SETS). Targets: median <= 0.1 ms,
 * p99 <= 1 ms, chunk <= 25 KB gzip. Prints figures.
 */
import { existsSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { type Home, compileDirective, prepareHome, toYaml } from "../directive/index.ts";
import { ALL_SETS } from "../tests/directive/reference.ts";

const TARGET = { median: 0.1, p99: 1, gzipKB: 25 };
const sets = Object.entries(ALL_SETS)
  .filter(([, set]) => existsSync(set.cases))
  .map(([name, set]) => {
    const home = JSON.parse(readFileSync(set.home, "utf8")) as Home;
    const texts = readFileSync(set.cases, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l).text as string);
    return { name, home, prepared: prepareHome(home), texts };
  });

for (const { home, texts } of sets) for (const text of texts) compileDirective(text, home); // warm-up: JIT and regex compilation
const times: number[] = [];
for (let pass = 0; pass < 20; pass++) {
  for (const { prepared, texts } of sets) {
    for (const text of texts) {
      const started = performance.now();
      compileDirective(text, prepared);
      times.push(performance.now() - started);
    }
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const count = sets.reduce((n, s) => n + s.texts.length, 0);
console.log(`Compile, ${count} directives (${sets.map((s) => `${s.name} ${s.texts.length}`).join(", ")}) x 20 passes, homes prepared once:`);
console.log(`  median ${at(0.5).toFixed(3)} ms (target <= ${TARGET.median}), p99 ${at(0.99).toFixed(3)} ms (target <= ${TARGET.p99}), max ${times.at(-1)!.toFixed(3)} ms`);
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

const bundle = await esbuild.build({
  entryPoints: [new URL("../directive/index.ts", import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  target: ["es2022"],
  write: false,
});
const bytes = bundle.outputFiles[0]!.contents;
console.log(`Browser chunk (directive/ + js-yaml): ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip (target <= ${TARGET.gzipKB})`);
