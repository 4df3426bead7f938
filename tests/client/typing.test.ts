import { suite } from "uvu";
import * as assert from "uvu/assert";
import { directives, typing } from "../../content/directives.ts";
import { type Frame, typingFrames, upcoming } from "../../client/typing.ts";

const take = (n: number, frames: Generator<Frame>) => Array.from({ length: n }, () => frames.next().value as Frame);
const test = suite("typing animation");

test("should use SPEC §9's 13 examples and timings", () => {
  assert.is(directives.length, 13);
  assert.equal({ ...typing }, { typeMs: 40, deleteMs: 20, pauseMs: 1000, upcoming: 3 });
});

test("should pause on the prerendered first example, delete it, then type the next", () => {
  const timing = { typeMs: 40, deleteMs: 20, pauseMs: 1000 };
  const frames = take(12, typingFrames(["abc", "de"], timing));
  assert.equal(frames, [
    { index: 0, text: "abc", wait: 1000 },
    { index: 0, text: "ab", wait: 20 },
    { index: 0, text: "a", wait: 20 },
    { index: 0, text: "", wait: 20 },
    { index: 1, text: "d", wait: 40 },
    { index: 1, text: "de", wait: 1000 },
    { index: 1, text: "d", wait: 20 },
    { index: 1, text: "", wait: 20 },
    { index: 0, text: "a", wait: 40 },
    { index: 0, text: "ab", wait: 40 },
    { index: 0, text: "abc", wait: 1000 },
    { index: 0, text: "ab", wait: 20 },
  ]);
});

test("should take 40 ms per typed and 20 ms per deleted character over a whole cycle", () => {
  const frames = typingFrames(directives, typing);
  let total = 0;
  const chars = directives.join("").length;
  // One full cycle: 13 pauses, every character deleted once, typed once (the first example was prerendered).
  const count = 13 + chars + (chars - directives[0]!.length - 12);
  for (let i = 0; i < count; i++) total += frames.next().value!.wait;
  assert.is(frames.next().value!.index, 0, "the cycle wraps to the first example");
  const typed = chars - directives[0]!.length - 12; // the last character of each typed example carries the pause
  assert.is(total, 13 * 1000 + chars * 20 + typed * 40);
});

test("should show the next 3 examples, wrapping around the list", () => {
  assert.equal(upcoming(directives, 0, 3), directives.slice(1, 4));
  assert.equal(upcoming(directives, 11, 3), [directives[12], directives[0], directives[1]]);
});

test.run();
