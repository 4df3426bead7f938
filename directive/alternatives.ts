/**
 * Stage "clauses", second half: an event clause that may be either of two events ("at sunset or when anyone comes
 * home"), and a condition clause, which must hold one state (either of two is refused until it can be written).
 */
import { type Context, event, type Event } from "./events.ts";
import { DEVICE_NOUNS } from "./kinds.ts";
import { mention } from "./names.ts";
import { orderInside } from "./orders.ts";
import { stem } from "./text.ts";
import { Refusal, type Trigger } from "./types.ts";

const EXPLICIT_OR = /\bor\s+(?:when|if|whenever)\b/;
const SAYS_EVENT = /\b(?:is|are|was|were|there|opens?|closes?|detects?|arrives?|leaves?|turns?|switch(?:es)?|goes|comes)\b/;

/** "the garage" before "back door opens": the words from the last side's first device noun on. */
function sharedTail(side: string, last: string): string | null {
  const said = side.split(" ");
  if (said.some((w) => DEVICE_NOUNS.has(stem(w)))) return null;
  const words = last.split(" ");
  const at = words.findIndex((w) => DEVICE_NOUNS.has(stem(w)));
  return at > 0 ? `${side} ${words.slice(at).join(" ")}` : null;
}

/** "the back door" before "the french doors open": the side with the last side's words from its verb on. */
function sharedVerb(side: string, last: string): string | null {
  const verb = SAYS_EVENT.exec(last);
  return verb && verb.index > 0 && !SAYS_EVENT.test(side) ? `${side} ${last.slice(verb.index)}` : null;
}

/** The clause read as an event, or null where it does not read as one. */
function attemptEvent(ctx: Context, clause: string): Event | null {
  try {
    return event(ctx, clause, false);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

/**
 * "When the front door or the back door opens", "at sunset or when anyone comes home": either of two
 * events. Each side must read as an event on its own, else the clause is one event naming several
 * things ("the washing machine or dryer is finished").
 */
/** A side that starts with its verb or its comparison, so its subject is the side before's: "… above 27 or below 20". */
const NO_SUBJECT = /^(?:(?:stops|starts|opens|closes|finishes|ends|begins|turns|switches|comes|goes off|leaves|arrives)\b|too |is |are |gets? |goes |drops? |falls? |rises? |climbs? |reaches |hits |exceeds |above|below|over|under|more than|less than|higher|lower|warmer|colder|hotter|cooler|-?\d)/;

export function either(ctx: Context, clause: string, asCondition: boolean): Event[] {
  const sides = clause.split(/,?\s+or\s+(?:when\s+|if\s+|whenever\s+)?/);
  if (sides.length > 1 && !asCondition) {
    const read = sides.map((side) => attemptEvent(ctx, side));
    // "the garage or back door opens": a side with no noun of its own shares the last side's noun and verb.
    for (let i = 0; i < read.length - 1; i++) {
      const shared = read[i] ? null : sharedTail(sides[i]!, sides.at(-1)!);
      if (shared) read[i] = attemptEvent(ctx, shared);
    }
    // "too hot (above 27) or too cold (below 20)": a side with no subject of its own is about the one before.
    for (let i = 1; i < read.length; i++) {
      if (!read[i] && read[i - 1] && NO_SUBJECT.test(sides[i]!)) read[i] = attemptEvent({ ...ctx, pronoun: read[i - 1]!.subjects }, `it ${sides[i]}`);
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
  return asCondition ? [condition(ctx, clause)] : [whole(ctx, clause, sides)];
}

/** Triggers that differ only in their entities as one trigger on all of them, as one clause naming both reads. */
function joined(triggers: Trigger[]): Trigger[] {
  const out: Trigger[] = [];
  const shape = (t: Trigger) => JSON.stringify({ ...t, entity_id: undefined });
  for (const t of triggers) {
    const same = "entity_id" in t ? out.find((o) => "entity_id" in o && shape(o) === shape(t)) : undefined;
    if (same && "entity_id" in same && "entity_id" in t) same.entity_id = [...new Set([...same.entity_id, ...t.entity_id])].sort();
    else out.push("entity_id" in t ? { ...t, entity_id: [...t.entity_id] } : t);
  }
  return out;
}

/**
 * The clause read as one event naming several things ("the balcony door or the big room window is opened"),
 * unless a side with its own noun and no verb names something that reading left out, or it does not read:
 * "the back door or the french doors open" then reads as either side with the last side's verb.
 */
function whole(ctx: Context, clause: string, sides: string[]): Event {
  if (sides.length < 2) return event(ctx, clause, false);
  const read = attemptEvent(ctx, clause);
  const named = new Set(read?.subjects.map((e) => e.entity_id));
  const said = sides.map((side, i) => (i === sides.length - 1 ? side : (sharedVerb(side, sides.at(-1)!) ?? side)));
  const alone = said.map((side) => attemptEvent(ctx, side));
  // "the saloon temperature or the galley temperature", "motion in the office or the garage": a side that names a room
  // and does not read is refused in its own words (the whole clause read the other room alone).
  const unread = alone.findIndex((e, i) => e === null && mention(ctx.index, said[i]!).areas.some((a) => !read?.subjects.some((s) => s.area === a.area_id)));
  if (read && unread >= 0) event(ctx, said[unread]!, false);
  if (read && !alone.some((e) => e?.subjects.some((s) => !named.has(s.entity_id)))) return read;
  if (alone.every((e) => e !== null)) return { triggers: joined(alone.flatMap((e) => e!.triggers)), subjects: alone.flatMap((e) => e!.subjects) };
  if (!read) return event(ctx, clause, false); // refused in the whole clause's own words
  throw new Refusal("unsupported", `HomeDirective could not read “${clause}” as either of its parts; give each its own directive.`);
}

/**
 * "if the front door or the back door is open", "if it's a weekday or Alice is home": either of them, which a
 * condition cannot say (a list of entities, like a list of conditions, needs all of them). Not "20 or more".
 */
const EITHER = /\bor\b(?! (?:more|less|above|below|higher|lower|over|under|greater|fewer|so|later|earlier|warmer|colder|hotter|cooler)\b)/;

/** A condition clause read; "… while Mia is away or Tama is away" (either of two states) is refused, since reading one would drop the other. */
export function condition(ctx: Context, clause: string): Event {
  // "… only if Mia is home when I say so": a second event inside a condition is not a part of it.
  const order = orderInside(clause) ?? /\s(?:when|whenever|once|if)\b.*|\s(?:after|before|while|until) (?:i|we|you|he|she|they)\b.*/.exec(clause);
  if (order) throw new Refusal("unsupported", `HomeDirective could not place “${order[0].replace(/^[\s:–-]+/, "")}”: it is inside the condition “${clause.slice(0, order.index).trim()}”. Try one directive per action.`);
  const sides = clause.split(/,?\s+or\s+(?:when\s+|if\s+|while\s+)?/);
  if (sides.length > 1 && sides.every((side) => attemptEvent(ctx, side) !== null)) throw new Refusal("unsupported", `“${clause}” holds when either of two things is true, which HomeDirective cannot write as a condition yet; give each its own directive.`);
  const read = event(ctx, clause, true);
  // "if Alice or Bob is home" in a household of two is someone home (presence.ts): an "or" said in one condition.
  const someone = read.condition?.condition === "numeric_state" && read.condition.entity_id.includes("zone.home");
  if (!someone && EITHER.test(clause)) throw new Refusal("unsupported", `“${clause}” asks that either of them is so, which one condition cannot say (it needs all of them); name one, or make it the trigger (“when …”).`);
  return read;
}
