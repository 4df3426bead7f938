/**
 * Chat shorthand in the words it stands for ("can u", "pls", "gonna", "msg", "w/", "wkdays"): part of the spellings
 * table (spellings.ts), applied in its place there, before any rule reads the text.
 */
import type { Rewrite } from "../types.ts";

export const CHAT_SHORTHAND: readonly Rewrite[] = [
  // "can u", "pls", "gonna", "n", "tho", "dont", "isnt": chat shorthand for the words.
  [/\bu\b(?=\s+(?:switch|turn|put|set|open|close|please|pls|make|dim))/g, "you"],
  [/\b(?:pls|plz|plse)\b/g, "please"],
  // "if noone home": no one, written as one word.
  [/\bnoone\b/g, "no one"],
  [/\b(gon|wan)na\b/g, (_: string, w: string) => (w === "gon" ? "going to" : "want to")],
  // "send me a msg", "txt dana", "on w/ motion", "w/o motion": texting's spellings of message, text, with and without.
  [/\b(?:msg(s?)|txt)\b/g, (said: string, s?: string) => (said === "txt" ? "text" : `message${s ?? ""}`)],
  [/\bw\/(?=\s)/g, "with"],
  [/\bw\/o\b/g, "without"],
  // "im going to sleep": I'm, written without its apostrophe.
  [/\bim\b(?= (?:going|gonna|off|out|home|back|leaving|heading|in|at|not|about|done|up|away|on)\b)/g, "i'm"],
  // "bedroom lights off im going to sleep": a sentence of the speaker's own after the order, with no comma typed.
  // Only after an order's last word ("off", "on", "now"): "the film we're watching" says which film.
  [/(?<=\b(?:on|off|up|down|open|close|closed|shut|now|please))(?<!\b(?:turn|switch) (?:on|off)) (?=(?:i'm|we're|i've|we've|i'll|we'll) (?!sure\b))/g, ", "],
  [/(?<=\p{L}) n (?=\p{L})/gu, " and "],
  [/,?\s*\b(?:tho|though)\s*$/g, ""],
  [/\b(do|does|is|are|was|were|has|have|did|can|would|should|wo)nt\b/g, (_: string, verb: string) => `${verb === "wo" ? "will" : verb} not`],
  // "for more then 1 min": than, typed as then before a number.
  [/\b(more|less|greater|higher|lower|longer|shorter|warmer|colder|cooler|hotter) then (?=\d|an? )/g, "$1 than "],
  // "wkdays", "wknds": the week's parts, shortened.
  [/\bwk ?days?\b/g, "weekdays"],
  [/\bwk ?ends?\b|\bwknds?\b/g, "weekends"],
];
