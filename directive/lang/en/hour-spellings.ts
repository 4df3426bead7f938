/**
 * An hour written with "h", as French, German and Dutch write the clock ("at 19h", "7h30", "after 22h"): part of the
 * spellings table (spellings.ts), applied in its place there. "for 2h" stays a duration (text.ts reads it).
 */
import type { Rewrite } from "../types.ts";
import { HOUR_CLOCK_LEADS, HOUR_LATE_LEADS, HOUR_RANGES } from "./text-words.ts";

export const HOUR_SPELLINGS: readonly Rewrite[] = [
  // "kl. 6.30", "kl 21" (Danish, Norwegian, Swedish "klokken"): the time of day, before a period can end a sentence there.
  [/\b(?:at )?kl\.? ?(?=\d)/g, "at "],
  // "at 19h", "from 7h until 9h": an hour alone, as French and German write it (never "for 2h", a duration).
  [new RegExp(String.raw`(?<=\b(?:at|from|until|till|to|by|between|and|after|before|around|about) )(\d{1,2})h(\d{2})\b|\b(1[3-9]|2[0-3])h(\d{2})\b|(?<=\b(?:${HOUR_CLOCK_LEADS.join("|")}) |\d{1,2}h (?:${HOUR_RANGES.join("|")}) )(\d{1,2})h\b`, "g"), (_: string, h?: string, m?: string, h2?: string, m2?: string, h3?: string) => (h3 ? `${h3}:00` : `${h ?? h2}:${m ?? m2}`)],
  // "opens after 22h", "before 19h": an hour past noon after these words is a time of day (HOUR_LATE_LEADS).
  [new RegExp(String.raw`(?<=\b(?:${HOUR_LATE_LEADS.join("|")}) )(1[3-9]|2[0-3])h\b`, "g"), "$1:00"],
];
