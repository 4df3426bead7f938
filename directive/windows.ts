/**
 * Stage "schedule", time windows: between two clock times ("between 11pm and 6am"), or with the sun at one end and a
 * clock time at the other ("between sunset and 11", "from 10pm until sunrise"). A bare hour next to sunset or before sunrise is the night's (11 is 23:00, 2 is 02:00). A window that
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

/** A time window; one that ends before it starts wraps past midnight, as in Home Assistant. */
export function window(from: string, to: string, evening: Half): Condition {
  const bare = (t: string) => /^(?:[1-9]|1[0-2])(?::[0-5]\d)?$/.test(t.trim()) && !evening;
  const minutes = (t: string) => { const [h, m = "0"] = t.trim().split(":"); return Number(h) * 60 + Number(m); };
  // "between 8 and 5", "7:30 to 5": a working day, from a morning hour to an afternoon one; "between 11 and 6",
  // "10:30 to 6" could be the day or the night, so it is asked about rather than read as 10:30 to 06:00.
  if (bare(from) && bare(to) && minutes(to) < minutes(from)) {
    if (minutes(from) >= 6 * 60 && minutes(from) < 10 * 60) return { condition: "time", after: timeOf(from), before: timeOf(`${to}pm`) };
    throw new Refusal("ambiguous", `“${from} to ${to}” could be the day or the night; say “${from}am to ${to}pm” or “${from}pm to ${to}am”.`);
  }
  const [after, before] = [timeOf(from, evening), timeOf(to, evening)];
  // "between 22:00 and 6 on weeknights", "in the night between 0:00 and 6:00": a bare end said in the evening or the
  // night is the first such hour after the start (06:00), never one 18 hours later.
  const other = evening && /^(?:[1-9]|1[01])(?::[0-5]\d)?$/.test(to.trim()) ? timeOf(`${to.trim()}${before < "12:00:00" ? "pm" : "am"}`) : before;
  return { condition: "time", after, before: sooner(after, other, before) };
}

/** Of two ends, the one that comes first after the start, on the clock that wraps at midnight. */
function sooner(start: string, one: string, other: string): string {
  const wait = (end: string) => (end > start ? 0 : 24) + Number(end.slice(0, 2)) + Number(end.slice(3, 5)) / 60 - Number(start.slice(0, 2)) - Number(start.slice(3, 5)) / 60;
  return wait(one) < wait(other) ? one : other;
}
