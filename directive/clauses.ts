import { type Context, event, type Event } from "./events.ts";
import { KIND_WORDS, SENSES, SOFT_KINDS } from "./kinds.ts";
import { stem } from "./text.ts";
import { Refusal } from "./types.ts";
import { ACTION_START } from "./verbs.ts";
import { orderInside } from "./orders.ts";

/** Stage "clauses": the directive cut into its action part, its event and its conditions, as plain strings. */
export const KEYWORD = /(?:^|,\s*|\s)(whenever|when|if|once|as soon as|every time|each time|while|in case)\s/;
/** Where actions start in a clause that has no comma: a verb not used as a state ("is switched on"), from the operation table. */
export { ACTION_START };
/** "… and turn it off", "… then switch them off": another action, not more of the event. */
const THEN_ACTION = new RegExp(`\\s(?:and|then|and then)\\s+(?:then\\s+)?(?=${ACTION_START.source})`);
export const CONDITION_CLAUSE = /(?:,\s*|\s)(?:but )?(?:only (?:if|when|while)|provided(?: that)?|as long as)\s+([^,]*)/;
export const SPLIT_CLAUSE = /\s(?:and|but|while)\s(?=(?:\S+ ){0,5}(?:is|are|has|have)\b)|,\s*(?:and\s)?(?=(?:\S+ ){0,5}(?:is|are)\b)/;

/** Splits the text into the action part and the event and condition clauses. */
export function clauses(text: string): { actions: string; event: string | null; keyword: string | null; conditions: string[] } {
  const conditions: string[] = [];
  let rest = text;
  for (let m = CONDITION_CLAUSE.exec(rest); m; m = CONDITION_CLAUSE.exec(rest)) {
    conditions.push(m[1]!.trim());
    rest = rest.replace(m[0], " ");
  }
  const k = KEYWORD.exec(rest);
  if (!k) return { actions: rest, event: null, keyword: null, conditions };
  // "… at dusk or if anyone comes home": an "if" after "or" is another trigger, never a condition.
  const alternative = /\sor$/.test(rest.slice(0, k.index).trim());
  const before = rest.slice(0, k.index).trim().replace(/\s+or$/, "");
  let after = rest.slice(k.index + k[0].length);
  let tail = "";
  if (before === "" || before === ",") {
    const comma = after.indexOf(",");
    const verb = eventVerbSkipped(after);
    // "When the kids room lights turn on, reset them": a verb with its particle just before the comma is the event's.
    const own = verb && comma > verb.index && /^\w+ (?:on|off)\s*$/.test(after.slice(verb.index, comma));
    const cut = comma >= 0 && (!verb || comma <= verb.index || own) ? comma : verb ? verb.index : -1;
    if (cut >= 0) (tail = after.slice(cut).replace(/^,/, "")), (after = after.slice(0, cut));
  } else {
    const comma = after.indexOf(",");
    if (comma >= 0) (tail = after.slice(comma + 1)), (after = after.slice(0, comma));
    // "Turn on the light when there is motion and turn it off after 2 minutes": a verb after "and" starts another step.
    const next = THEN_ACTION.exec(after);
    if (next) (tail = `${after.slice(next.index)} ${tail}`), (after = after.slice(0, next.index));
  }
  // "When the back door closes, turn off the garden lights if they are on": a condition at the end of the actions.
  const own = /\s(?:but )?(?:only )?(?:if|as long as) ((?:it|they|the|he|she|\w+) [^,]*\b(?:is|are)\b[^,]*)$/.exec(tail);
  if (own && !/^\s*(?:and |but )?(?:only )?(?:if|while|as long as)\b/.test(tail)) (conditions.push(own[1]!.trim()), (tail = tail.slice(0, own.index)));
  // "Open the garage door when someone arrives, if it is closed": a condition after the event.
  const more = /^\s*(?:and |but )?(?:only )?(?:if|while|as long as) (.*)$/.exec(tail);
  if (more) (conditions.push(more[1]!.trim()), (tail = ""));
  // "Turn on the light when someone arrives, turn off after 20 mins": a verb after the event starts another step.
  const step = before && ACTION_START.exec(tail)?.index === tail.length - tail.trimStart().length ? ", " : " ";
  return { actions: `${before}${step}${tail}`.trim(), event: after.trim(), keyword: alternative ? "when" : k[1]!, conditions };
}

/**
 * The first order's verb in an event clause; "when the bifold doors open while …": a verb right after the
 * event's plural subject is the event's own, and the order starts later; so is a noun that looks like a verb.
 */
function eventVerbSkipped(after: string): RegExpExecArray | null {
  const verb = ACTION_START.exec(after);
  const subject = verb ? /^(?:the|my|our|all|both|any|either)\b[^,\d]*?\b([\w'-]+s)\s+$/.exec(after.slice(0, verb.index)) : null;
  // "the washing machine power is under 5 W": a verb's word followed by the event's own verb is a noun ("power").
  const noun = verb ? /^\s+(?:is|are|was|were|has|have|goes|drops|falls|rises|gets|reads|exceeds)\b/.test(after.slice(verb.index + verb[0].length)) : false;
  if (!verb || (!noun && (!subject || !NOUNS.has(stem(subject[1]!))))) return verb;
  const from = verb.index + verb[0].length;
  const later = ACTION_START.exec(after.slice(from));
  if (later) later.index += from;
  return later;
}

/** "Richard and Lucy are both home" was split at its "and": a piece with no verb joins the next. */
export function joinClauses(pieces: string[]): string[] {
  const out: string[] = [];
  let carry = "";
  for (const piece of pieces) {
    if (piece.split(" ").length <= 2 && !/\b(?:is|are|has|have|was|were|opens?|closes?|leaves?|arrives?|comes?|gets?|goes?)\b/.test(piece)) carry += `${piece} and `;
    else (out.push(carry + piece), (carry = ""));
  }
  if (carry) out.push(carry.replace(/ and $/, ""));
  return out;
}


/**
 * "When the front door or the back door opens", "at sunset or when anyone comes home": either of two
 * events. Each side must read as an event on its own, else the clause is one event naming several
 * things ("the washing machine or dryer is finished").
 */
const NOUNS = new Set([...Object.keys(SENSES), ...Object.keys(KIND_WORDS), ...Object.keys(SOFT_KINDS), "sensor"]);

/** "the garage" before "back door opens": the words from the last side's first device noun on. */
function sharedTail(side: string, last: string): string | null {
  const said = side.split(" ");
  if (said.some((w) => NOUNS.has(stem(w)))) return null;
  const words = last.split(" ");
  const at = words.findIndex((w) => NOUNS.has(stem(w)));
  return at > 0 ? `${side} ${words.slice(at).join(" ")}` : null;
}

function attemptEvent(ctx: Context, clause: string): Event | null {
  try {
    return event(ctx, clause, false);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

const EXPLICIT_OR = /\bor\s+(?:when|if|whenever)\b/;
const SAYS_EVENT = /\b(?:is|are|was|were|there|opens?|closes?|detects?|arrives?|leaves?|turns?|switch(?:es)?|goes|comes)\b/;

export function either(ctx: Context, clause: string, asCondition: boolean): Event[] {
  const sides = clause.split(/,?\s+or\s+(?:when\s+|if\s+|whenever\s+)?/);
  if (sides.length > 1 && !asCondition) {
    const read = sides.map((side) => {
      try {
        return event(ctx, side, false);
      } catch (error) {
        if (error instanceof Refusal) return null;
        throw error;
      }
    });
    // "the garage or back door opens": a side with no noun of its own shares the last side's noun and verb.
    for (let i = 0; i < read.length - 1; i++) {
      const shared = read[i] ? null : sharedTail(sides[i]!, sides.at(-1)!);
      if (shared) read[i] = attemptEvent(ctx, shared);
    }
    // "too hot (above 27) or too cold (below 20)": a side with no subject of its own is about the one before.
    for (let i = 1; i < read.length; i++) {
      if (read[i] || !read[i - 1]) continue;
      try {
        read[i] = event({ ...ctx, pronoun: read[i - 1]!.subjects }, `it ${sides[i]}`, false);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
      }
    }
    if (read.every((e) => e !== null)) return read as Event[];
    // "above 25 or when there is motion": a side that says an event of its own and cannot be read is refused
    // with its own reason; reading the whole clause as one event would drop it ("20 degrees or more" reads whole).
    const lost = sides.findIndex((side, i) => !read[i] && (EXPLICIT_OR.test(clause) || SAYS_EVENT.test(side)));
    if (lost >= 0) {
      event(ctx, clause, false); // a whole clause that does not read either says why in its own words first
      event(ctx, sides[lost]!, false);
    }
  }
  return asCondition ? [condition(ctx, clause)] : [event(ctx, clause, false)];
}


/** A condition clause read; "… while Mia is away or Tama is away" (either of two states) is refused, since reading one would drop the other. */
export function condition(ctx: Context, clause: string): Event {
  // "… only if Mia is home when I say so": a second event inside a condition is not a part of it.
  const order = orderInside(clause) ?? /\s(?:when|whenever|once|if)\b.*|\s(?:after|before|while|until) (?:i|we|you|he|she|they)\b.*/.exec(clause);
  if (order) throw new Refusal("unsupported", `HomeDirective could not place “${order[0].replace(/^[\s:–-]+/, "")}”: it is inside the condition “${clause.slice(0, order.index).trim()}”. Try one directive per action.`);
  const sides = clause.split(/,?\s+or\s+(?:when\s+|if\s+|while\s+)?/);
  if (sides.length > 1 && sides.every((side) => attemptEvent(ctx, side) !== null)) throw new Refusal("unsupported", `“${clause}” holds when either of two things is true, which HomeDirective cannot write as a condition yet; give each its own directive.`);
  return event(ctx, clause, true);
}

