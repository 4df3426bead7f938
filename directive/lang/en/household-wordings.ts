/**
 * The household said as a whole ("the house is empty", "no one is home, turn …", "someone is in the house"): presence in
 * the home, not a room's motion sensor. Applied in their place in lang/en/rewrites.ts.
 */
import type { Rewrite } from "../types.ts";

export const HOUSEHOLD_WORDINGS: readonly Rewrite[] = [
  // "No one is home, turn …": a state said first, before the action, is its condition.
  [/^((?:nobody|somebody|someone|anyone|anybody|everyone|everybody) (?:is|are) [^,]+),\s*(?=\w)/, "if $1, "],
  // "the house is empty": nobody is home.
  // "the home is unoccupied", "the house has been empty for 10 minutes": the house, not a room's motion sensor.
  [/\b(?:the )?(?:house|home|apartment|flat) (?:is|has been|is still|stays|remains) (?:empty|unoccupied|vacant)\b/g, "nobody is home"],
  [/\b(?:the )?(?:house|home|apartment|flat) (?:becomes|gets|goes) (?:empty|unoccupied|vacant)\b/g, "everyone leaves"],
  // "the house is occupied again": someone is home.
  [/\b(?:the )?(?:house|home|apartment|flat) (?:is|becomes|gets) (?:occupied|busy)(?: again)?\b/g, "someone is home"],
  // "when someone is in the house", "nobody is in home": presence in the home, not a room's motion sensor.
  [/\b(?:there (?:is|are) )?(nobody|no one|noone|someone|somebody|anyone|anybody|everyone|everybody) (?:(?:is|are) )?(?:in|inside) (?:the )?(?:house|home)\b/g, "$1 is home"],
  // "when someone is present", "nobody is present" (German "anwesend", French "présent"): at home.
  [/\b(nobody|no one|noone|someone|somebody|anyone|anybody|everyone|everybody) (is|are) present\b/g, "$1 $2 home"],
  // "nobody has been home for 10 minutes": nobody is home, held.
  [/\b(nobody|no one|noone) (?:has|have) been (?:at )?home\b/g, "$1 is home"],
];
