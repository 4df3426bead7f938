/**
 * The English words normalizing reads (directive/text.ts): verbs in the third person, a moment named with its clock
 * time, "2h", a plural's maybe, "&" and "+", a statement in brackets, and phrases said in one word.
 */
import type { TextWords } from "../text-shape.ts";
import { stem } from "./stem.ts";

/** The words before an hour written "19h" that make it a clock time ("at 19h"), and those between two ("7h to 9h"). */
export const HOUR_CLOCK_LEADS = ["at", "from", "until", "till", "between"];
export const HOUR_RANGES = ["to", "and", "until", "till"];
/** "opens after 22h": no one waits 22 hours; an hour past noon after these words is the time of day. */
export const HOUR_LATE_LEADS = ["after", "before", "by", "around", "about"];

export const TEXT_WORDS = {
  // "Motion turns on …", "an automation that switches off …": the verb as an order says it.
  thirdPerson: [/\b(turn|dim|activate|deactivate|enable|disable)s\b|\b(switch)es\b(?= (?:on|off)\b)/g, "$1$2"],
  momentLeads: ["at", "by", "around", "until", "till"],
  // Not "at weekdays morning (07:00)": days are said beside the time, never part of a moment's name.
  notInMoment: ["till", "until", "to", "and", "or", "at", "by", "from", "dusk", "dawn", "sunset", "sunrise", "sundown", "noon", "midnight", "weekdays?", "weekends?", "(?:mon|tues|wednes|thurs|fri|satur|sun)days?"],
  meridiem: ["am", "pm"],
  pluralPossessive: [/(\p{L}s)'(?=\s|$)/gu, "$1"],
  pluralMaybe: [/(\p{L})\((?:es|s)\)/gu, "$1s"],
  hours: { letter: "h", word: "hours", clockLeads: HOUR_CLOCK_LEADS, lateLeads: HOUR_LATE_LEADS, ranges: HOUR_RANGES },
  and: "and",
  or: "or",
  statementStarts: ["we", "i", "you", "they", "he", "she", "it", "that", "this", "there", "my", "our", "his", "her", "their"],
  // "… when the front door opens (evening, when it's dark)": the condition said in brackets, after its part of day.
  conditionStarts: ["when", "if", "only if", "only when", "unless", "while", "as long as"],
  bracketedDayParts: ["morning", "afternoon", "evening", "night"],
  dayPartSaid: (part) => `in the ${part}`,
  // Before number words become digits: "no one" is nobody, not "no 1".
  oneWord: [["each and every", "every"], ["no one", "nobody"], ["no-one", "nobody"], ["a/c", "ac"]],
  sunWords: ["sunset", "sunrise", "dusk", "dawn"],
  stem,
} satisfies TextWords;
