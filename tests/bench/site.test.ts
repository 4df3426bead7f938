/** `npm run bench`'s first step, bench/site.ts, in smoke mode: one build of each kind and the byte table. */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

test("bench/site.ts runs and prints the build times, every page's bytes and the floor", async () => {
  await smokeBench("site.ts", [
    /^Build, in process \(1 runs\): +median \d+ ms/m,
    /^Build, `npm run build` \(1 runs\): median \d+ ms/m,
    /^index\.html +[\d.]+ KB +[\d.]+ KB +[\d.]+ KB +[\d.]+ KB/m,
    /^profile\.html +[\d.]+ KB/m,
    /the floor\): [\d.]+ KB gz/,
  ]);
});

test.run();
