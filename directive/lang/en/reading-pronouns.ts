/**
 * "it" as the subject of a second threshold, where the reading was named by the first: "When the leisure battery drops
 * below 40%, switch on the charger, and turn it off when it gets back above 90%". Part of the rewrite table (rewrites.ts).
 */
import type { Rewrite } from "../types.ts";

/** A reading named with its threshold after its "when": "when the leisure battery drops below", "if tank level is above". */
const NAMED_PAST = /\b(?:when|whenever|once|if) ((?:the )?(?:(?!(?:when|whenever|once|if|and|then|it)\b)[\w']+ )+?)(?:drops|falls|goes|gets|rises|climbs|is|reaches|dips)(?: back)? (?:below|under|above|over)\b/g;

export const READING_PRONOUNS: readonly Rewrite[] = [
  [/\b(when|whenever|once|if) it ((?:gets|goes|rises|drops|falls|climbs|is|comes|dips)(?: back)? (?:above|over|below|under)\b)/g, (...groups: unknown[]) => {
    const [said, word, rest, at, text] = groups as [string, string, string, number, string];
    const named = [...text.slice(0, at).matchAll(NAMED_PAST)].at(-1);
    return named ? `${word} ${named[1]}${rest}` : said;
  }],
];
