/**
 * One clause of a directive compiled: its time words, its steps resolved against the home, its event and
 * conditions read, then the action list assembled. Each function takes and gives plain data.
 */
import { actions, delay, undo } from "./actions.ts";
import { contradiction, mergeTime } from "./assemble.ts";
import type { Before, Part } from "./branches.ts";
import { readEvents } from "./clause-events.ts";
import { duration } from "./describe.ts";
import { clauses } from "./clauses.ts";
import type { Context } from "./events.ts";
import type { Index } from "./home-index.ts";
import { notify } from "./notify.ts";
import { type Planned, borrowing, isPronoun, plan } from "./plan.ts";
import { schedule } from "./schedule.ts";
import { ACTUATED } from "./domains.ts";
import { hms } from "./time.ts";
import { type Action, type Condition, type Entity, Refusal, type Result, type Trigger } from "./types.ts";

export const NOTHING: Before = { targets: [], subjects: [] };

type Resolved = { planned: Planned; actions: Action[]; targets: Entity[] };

/** Stage "resolve": each step's targets, once; a pronoun with nothing before it, or an ambiguity an event's room may settle, waits. */
function resolveSteps(index: Index, planned: Planned[], before: Before, message: string, hasEvent: boolean) {
  const resolved: Resolved[] = [];
  let last: Entity[] = before.targets;
  // "turn on the chandelier and the hall sconces, then turn them off": "them" is every target the verb was said for.
  let group: Entity[] = before.targets;
  const deferred: Planned[] = [];
  const unplaced = new Map<Planned, Refusal>();
  for (const p of planned) {
    if (p.step.op === "notify") {
      resolved.push({ planned: p, actions: notify(index, String(p.step.value), message), targets: [] });
      continue;
    }
    if (isPronoun(p.mention) && last.length === 0) {
      deferred.push(p);
      resolved.push({ planned: p, actions: [], targets: [] });
      continue;
    }
    const plural = /\b(?:them|they|those|these|both)\b/.test(p.mention.text);
    if (isPronoun(p.mention) && !plural && group.length > last.length) throw new Refusal("ambiguous", `“${p.mention.text || "it"}” could mean any of ${group.map((e) => `“${e.name}”`).join(", ")}; name it, or say “them”.`);
    const referred = plural ? group : last;
    const m = isPronoun(p.mention) ? { ...p.mention, exact: referred, text: referred.map((e) => e.name).join(", ") } : p.mention;
    try {
      const done = borrowing(index, p, m);
      group = p.step.inherited && !isPronoun(p.mention) ? [...new Set([...group, ...done.targets])] : done.targets;
      last = done.targets;
      resolved.push({ planned: p, ...done });
    } catch (error) {
      // "Turn off the heating when the bedroom window opens": the event's room may settle it.
      if (!(error instanceof Refusal && error.reason === "ambiguous" && m.areas.length === 0 && hasEvent)) throw error;
      unplaced.set(p, error);
      resolved.push({ planned: p, actions: [], targets: [] });
    }
  }
  return { resolved, deferred, unplaced };
}

/**
 * What "it" means after the event: the devices the event clause named that can be operated ("when nobody is in
 * the bathroom but the light is still on, turn it off": the light, not the motion sensor), else its subjects.
 */
function referent(subjects: Entity[], named: Entity[]): Entity[] {
  if (subjects.some((e) => ACTUATED.has(e.domain))) return subjects;
  const operable = named.filter((e) => ACTUATED.has(e.domain));
  return operable.length > 0 ? [...new Set(operable)] : subjects;
}

/** The steps that waited: an ambiguity settled by the event's one room, a pronoun by the event's subjects. */
function settle(index: Index, resolved: Resolved[], waiting: { deferred: Planned[]; unplaced: Map<Planned, Refusal> }, subjects: Entity[], it: Entity[]): void {
  const eventRooms = [...new Set(subjects.map((e) => e.area).filter(Boolean))];
  for (const [p, refusal] of waiting.unplaced) {
    const area = index.home.areas.find((a) => eventRooms.length === 1 && a.area_id === eventRooms[0]);
    if (!area) throw refusal;
    const placed = actions(index, p.step, { ...p.mention, areas: [area] }, p.implied);
    // "the mailbox light" beside two mailbox lights in the event's room: the room does not say which one
    // (a bare "light" there is the room's lighting).
    if (!p.mention.plural && !p.mention.everything && p.mention.rest.length > 0 && placed.targets.length > 1) throw refusal;
    Object.assign(resolved.find((r) => r.planned === p)!, placed);
  }
  for (const p of waiting.deferred) {
    if (it.length === 0) throw new Refusal("ambiguous", "“it” does not say which device; name it.");
    const done = actions(index, p.step, { ...p.mention, exact: it, text: it.map((e) => e.name).join(", ") }, p.implied);
    Object.assign(resolved.find((r) => r.planned === p)!, done);
  }
}

/**
 * "Turn lights on when movement happens in the garage": lights said with no room, beside an event in one room,
 * are that room's (SCHEMA §4.2 keeps every light for "all the lights"). A reading ("the outdoor temperature")
 * measures the weather or a room's air, not where the lights are.
 */
function inEventRoom(index: Index, resolved: Resolved[], subjects: Entity[]): void {
  if (subjects.some((e) => e.domain === "sensor")) return;
  const rooms = [...new Set(subjects.map((e) => e.area))];
  const area = rooms.length === 1 ? index.home.areas.find((a) => a.area_id === rooms[0]) : undefined;
  if (!area) return;
  for (const r of resolved) {
    const m = r.planned.mention;
    const bare = m.kinds.length > 0 && m.areas.length === 0 && m.exact.length === 0 && m.rest.length === 0 && m.soft.length === 0 && !m.everything;
    const here = bare ? r.targets.filter((e) => e.area === area.area_id) : [];
    if (here.length > 0 && here.length < r.targets.length) Object.assign(r, actions(index, r.planned.step, { ...m, areas: [area] }, r.planned.implied));
  }
}

/** "Switch off the coffee machine after 30 minutes": once it has been on that long, its own trigger. */
function afterWait(resolved: Resolved[], triggers: Trigger[]): void {
  const only = resolved.length === 1 ? resolved[0]! : null;
  if (triggers.length > 0 || !only?.planned.step.delay) return;
  const { step } = only.planned;
  // Only an off or a close follows a time in the state before it; "open the garage door after 5 minutes" counts from now.
  if (step.countdown || !["off", "close"].includes(step.op)) throw new Refusal("unsupported", `“${step.countdown ? "in" : "after"} ${duration(hms(step.delay!))}” counts from now, which is a timer, not an automation; say what it should follow (“after it has been on for …”, “when …”).`);
  triggers.push({ trigger: "state", entity_id: only.targets.map((e) => e.entity_id).sort(), to: step.op === "close" ? "open" : "on", for: hms(step.delay!) });
  step.delay = undefined;
}

/** Stage "assemble": the steps in order with their waits, and for "for N minutes" the wait and every undo. */
function actionList(index: Index, resolved: Resolved[]): Action[] {
  const list: Action[] = [];
  const undone: Action[] = [];
  let held: number | undefined;
  for (const r of resolved) {
    if (r.planned.step.delay) list.push(delay(r.planned.step.delay));
    list.push(...r.actions);
    const hold = r.planned.step.hold ?? (r.planned.step.inherited ? held : undefined);
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

/** Compiles one clause: schedule → clauses → steps → resolution → events → assembly. */
export function compilePart(normalized: string, index: Index, before: Before, message: string, people: Entity[]): Part {
  const { schedule: when, rest } = schedule(normalized);
  // What the schedule took can leave "…, but only" behind.
  const parts = clauses(rest.replace(/(?:,\s*)?\b(?:but )?only\b(?=\s*(?:,|$))/g, " ").trim());
  const { resolved, ...waiting } = resolveSteps(index, plan(index, parts.actions), before, message, parts.event !== null);
  const targets = resolved.flatMap((r) => r.targets);
  const rooms = targets.map((e) => e.area ?? "").filter(Boolean);
  const ctx: Context = { index, rooms, pronoun: before.subjects.length > 0 ? before.subjects : targets, people };
  const { triggers, conditions, subjects, named } = readEvents(ctx, parts, when, targets);
  const ownTrigger = triggers.length > 0;
  // Only an event that starts the automation places the lights; a state checked at a time ("12:00 if the garage door is open") does not.
  const placing = when.triggers.length === 0 ? subjects : [];
  settle(index, resolved, waiting, placing, referent(subjects, named));
  inEventRoom(index, resolved, placing);
  afterWait(resolved, triggers);
  const list = actionList(index, resolved);
  // "Turn on the lights between 10 and 11" (or "if it is dark") says when it may run, never when to run: an action now would drop it.
  if (triggers.length === 0 && conditions.length > 0) throw new Refusal("unsupported", "The directive says when it may run but not what starts it; add a time or an event (“at 7pm”, “when …”).");
  const result: Result = triggers.length === 0 ? { kind: "action", actions: list } : { kind: "automation", triggers, conditions: mergeTime(conditions), actions: list };
  return { result, targets: resolved.flatMap((r) => r.targets), subjects, own: ownTrigger };
}
