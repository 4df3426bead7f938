import { test } from "uvu";
import * as assert from "uvu/assert";
import { compileDirective } from "../../directive/index.ts";
import { DEV, OTHER, THIRD, score, scorer } from "./reference.ts";

for (const [name, set, floor] of [["the dev set (204 directives)", DEV, 0.98], ["a second home with other names and phrasings", OTHER, 0.95], ["a third home written blind by another engineer", THIRD, 0.95]] as const) {
  test(`should compile ${name} at least ${floor * 100}% exactly`, () => {
    const cases = scorer.readJsonl(set.cases);
    const { ratio, misses } = score(cases, set.home, compileDirective);
    console.log(`  ${name}: ${(ratio * 100).toFixed(1)}% exact (${cases.length - misses.length}/${cases.length})`);
    assert.ok(ratio >= floor, `${(ratio * 100).toFixed(1)}% exact; missed: ${misses.map((m) => `${m.id} "${m.text}"`).join("; ")}`);
  });
}

test("should fail a scorer check when the compiler is wrong, so the floor means something", () => {
  const cases = scorer.readJsonl(DEV.cases).slice(0, 20);
  const { ratio } = score(cases, DEV.home, () => ({ kind: "action", actions: [] }));
  assert.is(ratio, 0);
});

test.run();
