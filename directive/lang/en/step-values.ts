/**
 * How English says the values beside an action's verb (directive/step-values.ts): "to 21 degrees in heat mode", "by
 * 20 %", "for 10 minutes", "5 minutes later", "turn the lamp up 20 percent".
 */
import type { ValueWords } from "../step-detail-shape.ts";
import { DURATION } from "./clock.ts";

export const VALUE_WORDS = {
  percent: "percent",
  degrees: "degrees",
  scales: { fahrenheit: "fahrenheit", celsius: "celsius" },
  valueBefore: ["to", "at", "by"],
  by: "by",
  setpointBefore: ["to", "at"],
  timeUnits: ["minutes", "minute", "hours", "hour", "seconds", "second"],
  shortTimeUnits: ["mins", "min"],
  lightUnits: ["lux"],
  meridiem: ["am", "pm"],
  hvacModes: ["heat cool", "heat", "cool", "auto", "dry", "fan only"],
  mode: "mode",
  modeBefore: ["to", "on", "in"],
  hold: new RegExp(`\\bfor (?:another |a further )?${DURATION}`),
  later: new RegExp(`\\b(?:after|in|wait) ${DURATION}|\\b${DURATION} later\\b`),
  countdown: ["in"],
  particles: ["up", "down"],
  stepVerb: /\b(?:increase|decrease|turn (?:[\w' ]+ )?(?:up|down)|turn (?:up|down))\b/,
  joining: ["set", "turn", "switch", "put", "make", "dim"],
  toOrBy: ["dim", "brighten", "reduce", "raise"],
  down: ["dim", "decrease", "reduce", "lower", "darken", "down"],
  up: ["brighten", "increase", "raise", "up"],
} satisfies ValueWords;
