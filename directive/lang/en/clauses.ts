/**
 * How English cuts a directive into actions, an event and conditions (directive/clauses.ts): "turn on the light when
 * the door opens, but only if it is dark", "… when there is motion and turn it off after 2 minutes".
 */
import type { ClauseWords } from "../clause-shape.ts";
import { EVENT_VERB } from "./happenings.ts";

/** Who may be said before "but" as a person, not a second clause: "nobody but Bob". */
const ANYONE = "nobody|no one|everyone|everybody|anyone|anybody|someone|somebody|all of us";

export const CLAUSE_WORDS = {
  eventKeywords: ["whenever", "when", "if", "once", "as soon as", "every time", "each time", "while", "in case"],
  // "… and turn it off", "… then switch them off": another action, not more of the event.
  thenAction: (actionStart) => new RegExp(`\\s(?:and|then|and then)\\s+(?:then\\s+)?(?=${actionStart})`),
  onlyIf: /(?:,\s*|\s)(?:but )?(?:only (?:if|when|while)|provided(?: that)?|as long as)\s+([^,]*)/,
  // A split needs a second subject with its verb after "and", "but" (not "nobody but Bob") or "while", or a comma.
  split: new RegExp(String.raw`\s(?:and|(?<!\b(?:${ANYONE}) )but(?! not\b)|while|as long as)\s(?=(?:\S+ ){0,7}(?:is|are|was|were|has|have)\b|(?:the|my|our|a|an|someone|somebody|anyone|nobody|everyone|it)\s(?:\S+ ){0,4}(?:${EVENT_VERB})\b)|,\s*(?:and\s)?(?=(?:\S+ ){0,5}(?:is|are)\b)`),
  orBefore: /(?:^|\s+)or$/,
  // "at sunset and when there is motion", "at 7am or also when …".
  joinedBefore: /(?:^|\s)(?:or|and)(?: also)?$/,
  verbParticle: /^\w+ (?:on|off)\s*$/,
  orAnotherEvent: /^\s*or\s+(?:when|whenever|if|once)\b/,
  commaBeforeOr: /,\s*(?=or\s)/g,
  // Not after "or": "… or if …" is another event.
  innerCondition: /(?<!\bor)\s(?=(?:if|as long as)\s)/,
  trailingCondition: /\s(?:but )?(?:only )?(?:if|as long as) ((?:it|they|the|he|she|\w+) [^,]*\b(?:is|are)\b[^,]*)$/,
  conditionStart: /^\s*(?:and |but )?(?:only )?(?:if|while|as long as)\b/,
  conditionAfter: /^\s*(?:and |but )?(?:only )?(?:if|while|as long as) (.*)$/,
  pluralSubject: /^(?:the|my|our|all|both|any|either)\b[^,\d]*?\b([\w'-]+s)\s+$/,
  verbAfterNoun: /^\s+(?:is|are|was|were|has|have|goes|drops|falls|rises|gets|reads|exceeds)\b/,
  // "kitchen motion and the front door is open": a motion said by its sensor's name is an event of its own.
  clauseVerb: /\b(?:is|are|has|have|was|were|opens?|closes?|leaves?|arrives?|comes?|gets?|goes?|rains|starts|stops)\b|\b(?:motion|movement|presence|occupancy)$/,
  and: "and",
} satisfies ClauseWords;
