/** How English says alarms: smoke, gas, carbon monoxide and water leaks, detected or cleared (directive/alarms.ts). */
import type { AlarmWords } from "../alarm-shape.ts";

export const ALARM_WORDS = {
  // "gas" alone may be a gas heater's.
  senses: [
    [/\bsmoke\b/, "smoke"],
    [/\bcarbon monoxide\b/, "monoxide"],
    [/\bgas (?:leaks?|sensors?|detectors?|(?:is |was )?detected)\b|\bdetects? gas\b/, "gas"],
    [/\b(?:water )?leak\b/, "leak"],
  ],
  oneSensor: /\bthe (?:[\w-]+ ){0,2}(?:sensor|detector)\b/,
  anyAlarm: /\b(?:a|any) (?:water |gas |carbon monoxide )?leak\b|\b(?:leak|smoke|water|gas|carbon monoxide) (?:leak )?(?:is |was )?detected\b|\bdetects? (?:a |any )?(?:leak|water|smoke|gas|carbon monoxide)\b/,
  happening: /\bdetects?\b|\b(?:turns?|switch(?:es)?|goes|is) (?:on|off)\b/g,
  sensorDetects: [/\b((?:sensor|detector)s?)\s+(?:a |any )?leak\b/, "$1"],
  leak: /\bleaks?\b/g,
  // An alarm that "goes off" sounds.
  cleared: /\b(?:dry|dries|dried|clears|cleared|is clear|all clear|no longer|not|stops|stopped|ends|ended|is over|(?:turns?|switch(?:es)?|is|goes back) off|off again)\b/,
} satisfies AlarmWords;
