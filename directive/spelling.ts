/**
 * Stage "spelling": a word neither the language nor the home knows, one slip away from exactly one word
 * the language knows ("untill", "humididty", "temprature"), is read as that word. Short words and
 * variants at a word's end ("timer", "lights") are left alone: they are words of their own, which
 * coverage then names if no rule reads them.
 */
import { knownWords } from "./coverage.ts";
import type { Index } from "./home-index.ts";
import { en } from "./lang/en/index.ts";
import { stem } from "./text.ts";

/** Whether a and b are one insertion, deletion, substitution or swap of neighbours apart. */
function oneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** Words of the language long enough to correct towards, by length. */
const BY_LENGTH = new Map<number, string[]>();
const LANGUAGE = new Set(knownWords());
for (const word of LANGUAGE) if (word.length >= 5) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

function corrected(word: string): string | null {
  // "heading", "trying", "cooking": an -ing form one slip from another ("reading", "drying", "cooling") is a verb of its own.
  if (word.endsWith("ing")) return null;
  const near = [word.length - 1, word.length, word.length + 1].flatMap((n) => BY_LENGTH.get(n) ?? []).filter((w) => oneSlip(word, w));
  const unique = [...new Set(near)];
  // "lighter" beside "light", "charged" beside "charger": a word that only changes its ending is another form, not a slip;
  // "asleep" beside "sleep", "alight" beside "light": nor is one with a letter before it.
  const ending = (w: string) => w.startsWith(word) || word.slice(0, -1) === w.slice(0, -1) || (word.startsWith(w) && !/(.)\1$/.test(word)) || word.slice(1) === w;
  if (unique.length !== 1 || ending(unique[0]!)) return null;
  return unique[0]!;
}

/** The one candidate a word is a slip from, or null when none or several are ("dinning" → "dining"). */
function onlySlip(word: string, candidates: Iterable<string>): string | null {
  const near = [...candidates].filter((c) => c.length >= 5 && oneSlip(word, c));
  return near.length === 1 ? near[0]! : null;
}

/** "coffemaker": a two-word name written as one (Coffee Maker), with a slip; else "dinning": a word of the home's names. */
function nameSlip(word: string, index: Index): string | null {
  const joined = onlySlip(word, index.joined.keys());
  return joined ? index.joined.get(joined)! : onlySlip(word, index.names);
}

/** "teh", "trun", "lihgts": a short word with two neighbouring letters swapped, when one known word is that swap. */
function swapped(word: string, index: Index): string | null {
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) swaps.add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  const known = [...swaps].filter((w) => w !== word && (LANGUAGE.has(w) || LANGUAGE.has(stem(w)) || index.names.has(stem(w))));
  return known.length === 1 ? known[0]! : null;
}

const PLAIN = new Set(en.lexicon.plain);
const knows = (word: string, index: Index) => PLAIN.has(word) || LANGUAGE.has(word) || LANGUAGE.has(stem(word)) || index.names.has(stem(word));

/** The text with each unknown word read as the home's two-word name it joins ("backdoor") or the word it slips from. */
export function correctSpelling(text: string, index: Index): string {
  // "Drive way" beside a Driveway: two words the home's names write as one.
  const joined = text.replace(/\b(\p{L}{2,}) (\p{L}{2,})\b/gu, (pair, a: string, b: string) => (index.names.has(`${a}${b}`) && !(index.names.has(stem(a)) && index.names.has(stem(b))) ? `${a}${b}` : pair));
  // "ofice" beside the Office: a five-letter slip is read only as a word of the home's names, never the language's.
  const slips = joined.replace(/\p{L}{5,}/gu, (word) => (knows(word, index) ? word : (index.joined.get(word) ?? (word.length > 5 ? corrected(word) : null) ?? nameSlip(word, index) ?? word)));
  return slips.replace(/\b\p{L}{3,6}\b/gu, (word) => (knows(word, index) ? word : (swapped(word, index) ?? word)));
}
