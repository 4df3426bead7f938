/**
 * How English names the sensor a clause reads (directive/readings.ts): "it" and "they", "for at least 10 minutes",
 * "any of the door sensors", "the outside temperature".
 */
import type { ReadingWords } from "../reading-shape.ts";
import { DURATION } from "./clock.ts";

export const READING_WORDS = {
  pronouns: ["it", "they", "them", "those", "these", "she", "he", "this", "that", "one"],
  pronounFillers: ["still", "left", "been", "has", "have", "is", "are", "was", "were", "gets", "get", "got", "already", "ever", "the", "just"],
  ownPronouns: ["it", "they", "its", "their"],
  heldFor: new RegExp(`\\bfor (?:at least |more than |over |longer than )?${DURATION}`),
  anyOfKind: /\b(?:any|either|every|all)(?: of the| of my| of our)? (?:\w+ )?(?:sensors?|detectors?|doors?|windows?|contacts?)\b/,
  // "any motion", "any one": not the sensors of the kind read.
  anyOne: /\bany\b(?! (?:motion|movement|activity|one|body)\b)/,
  outdoors: ["outside", "outdoors", "outdoor", "exterior"],
  outdoorsLast: ["out"],
  possessive: ["'s", "’s"],
  // A rain sensor is a moisture sensor too, but no leak.
  notOf: { leak: ["rain"] },
} satisfies ReadingWords;
