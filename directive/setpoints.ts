/**
 * A thermostat's setpoint in the scale it was said in. Home Assistant shows and takes a °F thermostat's setpoint in
 * °F, so "set the upstairs thermostat to 68" there means 68 °F; SCHEMA v2 writes every setpoint in °C.
 */
import { celsius, fahrenheit } from "./step-values.ts";
import type { Step } from "./steps.ts";
import { type Entity, Refusal } from "./types.ts";

const inFahrenheit = (e: Entity) => /f$/i.test(e.temperature_unit ?? "");

/**
 * Refuses a setpoint outside the thermostat's own range (min_temp–max_temp, in its scale; when the home does not say,
 * 5–35 °C, wider than HA's 7–35 default so frost settings pass). A number said with its scale is already °C.
 */
export function checkRange(degrees: number, scaleSaid: boolean, e: Entity): void {
  const inF = inFahrenheit(e);
  const own = inF && scaleSaid ? fahrenheit(degrees) : degrees;
  const [min, max] = [e.min_temp ?? (inF ? 41 : 5), e.max_temp ?? (inF ? 95 : 35)];
  if (own < min || own > max) throw new Refusal("unsupported", `${own} degrees is outside what “${e.name}” can be set to (${min}–${max}${e.temperature_unit ? ` ${e.temperature_unit}` : ""}).`);
}

/** The degrees a step sets a thermostat to: its temperature, its level as a bare number, or its mode's setpoint. */
export const degreesOf = (s: Step) => (s.op === "hvac" ? s.setpoint : s.op === "temperature" || s.op === "level" ? Number(s.value) : undefined);

/** The step with its setpoint in °C: a number said without a scale is in the thermostats' own. */
export function inCelsius(s: Step, targets: Entity[]): Step {
  const thermostats = targets.filter((e) => e.domain === "climate");
  const degrees = degreesOf(s);
  if (degrees === undefined || s.scale || !thermostats.some(inFahrenheit)) return s;
  if (!thermostats.every(inFahrenheit)) throw new Refusal("ambiguous", `${thermostats.map((e) => `“${e.name}”`).join(", ")} are not set in one scale; say “${degrees} °F” or “${degrees} °C”.`);
  return s.op === "hvac" ? { ...s, setpoint: celsius(degrees) } : { ...s, value: celsius(degrees) };
}
