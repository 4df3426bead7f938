/** How English folds a word to one form for matching names (directive/text.ts): plurals and a few verb endings. */

/** Plurals no ending rule folds. */
const IRREGULAR = new Map([["people", "person"], ["children", "child"], ["men", "man"], ["women", "woman"]]);

/** "boxes", "switches": plurals that add "es" after these endings. */
const SIBILANT = /(ch|sh|x|ss)es$/;

export function stem(word: string): string {
  if (!word.endsWith("s") || word.length <= 3) return IRREGULAR.get(word) ?? word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && SIBILANT.test(word)) return word.slice(0, -2);
  if (!word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}
