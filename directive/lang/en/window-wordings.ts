/**
 * Time windows said around an event or beside a part of the day ("from 11pm to 6am when there is motion", "at night
 * between 9 and 11"), rewritten as the window the schedule reads; spliced into the rewrite table (lang/en/rewrites.ts).
 */
import type { Rewrite } from "../types.ts";
import { DAY } from "./clock.ts";

/** "9" said "at night" is 9pm, "2" is 2am; "in the morning" is am; a time with its half or over 12 stays. */
function halfOfClock(time: string, part: string): string {
  const hour = Number(time.split(":")[0]);
  if (/[ap]m$/.test(time) || hour > 12) return time;
  return `${time}${part === "in the morning" || (/night/.test(part) && (hour <= 5 || hour === 12)) ? "am" : "pm"}`;
}

/** A moment a window is said between: a clock time or the sun's. */
const MOMENT_SAID = String.raw`(?:\d{1,2}(?::\d{2})?(?: ?[ap]m)?|sunset|sunrise|sundown|dusk|dawn|noon|midnight)`;

export const WINDOW_WORDINGS: readonly Rewrite[] = [
  // "Turn on the hallway light from 11pm to 6am when there is motion": the window bounds the event, said after it as
  // "… when there is motion from 11pm to 6am" reads (it was read as on at 11pm, off at 6am).
  [new RegExp(String.raw`^(.+?) (from ${MOMENT_SAID} (?:to|till|til|until) ${MOMENT_SAID})( (?:when|whenever|if|once|as soon as|on) (?!(?:weekdays|weekends|${DAY})\b)[^,]+)$`), "$1$3 $2"],
  // "at night between 9 and 11": the part of the day says the half of the clock of each bare hour (9pm, 11pm; 2am).
  [/\b(?:late )?(at night|during the night|in the evening|in the morning),? between (\d{1,2}(?::\d{2})?(?:am|pm)?) and (\d{1,2}(?::\d{2})?(?:am|pm)?)\b(?! (?:at night|in the evening|in the morning)\b)/g,
    (_: string, part: string, from: string, to: string) => `between ${halfOfClock(from, part)} and ${halfOfClock(to, part)}`],
];
