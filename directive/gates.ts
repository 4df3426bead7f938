/**
 * Which rules of a table of patterns can match a text, told in one pass over it: a rule whose every match
 * holds one of a few plain words is skipped when the text holds none of them, so a table of ~170 rules
 * does not scan each directive ~170 times (bench/directive.ts measures it).
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

/** The alternatives of a group's body, split at its own "|" only. */
function alternatives(body: string): { word: string; whole: boolean }[] {
  const found: { word: string; whole: boolean }[] = [];
  let from = 0;
  for (let j = 0; j <= body.length; j++) {
    if (body[j] === "\\") j++;
    else if (body[j] === "(") j = groupEnd(body, j);
    else if (body[j] === "[") j = classEnd(body, j);
    else if (body[j] === "|" || j === body.length) { found.push(leading(body.slice(from, j))); from = j + 1; }
  }
  return found;
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
    else if (c === "\\") { i++; end(); }
    else if (c === "[") { i = classEnd(source, i); end(); }
    else if (c === "(") {
      const close = groupEnd(source, i);
      const body = source.slice(i + 1, close).replace(/^\?:/, "");
      const options = alternatives(body);
      const quantified = /^[?*{+]/.test(source.slice(close + 1));
      if (/^\?<?[=!]/.test(body)) i = close; // a lookaround matches no text
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
    } else if (/[a-z0-9 ',:-]/.test(c)) current = current.map((word) => word + c);
    else end();
  }
  end();
  return sets;
}

/**
 * The strings one of which every match of a rule holds ("when it ", " again"), the longest-shortest of the
 * candidates, or null when no string of two letters or more is certain.
 */
export function gateOf(pattern: RegExp): string[] | null {
  const shortest = (words: string[]) => Math.min(...words.map((w) => w.trim().length));
  const sets = (literalSets(pattern.source) ?? []).filter((words) => shortest(words) >= 2);
  return sets.length === 0 ? null : sets.reduce((a, b) => (shortest(b) > shortest(a) ? b : a));
}

/** A trie node: gates are plain ASCII (literalSets keeps [a-z0-9 ',:-]), so a child is an array slot by char code. */
type Node = { next: (Node | undefined)[]; ends: number[] };
const node = (): Node => ({ next: [], ends: [] });

/** Marks which rules a text may match; `from`/`to` scan only the gates that start in that stretch. */
export type Scan = (text: string, may?: boolean[], from?: number, to?: number) => boolean[];

/** The rules' gates in a trie, and the scan that marks the rules a text may match (a rule with no gate always may). */
export function gatedRules(patterns: readonly RegExp[]): { scan: Scan; longest: number } {
  const gates = patterns.map(gateOf);
  const root = node();
  gates.forEach((words, rule) => {
    for (const word of words ?? []) {
      let at = root;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        at = at.next[c] ??= node();
      }
      at.ends.push(rule);
    }
  });
  const scan: Scan = (text, may = gates.map((words) => words === null), from = 0, to = text.length) => {
    // Every gate starting at every position: the trie's branching ends most walks after a letter or two.
    for (let i = Math.max(0, from); i < to; i++) {
      let at = root.next[text.charCodeAt(i)];
      for (let j = i + 1; at; j++) {
        for (const rule of at.ends) may[rule] = true;
        at = j < text.length ? at.next[text.charCodeAt(j)] : undefined;
      }
    }
    return may;
  };
  return { scan, longest: Math.max(...gates.flatMap((words) => (words ?? []).map((w) => w.length))) };
}

/**
 * A table of rewrites applied in order, each only when the text may hold its gate: the same text as
 * applying every rule, at the cost of one scan. A rewrite may bring words a later rule reads: the rewritten
 * stretch is scanned again, with the gates that start before it and run into it. Marks are never taken
 * back; a rule marked in vain only costs its own scan.
 */
export function gatedTable(table: readonly (readonly [RegExp, unknown])[]): (text: string) => string {
  const { scan, longest } = gatedRules(table.map(([pattern]) => pattern));
  return (text) => {
    let out = text;
    const may = scan(out);
    table.forEach(([pattern, replacement], rule) => {
      if (!may[rule]) return;
      const next = out.replace(pattern, replacement as string);
      if (next === out) return;
      const [start, end] = changed(out, next);
      scan((out = next), may, start - longest + 1, end);
    });
    return out;
  };
}

/** The stretch of `after` that differs from `before`: [start, end). */
function changed(before: string, after: string): [number, number] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return [start, after.length - end];
}
