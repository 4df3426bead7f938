/**
 * Time windows said around an event or beside a part of the day ("from 11pm to 6am when there is motion", "at night
 * between 9 and 11"), rewritten as the window the schedule reads; spliced into the rewrite table (lang/en/rewrites.ts).
 */
import type { Rewrite } from "../types.ts";
import { DAY, MOMENT_SAID, SUNRISE_SAID, SUNSET_SAID, halfOf } from "./clock.ts";
import { EVENT_VERB } from "./happenings.ts";
import { ORDER_VERBS } from "./operations.ts";

/** Minutes after midnight of a time said with its half or on the 24-hour clock ("9pm", "21:30", "06:00"). */
function minutes(time: string): number {
  const [, h = "0", m = "0", half] = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(time) ?? [];
  return ((Number(h) % 12) + (half === "pm" || (!half && Number(h) > 12) ? 12 : 0)) * 60 + Number(m);
}

/**
 * "9" said "at night" is 9pm, "2" is 2am; "in the morning" is am; a time with its half, on the 24-hour clock ("21:30",
 * "06:00") or past 12 stays. An end that would come before its start is the next morning's ("in the evening between 9
 * and 6" ends at 6am).
 */
function halfOfClock(time: string, part: string, start?: string): string {
  const hour = Number(time.split(":")[0]);
  if (/[ap]m$/.test(time) || hour > 12 || time.startsWith("0")) return time;
  const am = part === "in the morning" || halfOf(hour, /night/.test(part) ? "night" : "evening") === "am";
  const said = `${time}${am ? "am" : "pm"}`;
  return start !== undefined && !am && minutes(said) < minutes(start) && hour < 12 ? `${time}am` : said;
}

export const WINDOW_WORDINGS: readonly Rewrite[] = [
  // "after sunset and before sunrise" is one window, the night, not two conditions that never hold together; so is
  // "after sunset and before 11" (23:00, schedule.ts).
  [new RegExp(`\\bafter ${SUNSET_SAID} and before ${SUNRISE_SAID}\\b`, "g"), "between sunset and sunrise"],
  [new RegExp(`\\bafter ${SUNRISE_SAID} and before ${SUNSET_SAID}\\b`, "g"), "between sunrise and sunset"],
  [new RegExp(`\\bafter ${SUNSET_SAID} and before (\\d{1,2}(?::\\d{2})?(?:am|pm)?)\\b`, "g"), "between sunset and $1"],
  // "after 10 and before 6": one window, asked about as "between 10 and 6" is (it was 10:00 to 06:00, twenty hours).
  [/\bafter (\d{1,2}(?::\d{2})?(?:am|pm)?|noon|midnight),? (?:and|but) before (\d{1,2}(?::\d{2})?(?:am|pm)?|noon|midnight)\b/g, "between $1 and $2"],
  // "Turn on the hallway light from 11pm to 6am when there is motion": the window bounds the event, said after it as
  // "… when there is motion from 11pm to 6am" reads (it was read as on at 11pm, off at 6am). Only an event: "from 9pm to
  // 11pm if Alice is home" is on at 9pm and off at 11pm while she is.
  [new RegExp(String.raw`^(.+?) (from ${MOMENT_SAID} (?:to|till|til|until) ${MOMENT_SAID})( (?:when|whenever|if|once|as soon as|on) (?!(?:weekdays|weekends|${DAY})\b)(?=[^,]*\b(?:there is|motion|movement|${EVENT_VERB}|above|below|over|under|drops|rises)\b)[^,]+)$`), "$1$3 $2"],
  // "When there is motion from sunset till 11, …": a window said inside the event clause bounds the event, as "between"
  // says it (its ends were read apart: "until 11" a morning's end and "from sunset" nothing). Days may follow ("… until
  // 11pm on weekdays,") or lead ("on weekdays, when …"): the sun's end was dropped, or the clock's start became the trigger.
  [new RegExp(String.raw`^((?:(?:on|every|during) [^,]+, )?(?:when|whenever|if|once|as soon as) (?!(?:${ORDER_VERBS.join("|")})\b)[^,]+?) from (${MOMENT_SAID}) (?:to|till|til|until) (${MOMENT_SAID})(?=,|\s(?:on|every|except|but|during|at weekends?)\b[^,]*,)`), "$1 between $2 and $3"],
  // "at night between 9 and 11": the part of the day says the half of the clock of each bare hour (9pm, 11pm; 2am).
  [/\b(?:late )?(at night|during the night|in the evening|in the morning),? between (\d{1,2}(?::\d{2})?(?:am|pm)?) and (\d{1,2}(?::\d{2})?(?:am|pm)?)\b(?! (?:at night|in the evening|in the morning)\b)/g,
    (_: string, part: string, from: string, to: string) => { const start = halfOfClock(from, part); return `between ${start} and ${halfOfClock(to, part, start)}`; }],
];
