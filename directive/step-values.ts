/**
 * The values an action phrase says beside its verb: a number and its unit, a mode and its setpoint, and its timing
 * ("for 10 minutes", "5 minutes later"). Each is taken out of the phrase, which keeps the words naming the targets.
 */
import { DURATION } from "./lang/en/clock.ts";
import { seconds } from "./time.ts";
import { Refusal } from "./types.ts";

export type Scale = "celsius" | "fahrenheit";
/** °F as °C, to the half degree a thermostat takes; °C as whole °F. */
export const celsius = (f: number) => Math.round((((f - 32) * 5) / 9) * 2) / 2;
export const fahrenheit = (c: number) => Math.round((c * 9) / 5 + 32);

const HVAC = /\b(?:to|on|in) (heat cool|heat|cool|auto|dry|fan only)(?: mode)?\b|\b(heat cool|heat|cool|auto|dry|fan only) mode\b/;
const VALUE = /\b(?:to |at |by )?(-?\d+(?:\.\d+)?) ?(percent|degrees)?(?! ?(?:minutes?|mins?|hours?|seconds?|lux))\b/;
/** The scale a temperature was said in, which spellings.ts writes after "degrees". */
const SCALE = /^\s*(fahrenheit|celsius)\b/;
const DEGREES = /\b(?:to |at )?(-?\d+(?:\.\d+)?) degrees\b|\b(?:to|at) (-?\d+(?:\.\d+)?)\b(?! ?(?:percent|minutes?|hours?|seconds?|am|pm|:))/;

export const HOLD = new RegExp(`\\bfor (?:another |a further )?${DURATION}`);
const LATER = new RegExp(`\\b(?:after|in|wait) ${DURATION}|\\b${DURATION} later\\b`);

/** "for 10 minutes" (undo after), "5 minutes later" / "in 5 minutes" (wait before), taken out of the phrase. */
export function timing(text: string) {
  let phrase = text;
  const held = HOLD.exec(phrase);
  const hold = held ? seconds(held[0])! : undefined;
  if (held) phrase = phrase.replace(held[0], " ");
  const later = LATER.exec(phrase);
  if (later) phrase = phrase.replace(later[0], " ");
  // "Turn off the lights in 5 minutes": a countdown from now, a timer rather than an automation.
  return { phrase, hold, delay: later ? seconds(later[0])! : undefined, countdown: later ? /^in\b/.test(later[0].trim()) : false };
}

/**
 * "the pendants down 20%", "turn up the reading lamp 20%", "increase the lights 20 percent": a percentage with no "to"
 * after a way to go is a step, as "by" says it ("raise"/"lower" without "by" stay a cover's position).
 */
const stepSaid = (text: string, number: string) =>
  /^\d/.test(number.trim()) && !/degrees/.test(number) && (new RegExp(`\\b(?:up|down) (?:by )?${number.trim()}`).test(text) || /\b(?:increase|decrease|turn (?:[\w' ]+ )?(?:up|down)|turn (?:up|down))\b/.test(text));

/** A number and its unit; "by N %" is a brightness step, down or up as the verb says. */
export function amount(text: string, phrase: string, data: Record<string, number | string> | undefined) {
  const number = VALUE.exec(phrase);
  if (!number) return { phrase, data, value: undefined, unit: undefined };
  // "to 68°F": a setpoint is written in °C (SCHEMA v2), to the half degree a thermostat takes.
  const scale = number[2] === "percent" ? undefined : (SCALE.exec(phrase.slice(number.index + number[0].length))?.[1] as Scale | undefined);
  const fahrenheit = scale === "fahrenheit";
  const value = fahrenheit ? celsius(Number(number[1])) : Number(number[1]);
  const rest = phrase.replace(number[0], " ");
  // "to 21 degrees … to 50 percent": a step takes one value; the second would be dropped.
  const second = VALUE.exec(rest);
  // A verb between them is a step left joined to this one, which resolving its targets tells apart.
  if (second && !/\b(?:set|turn|switch|put|make|dim)\b/.test(rest.slice(number.index, second.index))) throw new Refusal("unsupported", `“${text.trim()}” gives two values (${number[0].trim()} and ${second[0].trim()}); give each step one value.`);
  // "Dim it 30 %", "reduce the lamp 30 %" with neither "to" nor "by": people mean either, so neither is guessed.
  if (/^\d/.test(number[0].trim()) && number[2] === "percent" && /\b(?:dim|brighten|reduce|raise)\b/.test(text) && !stepSaid(text, number[0])) throw new Refusal("ambiguous", `“${text.trim()}” may mean to ${number[0].trim()} or by ${number[0].trim()}; say “to” or “by”.`);
  // "Dim it by 20 %" is a step down, "brighten it by 20 %" a step up; "dim it to 20 %" stays a level.
  if (!(/^by\b/.test(number[0].trim()) || stepSaid(text, number[0])) || number[2] === "degrees") return { phrase: rest, data, value, unit: fahrenheit ? "degrees" : number[2], scale };
  // "take the lamp down by 30 %", "bring it up by 10 %": the particle says which way.
  const down = /\b(?:dim|decrease|reduce|lower|darken|down)\b/.test(text);
  const up = /\b(?:brighten|increase|raise|up)\b/.test(text);
  if (down === up || value === 0) throw new Refusal("unsupported", `“${text.trim()}” does not say whether to brighten or dim by ${value} %.`);
  if (value > 100) throw new Refusal("unsupported", `“${text.trim()}” steps by more than 100 %; a step is at most 100 %.`);
  return { phrase: rest, data: { ...data, brightness_step_pct: down ? -value : value }, value: undefined, unit: undefined };
}

/** "Set the office heater to 21 degrees in heat mode": the mode and the temperature, both kept. */
export function modeOf(phrase: string) {
  const hvac = HVAC.exec(phrase);
  if (!hvac) return null;
  // "on heat 21": a bare number right after the mode is its setpoint.
  const bare = /^ (-?\d+(?:\.\d+)?)\b(?! ?(?:percent|minutes?|mins?|hours?|seconds?|am|pm|:))/.exec(phrase.slice(hvac.index + hvac[0].length));
  const rest = phrase.replace(bare ? `${hvac[0]}${bare[0]}` : hvac[0], bare ? ` to ${bare[1]} ` : " ");
  const degrees = DEGREES.exec(rest);
  const scale = degrees ? (SCALE.exec(rest.slice(degrees.index + degrees[0].length))?.[1] as Scale | undefined) : undefined;
  const n = Number(degrees?.[1] ?? degrees?.[2]);
  const setpoint = degrees ? { setpoint: scale === "fahrenheit" ? celsius(n) : n, ...(scale ? { scale } : {}) } : {};
  return { mode: (hvac[1] ?? hvac[2])!.replace(" ", "_"), rest: degrees ? rest.replace(degrees[0], " ") : rest, setpoint };
}
