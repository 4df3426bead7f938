/** bench/dev.ts (`npm run bench:dev`) in smoke mode: the dev server's start and two edits. */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

test("bench/dev.ts runs and prints the start to first page and the edit-to-screen times", async () => {
  await smokeBench("dev.ts", [
    /^npm run dev → first page served: \d+ ms/m,
    /^Markdown edit → shown in the open page, 2 edits: median \d+ ms \(target ≤ 300\), p95 \d+ ms/m,
  ]);
});

test.run();
