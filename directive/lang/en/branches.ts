/**
 * How English says the parts of a directive whose clauses have moments of their own (directive/branches.ts): days,
 * states and bounds said once, first or last, for every clause ("…, weekdays only", "If someone is home, …").
 */
import type { BranchWords } from "../branch-shape.ts";
import { DAY, MOMENT_SAID as MOMENT } from "./clock.ts";
import { EVENT_MARK } from "./happenings.ts";

const DAY_WORDS = String.raw`weekdays?|weekends?|workdays?|week days|${DAY}`;
/** Days said first or last of the whole directive ("on weekdays, …", "…, weekdays only"). */
const DAYS = String.raw`(?:(?:on |every )?(?:${DAY_WORDS}(?:(?:,| and| or| to| through| thru|-) ?${DAY})*)(?: only)?)`;
/** A state, not a change: "someone is home", "the bedroom is below 18 degrees" ("the door opens" is an event). */
const STATE = String.raw`(?![^,]*\b(?:${EVENT_MARK}|there is|there are|for \d+)\b)[^,]*\b(?:is|are)\b[^,]*`;
/** Presence and daylight, which "when" says as a state too ("when nobody is home, close …"); other "when"s are events. */
const WHEN_STATE = String.raw`(?:(?:nobody|no one|someone|somebody|anyone|anybody|everyone|everybody|[\p{L}']+) (?:is|are) (?:home|away|not home|out)|it is (?:dark|light))`;

export const BRANCH_WORDS = {
  anyDay: new RegExp(String.raw`\b(?:${DAY_WORDS})\b`),
  daysLast: new RegExp(String.raw`(?:,\s*|\s+)(?:only )?${DAYS}$`),
  daysFirst: new RegExp(String.raw`^(?:only )?${DAYS}(?:,\s*|:?\s+)`),
  everyDay: /\b(?:every day|daily|each day|every night|nightly|all week)\b/,
  stateFirst: new RegExp(String.raw`^(?:(?:only )?(?:if|while|as long as) (${STATE})|(?:only )?when (${WHEN_STATE})|(?:only )?(at night|after dark|during the day)),\s*`, "u"),
  stateLast: (first) => `, only ${first[3] ?? `if ${first[1] ?? first[2]}`}`,
  postponedLast: /^\s+later (?:after|before)\b/,
  momentOnly: new RegExp(String.raw`(?:(?:only|later) (?:after|before) ${MOMENT}|(?:after|before) ${MOMENT} only)$`),
  onlyAfter: new RegExp(String.raw`(?:,\s*|\s+but\s+)(?:but )?(?:only (?:if|when|while|as long as|after dark|at night|during the day|between)\b[^,]*|only (?:after|before) ${MOMENT}|(?:after|before) ${MOMENT} only)$|(?<=\b${MOMENT}(?: (?:on )?(?:weekdays|weekends|every day|daily))?),?\s+(?:but )?(?:only )?(?:if|when|while|as long as|provided(?: that)?) ${STATE}$|\s+later (?:after|before) ${MOMENT}$|\s+(?:between \S+ and \S+|from \S+ (?:to|until|till) \S+),$`),
  saysWhen: /\b(?:at|when|whenever|if|once|every|after|before|from|between|until|sunset|sunrise|dusk|dawn|noon|midnight)\b|\d/,
  // (lang/en/asides.ts has already taken its "too" away: ", and the fountain" with no verb or moment of its own.)
  tooSaid: /,\s*and ((?:the |my |our )?[\p{L}' ]+)$/u,
  tooOwn: /\b(?:at|on|off|open|close|when|if|until|after|before|sunset|sunrise|dusk|dawn)\b/,
  // "…, except on Sundays"; not days before a verb of their own (", and on weekends open it at 9").
  daysSetOff: (actionStart) => new RegExp(String.raw`(?:,\s*(?:but |and )?(?:only |except |not )?|\s(?:only|except|but not|not) )(?:on |at |every )?(?:weekdays?|weekends?|workdays?|week days|${DAY}s?)\b(?![^,]*?\s(?:${actionStart}))[^,]*$`),
  contractions: [
    [/n['’]t\b/g, " not"],
    [/['’]s\b(?= (?:not |still |already )?(?:home|away|out|in|back|on|off|open|closed|dark|light|raining)\b)/g, " is"],
  ],
  // "… and turn them off at 11pm unless Lucy is home", "… Turn it off at 11pm, but only if Lucy is home."
  ownCondition: new RegExp(String.raw`(?:[^,]\s(?<!\bonly\s)|\.\s[^.]*\s)(?:if|unless|when|while|as long as|provided(?: that)?) ${STATE.replace("[^,]*", "[^,.]*")}[.!]?$`, "u"),
  // "…. On weekdays, turn it off at 8", "and on weekends turn it off …".
  daysLead: (actionStart) => new RegExp(String.raw`(?:,|\band|\.)\s+(?:on |every |at )?(?:weekdays?|weekends?|workdays?|${DAY}(?:(?:,| and| or| &|,? to) ${DAY})*)\b,?\s+(?:${actionStart})[^,.]*[.!]?$`),
  clauseBreak: /,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?|\.\s+/,
  clauseMoment: /\d|\b(?:sunset|sunrise|dusk|dawn|noon|midnight)\b/,
  verbAfterWhen: (actionStart) => new RegExp(`^(?:at|on|every|when|if|weekdays?|weekends?|${DAY})\\b[^,]*?\\s(?:${actionStart})`),
} satisfies BranchWords;
