/**
 * Stage "resolve": each step's targets in the home, once; "them" after several targets, a pronoun that waits
 * for the event, an ambiguity the event's one room settles, and lights placed in the event's room.
 */
import { actions } from "./actions.ts";
import type { Before } from "./branches.ts";
import { ACTUATED } from "./domains.ts";
import { type Index, ownersOf } from "./home-index.ts";
import { notify } from "./notify.ts";
import { type Planned, borrowing, isPronoun } from "./plan.ts";
import { stem, words } from "./text.ts";
import { type Action, type Entity, Refusal, Unnamed } from "./types.ts";

export type Resolved = { planned: Planned; actions: Action[]; targets: Entity[] };

/** Stage "resolve": each step's targets, once; a pronoun with nothing before it, or an ambiguity an event's room may settle, waits. */
export function resolveSteps(index: Index, planned: Planned[], before: Before, message: string, hasEvent: boolean) {
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
    // "turn on the hall light and the staircase lights then off again": a step with no object said is on all of them.
    const unsaid = p.step.unsaid === true;
    const plural = unsaid || /\b(?:them|they|those|these|both)\b/.test(p.mention.text);
    if (isPronoun(p.mention) && !plural && group.length > last.length) throw new Refusal("ambiguous", `“${p.mention.text || "it"}” could mean any of ${group.map((e) => `“${e.name}”`).join(", ")}; name it, or say “them”.`);
    // "…, turn both of them off": the devices of every earlier clause; "them" beside more of those than the last
    // clause's is not guessed.
    const earlier = !unsaid && group === before.targets && (before.earlier?.length ?? 0) > group.length ? before.earlier! : null;
    if (plural && isPronoun(p.mention) && earlier && !/\b(?:both|all)\b/.test(p.mention.text)) throw new Refusal("ambiguous", `“${p.mention.text}” could mean ${group.map((e) => `“${e.name}”`).join(", ")} or also ${earlier.filter((e) => !group.includes(e)).map((e) => `“${e.name}”`).join(", ")}; name them.`);
    // "switch on the hallway light at 30% and turn on the porch light, then switch both (them) off": every step's devices
    // before it, not only the last verb's (the hallway light was left on).
    const steps = [...new Set(resolved.flatMap((r) => r.targets))];
    const referred = plural ? earlier ?? (steps.length > group.length ? steps : group) : isPronoun(p.mention) ? singularReferent(p, resolved, last) : last;
    // "… and turn on the porch light, then turn everything off": everything this directive turned on, not the house.
    // A later clause's ("at 7am turn on …, and at 8am turn everything off") may mean those or the house: asked about.
    const everything = /^(?:everything|it all|all of it|all of them)$/.test(p.mention.text.trim());
    if (everything && steps.length === 0 && before.targets.length > 0) throw new Refusal("ambiguous", `“${p.mention.text.trim()}” may be what this directive turned on before (${before.targets.map((e) => `“${e.name}”`).join(", ")}) or every device of the home; name them.`);
    const all = everything && steps.length > 0;
    const m = isPronoun(p.mention) || all ? { ...p.mention, exact: all ? steps : referred, everything: false, plural: false, text: (all ? steps : referred).map((e) => e.name).join(", ") } : p.mention;
    try {
      const done = borrowing(index, p, m);
      shortened(resolved, done.targets, m.text);
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
  const both = planned.find((p) => p.step.bothStates)?.step.bothStates;
  if (both) throw new Refusal("ambiguous", both);
  return { resolved, deferred, unplaced };
}

/**
 * "switch on the sleepout electric blanket, then … turn off the electric blanket": a name said before, said again
 * short, may be that device rather than the one the short name is; neither is guessed.
 */
function shortened(resolved: Resolved[], targets: Entity[], said: string): void {
  const before = resolved.flatMap((r) => r.targets);
  for (const e of targets) {
    const longer = before.find((d) => d !== e && !targets.includes(d) && d.name.toLowerCase().endsWith(` ${e.name.toLowerCase()}`));
    if (longer) throw new Refusal("ambiguous", `“${said}” may be “${longer.name}”, named before, or “${e.name}”; name it in full.`);
  }
}

/** Whether a device takes the step's operation as people say it: a thermostat a temperature, a cover "open", not "off". */
function takes(op: string, e: Entity): boolean {
  if (op === "temperature" || op === "hvac") return e.domain === "climate";
  if (op === "open" || op === "close" || op === "stop") return e.domain === "cover";
  return op === "level" || e.domain !== "cover";
}

/**
 * "it" after several steps' devices: the one step's devices that take what is asked ("turn on the entrance light and
 * open the blinds, then turn it off" is the light); several that do could each be meant, so it is asked about.
 */
function singularReferent(p: Planned, resolved: Resolved[], last: Entity[]): Entity[] {
  const earlier = [...new Map(resolved.filter((r) => r.targets.length > 0).map((r) => [r.targets.map((e) => e.entity_id).join(), r.targets])).values()];
  // The clause before's devices ("…, then turn it off at 11"): those that take what is asked, when only some do.
  const taking = last.filter((e) => takes(p.step.op, e));
  if (earlier.length === 0 && taking.length > 0 && taking.length < last.length) return taking;
  if (earlier.length === 0 && taking.length > 1 && new Set(taking.map((e) => e.domain)).size > 1) throw new Refusal("ambiguous", `“${p.mention.text || "it"}” could mean any of ${taking.map((e) => `“${e.name}”`).join(", ")}; name it, or say “them”.`);
  if (earlier.length < 2) return last;
  const fitting = earlier.filter((targets) => targets.every((e) => takes(p.step.op, e)));
  if (fitting.length === 1) return fitting[0]!;
  throw new Refusal("ambiguous", `“${p.mention.text || "it"}” could mean what any of the earlier steps acts on; name it.`);
}

/**
 * What "it" means after the event: the devices the event clause named that can be operated ("when nobody is in
 * the bathroom but the light is still on, turn it off": the light, not the motion sensor), else its subjects.
 */
export function referent(index: Index, subjects: Entity[], named: Entity[]): Entity[] {
  if (subjects.some((e) => ACTUATED.has(e.domain))) return subjects;
  const operable = named.filter((e) => ACTUATED.has(e.domain));
  if (operable.length > 0) return [...new Set(operable)];
  const measured = subjects.map((e) => measuredBy(index, e));
  return measured.length > 0 && measured.every((e) => e !== undefined) ? [...new Set(measured as Entity[])] : subjects;
}

/**
 * "When the car charger draws less than 50 W for 10 minutes, switch it off": a reading's "it" is the device it
 * measures, the one device that can be operated whose whole name opens the reading's ("Car Charger" of "Car Charger
 * Power"). A binary sensor is left alone: "the garage door sensor" says no more than that a door is open.
 */
function measuredBy(index: Index, reading: Entity): Entity | undefined {
  const devices = reading.domain === "sensor" ? ownersOf(index, reading) : [];
  return devices.length === 1 ? devices[0] : undefined;
}

/** The steps that waited: an ambiguity settled by the event's one room, a pronoun by the event's subjects. */
export function settle(index: Index, resolved: Resolved[], waiting: { deferred: Planned[]; unplaced: Map<Planned, Refusal> }, subjects: Entity[], it: Entity[]): void {
  const eventRooms = [...new Set(subjects.map((e) => e.area).filter(Boolean))];
  for (const [p, refusal] of waiting.unplaced) {
    const area = index.home.areas.find((a) => eventRooms.length === 1 && a.area_id === eventRooms[0]);
    if (!area) throw refusal;
    const placed = actions(index, p.step, { ...p.mention, areas: [area] }, p.implied);
    // "the mailbox light" beside two mailbox lights in the event's room: the room does not say which one
    // (a bare "light" there is the room's lighting).
    if (!p.mention.plural && !p.mention.everything && p.mention.rest.length > 0 && placed.targets.length > 1) throw refusal;
    // "turn on the lamp when the front door opens", where the hall has a ceiling light: a lamp there, or no guess.
    const soft = p.mention.soft;
    if (soft.length > 0 && (!placed.targets.every((e) => soft.some((w) => words(e.name.toLowerCase()).map(stem).includes(w))) || (!p.mention.plural && placed.targets.length > 1))) throw refusal;
    Object.assign(resolved.find((r) => r.planned === p)!, placed);
  }
  for (const p of waiting.deferred) {
    if (it.length === 0) throw new Unnamed("“it” does not say which device; name it.");
    const done = actions(index, p.step, { ...p.mention, exact: it, text: it.map((e) => e.name).join(", ") }, p.implied);
    Object.assign(resolved.find((r) => r.planned === p)!, done);
  }
}
