/**
 * The plain words a pattern's every match holds ("(?:when|once) it " → "when it ", "once it "), read from
 * the pattern's source, so a table of rules can skip the rules whose words a text lacks (gates.ts).
 */
/** Where a bracket class that opens at `i` ends ("[^,]", "[\\w' ]"). */
function classEnd(source: string, i: number): number {
  let j = i + 1;
  while (j < source.length && source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
  return j;
}

/** Where the group that opens at `i` closes. */
function groupEnd(source: string, i: number): number {
  let depth = 0;
  for (let j = i; j < source.length; j++) {
    const c = source[j];
    if (c === "\\") j++;
    else if (c === "[") j = classEnd(source, j);
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return j;
  }
  return source.length;
}

/** An alternative's leading plain letters, and whether they are all of it ("drives?" → "drive", not whole). */
function leading(alternative: string): { word: string; whole: boolean } {
  const plain = /^[a-z ',:-]*/.exec(alternative)![0];
  const optional = /^[?*{]/.test(alternative.slice(plain.length));
  return { word: optional ? plain.slice(0, -1) : plain, whole: plain.length === alternative.length };
}

/** A pattern's or a group's body split at its own "|" only. */
function branchesOf(body: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let j = 0; j <= body.length; j++) {
    if (body[j] === "\\") j++;
    else if (body[j] === "(") j = groupEnd(body, j);
    else if (body[j] === "[") j = classEnd(body, j);
    else if (body[j] === "|" || j === body.length) { found.push(body.slice(from, j)); from = j + 1; }
  }
  return found;
}

/** How many characters an escape's letter takes after it: "\\u2212", "\\x41", "\\cJ". */
const ESCAPE_LENGTH: Record<string, number> = { u: 4, x: 2, c: 1 };

/** Where the escape that opens at `i` ends: "\\u2212", "\\p{L}", "\\k<name>" and "\\12" run past their letter. */
function escapeEnd(source: string, i: number): number {
  const letter = source[i + 1]!;
  const closing = source[i + 2] === "{" ? "}" : source[i + 2] === "<" ? ">" : null;
  if (closing && /[upPk]/.test(letter)) return Math.max(i + 1, source.indexOf(closing, i));
  if (/\d/.test(letter)) return i + 1 + /^\d*/.exec(source.slice(i + 2))![0].length;
  return i + 1 + (ESCAPE_LENGTH[letter] ?? 0);
}

/** An escape that is one plain character ("\\." is ".") or any digit ("\\d"), as the characters it may be; else null. */
function escapeChars(c: string): string[] | null {
  if (c === "d") return [..."0123456789"];
  return /[./%@<>~=&#+*?()[\]{}|^$-]/.test(c) ? [c] : null;
}

/** The strings a lookaround that must hold reads in the text ("(?<=\\b(?:dim|set) )" → "dim", "set"); none for one that must not. */
function lookedAt(body: string): string[][] {
  if (!/^\?<?=/.test(body)) return [];
  const gates = branchesOf(body.replace(/^\?<?=/, "")).map(gateOfBranch);
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
    if (c === "^" || c === "$" || (c === "\\" && /[bB]/.test(source[i + 1]!))) i += c === "\\" ? 1 : 0;
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
      const body = source.slice(i + 1, close).replace(/^\?:/, "");
      const options = branchesOf(body).map(leading);
      const quantified = /^[?*{+]/.test(source.slice(close + 1));
      // A lookaround matches no text of the match; one that must hold ("(?=\\d+ ?%)") holds its words in the text.
      if (/^\?<?[=!]/.test(body)) {
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
    } else if (/[a-z0-9 ',:%@<>~=&#;/-]/.test(c)) current = current.map((word) => word + c);
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
