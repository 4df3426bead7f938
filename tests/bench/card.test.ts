/** bench/card.ts (part of `npm run bench`) in smoke mode: a second of state changes in the stand-in. */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

test("bench/card.ts runs and prints the card's and a bare element's time per state change, and the card's size", async () => {
  await smokeBench("card.ts", [
    /^Card in a home of 1500 more entities, 20 changes\/s .*, main-thread time per change:$/m,
    /^ {2}card: median [\d.]+ ms, p99 [\d.]+ ms \(targets 0\.1 ms, 1 ms\)$/m,
    /^ {2}bare Lit element ignoring hass: median [\d.]+ ms, p99 [\d.]+ ms$/m,
    /^Card file: [\d.]+ KB, [\d.]+ KB gzip$/m,
  ]);
});

test.run();
