/**
 * The plain words a pattern's every match holds ("(?:when|once) it " → "when it ", "once it "), read from
 * the pattern's source, so a table of rules can skip the rules whose words a text lacks (gates.ts).
 */
import { LOOKS_AROUND, LOOKS_AT, branchesOf, classEnd, escapeChars, escapeEnd, groupEnd, oneOf, openingOf } from "./regex-source.ts";

/** A lower-case letter, which a pattern's plain text is made of. */
const isLetter = (c: string | undefined) => c !== undefined && c.length === 1 && c >= "a" && c <= "z";
/** The other characters that stand for themselves at an alternative's start, and anywhere in a stretch. */
const LEADING = " ',:-";
const PLAIN = "0123456789 ',:%@<>~=&#;/-";

/** An alternative's leading plain letters, and whether they are all of it ("drives?" → "drive", not whole). */
function leading(alternative: string): { word: string; whole: boolean } {
  let end = 0;
  while (isLetter(alternative[end]) || oneOf(LEADING, alternative[end])) end++;
  const plain = alternative.slice(0, end);
  const optional = oneOf("?*{", alternative[end]);
  return { word: optional ? plain.slice(0, -1) : plain, whole: plain.length === alternative.length };
}

/** The strings a lookaround that must hold reads in the text ("(?<=\\b(?:dim|set) )" → "dim", "set"); none for one that must not. */
function lookedAt(body: string): string[][] {
  const opening = openingOf(body, LOOKS_AT);
  if (!opening) return [];
  const gates = branchesOf(body.slice(opening.length)).map(gateOfBranch);
  return gates.some((gate) => gate === null) ? [] : [[...new Set(gates.flat() as string[])]];
}

/**
 * Sets of strings, one string of each set being in every match of the pattern: the plain stretches
 * outside classes and optional parts, with required groups' words multiplied in ("(?:when|once) it " →
 * "when it ", "once it "); zero-width parts (\b, ^, lookarounds) are stepped over. Null when a "|" lies
 * outside every group.
 */
function literalSets(source: string): string[][] | null {
  const sets: string[][] = [];
  let current = [""];
  const end = () => { sets.push(current); current = [""]; };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "^" || c === "$" || (c === "\\" && oneOf("bB", source[i + 1]))) i += c === "\\" ? 1 : 0;
    else if (c === "\\") {
      const chars = escapeChars(source[i + 1]!);
      i = escapeEnd(source, i);
      if (chars && current.length * chars.length > 32) end();
      if (chars) current = current.flatMap((word) => chars.map((char) => word + char));
      else end();
    }
    else if (c === "[") { i = classEnd(source, i); end(); }
    else if (c === "(") {
      const close = groupEnd(source, i);
      const inner = source.slice(i + 1, close);
      const body = inner.startsWith("?:") ? inner.slice(2) : inner;
      const options = branchesOf(body).map(leading);
      const quantified = oneOf("?*{+", source[close + 1]);
      // A lookaround matches no text of the match; one that must hold ("(?=\\d+ ?%)") holds its words in the text.
      if (openingOf(body, LOOKS_AROUND)) {
        if (!quantified) sets.push(...lookedAt(body));
        i = close;
      }
      // A required group of one alternative reads as if it were not there: its ")" is stepped over.
      else if (options.length === 1 && !quantified) i = close - body.length - 1;
      else if (quantified || current.length * options.length > 32) { end(); i = close; }
      else {
        current = current.flatMap((before) => options.map((o) => before + o.word));
        if (!options.every((o) => o.whole)) end();
        i = close;
      }
    } else if (c === ")") continue;
    else if (c === "|") return null;
    else if (c === "?" || c === "*" || c === "{") {
      current = current.map((word) => word.slice(0, -1));
      end();
      if (c === "{") i = source.indexOf("}", i);
    } else if (isLetter(c) || oneOf(PLAIN, c)) current = current.map((word) => word + c);
    else end();
  }
  end();
  return sets;
}

/**
 * The strings one of which every match of a rule holds ("when it ", " again"), the longest-shortest of the
 * candidates; a single character ("%", a digit) only when no string of two is certain; null when nothing is.
 * A "|" outside every group gates on every branch's strings together ("dusk", "dawn").
 */
export function gateOf(pattern: RegExp): string[] | null {
  const gates = branchesOf(pattern.source).map(gateOfBranch);
  return gates.some((gate) => gate === null) ? null : [...new Set(gates.flat() as string[])];
}

function gateOfBranch(source: string): string[] | null {
  const shortest = (words: string[]) => Math.min(...words.map((w) => w.trim().length));
  const sets = (literalSets(source) ?? []).map((words) => [...new Set(words)]);
  // Of equally long strings, the fewer: one "%" is a tighter gate than ten digits.
  const better = (a: string[], b: string[]) => shortest(b) > shortest(a) || (shortest(b) === shortest(a) && b.length < a.length);
  const best = (least: number) => sets.filter((words) => shortest(words) >= least).reduce<string[] | null>((a, b) => (a === null || better(a, b) ? b : a), null);
  return best(2) ?? best(1);
}

/**
 * Every set of strings one of which every match of a rule holds, the best first (at most 8): a rule may match
 * only a text that holds a string of each ("turn" and " on " and a digit). Empty when nothing is certain.
 */
export function gatesOf(pattern: RegExp): string[][] {
  if (branchesOf(pattern.source).length > 1) {
    const gate = gateOf(pattern);
    return gate ? [gate] : [];
  }
  const sets = (literalSets(pattern.source) ?? []).map((words) => [...new Set(words)]).filter((words) => words.every((w) => w.trim().length >= 1));
  const best = gateOfBranch(pattern.source);
  const distinct = new Map(sets.map((words) => [[...words].sort().join("\n"), words]));
  return best ? [best, ...[...distinct.values()].filter((words) => words.join("\n") !== best.join("\n"))].slice(0, 8) : [];
}
