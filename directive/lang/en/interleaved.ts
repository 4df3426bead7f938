/**
 * How English says steps beside different moments and conditions said of one step (directive/interleaved.ts): "dim
 * the lamp at 9pm, the hall light off at 11pm", "…, and if it's dark turn on the porch light too".
 */
import type { InterleavedWords } from "../types.ts";
import { DAY } from "./clock.ts";
import { LINKED_AT } from "./linked.ts";
import { OPERATIONS } from "./operations.ts";
import { stepConditions } from "./step-conditions.ts";
import { PAST_A_NUMBER } from "./thresholds.ts";

export const INTERLEAVED_WORDS = {
  moment: /\b(?:(?:at|by) \d{1,2}(?::\d{2})?(?:am|pm)?(?![\d.:%]| ?(?:percent|degrees)\b)|at (?:sunset|sunrise|dusk|dawn|noon|midnight)|\d+ (?:minutes?|hours?) (?:before|after) (?:sunset|sunrise|dusk|dawn)|(?:before|after) (?:sunset|sunrise|dusk|dawn))\b/g,
  stepWithoutVerb: new RegExp(String.raw`\b(?:on|off|up|down)\b(?!\s+(?:weekdays?|weekends?|workdays?|${DAY}|the|every)\b)|\b\d+(?:\.\d+)? ?(?:percent|degrees)\b`),
  daysSaid: new RegExp(String.raw`\b(?:on|every|each|day|daily|nightly|only|weekdays?|weekends?|${DAY}s?)\b`, "g"),
  deviceAfterAnd: /^\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?(?:the|my|our|all)\s/,
  joinedAtEnd: /(?:\band|\bthen|,)\s*$/,
  recurring: /\b(?:(?:every|each) (?:day|night|evening|morning|afternoon|weekday|weekend|week)s?|daily|nightly|at night|tonight|on (?:weekdays|weekends))\b/,
  ownMoment: /\b(?:at|when|whenever|once|after|before|every|until|sunset|sunrise|dusk|dawn|noon|midnight)\b|\d ?(?:am|pm)\b|\d[:.]\d\d\b|\d ?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b/,
  telling: new RegExp(`^(?:${OPERATIONS.notify.join("|")}|let)\\b`),
  readingStarts: ["if", "when", "whenever"],
  alsoWords: ["too", "as well", "also"],
  openingWords: ["when", "whenever", "if", "once", "at", "on", "every"],
  deniedBoth: /\b(?:unless|(?:not|except) (?:if|when|while))\s+((?:(?!\b(?:and|or|then)\b)[^,.])*\b(?:is|are|'s|'re)\b(?:(?!\b(?:and|or|then)\b)[^,.])*\band\b(?:(?!\bthen\b)[^,.])*\b(?:is|are|'s|'re)\b[^,.]*)/,
  ruleNouns: ["app", "automation", "rule", "script", "routine", "flow", "blueprint", "program", "schedule", "timer", "system"],
  pastANumber: PAST_A_NUMBER,
  linkedAt: LINKED_AT,
  stepConditions,
} satisfies InterleavedWords;
