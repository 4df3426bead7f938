/**
 * Times said aside ("every hour, on the hour", "and, ten minutes later, open …") and darkness said as a moment or a
 * state ("when it gets dark", "if it is dark and …"): part of the rewrite table (rewrites.ts), after the time wordings.
 */
import type { Rewrite } from "../types.ts";
import { DURATION } from "./clock.ts";

export const TIME_ASIDES: readonly Rewrite[] = [
  // "when the boiler room light is on too long (10 minutes)": how long is too long, said after it.
  [new RegExp(String.raw`\b(?:for )?too long,? (?=${DURATION})`, "g"), "for "],
  // "every hour, on the hour", "hourly, at the top of the hour": every hour is at its start (minute 0) already.
  [/\b(every hour|hourly),? (?:on|at) the (?:hour|top of the hour)\b/g, "$1"],
  // "Twice a day, at eight in the morning and at eight at night, …": the count said by the two times that follow (with one
  // time only, "twice" stays and is refused).
  [/\b(?:twice|two times) (?:a|per|each|every) day,?\s*(?=(?:at|from) \S+(?: (?!and\b)\S+){0,3} and (?:at )?\S+(?: (?:in the \w+|at night|am|pm))?(?:,|$| (?!and\b)))/g, ""],
  // "… and, ten minutes later, open the blind": a delay set off by commas is the next step's.
  [new RegExp(`,? (and|then|and then),? (${DURATION} later),\\s*`, "g"), " $1 $2 "],
];

export const DARK_AND_LIGHT: readonly Rewrite[] = [
  // "If it is dark and there is motion on the driveway": the event first, the darkness its condition.
  [/\b(when|whenever|if|once) it is (dark|light)(?: outside| out)? and ([^,]+)/g, "$1 $3 and it is $2"],
  // "when it gets dark": the moment it does, sunset (while "when it is dark" stays a condition).
  // With a number ("dark outside (below 30 lux)") it is a light sensor's reading instead.
  // "when it becomes dark (30 min after sunset)": the time it says.
  [new RegExp(`\\b(?:when|once|as soon as) it (?:gets|becomes|turns|goes) dark (?=${DURATION} (?:after|before) (?:sunset|sundown|dusk)\\b)`, "g"), ""],
  [/\b(?:when|once|as soon as) it (?:gets|becomes|turns|goes) dark\b(?![^,]*\d)/g, "at sunset"],
  [/\b(?:when|once|as soon as) it (?:gets|becomes|turns) light\b(?![^,]*\d)/g, "at sunrise"],
];
