/** The event reader for alarms: smoke, gas, carbon monoxide and water leaks, detected or cleared. */
import { type Parser, ids, sensors, withFor } from "./readings.ts";
import { SENSES } from "./kinds.ts";

/** What an alarm senses, first match wins: a gas leak is gas, not water; "gas" alone may be a gas heater's. */
const ALARMS: [RegExp, keyof typeof SENSES][] = [
  [/\bsmoke\b/, "smoke"],
  [/\bcarbon monoxide\b/, "monoxide"],
  [/\bgas (?:leaks?|sensors?|detectors?|(?:is |was )?detected)\b|\bdetects? gas\b/, "gas"],
  [/\b(?:water )?leak\b/, "leak"],
];

export const alarm: Parser = (ctx, clause, asCondition) => {
  const sensed = ALARMS.find(([said]) => said.test(clause))?.[1];
  if (!sensed) return null;
  // "When a leak is detected", "if smoke is detected": an alarm said without a place is any of them; "the leak sensor
  // detects water" is one of them, which the room or the name must say (SCHEMA §4.8), never all of them.
  const anywhere = !/\bthe (?:[\w-]+ ){0,2}(?:sensor|detector)\b/.test(clause) && /\b(?:a|any) (?:water |gas |carbon monoxide )?leak\b|\b(?:leak|smoke|water|gas|carbon monoxide) (?:leak )?(?:is |was )?detected\b|\bdetects? (?:a |any )?(?:leak|water|smoke|gas|carbon monoxide)\b/.test(clause);
  // "the leak sensor detects a leak": the sensor's name alone is the words naming it.
  const plain = clause.replace(/\bdetects?\b|\b(?:turns?|switch(?:es)?|goes|is) (?:on|off)\b/g, " ").replace(/\b((?:sensor|detector)s?)\s+(?:a |any )?leak\b/, "$1").replace(/\s+/g, " ");
  // "a gas leak": the leak is the gas's, no word of a sensor's name.
  const said = sensed === "leak" ? plain : plain.replace(/\bleaks?\b/g, " ");
  const found = sensors(ctx, said, SENSES[sensed]!, sensed === "monoxide" ? "carbon monoxide" : sensed, anywhere);
  const state = CLEARED.test(clause) ? "off" : "on";
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};

/**
 * "the leak sensor is dry again", "… clears", "… turns off", "it stops raining", "it is not raining": the alarm or the
 * rain over. An alarm that "goes off" sounds.
 */
export const CLEARED = /\b(?:dry|dries|dried|clears|cleared|is clear|all clear|no longer|not|stops|stopped|ends|ended|is over|(?:turns?|switch(?:es)?|is|goes back) off|off again)\b/;

