/**
 * The values an action phrase says beside its verb: a number and its unit, a mode and its setpoint, and its timing
 * ("for 10 minutes", "5 minutes later"). Each is taken out of the phrase, which keeps the words naming the targets.
 */
import { en } from "./lang/en/index.ts";
import type { Scale } from "./lang/step-detail-shape.ts";
import { alternation, anyWord } from "./lang/word-pattern.ts";
import { seconds } from "./time.ts";
import { Refusal } from "./types.ts";

export type { Scale };
/** °F as °C, to the half degree a thermostat takes; °C as whole °F. */
export const celsius = (f: number) => Math.round((((f - 32) * 5) / 9) * 2) / 2;
export const fahrenheit = (c: number) => Math.round((c * 9) / 5 + 32);

const V = en.stepDetails.values;
const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
/** Words after a number that make it no value, a setpoint or a mode's setpoint (":" says a clock time). */
const [NOT_A_VALUE, NOT_A_SETPOINT, NOT_AFTER_MODE] = [
  [...V.timeUnits, ...V.shortTimeUnits, ...V.lightUnits],
  [V.percent, ...V.timeUnits, ...V.meridiem, ":"],
  [V.percent, ...V.timeUnits, ...V.shortTimeUnits, ...V.meridiem, ":"],
].map(alternation);
const MODES = alternation(V.hvacModes);
const HVAC = new RegExp(`\\b(?:${alternation(V.modeBefore)}) (${MODES})(?: ${V.mode})?\\b|\\b(${MODES}) ${V.mode}\\b`);
const VALUE = new RegExp(`\\b(?:${V.valueBefore.map((w) => `${w} `).join("|")})?${NUMBER} ?(${V.percent}|${V.degrees})?(?! ?(?:${NOT_A_VALUE}))\\b`);
/** The scale a temperature was said in, which spellings.ts writes after "degrees". */
const SCALE = new RegExp(`^\\s*(${alternation(Object.keys(V.scales))})\\b`);
const SCALES: Record<string, Scale> = V.scales;
const scaleAfter = (text: string): Scale | undefined => SCALES[SCALE.exec(text)?.[1] ?? ""];
const SETPOINT = alternation(V.setpointBefore);
const DEGREES = new RegExp(`\\b(?:${V.setpointBefore.map((w) => `${w} `).join("|")})?${NUMBER} ${V.degrees}\\b|\\b(?:${SETPOINT}) ${NUMBER}\\b(?! ?(?:${NOT_A_SETPOINT}))`);
const BARE = new RegExp(`^ ${NUMBER}\\b(?! ?(?:${NOT_AFTER_MODE}))`);

export const HOLD = V.hold;
const COUNTDOWN = new RegExp(`^(?:${alternation(V.countdown)})\\b`);
const [JOINING, TO_OR_BY, DOWN, UP] = [anyWord(V.joining), anyWord(V.toOrBy), anyWord(V.down), anyWord(V.up)];
const BY = new RegExp(`^${V.by}\\b`);
/** The unit a value was said in, by the stage's name for it. */
const unitOf = (word?: string) => (word === V.percent ? "percent" : word === V.degrees ? "degrees" : undefined);

/** "for 10 minutes" (undo after), "5 minutes later" / "in 5 minutes" (wait before), taken out of the phrase. */
export function timing(text: string) {
  let phrase = text;
  const held = HOLD.exec(phrase);
  const hold = held ? seconds(held[0])! : undefined;
  if (held) phrase = phrase.replace(held[0], " ");
  const later = V.later.exec(phrase);
  if (later) phrase = phrase.replace(later[0], " ");
  // "Turn off the lights in 5 minutes": a countdown from now, a timer rather than an automation.
  return { phrase, hold, delay: later ? seconds(later[0])! : undefined, countdown: later ? COUNTDOWN.test(later[0].trim()) : false };
}

/**
 * "the pendants down 20%", "turn up the reading lamp 20%", "increase the lights 20 percent": a percentage with no "to"
 * after a way to go is a step, as "by" says it ("raise"/"lower" without "by" stay a cover's position).
 */
const stepSaid = (text: string, number: string) =>
  /^\d/.test(number.trim()) && !number.includes(V.degrees) && (new RegExp(`\\b(?:${alternation(V.particles)}) (?:${V.by} )?${number.trim()}`).test(text) || V.stepVerb.test(text));

/** A number and its unit; "by N %" is a brightness step, down or up as the verb says. */
export function amount(text: string, phrase: string, data: Record<string, number | string> | undefined) {
  const number = VALUE.exec(phrase);
  if (!number) return { phrase, data, value: undefined, unit: undefined };
  // "to 68°F": a setpoint is written in °C (SCHEMA v2), to the half degree a thermostat takes.
  const scale = number[2] === V.percent ? undefined : scaleAfter(phrase.slice(number.index + number[0].length));
  const fahrenheit = scale === "fahrenheit";
  const value = fahrenheit ? celsius(Number(number[1])) : Number(number[1]);
  const rest = phrase.replace(number[0], " ");
  // "to 21 degrees … to 50 percent": a step takes one value; the second would be dropped.
  const second = VALUE.exec(rest);
  // A verb between them is a step left joined to this one, which resolving its targets tells apart.
  if (second && !JOINING.test(rest.slice(number.index, second.index))) throw new Refusal("unsupported", `“${text.trim()}” gives two values (${number[0].trim()} and ${second[0].trim()}); give each step one value.`);
  // "Dim it 30 %", "reduce the lamp 30 %" with neither "to" nor "by": people mean either, so neither is guessed.
  if (/^\d/.test(number[0].trim()) && number[2] === V.percent && TO_OR_BY.test(text) && !stepSaid(text, number[0])) throw new Refusal("ambiguous", `“${text.trim()}” may mean to ${number[0].trim()} or by ${number[0].trim()}; say “to” or “by”.`);
  // "Dim it by 20 %" is a step down, "brighten it by 20 %" a step up; "dim it to 20 %" stays a level.
  if (!(BY.test(number[0].trim()) || stepSaid(text, number[0])) || number[2] === V.degrees) return { phrase: rest, data, value, unit: fahrenheit ? "degrees" : unitOf(number[2]), scale };
  // "take the lamp down by 30 %", "bring it up by 10 %": the particle says which way.
  const down = DOWN.test(text);
  const up = UP.test(text);
  if (down === up || value === 0) throw new Refusal("unsupported", `“${text.trim()}” does not say whether to brighten or dim by ${value} %.`);
  if (value > 100) throw new Refusal("unsupported", `“${text.trim()}” steps by more than 100 %; a step is at most 100 %.`);
  return { phrase: rest, data: { ...data, brightness_step_pct: down ? -value : value }, value: undefined, unit: undefined };
}

/** "Set the office heater to 21 degrees in heat mode": the mode and the temperature, both kept. */
export function modeOf(phrase: string) {
  const hvac = HVAC.exec(phrase);
  if (!hvac) return null;
  // "on heat 21": a bare number right after the mode is its setpoint.
  const bare = BARE.exec(phrase.slice(hvac.index + hvac[0].length));
  const rest = phrase.replace(bare ? `${hvac[0]}${bare[0]}` : hvac[0], bare ? ` ${V.setpointBefore[0]} ${bare[1]} ` : " ");
  const degrees = DEGREES.exec(rest);
  const scale = degrees ? scaleAfter(rest.slice(degrees.index + degrees[0].length)) : undefined;
  const n = Number(degrees?.[1] ?? degrees?.[2]);
  const setpoint = degrees ? { setpoint: scale === "fahrenheit" ? celsius(n) : n, ...(scale ? { scale } : {}) } : {};
  return { mode: (hvac[1] ?? hvac[2])!.replace(" ", "_"), rest: degrees ? rest.replace(degrees[0], " ") : rest, setpoint };
}
