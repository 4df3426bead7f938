/**
 * Remarks: a statement said beside the order that asks nothing of the home: why ("…, it's freezing down there",
 * "the awning gets wrecked in strong wind, so …"), or what happened ("…, Otis left them on again"). The remarks stage
 * (directive/remarks.ts) leaves one out only when it names no device or room of the home, says no time or condition,
 * and does not read as a state of the home ("it is dark", "nobody is home").
 */
import type { Remarks } from "../types.ts";

const SUBJECT = String.raw`(?:i|we|you|it|they|he|she|that|this|somebody|someone|nobody|no one|everyone|everybody|something|(?:my|our|his|her|their|the|a)(?: [\w']+){1,3}?|[\w']+)`;
/** A verb a statement's subject takes: an auxiliary, an adverb before the verb, or a verb of a statement. */
const VERB = String.raw`(?:is|are|was|were|am|has|have|had|does|do|did|can|cannot|could|will|would|should|must|might|may|keeps?|always|never|just|still|usually|often|really|also|gets?|got|left|goes|went|likes?|loves?|hates?|wants?|needs?|forgets?|forgot|says?|said|thinks?|knows?|gives?|catches|falls|turns|makes?|feels?|seems?|comes?|stays?)`;

export const REMARKS = {
  /** The last clause, after a comma, to the end of the directive. */
  after: /,\s*([^,]+)$/,
  /** A reason before the order, joined by "so": "the office is cold in the mornings, so turn …". */
  before: /^([^,]+),\s*(?:and )?so\s+(?=\S)/,
  /** A statement: a subject, then a verb. */
  statement: new RegExp(String.raw`^(?:because |as |since |cause )?(?:${SUBJECT} ${VERB}\b|(?:i|we|you|they|he|she|it|that)'(?:ve|d|re|s|m|ll) )`),
  /**
   * Words that say when or on what condition, what should happen ("it will pause …"), ask for a message, or join a
   * second clause ("… and then feed the cat" may be an order): never part of a remark. An order has no subject
   * before its verb, so it is never a statement.
   */
  saysWhen: new RegExp(String.raw`\b(?:if|unless|only|while|whilst|until|till|before|after|between|except|every|each|daily|nightly|when|whenever|once|during|then|at|by|midnight|noon|midday|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|sunset|sunrise|dusk|dawn|(?:is|gets?|getting|goes|going|after|until|till) dark|darkness|daylight|sun (?:is |has |goes |comes )?(?:up|down|out|set|sets|rises|risen|gone)|raining|rains?|mornings?|afternoons?|evenings?|nights?|tonight|home|away|arrives?|leaves?|back|will|shall|should|must|and|or|plus|notify|tell|remind|alert|text|message|please)\b|\d`),
} satisfies Remarks;
