/** The event reader for alarms: smoke, gas, carbon monoxide and water leaks, detected or cleared. */
import { type Parser, ids, sensors, withFor } from "./readings.ts";
import { SENSES } from "./kinds.ts";
import { en } from "./lang/en/index.ts";

/** The language's alarm words (lang/<code>/alarms.ts). */
const W = en.alarms;

export const alarm: Parser = (ctx, clause, asCondition) => {
  const sensed = W.senses.find(([said]) => said.test(clause))?.[1];
  if (!sensed) return null;
  // "When a leak is detected", "if smoke is detected": an alarm said without a place is any of them; "the leak sensor
  // detects water" is one of them, which the room or the name must say (SCHEMA §4.8), never all of them.
  const anywhere = !W.oneSensor.test(clause) && W.anyAlarm.test(clause);
  // "the leak sensor detects a leak": the sensor's name alone is the words naming it.
  const plain = clause.replace(W.happening, " ").replace(...W.sensorDetects).replace(/\s+/g, " ");
  // "a gas leak": the leak is the gas's, no word of a sensor's name.
  const said = sensed === "leak" ? plain : plain.replace(W.leak, " ");
  const found = sensors(ctx, said, SENSES[sensed]!, sensed === "monoxide" ? "carbon monoxide" : sensed, anywhere);
  const state = CLEARED.test(clause) ? "off" : "on";
  if (asCondition) return { condition: { condition: "state", entity_id: ids(found), state }, subjects: found };
  return { trigger: withFor({ trigger: "state", entity_id: ids(found), to: state }, clause), subjects: found };
};

/**
 * "the leak sensor is dry again", "… clears", "… turns off", "it stops raining", "it is not raining": the alarm or the
 * rain over.
 */
export const CLEARED = W.cleared;
