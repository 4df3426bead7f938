/**
 * English ways of saying a clock time that are not digits and a colon: "half past six", "a quarter to midnight",
 * "seven o'clock", "noon". Applied in order after lang/en/amount-phrases.ts (directive/numbers.ts).
 */
import type { Rewrite } from "../types.ts";

/** An hour on the clock, in group 1. */
const CLOCK_HOURS = "(\\d{1,2})";

export const CLOCK_IDIOMS: readonly Rewrite[] = [
  // "at 13:00 o'clock" (Dutch "om 13:00 uur"): the clock said twice is said once.
  [/\b(\d{1,2}[:.]\d{2}) o'?clock\b/g, "$1"],
  // "between 10.30 and 6", "at 7.45": a clock time written with a dot.
  [/\b(at|by|from|until|till|after|before|between|and(?<=\bbetween \S+ and)) ([01]?\d|2[0-3])\.([0-5]\d)\b(?! ?(?:percent|degrees|%|°|kw|w|v|mm|cm|lux|ppm))/g, "$1 $2:$3"],
  // "at noon-thirty", "midnight 15": minutes past it (the minutes were read as a level: the blind went to 30 %).
  [/\b(noon|midday|midnight)[- ]([0-5]\d)\b(?! ?(?:percent|degrees|minutes?|hours?|%))/g, (_, at, m) => `${at === "midnight" ? "0" : "12"}:${m}`],
  // "at half six": half past six, as British English says it.
  [/\b(at|by|around|from|until|till|after|before|between|and(?<=\bbetween \S+(?: \S+){0,4} and)) half (\d{1,2})\b(?! ?(?:percent|degrees|minutes?|hours?))/g, (_, at, h) => `${at} ${h}:30`],
  // "at 12 midnight", "12 noon": the hour said with its name is that moment, once.
  [/\b12(?::00)? ?(?:o'clock )?(midnight|noon|midday)\b/g, "$1"],
  // "a quarter to midnight", "ten past noon": minutes around the day's two named hours.
  [/\b(?:a )?(quarter|half|\d{1,2}) (?:minutes )?(to|past|after) (midnight|noon|midday)\b/g, (_, n, side, hour) => {
    const minutes = n === "quarter" ? 15 : n === "half" ? 30 : Number(n);
    const base = hour === "midnight" ? 24 * 60 : 12 * 60;
    const at = (base + (side === "to" ? -minutes : minutes)) % (24 * 60);
    return `${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}`;
  }],
  // "a quarter after six", "ten after seven": American English says past as "after".
  [/\ba (quarter (?:past|to|after)) /g, "$1 "],
  [/\b(?:an|a) (hour|minute|second)\b/g, "1 $1"],
  [new RegExp(`\\bquarter (?:past|after) ${CLOCK_HOURS}\\b`, "g"), (_, h) => `${h}:15`],
  [new RegExp(`\\bhalf past ${CLOCK_HOURS}\\b`, "g"), (_, h) => `${h}:30`],
  [new RegExp(`\\bquarter to ${CLOCK_HOURS}\\b`, "g"), (_, h) => `${(Number(h) + 11) % 12 || 12}:45`],
  // "at twenty past eight", "at ten to seven": minutes before or after an hour, after "at" so "10 to 20 %" stays a range.
  [new RegExp(`\\b(at|by|around|from|until|till|after|before|between|and) (\\d{1,2}) (?:minutes )?(?:past|after) ${CLOCK_HOURS}\\b`, "g"), (_, at, m, h) => `${at} ${h}:${m.padStart(2, "0")}`],
  // Minutes to an hour are said in fives ("ten to eleven"); "at 7 to 8" is a window said loosely, left for the window rules.
  // "until ten to eleven", "between ten to eleven and six": a moment too, where no window can start ("from 10 to 6" is one).
  [new RegExp(`\\b(at|by|around|until|till|after|before|between(?= \\d{1,2} to \\d{1,2}\\b[^,]* and\\b)|(?<=\\bbetween \\S+(?: \\S+){0,4} )and) (\\d{1,2}) (?:minutes )?to ${CLOCK_HOURS}\\b(?! ?(?:percent|degrees))`, "g"), (said, at, m, h) => (Number(m) % 5 === 0 ? `${at} ${(Number(h) + 11) % 12 || 12}:${String(60 - Number(m)).padStart(2, "0")}` : said)],
  // "at seven thirty pm", "at 6 45": an hour and its minutes said as two numbers.
  [/\b(at|by|around|from|until|till|before|after) (\d{1,2}) ([1-5]\d)(?=\s?(?:am|pm)\b|\s|$|,)/g, "$1 $2:$3"],
  [/\b(\d{1,2}) o(?:'| )?clock\b/g, "$1:00"],
  // "12:30 in the morning", "six in the morning": the morning's hour, also beside a bare one ("between 10:30 and six in
  // the morning" is the night before it); twelve is after midnight, not noon.
  [/\b([1-9]|1[0-2])(:\d{2})? in the morning\b/g, "$1$2am"],
  [/\b(?:noon|midday)\b/g, "12:00"],
  [/\bmidnight\b/g, "0:00"],
];
