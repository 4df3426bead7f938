import { actions, delay, undo } from "./actions.ts";
import { contradiction, mergeTime, until } from "./assemble.ts";
import { refuseUnexplained, unexplained, unrepeated } from "./coverage.ts";
import { SPLIT_CLAUSE, clauses, either, joinClauses } from "./clauses.ts";
import { type Planned, borrowing, isPronoun, plan } from "./plan.ts";
import { type Context, event, type Event } from "./events.ts";
import { type Before, type Part, branches } from "./branches.ts";
import { SUPPORTED, UNSUPPORTED } from "./kinds.ts";
import { type Index, indexHome, persons } from "./names.ts";
import { schedule } from "./schedule.ts";
import { completeHome, homeProblem } from "./home.ts";
import { MESSAGE, messageOf, notify } from "./notify.ts";
import { hms } from "./time.ts";
import { rephrase } from "./phrases.ts";
import { droppedTitle, normalize } from "./text.ts";
import { type Action, type Condition, type Entity, type Home, Refusal, type Result, type Trigger } from "./types.ts";

/** Refuses capabilities outside the alpha, looking only at words that are not names of the home's devices. */
function refuseUnsupported(index: Index, text: string): void {
  // Most directives name nothing unsupported: look at the names only when a word matched.
  if (!UNSUPPORTED.some(([pattern]) => pattern.test(text))) return;
  let rest = text.replace(MESSAGE, " ");
  for (const { item } of index.entities) rest = rest.replace(item.name.toLowerCase().replace(/-/g, " "), " ");
  for (const [pattern, what] of UNSUPPORTED) {
    if (pattern.test(rest)) throw new Refusal("unsupported", `${what} are not supported in the alpha; it supports ${SUPPORTED}.`);
  }
}

export const NOTHING: Before = { targets: [], subjects: [] };

function compilePart(normalized: string, index: Index, before: Before, message: string, people: Entity[]): Part {
  const { schedule: when, rest } = schedule(normalized);
  // What the schedule took can leave "…, but only" behind.
  const parts = clauses(rest.replace(/(?:,\s*)?\b(?:but )?only\b(?=\s*(?:,|$))/g, " ").trim());
  const planned = plan(index, parts.actions);

  // Targets first: an unplaced sensor is looked for in their rooms.
  const resolved: { planned: Planned; actions: Action[]; targets: Entity[] }[] = [];
  let last: Entity[] = before.targets;
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
    const m = isPronoun(p.mention) ? { ...p.mention, exact: last, text: last.map((e) => e.name).join(", ") } : p.mention;
    try {
      const done = borrowing(index, p, m);
      last = done.targets;
      resolved.push({ planned: p, ...done });
    } catch (error) {
      // "Turn off the heating when the bedroom window opens": the event's room may settle it.
      if (!(error instanceof Refusal && error.reason === "ambiguous" && m.areas.length === 0 && parts.event)) throw error;
      unplaced.set(p, error);
      resolved.push({ planned: p, actions: [], targets: [] });
    }
  }
  const targets = resolved.flatMap((r) => r.targets);
  const rooms = targets.map((e) => e.area ?? "").filter(Boolean);
  const ctx: Context = { index, rooms, pronoun: before.subjects.length > 0 ? before.subjects : targets, people };

  const triggers: Trigger[] = [...when.triggers];
  const conditions: Condition[] = [...when.conditions];
  if (when.weekdays) conditions.push({ condition: "time", weekday: when.weekdays });
  const events: Event[] = [];
  if (parts.event) {
    // An action left inside the event ("when someone enters and off after …") was not placed: refuse.
    const stray = /\b(?:and|but|then)\s+(?:then\s+)?(?:turn\s+|switch\s+)?(?:them\s+|it\s+)?(?:back\s+)?(?:on|off|to \d)\b.*|(?<!\bor )\b(?:when|whenever|if|once)\b.*/.exec(parts.event);
    if (stray) throw new Refusal("unsupported", `HomeDirective could not place “${stray[0]}”: it read “${parts.event.slice(0, stray.index).trim()}” as the event and found another action after it. Try one directive per action.`);
    const [first, ...others] = joinClauses(parts.event.split(SPLIT_CLAUSE).map((c) => c.trim()).filter(Boolean));
    // Beside a clock or sun trigger, "if …" and a state ("when nobody is home") only narrow it.
    const stative = /\b(?:is|are|isn't|aren't)\b/.test(first!) && !/\b(?:is|are) (?:opened|closed|switched|turned|detected)\b/.test(first!);
    // "…when it has been open for 30 minutes, or at 10pm": a state held for a time is an event.
    const held = /\bfor (?:at least |more than |over )?\d/.test(first!) && parts.keyword !== "if";
    const asCondition = parts.keyword === "while" || (triggers.length > 0 && !held && (parts.keyword === "if" || stative));
    for (const e of either(ctx, first!, asCondition)) {
      events.push(e);
      triggers.push(...e.triggers);
      if (e.condition) conditions.push(e.condition);
    }
    for (const c of others) conditions.push(event(ctx, c, true).condition!);
  }
  // "…, if it is still on": the target itself; a condition names the action's targets, not an earlier event's.
  const own: Context = { ...ctx, pronoun: targets.length > 0 ? targets : ctx.pronoun };
  for (const c of parts.conditions.flatMap((c) => c.split(SPLIT_CLAUSE))) conditions.push(event(own, c.trim(), true).condition!);
  for (const open of when.openEnded) {
    if (triggers.length === 0) triggers.push(open.trigger);
    else conditions.push(open.condition);
  }
  const ownTrigger = triggers.length > 0;

  const subjects = events.flatMap((e) => e.subjects);
  const eventRooms = [...new Set(subjects.map((e) => e.area).filter(Boolean))];
  for (const [p, refusal] of unplaced) {
    const area = index.home.areas.find((a) => eventRooms.length === 1 && a.area_id === eventRooms[0]);
    if (!area) throw refusal;
    Object.assign(resolved.find((r) => r.planned === p)!, actions(index, p.step, { ...p.mention, areas: [area] }, p.implied));
  }
  for (const p of deferred) {
    if (subjects.length === 0) throw new Refusal("ambiguous", "“it” does not say which device; name it.");
    const done = actions(index, p.step, { ...p.mention, exact: subjects, text: subjects.map((e) => e.name).join(", ") }, p.implied);
    Object.assign(resolved.find((r) => r.planned === p)!, done);
  }

  // "Switch off the coffee machine after 30 minutes": once it has been on that long.
  const only = resolved.length === 1 ? resolved[0]! : null;
  if (triggers.length === 0 && only?.planned.step.delay) {
    // Only an off or a close follows a time in the state before it; "open the garage door after 5 minutes" counts from now.
    if (only.planned.step.countdown || !["off", "close"].includes(only.planned.step.op)) throw new Refusal("unsupported", `“${only.planned.step.countdown ? "in" : "after"} ${hms(only.planned.step.delay)}” counts from now, which is a timer, not an automation; say what it should follow (“after it has been on for …”, “when …”).`);
    const state = only.planned.step.op === "close" ? "open" : "on";
    triggers.push({ trigger: "state", entity_id: only.targets.map((e) => e.entity_id).sort(), to: state, for: hms(only.planned.step.delay) });
    only.planned.step.delay = undefined;
  }
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
  const all = resolved.flatMap((r) => r.targets);
  // "Turn on the lights between 10 and 11" (or "if it is dark") says when it may run, never when to run: an action now would drop it.
  if (triggers.length === 0 && conditions.length > 0) throw new Refusal("unsupported", "The directive says when it may run but not what starts it; add a time or an event (“at 7pm”, “when …”).");
  const result: Result = triggers.length === 0 ? { kind: "action", actions: list } : { kind: "automation", triggers, conditions: mergeTime(conditions), actions: list };
  return { result, targets: all, subjects, own: ownTrigger };
}


function compile(text: string, index: Index): Result {
  const normalized = rephrase(normalize(text));
  if (!/\p{L}/u.test(normalized)) throw new Refusal("unsupported", "Type a directive, for example “Turn on the porch light at sunset”.");
  refuseUnsupported(index, normalized);
  // "Are any lights on?", "is the kitchen light on": a question about the home, not a directive.
  if (/^(?:please )?(?:is|are|was|were|what|which|who|how|does|did|where|why)\b/.test(normalized)) throw new Refusal("unsupported", "That reads as a question; HomeDirective turns directives into automations (“Turn on …”, “When …, close …”).");
  // "in here", "this room": where the speaker is, which a directive compiled in the cloud cannot know.
  if (/\b(?:in here|here|this room)\b/.test(normalized)) throw new Refusal("ambiguous", "“here” depends on where you are, which HomeDirective cannot know; name the room.");
    const message = messageOf(text);
  // "… she comes home": a person named anywhere in the directive, also in another clause.
  const people = persons(index, normalized);
  const part = (t: string, before: Before) => compilePart(t, index, before, message, people);
  const result = until(normalized, part) ?? branches(normalized, part) ?? part(normalized, NOTHING).result;
  // Only a result is checked: a refusal already says what it could not do.
  refuseUnexplained([...unrepeated(droppedTitle(text), normalized, index.names), ...unexplained(normalized, index.names)]);
  return result;
}

/** A home checked and indexed once, for a caller that compiles many directives against the same home. */
export interface PreparedHome {
  readonly problem: string | null;
  readonly index: Index | null;
}

/** Checks and indexes a home; pass the result to compileDirective instead of the home to skip that work. */
export function prepareHome(home: Home): PreparedHome {
  const problem = homeProblem(home);
  return { problem, index: problem ? null : indexHome(completeHome(home)) };
}

const isPrepared = (home: Home | PreparedHome): home is PreparedHome => typeof home === "object" && home !== null && "index" in home && "problem" in home;

/** Compiles one directive against a home: a refusal is an error result with its reason; a defect throws. */
export function compileDirective(text: string, home: Home | PreparedHome): Result {
  if (typeof text !== "string") return { kind: "error", reason: "unsupported", message: "A directive is a line of text." };
  const { problem, index } = isPrepared(home) ? home : prepareHome(home);
  if (problem || !index) return { kind: "error", reason: "unsupported", message: problem ?? "The home could not be read." };
  try {
    return compile(text.slice(0, 2000), index);
  } catch (error) {
    // Only a refusal is an answer; anything else is a defect and must reach the tests.
    if (error instanceof Refusal) return { kind: "error", reason: error.reason, message: error.message };
    throw error;
  }
}
