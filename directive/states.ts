/**
 * The event readers for devices' states: motion, appliances running or finished, and doors, windows, covers,
 * switches and thermostats changing state (alarms: alarms.ts).
 */
import { FOR, type Parser, ids, isPronounOnly, sensors, withFor } from "./readings.ts";
import { OPENABLE, SENSES, canOpen, isKind } from "./kinds.ts";
import { DOMAINS, runsWhileOn } from "./domains.ts";
import { mention } from "./names.ts";
import { resolve } from "./resolve.ts";
import { inTargetsRoom, resolvedNearTargets } from "./targets-room.ts";
import { type Entity, Refusal } from "./types.ts";
import { CLEARED } from "./alarms.ts";
import { en } from "./lang/en/index.ts";
import { anyWord } from "./lang/word-pattern.ts";

const S = en.deviceStates;
/** The state of a domain whose words (lang/<code>/domains.ts) hold the word said: "heating" is the thermostat's heat. */
export const stateSaid = (domain: string, word: string) => Object.entries(DOMAINS.find((d) => d.domain === domain)!.states).find(([, said]) => said.includes(word))?.[0];
/** The table's word lists as patterns, built once; SOUNDS: sensors that sound when they "go off". */
const [RAIN, RAIN_NAME, CYCLE, PRONOUN] = [anyWord(S.rain), anyWord(S.rainName, "i"), anyWord(S.cycle, "g"), anyWord(S.pronouns)];
const [OPEN, CLOSED, ANY, EVERY, HEATING, SOUNDS] = [anyWord(S.open), anyWord(S.closed), anyWord(S.any), anyWord(S.every), anyWord(S.heating), anyWord(S.sounding)];

export const motion: Parser = (ctx, clause, asCondition) => {
  if (!S.motion.test(clause)) return null;
  const still = S.still.test(clause);
  // "the front door motion sensor": "motion" may be a word of the sensor's name (Front Door Motion); "any motion sensor" is any.
  const found = sensors(ctx, clause.replace(S.motionSensor, (_: string, any?: string, word?: string) => any ?? word!), SENSES.motion!, "motion");
  const state = still ? "off" : "on";
  // "When motion is detected … for 10 minutes": how long the motion lasts, or how long the action stays? Ask.
  const held = FOR.exec(clause);
  if (held && !still && !asCondition) throw new Refusal("ambiguous", `“${held[0]}” could be how long the motion lasts or how long the action lasts; say “turn on … for ${held[1]} ${held[2]}” or “when there has been motion for …”.`);
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};

/** Appliances with a running sensor ("the washing machine is done") and weather sensors ("it starts raining"). */
export const running: Parser = (ctx, clause, asCondition) => {
  const rain = RAIN.test(clause);
  const done = S.finished.test(clause);
  if (!rain && !done && !S.started.test(clause)) return null;
  const kind = rain ? { domains: ["binary_sensor"], classes: ["moisture"] } : { domains: ["binary_sensor"], classes: ["running"] };
  const subject = clause.replace(S.finished, " ").replace(S.started, " ").replace(FOR, " ").replace(CYCLE, " ");
  // "starts or stops" read as one event would keep one of them: each side is read on its own (clauses.ts), or refused.
  if (done && S.started.test(clause)) throw new Refusal("unsupported", `“${clause}” names two events of one appliance; give each its own directive.`);
  const m = mention(ctx.index, subject);
  // "… starts or it stops": "it" is the appliance the clause before named.
  const mine = PRONOUN.test(subject) ? ctx.pronoun.filter((e) => isKind(e, kind)) : [];
  // "the washing machine or dryer": a word left over names one appliance by part of its name (Tumble Dryer), or the clause is not read.
  const partial = rain || mine.length > 0 ? [] : m.rest.map((w) => ctx.index.entities.filter((n) => isKind(n.item, kind) && n.words.includes(w)).map((n) => n.item));
  if (partial.some((list) => list.length !== 1)) return null;
  let found = mine.length > 0 ? mine : [...new Set([...m.exact.filter((e) => isKind(e, kind)), ...partial.map((list) => list[0]!)])];
  // "the balcony door is open and it starts raining": another device named is another event or state, read apart.
  if (rain && m.exact.some((e) => !RAIN_NAME.test(e.name))) return null;
  if (rain) found = ctx.index.home.entities.filter((e) => isKind(e, kind) && RAIN_NAME.test(e.name));
  // "while the cooker hood is running, off when it stops": a fan or a pump runs while it is on (an appliance's plug
  // does not say when its cycle ends, so only such a device is read this way).
  if (found.length === 0 && !rain && mine.length === 0 && m.exact.length > 0 && m.exact.every(runsWhileOn)) found = m.exact;
  // "the washer stops running" where the plug is the Washing Machine and its sensor "Washer Running": the one running
  // sensor in the appliance's room.
  const beside = found.length === 0 && !rain && mine.length === 0 && m.exact.length === 1 ? ctx.index.home.entities.filter((e) => isKind(e, kind) && e.area && e.area === m.exact[0]!.area) : [];
  if (beside.length === 1 && m.exact.length + partial.length === 1) return asCondition ? { condition: { condition: "state", entity_id: ids(beside), state: done ? "off" : "on" }, subjects: beside } : { trigger: withFor({ trigger: "state", entity_id: ids(beside), to: done ? "off" : "on" }, clause), subjects: beside };
  if (found.length === 0 || (!rain && mine.length === 0 && m.exact.length + partial.length !== found.length)) return null;
  const state = rain ? (CLEARED.test(clause) ? "off" : "on") : done ? "off" : "on";
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};

/** On or off as said; a pump or a plug "is running" is on (an appliance's cycle is read before, by `running`). */
const onOff = (switched: RegExpExecArray) => (switched[1] === undefined ? "on" : stateSaid("switch", switched[1])!);


/** Doors, windows, covers, switches and thermostats named in the clause, and the state it names. */
export const stateOf: Parser = (ctx, clause, asCondition) => {
  const moving = S.moving.exec(clause);
  if (moving && !asCondition) {
    const found = resolve(ctx.index, mention(ctx.index, clause.replace(S.moving, " ")), [{ domains: ["cover"] }]);
    if (found.some((e) => e.domain !== "cover")) return null;
    return { trigger: { trigger: "state", entity_id: ids(found), from: stateSaid("cover", moving[1]!) === "opening" ? "closed" : "open" }, subjects: found };
  }
  const open = OPEN.test(clause);
  const closed = !open && CLOSED.test(clause);
  // "open or closed" read as one state would drop the other: each side is read on its own (clauses.ts), or refused.
  if (open && CLOSED.test(clause.replace(OPEN, " "))) throw new Refusal("unsupported", `“${clause}” names both open and closed; say “opens or closes”, or give each its own directive.`);
  const switched = S.switched.exec(clause);
  const hvac = S.hvac.exec(clause);
  if (!open && !closed && !switched && !hvac) return null;
  const subject = clause.replace(OPEN, " ").replace(CLOSED, " ").replace(S.switched, " ").replace(S.hvac, " ").replace(FOR, " ").replace(S.trailingVerb, " ");
  // "… when the door opens, and turn it off once it has been on for 20 minutes": a door is open, not on, and a motion
  // sensor sees motion; "it" is the light.
  const doors = ctx.pronoun.length > 0 && ctx.pronoun.every((e) => e.domain === "binary_sensor");
  const pronoun = switched && !open && !closed && doors && ctx.targets?.length ? ctx.targets : ctx.pronoun;
  const said = mention(ctx.index, subject);
  // "the hallway turns on the porch light": a room is never on or off, and every device in it would start the rule.
  if (switched && !open && !closed && !hvac && said.areas.length > 0 && said.exact.length + said.kinds.length + said.soft.length + said.rest.length === 0 && !isPronounOnly(subject)) throw new Refusal("unsupported", `“${subject.trim()}” names a room, which is never on or off; name the device.`);
  // "the fridge has been open" beside a Fridge Door and two Fridge temperatures: what opens is the door.
  const named = isPronounOnly(subject) && pronoun.length > 0 ? pronoun : (inTargetsRoom(ctx, said, canOpen) ?? resolvedNearTargets(ctx, said, open || closed ? OPENABLE : []));
  // "Garage open": of a room's devices only covers, doors and windows open; its lights and sensors are not meant.
  const openable = open || closed ? named.filter(canOpen) : named;
  if (openable.length === 0) return null;
  const found = openable;
  // "the garage door turns on the garage light": a cover opens and closes, and a trigger on "on" would never fire.
  const shut = switched && !open && !closed && !hvac ? found.find((e) => e.domain === "cover") : undefined;
  if (shut) throw new Refusal("unsupported", `“${shut.name}” opens and closes rather than turning on or off; say “when the ${shut.name.toLowerCase()} opens”.`);
  // "the movie night scene turns off the hallway light": a scene is activated, never on or off.
  const scene = switched ? found.find((e) => e.domain === "scene") : undefined;
  if (scene) throw new Refusal("unsupported", `“${scene.name}” is a scene, activated rather than on or off, and its activation cannot start an automation yet.`);
  // "when the table saw is on" with only a Table Saw Power sensor: a reading is never on or off, a number past which it goes is.
  const reading = switched && !hvac ? found.find((e) => e.domain === "sensor") : undefined;
  if (reading) throw new Refusal("unsupported", `“${reading.name}” reports a number, never on or off; say when it goes past one (“above 100 W”).`);
  // Each domain says the state its own way (a cover is "open", a door sensor "on"): one trigger per state.
  const stateFor = (e: Entity) =>
    hvac ? hvac[2]?.replace(" ", "_") ?? stateSaid("climate", hvac[1]!)!
    : switched && e.domain === "climate" && onOff(switched) === "on" ? climateOn(e, clause)
    // "the septic alarm goes off": an alarm that goes off sounds.
    : switched && e.domain === "binary_sensor" && S.goesOff.test(switched[0]) && SOUNDS.test(e.name.toLowerCase()) ? "on"
    : switched ? onOff(switched)
    : e.domain === "cover" ? (open ? "open" : "closed")
    : open ? "on" : "off";
  const groups = new Map<string, Entity[]>();
  for (const e of found) groups.set(stateFor(e), [...(groups.get(stateFor(e)) ?? []), e]);
  const [head, ...others] = [...groups] as [[string, Entity[]], ...[string, Entity[]][]];
  const [state, first] = head;
  if (asCondition) {
    if (others.length > 0) throw new Refusal("unsupported", `“${clause}” names things whose states differ; give each its own condition.`);
    // A state condition over several devices holds when all of them are in the state: "any" cannot be said so.
    if (first!.length > 1 && ANY.test(subject)) throw new Refusal("unsupported", `“${clause.trim()}”: a condition on several devices holds only when all of them are so, so “any” cannot be checked yet; name the device.`);
    return { condition: { condition: "state", entity_id: ids(first!), state: state! }, subjects: found };
  }
  const [trigger, ...more] = [[state!, first!] as const, ...others].map(([to, list]) => withFor({ trigger: "state", entity_id: ids(list), to }, clause));
  // "When all the windows have been closed for 5 minutes": the last of them fires it, and every one must be so.
  // So does "when the bedroom windows are closed (again)": closed is every one of them; "are open" may be any.
  const every = others.length === 0 && first!.length > 1 && (EVERY.test(subject) || (S.allClosed.test(clause) && (state === "off" || state === "closed")));
  return { trigger, more, subjects: found, ...(every ? { condition: { condition: "state", entity_id: ids(first!), state: state! } as const } : {}) };
};

/**
 * A thermostat "on" is the mode it runs in, which the words must tell: the only mode it has, or the heating's
 * ("the heating has been on" is heat). "The aircon is on" may be any of its modes, and Home Assistant has no
 * state for "not off", so it is refused rather than read as one mode.
 */
function climateOn(e: Entity, clause: string): string {
  const modes = e.hvac_modes?.filter((m) => m !== "off");
  if (modes?.length === 1) return modes[0]!;
  if (HEATING.test(clause) && (!modes || modes.includes("heat"))) return "heat";
  const said = modes?.length ? ` (${modes.join(", ")})` : "";
  throw new Refusal("unsupported", `${e.name} may be on in any of its modes${said}, and “on” cannot be checked as one of them; say “is heating” or “is cooling”.`);
}

