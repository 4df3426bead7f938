import { DEVICE_NOUNS } from "./kinds.ts";
import { en } from "./lang/en/index.ts";
import { alternation } from "./lang/word-pattern.ts";
import { stem } from "./text.ts";
import { ACTION_START } from "./verbs.ts";

/** Stage "clauses": the directive cut into its action part, its event and its conditions, as plain strings. */
const C = en.clauses;
/** An event keyword, which ends the actions said first ("turn on the light when …"). */
export const KEYWORD = new RegExp(`(?:^|,\\s*|\\s)(${alternation(C.eventKeywords)})\\s`);
/** Where actions start in a clause that has no comma: a verb not used as a state ("is switched on"), from the operation table. */
export { ACTION_START };
/** "… and turn it off", "… then switch them off": another action, not more of the event. */
const THEN_ACTION = C.thenAction(ACTION_START.source);
/** ", turn off …": a comma before an order ends what came before it. */
const COMMA_ACTION = new RegExp(`,\\s*(?=${ACTION_START.source})`);
export const CONDITION_CLAUSE = C.onlyIf;
/** Where an event or condition clause splits in two (clause-events.ts). */
export const SPLIT_CLAUSE = C.split;

/** Splits the text into the action part and the event and condition clauses. */
export function clauses(text: string): { actions: string; event: string | null; keyword: string | null; conditions: string[]; joined: boolean } {
  const conditions: string[] = [];
  let rest = text;
  for (let m = CONDITION_CLAUSE.exec(rest); m; m = CONDITION_CLAUSE.exec(rest)) {
    conditions.push(m[1]!.trim());
    rest = rest.replace(m[0], " ");
  }
  const k = KEYWORD.exec(rest);
  if (!k) return { actions: rest, event: null, keyword: null, conditions, joined: false };
  // "… at dusk or if anyone comes home": an "if" after "or" is another trigger, never a condition.
  // "at 7pm or when …" whose moment the schedule took: "or" alone is left before the keyword.
  const alternative = C.orBefore.test(rest.slice(0, k.index).trim());
  // "at sunset and when there is motion", "at 7am or when …": the event joined to a moment is another moment.
  const joined = C.joinedBefore.test(rest.slice(0, k.index).trim()) && k[1] !== "if";
  const before = rest.slice(0, k.index).trim().replace(C.orBefore, "");
  let after = rest.slice(k.index + k[0].length);
  let tail = "";
  if (before === "" || before === ",") {
    const comma = after.indexOf(",");
    const verb = eventVerbSkipped(after);
    // "When the kids room lights turn on, reset them": a verb with its particle just before the comma is the event's.
    const own = verb && comma > verb.index && C.verbParticle.test(after.slice(verb.index, comma));
    const cut = comma >= 0 && (!verb || comma <= verb.index || own) ? comma : verb ? verb.index : -1;
    if (cut >= 0) (tail = after.slice(cut).replace(/^,/, "")), (after = after.slice(0, cut));
  } else {
    let comma = after.indexOf(",");
    // "… when the door opens, or when there is motion": another event after the comma is the event's too.
    while (comma >= 0 && C.orAnotherEvent.test(after.slice(comma + 1))) comma = after.indexOf(",", comma + 1);
    if (comma >= 0) (tail = after.slice(comma + 1)), (after = after.slice(0, comma));
    after = after.replace(C.commaBeforeOr, " ");
    // "Turn on the light when there is motion and turn it off after 2 minutes": a verb after "and" starts another step.
    const next = THEN_ACTION.exec(after);
    if (next) (tail = `${after.slice(next.index)} ${tail}`), (after = after.slice(0, next.index));
    // "… when there is motion if the door is open": the "if" after the event is a condition, as after a comma.
    const inner = C.innerCondition.exec(after);
    if (inner) (tail = `${after.slice(inner.index)} ${tail}`), (after = after.slice(0, inner.index));
  }
  // "When the back door closes, turn off the garden lights if they are on": a condition at the end of the actions.
  const own = C.trailingCondition.exec(tail);
  if (own && !C.conditionStart.test(tail)) (conditions.push(own[1]!.trim()), (tail = tail.slice(0, own.index)));
  // "Open the garage door when someone arrives, if it is closed": a condition after the event.
  // "…, if it is open and no one is home, and tell Urska": a step after the condition is a step.
  const more = C.conditionAfter.exec(tail);
  // "when Valentina leaves, if Federico is away, turn off the lamp and close …": the condition ends at its comma.
  const stepAfter = more ? (COMMA_ACTION.exec(more[1]!) ?? THEN_ACTION.exec(more[1]!)) : null;
  if (more) (conditions.push(more[1]!.slice(0, stepAfter?.index).replace(/,\s*$/, "").trim()), (tail = stepAfter ? more[1]!.slice(stepAfter.index).replace(/^,\s*/, "") : ""));
  // "Turn on the light when someone arrives, turn off after 20 mins": a verb after the event starts another step.
  const step = before && ACTION_START.exec(tail)?.index === tail.length - tail.trimStart().length ? ", " : " ";
  return { actions: `${before}${step}${tail}`.trim(), event: after.trim(), keyword: alternative ? "when" : k[1]!, conditions, joined };
}

/**
 * The first order's verb in an event clause; "when the bifold doors open while …": a verb right after the
 * event's plural subject is the event's own, and the order starts later; so is a noun that looks like a verb.
 */
function eventVerbSkipped(after: string): RegExpExecArray | null {
  const verb = ACTION_START.exec(after);
  const subject = verb ? C.pluralSubject.exec(after.slice(0, verb.index)) : null;
  // "the washing machine power is under 5 W": a verb's word followed by the event's own verb is a noun ("power").
  const noun = verb ? C.verbAfterNoun.test(after.slice(verb.index + verb[0].length)) : false;
  if (!verb || (!noun && (!subject || !DEVICE_NOUNS.has(stem(subject[1]!))))) return verb;
  const from = verb.index + verb[0].length;
  const later = ACTION_START.exec(after.slice(from));
  if (later) later.index += from;
  return later;
}

/** "Richard and Lucy are both home" was split at its "and": a piece with no verb joins the next. */
export function joinClauses(pieces: string[]): string[] {
  const out: string[] = [];
  const glue = ` ${C.and} `;
  let carry = "";
  for (const piece of pieces) {
    if (piece.split(" ").length <= 2 && !C.clauseVerb.test(piece)) carry += `${piece}${glue}`;
    else (out.push(carry + piece), (carry = ""));
  }
  // The carry always ends with the glue its last piece was given.
  if (carry) out.push(carry.slice(0, -glue.length));
  return out;
}
