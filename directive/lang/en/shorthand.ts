/**
 * Chat shorthand in the words it stands for ("can u", "pls", "gonna", "msg", "w/", "wkdays"): part of the spellings
 * table (spellings.ts), applied in its place there, before any rule reads the text.
 */
import type { Rewrite } from "../types.ts";

export const CHAT_SHORTHAND: readonly Rewrite[] = [
  // "can u", "pls", "gonna", "n", "tho", "dont", "isnt": chat shorthand for the words.
  [/\bu\b(?=\s+(?:switch|turn|put|set|open|close|please|pls|make|dim))/g, "you"],
  [/\b(?:pls|plz|plse)\b/g, "please"],
  [/\b(gon|wan)na\b/g, (_: string, w: string) => (w === "gon" ? "going to" : "want to")],
  // "send me a msg", "txt dana", "on w/ motion": texting's spellings of message, text and with.
  [/\b(?:msg(s?)|txt)\b/g, (said: string, s?: string) => (said === "txt" ? "text" : `message${s ?? ""}`)],
  [/\bw\/(?=\s)/g, "with"],
  [/(?<=\p{L}) n (?=\p{L})/gu, " and "],
  [/,?\s*\b(?:tho|though)\s*$/g, ""],
  [/\b(do|does|is|are|was|were|has|have|did|can|would|should|wo)nt\b/g, (_: string, verb: string) => `${verb === "wo" ? "will" : verb} not`],
  // "wkdays", "wknds": the week's parts, shortened.
  [/\bwk ?days?\b/g, "weekdays"],
  [/\bwk ?ends?\b|\bwknds?\b/g, "weekends"],
];
