/** bench/lighthouse.ts (part of `npm run bench`) in smoke mode: Lighthouse on / and /login only. */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

const row = (path: string) => new RegExp(`^${path.replace("/", "\\/")} +(\\d+ +){4}\\d+ +\\d+ +[\\d.]+$`, "m");

test("bench/lighthouse.ts runs and prints the four scores, LCP, TBT and CLS of a public and an account page", async () => {
  await smokeBench("lighthouse.ts", [row("/"), row("/login"), /^Targets: Performance ≥ \d+/m]);
});

test.run();
