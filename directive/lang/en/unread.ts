/**
 * Wordings no stage reads, though every word of them is in the language's tables: the coverage of words alone lets
 * them through, and the automation would do what they say not to, or every time instead of once. Each is refused,
 * naming its words (directive/unread.ts). A wording a stage comes to read is taken out of this table.
 */
import { ORDER_VERBS } from "./operations.ts";

/** Who may be the subject of a verb: "if I don't close the door" is an event said of a person, not an order. */
const SUBJECT = String.raw`(?<!\b(?:i|we|you|they|he|she|it|who|that|which|someone|somebody|anyone|anybody|nobody|everyone|everybody)\s)`;
/** How much of a comparison: "a bit dimmer", "much warmer". */
const DEGREE = String.raw`(?:(?:a )?(?:bit|little|lot|touch|tad) |much |slightly |even |way )?`;
/** A comparison said as a state ("it is getting colder", "when it's a bit cooler"): a remark about the home, not a step. */
const STATED = String.raw`(?<!\b(?:is|are|was|were|be|been|gets?|getting|got|becomes?|becoming|feels?|feeling|stays?|it's|that's)\s(?:(?:getting|a|bit|little|lot|touch|tad|much|slightly|even|way|far)\s){0,3})`;

export const UNREAD: readonly RegExp[] = [
  // "don't set the heating to 19", "when anyone gets home never turn on the hall light": an order said not to happen.
  new RegExp(String.raw`${SUBJECT}\b(?:do not|don't|dont|never)(?: ever)? (?:${ORDER_VERBS.join("|")})\b`),
  // "…, the first time", "after the second time", "twice": which occurrence, or how many, which no trigger counts.
  /\b(?:the |a )?(?:first|second|third|fourth|fifth|next|\d+(?:st|nd|rd|th)) times?\b|\b(?:twice|thrice|(?:two|three|four|five|\d+) times)\b/,
  // "…, the day after", "the next morning": a day other than the one the trigger fires on.
  /\bthe (?:day|night|morning|evening|week) (?:after|before)\b|\b(?:the )?(?:next|following) (?:day|morning|evening|night|week)\b/,
  // "close the shutters by rain", "in a storm": weather said as a circumstance, which no event or condition of it reads.
  /\b(?:by|in|during|with|on) (?:the |a )?(?:rain|snow|wind|storm|frost|hail|thunder)\b(?! (?:sensor|detector|gauge|meter)s?\b)/,
  // "turn on the lights, a bit dimmer", "make it warmer": a change from the present level, which no value says. Only
  // where a clause or a time goes on: "warmer than 5 degrees" is a threshold, "colder air" a noun's, "the dimmer to 40 %" a device.
  new RegExp(String.raw`${STATED}\b${DEGREE}(?:brighter|dimmer|darker|warmer|cooler|colder|hotter|louder|quieter)(?=\s*(?:$|[,.!?;]|(?:and|then|at|when|whenever|if|in|on|now|again|please|every|after|before|until|while)\b))`),
];
