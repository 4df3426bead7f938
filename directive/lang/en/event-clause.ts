/**
 * How English says one clause's event beside its states (directive/clause-events.ts): "if nobody is home and the mill
 * door opens", "when it has been open for 30 minutes", "… if it's on and the garden lights".
 */
import type { EventClauseWords } from "../chain-shape.ts";
import { EVENT_VERB } from "./happenings.ts";

/** The verbs of a state said of a device ("is open"); said negated too ("isn't home"). */
const STATE_VERBS = ["is", "are"];

export const EVENT_CLAUSE_WORDS = {
  andTail: /\s(?:and|but)\s((?!(?:the|my|our|a|an|any|all|every|either|both|his|her|their)\b)\S+(?: \S+)?)$/,
  // "when someone enters and off after …": an action left inside the event.
  stray: /\b(?:and|but|then)\s+(?:then\s+)?(?:turn\s+|switch\s+)?(?:them\s+|it\s+)?(?:back\s+)?(?:on|off|to \d)\b.*|(?<!\bor )\b(?:when|whenever|if|once)\b.*|\s(?:after|before|until) (?:i|we|you|he|she|they)\b.*|\s(?:except|apart from|excluding)\s.*/,
  eventive: new RegExp(String.raw`\b(?:${EVENT_VERB}|is pressed|detected|there is (?:motion|movement))\b`),
  stateVerbs: STATE_VERBS,
  stativeVerbs: [...STATE_VERBS, ...STATE_VERBS.map((verb) => `${verb}n't`)],
  passiveChange: /\b(?:is|are) (?:opened|closed|switched|turned|detected)\b/,
  present: /^(?:\S+ ){0,2}(?:is|are) (?:at home|home|away|not home|out)$/,
  deviceAfterState: /\b(?:is|are)\s+(?:still\s+|already\s+)?(?:on|off|open|closed|running)\s+and\s+((?:the|my|our|all)\s+(?:(?!\b(?:is|are|was|were|has|have|opens?|closes?|turns?|goes|gets)\b)[\w' ])+)$/,
  deviceIt: /^it (?:is|was) (?:still |already |currently )?(?:on|off|open|closed|shut|running)\b/,
  trailingAnd: /\s+and\s*$/,
  forADuration: /\bfor \d/,
  heldFor: /\bfor (?:at least |more than |over |longer than )?\d/,
  orAtEnd: /\bor$/,
} satisfies EventClauseWords;
