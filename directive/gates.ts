/**
 * Which rules of a table of patterns can match a text, told in one pass over it: a rule whose every match
 * holds one of a few plain words is skipped when the text holds none of them, so a table of ~170 rules
 * does not scan each directive ~170 times (bench/directive.ts measures it).
 */
import { gateOf } from "./gate-words.ts";

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
