/**
 * Stage "schedule", time windows: between two clock times ("between 11pm and 6am"), or with the sun at one end and a
 * clock time at the other ("between sunset and 11", "from 10pm until sunrise"). A bare hour next to sunset or before sunrise is the night's (11 is 23:00, 2 is 02:00). A window that
 * runs past midnight would be an "or" of two conditions, which SCHEMA v2 cannot say, so it is refused rather than
 * written as an "and" that is never true. A result is checked against its own windows: no clock trigger outside them,
 * no repeat that would not fall on their start.
 */
import { type Half, timeOf } from "./time.ts";
import { type Condition, Refusal, type Result } from "./types.ts";

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

/** Whether a clock time ("18:00:00") passes a time condition's window, which may run past midnight (HA's own rule). */
function passes(at: string, after?: string, before?: string): boolean {
  if (after && before) return after <= before ? at >= after && at < before : at >= after || at < before;
  return (!after || at >= after) && (!before || at < before);
}

/**
 * "Turn on the hallway light at 6pm, and when the front door opens after 11pm": a window said of one moment is every
 * trigger's, and a clock trigger outside it would never run. Refused rather than written with a trigger that is dead.
 */
export function refuseDeadTrigger(result: Result): void {
  if (result.kind !== "automation") return;
  refuseShiftedRepeat(result);
  for (const t of result.triggers) {
    if (t.trigger !== "time" || !/^\d\d:\d\d/.test(t.at)) continue;
    const window = result.conditions.flatMap((c) => (c.condition === "time" && (c.after || c.before) && !passes(t.at, c.after, c.before) ? [c] : []))[0];
    const said = [window?.after && `after ${window.after.slice(0, 5)}`, window?.before && `before ${window.before.slice(0, 5)}`].filter(Boolean).join(" and ");
    if (window) throw new Refusal("ambiguous", `The directive runs at ${t.at.slice(0, 5)}, which is outside the time it may run (${said}); if that window is of another moment only, make two directives.`);
  }
}

/**
 * "every 2 hours between 7am and 7pm": Home Assistant's "/2" fires when the hour divides by 2 (8, 10, …), never at 7,
 * 9, …; a window whose start the repeat does not fall on would run at other times than said.
 */
function refuseShiftedRepeat(result: Result & { kind: "automation" }): void {
  const start = result.conditions.flatMap((c) => (c.condition === "time" && c.after ? [c.after] : []))[0];
  if (!start) return;
  const [hour, minute] = start.split(":").map(Number) as [number, number];
  for (const t of result.triggers) {
    if (t.trigger !== "time_pattern") continue;
    const every = (field: string) => (field.startsWith("/") ? Number(field.slice(1)) : 1);
    const hours = every(t.hours) > 1 || t.minutes === "0";
    if (hours ? hour % every(t.hours) === 0 && minute === 0 : minute % every(t.minutes) === 0) continue;
    const runs = hours ? (every(t.hours) === 1 ? "Every hour runs on the hour" : `Every ${every(t.hours)} hours runs at 0:00, ${every(t.hours)}:00 and each hour that divides by ${every(t.hours)}`) : `Every ${every(t.minutes)} minutes runs at :00, :${String(every(t.minutes)).padStart(2, "0")} and each minute that divides by ${every(t.minutes)}`;
    throw new Refusal("unsupported", `${runs}, not from ${start.slice(0, 5)}; start the window on one of those times, or say each time.`);
  }
}
