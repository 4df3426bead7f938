/** Number words and idioms of time in digits: "twenty point five degrees" is 20.5, "half an hour" 30 minutes. */
import { gatedTable } from "./gates.ts";
import { SCALES, TENS, UNITS } from "./lang/en/numbers.ts";

const WORD = `(?:${[...Object.keys(TENS), ...Object.keys(UNITS), ...Object.keys(SCALES)].join("|")})`;
const NUMBER_WORDS = new RegExp(`\\b${WORD}(?:[ -]${WORD})*(?: point (?:${Object.keys(UNITS).join("|")})+)?\\b`, "g");

const TEENS = Object.keys(UNITS).filter((w) => UNITS[w]! >= 10);
const SPLIT_NUMBERS = new RegExp(`(?<=\\b(?:${Object.keys(UNITS).join("|")})) (?=(?:${[...Object.keys(TENS), ...TEENS].join("|")})\\b)`);

function wordsToNumber(words: string): number {
  const [whole = "", fraction] = words.split(" point ");
  let total = 0;
  let current = 0;
  for (const word of whole.split(/[ -]/)) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === "hundred") current = (current || 1) * 100;
    else if (word === "thousand") (total += (current || 1) * 1000), (current = 0);
  }
  const digits = fraction ? fraction.split(" ").map((w) => UNITS[w] ?? 0).join("") : "";
  return Number(`${total + current}${digits ? `.${digits}` : ""}`);
}

const CLOCK_HOURS = "(\\d{1,2})";
/** Phrases of time and quantity rewritten into digits, in an order where longer phrases go first. */
export const PHRASES: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/\b(?:an|one) hour and (?:a )?half\b/g, "90 minutes"],
  [/\b(\d+) (?:hours?|hrs?),? (?:and )?(\d+) (?:minutes?|mins?)\b/g, (_, h, m) => `${Number(h) * 60 + Number(m)} minutes`],
  // "for 1 hour 30", "1h30", "2 min 30", "1m30s": the second number is of the next unit down, never a level or a clock
  // time (it was read as 30 % or a trigger at 01:30). Not "at 7h30", a clock time said the French way.
  [/(?<!\b(?:at|from|until|till|to|by|between|and) )\b(\d+) ?(?:hours?|hrs?|h),? ?(?:and )?(\d{1,2})(?: ?(?:minutes?|mins?|m))?\b(?! ?(?:percent|degrees|am|pm|seconds?|secs?|:|\.\d))/g, (_, h, m) => `${Number(h) * 60 + Number(m)} minutes`],
  [/(?<!\b(?:at|from|until|till|to|by|between|and) )\b(\d+) ?(?:minutes?|mins?|m),? ?(?:and )?(\d{1,2})(?: ?(?:seconds?|secs?|s))?\b(?! ?(?:percent|degrees|am|pm|minutes?|mins?|hours?|:|\.\d))/g, (_, m, s) => `${Number(m) * 60 + Number(s)} seconds`],
  // "1:50 before sunset": hours and minutes before or after the sun's moment, an offset, never a clock time.
  [/\b(\d{1,2}):(\d{2}) (?=(?:before|after) (?:sunset|sunrise|sundown|sunup|dusk|dawn)\b)/g, (_, h, m) => `${Number(h) * 60 + Number(m)} minutes `],
  [/\b(\d+) and (?:a )?half hours?\b/g, (_, h) => `${Number(h) * 60 + 30} minutes`],
  // "two and a half minutes", "a minute and a half", "1 minute and a quarter": the seconds they make (the half was lost).
  [/\b(\d+) and (?:a )?(half|quarter) minutes?\b/g, (_, m, part) => `${Number(m) * 60 + (part === "half" ? 30 : 15)} seconds`],
  [/\b(?:a|an|one|1) minute and (?:a )?(half|quarter)\b/g, (_, part) => `${part === "half" ? 90 : 75} seconds`],
  [/\b(\d+) minutes? and (?:a )?(half|quarter)\b/g, (_, m, part) => `${Number(m) * 60 + (part === "half" ? 30 : 15)} seconds`],
  [/\b(?:a |one )?half (?:an|one) hour\b|\b(?:(?:a|the|the last|the past) )?half hour\b/g, "30 minutes"],
  [/\b(?:a )?quarter of an hour\b|\ba quarter hour\b/g, "15 minutes"],
  [/\b(?:three|3) quarters of an hour\b/g, "45 minutes"],
  [/\bevery half(?: an)? hour\b/g, "every 30 minutes"],
  // "below minus five", "5 below zero", "10 degrees below freezing": a negative number; "−5" with a minus sign too.
  [/\bminus (\d)/g, "-$1"],
  [/(^|\s)\u2212(?=\d)/g, "$1-"],
  // "falls more than 2 degrees below zero": further below, so below -2; "less than 2 below zero": not that far, above -2.
  [/\b(?:(?:more|further|lower) than|over) (\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?below (?:zero|0|freezing)\b(?!:)/g, (_: string, n: string, unit?: string) => `below -${n}${unit ? ` ${unit}` : ""}`],
  [/\b(?:less|fewer) than (\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?below (?:zero|0|freezing)\b(?!:)/g, (_: string, n: string, unit?: string) => `above -${n}${unit ? ` ${unit}` : ""}`],
  // "no more than 30 percent", "no higher than 16": not above it.
  [/\bno (more|higher|greater|less|lower|fewer|colder|warmer|hotter|cooler) than\b/g, "not $1 than"],
  // "less than 3 degrees above freezing": below 3; "more than 3 above zero": above 3.
  [/\b(?:less|fewer) than (\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?above (?:zero|0|freezing)\b(?!:)/g, (_: string, n: string, unit?: string) => `below ${n}${unit ? ` ${unit}` : ""}`],
  [/\b(?:more than|over) (\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?above (?:zero|0|freezing)\b(?!:)/g, (_: string, n: string, unit?: string) => `above ${n}${unit ? ` ${unit}` : ""}`],
  // "when it is 5 below zero": a reading that low, so below it.
  [/\b(is|gets|goes|falls|drops|reaches|hits|dips)( to)? (\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?below (?:zero|0|freezing)\b(?!:)/g, (_, verb, _to, n, unit) => `${verb} below -${n}${unit ? ` ${unit}` : ""}`],
  [/\b(\d+(?:\.\d+)?) (?:(degrees?(?: celsius| c)?) )?below (?:zero|0|freezing)\b(?!:)/g, (_, n, unit) => `-${n}${unit ? ` ${unit}` : ""}`],
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

/** The phrases in order, each tried only where it may match (gates.ts): most directives hold few of them. */
const phrases = gatedTable(PHRASES);

/**
 * "the one in the hall", "and the landing one too", "one of the lamps": "one" standing for a device, not a number.
 * After "at", "to", "for", "above" … it is the number ("at one", "to one percent").
 */
function pronounOne(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at + 3);
  if (/\b(?:at|to|by|for|in|after|before|until|till|from|past|every|minus|point|than|above|below|over|under|around|about|is|are|only|just)\s+$/.test(before)) return false;
  // "the downstairs one", "the left one": a word naming which, between "the" and "one".
  return /\b(?:the|that|this|which|each|other|another|any|no)\s+$|\b(?:the|my|our|his|her|their)\s+(?!(?:at|to|for|by)\b)\p{L}[\p{L}']*\s+$/u.test(before) || /^\s*(?:too|as well|also|of|in|on|by|near|over|under|next|upstairs|downstairs|and|,|$)/.test(after);
}

/** Rewrites number words and idioms of time into digits. */
export function digitize(text: string): string {
  // "seven thirty", "six fifteen" are clock times, two numbers, not 37 or 21: a unit or teen followed by a tens word or
  // by ten to nineteen splits.
  const out = text.replace(NUMBER_WORDS, (words, at: number, whole: string) => words === "one" && pronounOne(whole, at) ? words : words.split(SPLIT_NUMBERS).map((w) => String(wordsToNumber(w))).join(" "));
  return phrases(out);
}
