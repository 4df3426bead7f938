import type { Condition, Trigger } from "./types.ts";
import { WEEK } from "./time.ts";

/**
 * "Turn on the porch light at 10pm on Fridays and off at 2am": the off comes in the small hours of the next day,
 * so the days said of the evening are a day later for it. Read with the same days, the off would run on Friday
 * at 2am, before the on, and the light would stay on for a week.
 */

/** Minutes after midnight of a clock trigger, or the sun's event; null for other triggers. */
function moment(trigger: Trigger | undefined): number | "sunset" | "sunrise" | null {
  if (trigger?.trigger === "time" && typeof trigger.at === "string" && /^\d\d:\d\d/.test(trigger.at)) return Number(trigger.at.slice(0, 2)) * 60 + Number(trigger.at.slice(3, 5));
  if (trigger?.trigger === "sun") return trigger.event === "sunset" ? "sunset" : "sunrise";
  return null;
}

const NOON = 12 * 60;

/**
 * Whether a moment said after another falls on the next day: a clock time not later than the first, a morning
 * after sunset, sunrise after an afternoon or evening. Anything less certain (an event, sunset after a clock time)
 * is not.
 */
export function nextDay(first: Trigger | undefined, later: Trigger | undefined): boolean {
  const a = moment(first);
  const b = moment(later);
  if (a === null || b === null) return false;
  if (typeof a === "number" && typeof b === "number") return b <= a;
  if (a === "sunset") return b === "sunrise" || (typeof b === "number" && b < NOON);
  if (b === "sunrise") return typeof a === "number" && a >= NOON;
  return false;
}

/** The same days condition one day later ("fri" → "sat", "sun" → "mon"). */
export function dayAfter(days: Condition): Condition {
  if (days.condition !== "time" || !days.weekday) return days;
  const later = days.weekday.map((d) => WEEK[(WEEK.indexOf(d as never) + 1) % 7]!);
  return { ...days, weekday: WEEK.filter((d) => later.includes(d)) };
}
