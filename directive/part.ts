/**
 * One clause of a directive compiled: its time words, its steps resolved against the home, its event and
 * conditions read, then the action list assembled. Each function takes and gives plain data.
 */
import { delay, undo } from "./actions.ts";
import { contradiction, mergeTime, whicheverLater } from "./assemble.ts";
import type { Before, Part } from "./branches.ts";
import { readEvents } from "./clause-events.ts";
import { duration } from "./describe-when.ts";
import { clauses } from "./clauses.ts";
import type { Context } from "./events.ts";
import type { Index } from "./home-index.ts";
import { plan } from "./plan.ts";
import { inEventRoom } from "./event-room.ts";
import { type Resolved, referent, resolveSteps, settle } from "./step-targets.ts";
import { schedule } from "./schedule.ts";
import { hms } from "./time.ts";
import { type Action, type Entity, Refusal, type Result, type Trigger } from "./types.ts";

export const NOTHING: Before = { targets: [], subjects: [] };

/** "Switch off the coffee machine after 30 minutes": once it has been on that long, its own trigger. */
function afterWait(resolved: Resolved[], triggers: Trigger[]): void {
  const only = resolved.length === 1 ? resolved[0]! : null;
  if (triggers.length > 0 || !only?.planned.step.delay) return;
  const { step } = only.planned;
  // Only an off or a close follows a time in the state before it; "open the garage door after 5 minutes" counts from now.
  if (step.countdown || !["off", "close"].includes(step.op)) throw new Refusal("unsupported", `“${step.countdown ? "in" : "after"} ${duration(hms(step.delay!))}” counts from now, which is a timer, not an automation; say what it should follow (“after it has been on for …”, “when …”).`);
  // A thermostat is never "on": its state is its mode, which the words do not say.
  if (only.targets.some((e) => e.domain === "climate")) throw new Refusal("unsupported", `A thermostat's state is its mode, not “on”; say which (“when it has been heating for ${duration(hms(step.delay!))}”).`);
  triggers.push({ trigger: "state", entity_id: only.targets.map((e) => e.entity_id).sort(), to: step.op === "close" ? "open" : "on", for: hms(step.delay!) });
  step.delay = undefined;
}

/** Stage "assemble": the steps in order with their waits, and for "for N minutes" the wait and every undo. */
function actionList(index: Index, resolved: Resolved[]): Action[] {
  const list: Action[] = [];
  const undone: Action[] = [];
  let held: number | undefined;
  for (const r of resolved) {
    // "… for 20 minutes, then the back sprinklers": what was held ends before the next step starts.
    if (r.planned.step.sequenced && held !== undefined) {
      list.push(delay(held), ...undone.splice(0));
      held = undefined;
    }
    if (r.planned.step.delay) list.push(delay(r.planned.step.delay));
    list.push(...r.actions);
    const hold = r.planned.step.hold ?? (r.planned.step.inherited && !r.planned.step.sequenced ? held : undefined);
    if (hold === undefined) continue;
    if (held !== undefined && held !== hold) throw new Refusal("unsupported", "Different durations for different devices are not supported yet; give each its own directive.");
    held = hold;
    undone.push(...undo(index, r.planned.step, r.targets));
  }
  // "Turn on the driveway and porch lights for 5 minutes": every step, the wait, then every undo.
  if (held !== undefined) list.push(delay(held), ...undone);
  contradiction(list);
  return list;
}

/** What lang/en/asides.ts makes of "… but not before 7:00", "… whichever is later". */
const POSTPONED = /\blater(?= after\b)/;

/** Compiles one clause: schedule → clauses → steps → resolution → events → assembly. */
export function compilePart(said: string, index: Index, before: Before, message: string, people: Entity[]): Part {
  const normalized = said.replace(POSTPONED, " ");
  const { schedule: when, rest } = schedule(normalized);
  // What the schedule took can leave "…, but only" behind.
  const parts = clauses(rest.replace(/(?:,\s*)?\b(?:but )?only\b(?=\s*(?:,|$))/g, " ").trim());
  const { resolved, ...waiting } = resolveSteps(index, plan(index, parts.actions), before, message, parts.event !== null);
  const targets = resolved.flatMap((r) => r.targets);
  const rooms = targets.map((e) => e.area ?? "").filter(Boolean);
  const ctx: Context = { index, rooms, pronoun: before.subjects.length > 0 ? before.subjects : targets, targets, people };
  const { triggers, conditions, subjects, named } = readEvents(ctx, parts, when, targets);
  const ownTrigger = triggers.length > 0;
  // Only an event that starts the automation places the lights; a state checked at a time ("12:00 if the garage door is
  // open") does not, but someone moving in a room does ("at sunset, if there is motion in the lounge, the lamps on").
  const placing = when.triggers.length === 0 ? subjects : subjects.filter((e) => e.domain === "binary_sensor" && /^(?:motion|occupancy|presence)$/.test(e.device_class ?? ""));
  settle(index, resolved, waiting, placing, referent(index, subjects, named));
  inEventRoom(index, resolved, placing);
  afterWait(resolved, triggers);
  const list = actionList(index, resolved);
  // "Turn on the lights between 10 and 11" (or "if it is dark") says when it may run, never when to run: an action now would drop it.
  if (triggers.length === 0 && conditions.length > 0) throw new Refusal("unsupported", "The directive says when it may run but not what starts it; add a time or an event (“at 7pm”, “when …”).");
  // "… at sunrise, but not before 7:00": a bound that postpones, not an "only if" that skips.
  const later = POSTPONED.test(said) ? whicheverLater(triggers, mergeTime(conditions)) : { triggers, conditions: mergeTime(conditions) };
  const result: Result = triggers.length === 0 ? { kind: "action", actions: list } : { kind: "automation", ...later, actions: list };
  return { result, targets: resolved.flatMap((r) => r.targets), subjects, own: ownTrigger };
}
