/**
 * Stage "steps": one action phrase read into a step: its operation (from the operation table's verbs), a
 * value, a colour or a mode, its timing, and the words left that name its targets.
 */
import { colour } from "./colours.ts";
import { NOTIFY, recipientsOf } from "./notify.ts";
import { type Scale, amount, modeOf, timing } from "./step-values.ts";
import { en } from "./lang/en/index.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import { Refusal } from "./types.ts";
import { OPERATION_PATTERNS, PHRASAL } from "./verbs.ts";

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
  /** Said after "then": it starts once the steps before, and their "for N minutes", are done. */
  sequenced?: boolean;
  /** Its operation comes from a value alone ("the garage lights to 15 %"), so it may be the previous step's too. */
  verbless?: boolean;
  /** "… then off again": no object said, not even "it", so it is on every device of the verb before (step-targets.ts). */
  unsaid?: boolean;
  /** "kitchen spotlights on": its particle said after its target, with no verb, closes it (plan.ts). */
  particleLast?: boolean;
  /** light.turn_on data beside the level: a colour or a brightness step. */
  data?: Record<string, number | string>;
  /** "… to 21 degrees in heat mode": the temperature set with the mode. */
  setpoint?: number;
  /** "Turn on the aircon to 23 degrees": a temperature said with "on", so the thermostat is also turned on. */
  switchOn?: boolean;
  /** "turn the porch light on or off at sunset": the refusal to give once its targets are found. */
  bothStates?: string;
  /** "Turn on the ceiling light to 70 % and the floor lamp": a value said with "on", its own target's alone. */
  onWithValue?: boolean;
  /** "Turn on the A/C": read as its cooling mode, unless the device's own name is the A/C word (actions.ts). */
  airConditionerOn?: boolean;
  /** "68 degrees fahrenheit", "20 °C": the scale said, so the value is already °C, whatever the thermostat's own. */
  scale?: Scale;
  /** A level said as a bare number ("set upstairs to 21"): a percentage or, of a thermostat, degrees. */
  unitless?: boolean;
  /** "Dim …" with no level yet: the verb that needs one, said by a later step ("… and the garage lights to 15 %") or refused. */
  unmeasured?: string;
}

export type Op = "on" | "off" | "toggle" | "open" | "close" | "stop" | "level" | "temperature" | "hvac" | "notify";

const S = en.steps;
const { polite: POLITE, noise: NOISE, vague: VAGUE, threshold: PAST, changeBy: CHANGE_BY, turned: TURNED, particleLast: PARTICLE_LAST, objectWord: OBJECT_WORD } = S;
export const AIR_CONDITIONER = S.airConditioner;
/** The table's word lists (lang/en/step-words.ts) as patterns, built once. */
const [IDIOM_VERB, STEP_VERB, TEMPERATURE, SWITCH_VERB] = [anyWord(S.idiomVerbs), anyWord(S.stepVerbs), anyWord(S.temperature), anyWord(S.switchVerbs)];
const SETTING_VERB = anyWord([...S.settingVerbs, ...S.stepVerbs]);
/** "to 70 %", "at -5": a value said with the word that sets it. */
const VALUE_TO = new RegExp(String.raw`\b(?:${alternation(S.valueTo)}) -?\d`);
/** Verbs and idioms, in order; each names an operation (and maybe a level) and is removed from the phrase. */
const VERBS: (readonly [RegExp, Op, number?])[] = [...en.steps.idioms, ...OPERATION_PATTERNS];

/** The operation's verb, taken out of the phrase; a level idiom ("halfway", "full brightness") gives a value. */
function verbOf(text: string, level: number | undefined) {
  let phrase = text;
  let value = level;
  let idiomVerb = false;
  for (const [pattern, op, idiom] of VERBS) {
    const m = pattern.exec(phrase);
    if (!m) continue;
    // "turn the kitchen lights off": only the verb and its particle go; the words between are the target. (Splitting
    // at spaces is mechanics, no word.)
    const spread = m[0].trim().split(/\s+/);
    const split = spread.length > 2 && PHRASAL.test(spread[0]!);
    // Replaced where it matched: "on" is also inside "festoon".
    phrase = `${phrase.slice(0, m.index)}${split ? ` ${spread.slice(1, -1).join(" ")} ` : " "}${phrase.slice(m.index + m[0].length)}`;
    if (idiom === undefined) return { phrase, value, verb: op };
    value ??= idiom;
    // "open the curtains halfway": the idiom holds its own verb, so the step is not a value for the one before.
    if (IDIOM_VERB.test(m[0])) idiomVerb = true;
  }
  return { phrase, value, verb: idiomVerb ? ("level" as Op) : null };
}

/** What a phrase says that no step can keep: an amount without a number, a moment said by what someone does, two verbs. */
function unreadable(text: string, told: boolean) {
  const vague = VAGUE.exec(text);
  if (vague) throw new Refusal("unsupported", `“${vague[0]}” does not say how much; give a level such as 30 % or halfway (HomeDirective read “${text.trim()}”).`);
  // "… to 21 degrees after I finish my coffee": a moment said by what someone does is no time the home can see.
  const someone = told ? null : S.someoneDoes.exec(text);
  if (someone) throw new Refusal("unsupported", `HomeDirective could not place “${someone[0].trim()}”: it is no time or event the home can see.`);
  // "the ceiling fan at speed 3": a fan's own numbered step, which a percentage would only guess.
  const speed = S.fanSpeed.exec(text);
  if (speed) throw new Refusal("unsupported", `“${speed[0]}” is a fan's own step, not a share of its full speed; give a percentage such as 50 %.`);
  // "turn on the light turn off after 20 mins": a second verb in one phrase is a step of its own, never dropped.
  if (S.twoVerbs.test(text)) throw new Refusal("unsupported", `HomeDirective read “${text.trim()}” as one step; separate its steps with a comma or “and”.`);
}

/** Reads one action phrase; null when it holds no verb (it continues the previous step's). */
export function step(text: string): Step | null {
  const told = NOTIFY.exec(text.replace(POLITE, " ").trim());
  unreadable(text, told !== null);
  if (told) return { op: "notify", value: recipientsOf(told[1]!), phrase: "", inherited: false };
  const { phrase: timed, delay, hold, countdown } = timing(` ${text.replace(POLITE, " ").replace(...S.stopCharging)} `);
  const hue = colour(timed);
  const coloured = hue ? hue.rest : timed;
  const mode = hue ? null : modeOf(coloured);
  if (mode) return { op: "hvac", value: mode.mode, phrase: clean(mode.rest), delay, hold, inherited: false, ...mode.setpoint };
  const { phrase: counted, data, value: said, unit, scale } = amount(text, coloured, hue?.data);
  const read = verbOf(counted, said);
  const { phrase, value } = read;
  // "take the lamp down by 30 %": with a brightness step, "down" and "up" say its way, not a cover's.
  const verb = data?.brightness_step_pct !== undefined && (read.verb === "close" || read.verb === "open") ? null : read.verb;
  const stepped = STEP_VERB.exec(text);
  const unmeasured = stepped && verb === null && value === undefined && unit === undefined && !data ? stepped[0] : undefined;
  // "set the living room temperature to 20": a temperature's number is degrees, never the room's lights at 20 %.
  const degrees = unit === "degrees" || (unit === undefined && value !== undefined && TEMPERATURE.test(text));
  // "granary temp over 24 bedroom fan on": a number past which a reading goes is no value to set.
  if (value !== undefined && PAST.test(text)) throw new Refusal("ambiguous", `“${text.trim()}” says a reading past a number, not a value to set; say “when … is above …” or “set … to …”.`);
  // "turn the heating up 2 degrees", "2 degrees warmer": a change by a number, which no call of SCHEMA v2 makes.
  if (value !== undefined && (CHANGE_BY.test(text) || (unit === "degrees" && TURNED.test(text) && !VALUE_TO.test(text)))) throw new Refusal("unsupported", `“${text.trim()}” asks for a change by ${value}${unit === "degrees" ? " degrees" : ""}; HomeDirective sets a value (“to 21 degrees”), not a change.`);
  // "close the shutter 70 %": 70 % closed (a position of 30) or to 70 %? Without "to" it is not said (it was set to 70).
  if (verb === "close" && value !== undefined && value !== 50 && !degrees && /\d/.test(text) && !VALUE_TO.test(text)) throw new Refusal("ambiguous", `“${text.trim()}” may mean ${value} % closed or a position of ${value} %; say “set … to ${100 - value} %” or “set … to ${value} %” (the position, 100 % fully open).`);
  // "Turn off the porch light to 50 %": off and a level say two different things.
  if (verb === "off" && value !== undefined && value > 0 && !degrees) throw new Refusal("unsupported", `“${text.trim()}” says both off and a value (${value}); say one of them.`);
  const op: Op | null = degrees ? "temperature" : value !== undefined ? "level" : verb ?? (stepped || data ? "on" : null);
  if (op === null) return null;
  // "Turn on the bedroom A/C": an air conditioner on is its cooling mode.
  if (op === "on" && AIR_CONDITIONER.test(phrase)) return { op: "hvac", value: "cool", phrase: clean(phrase), delay, hold, inherited: false, airConditionerOn: true };
  const switchOn = op === "temperature" && verb === "on" && SWITCH_VERB.test(text) ? true : undefined;
  const onWithValue = verb === "on" && op === "level" ? true : undefined;
  const particleLast = PARTICLE_LAST.test(text) ? true : undefined;
  const unsaid = clean(phrase) === "" && !OBJECT_WORD.test(text) ? true : undefined;
  return { op, value, phrase: clean(phrase), delay, countdown, hold, inherited: false, switchOn, onWithValue, particleLast, unsaid, verbless: verb === null && !SETTING_VERB.test(text), data, unmeasured, ...(scale ? { scale } : {}), ...(op === "level" && unit === undefined ? { unitless: true } : {}) };
}

/** Whether the step reader would take a word of this name for a verb, a level or noise ("Lower Thermostat", "Roof Level"). */
export const readsAsStep = (name: string) => VERBS.some(([pattern]) => pattern.test(` ${name} `)) || name.search(NOISE) >= 0 || VAGUE.test(name) || colour(name) !== null;

/** Spaces squeezed: mechanics, no word. */
const clean = (phrase: string) => phrase.replace(NOISE, " ").replace(/\s+/g, " ").trim();

/** Whether the words ask about light ("dim the bedroom", "light up the lounge"). */
export const aboutLight = (text: string) => S.aboutLight.test(text) || colour(text) !== null;
