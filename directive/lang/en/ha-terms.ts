/**
 * Home Assistant's own terms as its users type them into the box ("brightness_pct 35", "goes from off to on",
 * "zone.home is 0", "trigger: … condition: … action: …"), in plain English, first of the spellings
 * (spellings.ts). An entity id the home has is already its name (compile.ts); "heat_cool" reads "heat cool".
 */
import type { Rewrite } from "../types.ts";

/**
 * "trigger: time at 12:00, action: …", "trigger on …; condition: …; action: …": an automation's parts, said in
 * order, and a list after an order's colon; read before a title is looked for, since neither is one.
 */
export const AUTOMATION_PARTS: readonly Rewrite[] = [
  [/^(?:trigger|triggers)(?::| on| when)?\s+(?=.*\baction:)/, "when "],
  [/[,;]\s*conditions?:\s*(?:state\s+)?/g, " and if "],
  [/[,;]\s*actions?:\s*/g, ", "],
  // "turn them all off: the fairy lights, the ceiling light and the fan": the list after the colon, no title before it.
  [/\b(turn|switch) (?:them|these|those) (?:all |both )?(on|off):\s*/g, "$1 $2 "],
];

export const HA_TERMS: readonly Rewrite[] = [
  // "goes from off to on", "changes from on to off": it turns on or off.
  [/\b(?:goes|changes|switches|turns) from (?:on|off) to (on|off)\b/g, "turns $1"],
  // "when the hallway motion to on": it turns on.
  [/^(when [^,;]+?) (?:changes |goes |switches )?to (on|off)\b/, "$1 turns $2"],
  // "numeric state sensor above 35 → …": the threshold is what the words after it say.
  [/\bnumeric state (?:of |trigger (?:on |for )?)?/g, ""],
  // "sun.sun below_horizon", "the sun is below the horizon": dark.
  [/\bsun\.sun (?:is |state )?below horizon\b/g, "it is dark"],
  [/\bsun\.sun (?:is |state )?above horizon\b/g, "it is light"],
  // "zone.home is 0", "the zone.home count drops to 0": nobody is home; above 0: someone is.
  [/\b(?:the )?zone\.home(?: count| state)? (?:is|equals|==|drops to|goes to|becomes|changes to) 0\b/g, "nobody is home"],
  [/\b(?:the )?zone\.home(?: count| state)? (?:is )?(?:above 0|> ?0|greater than 0|at least 1)\b/g, "someone is home"],
  // "brightness_pct 35", "color_temp_kelvin 4000", "target temp 21.5": the value, as a step says it.
  [/\bbrightness(?: pct| percent)?:? (\d+(?:\.\d+)?)\b(?! ?(?:%|percent))/g, "to $1 percent"],
  [/\b(?:color|colour) temp(?:erature)? kelvin:? (\d{4})\b/g, "to $1 kelvin"],
  [/\btarget temp(?:erature)?:? (\d+(?:\.\d+)?)\b/g, "to $1 degrees"],
  // "every light entity": every light.
  [/\b(light|switch|fan|cover|sensor|climate)s? entit(?:y|ies)\b/g, "$1s"],
  // "on sat and sun": the weekend days, shortened.
  [/\bsat(?:urday)?\s*(?:and|&|\/)\s*sun(?:day)?\b/g, "saturday and sunday"],
];
