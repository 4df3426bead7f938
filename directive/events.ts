import { MEASURES, SENSES, isKind, type Kind } from "./kinds.ts";
import { type Index, ambiguous, everyone, mention, persons, resolve, unknown } from "./names.ts";
import { words } from "./text.ts";
import { DURATION, hms, seconds } from "./time.ts";
import { type Condition, type Entity, Refusal, type Trigger } from "./types.ts";

/** What an event clause ("the front door opens", "Bob is home") becomes in each role. */
export interface Event {
  /** Usually one; a clause naming things of different kinds ("the mudroom door or the garage door") has one per kind. */
  triggers: Trigger[];
  condition?: Condition;
  /** Entities it names, for "close it" and for sensors that take the action's room. */
  subjects: Entity[];
}

export interface Context {
  index: Index;
  /** Rooms of the action's targets, where an unplaced sensor is looked for (SCHEMA §4.5). */
  rooms: string[];
  /** What "it" / "they" means in the clause: the subject of an earlier event, else the action's targets. */
  pronoun: Entity[];
  /** The persons the whole directive names, for "she" and "he". */
  people: Entity[];
}

const PRONOUN = /^(?:(?:the )?(?:it|they|them|those|these|she|he|this|that|one)\s*)+$/;
/** Whether the words name nothing but a pronoun ("it", "they"), after the clause's verbs are gone. */
const isPronounOnly = (subject: string) => PRONOUN.test(subject.replace(/\b(?:still|left|been|has|have|is|are|was|were|gets?|got|already|ever|the|just)\b/g, " ").replace(/\s+/g, " ").trim());

const ids = (entities: Entity[]) => entities.map((e) => e.entity_id).sort();
const FOR = new RegExp(`\\bfor (?:at least |more than |over )?${DURATION}`);
const duration = (text: string) => {
  const m = FOR.exec(text);
  return m ? hms(seconds(`${m[1]} ${m[2]}`)!) : undefined;
};
const withFor = (value: Trigger, text: string): Trigger => {
  const d = duration(text);
  return d ? ({ ...value, for: d } as Trigger) : value;
};

const ANY = /\b(?:any|either|every|all)(?: of the| of my| of our)? (?:\w+ )?(?:sensors?|detectors?|doors?|windows?|contacts?)\b/;

/** Sensors of a kind the clause names by name or room, else the action's room, else the only one. */
function sensors(ctx: Context, clause: string, kind: Kind, what: string): Entity[] {
  const mine = ctx.pronoun.filter((e) => isKind(e, kind));
  if (/\b(?:it|they|its|their)\b/.test(clause) && mine.length > 0) return mine;
  const m = mention(ctx.index, clause);
  const exact = m.exact.filter((e) => isKind(e, kind));
  if (exact.length > 0) return exact;
  const all = ctx.index.home.entities.filter((e) => isKind(e, kind));
  const rooms = [...m.areas.map((a) => a.area_id), ...m.exact.map((e) => e.area ?? "")].filter(Boolean);
  if (rooms.length > 0) {
    const here = all.filter((e) => rooms.includes(e.area ?? ""));
    if (here.length === 0) throw unknown(ctx.index, { ...m, text: `${what} sensor`, rest: [what] }, [kind]);
    return here;
  }
  // "the freezer temperature": the one sensor of the kind whose name holds the words said.
  const named = m.rest.length > 0 ? all.filter((e) => m.rest.every((w) => words(e.name.toLowerCase().replace(/['’]s\b/g, "")).includes(w))) : [];
  if (named.length === 1) return named;
  const near = all.filter((e) => ctx.rooms.includes(e.area ?? ""));
  if (near.length === 1) return near;
  if (all.length === 1) return all;
  if (all.length === 0) throw unknown(ctx.index, { ...m, text: `${what} sensor`, rest: [what] }, [kind]);
  // "any leak sensor", "any of the windows": every sensor of that kind, not one to guess.
  if (ANY.test(clause) && m.rest.length === 0) return all;
  throw ambiguous({ ...m, text: clause }, all);
}

const ABOVE = /\b(?:rises above|goes above|goes over|gets above|climbs above|is above|is over|exceeds|tops|is higher than|is more than|reaches|hits|gets (?:warmer|hotter|higher|brighter|more humid) than|is (?:warmer|hotter|higher|brighter|more humid) than|above|over|more than|warmer than|hotter than|brighter than)\b/;
const BELOW = /\b(?:drops below|drops under|falls below|falls under|goes below|goes under|dips below|gets below|is below|is under|is lower than|is less than|gets (?:colder|cooler|lower|darker) than|is (?:colder|cooler|lower|darker) than|below|under|less than|colder than|cooler than|darker than)\b/;

/** What a parser finds: a trigger or a condition, and maybe more triggers of another kind. */
interface Found {
  trigger?: Trigger;
  more?: Trigger[];
  condition?: Condition;
  subjects: Entity[];
}
type Parser = (ctx: Context, clause: string, asCondition: boolean) => Found | null;

const presence: Parser = (ctx, clause, asCondition) => {
  const people = everyone(ctx.index);
  const arriving = /\b(?:comes?|gets?|arrives?|arriving|returns?|is back|gets back|comes back|enters?|reaches)\b/.test(clause) && /\bhome\b|\bback\b|\barrives?\b|\barriving\b/.test(clause);
  const leaving = /\b(?:leaves?|left|goes out|gone|went out|departs?|departed|is away|are away)\b/.test(clause);
  // "We", "the family", "people": anyone of the household when one arrives or is home, all of it when it leaves.
  const household = /\b(?:we|us|people|the family|family|the kids)\b/.test(clause) ? (leaving || /\bare away\b/.test(clause) ? "all" : "some") : null;
  const group = /\b(?:anyone|anybody|someone|somebody)\b/.test(clause) ? "some" : /\b(?:everyone|everybody|nobody|no one|all of us|the last person)\b/.test(clause) ? "all" : household;
  const atHome = /\b(?:is|are) (?:both |all )?(?:at )?home\b/.test(clause);
  const notHome = /\b(?:is|are) not (?:at )?home\b|\bis away\b|\bare away\b|\bis out\b|\bnobody is home\b|\bno one is home\b/.test(clause);
  const said = persons(ctx.index, clause);
  // "… while she is home": the one person the directive names elsewhere.
  const named = said.length === 0 && /\b(?:she|he)\b/.test(clause) && ctx.people.length === 1 ? ctx.people : said;
  if (!group && named.length === 0) {
    const stranger = /^(?:(?:and|or|if|when|but) )?(\w+) (?:comes? home|gets? home|arrives?|leaves?|is home|is not home|is away|returns?)\b/.exec(clause);
    if (stranger && !/^(?:it|he|she|they|we|i|you|the|there|motion|someone)$/.test(stranger[1]!)) throw new Refusal("unknown_entity", `This home has no person called “${stranger[1]}”. The people it knows: ${people.map((p) => `“${p.name}”`).join(", ") || "none"}.`);
    return null;
  }
  if (!arriving && !leaving && !atHome && !notHome) return null;
  const subjects = group ? people : named;
  const nobody = group === "all" && (leaving || /\bnobody|no one\b/.test(clause));
  if (asCondition) {
    if (group === "some") return { condition: { condition: "numeric_state", entity_id: ["zone.home"], above: 0 }, subjects };
    const state = nobody || notHome || leaving ? "not_home" : "home";
    return { condition: { condition: "state", entity_id: ids(subjects), state }, subjects };
  }
  if (nobody) return { trigger: withFor({ trigger: "numeric_state", entity_id: ["zone.home"], below: 1 }, clause), subjects };
  const move = leaving || notHome ? { from: "home" } : { to: "home" };
  return { trigger: withFor({ trigger: "state", entity_id: ids(subjects), ...move }, clause), subjects };
};

const numeric: Parser = (ctx, clause, asCondition) => {
  const number = /(-?\d+(?:\.\d+)?)/.exec(clause.replace(/\bfor \d+(?:\.\d+)? ?\w+/, ""));
  const dir = ABOVE.exec(clause) ? "above" : BELOW.exec(clause) ? "below" : null;
  if (!number || !dir) return null;
  // "… and off when it falls below 75": the measure of the sensor "it" names.
  const measure = MEASURES.find(([pattern]) => pattern.test(clause)) ?? MEASURES.find(([, kind]) => /\b(?:it|they)\b/.test(clause) && ctx.pronoun.some((e) => isKind(e, kind)));
  if (!measure) return null;
  const subject = clause.replace(ABOVE, " ").replace(BELOW, " ").replace(/-?\d+(?:\.\d+)?\s*(?:degrees|percent|lux)?/g, " ");
  const found = sensors(ctx, subject, measure[1], measure[1].classes![0]!);
  const value = { entity_id: ids(found), [dir]: Number(number[1]) };
  if (asCondition) return { condition: { condition: "numeric_state", ...value } as Condition, subjects: found };
  return { trigger: withFor({ trigger: "numeric_state", ...value } as Trigger, clause), subjects: found };
};

const motion: Parser = (ctx, clause, asCondition) => {
  if (!/\b(?:motion|movement|moves|moving|occupied|occupancy|empty|unoccupied|vacant|presence)\b|\b(?:nobody|someone|somebody|anyone|anybody) (?:is in|are in|enters|walks into|comes into|goes into)\b/.test(clause)) return null;
  const still = /\b(?:no (?:motion|movement|one moves)|nobody moves|nobody is in|empty|unoccupied|vacant|stops?|clear|clears|cleared|without|not|any motion|ends?)\b/.test(clause);
  const found = sensors(ctx, clause.replace(/\b(?:motion|movement) sensors?\b/, " "), SENSES.motion!, "motion");
  const state = still ? "off" : "on";
  // "When motion is detected … for 10 minutes": how long the motion lasts, or how long the action stays? Ask.
  const held = FOR.exec(clause);
  if (held && !still && !asCondition) throw new Refusal("ambiguous", `“${held[0]}” could be how long the motion lasts or how long the action lasts; say “turn on … for ${held[1]} ${held[2]}” or “when there has been motion for …”.`);
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};

const smoke: Parser = (ctx, clause, asCondition) => {
  if (!/\b(?:smoke|leak|water leak)\b/.test(clause)) return null;
  const kind = /\bsmoke\b/.test(clause) ? SENSES.smoke! : SENSES.leak!;
  const found = sensors(ctx, clause, kind, /\bsmoke\b/.test(clause) ? "smoke" : "leak");
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state: "on" }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: "on" }, clause), subjects: found };
};

/** Appliances with a running sensor ("the washing machine is done") and weather sensors ("it starts raining"). */
const FINISHED = /\b(?:is (?:finished|done|complete|over)|has (?:finished|completed|stopped)|finishes|completes|ends|stops|is not running)\b/;
const STARTED = /\b(?:starts|has started|is running|begins|is on)\b/;
const running: Parser = (ctx, clause, asCondition) => {
  const rain = /\b(?:rain|rains|raining)\b/.test(clause);
  const done = FINISHED.test(clause);
  if (!rain && !done && !STARTED.test(clause)) return null;
  const kind = rain ? { domains: ["binary_sensor"], classes: ["moisture"] } : { domains: ["binary_sensor"], classes: ["running"] };
  const subject = clause.replace(FINISHED, " ").replace(STARTED, " ").replace(FOR, " ").replace(/\b(?:cycle|program|load)\b/g, " ");
  const m = mention(ctx.index, subject);
  let found = m.exact.filter((e) => isKind(e, kind));
  if (rain) found = ctx.index.home.entities.filter((e) => isKind(e, kind) && /\brain\b/i.test(e.name));
  if (found.length === 0 || (!rain && m.exact.length !== found.length)) return null;
  const state = rain ? (/\b(?:stops|ends|is over)\b/.test(clause) ? "off" : "on") : done ? "off" : "on";
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};

/** "The garage door starts opening": it leaves the state it was in. */
const MOVING = /\b(?:starts?|begins?) (opening|closing)\b/;

const OPEN = /\b(?:opens|opened|is open|are open|open|stays open|left open|has been open|gets opened)\b/;
const CLOSED = /\b(?:closes|closed|is shut|shuts|gets closed)\b/;
const SWITCHED = /\b(?:is |are |gets |has been |have been |was )?(?:switched|turned|turns|turn|switches|goes|go|comes|come|is|are|been) (on|off)\b/;
const HVAC = /\bis (heating|cooling|drying|idle|off)\b|\b(?:enters|goes into|switches to|is in|is set to) (heat|cool|auto|dry|heat cool|fan only|off) mode\b/;

/** What can be open or closed: a cover, or a door or window contact. */
const canOpen = (e: Entity) => e.domain === "cover" || (e.domain === "binary_sensor" && ["door", "window", "garage_door", "opening", "gate"].includes(e.device_class ?? ""));

/** Doors, windows, covers, switches and thermostats named in the clause, and the state it names. */
const stateOf: Parser = (ctx, clause, asCondition) => {
  const moving = MOVING.exec(clause);
  if (moving && !asCondition) {
    const found = resolve(ctx.index, mention(ctx.index, clause.replace(MOVING, " ")), [{ domains: ["cover"] }]);
    if (found.some((e) => e.domain !== "cover")) return null;
    return { trigger: { trigger: "state", entity_id: ids(found), from: moving[1] === "opening" ? "closed" : "open" }, subjects: found };
  }
  const open = OPEN.test(clause);
  const closed = !open && CLOSED.test(clause);
  const switched = SWITCHED.exec(clause);
  const hvac = HVAC.exec(clause);
  if (!open && !closed && !switched && !hvac) return null;
  const subject = clause.replace(OPEN, " ").replace(CLOSED, " ").replace(SWITCHED, " ").replace(HVAC, " ").replace(FOR, " ");
  const named = isPronounOnly(subject) && ctx.pronoun.length > 0 ? ctx.pronoun : resolve(ctx.index, mention(ctx.index, subject));
  // "Garage open": of a room's devices only covers, doors and windows open; its lights and sensors are not meant.
  const openable = open || closed ? named.filter(canOpen) : named;
  if (openable.length === 0) return null;
  const found = openable;
  // Each domain says the state its own way (a cover is "open", a door sensor "on"): one trigger per state.
  const stateFor = (e: Entity) =>
    hvac ? hvac[2]?.replace(" ", "_") ?? { heating: "heat", cooling: "cool", drying: "dry", idle: "idle", off: "off" }[hvac[1]!]!
    // A thermostat "on" is its mode: "the heating has been on" is heat.
    : switched && e.domain === "climate" && switched[1] === "on" ? (/\b(?:ac|cooling|air conditioning|conditioner|aircon)\b/.test(clause) ? "cool" : "heat")
    : switched ? switched[1]!
    : e.domain === "cover" ? (open ? "open" : "closed")
    : open ? "on" : "off";
  const groups = new Map<string, Entity[]>();
  for (const e of found) groups.set(stateFor(e), [...(groups.get(stateFor(e)) ?? []), e]);
  const [head, ...others] = [...groups] as [[string, Entity[]], ...[string, Entity[]][]];
  const [state, first] = head;
  if (asCondition) {
    if (others.length > 0) throw new Refusal("unsupported", `“${clause}” names things whose states differ; give each its own condition.`);
    return { condition: { condition: "state", entity_id: ids(first!), state: state! }, subjects: found };
  }
  const [trigger, ...more] = [[state!, first!] as const, ...others].map(([to, list]) => withFor({ trigger: "state", entity_id: ids(list), to }, clause));
  return { trigger, more, subjects: found };
};

/** Tried in order; the first that recognises the clause decides. */
const PARSERS: Parser[] = [presence, numeric, motion, smoke, running, stateOf];

export function event(ctx: Context, clause: string, asCondition: boolean): Event {
  // A condition holds at the moment of the trigger; "for 10 minutes" in one would be dropped, so refuse it.
  const held = asCondition ? FOR.exec(clause) : null;
  if (held) throw new Refusal("unsupported", `“${clause}” is read as a condition, and a condition that must have held “${held[0]}” is not supported yet; make it the trigger (“when …”).`);
  for (const parse of PARSERS) {
    const found = parse(ctx, clause, asCondition);
    if (found) return { triggers: [...(found.trigger ? [found.trigger] : []), ...(found.more ?? [])], condition: found.condition, subjects: found.subjects };
  }
  throw new Refusal("unsupported", `“${clause}” is not an event HomeDirective understands yet; it understands times, sunrise and sunset, presence, motion, doors and windows, switches and sensor readings.`);
}
