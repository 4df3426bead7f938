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

