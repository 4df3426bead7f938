/**
 * Stage "schedule", a window with the sun at one end and a clock time at the other ("between sunset and 11", "from 10pm
 * until sunrise"). A bare hour next to sunset or before sunrise is the night's (11 is 23:00, 2 is 02:00). A window that
 * runs past midnight would be an "or" of two conditions, which SCHEMA v2 cannot say, so it is refused rather than
 * written as an "and" that is never true.
 */
import { type Half, timeOf } from "./time.ts";
import { type Condition, Refusal } from "./types.ts";

type Sun = "sunset" | "sunrise";

const pastMidnight = (said: string) =>
  new Refusal("unsupported", `“${said}” runs past midnight, which one condition cannot say; end it at midnight or write the night as “between 11pm and 6am”.`);

/** "between sunset and 11": after sunset, before 23:00; "between sunset and midnight" is after sunset alone. */
export function fromTheSun(sun: Sun, to: string, evening: Half, said: string): Condition[] {
  const before = timeOf(to, sun === "sunset" ? "night" : evening);
  if (sun === "sunset" && before === "00:00:00") return [{ condition: "sun", after: sun }];
  if (sun === "sunset" && before < "12:00:00") throw pastMidnight(said);
  return [{ condition: "sun", after: sun }, { condition: "time", before }];
}

/** "between 5 and sunrise": after 05:00, before sunrise; "from 10 until sunrise" (22:00) runs past midnight. */
export function untilTheSun(from: string, sun: Sun, evening: Half, said: string): Condition[] {
  const after = timeOf(from, sun === "sunrise" ? "night" : evening);
  if (sun === "sunrise" && after >= "12:00:00") throw pastMidnight(said);
  return [{ condition: "time", after }, { condition: "sun", before: sun }];
}
