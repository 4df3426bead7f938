/** How scripts/test.ts reads a suite's end: uvu's summary, or a crash that must count its tests as failed. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { crashNote, outcome } from "../../scripts/test/suite.ts";

const summary = (total: number, passed: number) => `  Total:     ${total}\n  Passed:    ${passed}\n  Skipped:   0\n`;

test("should read uvu's summary", () => {
  assert.equal(outcome(summary(7, 5), 1), { passed: 5, failed: 2, total: 7 });
  assert.equal(outcome(summary(3, 3), 0), { passed: 3, failed: 0, total: 3 });
});

test("should count one failure when every test passed but the process failed (a teardown, an exit code)", () => {
  assert.equal(outcome(summary(3, 3), 1), { passed: 3, failed: 1, total: 3 });
});

test("should count a suite that ended before its summary as failed as many times as it had tests, and say so", () => {
  const crashed = outcome("Exiting early before testing is finished.", 1, 12);
  assert.equal(crashed, { passed: 0, failed: 12 });
  assert.match(crashNote(crashed, 1, 12), /ended \(exit code 1\) before uvu's summary: counted as 12 failed \(its tests when it last finished\)/);
  const unseen = outcome("", 1);
  assert.equal(unseen, { passed: 0, failed: 1 });
  assert.match(crashNote(unseen, 1), /counted as 1 failed \(no run here has seen it finish\)/);
  assert.is(crashNote(outcome(summary(1, 1), 0), 0), "");
});

test.run();
