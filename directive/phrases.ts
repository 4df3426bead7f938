/**
 * Stage "phrases": the wordings of the language's rewrite table (lang/<code>/rewrites.ts) read into the few
 * the later stages read, once, before times and clauses are taken apart.
 */
import { en } from "./lang/en/index.ts";
import type { Rewrite } from "./lang/types.ts";
import { Refusal } from "./types.ts";

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

/** The plain letters an alternative starts with, less a last one a quantifier makes optional ("drives?" → "drive"). */
function leadingWords(alternative: string): string {
  const plain = /^[a-z ',-]*/.exec(alternative)![0];
  return /^[?*{]/.test(alternative.slice(plain.length)) ? plain.slice(0, -1) : plain;
}

/** A required group's words, one of which every match holds ("(?:i|we) (?:enter|walk into)" → enter, walk into). */
function groupWords(source: string, open: number, close: number): string[] | null {
  if (/^[?*{]/.test(source.slice(close + 1)) || /^\?[=!<]/.test(source.slice(open + 1))) return null;
  const body = source.slice(open + 1, close).replace(/^\?:/, "");
  const alternatives: string[] = [];
  let from = 0;
  for (let j = 0; j <= body.length; j++) {
    if (body[j] === "\\") j++;
    else if (body[j] === "(" || body[j] === "[") j = body[j] === "(" ? groupEnd(body, j) : classEnd(body, j);
    else if (body[j] === "|" || j === body.length) { alternatives.push(leadingWords(body.slice(from, j))); from = j + 1; }
  }
  return alternatives;
}

/**
 * Sets of words, outside every class and optional part of a pattern, one word of each set being in every
 * match (" again"; "enter|walk into"); null when a "|" lies outside every group.
 */
function literalRuns(source: string): string[][] | null {
  const sets: string[][] = [];
  let run = "";
  const end = (kept: string) => { if (kept.length >= 3) sets.push([kept]); run = ""; };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") { i++; end(run); }
    else if (c === "[") { i = classEnd(source, i); end(run); }
    else if (c === "(") {
      end(run);
      const close = groupEnd(source, i);
      const words = groupWords(source, i, close);
      if (words) sets.push(words);
      i = close;
    } else if (c === "|") return null;
    else if (c === "?" || c === "*" || c === "{") { end(run.slice(0, -1)); if (c === "{") i = source.indexOf("}", i); }
    else if (/[a-z0-9 ',:-]/.test(c)) run += c;
    else end(run);
  }
  end(run);
  return sets;
}

/**
 * The words one of which every match of a rule holds (" again", "when|whenever|if"): a text without them
 * skips the rule, so the table's ~170 rules do not each scan every directive.
 */
function gateOf(pattern: RegExp): string[] | null {
  const shortest = (words: string[]) => Math.min(...words.map((w) => w.trim().length));
  const sets = (literalRuns(pattern.source) ?? []).filter((words) => shortest(words) >= 2);
  return sets.length === 0 ? null : sets.reduce((a, b) => (shortest(b) > shortest(a) ? b : a));
}

const GATED: readonly (readonly [Rewrite, string[] | null])[] = en.rewrites.map((rule) => [rule, gateOf(rule[0])]);

/** The text in the wordings the grammar reads; a limit on some days only is refused (lang/en/rewrites.ts says why). */
export function rephrase(text: string): string {
  const limited = en.someDaysOnly.exec(text);
  if (limited) throw new Refusal("unsupported", `“${limited[0]}” limits some days only, and an automation's conditions hold on every day together; write one directive for those days and one for the others.`);
  const clock = en.clockDuration.exec(text);
  if (clock) throw new Refusal("ambiguous", `“${clock[0]}” could be minutes or hours; say “for 10 minutes” or “for 10 hours”.`);
  let out = text;
  for (const [[pattern, replacement], gates] of GATED) if (gates === null || gates.some((g) => out.includes(g))) out = out.replace(pattern, replacement as string);
  return out;
}
