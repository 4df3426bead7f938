/** Stage "events" of one clause: its triggers and conditions from the time words, the event clause and the "only if"s. */
import { condition, either } from "./alternatives.ts";
import { SPLIT_CLAUSE, type clauses, joinClauses } from "./clauses.ts";
import { en } from "./lang/en/index.ts";
import { anyWord } from "./lang/word-pattern.ts";
import { PAST_A_NUMBER } from "./lang/en/thresholds.ts";
import { orderInside } from "./orders.ts";
import { type Context, event, type Event } from "./events.ts";
import type { Schedule } from "./schedule.ts";
import { type Condition, type Entity, Refusal, type Trigger } from "./types.ts";
import { stem, words } from "./text.ts";
import { ACTION_START } from "./verbs.ts";

const W = en.chain.events;
/** A word or two after "and" at the end of an event clause, no determiner before them. */
const AND_TAIL = W.andTail;

/** "after midnight", "before midnight": a time condition that every moment of HA's day meets, or its side of midnight. */
const vacuous = (c: Condition) => (c.condition === "time" && ((c.after === "00:00:00" && !c.before) || (c.before === "00:00:00" && !c.after)) ? (c.after ? "after" : "before") : null);

type Clauses = ReturnType<typeof clauses>;

/** An action left inside the event ("when someone enters and off after …") was not placed: refused, never dropped. */
const STRAY = W.stray;

/** A clause that says a change (an event), and one that says only a state. */
const EVENTIVE = W.eventive;
const STATE = anyWord(W.stateVerbs);
/** A reading past a number ("is over 60", "less than 60 percent"). */
const READING = PAST_A_NUMBER;

/** Who is home, a state: "someone is home", "Bob is away". */
const PRESENT = W.present;

/** A device said after a state with "and", and no state of its own: "it is on and the garden lights". */
const DEVICE_AFTER_STATE = W.deviceAfterState;

/** Every place a step starts, to count the steps of an action part. */
const ACTION_STARTS = new RegExp(ACTION_START.source, "g");

/** "it is still on": a device's state, said of one device. */
const DEVICE_IT = W.deviceIt;
/** A state, with its negations ("isn't"): a clause that may only narrow a moment. */
const STATIVE = anyWord(W.stativeVerbs);

/**
 * A state whose device is unclear: "turn off the boiler if it's on, and switch off the pond pump", where "it" is one
 * device of several steps' (one step's plural, "the patio lights off if its still on", is the group it names); and
 * "… if it's on and the garden lights", where the device after the state may be a step of its own.
 */
function refuseUnclearState(clause: string, targets: Entity[], actions: string): void {
  // "turn off the spa pool if it's on and the garden lights": a device after the state, with no state of its own, may
  // be another step or part of the condition.
  const after = DEVICE_AFTER_STATE.exec(clause);
  if (after) throw new Refusal("ambiguous", `“${after[1]}” after “if ${clause.slice(0, clause.length - after[1]!.length).replace(W.trailingAnd, "")}” may be another step or part of the condition; give the step its own verb (“…, and turn off ${after[1]}”).`);
  const steps = actions.match(ACTION_STARTS)?.length ?? 0;
  if (!DEVICE_IT.test(clause) || steps < 2 || new Set(targets.map((t) => t.name)).size < 2) return;
  throw new Refusal("ambiguous", `“it” in “if ${clause}” could mean any of ${targets.map((t) => `“${t.name}”`).join(", ")}; name the device, or say “they”.`);
}

/** Stage "events": the triggers and conditions of the time words, the event clause and the "only if"s. */
export function readEvents(ctx: Context, parts: Clauses, when: Schedule, targets: Entity[]) {
  const triggers: Trigger[] = [...when.triggers];
  const conditions: Condition[] = [...when.conditions];
  if (when.weekdays) conditions.push({ condition: "time", weekday: when.weekdays });
  const events: Event[] = [];
  // Devices the event clause's conditions name ("… but the light is still on"), for a later "it".
  const named: Entity[] = [];
  if (parts.event) {
    const stray = STRAY.exec(parts.event) ?? orderInside(parts.event);
    if (stray) throw new Refusal("unsupported", `HomeDirective could not place “${stray[0]}”: it read “${parts.event.slice(0, stray.index).trim()}” as the event and found another action after it. Try one directive per action.`);
    const said = joinClauses(parts.event.split(SPLIT_CLAUSE).map((c) => c.trim()).filter(Boolean));
    // "If nobody is home and the mill door opens": the state said first narrows the event said after it, which starts it.
    const moving = said.findIndex((c, i) => i > 0 && EVENTIVE.test(c));
    if (triggers.length === 0 && said.length > 1 && STATE.test(said[0]!) && !EVENTIVE.test(said[0]!) && !W.forADuration.test(said[0]!) && moving > 0) said.unshift(...said.splice(moving, 1));
    // "if someone is home and the bedroom is above 25": who is home narrows; the reading's crossing starts it.
    const reading = said.findIndex((c, i) => i > 0 && READING.test(c) && !PRESENT.test(c));
    if (triggers.length === 0 && moving < 0 && PRESENT.test(said[0]!) && reading > 0) said.unshift(...said.splice(reading, 1));
    const [first, ...others] = said;
    // "kitchen motion and cold", "the back door opens and home": a word or two after "and" that names nothing of the
    // home was read by no rule, and the event reader left it out.
    const tail = AND_TAIL.exec(first!);
    if (tail && words(tail[1]!).some((w) => !ctx.index.names.has(stem(w)))) throw new Refusal("unsupported", `HomeDirective did not understand “and ${tail[1]}” after “${first!.slice(0, tail.index)}”; say it as a condition (“and it is dark”, “and nobody is home”).`);
    // Beside a clock or sun trigger, "if …" and a state ("when nobody is home") only narrow it.
    const stative = STATIVE.test(first!) && !W.passiveChange.test(first!);
    // "…when it has been open for 30 minutes, or at 10pm": a state held for a time is an event.
    const held = W.heldFor.test(first!) && parts.keyword !== "if";
    // "when it is below 80 or at sunset": the state said as the moment's alternative starts it too.
    // "at sunset and when there is motion on the porch": a "when" joined to the moment by "and" or "or" is a moment too.
    const alternative = W.orAtEnd.test(first!) || parts.joined;
    const asCondition = parts.keyword === "while" || (triggers.length > 0 && !held && !alternative && (parts.keyword === "if" || stative));
    if (asCondition) refuseUnclearState(first!, targets, parts.actions);
    for (const e of either(ctx, first!, asCondition)) {
      events.push(e);
      triggers.push(...e.triggers);
      if (e.condition) conditions.push(e.condition);
    }
    for (const c of others) {
      const read = condition(ctx, c);
      conditions.push(read.condition!);
      named.push(...read.subjects);
    }
    // "If the hangar humidity is over 60 and the outside humidity under 60": readings alone, with "if", hold together;
    // the rule starts when either crosses while the other holds, so each is a trigger and a condition.
    if (parts.keyword === "if" && when.triggers.length === 0 && others.length > 0 && said.every((c) => READING.test(c))) {
      for (const c of others) triggers.push(...event(ctx, c, false).triggers);
      conditions.unshift(condition(ctx, first!).condition!);
    }
  }
  // "…, if it is still on": the target itself; a condition names the action's targets, not an earlier event's.
  const own: Context = { ...ctx, pronoun: targets.length > 0 ? targets : ctx.pronoun };
  for (const c of parts.conditions.flatMap((c) => c.split(SPLIT_CLAUSE))) {
    refuseUnclearState(c.trim(), targets, parts.actions);
    conditions.push(condition(own, c.trim()).condition!);
  }
  // "after 8pm and before midnight": midnight ends another side's window, which says the hours.
  const bounded = when.openEnded.filter((o) => o.condition.condition === "time" && !vacuous(o.condition)).length > 0;
  for (const open of when.openEnded) {
    if (triggers.length === 0) triggers.push(open.trigger);
    else if (vacuous(open.condition) && !bounded) throw new Refusal("ambiguous", `“${vacuous(open.condition)} midnight” beside an event holds all day, as Home Assistant's day starts and ends then; say ${vacuous(open.condition) === "after" ? "until when (“between midnight and 6am”)" : "from when (“between 6pm and midnight”)"}.`);
    else conditions.push(open.condition);
  }
  return { triggers, conditions: withoutArriving(triggers, conditions), subjects: events.flatMap((e) => e.subjects), named };
}

/** "when Alice gets home and nobody is home": nobody else; the one arriving is home by then (the rule never ran). */
function withoutArriving(triggers: Trigger[], conditions: Condition[]): Condition[] {
  const arriving = new Set(triggers.flatMap((t) => (t.trigger === "state" && t.to === "home" ? t.entity_id : [])));
  if (arriving.size === 0) return conditions;
  return conditions.flatMap((c) => {
    if (c.condition !== "state" || c.state !== "not_home" || !c.entity_id.some((id) => arriving.has(id))) return [c];
    const others = c.entity_id.filter((id) => !arriving.has(id));
    // "when anyone gets home, unless someone is home": nobody but the one arriving, which is the first one home; left
    // out, the automation ran on every arrival.
    if (others.length === 0 && arriving.size > 1) throw new Refusal("ambiguous", "Nobody home beside anyone arriving says the first one home; say “when the first person gets home”.");
    return others.length > 0 ? [{ ...c, entity_id: others }] : [];
  });
}
