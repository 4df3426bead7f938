/**
 * How English writes a stretch of the clock or of the week ("5am-7am", "9-5", "from sunset to 11pm", "M-F",
 * "sun-thu"), in one spelling each: "from … until …" and the days named. Applied in their place among the
 * spellings (spellings.ts).
 */
import type { Rewrite } from "../types.ts";
import { DAYS_OF_WEEK } from "./clock.ts";

/** A clock time said as one: "7:30", "9pm", "midnight" (a bare "5" is not). */
const CLOCK = /:|am|pm|midnight|noon/;

/** "9-5", "10-2": two bare hours joined by a dash, the second before the first on the clock, are a time window. */
const BARE_HOURS = /^(?:from )?(?:[1-9]|1[0-2]) ?[-–] ?(?:[1-9]|1[0-2])$/;
/** An hour only the 24-hour clock has ("22-6"). */
const DAY_HOUR = /^(?:1[3-9]|2[0-3]|00)$/;

const WEEK = DAYS_OF_WEEK;
/** "sun" to "thu": sunday and monday and … thursday, round the end of the week when it must. */
function dayRange(from: string, to: string): string {
  const start = WEEK.findIndex((d) => d.startsWith(from));
  const end = WEEK.findIndex((d) => d.startsWith(to));
  const days: string[] = [];
  for (let i = start; days.length < 7; i = (i + 1) % 7) {
    days.push(WEEK[i]!);
    if (i === end) break;
  }
  return `on ${days.join(" and ")}`;
}

export const WINDOW_SPELLINGS: readonly Rewrite[] = [
  // "from 9am to 9pm", "5am-7am", "from 8am - 6:30pm", "9-5": a window, as "from … until …" says it (schedule.ts reads
  // "9-5" as the working day, and asks about a bare range it cannot place).
  // Not after "at": "at 10 to 11 pm", "at 20 to 8" are ten to eleven and twenty to eight (numbers.ts).
  [/(?<!\b(?:between|at|by|around) )\b(?:from )?(\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon) ?(?:[-–]|to|till|thru|through) ?(\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon)\b(?! ?(?:seconds?|minutes?|mins?|hours?|hrs?|percent|degrees))/g, (said: string, from: string, to: string) => (CLOCK.test(from) || CLOCK.test(to) || BARE_HOURS.test(said) || DAY_HOUR.test(from) || DAY_HOUR.test(to) ? `from ${from} until ${to}` : said)],
  // "between 22-6": the dash says "and".
  [/\bbetween (\d{1,2}(?::\d{2})?(?: ?[ap]m)?) ?[-–] ?(\d{1,2}(?::\d{2})?(?: ?[ap]m)?)\b/g, "between $1 and $2"],
  // "from midnight to dawn", "from sunset to 11pm": a window with the sun at one end, as "from … until …" says it.
  // An end said from the sun ("from 7am to 1 hour after sunrise") too.
  [/\bfrom (\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon|sunset|sunrise|dusk|dawn|sundown|sunup) (?:to|till|through) (\d+(?:\.\d+)? (?:hours?|minutes?|mins?) (?:before|after) (?:sunset|sunrise|dusk|dawn)|sunset|sunrise|dusk|dawn|sundown|sunup|\d{1,2}(?::\d{2})?(?: ?[ap]m)?|midnight|noon)\b(?! ?(?:seconds?|minutes?|mins?|hours?|hrs?|percent|degrees))/g, "from $1 until $2"],
  // "M-F": the working week.
  [/\bm ?[-–] ?f\b|\bmon(?:day)? ?[-–] ?fri(?:day)?\b/g, "monday to friday"],
  // "sun-thu", "tue-sat": every day from the first to the last, in the week's order.
  [/\b(mon|tue|wed|thu|fri|sat|sun)[a-z]* ?[-–] ?(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/g, (_: string, from: string, to: string) => dayRange(from, to)],
  [/\bsat(?:urday)? ?[-–] ?sun(?:day)?\b/g, "saturday and sunday"],
];
