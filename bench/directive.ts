/**
 * `npm run bench:directive`: how long one directive takes to compile over the dev set (median and
 * p99 of many passes, after a warm-up) and what the compiler costs a browser (its chunk, YAML writer
 * included, minified and gzipped). Targets: median <= 1 ms, p99 <= 5 ms, chunk <= 25 KB. Prints figures.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { type Home, compileDirective, toYaml } from "../directive/index.ts";
import { scaled } from "./smoke.ts";

const shared = new URL("../../shared/directives/", import.meta.url);
const home = JSON.parse(readFileSync(new URL("home.json", shared), "utf8")) as Home;
const texts = readFileSync(new URL("dev.jsonl", shared), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l).text as string);

for (const text of texts) compileDirective(text, home); // warm-up: JIT and regex compilation
const passes = scaled(20, 1);
const times: number[] = [];
for (let pass = 0; pass < passes; pass++) {
  for (const text of texts) {
    const started = performance.now();
    compileDirective(text, home);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`Compile, ${texts.length} dev directives x ${passes} passes: median ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms`);

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
console.log(`Browser chunk (directive/ + js-yaml): ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip`);
