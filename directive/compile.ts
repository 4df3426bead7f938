import { HOLD, type Step, actions, aboutLight, delay, step, undo } from "./actions.ts";
import { type Context, event, type Event } from "./events.ts";
import { type Before, type Part, branches, join } from "./branches.ts";
import { ACTUATED, KIND_WORDS, SUPPORTED, UNSUPPORTED, type Kind } from "./kinds.ts";
import { type Index, type Mention, indexHome, mention, persons, resolve } from "./names.ts";
import { schedule } from "./schedule.ts";
import { completeHome, homeProblem } from "./home.ts";
import { MESSAGE, messageOf, notify } from "./notify.ts";
import { hms, seconds } from "./time.ts";
import { rephrase } from "./phrases.ts";
import { normalize, words } from "./text.ts";
import { type Action, type Condition, type Entity, type Home, Refusal, type Result, type Trigger } from "./types.ts";

const KEYWORD = /(?:^|,\s*|\s)(whenever|when|if|once|as soon as|every time|each time|while|in case)\s/;
/** Where actions start in a clause that has no comma: a verb not used as a state ("is switched on"). */
const ACTION_START = /(?<!\b(?:is|are|gets|get|been|be|was|were|has|have|stays|stay|left|remains|remain|kept)\s)\b(?:turn|switch|open|close|shut|lower|raise|set|dim|brighten|put|make|start|stop|activate|deactivate|kill|light up|light(?= the\b)|illuminate|bring|change|toggle|enable|disable|lock|unlock|play|send|run|half open|notify|alert|warn|remind|tell|let \w+ know)\b/;
const CONDITION_CLAUSE = /(?:,\s*|\s)(?:but )?(?:only (?:if|when|while)|provided(?: that)?|as long as)\s+([^,]*)/;
const SPLIT_CLAUSE = /\s(?:and|but|while)\s(?=(?:\S+ ){0,5}(?:is|are|has|have)\b)|,\s*(?:and\s)?(?=(?:\S+ ){0,5}(?:is|are)\b)/;
const SPLIT_ACTIONS = /\s*,\s*(?:and then |and |then )?|\s+(?:and then|then|and also|and|as well as|plus)\s+/;

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

/** Splits the text into the action part and the event and condition clauses. */
function clauses(text: string): { actions: string; event: string | null; keyword: string | null; conditions: string[] } {
  const conditions: string[] = [];
  let rest = text;
  for (let m = CONDITION_CLAUSE.exec(rest); m; m = CONDITION_CLAUSE.exec(rest)) {
    conditions.push(m[1]!.trim());
    rest = rest.replace(m[0], " ");
  }
  const k = KEYWORD.exec(rest);
  if (!k) return { actions: rest, event: null, keyword: null, conditions };
  const before = rest.slice(0, k.index).trim();
  let after = rest.slice(k.index + k[0].length);
  let tail = "";
  if (before === "" || before === ",") {
    const comma = after.indexOf(",");
    const verb = ACTION_START.exec(after);
    // "When the kids room lights turn on, reset them": a verb with its particle just before the comma is the event's.
    const own = verb && comma > verb.index && /^\w+ (?:on|off)\s*$/.test(after.slice(verb.index, comma));
    const cut = comma >= 0 && (!verb || comma <= verb.index || own) ? comma : verb ? verb.index : -1;
    if (cut >= 0) (tail = after.slice(cut).replace(/^,/, "")), (after = after.slice(0, cut));
  } else {
    const comma = after.indexOf(",");
    if (comma >= 0) (tail = after.slice(comma + 1)), (after = after.slice(0, comma));
  }
  // "Open the garage door when someone arrives, if it is closed": a condition after the event.
  const more = /^\s*(?:and |but )?(?:only )?(?:if|while|as long as) (.*)$/.exec(tail);
  if (more) (conditions.push(more[1]!.trim()), (tail = ""));
  return { actions: `${before} ${tail}`.trim(), event: after.trim(), keyword: k[1]!, conditions };
}

interface Planned {
  step: Step;
  mention: Mention;
  /** The mention as its own words said it, before it borrowed a room or kind from the step before. */
  own: Mention;
  implied: Kind[];
}

/** Reads the action part into steps; a part with no verb continues the step before it. */
function plan(index: Index, text: string): Planned[] {
  const planned: Planned[] = [];
  // "Turn the entry and porch lights off": the particle joins its verb before the targets are split.
  const joined = text.replace(/^(turn|switch) ((?:(?!\b(?:on|off|then|and turn|and switch)\b)[^,])+?) (on|off)\b/, "$1 $3 $2");
  for (const part of joined.split(SPLIT_ACTIONS).map((p) => p.trim()).filter((p) => p && !/^(?:and|then|also)$/.test(p))) {
    const read = step(part);
    const previous = planned.at(-1);
    // "Notify Richard and Lucy": a name after a notification is another recipient.
    if (!read && previous?.step.op === "notify") {
      previous.step.value = `${previous.step.value} and ${part}`;
      continue;
    }
    // "It's bed time", "movie night": a scene named with no verb is to be turned on.
    const scene = !read && !previous ? mention(index, part.replace(/\b(?:it is|time for|let us|lets|now)\b/g, " ")) : null;
    if (scene && scene.exact.length > 0 && scene.exact.every((e) => e.domain === "scene") && scene.rest.length === 0 && scene.kinds.every((k) => k.domains.includes("scene"))) {
      planned.push({ step: { op: "on", phrase: scene.text, inherited: false }, mention: scene, own: scene, implied: [] });
      continue;
    }
    if (!read && !previous) throw new Refusal("unsupported", `“${part}” does not say what to do; start with a verb such as turn on, close or set.`);
    const held = HOLD.exec(part);
    const s: Step = read ?? { ...previous!.step, phrase: part.replace(HOLD, " ").replace(/\b(?:the|a|an)\b/g, " ").trim(), delay: undefined, inherited: true, ...(held ? { hold: seconds(held[0])! } : {}) };
    let m = mention(index, s.phrase);
    const own = m;
    if (!read && previous) {
      const kinds = m.kinds.length > 0 || m.exact.length > 0 || m.soft.length > 0 ? m.kinds : previous.mention.kinds;
      const areas = m.areas.length > 0 || m.exact.length > 0 ? m.areas : previous.mention.areas.length > 0 ? previous.mention.areas : index.home.areas.filter((a) => previous.mention.exact.some((e) => e.area === a.area_id));
      m = { ...m, kinds, areas, plural: m.plural || previous.mention.plural, everything: m.everything || previous.mention.everything };
    }
    planned.push({ step: s, mention: m, own, implied: aboutLight(part) ? [KIND_WORDS.light!] : previous?.implied ?? [] });
  }
  if (planned.length === 0) throw new Refusal("unsupported", "The directive does not say what to do; start with a verb such as turn on, close or set.");
  // "The entry and porch lights": a room named before a kind said once, at the end, is a room of that kind.
  for (let i = planned.length - 2; i >= 0; i--) {
    const [m, next] = [planned[i]!.mention, planned[i + 1]!];
    // The kind may sit inside a name ("the hall and stair lights", Stair Lights being one light).
    const said = words(next.mention.text).filter((w) => w in KIND_WORDS).map((w) => KIND_WORDS[w]!);
    const kinds = next.mention.kinds.length > 0 ? next.mention.kinds : said;
    const bare = m.kinds.length === 0 && m.exact.length === 0 && m.soft.length === 0 && (m.areas.length > 0 || (m.rest.length > 0 && !reads(index, m)));
    if (next.step.inherited && bare && kinds.length > 0) planned[i]!.mention = { ...m, kinds, plural: m.plural || next.mention.plural };
  }
  // "Dim the porch and garage lights to 15 %": a value said once, at the end, is every target's.
  for (let i = planned.length - 1; i > 0; i--) {
    const [before, after] = [planned[i - 1]!.step, planned[i]!.step];
    // "…the driveway and porch lights for 5 minutes": so is a duration.
    if (after.inherited && after.hold !== undefined && before.hold === undefined) before.hold = after.hold;
    if (after.verbless && before.value === undefined && !before.data && (before.op === "on" || before.op === "level") && after.op === "level") Object.assign(before, { op: after.op, value: after.value, data: after.data });
  }
  return planned;
}

/** "The driveway and porch lights": a room borrowed from the step before may not be this one's; then its own words decide. */
function borrowing(index: Index, p: Planned, m: Mention) {
  try {
    return actions(index, p.step, m, p.implied);
  } catch (error) {
    if (!(error instanceof Refusal && error.reason === "unknown_entity" && m.areas !== p.own.areas && p.own.areas.length === 0 && m === p.mention)) throw error;
    return actions(index, p.step, { ...m, areas: p.own.areas }, p.implied);
  }
}

/**
 * Two different services or settings for one entity with no wait between them can only be a misreading
 * ("cyan at 7:12, magenta at 7:15" read as one moment): refuse rather than run it.
 */
function contradiction(list: Action[]): void {
  const seen = new Map<string, string>();
  for (const a of list) {
    if ("delay" in a) {
      seen.clear();
      continue;
    }
    if (!("target" in a)) continue;
    const what = JSON.stringify([a.action, a.data ?? {}]);
    for (const id of a.target.entity_id) {
      if (seen.has(id) && seen.get(id) !== what) throw new Refusal("unsupported", `The directive asks ${id} to do two different things at once; HomeDirective could not tell which part goes with which time or event. Try one directive per time or event.`);
      seen.set(id, what);
    }
  }
}

/** A step that names nothing ("them", "back to auto", "off at 11pm") acts on what the step before acted on. */
const isPronoun = (m: Mention) => m.exact.length === 0 && m.areas.length === 0 && m.kinds.length === 0 && m.soft.length === 0 && m.rest.length === 0 && !m.everything;

/** Merges time conditions that do not conflict, as Home Assistant reads a list of them (AND). */
function mergeTime(conditions: Condition[]): Condition[] {
  const out: Condition[] = [];
  for (const c of conditions) {
    const into = out.find((o) => o.condition === "time" && c.condition === "time" && !Object.keys(c).some((k) => k !== "condition" && k in o));
    if (into) Object.assign(into, c);
    else out.push({ ...c });
  }
  return out;
}

const NOTHING: Before = { targets: [], subjects: [] };

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
    const stray = /\b(?:and|but|then)\s+(?:then\s+)?(?:turn\s+|switch\s+)?(?:them\s+|it\s+)?(?:back\s+)?(?:on|off)\b.*/.exec(parts.event);
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
  const result: Result = triggers.length === 0 ? { kind: "action", actions: list } : { kind: "automation", triggers, conditions: mergeTime(conditions), actions: list };
  return { result, targets: all, subjects, own: ownTrigger };
}

/** Whether a mention names actuated things on its own ("the driveway" may name a light and a sensor: it does not). */
function reads(index: Index, m: Mention): boolean {
  try {
    return resolve(index, m).every((e) => ACTUATED.has(e.domain));
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

/** "Richard and Lucy are both home" was split at its "and": a piece with no verb joins the next. */
function joinClauses(pieces: string[]): string[] {
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
function either(ctx: Context, clause: string, asCondition: boolean): Event[] {
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
  }
  return [event(ctx, clause, asCondition)];
}

/** What undoes each service, for "until": the words of the inverse step. */
const UNDO: Record<string, string> = { turn_on: "turn off", turn_off: "turn on", open_cover: "close", close_cover: "open", set_percentage: "turn off", set_hvac_mode: "turn off" };
const UNTIL = /\s(?:from (\S+(?: \S+)?) )?(?:until|till|til) ([^,]+)$/;
const WHEN_WORDS = /^(?:\d|noon|midnight|(?:the )?(?:sunset|sunrise|sundown|dusk|dawn|nightfall|daybreak|first light))/;

/**
 * "Turn on the porch light at sunset until 11pm", "keep the heater on from 6am until 8am": a second
 * trigger with the inverse action (SCHEMA §3.2). Null when the directive has no "until" at its end.
 */
function until(text: string, part: (t: string, before: Before) => Part): Result | null {
  const m = UNTIL.exec(text);
  if (!m) return null;
  const head = text.slice(0, m.index) + (m[1] ? ` at ${m[1]}` : "");
  const first = part(head, NOTHING);
  if (first.result.kind !== "automation" || !first.own) throw new Refusal("unsupported", `“until ${m[2]}” needs a start: say when it begins (“at sunset until 11pm”).`);
  const services = new Set(first.result.actions.map((a) => ("action" in a ? a.action.split(".")[1]! : "")));
  const inverse = services.size === 1 ? UNDO[[...services][0]!] : undefined;
  if (!inverse) throw new Refusal("unsupported", `HomeDirective cannot tell how to undo “${head.trim()}” ${m[0].trim()}; say what should happen then.`);
  const then = part(`${inverse} them ${WHEN_WORDS.test(m[2]!) ? "at" : "when"} ${m[2]}`, first);
  if (then.result.kind !== "automation") return null;
  return join([first.result, then.result]);
}

function compile(text: string, index: Index): Result {
  const normalized = rephrase(normalize(text));
  if (!/\p{L}/u.test(normalized)) throw new Refusal("unsupported", "Type a directive, for example “Turn on the porch light at sunset”.");
  refuseUnsupported(index, normalized);
  // "in here", "this room": where the speaker is, which a directive compiled in the cloud cannot know.
  if (/\b(?:in here|here|this room)\b/.test(normalized)) throw new Refusal("ambiguous", "“here” depends on where you are, which HomeDirective cannot know; name the room.");
    const message = messageOf(text);
  // "… she comes home": a person named anywhere in the directive, also in another clause.
  const people = persons(index, normalized);
  const part = (t: string, before: Before) => compilePart(t, index, before, message, people);
  return until(normalized, part) ?? branches(normalized, part) ?? part(normalized, NOTHING).result;
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
