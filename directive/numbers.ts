/** Number words and idioms of time in digits: "twenty point five degrees" is 20.5, "half an hour" 30 minutes. */
import { gatedTable } from "./gates.ts";
import { en } from "./lang/en/index.ts";
import { alternation } from "./lang/word-pattern.ts";

const { units: UNITS, tens: TENS, scales: SCALES, point: POINT, oneAsPronoun: ONE } = en.numbers;
const any = (words: readonly string[]) => `(?:${alternation(words)})`;

const WORD = any([...Object.keys(TENS), ...Object.keys(UNITS), ...Object.keys(SCALES)]);
const NUMBER_WORDS = new RegExp(`\\b${WORD}(?:[ -]${WORD})*(?: ${POINT} ${any(Object.keys(UNITS))}+)?\\b`, "g");

const TEENS = Object.keys(UNITS).filter((w) => UNITS[w]! >= 10);
const SPLIT_NUMBERS = new RegExp(`(?<=\\b${any(Object.keys(UNITS))}) (?=${any([...Object.keys(TENS), ...TEENS])}\\b)`);

/** A scale below a thousand multiplies the words before it ("two hundred"); a thousand and up closes a group ("two thousand three"). */
const GROUP = 1000;

function wordsToNumber(words: string): number {
  const [whole = "", fraction] = words.split(` ${POINT} `);
  let total = 0;
  let current = 0;
  for (const word of whole.split(/[ -]/)) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word in SCALES && SCALES[word]! < GROUP) current = (current || 1) * SCALES[word]!;
    else if (word in SCALES) (total += (current || 1) * SCALES[word]!), (current = 0);
  }
  const digits = fraction ? fraction.split(" ").map((w) => UNITS[w] ?? 0).join("") : "";
  return Number(`${total + current}${digits ? `.${digits}` : ""}`);
}

/** The phrases in order, each tried only where it may match (gates.ts): most directives hold few of them. */
const phrases = gatedTable(en.numberPhrases);

/** "one" after these is the number; after these it is a device; before these it is a device (lang/en/numbers.ts). */
const NUMBER_AFTER = new RegExp(`\\b${any(ONE.numberAfter)}\\s+$`);
const DEVICE_AFTER = new RegExp(`\\b${any(ONE.pickers)}\\s+$|\\b${any(ONE.owners)}\\s+(?!${any(ONE.notNaming)}\\b)\\p{L}[\\p{L}']*\\s+$`, "u");
const DEVICE_BEFORE = new RegExp(`^\\s*(?:${ONE.followers.join("|")}|,|$)`);

/**
 * "the one in the hall", "and the landing one too", "one of the lamps": "one" standing for a device, not a number.
 * After "at", "to", "for", "above" … it is the number ("at one", "to one percent").
 */
function pronounOne(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at + ONE.word.length);
  if (NUMBER_AFTER.test(before)) return false;
  // "the downstairs one", "the left one": a word naming which, between "the" and "one".
  return DEVICE_AFTER.test(before) || DEVICE_BEFORE.test(after);
}

/** Rewrites number words and idioms of time into digits. */
export function digitize(text: string): string {
  // "seven thirty", "six fifteen" are clock times, two numbers, not 37 or 21: a unit or teen followed by a tens word or
  // by ten to nineteen splits.
  const out = text.replace(NUMBER_WORDS, (words, at: number, whole: string) => words === ONE.word && pronounOne(whole, at) ? words : words.split(SPLIT_NUMBERS).map((w) => String(wordsToNumber(w))).join(" "));
  return phrases(out);
}
