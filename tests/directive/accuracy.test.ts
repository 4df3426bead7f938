import { test } from "uvu";
import * as assert from "uvu/assert";
import { compileDirective } from "../../directive/index.ts";
import { DEV, FIFTH, INTENTS, OTHER, REAL, REAL_TWO, THIRD, score, scorer } from "./reference.ts";

/** Each set, the share it must compile exactly, and whether a wrong (non-error, mismatched) result fails it. */
const SETS = [
  ["the dev set (204 directives)", DEV, 0.98],
  ["real users' requests against a fourth home", REAL, 0.95],
  ["a second home with other names and phrasings", OTHER, 0.95],
  ["a third home written blind by another engineer", THIRD, 0.95],
  ["a fifth home with directives from HA's docs and public examples", FIFTH, 0.95],
  ["Home Assistant's intents test sentences", INTENTS, 0.95],
] as const;

for (const [name, set, floor] of SETS) {
  test(`should compile ${name} at least ${floor * 100}% exactly, and never silently wrong`, () => {
    const cases = scorer.readJsonl(set.cases);
    const { ratio, misses, wrong } = score(cases, set.home, compileDirective);
    console.log(`  ${name}: ${(ratio * 100).toFixed(1)}% exact (${cases.length - misses.length}/${cases.length}), ${wrong.length} wrong`);
    assert.is(wrong.length, 0, `wrong results: ${wrong.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
    assert.ok(ratio >= floor, `${(ratio * 100).toFixed(1)}% exact; missed: ${misses.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
  });
}

// The newest real users' set measures how far the rules generalise; it is far from the 95 % floor (issue 39),
// so it holds what is reached today and the silently wrong results at their count when it was added.
test("should compile the second set of real users' requests at least 66% exactly, with at most 6 silently wrong", () => {
  const cases = scorer.readJsonl(REAL_TWO.cases);
  const { ratio, misses, wrong } = score(cases, REAL_TWO.home, compileDirective);
  console.log(`  real users' requests, second set: ${(ratio * 100).toFixed(1)}% exact (${cases.length - misses.length}/${cases.length}), ${wrong.length} wrong`);
  assert.ok(wrong.length <= 6, `wrong results: ${wrong.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
  assert.ok(ratio >= 0.66, `${(ratio * 100).toFixed(1)}% exact`);
});

test("should fail a scorer check when the compiler is wrong, so the floor means something", () => {
  const cases = scorer.readJsonl(DEV.cases).slice(0, 20);
  const { ratio, wrong } = score(cases, DEV.home, () => ({ kind: "action", actions: [] }));
  assert.is(ratio, 0);
  assert.is(wrong.length, 20);
});

test.run();
