/**
 * The shape of a language's words for what an action step says beside its verb (lang/<code>/step-values.ts and
 * lang/<code>/notices.ts, read by directive/step-values.ts and directive/notify.ts), part of the Language shape: a
 * number and its unit, a mode, its timing, and who a notification goes to. Lists are words or phrases found whole;
 * patterns are where the word order is the language's own.
 */

/** The scale a temperature is said in. */
export type Scale = "celsius" | "fahrenheit";

export interface ValueWords {
  /** The word of a percentage and the word of a temperature, as the stage's units name them. */
  percent: string;
  degrees: string;
  /** The words of a scale, after the degrees, and which scale each says. */
  scales: Record<string, Scale>;
  /** Words before a value ("to", "at", "by"); `by` of them says a step. */
  valueBefore: readonly string[];
  by: string;
  /** Words before a setpoint ("to", "at"); the first is written before a bare number said after a mode. */
  setpointBefore: readonly string[];
  /** Words of a duration, a short duration and light after a number, which then is no value of the step. */
  timeUnits: readonly string[];
  shortTimeUnits: readonly string[];
  lightUnits: readonly string[];
  /** Words after a number that make it a time of day. */
  meridiem: readonly string[];
  /** HVAC modes, spaces where HA writes underscores; the word that may follow ("mode") and the words before one. */
  hvacModes: readonly string[];
  mode: string;
  modeBefore: readonly string[];
  /** How long a step holds ("for 10 minutes"), and how long it waits before ("5 minutes later", "in 5 minutes"). */
  hold: RegExp;
  later: RegExp;
  /** The words of `later` that count down from now ("in 5 minutes"). */
  countdown: readonly string[];
  /** Particles of a step up or down ("turn it up by 20 %"), and a verb that steps ("increase", "turn … up"). */
  particles: readonly string[];
  stepVerb: RegExp;
  /** Verbs that start a step: one between two values says they are two steps. */
  joining: readonly string[];
  /** Verbs that may mean "to" or "by" a percentage when neither is said. */
  toOrBy: readonly string[];
  /** Words that say a step down, and a step up. */
  down: readonly string[];
  up: readonly string[];
}

export interface StepDetails {
  values: ValueWords;
}
