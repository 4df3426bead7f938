/**
 * Remarks: a statement said beside the order that asks nothing of the home: why ("…, it's freezing down there",
 * "the awning gets wrecked in strong wind, so …"), or what happened ("…, Otis left them on again"). The remarks stage
 * (directive/remarks.ts) leaves one out only when it names no device or room of the home, says no time or condition,
 * and does not read as a state of the home ("it is dark", "nobody is home").
 */
import type { Remarks } from "../types.ts";
import { ORDER_VERBS } from "./operations.ts";
import { SUNRISE_SAID, SUNSET_SAID } from "./clock.ts";

const SUN_SAID = `(?:${SUNSET_SAID}|${SUNRISE_SAID})`;

/** A determiner before a noun: what opens a statement's subject, never an order (orders open with their verb). */
const DETERMINER = String.raw`(?:(?:all|both|some|most|half) (?:of )?)?(?:my|our|his|her|their|the|a)`;
const SUBJECT = String.raw`(?:i|we|you|it|they|he|she|that|this|somebody|someone|nobody|no one|everyone|everybody|something|${DETERMINER}(?: [\w']+){1,3}?|[\w']+)`;
/** A verb a statement's subject takes: an auxiliary, an adverb before the verb, or a verb of a statement. */
const VERB = String.raw`(?:is|are|was|were|am|has|have|had|does|do|did|can|cannot|could|will|would|should|must|might|may|keeps?|always|never|just|still|usually|often|really|also|gets?|got|left|goes|went|likes?|loves?|hates?|wants?|needs?|forgets?|forgot|says?|said|thinks?|knows?|gives?|catches|falls|turns|makes?|feels?|seems?|comes?|stays?)`;

/** A person as a subject, who may be said to do anything ("he takes the kayak out", "we sleep in"). */
const PERSON = String.raw`(?:i|we|you|they|he|she|somebody|someone|nobody|no one|everyone|everybody)`;
/** Past forms that do not end in -ed ("the kids fell asleep", "we lost a dock"). */
const PAST = String.raw`(?:fell|lost|took|came|ran|broke|burst|froze|woke|slept|forgot|left|got|went|made|found|saw|heard|told|kept|began|blew|drove|ate|bought|brought|caught|put|set|cut|hit|shut|spent|sent)`;

export const REMARKS = {
  /** The last clause, after a comma, to the end of the directive. */
  after: /,\s*([^,]+)$/,
  /**
   * A reason before the order, joined by "so" or before a request: "the office is cold, so turn …", "friends just
   * pulled up, can you …"; without a comma when an order follows "so" ("my seedlings are leggy so switch on …").
   */
  before: new RegExp(String.raw`^([^,]+?)(?:,\s*(?:(?:and )?so\s+|(?=(?:can|could|would|will) you\b|please\b))|\s+so\s+(?=(?:please |i want (?:to )?|i'd like (?:to )?)?(?:${ORDER_VERBS.join("|")})\b))(?=\S)`),
  /**
   * "… at sunset so nobody can look in from the street", "… at 1am in case somebody forgot some": why, to the end;
   * never a wish ("…, so I want a warning on our phones"), which is the order. Not past a word that starts a moment or
   * a condition ("… so it doesn't run all night after …") or an order ("… and notify me"): those words are the order's,
   * read or refused.
   */
  purpose: new RegExp(String.raw`,?\s+(so(?: that)?|(?:just )?in case|for when)\s+(?!(?:i|we)(?:'d| would| want| need| wish)\b|(?:can|could|would|will) you\b|please\b)((?:(?!\b(?:after|before|until|unless|except|but|and then|and (?:also )?(?:${ORDER_VERBS.join("|")}))\b)[^,])+)(?=$|\s+and (?:then |also )?(?:${ORDER_VERBS.join("|")})\b)`),
  /** "in case someone comes home late", "for when the door opens": a precaution, which never adds a trigger or a condition. */
  precaution: /^(?:just )?in case$|^for when$/,
  /** A moment on the clock or the sun said by the order ("at dusk", "at 11:30pm", "every night"): a precaution's. */
  timed: new RegExp(String.raw`\b(?:at|by|around|from) (?:\d{1,2}(?::\d{2})?(?:am|pm)?\b(?! ?(?:degrees|percent|%|minutes?|hours?|seconds?))|${SUN_SAID}|midnight|noon)|\b(?:before|after) ${SUN_SAID}\b|\bevery (?:day|night|morning|evening|weekday)\b|\bon week(?:days|ends)\b`),
  /** "so it does not turn on the garage light", "so the kids will not wake up": what should not happen. */
  negated: /^(?:[\w']+ ){1,4}?(?:does|do|did|will|would|can|could|is|are|was|were) not\b|^(?:[\w']+ ){1,4}?(?:cannot|never)\b/,
  /**
   * A statement: a subject, then a verb. A clause that opens with a determiner ("the kids kick their blankets off") is
   * a statement too, or a verbless order ("the porch light on"), which names its device and so is never a remark.
   */
  statement: new RegExp(String.raw`^(?:because |as |since |cause |otherwise |or else )?(?:${SUBJECT} ${VERB}\b|${PERSON} [a-z]+\b|${SUBJECT} (?:[a-z]+ed|${PAST})\b|${DETERMINER} [\w']+ [a-z]+|(?:i|we|you|they|he|she|it|that)'(?:ve|d|re|s|m|ll) |[\w]+'(?:s|re) [\w]+ing\b)`),
  /**
   * Words that say on what condition or on which days, what should happen ("it will pause …"), ask for a message, or join a second
   * clause that may be an order ("… and then feed the cat"; "and it's stuffy" joins a statement), or open with an order said
   * not to happen ("…, but don't turn on the porch light", where "but do" read as a subject and its verb): never in a remark.
   * An order has no subject before its verb, so it is never a statement. "before" or "after" that ends the clause
   * says "in the past" ("pipes up here have burst before"), no time.
   */
  asks: /^(?:but |and )?(?:do not|don't|never) |\b(?:if|unless|only|whichever|which|while|whilst|until|till|(?:before|after)(?= \S)|between|except|whenever|once(?=\s+\S)|then|will|shall|should|must|or|plus|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|notify|tell|remind|alert|text|message|please)\b|\band (?!(?:i|we|you|it|they|he|she|it's|we're|i'm|they're|that's)\b)|\d/,
  /**
   * Words that say when: in a remark only when the order says its own time or event ("Towel warmer on at 7, we only
   * shower in the mornings", "if the hatch is left open …, rain gets in"); "it's dark in the evenings, so turn on the
   * porch light" asks for no order now. ("if", "once", "whenever" never stand in a remark: `asks` has them.)
   */
  times: /\b(?:(?:every|each) (?:day|night|week|hour|minute|morning|evening)|daily|nightly|when|whenever|if|once|during|at|by|midnight|noon|midday|sunset|sunrise|dusk|dawn|(?:is|gets?|getting|goes|going|after|until|till) dark|darkness|daylight|sun (?:is |has |goes |comes )?(?:up|down|out|set|sets|rises|risen|gone)|raining|rains?|mornings?|afternoons?|evenings?|nights?|tonight|home|away|arrives?|leaves?|back)\b/,
} satisfies Remarks;
