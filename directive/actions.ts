import { ACTUATED, KIND_WORDS, type Kind } from "./kinds.ts";
import { type Index, type Mention, ambiguous, resolve } from "./names.ts";
import { colour } from "./colours.ts";
import { type Operation, SUPPORTED, serviceFor } from "./domains.ts";
import { NOTIFY, recipientsOf } from "./notify.ts";
import { DURATION, hms, seconds } from "./time.ts";
import { type Action, type Entity, Refusal } from "./types.ts";
import { INVERSE, OPERATION_PATTERNS, PHRASAL } from "./verbs.ts";

/** What one action phrase asks: an operation, maybe a value, and the words naming its targets. */
export interface Step {
  op: Op;
  value?: number | string;
  phrase: string;
  /** "… 5 minutes later": wait this many seconds before the step. */
  delay?: number;
  /** The wait was said as "in 5 minutes": from now, not from an event. */
  countdown?: boolean;
  /** "… for 10 minutes": undo the step after this many seconds (SCHEMA §3.2). */
  hold?: number;
  /** The step took its verb from the one before ("turn off the lights and the fan"). */
  inherited: boolean;
  /** Its operation comes from a value alone ("the garage lights to 15 %"), so it may be the previous step's too. */
  verbless?: boolean;
  /** light.turn_on data beside the level: a colour or a brightness step. */
  data?: Record<string, number | string>;
}

type Op = "on" | "off" | "toggle" | "open" | "close" | "stop" | "level" | "temperature" | "hvac" | "notify";

/** Verbs and idioms, in order; each names an operation (and maybe a level) and is removed from the phrase. */
const VERBS: [RegExp, Op, number?][] = [
  [/\b(?:half open|half way open|open (?:\w+ ){0,4}?(?:halfway|half way|half)|halfway|half way)\b/, "level", 50],
  [/\b(?:to |at )?(?:the )?(?:minimum|lowest|dimmest|min)(?: brightness| level| setting)?\b/, "level", 1],
  [/\b(?:to |at )?(?:the )?(?:maximum|highest|brightest|full brightness|max|full speed|top speed|full power|full blast)(?: brightness| level| setting| speed)?\b/, "level", 100],
  [/\bstop (?:the )?(?=\w*\s*(?:shutter|blind|cover|curtain))/, "stop"],
  ...OPERATION_PATTERNS,
];
const HVAC = /\bto (heat cool|heat|cool|auto|dry|fan only)(?: mode)?\b|\b(heat cool|heat|cool|auto|dry|fan only) mode\b/;
const VALUE = /\b(?:to |at |by )?(-?\d+(?:\.\d+)?) ?(percent|degrees)?(?! ?(?:minutes?|mins?|hours?|seconds?|lux))\b/;
const POLITE = /\b(?:can you|could you|would you|will you|please|i want you to|i want|i would like|make sure|ensure)\b/g;
const NOISE = /\b(?:colou?r|speed|single|set|reset|change|put|make it|make|bring|turn|switch|dim|brighten|decrease|increase|reduce|adjust|again|fully|all the way|completely|up|down|brightness|level|position|temperature|temp|setpoint|of|is|are|to|at|it|that|this)\b/g;

export const HOLD = new RegExp(`\\bfor (?:another |a further )?${DURATION}`);
const LATER = new RegExp(`\\b(?:after|in|wait) ${DURATION}|\\b${DURATION} later\\b`);

/** Reads one action phrase; null when it holds no verb (it continues the previous step's). */
/** Words that say "some amount" without a number: refused rather than read as fully. */
const VAGUE = /\b(?:partially|partly|slightly|a bit|a little|somewhat|a tad)\b/;

export function step(text: string): Step | null {
  const vague = VAGUE.exec(text);
  if (vague) throw new Refusal("unsupported", `“${vague[0]}” does not say how much; give a level such as 30 % or halfway (HomeDirective read “${text.trim()}”).`);
  const told = NOTIFY.exec(text.replace(POLITE, " ").trim());
  if (told) return { op: "notify", value: recipientsOf(told[1]!), phrase: "", inherited: false };
  let phrase = ` ${text.replace(POLITE, " ").replace(/\bstop charging(?: the| my)?(?: car| vehicle| ev)?\b/, " off charger ")} `;
  let delay: number | undefined;
  const held = HOLD.exec(phrase);
  const hold = held ? seconds(held[0])! : undefined;
  if (held) phrase = phrase.replace(held[0], " ");
  const later = LATER.exec(phrase);
  if (later) (delay = seconds(later[0])!), (phrase = phrase.replace(later[0], " "));
  // "Turn off the lights in 5 minutes": a countdown from now, a timer rather than an automation.
  const countdown = later ? /^in\b/.test(later[0].trim()) : false;
  let data: Record<string, number | string> | undefined;
  const hue = colour(phrase);
  if (hue) (data = hue.data), (phrase = hue.rest);
  const hvac = hue ? null : HVAC.exec(phrase);
  if (hvac) return { op: "hvac", value: (hvac[1] ?? hvac[2])!.replace(" ", "_"), phrase: clean(phrase.replace(hvac[0], " ")), delay, hold, inherited: false };
  let value: number | undefined;
  let unit: string | undefined;
  const number = VALUE.exec(phrase);
  if (number) (value = Number(number[1])), (unit = number[2]), (phrase = phrase.replace(number[0], " "));
  // "Dim it by 20 %" is a step down, "brighten it by 20 %" a step up; "dim it to 20 %" stays a level.
  if (number && /^by\b/.test(number[0].trim()) && unit !== "degrees") {
    const down = /\b(?:dim|decrease|reduce|lower|darken|turn down)\b/.test(text);
    const up = /\b(?:brighten|increase|raise|turn up)\b/.test(text);
    if (down === up || value === 0) throw new Refusal("unsupported", `“${text.trim()}” does not say whether to brighten or dim by ${value} %.`);
    data = { ...data, brightness_step_pct: down ? -value! : value! };
    value = undefined;
  }
  let verb: Op | null = null;
  for (const [pattern, op, level] of VERBS) {
    const m = pattern.exec(phrase);
    if (!m) continue;
    // "turn the kitchen lights off": only the verb and its particle go; the words between are the target.
    const spread = m[0].trim().split(/\s+/);
    const split = spread.length > 2 && PHRASAL.test(spread[0]!);
    phrase = phrase.replace(m[0], split ? ` ${spread.slice(1, -1).join(" ")} ` : " ");
    if (level !== undefined) {
      value ??= level;
      continue;
    }
    verb = op;
    break;
  }
  const op: Op | null = unit === "degrees" ? "temperature" : value !== undefined ? "level" : verb ?? (/\b(?:dim|brighten|decrease|increase|reduce)\b/.test(text) || data ? "on" : null);
  if (op === null) return null;
  // "Turn on the bedroom A/C": an air conditioner on is its cooling mode.
  if (op === "on" && /\b(?:ac|aircon|air conditioning|air conditioner)\b/.test(phrase)) return { op: "hvac", value: "cool", phrase: clean(phrase), delay, hold, inherited: false };
  return { op, value, phrase: clean(phrase), delay, countdown, hold, inherited: false, verbless: verb === null && !/\b(?:set|reset|change|put|make|bring|adjust|dim|brighten|decrease|increase|reduce)\b/.test(text), data };
}

const clean = (phrase: string) => phrase.replace(NOISE, " ").replace(/\s+/g, " ").trim();

/** Whether the words ask about light ("dim the bedroom", "light up the lounge"). */
export const aboutLight = (text: string) => /\b(?:dim|brighten|brightness|light up|illuminate|bright|dark)\b|^\s*light (?:the|all|every|my|our)\b/.test(text) || colour(text) !== null;


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

/** Thermostats for "set the living room temperature to 20": the room's, not its temperature sensor. */
function thermostats(index: Index, m: Mention): Entity[] {
  const climates = m.exact.filter((e) => e.domain === "climate");
  if (climates.length > 0) return climates;
  const rooms = [...m.areas.map((a) => a.area_id), ...m.exact.map((e) => e.area)].filter(Boolean);
  const all = index.home.entities.filter((e) => e.domain === "climate");
  const here = rooms.length > 0 ? all.filter((e) => rooms.includes(e.area)) : all;
  if (here.length === 0) return resolve(index, m, IMPLIED.temperature);
  if (here.length > 1 && rooms.length === 0 && !m.everything) throw ambiguous({ ...m, text: m.text || "the thermostat" }, here);
  return here;
}

/** The service calls for one step on its resolved targets, one per domain. */
export function actions(index: Index, s: Step, m: Mention, implied: Kind[]): { actions: Action[]; targets: Entity[] } {
  // "Hallway off", "turn on the kitchen": a room alone, switched, is its lights (HA's HassTurnOn on an area).
  const roomOnly = ["on", "off", "toggle"].includes(s.op) && m.areas.length > 0 && m.exact.length + m.kinds.length + m.soft.length + m.rest.length === 0 && !m.everything;
  const fallback = roomOnly ? [KIND_WORDS.light!] : IMPLIED[s.op] ?? implied;
  const resolved = s.op === "temperature" || s.op === "hvac" ? thermostats(index, m) : resolve(index, m, fallback);
  // "Switch off everything in the study": every device there that can do it; its sensors are not meant.
  const everything = /\beverything\b|\ball (?:the )?devices\b/.test(m.text) && m.kinds.length === 0 && m.exact.length === 0;
  const targets = everything ? resolved.filter((e) => ACTUATED.has(e.domain) && e.domain !== "scene" && e.domain !== "cover" && serviceFor(s.op as Operation, e.domain)) : resolved;
  if (targets.length === 0) throw new Refusal("unknown_entity", `Nothing named by “${m.text}” can be switched that way in this home.`);
  const byDomain = new Map<string, string[]>();
  for (const e of targets) {
    if (!ACTUATED.has(e.domain)) throw new Refusal("unsupported", `“${e.name}” is a ${e.domain.replace("_", " ")} that HomeDirective can read but not operate; it operates ${SUPPORTED.replace(/, sensors and notifications$/, "")}.`);
    byDomain.set(e.domain, [...(byDomain.get(e.domain) ?? []), e.entity_id]);
  }
  const out: Action[] = [];
  for (const [domain, ids] of byDomain) out.push(call(s, domain, ids.sort()));
  return { actions: out, targets };
}

function call(s: Step, domain: string, ids: string[]): Action {
  const target = { entity_id: ids };
  const v = s.value as number;
  if (s.op === "temperature" || (s.op === "level" && domain === "climate")) return { action: "climate.set_temperature", target, data: { temperature: v } };
  if (s.op === "hvac") return { action: "climate.set_hvac_mode", target, data: { hvac_mode: String(s.value) } };
  if (s.data && domain !== "light") throw new Refusal("unsupported", `Only lights take a colour or a brightness step; “${s.phrase || "it"}” is a ${domain}.`);
  if (s.op === "level" && domain === "light") return v <= 0 ? { action: "light.turn_off", target } : { action: "light.turn_on", target, data: { brightness_pct: Math.min(100, v), ...s.data } };
  if (s.op === "on" && domain === "light" && s.data) return { action: "light.turn_on", target, data: { ...s.data } };
  if (s.op === "level" && domain === "fan") return v <= 0 ? { action: "fan.turn_off", target } : { action: "fan.set_percentage", target, data: { percentage: Math.min(100, v) } };
  if (s.op === "level" && domain === "cover") return v <= 0 ? { action: "cover.close_cover", target } : v >= 100 ? { action: "cover.open_cover", target } : { action: "cover.set_cover_position", target, data: { position: v } };
  const service = serviceFor(s.op === "level" ? "on" : (s.op as Operation), domain);
  if (!service) throw new Refusal("unsupported", `A ${domain} cannot be told to ${s.op === "level" ? "go to a level" : s.op}; try turning it on or off.`);
  return { action: service, target };
}

export const delay = (secondsToWait: number): Action => ({ delay: hms(secondsToWait) });


/** The actions that undo a step on its targets; a refusal when nothing does ("set it to 21 degrees for an hour"). */
export function undo(index: Index, s: Step, targets: Entity[]): Action[] {
  const op = INVERSE[s.op as keyof typeof INVERSE];
  if (!op || s.data) throw new Refusal("unsupported", `“for ${hms(s.hold ?? 0)}” needs a way back to how things were, and HomeDirective cannot undo “${s.op}” on ${targets.map((e) => e.name).join(", ")}.`);
  return actions(index, { ...s, op, value: undefined, hold: undefined, delay: undefined }, { exact: targets, areas: [], kinds: [], kindWords: [], soft: [], rest: [], everything: false, plural: true, text: "" }, []).actions;
}
