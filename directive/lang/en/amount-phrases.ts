/**
 * English amounts said in words around their numbers: "an hour and a half" is 90 minutes, "5 below zero" is -5, "no more
 * than" is "not more than". Applied in order after number words became digits (directive/numbers.ts), before the clock
 * idioms of lang/en/clock-idioms.ts; longer phrases go first.
 */
import type { Rewrite } from "../types.ts";

export const AMOUNT_PHRASES: readonly Rewrite[] = [
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
];
