/** bench/directive.ts (`npm run bench:directive`, and part of `npm run bench`) in smoke mode: one pass over the dev set. */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

test("bench/directive.ts runs and prints compile times, toYaml's and the browser chunk's size", async () => {
  await smokeBench("directive.ts", [
    /^Compile, \d+ directives \(.*\) x 1 passes, homes prepared once:$/m,
    /^ {2}per directive, its best pass: median [\d.]+ ms .*p99 [\d.]+ ms/m,
    /^ {2}every pass .*: median [\d.]+ ms .*p99 [\d.]+ ms/m,
    /^toYaml: median [\d.]+ ms$/m,
    /^Browser chunk \(directive\/ with its YAML writer\): [\d.]+ KB minified, [\d.]+ KB gzip/m,
  ]);
});

test.run();
