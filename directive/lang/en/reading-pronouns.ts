/**
 * "it" as the subject of a second threshold, where the reading was named by the first: "When the leisure battery drops
 * below 40%, switch on the charger, and turn it off when it gets back above 90%". Part of the rewrite table (rewrites.ts).
 */
import type { Rewrite } from "../types.ts";
import { THRESHOLDS } from "./thresholds.ts";

/** The threshold wordings said with a verb ("drops below", "gets back above"), from the thresholds table, longest first. */
const PAST = [...THRESHOLDS.above, ...THRESHOLDS.below]
  .filter((said) => /^\S+ (?:above|over|below|under)$/.test(said))
  .sort((a, b) => b.length - a.length)
  .map((said) => said.replace(" ", "(?: back)? "))
  .join("|");
const WHEN = "when|whenever|once|if";

/** A reading named with its threshold after its "when": "when the leisure battery drops below", "if tank level is above". */
const NAMED_PAST = new RegExp(String.raw`\b(?:${WHEN}) ((?:the )?(?:(?!(?:${WHEN}|and|then|it)\b)[\w']+ )+?)(?:${PAST})\b`, "g");

export const READING_PRONOUNS: readonly Rewrite[] = [
  [new RegExp(String.raw`\b(${WHEN}) it ((?:${PAST})\b)`, "g"), (...groups: unknown[]) => {
    const [said, word, rest, at, text] = groups as [string, string, string, number, string];
    const named = [...text.slice(0, at).matchAll(NAMED_PAST)].at(-1);
    return named ? `${word} ${named[1]}${rest}` : said;
  }],
];
