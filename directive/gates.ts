/**
 * Which rules of a table of patterns can match a text, told in one pass over it: a rule whose every match
 * holds one of a few plain words ("turn") and one of a few others (" on ", a digit) is skipped when the text
 * lacks either, so a table of ~450 rules does not scan each directive ~450 times (bench/directive.ts measures it).
 */
import { gatesOf } from "./gate-words.ts";

/** A trie node: gates are ASCII (gate-words.ts keeps letters, digits and a few signs), so a child is an array slot by char code. */
type Node = { next: (Node | undefined)[]; ends: number[] };
const node = (): Node => ({ next: [], ends: [] });

/** Per rule, which of its gates (one bit each) a text holds; `from`/`to` scan only the gates that start in that stretch. */
export type Scan = (text: string, seen?: number[], from?: number, to?: number) => number[];

/** A gate's end in the trie: its rule and which of the rule's (at most 8) gates it is, in one number. */
const end = (rule: number, gate: number) => rule * 8 + gate;

/** The rules' gates in a trie, the scan that marks the gates a text holds, and whether a rule may match (every gate held). */
export function gatedRules(patterns: readonly RegExp[]): { scan: Scan; longest: number; may: (seen: number[], rule: number) => boolean } {
  const gates = patterns.map(gatesOf);
  const root = node();
  gates.forEach((sets, rule) => sets.forEach((words, gate) => {
    for (const word of words) {
      let at = root;
      for (let i = 0; i < word.length; i++) at = at.next[word.charCodeAt(i)] ??= node();
      at.ends.push(end(rule, gate));
    }
  }));
  const all = gates.map((sets) => (1 << sets.length) - 1);
  const scan: Scan = (text, seen = gates.map(() => 0), from = 0, to = text.length) => {
    // Every gate starting at every position: the trie's branching ends most walks after a letter or two.
    for (let i = Math.max(0, from); i < to; i++) {
      let at = root.next[text.charCodeAt(i)];
      for (let j = i + 1; at; j++) {
        for (const e of at.ends) seen[e >> 3]! |= 1 << (e & 7);
        at = j < text.length ? at.next[text.charCodeAt(j)] : undefined;
      }
    }
    return seen;
  };
  const longest = Math.max(...gates.flat(2).map((w) => w.length));
  return { scan, longest, may: (seen, rule) => seen[rule] === all[rule] };
}

/**
 * A table of rewrites applied in order, each only when the text may hold its gates: the same text as
 * applying every rule, at the cost of one scan. A rewrite may bring words a later rule reads: the rewritten
 * stretch is scanned again, with the gates that start before it and run into it. Marks are never taken
 * back; a rule marked in vain only costs its own scan.
 */
export function gatedTable(table: readonly (readonly [RegExp, unknown])[]): (text: string) => string {
  const { scan, longest, may } = gatedRules(table.map(([pattern]) => pattern));
  return (text) => {
    let out = text;
    const seen = scan(out);
    table.forEach(([pattern, replacement], rule) => {
      if (!may(seen, rule)) return;
      const next = out.replace(pattern, replacement as string);
      if (next === out) return;
      const [start, end] = changed(out, next);
      scan((out = next), seen, start - longest + 1, end);
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
