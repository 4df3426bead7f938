import { ACTUATED, KIND_WORDS, type Kind } from "./kinds.ts";
import type { Index } from "./home-index.ts";
import type { Mention } from "./names.ts";
import { ambiguous, narrowed, resolve } from "./resolve.ts";
import { words } from "./text.ts";
import { type Operation, SUPPORTED, serviceFor } from "./domains.ts";
import { grammatical, known } from "./coverage.ts";
import { hms } from "./time.ts";
import { duration } from "./describe-when.ts";
import { AIR_CONDITIONER, type Op, type Step } from "./steps.ts";
import { type Action, type Entity, Refusal } from "./types.ts";
import { INVERSE } from "./verbs.ts";
import { checkRange, degreesOf, inCelsius } from "./setpoints.ts";

/** The kind the verb implies when the phrase names only a room ("dim the bedroom"). */
const IMPLIED: Partial<Record<Op, Kind[]>> = {
  // "Set the bedroom to 50 %": a level for a room is its lights' brightness (HA's HassLightSet).
  level: [KIND_WORDS.light!],
  temperature: [KIND_WORDS.thermostat!],
  hvac: [KIND_WORDS.thermostat!],
  open: [{ domains: ["cover"] }],
  close: [{ domains: ["cover"] }],
  stop: [{ domains: ["cover"] }],
};

/**
 * What an order acts on when its words are part of a name and name no kind: a device that can be operated, so "turn off the charger" beside
 * E-bike Charger and E-bike Charger Power is the charger. A name that fits only a sensor is still found, and refused
 * as one that cannot be operated.
 */
const OPERABLE: Kind = { domains: [...ACTUATED] };

/** Thermostats for "set the living room temperature to 20": the room's, not its temperature sensor. */
function thermostats(index: Index, m: Mention): Entity[] {
  // Words that name something ("… after I finish my coffee", "in the other room") are never passed over.
  const naming = m.rest.some((w) => /\p{L}/u.test(w) && !grammatical(w));
  const climates = m.exact.filter((e) => e.domain === "climate");
  // Two thermostats one name fits ("the thermostat" upstairs and down) are a choice the resolver asks about.
  if (climates.length > 0 && !naming && !m.except && (climates.length === 1 || m.plural || m.everything)) return climates;
  if (climates.length > 0 || m.except) return resolve(index, m, IMPLIED.temperature);
  // A sensor's name places the thermostat ("the bedroom temperature"); any other device named is not passed over.
  const stray = m.exact.find((e) => e.domain !== "sensor");
  if (stray) throw new Refusal("unsupported", `“${stray.name}” is not a thermostat; HomeDirective sets temperatures on thermostats.`);
  const rooms = [...m.areas.map((a) => a.area_id), ...m.exact.map((e) => e.area)].filter(Boolean);
  const all = index.home.entities.filter((e) => e.domain === "climate");
  const placed = rooms.length > 0 ? all.filter((e) => rooms.includes(e.area)) : all;
  // "the panel heaters": a word some of their names hold narrows to those ("Workshop Heater" is no panel heater).
  const kinds = narrowed(m, placed, (e) => words(e.name.toLowerCase()));
  const named = m.rest.filter((w) => kinds.some((e) => words(e.name.toLowerCase()).includes(w)));
  const here = named.length > 0 ? kinds.filter((e) => named.every((w) => words(e.name.toLowerCase()).includes(w))) : kinds;
  // "set the radiators to 19": every one named so, as a plural noun means.
  if (m.plural && here.length > 1) return here;
  // "the great room thermostat" in a home with no Great Room: words naming what the home lacks, not a choice among its thermostats.
  const said = m.text.replace(/^(?:the|my|our|a|an) /, "");
  const qualified = m.rest.length > 0 && m.rest.every((w) => !known(w)) && !/ (?:the|a|an|my|our) /.test(said);
  if (here.length === 0 || (rooms.length === 0 && qualified) || naming) return resolve(index, m, IMPLIED.temperature);
  if (here.length > 1 && rooms.length === 0 && !m.everything) throw ambiguous({ ...m, text: m.text || "the thermostat" }, here);
  return here;
}

/** The service calls for one step on its resolved targets, one per domain. */
export function actions(index: Index, s: Step, m: Mention, implied: Kind[]): { actions: Action[]; targets: Entity[] } {
  // "Hallway off", "turn on the kitchen": a room alone, switched, is its lights (HA's HassTurnOn on an area).
  const roomOnly = ["on", "off", "toggle"].includes(s.op) && m.areas.length > 0 && m.exact.length + m.kinds.length + m.soft.length + m.rest.length === 0 && !m.everything;
  // A person's name alone ("Otis left them on") is no part of a device's name to narrow by.
  const people = new Set(index.people.flatMap((p) => p.words));
  const partial = m.exact.length === 0 && m.rest.some((w) => !people.has(w)) && m.kinds.length + m.soft.length === 0 && !m.everything;
  const fallback = roomOnly ? [KIND_WORDS.light!] : IMPLIED[s.op] ?? (implied.length === 0 && partial ? [OPERABLE] : implied);
  // "set upstairs to 21", "make it 20 in the snug": a bare number for a place with a thermostat may be degrees.
  const placeOnly = m.areas.length > 0 && m.exact.length + m.kinds.length + m.soft.length + m.rest.length === 0;
  if (s.op === "level" && s.unitless && placeOnly && Number(s.value) >= 7 && Number(s.value) <= 32 && index.home.entities.some((e) => e.domain === "climate" && m.areas.some((a) => a.area_id === e.area))) throw new Refusal("ambiguous", `“${s.value}” for ${m.areas.map((a) => a.name).join(" and ")} could be the lights' brightness or the thermostat's degrees; say “${s.value} %” or “${s.value} degrees”.`);
  const resolved = s.op === "temperature" || s.op === "hvac" ? thermostats(index, m) : resolve(index, m, fallback);
  // "Switch off everything in the study": every device there that can do it; its sensors are not meant.
  const everything = /\beverything\b|\ball (?:the )?devices\b/.test(m.text) && m.kinds.length === 0 && m.exact.length === 0;
  const targets = everything ? resolved.filter((e) => ACTUATED.has(e.domain) && e.domain !== "scene" && e.domain !== "cover" && serviceFor(s.op as Operation, e.domain)) : resolved;
  if (targets.length === 0) throw new Refusal("unknown_entity", `Nothing named by “${m.text}” can be switched that way in this home.`);
  // "turn off both bath fans" where the words name one: the other is not this home's name for it, so neither is guessed.
  if (targets.length === 1 && /\bboth\b/.test(m.text)) throw new Refusal("ambiguous", `“${m.text}” says both, but names only “${targets[0]!.name}” here; name each.`);
  // "turn on both fans" where the words name four: which two is not said.
  if (targets.length > 2 && /\bboth\b/.test(m.text)) throw new Refusal("ambiguous", `“${m.text}” says both, but names ${targets.length} here (${targets.map((e) => `“${e.name}”`).join(", ")}); name the two.`);
  // "turn on the aircon" where the device is called Aircon: the device itself turned on (its last mode), as people
  // name a device by what it is; "the bedroom A/C" naming a mini split is its cooling.
  const step = s.airConditionerOn && targets.every((e) => AIR_CONDITIONER.test(e.name.toLowerCase())) ? { ...s, op: "on" as Op, value: undefined } : s;
  const byDomain = new Map<string, string[]>();
  for (const e of targets) {
    if (!ACTUATED.has(e.domain)) throw new Refusal("unsupported", `“${e.name}” is a ${e.domain.replace("_", " ")} that HomeDirective can read but not operate; it operates ${SUPPORTED.replace(/, sensors and notifications$/, "")}.`);
    byDomain.set(e.domain, [...(byDomain.get(e.domain) ?? []), e.entity_id]);
  }
  settable(step, targets);
  const set = inCelsius(step, targets);
  const out: Action[] = [];
  for (const [domain, ids] of byDomain) {
    out.push(call(set, domain, ids.sort()));
    if (s.switchOn && domain === "climate") out.push({ action: "climate.turn_on", target: { entity_id: ids } });
  }
  return { actions: out, targets };
}

/** A thermostat takes degrees within its own range: "to 50 %" or "to 2" would be refused by Home Assistant. */
function settable(s: Step, targets: Entity[]): void {
  const degrees = degreesOf(s);
  for (const e of targets.filter((t) => t.domain === "climate")) {
    if (s.op === "level" && !s.unitless) throw new Refusal("unsupported", `“${e.name}” is set in degrees, not percent; say “to 21 degrees”.`);
    if (degrees !== undefined) checkRange(degrees, s.scale !== undefined, e);
    // "the heat pump to auto" on one whose modes are off, heat and cool: Home Assistant would refuse the call.
    if (s.op === "hvac" && e.hvac_modes && !e.hvac_modes.includes(String(s.value))) throw new Refusal("unsupported", `“${e.name}” has no ${String(s.value).replace("_", " ")} mode; its modes are ${e.hvac_modes.join(", ").replace(/_/g, " ")}.`);
  }
}

function call(s: Step, domain: string, ids: string[]): Action {
  const target = { entity_id: ids };
  const v = s.value as number;
  if (s.op === "temperature" || (s.op === "level" && domain === "climate")) return { action: "climate.set_temperature", target, data: { temperature: v } };
  // "… to 21 degrees in heat mode": one call sets both.
  if (s.op === "hvac" && s.setpoint !== undefined) return { action: "climate.set_temperature", target, data: { temperature: s.setpoint, hvac_mode: String(s.value) } };
  if (s.op === "hvac") return { action: "climate.set_hvac_mode", target, data: { hvac_mode: String(s.value) } };
  if (s.data && domain !== "light") throw new Refusal("unsupported", `Only lights take a colour or a brightness step; “${s.phrase || "it"}” is a ${domain}.`);
  // "set the lamp to 2700", "the fan to 150", "the blind to -20": past a level's 0–100, a number is something else.
  if (s.op === "level" && ["light", "fan", "cover"].includes(domain) && (v > 100 || v < 0)) throw new Refusal("unsupported", `“${v}” is no level from 0 to 100 %${domain === "light" && v >= 1000 ? `; for a colour temperature say “${v} K”` : ""}.`);
  if (s.op === "level" && domain === "light") return v <= 0 ? { action: "light.turn_off", target } : { action: "light.turn_on", target, data: { brightness_pct: Math.min(100, v), ...s.data } };
  if (s.op === "on" && domain === "light" && s.data) return { action: "light.turn_on", target, data: { ...s.data } };
  // "the pedestal fan to 3", "fan on level 2": a small bare number is the fan's own speed step, which a percentage would only guess.
  if (s.op === "level" && domain === "fan" && s.unitless && v > 0 && v <= 10) throw new Refusal("unsupported", `“${v}” may be the fan's own speed step, not a share of its full speed; give a percentage such as 50 %.`);
  if (s.op === "level" && domain === "fan") return v <= 0 ? { action: "fan.turn_off", target } : { action: "fan.set_percentage", target, data: { percentage: Math.min(100, v) } };
  if (s.op === "level" && domain === "cover") return v <= 0 ? { action: "cover.close_cover", target } : v >= 100 ? { action: "cover.open_cover", target } : { action: "cover.set_cover_position", target, data: { position: v } };
  // "Turn the office fan switch to 50 %": a switch has no level, and turning it on would drop the value.
  if (s.op === "level" && v > 0 && v < 100) throw new Refusal("unsupported", `A ${domain} has no level, so “${v} %” cannot be set on it; turn it on or off.`);
  const service = serviceFor(s.op === "level" ? "on" : (s.op as Operation), domain);
  if (!service) throw new Refusal("unsupported", `A ${domain} cannot be told to ${s.op === "level" ? "go to a level" : s.op}; try turning it on or off.`);
  return { action: service, target };
}

export const delay = (secondsToWait: number): Action => ({ delay: hms(secondsToWait) });


/** The actions that undo a step on its targets; a refusal when nothing does ("set it to 21 degrees for an hour"). */
export function undo(index: Index, s: Step, targets: Entity[]): Action[] {
  // "Set the thermostat to 22 for 2 hours", "the blind halfway for an hour": the way back is the setting before, which
  // no directive knows; "off" undoes a level only for lights and fans, which a level turned on.
  const settled = ["level", "temperature", "hvac"].includes(s.op) && targets.some((e) => e.domain === "climate" || e.domain === "cover");
  if (settled) throw new Refusal("unsupported", `HomeDirective cannot know what ${targets.map((e) => e.name).join(", ")} was set to before, to go back to it after ${duration(hms(s.hold ?? 0))}; say what to set it to then (“…, then set it to 18”).`);
  const op = INVERSE[s.op as keyof typeof INVERSE];
  if (!op || s.data) throw new Refusal("unsupported", `“for ${duration(hms(s.hold ?? 0))}” needs a way back to how things were, and HomeDirective cannot undo “${s.op}” on ${targets.map((e) => e.name).join(", ")}.`);
  return actions(index, { ...s, op, value: undefined, hold: undefined, delay: undefined }, { exact: targets, areas: [], kinds: [], kindWords: [], soft: [], rest: [], everything: false, plural: true, text: "" }, []).actions;
}
