/** The shape of a language's alarm words (lang/<code>/alarms.ts, read by directive/alarms.ts), part of the Language shape. */

/** What an alarm senses, as directive/kinds.ts SENSES keys it. */
export type AlarmSense = "smoke" | "monoxide" | "gas" | "leak";

export interface AlarmWords {
  /** What an alarm senses as said, first match wins ("a gas leak" is gas, not water). */
  senses: readonly (readonly [RegExp, AlarmSense])[];
  /** One sensor or detector named with its article ("the leak sensor"): not any of them. */
  oneSensor: RegExp;
  /** An alarm said without a place ("a leak", "smoke is detected"): any of them. */
  anyAlarm: RegExp;
  /** Words of the alarm's happening, not of a sensor's name ("detects", "turns on"), taken out (global). */
  happening: RegExp;
  /** "the leak sensor detects a leak": the sensor's words alone ("$1"). */
  sensorDetects: readonly [RegExp, string];
  /** The word "leak", which names no gas sensor (global). */
  leak: RegExp;
  /** The alarm or the rain over ("dry again", "clears", "stops raining"). */
  cleared: RegExp;
}
