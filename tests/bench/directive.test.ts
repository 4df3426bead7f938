/** bench/directive.ts (`npm run bench:directive`, and part of `npm run bench`) in smoke mode: one pass over the dev set. */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

test("bench/directive.ts runs and prints compile times, toYaml's and the browser chunk's size", async () => {
  await smokeBench("directive.ts", [
    /^Compile, \d+ dev directives x 1 passes: median [\d.]+ ms, p99 [\d.]+ ms, max [\d.]+ ms$/m,
    /^toYaml: median [\d.]+ ms$/m,
    /^Browser chunk \(directive\/ \+ js-yaml\): [\d.]+ KB minified, [\d.]+ KB gzip$/m,
  ]);
});

test.run();
