/**
 * How English says a condition of one step among several (directive/interleaved.ts refuses them until a step can hold
 * its own): ", and if it's dark turn on …", "…, then turn it off after 5 minutes unless Bob is home". Each pattern is
 * built around the pattern where an order starts, which the stage derives from the operation verbs.
 */
import type { StepConditions } from "../types.ts";
import { DAY } from "./clock.ts";
import { EVENT_MARK } from "./happenings.ts";

/** A wait said of a step: "after about 5 minutes", "10 minutes later". */
const WAIT = String.raw`(?:after (?:about |around |roughly )?(?:\d+(?:\.\d+)?|an?|one|half an?) (?:seconds?|minutes?|mins?|hours?|hrs?)|\d+ (?:seconds?|minutes?|mins?|hours?) later)`;
/** A state said with a condition's word after it: "but only if …", "unless …". */
const DENIED_OR_NOT = String.raw`((?:but\s+)?(?:(?:only|not|except)\s+)?(?:if|unless|as long as)\s[^,.]*)`;
/** A condition said of a state: "if it is dark", "unless Bob isn't home". */
const STATE = String.raw`[^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*`;
const CONDITION_WORD = String.raw`(?:only )?(?:if|unless|as long as|while|provided(?: that)?)`;

/** Hours or days said of a later step alone, between commas: "…, and, on weekdays, start …", "and, after 10pm, turn …". */
const hoursOrDays = (action: string) => String.raw`(?:on (?:weekdays|weekends|${DAY}(?:(?:,| and| or) ${DAY})*)|(?:except|but not|not) (?:on )?[^,.]+|(?:after|before) (?:\d{1,2}(?::\d{2})?(?: ?[ap]m)?|sunset|sunrise|dark|dusk|dawn)|between [^,.]+ and [^,.]+|at night|during the (?:day|night)|in the (?:morning|evening|afternoon))(?=,|\s+(?:also\s+)?(?:${action}))`;

export const stepConditions = (action: string): StepConditions => ({
  stated: new RegExp(String.raw`(?:,\s*(?:and|but|then)(?:\s+then)?,?\s+|\.\s+|;\s*|\s+and(?:\s+then)?,?\s*|\s+then,?\s+)((?:only )?(?:if|unless|as long as|when|whenever|while|provided(?: that)?|assuming(?: that)?) (?![^,.]*\b(?:${EVENT_MARK})\b)[^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*?|(?:only )?${hoursOrDays(action)})(?:,?\s+((?:${action})\s+[^,.]+)|,\s*((?:also |then )?(?:the|my|our|all|her|his|their) [^,.]+)|\s+((?:the|my|our|all|her|his|their) [^,.]+?\s(?:too|as well)))(?=[,.;!]|$)`),
  thenStated: /(?:,\s*(?:and\s+)?(?:also\s+)?|\s+and\s+(?:also\s+)?|;\s*(?:also\s+)?)((?:the|my|our|all|her|his|their) [^,.]+?)\s+(?:too|as well|also)?\s*((?:but\s+)?(?:only\s+)?(?:if|unless|when|as long as) [^,.]*\b(?:is|are|isn't|aren't|'s|'re)\b[^,.]*)$/,
  waited: new RegExp(String.raw`(?:,|\band\b|\bthen\b)\s+(?:then\s+)?((?:${action})(?:(?!\band\b)[^,.])*?\b${WAIT})\b,?\s+${DENIED_OR_NOT}`),
  waitFirst: new RegExp(String.raw`(?:,|\band\b|\bthen\b)\s+(?:then\s+)?(${WAIT},?\s+(?:${action})(?:(?!\band\b)[^,.])*?)\s*,?\s+${DENIED_OR_NOT}`),
  between: new RegExp(String.raw`((?:${action})\s[^,.]*?)\s+(${CONDITION_WORD} ${STATE}),\s*(?:and|then|and then)\s+((?:${action})\s[^,.]+)`),
  last: new RegExp(String.raw`,\s*(?:and|then|and then)\s+((?:${action})\s[^,.]*?)\s+(${CONDITION_WORD} ${STATE})$`),
});
